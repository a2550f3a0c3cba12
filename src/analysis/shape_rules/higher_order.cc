// collopt/analysis/shape_rules/higher_order.cc — shape rules: higher order.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> HigherOrderShapeRules() { return {}; }

}  // namespace collopt
