// collopt/sim/step_index.cc — see step_index.h.
#include "sim/step_index.h"

#include <algorithm>
#include <map>
#include <string>

namespace collopt {

StepIndex::StepIndex(const Graph& graph) : entries_(graph.size()) {
  // Tracks as both simulators number them: 1 + the group's index in the
  // process-group map's order.
  std::map<std::string, int32_t, std::less<>> track_of;
  for (const auto& [name, pg] : graph.process_groups) {
    track_of.emplace(name, static_cast<int32_t>(track_of.size()) + 1);
  }
  tracks_ = track_of.size();
  for (const Node& node : graph.nodes()) {
    Entry& e = entries_[static_cast<size_t>(node.id)];
    e.call = node.op == NodeOp::kCallFunction;
    e.collective = node.collective.has_value();
    e.wait = node.op_class == OpClass::kWait;
    if (e.collective) {
      auto it = track_of.find(node.collective->group_name);
      if (it == track_of.end()) {
        usable_ = false;
        return;
      }
      e.track = it->second;
      e.synchronous = IsSynchronousCollective(node.target);
    }
    if (e.wait) {
      e.root = WaitRoot(graph, node);
      e.root_is_collective =
          e.root != kNoNode && graph.node(e.root).op_class == OpClass::kCollective;
    }
  }
}

// Simulate (sim/simulator.cc) with step_only and none of the options
// StepIndex leaves out: its clock arithmetic, step for step.
double StepIndex::CollectiveStepUs(const std::vector<NodeCost>& costs,
                                   const std::vector<NodeId>& order, double launch_us) const {
  const size_t n = entries_.size();
  std::vector<double> stream_free(tracks_ + 1, 0);
  std::vector<double> end_of(n, 0);
  std::vector<bool> issued(n, false);
  double clock = 0;
  auto block_on = [&](NodeId coll) {
    const double stall = end_of[static_cast<size_t>(coll)] - clock;
    if (stall > 0) clock += stall;
  };
  const size_t count = order.empty() ? n : order.size();
  for (size_t i = 0; i < count; ++i) {
    const NodeId id = order.empty() ? static_cast<NodeId>(i) : order[i];
    const Entry& e = entries_[static_cast<size_t>(id)];
    if (!e.call) continue;
    const double time_us = costs[static_cast<size_t>(id)].time_us;
    if (e.collective) {
      const auto track = static_cast<size_t>(e.track);
      clock += launch_us;
      issued[static_cast<size_t>(id)] = true;
      const double start = std::max(clock, stream_free[track]);
      end_of[static_cast<size_t>(id)] = start + time_us;
      stream_free[track] = start + time_us;
      if (e.synchronous) block_on(id);
      continue;
    }
    if (e.wait && e.root_is_collective && issued[static_cast<size_t>(e.root)]) block_on(e.root);
    const double duration = time_us + launch_us;
    clock += duration;
  }
  double step = clock;
  for (double free_at : stream_free) step = std::max(step, free_at);
  return step;
}

// SimulateAutoparallel (sim/autoparallel_timeline.cc) with step_only: its
// clock arithmetic, step for step.
double StepIndex::AutoparallelStepUs(const std::vector<NodeCost>& costs,
                                     const std::vector<NodeId>& order, double launch_us) const {
  const size_t n = entries_.size();
  std::vector<double> stream(tracks_ + 1, 0);
  std::vector<bool> seen(stream.size(), false);
  std::vector<double> end_of(n, -1);
  double& clock = stream[0];
  double step = 0;
  const size_t count = order.empty() ? n : order.size();
  for (size_t i = 0; i < count; ++i) {
    const NodeId id = order.empty() ? static_cast<NodeId>(i) : order[i];
    const Entry& e = entries_[static_cast<size_t>(id)];
    const double time_us = costs[static_cast<size_t>(id)].time_us;
    double start = 0;
    if (e.collective) {
      const auto t = static_cast<size_t>(e.track);
      if (!seen[t]) stream[t] = clock;
      seen[t] = true;
      start = std::max(clock, stream[t]);
      stream[t] = start + time_us + launch_us;
      end_of[static_cast<size_t>(id)] = stream[t];
      clock += launch_us;
      if (e.synchronous && stream[t] > clock) clock = stream[t];
    } else {
      if (e.wait) {
        const double end = e.root == kNoNode ? -1 : end_of[static_cast<size_t>(e.root)];
        if (end > clock) clock = end;
      }
      start = clock;
      clock += time_us + launch_us;
    }
    if (time_us > 0) step = std::max(step, start + time_us);
  }
  return step;
}

}  // namespace collopt
