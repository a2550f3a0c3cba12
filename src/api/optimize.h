// collopt/api/optimize.h — the optimize pipeline: passes, variants, memory limit.
//
// Optimize() takes a loaded graph (api/load.h), builds its cost model
// (api/simulate.h), simulates it, runs the pass pipeline (process-group
// passes, bucketing, overlap scheduling) under the memory limit, chooses
// among the variants, and simulates the result. The CLI (`collopt optimize`)
// and the Python module only call it and render the result
// (api/optimize_report.h); the graph is written with writer/graph_writer.h.
//
// Bucketing and scheduling are decided together: the bucketer judges each
// merge on the hiding window the scheduler will have (so scheduling can
// never block bucketing), and the whole pipeline is also run without
// bucketing; the simulator keeps whichever variant is faster (so bucketing
// never undoes overlap the scheduler found). See docs/optimizer.md.
#ifndef COLLOPT_API_OPTIMIZE_H_
#define COLLOPT_API_OPTIMIZE_H_

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "analysis/hang_check.h"
#include "analysis/module_plan.h"
#include "api/simulate.h"
#include "ir/graph.h"
#include "nlohmann/json.hpp"
#include "passes/bucket_collectives.h"
#include "passes/ep_chunk_overlap.h"
#include "passes/pipeline.h"
#include "passes/schedule_overlap.h"
#include "sim/exposure.h"
#include "verify/translation_validation.h"

namespace collopt {

/// Options of the optimize pipeline (the flags of `collopt optimize`).
/// Work that optimize can share between runs on the same input graph whose
/// options differ only in `bucket_cap_mb` (whatif's bucket-cap axis): the
/// async-TP search's unscheduled stage (passes/async_tp.h
/// AsyncTpSearchStage) and the unbucketed, scheduled variant of each graph
/// that search judges, neither of which depends on the caps. The first run
/// fills it and the others start from copies; each run's result is what it
/// would be without it. A caller must give one memo only to such runs.
/// Thread-safe; opaque.
struct OptimizeMemo;
std::shared_ptr<OptimizeMemo> NewOptimizeMemo();

struct OptimizeOptions {
  SimulateOptions sim;
  /// Bucket size cap in MiB, or "auto" (saturation size clamped to [10,
  /// 500]); also per kind and process group, "64,reduce_scatter@0=256"
  /// (passes/bucket_collectives.h ParseBucketCapMb).
  std::string bucket_cap_mb = "auto";
  bool bucketing = true;
  bool reorder = true;
  bool multi_dtype_all_gather = false;
  bool reassign_ag_pg = true;  // reassign-collective-pgs
  bool isolate_ep_pg = true;   // isolate-ep-process-group
  /// async-tp: "auto" (each half's k in {2, 4} by simulation, or left
  /// unsplit), "off", or a chunk count forced on both halves.
  std::string async_tp = "auto";
  /// ep-chunk-overlap: "auto" (k in {2, 4, 8} by simulation), "off", or a
  /// chunk count (passes/ep_chunk_overlap.h).
  std::string ep_chunks = "auto";
  /// "" = default (original peak + max(1 GiB, 5 %)), "none", or GiB.
  std::string memory_limit_gb;
  std::optional<int64_t> prefetch_window;
  int64_t max_in_flight_mb = 5 * 1024;
  /// CUDA_DEVICE_MAX_CONNECTIONS of the run (analysis/hang_check.h): 1
  /// starts kernels in issue order, the same on every rank; with 2 or more,
  /// collectives in flight together on groups sharing ≥ 2 ranks can hang, and
  /// every variant ends with break-hang-cycles. In [1, 128].
  int64_t max_connections = 1;
  /// Comma-separated pass names to run instead of the default pipeline.
  std::string passes;
  /// Comma-separated pass names left out of the pipeline (the default one
  /// or `passes`), as LLVM's `-disable-pass`: `bucket-collectives` is
  /// `--no-bucketing`, `schedule-overlap` `--no-reorder`, and so on.
  std::string disable_passes;
  /// Validate the graph after every pass (analysis/graph_validator.h), and
  /// prove that the result computes what the input computes on every rank
  /// (verify/translation_validation.h; `collopt verify`).
  bool verify = false;
  /// The structural check after every pass alone, named as LLVM's
  /// `-verify-each`.
  bool verify_each = false;
  /// A measurement device: before the passes, move every all_to_all to this
  /// process group (same size required), as if EP shared that group's
  /// communicator — to show what isolate-ep-process-group recovers.
  std::string share_all_to_all_pg;
  /// Keep a Perfetto trace of the input graph (OptimizeResult::before_trace).
  bool trace_before = false;
  /// Manual bucketing by module (PyTorch's `manual_overlap_bucketing`,
  /// torchtitan's transformer-block bucketing): "" = off, "blocks" = the
  /// blocks derived from the graph, or a JSON plan file
  /// (api/module_plan_loader.h). With a plan, the automatic variants still
  /// run and are reported beside the manual one, which is kept.
  std::string module_bucket_plans;
  /// One parameter FQN per line, for a JSON plan.
  std::string param_names;
  /// Modules an all_gather is prefetched ahead (the reference: 1).
  int64_t module_prefetch = 1;
  /// Threads: the automatic variants (bucketed and not) run side by side on
  /// their own graphs, and each scheduler builds its reordered compute
  /// orders beside its window search (ScheduleOptions::jobs): 0 = one per
  /// hardware thread, 1 = everything one after the other. The result does
  /// not depend on it (each variant is deterministic and candidates are
  /// compared in a fixed order); more threads hold more working memory.
  int64_t jobs = 0;
  /// Explain the result's exposed collectives (OptimizeResult::exposure,
  /// the report's "still exposed after" section: a few simulations more).
  /// Not a flag: off for callers that need the step alone (api/tune.h).
  bool explain = true;
  /// Not a flag: work shared with other runs (OptimizeMemo); nullptr: none.
  std::shared_ptr<OptimizeMemo> memo;
};

/// What Optimize() returns: the optimized graph and everything the reports
/// print.
struct OptimizeResult {
  Graph graph;  // the optimized graph
  /// The graphs of the variants not kept, left to the caller to free with
  /// the result (freeing a 10^6-node graph takes about a second; the CLI
  /// leaves them to the OS at exit).
  std::vector<std::shared_ptr<const Graph>> discarded;
  /// `simulate --json` of the input graph, and (with `trace_before`) its
  /// Perfetto trace, taken before the passes ran.
  nlohmann::ordered_json before_json;
  std::string before_trace;
  Simulation before;
  Simulation after;
  std::vector<PassRecord> passes;
  std::vector<Bucket> buckets;
  ScheduleOutcome schedule;
  /// What ep-chunk-overlap chunked (k, and each region with why it was not).
  EpChunkOutcome ep_chunks;
  int64_t collectives_before = 0;
  int64_t collectives_after = 0;
  /// Step before and after under each timeline model ("collopt",
  /// "autoparallel"), µs: the report's "models" field.
  struct ModelSteps {
    double before_us = 0;
    double after_us = 0;
  };
  std::map<std::string, ModelSteps> models;
  /// How the variants compared, one line each ("bucketed + scheduled: 12.3 ms
  /// (collopt), 14.1 ms (autoparallel)").
  std::vector<std::string> variants;
  std::vector<std::string> warnings;
  /// With a module plan: its entries as applied (collectives by their names
  /// in the optimized graph), the prefetch depth used, and the simulated
  /// step of the best automatic variant (µs) for comparison.
  ModulePlan modules;
  int64_t module_prefetch = -1;
  double automatic_step_us = 0;
  /// With --verify: the translation validation of the result against the
  /// input (verify/translation_validation.h); always equivalent in a result
  /// Optimize() returns.
  std::optional<verify::Equivalence> equivalence;
  /// With --verify: the hang check of the result (analysis/hang_check.h);
  /// always hang-free in a result Optimize() returns.
  std::optional<HangReport> hangs;
  /// The optimized graph's exposed collectives, their causes and fixes
  /// (api/explain.h; the kOptimizeExplained most exposed priced), under the
  /// memory limit applied; nullopt under the autoparallel timeline.
  std::optional<ExposureReport> exposure;
};

/// How many of the optimized graph's most exposed collectives optimize's
/// report explains with a priced fix.
inline constexpr size_t kOptimizeExplained = 5;

/// Checks the options without a graph, as Optimize() would read them: the
/// pass names, the timeline, the async-tp and ep-chunks words, the bucket cap
/// (MiB) and memory limit (GiB) numbers, the hardware profile, module
/// prefetch and jobs (both ≥ 0). What it accepts, Optimize() accepts; what
/// depends on the graph (the collective table beside it, group sizes, a
/// module plan's parameters) is checked by Optimize() alone. Errors:
/// InvalidArgument naming the flag and the value.
absl::Status CheckOptimizeOptions(const OptimizeOptions& flags);

/// The memory limit of `--memory-limit-gb` (OptimizeOptions::memory_limit_gb)
/// in bytes, for an input whose peak is `input_peak_bytes`: -1 for "none",
/// DefaultMemoryLimitBytes (sim/memory.h) for "", else the GiB given.
/// Errors: ParseMemoryLimitGb's (api/explain.h).
absl::StatusOr<int64_t> MemoryLimitFlagBytes(const std::string& memory_limit_gb,
                                             int64_t input_peak_bytes);

/// Runs the optimizer on `graph` (read from `path`, used to find the table).
/// Errors: bad flags, an invalid input graph, a pass error, or (with
/// --verify) a pass output that breaks an invariant, or a result not proven
/// to compute what the input computes (FailedPrecondition, with the first
/// differing output and where its terms diverge).
absl::StatusOr<OptimizeResult> Optimize(Graph graph, const std::string& path,
                                        const OptimizeOptions& flags);

}  // namespace collopt

#endif  // COLLOPT_API_OPTIMIZE_H_
