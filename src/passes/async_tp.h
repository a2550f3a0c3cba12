// collopt/passes/async_tp.h — async tensor parallelism: split a TP
// all_gather → wait → mm into chunks so the transfer of chunk i+1 overlaps
// the matmul of chunk i.
//
// The decomposition of torchtitan's async TP (`enable_async_tensor_parallel`,
// torch.distributed._symmetric_memory's fused_all_gather_matmul) and
// Inductor's `micro_pipeline_tp` pass (torch/_inductor/fx_passes/
// micro_pipeline_tp.py), written here with standard ops instead of a fused
// kernel, so the graph stays runnable and every timeline model can price it.
//
// Patterns (x on each rank, G the group size, s the rows per rank):
//  direct:   x [s, K] → ag = all_gather_into_tensor(x, G, pg) → w = wait(ag)
//            → every user of w is mm(w, B_j)
//  sequence: x [b, s, K] → ag [G·b, s, K] → w → split(w, b) → getitem 0..G-1
//            → cat(dim 1) [b, G·s, K] → view [b·G·s, K] → every user is
//            mm(·, B_j)  (sequence parallelism with the batch dim first, the
//            pattern of autoparallel's llama3 graphs)
// Rewrite with k chunks of c = s/k rows:
//  split(x, c, d) → getitem i → all_gather_into_tensor → wait_tensor
//  (→ split(b) → getitem → cat(dim 1) → view [b·G·c, K]) → mm(·, B_j) per
//  chunk; then per j: view each chunk's product [b?, G, c, N] → cat along the
//  chunk dim → view [M, N], which replaces the original mm (rows back in the
//  gathered order). The pair's chunk collectives go where its all_gather was,
//  the waits and mms interleaved where its first mm was. A pair whose wait
//  (or view) has a user that is not such an mm is skipped and reported.
//
// k: forced (`--async-tp K`, every pair split into K) or chosen by simulation
// (`auto`: k ∈ {2, 4}, every pair split by the same k; the k kept is the
// fastest under the chosen timeline model that is also no slower than the
// unsplit graph under the other one, else the graph is left unchanged).
#ifndef COLLOPT_PASSES_ASYNC_TP_H_
#define COLLOPT_PASSES_ASYNC_TP_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/cost_model.h"
#include "ir/graph.h"
#include "passes/pass.h"
#include "sim/timeline.h"

namespace collopt {

struct AsyncTpOptions {
  /// Chunk counts to try; one with `simulate` false is applied as is.
  std::vector<int64_t> chunks = {2, 4};
  /// Keep a k only when the simulation says it pays (see above).
  bool simulate = true;
  /// A pair is skipped when a chunk would have fewer rows per rank.
  int64_t min_chunk_rows = 1;
  Timeline timeline = Timeline::kCollopt;
  double launch_overhead_us = 0;
  bool shared_links = false;
};

/// "auto" → {2, 4} simulated; "off" → nullopt-like: `*enabled` false; a
/// number K ≥ 2 → {K} forced. Error: any other word.
absl::StatusOr<AsyncTpOptions> ParseAsyncTp(const std::string& mode, bool* enabled);

class AsyncTensorParallel : public Pass {
 public:
  /// `model` must outlive the pass (used only when `options.simulate`).
  AsyncTensorParallel(AsyncTpOptions options, const CostModel* model)
      : options_(std::move(options)), model_(model) {}

  std::string_view name() const override { return "async-tp"; }
  absl::StatusOr<bool> Run(Graph& graph) override;

  /// After Run: pairs split and the chunk count (0 when none).
  int64_t pairs_split() const { return pairs_split_; }
  int64_t chunks() const { return chunks_; }

 private:
  AsyncTpOptions options_;
  const CostModel* model_;
  int64_t pairs_split_ = 0;
  int64_t chunks_ = 0;
};

/// Splits every matching pair into `k` chunks in place (graph renumbered).
/// Returns the number of pairs split; `skipped` (optional) gets one line per
/// all_gather on a matching path that was not split, with the reason.
absl::StatusOr<int64_t> SplitAllGatherMatmuls(Graph& graph, int64_t k, int64_t min_chunk_rows,
                                              std::vector<std::string>* skipped);

}  // namespace collopt

#endif  // COLLOPT_PASSES_ASYNC_TP_H_
