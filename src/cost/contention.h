// collopt/cost/contention.h — compute slowed by the collectives running
// beside it.
//
// While an NCCL kernel runs, it holds one thread block per channel on its
// own SMs and shares HBM and L2 with the compute kernels: a compute kernel
// overlapped with communication runs slower (PyTorch #179937 measured
// overlapped matmuls 30–40 % slower). collopt's simulator scales a compute
// op's time by a factor while any collective is in flight (sim/simulator.h):
//   SM-bound compute (matmul, convolution, attention: compute_cost.h
//   CostRule), which fills every SM:
//     f = 1.028 × SMs ÷ (SMs − c)
//   memory-bound compute:
//     f = 1 + 0.129 × (c ÷ SMs) ÷ (20 ÷ 132)
// with c = the profile's NCCL channels (one SM each; nccl_channels, from
// comm_analysis.py `_GPU_NCHANNELS`) and SMs = the profile's sm_count. The
// two constants are measured (scripts/measure_contention.py) on a real
// DeepSeek-V3 training trace (deepseek-ai/profile-data train.json, one H800,
// 132 SMs, DeepEP kernels on 20 SMs beside the compute): grouped GEMMs
// launched on 112 SMs whether or not communication ran were 1.028× slower
// beside it (HBM/L2 interference alone, the SMs kept); memory-bound kernels
// 1.129× (the script's per-block measure; the class as a whole gives 1.179,
// 1.129 without three norms whose grids were sized to all 132 SMs and so
// lost a whole wave). h100: c = 16 of 132 SMs gives f = 1.170 for matmuls,
// 1.103 for memory-bound ops.
// When collectives of several kinds are in flight the largest factor
// applies. `--contention on` turns it on (the default, off, is perfect
// overlap); `--contention matmul=F,memory=F` (or `KIND.matmul=F`,
// `KIND.memory=F` for one collective kind: all_gather, reduce_scatter,
// all_reduce, all_to_all, broadcast) turns it on with those factors.
#ifndef COLLOPT_COST_CONTENTION_H_
#define COLLOPT_COST_CONTENTION_H_

#include <array>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "cost/hardware.h"
#include "ir/op_class.h"

namespace collopt {

/// The number of CollectiveKind values.
inline constexpr size_t kCollectiveKindCount = 5;

/// Slowdown factors (≥ 1) of compute while a collective runs beside it.
struct ContentionModel {
  bool enabled = false;
  /// Indexed by CollectiveKind.
  std::array<double, kCollectiveKindCount> sm_bound{1, 1, 1, 1, 1};
  std::array<double, kCollectiveKindCount> memory_bound{1, 1, 1, 1, 1};

  /// The factor on an SM-bound (`sm_bound_op`) or memory-bound compute op
  /// while a collective of `kind` runs; 1 when disabled.
  double Factor(CollectiveKind kind, bool sm_bound_op) const {
    if (!enabled) return 1;
    size_t k = static_cast<size_t>(kind);
    return sm_bound_op ? sm_bound[k] : memory_bound[k];
  }
};

/// The factors of the file comment for `hw`, every kind alike, enabled.
ContentionModel DefaultContention(const HardwareProfile& hw);

/// `--contention`: "on" (DefaultContention), "off" (disabled), or
/// comma-separated overrides of the defaults ("matmul=1.3,memory=1.1",
/// "all_to_all.matmul=1.05"). Error (prefixed "--contention: "): another
/// word, an unknown key or kind, a factor that is not a finite number ≥ 1.
absl::StatusOr<ContentionModel> ParseContention(std::string_view spec, const HardwareProfile& hw);

/// "off", or the factors: "matmul ×1.170, memory ×1.104" (one pair when
/// every kind agrees, else one per kind).
std::string ContentionSummary(const ContentionModel& model);

}  // namespace collopt

#endif  // COLLOPT_COST_CONTENTION_H_
