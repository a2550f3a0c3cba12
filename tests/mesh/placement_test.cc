// DTensor placements and local shards (reference note §3.1, §3.2, §3.4 local
// data tables, §3.5).
#include "mesh/placement.h"

#include "gtest/gtest.h"
#include "mesh/device_mesh.h"
#include "tests/mesh/mesh_test_util.h"

namespace collopt {
namespace {

using Indices = std::vector<int64_t>;
using testing::kR;
using testing::S;
using testing::SS;

Indices Range(int64_t begin, int64_t end) {
  Indices out;
  for (int64_t i = begin; i < end; ++i) out.push_back(i);
  return out;
}

LocalShard Shard(const std::vector<int64_t>& shape, const std::vector<int64_t>& mesh,
                 const std::vector<Placement>& placements, int64_t rank) {
  absl::StatusOr<LocalShard> shard =
      ComputeLocalShard(shape, mesh, placements, MeshCoordinates(mesh, rank));
  EXPECT_TRUE(shard.ok()) << shard.status().message();
  return shard.ok() ? *shard : LocalShard{};
}

TEST(Placement, LocalShardSizeAndOffsetTriples) {
  using T = ShardSizeAndOffset;
  const std::vector<std::pair<std::pair<int64_t, int64_t>, std::vector<T>>> cases = {
      {{10, 4}, {{3, 0}, {3, 3}, {3, 6}, {1, 9}}},
      {{5, 4}, {{2, 0}, {2, 2}, {1, 4}, {0, 5}}},
      {{6, 4}, {{2, 0}, {2, 2}, {2, 4}, {0, 6}}},  // torch.chunk gives 3 chunks
  };
  for (const auto& [nk, expected] : cases) {
    for (int64_t r = 0; r < nk.second; ++r) {
      EXPECT_EQ(LocalShardSizeAndOffset(nk.first, nk.second, r), expected[r])
          << nk.first << "/" << nk.second << " rank " << r;
      // compute_local_shape_and_global_offset agrees for a single Shard(0).
      LocalShard shard = Shard({nk.first}, {nk.second}, {S(0)}, r);
      EXPECT_EQ(shard.local_shape[0], expected[r].size);
      EXPECT_EQ(shard.global_offset[0], expected[r].offset);
    }
  }
}

TEST(Placement, NumShardsMap) {  // [18,20,30], mesh 2x4, (S(1), S(0))
  EXPECT_EQ(NumShardsMap(3, {2, 4}, {S(1), S(0)}), (std::vector<int64_t>{4, 2, 1}));
}

TEST(Placement, StridedSplitDocstringExample) {  // 9 elements, sf=2, k=4
  const std::vector<Indices> expected = {{0, 1, 5}, {2, 3, 6}, {4, 7}, {8}};
  for (int64_t r = 0; r < 4; ++r) EXPECT_EQ(StridedChunkOf(Range(0, 9), 2, 4, r), expected[r]);
}

TEST(Placement, StridedShardDocstringMesh) {  // [8,8] on (dp 2, tp 2)
  const std::vector<Indices> strided = {{0, 1}, {4, 5}, {2, 3}, {6, 7}};
  const std::vector<Indices> plain = {{0, 1}, {2, 3}, {4, 5}, {6, 7}};
  for (int64_t r = 0; r < 4; ++r) {
    EXPECT_EQ(Shard({8, 8}, {2, 2}, {SS(0, 2), S(0)}, r).indices[0], strided[r]) << r;
    EXPECT_EQ(Shard({8, 8}, {2, 2}, {S(0), S(0)}, r).indices[0], plain[r]) << r;
  }
}

TEST(Placement, ShardThenStridedShardIsNonContiguous) {  // (S(0), SS(0,2)), 8 elements
  const std::vector<Indices> expected = {{0, 2}, {1, 3}, {4, 6}, {5, 7}};
  for (int64_t r = 0; r < 4; ++r) {
    LocalShard shard = Shard({8}, {2, 2}, {S(0), SS(0, 2)}, r);
    EXPECT_EQ(shard.indices[0], expected[r]);
    EXPECT_EQ(shard.global_offset[0], expected[r][0]);  // the offset is only the first index
    EXPECT_EQ(shard.local_shape[0], 2);
  }
}

TEST(Placement, ExpertFsdp4Ep2Tp2Table) {  // (16,6,8), (SS(0,2), S(0), S(2)) on (dp4, ep2, tp2)
  const std::vector<Indices> experts = {{0, 1}, {8, 9},   {2, 3}, {10, 11},
                                        {4, 5}, {12, 13}, {6, 7}, {14, 15}};
  for (int64_t rank = 0; rank < 16; ++rank) {
    LocalShard shard = Shard({16, 6, 8}, {4, 2, 2}, {SS(0, 2), S(0), S(2)}, rank);
    EXPECT_EQ(shard.indices[0], experts[rank / 2]) << rank;
    EXPECT_EQ(shard.indices[1], Range(0, 6)) << rank;
    EXPECT_EQ(shard.indices[2], rank % 2 == 0 ? Range(0, 4) : Range(4, 8)) << rank;
    EXPECT_EQ(shard.local_shape, (std::vector<int64_t>{2, 6, 4}));
    EXPECT_EQ(shard.global_offset, (std::vector<int64_t>{experts[rank / 2][0], 0, rank % 2 * 4}));
  }
}

TEST(Placement, FourExpertsLeaveDpRanks2And3Empty) {  // E=4 on the same mesh
  for (int64_t rank = 0; rank < 16; ++rank) {
    LocalShard shard = Shard({4, 6, 8}, {4, 2, 2}, {SS(0, 2), S(0), S(2)}, rank);
    int64_t dp = rank / 4;
    EXPECT_EQ(shard.local_shape[0], dp >= 2 ? 0 : 1) << rank;
    if (dp >= 2) {
      EXPECT_EQ(shard.global_offset[0], 4) << rank;  // empty: offset = size
    }
  }
}

TEST(Placement, ShardDim1OnEfsdpShard0OnEp) {  // (S(1), S(0)), E=4, H=8 on (efsdp4, ep2)
  for (int64_t f = 0; f < 4; ++f) {
    for (int64_t e = 0; e < 2; ++e) {
      LocalShard shard = Shard({4, 8, 3}, {4, 2}, {S(1), S(0)}, f * 2 + e);
      EXPECT_EQ(shard.indices[0], (Indices{2 * e, 2 * e + 1}));
      EXPECT_EQ(shard.indices[1], (Indices{2 * f, 2 * f + 1}));
      EXPECT_EQ(shard.global_offset, (std::vector<int64_t>{2 * e, 2 * f, 0}));
    }
  }
}

TEST(Placement, HsdpReplicasHoldTheSameRows) {  // (8,4), (R, SS(0,2), S(0)) on (2,2,2)
  const std::vector<Indices> rows = {{0, 1}, {4, 5}, {2, 3}, {6, 7}};  // by (shard, tp)
  for (int64_t rank = 0; rank < 8; ++rank) {
    LocalShard shard = Shard({8, 4}, {2, 2, 2}, {kR, SS(0, 2), S(0)}, rank);
    EXPECT_EQ(shard.indices[0], rows[rank % 4]) << rank;
    EXPECT_EQ(shard.local_shape, (std::vector<int64_t>{2, 4}));
  }
}

TEST(Placement, ParseAndPrint) {
  auto p = ParsePlacements("(R, SS(0,2), S(0), P)");
  ASSERT_TRUE(p.ok()) << p.status().message();
  EXPECT_EQ(*p, (std::vector<Placement>{kR, SS(0, 2), S(0), Placement::Partial()}));
  EXPECT_EQ(PlacementsToString(*p), "(R, SS(0,2), S(0), P)");
  auto torch = ParsePlacements(
      "Replicate(), _StridedShard(dim=0, split_factor=2), Shard(dim=-1), Partial()");
  ASSERT_TRUE(torch.ok()) << torch.status().message();
  EXPECT_EQ(*torch, (std::vector<Placement>{kR, SS(0, 2), S(-1), Placement::Partial()}));
  EXPECT_NE(SS(0, 2), S(0));  // no equality between _StridedShard and Shard
  EXPECT_EQ(ParsePlacement("Shard(x)").status().message(),
            "placement 'Shard(x)': expected an integer argument, found 'x'");
  EXPECT_EQ(ParsePlacement("Q").status().message(),
            "expected a placement R, S(d), SS(d,sf), P, Replicate(), Shard(d), _StridedShard(d, "
            "sf) or Partial(), found 'Q'");
}

TEST(Placement, Errors) {
  EXPECT_EQ(ComputeLocalShard({8}, {2, 2}, {S(0)}, {0, 0}).status().message(),
            "expected one placement per mesh dim (2), found 1");
  EXPECT_EQ(ComputeLocalShard({8}, {2}, {S(1)}, {0}).status().message(),
            "placement S(1) needs a dim in [-1, 1) and a split factor >= 1");
  EXPECT_EQ(ComputeLocalShard({8}, {2}, {S(0)}, {2}).status().message(),
            "mesh dim 0: expected a coordinate in [0, 2), found 2");
  auto negative = ComputeLocalShard({4, 8}, {2}, {S(-1)}, {1});
  ASSERT_TRUE(negative.ok());
  EXPECT_EQ(negative->indices[1], Range(4, 8));
}

TEST(Placement, IndexRanges) {
  EXPECT_EQ(IndexRanges({0, 1, 8, 9, 11}), "0-1,8-9,11");
  EXPECT_EQ(IndexRanges({}), "");
}

}  // namespace
}  // namespace collopt
