// collopt/passes/schedule/layout.cc — see layout.h.
#include "passes/schedule/layout.h"

#include <algorithm>
#include <map>
#include <string>
#include <utility>

#include "analysis/topological_order.h"

namespace collopt::schedule {
namespace {

// Flat input and user lists (Layout::inputs, Layout::users).
void SetEdges(Layout& l, const Graph& graph) {
  const size_t n = graph.size();
  l.in_begin.assign(n + 1, 0);
  l.user_begin.assign(n + 1, 0);
  for (const Node& node : graph.nodes()) {
    ForEachInput(node, [&](NodeId input) { l.inputs.push_back(input); });
    l.in_begin[node.id + 1] = static_cast<int64_t>(l.inputs.size());
    l.users.insert(l.users.end(), node.users.begin(), node.users.end());
    l.user_begin[node.id + 1] = static_cast<int64_t>(l.users.size());
  }
}

// Roles, partners, queues and per-start facts of every collective with its
// sole wait.
void SetCollectives(Layout& l, const Graph& graph) {
  std::map<std::string, int32_t> queue_index;
  for (const Node& node : graph.nodes()) {
    if (node.op_class != OpClass::kCollective || !node.collective.has_value()) continue;
    const NodeId wait = SoleWait(graph, node);
    if (wait == kNoNode) continue;
    const NodeId s = node.id;
    l.role[s] = Role::kStart;
    l.role[wait] = Role::kWait;
    l.partner[s] = wait;
    l.partner[wait] = s;
    bool prefetchable = true;
    int64_t in = 0;
    l.ForEachInputOf(s, [&](NodeId input) {
      prefetchable = prefetchable && IsMovable(graph, l.input_only.values(), input);
      in += graph.node(input).value.bytes();
    });
    l.prefetchable[s] = prefetchable;
    l.bytes[s] = std::max(in, node.value.bytes());
    auto [it, added] =
        queue_index.emplace(node.collective->group_name, static_cast<int32_t>(l.queues.size()));
    if (added) l.queues.emplace_back();
    l.queues[static_cast<size_t>(it->second)].push_back(s);
    l.queue_of[s] = it->second;
  }
}

}  // namespace

void SetBase(Layout& l, const Graph& graph, std::vector<NodeId> base) {
  const size_t n = graph.size();
  l.base = std::move(base);
  l.pos.assign(n, 0);
  for (size_t i = 0; i < l.base.size(); ++i) l.pos[l.base[i]] = static_cast<int64_t>(i);
  // compute_before[p]: compute ops before base position p.
  std::vector<int64_t> compute_before(n + 1, 0);
  for (size_t p = 0; p < n; ++p)
    compute_before[p + 1] = compute_before[p] + (l.compute[l.base[p]] ? 1 : 0);
  l.need.assign(n, 0);
  for (const Node& node : graph.nodes()) {
    if (l.role[node.id] != Role::kStart) continue;
    int64_t need = compute_before[n];
    l.ForEachUserOf(l.partner[node.id], [&](NodeId user) {
      need = std::min(need, compute_before[static_cast<size_t>(l.pos[user])]);
    });
    l.need[node.id] = need;
  }
}

Layout MakeLayout(const Graph& graph, const std::vector<NodeCost>& costs) {
  const size_t n = graph.size();
  Layout l;
  SetEdges(l, graph);
  l.role.assign(n, Role::kOther);
  l.partner.assign(n, kNoNode);
  l.input_only = NodeMap<bool>(InputOnlyNodes(graph));
  l.compute.assign(n, false);
  l.bytes.assign(n, 0);
  l.queue_of.assign(n, -1);
  l.prefetchable.assign(n, false);
  for (const Node& node : graph.nodes()) {
    l.compute[node.id] = IsComputeStreamCost(node, costs[static_cast<size_t>(node.id)]);
  }
  SetCollectives(l, graph);
  // kLazy: a view of a wait's result (a bucket's split / getitem / view, a
  // permute of a gathered weight).
  for (const Node& node : graph.nodes()) {
    if (node.op != NodeOp::kCallFunction || node.op_class != OpClass::kView) continue;
    bool lazy = false;
    l.ForEachInputOf(node.id, [&](NodeId input) {
      lazy = lazy || l.role[input] == Role::kWait || l.role[input] == Role::kLazy;
    });
    if (lazy) l.role[node.id] = Role::kLazy;
  }
  std::vector<NodeId> program(n);
  for (size_t i = 0; i < n; ++i) program[i] = static_cast<NodeId>(i);
  SetBase(l, graph, std::move(program));
  return l;
}

bool IsIdentity(const std::vector<NodeId>& order) {
  for (size_t i = 0; i < order.size(); ++i) {
    if (order[i] != static_cast<NodeId>(i)) return false;
  }
  return true;
}

}  // namespace collopt::schedule
