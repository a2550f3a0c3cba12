// collopt/analysis/shape_rules/indexing.cc — shape rules: indexing, gather/scatter, cat.
//
// Semantics follow PyTorch's meta kernels (torch/_meta_registrations.py
// `meta_index_Tensor`, `meta_embedding_dense_backward`, `meta_gather`,
// `meta_nonzero`, `meta_index_select`, `meta_repeat`; torch/_refs/__init__.py `cat`,
// `embedding`; aten/src/ATen/native/TensorShape.cpp `cat_compute_output_memory_format`
// and `check_cat_shape_except_dim`):
//   embedding(weight[V, D], indices[...])        → [..., D], weight's dtype
//   embedding_dense_backward(grad[..., D], indices, num_weights, ...)
//                                                 → [num_weights, D], grad's dtype
//   index.Tensor(x, [i0, None, i2, ...])         → advanced indexing: bool/uint8 masks
//       become one 1-D index per mask dim (data-dependent length); the index tensors
//       broadcast to B; when the indexed dims are adjacent B replaces them in place,
//       otherwise B goes first, followed by the unindexed dims
//   index_put / scatter* / *_scatter(x, ...)      → same as x
//   gather(x, dim, index)                         → index's shape, x's dtype
//   nonzero(x)                                    → int64 [u, x.dim()], u data-dependent
//                                                   (hint min(numel, unbacked hint))
//   cat(tensors, dim=0)                           → sizes add up at dim; legacy 1-D
//                                                   empty tensors are skipped; dtypes
//                                                   promote
//   repeat(x, repeats)                            → x's shape (left-padded with 1s)
//                                                   times repeats
//   index_select(x, dim, index[n])                → x's shape with n at dim
#include <algorithm>

#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

bool IsIndexDType(DType d) {
  return d == DType::kInt64 || d == DType::kInt32 || d == DType::kUInt8 || d == DType::kBool;
}

bool IsMaskDType(DType d) { return d == DType::kUInt8 || d == DType::kBool; }

// A data-dependent size: at most `bound`, hinted by the unbacked-symint hint.
SymInt DataDependentSize(const ShapeContext& ctx, int64_t bound) {
  return SymInt::Symbolic(std::min(bound, ctx.options().unbacked_symint_hint));
}

absl::StatusOr<Value> SameAsSelf(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> Embedding(const ShapeContext& ctx) {
  auto weight = ctx.Tensor(0, "weight");
  if (!weight.ok()) return weight.status();
  auto indices = ctx.Tensor(1, "indices");
  if (!indices.ok()) return indices.status();
  if (weight->rank() != 2) {
    return ShapeContext::Error(
        fmt::format("embedding expected a 2-D weight, got {}", weight->ToString()));
  }
  if (!IsIntegral(indices->dtype)) {
    return ShapeContext::Error(
        fmt::format("embedding expected integer indices, got {}", indices->ToString()));
  }
  Shape shape = indices->shape;
  shape.push_back(weight->shape[1]);
  return Value::Tensor(TensorType{weight->dtype, std::move(shape), {}, weight->device});
}

absl::StatusOr<Value> EmbeddingDenseBackward(const ShapeContext& ctx) {
  auto grad = ctx.Tensor(0, "grad_output");
  if (!grad.ok()) return grad.status();
  auto num_weights = ctx.Int(2, "num_weights");
  if (!num_weights.ok()) return num_weights.status();
  if (grad->rank() == 0) {
    return ShapeContext::Error(
        "embedding_dense_backward expected a grad_output of rank >= 1, "
        "got a 0-d tensor");
  }
  return Value::Tensor(
      TensorType{grad->dtype, {*num_weights, grad->shape.back()}, {}, grad->device});
}

// index.Tensor: replaces masks by 1-D indices (meta_index_Tensor's nonzero expansion).
absl::StatusOr<std::vector<std::optional<TensorType>>> ExpandMasks(
    const ShapeContext& ctx, const TensorType& self,
    const std::vector<std::optional<TensorType>>& indices) {
  std::vector<std::optional<TensorType>> out;
  for (const auto& index : indices) {
    if (!index.has_value() || !IsMaskDType(index->dtype)) {
      if (index.has_value() && !IsIndexDType(index->dtype)) {
        return ShapeContext::Error(
            fmt::format("tensors used as indices must be long, int, byte or bool tensors, got {}",
                        index->ToString()));
      }
      out.push_back(index);
      continue;
    }
    size_t start = out.size();
    for (size_t j = 0; j < index->shape.size(); ++j) {
      if (start + j >= self.shape.size() || index->shape[j].hint != self.shape[start + j].hint) {
        return ShapeContext::Error(fmt::format(
            "the shape of the mask {} at index {} does not match the shape of the indexed "
            "tensor {} at index {}",
            ShapeToString(index->shape), j, ShapeToString(self.shape), start + j));
      }
    }
    SymInt count = DataDependentSize(ctx, index->numel());
    for (size_t j = 0; j < index->shape.size(); ++j) {
      out.emplace_back(TensorType{DType::kInt64, {count}, {}, index->device});
    }
  }
  return out;
}

// index.Tensor(self, indices) and _unsafe_masked_index(self, mask, indices, fill):
// the indices list at kIndices.
template <size_t kIndices>
absl::StatusOr<Value> Index(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto raw = ctx.TensorList(kIndices, "indices");
  if (!raw.ok()) return raw.status();
  auto indices = ExpandMasks(ctx, *self, *raw);
  if (!indices.ok()) return indices.status();
  if (indices->size() > self->shape.size()) {
    return ShapeContext::Error(fmt::format("too many indices for a tensor of rank {} (got {})",
                                           self->rank(), indices->size()));
  }
  Shape broadcast;
  std::vector<size_t> indexed;
  for (size_t i = 0; i < indices->size(); ++i) {
    if (!(*indices)[i].has_value()) continue;
    auto shape = BroadcastShapes(broadcast, (*indices)[i]->shape);
    if (!shape.ok()) return shape.status();
    broadcast = std::move(*shape);
    indexed.push_back(i);
  }
  if (indexed.empty()) return Value::Tensor(*self);
  bool adjacent = indexed.back() - indexed.front() + 1 == indexed.size();
  Shape out;
  if (adjacent) {
    out.assign(self->shape.begin(),
               self->shape.begin() + static_cast<std::ptrdiff_t>(indexed.front()));
  }
  out.insert(out.end(), broadcast.begin(), broadcast.end());
  for (size_t i = 0; i < self->shape.size(); ++i) {
    bool is_indexed = std::find(indexed.begin(), indexed.end(), i) != indexed.end();
    if (!is_indexed && (!adjacent || i > indexed.back())) out.push_back(self->shape[i]);
  }
  return Value::Tensor(TensorType{self->dtype, std::move(out), {}, self->device});
}

absl::StatusOr<Value> Gather(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  auto index = ctx.Tensor(2, "index");
  if (!index.ok()) return index.status();
  auto wrapped = WrapDim(dim->hint, self->rank());
  if (!wrapped.ok()) return wrapped.status();
  if (index->dtype != DType::kInt64) {
    return ShapeContext::Error(
        fmt::format("gather expected an int64 index, got {}", index->ToString()));
  }
  if (self->rank() != 0 && index->rank() != 0 && self->rank() != index->rank()) {
    return ShapeContext::Error(
        fmt::format("gather expected index of the same rank as self ({}), got {}", self->rank(),
                    index->ToString()));
  }
  return Value::Tensor(TensorType{self->dtype, index->shape, {}, self->device});
}

absl::StatusOr<Value> Nonzero(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  Shape shape{DataDependentSize(ctx, self->numel()), SymInt::Concrete(self->rank())};
  return Value::Tensor(TensorType{DType::kInt64, std::move(shape), {}, self->device});
}

bool IsLegacyEmpty(const TensorType& t) { return t.rank() == 1 && t.shape[0].hint == 0; }

// Checks that `t` matches `ref` except at `dim`; `number` is t's position in the list.
absl::Status CheckCatShape(const TensorType& ref, const TensorType& t, int64_t dim, size_t number) {
  if (t.rank() != ref.rank()) {
    return ShapeContext::Error(
        fmt::format("cat expected tensors of the same rank, got rank {} and rank {} (tensor {})",
                    ref.rank(), t.rank(), number));
  }
  for (int64_t d = 0; d < ref.rank(); ++d) {
    if (d != dim && t.shape[d].hint != ref.shape[d].hint) {
      return ShapeContext::Error(fmt::format(
          "cat expected sizes to match except in dimension {}: expected size {} but got size "
          "{} for tensor {} in the list",
          dim, ref.shape[d].hint, t.shape[d].hint, number));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<Value> Cat(const ShapeContext& ctx) {
  auto tensors = ctx.TensorList(0, "tensors");
  if (!tensors.ok()) return tensors.status();
  auto dim = ctx.IntOr(1, "dim", 0);
  if (!dim.ok()) return dim.status();
  if (tensors->empty()) return ShapeContext::Error("cat expected a non-empty list of tensors");
  const TensorType* ref = nullptr;
  DType dtype = (*tensors)[0].has_value() ? (*tensors)[0]->dtype : DType::kFloat32;
  for (const auto& t : *tensors) {
    if (!t.has_value()) return ShapeContext::Error("cat expected tensors, got None");
    dtype = PromoteTypes(dtype, t->dtype);
    if (t->rank() == 0) return ShapeContext::Error("cat cannot concatenate a 0-d tensor");
    if (ref == nullptr && !IsLegacyEmpty(*t)) ref = &*t;
  }
  if (ref == nullptr) {  // every input is a legacy empty tensor
    return Value::Tensor(TensorType{dtype, {SymInt::Concrete(0)}, {}, (*tensors)[0]->device});
  }
  auto wrapped = WrapDim(dim->hint, ref->rank());
  if (!wrapped.ok()) return wrapped.status();
  TensorType out{dtype, ref->shape, {}, ref->device};
  out.shape[*wrapped] = SymInt::Concrete(0);
  for (size_t i = 0; i < tensors->size(); ++i) {
    const TensorType& t = *(*tensors)[i];
    if (IsLegacyEmpty(t)) continue;
    if (auto status = CheckCatShape(*ref, t, *wrapped, i); !status.ok()) return status;
    out.shape[*wrapped] = out.shape[*wrapped] + t.shape[*wrapped];
  }
  return Value::Tensor(std::move(out));
}

absl::StatusOr<Value> Repeat(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto repeats = ctx.IntList(1, "repeats");
  if (!repeats.ok()) return repeats.status();
  if (repeats->size() < self->shape.size()) {
    return ShapeContext::Error(
        fmt::format("repeat expected at least {} repeat sizes (the rank of self), got {}",
                    self->rank(), repeats->size()));
  }
  size_t pad = repeats->size() - self->shape.size();
  Shape out;
  for (size_t i = 0; i < repeats->size(); ++i) {
    SymInt size = i < pad ? SymInt::Concrete(1) : self->shape[i - pad];
    out.push_back(size * (*repeats)[i]);
  }
  return Value::Tensor(TensorType{self->dtype, std::move(out), {}, self->device});
}

absl::StatusOr<Value> IndexSelect(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  auto index = ctx.Tensor(2, "index");
  if (!index.ok()) return index.status();
  auto wrapped = WrapDim(dim->hint, self->rank());
  if (!wrapped.ok()) return wrapped.status();
  if (index->rank() > 1 || !IsIntegral(index->dtype)) {
    return ShapeContext::Error(
        fmt::format("index_select expected a 0-d or 1-D integer index, got {}", index->ToString()));
  }
  TensorType out{self->dtype, self->shape, {}, self->device};
  if (!out.shape.empty()) {
    out.shape[*wrapped] = index->rank() == 1 ? index->shape[0] : SymInt::Concrete(1);
  }
  return Value::Tensor(std::move(out));
}

constexpr ShapeRuleEntry kIndexingRules[] = {
    {"aten.embedding", Embedding},
    {"aten.embedding_dense_backward", EmbeddingDenseBackward},
    {"aten.index.Tensor", Index<1>},
    {"aten._unsafe_index.Tensor", Index<1>},
    {"aten._unsafe_masked_index", Index<2>},
    {"aten.index_put", SameAsSelf},
    {"aten.index_put_", SameAsSelf},
    {"aten._unsafe_index_put", SameAsSelf},
    {"aten.gather", Gather},
    {"aten.scatter", SameAsSelf},
    {"aten.scatter_add", SameAsSelf},
    {"aten.scatter_reduce", SameAsSelf},
    {"aten.slice_scatter", SameAsSelf},
    {"aten.select_scatter", SameAsSelf},
    {"aten.diagonal_scatter", SameAsSelf},
    {"aten.as_strided_scatter", SameAsSelf},
    {"aten.nonzero", Nonzero},
    {"aten.cat", Cat},
    {"aten.repeat", Repeat},
    {"aten.index_select", IndexSelect},
};

}  // namespace

std::span<const ShapeRuleEntry> IndexingShapeRules() { return kIndexingRules; }

}  // namespace collopt
