// torchtitan ParallelDims (HEAD): the worked examples A–E of the reference
// note §2.1 and the validation rules.
#include "mesh/torchtitan_mesh.h"

#include "gtest/gtest.h"
#include "tests/mesh/mesh_test_util.h"

namespace collopt {
namespace {

using testing::Lookup;
using testing::Singletons;

ParallelDims Dims(const ParallelDimsConfig& config) {
  absl::StatusOr<ParallelDims> dims = MakeParallelDims(config);
  EXPECT_TRUE(dims.ok()) << dims.status().message();
  return dims.ok() ? *dims : ParallelDims{};
}

std::string Error(const ParallelDimsConfig& config) {
  return std::string(MakeParallelDims(config).status().message());
}

TEST(TorchtitanMesh, ExampleA) {  // W=8, dp_shard=4, tp=2, ep=2
  ParallelDims d = Dims({.world_size = 8, .dp_shard = 4, .tp = 2, .ep = 2});
  EXPECT_EQ(d.efsdp(), 4);
  GroupTable t = TorchtitanGroups(d);
  RankGroups pairs = {{0, 1}, {2, 3}, {4, 5}, {6, 7}};
  RankGroups strided = {{0, 2, 4, 6}, {1, 3, 5, 7}};
  EXPECT_EQ(Lookup(t, "tp"), pairs);
  for (const char* name : {"fsdp", "dp_shard", "batch", "loss", "efsdp"}) {
    EXPECT_EQ(Lookup(t, name), strided) << name;
  }
  EXPECT_EQ(Lookup(t, "ep"), pairs);  // same ranks as tp, a different view
  EXPECT_EQ(Lookup(t, "cp"), Singletons(8));
  EXPECT_EQ(Lookup(t, "pp"), Singletons(8));
  EXPECT_EQ(Lookup(t, "dp_replicate"), Singletons(8));
}

TEST(TorchtitanMesh, ExampleB) {  // W=8, dp_shard=8, ep=4
  ParallelDims d = Dims({.world_size = 8, .dp_shard = 8, .ep = 4});
  EXPECT_EQ(d.efsdp(), 2);
  GroupTable t = TorchtitanGroups(d);
  EXPECT_EQ(Lookup(t, "ep"), (RankGroups{{0, 1, 2, 3}, {4, 5, 6, 7}}));
  EXPECT_EQ(Lookup(t, "efsdp"), (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
  EXPECT_EQ(Lookup(t, "fsdp"), (RankGroups{{0, 1, 2, 3, 4, 5, 6, 7}}));
}

TEST(TorchtitanMesh, ExampleCHsdp) {  // W=8, dp_rep=2, dp_shard=2, tp=2, ep=2
  ParallelDims d = Dims({.world_size = 8, .dp_replicate = 2, .dp_shard = 2, .tp = 2, .ep = 2});
  EXPECT_EQ(d.efsdp(), 2);
  GroupTable t = TorchtitanGroups(d);
  EXPECT_EQ(Lookup(t, "tp"), (RankGroups{{0, 1}, {2, 3}, {4, 5}, {6, 7}}));
  EXPECT_EQ(Lookup(t, "fsdp"), (RankGroups{{0, 2}, {1, 3}, {4, 6}, {5, 7}}));
  EXPECT_EQ(Lookup(t, "dp_replicate"), (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
  EXPECT_EQ(Lookup(t, "ep"), (RankGroups{{0, 1}, {2, 3}, {4, 5}, {6, 7}}));
  EXPECT_EQ(Lookup(t, "efsdp"), (RankGroups{{0, 2}, {1, 3}, {4, 6}, {5, 7}}));
  auto hsdp = ViewGroups(DenseView(d), {"dp_replicate", "fsdp"});
  ASSERT_TRUE(hsdp.ok());
  EXPECT_EQ(*hsdp, (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}}));
}

TEST(TorchtitanMesh, ExampleDContextParallel) {  // W=8, dp_shard=2, cp=2, tp=2, ep=4
  ParallelDims d = Dims({.world_size = 8, .dp_shard = 2, .cp = 2, .tp = 2, .ep = 4});
  EXPECT_EQ(d.fsdp(), 4);
  EXPECT_EQ(d.efsdp(), 2);
  GroupTable t = TorchtitanGroups(d);
  EXPECT_EQ(Lookup(t, "tp"), (RankGroups{{0, 1}, {2, 3}, {4, 5}, {6, 7}}));
  EXPECT_EQ(Lookup(t, "cp"), (RankGroups{{0, 2}, {1, 3}, {4, 6}, {5, 7}}));
  EXPECT_EQ(Lookup(t, "batch"), (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
  EXPECT_EQ(Lookup(t, "loss"), (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}}));
  EXPECT_EQ(Lookup(t, "fsdp"), Lookup(t, "loss"));
  EXPECT_EQ(Lookup(t, "dp_shard"), (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
  EXPECT_EQ(Lookup(t, "ep"), (RankGroups{{0, 1, 2, 3}, {4, 5, 6, 7}}));
  EXPECT_EQ(Lookup(t, "efsdp"), (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
}

TEST(TorchtitanMesh, ExampleEPipeline) {  // W=16, pp=2, dp_shard=4, tp=2, ep=8
  ParallelDims d = Dims({.world_size = 16, .dp_shard = 4, .tp = 2, .pp = 2, .ep = 8});
  EXPECT_EQ(d.efsdp(), 1);
  GroupTable t = TorchtitanGroups(d);
  RankGroups pp;
  for (int64_t r = 0; r < 8; ++r) pp.push_back({r, r + 8});
  EXPECT_EQ(Lookup(t, "pp"), pp);
  EXPECT_EQ(Lookup(t, "fsdp"),
            (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}, {8, 10, 12, 14}, {9, 11, 13, 15}}));
  EXPECT_EQ(Lookup(t, "ep"),
            (RankGroups{{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}}));
  EXPECT_EQ(Lookup(t, "efsdp"), Singletons(16));
}

TEST(TorchtitanMesh, GroupNamesInOrder) {
  GroupTable t = TorchtitanGroups(Dims({.world_size = 2}));
  std::vector<std::string> names;
  for (const auto& [name, groups] : t) names.push_back(name);
  EXPECT_EQ(names, (std::vector<std::string>{"dp_replicate", "dp_shard", "fsdp", "cp", "tp", "pp",
                                             "ep", "efsdp", "batch", "loss"}));
}

TEST(TorchtitanMesh, InfersDpShardAndDerivedSizes) {
  ParallelDims d = Dims({.world_size = 32, .dp_replicate = 2, .cp = 2, .tp = 2, .ep = 4});
  EXPECT_EQ(d.dp_shard, 4);
  EXPECT_EQ(d.batch(), 8);
  EXPECT_EQ(d.fsdp(), 8);
  EXPECT_EQ(d.efsdp(), 4);  // dp_shard*cp*tp/ep
}

TEST(TorchtitanMesh, ValidationNamesTheRule) {
  EXPECT_EQ(Error({.world_size = 8, .dp_shard = 4, .tp = 2, .ep = 3}),
            "(dp_shard*cp*tp) % ep == 0 is required (ep borrows ranks from dp_shard, cp and tp): "
            "found dp_shard*cp*tp = 8 and ep = 3");
  EXPECT_EQ(Error({.world_size = 8, .dp_shard = 4, .tp = 4}),
            "dp_replicate*dp_shard*cp*tp*pp must equal the world size: expected 8, found "
            "1*4*1*4*1 = 16");
  EXPECT_EQ(Error({.world_size = 8, .tp = 0}),
            "every parallelism degree except dp_shard must be >= 1, found tp = 0");
  EXPECT_EQ(Error({.world_size = 8, .dp_shard = 0}),
            "dp_shard must be -1 (infer) or >= 1, found dp_shard = 0");
  EXPECT_EQ(Error({.world_size = 8, .tp = 3}),
            "dp_shard = -1 needs dp_replicate*cp*tp*pp to divide the world size: 3 does not "
            "divide 8");
}

}  // namespace
}  // namespace collopt
