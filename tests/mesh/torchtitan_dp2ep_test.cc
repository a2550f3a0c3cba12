// torchtitan's old dp2ep mesh: the three rows of the reference note §2.2.
#include "mesh/torchtitan_dp2ep.h"

#include "gtest/gtest.h"
#include "tests/mesh/mesh_test_util.h"

namespace collopt {
namespace {

using testing::Lookup;

Dp2EpDims Dims(const ParallelDimsConfig& config, bool etp_is_tp) {
  absl::StatusOr<Dp2EpDims> dims = MakeDp2EpDims(config, etp_is_tp);
  EXPECT_TRUE(dims.ok()) << dims.status().message();
  return dims.ok() ? *dims : Dp2EpDims{};
}

TEST(TorchtitanDp2Ep, EtpEqualsTp) {  // W=8, dp_shard=4, tp=2, ep=2: mesh (mod 2, in 2, tp 2)
  Dp2EpDims d = Dims({.world_size = 8, .dp_shard = 4, .tp = 2, .ep = 2}, true);
  EXPECT_EQ(d.mod_ep, 2);
  EXPECT_EQ(d.in_ep, 2);
  GroupTable t = Dp2EpGroups(d);
  EXPECT_EQ(Lookup(t, "ep"), (RankGroups{{0, 2}, {1, 3}, {4, 6}, {5, 7}}));
  EXPECT_EQ(Lookup(t, "dp_shard_mod_ep"), (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
  EXPECT_EQ(Lookup(t, "dp_shard_cp"), (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}}));
}

TEST(TorchtitanDp2Ep, EtpOne) {  // W=8, dp_shard=4, tp=2, ep=2: mesh (mod 4, tp 2)
  Dp2EpDims d = Dims({.world_size = 8, .dp_shard = 4, .tp = 2, .ep = 2}, false);
  EXPECT_EQ(d.mod_ep, 4);
  EXPECT_EQ(d.in_ep, 1);
  GroupTable t = Dp2EpGroups(d);
  EXPECT_EQ(Lookup(t, "ep"), (RankGroups{{0, 1}, {2, 3}, {4, 5}, {6, 7}}));
  EXPECT_EQ(Lookup(t, "dp_shard_mod_ep"), (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}}));
  EXPECT_EQ(Lookup(t, "dp_shard_cp"), (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}}));
}

TEST(TorchtitanDp2Ep, EtpOneEp4) {  // W=8, dp_shard=4, tp=2, ep=4: mesh (mod 2, in 2, tp 2)
  Dp2EpDims d = Dims({.world_size = 8, .dp_shard = 4, .tp = 2, .ep = 4}, false);
  EXPECT_EQ(d.mod_ep, 2);
  EXPECT_EQ(d.in_ep, 2);
  GroupTable t = Dp2EpGroups(d);
  EXPECT_EQ(Lookup(t, "ep"), (RankGroups{{0, 1, 2, 3}, {4, 5, 6, 7}}));
  EXPECT_EQ(Lookup(t, "dp_shard_mod_ep"), (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
}

TEST(TorchtitanDp2Ep, ValidationNamesTheRule) {
  EXPECT_EQ(MakeDp2EpDims({.world_size = 8, .dp_shard = 2, .cp = 2, .tp = 2, .ep = 3}, true)
                .status()
                .message(),
            "(dp_shard*cp*tp) % ep == 0 is required (ep borrows ranks from dp_shard, cp and tp): "
            "found dp_shard*cp*tp = 8 and ep = 3");
  EXPECT_EQ(
      MakeDp2EpDims({.world_size = 8, .dp_shard = 4, .tp = 2, .ep = 8}, true).status().message(),
      "dp2ep with etp = tp: (dp_shard*cp) % ep == 0 is required: 8 does not divide 4");
  EXPECT_EQ(MakeDp2EpDims({.world_size = 8, .dp_shard = 2, .cp = 2, .tp = 2, .ep = 2}, false)
                .status()
                .message(),
            "dp2ep with etp = 1: ep % (cp*tp) == 0 is required: 4 does not divide 2");
}

}  // namespace
}  // namespace collopt
