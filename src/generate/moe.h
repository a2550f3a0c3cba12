// collopt/generate/moe.h — DeepSeek-V3's mixture-of-experts feed-forward
// (torchtitan `moe.MoE` with expert parallelism), forward, as the shared
// DSv3 graphs trace it under FSDP + EP.
//
// On the residual stream h [B, S, D] (T = B·S tokens, E experts, top-k K,
// ep ranks, E/ep local experts, F = moe_ffn_dim):
//  - ffn_norm; router: gate mm [T, D] × [D, E] → fp32 softmax → + expert
//    bias (load balancing, not gathered) → topk(K) → the top-k scores
//    gathered from the unbiased softmax; histc of the chosen experts (the
//    tokens-per-expert buffer is updated with it); a stable sort groups the
//    T·K routed copies by expert (`index` of the tokens);
//  - the per-expert counts are exchanged with `all_to_all_single` on `ep`
//    (E int64 → E/ep per peer), then the tokens: the dispatch
//    `all_to_all_single` (T·K rows in, ep × R rows out) and, after the
//    experts, the combine (ep × R rows back). R, the rows received from each
//    peer, is data-dependent in the real graphs (`_local_scalar_dense` of the
//    exchanged counts); collopt prices an unbacked size at its hint
//    (ShapeOptions::unbacked_symint_hint, 8192), so the generator writes
//    that value as a static split (GenerateOptions::ep_split_rows);
//  - experts: w1, w2, w3 [E/ep, F, D] / [E/ep, D, F] all_gathered on
//    `efsdp` (expert FSDP = dp_shard·cp·tp / ep); the received rows are
//    permuted into expert groups padded to 8 rows (torchtitan's
//    TOKEN_GROUP_ALIGN_SIZE_M) — P = ⌈(ep·R + E) / 8⌉·8 rows — and run through
//    three `_grouped_mm` with the expert offsets (SwiGLU);
//  - shared experts: a SwiGLU of width shared_experts·F on the normed tokens
//    (weights on `fsdp`); the combined rows are scattered back to the T·K
//    copies and weighted by the top-k scores with a bmm, then added to the
//    shared output and the residual.
#ifndef COLLOPT_GENERATE_MOE_H_
#define COLLOPT_GENERATE_MOE_H_

#include "generate/step_context.h"

namespace collopt {

struct MoeParams {
  GenParam norm;
  GenTensor expert_bias;        // f32[E], a buffer (no collective)
  GenParam gate;                // [E, D] on fsdp
  GenTensor tokens_per_expert;  // f32[E], a buffer
  GenParam w1, w2, w3;          // experts, on efsdp
  GenParam shared_w1, shared_w3, shared_w2;
};

/// Declares the layer's MoE inputs in the dumps' order (norm, expert bias,
/// gate, tokens-per-expert, expert w1 / w2 / w3, shared w1 / w3 / w2).
MoeParams DeclareMoeParams(StepContext& ctx);

/// h [B, S, D] → h + moe(h). `split_rows` is R above (must be ≥ 1).
GenTensor MoeForward(StepContext& ctx, const MoeParams& p, const GenTensor& h, int64_t split_rows);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_MOE_H_
