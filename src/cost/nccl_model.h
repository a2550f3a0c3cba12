// collopt/cost/nccl_model.h — analytic NCCL collective time.
//
// A port of the multi-algorithm model in PyTorch's
// torch/_inductor/comm_analysis.py (`_nccl_algo_time`, `_nccl_best_algo_time`),
// which mirrors NCCL's `ncclTopoTuneModel` + `ncclTopoGetAlgoTime`
// (src/graph/tuning.cc): Ring and Tree × LL, LL128, Simple, with NCCL's base
// and hardware latencies, per-channel bandwidth caps and Tree correction
// factors; intra-node (NVLink) vs inter-node (network) chosen by
// ceil(group_size / gpus_per_node). The formulas and worked examples are in
// shared/reference/pytorch_overlap_passes.md §3.3.
//
// `bytes` follows NCCL's definition of a collective's size: the full buffer
// (all_gather: the gathered output; reduce_scatter, all_reduce, all_to_all,
// broadcast: the input).
#ifndef COLLOPT_COST_NCCL_MODEL_H_
#define COLLOPT_COST_NCCL_MODEL_H_

#include <cstdint>

#include "cost/hardware.h"
#include "ir/op_class.h"

namespace collopt {

enum class NcclAlgo { kRing, kTree };
enum class NcclProto { kLL, kLL128, kSimple };

std::string_view NcclAlgoName(NcclAlgo algo);     // "ring", "tree"
std::string_view NcclProtoName(NcclProto proto);  // "LL", "LL128", "Simple"

struct NcclEstimate {
  double time_us = 0;  // 0 for a group of one rank
  NcclAlgo algo = NcclAlgo::kRing;
  NcclProto proto = NcclProto::kSimple;
};

/// Time in µs of one (algorithm, protocol) pair, or −1 when NCCL would not
/// use it (LL128 across more than 2 nodes or across InfiniBand; Tree except
/// for all_reduce).
double NcclAlgoTimeUs(const HardwareProfile& hw, CollectiveKind kind, int64_t bytes,
                      int64_t group_size, NcclAlgo algo, NcclProto proto);

/// The fastest enabled (algorithm, protocol) pair.
NcclEstimate EstimateNcclTime(const HardwareProfile& hw, CollectiveKind kind, int64_t bytes,
                              int64_t group_size);

/// Bytes at which a collective reaches `efficiency` of its bus bandwidth:
/// e/(1−e) · latency · bandwidth of the best Ring/Simple configuration
/// (the classic `compute_min_saturation_bytes` form, §3.2). Used by the
/// bucketer's `auto` size cap.
int64_t SaturationBytes(const HardwareProfile& hw, CollectiveKind kind, int64_t group_size,
                        double efficiency = 0.9);

}  // namespace collopt

#endif  // COLLOPT_COST_NCCL_MODEL_H_
