// collopt/api/tune.h — `collopt tune`: the bucket caps, prefetch window and
// chunk counts that make optimize fastest, chosen by simulation.
//
// The knobs `collopt optimize` takes and its own search leaves fixed or
// chooses one at a time: the bucket cap (per collective kind and process
// group, `--bucket-cap-mb 64,reduce_scatter@0=256`), the prefetch window
// (`--prefetch-window`, or the scheduler's own window search), the async-TP
// chunk count (`--async-tp`) and the EP chunk count (`--ep-chunks`). Tune
// evaluates a candidate as optimize's bucketed variant runs it: on the graph
// after the process-group passes and the two chunking rewrites (forced to
// the candidate's counts), bucket-collectives with the candidate's caps, then
// schedule-overlap with its window under the memory limit; the step is the
// scheduler's own simulation under the judging timeline model, guarded by the
// other model (passes/schedule_overlap.h). A candidate over the memory limit
// loses to one within it; among those within it, the fastest wins (as fast:
// the lower peak; then the one found first).
//
// The search (docs/optimizer.md, "tune"), with D distinct bucketings among
// the 20 grid caps and K bucket keys (kind and process group):
//  1. chunk counts, at the auto caps and the scheduler's own window: off and
//     the smallest count of each rewrite that changes the graph (async-TP 2,
//     EP 2) and their combination; the larger counts (async-TP 4; EP 4, 8)
//     only where the smallest beat off: 1 to 4 candidates, or 6;
//  2. one cap for every key: the 20 caps of BucketCapGridMb() give D distinct
//     bucketings (BucketCollectives::PlanEach, no simulation); the first,
//     the last and others evenly between, about every fourth, an even
//     number of them (two-thread batches stay full), are simulated with the
//     scheduler's window, then the two next to the best, then on from the
//     better of those while each step gains (a coarse-to-fine line search
//     over the log-spaced caps): about D/4 + 3;
//  3. the window at the best caps: the scheduler's own, the grid window
//     above the one it used, and no limit: at most 3;
//  4. a cap per key (with two keys or more): each key's next distinct
//     bucketing below and above its cap, the others kept, side by side; then
//     the keys that gained, together: at most 2K + 1.
// Identical (bucketing, window, chunks) candidates are simulated once.
// Candidates of a stage are simulated side by side on `jobs` threads (a
// stage with fewer candidates than threads gives each scheduler the rest);
// the result does not depend on the thread count.
//
// The exhaustive sweep (SweepBucketCaps) simulates every one of the 20 grid
// caps × every window tune considers (the scheduler's own choice, unlimited,
// and 1, 2, 4, … up to the number of nodes) with the chunk settings tune
// chose, each point as tune evaluates one; tune's choice is within 1 % of
// its best on every shared graph (tests/api/tune_test.cc), in a tenth of its
// time (bench/tune_bench.cc, docs/performance.md "tune").
//
// Finally optimize itself runs with the chosen flags (`flags`): its step and
// peak are the result's (its other variants may do better than tune's
// candidate, never worse).
#ifndef COLLOPT_API_TUNE_H_
#define COLLOPT_API_TUNE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "api/optimize.h"
#include "ir/graph.h"
#include "nlohmann/json.hpp"
#include "passes/bucket_collectives.h"

namespace collopt {

/// Options of `collopt tune`.
struct TuneOptions {
  /// The options optimize runs with, as `collopt optimize` reads them: the
  /// simulation's (collective table, node costs, timeline, hardware), the
  /// memory limit (`memory_limit_gb`, "" = optimize's default), the passes
  /// switched off, `jobs`. The four knobs tune chooses (bucket_cap_mb,
  /// prefetch_window, async_tp, ep_chunks) are ignored here.
  OptimizeOptions optimize;
  /// Memory budgets of the frontier (0 = none; at most 64): the best step
  /// at each of K budgets spaced evenly from the input's peak to the peak
  /// of the fastest schedule without a limit.
  int64_t pareto = 0;
};

/// One candidate: knobs and the step and peak tune simulated for them.
struct TuneCandidate {
  BucketCaps caps;
  /// Prefetch window in compute ops; nullopt = the scheduler's own search;
  /// kUnlimitedWindow (-1) = unlimited.
  std::optional<int64_t> window;
  int64_t async_tp = 0;   // chunks per TP pair; 0 = off
  int64_t ep_chunks = 0;  // chunks per EP region; 0 = off
  double step_us = 0;     // under the judging timeline model
  double guard_us = 0;    // under the other model
  int64_t peak_bytes = 0;
  bool limit_met = true;
  /// No slower than the input under both timeline models (else optimize
  /// would keep the input's order instead).
  bool no_slower = true;
  /// The window the scheduler used (ScheduleOutcome::window), which is the
  /// candidate's own unless `window` is nullopt.
  int64_t window_used = 0;
};

/// One point of the frontier: the best candidate at a memory budget.
struct TuneFrontierPoint {
  int64_t budget_bytes = 0;
  TuneCandidate best;
  /// The budget as `--memory-limit-gb` text (GiB, 3 decimals), which gives
  /// back budget_bytes.
  std::string memory_limit_gb;
  /// The optimize flags of this point (TuneFlags, with the budget).
  std::vector<std::string> flags;
};

/// What Tune() returns.
struct TuneResult {
  TuneCandidate best;
  /// `collopt optimize` flags that reproduce the result, e.g.
  /// {"--bucket-cap-mb", "64,reduce_scatter@0=256", "--prefetch-window",
  /// "512", "--async-tp", "off", "--ep-chunks", "2"}; with --memory-limit-gb
  /// when one was given.
  std::vector<std::string> flags;
  /// The same as `collopt.optimize` keyword arguments (name, JSON value).
  std::vector<std::pair<std::string, nlohmann::json>> kwargs;
  /// optimize run with `flags`: step under the judging model (µs) and peak
  /// (bytes).
  double step_us = 0;
  int64_t peak_bytes = 0;
  /// The input graph, simulated alone (program order), µs and bytes.
  double input_step_us = 0;
  int64_t input_peak_bytes = 0;
  /// optimize with its default knobs (auto caps, its own window and chunk
  /// search), for comparison.
  double default_step_us = 0;
  int64_t memory_limit_bytes = -1;  // -1 = none
  int64_t candidates = 0;           // candidates simulated (each once)
  /// With TuneOptions::pareto: one point per budget, lowest budget first.
  std::vector<TuneFrontierPoint> frontier;
  /// What each stage chose, one line each, for the text report.
  std::vector<std::string> stages;
};

/// The 20 caps of the sweep and of tune's search, in MiB: 1 MiB to 4 GiB
/// log-spaced, each rounded to 3 significant digits (so that the flag text
/// gives back the same bytes).
const std::vector<double>& BucketCapGridMb();

/// Runs the search above on `graph` (read from `path`: the collective table
/// beside it). Errors: those of CheckOptimizeOptions and Optimize (bad
/// flags, an invalid graph, a pass error); pareto outside [0, 64].
absl::StatusOr<TuneResult> Tune(const Graph& graph, const std::string& path,
                                const TuneOptions& options);

/// The exhaustive sweep: every cap of BucketCapGridMb() (one cap for every
/// key) × every window tune considers, with the chunk counts given, each
/// point simulated as tune simulates a candidate. Returns the points in
/// cap-major order.
absl::StatusOr<std::vector<TuneCandidate>> SweepBucketCaps(const Graph& graph,
                                                           const std::string& path,
                                                           const TuneOptions& options,
                                                           int64_t async_tp, int64_t ep_chunks);

/// The `collopt optimize` flags and keyword arguments of a candidate (as
/// TuneResult::flags and kwargs), with `--memory-limit-gb memory_limit_gb`
/// when that is not empty; `bucketing` false leaves the caps out.
std::vector<std::string> TuneFlags(const TuneCandidate& c, bool bucketing,
                                   const std::string& memory_limit_gb);
std::vector<std::pair<std::string, nlohmann::json>> TuneKwargs(const TuneCandidate& c,
                                                               bool bucketing,
                                                               const std::string& memory_limit_gb);

/// Whether `a` beats `b`: within the memory limit first, then no slower than
/// the input, then faster under the judging model (by more than
/// sim/timeline.h's kStepTolerance), then, as fast, a lower peak.
bool BetterCandidate(const TuneCandidate& a, const TuneCandidate& b);

}  // namespace collopt

#endif  // COLLOPT_API_TUNE_H_
