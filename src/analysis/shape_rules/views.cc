// collopt/analysis/shape_rules/views.cc — shape rules: views.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> ViewShapeRules() { return {}; }

}  // namespace collopt
