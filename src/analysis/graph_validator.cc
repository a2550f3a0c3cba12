// collopt/analysis/graph_validator.cc — see graph_validator.h.
#include "analysis/graph_validator.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "fmt/format.h"

namespace collopt {
namespace {

using Defect = std::optional<GraphDefect>;

Defect Broken(const Node& node, std::string what) { return GraphDefect{node.id, std::move(what)}; }

// Each node's `users` must be the nodes that reference it, in program order,
// each once. Checked without building the lists: users come in program order,
// so a cursor per node walks its list as its users are met (no allocation per
// node: building the lists was most of a load's validation at 10^6 nodes).
Defect CheckOrderAndUsers(const Graph& graph) {
  std::vector<size_t> cursor(graph.size(), 0);  // users of each node matched so far
  std::vector<bool> wrong(graph.size(), false);
  for (const Node& node : graph.nodes()) {
    Defect status;
    auto check = [&](NodeId input) {
      if (input < 0 || input >= node.id) {
        if (!status.has_value()) {
          status = Broken(node, fmt::format("argument node {} is not defined before it", input));
        }
        return;
      }
      const auto i = static_cast<size_t>(input);
      const UserList& users = graph.node(input).users;
      if (cursor[i] > 0 && users[cursor[i] - 1] == node.id) return;  // a repeated argument
      if (cursor[i] < users.size() && users[cursor[i]] == node.id) {
        ++cursor[i];
      } else {
        wrong[i] = true;
      }
    };
    ForEachInput(node, check);
    if (status.has_value()) return status;
    if (node.op == NodeOp::kOutput && node.id + 1 != static_cast<NodeId>(graph.size())) {
      return Broken(node, "the output node is not last");
    }
  }
  for (const Node& node : graph.nodes()) {
    const auto i = static_cast<size_t>(node.id);
    if (wrong[i] || cursor[i] != node.users.size()) {
      return Broken(node, "its users list does not match the nodes that use it");
    }
  }
  if (graph.output() == kNoNode) return GraphDefect{kNoNode, "no output node"};
  return std::nullopt;
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

Defect CheckWaits(const Graph& graph) {
  std::vector<int> waits(graph.size(), 0);
  for (const Node& node : graph.nodes()) {
    if (node.op_class != OpClass::kWait) continue;
    NodeId target = WaitTarget(graph, node);
    if (target == kNoNode) return Broken(node, "a wait without an argument");
    const Node& t = graph.node(target);
    if (t.op_class == OpClass::kCollective) {
      ++waits[static_cast<size_t>(target)];
    } else if (t.op_class != OpClass::kWait && t.op != NodeOp::kPlaceholder) {
      return Broken(node, fmt::format("waits on '{}', which is not a collective", t.name));
    }
  }
  for (const Node& node : graph.nodes()) {
    if (node.op_class != OpClass::kCollective) continue;
    int n = waits[static_cast<size_t>(node.id)];
    if (IsSynchronousCollective(node.target)) {
      if (n != 0) {
        return Broken(node,
                      fmt::format("synchronous collective waited {} times, expected never", n));
      }
      continue;
    }
    // Coalesced collectives have one wait per output.
    bool coalesced = node.value.kind == Value::Kind::kTuple;
    if ((!coalesced && n != 1) || (coalesced && n < 1)) {
      return Broken(node, fmt::format("collective waited {} times, expected once", n));
    }
  }
  return std::nullopt;
}

// An all_to_all_single's split lists: one size per rank of its group, none
// negative.
Defect CheckSplitSizes(const Node& node, int64_t group_size) {
  const CollectiveInfo& info = *node.collective;
  for (const auto& [what, sizes] : {std::pair<std::string_view, const std::vector<SymInt>&>(
                                        "output_split_sizes", info.output_split_sizes),
                                    {"input_split_sizes", info.input_split_sizes}}) {
    if (sizes.empty()) continue;
    if (group_size > 0 && static_cast<int64_t>(sizes.size()) != group_size) {
      return Broken(node, fmt::format("{} has {} sizes, expected one per rank of process group "
                                      "'{}' ({})",
                                      what, sizes.size(), info.group_name, group_size));
    }
    for (const SymInt& size : sizes) {
      if (!size.symbolic && size.hint < 0) {
        return Broken(node, fmt::format("{} has a negative size, {}", what, size.hint));
      }
    }
  }
  return std::nullopt;
}

Defect CheckProcessGroups(const Graph& graph) {
  for (const Node& node : graph.nodes()) {
    if (!node.collective.has_value()) continue;
    const CollectiveInfo& info = *node.collective;
    auto pg = graph.process_groups.find(info.group_name);
    if (pg == graph.process_groups.end()) {
      return Broken(node, fmt::format("process group '{}' is not in the table", info.group_name));
    }
    if (info.group_size > 0 && pg->second.size > 0 && info.group_size != pg->second.size) {
      return Broken(node, fmt::format("group size {} but process group '{}' has {}",
                                      info.group_size, info.group_name, pg->second.size));
    }
    if (Defect d = CheckSplitSizes(node, pg->second.size > 0 ? pg->second.size : info.group_size)) {
      return d;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<GraphDefect> FindGraphDefect(const Graph& graph) {
  if (Defect d = CheckOrderAndUsers(graph)) return d;
  if (Defect d = CheckWaits(graph)) return d;
  return CheckProcessGroups(graph);
}

absl::Status ValidateGraph(const Graph& graph) {
  const Defect d = FindGraphDefect(graph);
  if (!d.has_value()) return absl::OkStatus();
  if (d->node == kNoNode) {
    return absl::FailedPreconditionError(
        fmt::format("{}: invalid graph: {}", graph.source_name, d->what));
  }
  const Node& node = graph.node(d->node);
  return absl::FailedPreconditionError(fmt::format(
      "{}: invalid graph at '{}' (line {}): {}", graph.source_name, node.name, node.line, d->what));
}

std::map<std::string, std::vector<std::string>> CollectiveOrder(const Graph& graph) {
  std::map<std::string, std::vector<std::string>> order;
  for (const Node& node : graph.nodes()) {
    if (node.collective.has_value()) order[node.collective->group_name].push_back(node.name);
  }
  return order;
}

}  // namespace collopt
