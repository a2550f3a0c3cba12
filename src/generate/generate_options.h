// collopt/generate/generate_options.h — what `collopt generate` is asked for,
// and the checks that make it a possible training step.
//
// The mesh degrees are torchtitan's (`collopt mesh` flags): the world size is
// dp_replicate × dp_shard × cp × tp unless given. Process groups follow
// torchtitan's ParallelDims (mesh/torchtitan_mesh.h): dense FSDP shards over
// `fsdp` = dp_shard × cp, HSDP replicates over `dp_replicate`, TP/SP over
// `tp`, CP over `cp`, experts over `ep` with expert FSDP over
// `efsdp` = dp_shard × cp × tp / ep.
#ifndef COLLOPT_GENERATE_GENERATE_OPTIONS_H_
#define COLLOPT_GENERATE_GENERATE_OPTIONS_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "generate/transformer_spec.h"
#include "mesh/torchtitan_mesh.h"

namespace collopt {

struct GenerateOptions {
  TransformerSpec model;
  int64_t world_size = 0;  // 0 = the product of the degrees
  int64_t dp_replicate = 1;
  int64_t dp_shard = 1;
  int64_t cp = 1;
  int64_t tp = 1;
  int64_t ep = 1;
  /// MoE: rows each EP peer sends in the dispatch / combine all_to_all
  /// (data-dependent in a real step). The default is the hint collopt gives
  /// an unbacked size when it loads the real DSv3 graphs
  /// (ShapeOptions::unbacked_symint_hint), so the generated graph prices its
  /// all_to_alls as the real one is priced.
  int64_t ep_split_rows = 8192;
  /// MoE backward (`pass` bw): the hint of each SymInt input that carries a
  /// data-dependent size from the forward (the all_to_all splits, the
  /// received and buffer rows). The default is the hint the shared DSv3
  /// backward's `reader.symint(512)` lines give every one of them; tensors
  /// sized by the splits (the experts' padded rows) follow from it.
  int64_t bw_symint_hint = 512;
  std::string pass = "fw";          // fw, bw or joint
  std::string format = "readable";  // readable or repro
};

/// Checks `options` and resolves the mesh. Every error names the flag:
/// a size that is zero or negative ("--tp: must be at least 1, got 0"),
/// degrees whose product is not the world size, a degree that does not
/// divide what it shards (heads, KV heads, FFN, vocabulary and sequence by
/// --tp; sequence by --cp; experts by --ep; --ep not dividing
/// dp_shard × cp × tp, torchtitan's rule), an unknown --pass or --format,
/// a model without layers or sizes.
absl::StatusOr<ParallelDims> ValidateGenerateOptions(const GenerateOptions& options);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_GENERATE_OPTIONS_H_
