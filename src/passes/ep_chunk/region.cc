// collopt/passes/ep_chunk/region.cc — see region.h.
#include "passes/ep_chunk/region.h"

#include <algorithm>
#include <string_view>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "fmt/format.h"

namespace collopt {
namespace {

using ep_ops::kAllToAll;
using ep_ops::kIndexPut;
using ep_ops::kSlice;
using ep_ops::kView;
using ep_ops::kWait;
constexpr std::string_view kConvert = "prims.convert_element_type.default";

int64_t CountRefs(const Node& node, NodeId id) {
  int64_t n = 0;
  ForEachInput(node, [&](NodeId in) { n += in == id ? 1 : 0; });
  return n;
}

bool SameArgument(const Argument& a, const Argument& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case Argument::Kind::kNode:
      return a.node == b.node;
    case Argument::Kind::kInt:
      return a.i == b.i;
    case Argument::Kind::kList:
    case Argument::Kind::kTuple:
      return a.items.size() == b.items.size() &&
             std::equal(a.items.begin(), a.items.end(), b.items.begin(), SameArgument);
    default:
      return false;
  }
}

// A tensor's last dim when it is concrete, else -1.
int64_t LastDim(const Graph& graph, NodeId id) {
  const Value& v = graph.node(id).value;
  if (!v.is_tensor() || v.tensor.shape.empty() || v.tensor.shape.back().symbolic) return -1;
  return v.tensor.shape.back().hint;
}

int64_t Rank(const Graph& graph, NodeId id) {
  const Value& v = graph.node(id).value;
  return v.is_tensor() ? static_cast<int64_t>(v.tensor.shape.size()) : -1;
}

// `arg` is an int dim other than the last of a rank-`rank` tensor.
bool NotLastDim(const Argument& arg, int64_t rank) {
  if (arg.kind != Argument::Kind::kInt) return false;
  const int64_t d = arg.i < 0 ? arg.i + rank : arg.i;
  return d >= 0 && d < rank - 1;
}

// A shape list whose last size is the literal `hidden`.
bool LastSizeIs(const Argument& shape, int64_t hidden) {
  return shape.kind == Argument::Kind::kList && !shape.items.empty() &&
         shape.items.back().kind == Argument::Kind::kInt && shape.items.back().i == hidden;
}

// index_put(buf, [rows...], values, ...) writing whole rows of `values`.
bool RowIndexPut(const Graph& graph, const Node& n, NodeId values, int64_t hidden) {
  if (n.target != kIndexPut || n.args.size() < 3 || !n.args[2].is_node(values) ||
      n.args[0].kind != Argument::Kind::kNode || !n.args[1].is_sequence()) {
    return false;
  }
  const NodeId buf = n.args[0].node;
  return LastDim(graph, buf) == hidden &&
         static_cast<int64_t>(n.args[1].items.size()) < Rank(graph, buf) &&
         CountRefs(n, values) == 1;
}

// Whether the weight operand of a head is already a column slice (a chunk).
bool IsColumnSlice(const Graph& graph, NodeId id) {
  const Node& n = graph.node(id);
  return n.target == kSlice && n.args.size() >= 2 &&
         !NotLastDim(n.args[1], Rank(graph, n.args[0].node));
}

// Matches the pre chain of `r` (C's input back to its heads).
class PreMatcher {
 public:
  PreMatcher(const Graph& graph, EpRegion& r) : graph_(graph), r_(r) {}

  void Match() {
    const Node& c = graph_.node(r_.combine);
    if (c.args.empty() || c.args[0].kind != Argument::Kind::kNode) {
      r_.reason = "its input is not a tensor node";
      return;
    }
    const NodeId x = c.args[0].node;
    if (Rank(graph_, x) < 2) {
      r_.reason = "its rows have no hidden dim to split";
      return;
    }
    r_.hidden = LastDim(graph_, x);
    if (r_.hidden <= 0) {
      r_.reason = "its hidden dim is symbolic";
      return;
    }
    if (!Visit(x)) return;
    if (r_.heads.empty()) {
      r_.reason = "no expert matmul computes its input";
      return;
    }
    for (NodeId v : chain_) {
      for (NodeId u : graph_.node(v).users) {
        if (u != r_.combine && !chain_.contains(u)) {
          r_.reason = fmt::format("'{}' is also used outside the combine's input (by '{}')",
                                  graph_.node(v).name, graph_.node(u).name);
          return;
        }
      }
    }
    r_.pre.assign(chain_.begin(), chain_.end());
    std::sort(r_.pre.begin(), r_.pre.end());
  }

 private:
  bool Fail(const Node& n) {
    if (r_.reason.empty()) {
      r_.reason = fmt::format("'{}' ({}) computes its input and cannot be split by columns", n.name,
                              n.target);
    }
    return false;
  }

  bool VisitArg(const Node& n, size_t i) {
    if (i >= n.args.size() || n.args[i].kind != Argument::Kind::kNode) return Fail(n);
    return Visit(n.args[i].node);
  }

  bool Head(const Node& n, int64_t weight_rank) {
    if (n.args.size() < 2 || n.args[0].kind != Argument::Kind::kNode ||
        n.args[1].kind != Argument::Kind::kNode || Rank(graph_, n.args[0].node) != 2 ||
        Rank(graph_, n.args[1].node) != weight_rank ||
        LastDim(graph_, n.args[1].node) != r_.hidden) {
      return Fail(n);
    }
    if (IsColumnSlice(graph_, n.args[1].node)) {
      r_.reason = "already chunked: its expert matmul reads a column slice of its weight";
      return false;
    }
    r_.heads.push_back(n.id);
    return true;
  }

  bool Visit(NodeId v) {
    if (chain_.contains(v)) return true;
    const Node& n = graph_.node(v);
    if (n.op != NodeOp::kCallFunction || LastDim(graph_, v) != r_.hidden) return Fail(n);
    chain_.insert(v);
    const int64_t rank = Rank(graph_, v);
    if (n.target == "aten._grouped_mm.default") return Head(n, 3);
    if (n.target == "aten.mm.default") return Head(n, 2);
    if (n.target == kSlice && n.args.size() >= 2 && NotLastDim(n.args[1], rank)) {
      return VisitArg(n, 0);
    }
    if (n.target == kIndexPut && n.args.size() >= 3 && n.args[2].kind == Argument::Kind::kNode &&
        RowIndexPut(graph_, n, n.args[2].node, r_.hidden)) {
      return VisitArg(n, 2);
    }
    if ((n.target == "aten.add.Tensor" || n.target == "aten.sub.Tensor" ||
         n.target == "aten.mul.Tensor") &&
        n.kwargs.empty() && n.args.size() == 2) {
      for (size_t i = 0; i < 2; ++i) {
        if (n.args[i].kind != Argument::Kind::kNode ||
            graph_.node(n.args[i].node).value.tensor.shape != n.value.tensor.shape) {
          return Fail(n);
        }
      }
      return VisitArg(n, 0) && VisitArg(n, 1);
    }
    if (n.target == kConvert) return VisitArg(n, 0);
    if (n.target == kView && n.args.size() == 2 && LastSizeIs(n.args[1], r_.hidden)) {
      return VisitArg(n, 0);
    }
    return Fail(n);
  }

  const Graph& graph_;
  EpRegion& r_;
  absl::flat_hash_set<NodeId> chain_;
};

// Whether user `u` of `cur` acts on it row by row (continues the post chain).
bool RowWiseUser(const Graph& graph, NodeId cur, const Node& u, int64_t hidden) {
  if (LastDim(graph, u.id) != hidden || CountRefs(u, cur) != 1 || u.args.empty()) return false;
  const bool first = u.args[0].is_node(cur);
  const int64_t rank = Rank(graph, cur);
  if (u.target == kIndexPut) return RowIndexPut(graph, u, cur, hidden);
  if (u.target == kView) return first && u.args.size() == 2 && LastSizeIs(u.args[1], hidden);
  if (u.target == kConvert) return first;
  if (u.target == "aten.bmm.default") {
    return u.args.size() == 2 && u.args[1].is_node(cur) && rank == 3;
  }
  if (u.target == "aten.squeeze.dim") {
    return first && u.args.size() == 2 && NotLastDim(u.args[1], rank);
  }
  if (u.target == "aten.mul.Tensor") {
    return first && u.args.size() == 2 &&
           (u.args[1].kind == Argument::Kind::kInt || u.args[1].kind == Argument::Kind::kFloat);
  }
  return false;
}

// The first user of `cur` that continues the post chain, or kNoNode.
NodeId PostStep(const Graph& graph, NodeId cur, int64_t hidden) {
  for (NodeId u : graph.node(cur).users) {
    if (RowWiseUser(graph, cur, graph.node(u), hidden)) return u;
  }
  return kNoNode;
}

// The wait among `node`'s users (the first), or kNoNode.
NodeId FirstWaitOf(const Graph& graph, const Node& node) {
  for (NodeId u : node.users) {
    if (graph.node(u).target == kWait) return u;
  }
  return kNoNode;
}

// Whether `to` depends on `from` (a forward sweep over the span between).
bool DependsOn(const Graph& graph, NodeId from, NodeId to) {
  std::vector<bool> dep(static_cast<size_t>(to - from) + 1, false);
  dep[0] = true;
  for (NodeId i = from + 1; i <= to; ++i) {
    bool d = false;
    ForEachInput(graph.node(i), [&](NodeId in) {
      if (in >= from && dep[static_cast<size_t>(in - from)]) d = true;
    });
    dep[static_cast<size_t>(i - from)] = d;
  }
  return dep.back();
}

bool IsAllToAll(const Node& n) {
  return n.target == kAllToAll && n.collective.has_value() && n.args.size() >= 4 &&
         n.collective->group_size >= 2;
}

}  // namespace

bool IsBufferFactory(const Node& node, int64_t hidden) {
  static const absl::flat_hash_set<std::string_view> kFactories = {
      "aten.empty.memory_format", "aten.full.default", "aten.zeros.default", "aten.empty.default"};
  return kFactories.contains(node.target) && !node.args.empty() && LastSizeIs(node.args[0], hidden);
}

std::vector<EpRegion> FindEpRegions(const Graph& graph) {
  std::vector<EpRegion> regions;
  // Process group → its latest all_to_all, unless that one is a region's
  // combine (a combine is no dispatch: the backward's combine of one layer
  // and the dispatch of the next have swapped splits too when they are
  // constants).
  absl::flat_hash_map<std::string, NodeId> last;
  for (const Node& node : graph.nodes()) {
    if (!IsAllToAll(node)) continue;
    auto it = last.find(node.collective->group_name);
    const NodeId d = it == last.end() ? kNoNode : it->second;
    last[node.collective->group_name] = node.id;
    if (d == kNoNode) continue;
    const Node& dn = graph.node(d);
    if (!SameArgument(dn.args[1], node.args[2]) || !SameArgument(dn.args[2], node.args[1]) ||
        !DependsOn(graph, d, node.id)) {
      continue;
    }
    last[node.collective->group_name] = kNoNode;
    EpRegion r;
    r.dispatch = d;
    r.dispatch_wait = FirstWaitOf(graph, dn);
    r.combine = node.id;
    r.combine_wait = SoleWait(graph, node);
    if (r.dispatch_wait == kNoNode || r.combine_wait == kNoNode) {
      r.reason = "an all_to_all is not waited by one wait_tensor";
    } else {
      PreMatcher(graph, r).Match();
    }
    if (r.reason.empty()) {
      r.stop = r.combine_wait;
      for (NodeId u = PostStep(graph, r.stop, r.hidden); u != kNoNode;
           u = PostStep(graph, r.stop, r.hidden)) {
        if (graph.node(r.stop).users.size() > 1) r.side.push_back(r.stop);
        r.post.push_back(u);
        r.stop = u;
      }
    }
    regions.push_back(std::move(r));
  }
  return regions;
}

}  // namespace collopt
