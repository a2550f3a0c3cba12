// collopt/cost/compute_cost.cc — see compute_cost.h.
#include "cost/compute_cost.h"

#include <algorithm>
#include <vector>

#include "support/strings.h"

namespace collopt {
namespace {

const TensorType* TensorArg(const Graph& graph, const Node& node, size_t index) {
  if (index >= node.args.size() || node.args[index].kind != Argument::Kind::kNode) return nullptr;
  const Value& v = graph.node(node.args[index].node).value;
  return v.is_tensor() ? &v.tensor : nullptr;
}

const TensorType* FirstTensor(const Value& value) {
  if (value.is_tensor()) return &value.tensor;
  for (const Value& e : value.elements) {
    if (const TensorType* t = FirstTensor(e)) return t;
  }
  return nullptr;
}

bool IsCausal(const Node& node, size_t index) {
  const Argument* arg = index < node.args.size() ? &node.args[index] : node.Kwarg("is_causal");
  if (arg == nullptr) return false;
  if (arg->kind == Argument::Kind::kBool || arg->kind == Argument::Kind::kInt) return arg->i != 0;
  return false;
}

double Dim(const TensorType& t, int64_t i) {
  int64_t r = t.rank();
  if (i < 0) i += r;
  return (i < 0 || i >= r) ? 1.0 : static_cast<double>(t.shape[static_cast<size_t>(i)].hint);
}

// Attention FLOPs from q [B, H, L, E] and v [B, H, S, Ev] (the SDPA layout).
double AttentionFlops(const TensorType& q, const TensorType& k, const TensorType& v,
                      bool backward) {
  double b = Dim(q, 0), h = Dim(q, 1), l = Dim(q, 2), e = Dim(q, 3);
  double s = Dim(k, 2), ev = Dim(v, 3);
  double per = backward ? 3 * e + 2 * ev : e + ev;
  return 2 * b * h * l * s * per;
}

double MatmulFlops(const Graph& graph, const Node& node, std::string_view base) {
  const TensorType* out = FirstTensor(node.value);
  if (out == nullptr) return 0;
  size_t a_index = (base == "aten.addmm" || base == "aten.baddbmm") ? 1 : 0;
  const TensorType* a = TensorArg(graph, node, a_index);
  const TensorType* b = TensorArg(graph, node, a_index + 1);
  if (a == nullptr || b == nullptr) return 0;
  double k = Dim(*a, -1);
  double numel = static_cast<double>(out->numel());
  if (base == "aten._grouped_mm" && a->rank() == 2 && b->rank() == 2) {
    return 2 * Dim(*a, 0) * Dim(*b, 1) * k;  // each group contracts its own K slice
  }
  return 2 * numel * k;
}

}  // namespace

double ComputeFlops(const Graph& graph, const Node& node) {
  std::string_view base = OpBaseName(node.target);
  if (base == "aten.mm" || base == "aten.addmm" || base == "aten.bmm" || base == "aten.baddbmm" ||
      base == "aten._grouped_mm" || base == "aten._scaled_mm") {
    return MatmulFlops(graph, node, base);
  }
  bool backward = EndsWith(base, "_backward");
  bool sdpa = StartsWith(base, "aten._scaled_dot_product_");
  bool flex =
      base == "higher_order.flex_attention" || base == "higher_order.flex_attention_backward";
  if (sdpa || flex) {
    size_t q_index = backward && sdpa ? 1 : 0;  // SDPA backward starts with grad_out
    const TensorType* q = TensorArg(graph, node, q_index);
    const TensorType* k = TensorArg(graph, node, q_index + 1);
    const TensorType* v = TensorArg(graph, node, q_index + 2);
    if (q == nullptr || k == nullptr || v == nullptr || q->rank() != 4) return 0;
    double flops = AttentionFlops(*q, *k, *v, backward);
    // is_causal: forward (q, k, v, attn_mask, dropout_p, is_causal) for flash/efficient;
    // cudnn forward (q, k, v, attn_bias, compute_lse, dropout_p, is_causal).
    bool causal = false;
    if (Contains(base, "cudnn") && !backward) causal = IsCausal(node, 6);
    if (Contains(base, "flash") && !backward) causal = IsCausal(node, 4);
    if (Contains(base, "efficient") && !backward) causal = IsCausal(node, 6);
    // Backward: cudnn (grad_out, q, k, v, out, lse, philox_seed, philox_offset,
    // attn_bias, cum_seq_q, cum_seq_k, max_q, max_k, dropout_p, is_causal);
    // flash (grad_out, q, k, v, out, lse, cum_seq_q, cum_seq_k, max_q, max_k,
    // dropout_p, is_causal); efficient (grad_out, q, k, v, attn_bias, out, lse,
    // philox_seed, philox_offset, dropout_p, grad_input_mask, is_causal).
    if (backward && Contains(base, "cudnn")) causal = IsCausal(node, 14);
    if (backward && (Contains(base, "flash") || Contains(base, "efficient"))) {
      causal = IsCausal(node, 11);
    }
    return causal ? flops / 2 : flops;
  }
  if (base == "aten.convolution" || base == "aten._convolution") {
    const TensorType* out = FirstTensor(node.value);
    const TensorType* w = TensorArg(graph, node, 1);
    if (out == nullptr || w == nullptr || w->rank() < 2) return 0;
    double per_output = 1;
    for (int64_t i = 1; i < w->rank(); ++i) per_output *= Dim(*w, i);  // C_in/groups · kernel
    return 2 * static_cast<double>(out->numel()) * per_output;
  }
  return 0;
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
  std::vector<NodeId> inputs;
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
  if (StartsWith(t, "aten.empty") || StartsWith(t, "aten.new_empty") ||
      StartsWith(t, "aten.empty_strided") || StartsWith(t, "aten.empty_like")) {
    return true;
  }
  return false;
}

ComputeClass ClassifyCompute(const Node& node) {
  std::string_view base = OpBaseName(node.target);
  if (base == "aten.mm" || base == "aten.addmm" || base == "aten.bmm" || base == "aten.baddbmm" ||
      base == "aten._grouped_mm" || base == "aten._scaled_mm") {
    return ComputeClass::kMatmul;
  }
  if (StartsWith(base, "aten._scaled_dot_product_") || base == "higher_order.flex_attention" ||
      base == "higher_order.flex_attention_backward") {
    return EndsWith(base, "_backward") ? ComputeClass::kAttentionBackward
                                       : ComputeClass::kAttention;
  }
  return ComputeClass::kOther;
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

DType ComputeDType(const Graph& graph, const Node& node) {
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
  cost.flops = ComputeFlops(graph, node);
  cost.bytes = BytesMoved(graph, node);
  ComputeCurve curve = cost.flops > 0 ? CurveOf(hw, ClassifyCompute(node)) : ComputeCurve{};
  cost.time_us = CurveTimeUs(curve, cost.flops, hw.PeakTflops(ComputeDType(graph, node)),
                             cost.bytes, hw.hbm_gbps);
  return cost;
}

}  // namespace collopt
