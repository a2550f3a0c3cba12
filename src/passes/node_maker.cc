// collopt/passes/node_maker.cc — see node_maker.h.
#include "passes/node_maker.h"

#include <algorithm>
#include <utility>

#include "analysis/shape_rule.h"
#include "analysis/topological_order.h"
#include "fmt/format.h"
#include "ir/op_class.h"

namespace collopt {

absl::StatusOr<NodeId> NodeMaker::Add(const std::string& base, InternedString target,
                                      std::vector<Argument> args, const std::string& comment) {
  return Add(base, target, std::move(args), {}, {}, comment);
}

absl::StatusOr<NodeId> NodeMaker::Add(const std::string& base, InternedString target,
                                      std::vector<Argument> args,
                                      std::vector<std::string> kwarg_names,
                                      std::vector<Argument> kwargs, const std::string& comment) {
  Node node;
  node.op = NodeOp::kCallFunction;
  node.target = target;
  node.op_class = ClassifyTarget(target);
  node.args = std::move(args);
  node.kwarg_names = std::move(kwarg_names);
  node.kwargs = std::move(kwargs);
  SetSourceComment(node, comment);
  // Only a stem that was taken is remembered: the buckets' stems are unique
  // (a prefix per bucket), and a map entry for each of them (4·10^5 string
  // keys at 10^6 nodes) cost more than all the rest of naming.
  auto known = next_suffix_.find(base);
  int suffix = known == next_suffix_.end() ? 0 : known->second;
  node.name = suffix > 0 ? fmt::format("{}_{}", base, suffix) : base;
  while (graph_.FindNode(node.name) != kNoNode) node.name = fmt::format("{}_{}", base, ++suffix);
  if (suffix > 0) next_suffix_.insert_or_assign(base, suffix);
  ShapeRule rule = FindShapeRule(target);
  if (rule == nullptr) return absl::InternalError(fmt::format("no shape rule for {}", target));
  ShapeOptions options;
  ShapeContext context(graph_, node, options);
  absl::StatusOr<Value> value = rule(context);
  if (!value.ok()) {
    return absl::InternalError(fmt::format("{} node '{}' ({}): {}", what_, node.name, target,
                                           std::string(value.status().message())));
  }
  node.value = std::move(*value);
  return graph_.AddNode(std::move(node));
}

void UnlinkRewritten(Graph& graph, const absl::flat_hash_map<NodeId, NodeId>& replaced,
                     const std::vector<bool>& dropped) {
  auto replace = [&](auto& self, Argument& arg) -> void {
    if (arg.kind == Argument::Kind::kNode) {
      if (auto it = replaced.find(arg.node); it != replaced.end()) arg.node = it->second;
    }
    for (Argument& item : arg.items) self(self, item);
  };
  auto replace_in = [&](Node& node) {
    for (Argument& a : node.args) replace(replace, a);
    for (Argument& a : node.kwargs) replace(replace, a);
  };
  // The uses to repoint are among the users of the replaced nodes (still
  // exact for the nodes that were there before the rewrite) and the
  // appended nodes: no walk over the whole graph, no lookup per argument.
  const size_t original_size = dropped.size();
  std::vector<NodeId> visit;
  for (const auto& [from, to] : replaced) {
    if (static_cast<size_t>(from) >= original_size) continue;
    for (NodeId user : graph.node(from).users) {
      if (static_cast<size_t>(user) < original_size) visit.push_back(user);
    }
  }
  std::sort(visit.begin(), visit.end());  // each once, whatever the hash order
  visit.erase(std::unique(visit.begin(), visit.end()), visit.end());
  for (NodeId id : visit) replace_in(graph.mutable_node(id));
  for (size_t i = original_size; i < graph.size(); ++i) {
    replace_in(graph.mutable_node(static_cast<NodeId>(i)));
  }
  for (size_t i = 0; i < dropped.size(); ++i) {
    if (!dropped[i]) continue;
    Node& n = graph.mutable_node(static_cast<NodeId>(i));
    n.args.clear();
    n.kwargs.clear();
  }
  graph.RebuildUsers();
}

absl::Status PlaceRewritten(Graph& graph, const std::vector<double>& key,
                            const std::vector<bool>& dropped) {
  // Dropped nodes get no place: they are sorted with the rest, then filtered.
  auto order = PriorityTopologicalOrder(graph, key);
  if (!order.ok()) return order.status();
  std::vector<NodeId> kept;
  kept.reserve(order->size());
  for (NodeId id : *order) {
    const auto i = static_cast<size_t>(id);
    if (i < dropped.size() && dropped[i]) continue;
    kept.push_back(id);
  }
  graph.Reorder(kept);
  return absl::OkStatus();
}

}  // namespace collopt
