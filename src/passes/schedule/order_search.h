// collopt/passes/schedule/order_search.h — schedule-overlap's search: which
// prefetch window and compute order to schedule with, chosen by simulation
// (the rules and their costs are in passes/schedule_overlap.h: the widest
// window within the memory limit, then narrower ones while they simulate
// faster; the reordered compute orders of schedule/stall_filler.h with the
// unlimited window and the window the program order chose).
//
// Candidates are judged under `ScheduleOptions::timeline` with the one
// tolerance of sim/timeline.h (Faster; a reordered compute order must gain
// kReorderMinGain), guarded under the other model (NoSlower than the
// original order), within the memory limit (sim/memory.h on the candidate
// order). The search reads the graph only; the pass applies its result.
#ifndef COLLOPT_PASSES_SCHEDULE_ORDER_SEARCH_H_
#define COLLOPT_PASSES_SCHEDULE_ORDER_SEARCH_H_

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "cost/cost_model.h"
#include "ir/graph.h"
#include "passes/schedule/layout.h"
#include "passes/schedule/stall_filler.h"
#include "passes/schedule_overlap.h"
#include "sim/memory.h"
#include "sim/step_index.h"
#include "sim/timeline.h"

namespace collopt::schedule {

/// A reordered compute order tried besides the program's.
struct ComputeOrder {
  Priority priority;
  int64_t lookahead;  // −1 = none (StallFiller)
};

/// The reordered compute orders, in the order they are tried; a candidate's
/// `compute_order` is 1 + an index here (0 = the program order).
inline constexpr ComputeOrder kComputeOrders[] = {{Priority::kProgram, -1},
                                                  {Priority::kProgram, 1024},
                                                  {Priority::kProgram, 256},
                                                  {Priority::kCriticalPath, -1}};

/// "program", "stalls filled in program order" (", lookahead N nodes" when
/// limited) or "critical path", for a candidate's `compute_order`.
std::string ComputeOrderName(int compute_order);

/// The window of the original order (no candidate order at all).
inline constexpr int64_t kOriginalOrder = kOriginalOrderWindow;

/// One candidate order.
struct Candidate {
  int64_t window = kOriginalOrder;   // compute ops (−1 = unlimited)
  int compute_order = 0;             // 0 = program, else 1 + index in kComputeOrders
  std::vector<NodeId> order;         // empty for the original order
  int64_t peak = 0;                  // bytes (sim/memory.h)
  double step = 0;                   // µs under the judging model; 0 when over the limit
  std::optional<double> guard_step;  // µs under the other model, once guarded
};

/// What one search found.
struct SearchResult {
  Candidate best;           // the original order when nothing beats it
  bool limit_met = true;    // false: no order met the limit; `best` has the lowest peak
  int64_t limit_bytes = 0;  // −1 = none
  int64_t peak_before_bytes = 0;
  double step_before_us = 0;
  int64_t candidates = 0;
  int64_t rejected_by_guard = 0;
};

/// What a search knew of its graph that a search of the same graph, reordered
/// to the order it kept (`Graph::Reorder`), reuses instead of computing again
/// (ScheduleOverlap's refinement rounds): the per-node costs, permuted to the
/// reordered graph's ids, and the kept order's step, guard step and peak,
/// which are the reordered graph's own (its program order is that order). At
/// 10^6 nodes that is about half of a search's set-up.
struct SearchCarry {
  std::vector<NodeCost> costs;        // the model's estimates
  std::vector<NodeCost> judge_costs;  // the judging timeline's (empty: `costs`)
  std::vector<NodeCost> guard_costs;  // the other timeline's (empty: `costs`)
  double step = 0;                    // µs under the judging model
  std::optional<double> guard_step;   // µs under the other, when guarded
  int64_t peak = 0;                   // bytes (sim/memory.h)
};

class OrderSearch {
 public:
  /// `limit` has ScheduleOptions::memory_limit_bytes's meaning (nullopt = the
  /// original peak + max(1 GiB, 5 %)); `model` prices the nodes. `graph` and
  /// `model` must outlive the search. `carry`: what a search of `graph`
  /// before its reordering kept (TakeCarry), used instead of pricing and
  /// simulating `graph` again. `estimates` (without a carry): the model's
  /// EstimateAll of `graph`, copied instead of estimating again. Errors:
  /// none; a graph the stall filler cannot order (not every node reached)
  /// just skips that compute order.
  OrderSearch(const Graph& graph, const ScheduleOptions& options, const CostModel* model,
              std::optional<int64_t> limit, std::optional<SearchCarry> carry = std::nullopt,
              const std::vector<NodeCost>* estimates = nullptr);

  /// What a search of the graph reordered to `kept.order` (every node once)
  /// can reuse; nullopt when `kept` is the original order, has no order of
  /// every node, or was not simulated under both models where the search
  /// guards. Leaves this search's costs empty: call it last.
  std::optional<SearchCarry> TakeCarry(const Candidate& kept);

  /// The whole search (`only_order` 0), or a refinement (`only_order` = the
  /// reordered compute order to rebuild, tried with the unlimited window and
  /// `window_hint`).
  SearchResult Run(int only_order, int64_t window_hint);

  Timeline judge_timeline() const { return judge_.timeline(); }
  Timeline guard_timeline() const { return guard_.timeline(); }

 private:
  struct Reordered {
    int index = 0;
    BaseOrder order;  // on layout_
    Candidate first;  // the unlimited (or forced) window
  };

  double StepOf(const std::vector<NodeId>& order) const;
  // Whether `order` is no slower than the original under the other model;
  // its step there into `*step`.
  bool GuardOk(const std::vector<NodeId>& order, std::optional<double>* step) const;
  bool Fits(int64_t peak) const { return unlimited_ || peak <= limit_; }
  // One candidate order, its peak and (within the limit) its step; no shared
  // state, so reordered compute orders are probed on a second thread.
  Candidate Probe(const BaseOrder& order, int compute_order, int64_t window) const;
  // Candidates in a fixed order (the result never depends on the threads);
  // returns whether `c` fits the limit.
  bool Consider(Candidate c);
  bool Evaluate(const BaseOrder& order, int compute_order, int64_t window);
  // The widest window within the limit, then narrower ones.
  void SearchWindows(const BaseOrder& order, int compute_order);
  // The reordered compute orders and their first probes.
  std::vector<Reordered> Prepare(int only_order) const;

  // The timelines' costs: their own where they price nodes otherwise than
  // the model (autoparallel's), else the model's estimates (no copy).
  const std::vector<NodeCost>& JudgeCosts() const {
    return judge_costs_.empty() ? costs_ : judge_costs_;
  }
  const std::vector<NodeCost>& GuardCosts() const {
    return guard_costs_.empty() ? costs_ : guard_costs_;
  }

  const Graph& graph_;
  const ScheduleOptions& options_;
  // What the steps of graph_'s candidate orders read of its nodes.
  const StepIndex index_;
  std::vector<NodeCost> costs_;
  const Layout layout_;
  int64_t compute_ops_ = 0;
  const StepModel judge_;
  const StepModel guard_;
  std::vector<NodeCost> judge_costs_;  // empty: costs_
  std::vector<NodeCost> guard_costs_;  // empty: costs_
  double guard_before_ = 0;
  const MemoryModel memory_;
  int64_t limit_ = 0;
  bool unlimited_ = false;
  SearchResult result_;
  bool best_fits_ = false;
  Candidate lowest_;  // lowest peak seen, for an impossible limit
  // Where a probe stops scheduling (ListScheduler's stop_above_bytes): the
  // limit when the original order meets it (then lowest_ is never needed,
  // and an order over the limit is never kept), else never.
  int64_t stop_above_ = std::numeric_limits<int64_t>::max();
};

}  // namespace collopt::schedule

#endif  // COLLOPT_PASSES_SCHEDULE_ORDER_SEARCH_H_
