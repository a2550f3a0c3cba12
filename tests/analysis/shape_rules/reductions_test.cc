// Shape rules of reductions, scans and sort, with hand-computed shapes.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferType;

// Infers `op(args)` on one input `x` of type `x_type` and returns its type.
std::string Reduce(std::string_view x_type, std::string_view call) {
  std::string params = "x: \"" + std::string(x_type) + "\"";
  std::string body = "r = torch.ops.aten." + std::string(call) + "\nreturn (r,)";
  return InferType(params, body, "r");
}

TEST(ReductionShapes, SumDefaultIsZeroDim) {
  EXPECT_EQ(Reduce("f32[8, 4]", "sum.default(x)"), "f32[]");
  EXPECT_EQ(Reduce("bf16[2, 3, 5]", "sum.default(x)"), "bf16[]");
}

TEST(ReductionShapes, SumPromotesIntegersAndBoolToInt64) {
  EXPECT_EQ(Reduce("i32[8, 4]", "sum.default(x)"), "i64[]");
  EXPECT_EQ(Reduce("b8[8, 4]", "sum.default(x)"), "i64[]");
  EXPECT_EQ(Reduce("u8[8]", "sum.dim_IntList(x, [0])"), "i64[]");
  EXPECT_EQ(Reduce("i32[8, 4]", "sum.default(x, dtype = torch.float16)"), "f16[]");
}

TEST(ReductionShapes, SumDimIntList) {
  EXPECT_EQ(Reduce("f16[512, 32, 1536]", "sum.dim_IntList(x, [0, 1], True)"), "f16[1, 1, 1536]");
  EXPECT_EQ(Reduce("f32[1024, 32, 49152]", "sum.dim_IntList(x, [-1])"), "f32[1024, 32]");
  EXPECT_EQ(Reduce("f32[4, 5, 6]", "sum.dim_IntList(x, [2, 0])"), "f32[5]");
  EXPECT_EQ(Reduce("f32[4, 5]", "sum.dim_IntList(x, [1], keepdim = True, dtype = torch.float64)"),
            "f64[4, 1]");
}

TEST(ReductionShapes, EmptyOrNoneDimListReducesEveryDim) {
  EXPECT_EQ(Reduce("f32[4, 5]", "sum.dim_IntList(x, [])"), "f32[]");
  EXPECT_EQ(Reduce("f32[4, 5]", "sum.dim_IntList(x, None, True)"), "f32[1, 1]");
  EXPECT_EQ(Reduce("f32[4, 5]", "amax.default(x)"), "f32[]");
}

TEST(ReductionShapes, ZeroDimTensorAcceptsDimZero) {
  EXPECT_EQ(Reduce("f32[]", "sum.dim_IntList(x, [0])"), "f32[]");
  EXPECT_EQ(Reduce("f32[]", "sum.dim_IntList(x, [-1], True)"), "f32[]");
}

TEST(ReductionShapes, MeanDim) {
  EXPECT_EQ(Reduce("f32[8, 4, 3]", "mean.dim(x, [1])"), "f32[8, 3]");
  EXPECT_EQ(Reduce("bf16[8, 4, 3]", "mean.dim(x, [-1], True)"), "bf16[8, 4, 1]");
  EXPECT_EQ(Reduce("i64[8, 4]", "mean.dim(x, [0], dtype = torch.float32)"), "f32[4]");
}

TEST(ReductionShapes, AmaxKeepsDTypeAndHonorsKeepdim) {
  EXPECT_EQ(Reduce("i32[8, 4]", "amax.default(x, [1], True)"), "i32[8, 1]");
  EXPECT_EQ(Reduce("f16[8, 4, 2]", "amax.default(x, [0, 2])"), "f16[4]");
}

TEST(ReductionShapes, MaxDimReturnsValuesAndInt64Indices) {
  EXPECT_EQ(Reduce("f32[16384, 1]", "max.dim(x, 1)"), "(f32[16384], i64[16384])");
  EXPECT_EQ(Reduce("f32[1024, 32, 49152]", "max.dim(x, -1, True)"),
            "(f32[1024, 32, 1], i64[1024, 32, 1])");
}

TEST(ReductionShapes, TopK) {
  EXPECT_EQ(Reduce("f32[8, 100]", "topk.default(x, 5)"), "(f32[8, 5], i64[8, 5])");
  EXPECT_EQ(Reduce("bf16[8, 100]", "topk.default(x, 3, 0, False, False)"),
            "(bf16[3, 100], i64[3, 100])");
}

TEST(ReductionShapes, SortStableKeepsShape) {
  EXPECT_EQ(Reduce("f32[8, 4]", "sort.stable(x, stable = True, dim = 0, descending = True)"),
            "(f32[8, 4], i64[8, 4])");
  EXPECT_EQ(Reduce("i32[6]", "sort.stable(x, stable = False)"), "(i32[6], i64[6])");
}

TEST(ReductionShapes, CumsumPromotesIntegers) {
  EXPECT_EQ(Reduce("f16[4, 8]", "cumsum.default(x, 1)"), "f16[4, 8]");
  EXPECT_EQ(Reduce("b8[4, 8]", "cumsum.default(x, -1)"), "i64[4, 8]");
  EXPECT_EQ(Reduce("i32[4, 8]", "cumsum.default(x, 0, dtype = torch.int32)"), "i32[4, 8]");
}

TEST(ReductionShapes, HistcHasBinsElements) {
  EXPECT_EQ(Reduce("f32[1000]", "histc.default(x, 10, 0.0, 1.0)"), "f32[10]");
  EXPECT_EQ(Reduce("f64[4, 5]", "histc.default(x)"), "f64[100]");
}

TEST(ReductionShapes, RejectsRepeatedDim) {
  std::string result = Reduce("f32[4, 5]", "sum.dim_IntList(x, [1, -1])");
  EXPECT_NE(result.find("cannot infer the result of 'r' (aten.sum.dim_IntList)"), std::string::npos)
      << result;
  EXPECT_NE(result.find("dim 1 appears multiple times in the list of dims"), std::string::npos)
      << result;
}

TEST(ReductionShapes, RejectsOutOfRangeDim) {
  std::string result = Reduce("f32[4, 5]", "max.dim(x, 2)");
  EXPECT_NE(result.find("dimension 2 out of range for a tensor of rank 2"), std::string::npos)
      << result;
}

TEST(ReductionShapes, RejectsTopKLargerThanDim) {
  std::string result = Reduce("f32[8, 4]", "topk.default(x, 5)");
  EXPECT_NE(result.find("topk expected k in [0, 4] (the size of dim 1), got 5"), std::string::npos)
      << result;
}

TEST(ReductionShapes, RejectsMeanOfIntegers) {
  std::string result = Reduce("i64[8, 4]", "mean.dim(x, [0])");
  EXPECT_NE(result.find("mean expected a floating point or complex dtype, got int64"),
            std::string::npos)
      << result;
}

TEST(ReductionShapes, RejectsHistcWithoutBins) {
  std::string result = Reduce("f32[8]", "histc.default(x, 0)");
  EXPECT_NE(result.find("histc expected bins > 0, got 0"), std::string::npos) << result;
}

}  // namespace
}  // namespace collopt
