#include "api/verify.h"

namespace collopt {

absl::StatusOr<verify::Equivalence> VerifyGraphFiles(const std::string& original,
                                                     const std::string& optimized,
                                                     const LoadOptions& options) {
  absl::StatusOr<Graph> orig = LoadGraph(original, options);
  if (!orig.ok()) return orig.status();
  absl::StatusOr<Graph> opt = LoadGraph(optimized, options);
  if (!opt.ok()) return opt.status();
  return verify::VerifyEquivalent(*orig, *opt);
}

nlohmann::json EquivalenceToJson(const verify::Equivalence& r) {
  nlohmann::json j = {{"equivalent", r.equivalent}, {"outputs", r.outputs}, {"terms", r.terms}};
  if (r.equivalent) return j;
  j["reason"] = r.reason;
  if (r.output_index < 0) return j;
  j["output_index"] = r.output_index;
  j["original_output"] = r.original_output;
  j["optimized_output"] = r.optimized_output;
  j["diverging_node"] = r.diverging_node;
  j["diverging_line"] = r.diverging_line;
  j["original_term"] = r.original_term;
  j["optimized_term"] = r.optimized_term;
  return j;
}

}  // namespace collopt
