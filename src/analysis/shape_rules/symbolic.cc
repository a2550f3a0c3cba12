// collopt/analysis/shape_rules/symbolic.cc — shape rules: symbolic scalars.
//
// FX prints arithmetic on SymInts as Python operators (`add_18 = sym_sum + 64`,
// `ge = u0 >= 0`), which the reader turns into `operator.*` nodes; sizes come
// from `aten.sym_size.int`, data-dependent values from
// `aten._local_scalar_dense` (an "unbacked" symbol whose hint is
// ShapeOptions::unbacked_symint_hint, since the graph cannot know it), and
// `torch.sym_sum` / `sym_max` / `sym_min` / `sym_float` /`sym_not` / `sym_ite`
// (torch/__init__.py). Results carry hints computed with Python semantics
// (floor division and modulo round toward −∞); anything depending on a
// symbol stays symbolic. Runtime assertions (`_assert_scalar`) yield None.
#include <cmath>

#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

// A scalar operand: int (possibly symbolic) or float.
struct SymScalar {
  bool is_float = false;
  SymInt i;
  double f = 0;
  double AsDouble() const { return is_float ? f : static_cast<double>(i.hint); }
};

absl::StatusOr<SymScalar> ScalarArg(const ShapeContext& ctx, size_t index) {
  const Argument* arg = ctx.Arg(index);
  if (arg == nullptr) return ShapeContext::Error(fmt::format("missing operand {}", index));
  SymScalar s;
  if (arg->kind == Argument::Kind::kFloat) {
    s.is_float = true;
    s.f = arg->f;
    return s;
  }
  if (arg->kind == Argument::Kind::kNode && ctx.ValueOf(*arg).kind == Value::Kind::kSymFloat) {
    s.is_float = true;
    s.f = ctx.ValueOf(*arg).scalar;
    return s;
  }
  auto i = ArgToSymInt(ctx.graph(), *arg);
  if (!i.ok()) return i.status();
  s.i = *i;
  return s;
}

template <typename IntOp, typename FloatOp>
absl::StatusOr<Value> Arith(const ShapeContext& ctx, IntOp int_op, FloatOp float_op) {
  auto a = ScalarArg(ctx, 0);
  if (!a.ok()) return a.status();
  auto b = ScalarArg(ctx, 1);
  if (!b.ok()) return b.status();
  if (a->is_float || b->is_float) return Value::Float(float_op(a->AsDouble(), b->AsDouble()));
  auto v = int_op(a->i.hint, b->i.hint);
  if (!v.ok()) return v.status();
  return Value::Int(SymInt{*v, a->i.symbolic || b->i.symbolic});
}

absl::StatusOr<Value> Add(const ShapeContext& ctx) {
  return Arith(
      ctx, [](int64_t a, int64_t b) -> absl::StatusOr<int64_t> { return a + b; },
      [](double a, double b) { return a + b; });
}
absl::StatusOr<Value> Sub(const ShapeContext& ctx) {
  return Arith(
      ctx, [](int64_t a, int64_t b) -> absl::StatusOr<int64_t> { return a - b; },
      [](double a, double b) { return a - b; });
}
absl::StatusOr<Value> Mul(const ShapeContext& ctx) {
  return Arith(
      ctx, [](int64_t a, int64_t b) -> absl::StatusOr<int64_t> { return a * b; },
      [](double a, double b) { return a * b; });
}
absl::StatusOr<Value> FloorDivide(const ShapeContext& ctx) {
  return Arith(
      ctx,
      [](int64_t a, int64_t b) -> absl::StatusOr<int64_t> {
        if (b == 0) return ShapeContext::Error("integer division by zero");
        return FloorDiv(a, b);
      },
      [](double a, double b) { return std::floor(a / b); });
}
absl::StatusOr<Value> Mod(const ShapeContext& ctx) {
  return Arith(
      ctx,
      [](int64_t a, int64_t b) -> absl::StatusOr<int64_t> {
        if (b == 0) return ShapeContext::Error("integer modulo by zero");
        return a - FloorDiv(a, b) * b;
      },
      [](double a, double b) { return a - std::floor(a / b) * b; });
}
absl::StatusOr<Value> TrueDiv(const ShapeContext& ctx) {
  auto a = ScalarArg(ctx, 0);
  if (!a.ok()) return a.status();
  auto b = ScalarArg(ctx, 1);
  if (!b.ok()) return b.status();
  if (b->AsDouble() == 0) return ShapeContext::Error("division by zero");
  return Value::Float(a->AsDouble() / b->AsDouble());
}
absl::StatusOr<Value> Pow(const ShapeContext& ctx) {
  return Arith(
      ctx,
      [](int64_t a, int64_t b) -> absl::StatusOr<int64_t> {
        if (b < 0) return ShapeContext::Error("negative integer exponent");
        int64_t r = 1;
        for (int64_t k = 0; k < b; ++k) r *= a;
        return r;
      },
      [](double a, double b) { return std::pow(a, b); });
}

template <typename Cmp>
absl::StatusOr<Value> CompareSyms(const ShapeContext& ctx, Cmp cmp) {
  auto a = ScalarArg(ctx, 0);
  if (!a.ok()) return a.status();
  auto b = ScalarArg(ctx, 1);
  if (!b.ok()) return b.status();
  bool result = cmp(a->AsDouble(), b->AsDouble());
  return Value::Bool(SymInt{result ? 1 : 0, a->i.symbolic || b->i.symbolic});
}

absl::StatusOr<Value> Eq(const ShapeContext& c) {
  return CompareSyms(c, [](double a, double b) { return a == b; });
}
absl::StatusOr<Value> Ne(const ShapeContext& c) {
  return CompareSyms(c, [](double a, double b) { return a != b; });
}
absl::StatusOr<Value> Lt(const ShapeContext& c) {
  return CompareSyms(c, [](double a, double b) { return a < b; });
}
absl::StatusOr<Value> Le(const ShapeContext& c) {
  return CompareSyms(c, [](double a, double b) { return a <= b; });
}
absl::StatusOr<Value> Gt(const ShapeContext& c) {
  return CompareSyms(c, [](double a, double b) { return a > b; });
}
absl::StatusOr<Value> Ge(const ShapeContext& c) {
  return CompareSyms(c, [](double a, double b) { return a >= b; });
}
absl::StatusOr<Value> And(const ShapeContext& c) {
  return CompareSyms(c, [](double a, double b) { return a != 0 && b != 0; });
}
absl::StatusOr<Value> Or(const ShapeContext& c) {
  return CompareSyms(c, [](double a, double b) { return a != 0 || b != 0; });
}

absl::StatusOr<Value> Neg(const ShapeContext& ctx) {
  auto a = ScalarArg(ctx, 0);
  if (!a.ok()) return a.status();
  if (a->is_float) return Value::Float(-a->f);
  return Value::Int(SymInt{-a->i.hint, a->i.symbolic});
}

absl::StatusOr<Value> Not(const ShapeContext& ctx) {
  auto a = ScalarArg(ctx, 0);
  if (!a.ok()) return a.status();
  return Value::Bool(SymInt{a->AsDouble() == 0 ? 1 : 0, a->i.symbolic});
}

// torch.sym_sum(iterable) → the sum.
absl::StatusOr<Value> SymSum(const ShapeContext& ctx) {
  auto items = ctx.IntList(0);
  if (!items.ok()) return items.status();
  SymInt total = SymInt::Concrete(0);
  for (SymInt v : *items) total = total + v;
  return Value::Int(total);
}

template <bool kMax>
absl::StatusOr<Value> SymMinMax(const ShapeContext& ctx) {
  auto a = ctx.Int(0);
  if (!a.ok()) return a.status();
  auto b = ctx.Int(1);
  if (!b.ok()) return b.status();
  bool pick_a = kMax ? a->hint >= b->hint : a->hint <= b->hint;
  return Value::Int(SymInt{pick_a ? a->hint : b->hint, a->symbolic || b->symbolic});
}

absl::StatusOr<Value> SymFloat(const ShapeContext& ctx) {
  auto a = ScalarArg(ctx, 0);
  if (!a.ok()) return a.status();
  return Value::Float(a->AsDouble());
}

absl::StatusOr<Value> ToSymInt(const ShapeContext& ctx) {
  auto a = ScalarArg(ctx, 0);
  if (!a.ok()) return a.status();
  if (!a->is_float) return Value::Int(a->i);
  return Value::Int(SymInt::Symbolic(static_cast<int64_t>(a->f)));
}

template <bool kCeil>
absl::StatusOr<Value> Round(const ShapeContext& ctx) {
  auto a = ScalarArg(ctx, 0);
  if (!a.ok()) return a.status();
  if (!a->is_float) return Value::Int(a->i);
  double r = kCeil ? std::ceil(a->f) : std::floor(a->f);
  return Value::Int(SymInt{static_cast<int64_t>(r), false});
}

absl::StatusOr<Value> SymIte(const ShapeContext& ctx) {
  auto cond = ctx.Bool(0, "", false);
  if (!cond.ok()) return cond.status();
  const Argument* pick = ctx.Arg(*cond ? 1 : 2);
  if (pick == nullptr) return ShapeContext::Error("expected sym_ite(cond, a, b)");
  if (pick->kind == Argument::Kind::kNode) return ctx.ValueOf(*pick);
  auto v = ArgToSymInt(ctx.graph(), *pick);
  if (!v.ok()) return v.status();
  return Value::Int(*v);
}

// aten.sym_size.int(self, dim).
absl::StatusOr<Value> SymSize(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  auto w = WrapDim(dim->hint, self->rank());
  if (!w.ok()) return w.status();
  if (self->rank() == 0) return ShapeContext::Error("sym_size of a 0-d tensor");
  return Value::Int(self->shape[static_cast<size_t>(*w)]);
}

absl::StatusOr<Value> SymNumel(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  bool symbolic = false;
  for (SymInt d : self->shape) symbolic |= d.symbolic;
  return Value::Int(SymInt{self->numel(), symbolic});
}

absl::StatusOr<Value> SymStride(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  auto w = WrapDim(dim->hint, self->rank());
  if (!w.ok()) return w.status();
  std::vector<int64_t> strides =
      self->strides.empty() ? ContiguousStrides(self->shape) : self->strides.ToVector();
  if (strides.empty()) return Value::Int(SymInt::Concrete(1));
  return Value::Int(SymInt::Concrete(strides[static_cast<size_t>(*w)]));
}

// _local_scalar_dense(self) / item(): a data-dependent scalar.
absl::StatusOr<Value> LocalScalarDense(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  if (self->numel() != 1) {
    return ShapeContext::Error(
        fmt::format("expected a one-element tensor, got {}", self->ToString()));
  }
  if (self->dtype == DType::kBool) return Value::Bool(SymInt::Symbolic(1));
  if (IsFloatingPoint(self->dtype)) return Value::Float(0.0);
  return Value::Int(SymInt::Symbolic(ctx.options().unbacked_symint_hint));
}

absl::StatusOr<Value> NoneResult(const ShapeContext&) { return Value::None(); }

constexpr ShapeRuleEntry kSymbolicRules[] = {
    {"operator.add", Add},
    {"operator.sub", Sub},
    {"operator.mul", Mul},
    {"operator.floordiv", FloorDivide},
    {"operator.truediv", TrueDiv},
    {"operator.mod", Mod},
    {"operator.pow", Pow},
    {"operator.neg", Neg},
    {"operator.eq", Eq},
    {"operator.ne", Ne},
    {"operator.lt", Lt},
    {"operator.le", Le},
    {"operator.gt", Gt},
    {"operator.ge", Ge},
    {"operator.and_", And},
    {"operator.or_", Or},
    {"operator.not_", Not},
    {"torch.sym_sum", SymSum},
    {"torch.sym_max", SymMinMax<true>},
    {"torch.sym_min", SymMinMax<false>},
    {"torch.sym_float", SymFloat},
    {"torch.sym_int", ToSymInt},
    {"torch.sym_not", Not},
    {"torch.sym_ite", SymIte},
    {"math.floor", Round<false>},
    {"math.ceil", Round<true>},
    {"aten.sym_size.int", SymSize},
    {"aten.sym_numel", SymNumel},
    {"aten.sym_stride.int", SymStride},
    {"aten._local_scalar_dense", LocalScalarDense},
    {"aten.item", LocalScalarDense},
    {"aten._assert_scalar", NoneResult},
    {"aten._assert_async", NoneResult},
    {"aten.sym_constrain_range_for_size", NoneResult},
    {"aten._assert_tensor_metadata", NoneResult},
};

}  // namespace

std::span<const ShapeRuleEntry> SymbolicShapeRules() { return kSymbolicRules; }

}  // namespace collopt
