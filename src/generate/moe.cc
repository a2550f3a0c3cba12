// collopt/generate/moe.cc — see moe.h (the backward is in moe_backward.cc).
#include "generate/moe.h"

#include <string>
#include <vector>

#include "fmt/format.h"
#include "generate/rms_norm.h"

namespace collopt {
namespace {

constexpr int64_t kAlign = 8;  // torchtitan TOKEN_GROUP_ALIGN_SIZE_M (bf16)
constexpr const char* kCuda =
    "layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False";

std::vector<GenInt> Repeated(int64_t value, int64_t times) {
  return std::vector<GenInt>(static_cast<size_t>(times), GenInt::Literal(value));
}

// Router: softmax scores of the gate's logits (fp32), top-k of the biased scores.
struct Routing {
  GenTensor scores, top, weights;
};

Routing Route(StepContext& ctx, const MoeParams& p, MoeSaved& saved) {
  const int64_t t = ctx.tokens(), k = ctx.spec().top_k;
  saved.logits = ctx.Mm(saved.x, ctx.T(ctx.Gather(p.gate)));
  GenTensor logits = ctx.Convert(saved.logits, "f32");
  saved.amax = ctx.Op("amax", "aten.amax.default", logits.name + ", [1], True", "f32", {t, 1});
  GenTensor ex = ctx.Unary("exp", ctx.Binary("sub", logits, saved.amax));
  saved.sum = ctx.Sum(ex, {1}, true);
  Routing r;
  r.scores = ctx.Binary("div", ex, saved.sum);
  GenTensor biased = ctx.Binary("add", r.scores, p.expert_bias);
  std::string topk = ctx.builder().CallTuple(
      "topk", "aten.topk.default", fmt::format("{}, {}, -1, True, False", biased.name, k));
  r.top = ctx.builder().Item(topk, 1, "i64", {t, k});
  GenTensor top = ctx.Op("gather", "aten.gather.default",
                         fmt::format("{}, 1, {}", r.scores.name, r.top.name), "f32", {t, k});
  r.weights = ctx.Scalar("mul", "mul.Tensor", top, "1.0");
  saved.top = r.top;
  return r;
}

// The received rows permuted into expert groups padded to kAlign ([P, D]):
// offsets from the exchanged counts, and the order. In torchtitan the order
// is a Triton index-fill kernel's output over a `full` of -1 (the real
// graphs' triton_kernel_wrapper_functional), which no aten op computes; here
// the received rows in their order, then -1 for the padding rows (the zero
// row): every received row read once and written back once, so the step
// reads no uninitialized row and runs eagerly (tests/torch/repro_ranks.py).
GenTensor ToExpertGroups(StepContext& ctx, const GenTensor& counts, const GenTensor& recv,
                         MoeSaved& saved) {
  const int64_t ep = ctx.dims().ep, local = ctx.spec().experts / ep, d = ctx.spec().dim;
  GenTensor per_expert = ctx.Sum(ctx.View(counts, {ep, local}), {0}, false);
  saved.offs =
      ctx.Op("cumsum", "aten.cumsum.default",
             ctx.Convert(per_expert, "i32").name + ", 0, dtype = torch.int32", "i32", {local});
  const int64_t padded = MoePaddedRows(ctx, recv.shape[0]);
  const int64_t received = recv.shape[0];
  saved.order =
      ctx.Op("arange", "aten.arange.default",
             fmt::format("{}, dtype = torch.int32, {}", received, kCuda), "i32", {received});
  if (padded > received) {
    GenTensor pad =
        ctx.Op("full", "aten.full.default",
               fmt::format("[{}], -1, dtype = torch.int32, {}", padded - received, kCuda), "i32",
               {padded - received});
    saved.order = ctx.Cat({saved.order, pad}, 0);
  }
  GenTensor zero_row = ctx.Op("full", "aten.full.default",
                              fmt::format("[1, {}], 0.0, dtype = torch.bfloat16, {}", d, kCuda),
                              ctx.dtype(), {1, d});
  GenTensor with_pad = ctx.Cat({recv, zero_row}, 0);
  return ctx.Op("index", "aten.index.Tensor",
                fmt::format("{}, [{}]", with_pad.name, saved.order.name), recv.dtype, {padded, d});
}

}  // namespace

MoeParams DeclareMoeParams(StepContext& ctx, bool buffers) {
  const TransformerSpec& m = ctx.spec();
  const int64_t d = m.dim, f = m.moe_ffn_dim, local = m.experts / ctx.dims().ep;
  MoeParams p;
  p.norm = ctx.NewParam({d});
  if (buffers) p.expert_bias = ctx.builder().Input("f32", {m.experts});
  p.gate = ctx.NewParam({m.experts, d});
  if (buffers) p.tokens_per_expert = ctx.builder().Input("f32", {m.experts});
  p.experts.w1 = ctx.NewParam({local, f, d}, /*expert=*/true);
  p.experts.w2 = ctx.NewParam({local, d, f}, /*expert=*/true);
  p.experts.w3 = ctx.NewParam({local, f, d}, /*expert=*/true);
  const int64_t fs = f * m.shared_experts;
  if (fs > 0) {
    p.shared.w1 = ctx.NewParam({fs, d});
    p.shared.w3 = ctx.NewParam({fs, d});
    p.shared.w2 = ctx.NewParam({d, fs});
  }
  return p;
}

int64_t MoePaddedRows(const StepContext& ctx, int64_t received_rows) {
  const int64_t local = ctx.spec().experts / ctx.dims().ep;
  return (received_rows + local * kAlign + kAlign - 1) / kAlign * kAlign;
}

GenTensor AllToAll(StepContext& ctx, const GenTensor& x, const std::vector<GenInt>& out,
                   const std::vector<GenInt>& in) {
  ctx.UseGroup("ep", ctx.dims().ep);
  std::vector<int64_t> shape = x.shape;
  shape[0] = 0;
  for (const GenInt& rows : out) shape[0] += rows.value;
  return ctx.Collective("all_to_all_single", "all_to_all_single",
                        fmt::format("{}, {}, {}, 'ep'", x.name, IntList(out), IntList(in)),
                        GenTensor{"", x.dtype, shape});
}

GenTensor MoeForward(StepContext& ctx, const MoeParams& p, const GenTensor& h, int64_t split_rows,
                     MoeSaved& saved) {
  const TransformerSpec& m = ctx.spec();
  const int64_t b = ctx.batch(), s = ctx.seq(), t = ctx.tokens(), d = m.dim;
  const int64_t e = m.experts, k = m.top_k, ep = ctx.dims().ep, local = e / ep;
  const int64_t routed = t * k;
  // Norm and router.
  GenTensor nw = ctx.Gather(p.norm);
  RmsNormForward norm = RmsNorm(ctx, h, nw);
  saved.h_in = h;
  saved.rsqrt = norm.rsqrt;
  saved.x = ctx.View(norm.out, {t, d});
  Routing r = Route(ctx, p, saved);
  GenTensor flat = ctx.View(r.top, {routed});
  GenTensor histc = ctx.Op("histc", "aten.histc.default",
                           fmt::format("{}, {}, 0, {}", flat.name, e, e), "i64", {e});
  ctx.Binary("add", p.tokens_per_expert, histc);
  std::string sort =
      ctx.builder().CallTuple("sort", "aten.sort.stable", flat.name + ", stable = True");
  saved.perm = ctx.builder().Item(sort, 1, "i64", {routed});
  saved.token_of =
      ctx.Op("div", "aten.div.Tensor_mode",
             fmt::format("{}, {}, rounding_mode = 'floor'", saved.perm.name, k), "i64", {routed});
  GenTensor send = ctx.Op("index", "aten.index.Tensor",
                          fmt::format("{}, [{}]", saved.x.name, saved.token_of.name), saved.x.dtype,
                          {routed, d});
  // Counts, then tokens, over ep.
  MoeSplits& splits = saved.splits;
  splits.sent = Repeated(routed / ep, ep);
  splits.received = Repeated(split_rows, ep);
  splits.received_rows = GenInt::Literal(split_rows * ep);
  splits.buffer_rows = GenInt::Literal(split_rows * ep + 1);
  GenTensor counts = AllToAll(ctx, histc, Repeated(local, ep), Repeated(local, ep));
  GenTensor recv = AllToAll(ctx, send, splits.received, splits.sent);
  // Experts on the permuted rows, then back to the received order.
  GenTensor xin = ToExpertGroups(ctx, counts, recv, saved);
  GenTensor eo = SwiGluForward(ctx, p.experts, xin, &saved.offs, saved.experts);
  const int64_t rows = recv.shape[0];
  GenTensor empty = ctx.Op("empty", "aten.empty.memory_format",
                           fmt::format("[{}, {}], dtype = torch.bfloat16, {}", rows + 1, d, kCuda),
                           ctx.dtype(), {rows + 1, d});
  GenTensor unpermuted = ctx.Op("index_put", "aten.index_put.default",
                                fmt::format("{}, [{}], {}", empty.name, saved.order.name, eo.name),
                                ctx.dtype(), {rows + 1, d});
  GenTensor back_in =
      ctx.Op("slice", "aten.slice.Tensor", unpermuted.name + ", 0, 0, -1", ctx.dtype(), {rows, d});
  GenTensor back = AllToAll(ctx, back_in, splits.received, splits.received);
  GenTensor shared;
  if (m.shared_experts > 0) {
    shared = SwiGluForward(ctx, p.shared, saved.x, nullptr, saved.shared);
  }
  // Combine: rows back to their token copies, weighted by the top-k scores.
  GenTensor zeros = ctx.Op("full", "aten.full.default",
                           fmt::format("[{}, {}], 0, dtype = torch.bfloat16, {}", routed, d, kCuda),
                           ctx.dtype(), {routed, d});
  GenTensor copies = ctx.Op("index_put", "aten.index_put.default",
                            fmt::format("{}, [{}], {}", zeros.name, saved.perm.name, back.name),
                            ctx.dtype(), {routed, d});
  GenTensor wv = ctx.View(r.weights, {t, 1, k});
  GenTensor cv = ctx.Convert(ctx.View(copies, {t, k, d}), "f32");
  GenTensor mixed =
      ctx.Op("bmm", "aten.bmm.default", fmt::format("{}, {}", wv.name, cv.name), "f32", {t, 1, d});
  saved.weights = wv;
  saved.copies = cv;
  GenTensor sq = ctx.Op("squeeze", "aten.squeeze.dim", ctx.Convert(mixed, ctx.dtype()).name + ", 1",
                        ctx.dtype(), {t, d});
  GenTensor out = m.shared_experts > 0 ? ctx.Binary("add", shared, sq) : sq;
  return ctx.Binary("add", h, ctx.View(out, {b, s, d}));
}

}  // namespace collopt
