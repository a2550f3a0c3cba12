// collopt/analysis/shape_rules/attention.cc — shape rules: attention.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> AttentionShapeRules() { return {}; }

}  // namespace collopt
