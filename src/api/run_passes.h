// collopt/api/run_passes.h — `collopt opt`: named passes with fixed knobs.
//
// Runs the passes a pipeline names (passes/registry.h), in that order, each
// with the option values given (others at their defaults), on a loaded graph
// priced by the cost model of api/simulate.h — the `opt`/`hlo-opt` of
// collopt. Nothing is chosen by simulation here beyond what a pass's own
// knobs say; `collopt optimize` is the search over such pipelines.
#ifndef COLLOPT_API_RUN_PASSES_H_
#define COLLOPT_API_RUN_PASSES_H_

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "analysis/hang_check.h"
#include "api/simulate.h"
#include "ir/graph.h"
#include "passes/pipeline.h"
#include "passes/registry.h"
#include "verify/translation_validation.h"

namespace collopt {

struct RunPassesOptions {
  std::vector<PassSpec> passes;  // in order; may be empty (the graph is printed back)
  SimulateOptions sim;           // the cost model the passes price with
  /// Validate the graph before the first pass and after every pass
  /// (analysis/graph_validator.h).
  bool verify_each = true;
  /// Prove the result computes what the input computes on every rank
  /// (verify/translation_validation.h) and check it for hangs
  /// (analysis/hang_check.h, with `hang`, or the max-connections of a
  /// break-hang-cycles pass in the list when larger), as `optimize --verify`
  /// does.
  bool verify = true;
  HangCheckOptions hang;
  /// Pass names after which to keep the graph's text, or {"all"}.
  std::vector<std::string> print_after;
  /// A module plan for the by-module passes' `plan` option ("blocks" or a
  /// JSON file) is read by api/module_plan_loader.h.
};

struct RunPassesResult {
  Graph graph;
  std::vector<PassRecord> records;
  /// (pass name, graph text after it) for each pass `print_after` names, in
  /// order.
  std::vector<std::pair<std::string, std::string>> printed;
  /// With `verify`: the checks of the result (equivalent and hang-free in a
  /// result RunPasses returns).
  std::optional<verify::Equivalence> equivalence;
  std::optional<HangReport> hangs;
};

/// Runs `options.passes` on `graph` (read from `path`: the collective table
/// beside it prices the collectives). Errors: those of MakeCostModel, of the
/// registry (unknown pass or option, bad value, a module plan that does not
/// load), of a pass, with `verify_each` "input graph: ..." or "after
/// pass 'NAME': ..." (passes/pipeline.h), and with `verify`
/// FailedPrecondition for a result not proven equivalent to the input or
/// one that can hang. An unknown `print_after` name is
/// an InvalidArgument error.
absl::StatusOr<RunPassesResult> RunPasses(Graph graph, const std::string& path,
                                          const RunPassesOptions& options);

}  // namespace collopt

#endif  // COLLOPT_API_RUN_PASSES_H_
