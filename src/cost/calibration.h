// collopt/cost/calibration.h — fitting the compute model to measured kernels
// (`collopt calibrate`).
//
// Input: graphs with node-costs files (node_costs.h) whose entries carry a
// "source" (shared/data/h100_inductor_runs/*.nodes.json):
//  - "compute_benchmarked_h100": the op run alone on an H100 (Inductor's
//    `benchmark_node`) — the samples of the matmul and attention curves;
//  - "mem_bound_estimate": Inductor's bytes ÷ HBM-bandwidth estimate
//    (cost/mem_bound.h) — the samples of the memory-bound bandwidth.
// Output: a HardwareProfile (hardware.h) whose compute curves and hbm_gbps
// are fitted, everything else taken from a base profile.
//
// The fit, per op class (compute_cost.h ComputeClass) with samples:
//   time = max((F + F_half) ÷ (peak(dtype) × e), bytes ÷ (HBM × m))
// with (e, F_half, m) chosen on a fixed grid — e in 0.20 … 1.00 step 0.01,
// F_half = 0 or 0.1 × 1.1^k GFLOP (k = 0 … 80, up to ≈ 200 GFLOP), m in
// 0.05 … 1.00 step 0.01 — to minimize Σ |estimate ÷ measured − 1| over the
// class's samples, the samples of one shape (same FLOPs, bytes and dtype)
// taken at their median time and counted as many times as they occur (ties
// keep the first grid point, so the result is deterministic). Matmul is
// fitted first; the attention classes keep its m and fit (e, F_half) only (a
// few attention shapes cannot pin three parameters). Convolutions on the
// CUDA cores (OpFlops::tensor_cores false) are priced off the curves and
// take no part in the fit. HBM is the base profile's hbm_gbps
// replaced first by the fitted one. hbm_gbps = the median over memory-bound
// samples of MemBoundBytes ÷ time. A class without samples keeps the base
// profile's curve. The error measure everywhere is |estimate ÷ measured − 1|.
#ifndef COLLOPT_COST_CALIBRATION_H_
#define COLLOPT_COST_CALIBRATION_H_

#include <cstdint>
#include <string>
#include <vector>

#include "cost/compute_cost.h"
#include "cost/hardware.h"
#include "cost/node_costs.h"
#include "ir/graph.h"

namespace collopt {

/// One measured node, reduced to what the model sees.
struct CalibrationSample {
  std::string graph;  // label of the graph it came from (leave-one-out key)
  std::string node;
  /// kOther marks a memory-bound sample (a "mem_bound_estimate" entry).
  ComputeClass compute_class = ComputeClass::kOther;
  /// The rule that prices it (compute_cost.h RuleOf): the error tables' rows.
  CostRule rule = CostRule::kMemoryBound;
  /// False for a convolution on the CUDA cores (OpFlops::tensor_cores): priced
  /// on the plain roofline, so it is no point of the fitted curve.
  bool tensor_cores = true;
  DType dtype = DType::kBFloat16;  // selects the peak (ComputeDType)
  double flops = 0;
  int64_t bytes = 0;  // BytesMoved for compute samples, MemBoundBytes for memory-bound ones
  double measured_us = 0;
};

/// The samples of one graph: its "compute_benchmarked_h100" entries of a
/// matmul, convolution or attention op with FLOPs > 0, and its "mem_bound_estimate"
/// entries with a nonzero time. Entries naming nodes not in `graph` are
/// skipped (NodeCosts::ApplyTo reports them).
std::vector<CalibrationSample> CollectCalibrationSamples(const Graph& graph, const NodeCosts& costs,
                                                         const std::string& label);

/// The model's time for `sample` under `hw`, in µs (compute samples:
/// compute_cost.h OpTimeUs, as the cost model prices the node; memory-bound
/// samples: bytes ÷ hbm_gbps).
double EstimateSampleUs(const CalibrationSample& sample, const HardwareProfile& hw);

/// Fits `base`'s hbm_gbps and compute curves to `samples` (file comment).
/// `name` becomes the profile's name.
HardwareProfile FitHardwareProfile(const std::vector<CalibrationSample>& samples,
                                   const HardwareProfile& base, const std::string& name);

/// One row of an error table.
struct CalibrationError {
  std::string graph;          // the held-out graph ("all" for a summary row)
  std::string compute_class;  // CostRuleName, "memory_bound", or "all compute"
  int64_t samples = 0;
  double median_error = 0;  // median of |estimate ÷ measured − 1|
  double p90_error = 0;     // 90th percentile (nearest rank) of the same
};

/// Leave-one-graph-out validation: for every graph label, fits on the
/// samples of all other graphs and measures the errors on that graph's
/// samples: one row per (graph, rule with samples: matmul, convolution,
/// convolution_backward, attention, attention_backward, memory_bound), then
/// "all compute" (every rule but memory_bound) per graph. Rows in graph-label order.
std::vector<CalibrationError> LeaveOneGraphOut(const std::vector<CalibrationSample>& samples,
                                               const HardwareProfile& base);

/// Errors of `hw` itself on `samples`, rows as LeaveOneGraphOut's.
std::vector<CalibrationError> CalibrationErrors(const std::vector<CalibrationSample>& samples,
                                                const HardwareProfile& hw);

/// Markdown table of `rows`: graph | class | nodes | median | p90 (percent).
std::string CalibrationErrorsMarkdown(const std::vector<CalibrationError>& rows);

}  // namespace collopt

#endif  // COLLOPT_COST_CALIBRATION_H_
