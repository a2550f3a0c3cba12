// collopt/api/verify.h — `collopt verify ORIG OPT`: does OPT compute what
// ORIG computes, on every rank (verify/translation_validation.h)?
#ifndef COLLOPT_API_VERIFY_H_
#define COLLOPT_API_VERIFY_H_

#include <string>

#include "absl/status/statusor.h"
#include "api/load.h"
#include "nlohmann/json.hpp"
#include "verify/translation_validation.h"

namespace collopt {

/// Loads both files with `options` (api/load.h; each validated on load) and
/// verifies OPT against ORIG. Errors: either file cannot be read or parsed.
absl::StatusOr<verify::Equivalence> VerifyGraphFiles(const std::string& original,
                                                     const std::string& optimized,
                                                     const LoadOptions& options);

/// The verdict as JSON: {"equivalent", "outputs", "terms", and when not
/// equivalent "reason", "output_index", "original_output",
/// "optimized_output", "diverging_node", "diverging_line", "original_term",
/// "optimized_term"}.
nlohmann::json EquivalenceToJson(const verify::Equivalence& result);

}  // namespace collopt

#endif  // COLLOPT_API_VERIFY_H_
