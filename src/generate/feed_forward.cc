// collopt/generate/feed_forward.cc — see feed_forward.h.
#include "generate/feed_forward.h"

#include "generate/rms_norm.h"

namespace collopt {
namespace {

struct SiluSaved {
  GenTensor x32, out;  // fp32 input, param-dtype silu(x)
};

SiluSaved FfnSiluForward(StepContext& ctx, const GenTensor& x) {
  GenTensor x32 = ctx.Convert(x, "f32");
  GenTensor s = ctx.Unary("sigmoid", x32);
  return {x32, ctx.Convert(ctx.Binary("mul", x32, s), ctx.dtype())};
}

GenTensor FfnSiluBackward(StepContext& ctx, const GenTensor& x32, const GenTensor& grad) {
  GenTensor g32 = ctx.Convert(grad, "f32");
  GenTensor e = ctx.Unary("exp", ctx.Unary("neg", x32));
  GenTensor sig = ctx.Scalar("mul", "mul.Tensor",
                             ctx.Unary("reciprocal", ctx.Scalar("add", "add.Tensor", e, "1")), "1");
  GenTensor gs = ctx.Binary("mul", g32, sig);
  GenTensor one_minus = ctx.Scalar("sub", "sub.Tensor", sig, "1", /*scalar_first=*/true);
  GenTensor t = ctx.Scalar("add", "add.Tensor", ctx.Binary("mul", x32, one_minus), "1");
  return ctx.Convert(ctx.Binary("mul", gs, t), ctx.dtype());
}

}  // namespace

FeedForwardParams DeclareFeedForwardParams(StepContext& ctx, int64_t hidden) {
  const int64_t d = ctx.spec().dim;
  FeedForwardParams p;
  p.norm = ctx.NewParam({d});
  p.w1 = ctx.NewParam({hidden, d});
  p.w3 = ctx.NewParam({hidden, d});
  p.w2 = ctx.NewParam({d, hidden});
  return p;
}

FeedForwardSaved DeclareFeedForwardSaved(StepContext& ctx, int64_t hidden) {
  FeedForwardSaved s;
  s.w1_out = ctx.builder().Input(ctx.dtype(), {ctx.tokens(), hidden});
  return s;
}

GenTensor FeedForwardForward(StepContext& ctx, const FeedForwardParams& p, const GenTensor& h,
                             FeedForwardSaved& saved) {
  const int64_t b = ctx.batch(), s = ctx.seq(), t = ctx.tokens(), d = ctx.spec().dim;
  saved.h = h;
  GenTensor w = ctx.Gather(p.norm);
  GenTensor x = ctx.SeqGather(RmsNorm(ctx, h, w).out, "tp", ctx.dims().tp);
  GenTensor x2 = ctx.View(x, {t, d});
  saved.w1_out = ctx.Mm(x2, ctx.T(ctx.Gather(p.w1)));
  const int64_t f = saved.w1_out.shape[1];
  SiluSaved silu = FfnSiluForward(ctx, ctx.View(saved.w1_out, {b, s, f}));
  GenTensor up = ctx.View(ctx.Mm(x2, ctx.T(ctx.Gather(p.w3))), {b, s, f});
  GenTensor m = ctx.View(ctx.Binary("mul", silu.out, up), {t, f});
  GenTensor out = ctx.View(ctx.Mm(m, ctx.T(ctx.Gather(p.w2))), {b, s, d});
  return ctx.Binary("add", h, ctx.SeqScatter(out, "tp", ctx.dims().tp));
}

GenTensor FeedForwardBackward(StepContext& ctx, const FeedForwardParams& p,
                              const FeedForwardSaved& s, const GenTensor& grad) {
  const int64_t b = ctx.batch(), sq = ctx.seq(), t = ctx.tokens(), d = ctx.spec().dim;
  const int64_t f = s.w1_out.shape[1];
  GenTensor g2 = ctx.View(ctx.SeqGather(grad, "tp", ctx.dims().tp), {t, d});
  GenTensor g_t = ctx.T(g2);
  GenTensor w = ctx.Gather(p.norm);
  RmsNormForward norm = RmsNorm(ctx, s.h, w);
  GenTensor x2 = ctx.View(ctx.SeqGather(norm.out, "tp", ctx.dims().tp), {t, d});
  SiluSaved silu = FfnSiluForward(ctx, ctx.View(s.w1_out, {b, sq, f}));
  GenTensor w3_t = ctx.T(ctx.Gather(p.w3));
  GenTensor up = ctx.View(ctx.Mm(x2, w3_t), {b, sq, f});
  GenTensor m = ctx.View(ctx.Binary("mul", silu.out, up), {t, f});
  GenTensor dw2 = ctx.Mm(g_t, m);
  GenTensor w2 = ctx.Gather(p.w2);
  GenTensor dm = ctx.View(ctx.Mm(g2, ctx.T(ctx.T(w2))), {b, sq, f});
  ctx.ReduceGrad(p.w2, dw2);
  GenTensor dup = ctx.View(ctx.Binary("mul", dm, silu.out), {t, f});
  GenTensor dsilu = ctx.Binary("mul", dm, up);
  GenTensor dw3 = ctx.Mm(ctx.T(dup), x2);
  GenTensor dx3 = ctx.View(ctx.Mm(dup, ctx.T(w3_t)), {b, sq, d});
  ctx.ReduceGrad(p.w3, dw3);
  GenTensor da = ctx.View(FfnSiluBackward(ctx, silu.x32, dsilu), {t, f});
  GenTensor dw1 = ctx.Mm(ctx.T(da), x2);
  GenTensor w1 = ctx.Gather(p.w1);
  GenTensor dx1 = ctx.View(ctx.Mm(da, ctx.T(ctx.T(w1))), {b, sq, d});
  GenTensor dx = ctx.Binary("add", dx3, dx1);
  ctx.ReduceGrad(p.w1, dw1);
  GenTensor dxs = ctx.SeqScatter(dx, "tp", ctx.dims().tp);
  return ctx.Binary("add", grad, RmsNormBackward(ctx, p.norm, w, norm, dxs));
}

}  // namespace collopt
