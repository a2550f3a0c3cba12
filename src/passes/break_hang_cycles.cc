// collopt/passes/break_hang_cycles.cc — see break_hang_cycles.h.
#include "passes/break_hang_cycles.h"

#include <string>
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
  // CheckHangs lists each collective once, with its first conflict: its wait
  // goes just before that node. Hazards come by (second, first), so each
  // node's waits are in their collectives' issue order.
  std::vector<std::vector<NodeId>> hoisted(graph.size());  // node → waits put before it
  std::vector<bool> moving(graph.size(), false);
  int64_t unbroken = 0;
  std::vector<std::string> moves;  // reported after the ones left
  for (const HangHazard& h : report.hazards) {
    if (h.first_wait == kNoNode) {
      ++unbroken;
      Report("cannot break (its wait is chained or coalesced): " + DescribeHazard(graph, h));
      continue;
    }
    hoisted[static_cast<size_t>(h.second)].push_back(h.first_wait);
    moving[static_cast<size_t>(h.first_wait)] = true;
    moves.push_back(fmt::format("moved '{}' before '{}': {}", graph.node(h.first_wait).name,
                                graph.node(h.second).name, DescribeHazard(graph, h)));
  }
  for (std::string& line : moves) Report(std::move(line));
  std::vector<NodeId> order;
  order.reserve(graph.size());
  int64_t moved = 0;
  for (const Node& node : graph.nodes()) {
    const std::vector<NodeId>& waits = hoisted[static_cast<size_t>(node.id)];
    order.insert(order.end(), waits.begin(), waits.end());
    moved += static_cast<int64_t>(waits.size());
    if (!moving[static_cast<size_t>(node.id)]) order.push_back(node.id);
  }
  if (moved == 0) return false;
  graph.Reorder(order);
  Report(fmt::format("{} waits moved up to break {} possible cycles{}", moved,
                     report.hazards.size() - static_cast<size_t>(unbroken),
                     unbroken > 0 ? fmt::format("; {} left", unbroken) : ""));
  return true;
}

}  // namespace collopt
