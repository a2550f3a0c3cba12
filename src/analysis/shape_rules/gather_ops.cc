// collopt/analysis/shape_rules/gather_ops.cc — shape rules: more gathers and scatters.
//
//   take(x, index) → index's shape, x's dtype                 (`meta_take`)
//   put, index_copy, index_add, index_reduce,
//   _unsafe_masked_index_put_accumulate → x                   (their meta kernels: out-of-place
//                                                               copies of self)
//   masked_scatter(x, mask, source) → broadcast of x and mask (`_refs.masked_scatter`)
//   _embedding_bag_forward_only(weight [V, D], indices, offsets, ..., mode, ...,
//     include_last_offset) → (out [B, D], offset2bag [indices.numel()],
//     bag_size [B], max_indices [B, D] for mode max (2) else [0]) with
//     B = offsets.size(0) − include_last_offset; index results take the
//     indices' dtype  (torch/_meta_registrations.py `meta_embedding_bag`); on the
//     CPU offsets' dtype, offset2bag [0] on the fast sum path (f32/f16 weight, no
//     padding_idx) and max_indices [B] unless mode max
//   _embedding_bag_backward(grad, ..., num_weights, ...) → grad's dtype, [num_weights, D]
//   segment_reduce(data, reduce, lengths | offsets, axis) → data with dim axis
//     set to the segment count (lengths.size(-1), or offsets.size(-1) − 1)
//     (`_segment_reduce` meta)
#include <limits>

#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

absl::StatusOr<Value> Take(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto index = ctx.Tensor(1, "index");
  if (!index.ok()) return index.status();
  return Value::Tensor(TensorType{self->dtype, index->shape, {}, self->device});
}

absl::StatusOr<Value> Self(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> MaskedScatter(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto mask = ctx.Tensor(1, "mask");
  if (!mask.ok()) return mask.status();
  auto shape = BroadcastShapes(self->shape, mask->shape);
  if (!shape.ok()) return shape.status();
  return Value::Tensor(TensorType{self->dtype, std::move(*shape), {}, self->device});
}

// _embedding_bag_backward(grad [B, D], indices, offsets, offset2bag, bag_size,
// maximum_indices, num_weights, ...) → grad's dtype, [num_weights, D] (the dense
// gradient, aten/src/ATen/native/EmbeddingBag.cpp `_embedding_bag_backward_symint`).
absl::StatusOr<Value> EmbeddingBagBackward(const ShapeContext& ctx) {
  auto grad = ctx.TensorOfRank(0, "grad", 2);
  if (!grad.ok()) return grad.status();
  auto rows = ctx.Int(6, "num_weights");
  if (!rows.ok()) return rows.status();
  return Value::Tensor(TensorType{grad->dtype, {*rows, grad->shape[1]}, {}, grad->device});
}

absl::StatusOr<Value> EmbeddingBag(const ShapeContext& ctx) {
  auto weight = ctx.TensorOfRank(0, "weight", 2);
  if (!weight.ok()) return weight.status();
  auto indices = ctx.Tensor(1, "indices");
  if (!indices.ok()) return indices.status();
  auto offsets = ctx.TensorOfRank(2, "offsets", 1);
  if (!offsets.ok()) return offsets.status();
  auto mode = ctx.IntOr(4, "mode", 0);
  if (!mode.ok()) return mode.status();
  auto include_last = ctx.Bool(7, "include_last_offset", false);
  if (!include_last.ok()) return include_last.status();
  SymInt bags = offsets->shape[0] - SymInt::Concrete(*include_last ? 1 : 0);
  SymInt dim = weight->shape[1];
  const Device& device = weight->device;
  if (offsets->device.type == "cpu") {
    // The CPU kernel's layout: offsets' dtype; no offset2bag on the fast sum
    // path (f32/f16 weight, no padding_idx), bag_size-shaped max_indices
    // unless mode max.
    auto padding_idx = ctx.IntOr(8, "padding_idx", -1);
    if (!padding_idx.ok()) return padding_idx.status();
    const bool fast_sum = (weight->dtype == DType::kFloat32 || weight->dtype == DType::kFloat16) &&
                          padding_idx->hint < 0;
    const DType d = offsets->dtype;
    SymInt offset2bag = mode->hint == 1 || mode->hint == 2 || !fast_sum
                            ? SymInt::Concrete(indices->numel())
                            : SymInt::Concrete(0);
    Shape max_shape = mode->hint == 2 ? Shape{bags, dim} : Shape{bags};
    return Value::Tuple({Value::Tensor(TensorType{weight->dtype, {bags, dim}, {}, device}),
                         Value::Tensor(TensorType{d, {offset2bag}, {}, device}),
                         Value::Tensor(TensorType{d, {bags}, {}, device}),
                         Value::Tensor(TensorType{d, std::move(max_shape), {}, device})});
  }
  DType index_dtype = indices->dtype;
  Shape max_shape = mode->hint == 2 ? Shape{bags, dim} : Shape{SymInt::Concrete(0)};
  return Value::Tuple(
      {Value::Tensor(TensorType{weight->dtype, {bags, dim}, {}, device}),
       Value::Tensor(TensorType{index_dtype, {SymInt::Concrete(indices->numel())}, {}, device}),
       Value::Tensor(TensorType{index_dtype, {bags}, {}, device}),
       Value::Tensor(TensorType{index_dtype, std::move(max_shape), {}, device})});
}

absl::StatusOr<Value> SegmentReduce(const ShapeContext& ctx) {
  auto data = ctx.Tensor(0, "data");
  if (!data.ok()) return data.status();
  auto axis = ctx.IntOr(kKeywordOnly, "axis", 0);
  if (!axis.ok()) return axis.status();
  auto w = WrapDim(axis->hint, data->rank());
  if (!w.ok()) return w.status();
  SymInt count;
  if (ctx.Has(kKeywordOnly, "lengths")) {
    auto lengths = ctx.Tensor(kKeywordOnly, "lengths");
    if (!lengths.ok()) return lengths.status();
    if (lengths->rank() == 0) return ShapeContext::Error("expected 1-D or more lengths");
    count = lengths->shape.back();
  } else if (ctx.Has(kKeywordOnly, "offsets")) {
    auto offsets = ctx.Tensor(kKeywordOnly, "offsets");
    if (!offsets.ok()) return offsets.status();
    if (offsets->rank() == 0) return ShapeContext::Error("expected 1-D or more offsets");
    count = offsets->shape.back() - SymInt::Concrete(1);
  } else {
    return ShapeContext::Error("segment_reduce expected lengths or offsets");
  }
  if (data->rank() == 0) return ShapeContext::Error("segment_reduce expected 1-D or more data");
  data->shape[static_cast<size_t>(*w)] = count;
  data->strides.clear();
  return Value::Tensor(*data);
}

constexpr ShapeRuleEntry kGatherOpsRules[] = {
    {"aten.take", Take},
    {"aten.put", Self},
    {"aten.index_copy", Self},
    {"aten.index_add", Self},
    {"aten.index_reduce", Self},
    {"aten.index_fill", Self},
    {"aten._unsafe_masked_index_put_accumulate", Self},
    {"aten.masked_scatter", MaskedScatter},
    {"aten._embedding_bag_forward_only", EmbeddingBag},
    {"aten._embedding_bag_backward", EmbeddingBagBackward},
    {"aten._embedding_bag", EmbeddingBag},
    {"aten.segment_reduce", SegmentReduce},
};

}  // namespace

std::span<const ShapeRuleEntry> GatherShapeRules() { return kGatherOpsRules; }

}  // namespace collopt
