// Megatron's process groups (reference note §4.2–4.4): Cases 1–4 of §4.3,
// the all-gather copies, the rank offset, another order, and the rules.
#include "mesh/megatron_groups.h"

#include "gtest/gtest.h"
#include "tests/mesh/mesh_test_util.h"

namespace collopt {
namespace {

using testing::Has;
using testing::Lookup;
using testing::Singletons;

GroupTable Groups(const MegatronConfig& config) {
  absl::StatusOr<MegatronLayout> layout = MakeMegatronLayout(config);
  EXPECT_TRUE(layout.ok()) << layout.status().message();
  return layout.ok() ? MegatronGroups(*layout) : GroupTable{};
}

std::string Error(const MegatronConfig& config) {
  return std::string(MakeMegatronLayout(config).status().message());
}

const RankGroups kPairs = {{0, 1}, {2, 3}, {4, 5}, {6, 7}};

TEST(MegatronGroups, Case1) {  // W=8, tp=2, ep=2 → dp=4, edp=2
  absl::StatusOr<MegatronLayout> layout = MakeMegatronLayout({.world_size = 8, .tp = 2, .ep = 2});
  ASSERT_TRUE(layout.ok());
  EXPECT_EQ(layout->dp, 4);
  EXPECT_EQ(layout->edp, 2);
  GroupTable t = MegatronGroups(*layout);
  EXPECT_EQ(Lookup(t, "tp"), kPairs);
  EXPECT_EQ(Lookup(t, "cp"), Singletons(8));
  EXPECT_EQ(Lookup(t, "pp"), Singletons(8));
  EXPECT_EQ(Lookup(t, "dp"), (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}}));
  EXPECT_EQ(Lookup(t, "dp_cp"), Lookup(t, "dp"));
  EXPECT_EQ(Lookup(t, "mp"), kPairs);
  EXPECT_EQ(Lookup(t, "tp_cp"), kPairs);
  EXPECT_EQ(Lookup(t, "tp_dp"), (RankGroups{{0, 1, 2, 3, 4, 5, 6, 7}}));
  EXPECT_EQ(Lookup(t, "tp_dp_cp"), Lookup(t, "tp_dp"));
  EXPECT_EQ(Lookup(t, "expt_tp"), kPairs);
  EXPECT_EQ(Lookup(t, "ep"), (RankGroups{{0, 2}, {1, 3}, {4, 6}, {5, 7}}));
  EXPECT_EQ(Lookup(t, "tp_ep"), (RankGroups{{0, 1, 2, 3}, {4, 5, 6, 7}}));
  EXPECT_EQ(Lookup(t, "tp_ep_pp"), Lookup(t, "tp_ep"));
  EXPECT_EQ(Lookup(t, "expt_dp"), (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
  // Separate all-gather communicators: same ranks as the reduce-scatter groups.
  EXPECT_EQ(Lookup(t, "dp_cp_ag"), Lookup(t, "dp_cp"));
  EXPECT_EQ(Lookup(t, "expt_dp_ag"), Lookup(t, "expt_dp"));
}

TEST(MegatronGroups, Case2ExpertTpOne) {  // W=8, tp=2, etp=1, ep=4 → edp=2
  GroupTable t = Groups({.world_size = 8, .tp = 2, .ep = 4, .etp = 1});
  EXPECT_EQ(Lookup(t, "expt_tp"), Singletons(8));
  EXPECT_EQ(Lookup(t, "ep"), (RankGroups{{0, 1, 2, 3}, {4, 5, 6, 7}}));
  EXPECT_EQ(Lookup(t, "tp_ep"), Lookup(t, "ep"));
  EXPECT_EQ(Lookup(t, "expt_dp"), (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
  GroupTable case1 = Groups({.world_size = 8, .tp = 2, .ep = 2});
  for (const char* name : {"tp", "cp", "dp", "dp_cp", "mp", "pp", "tp_cp", "tp_dp_cp"}) {
    EXPECT_EQ(Lookup(t, name), Lookup(case1, name)) << name;
  }
}

TEST(MegatronGroups, Case3ContextAndPipeline) {  // W=16, tp=2, cp=2, pp=2, ep=2
  GroupTable t = Groups({.world_size = 16, .tp = 2, .pp = 2, .cp = 2, .ep = 2});
  RankGroups tp, pp;
  for (int64_t r = 0; r < 16; r += 2) tp.push_back({r, r + 1});
  for (int64_t r = 0; r < 8; ++r) pp.push_back({r, r + 8});
  RankGroups stride2 = {{0, 2}, {1, 3}, {4, 6}, {5, 7}, {8, 10}, {9, 11}, {12, 14}, {13, 15}};
  RankGroups stride4 = {{0, 4}, {1, 5}, {2, 6}, {3, 7}, {8, 12}, {9, 13}, {10, 14}, {11, 15}};
  RankGroups quads = {{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15}};
  EXPECT_EQ(Lookup(t, "tp"), tp);
  EXPECT_EQ(Lookup(t, "cp"), stride2);
  EXPECT_EQ(Lookup(t, "dp"), stride4);
  EXPECT_EQ(Lookup(t, "dp_cp"),
            (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}, {8, 10, 12, 14}, {9, 11, 13, 15}}));
  EXPECT_EQ(Lookup(t, "pp"), pp);
  EXPECT_EQ(Lookup(t, "mp"),
            (RankGroups{{0, 1, 8, 9}, {2, 3, 10, 11}, {4, 5, 12, 13}, {6, 7, 14, 15}}));
  EXPECT_EQ(Lookup(t, "tp_cp"), quads);
  EXPECT_EQ(Lookup(t, "tp_dp"),
            (RankGroups{{0, 1, 4, 5}, {2, 3, 6, 7}, {8, 9, 12, 13}, {10, 11, 14, 15}}));
  EXPECT_EQ(Lookup(t, "tp_dp_cp"),
            (RankGroups{{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}}));
  EXPECT_EQ(Lookup(t, "ep"), stride2);
  EXPECT_EQ(Lookup(t, "tp_ep"), quads);
  EXPECT_EQ(Lookup(t, "tp_ep_pp"),
            (RankGroups{{0, 1, 2, 3, 8, 9, 10, 11}, {4, 5, 6, 7, 12, 13, 14, 15}}));
  EXPECT_EQ(Lookup(t, "expt_dp"), stride4);
  EXPECT_EQ(Lookup(t, "embd"),
            (RankGroups{{0, 8}, {1, 9}, {2, 10}, {3, 11}, {4, 12}, {5, 13}, {6, 14}, {7, 15}}));
  EXPECT_EQ(Lookup(t, "pos_embd"), Singletons(8));
}

TEST(MegatronGroups, Case4Pipeline) {  // W=16, tp=2, pp=2, ep=2 → dp=4, edp=2
  GroupTable t = Groups({.world_size = 16, .tp = 2, .pp = 2, .ep = 2});
  EXPECT_EQ(Lookup(t, "dp"),
            (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}, {8, 10, 12, 14}, {9, 11, 13, 15}}));
  EXPECT_EQ(Lookup(t, "ep"),
            (RankGroups{{0, 2}, {1, 3}, {4, 6}, {5, 7}, {8, 10}, {9, 11}, {12, 14}, {13, 15}}));
  EXPECT_EQ(Lookup(t, "expt_dp"),
            (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}, {8, 12}, {9, 13}, {10, 14}, {11, 15}}));
  RankGroups pp;
  for (int64_t r = 0; r < 8; ++r) pp.push_back({r, r + 8});
  EXPECT_EQ(Lookup(t, "pp"), pp);
}

TEST(MegatronGroups, RankOffsetShiftsEveryGroup) {  // Case 1 placed at ranks 8..15
  GroupTable t = Groups({.world_size = 8, .tp = 2, .ep = 2, .rank_offset = 8});
  EXPECT_EQ(Lookup(t, "tp"), (RankGroups{{8, 9}, {10, 11}, {12, 13}, {14, 15}}));
  EXPECT_EQ(Lookup(t, "dp_cp"), (RankGroups{{8, 10, 12, 14}, {9, 11, 13, 15}}));
  EXPECT_EQ(Lookup(t, "ep"), (RankGroups{{8, 10}, {9, 11}, {12, 14}, {13, 15}}));
  EXPECT_EQ(Lookup(t, "expt_dp"), (RankGroups{{8, 12}, {9, 13}, {10, 14}, {11, 15}}));
  EXPECT_EQ(Lookup(t, "dp_cp_ag"), Lookup(t, "dp_cp"));
}

TEST(MegatronGroups, TpPpDpMappingOrder) {  // --use-tp-pp-dp-mapping: tp-cp-ep-pp-dp (derived)
  GroupTable t = Groups({.world_size = 16, .tp = 2, .pp = 2, .order = "tp-cp-ep-pp-dp"});
  EXPECT_EQ(Lookup(t, "pp"),
            (RankGroups{{0, 2}, {1, 3}, {4, 6}, {5, 7}, {8, 10}, {9, 11}, {12, 14}, {13, 15}}));
  EXPECT_EQ(Lookup(t, "dp"),
            (RankGroups{{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}}));
}

TEST(MegatronGroups, AllGatherGroupsOnlyWhenAsked) {
  GroupTable no_ep = Groups({.world_size = 8, .tp = 2});
  EXPECT_TRUE(Has(no_ep, "dp_cp_ag"));
  EXPECT_FALSE(Has(no_ep, "expt_dp_ag"));  // created only for ep > 1
  GroupTable off = Groups({.world_size = 8, .tp = 2, .ep = 2, .create_all_gather_groups = false});
  EXPECT_FALSE(Has(off, "dp_cp_ag"));
  EXPECT_FALSE(Has(off, "expt_dp_ag"));
}

TEST(MegatronGroups, ErrorsNameTheRule) {
  EXPECT_EQ(Error({.world_size = 8, .tp = 3}),
            "tp*pp*cp must divide the world size: found 3 and world size 8");
  EXPECT_EQ(Error({.world_size = 8, .tp = 2, .ep = 8}),
            "etp*ep*pp must divide the world size: found 16 and world size 8");
  EXPECT_EQ(Error({.world_size = 16, .tp = 2, .pp = 2, .ep = 2, .order = "tp-cp-ep-pp-dp"}),
            "when the order does not end with pp and pp > 1, the expert data-parallel size must "
            "equal the data-parallel size: found edp = 2 and dp = 4");
  EXPECT_EQ(Error({.world_size = 8, .tp = 2, .order = "tp-pp"}),
            "a token missing from the order must have size 1: dp = 4 is not in order 'tp-pp'");
}

TEST(MegatronGroups, DifferentPipelineGroupsAreAnError) {
  // pp right after tp, and etp != tp: dense pp strides by tp = 2, expert pp
  // by etp = 1 (dp = edp = 2, so the data-parallel rule holds).
  EXPECT_EQ(
      Error({.world_size = 8, .tp = 2, .pp = 2, .ep = 2, .etp = 1, .order = "tp-cp-pp-ep-dp"}),
      "pipeline groups must be the same for the dense and the expert generator: order "
      "'tp-cp-pp-ep-dp' gives different pp groups");
}

}  // namespace
}  // namespace collopt
