// collopt/analysis/shape_rules/matmul.cc — shape rules: matmul.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> MatmulShapeRules() { return {}; }

}  // namespace collopt
