// collopt/analysis/shape_rules/pointwise.cc — shape rules: pointwise.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> PointwiseShapeRules() { return {}; }

}  // namespace collopt
