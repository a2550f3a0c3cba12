// collopt/generate/feed_forward.h — the SwiGLU feed-forward block (Llama-3's
// `FeedForward`, DeepSeek-V3's dense layers and shared experts), forward and
// backward as traced with FSDP2 + TP sequence parallelism.
//
// Forward on h [B, S/tp, D]: ffn_norm → tp all_gather → w1 mm → silu (fp32
// sigmoid·x) → × (w3 mm) → w2 mm → tp reduce_scatter → residual add.
// Backward: the norm, its all_gather and w3's mm are recomputed (w1's output
// is saved, torchtitan's selective activation checkpointing of every other
// mm); silu's backward is written out as the decomposition traces it.
// `hidden` is the TP-local FFN width (ffn_dim / tp).
#ifndef COLLOPT_GENERATE_FEED_FORWARD_H_
#define COLLOPT_GENERATE_FEED_FORWARD_H_

#include "generate/step_context.h"

namespace collopt {

struct FeedForwardParams {
  GenParam norm, w1, w3, w2;
};

struct FeedForwardSaved {
  GenTensor h;       // block input [B, S/tp, D]
  GenTensor w1_out;  // [B·S, hidden]
};

FeedForwardParams DeclareFeedForwardParams(StepContext& ctx, int64_t hidden);
FeedForwardSaved DeclareFeedForwardSaved(StepContext& ctx, int64_t hidden);

GenTensor FeedForwardForward(StepContext& ctx, const FeedForwardParams& p, const GenTensor& h,
                             FeedForwardSaved& saved);

/// Gradient of the block's input given `grad` of its output.
GenTensor FeedForwardBackward(StepContext& ctx, const FeedForwardParams& p,
                              const FeedForwardSaved& s, const GenTensor& grad);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_FEED_FORWARD_H_
