// collopt/passes/schedule_overlap.h — reorder so communication hides behind compute.
//
// The job of PyTorch's OverlapScheduler (shared/reference/
// pytorch_overlap_passes.md §2.3) and XLA's latency-hiding scheduler, done as
// a list scheduler over an order of compute (the program order, or one of the
// reordered ones below):
//  - every node that is not a collective or its wait keeps its relative
//    order in that compute order, except that nodes computed from one graph
//    input by single-input ops (a dtype cast of a parameter) move up with the
//    collective that reads them;
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
// limit (unlimited, else found to within 1/16 by a binary search over a
// geometric grid of windows, O(log log N) probes), then narrower ones (÷2 each
// time) while they simulate faster; the fastest order is kept, and the
// original order too if nothing beats it. "Faster" is judged under the chosen
// timeline model (options.timeline); with guard_other_timeline, a candidate
// slower than the original order under the other model is never kept. Each candidate costs O(N·P +
// E) for N nodes, P groups, E edges, plus one simulation. When no window meets the memory limit,
// the order with the lowest peak (the original order if that is lower) is kept and a warning names
// the nearest feasible limit.
//
// Compute reordering (issue 15; XLA's latency-hiding scheduler,
// shared/reference/cpp_anchors_sim_sched.md). A collective whose result the
// very next op needs (a tensor-parallel all_gather or reduce_scatter on the
// input-gradient chain of a backward graph) cannot be hidden by moving
// collectives alone. So the same window search also runs over two reordered
// compute orders, each built by a list scheduler over simulated time under
// the judging model's costs: one compute stream runs one ready node at a
// time, each group's collectives run in program order on the group's stream
// as soon as their inputs exist, and a wait is ready when its collective
// ends. When the stream is free it runs the ready node with the best
// priority:
//  - "stalls filled in program order": the lowest program position, so the
//    program order is kept except that, while the next node waits on a
//    collective in flight, later independent work (a weight-gradient matmul)
//    runs in its shadow; the order returns to the program as soon as the
//    collective ends, so live memory stays close to the program's; also
//    with the fillers limited to 1024 and to 256 program positions past the
//    first node not yet run (less memory held by results computed early);
//  - "critical path": the longest remaining path to the output (node and
//    collective durations), as list schedulers do.
// Each order costs O((N + E) log N) and is tried with the unlimited window
// and the window the program order chose. Candidates on these orders obey the same
// memory limit, group order and two-model guard; the report names the
// compute order kept (ScheduleOutcome::compute_order).
//
// Refinement: filling the stalls of an order opens others. When the search
// keeps a reordered compute order, its stalls are filled again with the same
// priority (tried with the unlimited window and the window kept), while that
// gains (at most kMaxRounds rounds in all, same memory limit); a reordered
// order must gain at least kReorderMinGain (0.1 %, sim/timeline.h) over its
// round's input. So scheduling collopt's own output again finds no such gain
// (no churn), at the price of one more list schedule per variant, not another
// whole search.
//
// Files: the layout the schedulers share (schedule/layout.h), the list
// scheduler for one window (schedule/list_scheduler.h), the compute orders
// with stalls filled (schedule/stall_filler.h), the widest feasible window
// (schedule/window_search.h), the search over windows and compute orders
// with its judging (schedule/order_search.h); this pass runs the search and
// applies what it chose.
#ifndef COLLOPT_PASSES_SCHEDULE_OVERLAP_H_
#define COLLOPT_PASSES_SCHEDULE_OVERLAP_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
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
  /// Also try compute orders with stalls filled (see "Compute reordering").
  bool reorder_compute = true;
  /// Threads: with 2 or more, the reordered compute orders are built and
  /// first probed on a second thread while the program order's window search
  /// runs. The result does not depend on it (candidates are considered in a
  /// fixed order).
  int64_t jobs = 1;
  /// Called before the pass first changes the graph (the search before it
  /// only reads it): optimize waits there until another thread has copied
  /// the graph for a second variant. Empty: nothing to wait for.
  std::function<void()> before_change;
};

/// ScheduleOutcome::window when no window applies: the original order was
/// kept (also the report's and plan's `prefetch_window` then).
inline constexpr int64_t kOriginalOrderWindow = -2;
/// A window without limit (ScheduleOutcome::window, OrderForWindow).
inline constexpr int64_t kUnlimitedWindow = -1;

/// What the last Run decided.
struct ScheduleOutcome {
  int64_t window = 0;              // prefetch window used (compute ops), or one of the two above
  int64_t memory_limit_bytes = 0;  // limit applied (-1 = none)
  int64_t peak_before_bytes = 0;
  int64_t peak_after_bytes = 0;
  bool limit_met = true;
  double step_before_us = 0;  // under options.timeline
  double step_after_us = 0;
  /// The kept order's step under the other timeline model, µs, when the
  /// guard simulated it (options.guard_other_timeline, and the kept order
  /// is the input's or one the guard passed; not after an impossible limit).
  std::optional<double> guard_after_us;
  int64_t candidates = 0;         // orders simulated, over all rounds
  int64_t rounds = 0;             // 1 + refinements that kept a new order
  int64_t rejected_by_guard = 0;  // faster under the timeline, slower under the other
  /// The compute order kept: "program", "stalls filled in program order"
  /// (", lookahead N nodes" when limited) or "critical path".
  std::string compute_order = "program";
};

namespace schedule {
struct SearchCarry;  // schedule/order_search.h
}  // namespace schedule

class ScheduleOverlap : public Pass {
 public:
  /// `model` prices nodes for the window choice; it must outlive the pass.
  ScheduleOverlap(ScheduleOptions options, const CostModel* model)
      : options_(std::move(options)), model_(model) {}

  std::string_view name() const override { return "schedule-overlap"; }
  absl::StatusOr<bool> Run(Graph& graph) override;

  /// The model's estimates (CostModel::EstimateAll, this pass's model) of
  /// the graph the next Run is given, unchanged since: its first round
  /// prices the nodes with them instead of estimating them again. Used by
  /// one Run; nullptr clears them.
  void UseEstimates(SharedEstimates estimates) { estimates_ = std::move(estimates); }

  const ScheduleOutcome& outcome() const { return outcome_; }

  /// After Run: where each node of the graph it left came from, its id in
  /// the graph Run was given (the orders of every round composed: node i of
  /// the result is node input_order()[i] of the input); empty when Run left
  /// the order as it was. `Graph::Reorder` of the result with the inverse
  /// permutation gives the input back.
  const std::vector<NodeId>& input_order() const { return input_order_; }

  /// Rounds at most: the search and its refinements (see above).
  static constexpr int kMaxRounds = 4;

  /// The order for one window (kUnlimitedWindow = unlimited), for tests and
  /// benchmarks.
  static std::vector<NodeId> OrderForWindow(const Graph& graph, const std::vector<NodeCost>& costs,
                                            int64_t window, int64_t max_in_flight_bytes);

 private:
  /// One round under `limit` (the option's semantics): the whole search
  /// (`only_base` 0), or a refinement (`only_base` = the reordered compute
  /// order to rebuild, tried with the unlimited window and `window_hint`).
  /// Sets outcome_, kept_base_ and the report. `*carry`: in, what the round
  /// before kept of its search (used, then cleared); out, what this round
  /// keeps for the next when it reorders the graph.
  absl::StatusOr<bool> Round(Graph& graph, std::optional<int64_t> limit, int only_base,
                             int64_t window_hint, std::optional<schedule::SearchCarry>* carry);

  ScheduleOptions options_;
  const CostModel* model_;
  SharedEstimates estimates_;  // UseEstimates
  ScheduleOutcome outcome_;
  int kept_base_ = 0;                // the compute order the last round kept (0 = program)
  std::vector<NodeId> input_order_;  // input_order()
};

/// Undoes a ScheduleOverlap::Run on the graph it left: `graph` reordered by
/// the inverse of `input_order` (the pass's input_order(); empty: nothing to
/// undo), node for node the graph Run was given (ids, arguments, users and
/// output as they were). O(nodes + arguments). `input_order` must be a
/// permutation of `graph`'s ids.
void UndoSchedule(Graph& graph, const std::vector<NodeId>& input_order);

/// A graph's steps once scheduled as the optimizer will.
struct ScheduledSteps {
  double judge_us = 0;  // under options.timeline (the scheduler's own simulation)
  double guard_us = 0;  // under the other model, with the options' launch overhead and links
};

/// Schedules a copy of `graph` with `options` (schedule-overlap) and returns
/// its steps; for a rewrite that must compare candidates as they will run
/// (ep-chunk-overlap, async-tp's carried chunks), whose program order the
/// unscheduled simulation misjudges. The guard step is the one the
/// scheduler's guard simulated for the order it kept (ScheduleOutcome::
/// guard_after_us), simulated here only when it has none. Errors: the
/// scheduler's.
absl::StatusOr<ScheduledSteps> ScheduleCopy(const Graph& graph, const ScheduleOptions& options,
                                            const CostModel* model);

}  // namespace collopt

#endif  // COLLOPT_PASSES_SCHEDULE_OVERLAP_H_
