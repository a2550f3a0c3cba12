// Shape rules of the fused attention kernels: whole result tuples, element by element.
#include "analysis/shape_inference.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferType;
using testing::SharedData;

// Llama 3 8B on 2-D parallelism: 4 local heads, sequence 8192, head dim 128.
constexpr const char* kLlamaQkv =
    R"(q: "bf16[2, 4, 8192, 128]", k: "bf16[2, 4, 8192, 128]", v: "bf16[2, 4, 8192, 128]")";

TEST(AttentionShapes, CudnnAttentionMatchesMetaTuple) {
  // The logsumexp is [B, H, L, 1] and seed/offset are 0-d int64, as the
  // Llama backward repro's load_args give getitem_81, getitem_86 and getitem_87.
  EXPECT_EQ(
      InferType(kLlamaQkv,
                "a = torch.ops.aten._scaled_dot_product_cudnn_attention.default(q, k, v, None, "
                "True, 0.0, True)\n"
                "return (a,)",
                "a"),
      "(bf16[2, 4, 8192, 128], f32[2, 4, 8192, 1], None, None, Sym(8192), Sym(8192), "
      "i64[], i64[], None)");
}

TEST(AttentionShapes, CudnnAttentionUsesValueHeadDim) {
  EXPECT_EQ(
      InferType(R"(q: "f16[1, 8, 16, 64]", k: "f16[1, 8, 32, 64]", v: "f16[1, 8, 32, 48]")",
                "a = torch.ops.aten._scaled_dot_product_cudnn_attention.default(q, k, v, None, "
                "False)\n"
                "return (a,)",
                "a"),
      "(f16[1, 8, 16, 48], f32[1, 8, 16, 1], None, None, Sym(16), Sym(32), i64[], i64[], "
      "None)");
}

TEST(AttentionShapes, CudnnAttentionBackwardGradsLikeInputs) {
  EXPECT_EQ(
      InferType(R"(g: "bf16[2, 4, 8192, 128]", q: "bf16[2, 4, 8192, 128]", )"
                R"(k: "bf16[2, 1, 8192, 128]", v: "bf16[2, 1, 8192, 128]", )"
                R"(o: "bf16[2, 4, 8192, 128]", lse: "f32[2, 4, 8192, 1]", )"
                R"(seed: "i64[]", offset: "i64[]")",
                "b = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(g, q, "
                "k, v, o, lse, seed, offset, None, None, None, 8192, 8192, 0.0, True)\n"
                "return (b,)",
                "b"),
      "(bf16[2, 4, 8192, 128], bf16[2, 1, 8192, 128], bf16[2, 1, 8192, 128])");
}

TEST(AttentionShapes, FlashAttentionMatchesMetaTuple) {
  EXPECT_EQ(
      InferType(kLlamaQkv,
                "a = torch.ops.aten._scaled_dot_product_flash_attention.default(q, k, v, 0.0, "
                "True)\n"
                "return (a,)",
                "a"),
      "(bf16[2, 4, 8192, 128], f32[2, 4, 8192], None, None, Sym(8192), Sym(8192), u64[2], "
      "u64[], bf16[0])");
}

TEST(AttentionShapes, FlashAttentionDebugMask) {
  // head dim 64 → 256-wide blocks: ⌈1024/256⌉ = 4 columns; key length 200 ≤ 256 → 256.
  EXPECT_EQ(
      InferType(R"(q: "f16[1, 2, 1024, 64]", k: "f16[1, 2, 1024, 64]", v: "f16[1, 2, 1024, 64]")",
                "a = torch.ops.aten._scaled_dot_product_flash_attention.default(q, k, v, 0.0, "
                "False, True)\n"
                "return (a,)",
                "a"),
      "(f16[1, 2, 1024, 64], f32[1, 2, 1024], None, None, Sym(1024), Sym(1024), u64[2], "
      "u64[], f16[1, 2, 1024, 4])");
  EXPECT_EQ(
      InferType(R"(q: "f16[1, 2, 1024, 64]", k: "f16[1, 2, 200, 64]", v: "f16[1, 2, 200, 64]")",
                "a = torch.ops.aten._scaled_dot_product_flash_attention.default(q, k, v, "
                "return_debug_mask = True)\n"
                "return (a,)",
                "a"),
      "(f16[1, 2, 1024, 64], f32[1, 2, 1024], None, None, Sym(1024), Sym(200), u64[2], "
      "u64[], f16[1, 2, 1024, 256])");
}

TEST(AttentionShapes, FlashAttentionBackwardGradsLikeInputs) {
  EXPECT_EQ(
      InferType(R"(g: "bf16[2, 4, 64, 128]", q: "bf16[2, 4, 64, 128]", )"
                R"(k: "bf16[2, 4, 96, 128]", v: "bf16[2, 4, 96, 128]", )"
                R"(o: "bf16[2, 4, 64, 128]", lse: "f32[2, 4, 64]", )"
                R"(seed: "u64[2]", offset: "u64[]")",
                "b = torch.ops.aten._scaled_dot_product_flash_attention_backward.default(g, q, "
                "k, v, o, lse, None, None, 64, 96, 0.0, False, seed, offset)\n"
                "return (b,)",
                "b"),
      "(bf16[2, 4, 64, 128], bf16[2, 4, 96, 128], bf16[2, 4, 96, 128])");
}

TEST(AttentionShapes, EfficientAttentionPadsLogsumexp) {
  EXPECT_EQ(InferType(R"(q: "f32[2, 8, 100, 64]", k: "f32[2, 8, 50, 64]", v: "f32[2, 8, 50, 32]")",
                      "a = torch.ops.aten._scaled_dot_product_efficient_attention.default(q, k, v, "
                      "None, True)\n"
                      "return (a,)",
                      "a"),
            "(f32[2, 8, 100, 32], f32[2, 8, 128], i64[], i64[])");
  EXPECT_EQ(InferType(R"(q: "f32[2, 8, 100, 64]", k: "f32[2, 8, 50, 64]", v: "f32[2, 8, 50, 32]")",
                      "a = torch.ops.aten._scaled_dot_product_efficient_attention.default(q, k, v, "
                      "None, False)\n"
                      "return (a,)",
                      "a"),
            "(f32[2, 8, 100, 32], f32[2, 8, 0], i64[], i64[])");
}

TEST(AttentionShapes, EfficientAttentionBackwardWithBiasGrad) {
  constexpr const char* kParams =
      R"(g: "f32[2, 8, 100, 32]", q: "f32[2, 8, 100, 64]", k: "f32[2, 8, 50, 64]", )"
      R"(v: "f32[2, 8, 50, 32]", bias: "f32[2, 8, 100, 50]", o: "f32[2, 8, 100, 32]", )"
      R"(lse: "f32[2, 8, 128]", seed: "i64[]", offset: "i64[]")";
  EXPECT_EQ(
      InferType(kParams,
                "b = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(g, "
                "q, k, v, bias, o, lse, seed, offset, 0.0, [True, True, True, True])\n"
                "return (b,)",
                "b"),
      "(f32[2, 8, 100, 64], f32[2, 8, 50, 64], f32[2, 8, 50, 32], f32[2, 8, 100, 50])");
  EXPECT_EQ(
      InferType(kParams,
                "b = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(g, "
                "q, k, v, bias, o, lse, seed, offset, 0.0, [True, True, True, False])\n"
                "return (b,)",
                "b"),
      "(f32[2, 8, 100, 64], f32[2, 8, 50, 64], f32[2, 8, 50, 32], None)");
}

TEST(AttentionShapes, FlashAttentionForwardKernel) {
  // The kernel layout is [B, L, H, E].
  EXPECT_EQ(
      InferType(R"(q: "bf16[2, 64, 4, 128]", k: "bf16[2, 96, 4, 128]", v: "bf16[2, 96, 4, 128]")",
                "a = torch.ops.aten._flash_attention_forward.default(q, k, v, None, None, 64, "
                "96, 0.0, True, False)\n"
                "return (a,)",
                "a"),
      "(bf16[2, 64, 4, 128], f32[2, 4, 64], u64[2], u64[], bf16[0])");
}

TEST(AttentionShapes, EfficientAttentionForwardKernel) {
  EXPECT_EQ(
      InferType(R"(q: "f16[2, 40, 4, 64]", k: "f16[2, 70, 4, 64]", v: "f16[2, 70, 4, 16]")",
                "a = torch.ops.aten._efficient_attention_forward.default(q, k, v, None, None, "
                "None, None, None, 0.0, 0, True)\n"
                "return (a,)",
                "a"),
      "(f16[2, 40, 4, 16], f32[2, 4, 64], i64[], i64[], Sym(40), Sym(70))");
}

TEST(AttentionShapes, EfficientAttentionBackwardKernelWithoutBias) {
  EXPECT_EQ(
      InferType(R"(g: "f16[2, 40, 4, 16]", q: "f16[2, 40, 4, 64]", k: "f16[2, 70, 4, 64]", )"
                R"(v: "f16[2, 70, 4, 16]", o: "f16[2, 40, 4, 16]", lse: "f32[2, 4, 64]", )"
                R"(seed: "i64[]", offset: "i64[]")",
                "b = torch.ops.aten._efficient_attention_backward.default(g, q, k, v, None, o, "
                "None, None, 40, 70, lse, 0.0, seed, offset, 0, False)\n"
                "return (b,)",
                "b"),
      "(f16[2, 40, 4, 64], f16[2, 70, 4, 64], f16[2, 70, 4, 16], f32[])");
}

TEST(AttentionShapes, RejectsNon4DQuery) {
  std::string result = InferType(
      R"(q: "bf16[4, 8192, 128]", k: "bf16[2, 4, 8192, 128]", v: "bf16[2, 4, 8192, 128]")",
      "a = torch.ops.aten._scaled_dot_product_cudnn_attention.default(q, k, v, None, True)\n"
      "return (a,)",
      "a");
  EXPECT_NE(result.find("cannot infer the result of 'a'"), std::string::npos) << result;
  EXPECT_NE(result.find("expected a 4-D query, got bf16[4, 8192, 128]"), std::string::npos)
      << result;
}

TEST(AttentionShapes, RejectsMismatchedBatch) {
  std::string result =
      InferType(R"(q: "bf16[2, 4, 16, 8]", k: "bf16[3, 4, 16, 8]", v: "bf16[3, 4, 16, 8]")",
                "a = torch.ops.aten._scaled_dot_product_flash_attention.default(q, k, v)\n"
                "return (a,)",
                "a");
  EXPECT_NE(result.find("expected key and value batch size 2 (query dim 0), got bf16[3, 4, 16, 8]"),
            std::string::npos)
      << result;
}

TEST(AttentionShapes, LlamaForwardOutputsMatchBackwardInputs) {
  // getitem_80/81/86/87 (out, logsumexp, seed, offset) of each cudnn attention
  // are saved for the backward, whose load_args give their real types.
  int compared = testing::CompareSavedOutputs("autoparallel_overlap/repro_llama3_8b_fw_256_2d.py",
                                              "autoparallel_overlap/repro_llama3_8b_bw_256_2d.py",
                                              "aten._scaled_dot_product_cudnn_attention");
  EXPECT_EQ(compared, 128);
}

}  // namespace
}  // namespace collopt
