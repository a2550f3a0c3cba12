// collopt/analysis/shape_rules/symbolic.cc — shape rules: symbolic.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> SymbolicShapeRules() { return {}; }

}  // namespace collopt
