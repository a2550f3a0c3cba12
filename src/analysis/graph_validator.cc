// collopt/analysis/graph_validator.cc — see graph_validator.h.
#include "analysis/graph_validator.h"

#include <algorithm>

#include "fmt/format.h"

namespace collopt {
namespace {

absl::Status Broken(const Graph& graph, const Node& node, std::string_view what) {
  return absl::FailedPreconditionError(fmt::format("{}: invalid graph at '{}' (line {}): {}",
                                                   graph.source_name, node.name, node.line, what));
}

absl::Status CheckOrderAndUsers(const Graph& graph) {
  std::vector<std::vector<NodeId>> users(graph.size());
  for (const Node& node : graph.nodes()) {
    absl::Status status;
    auto check = [&](NodeId input) {
      if (input < 0 || input >= node.id) {
        if (status.ok()) {
          status =
              Broken(graph, node, fmt::format("argument node {} is not defined before it", input));
        }
        return;
      }
      std::vector<NodeId>& u = users[static_cast<size_t>(input)];
      if (u.empty() || u.back() != node.id) u.push_back(node.id);
    };
    ForEachInput(node, check);
    if (!status.ok()) return status;
    if (node.op == NodeOp::kOutput && node.id + 1 != static_cast<NodeId>(graph.size())) {
      return Broken(graph, node, "the output node is not last");
    }
  }
  for (const Node& node : graph.nodes()) {
    if (node.users != users[static_cast<size_t>(node.id)]) {
      return Broken(graph, node, "its users list does not match the nodes that use it");
    }
  }
  if (graph.output() == kNoNode) {
    return absl::FailedPreconditionError(graph.source_name + ": invalid graph: no output node");
  }
  return absl::OkStatus();
}

// The node a wait takes, looking through a coalesced getitem.
NodeId WaitTarget(const Graph& graph, const Node& wait) {
  if (wait.args.empty() || wait.args[0].kind != Argument::Kind::kNode) return kNoNode;
  NodeId id = wait.args[0].node;
  const Node& n = graph.node(id);
  if (n.target == "operator.getitem" && !n.args.empty() &&
      n.args[0].kind == Argument::Kind::kNode &&
      graph.node(n.args[0].node).op_class == OpClass::kCollective) {
    return n.args[0].node;
  }
  return id;
}

absl::Status CheckWaits(const Graph& graph) {
  std::vector<int> waits(graph.size(), 0);
  for (const Node& node : graph.nodes()) {
    if (node.op_class != OpClass::kWait) continue;
    NodeId target = WaitTarget(graph, node);
    if (target == kNoNode) return Broken(graph, node, "a wait without an argument");
    const Node& t = graph.node(target);
    if (t.op_class == OpClass::kCollective) {
      ++waits[static_cast<size_t>(target)];
    } else if (t.op_class != OpClass::kWait && t.op != NodeOp::kPlaceholder) {
      return Broken(graph, node, fmt::format("waits on '{}', which is not a collective", t.name));
    }
  }
  for (const Node& node : graph.nodes()) {
    if (node.op_class != OpClass::kCollective) continue;
    int n = waits[static_cast<size_t>(node.id)];
    if (IsSynchronousCollective(node.target)) {
      if (n != 0) {
        return Broken(graph, node,
                      fmt::format("synchronous collective waited {} times, expected never", n));
      }
      continue;
    }
    // Coalesced collectives have one wait per output.
    bool coalesced = node.value.kind == Value::Kind::kTuple;
    if ((!coalesced && n != 1) || (coalesced && n < 1)) {
      return Broken(graph, node, fmt::format("collective waited {} times, expected once", n));
    }
  }
  return absl::OkStatus();
}

absl::Status CheckProcessGroups(const Graph& graph) {
  for (const Node& node : graph.nodes()) {
    if (!node.collective.has_value()) continue;
    const CollectiveInfo& info = *node.collective;
    auto pg = graph.process_groups.find(info.group_name);
    if (pg == graph.process_groups.end()) {
      return Broken(graph, node,
                    fmt::format("process group '{}' is not in the table", info.group_name));
    }
    if (info.group_size > 0 && pg->second.size > 0 && info.group_size != pg->second.size) {
      return Broken(graph, node,
                    fmt::format("group size {} but process group '{}' has {}", info.group_size,
                                info.group_name, pg->second.size));
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status ValidateGraph(const Graph& graph) {
  if (auto s = CheckOrderAndUsers(graph); !s.ok()) return s;
  if (auto s = CheckWaits(graph); !s.ok()) return s;
  return CheckProcessGroups(graph);
}

std::map<std::string, std::vector<std::string>> CollectiveOrder(const Graph& graph) {
  std::map<std::string, std::vector<std::string>> order;
  for (const Node& node : graph.nodes()) {
    if (node.collective.has_value()) order[node.collective->group_name].push_back(node.name);
  }
  return order;
}

}  // namespace collopt
