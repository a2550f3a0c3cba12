// collopt/analysis/shape_rules/factory.cc — shape rules: factory.
#include "analysis/shape_rule.h"

namespace collopt {

std::span<const ShapeRuleEntry> FactoryShapeRules() { return {}; }

}  // namespace collopt
