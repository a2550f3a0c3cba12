// collopt/generate/mla_attention.cc — see mla_attention.h.
#include "generate/mla_attention.h"

#include <cmath>

#include "fmt/format.h"
#include "generate/attention.h"
#include "generate/rms_norm.h"

namespace collopt {
namespace {

constexpr int64_t kFlexBlock = 128;  // torch flex_attention's default block size
constexpr const char* kKernelOptions =
    "{'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, "
    "'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': True, "
    "'OUTPUT_MAX': False}";

// x [B, S, h, rope] (param dtype) rotated by `fq` [1, S, 1, rope/2] (c64),
// back in the param dtype (attention.h Rope).
GenTensor RopeInParamDtype(StepContext& ctx, const GenTensor& x, const GenTensor& fq) {
  return ctx.Convert(Rope(ctx, x, fq), ctx.dtype());
}

// `aten.split_with_sizes(x, [a, b], -1)`.
std::pair<GenTensor, GenTensor> SplitLast(StepContext& ctx, const GenTensor& x, int64_t a,
                                          int64_t b) {
  std::string tuple = ctx.builder().CallTuple("split_with_sizes", "aten.split_with_sizes.default",
                                              fmt::format("{}, [{}, {}], -1", x.name, a, b));
  std::vector<int64_t> sa = x.shape, sb = x.shape;
  sa.back() = a;
  sb.back() = b;
  return {ctx.builder().Item(tuple, 0, x.dtype, sa), ctx.builder().Item(tuple, 1, x.dtype, sb)};
}

// flex_attention's block_mask tuple: (S, S, the mask tensors, 128, 128, mask_mod).
std::string BlockMaskArgs(StepContext& ctx, const FlexBlockMask& mask, const std::string& mod) {
  std::vector<std::string> names;
  names.reserve(mask.tensors.size());
  for (const GenTensor& tensor : mask.tensors) names.push_back(tensor.name);
  return fmt::format("({}, {}, {}, {}, {}, {})", ctx.seq(), ctx.seq(), fmt::join(names, ", "),
                     kFlexBlock, kFlexBlock, mod);
}

double Scale(const TransformerSpec& m) {
  return 1.0 / std::sqrt(static_cast<double>(m.qk_nope_head_dim + m.qk_rope_head_dim));
}

// `aten.slice(x, 3, begin, end)` of a [B, S, H, d] tensor.
GenTensor SliceHeadDim(StepContext& ctx, const GenTensor& x, int64_t begin, int64_t end) {
  std::vector<int64_t> shape = x.shape;
  shape[3] = end - begin;
  return ctx.Op("slice", "aten.slice.Tensor", fmt::format("{}, 3, {}, {}", x.name, begin, end),
                x.dtype, shape);
}

}  // namespace

MlaParams DeclareMlaParams(StepContext& ctx) {
  const TransformerSpec& m = ctx.spec();
  const int64_t qk = m.qk_nope_head_dim + m.qk_rope_head_dim;
  MlaParams p;
  p.norm = ctx.NewParam({m.dim});
  p.wq = ctx.NewParam({m.heads * qk, m.dim});
  p.wkv_a = ctx.NewParam({m.kv_lora_rank + m.qk_rope_head_dim, m.dim});
  p.kv_norm = ctx.NewParam({m.kv_lora_rank});
  p.wkv_b = ctx.NewParam({m.heads * (m.qk_nope_head_dim + m.v_head_dim), m.kv_lora_rank});
  return p;
}

void DeclareMlaWo(StepContext& ctx, MlaParams& p) {
  const TransformerSpec& m = ctx.spec();
  p.wo = ctx.NewParam({m.dim, m.heads * m.v_head_dim});
}

FlexBlockMask DeclareFlexBlockMask(StepContext& ctx) {
  GraphTextBuilder& b = ctx.builder();
  const int64_t nb = (ctx.seq() + kFlexBlock - 1) / kFlexBlock, bs = ctx.batch();
  FlexBlockMask mask;
  // The dumps' order: kv_indices, kv_num_blocks, doc ids, then the
  // full_kv / q / full_q (num_blocks, indices) pairs.
  GenTensor kv_indices = b.Input("i32", {bs, 1, nb, nb});
  GenTensor kv_num = b.Input("i32", {bs, 1, nb});
  mask.doc_ids = b.Input("i32", {bs, ctx.seq()});
  mask.tensors = {kv_num, kv_indices};
  for (int i = 0; i < 3; ++i) {
    mask.tensors.push_back(b.Input("i32", {bs, 1, nb}));
    mask.tensors.push_back(b.Input("i32", {bs, 1, nb, nb}));
  }
  return mask;
}

GenTensor MlaForward(StepContext& ctx, const MlaParams& p, const FlexBlockMask& mask,
                     const GenTensor& h, const GenTensor& freqs, int64_t layer, MlaSaved& saved) {
  const TransformerSpec& m = ctx.spec();
  const int64_t b = ctx.batch(), s = ctx.seq(), t = ctx.tokens(), d = m.dim, nh = m.heads;
  const int64_t nope = m.qk_nope_head_dim, rope = m.qk_rope_head_dim, vd = m.v_head_dim;
  const int64_t lora = m.kv_lora_rank;
  GenTensor nw = ctx.Gather(p.norm);
  RmsNormForward norm = RmsNorm(ctx, h, nw);
  GenTensor x = ctx.View(norm.out, {t, d});
  saved.h_in = h;
  saved.rsqrt = norm.rsqrt;
  saved.x = x;
  // Queries.
  GenTensor q = ctx.View(ctx.Mm(x, ctx.T(ctx.Gather(p.wq))), {b, s, nh * (nope + rope)});
  auto [q_nope, q_pe] = SplitLast(ctx, ctx.View(q, {b, s, nh, nope + rope}), nope, rope);
  GenTensor qc = ctx.Cat({q_nope, RopeInParamDtype(ctx, q_pe, freqs)}, 3);
  // Keys and values through the latent.
  GenTensor kv = ctx.View(ctx.Mm(x, ctx.T(ctx.Gather(p.wkv_a))), {b, s, lora + rope});
  auto [latent, k_pe] = SplitLast(ctx, kv, lora, rope);
  GenTensor k_pe4 =
      ctx.Op("unsqueeze", "aten.unsqueeze.default", k_pe.name + ", 2", k_pe.dtype, {b, s, 1, rope});
  GenTensor k_rot = RopeInParamDtype(ctx, k_pe4, freqs);
  GenTensor kw = ctx.Gather(p.kv_norm);
  RmsNormForward kv_norm = RmsNorm(ctx, latent, kw);
  GenTensor ln = ctx.View(kv_norm.out, {t, lora});
  saved.latent = latent;
  saved.kv_rsqrt = kv_norm.rsqrt;
  saved.kv_x = ln;
  GenTensor kvb = ctx.View(ctx.Mm(ln, ctx.T(ctx.Gather(p.wkv_b))), {b, s, nh * (nope + vd)});
  auto [k_nope, v] = SplitLast(ctx, ctx.View(kvb, {b, s, nh, nope + vd}), nope, vd);
  GenTensor k_exp =
      ctx.Op("expand", "aten.expand.default", fmt::format("{}, [-1, -1, {}, -1]", k_rot.name, nh),
             k_rot.dtype, {b, s, nh, rope});
  GenTensor k = ctx.Cat({k_nope, k_exp}, 3);
  GenTensor qp = ctx.Permute(qc, {0, 2, 1, 3});
  GenTensor kp = ctx.Permute(k, {0, 2, 1, 3});
  GenTensor vp = ctx.Permute(v, {0, 2, 1, 3});
  // flex_attention(q, k, v, score_mod, block_mask, scale, kernel_options,
  //                score_mod_other_buffers, mask_mod_other_buffers).
  GraphTextBuilder& gb = ctx.builder();
  std::string score =
      gb.Attr(fmt::format("sdpa_score{}", layer), GraphTextBuilder::AttrKind::kScore);
  std::string mask_mod =
      gb.Attr(fmt::format("sdpa_mask{}", layer), GraphTextBuilder::AttrKind::kMask);
  std::string tuple = gb.CallTuple(
      "flex_attention", "higher_order.flex_attention",
      fmt::format("{}, {}, {}, {}, {}, {}, {}, (), ({},)", qp.name, kp.name, vp.name, score,
                  BlockMaskArgs(ctx, mask, mask_mod), Scale(m), kKernelOptions, mask.doc_ids.name));
  GenTensor out = gb.Item(tuple, 0, ctx.dtype(), {b, nh, s, vd});
  saved.q = qp;
  saved.k = kp;
  saved.v = vp;
  saved.out = out;
  saved.lse = gb.Item(tuple, 1, "f32", {b, nh, s});
  GenTensor o = ctx.View(ctx.Permute(out, {0, 2, 1, 3}), {t, nh * vd});
  GenTensor proj = ctx.View(ctx.Mm(o, ctx.T(ctx.Gather(p.wo))), {b, s, d});
  return ctx.Binary("add", h, proj);
}

MlaSaved DeclareMlaSaved(StepContext& ctx) {
  const TransformerSpec& m = ctx.spec();
  GraphTextBuilder& gb = ctx.builder();
  const int64_t b = ctx.batch(), s = ctx.seq(), t = ctx.tokens(), nh = m.heads;
  const int64_t qk = m.qk_nope_head_dim + m.qk_rope_head_dim, lora = m.kv_lora_rank;
  MlaSaved sv;
  sv.h_in = gb.Input(ctx.dtype(), {b, s, m.dim});
  sv.rsqrt = gb.Input("f32", {b, s, 1});
  sv.x = gb.Input(ctx.dtype(), {t, m.dim});
  sv.latent = gb.Input(ctx.dtype(), {b, s, lora});
  sv.kv_rsqrt = gb.Input("f32", {b, s, 1});
  sv.kv_x = gb.Input(ctx.dtype(), {t, lora});
  sv.q = gb.Input(ctx.dtype(), {b, nh, s, qk});
  sv.k = gb.Input(ctx.dtype(), {b, nh, s, qk});
  sv.v = gb.Input(ctx.dtype(), {b, nh, s, m.v_head_dim});
  sv.out = gb.Input(ctx.dtype(), {b, nh, s, m.v_head_dim});
  sv.lse = gb.Input("f32", {b, nh, s});
  return sv;
}

GenTensor MlaBackward(StepContext& ctx, const MlaParams& p, const FlexBlockMask& mask,
                      const MlaSaved& sv, const GenTensor& conj, const GenTensor& grad,
                      int64_t index) {
  const TransformerSpec& m = ctx.spec();
  const int64_t b = ctx.batch(), s = ctx.seq(), t = ctx.tokens(), d = m.dim, nh = m.heads;
  const int64_t nope = m.qk_nope_head_dim, rope = m.qk_rope_head_dim, vd = m.v_head_dim;
  const int64_t lora = m.kv_lora_rank;
  // wo.
  GenTensor g2 = ctx.View(grad, {t, d});
  GenTensor o = ctx.View(ctx.Permute(sv.out, {0, 2, 1, 3}), {t, nh * vd});
  GenTensor dout = ctx.View(ctx.LinearBackward(p.wo, g2, o), {b, s, nh, vd});
  GenTensor doutp = ctx.Permute(dout, {0, 2, 1, 3});
  // flex_attention_backward(q, k, v, out, logsumexp, grad_out, grad_logsumexp,
  //   fw_graph, joint_graph, block_mask, scale, kernel_options, score_mod_other_buffers,
  //   mask_mod_other_buffers).
  GraphTextBuilder& gb = ctx.builder();
  using Kind = GraphTextBuilder::AttrKind;
  std::string fw = gb.Attr(fmt::format("fw_graph{}", index), Kind::kScore);
  std::string joint = gb.Attr(fmt::format("joint_graph{}", index), Kind::kJoint);
  std::string mask_mod = gb.Attr(fmt::format("mask_graph{}", index), Kind::kMask);
  std::string tuple = gb.CallTuple(
      "flex_attention_backward", "higher_order.flex_attention_backward",
      fmt::format("{}, {}, {}, {}, {}, {}, None, {}, {}, {}, {}, {}, (), ({},)", sv.q.name,
                  sv.k.name, sv.v.name, sv.out.name, sv.lse.name, doutp.name, fw, joint,
                  BlockMaskArgs(ctx, mask, mask_mod), Scale(m), kKernelOptions, mask.doc_ids.name));
  GenTensor dq = gb.Item(tuple, 0, ctx.dtype(), sv.q.shape);
  GenTensor dk = gb.Item(tuple, 1, ctx.dtype(), sv.k.shape);
  GenTensor dv = gb.Item(tuple, 2, ctx.dtype(), sv.v.shape);
  GenTensor dvp = ctx.Permute(dv, {0, 2, 1, 3});
  GenTensor dkp = ctx.Permute(dk, {0, 2, 1, 3});
  GenTensor dqp = ctx.Permute(dq, {0, 2, 1, 3});
  // Keys and values: k_pe was expanded to every head, so its gradient sums them.
  GenTensor dk_pe = ctx.Sum(SliceHeadDim(ctx, dkp, nope, nope + rope), {2}, true);
  GenTensor dkv =
      ctx.View(ctx.Cat({SliceHeadDim(ctx, dkp, 0, nope), dvp}, 3), {t, nh * (nope + vd)});
  GenTensor dln = ctx.View(ctx.LinearBackward(p.wkv_b, dkv, sv.kv_x), {b, s, lora});
  GenTensor kw = ctx.Gather(p.kv_norm);
  GenTensor dlatent =
      RmsNormBackward(ctx, p.kv_norm, kw, RmsNormFromSaved(ctx, sv.latent, sv.kv_rsqrt), dln);
  GenTensor dk_rot = RopeBackward(ctx, dk_pe, conj);
  GenTensor dk_pe3 =
      ctx.Op("squeeze", "aten.squeeze.dim", dk_rot.name + ", 2", dk_rot.dtype, {b, s, rope});
  GenTensor dkva = ctx.View(ctx.Cat({dlatent, dk_pe3}, 2), {t, lora + rope});
  GenTensor dx_kv = ctx.View(ctx.LinearBackward(p.wkv_a, dkva, sv.x), {b, s, d});
  // Queries.
  GenTensor dq_rot = RopeBackward(ctx, SliceHeadDim(ctx, dqp, nope, nope + rope), conj);
  GenTensor dqf =
      ctx.View(ctx.Cat({SliceHeadDim(ctx, dqp, 0, nope), dq_rot}, 3), {t, nh * (nope + rope)});
  GenTensor dx_q = ctx.View(ctx.LinearBackward(p.wq, dqf, sv.x), {b, s, d});
  GenTensor dx = ctx.Binary("add", dx_kv, dx_q);
  GenTensor nw = ctx.Gather(p.norm);
  GenTensor dh = RmsNormBackward(ctx, p.norm, nw, RmsNormFromSaved(ctx, sv.h_in, sv.rsqrt), dx);
  return ctx.Binary("add", grad, dh);
}

}  // namespace collopt
