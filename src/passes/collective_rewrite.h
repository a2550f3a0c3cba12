// collopt/passes/collective_rewrite.h — small helpers shared by passes.
#ifndef COLLOPT_PASSES_COLLECTIVE_REWRITE_H_
#define COLLOPT_PASSES_COLLECTIVE_REWRITE_H_

#include <string>

#include "ir/graph.h"

namespace collopt {

/// Points collective `node` at process group `group_name`: rewrites the
/// group-name argument (positional index 2 for all_gather and all_reduce, 3 for
/// reduce_scatter and all_to_all_single, 2 for broadcast; or the `group_name`
/// keyword) and the node's CollectiveInfo. Other arguments are kept.
void SetCollectiveGroup(Node& node, const std::string& group_name);

/// True when `node` is a graph input, or reaches one through nodes that each
/// have exactly one node input (e.g. a dtype cast of a parameter).
bool ReachesInputThroughSingleInputOps(const Graph& graph, NodeId id);

}  // namespace collopt

#endif  // COLLOPT_PASSES_COLLECTIVE_REWRITE_H_
