// collopt/generate/training_step.cc — see training_step.h.
#include "generate/training_step.h"

#include <optional>
#include <vector>

#include "generate/attention.h"
#include "generate/deepseek_v3.h"
#include "generate/embedding.h"
#include "generate/feed_forward.h"
#include "generate/rms_norm.h"
#include "generate/step_context.h"

namespace collopt {
namespace {

struct LayerParams {
  AttentionParams attention;
  FeedForwardParams ffn;
};

struct LayerSaved {
  AttentionSaved attention;
  FeedForwardSaved ffn;
};

struct ModelParams {
  GenParam embedding, norm, output;
  std::vector<LayerParams> layers;
};

struct Globals {
  GenTensor tokens, freqs;
};

ModelParams DeclareParams(StepContext& ctx, Globals& g) {
  const TransformerSpec& m = ctx.spec();
  ModelParams p;
  g.tokens = ctx.builder().Input("i64", {ctx.batch(), ctx.seq()});
  p.embedding = ctx.NewParam({m.vocab / ctx.dims().tp, m.dim});
  g.freqs = ctx.builder().Input("c64", {ctx.seq(), m.head_dim() / 2});
  for (int64_t l = 0; l < m.layers; ++l) {
    LayerParams lp;
    lp.attention = DeclareAttentionParams(ctx);
    lp.ffn = DeclareFeedForwardParams(ctx, m.ffn_dim / ctx.dims().tp);
    p.layers.push_back(std::move(lp));
  }
  p.norm = ctx.NewParam({m.dim});
  p.output = ctx.NewParam({m.vocab / ctx.dims().tp, m.dim});
  return p;
}

struct Head {
  GenTensor x2;  // final normed, tp-gathered [B·S, D]
  GenTensor logits;
};

Head OutputForward(StepContext& ctx, const ModelParams& p, const GenTensor& h) {
  const int64_t t = ctx.tokens(), d = ctx.spec().dim;
  GenTensor w = ctx.Gather(p.norm);
  GenTensor x = ctx.SeqGather(RmsNorm(ctx, h, w).out, "tp", ctx.dims().tp);
  Head head;
  head.x2 = ctx.View(x, {t, d});
  GenTensor out_t = ctx.T(ctx.Gather(p.output));
  head.logits = ctx.View(ctx.Mm(head.x2, out_t), {ctx.batch(), ctx.seq(), p.output.full[0]});
  return head;
}

GenTensor OutputBackward(StepContext& ctx, const ModelParams& p, const GenTensor& h,
                         const GenTensor& x2, const GenTensor& tangent) {
  const int64_t t = ctx.tokens(), d = ctx.spec().dim;
  GenTensor gl = ctx.View(tangent, {t, p.output.full[0]});
  GenTensor dw = ctx.Mm(ctx.T(gl), x2);
  GenTensor w = ctx.T(ctx.Gather(p.output));
  GenTensor dx = ctx.View(ctx.Mm(gl, ctx.T(w)), {ctx.batch(), ctx.seq(), d});
  ctx.ReduceGrad(p.output, dw);
  GenTensor dxs = ctx.SeqScatter(dx, "tp", ctx.dims().tp);
  GenTensor nw = ctx.Gather(p.norm);
  RmsNormForward norm = RmsNorm(ctx, h, nw);
  return RmsNormBackward(ctx, p.norm, nw, norm, dxs);
}

// The residual stream before the FFN block, recomputed from saved tensors
// in a backward graph (1-D meshes recompute wo's mm; TP saves its output).
GenTensor RecomputeMid(StepContext& ctx, const AttentionParams& p, const AttentionSaved& s,
                       std::optional<GenTensor>& wo_t) {
  if (ctx.dims().tp > 1) return ctx.Binary("add", s.h_in, s.proj);
  const int64_t b = ctx.batch(), sq = ctx.seq(), t = ctx.tokens(), d = ctx.spec().dim;
  const int64_t dq = s.out.shape[1] * s.out.shape[3];
  GenTensor o = ctx.View(ctx.Permute(s.out, {0, 2, 1, 3}), {b, sq, dq});
  wo_t = ctx.T(ctx.Gather(p.wo));
  GenTensor proj = ctx.View(ctx.Mm(ctx.View(o, {t, dq}), *wo_t), {b, sq, d});
  return ctx.Binary("add", s.h_in, proj);
}

void StepBackward(StepContext& ctx, const ModelParams& p, const Globals& g,
                  std::vector<LayerSaved>& saved, const GenTensor& h_final, const GenTensor& x2,
                  const GenTensor& tangent, bool joint) {
  GenTensor grad = OutputBackward(ctx, p, h_final, x2, tangent);
  for (size_t i = p.layers.size(); i-- > 0;) {
    const LayerParams& lp = p.layers[i];
    LayerSaved& s = saved[i];
    std::optional<GenTensor> wo_t;
    GenTensor mid = joint ? s.ffn.h : RecomputeMid(ctx, lp.attention, s.attention, wo_t);
    s.ffn.h = mid;
    grad = FeedForwardBackward(ctx, lp.ffn, s.ffn, grad);
    grad = AttentionBackward(ctx, lp.attention, s.attention, g.freqs, grad, wo_t);
  }
  EmbeddingBackward(ctx, p.embedding, g.tokens, grad);
}

}  // namespace

absl::StatusOr<GeneratedGraph> GenerateTrainingStep(const GenerateOptions& options) {
  absl::StatusOr<ParallelDims> dims = ValidateGenerateOptions(options);
  if (!dims.ok()) return dims.status();
  StepContext ctx(options.model, *dims);
  const TransformerSpec& m = ctx.spec();
  if (m.moe()) {
    ctx.builder().Return(DeepSeekV3Step(ctx, options));
    GeneratedGraph out;
    out.nodes = static_cast<int64_t>(ctx.builder().node_count());
    out.text = options.format == "repro" ? ctx.builder().Repro() : ctx.builder().Readable();
    return out;
  }
  Globals g;
  ModelParams p = DeclareParams(ctx, g);
  std::vector<LayerSaved> saved(p.layers.size());
  std::vector<std::string> outputs;
  if (options.pass == "bw") {
    for (size_t i = 0; i < p.layers.size(); ++i) {
      saved[i].attention = DeclareAttentionSaved(ctx);
      saved[i].ffn = DeclareFeedForwardSaved(ctx, m.ffn_dim / ctx.dims().tp);
    }
    GraphTextBuilder& b = ctx.builder();
    GenTensor h_final = b.Input(ctx.dtype(), {ctx.batch(), ctx.seq_tp(), m.dim});
    GenTensor x2 = b.Input(ctx.dtype(), {ctx.tokens(), m.dim});
    GenTensor tangent = b.Input(ctx.dtype(), {ctx.batch(), ctx.seq(), p.output.full[0]});
    StepBackward(ctx, p, g, saved, h_final, x2, tangent, /*joint=*/false);
    outputs = ctx.grads();
  } else {
    GenTensor h = EmbeddingForward(ctx, p.embedding, g.tokens);
    for (size_t i = 0; i < p.layers.size(); ++i) {
      h = AttentionForward(ctx, p.layers[i].attention, h, g.freqs, saved[i].attention);
      h = FeedForwardForward(ctx, p.layers[i].ffn, h, saved[i].ffn);
    }
    Head head = OutputForward(ctx, p, h);
    outputs.push_back(head.logits.name);
    if (options.pass == "joint") {
      GenTensor tangent = ctx.builder().Input(ctx.dtype(), head.logits.shape);
      StepBackward(ctx, p, g, saved, h, head.x2, tangent, /*joint=*/true);
      for (const std::string& grad : ctx.grads()) outputs.push_back(grad);
    } else {
      for (const LayerSaved& s : saved) {
        const AttentionSaved& a = s.attention;
        for (const GenTensor* t : {&a.h_in, &a.q, &a.v, &a.out, &a.lse, &a.seed, &a.offset}) {
          outputs.push_back(t->name);
        }
        if (ctx.dims().tp > 1) outputs.push_back(a.proj.name);
        outputs.push_back(s.ffn.w1_out.name);
      }
      outputs.push_back(h.name);
      outputs.push_back(head.x2.name);
    }
  }
  ctx.builder().Return(std::move(outputs));
  GeneratedGraph out;
  out.nodes = static_cast<int64_t>(ctx.builder().node_count());
  out.text = options.format == "repro" ? ctx.builder().Repro() : ctx.builder().Readable();
  return out;
}

}  // namespace collopt
