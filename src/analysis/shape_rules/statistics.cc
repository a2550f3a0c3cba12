// collopt/analysis/shape_rules/statistics.cc — shape rules: the other reductions.
//
// One mechanism (ReduceOp) covers every reduction over a `dim` argument
// (int, list, None or absent = every dim; `keepdim` keeps them as 1), as
// torch/_refs/__init__.py `_reduction` and torch/_meta_registrations.py
// `_compute_reduction_shape` do, with the result dtype by kind:
//   kSelf        x's dtype                     (median, logcumsumexp)
//   kReal        complex → real, else x's     (var, std, linalg_vector_norm, norm)
//   kIntToFloat  bool/integral → float32      (logsumexp)
//   kBool        bool; uint8 stays uint8      (any, all: `meta_any`, ReduceOps.cpp)
//   kInt64       int64                        (count_nonzero)
//   kUInt64      uint64                       (hash_tensor)
// Tuple-valued ones: var_mean / std_mean (real, x's), aminmax (x's, x's),
// median/nanmedian/mode/kthvalue over one dim and cummax/cummin (values,
// int64 indices), as their meta kernels (`meta_var_mean`, `meta_aminmax`,
// `meta_median_mode_dim`, `meta_kthvalue`, `cummaxmin_helper`) return.
#include "analysis/shape_rule.h"
#include "analysis/shape_rules/elementwise.h"
#include "analysis/shape_rules/reduction_shape.h"

namespace collopt {
namespace {

enum class Out { kSelf, kReal, kIntToFloat, kBool, kInt64, kUInt64 };

DType StatisticsDType(DType self, Out out) {
  switch (out) {
    case Out::kSelf:
      return self;
    case Out::kReal:
      return ToRealDType(self);
    case Out::kIntToFloat:
      return IsFloatingPoint(self) || IsComplex(self) ? self : DType::kFloat32;
    case Out::kBool:
      return self == DType::kUInt8 ? DType::kUInt8 : DType::kBool;
    case Out::kInt64:
      return DType::kInt64;
    case Out::kUInt64:
      return DType::kUInt64;
  }
  return self;
}

// Where an op's dim and keepdim arguments sit (kKwarg: keyword-only).
constexpr size_t kKwarg = 99;

struct ReduceSpec {
  size_t dim;
  size_t keepdim;
  Out out;
};

absl::StatusOr<TensorType> Reduced(const ShapeContext& ctx, ReduceSpec spec) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  std::vector<SymInt> dims;
  if (ctx.Has(spec.dim, "dim")) {
    auto list = ctx.IntList(spec.dim, "dim");
    if (!list.ok()) return list.status();
    dims = std::move(*list);
  }
  auto keepdim = ctx.Bool(spec.keepdim, "keepdim", false);
  if (!keepdim.ok()) return keepdim.status();
  auto shape = ReduceShape(self->shape, dims, *keepdim);
  if (!shape.ok()) return shape.status();
  return TensorType{StatisticsDType(self->dtype, spec.out), std::move(*shape), {}, self->device};
}

template <ReduceSpec kSpec>
absl::StatusOr<Value> ReduceOp(const ShapeContext& ctx) {
  auto out = Reduced(ctx, kSpec);
  if (!out.ok()) return out.status();
  // An explicit dtype (linalg_vector_norm, nansum) wins.
  if (const Argument* dtype = ctx.Arg(kKwarg, "dtype");
      dtype != nullptr && dtype->kind == Argument::Kind::kDType) {
    out->dtype = dtype->dtype;
  }
  return Value::Tensor(std::move(*out));
}

// (first: kFirst dtype, second: x's dtype) over the same reduced shape.
template <ReduceSpec kSpec, Out kFirst, Out kSecond>
absl::StatusOr<Value> ReducePair(const ShapeContext& ctx) {
  auto out = Reduced(ctx, kSpec);
  if (!out.ok()) return out.status();
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  TensorType first = *out;
  TensorType second = std::move(*out);
  first.dtype = StatisticsDType(self->dtype, kFirst);
  second.dtype = StatisticsDType(self->dtype, kSecond);
  return Value::Tuple({Value::Tensor(std::move(first)), Value::Tensor(std::move(second))});
}

// One dim (default -1), values and int64 indices.
template <size_t kDim, size_t kKeepdim>
absl::StatusOr<Value> ValuesIndices(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.IntOr(kDim, "dim", -1);
  if (!dim.ok()) return dim.status();
  auto keepdim = ctx.Bool(kKeepdim, "keepdim", false);
  if (!keepdim.ok()) return keepdim.status();
  auto shape = ReduceShape(self->shape, {*dim}, *keepdim);
  if (!shape.ok()) return shape.status();
  return ValuesAndIndices(*self, std::move(*shape));
}

// cummax / cummin(self, dim): x's shape, (values, int64 indices).
absl::StatusOr<Value> CumulativeWithIndices(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  if (auto w = WrapDim(dim->hint, self->rank()); !w.ok()) return w.status();
  self->strides.clear();
  TensorType indices = *self;
  indices.dtype = DType::kInt64;
  return Value::Tuple({Value::Tensor(*self), Value::Tensor(std::move(indices))});
}

// logcumsumexp(self, dim): x's shape and dtype.
absl::StatusOr<Value> Cumulative(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  if (auto w = WrapDim(dim->hint, self->rank()); !w.ok()) return w.status();
  self->strides.clear();
  return Value::Tensor(*self);
}

// dist(self, other, p): a 0-d tensor of the operands' promoted dtype.
absl::StatusOr<Value> Dist(const ShapeContext& ctx) {
  auto out = ElementwiseOver(ctx, 0, 2, Promotion::kDefault);
  if (!out.ok()) return out;
  out->tensor.shape.clear();
  return out;
}

// trace(self): 0-d; integral inputs accumulate in int64 (`meta_trace` via sum).
absl::StatusOr<Value> Trace(const ShapeContext& ctx) {
  auto self = ctx.TensorOfRank(0, "self", 2);
  if (!self.ok()) return self.status();
  DType dtype =
      IsIntegral(self->dtype) || self->dtype == DType::kBool ? DType::kInt64 : self->dtype;
  return Value::Tensor(TensorType{dtype, {}, {}, self->device});
}

constexpr ReduceSpec kDimKwKeep{1, kKwarg, Out::kReal};  // var.correction: keepdim kw-only

constexpr ShapeRuleEntry kStatisticsRules[] = {
    {"aten.var.correction", ReduceOp<kDimKwKeep>},
    {"aten.std.correction", ReduceOp<kDimKwKeep>},
    {"aten.var_mean.correction", ReducePair<kDimKwKeep, Out::kReal, Out::kSelf>},
    {"aten.std_mean.correction", ReducePair<kDimKwKeep, Out::kReal, Out::kSelf>},
    {"aten.aminmax", ReducePair<ReduceSpec{kKwarg, kKwarg, Out::kSelf}, Out::kSelf, Out::kSelf>},
    {"aten.any", ReduceOp<ReduceSpec{1, 2, Out::kBool}>},
    {"aten.all", ReduceOp<ReduceSpec{1, 2, Out::kBool}>},
    {"aten.count_nonzero", ReduceOp<ReduceSpec{1, kKwarg, Out::kInt64}>},
    {"aten.logsumexp", ReduceOp<ReduceSpec{1, 2, Out::kIntToFloat}>},
    {"aten.linalg_vector_norm", ReduceOp<ReduceSpec{2, 3, Out::kReal}>},
    {"aten.norm.ScalarOpt_dim", ReduceOp<ReduceSpec{2, 3, Out::kReal}>},
    {"aten.hash_tensor", ReduceOp<ReduceSpec{1, kKwarg, Out::kUInt64}>},
    {"aten.median.default", ReduceOp<ReduceSpec{kKwarg, kKwarg, Out::kSelf}>},
    {"aten.nanmedian.default", ReduceOp<ReduceSpec{kKwarg, kKwarg, Out::kSelf}>},
    {"aten.median.dim", ValuesIndices<1, 2>},
    {"aten.nanmedian.dim", ValuesIndices<1, 2>},
    {"aten.mode", ValuesIndices<1, 2>},
    {"aten.kthvalue", ValuesIndices<2, 3>},
    {"aten.cummax", CumulativeWithIndices},
    {"aten.cummin", CumulativeWithIndices},
    {"aten.logcumsumexp", Cumulative},
    {"aten.dist", Dist},
    {"aten.trace", Trace},
};

}  // namespace

std::span<const ShapeRuleEntry> StatisticsShapeRules() { return kStatisticsRules; }

}  // namespace collopt
