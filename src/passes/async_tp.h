// collopt/passes/async_tp.h — async tensor parallelism: split a TP
// all_gather → wait → mm, and a TP mm → reduce_scatter → wait, into chunks so
// that each chunk's collective overlaps the next chunk's matmul.
//
// The decomposition of torchtitan's async TP (`enable_async_tensor_parallel`,
// torch.distributed._symmetric_memory's fused_all_gather_matmul and
// fused_matmul_reduce_scatter) and Inductor's `micro_pipeline_tp` pass
// (torch/_inductor/fx_passes/micro_pipeline_tp.py), written here with
// standard ops instead of fused kernels, so the graph stays runnable and
// every timeline model can price it. G is the group size, k the chunks.
//
// all_gather → mm (async_tp/all_gather_matmul.cc; s rows per rank):
//  direct:   x [s, K] → ag = all_gather_into_tensor(x, G, pg) → w = wait(ag)
//            → every user of w is mm(w, B_j)
//  sequence: x [b, s, K] → ag [G·b, s, K] → w → split(w, b) → getitem 0..G-1
//            → cat(dim 1) [b, G·s, K] → view [b·G·s, K] → every user is
//            mm(·, B_j)  (sequence parallelism with the batch dim first, the
//            pattern of autoparallel's llama3 graphs)
//  Rewrite, c = s/k: split(x, c, d) → getitem i → all_gather_into_tensor →
//  wait_tensor (→ split(b) → getitem → cat(dim 1) → view [b·G·c, K]) →
//  mm(·, B_j) per chunk; per j: view each chunk's product [b?, G, c, N] → cat
//  along the chunk dim → view [M, N], which replaces the original mm. The
//  chunk collectives go where the all_gather was, the waits and mms
//  interleaved where the first mm was.
//
// mm → reduce_scatter (async_tp/matmul_reduce_scatter.cc; s rows per rank of
// the output shard, P a sum of products: mm(A_l, B_l) or add(P, P)):
//  direct:   P [G·s, N] → rs = reduce_scatter_tensor(P, op, G, pg) [s, N] → wait
//  sequence: view(mm) [b, G·s, N] summed → split(·, s, 1) → getitem 0..G-1 →
//            cat(dim 0) [G·b, s, N] → rs [b, s, N] → wait  (the wo/w2
//            projections of the forward graphs; the summed q/k/v and w1/w3
//            input gradients of the backward graphs)
//  Rewrite, c = s/k, per leaf A_l viewed by rank block [b?, G, s, K]: chunk i
//  = slice(A_l, rows i·c..(i+1)·c of every block) → clone (a copy) → view
//  [b·G·c, K] → mm(·, B_l) (→ view [b, G·c, N]) → the same adds (→ split(c,
//  1) → getitems → cat) → reduce_scatter → wait = the i-th c rows of the
//  shard; cat of the k shards along the scattered dim replaces the original
//  wait (same values, same shape). The chunk mms and collectives go where the
//  last mm was, the waits and the cat where the wait was.
//
// Skipped and reported: a pair whose gathered tensor has a user other than
// mm, whose matmul output (or an add on the path) has other users, whose
// rows per rank do not make k chunks, and (with `auto`) whose k chunks
// cannot pay their latency even at best: a two-stage pipeline of the
// chunked collective and its matmuls is no faster than the two one after
// the other (async_tp/chunk_rewrite.h, PipelineGainUs; no copy of the graph
// is made or simulated for such pairs); left alone and counted: the chunks
// of an earlier split (re-optimizing collopt's output never splits again).
//
// k: forced (`--async-tp K`, every pair of both halves split into K) or
// chosen by simulation (`auto`, the default): first the all_gather half's k
// from {2, 4} in order, stopping at the first not kept (or none), then the
// reduce_scatter half's on top of it, every pair of a half split by the same
// k. A candidate is kept when it is faster than the best so far under the
// chosen timeline model and no slower than the input under the other one
// (simulated only then); when none is, the graph is left unchanged. Last,
// for each k in {2, 4}: both halves split into k and the chunks carried
// through the row-wise ops between the pairs (CarryChunks below), kept on the
// same test against the best so far. `--async-tp K` splits both halves into
// K and carries the chunks. When the optimizer schedules, a carried
// candidate is judged scheduled, against the best split without carrying
// scheduled the same way (AsyncTpOptions::schedule).
// The report's first line says what was kept (or why nothing), then one line
// per candidate with both models' steps, then the skip reasons.
#ifndef COLLOPT_PASSES_ASYNC_TP_H_
#define COLLOPT_PASSES_ASYNC_TP_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/cost_model.h"
#include "ir/graph.h"
#include "passes/bucket_collectives.h"
#include "passes/pass.h"
#include "passes/schedule_overlap.h"
#include "sim/timeline.h"

namespace collopt {

/// The unscheduled stage of the chunk search, for reuse: every candidate
/// built and simulated unscheduled, with the report lines so far. It depends
/// on the input graph and on the options other than `schedule`, `bucket` and
/// `scheduled_steps`; runs that share those (whatif's points that differ
/// only in bucket caps) may share one (AsyncTpOptions::stage): the first
/// fills it, the others start from a copy. Thread-safe; opaque.
struct AsyncTpSearchStage;
std::shared_ptr<AsyncTpSearchStage> NewAsyncTpSearchStage();

/// A graph for the optimizer's judge (AsyncTpOptions::scheduled_steps): at
/// hand, or built first on one of the judge's threads, so that building the
/// carried candidates overlaps with scheduling the best graph so far.
struct ScheduledCandidate {
  /// The graph (it must outlive the judge), and the cost model's EstimateAll
  /// of it, which the pass priced it with (nullptr: not at hand), for the
  /// variants' first passes to reuse. Set by `build` when there is one.
  const Graph* graph = nullptr;
  SharedEstimates estimates;
  /// When set: called once, on any thread, before the graph is judged; sets
  /// `graph` and `estimates` and returns whether the graph is to be judged
  /// at all. A build's error is kept by the pass, which reports it after the
  /// judge returns.
  std::function<bool()> build;
  /// `graph` itself, when the judge may schedule it in place instead of a
  /// copy (nullptr: it may not): the pass reads it no more but to hand it on
  /// as its result. The judge either puts it back as it was or leaves it
  /// empty and keeps it, scheduled, in a variant that can give it back.
  Graph* own = nullptr;
};

struct AsyncTpOptions {
  /// Chunk counts each half tries, in order (stopping at the first not
  /// kept); with `simulate` false, the first is applied to both halves.
  std::vector<int64_t> chunks = {2, 4};
  /// Keep a k only when the simulation says it pays (see above).
  bool simulate = true;
  /// A pair is skipped when a chunk would have fewer rows per rank.
  int64_t min_chunk_rows = 1;
  Timeline timeline = Timeline::kCollopt;
  double launch_overhead_us = 0;
  bool shared_links = false;
  /// The optimizer's schedule-overlap options, when it schedules: the
  /// carried candidates (CarryChunks) are then compared with the best split
  /// without carrying once both are scheduled, since their program order is
  /// a pipeline that only a schedule runs as one (each still no slower than
  /// the input, unscheduled, under the other model). nullopt: compared
  /// unscheduled, as the halves are.
  std::optional<ScheduleOptions> schedule;
  /// With `schedule`, the optimizer's bucketing options when it also runs a
  /// bucketed variant: each graph is then judged by the faster of the two,
  /// scheduled, and bucketed then scheduled (as the optimizer keeps the
  /// faster variant).
  std::optional<BucketOptions> bucket;
  /// With `schedule`: the optimizer's own judge of graphs scheduled, in place
  /// of the pass's (above): each candidate's step (µs, judging model) as the
  /// optimizer will run it, one per candidate in order (+∞ for one whose
  /// build said not to judge it). The optimizer runs its variants on each
  /// graph here and keeps them, so that the graph the pass leaves
  /// (scheduled_choice()) is not scheduled a second time. An error it returns
  /// is the pass's. A candidate's graph is at hand or built by the judge
  /// first (ScheduledCandidate), beside the other candidates' variants.
  std::function<absl::StatusOr<std::vector<double>>(std::vector<ScheduledCandidate>& candidates)>
      scheduled_steps;
  /// Threads the unscheduled stage builds and simulates the candidates of a
  /// step on (each k's a copy of the graph, built side by side; a larger k
  /// is built before the smaller is known to be kept and dropped if it is
  /// not): at least 1. The choice and the report do not depend on it.
  int64_t jobs = 1;
  /// Shared unscheduled stage (NewAsyncTpSearchStage): the caller promises
  /// every run given it has the same input graph and options but for
  /// `schedule`, `bucket` and `scheduled_steps`. nullptr: none.
  std::shared_ptr<AsyncTpSearchStage> stage;
};

/// "auto" → {2, 4} simulated; "off" → `*enabled` false; a number K ≥ 2 →
/// {K} forced. Error: any other word.
absl::StatusOr<AsyncTpOptions> ParseAsyncTp(const std::string& mode, bool* enabled);

/// What CarryChunks did.
struct CarryStats {
  int64_t sinks = 0;        // getitems/slices (and clones) that now read a piece
  int64_t ops = 0;          // row-wise ops now computed piece by piece
  int64_t reassembled = 0;  // of those, ops whose whole value is still read (a cat of the pieces)
};

/// What a split did: chunks and pairs per half (k = 0: that half off), and
/// the chunks carried between them.
struct AsyncTpSplit {
  int64_t ag_k = 0;
  int64_t ag_pairs = 0;
  int64_t rs_k = 0;
  int64_t rs_pairs = 0;
  CarryStats carried;
};

class AsyncTensorParallel : public Pass {
 public:
  /// `model` must outlive the pass (used only when `options.simulate`).
  AsyncTensorParallel(AsyncTpOptions options, const CostModel* model)
      : options_(std::move(options)), model_(model) {}

  std::string_view name() const override { return "async-tp"; }
  absl::StatusOr<bool> Run(Graph& graph) override;

  /// After Run: pairs split and the chunk count of each half (0 when none).
  int64_t pairs_split() const { return pairs_split_; }
  int64_t chunks() const { return chunks_; }
  int64_t rs_pairs_split() const { return rs_pairs_split_; }
  int64_t rs_chunks() const { return rs_chunks_; }
  /// After Run: the index, in the candidates of the pass's last scheduled
  /// comparison (AsyncTpOptions::schedule), of the graph it left: 0 when the
  /// carried candidates lost or none was judged (the best split without
  /// carrying, or the input unchanged), else the carried candidate kept.
  /// nullopt when no graph was judged scheduled.
  std::optional<size_t> scheduled_choice() const { return scheduled_choice_; }
  /// After Run: the graphs the search built and did not keep, and the input
  /// when a candidate replaced it, for the caller to free when it likes
  /// (freeing the 70B step's three takes about 40 ms, which optimize leaves
  /// to the end, OptimizeResult::discarded). Empties the list.
  std::vector<std::shared_ptr<const Graph>> TakeDiscarded() { return std::move(discarded_); }

 private:
  /// `--async-tp K`: both halves split into K, no simulation.
  absl::StatusOr<bool> RunForced(Graph& graph);
  void Keep(const AsyncTpSplit& s);

  AsyncTpOptions options_;
  const CostModel* model_;
  int64_t pairs_split_ = 0;
  int64_t chunks_ = 0;
  int64_t rs_pairs_split_ = 0;
  int64_t rs_chunks_ = 0;
  std::optional<size_t> scheduled_choice_;
  std::vector<std::shared_ptr<const Graph>> discarded_;
};

struct SplitOptions {
  /// A pair is skipped when a chunk would have fewer rows per rank.
  int64_t min_chunk_rows = 1;
  /// When set, a pair is also skipped when its chunks cannot pay their
  /// latency under this model (async_tp/chunk_rewrite.h, PipelineGainUs).
  /// `auto` sets it; a forced `--async-tp K` does not.
  const CostModel* model = nullptr;
  /// With `model`: the launch each added node costs on the compute stream,
  /// µs (the larger of the two timeline models' launch overheads).
  double launch_us = 0;
  /// With `model`: the chunk counts at one of which a pair's chunks must pay
  /// (every count `auto` tries, so that the choice of one k for all pairs
  /// is still made by simulation); empty = the k being split.
  std::vector<int64_t> pay_at;
};

/// Splits every matching all_gather → mm pair into `k` chunks in place
/// (graph renumbered). Returns the number of pairs split; `skipped`
/// (optional) gets one line per reason a pair on a matching path was not
/// split, naming the pairs (and one line counting earlier chunks).
absl::StatusOr<int64_t> SplitAllGatherMatmuls(Graph& graph, int64_t k, const SplitOptions& options,
                                              std::vector<std::string>* skipped);
/// The pairs SplitAllGatherMatmuls would split, without splitting them.
int64_t CountAllGatherMatmuls(const Graph& graph, int64_t k, const SplitOptions& options,
                              std::vector<std::string>* skipped);

/// The same for mm → reduce_scatter pairs.
absl::StatusOr<int64_t> SplitMatmulReduceScatters(Graph& graph, int64_t k,
                                                  const SplitOptions& options,
                                                  std::vector<std::string>* skipped);
int64_t CountMatmulReduceScatters(const Graph& graph, int64_t k, const SplitOptions& options,
                                  std::vector<std::string>* skipped);

/// Carries the chunks of split pairs through the row-wise ops between them
/// (async_tp/carry_chunks.cc): where a cat of k equal pieces (the shards of
/// a split reduce_scatter, the products of a split all_gather → mm) reaches,
/// through views and row-wise ops (pointwise, reductions over trailing
/// dims), a split or slice that cuts the same pieces back out (the next
/// split pair's chunks), the ops in between are computed piece by piece and
/// the cut reads the pieces directly. Chunk i of one pair then feeds chunk
/// i of the next without waiting for the other chunks: reduce_scatter →
/// residual add → RMSNorm → all_gather, and all_gather → mm → SiLU·mul → mm
/// → reduce_scatter, become one pipeline. Values still read whole (the
/// graph's outputs, ops that are not row-wise) are rebuilt by one cat. The
/// chunks are then placed as a software pipeline: chunk i's nodes lag chunk
/// 0's by i/k of the way to the next op that joins the chunks.
/// Same values, same output shapes; the graph is unchanged when no cut
/// matches (stats.sinks == 0). Error: a shape rule rejecting a piece (a bug).
absl::StatusOr<CarryStats> CarryChunks(Graph& graph);

}  // namespace collopt

#endif  // COLLOPT_PASSES_ASYNC_TP_H_
