// collopt/analysis/topological_order.cc — see topological_order.h.
#include "analysis/topological_order.h"

#include <queue>
#include <utility>

#include "analysis/barrier_fences.h"
#include "fmt/format.h"

namespace collopt {

absl::StatusOr<std::vector<NodeId>> PriorityTopologicalOrder(const Graph& graph,
                                                             const std::vector<double>& key) {
  const size_t n = graph.size();
  std::vector<int32_t> missing(n, 0);
  for (const Node& node : graph.nodes()) {
    // Count distinct inputs (users lists hold each user once).
    for (NodeId user : node.users) ++missing[static_cast<size_t>(user)];
  }
  using Entry = std::pair<double, NodeId>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> ready;
  for (const Node& node : graph.nodes()) {
    if (missing[static_cast<size_t>(node.id)] == 0 && node.op != NodeOp::kOutput) {
      ready.emplace(key[static_cast<size_t>(node.id)], node.id);
    }
  }
  std::vector<NodeId> order;
  order.reserve(n);
  while (!ready.empty()) {
    NodeId id = ready.top().second;
    ready.pop();
    order.push_back(id);
    for (NodeId user : graph.node(id).users) {
      if (--missing[static_cast<size_t>(user)] == 0 && graph.node(user).op != NodeOp::kOutput) {
        ready.emplace(key[static_cast<size_t>(user)], user);
      }
    }
  }
  NodeId output = graph.output();
  if (output != kNoNode && missing[static_cast<size_t>(output)] == 0) order.push_back(output);
  if (order.size() != n) {
    for (const Node& node : graph.nodes()) {
      if (missing[static_cast<size_t>(node.id)] > 0 && node.op != NodeOp::kOutput) {
        return absl::InternalError(
            fmt::format("cycle or missing input through node '{}'", node.name));
      }
    }
    return absl::InternalError("the output node is not reachable");
  }
  return order;
}

bool IsMovable(const Graph& graph, const std::vector<bool>& input_only, NodeId id) {
  const Node& node = graph.node(id);
  return node.op == NodeOp::kPlaceholder || node.op == NodeOp::kGetAttr ||
         input_only[static_cast<size_t>(id)];
}

std::vector<bool> InputOnlyNodes(const Graph& graph) {
  std::vector<bool> input_only(graph.size(), false);
  for (const Node& node : graph.nodes()) {
    // A communication barrier is not local work, whatever it reads: it stays
    // between its fences (analysis/barrier_fences.h).
    if (node.op != NodeOp::kCallFunction || node.op_class == OpClass::kCollective ||
        node.op_class == OpClass::kWait || IsBarrierNode(node)) {
      continue;
    }
    // Several inputs only for concatenation (a bucket's copy-in).
    std::string_view base = OpBaseName(node.target);
    const bool joins = base == "aten.cat" || base == "aten.stack" || base == "aten.slice_scatter";
    NodeId single = kNoNode;
    bool chain = true;
    ForEachInput(node, [&](NodeId input) {
      if (single != kNoNode && single != input && !joins) chain = false;
      single = input;
      chain = chain && IsMovable(graph, input_only, input);
    });
    input_only[static_cast<size_t>(node.id)] = chain;
  }
  return input_only;
}

}  // namespace collopt
