// collopt/generate/mla_attention.cc — see mla_attention.h.
#include "generate/mla_attention.h"

#include <cmath>

#include "fmt/format.h"
#include "generate/attention.h"
#include "generate/rms_norm.h"

namespace collopt {
namespace {

constexpr int64_t kFlexBlock = 128;  // torch flex_attention's default block size

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
                     const GenTensor& h, const GenTensor& freqs, int64_t layer) {
  const TransformerSpec& m = ctx.spec();
  const int64_t b = ctx.batch(), s = ctx.seq(), t = ctx.tokens(), d = m.dim, nh = m.heads;
  const int64_t nope = m.qk_nope_head_dim, rope = m.qk_rope_head_dim, vd = m.v_head_dim;
  const int64_t lora = m.kv_lora_rank;
  GenTensor nw = ctx.Gather(p.norm);
  GenTensor x = ctx.View(RmsNorm(ctx, h, nw).out, {t, d});
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
  GenTensor ln = ctx.View(RmsNorm(ctx, latent, kw).out, {t, lora});
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
  std::vector<std::string> names;
  for (const GenTensor& tensor : mask.tensors) names.push_back(tensor.name);
  const double scale = 1.0 / std::sqrt(static_cast<double>(nope + rope));
  std::string tuple = gb.CallTuple(
      "flex_attention", "higher_order.flex_attention",
      fmt::format("{}, {}, {}, {}, ({}, {}, {}, {}, {}, {}), {}, "
                  "{{'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, "
                  "'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': True, "
                  "'OUTPUT_MAX': False}}, (), ({},)",
                  qp.name, kp.name, vp.name, score, s, s, fmt::join(names, ", "), kFlexBlock,
                  kFlexBlock, mask_mod, scale, mask.doc_ids.name));
  GenTensor out = gb.Item(tuple, 0, ctx.dtype(), {b, nh, s, vd});
  gb.Item(tuple, 1, "f32", {b, nh, s});
  GenTensor o = ctx.View(ctx.Permute(out, {0, 2, 1, 3}), {t, nh * vd});
  GenTensor proj = ctx.View(ctx.Mm(o, ctx.T(ctx.Gather(p.wo))), {b, s, d});
  return ctx.Binary("add", h, proj);
}

}  // namespace collopt
