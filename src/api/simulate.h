// collopt/api/simulate.h — price and simulate a graph: cost-model construction and reports.
//
// Prices every node of a loaded graph (cost/cost_model.h) with the measured
// collective table (--colls, else the graph's own `get_colls_estimations_file()`
// next to the graph file), a hardware profile and optional measured node costs
// (--node-costs), simulates the step under the chosen timeline model
// (sim/timeline.h: collopt's simulator or autoparallel's) and reports. JSON
// fields scripts rely on:
//   {"step_us": x, "compute_us": x, "lower_bound_us": x, "peak_memory_bytes": n,
//    "process_groups": [{"name": "0", "group_size": 32, "comm_us": x, "exposed_us": x}, ...]}
// plus critical_path_us, comm_us, exposed_us, overlap_ratio, hardware,
// colls_table, the number of collectives priced by each source, "timeline",
// and with --node-costs {"node_costs": {"file", "measured_nodes",
// "measured_compute_share"}}.
#ifndef COLLOPT_API_SIMULATE_H_
#define COLLOPT_API_SIMULATE_H_

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/cost_model.h"
#include "cost/node_costs.h"
#include "ir/graph.h"
#include "nlohmann/json.hpp"
#include "sim/simulator.h"
#include "sim/timeline.h"

namespace collopt {

/// How to price and simulate a graph (the flags of `collopt simulate`).
struct SimulateOptions {
  std::string colls;              // table path ("" = the graph's own, "none" = analytic only)
  std::string hardware = "h100";  // built-in name or JSON file
  double launch_overhead_us = 0;
  bool shared_links = false;                // SimOptions::shared_links
  std::map<std::string, int64_t> pg_sizes;  // --pg-size NAME=N for groups of unknown size
  /// Measured node costs (`--node-costs`): a JSON file of node name → ms or
  /// {"ms": x, ...} (cost/node_costs.h); "" = none.
  std::string node_costs;
  /// "collopt" or "autoparallel" (sim/timeline.h).
  std::string timeline = "collopt";
  /// `--colls-group-map G=T[,G=T...]`: graph group → table group whose rows
  /// apply at the graph group's size; "" = the repro's get_colls_group_mapping().
  std::string colls_group_map;
  /// `--contention`: compute slowed by collectives in flight — "off" (the
  /// default: perfect overlap), "on" (the hardware profile's factors), or
  /// overrides (cost/contention.h ParseContention). Applies to the collopt
  /// timeline without shared links.
  std::string contention = "off";
};

struct Simulation {
  std::vector<NodeCost> costs;
  SimResult result;
  std::string table_path;  // "" when analytic only
  std::string hardware;
  Timeline timeline = Timeline::kCollopt;
  /// The contention factors that applied (ContentionSummary), or "off";
  /// "off" also under the autoparallel timeline and with shared links.
  std::string contention = "off";
  /// The node-costs file ("" = none) and how much of the step it priced.
  std::string node_costs_path;
  MeasuredCostSummary measured;
};

/// Parses `--pg-size NAME=N` arguments into `sizes`. Error: an argument that
/// is not NAME=N with N > 0.
absl::Status ParseProcessGroupSizes(const std::vector<std::string>& args,
                                    std::map<std::string, int64_t>& sizes);

/// Checks the options that need no graph: --launch-overhead-us finite and
/// ≥ 0 (µs), the timeline's name, the hardware profile, --contention. Errors:
/// InvalidArgument naming the flag and the value.
absl::Status CheckSimulateOptions(const SimulateOptions& flags);

/// The cost model for `graph`: hardware profile, and the collective table
/// (`flags.colls`, else the graph's own beside `graph_path`, else the one
/// embedded with the default input, api/embedded_input.h) with the graph's
/// group mapping applied; `table_path` receives the table used ("" = none).
/// Applies `flags.node_costs` to the graph's nodes (Node::measured_us) and
/// `flags.colls_group_map` (else the graph's own mapping) to the table.
/// Also gives each collective its group size (--pg-size for unknown ones; a
/// --pg-size for a group the graph does not use is ignored, one that
/// contradicts a size the graph states is an error).
/// Errors: unknown hardware, unreadable table, a group of unknown size, a
/// malformed group map, a node-costs file that is not JSON, has a negative
/// or non-numeric cost or names nodes the graph lacks (located).
absl::StatusOr<CostModel> MakeCostModel(Graph& graph, const std::string& graph_path,
                                        const SimulateOptions& flags, std::string* table_path);

/// Prices every node with `model` and simulates the graph in program order
/// under `flags.timeline` (already validated by ParseTimeline; an unknown
/// name falls back to collopt's).
Simulation SimulateWithModel(const Graph& graph, const CostModel& model,
                             const std::string& table_path, const SimulateOptions& flags);

/// MakeCostModel + SimulateWithModel: prices and simulates `graph` (whose
/// source file is `graph_path`, "" when it came from text). Errors: those of
/// MakeCostModel.
absl::StatusOr<Simulation> RunSimulation(Graph& graph, const std::string& graph_path,
                                         const SimulateOptions& flags);

/// `simulate --json`: the fields listed at the top of this file.
nlohmann::ordered_json SimulationToJson(const Graph& graph, const Simulation& sim);
/// `simulate`'s text report: step, lower bound, compute, communication,
/// peak memory, then one row per process group.
std::string SimulationToText(const Graph& graph, const Simulation& sim);

}  // namespace collopt

#endif  // COLLOPT_API_SIMULATE_H_
