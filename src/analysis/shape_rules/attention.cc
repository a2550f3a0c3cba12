// collopt/analysis/shape_rules/attention.cc — shape rules: fused attention kernels.
//
// Results are the tuples of the meta functions in torch/_meta_registrations.py
// (meta__scaled_dot_product_{cudnn_attention,flash_attention,efficient_attention},
// their `_backward`s, meta__{flash,efficient}_attention_{forward,backward}),
// element for element: None stays None, SymInt elements are Value::Int.
// SDPA layouts are query[B, H, Lq, E], key[B, Hk, Lk, E], value[B, Hk, Lk, Ev];
// the `_flash/_efficient_attention_*` kernels take [B, L, H, E].
//   _scaled_dot_product_cudnn_attention → (out[B, H, Lq, Ev], lse f32[B, H, Lq, 1], None, None,
//       Lq, Lk, seed i64[], offset i64[], None)
//   _scaled_dot_product_flash_attention → (out like query, lse f32[B, H, Lq], None, None, Lq, Lk,
//       seed u64[2], offset u64[], debug_mask)     (seed/offset of the CUDA, non-ROCm path)
//   _scaled_dot_product_efficient_attention → (out[B, H, Lq, Ev],
//       lse f32[B, H, ⌈Lq/32⌉·32 or 0], seed i64[], offset i64[])
//   _flash_attention_forward → (out like query, lse f32[B, H, Lq] (f32[H, total_q] when
//       cum_seq_q), seed u64[2], offset u64[], debug_mask)
//   _efficient_attention_forward → (out[B, Lq, H, Ev], lse f32[B', H, ⌈Lq/32⌉·32 or 0],
//       seed i64[], offset i64[], Lq, Lk)
//   backwards → (grad_query, grad_key, grad_value[, grad_bias]) shaped like the inputs.
//   _scaled_dot_product_flash_attention_for_cpu → (out like query, lse f32[B, H, Lq]);
//     its _backward → grads like query, key, value
//   _scaled_dot_product_attention_math → (out[B, H, Lq, Ev], attn[B, H, Lq, Lk]), query's
//     dtype (attention.cpp: `at::matmul(attn, value), attn`)
// Results are contiguous (strides are not modeled here).
#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

Value Scalar(DType dtype, const Device& device) {
  return Value::Tensor(MakeTensor(dtype, {}, device));
}

struct Qkv {
  TensorType q, k, v;
};

// query, key, value at 0-2, all 4-D, batch sizes equal.
absl::StatusOr<Qkv> ReadQkv(const ShapeContext& ctx, size_t first = 0) {
  auto q = ctx.TensorOfRank(first, "query", 4);
  if (!q.ok()) return q.status();
  auto k = ctx.TensorOfRank(first + 1, "key", 4);
  if (!k.ok()) return k.status();
  auto v = ctx.TensorOfRank(first + 2, "value", 4);
  if (!v.ok()) return v.status();
  for (const TensorType* t : {&*k, &*v}) {
    if (!t->shape[0].symbolic && !q->shape[0].symbolic && t->shape[0].hint != q->shape[0].hint) {
      return ShapeContext::Error(
          fmt::format("expected key and value batch size {} (query dim 0), got {}",
                      q->shape[0].hint, t->ToString()));
    }
  }
  return Qkv{std::move(*q), std::move(*k), std::move(*v)};
}

// ⌈n/32⌉·32 when `compute`, else 0 (the efficient kernels' padded lse length).
SymInt PaddedLse(SymInt n, bool compute) {
  if (!compute) return SymInt::Concrete(0);
  return SymInt{(n.hint + 31) / 32 * 32, n.symbolic};
}

// The flash kernels' debug mask: [B, H, Lq, blocks] of query's dtype, or [0].
Value DebugMask(const TensorType& q, SymInt batch, SymInt heads, SymInt lq, SymInt lk,
                bool wanted) {
  if (!wanted) return Value::Tensor(MakeTensor(q.dtype, {SymInt::Concrete(0)}, q.device));
  int64_t block = q.shape.back().hint > 64 ? 128 : 256;
  int64_t cols = (lq.hint + block - 1) / block;
  if (lk.hint <= 128) {
    cols = 128;
  } else if (lk.hint <= 256) {
    cols = 256;
  }
  SymInt c{cols, lq.symbolic || lk.symbolic};
  return Value::Tensor(MakeTensor(q.dtype, {batch, heads, lq, c}, q.device));
}

// Philox seed/offset of the flash kernels on CUDA: seed u64[2], offset u64[].
std::vector<Value> FlashRng(const Device& device) {
  return {Value::Tensor(MakeTensor(DType::kUInt64, {SymInt::Concrete(2)}, device)),
          Scalar(DType::kUInt64, device)};
}

absl::StatusOr<Value> CudnnAttention(const ShapeContext& ctx) {
  auto qkv = ReadQkv(ctx);
  if (!qkv.ok()) return qkv.status();
  const TensorType& q = qkv->q;
  SymInt b = q.shape[0], h = q.shape[1], lq = q.shape[2], lk = qkv->k.shape[2];
  return Value::Tuple(
      {Value::Tensor(MakeTensor(q.dtype, {b, h, lq, qkv->v.shape[3]}, q.device)),
       Value::Tensor(MakeTensor(DType::kFloat32, {b, h, lq, SymInt::Concrete(1)}, q.device)),
       Value::None(), Value::None(), Value::Int(lq), Value::Int(lk),
       Scalar(DType::kInt64, q.device), Scalar(DType::kInt64, q.device), Value::None()});
}

absl::StatusOr<Value> FlashAttention(const ShapeContext& ctx) {
  auto qkv = ReadQkv(ctx);
  if (!qkv.ok()) return qkv.status();
  auto debug = ctx.Bool(5, "return_debug_mask", false);
  if (!debug.ok()) return debug.status();
  const TensorType& q = qkv->q;
  SymInt b = q.shape[0], h = q.shape[1], lq = q.shape[2], lk = qkv->k.shape[2];
  std::vector<Value> rng = FlashRng(q.device);
  return Value::Tuple({ContiguousLike(q),
                       Value::Tensor(MakeTensor(DType::kFloat32, {b, h, lq}, q.device)),
                       Value::None(), Value::None(), Value::Int(lq), Value::Int(lk), rng[0], rng[1],
                       DebugMask(q, b, h, lq, lk, *debug)});
}

absl::StatusOr<Value> EfficientAttention(const ShapeContext& ctx) {
  auto qkv = ReadQkv(ctx);
  if (!qkv.ok()) return qkv.status();
  auto compute_lse = ctx.Bool(4, "compute_log_sumexp", false);
  if (!compute_lse.ok()) return compute_lse.status();
  const TensorType& q = qkv->q;
  SymInt b = q.shape[0], h = q.shape[1], lq = q.shape[2];
  Shape lse{b, h, PaddedLse(lq, *compute_lse)};
  return Value::Tuple({Value::Tensor(MakeTensor(q.dtype, {b, h, lq, qkv->v.shape[3]}, q.device)),
                       Value::Tensor(MakeTensor(DType::kFloat32, std::move(lse), q.device)),
                       Scalar(DType::kInt64, q.device), Scalar(DType::kInt64, q.device)});
}

// The backwards whose gradients are empty_like(query, key, value), query at
// index 1 (any rank: the varlen flash kernel takes 3-D inputs).
absl::StatusOr<Value> GradsLikeQkv(const ShapeContext& ctx) {
  auto q = ctx.Tensor(1, "query");
  if (!q.ok()) return q.status();
  auto k = ctx.Tensor(2, "key");
  if (!k.ok()) return k.status();
  auto v = ctx.Tensor(3, "value");
  if (!v.ok()) return v.status();
  return Value::Tuple({ContiguousLike(*q), ContiguousLike(*k), ContiguousLike(*v)});
}

// grad_bias of the efficient backwards: bias's shape and dtype.
Value GradBias(const std::optional<TensorType>& bias) {
  return bias.has_value() ? ContiguousLike(*bias) : Value::None();
}

absl::StatusOr<Value> EfficientAttentionBackward(const ShapeContext& ctx) {
  auto qkv = ReadQkv(ctx, 1);
  if (!qkv.ok()) return qkv.status();
  auto bias = ctx.OptionalTensor(4, "attn_bias");
  if (!bias.ok()) return bias.status();
  const Argument* mask = ctx.Arg(10, "grad_input_mask");
  bool bias_grad =
      mask != nullptr && mask->is_sequence() && mask->items.size() > 3 && mask->items[3].i != 0;
  const TensorType& q = qkv->q;
  SymInt b = q.shape[0], h = q.shape[1], lk = qkv->k.shape[2];
  return Value::Tuple(
      {ContiguousLike(q), Value::Tensor(MakeTensor(qkv->k.dtype, {b, h, lk, q.shape[3]}, q.device)),
       Value::Tensor(MakeTensor(qkv->v.dtype, {b, h, lk, qkv->v.shape[3]}, q.device)),
       bias_grad ? GradBias(*bias) : Value::None()});
}

// _flash_attention_forward(query[B, Lq, H, E], key, value, cum_seq_q, cum_seq_k, max_q,
// max_k, dropout_p, is_causal, return_debug_mask, ...).
absl::StatusOr<Value> FlashAttentionForward(const ShapeContext& ctx) {
  auto q = ctx.Tensor(0, "query");
  if (!q.ok()) return q.status();
  auto k = ctx.Tensor(1, "key");
  if (!k.ok()) return k.status();
  auto cum_q = ctx.OptionalTensor(3, "cum_seq_q");
  if (!cum_q.ok()) return cum_q.status();
  bool varlen = cum_q->has_value();
  if (q->rank() != (varlen ? 3 : 4) || k->rank() != q->rank()) {
    return ShapeContext::Error(fmt::format("expected {} query and key, got {} and {}",
                                           varlen ? "3-D (varlen)" : "4-D", q->ToString(),
                                           k->ToString()));
  }
  auto debug = ctx.Bool(9, "return_debug_mask", false);
  if (!debug.ok()) return debug.status();
  SymInt h = q->shape[q->shape.size() - 2];
  Value lse;
  SymInt b, lq, lk;
  if (varlen) {
    auto max_q = ctx.Int(5, "max_q");
    if (!max_q.ok()) return max_q.status();
    auto max_k = ctx.Int(6, "max_k");
    if (!max_k.ok()) return max_k.status();
    b = (*cum_q)->shape.empty() ? SymInt::Concrete(0) : (*cum_q)->shape[0] - SymInt::Concrete(1);
    lq = *max_q;
    lk = *max_k;
    lse = Value::Tensor(MakeTensor(DType::kFloat32, {h, q->shape[0]}, q->device));
  } else {
    b = q->shape[0];
    lq = q->shape[1];
    lk = k->shape[1];
    lse = Value::Tensor(MakeTensor(DType::kFloat32, {b, h, lq}, q->device));
  }
  std::vector<Value> rng = FlashRng(q->device);
  return Value::Tuple(
      {ContiguousLike(*q), lse, rng[0], rng[1], DebugMask(*q, b, h, lq, lk, *debug)});
}

// _efficient_attention_forward(query[B, Lq, H, E], key, value, bias, cu_seqlens_q,
// cu_seqlens_k, max_seqlen_q, max_seqlen_k, dropout_p, custom_mask_type,
// compute_log_sumexp=False, ...).
absl::StatusOr<Value> EfficientAttentionForward(const ShapeContext& ctx) {
  auto qkv = ReadQkv(ctx);
  if (!qkv.ok()) return qkv.status();
  auto cu_q = ctx.OptionalTensor(4, "cu_seqlens_q");
  if (!cu_q.ok()) return cu_q.status();
  auto compute_lse = ctx.Bool(10, "compute_log_sumexp", false);
  if (!compute_lse.ok()) return compute_lse.status();
  const TensorType& q = qkv->q;
  SymInt b = q.shape[0], lq = q.shape[1], h = q.shape[2];
  SymInt lse_b = b, max_q = lq, max_k = qkv->k.shape[1];
  if (cu_q->has_value()) {
    auto m = ctx.Int(6, "max_seqlen_q");
    if (!m.ok()) return ShapeContext::Error("expected max_seqlen_q with cu_seqlens_q");
    max_q = *m;
    lse_b = (*cu_q)->shape.empty() ? SymInt::Concrete(0) : (*cu_q)->shape[0] - SymInt::Concrete(1);
  }
  if (ctx.Has(7, "max_seqlen_k")) {
    auto m = ctx.Int(7, "max_seqlen_k");
    if (!m.ok()) return m.status();
    max_k = *m;
  }
  Shape lse{lse_b, h, PaddedLse(max_q, *compute_lse)};
  return Value::Tuple({Value::Tensor(MakeTensor(q.dtype, {b, lq, h, qkv->v.shape[3]}, q.device)),
                       Value::Tensor(MakeTensor(DType::kFloat32, std::move(lse), q.device)),
                       Scalar(DType::kInt64, q.device), Scalar(DType::kInt64, q.device),
                       Value::Int(max_q), Value::Int(max_k)});
}

// _efficient_attention_backward(grad_out, query, key, value, bias, ...): grad_bias is
// bias-shaped, else an empty f32[] tensor.
absl::StatusOr<Value> EfficientKernelBackward(const ShapeContext& ctx) {
  auto qkv = ReadQkv(ctx, 1);
  if (!qkv.ok()) return qkv.status();
  auto bias = ctx.OptionalTensor(4, "bias");
  if (!bias.ok()) return bias.status();
  Value grad_bias =
      bias->has_value() ? ContiguousLike(**bias) : Scalar(DType::kFloat32, qkv->q.device);
  return Value::Tuple(
      {ContiguousLike(qkv->q), ContiguousLike(qkv->k), ContiguousLike(qkv->v), grad_bias});
}

// _scaled_dot_product_flash_attention_for_cpu(query, key, value, ...) →
// (out like query, lse f32[B, H, Lq]) (`meta__scaled_dot_product_flash_attention_for_cpu`:
// lse made [B, Lq, H] and transposed).
absl::StatusOr<Value> FlashAttentionForCpu(const ShapeContext& ctx) {
  auto qkv = ReadQkv(ctx);
  if (!qkv.ok()) return qkv.status();
  const TensorType& q = qkv->q;
  return Value::Tuple(
      {ContiguousLike(q),
       Value::Tensor(MakeTensor(DType::kFloat32, {q.shape[0], q.shape[1], q.shape[2]}, q.device))});
}

absl::StatusOr<Value> MathAttention(const ShapeContext& ctx) {
  auto qkv = ReadQkv(ctx);
  if (!qkv.ok()) return qkv.status();
  const TensorType& q = qkv->q;
  SymInt lk = qkv->k.shape[2];
  SymInt ev = qkv->v.shape[3];
  return Value::Tuple(
      {Value::Tensor(MakeTensor(q.dtype, {q.shape[0], q.shape[1], q.shape[2], ev}, q.device)),
       Value::Tensor(MakeTensor(q.dtype, {q.shape[0], q.shape[1], q.shape[2], lk}, q.device))});
}

constexpr ShapeRuleEntry kAttentionRules[] = {
    {"aten._scaled_dot_product_attention_math", MathAttention},
    {"aten._scaled_dot_product_flash_attention_for_cpu", FlashAttentionForCpu},
    {"aten._scaled_dot_product_flash_attention_for_cpu_backward", GradsLikeQkv},
    {"aten._scaled_dot_product_cudnn_attention", CudnnAttention},
    {"aten._scaled_dot_product_cudnn_attention_backward", GradsLikeQkv},
    {"aten._scaled_dot_product_flash_attention", FlashAttention},
    {"aten._scaled_dot_product_flash_attention_backward", GradsLikeQkv},
    {"aten._scaled_dot_product_efficient_attention", EfficientAttention},
    {"aten._scaled_dot_product_efficient_attention_backward", EfficientAttentionBackward},
    {"aten._flash_attention_forward", FlashAttentionForward},
    {"aten._flash_attention_backward", GradsLikeQkv},
    {"aten._efficient_attention_forward", EfficientAttentionForward},
    {"aten._efficient_attention_backward", EfficientKernelBackward},
};

}  // namespace

std::span<const ShapeRuleEntry> AttentionShapeRules() { return kAttentionRules; }

}  // namespace collopt
