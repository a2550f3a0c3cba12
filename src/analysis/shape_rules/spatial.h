// collopt/analysis/shape_rules/spatial.h — helpers for ops over the trailing
// spatial dims of [N,] C, *spatial tensors (internal to analysis/shape_rules/).
#ifndef COLLOPT_ANALYSIS_SHAPE_RULES_SPATIAL_H_
#define COLLOPT_ANALYSIS_SHAPE_RULES_SPATIAL_H_

#include <vector>

#include "analysis/shape_rule.h"

namespace collopt {

/// An `int[k]` argument: a list of k ints, or one int (or a list of one)
/// repeated k times; `fallback` when absent, None or empty. Error otherwise.
absl::StatusOr<std::vector<int64_t>> SpatialInts(const ShapeContext& ctx, size_t index,
                                                 std::string_view name, size_t k,
                                                 std::vector<int64_t> fallback);

/// `self` with its last `spatial.size()` dims replaced by `spatial`.
/// Error when `self` has fewer than spatial.size() + 1 dims.
absl::StatusOr<TensorType> WithSpatial(TensorType self, const Shape& spatial);

/// Output size of a window op along one dim (aten/src/ATen/native/Pool.h
/// `pooling_output_shape`): floor((in + 2 pad − dilation (k − 1) − 1 [+ stride − 1
/// with ceil_mode]) / stride) + 1, minus 1 when ceil_mode's last window would
/// start in the padding.
int64_t PoolingOutputSize(int64_t in, int64_t kernel, int64_t pad, int64_t stride, int64_t dilation,
                          bool ceil_mode);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_SHAPE_RULES_SPATIAL_H_
