// collopt/sim/timeline.h — which timeline model prices a step, and one call
// that prices and runs it.
//
// Two models (`--timeline collopt|autoparallel`):
//  - collopt (sim/simulator.h): data dependencies, one stream per process
//    group, FIFO per group, views and waits free, compute by the roofline
//    (or measured costs), optional link sharing;
//  - autoparallel (sim/autoparallel_timeline.h): the model behind
//    autoparallel's overlap simulator and shared/data/h100_inductor_runs'
//    `runtime_ms` — graph order, 1 µs launch per node and per collective
//    launch, every non-compute call priced as a memory-bound copy.
// The optimizer judges its candidates under the chosen one and guards
// against the other (api/optimize.h).
#ifndef COLLOPT_SIM_TIMELINE_H_
#define COLLOPT_SIM_TIMELINE_H_

#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/cost_model.h"
#include "ir/graph.h"
#include "sim/simulator.h"
#include "sim/step_index.h"

namespace collopt {

enum class Timeline : uint8_t { kCollopt, kAutoparallel };

/// "collopt" or "autoparallel". Error: any other word
/// ("error: --timeline expects collopt or autoparallel, got 'X'").
absl::StatusOr<Timeline> ParseTimeline(std::string_view name);
std::string_view TimelineName(Timeline timeline);

/// The other model: the one that guards when `timeline` judges.
inline Timeline OtherTimeline(Timeline timeline) {
  return timeline == Timeline::kCollopt ? Timeline::kAutoparallel : Timeline::kCollopt;
}

/// The one tolerance of every search by simulation (the optimizer's
/// variants, schedule-overlap's orders, async-tp's and ep-chunk-overlap's
/// chunk counts): steps within a millionth of each other are the same step
/// (0.2 µs of a 200 ms step), so that neither the rounding of a step
/// simulated again in another order nor a gain no GPU could measure decides
/// anything. (A window search that took a 2.5e-7 gain in the program order
/// chose a window too wide for the reordered compute orders to fit the
/// memory limit: 239 ms against 208 ms on a generated 10^5-node step.)
inline constexpr double kStepTolerance = 1e-6;

/// The least relative gain for which a search keeps a reordered compute
/// order over the order it starts from (schedule-overlap): re-optimizing an
/// optimized graph then keeps it, rather than churning for a rounding-level
/// gain.
inline constexpr double kReorderMinGain = 1e-3;

/// Whether a step of `after_us` is no slower than `before_us` (µs), within
/// kStepTolerance relative and 1e-6 µs absolute: the guard the optimizer, its
/// scheduler and its rewrites all apply.
inline bool NoSlower(double after_us, double before_us) {
  return after_us <= before_us * (1 + kStepTolerance) + 1e-6;
}

/// Whether a step of `after_us` is faster than `before_us` (µs) by more than
/// `min_gain` relative (kStepTolerance unless a search asks for more).
inline bool Faster(double after_us, double before_us, double min_gain = kStepTolerance) {
  return after_us < before_us * (1 - min_gain);
}

/// A timeline model bound to a cost model: prices nodes the way that model
/// does and runs it on a graph (in program order or a candidate order).
class StepModel {
 public:
  /// `model` must outlive this object. `launch_overhead_us` and
  /// `shared_links` apply to the collopt timeline (the autoparallel one has
  /// its own fixed 1 µs launch and no link sharing).
  StepModel(Timeline timeline, const CostModel* model, double launch_overhead_us = 0,
            bool shared_links = false)
      : timeline_(timeline),
        model_(model),
        launch_overhead_us_(launch_overhead_us),
        shared_links_(shared_links) {}

  Timeline timeline() const { return timeline_; }

  /// Per-node costs as this timeline prices them, indexed by NodeId
  /// (CostModel::EstimateAll, or AutoparallelCosts).
  std::vector<NodeCost> Costs(const Graph& graph) const;
  /// The same from `estimates` = the model's EstimateAll(graph), already
  /// made (no node estimated twice).
  std::vector<NodeCost> Costs(const Graph& graph, const std::vector<NodeCost>& estimates) const;
  /// Whether Costs(graph, estimates) is `estimates` itself (collopt's
  /// timeline prices nodes as the model does), so a caller may use the
  /// estimates without a copy.
  bool PricesAsModel() const { return timeline_ != Timeline::kAutoparallel; }

  /// Runs the timeline with `costs` (from Costs on the same graph) over
  /// `order` (node ids, topological; empty = program order); the memory
  /// profile only when `compute_memory`.
  SimResult Run(const Graph& graph, const std::vector<NodeCost>& costs,
                const std::vector<NodeId>& order = {}, bool compute_memory = true) const;

  /// The options Run gives collopt's simulator (launch overhead, shared
  /// links, the cost model's contention), in program order with memory.
  SimOptions SimulatorOptions() const;

  /// The step time in µs of Run(graph, costs, order) and nothing else (no
  /// events, critical path, lower bound or memory: SimOptions::step_only),
  /// for a search pricing many candidate orders. The same value as Run's.
  double StepUs(const Graph& graph, const std::vector<NodeCost>& costs,
                const std::vector<NodeId>& order = {}) const;
  /// The same value, from `index` (a StepIndex of `graph`) where this
  /// timeline's options allow it (not with shared links or contention,
  /// which only Simulate models; not when the index is unusable): an order
  /// priced in a walk over flat arrays instead of the Node records.
  double StepUs(const Graph& graph, const std::vector<NodeCost>& costs,
                const std::vector<NodeId>& order, const StepIndex& index) const;

  /// Costs + StepUs in program order: the step time in µs.
  double Step(const Graph& graph) const;
  /// The same from `estimates` = the model's EstimateAll(graph), already
  /// made (a caller pricing one graph under both timelines estimates each
  /// node once; no copy where PricesAsModel).
  double Step(const Graph& graph, const std::vector<NodeCost>& estimates) const;

 private:
  // Run and StepUs: the timeline's simulator with its options.
  SimResult Simulated(const Graph& graph, const std::vector<NodeCost>& costs,
                      const std::vector<NodeId>& order, bool compute_memory, bool step_only) const;

  Timeline timeline_;
  const CostModel* model_;
  double launch_overhead_us_;
  bool shared_links_;
};

}  // namespace collopt

#endif  // COLLOPT_SIM_TIMELINE_H_
