// FSDP2 `_spmd_placements` (reference note §3.3, every row of the §3.4 table)
// and torchtitan's expert shard placement (§2.3).
#include "mesh/fsdp_placement.h"

#include "gtest/gtest.h"
#include "tests/mesh/mesh_test_util.h"

namespace collopt {
namespace {

using Placements = std::vector<Placement>;
using Shape = std::vector<int64_t>;
using testing::kR;
using testing::S;
using testing::SS;

SpmdSpec Spec(DataParallelMode mode, const Shape& dp_mesh, const Placement& fsdp, int64_t ndim,
              const Shape& inner_mesh, const Placements& inner) {
  absl::StatusOr<SpmdSpec> spec = FsdpSpmdPlacements(mode, dp_mesh, fsdp, ndim, inner_mesh, inner);
  EXPECT_TRUE(spec.ok()) << spec.status().message();
  return spec.ok() ? *spec : SpmdSpec{};
}

TEST(PlacementFsdp, PlainTensor) {
  EXPECT_EQ(Spec(DataParallelMode::kFsdp, {8}, S(0), 2, {}, {}).placements, Placements{S(0)});
  EXPECT_EQ(Spec(DataParallelMode::kHsdp, {2, 4}, S(0), 2, {}, {}).placements,
            (Placements{kR, S(0)}));
  EXPECT_EQ(Spec(DataParallelMode::kDdp, {8}, S(0), 2, {}, {}).placements, Placements{kR});
}

TEST(PlacementFsdp, Fsdp4Tp2Colwise) {
  SpmdSpec spec = Spec(DataParallelMode::kFsdp, {4}, S(0), 2, {2}, {S(0)});
  EXPECT_EQ(spec.placements, (Placements{SS(0, 2), S(0)}));
  EXPECT_EQ(spec.mesh_shape, (Shape{4, 2}));
}

TEST(PlacementFsdp, Fsdp4Tp2Rowwise) {
  EXPECT_EQ(Spec(DataParallelMode::kFsdp, {4}, S(0), 2, {2}, {S(1)}).placements,
            (Placements{S(0), S(1)}));
}

TEST(PlacementFsdp, Hsdp2x2Tp2Colwise) {
  SpmdSpec spec = Spec(DataParallelMode::kHsdp, {2, 2}, S(0), 2, {2}, {S(0)});
  EXPECT_EQ(spec.placements, (Placements{kR, SS(0, 2), S(0)}));
  EXPECT_EQ(spec.mesh_shape, (Shape{2, 2, 2}));
}

TEST(PlacementFsdp, DdpTp2) {
  EXPECT_EQ(Spec(DataParallelMode::kDdp, {4}, S(0), 2, {2}, {S(0)}).placements,
            (Placements{kR, S(0)}));
}

TEST(PlacementFsdp, Fsdp4Ep2Tp2Experts) {  // old dp2ep, ETP = TP; 16 ranks
  SpmdSpec w2 = Spec(DataParallelMode::kFsdp, {4}, S(0), 3, {2, 2}, {S(0), S(2)});
  EXPECT_EQ(w2.placements, (Placements{SS(0, 2), S(0), S(2)}));
  EXPECT_EQ(w2.mesh_shape, (Shape{4, 2, 2}));
  EXPECT_EQ(Spec(DataParallelMode::kFsdp, {4}, S(0), 3, {2, 2}, {S(0), S(1)}).placements,
            (Placements{SS(0, 2), S(0), S(1)}));
}

TEST(PlacementFsdp, HsdpEpTpIsFourDimensional) {
  SpmdSpec spec = Spec(DataParallelMode::kHsdp, {2, 4}, S(0), 3, {2, 2}, {S(0), S(2)});
  EXPECT_EQ(spec.placements, (Placements{kR, SS(0, 2), S(0), S(2)}));
  EXPECT_EQ(spec.mesh_shape.size(), 4u);
}

TEST(PlacementFsdp, TorchtitanHeadExperts) {  // efsdp4 x ep2
  Placement e16 = ExpertFsdpPlacement(16, 8);
  EXPECT_EQ(e16, S(0));
  EXPECT_EQ(Spec(DataParallelMode::kFsdp, {4}, e16, 3, {2}, {S(0)}).placements,
            (Placements{SS(0, 2), S(0)}));
  Placement e4 = ExpertFsdpPlacement(4, 8);
  EXPECT_EQ(e4, S(1));  // 8 > 4; sf = 1 because EP does not shard dim 1
  EXPECT_EQ(Spec(DataParallelMode::kFsdp, {4}, e4, 3, {2}, {S(0)}).placements,
            (Placements{S(1), S(0)}));
}

TEST(PlacementFsdp, ExpertPlacementVectors) {      // test_fsdp_moe_sharding.py
  EXPECT_EQ(ExpertFsdpPlacement(4, 8), S(1));      // ep=1, fsdp=8, E=4
  EXPECT_EQ(ExpertFsdpPlacement(8, 8), S(0));      // ep=1, fsdp=8, E=8
  EXPECT_EQ(ExpertFsdpPlacement(4, 4 * 2), S(1));  // ep=2, efsdp=4, E=4
}

TEST(PlacementFsdp, SpmdPathColwiseAndRowwise) {  // mesh (dp_rep, dp_shard, cp, tp) = (2,2,1,2)
  auto colwise = FsdpSpmdPlacementsOnFullMesh({2, 2, 1, 2}, {kR, kR, kR, S(0)}, {1}, {0}, S(0), 2);
  ASSERT_TRUE(colwise.ok()) << colwise.status().message();
  EXPECT_EQ(*colwise, (Placements{kR, SS(0, 2), kR, S(0)}));
  auto rowwise = FsdpSpmdPlacementsOnFullMesh({2, 2, 1, 2}, {kR, kR, kR, S(1)}, {1}, {0}, S(0), 2);
  ASSERT_TRUE(rowwise.ok());
  EXPECT_EQ(*rowwise, (Placements{kR, S(0), kR, S(1)}));
}

TEST(PlacementFsdp, Errors) {
  EXPECT_EQ(FsdpSpmdPlacements(DataParallelMode::kFsdp, {4}, S(0), 3, {2, 2, 2}, {S(0), S(1), S(2)})
                .status()
                .message(),
            "at most 2 inner (tp/ep) placements are supported, found 3");
  EXPECT_EQ(FsdpSpmdPlacements(DataParallelMode::kHsdp, {4}, S(0), 2, {}, {}).status().message(),
            "a hsdp (replicate, shard) dp mesh has 2 dims, found 1");
  EXPECT_EQ(FsdpSpmdPlacements(DataParallelMode::kFsdp, {4}, kR, 2, {}, {}).status().message(),
            "the fsdp placement must be a Shard, found R");
  EXPECT_EQ(FsdpSpmdPlacementsOnFullMesh({2, 2}, {kR, S(0)}, {1}, {}, S(0), 2).status().message(),
            "every dp mesh dim must be R before fsdp, found S(0) on dim 1");
}

}  // namespace
}  // namespace collopt
