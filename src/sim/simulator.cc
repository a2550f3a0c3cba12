// collopt/sim/simulator.cc — see simulator.h.
#include "sim/simulator.h"

#include <algorithm>
#include <map>

namespace collopt {
namespace {

// The collective a wait waits on, or kNoNode for a wait on a graph input.
NodeId AwaitedCollective(const Graph& graph, const Node& wait) {
  NodeId root = WaitRoot(graph, wait);
  return root != kNoNode && graph.node(root).op_class == OpClass::kCollective ? root : kNoNode;
}

double CriticalPath(const Graph& graph, const std::vector<NodeCost>& costs, double launch_us) {
  std::vector<double> finish(graph.size(), 0);
  double longest = 0;
  for (const Node& node : graph.nodes()) {
    double ready = 0;
    auto dep = [&](NodeId input) { ready = std::max(ready, finish[static_cast<size_t>(input)]); };
    ForEachInput(node, dep);
    double cost = costs[static_cast<size_t>(node.id)].time_us;
    if (node.op == NodeOp::kCallFunction && !node.collective.has_value()) cost += launch_us;
    finish[static_cast<size_t>(node.id)] = ready + cost;
    longest = std::max(longest, ready + cost);
  }
  return longest;
}

}  // namespace

SimResult Simulate(const Graph& graph, const std::vector<NodeCost>& costs,
                   const SimOptions& options) {
  SimResult result;
  std::map<std::string, int32_t> track_of;  // process group → track (1-based)
  for (const auto& [name, pg] : graph.process_groups) {
    track_of[name] = static_cast<int32_t>(result.process_groups.size()) + 1;
    result.process_groups.push_back({name, pg.size, 0, 0, 0, 0});
  }
  std::vector<double> stream_free(result.process_groups.size() + 1, 0);
  std::vector<double> end_of(graph.size(), 0);
  double clock = 0;
  const double launch = options.launch_overhead_us;
  const size_t count = options.order.empty() ? graph.size() : options.order.size();
  for (size_t i = 0; i < count; ++i) {
    const Node& node =
        graph.node(options.order.empty() ? static_cast<NodeId>(i) : options.order[i]);
    if (node.op != NodeOp::kCallFunction) continue;
    const NodeCost& cost = costs[static_cast<size_t>(node.id)];
    if (node.collective.has_value()) {
      int32_t track = track_of.at(node.collective->group_name);
      ProcessGroupReport& pg = result.process_groups[static_cast<size_t>(track - 1)];
      clock += launch;
      result.compute_us += launch;
      double start = std::max(clock, stream_free[static_cast<size_t>(track)]);
      end_of[static_cast<size_t>(node.id)] = start + cost.time_us;
      stream_free[static_cast<size_t>(track)] = start + cost.time_us;
      pg.comm_us += cost.time_us;
      pg.input_bytes += cost.bytes;
      ++pg.collectives;
      result.events.push_back({node.id, track, start, cost.time_us});
      continue;
    }
    if (node.op_class == OpClass::kWait) {
      NodeId coll = AwaitedCollective(graph, node);
      if (coll != kNoNode && end_of[static_cast<size_t>(coll)] > clock) {
        double stall = end_of[static_cast<size_t>(coll)] - clock;
        int32_t track = track_of.at(graph.node(coll).collective->group_name);
        result.process_groups[static_cast<size_t>(track - 1)].exposed_us += stall;
        clock += stall;
      }
    }
    double duration = cost.time_us + launch;
    if (duration > 0) result.events.push_back({node.id, 0, clock, duration});
    clock += duration;
    result.compute_us += duration;
  }
  result.step_us = clock;
  for (double free_at : stream_free) result.step_us = std::max(result.step_us, free_at);
  double busiest = 0;
  for (const ProcessGroupReport& pg : result.process_groups) {
    result.exposed_us += pg.exposed_us;
    result.comm_us += pg.comm_us;
    busiest = std::max(busiest, pg.comm_us);
  }
  result.overlap_ratio =
      result.comm_us > 0 ? std::max(0.0, 1 - result.exposed_us / result.comm_us) : 1;
  result.critical_path_us = CriticalPath(graph, costs, launch);
  result.lower_bound_us = std::max({result.compute_us, busiest, result.critical_path_us});
  if (options.compute_memory) result.memory = ComputeMemoryProfile(graph, options.order);
  return result;
}

}  // namespace collopt
