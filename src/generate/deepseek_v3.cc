// collopt/generate/deepseek_v3.cc — see deepseek_v3.h.
#include "generate/deepseek_v3.h"

#include "generate/embedding.h"
#include "generate/feed_forward.h"
#include "generate/mla_attention.h"
#include "generate/moe.h"
#include "generate/rms_norm.h"
#include "generate/swiglu.h"

namespace collopt {
namespace {

// A dense layer's FFN block (norm + SwiGLU) and what its backward reads.
struct DenseSaved {
  GenTensor h_in, rsqrt;  // ffn_norm's input [B, S, D] and rsqrt
  SwiGluSaved ffn;
};

struct Layer {
  bool moe = false;
  MlaParams attention;
  MlaSaved attention_saved;
  FeedForwardParams dense;
  DenseSaved dense_saved;
  MoeParams experts;
  MoeSaved moe_saved;
};

struct Model {
  GenParam embedding, norm, output;
  GenTensor tokens, freqs;  // freqs c64[S, rope/2]
  FlexBlockMask mask;
  std::vector<Layer> layers;
  // The final norm's input, rsqrt and normed rows [T, D].
  GenTensor h, rsqrt, x;
};

// Parameters (and the non-parameter inputs among them) in the dumps' order;
// a backward graph has no MoE bias / tokens-per-expert buffers.
void DeclareModel(StepContext& ctx, Model& model, bool buffers) {
  const TransformerSpec& m = ctx.spec();
  GraphTextBuilder& b = ctx.builder();
  model.embedding = ctx.NewParam({m.vocab, m.dim});
  model.tokens = b.Input("i64", {ctx.batch(), ctx.seq()});
  model.freqs = b.Input("c64", {ctx.seq(), m.qk_rope_head_dim / 2});
  for (int64_t l = 0; l < m.layers; ++l) {
    Layer& layer = model.layers[static_cast<size_t>(l)];
    layer.attention = DeclareMlaParams(ctx);
    if (l == 0) model.mask = DeclareFlexBlockMask(ctx);
    DeclareMlaWo(ctx, layer.attention);
    if (layer.moe) {
      layer.experts = DeclareMoeParams(ctx, buffers);
    } else {
      layer.dense = DeclareFeedForwardParams(ctx, m.ffn_dim);
    }
  }
  model.norm = ctx.NewParam({m.dim});
  model.output = ctx.NewParam({m.vocab, m.dim});
}

SwiGluParams DenseWeights(const FeedForwardParams& p) { return {p.w1, p.w3, p.w2}; }

GenTensor DenseForward(StepContext& ctx, const FeedForwardParams& p, const GenTensor& h,
                       DenseSaved& saved) {
  const int64_t t = ctx.tokens(), d = ctx.spec().dim;
  RmsNormForward norm = RmsNorm(ctx, h, ctx.Gather(p.norm));
  saved.h_in = h;
  saved.rsqrt = norm.rsqrt;
  GenTensor y = SwiGluForward(ctx, DenseWeights(p), ctx.View(norm.out, {t, d}), nullptr, saved.ffn);
  return ctx.Binary("add", h, ctx.View(y, h.shape));
}

GenTensor DenseBackward(StepContext& ctx, const FeedForwardParams& p, const DenseSaved& s,
                        const GenTensor& grad) {
  const int64_t t = ctx.tokens(), d = ctx.spec().dim;
  GenTensor dx = SwiGluBackward(ctx, DenseWeights(p), s.ffn, ctx.View(grad, {t, d}), nullptr);
  GenTensor nw = ctx.Gather(p.norm);
  GenTensor dh = RmsNormBackward(ctx, p.norm, nw, RmsNormFromSaved(ctx, s.h_in, s.rsqrt),
                                 ctx.View(dx, grad.shape));
  return ctx.Binary("add", grad, dh);
}

GenTensor FreqsView(StepContext& ctx, const Model& model) {
  return ctx.View(model.freqs, {1, ctx.seq(), 1, ctx.spec().qk_rope_head_dim / 2});
}

// Embedding → layers → final norm → logits [B, S, V]; fills the saved tensors.
GenTensor Forward(StepContext& ctx, Model& model, int64_t split_rows) {
  const TransformerSpec& m = ctx.spec();
  GenTensor h = EmbeddingForward(ctx, model.embedding, model.tokens);
  GenTensor freqs = FreqsView(ctx, model);
  for (size_t l = 0; l < model.layers.size(); ++l) {
    Layer& layer = model.layers[l];
    h = MlaForward(ctx, layer.attention, model.mask, h, freqs, static_cast<int64_t>(l),
                   layer.attention_saved);
    h = layer.moe ? MoeForward(ctx, layer.experts, h, split_rows, layer.moe_saved)
                  : DenseForward(ctx, layer.dense, h, layer.dense_saved);
  }
  RmsNormForward norm = RmsNorm(ctx, h, ctx.Gather(model.norm));
  model.h = h;
  model.rsqrt = norm.rsqrt;
  model.x = ctx.View(norm.out, {ctx.tokens(), m.dim});
  return ctx.View(ctx.Mm(model.x, ctx.T(ctx.Gather(model.output))),
                  {ctx.batch(), ctx.seq(), m.vocab});
}

// Layers in reverse from the logits' gradient; the gradients are ctx.grads().
void DeepSeekBackward(StepContext& ctx, const Model& model, const GenTensor& tangent) {
  const TransformerSpec& m = ctx.spec();
  GenTensor logits = ctx.View(tangent, {ctx.tokens(), m.vocab});
  GenTensor dx = ctx.View(ctx.LinearBackward(model.output, logits, model.x), model.h.shape);
  GenTensor nw = ctx.Gather(model.norm);
  GenTensor grad =
      RmsNormBackward(ctx, model.norm, nw, RmsNormFromSaved(ctx, model.h, model.rsqrt), dx);
  GenTensor fq = FreqsView(ctx, model);
  GenTensor conj =
      ctx.Unary("clone", ctx.Op("_conj", "aten._conj.default", fq.name, "c64", fq.shape));
  MoeGradBuffers zeros;
  int64_t index = 0;
  for (size_t l = model.layers.size(); l-- > 0;) {
    const Layer& layer = model.layers[l];
    grad = layer.moe ? MoeBackward(ctx, layer.experts, layer.moe_saved, grad, zeros)
                     : DenseBackward(ctx, layer.dense, layer.dense_saved, grad);
    grad =
        MlaBackward(ctx, layer.attention, model.mask, layer.attention_saved, conj, grad, index++);
  }
  EmbeddingBackward(ctx, model.embedding, model.tokens, grad);
}

// A backward graph's inputs in the dumps' order: SymInts, parameters, each
// layer's saved tensors, the final norm's, the bmm operands (reverse layer
// order); returns the logits' gradient.
GenTensor DeclareBackwardInputs(StepContext& ctx, Model& model, int64_t hint) {
  GraphTextBuilder& b = ctx.builder();
  for (Layer& layer : model.layers) {
    if (layer.moe) layer.moe_saved.splits = DeclareMoeSplits(ctx, hint);
  }
  for (Layer& layer : model.layers) {
    if (layer.moe) layer.moe_saved.splits.buffer_rows = b.SymInput("sym_size_int", hint);
  }
  for (Layer& layer : model.layers) {
    if (layer.moe) layer.moe_saved.splits.received_rows = b.SymInput("sym_sum", hint);
  }
  DeclareModel(ctx, model, /*buffers=*/false);
  const TransformerSpec& m = ctx.spec();
  for (Layer& layer : model.layers) {
    layer.attention_saved = DeclareMlaSaved(ctx);
    if (layer.moe) {
      DeclareMoeSaved(ctx, layer.moe_saved);
      continue;
    }
    DenseSaved& s = layer.dense_saved;
    s.h_in = b.Input(ctx.dtype(), {ctx.batch(), ctx.seq(), m.dim});
    s.rsqrt = b.Input("f32", {ctx.batch(), ctx.seq(), 1});
    s.ffn = DeclareSwiGluSaved(ctx, b.Input(ctx.dtype(), {ctx.tokens(), m.dim}), m.ffn_dim);
  }
  model.h = b.Input(ctx.dtype(), {ctx.batch(), ctx.seq(), m.dim});
  model.rsqrt = b.Input("f32", {ctx.batch(), ctx.seq(), 1});
  model.x = b.Input(ctx.dtype(), {ctx.tokens(), m.dim});
  for (size_t l = model.layers.size(); l-- > 0;) {
    if (model.layers[l].moe) DeclareMoeBmmSaved(ctx, model.layers[l].moe_saved);
  }
  return b.Input(ctx.dtype(), {ctx.batch(), ctx.seq(), m.vocab});
}

}  // namespace

std::vector<std::string> DeepSeekV3Step(StepContext& ctx, const GenerateOptions& options) {
  const TransformerSpec& m = ctx.spec();
  Model model;
  model.layers.resize(static_cast<size_t>(m.layers));
  for (int64_t l = 0; l < m.layers; ++l)
    model.layers[static_cast<size_t>(l)].moe = l >= m.dense_layers;
  if (options.pass == "bw") {
    GenTensor tangent = DeclareBackwardInputs(ctx, model, options.bw_symint_hint);
    DeepSeekBackward(ctx, model, tangent);
    return ctx.grads();
  }
  DeclareModel(ctx, model, /*buffers=*/true);
  GenTensor logits = Forward(ctx, model, options.ep_split_rows);
  if (options.pass == "fw") return {logits.name, model.h.name};
  GenTensor tangent = ctx.builder().Input(ctx.dtype(), logits.shape);
  DeepSeekBackward(ctx, model, tangent);
  std::vector<std::string> outputs = {logits.name};
  for (const std::string& grad : ctx.grads()) outputs.push_back(grad);
  return outputs;
}

}  // namespace collopt
