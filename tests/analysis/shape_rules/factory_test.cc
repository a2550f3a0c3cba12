// Shape rules of tensor factories, with hand-computed shapes.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferAten;
using testing::InferType;

// Same, for a factory without tensor inputs.
std::string Factory(std::string_view call) { return InferAten(R"(unused: "f32[1]")", call); }

TEST(FactoryShapes, FullInfersDTypeFromFillValue) {
  EXPECT_EQ(Factory("full.default([2, 3], 1.5)"), "f32[2, 3]");
  EXPECT_EQ(Factory("full.default([2, 3], 7)"), "i64[2, 3]");
  EXPECT_EQ(Factory("full.default([4], True)"), "b8[4]");
  EXPECT_EQ(Factory("full.default([], 0.0, dtype = torch.bfloat16, layout = torch.strided, "
                    "device = device(type='cuda', index=0), pin_memory = False)"),
            "bf16[]");
}

TEST(FactoryShapes, ZerosOnesEmptyDefaultToFloat32) {
  EXPECT_EQ(Factory("zeros.default([4, 2])"), "f32[4, 2]");
  EXPECT_EQ(Factory("ones.default([3], dtype = torch.int32)"), "i32[3]");
  EXPECT_EQ(Factory("empty.memory_format([256], dtype = torch.bfloat16, "
                    "device = device(type='cuda', index=0), pin_memory = False)"),
            "bf16[256]");
  EXPECT_EQ(Factory("empty.memory_format([2, 3])"), "f32[2, 3]");
}

TEST(FactoryShapes, SymbolicSizesStaySymbolic) {
  EXPECT_EQ(InferType(R"x(s0: "Sym(s0)")x",
                      "r = torch.ops.aten.zeros.default([s0, 4], dtype = torch.float16)\n"
                      "return (r,)",
                      "r"),
            "f16[0*, 4]");
}

TEST(FactoryShapes, EmptyStrided) {
  EXPECT_EQ(Factory("empty_strided.default([2, 3], [1, 2], dtype = torch.float16)"), "f16[2, 3]");
  EXPECT_EQ(InferAten(R"(x: "f16[8]")",
                      "new_empty_strided.default(x, [512, 1024, 1024], [1048576, 1024, 1])"),
            "f16[512, 1024, 1024]");
}

TEST(FactoryShapes, NewFactoriesTakeSelfDType) {
  EXPECT_EQ(InferAten(R"(x: "bf16[8]")", "new_zeros.default(x, [16384, 1])"), "bf16[16384, 1]");
  EXPECT_EQ(InferAten(R"(x: "bf16[8]")", "new_empty.default(x, [3], dtype = torch.int64)"),
            "i64[3]");
  EXPECT_EQ(InferAten(R"(x: "f16[8]")", "new_ones.default(x, [2, 2])"), "f16[2, 2]");
}

TEST(FactoryShapes, LikeFactoriesTakeSelfShape) {
  EXPECT_EQ(InferAten(R"(x: "f16[32768, 1536]")", "zeros_like.default(x, pin_memory = False)"),
            "f16[32768, 1536]");
  EXPECT_EQ(InferAten(R"(x: "f16[4, 5]")", "ones_like.default(x, dtype = torch.float32)"),
            "f32[4, 5]");
  EXPECT_EQ(InferAten(R"(x: "i32[4]")", "empty_like.default(x)"), "i32[4]");
  EXPECT_EQ(InferAten(R"(x: "bf16[4]")", "full_like.default(x, 2)"), "bf16[4]");
}

TEST(FactoryShapes, ArangeLengthAndDType) {
  EXPECT_EQ(Factory("arange.default(16384, device = device(type='cpu'), pin_memory = False)"),
            "i64[16384]");
  EXPECT_EQ(Factory("arange.start(0, 12288, device = device(type='cuda', index=0))"), "i64[12288]");
  EXPECT_EQ(Factory("arange.start_step(0, 10, 3)"), "i64[4]");
  EXPECT_EQ(Factory("arange.start_step(10, 0, -3)"), "i64[4]");
  EXPECT_EQ(Factory("arange.start_step(0.0, 1.0, 0.25)"), "f32[4]");
  EXPECT_EQ(Factory("arange.start(2, 7, dtype = torch.float16)"), "f16[5]");
  EXPECT_EQ(Factory("arange.default(2.5)"), "f32[3]");
}

TEST(FactoryShapes, ScalarTensorIsZeroDim) {
  EXPECT_EQ(Factory("scalar_tensor.default(3)"), "f32[]");
  EXPECT_EQ(Factory("scalar_tensor.default(1.0, dtype = torch.float64)"), "f64[]");
}

TEST(FactoryShapes, RejectsZeroArangeStep) {
  std::string result = Factory("arange.start_step(0, 10, 0)");
  EXPECT_NE(result.find("cannot infer the result of 'r' (aten.arange.start_step)"),
            std::string::npos)
      << result;
  EXPECT_NE(result.find("arange expected a nonzero step, got 0"), std::string::npos) << result;
}

TEST(FactoryShapes, RejectsArangeBoundsAgainstStep) {
  std::string result = Factory("arange.start_step(0, 10, -1)");
  EXPECT_NE(result.find("arange expected the bounds to agree with the step sign, got start 0, "
                        "end 10, step -1"),
            std::string::npos)
      << result;
}

TEST(FactoryShapes, RejectsNegativeSizes) {
  std::string result = Factory("zeros.default([2, -1])");
  EXPECT_NE(result.find("expected non-negative sizes, got [2, -1]"), std::string::npos) << result;
}

TEST(FactoryShapes, RejectsStrideCountMismatch) {
  std::string result = Factory("empty_strided.default([2, 3], [1])");
  EXPECT_NE(result.find("expected 2 strides (one per size), got 1"), std::string::npos) << result;
}

}  // namespace
}  // namespace collopt
