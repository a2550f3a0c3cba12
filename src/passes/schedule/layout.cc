// collopt/passes/schedule/layout.cc — see layout.h.
#include "passes/schedule/layout.h"

#include <algorithm>
#include <map>
#include <string>
#include <utility>

#include "analysis/barrier_fences.h"
#include "analysis/topological_order.h"

namespace collopt::schedule {
namespace {

// Flat input and user lists (Layout::inputs, Layout::users), with the fences
// of the communication barriers as edges (analysis/barrier_fences.h): a
// fenced node reads the barrier before it and is read by the barrier after
// it; a barrier reads every fenced node since the barrier before it and is
// read by every one up to the barrier after it. Fenced: every call but the
// input-only nodes (InputOnlyNodes: local copies of graph inputs, free to
// move). O(N + E) edges in all.
void SetEdges(Layout& l, const Graph& graph) {
  const size_t n = graph.size();
  const BarrierFences fences = FindBarrierFences(graph);
  const std::vector<NodeId>& barriers = fences.barriers;
  const auto count = static_cast<int32_t>(barriers.size());
  auto fenced = [&](NodeId id) {
    return graph.node(id).op == NodeOp::kCallFunction && !l.input_only[id];
  };
  l.in_begin.assign(n + 1, 0);
  l.user_begin.assign(n + 1, 0);
  for (const Node& node : graph.nodes()) {
    const NodeId id = node.id;
    ForEachInput(node, [&](NodeId input) { l.inputs.push_back(input); });
    l.users.insert(l.users.end(), node.users.begin(), node.users.end());
    if (!fences.empty() && fenced(id)) {
      const int32_t s = fences.segment[id];
      if (IsBarrierNode(node)) {
        const int32_t j = s - 1;  // its index in `barriers`
        for (NodeId x = j > 0 ? barriers[j - 1] : 0; x < id; ++x) {
          if (fenced(x)) l.inputs.push_back(x);
        }
        const NodeId last = j + 1 < count ? barriers[j + 1] : static_cast<NodeId>(n) - 1;
        for (NodeId x = id + 1; x <= last; ++x) {
          if (fenced(x)) l.users.push_back(x);
        }
      } else {
        if (s > 0) l.inputs.push_back(barriers[s - 1]);
        if (s < count) l.users.push_back(barriers[s]);
      }
    }
    l.in_begin[id + 1] = static_cast<int64_t>(l.inputs.size());
    l.user_begin[id + 1] = static_cast<int64_t>(l.users.size());
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
    // A fence (a barrier before it) makes it not prefetchable; its bytes
    // are its own inputs'.
    l.ForEachInputOf(s, [&](NodeId input) {
      prefetchable = prefetchable && IsMovable(graph, l.input_only.values(), input);
    });
    ForEachInput(node, [&](NodeId input) { in += graph.node(input).value.bytes(); });
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

BaseOrder MakeBaseOrder(const Layout& l, const Graph& graph, std::vector<NodeId> base) {
  const size_t n = graph.size();
  BaseOrder o;
  o.base = std::move(base);
  o.pos.assign(n, 0);
  for (size_t i = 0; i < o.base.size(); ++i) o.pos[o.base[i]] = static_cast<int64_t>(i);
  // compute_before[p]: compute ops before base position p.
  std::vector<int64_t> compute_before(n + 1, 0);
  for (size_t p = 0; p < n; ++p)
    compute_before[p + 1] = compute_before[p] + (l.compute[o.base[p]] ? 1 : 0);
  o.need.assign(n, 0);
  for (const Node& node : graph.nodes()) {
    if (l.role[node.id] != Role::kStart) continue;
    int64_t need = compute_before[n];
    l.ForEachUserOf(l.partner[node.id], [&](NodeId user) {
      need = std::min(need, compute_before[static_cast<size_t>(o.pos[user])]);
    });
    o.need[node.id] = need;
  }
  return o;
}

Layout MakeLayout(const Graph& graph, const std::vector<NodeCost>& costs) {
  const size_t n = graph.size();
  Layout l;
  l.input_only = NodeMap<bool>(InputOnlyNodes(graph));
  SetEdges(l, graph);
  l.role.assign(n, Role::kOther);
  l.partner.assign(n, kNoNode);
  l.compute.assign(n, false);
  l.collective.assign(n, false);
  l.bytes.assign(n, 0);
  l.queue_of.assign(n, -1);
  l.prefetchable.assign(n, false);
  for (const Node& node : graph.nodes()) {
    l.compute[node.id] = IsComputeStreamCost(node, costs[static_cast<size_t>(node.id)]);
    l.collective[node.id] = node.collective.has_value();
    if (node.op == NodeOp::kPlaceholder || node.op == NodeOp::kGetAttr)
      l.leading.push_back(node.id);
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
  l.program = MakeBaseOrder(l, graph, std::move(program));
  return l;
}

bool IsIdentity(const std::vector<NodeId>& order) {
  for (size_t i = 0; i < order.size(); ++i) {
    if (order[i] != static_cast<NodeId>(i)) return false;
  }
  return true;
}

}  // namespace collopt::schedule
