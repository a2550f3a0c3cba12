// collopt/passes/ep_chunk_overlap.h — expert-parallel chunk overlap: split
// each MoE layer's combine all_to_all and the expert matmul before it into
// chunks, so one chunk's exchange overlaps the next chunk's matmul, and fill
// the dispatch window with the compute that does not need the dispatch.
//
// torchtitan's EP overlap (`ep_overlap_chunk_pass` + `ep_overlap_schedule_pass`,
// shared/reference fsdp_ep_pg_semantics.md §1.5, §1.7, §2.5) splits the tokens
// of an MoE layer into chunk bodies and interleaves them, with the router and
// shared-expert work in the dispatch window. In one rank's graph the tokens
// cannot be split that way: a token chunk's split sizes are new data-dependent
// values (a device-to-host sync per chunk, symbols no written graph can hint),
// and a forward graph returns the expert-layout activations (`index_1`,
// `_grouped_mm`, …) the backward reads, so their layout must not change. This
// pass splits the exchanged rows by columns of the hidden dim instead
// (regions: passes/ep_chunk/region.h; rewrite: passes/ep_chunk/chunk_rewrite.h): split
// sizes, the dispatch and every tensor outside the region stay as they are,
// and the result is exact — each chunk's matmul computes the same dot
// products for fewer output columns.
//
//   before: d = all_to_all_single(x, out, in, ep); dw = wait(d); … experts …
//           y = _grouped_mm(h, w2, offs)                           [P, 2048]
//           u = index_put(empty([P, 2048]), [perm], y); s = slice(u, 0, 0, -1)
//           c = all_to_all_single(s, in, out, ep); cw = wait(c)
//           r = index_put(full([T, 2048], 0), [idx], cw) → … bmm … → add
//   after (k = 2; w2_cj = slice(w2, 2, 1024·j, 1024·(j+1))):
//           d; <shared experts, setup>; dw; … experts …
//           y_c0 = _grouped_mm(h, w2_c0, offs); u_c0; s_c0
//           c_c0 = all_to_all_single(s_c0, in, out, ep)
//           y_c1 = _grouped_mm(h, w2_c1, offs); u_c1; s_c1   (c_c0 in flight)
//           c_c1 = all_to_all_single(s_c1, in, out, ep)
//           cw_c0 = wait(c_c0); r_c0 …; cw_c1 = wait(c_c1); r_c1 …
//           cat([…_c0, …_c1], -1) → add
//
// k: forced (`--ep-chunks K`: every region whose hidden size K divides) or
// chosen by simulation (`auto`: k ∈ {2, 4, 8}). A region is left out for a k
// when its chunks are too small to pay their latency; each k is simulated in
// program order under both timeline models and dropped when slower under
// either or over the memory limit; the fastest left is kept only if, with it
// and the input both scheduled (`schedule`), it is still faster under the
// chosen model and no slower under the other. Otherwise the graph is
// unchanged and every region says why. An already chunked region
// (its matmul reads a column slice of its weight) is never chunked again, so
// optimizing an optimized graph changes nothing.
#ifndef COLLOPT_PASSES_EP_CHUNK_OVERLAP_H_
#define COLLOPT_PASSES_EP_CHUNK_OVERLAP_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/cost_model.h"
#include "ir/graph.h"
#include "passes/ep_chunk/region.h"
#include "passes/pass.h"
#include "passes/schedule_overlap.h"
#include "sim/timeline.h"

namespace collopt {

struct EpChunkOptions {
  /// Chunk counts to try; one with `simulate` false is applied as is.
  std::vector<int64_t> chunks = {2, 4, 8};
  /// Keep a k only when the simulation says it pays (see above).
  bool simulate = true;
  Timeline timeline = Timeline::kCollopt;
  double launch_overhead_us = 0;
  bool shared_links = false;
  /// A candidate whose peak exceeds this (and the input's peak) is not kept;
  /// −1: no limit.
  int64_t memory_limit_bytes = -1;
  /// The optimizer's schedule-overlap options, when it schedules: the
  /// fastest candidate is kept only if, scheduled, it is still faster than
  /// the scheduled input under the chosen model and no slower under the
  /// other.
  std::optional<ScheduleOptions> schedule;
};

/// "auto" → {2, 4, 8} simulated; "off" → `*enabled` false; a number K ≥ 2 →
/// {K} forced. Error: any other word.
absl::StatusOr<EpChunkOptions> ParseEpChunks(const std::string& mode, bool* enabled);

/// One region as the pass left it (names are the input graph's).
struct EpRegionOutcome {
  std::string dispatch;
  std::string combine;
  std::string process_group;
  int64_t hidden = 0;  // columns of the exchanged rows
  bool chunked = false;
  std::string reason;  // why not chunked; "" when chunked
};

struct EpChunkOutcome {
  int64_t chunks = 0;  // k applied; 0 when the graph is unchanged
  std::vector<EpRegionOutcome> regions;
};

class EpChunkOverlap : public Pass {
 public:
  /// `model` must outlive the pass (used only when `options.simulate`).
  EpChunkOverlap(EpChunkOptions options, const CostModel* model)
      : options_(std::move(options)), model_(model) {}

  std::string_view name() const override { return "ep-chunk-overlap"; }
  absl::StatusOr<bool> Run(Graph& graph) override;

  const EpChunkOutcome& outcome() const { return outcome_; }

 private:
  struct Candidate;
  /// The regions of `regions` that k chunks can split, chunked on a copy of
  /// `graph` (nullopt: none can); `reasons` gets why each other was left.
  absl::StatusOr<std::optional<Candidate>> MakeCandidate(const Graph& graph,
                                                         const std::vector<EpRegion>& regions,
                                                         int64_t k,
                                                         std::vector<std::string>& reasons) const;
  /// Whether `c` is faster than the input (`base_*`) under both models and
  /// within the memory limit; reports the comparison.
  bool Keeps(Candidate& c, const StepModel& judge, const StepModel& guard, double base_judge,
             double base_guard, int64_t base_peak);
  /// With the optimizer's schedule: whether `kept` stays faster once it and
  /// the input are both scheduled; reports the comparison.
  absl::StatusOr<bool> FasterScheduled(const Graph& graph, const Candidate& kept);
  // Applies `kept` (nullptr: none; then a region with no reason of its own
  // gets `none`), fills the outcome and the report.
  bool Finish(Graph& graph, size_t regions, Candidate* kept,
              const std::vector<std::string>& first_reasons, const std::string& none);

  EpChunkOptions options_;
  const CostModel* model_;
  EpChunkOutcome outcome_;
};

}  // namespace collopt

#endif  // COLLOPT_PASSES_EP_CHUNK_OVERLAP_H_
