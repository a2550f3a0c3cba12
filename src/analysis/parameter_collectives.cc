// collopt/analysis/parameter_collectives.cc — see parameter_collectives.h.
#include "analysis/parameter_collectives.h"

#include <algorithm>
#include <charconv>
#include <map>

#include "fmt/format.h"

namespace collopt {
namespace {

// The node's only node input (the same node read twice counts once), or
// kNoNode.
NodeId SoleInput(const Node& node) {
  NodeId only = kNoNode;
  bool several = false;
  ForEachInput(node, [&](NodeId input) {
    if (only == kNoNode) {
      only = input;
    } else if (only != input) {
      several = true;
    }
  });
  return several ? kNoNode : only;
}

// N - 1 for `primals_N`, else -1.
int64_t PrimalIndex(std::string_view name) {
  constexpr std::string_view kPrefix = "primals_";
  if (name.substr(0, kPrefix.size()) != kPrefix) return -1;
  std::string_view digits = name.substr(kPrefix.size());
  int64_t n = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (ec != std::errc() || end != digits.data() + digits.size() || n < 1) return -1;
  return n - 1;
}

bool IsGradientKind(CollectiveKind kind) {
  return kind == CollectiveKind::kReduceScatter || kind == CollectiveKind::kAllReduce;
}

}  // namespace

NodeId GatheredParameter(const Graph& graph, NodeId collective) {
  const Node& node = graph.node(collective);
  if (!node.collective.has_value() || node.collective->kind != CollectiveKind::kAllGather) {
    return kNoNode;
  }
  NodeId id = SoleInput(node);
  while (id != kNoNode) {
    const Node& n = graph.node(id);
    if (n.op == NodeOp::kPlaceholder) return id;
    if (n.op_class == OpClass::kCollective || n.op_class == OpClass::kWait) return kNoNode;
    id = SoleInput(n);
  }
  return kNoNode;
}

int64_t GradientOutputIndex(const Graph& graph, NodeId collective) {
  const Node& node = graph.node(collective);
  if (!node.collective.has_value() || !IsGradientKind(node.collective->kind)) return -1;
  NodeId wait = SoleWait(graph, node);
  if (wait == kNoNode) return -1;
  // Follow the chain of single users until the output.
  NodeId id = wait;
  while (true) {
    const Node& n = graph.node(id);
    if (n.users.size() != 1) return -1;
    const Node& user = graph.node(n.users[0]);
    if (user.op == NodeOp::kOutput) {
      if (user.args.empty()) return -1;
      if (!user.args[0].is_sequence()) return user.args[0].node == id ? 0 : -1;
      const RareVector<Argument>& items = user.args[0].items;
      for (size_t k = 0; k < items.size(); ++k) {
        if (items[k].kind == Argument::Kind::kNode && items[k].node == id) {
          return static_cast<int64_t>(k);
        }
      }
      return -1;
    }
    if (user.op != NodeOp::kCallFunction || SoleInput(user) != id) return -1;
    id = user.id;
  }
}

std::vector<Parameter> FindParameters(const Graph& graph) {
  std::map<std::string, int64_t> placeholder_position;
  int64_t position = 0;
  for (const Node& node : graph.nodes()) {
    if (node.op == NodeOp::kPlaceholder) placeholder_position[node.name] = position++;
  }
  std::map<int64_t, Parameter> by_index;
  auto param = [&](int64_t index, const std::string& name) -> Parameter& {
    auto [it, added] = by_index.try_emplace(index);
    if (added) {
      it->second.index = index;
      it->second.name = name;
    }
    return it->second;
  };
  bool primals = false;
  for (const Node& node : graph.nodes()) {
    if (node.op == NodeOp::kPlaceholder && PrimalIndex(node.name) >= 0) primals = true;
  }
  for (const Node& node : graph.nodes()) {
    if (!node.collective.has_value()) continue;
    if (NodeId input = GatheredParameter(graph, node.id); input != kNoNode) {
      const std::string& name = graph.node(input).name;
      int64_t index = PrimalIndex(name);
      if (index < 0) index = placeholder_position[name];
      param(index, name).all_gathers.push_back(node.id);
      continue;
    }
    int64_t k = GradientOutputIndex(graph, node.id);
    if (k < 0) continue;
    std::string name = primals ? fmt::format("primals_{}", k + 1) : fmt::format("output[{}]", k);
    Parameter& p = param(k, name);
    if (node.collective->kind == CollectiveKind::kReduceScatter) {
      p.reduce_scatters.push_back(node.id);
    } else {
      p.all_reduces.push_back(node.id);
    }
  }
  std::vector<Parameter> out;
  out.reserve(by_index.size());
  for (auto& [index, p] : by_index) out.push_back(std::move(p));
  return out;
}

}  // namespace collopt
