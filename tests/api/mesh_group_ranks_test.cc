// Group ranks from a `collopt mesh` layout (api/mesh_group_ranks.h) and what
// they change in the hang check: the crossed all_gather / reduce_scatter of
// tests/analysis/crossed_waits.h on two groups of 4 ranks without rank lists
// (here 'A' and 'B'), laid out on a 16-rank torchtitan mesh (dp_shard 4 × tp 4) whose rank
// 5 runs the graph: dp_shard and fsdp are [1, 5, 9, 13] (two communicators,
// the same ranks), tp is [4, 5, 6, 7].
#include "api/mesh_group_ranks.h"

#include <string>

#include "absl/strings/str_replace.h"
#include "analysis/hang_check.h"
#include "gtest/gtest.h"
#include "tests/analysis/crossed_waits.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

// The crossed waits with groups '1' and '2' named `a` and `b`.
Graph Load(const std::string& a = "A", const std::string& b = "B") {
  auto g = testing::LoadText(absl::StrReplaceAll(
      testing::CrossedWaits("{'1': {'size': 4, 'rank': 0}, '2': {'size': 4, 'rank': 0}}"),
      {{"'1'", "'" + a + "'"}, {"'2'", "'" + b + "'"}}));
  EXPECT_TRUE(g.ok()) << g.status().message();
  return g.ok() ? std::move(*g) : Graph();
}

MeshRanksRequest Mesh16(std::map<std::string, std::string> dims = {}) {
  MeshRanksRequest r;
  r.mesh.world_size = 16;
  r.mesh.dp_shard = 4;
  r.mesh.tp = 4;
  r.mesh.rank = 5;
  r.dims = std::move(dims);
  return r;
}

using Ranks = std::map<std::string, std::vector<int64_t>>;

HangReport CheckWith(const Graph& graph, const Ranks& ranks) {
  HangCheckOptions o;
  o.max_connections = 8;
  o.group_ranks = ranks;
  return CheckHangs(graph, o);
}

TEST(MeshGroupRanks, AGroupOfAnAmbiguousSizeStaysUnknown) {
  const Graph g = Load();
  auto ranks = GroupRanksFromMesh(g, Mesh16(), {});
  ASSERT_TRUE(ranks.ok()) << ranks.status().message();
  EXPECT_TRUE(ranks->empty());  // five mesh groups have 4 ranks, in two distinct lists
  EXPECT_TRUE(CheckWith(g, *ranks).hang_free());  // unknown: taken to meet in one rank
}

TEST(MeshGroupRanks, GroupDimsGiveTheRanksAndTheCycleTheyMake) {
  const Graph g = Load();
  auto apart = GroupRanksFromMesh(g, Mesh16({{"A", "tp"}, {"B", "dp_shard"}}), {});
  ASSERT_TRUE(apart.ok()) << apart.status().message();
  EXPECT_EQ(*apart, (Ranks{{"A", {4, 5, 6, 7}}, {"B", {1, 5, 9, 13}}}));
  EXPECT_TRUE(CheckWith(g, *apart).hang_free());  // they meet in rank 5 only
  auto together = GroupRanksFromMesh(g, Mesh16({{"A", "fsdp"}, {"B", "dp_shard"}}), {});
  ASSERT_TRUE(together.ok()) << together.status().message();
  const HangReport r = CheckWith(g, *together);
  ASSERT_EQ(r.hazards.size(), 1U);
  EXPECT_EQ(r.hazards[0].shared_ranks, (std::vector<int64_t>{1, 5, 9, 13}));
}

TEST(MeshGroupRanks, ByNameBySizeAndNeverOverGivenRanks) {
  auto named = GroupRanksFromMesh(Load("tp", "dp_shard"), Mesh16(), {});
  ASSERT_TRUE(named.ok()) << named.status().message();
  EXPECT_EQ(*named, (Ranks{{"dp_shard", {1, 5, 9, 13}}, {"tp", {4, 5, 6, 7}}}));
  // 8 ranks, dp_shard 2 × tp 4, rank 0: tp is the one group of 4 ranks.
  MeshRanksRequest small;
  small.mesh.world_size = 8;
  small.mesh.dp_shard = 2;
  small.mesh.tp = 4;
  auto sized = GroupRanksFromMesh(Load(), small, {});
  ASSERT_TRUE(sized.ok()) << sized.status().message();
  EXPECT_EQ(*sized, (Ranks{{"A", {0, 1, 2, 3}}, {"B", {0, 1, 2, 3}}}));
  // --group-ranks wins: 'A' is left out.
  auto given = GroupRanksFromMesh(Load(), small, {{"A", {0, 1, 2, 3}}});
  ASSERT_TRUE(given.ok());
  EXPECT_EQ(*given, (Ranks{{"B", {0, 1, 2, 3}}}));
  // No layout: nothing.
  auto none = GroupRanksFromMesh(Load(), MeshRanksRequest{}, {});
  ASSERT_TRUE(none.ok());
  EXPECT_TRUE(none->empty());
}

TEST(MeshGroupRanks, Errors) {
  const Graph g = Load();
  auto message = [&](const MeshRanksRequest& r) {
    auto ranks = GroupRanksFromMesh(g, r, {});
    return ranks.ok() ? std::string("ok") : std::string(ranks.status().message());
  };
  EXPECT_EQ(message(Mesh16({{"C", "tp"}})),
            "error: --group-dim: the graph has no process group 'C'");
  EXPECT_EQ(message(Mesh16({{"A", "dp"}})),
            "error: --group-dim: the layout has no group 'dp' (it has: batch, cp, dp_replicate, "
            "dp_shard, efsdp, ep, fsdp, loss, pp, tp)");
  EXPECT_EQ(message(Mesh16({{"A", "efsdp"}})),
            "error: process group 'A' has 4 ranks, the mesh group it maps to 16: [0, 1, 2, 3, 4, "
            "5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]");
  MeshRanksRequest bad = Mesh16();
  bad.mesh.rank = 16;
  EXPECT_EQ(message(bad), "--rank must be in [0, 16), found 16");
  std::map<std::string, std::string> dims;
  EXPECT_TRUE(ParseGroupDim("A=tp", dims).ok());
  EXPECT_EQ(ParseGroupDim("A=cp", dims).message(), "error: --group-dim: group 'A' given twice");
  EXPECT_EQ(ParseGroupDim("A", dims).message(),
            "error: --group-dim: expected NAME=DIM (a graph group, a mesh group), got 'A'");
}

}  // namespace
}  // namespace collopt
