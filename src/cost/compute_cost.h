// collopt/cost/compute_cost.h — roofline time of a compute-stream op.
//
// time = max(FLOPs ÷ peak(dtype), bytes moved ÷ HBM bandwidth), the roofline
// of torch/utils/_runtime_estimation.py (`estimate_roofline_runtime`), with
// the hardware profile's dense peak — for matmuls and attention through the
// profile's fitted efficiency curve (hardware.h ComputeCurve, fitted by
// calibration.h on measured H100 kernels for the built-in h100):
//   time = max((F + F_half) ÷ (peak × efficiency), bytes ÷ (HBM × memory_efficiency)).
//  - FLOPs, by rule (CostRule), counted as torch/utils/flop_counter.py does
//    (CountedFlops; tests/cost/flop_counter_goldens.json holds PyTorch's own
//    counts, scripts/flop_goldens.py):
//    matmul: mm/addmm/_scaled_mm 2·M·N·K; bmm, baddbmm 2·B·M·N·K; addbmm
//    2·B·M·N·K; linear 2·numel(out)·K; _grouped_mm 2·numel(out)·K
//    (2·M·N·K_total for the 2-D × 2-D form). The bias of addmm/baddbmm/linear
//    is cuBLASLt's fused epilogue: its bytes, no extra kernel.
//    convolution (conv_flop_count): 2·N·prod(spatial of the output, of the
//    input when transposed)·w[0]·w[1]·prod(kernel), i.e. the implicit GEMM
//    M = N·H_out·W_out, N = C_out/groups, K = C_in/groups·kh·kw per group.
//    convolution_backward (conv_backward_flop): grad_input as the transposed
//    convolution of grad_output, grad_weight as the convolution of input and
//    grad_output, each if its output_mask entry is set; grad_bias is a
//    reduction (bytes only).
//    attention (sdpa_flop_count, sdpa_backward_flop_count): forward
//    2·(B·H)·L·S·(E+Ev), backward 2·(B·H)·L·S·(3E+2Ev), for the SDPA ops
//    (flash, efficient, cudnn, overrideable, math, flash_for_cpu), the raw
//    _flash_attention_* / _efficient_attention_* ops (tensors [B, S, H, D])
//    and flex attention (as SDPA: its block mask is opaque).
//  - executed FLOPs (ComputeFlops, what the time is priced from) differ from
//    the count in two places: a fused causal attention kernel (every variant
//    but math) skips the masked half (the counter: "we aren't accounting for
//    causal attention"), and grad_weight of a grouped convolution is one
//    forward's multiplies (the counter counts it `groups` times).
//  - tensor cores or not: matmuls, attention and convolutions whose groups
//    have ≥ 8 channels each (cuDNN's MMA tile) run through the fitted curve
//    at the dtype's dense peak; grouped/depthwise convolutions with fewer run
//    on the CUDA cores at the profile's fp32 rate on the plain roofline, so
//    their bytes bound them. Everything else with a tensor result is
//    memory-bound: bytes ÷ HBM bandwidth.
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

/// The FLOPs of one op: `counted` as torch.utils.flop_counter counts them,
/// `executed` as the kernel does them (see the file comment), and whether its
/// math runs on tensor cores.
struct OpFlops {
  double counted = 0;
  double executed = 0;
  bool tensor_cores = true;
};

/// The FLOPs of `node` (zeros for an op without math or missing operands).
OpFlops CountOpFlops(const Graph& graph, const Node& node);

/// CountOpFlops(...).executed: the FLOPs the time is priced from.
double ComputeFlops(const Graph& graph, const Node& node);

/// CountOpFlops(...).counted: torch.utils.flop_counter's count.
double CountedFlops(const Graph& graph, const Node& node);

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

/// kMatmul: the matmul ops and convolutions (implicit GEMMs) with their
/// backward; kAttention / kAttentionBackward: the attention ops above,
/// forward / `_backward`; kOther: everything else.
ComputeClass ClassifyCompute(const Node& node);

/// "matmul", "attention", "attention_backward", "other".
std::string_view ComputeClassName(ComputeClass compute_class);

/// Which rule prices a compute node (`collopt census --costs` shows it).
enum class CostRule {
  kFree,                 // IsFreeOp: views, waits, allocations, host work
  kMatmul,               // GEMMs through the matmul curve
  kConvolution,          // implicit GEMM (or CUDA cores, see above)
  kConvolutionBackward,  // grad_input + grad_weight as the mask asks
  kAttention,            // fused attention forward
  kAttentionBackward,    // fused attention backward
  kMemoryBound,          // bytes ÷ HBM bandwidth
};

/// The rule of `node` (collectives and measured nodes are priced elsewhere,
/// cost_model.h).
CostRule RuleOf(const Graph& graph, const Node& node);

/// "free", "matmul", "convolution", "convolution_backward", "attention",
/// "attention_backward", "memory".
std::string_view CostRuleName(CostRule rule);

/// The curve of `compute_class` in `hw` (the plain roofline for kOther).
ComputeCurve CurveOf(const HardwareProfile& hw, ComputeClass compute_class);

/// The curve formula above, in µs: `flops` at `peak_tflops`, `bytes` at
/// `hbm_gbps`.
double CurveTimeUs(const ComputeCurve& curve, double flops, double peak_tflops, int64_t bytes,
                   double hbm_gbps);

/// The time of an op of `compute_class` with `flops` executed FLOPs in
/// `dtype` moving `bytes`, in µs: through the class's curve at the dtype's
/// peak on tensor cores, else on the plain roofline at the profile's fp32
/// (CUDA-core) rate; bytes alone when it has no FLOPs. EstimateComputeCost
/// and the calibration (calibration.h) both price through it.
double OpTimeUs(const HardwareProfile& hw, ComputeClass compute_class, double flops,
                bool tensor_cores, DType dtype, int64_t bytes);

/// The dtype whose peak prices `node` (its first output's; the first
/// input's when the output is not floating point).
DType ComputeDType(const Graph& graph, const Node& node);

struct ComputeCost {
  double flops = 0;
  int64_t bytes = 0;
  double time_us = 0;
  /// Matmul, convolution or attention (ClassifyCompute ≠ kOther) and not free:
  /// it fills the SMs (cost/contention.h's SM-bound factor).
  bool sm_bound = false;
};

/// Roofline estimate for a non-collective call node.
ComputeCost EstimateComputeCost(const Graph& graph, const Node& node, const HardwareProfile& hw);

}  // namespace collopt

#endif  // COLLOPT_COST_COMPUTE_COST_H_
