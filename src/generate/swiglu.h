// collopt/generate/swiglu.h — DeepSeek-V3's SwiGLU, forward and backward,
// as the shared DSv3 graphs trace it: the dense FFN, the shared experts and
// the routed experts (torchtitan `moe.FeedForward` / `GroupedExperts`).
//
// On rows x [N, D]: a = x·w1ᵀ, b = x·w3ᵀ ([N, F]); silu(a) written as
// a32 / (1 + exp(−a32)) in fp32 (a32 = fp32(a)), back to the param dtype;
// y = (silu(a)·b)·w2ᵀ [N, D]. Dense weights are [F, D] / [D, F] (`mm`); the
// routed experts' are [E, F, D] / [E, D, F] and the rows are grouped by
// expert with the int32 offsets `offs` [E] (`_grouped_mm`).
//
// Backward (nothing recomputed but silu, as the DSv3 backward: x, a, b and
// silu(a)·b are saved): dW2 = gᵀ·(silu(a)·b), dm = g·w2; d_b = dm·silu(a),
// d_silu = dm·b; dW3 = d_bᵀ·x, dx = d_b·w3; silu's gradient
// d_silu·σ·(1 + a32·(1 − σ)) with σ = 1 / (1 + exp(−a32)) reusing the
// recomputed denominator; dW1 = d_aᵀ·x, dx += d_a·w1. Every weight is
// gathered just before its input-gradient matmul and its gradient reduced
// right after (step_context.h ReduceGrad: experts on efsdp).
#ifndef COLLOPT_GENERATE_SWIGLU_H_
#define COLLOPT_GENERATE_SWIGLU_H_

#include "generate/step_context.h"

namespace collopt {

struct SwiGluParams {
  GenParam w1, w3, w2;
};

/// What the backward reads (saved by the forward).
struct SwiGluSaved {
  GenTensor x;        // input rows [N, D]
  GenTensor a, b;     // x·w1ᵀ, x·w3ᵀ [N, F]
  GenTensor product;  // silu(a)·b [N, F]
};

/// silu as the DSv3 graphs decompose it: a32 / (1 + exp(−a32)).
struct Silu {
  GenTensor a32, den, out;  // fp32 input, 1 + exp(−a32), silu in the param dtype
};
Silu SiluForward(StepContext& ctx, const GenTensor& a);

/// x [N, D] → [N, D]; `offs` is null for the dense form. Fills `saved`.
GenTensor SwiGluForward(StepContext& ctx, const SwiGluParams& p, const GenTensor& x,
                        const GenTensor* offs, SwiGluSaved& saved);

/// dx [N, D] given `grad` [N, D] of the output; reduces the three weight gradients.
GenTensor SwiGluBackward(StepContext& ctx, const SwiGluParams& p, const SwiGluSaved& s,
                         const GenTensor& grad, const GenTensor* offs);

/// Declares a, b and the product for the rows `x` and width `hidden` as
/// graph inputs (a backward graph; `x` is declared by the caller).
SwiGluSaved DeclareSwiGluSaved(StepContext& ctx, const GenTensor& x, int64_t hidden);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_SWIGLU_H_
