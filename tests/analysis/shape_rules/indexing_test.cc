// Shape rules of indexing, gather/scatter, nonzero, cat and repeat, with hand-computed
// shapes.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferAten;

TEST(IndexingShapes, EmbeddingAppendsEmbeddingDim) {
  EXPECT_EQ(InferAten(R"(w: "f16[49152, 1536]", i: "i64[32, 1024]")", "embedding.default(w, i)"),
            "f16[32, 1024, 1536]");
  EXPECT_EQ(InferAten(R"(w: "f32[10, 3]", i: "i32[]")", "embedding.default(w, i, 0)"), "f32[3]");
}

TEST(IndexingShapes, EmbeddingDenseBackward) {
  EXPECT_EQ(InferAten(R"(g: "f16[32, 1024, 1536]", i: "i64[32, 1024]")",
                      "embedding_dense_backward.default(g, i, 49152, -1, False)"),
            "f16[49152, 1536]");
}

TEST(IndexingShapes, IndexWithAdjacentIndicesReplacesThemInPlace) {
  EXPECT_EQ(InferAten(R"(x: "f32[5, 6, 7]", i: "i64[3, 4]")", "index.Tensor(x, [None, i])"),
            "f32[5, 3, 4, 7]");
  EXPECT_EQ(InferAten(R"(x: "f32[32768, 49152]", a: "i64[32768]", b: "i64[32768]")",
                      "index.Tensor(x, [a, b])"),
            "f32[32768]");
  EXPECT_EQ(InferAten(R"(x: "f32[5, 6, 7, 8]", a: "i64[2, 1]", b: "i64[3]")",
                      "index.Tensor(x, [None, a, b])"),
            "f32[5, 2, 3, 8]");
  EXPECT_EQ(InferAten(R"(x: "f32[49152, 768]", i: "i64[8, 1536]")", "index.Tensor(x, [i])"),
            "f32[8, 1536, 768]");
}

TEST(IndexingShapes, IndexWithSeparatedIndicesPutsBroadcastDimsFirst) {
  EXPECT_EQ(InferAten(R"(x: "f32[5, 6, 7, 8]", a: "i64[3]", b: "i64[3]")",
                      "index.Tensor(x, [a, None, b])"),
            "f32[3, 6, 8]");
  EXPECT_EQ(InferAten(R"(x: "f32[5, 6, 7, 8]", a: "i64[2, 1]", b: "i32[4]")",
                      "index.Tensor(x, [None, a, None, b])"),
            "f32[2, 4, 5, 7]");
}

TEST(IndexingShapes, IndexWithBoolMaskHasDataDependentLength) {
  // A [4, 5] mask selects at most 20 elements: hint min(20, 8192), symbolic.
  EXPECT_EQ(InferAten(R"(x: "f32[4, 5, 6]", m: "b8[4, 5]")", "index.Tensor(x, [m])"),
            "f32[20*, 6]");
  EXPECT_EQ(InferAten(R"(x: "f32[3, 4, 5]", m: "u8[4]")", "index.Tensor(x, [None, m])"),
            "f32[3, 4*, 5]");
}

TEST(IndexingShapes, IndexWithNonzeroResult) {
  EXPECT_EQ(InferType(R"(x: "f16[32768, 1536]", m: "b8[32768]")",
                      "nz = torch.ops.aten.nonzero.default(m)\n"
                      "r = torch.ops.aten.index.Tensor(x, [nz])\n"
                      "return (r,)",
                      "r"),
            "f16[8192*, 1, 1536]");
}

TEST(IndexingShapes, NonzeroIsInt64CountByRank) {
  EXPECT_EQ(InferAten(R"(x: "b8[4, 5]")", "nonzero.default(x)"), "i64[20*, 2]");
  EXPECT_EQ(InferAten(R"(x: "f32[100, 100, 3]")", "nonzero.default(x)"), "i64[8192*, 3]");
}

TEST(IndexingShapes, IndexPutAndScattersKeepSelf) {
  EXPECT_EQ(InferAten(R"(x: "i64[32, 1024]", m: "b8[32, 1024]", v: "i64[]")",
                      "index_put.default(x, [m], v)"),
            "i64[32, 1024]");
  EXPECT_EQ(InferAten(R"(x: "f32[4, 5]", i: "i64[4, 2]", s: "f32[4, 2]")",
                      "scatter_add.default(x, 1, i, s)"),
            "f32[4, 5]");
  EXPECT_EQ(InferAten(R"(x: "f32[8, 1536, 768]", s: "f32[8, 1536, 768]")",
                      "slice_scatter.default(x, s, 1, 0, 9223372036854775807)"),
            "f32[8, 1536, 768]");
  EXPECT_EQ(InferAten(R"(x: "bf16[4, 5]", s: "bf16[5]")", "select_scatter.default(x, s, 0, 2)"),
            "bf16[4, 5]");
}

TEST(IndexingShapes, GatherTakesIndexShapeAndSelfDType) {
  EXPECT_EQ(InferAten(R"(x: "f16[4, 5]", i: "i64[4, 2]")", "gather.default(x, 1, i)"), "f16[4, 2]");
}

TEST(IndexingShapes, CatAddsSizesAtDim) {
  EXPECT_EQ(InferAten(R"(a: "f16[1024, 32, 16, 48]", b: "f16[1024, 32, 16, 48]")",
                      "cat.default([a, b, a], 3)"),
            "f16[1024, 32, 16, 144]");
  EXPECT_EQ(InferAten(R"(a: "f32[2, 3]", b: "f32[4, 3]")", "cat.default([a, b])"), "f32[6, 3]");
  EXPECT_EQ(InferAten(R"(a: "f32[2, 3]", b: "f32[2, 5]")", "cat.default([a, b], -1)"), "f32[2, 8]");
}

TEST(IndexingShapes, CatSkipsLegacyEmptyTensorsAndPromotes) {
  EXPECT_EQ(InferAten(R"(e: "f32[0]", a: "f16[2, 3]", b: "f16[4, 3]")", "cat.default([e, a, b])"),
            "f32[6, 3]");
  EXPECT_EQ(InferAten(R"(a: "bf16[2]", b: "f16[3]")", "cat.default([a, b])"), "f32[5]");
}

TEST(IndexingShapes, RepeatPadsAndMultiplies) {
  EXPECT_EQ(InferAten(R"(x: "f32[2, 3]")", "repeat.default(x, [2, 1, 2])"), "f32[2, 2, 6]");
  EXPECT_EQ(InferAten(R"(x: "f32[2, 3]")", "repeat.default(x, [1, 1])"), "f32[2, 3]");
}

TEST(IndexingShapes, IndexSelectReplacesDim) {
  EXPECT_EQ(InferAten(R"(x: "f32[10, 4]", i: "i64[3]")", "index_select.default(x, 0, i)"),
            "f32[3, 4]");
  EXPECT_EQ(InferAten(R"(x: "f32[10, 4]", i: "i32[]")", "index_select.default(x, -1, i)"),
            "f32[10, 1]");
}

TEST(IndexingShapes, RejectsCatSizeMismatch) {
  std::string result = InferAten(R"(a: "f32[2, 3]", b: "f32[4, 5]")", "cat.default([a, b])");
  EXPECT_NE(result.find("cannot infer the result of 'r' (aten.cat.default)"), std::string::npos)
      << result;
  EXPECT_NE(result.find("cat expected sizes to match except in dimension 0: expected size 3 "
                        "but got size 5 for tensor 1 in the list"),
            std::string::npos)
      << result;
}

TEST(IndexingShapes, RejectsTooManyIndices) {
  std::string result = InferAten(R"(x: "f32[4]", a: "i64[2]")", "index.Tensor(x, [a, a])");
  EXPECT_NE(result.find("too many indices for a tensor of rank 1 (got 2)"), std::string::npos)
      << result;
}

TEST(IndexingShapes, RejectsMismatchedMask) {
  std::string result = InferAten(R"(x: "f32[4, 5]", m: "b8[4, 6]")", "index.Tensor(x, [m])");
  EXPECT_NE(result.find("the shape of the mask [4, 6] at index 1 does not match the shape of "
                        "the indexed tensor [4, 5] at index 1"),
            std::string::npos)
      << result;
}

TEST(IndexingShapes, RejectsFloatIndices) {
  std::string result = InferAten(R"(x: "f32[4, 5]", i: "f32[3]")", "index.Tensor(x, [i])");
  EXPECT_NE(result.find("tensors used as indices must be long, int, byte or bool tensors, got "
                        "f32[3]"),
            std::string::npos)
      << result;
  result = InferAten(R"(w: "f32[10, 3]", i: "f32[4]")", "embedding.default(w, i)");
  EXPECT_NE(result.find("embedding expected integer indices, got f32[4]"), std::string::npos)
      << result;
}

TEST(IndexingShapes, RejectsTooFewRepeats) {
  std::string result = InferAten(R"(x: "f32[2, 3]")", "repeat.default(x, [2])");
  EXPECT_NE(result.find("repeat expected at least 2 repeat sizes (the rank of self), got 1"),
            std::string::npos)
      << result;
}

}  // namespace
}  // namespace collopt
