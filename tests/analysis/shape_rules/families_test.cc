// The general mechanisms behind most rules, by hand: promotion kinds,
// in-place and _copy variants, reductions, convolution and pooling sizes,
// padding, normalization statistics, linalg. (Every overload is also checked
// against PyTorch's meta kernels in analysis/shape_corpus_test.cc.)
#include "tests/test_util.h"

namespace collopt {
namespace {

std::string Type(std::string_view params, std::string_view call) {
  return testing::InferType(params, "r = " + std::string(call) + "\nreturn (r,)", "r");
}

TEST(FamilyShapes, PromotionKinds) {
  EXPECT_EQ(Type(R"(a: "i64[3]")", "torch.ops.aten.acos.default(a)"), "f32[3]");
  EXPECT_EQ(Type(R"(a: "c64[3]")", "torch.ops.aten.abs.default(a)"), "f32[3]");
  EXPECT_EQ(Type(R"(a: "i64[3]")", "torch.ops.aten.angle.default(a)"), "f32[3]");
  EXPECT_EQ(Type(R"(a: "bf16[3]")", "torch.ops.aten.signbit.default(a)"), "b8[3]");
  EXPECT_EQ(Type(R"(a: "f32[2, 1]", b: "f32[3]")", "torch.ops.aten.complex.default(a, b)"),
            "c64[2, 3]");
  EXPECT_EQ(Type(R"(a: "bf16[4]", lo: "f32[]")", "torch.ops.aten.clamp.Tensor(a, lo, None)"),
            "bf16[4]");
}

TEST(FamilyShapes, InPlaceAndCopyVariants) {
  EXPECT_EQ(Type(R"(a: "bf16[4, 2]", b: "f32[4, 2]")", "torch.ops.aten.mul_.Tensor(a, b)"),
            "bf16[4, 2]");
  EXPECT_EQ(Type(R"(a: "f32[4, 2]")", "torch.ops.aten.uniform_.default(a)"), "f32[4, 2]");
  EXPECT_EQ(Type(R"(a: "f32[4, 2]")", "torch.ops.aten.t_copy.default(a)"), "f32[2, 4]");
  EXPECT_EQ(Type(R"(a: "f32[4, 2, 3]")", "torch.ops.aten.permute_copy.default(a, [2, 0, 1])"),
            "f32[3, 4, 2]");
}

TEST(FamilyShapes, Reductions) {
  EXPECT_EQ(Type(R"(a: "c64[4, 5, 6]")",
                 "torch.ops.aten.var.correction(a, [1], correction = 1, keepdim = True)"),
            "f32[4, 1, 6]");
  EXPECT_EQ(Type(R"(a: "u8[4, 5]")", "torch.ops.aten.any.dim(a, 0)"), "u8[5]");
  EXPECT_EQ(Type(R"(a: "f32[4, 5]")", "torch.ops.aten.kthvalue.default(a, 2, 0, True)"),
            "(f32[1, 5], i64[1, 5])");
  EXPECT_EQ(Type(R"(a: "i64[4, 5]")", "torch.ops.aten.logsumexp.default(a, [1])"), "f32[4]");
}

TEST(FamilyShapes, ConvolutionAndPooling) {
  // A ResNet stem: 7×7/2 conv with padding 3, then 3×3/2 max pool with padding 1.
  EXPECT_EQ(Type(R"(x: "bf16[8, 3, 224, 224]", w: "bf16[64, 3, 7, 7]")",
                 "torch.ops.aten.convolution.default(x, w, None, [2, 2], [3, 3], [1, 1], False, "
                 "[0, 0], 1)"),
            "bf16[8, 64, 112, 112]");
  EXPECT_EQ(Type(R"(x: "bf16[8, 64, 112, 112]")",
                 "torch.ops.aten.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1])"),
            "(bf16[8, 64, 56, 56], i64[8, 64, 56, 56])");
  // Transposed: (4 − 1)·2 − 2·1 + 1·(3 − 1) + 1 + 1 = 7.
  EXPECT_EQ(Type(R"(x: "f32[1, 4, 4]", w: "f32[4, 2, 3]")",
                 "torch.ops.aten.convolution.default(x, w, None, [2], [1], [1], True, [1], 1)"),
            "f32[1, 2, 8]");
  // ceil_mode: floor((5 + 0 − 1 − 1 + 1) / 2) + 1 = 3.
  EXPECT_EQ(Type(R"(x: "f32[1, 1, 5, 5]")",
                 "torch.ops.aten.avg_pool2d.default(x, [2, 2], [2, 2], [0, 0], True)"),
            "f32[1, 1, 3, 3]");
}

TEST(FamilyShapes, PaddingAndResampling) {
  EXPECT_EQ(
      Type(R"(x: "bf16[2, 3, 10]")", "torch.ops.aten.constant_pad_nd.default(x, [1, 2, -1, 0])"),
      "bf16[2, 2, 13]");
  EXPECT_EQ(Type(R"(x: "f32[2, 3, 4, 4]")",
                 "torch.ops.aten.upsample_bilinear2d.default(x, [8, 6], False)"),
            "f32[2, 3, 8, 6]");
}

TEST(FamilyShapes, NormalizationStatistics) {
  EXPECT_EQ(Type(R"(x: "bf16[2, 16, 32]", w: "bf16[32]")",
                 "torch.ops.aten.native_layer_norm.default(x, [32], w, None, 1e-05)"),
            "(bf16[2, 16, 32], f32[2, 16, 1], f32[2, 16, 1])");
  EXPECT_EQ(Type(R"(x: "f32[4, 8, 5, 5]")",
                 "torch.ops.aten.native_group_norm.default(x, None, None, 4, 8, 25, 2, 1e-05)"),
            "(f32[4, 8, 5, 5], f32[4, 2], f32[4, 2])");
}

// The backward ops of make_fx / AOT graphs before decomposition (ViT, BERT,
// ResNet training steps in data/h100_ops): each gradient like its input,
// None where output_mask or a missing weight/bias says so.
TEST(FamilyShapes, NormalizationBackward) {
  EXPECT_EQ(
      Type(
          R"(g: "bf16[8, 512, 1024]", x: "bf16[8, 512, 1024]", m: "f32[8, 512, 1]", rs: "f32[8, 512, 1]", w: "bf16[1024]", b: "bf16[1024]")",
          "torch.ops.aten.native_layer_norm_backward.default(g, x, [1024], m, rs, w, b, "
          "[True, True, True])"),
      "(bf16[8, 512, 1024], bf16[1024], bf16[1024])");
  EXPECT_EQ(Type(R"(g: "f32[2, 3]", x: "f32[2, 3]", m: "f32[2, 1]", rs: "f32[2, 1]", w: "f32[3]")",
                 "torch.ops.aten.native_layer_norm_backward.default(g, x, [3], m, rs, w, None, "
                 "[True, False, True])"),
            "(f32[2, 3], None, None)");
  // bf16 activations, f32 weight: grad_weight and grad_bias in the weight's dtype.
  EXPECT_EQ(
      Type(
          R"(g: "bf16[4, 8, 5, 5]", x: "bf16[4, 8, 5, 5]", w: "f32[8]", rm: "f32[8]", rv: "f32[8]", sm: "f32[8]", si: "f32[8]")",
          "torch.ops.aten.native_batch_norm_backward.default(g, x, w, rm, rv, sm, si, "
          "True, 1e-05, [True, True, False])"),
      "(bf16[4, 8, 5, 5], f32[8], None)");
  EXPECT_EQ(Type(R"(g: "f32[4, 8]", x: "f32[4, 8]")",
                 "torch.ops.aten.native_batch_norm_backward.default(g, x, None, None, None, "
                 "None, None, True, 1e-05, [True, True, True])"),
            "(f32[4, 8], f32[8], f32[8])");
  EXPECT_EQ(Type(R"(g: "f32[4, 8]", x: "f32[4, 8]")",
                 "torch.ops.aten.native_batch_norm_backward.default(g, x, None, None, None, "
                 "None, None, True, 1e-05, [True, True])"),
            "error: test.py:3:9: error: cannot infer the result of 'r' "
            "(aten.native_batch_norm_backward.default): expected 3 booleans in argument "
            "'output_mask'\n"
            "        r = torch.ops.aten.native_batch_norm_backward.default(g, x, None, None, None, "
            "None, None, True, 1e-05, [True, True])\n"
            "        ^");
}

TEST(FamilyShapes, Linalg) {
  EXPECT_EQ(Type(R"(a: "f32[3, 5, 4]")", "torch.ops.aten._linalg_svd.default(a)"),
            "(f32[3, 5, 4], f32[3, 4], f32[3, 4, 4])");
  EXPECT_EQ(Type(R"(a: "f32[5, 3]")", "torch.ops.aten.linalg_qr.default(a, 'complete')"),
            "(f32[5, 5], f32[5, 3])");
  EXPECT_EQ(Type(R"(x: "f32[4, 10]")", "torch.ops.aten._fft_r2c.default(x, [1], 0, True)"),
            "c64[4, 6]");
}

}  // namespace
}  // namespace collopt
