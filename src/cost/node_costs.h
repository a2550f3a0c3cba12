// collopt/cost/node_costs.h — measured per-node times (`--node-costs FILE`).
//
// The file is one JSON object from node name to its time in milliseconds,
// either a number or an object with an "ms" field and any others (the shape
// of shared/data/h100_inductor_runs/*.nodes.json):
//   {"mm": 0.52, "add_3": {"ms": 0.011, "source": "mem_bound_estimate"}}
// Applying it to a graph sets Node::measured_us of every named node; the cost
// model (cost_model.h) then returns that time for those nodes (source
// "measured") and its own estimate for all others, including the nodes that a
// pass creates later (bucket copies, views: new names, no measured time).
// Node names survive Graph::Reorder and Graph::Clone.
//
// Errors, each `FILE:LINE:COL: error: ...` with the source line and a caret:
//  - not JSON (located at nlohmann's parse-error byte), or not an object;
//  - a cost that is not a number (or an object without a numeric "ms"), a
//    negative one, or one over kMaxNodeMs (located at the value);
//  - a name given twice (located at the second);
//  - names not in the graph (located at the first, naming up to five).
#ifndef COLLOPT_COST_NODE_COSTS_H_
#define COLLOPT_COST_NODE_COSTS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/cost_model.h"
#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {

/// The longest node time a node-costs file may give, ms (10^9 ms, 11.6
/// days: no kernel runs that long, and its µs stay finite and exact enough).
inline constexpr double kMaxNodeMs = 1e9;

/// One entry of a node-costs file.
struct NodeCostEntry {
  std::string name;
  double time_us = 0;
  std::string source;  // the entry's "source" field when it has one, else ""
  size_t offset = 0;   // byte offset of the key in the file
};

class NodeCosts {
 public:
  /// Parses file text (errors above, except unknown names).
  static absl::StatusOr<NodeCosts> Parse(const SourceFile& file);
  /// Reads and parses `path`.
  static absl::StatusOr<NodeCosts> Read(const std::string& path);

  /// Entries in file order.
  const std::vector<NodeCostEntry>& entries() const { return entries_; }
  const std::string& path() const { return file_.name(); }

  /// Sets Node::measured_us of every named node of `graph` (and clears it on
  /// the others). Error: names not in the graph; the graph is then unchanged.
  /// Returns the number of nodes set.
  absl::StatusOr<int64_t> ApplyTo(Graph& graph) const;

 private:
  explicit NodeCosts(SourceFile file) : file_(std::move(file)) {}

  SourceFile file_;
  std::vector<NodeCostEntry> entries_;
};

/// What share of a priced step came from measured times.
struct MeasuredCostSummary {
  int64_t measured_nodes = 0;         // nodes priced from the file (source kMeasured)
  int64_t priced_nodes = 0;           // nodes with a nonzero cost, any source
  double compute_us = 0;              // Σ cost of non-collective nodes (the compute stream)
  double measured_compute_us = 0;     // the part of compute_us that was measured
  double measured_compute_share = 0;  // measured_compute_us ÷ compute_us (0 when no compute)
};

/// Summarizes `costs` (indexed by NodeId, as CostModel::EstimateAll returns).
MeasuredCostSummary SummarizeMeasuredCosts(const Graph& graph, const std::vector<NodeCost>& costs);

}  // namespace collopt

#endif  // COLLOPT_COST_NODE_COSTS_H_
