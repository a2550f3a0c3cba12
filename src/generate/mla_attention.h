// collopt/generate/mla_attention.h — DeepSeek-V3's multi-head latent
// attention (torchtitan `deepseek_v3.model.Attention` with q_lora_rank 0),
// forward, as the shared DSv3 graphs trace it under FSDP (TP 1).
//
// On the residual stream h [B, S, D]: attention_norm → wq mm
// ([B·S, D] × [D, H·(nope + rope)]) → split q into (nope, rope) → RoPE of the
// rope part in complex64 → cat; wkv_a mm ([B·S, D] × [D, kv_lora + rope]) →
// split (kv latent, k_pe) → k_pe unsqueezed to one head and rotated →
// kv_norm (RMSNorm over kv_lora) → wkv_b mm ([B·S, kv_lora] × [kv_lora,
// H·(nope + v)]) → split (k_nope, v) → k = cat(k_nope, k_pe expanded to H
// heads) → `higher_order.flex_attention` on [B, H, S, ·] with the document
// block mask (9 int32 inputs, 128-token blocks) → wo mm → residual add.
// Every weight is all_gathered on `fsdp` just before its use.
//
// Backward (the DSv3 backward saves every activation it reads: the norms'
// inputs and rsqrt, the normed rows, q/k/v, the output and its logsumexp):
// wo's gradients from the saved output → `flex_attention_backward` (with the
// `fw_graph<i>` / `joint_graph<i>` / `mask_graph<i>` submodules) → k split
// into (k_nope, k_pe), k_pe summed over heads and rotated back; wkv_b's
// gradients from cat(dk_nope, dv) → kv_norm's backward → wkv_a's from
// cat(d latent, d k_pe); q's rope part rotated back → wq's; the two input
// gradients added → attention_norm's backward → + the incoming gradient.
#ifndef COLLOPT_GENERATE_MLA_ATTENTION_H_
#define COLLOPT_GENERATE_MLA_ATTENTION_H_

#include <vector>

#include "generate/step_context.h"

namespace collopt {

struct MlaParams {
  GenParam norm, wq, wkv_a, kv_norm, wkv_b, wo;
};

/// flex_attention's block mask inputs (torch.nn.attention.flex_attention
/// BlockMask: kv_num_blocks, kv_indices, full_kv_num_blocks, full_kv_indices,
/// q_num_blocks, q_indices, full_q_num_blocks, full_q_indices, and the
/// per-token document ids the mask_mod reads), declared once per graph.
struct FlexBlockMask {
  std::vector<GenTensor> tensors;  // in the order the dumps declare them
  GenTensor doc_ids;               // i32[B, S], the mask_mod's buffer
};

/// What the backward reads (saved by the forward).
struct MlaSaved {
  GenTensor h_in, rsqrt;        // attention_norm's input [B, S, D] and rsqrt f32 [B, S, 1]
  GenTensor x;                  // normed rows [B·S, D]
  GenTensor latent, kv_rsqrt;   // kv_norm's input [B, S, kv_lora] and rsqrt
  GenTensor kv_x;               // kv-normed rows [B·S, kv_lora]
  GenTensor q, k, v, out, lse;  // flex_attention's [B, H, S, ·] inputs, output, f32 [B, H, S]
};

/// Declares the layer's attention weights (fp32 FSDP shards on `fsdp`):
/// norm [D], wq [H·(nope+rope), D], wkv_a [kv_lora+rope, D], kv_norm
/// [kv_lora], wkv_b [H·(nope+v), kv_lora]; wo is declared by DeclareMlaWo
/// (the dumps declare it after the first layer's block mask).
MlaParams DeclareMlaParams(StepContext& ctx);
void DeclareMlaWo(StepContext& ctx, MlaParams& p);

/// Declares the block mask inputs for sequence S (blocks of 128 tokens).
FlexBlockMask DeclareFlexBlockMask(StepContext& ctx);

/// h [B, S, D] → h + attention(h). `freqs` is c64[1, S, 1, rope/2] (viewed
/// once per graph); `layer` numbers the score/mask submodules
/// (`self.sdpa_score<layer>`).
GenTensor MlaForward(StepContext& ctx, const MlaParams& p, const FlexBlockMask& mask,
                     const GenTensor& h, const GenTensor& freqs, int64_t layer, MlaSaved& saved);

/// Declares the saved tensors as graph inputs (a backward graph).
MlaSaved DeclareMlaSaved(StepContext& ctx);

/// Gradient of the block's input given `grad` of its output (the residual
/// included). `conj` is the conjugated freqs c64[1, S, 1, rope/2], cloned
/// once per graph; `index` numbers the flex submodules (`fw_graph<index>`).
GenTensor MlaBackward(StepContext& ctx, const MlaParams& p, const FlexBlockMask& mask,
                      const MlaSaved& s, const GenTensor& conj, const GenTensor& grad,
                      int64_t index);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_MLA_ATTENTION_H_
