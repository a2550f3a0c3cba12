// collopt/analysis/topological_order.h — orders for rewriting passes.
//
// Passes that add nodes (the bucketer) or move them (the overlap scheduler)
// build a new node order and hand it to Graph::Reorder.
#ifndef COLLOPT_ANALYSIS_TOPOLOGICAL_ORDER_H_
#define COLLOPT_ANALYSIS_TOPOLOGICAL_ORDER_H_

#include <vector>

#include "absl/status/statusor.h"
#include "ir/graph.h"

namespace collopt {

/// Kahn's algorithm with a priority: among the nodes whose inputs are all
/// placed, the one with the smallest `key[id]` comes next (ties: smaller id).
/// With key = position it returns program order unchanged. The output node
/// is always last. Nodes may appear in any position of the vector (new nodes
/// appended at the end are fine); the graph's `users` must be current.
/// Communication barriers (analysis/barrier_fences.h) are fences by key: a
/// call that is not an InputOnlyNodes node comes after every barrier of a
/// smaller key and before every barrier of an equal or larger one, so with
/// keys on the program's side of each barrier nothing crosses one; where the
/// edges contradict the fences (a node keyed before a barrier reads one
/// after it), the order of the edges alone is returned.
/// Error (Internal) when the graph has a cycle, naming a node on it.
/// O((N + E) log N), and O(N log B) more for B barriers.
absl::StatusOr<std::vector<NodeId>> PriorityTopologicalOrder(const Graph& graph,
                                                             const std::vector<double>& key);

/// Nodes computed from at most one graph input through single-input ops: a
/// dtype cast, view or pad of a parameter, or a node with no inputs (`full`),
/// and the `cat`/`stack`/`slice_scatter` of such nodes (a bucket's copy-in),
/// as PyTorch's `is_fsdp_all_gather` (fsdp.py) recognises a parameter's
/// chain. Such nodes may move up to just after their input, so a collective
/// that reads one can be issued as early as its process group allows. Nodes
/// reading two or more inputs (an mm of a saved activation and a tangent in
/// a backward graph) are real compute and are not included, nor are
/// communication barriers (analysis/barrier_fences.h).
std::vector<bool> InputOnlyNodes(const Graph& graph);

/// True when node `id` may be placed anywhere before its users: a graph
/// input, a get_attr, or an InputOnlyNodes node (`input_only` from above).
bool IsMovable(const Graph& graph, const std::vector<bool>& input_only, NodeId id);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_TOPOLOGICAL_ORDER_H_
