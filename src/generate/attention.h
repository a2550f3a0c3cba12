// collopt/generate/attention.h — Llama-3 GQA attention block, forward and
// backward, as the shared graphs trace it (torchtitan `Attention` with
// FSDP2 + TP sequence parallelism + CP).
//
// Forward, on the residual stream h [B, S/tp, D]: attention_norm → tp
// all_gather of the normed input (sequence parallel) → wq / wk / wv mm
// ([B·S, D] × [D, H·hd / tp]) → RoPE in complex64 (view_as_complex, mul by
// freqs_cis, view_as_real) → GQA repeat of K/V (unsqueeze, expand, clone when
// more than one KV head is local) → (cp all_gather of K and V) →
// `_scaled_dot_product_cudnn_attention` (causal) → wo mm → tp
// reduce_scatter → residual add. Backward follows the traced backward with
// torchtitan's selective activation checkpointing: the norm, its tp
// all_gather and the wk mm are recomputed; q, v, the attention output, its
// logsumexp and RNG state are saved.
#ifndef COLLOPT_GENERATE_ATTENTION_H_
#define COLLOPT_GENERATE_ATTENTION_H_

#include <optional>

#include "generate/step_context.h"

namespace collopt {

struct AttentionParams {
  GenParam norm, wq, wk, wv, wo;
};

/// What the forward keeps for the backward (inputs of a backward graph).
struct AttentionSaved {
  GenTensor h_in;  // [B, S/tp, D]
  GenTensor q, v;  // [B, S, H·hd/tp], [B, S, Hkv·hd/tp]
  GenTensor out, lse, seed, offset;
  GenTensor proj;  // the block's output after the tp reduce_scatter
};

/// Rotary position embedding as torchtitan's `apply_rotary_emb` traces:
/// x [B, S, H, d] (any float dtype) viewed as d/2 complex pairs (f32 → c64),
/// multiplied by `fq` [1, S, 1, d/2] (c64), viewed back: the result is f32
/// [B, S, H, d] (callers convert back to the parameter dtype).
GenTensor Rope(StepContext& ctx, const GenTensor& x, const GenTensor& fq);

/// Rope's backward: `dx` [B, S, H, d] (param dtype) rotated back by `conj`
/// (the conjugated freqs, c64 [1, S, 1, d/2], already cloned as the traced
/// graphs do), in the param dtype.
GenTensor RopeBackward(StepContext& ctx, const GenTensor& dx, const GenTensor& conj);

AttentionParams DeclareAttentionParams(StepContext& ctx);

/// Declares the saved tensors as graph inputs (a backward graph).
AttentionSaved DeclareAttentionSaved(StepContext& ctx);

/// h_in [B, S/tp, D] → h_in + attention(h_in). `freqs` is c64[S, hd/2].
GenTensor AttentionForward(StepContext& ctx, const AttentionParams& p, const GenTensor& h_in,
                           const GenTensor& freqs, AttentionSaved& saved);

/// Gradient of the block's input given `grad` of its output (the residual
/// included). `wo_t`: wo gathered and transposed by the recomputation, if
/// any (1-D meshes recompute wo's mm; otherwise wo is gathered here).
GenTensor AttentionBackward(StepContext& ctx, const AttentionParams& p, const AttentionSaved& s,
                            const GenTensor& freqs, const GenTensor& grad,
                            std::optional<GenTensor> wo_t);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_ATTENTION_H_
