// Shape rules of the matmul family, with hand-computed shapes.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferType;
using testing::TypeOf;

TEST(MatmulShapes, MmMultipliesMatrices) {
  EXPECT_EQ(InferType(R"(a: "bf16[8192, 4096]", b: "bf16[4096, 1024]")",
                      "mm = torch.ops.aten.mm.default(a, b)\n"
                      "return (mm,)",
                      "mm"),
            "bf16[8192, 1024]");
}

// mm.dtype (PyTorch 2.8 and later) is newer than the schema table
// (analysis/op_schema.h): typed under --allow-unknown-ops, which takes it.
TEST(MatmulShapes, MmDtypeOverloadUsesOutDtype) {
  const std::string text = testing::Module(R"(a: "bf16[8, 16]", b: "bf16[16, 4]")",
                                           "mm = torch.ops.aten.mm.dtype(a, b, torch.float32)\n"
                                           "return (mm,)");
  LoadOptions newer;
  newer.shape.allow_unknown_ops = true;
  auto graph = testing::LoadText(text, newer);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(TypeOf(*graph, "mm"), "f32[8, 4]");
  auto strict = testing::LoadText(text);
  ASSERT_FALSE(strict.ok());
  EXPECT_NE(strict.status().message().find("aten.mm has no overload 'dtype'"), std::string::npos)
      << strict.status().message();
}

TEST(MatmulShapes, MmRejectsMismatchedInnerDim) {
  std::string result = InferType(R"(a: "bf16[8, 4096]", b: "bf16[2048, 16]")",
                                 "mm = torch.ops.aten.mm.default(a, b)\n"
                                 "return (mm,)",
                                 "mm");
  EXPECT_NE(result.find("cannot infer the result of 'mm'"), std::string::npos) << result;
  EXPECT_NE(result.find("expected mat2 dim 0 == 4096 (self dim 1), got 2048"), std::string::npos)
      << result;
}

TEST(MatmulShapes, MmRejectsNon2DOperand) {
  std::string result = InferType(R"(a: "f32[2, 8, 4]", b: "f32[4, 16]")",
                                 "mm = torch.ops.aten.mm.default(a, b)\n"
                                 "return (mm,)",
                                 "mm");
  EXPECT_NE(result.find("expected a 2-D tensor for self, got f32[2, 8, 4]"), std::string::npos)
      << result;
}

TEST(MatmulShapes, BmmMultipliesBatches) {
  EXPECT_EQ(InferType(R"(a: "f32[32, 128, 64]", b: "f32[32, 64, 256]")",
                      "bmm = torch.ops.aten.bmm.default(a, b)\n"
                      "return (bmm,)",
                      "bmm"),
            "f32[32, 128, 256]");
}

TEST(MatmulShapes, BmmRejectsMismatchedBatch) {
  std::string result = InferType(R"(a: "f32[32, 128, 64]", b: "f32[16, 64, 256]")",
                                 "bmm = torch.ops.aten.bmm.default(a, b)\n"
                                 "return (bmm,)",
                                 "bmm");
  EXPECT_NE(result.find("expected mat2 dim 0 == 32 (self dim 0), got 16"), std::string::npos)
      << result;
}

TEST(MatmulShapes, AddmmBroadcastsBias) {
  EXPECT_EQ(InferType(R"(bias: "f16[1024]", a: "f16[64, 512]", b: "f16[512, 1024]")",
                      "addmm = torch.ops.aten.addmm.default(bias, a, b)\n"
                      "return (addmm,)",
                      "addmm"),
            "f16[64, 1024]");
}

TEST(MatmulShapes, AddmmRejectsBiasThatDoesNotBroadcast) {
  std::string result = InferType(R"(bias: "f16[1000]", a: "f16[64, 512]", b: "f16[512, 1024]")",
                                 "addmm = torch.ops.aten.addmm.default(bias, a, b)\n"
                                 "return (addmm,)",
                                 "addmm");
  EXPECT_NE(result.find("expected self to broadcast to [64, 1024], got f16[1000]"),
            std::string::npos)
      << result;
}

TEST(MatmulShapes, BaddbmmKeepsBatchShape) {
  EXPECT_EQ(InferType(R"(s: "f32[4, 1, 1]", a: "f32[4, 16, 8]", b: "f32[4, 8, 32]")",
                      "baddbmm = torch.ops.aten.baddbmm.default(s, a, b, beta = 0.5, alpha = 2)\n"
                      "return (baddbmm,)",
                      "baddbmm"),
            "f32[4, 16, 32]");
}

TEST(MatmulShapes, GroupedMm2dTimes3dGivesTokensByOut) {
  EXPECT_EQ(InferType(R"(x: "bf16[8192, 2048]", w: "bf16[8, 2048, 1408]", offs: "i32[8]")",
                      "g = torch.ops.aten._grouped_mm.default(x, w, offs)\n"
                      "return (g,)",
                      "g"),
            "bf16[8192, 1408]");
}

TEST(MatmulShapes, GroupedMm2dTimes2dGivesOneMatrixPerGroup) {
  EXPECT_EQ(InferType(R"(x: "bf16[1408, 8192]", y: "bf16[8192, 2048]", offs: "i32[8]")",
                      "g = torch.ops.aten._grouped_mm.default(x, y, offs)\n"
                      "return (g,)",
                      "g"),
            "bf16[8, 1408, 2048]");
}

TEST(MatmulShapes, GroupedMm3dTimes2dAnd3dTimes3d) {
  EXPECT_EQ(InferType(R"(x: "bf16[8, 64, 32]", y: "bf16[32, 16]", offs: "i32[8]")",
                      "g = torch.ops.aten._grouped_mm.default(x, y, offs)\n"
                      "return (g,)",
                      "g"),
            "bf16[64, 16]");
  EXPECT_EQ(InferType(R"(x: "bf16[8, 64, 32]", y: "bf16[8, 32, 16]")",
                      "g = torch.ops.aten._grouped_mm.default(x, y, out_dtype = torch.float32)\n"
                      "return (g,)",
                      "g"),
            "f32[8, 64, 16]");
}

TEST(MatmulShapes, GroupedMmRejectsBadContractionAndMissingOffsets) {
  std::string result = InferType(R"(x: "bf16[64, 2048]", w: "bf16[8, 1024, 16]", offs: "i32[8]")",
                                 "g = torch.ops.aten._grouped_mm.default(x, w, offs)\n"
                                 "return (g,)",
                                 "g");
  EXPECT_NE(result.find("expected mat_b dim -2 == 2048 (mat_a dim -1), got 1024"),
            std::string::npos)
      << result;
  result = InferType(R"(x: "bf16[64, 2048]", w: "bf16[8, 2048, 16]")",
                     "g = torch.ops.aten._grouped_mm.default(x, w)\n"
                     "return (g,)",
                     "g");
  EXPECT_NE(result.find("expected offs for 2-D/3-D operands, got None"), std::string::npos)
      << result;
  result = InferType(R"(x: "bf16[64, 2048]", w: "bf16[4, 2048, 16]", offs: "i32[8]")",
                     "g = torch.ops.aten._grouped_mm.default(x, w, offs)\n"
                     "return (g,)",
                     "g");
  EXPECT_NE(result.find("expected mat_b dim 0 == 8 (the number of offsets), got 4"),
            std::string::npos)
      << result;
}

}  // namespace
}  // namespace collopt
