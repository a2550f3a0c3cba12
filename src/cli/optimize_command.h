// collopt/cli/optimize_command.h — `collopt optimize`: the main job.
//
// Loads a training-step graph, simulates it, runs the pass pipeline
// (process-group passes, bucketing, overlap scheduling), simulates the result
// and reports before / after / lower bound side by side; optionally writes
// the optimized graph in the input's format, a plan and a report (JSON) and
// Perfetto traces.
//
// Bucketing and scheduling are decided together: the bucketer judges each
// merge on the hiding window the scheduler will have (so scheduling can
// never block bucketing), and the whole pipeline is also run without
// bucketing; the simulator keeps whichever variant is faster (so bucketing
// never undoes overlap the scheduler found). See docs/optimizer.md.
#ifndef COLLOPT_CLI_OPTIMIZE_COMMAND_H_
#define COLLOPT_CLI_OPTIMIZE_COMMAND_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cli/simulate_command.h"
#include "ir/graph.h"
#include "nlohmann/json.hpp"
#include "passes/bucket_collectives.h"
#include "passes/pipeline.h"
#include "passes/schedule_overlap.h"

namespace collopt {

struct OptimizeFlags {
  SimulateFlags sim;
  /// Bucket size cap in MiB, or "auto" (saturation size clamped to [10, 500]).
  std::string bucket_cap_mb = "auto";
  bool bucketing = true;
  bool reorder = true;
  bool multi_dtype_all_gather = false;
  bool reassign_ag_pg = true;  // reassign-collective-pgs
  bool isolate_ep_pg = true;   // isolate-ep-process-group
  /// "" = default (original peak + max(1 GiB, 5 %)), "none", or GiB.
  std::string memory_limit_gb;
  std::optional<int64_t> prefetch_window;
  int64_t max_in_flight_mb = 5 * 1024;
  /// Comma-separated pass names to run instead of the default pipeline.
  std::string passes;
  bool verify = false;
  /// A measurement device: before the passes, move every all_to_all to this
  /// process group (same size required), as if EP shared that group's
  /// communicator — to show what isolate-ep-process-group recovers.
  std::string share_all_to_all_pg;
  /// Keep a Perfetto trace of the input graph (OptimizeResult::before_trace).
  bool trace_before = false;
};

struct OptimizeResult {
  Graph graph;  // the optimized graph
  /// `simulate --json` of the input graph, and (with `trace_before`) its
  /// Perfetto trace, taken before the passes ran.
  nlohmann::ordered_json before_json;
  std::string before_trace;
  Simulation before;
  Simulation after;
  std::vector<PassRecord> passes;
  std::vector<Bucket> buckets;
  ScheduleOutcome schedule;
  int64_t collectives_before = 0;
  int64_t collectives_after = 0;
  /// How the variants compared, one line each ("bucketed + scheduled: 12.3 ms").
  std::vector<std::string> variants;
  std::vector<std::string> warnings;
};

/// Runs the optimizer on `graph` (read from `path`, used to find the table).
/// Errors: bad flags, an invalid input graph, a pass error, or (with
/// --verify) a pass output that breaks an invariant.
absl::StatusOr<OptimizeResult> Optimize(Graph graph, const std::string& path,
                                        const OptimizeFlags& flags);

/// `{"before": {...}, "after": {...}, "buckets": n, "collectives_before": n,
/// "collectives_after": n, ...}` (simulate --json objects inside).
nlohmann::ordered_json OptimizeReportJson(const OptimizeResult& result);

/// Buckets (members, bytes, process group), the final issue order of
/// collectives per process group, the process groups (new ones included)
/// and what each pass did.
nlohmann::ordered_json OptimizePlanJson(const OptimizeResult& result);

/// Before, after and the lower bound side by side, per process group too.
std::string OptimizeReportText(const OptimizeResult& result);

}  // namespace collopt

#endif  // COLLOPT_CLI_OPTIMIZE_COMMAND_H_
