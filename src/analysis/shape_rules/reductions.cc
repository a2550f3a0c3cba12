// collopt/analysis/shape_rules/reductions.cc — shape rules: reductions.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> ReductionShapeRules() { return {}; }

}  // namespace collopt
