// collopt/analysis/shape_rules/sampling.cc — shape rules: random and
// sequence factories.
//
// Each follows its reference or meta kernel (torch/_refs/__init__.py,
// torch/_meta_registrations.py, aten/src/ATen/native/TensorFactories.cpp);
// `dtype=` and `device=` keywords win over the defaults below:
//   linspace / logspace(start, end, steps, ...)   [steps], float32 (`_refs.linspace`)
//   eye(n) / eye.m(n, m)                         [n, n] / [n, m], float32
//   empty_permuted(size, physical_layout)        size, float32
//   randint(high, size) / randint.low(low, high, size)   size, int64
//   randint_like(x, ...) / normal.Tensor_float(mean, std) x's shape and dtype
//   normal.Tensor_Tensor(mean, std)             broadcast, promoted dtype
//   normal.float_float(mean, std, size)          size, float32
//   multinomial(x, n)                            x.shape[:-1] + [n], int64 (`meta_multinomial`)
//   tril_indices / triu_indices(row, col, offset) [2, count], int64, count by
//     TensorFactories.h `get_tril_size` (triu: row × col − tril(offset − 1))
//   prims.iota(length, start=, step=, dtype=, device=)  [length] (torch/_prims/__init__.py)
// Inductor's RNG prims (torch/_inductor/inductor_prims.py), which replace
// dropout's and rand's RNG in post-grad graphs:
//   inductor_seed(device) → int64 []; inductor_seeds(count, device) → int64 [count]
//   inductor_lookup_seed(seeds, index) → int64 [] on seeds' device
//   inductor_random(size, seed, mode) → float32 size (its lowering burns in float32)
//   inductor_randint(low, high, size, seed) → int64 size
#include <algorithm>
#include <limits>

#include "analysis/shape_rule.h"
#include "analysis/shape_rules/elementwise.h"

namespace collopt {
namespace {

Value WithOptions(const ShapeContext& ctx, TensorType t) {
  if (const Argument* d = ctx.Arg(kKeywordOnly, "dtype");
      d != nullptr && d->kind == Argument::Kind::kDType) {
    t.dtype = d->dtype;
  }
  if (const Argument* d = ctx.Arg(kKeywordOnly, "device");
      d != nullptr && d->kind == Argument::Kind::kDevice) {
    t.device = d->device();
  }
  t.strides.clear();
  return Value::Tensor(std::move(t));
}

absl::StatusOr<Value> RangeSequence(const ShapeContext& ctx) {
  auto steps = ctx.Int(2, "steps");
  if (!steps.ok()) return steps.status();
  if (steps->hint < 0) return ShapeContext::Error("expected steps >= 0");
  return WithOptions(ctx, TensorType{DType::kFloat32, {*steps}, {}, {}});
}

absl::StatusOr<Value> Eye(const ShapeContext& ctx) {
  auto n = ctx.Int(0, "n");
  if (!n.ok()) return n.status();
  auto m = ctx.Has(1, "m") ? ctx.Int(1, "m") : *n;
  if (!m.ok()) return m.status();
  return WithOptions(ctx, TensorType{DType::kFloat32, {*n, *m}, {}, {}});
}

// A size list at `kIndex`, default dtype kDType.
template <size_t kIndex, DType kDType>
absl::StatusOr<Value> Sized(const ShapeContext& ctx) {
  auto size = ctx.IntList(kIndex, "size");
  if (!size.ok()) return size.status();
  return WithOptions(ctx, TensorType{kDType, std::move(*size), {}, {}});
}

absl::StatusOr<Value> Iota(const ShapeContext& ctx) {
  auto length = ctx.Int(0, "length");
  if (!length.ok()) return length.status();
  return WithOptions(ctx, TensorType{DType::kInt64, {*length}, {}, {}});
}

absl::StatusOr<Value> LikeFirst(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  return WithOptions(ctx, *self);
}

absl::StatusOr<Value> NormalTensors(const ShapeContext& ctx) {
  return ElementwiseOver(ctx, 0, 2, Promotion::kDefault);
}

absl::StatusOr<Value> Multinomial(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto n = ctx.Int(1, "num_samples");
  if (!n.ok()) return n.status();
  if (self->rank() < 1 || self->rank() > 2) {
    return ShapeContext::Error("multinomial expected a 1-D or 2-D probability tensor");
  }
  self->shape.back() = *n;
  self->dtype = DType::kInt64;
  self->strides.clear();
  return Value::Tensor(*self);
}

int64_t TrilSize(int64_t row, int64_t col, int64_t offset) {
  if (row == 0 || col == 0) return 0;
  int64_t first = offset > 0 ? std::min<int64_t>(col, 1 + offset) : (row + offset > 0 ? 1 : 0);
  int64_t last = std::max<int64_t>(0, std::min<int64_t>(col, row + offset));
  int64_t rows = std::max<int64_t>(0, std::min<int64_t>(row, row + offset));
  int64_t trapezoid_rows = last - first + 1;
  int64_t size = (first + last) * trapezoid_rows / 2;
  if (rows - trapezoid_rows > 0) size += (rows - trapezoid_rows) * col;
  return size;
}

template <bool kLower>
absl::StatusOr<Value> TriIndices(const ShapeContext& ctx) {
  auto row = ctx.Int(0, "row");
  if (!row.ok()) return row.status();
  auto col = ctx.Int(1, "col");
  if (!col.ok()) return col.status();
  auto offset = ctx.IntOr(2, "offset", 0);
  if (!offset.ok()) return offset.status();
  int64_t r = row->hint;
  int64_t c = col->hint;
  int64_t o = offset->hint;
  int64_t count = kLower ? TrilSize(r, c, o) : r * c - TrilSize(r, c, o - 1);
  return WithOptions(
      ctx, TensorType{DType::kInt64, {SymInt::Concrete(2), SymInt::Concrete(count)}, {}, {}});
}

// The device at `index` (positional or `device=`), else `fallback`.
Device DeviceArg(const ShapeContext& ctx, size_t index, const Device& fallback) {
  const Argument* d = ctx.Arg(index, "device");
  return d != nullptr && d->kind == Argument::Kind::kDevice ? d->device() : fallback;
}

template <bool kMany>
absl::StatusOr<Value> InductorSeeds(const ShapeContext& ctx) {
  Shape shape;
  if (kMany) {
    auto count = ctx.Int(0, "count");
    if (!count.ok()) return count.status();
    shape.push_back(*count);
  }
  return Value::Tensor(TensorType{DType::kInt64, shape, {}, DeviceArg(ctx, kMany ? 1 : 0, {})});
}

absl::StatusOr<Value> InductorLookupSeed(const ShapeContext& ctx) {
  auto seeds = ctx.Tensor(0, "seeds");
  if (!seeds.ok()) return seeds.status();
  return Value::Tensor(TensorType{DType::kInt64, {}, {}, seeds->device});
}

// A size list at `kSize` and the seed tensor at `kSeed`.
template <size_t kSize, size_t kSeed, DType kDType>
absl::StatusOr<Value> InductorRandom(const ShapeContext& ctx) {
  auto size = ctx.IntList(kSize, "size");
  if (!size.ok()) return size.status();
  auto seed = ctx.Tensor(kSeed, "seed");
  if (!seed.ok()) return seed.status();
  return Value::Tensor(TensorType{kDType, std::move(*size), {}, seed->device});
}

constexpr ShapeRuleEntry kSamplingRules[] = {
    {"prims.iota", Iota},
    {"prims.inductor_seed", InductorSeeds<false>},
    {"prims.inductor_seeds", InductorSeeds<true>},
    {"prims.inductor_lookup_seed", InductorLookupSeed},
    {"prims.inductor_random", InductorRandom<0, 1, DType::kFloat32>},
    {"prims.inductor_randint", InductorRandom<2, 3, DType::kInt64>},
    {"aten.linspace", RangeSequence},
    {"aten.logspace", RangeSequence},
    {"aten.eye", Eye},
    {"aten.empty_permuted", Sized<0, DType::kFloat32>},
    {"aten.randint.default", Sized<1, DType::kInt64>},
    {"aten.randint.low", Sized<2, DType::kInt64>},
    {"aten.randint_like", LikeFirst},
    {"aten.normal.Tensor_Tensor", NormalTensors},
    {"aten.normal.Tensor_float", LikeFirst},
    {"aten.normal.float_float", Sized<2, DType::kFloat32>},
    {"aten.multinomial", Multinomial},
    {"aten.tril_indices", TriIndices<true>},
    {"aten.triu_indices", TriIndices<false>},
};

}  // namespace

std::span<const ShapeRuleEntry> SamplingShapeRules() { return kSamplingRules; }

}  // namespace collopt
