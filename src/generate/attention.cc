// collopt/generate/attention.cc — see attention.h.
#include "generate/attention.h"

#include "fmt/format.h"
#include "generate/rms_norm.h"

namespace collopt {
namespace {

struct Sizes {
  int64_t b, s, sk, d, hq, hkv, hd, dq, dkv, t;
};

Sizes SizesOf(StepContext& ctx) {
  const TransformerSpec& m = ctx.spec();
  Sizes z{};
  z.b = ctx.batch();
  z.s = ctx.seq();
  z.sk = z.s * ctx.dims().cp;
  z.d = m.dim;
  z.hq = m.heads / ctx.dims().tp;
  z.hkv = m.kv_heads / ctx.dims().tp;
  z.hd = m.head_dim();
  z.dq = z.hq * z.hd;
  z.dkv = z.hkv * z.hd;
  z.t = ctx.tokens();
  return z;
}

// GQA: [B, S, Hkv, hd] → [B, S, Hq, hd].
GenTensor RepeatKv(StepContext& ctx, const GenTensor& x, int64_t rep) {
  if (rep == 1) return x;
  const auto& s = x.shape;
  GenTensor u = ctx.Op("unsqueeze", "aten.unsqueeze.default", x.name + ", 3", x.dtype,
                       {s[0], s[1], s[2], 1, s[3]});
  std::vector<int64_t> expanded = {s[0], s[1], s[2], rep, s[3]};
  GenTensor e = ctx.Op("expand", "aten.expand.default",
                       fmt::format("{}, {}", u.name, ShapeList(expanded)), x.dtype, expanded);
  if (s[2] > 1) {
    e = ctx.Op("clone", "aten.clone.default", e.name + ", memory_format = torch.contiguous_format",
               x.dtype, expanded);
  }
  return ctx.View(e, {s[0], s[1], s[2] * rep, s[3]});
}

GenTensor RepeatKvBackward(StepContext& ctx, const GenTensor& dx, int64_t hkv, int64_t rep) {
  if (rep == 1) return dx;
  const auto& s = dx.shape;
  GenTensor v = ctx.View(dx, {s[0], s[1], hkv, rep, s[3]});
  GenTensor sum = ctx.Sum(v, {3}, true);
  return ctx.Op("squeeze", "aten.squeeze.dim", sum.name + ", 3", dx.dtype, {s[0], s[1], hkv, s[3]});
}

struct Heads {
  GenTensor q, k, v;  // [B, H, S, hd] each, ready for attention
};

Heads MakeHeads(StepContext& ctx, const Sizes& z, const GenTensor& q, const GenTensor& k,
                const GenTensor& v, const GenTensor& fq) {
  GenTensor q4 = ctx.View(q, {z.b, z.s, z.hq, z.hd});
  GenTensor k4 = ctx.View(k, {z.b, z.s, z.hkv, z.hd});
  GenTensor v4 = ctx.View(v, {z.b, z.s, z.hkv, z.hd});
  GenTensor qr = ctx.Convert(Rope(ctx, q4, fq), ctx.dtype());
  GenTensor kr = ctx.Convert(Rope(ctx, k4, fq), ctx.dtype());
  kr = ctx.SeqGather(kr, "cp", ctx.dims().cp);
  v4 = ctx.SeqGather(v4, "cp", ctx.dims().cp);
  GenTensor ke = RepeatKv(ctx, kr, z.hq / z.hkv);
  GenTensor ve = RepeatKv(ctx, v4, z.hq / z.hkv);
  return {ctx.Permute(qr, {0, 2, 1, 3}), ctx.Permute(ke, {0, 2, 1, 3}),
          ctx.Permute(ve, {0, 2, 1, 3})};
}

GenTensor Freqs(StepContext& ctx, const Sizes& z, const GenTensor& freqs) {
  return ctx.View(freqs, {1, z.s, 1, z.hd / 2});
}

// The normed, tp-gathered block input as [B·S, D].
struct NormedInput {
  GenTensor weight;
  RmsNormForward norm;
  GenTensor x2;
};

NormedInput NormAndGather(StepContext& ctx, const Sizes& z, const GenParam& norm,
                          const GenTensor& h) {
  NormedInput n;
  n.weight = ctx.Gather(norm);
  n.norm = RmsNorm(ctx, h, n.weight);
  GenTensor x = ctx.SeqGather(n.norm.out, "tp", ctx.dims().tp);
  n.x2 = ctx.View(x, {z.t, z.d});
  return n;
}

}  // namespace

GenTensor Rope(StepContext& ctx, const GenTensor& x, const GenTensor& fq) {
  std::vector<int64_t> pairs = x.shape;
  pairs.back() /= 2;
  pairs.push_back(2);
  GenTensor v = ctx.View(ctx.Convert(x, "f32"), pairs);
  std::vector<int64_t> complex_shape(pairs.begin(), pairs.end() - 1);
  GenTensor c =
      ctx.Op("view_as_complex", "aten.view_as_complex.default", v.name, "c64", complex_shape);
  GenTensor m = ctx.Binary("mul", c, fq);
  GenTensor r = ctx.Op("view_as_real", "aten.view_as_real.default", m.name, "f32", pairs);
  return ctx.View(r, x.shape);
}

GenTensor RopeBackward(StepContext& ctx, const GenTensor& dx, const GenTensor& conj) {
  // The same rotation by the conjugate frequencies, cast back to the step's dtype.
  return ctx.Convert(Rope(ctx, dx, conj), ctx.dtype());
}

AttentionParams DeclareAttentionParams(StepContext& ctx) {
  const Sizes z = SizesOf(ctx);
  AttentionParams p;
  p.norm = ctx.NewParam({z.d});
  p.wq = ctx.NewParam({z.dq, z.d});
  p.wk = ctx.NewParam({z.dkv, z.d});
  p.wv = ctx.NewParam({z.dkv, z.d});
  p.wo = ctx.NewParam({z.d, z.dq});
  return p;
}

AttentionSaved DeclareAttentionSaved(StepContext& ctx) {
  const Sizes z = SizesOf(ctx);
  GraphTextBuilder& b = ctx.builder();
  AttentionSaved s;
  s.h_in = b.Input(ctx.dtype(), {z.b, ctx.seq_tp(), z.d});
  s.q = b.Input(ctx.dtype(), {z.b, z.s, z.dq});
  s.v = b.Input(ctx.dtype(), {z.b, z.s, z.dkv});
  s.out = b.Input(ctx.dtype(), {z.b, z.hq, z.s, z.hd});
  s.lse = b.Input("f32", {z.b, z.hq, z.s, 1});
  s.seed = b.Input("i64", {});
  s.offset = b.Input("i64", {});
  if (ctx.dims().tp > 1) s.proj = b.Input(ctx.dtype(), {z.b, ctx.seq_tp(), z.d});
  return s;
}

GenTensor AttentionForward(StepContext& ctx, const AttentionParams& p, const GenTensor& h_in,
                           const GenTensor& freqs, AttentionSaved& saved) {
  const Sizes z = SizesOf(ctx);
  saved.h_in = h_in;
  NormedInput n = NormAndGather(ctx, z, p.norm, h_in);
  GenTensor q = ctx.View(ctx.Mm(n.x2, ctx.T(ctx.Gather(p.wq))), {z.b, z.s, z.dq});
  GenTensor k = ctx.View(ctx.Mm(n.x2, ctx.T(ctx.Gather(p.wk))), {z.b, z.s, z.dkv});
  GenTensor v = ctx.View(ctx.Mm(n.x2, ctx.T(ctx.Gather(p.wv))), {z.b, z.s, z.dkv});
  saved.q = q;
  saved.v = v;
  Heads h = MakeHeads(ctx, z, q, k, v, Freqs(ctx, z, freqs));
  std::string sdpa = ctx.builder().CallTuple(
      "_scaled_dot_product_cudnn_attention", "aten._scaled_dot_product_cudnn_attention.default",
      fmt::format("{}, {}, {}, None, True, 0.0, True", h.q.name, h.k.name, h.v.name));
  GraphTextBuilder& b = ctx.builder();
  saved.out = b.Item(sdpa, 0, ctx.dtype(), {z.b, z.hq, z.s, z.hd});
  saved.lse = b.Item(sdpa, 1, "f32", {z.b, z.hq, z.s, 1});
  saved.seed = b.Item(sdpa, 6, "i64", {});
  saved.offset = b.Item(sdpa, 7, "i64", {});
  GenTensor o = ctx.View(ctx.Permute(saved.out, {0, 2, 1, 3}), {z.b, z.s, z.dq});
  GenTensor wo = ctx.T(ctx.Gather(p.wo));
  GenTensor proj = ctx.View(ctx.Mm(ctx.View(o, {z.t, z.dq}), wo), {z.b, z.s, z.d});
  saved.proj = ctx.SeqScatter(proj, "tp", ctx.dims().tp);
  return ctx.Binary("add", h_in, saved.proj);
}

GenTensor AttentionBackward(StepContext& ctx, const AttentionParams& p, const AttentionSaved& s,
                            const GenTensor& freqs, const GenTensor& grad,
                            std::optional<GenTensor> wo_t) {
  const Sizes z = SizesOf(ctx);
  GenTensor g2 = ctx.View(ctx.SeqGather(grad, "tp", ctx.dims().tp), {z.t, z.d});
  GenTensor o = ctx.View(ctx.Permute(s.out, {0, 2, 1, 3}), {z.b, z.s, z.dq});
  GenTensor o2 = ctx.View(o, {z.t, z.dq});
  GenTensor dwo = ctx.Mm(ctx.T(g2), o2);
  if (!wo_t.has_value()) wo_t = ctx.T(ctx.Gather(p.wo));
  GenTensor dout = ctx.View(ctx.Mm(g2, ctx.T(*wo_t)), {z.b, z.s, z.dq});
  ctx.ReduceGrad(p.wo, dwo);
  GenTensor dop = ctx.Permute(ctx.View(dout, {z.b, z.s, z.hq, z.hd}), {0, 2, 1, 3});
  GenTensor fq = Freqs(ctx, z, freqs);
  NormedInput n = NormAndGather(ctx, z, p.norm, s.h_in);
  GenTensor wk_t = ctx.T(ctx.Gather(p.wk));
  GenTensor k = ctx.View(ctx.Mm(n.x2, wk_t), {z.b, z.s, z.dkv});
  Heads h = MakeHeads(ctx, z, s.q, k, s.v, fq);
  std::string bwd = ctx.builder().CallTuple(
      "_scaled_dot_product_cudnn_attention_backward",
      "aten._scaled_dot_product_cudnn_attention_backward.default",
      fmt::format("{}, {}, {}, {}, {}, {}, {}, {}, None, None, None, {}, {}, 0.0, True", dop.name,
                  h.q.name, h.k.name, h.v.name, s.out.name, s.lse.name, s.seed.name, s.offset.name,
                  z.s, z.sk));
  GraphTextBuilder& b = ctx.builder();
  GenTensor dq = b.Item(bwd, 0, ctx.dtype(), {z.b, z.hq, z.s, z.hd});
  GenTensor dk = b.Item(bwd, 1, ctx.dtype(), {z.b, z.hq, z.sk, z.hd});
  GenTensor dv = b.Item(bwd, 2, ctx.dtype(), {z.b, z.hq, z.sk, z.hd});
  const int64_t rep = z.hq / z.hkv;
  GenTensor dv4 = RepeatKvBackward(ctx, ctx.Permute(dv, {0, 2, 1, 3}), z.hkv, rep);
  GenTensor dk4 = RepeatKvBackward(ctx, ctx.Permute(dk, {0, 2, 1, 3}), z.hkv, rep);
  GenTensor dq4 = ctx.Permute(dq, {0, 2, 1, 3});
  dv4 = ctx.SeqScatter(dv4, "cp", ctx.dims().cp);
  dk4 = ctx.SeqScatter(dk4, "cp", ctx.dims().cp);
  GenTensor conj = ctx.Op("_conj", "aten._conj.default", fq.name, "c64", fq.shape);
  GenTensor dkr = RopeBackward(ctx, dk4, ctx.Unary("clone", conj));
  GenTensor dqr = RopeBackward(ctx, dq4, ctx.Unary("clone", conj));
  // Weight and input gradients of wv, wk, wq (the traced order).
  GenTensor dx;
  auto project = [&](const GenTensor& d, int64_t width, const GenParam& w,
                     std::optional<GenTensor> w_t) {
    GenTensor f = ctx.View(ctx.View(d, {z.b, z.s, width}), {z.t, width});
    GenTensor dw = ctx.Mm(ctx.T(f), n.x2);
    if (!w_t.has_value()) w_t = ctx.T(ctx.Gather(w));
    GenTensor part = ctx.View(ctx.Mm(f, ctx.T(*w_t)), {z.b, z.s, z.d});
    dx = dx.name.empty() ? part : ctx.Binary("add", dx, part);
    ctx.ReduceGrad(w, dw);
  };
  project(dv4, z.dkv, p.wv, std::nullopt);
  project(dkr, z.dkv, p.wk, wk_t);
  project(dqr, z.dq, p.wq, std::nullopt);
  GenTensor dxs = ctx.SeqScatter(dx, "tp", ctx.dims().tp);
  GenTensor dh = RmsNormBackward(ctx, p.norm, n.weight, n.norm, dxs);
  return ctx.Binary("add", grad, dh);
}

}  // namespace collopt
