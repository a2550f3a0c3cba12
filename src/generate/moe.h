// collopt/generate/moe.h — DeepSeek-V3's mixture-of-experts feed-forward
// (torchtitan `moe.MoE` with expert parallelism), forward and backward, as
// the shared DSv3 graphs trace it under FSDP + EP.
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
//    TOKEN_GROUP_ALIGN_SIZE_M) — P = ⌈(ep·R + 8·E/ep) / 8⌉·8 rows — and run
//    through three `_grouped_mm` with the expert offsets (SwiGLU, swiglu.h);
//  - shared experts: a SwiGLU of width shared_experts·F on the normed tokens
//    (weights on `fsdp`); the combined rows are scattered back to the T·K
//    copies and weighted by the top-k scores with a bmm, then added to the
//    shared output and the residual.
//
// Backward (moe_backward.cc; every activation saved, the DSv3 backward):
// the bmm's two gradients (copies, scores); the copies' gradient indexed by
// the sort order and sent back over `ep` (the combine's backward
// all_to_all); scattered into the zero permutation buffer (`slice_scatter`),
// permuted to expert groups (`index`), the experts' SwiGLU backward (three
// expert gradients reduce_scattered on `efsdp`), back to the buffer
// (`index_put`), sliced to the received rows and returned over `ep` (the
// dispatch's backward all_to_all), accumulated per token (`index_put`); the
// shared experts' backward; the router's (scores scattered to the experts,
// softmax backward, gate mm) and ffn_norm's. No counts all_to_all: the
// splits come from the forward. In a backward-only graph the split sizes
// are SymInt inputs (MoeSplits), as AOTAutograd passes the forward's
// `_local_scalar_dense` values.
#ifndef COLLOPT_GENERATE_MOE_H_
#define COLLOPT_GENERATE_MOE_H_

#include <vector>

#include "generate/step_context.h"
#include "generate/swiglu.h"

namespace collopt {

struct MoeParams {
  GenParam norm;
  GenTensor expert_bias;        // f32[E], a buffer (no collective); forward only
  GenParam gate;                // [E, D] on fsdp
  GenTensor tokens_per_expert;  // f32[E], a buffer; forward only
  SwiGluParams experts;         // [E/ep, F, D] / [E/ep, D, F] on efsdp
  SwiGluParams shared;          // [S·F, D] / [D, S·F] on fsdp (S shared experts)
};

/// The data-dependent sizes of the token exchange: literals in a forward or
/// joint graph; in a backward graph SymInt inputs, each loading with the
/// same hint as in the shared dsv3 backward (so there Σ received, the
/// received rows and the buffer rows need not agree: collopt prices each
/// as given, the padded rows P follow Σ received).
struct MoeSplits {
  std::vector<GenInt> sent;      // rows sent to each EP peer by the dispatch
  std::vector<GenInt> received;  // rows received from each
  GenInt received_rows;          // Σ received: the rows the experts see
  GenInt buffer_rows;            // received_rows + 1: the permutation buffer (a zero row)
};

/// What the backward reads (saved by the forward).
struct MoeSaved {
  GenTensor h_in, rsqrt;      // ffn_norm's input [B, S, D] and rsqrt f32 [B, S, 1]
  GenTensor x;                // normed rows [T, D]
  GenTensor logits;           // router mm [T, E] (param dtype)
  GenTensor amax, sum;        // softmax's max and denominator f32 [T, 1]
  GenTensor top;              // i64 [T, K]: the chosen experts
  GenTensor perm, token_of;   // i64 [T·K]: stable sort of the routed copies, their tokens
  GenTensor order;            // i32 [P]: received rows in padded expert-group order
  GenTensor offs;             // i32 [E/ep]: expert group ends
  SwiGluSaved experts;        // on the permuted rows [P, D]
  SwiGluSaved shared;         // on x
  GenTensor weights, copies;  // the combine bmm's operands f32 [T, 1, K], [T, K, D] (joint)
  GenTensor weights_t;        // or their transposes [T, K, 1], [T, D, K] (backward inputs)
  GenTensor copies_t;
  MoeSplits splits;
};

/// Declares the layer's MoE inputs in the dumps' order (norm, expert bias,
/// gate, tokens-per-expert, expert w1 / w2 / w3, shared w1 / w3 / w2); a
/// backward graph (`buffers` false) has no bias / tokens-per-expert inputs.
MoeParams DeclareMoeParams(StepContext& ctx, bool buffers = true);

/// The padded rows P the experts run on for `received_rows` rows.
int64_t MoePaddedRows(const StepContext& ctx, int64_t received_rows);

/// `all_to_all_single(x, output_splits, input_splits, 'ep')` and its wait:
/// x [N, …] → [Σ out, …].
GenTensor AllToAll(StepContext& ctx, const GenTensor& x, const std::vector<GenInt>& out,
                   const std::vector<GenInt>& in);

/// h [B, S, D] → h + moe(h). `split_rows` is R above (must be ≥ 1). Fills
/// `saved` (weights / copies, not their transposes).
GenTensor MoeForward(StepContext& ctx, const MoeParams& p, const GenTensor& h, int64_t split_rows,
                     MoeSaved& saved);

/// A backward graph's inputs. DeclareMoeSplits declares the layer's sent
/// and received splits (2·ep `_local_scalar_dense` SymInts loading with
/// `hint`); in the dumps' order the caller declares them for every layer,
/// then every layer's buffer rows, then every layer's received rows (one
/// SymInt each, hinted alike).
MoeSplits DeclareMoeSplits(StepContext& ctx, int64_t hint);
/// The saved tensors (all but weights_t / copies_t, which the dumps declare
/// after every layer's, in DeclareMoeBmmSaved).
void DeclareMoeSaved(StepContext& ctx, MoeSaved& s);
void DeclareMoeBmmSaved(StepContext& ctx, MoeSaved& s);

/// Zero buffers the backward accumulates into, made once per graph.
struct MoeGradBuffers {
  GenTensor tokens;  // [T, D] param dtype
  GenTensor scores;  // f32 [T, E]
};

/// Gradient of the block's input given `grad` of its output (the residual included).
GenTensor MoeBackward(StepContext& ctx, const MoeParams& p, const MoeSaved& s,
                      const GenTensor& grad, MoeGradBuffers& zeros);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_MOE_H_
