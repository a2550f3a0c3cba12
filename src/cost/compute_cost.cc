// collopt/cost/compute_cost.cc — see compute_cost.h.
#include "cost/compute_cost.h"

#include <algorithm>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "support/strings.h"

namespace collopt {
namespace {

const TensorType* TensorArg(const Graph& graph, const Node& node, size_t index) {
  if (index >= node.args.size() || node.args[index].kind != Argument::Kind::kNode) return nullptr;
  const Value& v = graph.node(node.args[index].node).value;
  return v.is_tensor() ? &v.tensor : nullptr;
}

double Dim(const TensorType& t, int64_t i) {
  int64_t r = t.rank();
  if (i < 0) i += r;
  return (i < 0 || i >= r) ? 1.0 : static_cast<double>(t.shape[static_cast<size_t>(i)].hint);
}

// The attention ops, their operand positions and tensor layout
// (native_functions.yaml schemas, as PyTorch 2.6 prints them).
struct AttentionOp {
  std::string_view base;
  size_t q_index;         // query; key and value follow it
  bool seq_before_heads;  // [B, S, H, D] (the raw flash/efficient ops), else [..., S, D]
  int causal_index;       // is_causal / custom_mask_type; -1: the mask is opaque or none
  std::string_view causal_kwarg;
  bool skips_masked_blocks;  // a fused kernel skips the blocks a causal mask hides
};

constexpr AttentionOp kAttentionOps[] = {
    {"aten._scaled_dot_product_flash_attention", 0, false, 4, "is_causal", true},
    {"aten._scaled_dot_product_flash_attention_backward", 1, false, 11, "is_causal", true},
    {"aten._scaled_dot_product_flash_attention_for_cpu", 0, false, 4, "is_causal", true},
    {"aten._scaled_dot_product_flash_attention_for_cpu_backward", 1, false, 7, "is_causal", true},
    {"aten._scaled_dot_product_efficient_attention", 0, false, 6, "is_causal", true},
    {"aten._scaled_dot_product_efficient_attention_backward", 1, false, 11, "is_causal", true},
    {"aten._scaled_dot_product_cudnn_attention", 0, false, 6, "is_causal", true},
    {"aten._scaled_dot_product_cudnn_attention_backward", 1, false, 14, "is_causal", true},
    {"aten._scaled_dot_product_fused_attention_overrideable", 0, false, 5, "is_causal", true},
    {"aten._scaled_dot_product_fused_attention_overrideable_backward", 1, false, 13, "is_causal",
     true},
    {"aten._scaled_dot_product_attention_math", 0, false, 5, "is_causal", false},
    {"aten._scaled_dot_product_attention_math_for_mps", 0, false, 5, "is_causal", false},
    {"aten._flash_attention_forward", 0, true, 8, "is_causal", true},
    {"aten._flash_attention_backward", 1, true, 11, "is_causal", true},
    {"aten._efficient_attention_forward", 0, true, 9, "custom_mask_type", true},
    {"aten._efficient_attention_backward", 1, true, 14, "custom_mask_type", true},
    {"higher_order.flex_attention", 0, false, -1, "", false},
    {"higher_order.flex_attention_backward", 0, false, -1, "", false},
};

const AttentionOp* FindAttentionOp(std::string_view base) {
  for (const AttentionOp& op : kAttentionOps) {
    if (op.base == base) return &op;
  }
  return nullptr;
}

bool IsMatmulOp(std::string_view base) {
  return base == "aten.mm" || base == "aten.addmm" || base == "aten.bmm" ||
         base == "aten.baddbmm" || base == "aten.addbmm" || base == "aten.linear" ||
         base == "aten._grouped_mm" || base == "aten._scaled_mm" ||
         base == "aten._scaled_grouped_mm";
}

bool IsConvolutionOp(std::string_view base) {
  return base == "aten.convolution" || base == "aten._convolution" ||
         base == "aten.cudnn_convolution";
}

// A bool (or int) argument that is set; false for a missing one.
bool IsTrue(const Argument* arg) {
  return arg != nullptr &&
         (arg->kind == Argument::Kind::kBool || arg->kind == Argument::Kind::kInt) && arg->i != 0;
}

bool IsCausal(const Node& node, const AttentionOp& op) {
  if (op.causal_index < 0) return false;
  const auto index = static_cast<size_t>(op.causal_index);
  return IsTrue(index < node.args.size() ? &node.args[index] : node.Kwarg(op.causal_kwarg));
}

double Product(const TensorType& t, int64_t from, int64_t to) {
  double p = 1;
  for (int64_t i = from; i < to; ++i) p *= Dim(t, i);
  return p;
}

// sdpa_flop_count / sdpa_backward_flop_count of torch/utils/flop_counter.py:
// 2·(B·H)·L·S·(E + Ev) forward, 2·(B·H)·L·S·(3E + 2Ev) backward (QKᵀ
// recomputed, dV, dP, dQ, dK), with L, E from the query, S from the key and
// Ev from the value; B·H is every query dim but the last two.
OpFlops AttentionFlops(const Graph& graph, const Node& node, const AttentionOp& op, bool backward) {
  const TensorType* q = TensorArg(graph, node, op.q_index);
  const TensorType* k = TensorArg(graph, node, op.q_index + 1);
  const TensorType* v = TensorArg(graph, node, op.q_index + 2);
  if (q == nullptr || k == nullptr || v == nullptr || q->rank() < 2 || k->rank() < 2 ||
      v->rank() < 1) {
    return {};
  }
  double l = 0;
  double s = 0;
  double batch_heads = 0;
  if (op.seq_before_heads) {  // [B, S, H, D]
    if (q->rank() != 4 || k->rank() != 4) return {};
    l = Dim(*q, 1);
    s = Dim(*k, 1);
    batch_heads = Dim(*q, 0) * Dim(*q, 2);
  } else {
    l = Dim(*q, -2);
    s = Dim(*k, -2);
    batch_heads = Product(*q, 0, q->rank() - 2);
  }
  double e = Dim(*q, -1);
  double ev = Dim(*v, -1);
  double per = backward ? 3 * e + 2 * ev : e + ev;
  double counted = 2 * batch_heads * l * s * per;
  bool halved = op.skips_masked_blocks && IsCausal(node, op);
  return {counted, halved ? counted / 2 : counted, true};
}

// conv_flop_count of torch/utils/flop_counter.py: prod(spatial of x if
// transposed else of out) · prod(w[2:]) · x[0] · w[0] · w[1] · 2.
double ConvCount(const std::vector<double>& x, const std::vector<double>& w,
                 const std::vector<double>& out, bool transposed) {
  if (x.size() < 2 || w.size() < 2 || out.size() < 2) return 0;
  const std::vector<double>& conv = transposed ? x : out;
  double f = 2 * x[0] * w[0] * w[1];
  for (size_t i = 2; i < conv.size(); ++i) f *= conv[i];
  for (size_t i = 2; i < w.size(); ++i) f *= w[i];
  return f;
}

std::vector<double> Dims(const TensorType& t) {
  std::vector<double> dims;
  dims.reserve(static_cast<size_t>(t.rank()));
  for (int64_t i = 0; i < t.rank(); ++i) dims.push_back(Dim(t, i));
  return dims;
}

std::vector<double> SwapFirstTwo(std::vector<double> dims) {
  if (dims.size() >= 2) std::swap(dims[0], dims[1]);
  return dims;
}

bool BoolArg(const Node& node, size_t index) {
  return IsTrue(index < node.args.size() ? &node.args[index] : nullptr);
}

int64_t IntArg(const Node& node, size_t index, int64_t fallback) {
  if (index >= node.args.size() || node.args[index].kind != Argument::Kind::kInt) return fallback;
  return node.args[index].i;
}

// Whether the implicit GEMM of a convolution runs on tensor cores: cuDNN
// needs the channels of a group to fill an MMA tile (multiples of 8, cuDNN
// Developer Guide "Tensor Core Operations"); it pads a single group's
// channels (ResNet's 3-channel stem), but grouped and depthwise convolutions
// with fewer than 8 channels per group run on the CUDA cores. Weight
// [C_out, C_in/g, k...], transposed [C_in, C_out/g, k...].
bool ConvUsesTensorCores(const TensorType& w, bool transposed, int64_t groups) {
  if (groups <= 1) return true;
  double g = static_cast<double>(groups);
  double in_per_group = transposed ? Dim(w, 0) / g : Dim(w, 1);
  double out_per_group = transposed ? Dim(w, 1) : Dim(w, 0) / g;
  return in_per_group >= 8 && out_per_group >= 8;
}

// convolution(input, weight, bias, stride, padding, dilation, transposed,
// output_padding, groups, ...): the counter's conv_flop; executed the same.
OpFlops ConvolutionFlops(const Graph& graph, const Node& node, std::string_view base) {
  const TensorType* x = TensorArg(graph, node, 0);
  const TensorType* w = TensorArg(graph, node, 1);
  const TensorType* out = FirstTensor(node.value);
  if (x == nullptr || w == nullptr || out == nullptr || w->rank() < 2) return {};
  // cudnn_convolution(self, weight, padding, stride, dilation, groups, ...)
  bool cudnn = base == "aten.cudnn_convolution";
  bool transposed = !cudnn && BoolArg(node, 6);
  int64_t groups = IntArg(node, cudnn ? 5 : 8, 1);
  double counted = ConvCount(Dims(*x), Dims(*w), Dims(*out), transposed);
  return {counted, counted, ConvUsesTensorCores(*w, transposed, groups)};
}

// convolution_backward(grad_output, input, weight, bias_sizes, stride,
// padding, dilation, transposed, output_padding, groups, output_mask): the
// counter's conv_backward_flop (grad_input as the transposed convolution
// of grad_output, grad_weight as a convolution of the input with
// grad_output, batch and channel dims swapped). Executed: each of the two
// is one forward convolution's multiplies (the counter's grad_weight term
// ignores groups and counts a grouped one `groups` times); grad_bias is a
// reduction, priced by its bytes.
OpFlops ConvolutionBackwardFlops(const Graph& graph, const Node& node) {
  const TensorType* grad_out = TensorArg(graph, node, 0);
  const TensorType* x = TensorArg(graph, node, 1);
  const TensorType* w = TensorArg(graph, node, 2);
  if (grad_out == nullptr || x == nullptr || w == nullptr || w->rank() < 2 ||
      node.args.size() < 11 || node.args[10].kind != Argument::Kind::kList) {
    return {};
  }
  const RareVector<Argument>& mask = node.args[10].items;
  auto wants = [&](size_t i) { return IsTrue(i < mask.size() ? &mask[i] : nullptr); };
  bool transposed = BoolArg(node, 7);
  int64_t groups = IntArg(node, 9, 1);
  std::vector<double> g_dims = Dims(*grad_out);
  std::vector<double> x_dims = Dims(*x);
  std::vector<double> w_dims = Dims(*w);
  double forward = ConvCount(x_dims, w_dims, g_dims, transposed);
  OpFlops flops;
  if (wants(0)) {
    flops.counted += ConvCount(g_dims, w_dims, x_dims, !transposed);
    flops.executed += forward;
  }
  if (wants(1)) {
    flops.counted +=
        transposed
            ? ConvCount(SwapFirstTwo(g_dims), SwapFirstTwo(x_dims), SwapFirstTwo(w_dims), false)
            : ConvCount(SwapFirstTwo(x_dims), SwapFirstTwo(g_dims), SwapFirstTwo(w_dims), false);
    flops.executed += forward;
  }
  flops.tensor_cores = ConvUsesTensorCores(*w, transposed, groups);
  return flops;
}

// mm/addmm/bmm/baddbmm/_scaled_mm: 2·numel(out)·K (the counter's mm_flop,
// bmm_flop); addbmm sums its batch: 2·numel(batch1)·N; linear(input,
// weight [N, K]): 2·numel(out)·K; _grouped_mm 2·numel(out)·K, or
// 2·M·N·K_total for the 2-D × 2-D form (each group contracts its own K).
double MatmulFlops(const Graph& graph, const Node& node, std::string_view base) {
  const TensorType* out = FirstTensor(node.value);
  if (out == nullptr) return 0;
  size_t a_index =
      (base == "aten.addmm" || base == "aten.baddbmm" || base == "aten.addbmm") ? 1 : 0;
  const TensorType* a = TensorArg(graph, node, a_index);
  const TensorType* b = TensorArg(graph, node, a_index + 1);
  if (a == nullptr || b == nullptr) return 0;
  double k = Dim(*a, -1);
  double numel = static_cast<double>(out->numel());
  if (base == "aten.addbmm") return 2 * static_cast<double>(a->numel()) * Dim(*b, -1);
  if ((base == "aten._grouped_mm" || base == "aten._scaled_grouped_mm") && a->rank() == 2 &&
      b->rank() == 2) {
    return 2 * Dim(*a, 0) * Dim(*b, 1) * k;
  }
  return 2 * numel * k;
}

}  // namespace

OpFlops CountOpFlops(const Graph& graph, const Node& node) {
  std::string_view base = OpBaseName(node.target);
  if (IsMatmulOp(base)) {
    double f = MatmulFlops(graph, node, base);
    return {f, f, true};
  }
  if (const AttentionOp* op = FindAttentionOp(base)) {
    return AttentionFlops(graph, node, *op, EndsWith(base, "_backward"));
  }
  if (IsConvolutionOp(base)) return ConvolutionFlops(graph, node, base);
  if (base == "aten.convolution_backward") return ConvolutionBackwardFlops(graph, node);
  return {};
}

double ComputeFlops(const Graph& graph, const Node& node) {
  return CountOpFlops(graph, node).executed;
}

double CountedFlops(const Graph& graph, const Node& node) {
  return CountOpFlops(graph, node).counted;
}

bool IsFusedScatter(const Graph& graph, const Node& node) {
  if (node.target != "aten.slice_scatter.default" || node.args.size() < 2 ||
      node.args[0].kind != Argument::Kind::kNode) {
    return false;
  }
  const Node& base = graph.node(node.args[0].node);
  if (base.users.size() != 1) return false;
  return base.target == "aten.constant_pad_nd.default" ||
         base.target == "aten.slice_scatter.default";
}

int64_t BytesMoved(const Graph& graph, const Node& node) {
  if (IsFusedScatter(graph, node)) {
    const Argument& src = node.args[1];
    return src.kind == Argument::Kind::kNode ? graph.node(src.node).value.bytes() : 0;
  }
  absl::InlinedVector<NodeId, 8> inputs;  // distinct; no allocation for most nodes
  auto add = [&](NodeId id) {
    if (std::find(inputs.begin(), inputs.end(), id) == inputs.end()) inputs.push_back(id);
  };
  ForEachInput(node, add);
  int64_t bytes = node.value.bytes();
  for (NodeId id : inputs) bytes += graph.node(id).value.bytes();
  return bytes;
}

bool IsFreeOp(const Graph& graph, const Node& node) {
  if (node.op != NodeOp::kCallFunction) return true;
  if (node.op_class == OpClass::kView || node.op_class == OpClass::kWait) return true;
  const TensorType* out = FirstTensor(node.value);
  if (out == nullptr) return true;  // symbolic scalars, None
  if (out->device.type == "cpu" && !graph.host_is_device) return true;
  std::string_view t = node.target;
  // aten.empty, empty_strided, empty_like, new_empty: allocations only.
  return StartsWith(t, "aten.empty") || StartsWith(t, "aten.new_empty");
}

ComputeClass ClassifyCompute(const Node& node) {
  std::string_view base = OpBaseName(node.target);
  if (IsMatmulOp(base) || IsConvolutionOp(base) || base == "aten.convolution_backward") {
    return ComputeClass::kMatmul;
  }
  if (FindAttentionOp(base) != nullptr) {
    return EndsWith(base, "_backward") ? ComputeClass::kAttentionBackward
                                       : ComputeClass::kAttention;
  }
  return ComputeClass::kOther;
}

CostRule RuleOf(const Graph& graph, const Node& node) {
  if (IsFreeOp(graph, node)) return CostRule::kFree;
  std::string_view base = OpBaseName(node.target);
  if (IsMatmulOp(base)) return CostRule::kMatmul;
  if (IsConvolutionOp(base)) return CostRule::kConvolution;
  if (base == "aten.convolution_backward") return CostRule::kConvolutionBackward;
  if (FindAttentionOp(base) != nullptr) {
    return EndsWith(base, "_backward") ? CostRule::kAttentionBackward : CostRule::kAttention;
  }
  return CostRule::kMemoryBound;
}

std::string_view CostRuleName(CostRule rule) {
  switch (rule) {
    case CostRule::kFree:
      return "free";
    case CostRule::kMatmul:
      return "matmul";
    case CostRule::kConvolution:
      return "convolution";
    case CostRule::kConvolutionBackward:
      return "convolution_backward";
    case CostRule::kAttention:
      return "attention";
    case CostRule::kAttentionBackward:
      return "attention_backward";
    case CostRule::kMemoryBound:
      return "memory";
  }
  return "?";
}

std::string_view ComputeClassName(ComputeClass compute_class) {
  switch (compute_class) {
    case ComputeClass::kMatmul:
      return "matmul";
    case ComputeClass::kAttention:
      return "attention";
    case ComputeClass::kAttentionBackward:
      return "attention_backward";
    case ComputeClass::kOther:
      return "other";
  }
  return "?";
}

ComputeCurve CurveOf(const HardwareProfile& hw, ComputeClass compute_class) {
  switch (compute_class) {
    case ComputeClass::kMatmul:
      return hw.matmul;
    case ComputeClass::kAttention:
      return hw.attention;
    case ComputeClass::kAttentionBackward:
      return hw.attention_backward;
    case ComputeClass::kOther:
      break;
  }
  return ComputeCurve{};
}

double CurveTimeUs(const ComputeCurve& curve, double flops, double peak_tflops, int64_t bytes,
                   double hbm_gbps) {
  double compute_us = 0;
  if (flops > 0 && peak_tflops > 0 && curve.efficiency > 0) {
    compute_us =
        (flops + curve.half_efficiency_gflop * 1e9) / (peak_tflops * curve.efficiency * 1e6);
  }
  double memory_us = 0;
  if (hbm_gbps > 0 && curve.memory_efficiency > 0) {
    memory_us = static_cast<double>(bytes) / (hbm_gbps * curve.memory_efficiency * 1e3);
  }
  return std::max(compute_us, memory_us);
}

double OpTimeUs(const HardwareProfile& hw, ComputeClass compute_class, double flops,
                bool tensor_cores, DType dtype, int64_t bytes) {
  ComputeCurve curve;
  double peak = hw.PeakTflops(dtype);
  if (flops > 0 && tensor_cores) {
    curve = CurveOf(hw, compute_class);
  } else if (flops > 0) {
    peak = hw.fp32_tflops;  // the CUDA cores' FMA rate, on the plain roofline
  }
  return CurveTimeUs(curve, flops, peak, bytes, hw.hbm_gbps);
}

DType ComputeDType(const Graph& graph, const Node& node) {
  std::string_view base = OpBaseName(node.target);
  if (base == "aten._scaled_mm" || base == "aten._scaled_grouped_mm") {
    if (const TensorType* a = TensorArg(graph, node, 0)) return a->dtype;  // fp8 operands
  }
  const TensorType* out = FirstTensor(node.value);
  DType dtype = out != nullptr ? out->dtype : DType::kFloat32;
  if (!IsFloatingPoint(dtype)) {
    if (const TensorType* a = TensorArg(graph, node, 0)) dtype = a->dtype;
  }
  return dtype;
}

ComputeCost EstimateComputeCost(const Graph& graph, const Node& node, const HardwareProfile& hw) {
  ComputeCost cost;
  if (IsFreeOp(graph, node)) return cost;
  OpFlops flops = CountOpFlops(graph, node);
  cost.flops = flops.executed;
  cost.bytes = BytesMoved(graph, node);
  const ComputeClass compute_class = ClassifyCompute(node);
  cost.sm_bound = compute_class != ComputeClass::kOther;
  cost.time_us = OpTimeUs(hw, compute_class, cost.flops, flops.tensor_cores,
                          ComputeDType(graph, node), cost.bytes);
  return cost;
}

}  // namespace collopt
