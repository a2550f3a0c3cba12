// collopt/analysis/graph_validator.h — the invariants every pass must keep.
//
// Checked after every pass in tests and with --verify (the XLA
// HloVerifier / DuckDB Verify role):
//  - topological order: every argument refers to an earlier node (so no cycles);
//  - users: each node's `users` list equals the nodes that reference it
//    (no lost or dangling users), and the graph has exactly one output node,
//    last;
//  - waits: every collective is waited on exactly once by a wait_tensor taking
//    it directly (or through a coalesced getitem); a wait takes a collective, a
//    wait (a redundant chained wait, as real graphs contain), or a graph input;
//    a synchronous collective (ir/op_class.h IsSynchronousCollective) is
//    never waited;
//  - process groups: every collective names a group of the table, and its
//    stated group size matches the table.
// The per-process-group issue order is program order, a function of the graph
// alone, so every rank issues the same order; CollectiveOrder() exposes it so
// tests can compare two graphs.
#ifndef COLLOPT_ANALYSIS_GRAPH_VALIDATOR_H_
#define COLLOPT_ANALYSIS_GRAPH_VALIDATOR_H_

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "ir/graph.h"

namespace collopt {

/// The first broken invariant: the node where it breaks (kNoNode for a graph
/// without an output node) and what is wrong ("collective waited 0 times,
/// expected once").
struct GraphDefect {
  NodeId node = kNoNode;
  std::string what;
};

/// The first broken invariant, in the order listed above, or nullopt.
/// O(nodes + arguments).
std::optional<GraphDefect> FindGraphDefect(const Graph& graph);

/// OK, or FailedPrecondition naming the first broken invariant and node
/// ("FILE: invalid graph at 'NAME' (line L): WHAT"): the check after a pass.
/// Loading checks the same and locates it in the source (api/load.h).
absl::Status ValidateGraph(const Graph& graph);

/// Process group → names of its collectives in issue (program) order.
std::map<std::string, std::vector<std::string>> CollectiveOrder(const Graph& graph);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_GRAPH_VALIDATOR_H_
