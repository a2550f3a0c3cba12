// collopt/generate/training_step.h — `collopt generate`: one rank's
// training-step graph for a transformer on a torchtitan mesh.
//
// The graph is what FSDP2 + TP (sequence parallel) + CP + EP emit when
// torch.compile traces torchtitan's Llama-3 / DeepSeek-V3 and AOTAutograd
// partitions it (the layout of the shared autoparallel graphs):
//  - fw: inputs tokens i64[B, S], the embedding shard, freqs_cis
//    c64[S, hd/2], every layer's parameter shards (attention_norm, wq, wk,
//    wv, wo, ffn_norm, w1, w3, w2), the final norm and output shards;
//    returns the logits [B, S, V/tp] and the activations the backward needs;
//  - bw: inputs the parameter shards, the saved activations and the logits'
//    gradient; layers in reverse, each parameter re-gathered (FSDP2 reshards
//    after forward), gradients reduce_scattered in fp32 (HSDP: then
//    all_reduced over dp_replicate); returns the gradient shards;
//  - joint: both in one graph, the saved activations being the forward's.
// Collectives, their groups and sizes: step_context.h. Layers:
// attention.h, feed_forward.h, embedding.h. MoE models (DeepSeek-V3: MLA
// attention, EP all_to_all dispatch / combine) in all three passes:
// deepseek_v3.h.
#ifndef COLLOPT_GENERATE_TRAINING_STEP_H_
#define COLLOPT_GENERATE_TRAINING_STEP_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "generate/generate_options.h"

namespace collopt {

struct GeneratedGraph {
  std::string text;   // the graph in the requested format
  int64_t nodes = 0;  // placeholders + statements + output
};

/// Validates `options` (generate_options.h) and writes the graph.
absl::StatusOr<GeneratedGraph> GenerateTrainingStep(const GenerateOptions& options);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_TRAINING_STEP_H_
