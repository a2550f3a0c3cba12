// collopt/bench/generated_step.h — the generated training step the optimize
// and verify benchmarks share: a `collopt generate` FSDP 8 × TP 4 joint step
// of a 1024-wide Llama-style model (8 heads, FFN 4096, vocabulary 32000,
// sequence 2048), `layers` layers, about 426 nodes per layer (240 layers ≈
// 10^5 nodes, 2400 ≈ 10^6). Returns the graph's text ("" on an error).
#ifndef COLLOPT_BENCH_GENERATED_STEP_H_
#define COLLOPT_BENCH_GENERATED_STEP_H_

#include <cstdint>
#include <string>

#include "api/generate_graph.h"

namespace collopt {

inline std::string GeneratedStep(int64_t layers) {
  GenerateRequest r;
  r.overrides.layers = layers;
  r.overrides.dim = 1024;
  r.overrides.ffn_dim = 4096;
  r.overrides.heads = 8;
  r.overrides.kv_heads = 8;
  r.overrides.vocab = 32000;
  r.overrides.seq_len = 2048;
  r.overrides.batch = 1;
  r.options.dp_shard = 8;
  r.options.tp = 4;
  r.options.pass = "joint";
  auto graph = GenerateGraph(r);
  return graph.ok() ? graph->text : std::string();
}

}  // namespace collopt

#endif  // COLLOPT_BENCH_GENERATED_STEP_H_
