// collopt/generate/moe_backward.cc — see moe.h: the MoE block's backward
// and the inputs a backward graph declares for it.
#include <string>
#include <vector>

#include "fmt/format.h"
#include "generate/moe.h"
#include "generate/rms_norm.h"

namespace collopt {
namespace {

// `full([rows, cols], 0)` on the device; `rows` may be a SymInt.
GenTensor Zeros(StepContext& ctx, const GenInt& rows, int64_t cols, std::string_view dtype) {
  return ctx.Op("full", "aten.full.default",
                fmt::format("[{}, {}], 0, dtype = {}, layout = torch.strided, device = "
                            "device(type='cuda', index=0), pin_memory = False",
                            rows.text, cols, TorchDtype(dtype)),
                dtype, {rows.value, cols});
}

GenTensor Bmm(StepContext& ctx, const GenTensor& a, const GenTensor& b) {
  return ctx.Op("bmm", "aten.bmm.default", fmt::format("{}, {}", a.name, b.name), a.dtype,
                {a.shape[0], a.shape[1], b.shape[2]});
}

// `index_put(buffer, [index], values, True)`: values accumulated into rows of a copy.
GenTensor Accumulate(StepContext& ctx, const GenTensor& buffer, const GenTensor& index,
                     const GenTensor& values) {
  return ctx.Op("index_put", "aten.index_put.default",
                fmt::format("{}, [{}], {}, True", buffer.name, index.name, values.name),
                buffer.dtype, buffer.shape);
}

GenTensor Index(StepContext& ctx, const GenTensor& x, const GenTensor& index) {
  std::vector<int64_t> shape = x.shape;
  shape[0] = index.shape[0];
  return ctx.Op("index", "aten.index.Tensor", fmt::format("{}, [{}]", x.name, index.name), x.dtype,
                shape);
}

// The experts' part: the combine's backward all_to_all, the routed experts'
// backward on the permuted rows, the dispatch's backward all_to_all; the
// gradient of the dispatched token copies [Σ sent, D].
GenTensor ExpertsBackward(StepContext& ctx, const MoeParams& p, const MoeSaved& s,
                          const GenTensor& dcopies) {
  const MoeSplits& sp = s.splits;
  const int64_t d = ctx.spec().dim;
  GenTensor drecv = AllToAll(ctx, dcopies, sp.received, sp.sent);
  GenTensor buffer = Zeros(ctx, sp.buffer_rows, d, ctx.dtype());
  GenTensor dunpermuted =
      ctx.Op("slice_scatter", "aten.slice_scatter.default",
             fmt::format("{}, {}, 0, 0, -1", buffer.name, drecv.name), ctx.dtype(), buffer.shape);
  GenTensor dout = Index(ctx, dunpermuted, s.order);
  GenTensor dxin = SwiGluBackward(ctx, p.experts, s.experts, dout, &s.offs);
  GenTensor dpadded = Accumulate(ctx, buffer, s.order, dxin);
  GenTensor drows = ctx.Op("slice", "aten.slice.Tensor",
                           fmt::format("{}, 0, 0, {}", dpadded.name, sp.received_rows.text),
                           ctx.dtype(), {sp.received_rows.value, d});
  return AllToAll(ctx, drows, sp.sent, sp.received);
}

// The router's backward: the top-k scores' gradient [T, K] scattered to the
// experts, through the softmax (recomputed from the saved logits, max and
// sum), then the gate mm; returns the input rows' gradient [T, D].
GenTensor RouterBackward(StepContext& ctx, const MoeParams& p, const MoeSaved& s,
                         const GenTensor& dweights, MoeGradBuffers& zeros) {
  const int64_t t = ctx.tokens(), e = ctx.spec().experts;
  if (zeros.scores.name.empty()) zeros.scores = Zeros(ctx, GenInt::Literal(t), e, "f32");
  GenTensor dw = ctx.Scalar("mul", "mul.Tensor", dweights, "1.0");
  GenTensor dprobs =
      ctx.Op("scatter_add", "aten.scatter_add.default",
             fmt::format("{}, 1, {}, {}", zeros.scores.name, s.top.name, dw.name), "f32", {t, e});
  GenTensor logits = ctx.Convert(s.logits, "f32");
  GenTensor scores = ctx.Binary("div", ctx.Unary("exp", ctx.Binary("sub", logits, s.amax)), s.sum);
  GenTensor gp = ctx.Binary("mul", dprobs, scores);
  GenTensor total = ctx.Sum(gp, {1}, true);
  GenTensor neg = ctx.Unary("neg", scores);
  GenTensor dlogits =
      ctx.Op("fma", "prims.fma.default", fmt::format("{}, {}, {}", neg.name, total.name, gp.name),
             "f32", {t, e});
  return ctx.LinearBackward(p.gate, ctx.Convert(dlogits, ctx.dtype()), s.x);
}

}  // namespace

MoeSplits DeclareMoeSplits(StepContext& ctx, int64_t hint) {
  MoeSplits sp;
  for (int64_t i = 0; i < ctx.dims().ep; ++i) {
    sp.sent.push_back(ctx.builder().SymInput("_local_scalar_dense", hint));
  }
  for (int64_t i = 0; i < ctx.dims().ep; ++i) {
    sp.received.push_back(ctx.builder().SymInput("_local_scalar_dense", hint));
  }
  return sp;
}

void DeclareMoeSaved(StepContext& ctx, MoeSaved& s) {
  const TransformerSpec& m = ctx.spec();
  GraphTextBuilder& b = ctx.builder();
  const int64_t t = ctx.tokens(), d = m.dim, k = m.top_k, local = m.experts / ctx.dims().ep;
  int64_t received = 0;
  for (const GenInt& rows : s.splits.received) received += rows.value;
  const int64_t padded = MoePaddedRows(ctx, received);
  s.h_in = b.Input(ctx.dtype(), {ctx.batch(), ctx.seq(), d});
  s.rsqrt = b.Input("f32", {ctx.batch(), ctx.seq(), 1});
  s.x = b.Input(ctx.dtype(), {t, d});
  s.logits = b.Input(ctx.dtype(), {t, m.experts});
  s.amax = b.Input("f32", {t, 1});
  s.sum = b.Input("f32", {t, 1});
  s.top = b.Input("i64", {t, k});
  s.perm = b.Input("i64", {t * k});
  s.token_of = b.Input("i64", {t * k});
  s.order = b.Input("i32", {padded});
  GenTensor xin = b.Input(ctx.dtype(), {padded, d});
  s.offs = b.Input("i32", {local});
  s.experts = DeclareSwiGluSaved(ctx, xin, m.moe_ffn_dim);
  if (m.shared_experts > 0) {
    s.shared = DeclareSwiGluSaved(ctx, s.x, m.moe_ffn_dim * m.shared_experts);
  }
}

void DeclareMoeBmmSaved(StepContext& ctx, MoeSaved& s) {
  const int64_t t = ctx.tokens(), k = ctx.spec().top_k;
  s.weights_t = ctx.builder().Input("f32", {t, k, 1});
  s.copies_t = ctx.builder().Input("f32", {t, ctx.spec().dim, k});
}

GenTensor MoeBackward(StepContext& ctx, const MoeParams& p, const MoeSaved& s,
                      const GenTensor& grad, MoeGradBuffers& zeros) {
  const TransformerSpec& m = ctx.spec();
  const int64_t t = ctx.tokens(), d = m.dim, k = m.top_k;
  GenTensor g2 = ctx.View(grad, {t, d});
  // The score-weighted sum of the top-k copies (bmm [T, 1, K] × [T, K, D]).
  GenTensor g3 = ctx.Convert(
      ctx.Op("unsqueeze", "aten.unsqueeze.default", g2.name + ", 1", g2.dtype, {t, 1, d}), "f32");
  GenTensor weights_t = s.weights_t.name.empty() ? ctx.Permute(s.weights, {0, 2, 1}) : s.weights_t;
  GenTensor copies_t = s.copies_t.name.empty() ? ctx.Permute(s.copies, {0, 2, 1}) : s.copies_t;
  GenTensor dcopies = ctx.Convert(Bmm(ctx, weights_t, g3), ctx.dtype());
  GenTensor dweights = ctx.View(Bmm(ctx, g3, copies_t), {t, k});
  GenTensor dsorted = Index(ctx, ctx.View(dcopies, {t * k, d}), s.perm);
  GenTensor dx;
  if (m.shared_experts > 0) dx = SwiGluBackward(ctx, p.shared, s.shared, g2, nullptr);
  GenTensor dsent = ExpertsBackward(ctx, p, s, dsorted);
  if (zeros.tokens.name.empty()) zeros.tokens = Zeros(ctx, GenInt::Literal(t), d, ctx.dtype());
  GenTensor dtokens = Accumulate(ctx, zeros.tokens, s.token_of, dsent);
  dx = dx.name.empty() ? dtokens : ctx.Binary("add", dx, dtokens);
  dx = ctx.Binary("add", dx, RouterBackward(ctx, p, s, dweights, zeros));
  GenTensor nw = ctx.Gather(p.norm);
  GenTensor dh = RmsNormBackward(ctx, p.norm, nw, RmsNormFromSaved(ctx, s.h_in, s.rsqrt),
                                 ctx.View(dx, {ctx.batch(), ctx.seq(), d}));
  return ctx.Binary("add", grad, dh);
}

}  // namespace collopt
