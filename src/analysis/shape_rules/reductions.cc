// collopt/analysis/shape_rules/reductions.cc — shape rules: reductions, scans, sort.
//
// Semantics follow PyTorch's meta kernels (torch/_refs/__init__.py `_reduction`,
// `sum`, `mean`, `amax`; torch/_meta_registrations.py `meta_max_dim`
// (via `_compute_reduction_shape`), `meta_topk`, `meta_sort`, `meta_histc`;
// aten/src/ATen/native/ReduceOpsUtils.h `make_dim_mask` for dim lists):
//   sum(x, dim=None|[], keepdim, dtype)  → x's shape without the reduced dims
//                                         (kept as 1 with keepdim); an absent,
//                                         None or empty dim list reduces every dim.
//                                         dtype: the dtype kwarg, else int64 for
//                                         bool/integer x, else x's dtype
//                                         (at::native `get_dtype_from_self`)
//   mean / amax / amin / prod            → same shape rule; mean needs a floating or
//                                         complex dtype, amax/amin keep x's dtype
//   max.dim / min.dim(x, dim, keepdim)   → (values x.dtype, indices int64)
//   max/min.default(x)                   → 0-d, x's dtype
//   argmax / argmin(x, dim=None, keepdim)→ int64; dim None reduces every dim
//   topk(x, k, dim=-1, largest, sorted)  → (values, indices int64), size k at dim
//   sort(x, [stable,] dim=-1, descending)→ (values, indices int64), x's shape
//   cumsum / cumprod(x, dim, dtype)      → x's shape; dtype as for sum
//   histc(x, bins=100, min=0, max=0)     → [bins], x's dtype
#include <algorithm>

#include "analysis/shape_rule.h"
#include "analysis/shape_rules/reduction_shape.h"
#include "fmt/format.h"

namespace collopt {

absl::StatusOr<Shape> ReduceShape(const Shape& shape, const std::vector<SymInt>& dims,
                                  bool keepdim) {
  int64_t rank = static_cast<int64_t>(shape.size());
  std::vector<bool> reduced(shape.size(), dims.empty());
  for (SymInt d : dims) {
    auto wrapped = WrapDim(d.hint, rank);
    if (!wrapped.ok()) return wrapped.status();
    if (rank == 0) continue;
    if (reduced[*wrapped]) {
      return ShapeContext::Error(
          fmt::format("dim {} appears multiple times in the list of dims", *wrapped));
    }
    reduced[*wrapped] = true;
  }
  Shape out;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (!reduced[i]) {
      out.push_back(shape[i]);
    } else if (keepdim) {
      out.push_back(SymInt::Concrete(1));
    }
  }
  return out;
}

Value ValuesAndIndices(const TensorType& self, Shape shape) {
  TensorType values{self.dtype, shape, {}, self.device};
  TensorType indices{DType::kInt64, std::move(shape), {}, self.device};
  return Value::Tuple({Value::Tensor(std::move(values)), Value::Tensor(std::move(indices))});
}

namespace {

// The dims argument at `index`: absent or None means every dim.
absl::StatusOr<std::vector<SymInt>> DimList(const ShapeContext& ctx, size_t index) {
  if (!ctx.Has(index, "dim")) return std::vector<SymInt>();
  return ctx.IntList(index, "dim");
}

// sum / cumsum / prod: bool and integer inputs accumulate in int64.
DType SumDType(DType self, std::optional<DType> requested) {
  if (requested.has_value()) return *requested;
  if (self == DType::kBool || IsIntegral(self)) return DType::kInt64;
  return self;
}

enum class ReduceDType { kSum, kMean, kSelf };

template <ReduceDType kKind>
absl::StatusOr<Value> Reduce(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dims = DimList(ctx, 1);
  if (!dims.ok()) return dims.status();
  auto keepdim = ctx.Bool(2, "keepdim", false);
  if (!keepdim.ok()) return keepdim.status();
  std::optional<DType> requested;
  if constexpr (kKind != ReduceDType::kSelf) {
    auto dtype = ctx.DTypeArg(3, "dtype");
    if (!dtype.ok()) return dtype.status();
    requested = *dtype;
  }
  auto shape = ReduceShape(self->shape, *dims, *keepdim);
  if (!shape.ok()) return shape.status();
  TensorType out{self->dtype, std::move(*shape), {}, self->device};
  if constexpr (kKind == ReduceDType::kSum) out.dtype = SumDType(self->dtype, requested);
  if constexpr (kKind == ReduceDType::kMean) {
    out.dtype = requested.value_or(self->dtype);
    if (!IsFloatingPoint(out.dtype) && !IsComplex(out.dtype)) {
      return ShapeContext::Error(fmt::format(
          "mean expected a floating point or complex dtype, got {}", TorchName(out.dtype)));
    }
  }
  return Value::Tensor(std::move(out));
}

// max.dim / min.dim: (values, int64 indices) over one dim.
absl::StatusOr<Value> ReduceWithIndices(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  auto keepdim = ctx.Bool(2, "keepdim", false);
  if (!keepdim.ok()) return keepdim.status();
  auto shape = ReduceShape(self->shape, {*dim}, *keepdim);
  if (!shape.ok()) return shape.status();
  return ValuesAndIndices(*self, std::move(*shape));
}

// argmax / argmin: int64 over one dim, or over every dim when dim is None.
absl::StatusOr<Value> ArgReduce(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dims = DimList(ctx, 1);
  if (!dims.ok()) return dims.status();
  auto keepdim = ctx.Bool(2, "keepdim", false);
  if (!keepdim.ok()) return keepdim.status();
  auto shape = ReduceShape(self->shape, *dims, *keepdim);
  if (!shape.ok()) return shape.status();
  return Value::Tensor(TensorType{DType::kInt64, std::move(*shape), {}, self->device});
}

// max.default / min.default: a 0-d tensor of x's dtype.
absl::StatusOr<Value> ReduceAllSameDType(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  return Value::Tensor(TensorType{self->dtype, {}, {}, self->device});
}

absl::StatusOr<Value> TopK(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto k = ctx.Int(1, "k");
  if (!k.ok()) return k.status();
  auto dim = ctx.IntOr(2, "dim", -1);
  if (!dim.ok()) return dim.status();
  auto wrapped = WrapDim(dim->hint, self->rank());
  if (!wrapped.ok()) return wrapped.status();
  int64_t size = self->rank() == 0 ? 1 : self->shape[*wrapped].hint;
  if (k->hint < 0 || k->hint > size) {
    return ShapeContext::Error(fmt::format(
        "topk expected k in [0, {}] (the size of dim {}), got {}", size, *wrapped, k->hint));
  }
  Shape shape = self->shape;
  if (!shape.empty()) shape[*wrapped] = *k;
  return ValuesAndIndices(*self, std::move(shape));
}

// sort.default(self, dim=-1, descending) and sort.stable(self, *, stable, dim=-1,
// descending): dim is positional 1 or the keyword.
absl::StatusOr<Value> Sort(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.IntOr(1, "dim", -1);
  if (!dim.ok()) return dim.status();
  auto wrapped = WrapDim(dim->hint, self->rank());
  if (!wrapped.ok()) return wrapped.status();
  return ValuesAndIndices(*self, self->shape);
}

// cumsum / cumprod(self, dim, *, dtype=None).
absl::StatusOr<Value> Scan(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  auto wrapped = WrapDim(dim->hint, self->rank());
  if (!wrapped.ok()) return wrapped.status();
  auto dtype = ctx.DTypeArg(2, "dtype");
  if (!dtype.ok()) return dtype.status();
  TensorType out = *self;
  out.dtype = SumDType(self->dtype, *dtype);
  out.strides.clear();
  return Value::Tensor(std::move(out));
}

absl::StatusOr<Value> Histc(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto bins = ctx.IntOr(1, "bins", 100);
  if (!bins.ok()) return bins.status();
  if (bins->hint <= 0) {
    return ShapeContext::Error(fmt::format("histc expected bins > 0, got {}", bins->hint));
  }
  double lo = 0;
  double hi = 0;
  if (ctx.Has(2, "min")) {
    auto v = ctx.Number(2, "min");
    if (!v.ok()) return v.status();
    lo = *v;
  }
  if (ctx.Has(3, "max")) {
    auto v = ctx.Number(3, "max");
    if (!v.ok()) return v.status();
    hi = *v;
  }
  if (hi < lo) {
    return ShapeContext::Error(
        fmt::format("histc expected max >= min, got min {} and max {}", lo, hi));
  }
  return Value::Tensor(TensorType{self->dtype, {*bins}, {}, self->device});
}

constexpr ShapeRuleEntry kReductionsRules[] = {
    // sum.default(self, *, dtype) and sum.dim_IntList(self, dim, keepdim, *, dtype).
    {"aten.sum", Reduce<ReduceDType::kSum>},
    {"aten.prod.default", Reduce<ReduceDType::kSum>},
    {"aten.prod.dim_int", Reduce<ReduceDType::kSum>},
    {"aten.nansum", Reduce<ReduceDType::kSum>},
    {"aten.mean", Reduce<ReduceDType::kMean>},
    {"aten.amax", Reduce<ReduceDType::kSelf>},
    {"aten.amin", Reduce<ReduceDType::kSelf>},
    {"aten.max.dim", ReduceWithIndices},
    {"aten.min.dim", ReduceWithIndices},
    {"aten.max.default", ReduceAllSameDType},
    {"aten.min.default", ReduceAllSameDType},
    {"aten.argmax", ArgReduce},
    {"aten.argmin", ArgReduce},
    {"aten.topk", TopK},
    {"aten.sort", Sort},
    {"aten.cumsum", Scan},
    {"aten.cumprod", Scan},
    {"aten.histc", Histc},
};

}  // namespace

std::span<const ShapeRuleEntry> ReductionShapeRules() { return kReductionsRules; }

}  // namespace collopt
