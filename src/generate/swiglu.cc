// collopt/generate/swiglu.cc — see swiglu.h.
#include "generate/swiglu.h"

#include "fmt/format.h"

namespace collopt {
namespace {

// Which matmul: `mm` with [F, D] weights, or `_grouped_mm` with [E, F, D]
// weights and the expert offsets.
class Matmuls {
 public:
  Matmuls(StepContext& ctx, const GenTensor* offs) : ctx_(ctx), offs_(offs) {}

  // x [N, K] · wᵀ, w as stored ([M, K] or [E, M, K]) → [N, M].
  GenTensor ByTransposed(const GenTensor& x, const GenTensor& w) {
    if (offs_ == nullptr) return ctx_.Mm(x, ctx_.T(w));
    return Grouped(x, ctx_.Permute(w, {0, 2, 1}), {x.shape[0], w.shape[1]});
  }
  // g [N, M] · w, w as stored ([M, K] or [E, M, K]), through the forward's
  // transpose transposed back (as traced) → [N, K].
  GenTensor ByWeight(const GenTensor& g, const GenTensor& w) {
    if (offs_ == nullptr) return ctx_.Mm(g, ctx_.T(ctx_.T(w)));
    GenTensor back = ctx_.Permute(ctx_.Permute(w, {0, 2, 1}), {0, 2, 1});
    return Grouped(g, back, {g.shape[0], w.shape[2]});
  }
  // The weight gradient gᵀ · x: [M, K], or [E, M, K] per expert group.
  GenTensor WeightGrad(const GenTensor& g, const GenTensor& x) {
    if (offs_ == nullptr) return ctx_.Mm(ctx_.T(g), x);
    return Grouped(ctx_.T(g), x, {offs_->shape[0], g.shape[1], x.shape[1]});
  }

 private:
  GenTensor Grouped(const GenTensor& a, const GenTensor& b, std::vector<int64_t> shape) {
    return ctx_.Op("_grouped_mm", "aten._grouped_mm.default",
                   fmt::format("{}, {}, {}", a.name, b.name, offs_->name), a.dtype,
                   std::move(shape));
  }

  StepContext& ctx_;
  const GenTensor* offs_;
};

GenTensor SiluBackward(StepContext& ctx, const Silu& silu, const GenTensor& grad) {
  GenTensor g32 = ctx.Convert(grad, "f32");
  GenTensor sig = ctx.Scalar("mul", "mul.Tensor", ctx.Unary("reciprocal", silu.den), "1");
  GenTensor gs = ctx.Binary("mul", g32, sig);
  GenTensor one_minus = ctx.Scalar("sub", "sub.Tensor", sig, "1", /*scalar_first=*/true);
  GenTensor t = ctx.Scalar("add", "add.Tensor", ctx.Binary("mul", silu.a32, one_minus), "1");
  return ctx.Convert(ctx.Binary("mul", gs, t), ctx.dtype());
}

}  // namespace

Silu SiluForward(StepContext& ctx, const GenTensor& a) {
  Silu s;
  s.a32 = ctx.Convert(a, "f32");
  GenTensor e = ctx.Unary("exp", ctx.Unary("neg", s.a32));
  s.den = ctx.Scalar("add", "add.Tensor", e, "1");
  s.out = ctx.Convert(ctx.Binary("div", s.a32, s.den), ctx.dtype());
  return s;
}

GenTensor SwiGluForward(StepContext& ctx, const SwiGluParams& p, const GenTensor& x,
                        const GenTensor* offs, SwiGluSaved& saved) {
  Matmuls mm(ctx, offs);
  saved.x = x;
  saved.a = mm.ByTransposed(x, ctx.Gather(p.w1));
  GenTensor silu = SiluForward(ctx, saved.a).out;
  saved.b = mm.ByTransposed(x, ctx.Gather(p.w3));
  saved.product = ctx.Binary("mul", silu, saved.b);
  return mm.ByTransposed(saved.product, ctx.Gather(p.w2));
}

GenTensor SwiGluBackward(StepContext& ctx, const SwiGluParams& p, const SwiGluSaved& s,
                         const GenTensor& grad, const GenTensor* offs) {
  Matmuls mm(ctx, offs);
  GenTensor dw2 = mm.WeightGrad(grad, s.product);
  GenTensor dm = mm.ByWeight(grad, ctx.Gather(p.w2));
  ctx.ReduceGrad(p.w2, dw2);
  Silu silu = SiluForward(ctx, s.a);
  GenTensor db = ctx.Binary("mul", dm, silu.out);
  GenTensor dsilu = ctx.Binary("mul", dm, s.b);
  GenTensor dw3 = mm.WeightGrad(db, s.x);
  GenTensor dx3 = mm.ByWeight(db, ctx.Gather(p.w3));
  ctx.ReduceGrad(p.w3, dw3);
  GenTensor da = SiluBackward(ctx, silu, dsilu);
  GenTensor dw1 = mm.WeightGrad(da, s.x);
  GenTensor dx1 = mm.ByWeight(da, ctx.Gather(p.w1));
  ctx.ReduceGrad(p.w1, dw1);
  return ctx.Binary("add", dx3, dx1);
}

SwiGluSaved DeclareSwiGluSaved(StepContext& ctx, const GenTensor& x, int64_t hidden) {
  GraphTextBuilder& b = ctx.builder();
  SwiGluSaved s;
  s.x = x;
  s.a = b.Input(ctx.dtype(), {x.shape[0], hidden});
  s.b = b.Input(ctx.dtype(), {x.shape[0], hidden});
  s.product = b.Input(ctx.dtype(), {x.shape[0], hidden});
  return s;
}

}  // namespace collopt
