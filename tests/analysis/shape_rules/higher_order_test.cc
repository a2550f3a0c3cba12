// Shape rules of the higher-order ops (flex attention, Triton kernel wrappers,
// auto_functionalized).
#include "analysis/shape_inference.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferType;
using testing::LoadText;
using testing::SharedData;
using testing::TypeOf;

// A print_readable flex attention forward + backward (DeepSeek V3 style: query/key head
// dim 192, value head dim 128), with its score and mask graphs as nested modules.
constexpr const char* kFlexGraph = R"(class GraphModule(torch.nn.Module):
    def forward(self, q: "bf16[2, 16, 4096, 192]", k: "bf16[2, 16, 4096, 192]", v: "bf16[2, 16, 4096, 128]", kv_num: "i32[2, 1, 32]", kv_idx: "i32[2, 1, 32, 32]", q_num: "i32[2, 1, 32]", q_idx: "i32[2, 1, 32, 32]", doc: "i32[2, 4096]", grad_out: "bf16[2, 16, 4096, 128]"):
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(q, k, v, sdpa_score0, (4096, 4096, kv_num, kv_idx, None, None, q_num, q_idx, None, None, 128, 128, sdpa_mask0), 0.07216878364870322, {'BACKEND': 'AUTO', 'OUTPUT_LOGSUMEXP': True, 'OUTPUT_MAX': False}, (), (doc,))
        getitem: "bf16[2, 16, 4096, 128]" = flex_attention[0]
        getitem_1: "f32[2, 16, 4096]" = flex_attention[1]
        fw_graph0 = self.fw_graph0
        joint_graph0 = self.joint_graph0
        mask_graph0 = self.mask_graph0
        flex_attention_backward = torch.ops.higher_order.flex_attention_backward(q, k, v, getitem, getitem_1, grad_out, None, fw_graph0, joint_graph0, (4096, 4096, kv_num, kv_idx, None, None, q_num, q_idx, None, None, 128, 128, mask_graph0), 0.07216878364870322, {'BACKEND': 'AUTO'}, (doc, 2.0), (doc,))
        return (flex_attention_backward,)

    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "bf16[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]"):
            return arg0_1

    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[2, 4096]"):
            ge: "b8[]" = torch.ops.aten.ge.Tensor(arg2_1, arg3_1)
            return ge

    class fw_graph0(torch.nn.Module):
        def forward(self, arg0_1: "bf16[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]"):
            return arg0_1

    class joint_graph0(torch.nn.Module):
        def forward(self, arg0_1: "bf16[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]", arg5_1: "bf16[]"):
            return [arg5_1, None, None, None, None]

    class mask_graph0(torch.nn.Module):
        def forward(self, arg0_1: "i32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[2, 4096]"):
            ge: "b8[]" = torch.ops.aten.ge.Tensor(arg2_1, arg3_1)
            return ge
)";

TEST(HigherOrderShapes, FlexAttentionReturnsOutLogsumexpAndMaxScores) {
  LoadOptions options;
  options.shape.allow_unknown_ops = true;  // getitem comes from the annotations here
  auto graph = LoadText(kFlexGraph, options);
  ASSERT_TRUE(graph.ok()) << graph.status();
  EXPECT_EQ(TypeOf(*graph, "flex_attention"),
            "(bf16[2, 16, 4096, 128], f32[2, 16, 4096], f32[2, 16, 4096])");
}

TEST(HigherOrderShapes, FlexAttentionBackwardReturnsGradsAndBufferGrads) {
  LoadOptions options;
  options.shape.allow_unknown_ops = true;
  auto graph = LoadText(kFlexGraph, options);
  ASSERT_TRUE(graph.ok()) << graph.status();
  EXPECT_EQ(TypeOf(*graph, "flex_attention_backward"),
            "(bf16[2, 16, 4096, 192], bf16[2, 16, 4096, 192], bf16[2, 16, 4096, 128], "
            "(i32[2, 4096], None))");
}

TEST(HigherOrderShapes, FlexAttentionGroupedQueryHeads) {
  EXPECT_EQ(
      InferType(R"(q: "f16[4, 8, 256, 64]", k: "f16[4, 2, 512, 64]", v: "f16[4, 2, 512, 32]")",
                "f = torch.ops.higher_order.flex_attention(q, k, v, None, (512, 512, None, "
                "None, None, None, None, None, None, None, 128, 128, None), 0.125, {}, (), ())\n"
                "return (f,)",
                "f"),
      "(f16[4, 8, 256, 32], f32[4, 8, 256], f32[4, 8, 256])");
}

TEST(HigherOrderShapes, FlexAttentionBackwardSumsBroadcastKeyBatch) {
  EXPECT_EQ(
      InferType(R"(q: "f16[4, 8, 256, 64]", k: "f16[1, 2, 512, 64]", v: "f16[1, 2, 512, 32]", )"
                R"(o: "f16[4, 8, 256, 32]", lse: "f32[4, 8, 256]", g: "f16[4, 8, 256, 32]")",
                "b = torch.ops.higher_order.flex_attention_backward(q, k, v, o, lse, g, None, "
                "None, None, (512, 512, None, None, None, None, None, None, None, None, 128, "
                "128, None), 0.125, {}, (), ())\n"
                "return (b,)",
                "b"),
      "(f16[4, 8, 256, 64], f16[1, 2, 512, 64], f16[1, 2, 512, 32], ())");
}

TEST(HigherOrderShapes, FlexAttentionRejectsMismatchedHeadDim) {
  std::string result = InferType(
      R"(q: "bf16[2, 16, 4096, 192]", k: "bf16[2, 16, 4096, 128]", v: "bf16[2, 16, 4096, 128]")",
      "f = torch.ops.higher_order.flex_attention(q, k, v, None, (4096, 4096, None, None, "
      "None, None, None, None, None, None, 128, 128, None), 0.07, {}, (), ())\n"
      "return (f,)",
      "f");
  EXPECT_NE(result.find("cannot infer the result of 'f'"), std::string::npos) << result;
  EXPECT_NE(result.find("expected key dim 3 == 192 (query dim 3), got 128"), std::string::npos)
      << result;
}

TEST(HigherOrderShapes, TritonKernelWrapperFunctionalReturnsClonedKwargs) {
  EXPECT_EQ(InferType(R"(tokens: "i32[8]", start: "i32[8]", offsets: "i32[8]", out: "i32[4096]")",
                      "t = torch.ops.higher_order.triton_kernel_wrapper_functional(kernel_idx = 0, "
                      "constant_args_idx = 0, grid = [(8, 1, 1)], tma_descriptor_metadata = {}, "
                      "kwargs = {'tokens_per_expert_group_ptr': tokens, 'start_index_values_ptr': "
                      "start, 'write_offsets_ptr': offsets, 'output_ptr': out}, tensors_to_clone = "
                      "['output_ptr'])\n"
                      "return (t,)",
                      "t"),
            "(output_ptr: i32[4096])");
}

TEST(HigherOrderShapes, TritonKernelWrapperFunctionalKeepsKwargsOrder) {
  EXPECT_EQ(InferType(R"(a: "f32[4]", b: "bf16[2, 3]", c: "f32[5]")",
                      "t = torch.ops.higher_order.triton_kernel_wrapper_functional(kernel_idx = 1, "
                      "constant_args_idx = 2, grid = [(1, 1, 1)], tma_descriptor_metadata = {}, "
                      "kwargs = {'a_ptr': a, 'b_ptr': b, 'c_ptr': c, 'n': 4}, tensors_to_clone = "
                      "['c_ptr', 'a_ptr'])\n"
                      "return (t,)",
                      "t"),
            "(a_ptr: f32[4], c_ptr: f32[5])");
}

TEST(HigherOrderShapes, TritonKernelWrapperFunctionalRejectsUnknownName) {
  std::string result =
      InferType(R"(a: "f32[4]")",
                "t = torch.ops.higher_order.triton_kernel_wrapper_functional(kernel_idx = 1, "
                "constant_args_idx = 2, grid = [(1, 1, 1)], tma_descriptor_metadata = {}, "
                "kwargs = {'a_ptr': a}, tensors_to_clone = ['out_ptr'])\n"
                "return (t,)",
                "t");
  EXPECT_NE(result.find("expected tensors_to_clone entry 'out_ptr' among the kernel's kwargs"),
            std::string::npos)
      << result;
}

TEST(HigherOrderShapes, AutoFunctionalizedV2ReturnsNoneThenBases) {
  EXPECT_EQ(InferType(R"(x: "bf16[2, 128]", base: "bf16[256]")",
                      "af = torch.ops.higher_order.auto_functionalized_v2(torch.ops.fsdp."
                      "split_with_sizes_copy.default, all_gather_output = x, "
                      "all_gather_input_split_sizes = [128], dim = 1, _out_length = 1, "
                      "_out_0_base_index = 0, _out_0_size = (2, 128), _out_0_stride = (128, 1), "
                      "_out_0_storage_offset = 0, _all_bases = [base])\n"
                      "return (af,)",
                      "af"),
            "(None, bf16[256])");
}

TEST(HigherOrderShapes, AutoFunctionalizedV1ReturnsNoneThenMutatedArgs) {
  EXPECT_EQ(InferType(R"(x: "bf16[2, 256]", o1: "bf16[2, 128]", o2: "bf16[2, 128]")",
                      "af = torch.ops.higher_order.auto_functionalized(torch.ops.fsdp."
                      "split_with_sizes_copy.default, all_gather_output = x, "
                      "all_gather_input_split_sizes = [128, 128], dim = 1, out = [o1, o2])\n"
                      "return (af,)",
                      "af"),
            "(None, (bf16[2, 128], bf16[2, 128]))");
  // An op collopt does not know: its `out*` tensor kwargs.
  EXPECT_EQ(
      InferType(R"(x: "f32[8]", y: "f32[8]")",
                "af = torch.ops.higher_order.auto_functionalized(torch.ops.mylib.foo.default, "
                "x = x, out = y)\n"
                "return (af,)",
                "af"),
      "(None, f32[8])");
}

TEST(HigherOrderShapes, AutoFunctionalizedV2RejectsMissingBases) {
  std::string result =
      InferType(R"(x: "f32[8]")",
                "af = torch.ops.higher_order.auto_functionalized_v2(torch.ops.mylib."
                "foo.default, x = x)\n"
                "return (af,)",
                "af");
  EXPECT_NE(result.find("expected a list of tensors for argument '_all_bases'"), std::string::npos)
      << result;
}

TEST(HigherOrderShapes, RealFsdpGraphAutoFunctionalizedMatchesAnnotatedGetitem) {
  LoadOptions options;
  options.shape.allow_unknown_ops = true;  // other families may not have rules yet
  auto graph = LoadGraph(
      SharedData(
          "fx_real/learn_torch__fsdp2_mlp_torch2.6.0__model__0_forward_1.0__fx_graph_readable.py"),
      options);
  ASSERT_TRUE(graph.ok()) << graph.status();
  // `getitem_3: "bf16[256]" = auto_functionalized_v2[1]`.
  EXPECT_EQ(TypeOf(*graph, "auto_functionalized_v2"), "(None, bf16[256])");
  EXPECT_EQ(TypeOf(*graph, "auto_functionalized_v2_2"), "(None, bf16[256])");
}

TEST(HigherOrderShapes, DeepSeekForwardOutputsMatchBackwardInputs) {
  // flex_attention getitem 0/1 and the triton kernel's 'output_ptr' are saved
  // for the backward, whose load_args give their real types.
  int flex = testing::CompareSavedOutputs("autoparallel_overlap/repro_dsv3_fw_64.py",
                                          "autoparallel_overlap/repro_dsv3_bw_64.py",
                                          "higher_order.flex_attention");
  EXPECT_EQ(flex, 54);  // 27 layers × (out, logsumexp)
  int triton = testing::CompareSavedOutputs("autoparallel_overlap/repro_dsv3_fw_64.py",
                                            "autoparallel_overlap/repro_dsv3_bw_64.py",
                                            "higher_order.triton_kernel_wrapper_functional");
  EXPECT_EQ(triton, 26);
}

}  // namespace
}  // namespace collopt
