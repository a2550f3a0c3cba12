// collopt/sim/timeline.cc — see timeline.h.
#include "sim/timeline.h"

#include <string>

#include "fmt/format.h"
#include "sim/autoparallel_timeline.h"

namespace collopt {

absl::StatusOr<Timeline> ParseTimeline(std::string_view name) {
  if (name == "collopt") return Timeline::kCollopt;
  if (name == "autoparallel") return Timeline::kAutoparallel;
  return absl::InvalidArgumentError(fmt::format(
      "error: --timeline expects collopt or autoparallel, got '{}'", std::string(name)));
}

std::string_view TimelineName(Timeline timeline) {
  return timeline == Timeline::kCollopt ? "collopt" : "autoparallel";
}

std::vector<NodeCost> StepModel::Costs(const Graph& graph) const {
  if (timeline_ == Timeline::kAutoparallel) return AutoparallelCosts(graph, *model_);
  return model_->EstimateAll(graph);
}

std::vector<NodeCost> StepModel::Costs(const Graph& graph,
                                       const std::vector<NodeCost>& estimates) const {
  if (PricesAsModel()) return estimates;
  return AutoparallelCosts(graph, *model_, estimates);
}

SimResult StepModel::Run(const Graph& graph, const std::vector<NodeCost>& costs,
                         const std::vector<NodeId>& order, bool compute_memory) const {
  return Simulated(graph, costs, order, compute_memory, /*step_only=*/false);
}

SimResult StepModel::Simulated(const Graph& graph, const std::vector<NodeCost>& costs,
                               const std::vector<NodeId>& order, bool compute_memory,
                               bool step_only) const {
  if (timeline_ == Timeline::kAutoparallel) {
    AutoparallelOptions options;
    options.order = order;
    options.compute_memory = compute_memory;
    options.step_only = step_only;
    return SimulateAutoparallel(graph, costs, options);
  }
  SimOptions options = SimulatorOptions();
  options.order = order;
  options.compute_memory = compute_memory;
  options.step_only = step_only;
  return Simulate(graph, costs, options);
}

SimOptions StepModel::SimulatorOptions() const {
  SimOptions options;
  options.launch_overhead_us = launch_overhead_us_;
  options.shared_links = shared_links_;
  options.contention = model_->contention();
  return options;
}

double StepModel::StepUs(const Graph& graph, const std::vector<NodeCost>& costs,
                         const std::vector<NodeId>& order) const {
  return Simulated(graph, costs, order, /*compute_memory=*/false, /*step_only=*/true).step_us;
}

double StepModel::StepUs(const Graph& graph, const std::vector<NodeCost>& costs,
                         const std::vector<NodeId>& order, const StepIndex& index) const {
  if (!index.usable()) return StepUs(graph, costs, order);
  if (timeline_ == Timeline::kAutoparallel) {
    return index.AutoparallelStepUs(costs, order, AutoparallelOptions{}.launch_overhead_us);
  }
  if (shared_links_ || model_->contention().enabled) return StepUs(graph, costs, order);
  return index.CollectiveStepUs(costs, order, launch_overhead_us_);
}

double StepModel::Step(const Graph& graph) const { return StepUs(graph, Costs(graph)); }

double StepModel::Step(const Graph& graph, const std::vector<NodeCost>& estimates) const {
  return PricesAsModel() ? StepUs(graph, estimates) : StepUs(graph, Costs(graph, estimates));
}

}  // namespace collopt
