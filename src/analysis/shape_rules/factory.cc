// collopt/analysis/shape_rules/factory.cc — shape rules: tensor factories.
//
// Semantics follow PyTorch's refs and meta kernels (torch/_refs/__init__.py `full`,
// `zeros`, `ones`, `empty`, `empty_strided`, `new_empty_strided`, `full_like`,
// `arange`, `scalar_tensor`; torch/_prims_common `dtype_to_type` / default dtype):
//   full(size, fill_value, *, dtype)      → size; dtype, else from the fill value:
//                                           bool → bool, int → int64, float → float32
//   zeros / ones / empty / rand / randn(size, *, dtype)
//                                         → size; dtype, else float32 (the default dtype)
//   empty_strided(size, stride, *, dtype) → size with those strides; float32 default
//   new_empty / new_zeros / new_ones(self, size, *, dtype), new_full(self, size, fill),
//   new_empty_strided(self, size, stride) → size; self's dtype and device by default
//   zeros_like / ones_like / empty_like / full_like / rand(n)_like(self, *, dtype)
//                                         → self's shape; dtype, else self's dtype
//   arange(end) / arange(start, end) / arange(start, end, step)
//                                         → [ceil((end - start) / step)]; dtype, else
//                                           int64 when every bound is an int, else float32
//   scalar_tensor(s, *, dtype)            → 0-d; dtype, else float32
// Sizes may be SymInt nodes; their symbolic flag is kept. The device keyword, when
// given, sets the result's device.
#include <cmath>
#include <limits>

#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

// The dtype and device keywords over `base` (the defaults).
absl::StatusOr<TensorType> ApplyOptions(const ShapeContext& ctx, TensorType base) {
  auto dtype = ctx.DTypeArg(kKeywordOnly, "dtype");
  if (!dtype.ok()) return dtype.status();
  if (dtype->has_value()) base.dtype = **dtype;
  const Argument* device = ctx.Arg(kKeywordOnly, "device");
  if (device != nullptr && device->kind == Argument::Kind::kDevice) base.device = device->device();
  return base;
}

absl::StatusOr<Shape> SizeArg(const ShapeContext& ctx, size_t index) {
  auto size = ctx.IntList(index, "size");
  if (!size.ok()) return size.status();
  for (SymInt s : *size) {
    if (s.hint < 0) {
      return ShapeContext::Error(
          fmt::format("expected non-negative sizes, got {}", ShapeToString(*size)));
    }
  }
  return std::move(*size);
}

absl::StatusOr<std::vector<int64_t>> StrideArg(const ShapeContext& ctx, size_t index, size_t rank) {
  auto stride = ctx.IntList(index, "stride");
  if (!stride.ok()) return stride.status();
  if (stride->size() != rank) {
    return ShapeContext::Error(
        fmt::format("expected {} strides (one per size), got {}", rank, stride->size()));
  }
  std::vector<int64_t> out;
  for (SymInt s : *stride) out.push_back(s.hint);
  return out;
}

// The dtype a Python scalar gives a tensor (torch.full's inference).
absl::StatusOr<DType> ScalarDType(const ShapeContext& ctx, size_t index, std::string_view name) {
  const Argument* arg = ctx.Arg(index, name);
  if (arg == nullptr) return ShapeContext::Error(fmt::format("missing argument '{}'", name));
  switch (arg->kind) {
    case Argument::Kind::kBool:
      return DType::kBool;
    case Argument::Kind::kInt:
      return DType::kInt64;
    case Argument::Kind::kFloat:
      return DType::kFloat32;
    case Argument::Kind::kNode: {
      Value::Kind kind = ctx.ValueOf(*arg).kind;
      if (kind == Value::Kind::kSymBool) return DType::kBool;
      if (kind == Value::Kind::kSymInt) return DType::kInt64;
      if (kind == Value::Kind::kSymFloat) return DType::kFloat32;
      break;
    }
    default:
      break;
  }
  return ShapeContext::Error(fmt::format("expected a number for '{}'", name));
}

absl::StatusOr<Value> Full(const ShapeContext& ctx) {
  auto size = SizeArg(ctx, 0);
  if (!size.ok()) return size.status();
  auto dtype = ScalarDType(ctx, 1, "fill_value");
  if (!dtype.ok()) return dtype.status();
  auto out = ApplyOptions(ctx, TensorType{*dtype, std::move(*size), {}, {}});
  if (!out.ok()) return out.status();
  return Value::Tensor(std::move(*out));
}

// zeros / ones / empty / rand / randn(size, *, dtype=float32).
absl::StatusOr<Value> FromSize(const ShapeContext& ctx) {
  auto size = SizeArg(ctx, 0);
  if (!size.ok()) return size.status();
  auto out = ApplyOptions(ctx, TensorType{DType::kFloat32, std::move(*size), {}, {}});
  if (!out.ok()) return out.status();
  return Value::Tensor(std::move(*out));
}

absl::StatusOr<Value> EmptyStrided(const ShapeContext& ctx) {
  auto size = SizeArg(ctx, 0);
  if (!size.ok()) return size.status();
  auto stride = StrideArg(ctx, 1, size->size());
  if (!stride.ok()) return stride.status();
  auto out = ApplyOptions(ctx, TensorType{DType::kFloat32, std::move(*size), *stride, {}});
  if (!out.ok()) return out.status();
  return Value::Tensor(std::move(*out));
}

// new_empty / new_zeros / new_ones / new_full(self, size, ...): self's dtype and device.
absl::StatusOr<Value> NewFromSize(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto size = SizeArg(ctx, 1);
  if (!size.ok()) return size.status();
  auto out = ApplyOptions(ctx, TensorType{self->dtype, std::move(*size), {}, self->device});
  if (!out.ok()) return out.status();
  return Value::Tensor(std::move(*out));
}

absl::StatusOr<Value> NewEmptyStrided(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto size = SizeArg(ctx, 1);
  if (!size.ok()) return size.status();
  auto stride = StrideArg(ctx, 2, size->size());
  if (!stride.ok()) return stride.status();
  auto out = ApplyOptions(ctx, TensorType{self->dtype, std::move(*size), *stride, self->device});
  if (!out.ok()) return out.status();
  return Value::Tensor(std::move(*out));
}

// *_like(self, ..., *, dtype, memory_format): self's type; preserve_format keeps strides.
absl::StatusOr<Value> Like(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto out = ApplyOptions(ctx, *self);
  if (!out.ok()) return out.status();
  const Argument* format = ctx.Arg(kKeywordOnly, "memory_format");
  if (format != nullptr && format->kind == Argument::Kind::kMemoryFormat &&
      format->s != "preserve_format") {
    out->strides.clear();
  }
  return Value::Tensor(std::move(*out));
}

struct Bound {
  double value = 0;
  int64_t int_value = 0;
  bool is_int = true;
  bool symbolic = false;
};

absl::StatusOr<Bound> BoundArg(const ShapeContext& ctx, size_t index, std::string_view name) {
  const Argument* arg = ctx.Arg(index, name);
  if (arg == nullptr) return ShapeContext::Error(fmt::format("missing argument '{}'", name));
  auto number = ctx.Number(index, name);
  if (!number.ok()) return number.status();
  Bound b{*number, 0, false, false};
  if (arg->kind == Argument::Kind::kFloat) return b;
  if (arg->kind == Argument::Kind::kNode) {
    const Value& v = ctx.ValueOf(*arg);
    if (v.kind == Value::Kind::kSymFloat) return Bound{*number, 0, false, true};
    return Bound{*number, v.sym.hint, true, v.sym.symbolic};
  }
  return Bound{*number, arg->i, true, false};
}

absl::StatusOr<SymInt> ArangeLength(const Bound& start, const Bound& end, const Bound& step) {
  if (step.value == 0) return ShapeContext::Error("arange expected a nonzero step, got 0");
  int64_t length = 0;
  if (start.is_int && end.is_int && step.is_int) {
    int64_t span = end.int_value - start.int_value;
    length = -FloorDiv(-span, step.int_value);  // ceil(span / step)
  } else {
    length = static_cast<int64_t>(std::ceil((end.value - start.value) / step.value));
  }
  if (length < 0) {
    return ShapeContext::Error(fmt::format(
        "arange expected the bounds to agree with the step sign, got start {}, end {}, step {}",
        start.value, end.value, step.value));
  }
  return SymInt{length, start.symbolic || end.symbolic || step.symbolic};
}

// arange.default(end), arange.start(start, end), arange.start_step(start, end, step).
template <int kArgs>
absl::StatusOr<Value> Arange(const ShapeContext& ctx) {
  Bound start{0, 0, true, false};
  Bound step{1, 1, true, false};
  auto end = BoundArg(ctx, kArgs == 1 ? 0 : 1, "end");
  if (!end.ok()) return end.status();
  if constexpr (kArgs >= 2) {
    auto v = BoundArg(ctx, 0, "start");
    if (!v.ok()) return v.status();
    start = *v;
  }
  if (kArgs == 3 && ctx.Has(2, "step")) {
    auto v = BoundArg(ctx, 2, "step");
    if (!v.ok()) return v.status();
    step = *v;
  }
  auto length = ArangeLength(start, *end, step);
  if (!length.ok()) return length.status();
  DType dtype = start.is_int && end->is_int && step.is_int ? DType::kInt64 : DType::kFloat32;
  auto out = ApplyOptions(ctx, TensorType{dtype, {*length}, {}, {}});
  if (!out.ok()) return out.status();
  return Value::Tensor(std::move(*out));
}

absl::StatusOr<Value> ScalarTensor(const ShapeContext& ctx) {
  auto s = ctx.Number(0, "s");
  if (!s.ok()) return s.status();
  auto out = ApplyOptions(ctx, TensorType{DType::kFloat32, {}, {}, {}});
  if (!out.ok()) return out.status();
  return Value::Tensor(std::move(*out));
}

constexpr ShapeRuleEntry kFactoryRules[] = {
    {"aten.full", Full},
    {"aten.zeros", FromSize},
    {"aten.ones", FromSize},
    {"aten.empty", FromSize},
    {"aten.rand", FromSize},
    {"aten.randn", FromSize},
    {"aten.empty_strided", EmptyStrided},
    {"aten.new_empty_strided", NewEmptyStrided},
    {"aten.new_empty", NewFromSize},
    {"aten.new_zeros", NewFromSize},
    {"aten.new_ones", NewFromSize},
    {"aten.new_full", NewFromSize},
    {"aten.zeros_like", Like},
    {"aten.ones_like", Like},
    {"aten.empty_like", Like},
    {"aten.full_like", Like},
    {"aten.rand_like", Like},
    {"aten.randn_like", Like},
    {"aten.arange.default", Arange<1>},
    {"aten.arange.start", Arange<2>},
    {"aten.arange.start_step", Arange<3>},
    {"aten.scalar_tensor", ScalarTensor},
};

}  // namespace

std::span<const ShapeRuleEntry> FactoryShapeRules() { return kFactoryRules; }

}  // namespace collopt
