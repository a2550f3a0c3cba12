// collopt/analysis/shape_rules/custom_ops.cc — shape rules: custom ops.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> CustomOpShapeRules() { return {}; }

}  // namespace collopt
