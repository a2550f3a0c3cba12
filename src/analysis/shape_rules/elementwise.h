// collopt/analysis/shape_rules/elementwise.h — broadcasting and type promotion,
// shared by the rule families (internal to analysis/shape_rules/).
//
// Follows torch/_prims_common/__init__.py `elementwise_dtypes` and
// `ELEMENTWISE_TYPE_PROMOTION_KIND`: the operands' result_type (dimensioned
// tensors over 0-d tensors over Python scalars, unless a lower class is of a
// higher category bool < integral < floating < complex), then by kind:
//   kDefault          the promoted dtype (add, mul, where, maximum...)
//   kIntToFloat       bool/integral → float32, the default dtype (exp, div, sin...)
//   kAlwaysBool       bool (eq, isnan, logical_and...)
//   kComplexToFloat   complex → its real dtype (abs)
//   kIntToFloatComplexToFloat  both of the above (angle)
//   kBoolToLong       bool → int64 (pow with bool operands)
// (NO_OPMATH computes in a wider type but returns kDefault's dtype.) None
// operands are skipped; a result needs at least one tensor operand.
#ifndef COLLOPT_ANALYSIS_SHAPE_RULES_ELEMENTWISE_H_
#define COLLOPT_ANALYSIS_SHAPE_RULES_ELEMENTWISE_H_

#include <cstddef>

#include "analysis/shape_rule.h"

namespace collopt {

enum class Promotion {
  kDefault,
  kIntToFloat,
  kAlwaysBool,
  kComplexToFloat,
  kIntToFloatComplexToFloat,
  kBoolToLong
};

/// Broadcast shape and promoted dtype of the positional operands [first, last)
/// (tensor nodes, SymInt/SymFloat nodes, number literals; None skipped). The
/// device is the first tensor operand's. Error when no operand is a tensor or
/// shapes do not broadcast.
absl::StatusOr<Value> ElementwiseOver(const ShapeContext& ctx, size_t first, size_t last,
                                      Promotion promotion);

/// The dtype `promotion` makes of a promoted dtype `dtype`.
DType ApplyPromotion(DType dtype, Promotion promotion);

/// A rule over the first `kOperands` positional operands.
template <Promotion kPromotion, size_t kOperands>
absl::StatusOr<Value> ElementwiseRule(const ShapeContext& ctx) {
  return ElementwiseOver(ctx, 0, kOperands, kPromotion);
}

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_SHAPE_RULES_ELEMENTWISE_H_
