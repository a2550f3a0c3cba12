// collopt/analysis/topological_order.cc — see topological_order.h.
#include "analysis/topological_order.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <utility>

#include "analysis/barrier_fences.h"
#include "fmt/format.h"

namespace collopt {

namespace {

// The barriers' fences by key (analysis/barrier_fences.h): a fenced node
// comes after every barrier of a smaller key and before every barrier of a
// larger or equal one, as virtual inputs counted in `missing`. Fenced: every
// call but the input-only nodes. Empty when the graph has no barrier.
struct KeyFences {
  std::vector<NodeId> barriers;            // by key
  std::vector<int32_t> next;               // per node: the barrier it precedes, or -1
  std::vector<int32_t> index;              // per node: its index in `barriers`, or -1
  std::vector<std::vector<NodeId>> after;  // per barrier: the fenced nodes it releases
};

KeyFences FencesByKey(const Graph& graph, const std::vector<double>& key,
                      std::vector<int32_t>& missing) {
  KeyFences f;
  f.barriers = FindBarrierFences(graph).barriers;
  if (f.barriers.empty()) return f;
  auto key_of = [&](NodeId id) { return key[static_cast<size_t>(id)]; };
  std::stable_sort(f.barriers.begin(), f.barriers.end(),
                   [&](NodeId a, NodeId b) { return key_of(a) < key_of(b); });
  std::vector<double> barrier_keys;
  barrier_keys.reserve(f.barriers.size());
  for (NodeId b : f.barriers) barrier_keys.push_back(key_of(b));
  const std::vector<bool> input_only = InputOnlyNodes(graph);
  f.next.assign(graph.size(), -1);
  f.index.assign(graph.size(), -1);
  f.after.resize(f.barriers.size());
  for (size_t j = 0; j < f.barriers.size(); ++j) {
    const NodeId b = f.barriers[j];
    f.index[static_cast<size_t>(b)] = static_cast<int32_t>(j);
    f.next[static_cast<size_t>(b)] = j + 1 < f.barriers.size() ? static_cast<int32_t>(j + 1) : -1;
    if (j + 1 < f.barriers.size()) ++missing[static_cast<size_t>(f.barriers[j + 1])];
  }
  for (const Node& node : graph.nodes()) {
    const auto i = static_cast<size_t>(node.id);
    if (node.op != NodeOp::kCallFunction || input_only[i] || f.index[i] >= 0) continue;
    // The first barrier of a key >= the node's: the node goes before it.
    const auto j = static_cast<size_t>(
        std::lower_bound(barrier_keys.begin(), barrier_keys.end(), key[i]) - barrier_keys.begin());
    if (j < f.barriers.size()) {
      f.next[i] = static_cast<int32_t>(j);
      ++missing[static_cast<size_t>(f.barriers[j])];
    }
    if (j > 0) {
      f.after[j - 1].push_back(node.id);
      ++missing[i];
    }
  }
  return f;
}

// Kahn's algorithm over `missing` (inputs and, with fences, barriers); the
// order, complete or not. The ready node of the smallest (key, id) comes
// next. Instead of a heap of every ready node, the nodes are sorted by
// (key, id) once and walked: the first ready node at or after the walk's
// position is the smallest ready one there, and a node the walk passed
// before it was ready joins a heap of such late nodes when it is. A
// rewrite's keys are mostly topological already, so the heap stays small
// and the cost is about one sort.
std::vector<NodeId> KahnByKey(const Graph& graph, const std::vector<double>& key,
                              std::vector<int32_t> missing, const KeyFences& fences) {
  using Entry = std::pair<double, NodeId>;
  // A NaN key sorts last (std::sort needs a strict weak order).
  auto key_of = [&](NodeId id) {
    const double k = key[static_cast<size_t>(id)];
    return std::isnan(k) ? std::numeric_limits<double>::infinity() : k;
  };
  std::vector<Entry> sorted;
  sorted.reserve(graph.size());
  // The nodes in id order that ascend from the first, then the others
  // sorted and merged in: a rewrite keeps its input's nodes in order and
  // appends its new ones, so about one sort of the new nodes. (key, id)
  // pairs are distinct, so this is std::sort's order.
  std::vector<Entry> rest;
  for (const Node& node : graph.nodes()) {
    if (node.op == NodeOp::kOutput) continue;
    const Entry e(key_of(node.id), node.id);
    (sorted.empty() || sorted.back() < e ? sorted : rest).push_back(e);
  }
  if (!rest.empty()) {
    std::sort(rest.begin(), rest.end());
    const auto ascending = static_cast<std::ptrdiff_t>(sorted.size());
    sorted.insert(sorted.end(), rest.begin(), rest.end());
    std::inplace_merge(sorted.begin(), sorted.begin() + ascending, sorted.end());
  }
  std::vector<bool> passed(graph.size(), false);
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> late;
  auto release = [&](NodeId id) {
    if (--missing[static_cast<size_t>(id)] == 0 && passed[static_cast<size_t>(id)]) {
      late.emplace(key_of(id), id);
    }
  };
  std::vector<NodeId> order;
  order.reserve(graph.size());
  size_t next = 0;
  while (true) {
    while (next < sorted.size() && missing[static_cast<size_t>(sorted[next].second)] != 0) {
      passed[static_cast<size_t>(sorted[next++].second)] = true;
    }
    NodeId id = kNoNode;
    if (!late.empty() && (next == sorted.size() || late.top() < sorted[next])) {
      id = late.top().second;
      late.pop();
    } else if (next < sorted.size()) {
      id = sorted[next++].second;
    } else {
      break;
    }
    order.push_back(id);
    for (NodeId user : graph.node(id).users) release(user);
    if (fences.barriers.empty()) continue;
    if (const int32_t j = fences.next[static_cast<size_t>(id)]; j >= 0) {
      release(fences.barriers[static_cast<size_t>(j)]);
    }
    if (const int32_t j = fences.index[static_cast<size_t>(id)]; j >= 0) {
      for (NodeId x : fences.after[static_cast<size_t>(j)]) release(x);
    }
  }
  NodeId output = graph.output();
  if (output != kNoNode && missing[static_cast<size_t>(output)] == 0) order.push_back(output);
  return order;
}

}  // namespace

absl::StatusOr<std::vector<NodeId>> PriorityTopologicalOrder(const Graph& graph,
                                                             const std::vector<double>& key) {
  const size_t n = graph.size();
  std::vector<int32_t> missing(n, 0);
  for (const Node& node : graph.nodes()) {
    // Count distinct inputs (users lists hold each user once).
    for (NodeId user : node.users) ++missing[static_cast<size_t>(user)];
  }
  std::vector<int32_t> inputs_only = missing;
  const KeyFences fences = FencesByKey(graph, key, missing);
  std::vector<NodeId> order = KahnByKey(graph, key, std::move(missing), fences);
  // Fences the edges contradict (a node keyed before a barrier that reads
  // one after it): the order of the edges alone, whose barrier crossings the
  // hang check reports and break-hang-cycles repairs.
  if (order.size() != n && !fences.barriers.empty()) {
    order = KahnByKey(graph, key, inputs_only, KeyFences{});
  }
  if (order.size() != n) {
    std::vector<bool> placed(n, false);
    for (NodeId id : order) placed[static_cast<size_t>(id)] = true;
    for (const Node& node : graph.nodes()) {
      if (!placed[static_cast<size_t>(node.id)] && node.op != NodeOp::kOutput) {
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
    // Every input movable, and one input (read once or more) unless the op
    // concatenates (a bucket's copy-in). The op's name is read last: most
    // nodes fail the first test.
    NodeId single = kNoNode;
    bool movable = true;
    bool several = false;
    ForEachInput(node, [&](NodeId input) {
      several = several || (single != kNoNode && single != input);
      single = input;
      movable = movable && IsMovable(graph, input_only, input);
    });
    bool chain = movable;
    if (chain && several) {
      chain = HasOpBase(node.target, "aten.cat") || HasOpBase(node.target, "aten.stack") ||
              HasOpBase(node.target, "aten.slice_scatter");
    }
    input_only[static_cast<size_t>(node.id)] = chain;
  }
  return input_only;
}

}  // namespace collopt
