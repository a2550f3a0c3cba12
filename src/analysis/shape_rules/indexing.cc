// collopt/analysis/shape_rules/indexing.cc — shape rules: indexing.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> IndexingShapeRules() { return {}; }

}  // namespace collopt
