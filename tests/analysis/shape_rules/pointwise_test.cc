// Elementwise rules: broadcasting and PyTorch's type promotion, by hand.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferType;

TEST(PointwiseShapes, BroadcastsTrailingDims) {
  EXPECT_EQ(InferType(R"(a: "f32[2, 8192, 4096]", b: "f32[2, 8192, 1]")",
                      "c = torch.ops.aten.mul.Tensor(a, b)\nreturn (c,)", "c"),
            "f32[2, 8192, 4096]");
  EXPECT_EQ(InferType(R"(a: "f32[4096]", b: "f32[8, 1]")",
                      "c = torch.ops.aten.add.Tensor(a, b)\nreturn (c,)", "c"),
            "f32[8, 4096]");
}

TEST(PointwiseShapes, IncompatibleShapesAreAnError) {
  std::string r = InferType(R"(a: "f32[3, 4]", b: "f32[5]")",
                            "c = torch.ops.aten.add.Tensor(a, b)\nreturn (c,)", "c");
  EXPECT_NE(r.find("shapes [3, 4] and [5] do not broadcast"), std::string::npos) << r;
}

TEST(PointwiseShapes, TypePromotion) {
  // Dimensioned tensors win over 0-d tensors of the same category.
  EXPECT_EQ(InferType(R"(a: "bf16[4]", b: "f32[]")",
                      "c = torch.ops.aten.mul.Tensor(a, b)\nreturn (c,)", "c"),
            "bf16[4]");
  // ...but a higher category in a 0-d tensor promotes.
  EXPECT_EQ(InferType(R"(a: "i64[4]", b: "f32[]")",
                      "c = torch.ops.aten.mul.Tensor(a, b)\nreturn (c,)", "c"),
            "f32[4]");
  // bf16 with f16 → f32.
  EXPECT_EQ(InferType(R"(a: "bf16[4]", b: "f16[4]")",
                      "c = torch.ops.aten.add.Tensor(a, b)\nreturn (c,)", "c"),
            "f32[4]");
  // A float scalar makes an int tensor float32; an int scalar keeps bf16.
  EXPECT_EQ(InferType(R"(a: "i32[4]")", "c = torch.ops.aten.mul.Tensor(a, 0.5)\nreturn (c,)", "c"),
            "f32[4]");
  EXPECT_EQ(InferType(R"(a: "bf16[4]")", "c = torch.ops.aten.add.Scalar(a, 1)\nreturn (c,)", "c"),
            "bf16[4]");
}

TEST(PointwiseShapes, IntToFloatOpsAndComparisons) {
  EXPECT_EQ(InferType(R"(a: "i64[3]")", "c = torch.ops.aten.rsqrt.default(a)\nreturn (c,)", "c"),
            "f32[3]");
  EXPECT_EQ(InferType(R"(a: "i64[3]", b: "i64[3]")",
                      "c = torch.ops.aten.div.Tensor(a, b)\nreturn (c,)", "c"),
            "f32[3]");
  EXPECT_EQ(
      InferType(R"(a: "i64[3]")",
                "c = torch.ops.aten.div.Tensor_mode(a, 6, rounding_mode = 'floor')\nreturn (c,)",
                "c"),
      "i64[3]");
  EXPECT_EQ(
      InferType(R"(a: "bf16[8, 16]")", "c = torch.ops.aten.le.Scalar(a, 0)\nreturn (c,)", "c"),
      "b8[8, 16]");
}

TEST(PointwiseShapes, WhereBroadcastsConditionAndValues) {
  EXPECT_EQ(InferType(R"(m: "b8[8, 16]", z: "bf16[]", x: "bf16[8, 16]")",
                      "c = torch.ops.aten.where.self(m, z, x)\nreturn (c,)", "c"),
            "bf16[8, 16]");
}

TEST(PointwiseShapes, CastsDropoutAndSoftmax) {
  EXPECT_EQ(
      InferType(R"(a: "f32[2004, 4096]")",
                "c = torch.ops.prims.convert_element_type.default(a, torch.bfloat16)\nreturn (c,)",
                "c"),
      "bf16[2004, 4096]");
  EXPECT_EQ(
      InferType(R"(a: "f32[4, 4]")",
                "c = torch.ops.aten._to_copy.default(a, dtype = torch.int64)\nreturn (c,)", "c"),
      "i64[4, 4]");
  EXPECT_EQ(InferType(R"(a: "f16[2, 3]")",
                      "d = torch.ops.aten.native_dropout.default(a, 0.1, True)\nreturn (d,)", "d"),
            "(f16[2, 3], b8[2, 3])");
  EXPECT_EQ(InferType(R"(a: "f16[2, 3]")",
                      "s = torch.ops.aten._softmax.default(a, -1, True)\nreturn (s,)", "s"),
            "f32[2, 3]");
}

}  // namespace
}  // namespace collopt
