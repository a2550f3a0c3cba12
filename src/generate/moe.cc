// collopt/generate/moe.cc — see moe.h.
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

// silu as the DSv3 dumps decompose it: x / (1 + exp(-x)) in fp32.
GenTensor Silu(StepContext& ctx, const GenTensor& x) {
  GenTensor x32 = ctx.Convert(x, "f32");
  GenTensor e = ctx.Unary("exp", ctx.Unary("neg", x32));
  GenTensor den = ctx.Scalar("add", "add.Tensor", e, "1");
  return ctx.Convert(ctx.Binary("div", x32, den), ctx.dtype());
}

// "[v, v, ...]" (`times` items): a static split-size list.
std::string Repeated(int64_t value, int64_t times) {
  std::vector<std::string> items(static_cast<size_t>(times), std::to_string(value));
  return fmt::format("[{}]", fmt::join(items, ", "));
}

// `all_to_all_single(x, output_splits, input_splits, 'ep')` and its wait.
GenTensor AllToAll(StepContext& ctx, const GenTensor& x, int64_t out_split, int64_t in_split) {
  const int64_t ep = ctx.dims().ep;
  ctx.UseGroup("ep", ep);
  std::vector<int64_t> out = x.shape;
  out[0] = out_split * ep;
  return ctx.Collective(
      "all_to_all_single", "all_to_all_single",
      fmt::format("{}, {}, {}, 'ep'", x.name, Repeated(out_split, ep), Repeated(in_split, ep)),
      GenTensor{"", x.dtype, out});
}

// Expert weight [El, a, b] gathered and transposed to [El, b, a].
GenTensor ExpertWeightT(StepContext& ctx, const GenTensor& w) { return ctx.Permute(w, {0, 2, 1}); }

GenTensor GroupedMm(StepContext& ctx, const GenTensor& a, const GenTensor& b,
                    const GenTensor& offs) {
  return ctx.Op("_grouped_mm", "aten._grouped_mm.default",
                fmt::format("{}, {}, {}", a.name, b.name, offs.name), a.dtype,
                {a.shape[0], b.shape[2]});
}

}  // namespace

MoeParams DeclareMoeParams(StepContext& ctx) {
  const TransformerSpec& m = ctx.spec();
  const int64_t d = m.dim, f = m.moe_ffn_dim, local = m.experts / ctx.dims().ep;
  MoeParams p;
  p.norm = ctx.NewParam({d});
  p.expert_bias = ctx.builder().Input("f32", {m.experts});
  p.gate = ctx.NewParam({m.experts, d});
  p.tokens_per_expert = ctx.builder().Input("f32", {m.experts});
  p.w1 = ctx.NewParam({local, f, d}, /*expert=*/true);
  p.w2 = ctx.NewParam({local, d, f}, /*expert=*/true);
  p.w3 = ctx.NewParam({local, f, d}, /*expert=*/true);
  const int64_t fs = f * m.shared_experts;
  if (fs > 0) {
    p.shared_w1 = ctx.NewParam({fs, d});
    p.shared_w3 = ctx.NewParam({fs, d});
    p.shared_w2 = ctx.NewParam({d, fs});
  }
  return p;
}

GenTensor MoeForward(StepContext& ctx, const MoeParams& p, const GenTensor& h, int64_t split_rows) {
  const TransformerSpec& m = ctx.spec();
  const int64_t b = ctx.batch(), s = ctx.seq(), t = ctx.tokens(), d = m.dim;
  const int64_t e = m.experts, k = m.top_k, ep = ctx.dims().ep, local = e / ep;
  const int64_t routed = t * k;
  // Norm and router.
  GenTensor nw = ctx.Gather(p.norm);
  GenTensor x = ctx.View(RmsNorm(ctx, h, nw).out, {t, d});
  GenTensor logits = ctx.Convert(ctx.Mm(x, ctx.T(ctx.Gather(p.gate))), "f32");
  GenTensor amax = ctx.Op("amax", "aten.amax.default", logits.name + ", [1], True", "f32", {t, 1});
  GenTensor ex = ctx.Unary("exp", ctx.Binary("sub", logits, amax));
  GenTensor scores = ctx.Binary("div", ex, ctx.Sum(ex, {1}, true));
  GenTensor biased = ctx.Binary("add", scores, p.expert_bias);
  std::string topk = ctx.builder().CallTuple(
      "topk", "aten.topk.default", fmt::format("{}, {}, -1, True, False", biased.name, k));
  GenTensor idx = ctx.builder().Item(topk, 1, "i64", {t, k});
  GenTensor top = ctx.Op("gather", "aten.gather.default",
                         fmt::format("{}, 1, {}", scores.name, idx.name), "f32", {t, k});
  GenTensor weights = ctx.Scalar("mul", "mul.Tensor", top, "1.0");
  GenTensor flat = ctx.View(idx, {routed});
  GenTensor histc = ctx.Op("histc", "aten.histc.default",
                           fmt::format("{}, {}, 0, {}", flat.name, e, e), "i64", {e});
  ctx.Binary("add", p.tokens_per_expert, histc);
  std::string sort =
      ctx.builder().CallTuple("sort", "aten.sort.stable", flat.name + ", stable = True");
  GenTensor perm = ctx.builder().Item(sort, 1, "i64", {routed});
  GenTensor token_of =
      ctx.Op("div", "aten.div.Tensor_mode",
             fmt::format("{}, {}, rounding_mode = 'floor'", perm.name, k), "i64", {routed});
  GenTensor send = ctx.Op("index", "aten.index.Tensor",
                          fmt::format("{}, [{}]", x.name, token_of.name), x.dtype, {routed, d});
  // Counts, then tokens, over ep.
  GenTensor counts = AllToAll(ctx, histc, local, local);
  GenTensor recv = AllToAll(ctx, send, split_rows, routed / ep);
  // Expert groups: offsets from the received counts, rows permuted and padded.
  GenTensor per_expert = ctx.Sum(ctx.View(counts, {ep, local}), {0}, false);
  GenTensor offs =
      ctx.Op("cumsum", "aten.cumsum.default",
             ctx.Convert(per_expert, "i32").name + ", 0, dtype = torch.int32", "i32", {local});
  const int64_t rows = recv.shape[0];
  const int64_t padded = (rows + e + kAlign - 1) / kAlign * kAlign;
  GenTensor order =
      ctx.Op("full", "aten.full.default",
             fmt::format("[{}], -1, dtype = torch.int32, {}", padded, kCuda), "i32", {padded});
  GenTensor zero_row = ctx.Op("full", "aten.full.default",
                              fmt::format("[1, {}], 0.0, dtype = torch.bfloat16, {}", d, kCuda),
                              ctx.dtype(), {1, d});
  GenTensor with_pad = ctx.Cat({recv, zero_row}, 0);
  GenTensor xin = ctx.Op("index", "aten.index.Tensor",
                         fmt::format("{}, [{}]", with_pad.name, order.name), x.dtype, {padded, d});
  GenTensor w1 = ctx.Gather(p.w1);
  GenTensor w2 = ctx.Gather(p.w2);
  GenTensor w3 = ctx.Gather(p.w3);
  GenTensor g1 = Silu(ctx, GroupedMm(ctx, xin, ExpertWeightT(ctx, w1), offs));
  GenTensor g3 = GroupedMm(ctx, xin, ExpertWeightT(ctx, w3), offs);
  GenTensor eo = GroupedMm(ctx, ctx.Binary("mul", g1, g3), ExpertWeightT(ctx, w2), offs);
  GenTensor empty = ctx.Op("empty", "aten.empty.memory_format",
                           fmt::format("[{}, {}], dtype = torch.bfloat16, {}", rows + 1, d, kCuda),
                           ctx.dtype(), {rows + 1, d});
  GenTensor unpermuted = ctx.Op("index_put", "aten.index_put.default",
                                fmt::format("{}, [{}], {}", empty.name, order.name, eo.name),
                                ctx.dtype(), {rows + 1, d});
  GenTensor back_in =
      ctx.Op("slice", "aten.slice.Tensor", unpermuted.name + ", 0, 0, -1", ctx.dtype(), {rows, d});
  GenTensor back = AllToAll(ctx, back_in, split_rows, split_rows);
  // Shared experts.
  GenTensor shared;
  if (m.shared_experts > 0) {
    GenTensor s1 = Silu(ctx, ctx.Mm(x, ctx.T(ctx.Gather(p.shared_w1))));
    GenTensor s3 = ctx.Mm(x, ctx.T(ctx.Gather(p.shared_w3)));
    shared = ctx.Mm(ctx.Binary("mul", s1, s3), ctx.T(ctx.Gather(p.shared_w2)));
  }
  // Combine: rows back to their token copies, weighted by the top-k scores.
  GenTensor zeros = ctx.Op("full", "aten.full.default",
                           fmt::format("[{}, {}], 0, dtype = torch.bfloat16, {}", routed, d, kCuda),
                           ctx.dtype(), {routed, d});
  GenTensor copies = ctx.Op("index_put", "aten.index_put.default",
                            fmt::format("{}, [{}], {}", zeros.name, perm.name, back.name),
                            ctx.dtype(), {routed, d});
  GenTensor wv = ctx.View(weights, {t, 1, k});
  GenTensor cv = ctx.Convert(ctx.View(copies, {t, k, d}), "f32");
  GenTensor mixed =
      ctx.Op("bmm", "aten.bmm.default", fmt::format("{}, {}", wv.name, cv.name), "f32", {t, 1, d});
  GenTensor sq = ctx.Op("squeeze", "aten.squeeze.dim", ctx.Convert(mixed, ctx.dtype()).name + ", 1",
                        ctx.dtype(), {t, d});
  GenTensor out = m.shared_experts > 0 ? ctx.Binary("add", shared, sq) : sq;
  return ctx.Binary("add", h, ctx.View(out, {b, s, d}));
}

}  // namespace collopt
