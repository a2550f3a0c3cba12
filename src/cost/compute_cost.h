// collopt/cost/compute_cost.h — roofline time of a compute-stream op.
//
// time = max(FLOPs ÷ peak(dtype), bytes moved ÷ HBM bandwidth), the roofline
// of torch/utils/_runtime_estimation.py (`estimate_roofline_runtime`), with
// the hardware profile's dense peak — for matmuls and attention through the
// profile's fitted efficiency curve (hardware.h ComputeCurve, fitted by
// calibration.h on measured H100 kernels for the built-in h100):
//   time = max((F + F_half) ÷ (peak × efficiency), bytes ÷ (HBM × memory_efficiency)).
//  - FLOPs (torch/utils/flop_counter.py formulas): mm/addmm 2·M·N·K; bmm,
//    baddbmm 2·B·M·N·K; _grouped_mm 2·numel(out)·K (2·M·N·K_total for the
//    2-D × 2-D form); scaled-dot-product attention forward 2·B·H·L·S·(E+Ev),
//    backward 2·B·H·L·S·(3E+2Ev), both halved when the op says is_causal;
//    flex_attention as non-causal SDPA (its mask is opaque); convolution
//    2·numel(out)·(C_in/groups)·prod(kernel).
//  - bytes moved: every input tensor (each node once) plus every output
//    tensor; peak(dtype) uses the first output's dtype (or the first
//    input's, for ops returning a tuple of floats).
//  - zero: views and aliases, waits, symbolic-scalar ops, ops returning
//    None, `empty`-style allocations, and ops on CPU tensors (host work) unless
//    the whole graph is on the CPU (Graph::host_is_device: captured without a GPU).
#ifndef COLLOPT_COST_COMPUTE_COST_H_
#define COLLOPT_COST_COMPUTE_COST_H_

#include <cstdint>
#include <string_view>

#include "cost/hardware.h"
#include "ir/graph.h"

namespace collopt {

/// FLOPs of `node` (0 for non-math ops).
double ComputeFlops(const Graph& graph, const Node& node);

/// Bytes read and written by `node` (inputs once per node, plus outputs); a
/// link of a fused scatter chain (IsFusedScatter) moves only its source.
int64_t BytesMoved(const Graph& graph, const Node& node);

/// Whether `node` is an `aten.slice_scatter` whose base only it reads, made by
/// an `aten.constant_pad_nd` or another `slice_scatter`: a link of the
/// chain that writes pieces side by side into one buffer (passes'
/// buckets). Inductor lowers both ops as pointwise ops with masked loads
/// (torch/_inductor/lowering.py `constant_pad_nd`, `slice_scatter`) and fuses
/// a pointwise node into its sole consumer, so the chain is one kernel: the
/// buffer is written once (by the pad's cost) and each link reads its source.
/// sim/memory.h keeps the chain in the pad's storage.
bool IsFusedScatter(const Graph& graph, const Node& node);

/// True when the op costs nothing on the device (see the file comment).
bool IsFreeOp(const Graph& graph, const Node& node);

/// The op classes with a fitted efficiency curve.
enum class ComputeClass { kMatmul, kAttention, kAttentionBackward, kOther };

/// kMatmul: mm, addmm, bmm, baddbmm, _grouped_mm, _scaled_mm; kAttention /
/// kAttentionBackward: the `_scaled_dot_product_*` ops and flex attention,
/// forward / `_backward`; kOther: everything else.
ComputeClass ClassifyCompute(const Node& node);

/// "matmul", "attention", "attention_backward", "other".
std::string_view ComputeClassName(ComputeClass compute_class);

/// The curve of `compute_class` in `hw` (the plain roofline for kOther).
ComputeCurve CurveOf(const HardwareProfile& hw, ComputeClass compute_class);

/// The curve formula above, in µs: `flops` at `peak_tflops`, `bytes` at
/// `hbm_gbps`.
double CurveTimeUs(const ComputeCurve& curve, double flops, double peak_tflops, int64_t bytes,
                   double hbm_gbps);

/// The dtype whose peak prices `node` (its first output's; the first
/// input's when the output is not floating point).
DType ComputeDType(const Graph& graph, const Node& node);

struct ComputeCost {
  double flops = 0;
  int64_t bytes = 0;
  double time_us = 0;
};

/// Roofline estimate for a non-collective call node.
ComputeCost EstimateComputeCost(const Graph& graph, const Node& node, const HardwareProfile& hw);

}  // namespace collopt

#endif  // COLLOPT_COST_COMPUTE_COST_H_
