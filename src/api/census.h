// collopt/api/census.h — which ops a set of graph files uses, and whether
// collopt has a shape rule for each (`collopt census`, docs/ops.md).
#ifndef COLLOPT_API_CENSUS_H_
#define COLLOPT_API_CENSUS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "api/load.h"
#include "api/simulate.h"

namespace collopt {

/// Parses each file (no shape inference, so ops without a rule still show)
/// and returns a markdown table: one row per op target with "yes"/"**no**"
/// for a shape rule, the total count and the count per file, then a line
/// numbering the files. Errors: the first file that does not parse.
absl::StatusOr<std::string> OpCensusMarkdown(const std::vector<std::string>& paths,
                                             LoadOptions options);

/// `collopt census --costs`: loads each file with shapes (ops without a
/// shape rule untyped, shown as "unknown"), prices it with the cost model
/// of `flags` (MakeCostModel, as `simulate` does) and returns a markdown
/// table, one row per op target summed over the files: count, the rule(s)
/// that priced it (compute_cost.h CostRuleName; "table" / "analytic" for
/// collectives, cost_model.h; "measured" for --node-costs; "unknown" for
/// untyped nodes), total time in µs, its share of all priced time and the
/// executed GFLOP; rows by time, largest first, then a table of time by
/// rule. Errors: the first file that does not load, and MakeCostModel's.
absl::StatusOr<std::string> CostCensusMarkdown(const std::vector<std::string>& paths,
                                               LoadOptions options, const SimulateOptions& flags);

}  // namespace collopt

#endif  // COLLOPT_API_CENSUS_H_
