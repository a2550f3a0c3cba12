// collopt/bench/generated_step.h — the generated training steps the
// benchmarks share: GeneratedStep, a `collopt generate` FSDP 8 × TP 4 joint step
// of a 1024-wide Llama-style model (8 heads, FFN 4096, vocabulary 32000,
// sequence 2048), `layers` layers, about 426 nodes per layer (240 layers ≈
// 10^5 nodes, 2400 ≈ 10^6). Returns the graph's text ("" on an error).
#ifndef COLLOPT_BENCH_GENERATED_STEP_H_
#define COLLOPT_BENCH_GENERATED_STEP_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "api/generate_graph.h"
#include "api/load.h"
#include "ir/graph.h"

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

/// The generated Llama-3-70B joint step with TP 8 and FSDP 8 (`collopt
/// generate --preset llama3_70b --tp 8 --dp-shard 8 --pass joint`, 38,860
/// nodes; the size of the 36K-node graph Inductor's overlap pass takes 92 s
/// on), loaded. Errors: GenerateGraph's and the loader's.
inline absl::StatusOr<Graph> Llama70bTp8Step() {
  GenerateRequest r;
  r.preset = "llama3_70b";
  r.options.tp = 8;
  r.options.dp_shard = 8;
  r.options.pass = "joint";
  auto text = GenerateGraph(r);
  if (!text.ok()) return text.status();
  return LoadGraphFromSource(SourceFile("llama3_70b_tp8.py", text->text), LoadOptions{});
}

}  // namespace collopt

#endif  // COLLOPT_BENCH_GENERATED_STEP_H_
