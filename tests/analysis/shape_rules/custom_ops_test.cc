// Shape rules of the custom ops of the real graphs (fsdp, inductor, apex, megatron, tg),
// with hand-computed shapes.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferOp;

TEST(CustomOpShapes, AllGatherCopyInReturnsInputAndOutput) {
  EXPECT_EQ(InferOp(R"(p: "bf16[128]")",
                    "fsdp.all_gather_copy_in.default([p], [128], 128, 2, 0, torch.bfloat16, "
                    "device(type='cuda', index=0))"),
            "(bf16[128], bf16[256])");
  EXPECT_EQ(InferOp(R"(a: "f32[6]", b: "f32[10]")",
                    "fsdp.all_gather_copy_in.default([a, b], [6, 10], 16, 4, 3, torch.float32, "
                    "device(type='cuda', index=3))"),
            "(f32[16], f32[64])");
}

TEST(CustomOpShapes, MutatingFsdpOpsReturnNone) {
  EXPECT_EQ(InferOp(R"(o: "bf16[2, 128]", e: "bf16[2, 128]")",
                    "fsdp.split_with_sizes_copy.default(o, [128], dim = 1, out = [e])"),
            "None");
  EXPECT_EQ(InferOp(R"(a: "bf16[16, 16]", b: "bf16[16, 16]")", "fsdp.copy_.default(a, b)"), "None");
  EXPECT_EQ(InferOp(R"(a: "bf16[16, 16]")", "inductor.resize_storage_bytes_.default(a, 512)"),
            "None");
}

TEST(CustomOpShapes, ChunkCatChecksOutNumel) {
  // Each [16, 16] tensor contributes ceil(16 / 2) · 16 = 128 elements per chunk.
  EXPECT_EQ(InferOp(R"(m: "bf16[16, 16]", o: "bf16[2, 128]")",
                    "fsdp.chunk_cat.default([m], 0, 2, out = o)"),
            "None");
  // Dim 0 of size 5 is padded to 6: 3 rows of 4 per chunk, plus 2 · 3 of the second.
  EXPECT_EQ(InferOp(R"(a: "f32[5, 4]", b: "f32[6]", o: "f32[2, 15]")",
                    "fsdp.chunk_cat.default([a, b], 0, 2, out = o)"),
            "None");
}

TEST(CustomOpShapes, FusedLayerNormForward) {
  EXPECT_EQ(InferOp(R"(x: "f16[512, 32, 1536]", w: "f16[1536]", b: "f16[1536]")",
                    "apex.fused_layer_norm_affine_fwd.default(x, w, b, [1536], 1e-05)"),
            "(f16[512, 32, 1536], f32[16384], f32[16384])");
  EXPECT_EQ(InferOp(R"(x: "f32[768, 8, 768]", w: "f32[768]", b: "f32[768]")",
                    "apex.fused_layer_norm_affine_fwd.default(x, w, b, [768], 1e-05)"),
            "(f32[768, 8, 768], f32[6144], f32[6144])");
  EXPECT_EQ(InferOp(R"(x: "f64[4, 6, 8]", w: "f64[6, 8]", b: "f64[6, 8]")",
                    "apex.fused_layer_norm_affine_fwd.default(x, w, b, [6, 8], 1e-05)"),
            "(f64[4, 6, 8], f64[4], f64[4])");
}

TEST(CustomOpShapes, FusedLayerNormBackward) {
  EXPECT_EQ(InferOp(R"(g: "f16[1024, 32, 16, 48]", m: "f32[524288]", v: "f32[524288]", )"
                    R"(x: "f16[1024, 32, 16, 48]", w: "f16[48]", b: "f16[48]")",
                    "apex.fused_layer_norm_affine_bwd.default(g, m, v, x, [48], w, b, 1e-05)"),
            "(f16[1024, 32, 16, 48], f16[48], f16[48])");
}

TEST(CustomOpShapes, IdentityOps) {
  EXPECT_EQ(InferOp(R"(x: "f32[16384, 1]")", "megatron.sinkhorn.default(x)"), "f32[16384, 1]");
  EXPECT_EQ(InferOp(R"(x: "i64[32, 1024]")", "tg.log_tensor.default(x, 'tokens')"),
            "i64[32, 1024]");
  EXPECT_EQ(InferOp(R"(x: "f16[1536]")", "tg.inplace_log_tensor.default(x, 'w')"), "f16[1536]");
}

TEST(CustomOpShapes, RejectsSplitSizesNotSummingToNumel) {
  std::string result = InferOp(R"(p: "bf16[128]")",
                               "fsdp.all_gather_copy_in.default([p], [100], 128, 2, 0, "
                               "torch.bfloat16, device(type='cuda', index=0))");
  EXPECT_NE(result.find("cannot infer the result of 'r' (fsdp.all_gather_copy_in.default)"),
            std::string::npos)
      << result;
  EXPECT_NE(result.find("all_gather_copy_in expected one split size per input (1) summing to "
                        "all_gather_input_numel (128), got 1 summing to 100"),
            std::string::npos)
      << result;
}

TEST(CustomOpShapes, RejectsChunkCatOutOfTheWrongSize) {
  std::string result = InferOp(R"(m: "bf16[16, 16]", o: "bf16[2, 100]")",
                               "fsdp.chunk_cat.default([m], 0, 2, out = o)");
  EXPECT_NE(result.find("chunk_cat expected an out tensor of 256 elements, got bf16[2, 100]"),
            std::string::npos)
      << result;
}

TEST(CustomOpShapes, RejectsLayerNormShapeMismatch) {
  std::string result = InferOp(R"(x: "f16[4, 8]", w: "f16[6]", b: "f16[6]")",
                               "apex.fused_layer_norm_affine_fwd.default(x, w, b, [6], 1e-05)");
  EXPECT_NE(result.find("expected input with trailing dims [6] (normalized_shape), got f16[4, 8]"),
            std::string::npos)
      << result;
}

}  // namespace
}  // namespace collopt
