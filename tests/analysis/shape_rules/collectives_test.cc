// Shape rules of the functional collectives, with hand-computed shapes.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferType;

TEST(CollectiveShapes, AllGatherMultipliesDim0ByGroupSize) {
  EXPECT_EQ(InferType(R"(x: "bf16[2004, 4096]")",
                      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 64, '0')\n"
                      "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                      "return (w,)",
                      "w"),
            "bf16[128256, 4096]");
}

TEST(CollectiveShapes, ReduceScatterDividesDim0) {
  EXPECT_EQ(
      InferType(R"(x: "f32[4096, 14336]")",
                "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(x, 'avg', 32, '0')\n"
                "w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
                "return (w,)",
                "rs"),
      "f32[128, 14336]");
}

TEST(CollectiveShapes, ReduceScatterRejectsIndivisibleDim0) {
  std::string result =
      InferType(R"(x: "f32[10, 4]")",
                "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(x, 'sum', 4, '0')\n"
                "w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
                "return (w,)",
                "rs");
  EXPECT_NE(result.find("test.py:3:9: error: cannot infer the result of 'rs'"), std::string::npos)
      << result;
  EXPECT_NE(result.find("not divisible by the group size 4"), std::string::npos) << result;
}

TEST(CollectiveShapes, AllToAllSumsOutputSplits) {
  EXPECT_EQ(InferType(R"(x: "bf16[40, 2048]")",
                      "a2a = torch.ops._c10d_functional.all_to_all_single.default(x, [1, 2, 3, 4], "
                      "[10, 10, 10, 10], '521')\n"
                      "w = torch.ops._c10d_functional.wait_tensor.default(a2a)\n"
                      "return (w,)",
                      "w"),
            "bf16[10, 2048]");
}

TEST(CollectiveShapes, AllReduceKeepsShape) {
  EXPECT_EQ(InferType(R"(x: "f16[8, 3]")",
                      "ar = torch.ops._c10d_functional.all_reduce.default(x, 'sum', '1')\n"
                      "w = torch.ops._c10d_functional.wait_tensor.default(ar)\n"
                      "return (w,)",
                      "w"),
            "f16[8, 3]");
}

}  // namespace
}  // namespace collopt
