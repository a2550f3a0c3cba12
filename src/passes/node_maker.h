// collopt/passes/node_maker.h — the mechanics of a rewrite that adds nodes:
// create them typed by their shape rules under fresh names, rewire and unlink
// what they replace, and place everything in a topological order.
//
// The rewrites that write new ops into a graph (merge_collectives.h buckets,
// async_tp.h chunks) add each node with its target and arguments; the node
// gets the value its shape rule infers (analysis/shape_rule.h), so what they
// write is typed like a node read from a file. A name stem that is taken gets
// the next free `_N` suffix; the suffix last given per taken stem is
// remembered, so naming costs O(1) per node over a whole pass instead of
// probing `base_1`, `base_2`, … again for each node (quadratic in the
// rewrites).
#ifndef COLLOPT_PASSES_NODE_MAKER_H_
#define COLLOPT_PASSES_NODE_MAKER_H_

#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "ir/graph.h"

namespace collopt {

class NodeMaker {
 public:
  /// `what` names the rewrite in errors ("bucket", "async-tp").
  NodeMaker(Graph& graph, std::string what) : graph_(graph), what_(std::move(what)) {}

  /// Appends a call_function node `target(args)` named `base` (or `base_N`),
  /// with `comment` as its provenance, typed by its shape rule. Errors
  /// (Internal): no rule for `target`, or the rule rejects the arguments
  /// ("WHAT node 'NAME' (TARGET): ...").
  absl::StatusOr<NodeId> Add(const std::string& base, InternedString target,
                             std::vector<Argument> args, const std::string& comment);
  /// The same with keyword arguments (`kwarg_names` parallel to `kwargs`),
  /// e.g. a factory's `dtype=` and `device=`.
  absl::StatusOr<NodeId> Add(const std::string& base, InternedString target,
                             std::vector<Argument> args, std::vector<std::string> kwarg_names,
                             std::vector<Argument> kwargs, const std::string& comment);

 private:
  Graph& graph_;
  std::string what_;
  absl::flat_hash_map<std::string, int> next_suffix_;
};

/// After a rewrite appended its nodes: points every use of a key of
/// `replaced` at its value, clears the arguments of the nodes flagged in
/// `dropped` (indexed by id; the graph's size before the rewrite) and
/// rebuilds users. The rewrite must only have appended nodes (and set
/// fields of appended ones), so that the users of the nodes that were there
/// before are still exact: the uses are found through them. O(N + E) for
/// the users rebuild; the repointing visits only those users and the
/// appended nodes.
void UnlinkRewritten(Graph& graph, const absl::flat_hash_map<NodeId, NodeId>& replaced,
                     const std::vector<bool>& dropped);

/// Orders every node by a priority topological sort on `key` (one per node,
/// smaller first where dependencies allow), drops the nodes flagged in
/// `dropped` and renumbers the graph. O((N + E) log N). Error: a cycle among
/// the rewritten nodes (analysis/topological_order.h).
absl::Status PlaceRewritten(Graph& graph, const std::vector<double>& key,
                            const std::vector<bool>& dropped);

}  // namespace collopt

#endif  // COLLOPT_PASSES_NODE_MAKER_H_
