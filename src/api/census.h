// collopt/api/census.h — which ops a set of graph files uses, and whether
// collopt has a shape rule for each (`collopt census`, docs/ops.md).
#ifndef COLLOPT_API_CENSUS_H_
#define COLLOPT_API_CENSUS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "api/load.h"

namespace collopt {

/// Parses each file (no shape inference, so ops without a rule still show)
/// and returns a markdown table: one row per op target with "yes"/"**no**"
/// for a shape rule, the total count and the count per file, then a line
/// numbering the files. Errors: the first file that does not parse.
absl::StatusOr<std::string> OpCensusMarkdown(const std::vector<std::string>& paths,
                                             LoadOptions options);

}  // namespace collopt

#endif  // COLLOPT_API_CENSUS_H_
