// FSDP2 physical sharding, padding and the all-gather buffer (reference note
// §3.6), and the uneven FSDP+TP caveat (§3.7).
#include "mesh/fsdp_sharding.h"

#include "gtest/gtest.h"
#include "mesh/device_mesh.h"
#include "tests/mesh/mesh_test_util.h"

namespace collopt {
namespace {

using Indices = std::vector<int64_t>;
using Shape = std::vector<int64_t>;
using testing::S;
using testing::SS;

TEST(PlacementFsdpSharding, PaddingTable) {  // dim-0 shards, ws = 4
  struct Case {
    Shape shape;
    Indices rows;
    Shape padded;
    int64_t gathered_rows;
  };
  const Case cases[] = {{{10, 4}, {3, 3, 3, 1}, {3, 4}, 12},
                        {{5, 4}, {2, 2, 1, 0}, {2, 4}, 8},
                        {{6, 4}, {2, 2, 2, 0}, {2, 4}, 8}};
  for (const Case& c : cases) {
    for (int64_t r = 0; r < 4; ++r) {
      absl::StatusOr<FsdpShard> shard = FsdpShardOf(c.shape, 4, r);
      ASSERT_TRUE(shard.ok()) << shard.status().message();
      EXPECT_EQ(shard->sharded_size, (Shape{c.rows[r], 4})) << c.shape[0] << " rank " << r;
      EXPECT_EQ(shard->padded_sharded_size, c.padded);
    }
    auto layout = FsdpAllGather({c.shape}, 4);
    ASSERT_TRUE(layout.ok());
    EXPECT_EQ(layout->params[0].gathered_rows, c.gathered_rows);
  }
  EXPECT_EQ(FsdpShardOf({5, 4}, 4, 3)->offset, 5);  // empty shard: offset = size
}

TEST(PlacementFsdpSharding, AllGatherBufferOfTwoParams) {  // (10,4) + (5,4), ws = 4
  auto layout = FsdpAllGather({{10, 4}, {5, 4}}, 4);
  ASSERT_TRUE(layout.ok());
  EXPECT_EQ(layout->per_rank_numel, 20);  // 12 + 8
  EXPECT_EQ(layout->output_shape, (Shape{4, 20}));
  EXPECT_EQ(layout->params[0].padded_shard_numel, 12);
  EXPECT_EQ(layout->params[1].padded_shard_numel, 8);
  EXPECT_EQ(layout->params[1].rank_offset, 12);
}

TEST(PlacementFsdpSharding, UnevenOnlyOnDim0) {
  EXPECT_EQ(FsdpShardOf({4, 5}, 4, 0, 1).status().message(),
            "fsdp2 shards unevenly only on dim 0: dim 1 has size 5, not divisible by 4");
  auto even = FsdpShardOf({4, 8}, 4, 1, 1);
  ASSERT_TRUE(even.ok());
  EXPECT_EQ(even->sharded_size, (Shape{4, 2}));
  EXPECT_EQ(even->offset, 2);
}

Indices Physical(int64_t rows, int64_t dp, int64_t tp) {
  auto shard = ComputeFsdpPhysicalShard({rows}, {4, 2}, {SS(0, 2), S(0)}, {dp, tp}, 1);
  EXPECT_TRUE(shard.ok()) << shard.status().message();
  return shard.ok() ? shard->indices[0] : Indices{-1};
}

Indices Spec(int64_t rows, int64_t dp, int64_t tp) {
  auto shard = ComputeLocalShard({rows}, {4, 2}, {SS(0, 2), S(0)}, {dp, tp});
  EXPECT_TRUE(shard.ok()) << shard.status().message();
  return shard.ok() ? shard->indices[0] : Indices{-1};
}

TEST(PlacementFsdpSharding, NineRowsSpecDiffersFromData) {  // colwise TP2 + FSDP4
  // FSDP2's data: TP-local first (tp0 = 0-4, tp1 = 5-8), then FSDP chunks.
  const Indices physical[4][2] = {{{0, 1}, {5}}, {{2, 3}, {6}}, {{4}, {7}}, {{}, {8}}};
  for (int64_t dp = 0; dp < 4; ++dp) {
    for (int64_t tp = 0; tp < 2; ++tp) {
      EXPECT_EQ(Physical(9, dp, tp), physical[dp][tp]) << dp << "," << tp;
      if (dp < 3) {
        EXPECT_EQ(Spec(9, dp, tp), physical[dp][tp]) << dp << "," << tp;
      }
    }
  }
  // Reading (SS(0,2), S(0)) left to right gives dp3 [8], split tp0 [8], tp1 []:
  // the opposite of the data.
  EXPECT_EQ(Spec(9, 3, 0), (Indices{8}));
  EXPECT_EQ(Spec(9, 3, 1), (Indices{}));
}

TEST(PlacementFsdpSharding, EvenAndFriendlyRowCountsMatch) {
  for (int64_t rows : {8, 10, 6}) {
    for (int64_t dp = 0; dp < 4; ++dp) {
      for (int64_t tp = 0; tp < 2; ++tp) {
        EXPECT_EQ(Spec(rows, dp, tp), Physical(rows, dp, tp)) << rows << ": " << dp << "," << tp;
      }
    }
  }
}

TEST(PlacementFsdpSharding, PhysicalExpertLayoutMatchesSpec) {  // (16,6,8) on (dp4, ep2, tp2)
  for (int64_t rank = 0; rank < 16; ++rank) {
    Shape coords = MeshCoordinates({4, 2, 2}, rank);
    auto physical =
        ComputeFsdpPhysicalShard({16, 6, 8}, {4, 2, 2}, {SS(0, 2), S(0), S(2)}, coords, 1);
    auto spec = ComputeLocalShard({16, 6, 8}, {4, 2, 2}, {SS(0, 2), S(0), S(2)}, coords);
    ASSERT_TRUE(physical.ok() && spec.ok());
    EXPECT_EQ(physical->indices, spec->indices) << rank;
  }
}

}  // namespace
}  // namespace collopt
