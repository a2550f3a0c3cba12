// collopt/generate/rms_norm.cc — see rms_norm.h.
#include "generate/rms_norm.h"

#include "fmt/format.h"

namespace collopt {

RmsNormForward RmsNorm(StepContext& ctx, const GenTensor& x, const GenTensor& weight) {
  const int64_t last = static_cast<int64_t>(x.shape.size()) - 1;
  GenTensor x32 = ctx.Convert(x, "f32");
  GenTensor pow = ctx.Scalar("pow", "pow.Tensor_Scalar", x32, "2");
  std::vector<int64_t> reduced = x.shape;
  reduced.back() = 1;
  GenTensor mean = ctx.Op("mean", "aten.mean.dim", fmt::format("{}, [{}], True", pow.name, last),
                          "f32", reduced);
  GenTensor add = ctx.Scalar("add", "add.Scalar", mean, "1e-05");
  GenTensor r = ctx.Unary("rsqrt", add);
  GenTensor n = ctx.Binary("mul", x32, r);
  GenTensor y = ctx.Binary("mul", n, weight);
  return {ctx.Convert(y, ctx.dtype()), n, r};
}

RmsNormForward RmsNormFromSaved(StepContext& ctx, const GenTensor& x, const GenTensor& rsqrt) {
  return {GenTensor{}, ctx.Binary("mul", ctx.Convert(x, "f32"), rsqrt), rsqrt};
}

GenTensor RmsNormBackward(StepContext& ctx, const GenParam& param, const GenTensor& weight,
                          const RmsNormForward& fw, const GenTensor& grad) {
  const int64_t dim = grad.shape.back();
  GenTensor g32 = ctx.Convert(grad, "f32");
  GenTensor w32 = ctx.Convert(weight, "f32");
  GenTensor gw = ctx.Binary("mul", g32, w32);
  GenTensor gwn = ctx.Binary("mul", fw.norm, gw);
  GenTensor s = ctx.Sum(gwn, {2}, true);
  GenTensor div = ctx.Scalar("div", "div.Tensor", fw.norm, std::to_string(dim));
  GenTensor m = ctx.Binary("mul", div, s);
  GenTensor sub = ctx.Binary("sub", gw, m);
  GenTensor dx = ctx.Binary("mul", sub, fw.rsqrt);
  GenTensor gn = ctx.Binary("mul", g32, fw.norm);
  GenTensor dw = ctx.Sum(gn, {0, 1}, false);
  GenTensor dx16 = ctx.Convert(dx, ctx.dtype());
  if (ctx.dims().tp > 1) {
    ctx.UseGroup("tp", ctx.dims().tp);
    GenTensor c = ctx.Convert(dw, ctx.dtype());
    dw = ctx.Collective("all_reduce", "all_reduce", fmt::format("{}, 'sum', 'tp'", c.name), c);
  }
  ctx.ReduceGrad(param, dw);
  return dx16;
}

}  // namespace collopt
