// collopt/api/verify.h — `collopt verify ORIG OPT`: does OPT compute what
// ORIG computes, on every rank (verify/translation_validation.h)?
#ifndef COLLOPT_API_VERIFY_H_
#define COLLOPT_API_VERIFY_H_

#include <string>

#include "absl/status/statusor.h"
#include "analysis/hang_check.h"
#include "api/load.h"
#include "api/mesh_group_ranks.h"
#include "nlohmann/json.hpp"
#include "verify/translation_validation.h"

namespace collopt {

/// Loads both files with `options` (api/load.h; each validated on load) and
/// verifies OPT against ORIG. Errors: either file cannot be read or parsed.
absl::StatusOr<verify::Equivalence> VerifyGraphFiles(const std::string& original,
                                                     const std::string& optimized,
                                                     const LoadOptions& options);

/// The verdict as JSON: {"equivalent", "outputs", "terms", "by_congruence"
/// (the fast path proved it), "evaluated_nodes", and when not
/// equivalent "reason", "output_index", "original_output",
/// "optimized_output", "diverging_node", "diverging_line", "original_term",
/// "optimized_term"}.
nlohmann::json EquivalenceToJson(const verify::Equivalence& result);

/// A graph and its hang check.
struct HangCheckResult {
  Graph graph;
  HangReport report;
};

/// Loads `path` with `options` (validated on load) and checks it for hangs
/// (analysis/hang_check.h), with the ranks `mesh` gives the groups neither
/// the graph's table nor `hang.group_ranks` lists (api/mesh_group_ranks.h).
/// Errors: the file cannot be read or parsed; a group of `hang.group_ranks`
/// that the graph does not name; GroupRanksFromMesh's.
absl::StatusOr<HangCheckResult> CheckHangsFile(const std::string& path, const LoadOptions& options,
                                               HangCheckOptions hang,
                                               const MeshRanksRequest& mesh = {});

/// Parses `--group-ranks NAME=R,R,...` into `ranks`. Errors:
/// InvalidArgument naming the text ("expected NAME=RANK,RANK,..., got 'x'"),
/// a rank that is not a non-negative integer, a group given twice.
absl::Status ParseGroupRanks(const std::string& text,
                             std::map<std::string, std::vector<int64_t>>& ranks);

/// The hang report as JSON: {"hang_free", "collectives", "communicators",
/// "barriers", "max_connections", "unknown_rank_groups": [...],
/// "conflicting_pairs" (every pair, counted), "cycles" (each collective with
/// its first conflict):
/// [{"kind": "shared_ranks"|"across_barrier", "first", "first_line",
/// "first_group", "second", "second_line", "second_group", "first_wait",
/// "shared_ranks": [...], "shared_count", "text"}]}.
nlohmann::json HangReportToJson(const Graph& graph, const HangReport& report);

}  // namespace collopt

#endif  // COLLOPT_API_VERIFY_H_
