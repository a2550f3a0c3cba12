// collopt/generate/deepseek_v3.h — one rank's DeepSeek-V3 training step
// (torchtitan deepseek_v3 under FSDP + EP), the layout of the shared dsv3
// dumps (repro_dsv3_{fw,bw}_64.py: simple-FSDP over 64 ranks, EP 8).
//
// Model: embedding, `dense_layers` MLA + SwiGLU layers, then MLA + MoE
// layers (mla_attention.h, swiglu.h, moe.h), final norm, output projection.
//  - fw: inputs in the dumps' order (embedding, tokens, freqs, the first
//    layer's attention weights, the flex block mask, wo, the FFN / MoE
//    inputs, ..., norm, output); returns the logits and the final hidden state;
//  - bw: the dumps' backward inputs — the MoE splits as SymInts
//    (MoeSplits; every one hinted `bw_symint_hint`), the parameter shards,
//    each layer's saved activations (nothing is recomputed but the norms'
//    normalized inputs and silu), the final norm's, the combine bmm's
//    transposed operands in reverse layer order, the logits' gradient;
//    layers in reverse, each weight gathered again before its use,
//    gradients reduce_scattered (experts: on efsdp); returns the gradients;
//  - joint: both in one graph, the saved activations and splits being the
//    forward's.
#ifndef COLLOPT_GENERATE_DEEPSEEK_V3_H_
#define COLLOPT_GENERATE_DEEPSEEK_V3_H_

#include <string>
#include <vector>

#include "generate/generate_options.h"
#include "generate/step_context.h"

namespace collopt {

/// Writes the step for `options.pass` into ctx's builder; returns the graph's outputs.
std::vector<std::string> DeepSeekV3Step(StepContext& ctx, const GenerateOptions& options);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_DEEPSEEK_V3_H_
