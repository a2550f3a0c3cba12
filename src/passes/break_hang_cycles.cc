// collopt/passes/break_hang_cycles.cc — see break_hang_cycles.h.
#include "passes/break_hang_cycles.h"

#include <algorithm>
#include <vector>

#include "fmt/format.h"

namespace collopt {

absl::StatusOr<bool> BreakHangCycles::Run(Graph& graph) {
  ClearReport();
  const HangReport report = CheckHangs(graph, options_);
  if (report.hang_free()) {
    Report(fmt::format("no cycle ({} collectives, max connections {})", report.collectives,
                       options_.max_connections));
    return false;
  }
  // Each wait goes before the earliest node its collective conflicts with.
  std::vector<NodeId> hoist_before(graph.size(), kNoNode);  // wait → node
  std::vector<std::vector<NodeId>> hoisted(graph.size());   // node → waits
  int64_t unbroken = 0;
  for (const HangHazard& h : report.hazards) {
    if (h.first_wait == kNoNode) {
      ++unbroken;
      Report("cannot break (its wait is chained or coalesced): " + DescribeHazard(graph, h));
      continue;
    }
    const auto w = static_cast<size_t>(h.first_wait);
    if (h.first_wait < h.second || (hoist_before[w] != kNoNode && hoist_before[w] <= h.second)) {
      continue;
    }
    hoist_before[w] = h.second;
  }
  for (size_t w = 0; w < hoist_before.size(); ++w) {
    if (hoist_before[w] != kNoNode) {
      hoisted[static_cast<size_t>(hoist_before[w])].push_back(static_cast<NodeId>(w));
    }
  }
  int64_t moved = 0;
  for (const HangHazard& h : report.hazards) {
    if (h.first_wait != kNoNode && hoist_before[static_cast<size_t>(h.first_wait)] == h.second) {
      Report(fmt::format("moved '{}' before '{}': {}", graph.node(h.first_wait).name,
                         graph.node(h.second).name, DescribeHazard(graph, h)));
    }
  }
  std::vector<NodeId> order;
  order.reserve(graph.size());
  for (const Node& node : graph.nodes()) {
    // Waits in the order of their collectives' issue (ids are positions).
    std::vector<NodeId>& waits = hoisted[static_cast<size_t>(node.id)];
    std::sort(waits.begin(), waits.end(), [&](NodeId a, NodeId b) {
      return WaitRoot(graph, graph.node(a)) < WaitRoot(graph, graph.node(b));
    });
    for (NodeId w : waits) order.push_back(w);
    moved += static_cast<int64_t>(waits.size());
    if (node.op_class == OpClass::kWait && hoist_before[static_cast<size_t>(node.id)] != kNoNode) {
      continue;
    }
    order.push_back(node.id);
  }
  if (moved == 0) return false;
  graph.Reorder(order);
  Report(fmt::format("{} waits moved up to break {} possible cycles{}", moved,
                     report.hazards.size() - static_cast<size_t>(unbroken),
                     unbroken > 0 ? fmt::format("; {} left", unbroken) : ""));
  return true;
}

}  // namespace collopt
