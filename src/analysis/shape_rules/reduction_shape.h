// collopt/analysis/shape_rules/reduction_shape.h — the shape of a reduction
// (internal to analysis/shape_rules/).
#ifndef COLLOPT_ANALYSIS_SHAPE_RULES_REDUCTION_SHAPE_H_
#define COLLOPT_ANALYSIS_SHAPE_RULES_REDUCTION_SHAPE_H_

#include <vector>

#include "analysis/shape_rule.h"

namespace collopt {

/// `shape` without the dims in `dims` (wrapped; empty = every dim), or with
/// them kept as 1 when `keepdim` (torch/_refs `_compute_reduction_shape`,
/// aten/src/ATen/native/ReduceOpsUtils.h `make_dim_mask`). Error on a dim out
/// of range or listed twice.
absl::StatusOr<Shape> ReduceShape(const Shape& shape, const std::vector<SymInt>& dims,
                                  bool keepdim);

/// The (values, int64 indices) pair of max.dim, median.dim, topk...: values
/// in `self`'s dtype and both of `shape`, on `self`'s device.
Value ValuesAndIndices(const TensorType& self, Shape shape);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_SHAPE_RULES_REDUCTION_SHAPE_H_
