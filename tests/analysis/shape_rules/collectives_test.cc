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

// DTensor's Shard(1) → Shard(0) redistribution (torch/distributed/tensor/
// _collective_utils.py): the meta kernel is cat(G × x, gather_dim).chunk(G,
// shard_dim), G from the process-group table (here: the size the all_gather
// on the group states).
constexpr const char* kGroupOfFour =
    "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, '3')\n"
    "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n";

TEST(CollectiveShapes, ShardDimAllToAllGathersOneDimAndShardsAnother) {
  auto graph = testing::LoadText(
      testing::Module(R"(x: "bf16[16, 8, 64]")",
                      std::string(kGroupOfFour) +
                          "a2a = torch.ops._dtensor.shard_dim_alltoall.default(x, 1, 0, '3')\n"
                          "same = torch.ops._dtensor.shard_dim_alltoall.default(x, -1, 2, '3')\n"
                          "return (a2a, same, w)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(testing::TypeOf(*graph, "a2a"), "bf16[4, 32, 64]");
  EXPECT_EQ(testing::TypeOf(*graph, "same"), "bf16[16, 8, 64]");  // gather_dim == shard_dim
  const Node& a2a = graph->node(graph->FindNode("a2a"));
  ASSERT_TRUE(a2a.collective.has_value());
  EXPECT_EQ(a2a.collective->kind, CollectiveKind::kAllToAll);
  EXPECT_EQ(a2a.collective->group_size, 4);
  EXPECT_EQ(a2a.op_class, OpClass::kCollective);
}

TEST(CollectiveShapes, ShardDimAllToAllTakesItsGroupSizeFromTheAnnotations) {
  auto graph = testing::LoadText(testing::Module(
      R"(x: "f32[6, 16]")",
      "a2a: \"f32[3, 32]\" = torch.ops._dtensor.shard_dim_alltoall.default(x, 1, 0, '7')\n"
      "return (a2a,)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(graph->process_groups.at("7").size, 2);
  EXPECT_EQ(testing::TypeOf(*graph, "a2a"), "f32[3, 32]");
}

TEST(CollectiveShapes, ShardDimAllToAllNeedsItsGroupSize) {
  std::string result =
      InferType(R"(x: "f32[6, 16]")",
                "a2a = torch.ops._dtensor.shard_dim_alltoall.default(x, 1, 0, '7')\n"
                "return (a2a,)",
                "a2a");
  EXPECT_NE(result.find("the size of process group '7' is unknown"), std::string::npos) << result;
}

TEST(CollectiveShapes, ShardDimAllToAllRejectsAnIndivisibleShardDim) {
  auto graph = testing::LoadText(
      testing::Module(R"(x: "f32[6, 16]")",
                      std::string(kGroupOfFour) +
                          "a2a = torch.ops._dtensor.shard_dim_alltoall.default(x, 1, 0, '3')\n"
                          "return (a2a, w)"));
  ASSERT_FALSE(graph.ok());
  EXPECT_NE(graph.status().message().find("shard_dim 0 (6) is not divisible by the group size 4"),
            std::string::npos)
      << graph.status().message();
}

}  // namespace
}  // namespace collopt
