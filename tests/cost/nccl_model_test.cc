// The analytic NCCL model against every worked example of
// shared/reference/pytorch_overlap_passes.md §3.3 (bytes = MiB · 2^20,
// GB = 1e9), plus its structural properties.
#include "cost/nccl_model.h"

#include "support/units.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

HardwareProfile H100() { return *BuiltinHardware("h100"); }

double AllGatherUs(int64_t bytes, int64_t ranks, NcclProto proto) {
  return NcclAlgoTimeUs(H100(), CollectiveKind::kAllGather, bytes, ranks, NcclAlgo::kRing, proto);
}

// 8×H100, AG 64 MiB: LL 10.8 + 416.5 = 427.3; LL128 27.3 + 169.3 = 196.6;
// Simple 32.2 + 158.7 = 190.9 (chosen).
TEST(NcclModel, H100AllGather64MiB) {
  EXPECT_NEAR(AllGatherUs(64 * kMiB, 8, NcclProto::kLL), 427.3, 0.05);
  EXPECT_NEAR(AllGatherUs(64 * kMiB, 8, NcclProto::kLL128), 196.6, 0.05);
  EXPECT_NEAR(AllGatherUs(64 * kMiB, 8, NcclProto::kSimple), 190.9, 0.05);
  // The latency terms alone (0 bytes).
  EXPECT_NEAR(AllGatherUs(0, 8, NcclProto::kLL), 10.8, 1e-9);
  EXPECT_NEAR(AllGatherUs(0, 8, NcclProto::kLL128), 27.3, 1e-9);
  EXPECT_NEAR(AllGatherUs(0, 8, NcclProto::kSimple), 32.2, 1e-9);
  NcclEstimate best = EstimateNcclTime(H100(), CollectiveKind::kAllGather, 64 * kMiB, 8);
  EXPECT_NEAR(best.time_us, 190.9, 0.05);
  EXPECT_EQ(best.algo, NcclAlgo::kRing);
  EXPECT_EQ(best.proto, NcclProto::kSimple);
}

// 8×H100, AG 1 MiB: LL 10.8 + 6.5 = 17.3 (chosen); LL128 29.9; Simple 34.7.
TEST(NcclModel, H100AllGather1MiB) {
  EXPECT_NEAR(AllGatherUs(kMiB, 8, NcclProto::kLL), 17.3, 0.05);
  EXPECT_NEAR(AllGatherUs(kMiB, 8, NcclProto::kLL128), 29.9, 0.05);  // 29.945
  EXPECT_NEAR(AllGatherUs(kMiB, 8, NcclProto::kSimple), 34.7, 0.05);
  NcclEstimate best = EstimateNcclTime(H100(), CollectiveKind::kAllGather, kMiB, 8);
  EXPECT_NEAR(best.time_us, 17.3, 0.05);
  EXPECT_EQ(best.algo, NcclAlgo::kRing);
  EXPECT_EQ(best.proto, NcclProto::kLL);
}

// 16×H100 (2 nodes, IB NDR), AG 64 MiB: bw = 50 · 0.803 = 40.1; Simple:
// lat = 8.4 + 14 · 3.4 + 14 = 70 µs, algoBw 42.8 GB/s → ≈ 1.64 ms;
// LL ≈ 3.16 ms; LL128 disabled.
TEST(NcclModel, H100AllGatherTwoNodes) {
  EXPECT_NEAR(AllGatherUs(0, 16, NcclProto::kSimple), 70.0, 1e-9);
  EXPECT_NEAR(AllGatherUs(64 * kMiB, 16, NcclProto::kSimple), 1640, 5);
  EXPECT_NEAR(AllGatherUs(64 * kMiB, 16, NcclProto::kLL), 3160, 5);
  EXPECT_EQ(AllGatherUs(64 * kMiB, 16, NcclProto::kLL128), -1);
  NcclEstimate best = EstimateNcclTime(H100(), CollectiveKind::kAllGather, 64 * kMiB, 16);
  EXPECT_EQ(best.proto, NcclProto::kSimple);
  EXPECT_NEAR(best.time_us, 1640, 5);
}

TEST(NcclModel, OneRankCostsNothing) {
  EXPECT_EQ(NcclAlgoTimeUs(H100(), CollectiveKind::kAllReduce, 64 * kMiB, 1, NcclAlgo::kRing,
                           NcclProto::kSimple),
            0);
  EXPECT_EQ(EstimateNcclTime(H100(), CollectiveKind::kAllGather, 64 * kMiB, 1).time_us, 0);
  EXPECT_EQ(SaturationBytes(H100(), CollectiveKind::kAllGather, 1), 0);
}

TEST(NcclModel, TreeOnlyForAllReduce) {
  EXPECT_EQ(
      NcclAlgoTimeUs(H100(), CollectiveKind::kAllGather, kMiB, 16, NcclAlgo::kTree, NcclProto::kLL),
      -1);
  // 16 ranks, small all_reduce. Tree/LL latency 6.8 + 2·(7·1.0 + 1·5.0) = 30.8
  // beats Ring/LL 6.6 + 28·1.0 + 2·2.7 = 40.0.
  EXPECT_NEAR(
      NcclAlgoTimeUs(H100(), CollectiveKind::kAllReduce, 0, 16, NcclAlgo::kTree, NcclProto::kLL),
      30.8, 1e-9);
  EXPECT_NEAR(
      NcclAlgoTimeUs(H100(), CollectiveKind::kAllReduce, 0, 16, NcclAlgo::kRing, NcclProto::kLL),
      40.0, 1e-9);
  NcclEstimate best = EstimateNcclTime(H100(), CollectiveKind::kAllReduce, 4096, 16);
  EXPECT_EQ(best.algo, NcclAlgo::kTree);
  EXPECT_EQ(best.proto, NcclProto::kLL);
}

TEST(NcclModel, LL128DisabledBeyondTwoNodes) {
  HardwareProfile roce = H100();
  roce.network = NetworkKind::kRoce;
  // RoCE keeps LL128 on 2 nodes, not on 3 or more.
  EXPECT_GT(NcclAlgoTimeUs(roce, CollectiveKind::kAllGather, kMiB, 16, NcclAlgo::kRing,
                           NcclProto::kLL128),
            0);
  EXPECT_EQ(NcclAlgoTimeUs(roce, CollectiveKind::kAllGather, kMiB, 24, NcclAlgo::kRing,
                           NcclProto::kLL128),
            -1);
}

TEST(NcclModel, MonotonicInBytes) {
  for (const char* name : {"h100", "a100", "b200"}) {
    HardwareProfile hw = *BuiltinHardware(name);
    for (CollectiveKind kind :
         {CollectiveKind::kAllGather, CollectiveKind::kReduceScatter, CollectiveKind::kAllReduce,
          CollectiveKind::kAllToAll, CollectiveKind::kBroadcast}) {
      for (int64_t ranks : {2, 8, 16, 64, 256}) {
        double previous = 0;
        for (int64_t bytes = 1; bytes <= (int64_t{1} << 36); bytes *= 2) {
          double t = EstimateNcclTime(hw, kind, bytes, ranks).time_us;
          EXPECT_GT(t, previous) << name << " " << CollectiveKindName(kind) << " n=" << ranks
                                 << " bytes=" << bytes;
          previous = t;
        }
      }
    }
  }
}

// 8×H100 AG, Ring/Simple: 9 · 32.2 µs · (370 · 8/7) GB/s = 122.5 MB.
TEST(NcclModel, SaturationBytes) {
  EXPECT_NEAR(static_cast<double>(SaturationBytes(H100(), CollectiveKind::kAllGather, 8)),
              9 * 32.2e-6 * 370e9 * 8 / 7, 1e3);
  // Across 3+ IB nodes the solution satisfies S = 9 · lat · bw(S) with the
  // multi-rail law applied at S.
  int64_t s = SaturationBytes(H100(), CollectiveKind::kAllGather, 64);
  double lat_us = NcclAlgoTimeUs(H100(), CollectiveKind::kAllGather, 0, 64, NcclAlgo::kRing,
                                 NcclProto::kSimple);
  double transfer_us = NcclAlgoTimeUs(H100(), CollectiveKind::kAllGather, s, 64, NcclAlgo::kRing,
                                      NcclProto::kSimple) -
                       lat_us;
  EXPECT_NEAR(transfer_us, lat_us * 9, 1e-3);
  EXPECT_GT(SaturationBytes(H100(), CollectiveKind::kAllGather, 256), s);
}

TEST(NcclModel, Names) {
  EXPECT_EQ(NcclAlgoName(NcclAlgo::kTree), "tree");
  EXPECT_EQ(NcclProtoName(NcclProto::kLL128), "LL128");
}

}  // namespace
}  // namespace collopt
