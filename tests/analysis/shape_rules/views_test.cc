// View rules: sizes computed by hand.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferType;

TEST(ViewShapes, ViewInfersMinusOne) {
  EXPECT_EQ(InferType(R"(a: "bf16[2, 8192, 4096]")",
                      "v = torch.ops.aten.view.default(a, [-1, 4096])\nreturn (v,)", "v"),
            "bf16[16384, 4096]");
}

TEST(ViewShapes, ViewRejectsWrongElementCount) {
  std::string r = InferType(R"(a: "f32[6, 4]")",
                            "v = torch.ops.aten.view.default(a, [5, 5])\nreturn (v,)", "v");
  EXPECT_NE(r.find("cannot view f32[6, 4] (24 elements) as [5, 5] (25 elements)"),
            std::string::npos)
      << r;
}

// Found by fuzzing (fuzz_load_readable): a size list whose product passes
// int64 overflowed (undefined behaviour) before the element count was compared.
TEST(ViewShapes, ViewRejectsSizesPastInt64AndNegativeSizes) {
  std::string r = InferType(
      R"(a: "f32[162]")",
      "v = torch.ops.aten.view.default(a, [162, 2222222222222222222, -1])\nreturn (v,)", "v");
  EXPECT_NE(r.find("expected a size whose element count fits int64, got [162, "
                   "2222222222222222222, -1]"),
            std::string::npos)
      << r;
  r = InferType(R"(a: "f32[6]")", "v = torch.ops.aten.view.default(a, [-2, -3])\nreturn (v,)", "v");
  EXPECT_NE(r.find("expected sizes of at least 0 (or one -1), got -2"), std::string::npos) << r;
}

TEST(ViewShapes, PermuteTransposeAndT) {
  EXPECT_EQ(InferType(R"(a: "f32[2, 3, 4]")",
                      "p = torch.ops.aten.permute.default(a, [2, 0, 1])\nreturn (p,)", "p"),
            "f32[4, 2, 3]");
  EXPECT_EQ(InferType(R"(a: "f32[2, 3, 4]")",
                      "p = torch.ops.aten.transpose.int(a, 1, -1)\nreturn (p,)", "p"),
            "f32[2, 4, 3]");
  EXPECT_EQ(InferType(R"(a: "f32[5, 7]")", "p = torch.ops.aten.t.default(a)\nreturn (p,)", "p"),
            "f32[7, 5]");
}

TEST(ViewShapes, ExpandSqueezeUnsqueeze) {
  EXPECT_EQ(InferType(R"(a: "f32[2, 4]")",
                      "e = torch.ops.aten.expand.default(a, [3, 5, -1])\nreturn (e,)", "e"),
            "error: test.py:3:9: error: cannot infer the result of 'e' (aten.expand.default): "
            "cannot expand f32[2, 4] to [3, 5, -1]\n"
            "        e = torch.ops.aten.expand.default(a, [3, 5, -1])\n"
            "        ^");
  EXPECT_EQ(InferType(R"(a: "f32[1, 4]")",
                      "e = torch.ops.aten.expand.default(a, [3, 5, -1])\nreturn (e,)", "e"),
            "f32[3, 5, 4]");
  EXPECT_EQ(
      InferType(R"(a: "f32[8, 1, 4]")", "s = torch.ops.aten.squeeze.dim(a, 1)\nreturn (s,)", "s"),
      "f32[8, 4]");
  EXPECT_EQ(InferType(R"(a: "f32[8, 4]")",
                      "s = torch.ops.aten.unsqueeze.default(a, -1)\nreturn (s,)", "s"),
            "f32[8, 4, 1]");
}

TEST(ViewShapes, SliceClampsLikePython) {
  EXPECT_EQ(InferType(R"(a: "f32[10, 4]")",
                      "s = torch.ops.aten.slice.Tensor(a, 0, 0, -1)\nreturn (s,)", "s"),
            "f32[9, 4]");
  EXPECT_EQ(
      InferType(R"(a: "f32[10, 4]")",
                "s = torch.ops.aten.slice.Tensor(a, 0, 2, 9223372036854775807, 3)\nreturn (s,)",
                "s"),
      "f32[3, 4]");
  EXPECT_EQ(
      InferType(R"(a: "f32[10, 4]")", "s = torch.ops.aten.select.int(a, 1, 3)\nreturn (s,)", "s"),
      "f32[10]");
}

TEST(ViewShapes, SplitAndGetitem) {
  EXPECT_EQ(InferType(R"(a: "bf16[2, 8192, 4096]")",
                      "s = torch.ops.aten.split.Tensor(a, 3000, 1)\ng = s[2]\nreturn (g,)", "s"),
            "(bf16[2, 3000, 4096], bf16[2, 3000, 4096], bf16[2, 2192, 4096])");
  EXPECT_EQ(InferType(R"(a: "bf16[2, 8192, 4096]")",
                      "s = torch.ops.aten.split.Tensor(a, 3000, 1)\ng = s[-1]\nreturn (g,)", "g"),
            "bf16[2, 2192, 4096]");
  EXPECT_EQ(
      InferType(R"(a: "f32[10]")",
                "s = torch.ops.aten.split_with_sizes.default(a, [3, 7])\ng = s[1]\nreturn (g,)",
                "g"),
      "f32[7]");
}

TEST(ViewShapes, ComplexViews) {
  EXPECT_EQ(InferType(R"(a: "f32[2, 8192, 32, 64, 2]")",
                      "c = torch.ops.aten.view_as_complex.default(a)\nreturn (c,)", "c"),
            "c64[2, 8192, 32, 64]");
  EXPECT_EQ(InferType(R"(a: "c64[8192, 64]")",
                      "r = torch.ops.aten.view_as_real.default(a)\nreturn (r,)", "r"),
            "f32[8192, 64, 2]");
}

}  // namespace
}  // namespace collopt
