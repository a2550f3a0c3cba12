// collopt/api/explain.h — `collopt explain`: every exposed collective, its
// cause and the change that would hide it (sim/exposure.h), as text and JSON.
//
// JSON (`explain --json`):
//   {"step_us": x, "exposed_us": total, "memory_limit_bytes": n | null,
//    "peak_bytes": n, "causes": {"issued_late": {"collectives": n,
//    "exposed_us": x}, ...},
//    "collectives": [{"node", "wait", "group", "kind", "exposed_us",
//      "comm_us", "cause", "cause_us", "blocked_by", "fix", "saving_us",
//      "saving_estimated"}, ...]}
// with every exposed collective, most exposed first; "exposed_us" of the
// collectives sums to the top-level "exposed_us" (the simulator's exposed
// total); "blocked_by" and "saving_us" are null where they do not apply or
// were not priced.
#ifndef COLLOPT_API_EXPLAIN_H_
#define COLLOPT_API_EXPLAIN_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "api/simulate.h"
#include "cost/cost_model.h"
#include "ir/graph.h"
#include "nlohmann/json.hpp"
#include "sim/exposure.h"

namespace collopt {

struct ExplainRequest {
  SimulateOptions sim;  // costs and timeline, as `simulate` takes them
  /// Peak memory a prefetch must respect, bytes; nullopt = none.
  std::optional<int64_t> memory_limit_bytes;
  /// Collectives, most exposed first, whose fix is priced by simulation
  /// (0 = all); the text shows as many rows.
  size_t top = 20;
  /// Also keep the step's timeline (Explanation::timeline, for --html).
  bool timeline = false;
};

struct Explanation {
  std::string hardware;
  std::string table_path;  // "" when analytic only
  ExposureReport report;
  /// With ExplainRequest::timeline, the step as a Perfetto trace (the JSON
  /// text of sim/trace.h TraceToJson); else "".
  std::string timeline;
};

/// `--memory-limit-gb X` in bytes. Error: X not a finite number in
/// (0, 2^30] ("error: --memory-limit-gb expects ...").
absl::StatusOr<int64_t> ParseMemoryLimitGb(const std::string& text);
/// The same for a number already read (the Python API's memory_limit_gb).
absl::StatusOr<int64_t> MemoryLimitBytes(double gb);

/// Explains the exposed collectives of `graph` (from `graph_path`, "" when it
/// came from text) priced with `model` under `sim`'s options. `costs`: the
/// model's estimates of `graph` already made (model.EstimateAll(graph), as
/// the Simulation::costs of a collopt-timeline SimulateWithModel of it are),
/// indexed by NodeId; nullptr prices the graph here. Errors: the autoparallel
/// timeline (it has no per-group streams to explain).
absl::StatusOr<ExposureReport> ExplainWithModel(const Graph& graph, const CostModel& model,
                                                const SimulateOptions& sim,
                                                std::optional<int64_t> memory_limit_bytes,
                                                size_t top,
                                                const std::vector<NodeCost>* costs = nullptr);

/// MakeCostModel + ExplainWithModel. Errors: those of MakeCostModel and
/// ExplainWithModel.
absl::StatusOr<Explanation> RunExplain(Graph& graph, const std::string& graph_path,
                                       const ExplainRequest& request);

/// The fix of `c` in words ("prefetch 12 compute ops further (issue after
/// 'mm_3'), peak 9.1 GiB").
std::string ExposureFixText(const Graph& graph, const ExposedCollective& c);

/// The JSON above; with `max_rows` > 0, only that many collectives (most
/// exposed first; the totals still count all).
nlohmann::ordered_json ExposureToJson(const Graph& graph, const ExposureReport& report,
                                      size_t max_rows = 0);

/// A table of the `top` most exposed collectives (0 = all) with the rest
/// summed on one line, then the exposed time by cause.
std::string ExposureToText(const Graph& graph, const ExposureReport& report, size_t top);

}  // namespace collopt

#endif  // COLLOPT_API_EXPLAIN_H_
