// collopt/cost/nccl_model.cc — the analytic NCCL model of
// torch/_inductor/comm_analysis.py `_nccl_algo_time` (see nccl_model.h and
// shared/reference/pytorch_overlap_passes.md §3.3). The tables are NCCL's
// src/graph/tuning.cc values as comm_analysis.py copies them. Inputs: bytes,
// ranks; output: µs. The hardware profile replaces PyTorch's autodetection.
#include "cost/nccl_model.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

namespace collopt {
namespace {

constexpr int kRing = 1;
constexpr int kTree = 0;
using ProtoRow = std::array<double, 3>;                 // LL, LL128, Simple
using AlgoTable = std::array<ProtoRow, 2>;              // [Tree, Ring]
using GenTable = std::array<std::array<double, 3>, 4>;  // [generation][1 node, 2 nodes, 4+]

constexpr AlgoTable kBaseLat = {{{6.8, 14.0, 8.4}, {6.6, 14.0, 8.4}}};
constexpr AlgoTable kHwLatNvlink = {{{0.6, 1.25, 4.0}, {0.6, 1.9, 3.4}}};
constexpr AlgoTable kHwLatNet = {{{5.0, 8.5, 14.0}, {2.7, 4.0, 14.0}}};

// Rows: Volta, Ampere, Hopper, Blackwell (GpuGeneration order).
constexpr GenTable kLlMaxBws = {
    {{39.0, 39.0, 20.4}, {87.7, 22.5, 19.0}, {141.0, 45.0, 35.0}, {282.0, 90.0, 70.0}}};
constexpr GenTable kPerChMaxRingLL128Bws = {
    {{20.0, 20.0, 20.0}, {20.0, 20.0, 20.0}, {36.7, 36.7, 36.7}, {40.0, 40.0, 40.0}}};
constexpr GenTable kPerChMaxTreeLL128Bws = {
    {{20.0, 20.0, 20.0}, {20.0, 20.0, 20.0}, {36.7, 36.7, 29.0}, {55.6, 31.67, 20.0}}};
constexpr GenTable kPerChMaxTreeBws = {
    {{26.5, 18.5, 10.0}, {24.0, 23.6, 17.8}, {38.7, 41.4, 36.0}, {70.0, 42.8, 24.0}}};

// treeCorrectionFactor[proto][log2i(nBytes >> 6)].
constexpr std::array<std::array<double, 24>, 3> kTreeCorrection = {{
    {1, 1, 1, 1, .9, .8, .7, .7, .7, .7, .6, .5, .4, .4, .5, .6, .7, .8, .9, 1, 1, 1, 1, 1},
    {1, 1, 1, 1, 1, .9, .8, .8, .8, .7, .6, .6, .6, .6, .6, .6, .8, .9, .9, .9, .9, 1, 1, 1},
    {.9, .9, .9, .9, .9, .9, .9, .8, .7, .6, .6, .5,
     .5, .5, .5, .6, .7, .8, .7, .7, .8, .9, .9, .9},
}};

constexpr double kMultiRailBytes = 50e6;
constexpr double kMultiRailExponent = 0.17;

// NCCL's log2i: floor(log2(n)), 0 for n <= 1.
int Log2i(int64_t n) {
  int log = 0;
  while (n >>= 1) ++log;
  return log;
}

// What one (collective, group) looks like to the model.
struct TopologyShape {
  int64_t n = 0;       // ranks
  int64_t nodes = 0;   // ceil(n / gpus_per_node)
  size_t idx2 = 0;     // min(nodes − 1, 2)
  size_t gen = 0;      // GpuGeneration as a table row
  bool is_ib = false;  // multi-node over InfiniBand (detect_interconnect → IB_*)
  bool all_reduce = false;
};

TopologyShape TopologyShapeOf(const HardwareProfile& hw, CollectiveKind kind, int64_t n) {
  TopologyShape s;
  s.n = n;
  s.nodes = (n + hw.gpus_per_node - 1) / hw.gpus_per_node;
  s.idx2 = static_cast<size_t>(std::min<int64_t>(s.nodes - 1, 2));
  s.gen = static_cast<size_t>(hw.generation);
  s.is_ib = s.nodes > 1 && hw.network != NetworkKind::kRoce;
  s.all_reduce = kind == CollectiveKind::kAllReduce;
  return s;
}

// Per-GPU bandwidth before protocol factors: NVLink in one node; else the
// network, with the NIC-efficiency factor and multi-rail power law on IB.
double BaseBandwidth(const HardwareProfile& hw, const TopologyShape& s, double bytes) {
  if (s.nodes == 1) return hw.nvlink_bus_gbps;
  // comm_analysis.py keeps NCCL's `nNodes <= 2 → intra` for non-IB networks.
  if (!s.is_ib) return s.nodes <= 2 ? hw.nvlink_bus_gbps : hw.network_gbps;
  double bw = hw.network_gbps;
  bw *= 0.77 + 0.23 * std::min(1.0, static_cast<double>(s.nodes - 1) / 7.0);
  if (s.nodes > 2) {
    bw *= std::pow(std::max(bytes, kMultiRailBytes) / kMultiRailBytes, kMultiRailExponent);
  }
  return bw;
}

double BusBandwidth(const HardwareProfile& hw, const TopologyShape& s, double bw, NcclAlgo algo,
                    NcclProto proto) {
  double ll_max = kLlMaxBws[s.nodes == 1 ? s.gen : 0][s.idx2];
  double channels = hw.nccl_channels;
  if (algo == NcclAlgo::kRing) {
    switch (proto) {
      case NcclProto::kLL:
        return std::min(ll_max, bw * 0.5);
      case NcclProto::kLL128:
        return std::min(bw * 120.0 / 128.0, channels * kPerChMaxRingLL128Bws[s.gen][s.idx2]);
      case NcclProto::kSimple:
        return bw;
    }
  }
  switch (proto) {
    case NcclProto::kLL:
      return std::min(bw / 3.8, ll_max);
    case NcclProto::kLL128:
      return std::min(bw * (s.nodes == 1 ? 7.0 / 9.0 : 120.0 / 128.0),
                      channels * kPerChMaxTreeLL128Bws[s.gen][s.idx2]);
    case NcclProto::kSimple:
      return std::min(bw * 0.92, channels * kPerChMaxTreeBws[s.gen][s.idx2]);
  }
  return 0;
}

// NCCL's step count. Broadcast is not in comm_analysis.py (which returns 0
// for it); NCCL's tuning.cc uses nRanks steps, so its algoBw equals busBw.
int64_t Steps(CollectiveKind kind, int64_t n) {
  switch (kind) {
    case CollectiveKind::kAllReduce:
    case CollectiveKind::kAllToAll:
      return 2 * (n - 1);
    case CollectiveKind::kAllGather:
    case CollectiveKind::kReduceScatter:
      return n - 1;
    case CollectiveKind::kBroadcast:
      return n;
  }
  return n;
}

struct Terms {
  double latency_us = 0;
  double algo_gbps = 0;
};

double RingLatencyUs(const TopologyShape& s, int64_t nsteps, double intra_lat, double inter_lat) {
  int64_t n_inter = s.nodes == 1 ? 0 : (s.all_reduce ? 2 * (s.nodes - 1) : s.nodes - 1);
  return static_cast<double>(nsteps - n_inter) * intra_lat +
         static_cast<double>(n_inter) * inter_lat;
}

double TreeLatencyUs(const TopologyShape& s, double intra_lat, double inter_lat) {
  double ranks_per_node = static_cast<double>(s.n) / static_cast<double>(s.nodes);
  return 2 * ((ranks_per_node - 1) * intra_lat + Log2i(s.nodes) * inter_lat);
}

// Latency and algorithm bandwidth of one pair, or nullopt when disabled.
std::optional<Terms> AlgoTerms(const HardwareProfile& hw, CollectiveKind kind, double bytes,
                               const TopologyShape& s, NcclAlgo algo, NcclProto proto) {
  if (proto == NcclProto::kLL128 && (s.nodes > 2 || (s.nodes > 1 && s.is_ib))) return std::nullopt;
  if (algo == NcclAlgo::kTree && !s.all_reduce) return std::nullopt;
  const int a = algo == NcclAlgo::kRing ? kRing : kTree;
  const auto p = static_cast<size_t>(proto);
  double bus = BusBandwidth(hw, s, BaseBandwidth(hw, s, bytes), algo, proto);
  int64_t nsteps = Steps(kind, s.n);
  double net_overhead = s.nodes > 1 ? (proto == NcclProto::kSimple ? 3.0 : 1.0) : 0.0;
  double intra_lat = std::max(kHwLatNvlink[a][p], net_overhead);
  double inter_lat = kHwLatNet[a][p];
  Terms t;
  t.latency_us = kBaseLat[a][p];
  if (algo == NcclAlgo::kRing) {
    t.algo_gbps = bus * static_cast<double>(s.n) / static_cast<double>(nsteps);
    t.latency_us += RingLatencyUs(s, nsteps, intra_lat, inter_lat);
  } else {
    t.algo_gbps = bus * 0.5;
    t.latency_us += TreeLatencyUs(s, intra_lat, inter_lat);
    auto index = static_cast<size_t>(Log2i(static_cast<int64_t>(bytes) >> 6));
    if (index < kTreeCorrection[p].size()) t.algo_gbps *= kTreeCorrection[p][index];
  }
  return t;
}

constexpr std::array<NcclAlgo, 2> kAlgos = {NcclAlgo::kRing, NcclAlgo::kTree};
constexpr std::array<NcclProto, 3> kProtos = {NcclProto::kLL, NcclProto::kLL128,
                                              NcclProto::kSimple};

}  // namespace

std::string_view NcclAlgoName(NcclAlgo algo) { return algo == NcclAlgo::kRing ? "ring" : "tree"; }

std::string_view NcclProtoName(NcclProto proto) {
  switch (proto) {
    case NcclProto::kLL:
      return "LL";
    case NcclProto::kLL128:
      return "LL128";
    case NcclProto::kSimple:
      return "Simple";
  }
  return "?";
}

double NcclAlgoTimeUs(const HardwareProfile& hw, CollectiveKind kind, int64_t bytes,
                      int64_t group_size, NcclAlgo algo, NcclProto proto) {
  if (group_size <= 1) return 0;
  TopologyShape s = TopologyShapeOf(hw, kind, group_size);
  auto terms = AlgoTerms(hw, kind, static_cast<double>(bytes), s, algo, proto);
  if (!terms) return -1;
  return terms->latency_us + static_cast<double>(bytes) / (1000.0 * terms->algo_gbps);
}

NcclEstimate EstimateNcclTime(const HardwareProfile& hw, CollectiveKind kind, int64_t bytes,
                              int64_t group_size) {
  NcclEstimate best;
  if (group_size <= 1) return best;
  best.time_us = std::numeric_limits<double>::infinity();
  for (NcclAlgo algo : kAlgos) {
    for (NcclProto proto : kProtos) {
      double t = NcclAlgoTimeUs(hw, kind, bytes, group_size, algo, proto);
      if (t >= 0 && t < best.time_us) best = {t, algo, proto};
    }
  }
  return best;
}

int64_t SaturationBytes(const HardwareProfile& hw, CollectiveKind kind, int64_t group_size,
                        double efficiency) {
  if (group_size <= 1 || efficiency <= 0 || efficiency >= 1) return 0;
  TopologyShape s = TopologyShapeOf(hw, kind, group_size);
  // Ring/Simple is always enabled; at bytes = 0 the multi-rail factor is 1.
  Terms t = *AlgoTerms(hw, kind, 0, s, NcclAlgo::kRing, NcclProto::kSimple);
  double bytes = efficiency / (1 - efficiency) * t.latency_us * 1e-6 * t.algo_gbps * 1e9;
  // Beyond 50 MB the multi-rail law raises the bandwidth as bytes^0.17:
  // solve S = B0·(S/50e6)^0.17 for S.
  if (s.is_ib && s.nodes > 2 && bytes > kMultiRailBytes) {
    bytes = kMultiRailBytes * std::pow(bytes / kMultiRailBytes, 1 / (1 - kMultiRailExponent));
  }
  return static_cast<int64_t>(bytes);
}

}  // namespace collopt
