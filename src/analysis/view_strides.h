// collopt/analysis/view_strides.h — the strides of a tensor as PyTorch lays it
// out: stated by the dump, or derived through view ops.
//
// A dump states strides only where it prints them (print_readable with
// include_stride, post-grad logs); nodes a pass adds carry none, and the shape
// rules drop them. Whether `aten.reshape` is a view or a copy
// (sim/memory.h) depends on its input's strides, so they are derived here as
// PyTorch's view kernels set them (aten/src/ATen/native/TensorShape.cpp):
//  - stated strides (the node's annotation, or its value's) win;
//  - slice / narrow (dim, start, end, step): the input's, stride[dim] × step;
//    select (dim): the input's without dim; permute (dims), transpose (d0, d1),
//    t: permuted; unsqueeze (dim): a stride inserted (size × stride of the
//    dim it precedes, 1 at the end); squeeze: size-1 dims dropped; expand:
//    0 for broadcast dims; view / _unsafe_view / reshape / _reshape_alias:
//    tensor_type.h ViewStrides (a reshape no view can do is a contiguous
//    copy); as_strided: its stride argument; alias / detach: the input's;
//    getitem of split / split_with_sizes / chunk: the input's; of unbind
//    (dim): without dim;
//  - every other op (a fresh result): contiguous.
// Each node is derived once (memo), walking back through its view chain.
#ifndef COLLOPT_ANALYSIS_VIEW_STRIDES_H_
#define COLLOPT_ANALYSIS_VIEW_STRIDES_H_

#include <cstdint>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "ir/graph.h"

namespace collopt {

class ViewStridesCache {
 public:
  explicit ViewStridesCache(const Graph& graph) : graph_(graph) {}
  /// Strides (in elements) of node `id`'s first tensor, as described above;
  /// empty when it has no tensor.
  const std::vector<int64_t>& StridesOf(NodeId id);

 private:
  std::vector<int64_t> Derive(const Node& node);
  const Graph& graph_;
  absl::flat_hash_map<NodeId, std::vector<int64_t>> memo_;
};

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_VIEW_STRIDES_H_
