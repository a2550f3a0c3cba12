// collopt/sim/autoparallel_timeline.cc — see autoparallel_timeline.h.
#include "sim/autoparallel_timeline.h"

#include <algorithm>
#include <map>
#include <string>

#include "cost/mem_bound.h"

namespace collopt {

namespace {

// Every node's cost under the autoparallel model; the nodes the model
// prices take their estimate from `estimates` when given.
std::vector<NodeCost> CostsWith(const Graph& graph, const CostModel& model,
                                const std::vector<NodeCost>* estimates) {
  std::vector<NodeCost> costs(graph.size());
  std::vector<int64_t> node_bytes(graph.size(), -1);  // MemBoundBytes' reads
  for (const Node& node : graph.nodes()) {
    NodeCost& cost = costs[static_cast<size_t>(node.id)];
    if (node.measured_us.has_value() || node.collective.has_value() ||
        node.op_class == OpClass::kCompute) {
      cost = estimates != nullptr ? (*estimates)[static_cast<size_t>(node.id)]
                                  : model.Estimate(graph, node);
    } else if (node.op == NodeOp::kCallFunction && node.op_class != OpClass::kWait) {
      cost.bytes = MemBoundBytes(graph, node, node_bytes);
      cost.time_us = MemBoundTimeUs(cost.bytes, model.hardware().hbm_gbps);
      cost.source = cost.bytes > 0 ? CostSource::kRoofline : CostSource::kFree;
    }
  }
  return costs;
}

}  // namespace

std::vector<NodeCost> AutoparallelCosts(const Graph& graph, const CostModel& model) {
  return CostsWith(graph, model, nullptr);
}

std::vector<NodeCost> AutoparallelCosts(const Graph& graph, const CostModel& model,
                                        const std::vector<NodeCost>& estimates) {
  return CostsWith(graph, model, &estimates);
}

SimResult SimulateAutoparallel(const Graph& graph, const std::vector<NodeCost>& costs,
                               const AutoparallelOptions& options) {
  SimResult result;
  std::map<std::string, int32_t> track_of;  // process group → track (1-based)
  for (const auto& [name, pg] : graph.process_groups) {
    track_of[name] = static_cast<int32_t>(result.process_groups.size()) + 1;
    result.process_groups.push_back({name, pg.size, 0, 0, 0, 0});
  }
  const double launch = options.launch_overhead_us;
  std::vector<double> stream(result.process_groups.size() + 1, 0);
  std::vector<bool> seen(stream.size(), false);
  std::vector<double> end_of(graph.size(), -1);
  double& clock = stream[0];
  double compute_work = 0;
  const size_t count = options.order.empty() ? graph.size() : options.order.size();
  for (size_t i = 0; i < count; ++i) {
    const Node& node =
        graph.node(options.order.empty() ? static_cast<NodeId>(i) : options.order[i]);
    const NodeCost& cost = costs[static_cast<size_t>(node.id)];
    double start = 0;
    int32_t track = 0;
    if (node.collective.has_value()) {
      track = track_of.at(node.collective->group_name);
      auto t = static_cast<size_t>(track);
      if (!seen[t]) stream[t] = clock;
      seen[t] = true;
      start = std::max(clock, stream[t]);
      stream[t] = start + cost.time_us + launch;
      end_of[static_cast<size_t>(node.id)] = stream[t];
      clock += launch;
      result.compute_us += launch;
      ProcessGroupReport& pg = result.process_groups[t - 1];
      pg.comm_us += cost.time_us;
      pg.input_bytes += cost.bytes;
      ++pg.collectives;
      if (IsSynchronousCollective(node.target) && stream[t] > clock) {  // its own wait
        pg.exposed_us += stream[t] - clock;
        clock = stream[t];
      }
    } else {
      if (node.op_class == OpClass::kWait) {
        NodeId root = WaitRoot(graph, node);
        double end = root == kNoNode ? -1 : end_of[static_cast<size_t>(root)];
        if (end > clock) {
          int32_t pg = track_of.at(graph.node(root).collective->group_name);
          result.process_groups[static_cast<size_t>(pg - 1)].exposed_us += end - clock;
          clock = end;
        }
      }
      start = clock;
      clock += cost.time_us + launch;
      result.compute_us += cost.time_us + launch;
      compute_work += cost.time_us;
    }
    if (cost.time_us > 0) {
      result.step_us = std::max(result.step_us, start + cost.time_us);
      if (!options.step_only) result.events.push_back({node.id, track, start, cost.time_us});
    }
  }
  double busiest = 0;
  for (const ProcessGroupReport& pg : result.process_groups) {
    result.exposed_us += pg.exposed_us;
    result.comm_us += pg.comm_us;
    busiest = std::max(busiest, pg.comm_us);
  }
  result.overlap_ratio =
      result.comm_us > 0 ? std::max(0.0, 1 - result.exposed_us / result.comm_us) : 1;
  result.lower_bound_us = std::max(compute_work, busiest);
  if (options.compute_memory && !options.step_only)
    result.memory = ComputeMemoryProfile(graph, options.order);
  return result;
}

}  // namespace collopt
