// collopt/passes/schedule_overlap.h — reorder so communication hides behind compute.
//
// The job of PyTorch's OverlapScheduler (shared/reference/
// pytorch_overlap_passes.md §2.3) and XLA's latency-hiding scheduler, done as
// a list scheduler over the fixed order of compute:
//  - every node that is not a collective or its wait keeps its relative
//    order, except that nodes computed from one graph input by single-input ops (a dtype cast
//    of a parameter) move up with the collective that reads them;
//  - each process group issues its collectives in their program order
//    (the order is a function of the graph, so identical on every rank); a
//    group's next collective is issued as soon as its inputs exist; one that
//    reads only graph inputs (an FSDP all_gather, a prefetch) is issued at
//    most `prefetch_window` compute ops ahead of its first user;
//  - each wait is placed just before its first user (sink waits), so the
//    compute in between hides the transfer; a wait also forces the earlier
//    collectives of its group (FIFO streams), which the simulator models;
//  - collectives in flight (issued, wait not yet placed) stay under
//    `max_in_flight_bytes`; when the cap binds, the oldest one is waited;
//  - a group whose next collective cannot start yet does not block the other
//    groups (a stall on one group is used to start collectives on others);
//  - peak memory (sim/memory.h on the candidate order) stays under the limit.
// The window is chosen by the simulator: the widest window within the memory
// limit (unlimited, else found by binary search), then narrower ones (÷2 each
// time) while they simulate faster; the fastest order is kept, and the
// original order too if nothing beats it. "Faster" is judged under the chosen
// timeline model (options.timeline); with guard_other_timeline, a candidate
// slower than the original order under the other model is never kept. Each candidate costs O(N·P +
// E) for N nodes, P groups, E edges, plus one simulation. When no window meets the memory limit,
// the order with the lowest peak (the original order if that is lower) is kept and a warning names
// the nearest feasible limit.
#ifndef COLLOPT_PASSES_SCHEDULE_OVERLAP_H_
#define COLLOPT_PASSES_SCHEDULE_OVERLAP_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cost/cost_model.h"
#include "passes/pass.h"
#include "sim/timeline.h"

namespace collopt {

struct ScheduleOptions {
  /// Peak-memory limit in bytes. nullopt = the default: the original order's
  /// peak + max(1 GiB, 5 %); a negative value = no limit.
  std::optional<int64_t> memory_limit_bytes;
  /// Compute ops a collective may be issued ahead of its first user;
  /// nullopt = chosen by simulation (see above).
  std::optional<int64_t> prefetch_window;
  /// Cap on max(input, output) bytes of collectives in flight. 5 GiB is
  /// PyTorch's `max_in_flight_gb` default (§2.3).
  int64_t max_in_flight_bytes = int64_t{5} << 30;
  /// Per-op launch overhead for the simulations that choose the window (µs).
  double launch_overhead_us = 0;
  /// Price candidates with shared links and priorities (SimOptions).
  bool shared_links = false;
  /// The timeline model that judges candidates (sim/timeline.h).
  Timeline timeline = Timeline::kCollopt;
  /// Also reject a candidate that is slower than the original order under
  /// the other timeline model, so that the kept order is no slower under
  /// either (issue "Costs you can trust").
  bool guard_other_timeline = true;
};

/// What the last Run decided.
struct ScheduleOutcome {
  int64_t window = 0;              // prefetch window used (compute ops)
  int64_t memory_limit_bytes = 0;  // limit applied (-1 = none)
  int64_t peak_before_bytes = 0;
  int64_t peak_after_bytes = 0;
  bool limit_met = true;
  double step_before_us = 0;  // under options.timeline
  double step_after_us = 0;
  int64_t candidates = 0;         // orders simulated
  int64_t rejected_by_guard = 0;  // faster under the timeline, slower under the other
};

class ScheduleOverlap : public Pass {
 public:
  /// `model` prices nodes for the window choice; it must outlive the pass.
  ScheduleOverlap(ScheduleOptions options, const CostModel* model)
      : options_(options), model_(model) {}

  std::string_view name() const override { return "schedule-overlap"; }
  absl::StatusOr<bool> Run(Graph& graph) override;

  const ScheduleOutcome& outcome() const { return outcome_; }

  /// The order for one window (−1 = unlimited), for tests and benchmarks.
  static std::vector<NodeId> OrderForWindow(const Graph& graph, const std::vector<NodeCost>& costs,
                                            int64_t window, int64_t max_in_flight_bytes);

 private:
  ScheduleOptions options_;
  const CostModel* model_;
  ScheduleOutcome outcome_;
};

}  // namespace collopt

#endif  // COLLOPT_PASSES_SCHEDULE_OVERLAP_H_
