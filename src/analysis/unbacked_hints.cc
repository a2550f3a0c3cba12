// collopt/analysis/unbacked_hints.cc — see unbacked_hints.h.
#include "analysis/unbacked_hints.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

namespace collopt {
namespace {

constexpr std::string_view kLocalScalarDense = "aten._local_scalar_dense.default";

struct Bounds {
  int64_t lower = 0;
  int64_t upper = std::numeric_limits<int64_t>::max();
  std::optional<int64_t> fixed;
};

// Appends the unbacked symbols summed by `id` to `out`; false when `id` is
// not a sum of `_local_scalar_dense` nodes.
bool Terms(const Graph& graph, NodeId id, std::vector<NodeId>& out, int depth = 0) {
  if (depth > 64) return false;
  const Node& node = graph.node(id);
  if (node.target == kLocalScalarDense) {
    out.push_back(id);
    return true;
  }
  if (node.target == "torch.sym_sum" && !node.args.empty()) {
    bool ok = true;
    ForEachNodeRef(node.args[0], [&](NodeId t) { ok = ok && Terms(graph, t, out, depth + 1); });
    return ok && !out.empty();
  }
  if (node.target == "operator.add" && node.args.size() == 2 &&
      node.args[0].kind == Argument::Kind::kNode && node.args[1].kind == Argument::Kind::kNode) {
    return Terms(graph, node.args[0].node, out, depth + 1) &&
           Terms(graph, node.args[1].node, out, depth + 1);
  }
  return false;
}

}  // namespace

absl::flat_hash_map<NodeId, int64_t> UnbackedHintsFromAssertions(const Graph& graph,
                                                                 int64_t fallback) {
  absl::flat_hash_map<NodeId, Bounds> bounds;
  std::vector<std::pair<std::vector<NodeId>, int64_t>> sums;
  for (const Node& node : graph.nodes()) {
    if (node.target != "aten._assert_scalar.default" || node.args.empty() ||
        node.args[0].kind != Argument::Kind::kNode) {
      continue;
    }
    const Node& cond = graph.node(node.args[0].node);
    if (cond.args.size() != 2) continue;
    std::string_view op = cond.target;
    const Argument* expr = &cond.args[0];
    const Argument* value = &cond.args[1];
    if (expr->kind == Argument::Kind::kInt && value->kind == Argument::Kind::kNode) {
      std::swap(expr, value);  // c OP E: flip the relation
      if (op == "operator.le")
        op = "operator.ge";
      else if (op == "operator.lt")
        op = "operator.gt";
      else if (op == "operator.ge")
        op = "operator.le";
      else if (op == "operator.gt")
        op = "operator.lt";
    }
    if (expr->kind != Argument::Kind::kNode || value->kind != Argument::Kind::kInt) continue;
    std::vector<NodeId> terms;
    if (!Terms(graph, expr->node, terms)) continue;
    const int64_t c = value->i;
    if (op == "operator.eq") {
      if (terms.size() == 1) {
        bounds[terms[0]].fixed = c;
      } else {
        for (NodeId t : terms) bounds[t];
        sums.emplace_back(std::move(terms), c);
      }
      continue;
    }
    if (terms.size() != 1) continue;
    Bounds& b = bounds[terms[0]];
    if (op == "operator.le") b.upper = std::min(b.upper, c);
    if (op == "operator.lt") b.upper = std::min(b.upper, c - 1);
    if (op == "operator.ge") b.lower = std::max(b.lower, c);
    if (op == "operator.gt") b.lower = std::max(b.lower, c + 1);
  }
  absl::flat_hash_map<NodeId, int64_t> hints;
  auto clamp = [](const Bounds& b, int64_t v) { return std::max(b.lower, std::min(b.upper, v)); };
  for (const auto& [id, b] : bounds) hints[id] = b.fixed.value_or(clamp(b, fallback));
  for (const auto& [terms, c] : sums) {
    int64_t left = c;
    std::vector<NodeId> free;
    for (NodeId t : terms) {
      if (bounds[t].fixed.has_value()) {
        left -= *bounds[t].fixed;
      } else {
        free.push_back(t);
      }
    }
    if (free.empty() || left < 0) continue;
    const auto k = static_cast<int64_t>(free.size());
    for (int64_t i = 0; i < k; ++i) {
      const int64_t share = left / k + (i < left % k ? 1 : 0);
      hints[free[static_cast<size_t>(i)]] = clamp(bounds[free[static_cast<size_t>(i)]], share);
    }
  }
  return hints;
}

}  // namespace collopt
