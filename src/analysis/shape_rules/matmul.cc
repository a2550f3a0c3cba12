// collopt/analysis/shape_rules/matmul.cc — shape rules: matrix products.
//
// Semantics of the ATen matmul family, as their meta functions in
// torch/_meta_registrations.py compute them (meta_mm, meta_bmm, meta_addmm,
// meta_baddbmm, _meta_grouped_mm_common + _create_grouped_mm_output_tensor):
//   mm(self[n, k], mat2[k, m])                        → [n, m]
//   bmm(self[b, n, k], mat2[b, k, m])                 → [b, n, m]
//   addmm(self, mat1[n, k], mat2[k, m], ...)          → [n, m]    (self broadcasts to it)
//   baddbmm(self, batch1[b, n, k], batch2[b, k, m])   → [b, n, m] (self broadcasts to it)
//   _grouped_mm(mat_a, mat_b, offs=None, bias=None, out_dtype=None):
//     2-D a[m, k] × 2-D b[k, n], offs[g]              → [g, m, n]
//     2-D a[m, k] × 3-D b[g, k, n], offs[g]           → [m, n]
//     3-D a[g, m, k] × 2-D b[k, n], offs[g]           → [m, n]
//     3-D a[g, m, k] × 3-D b[g, k, n]                 → [g, m, n]
//   _scaled_mm(self[n, k], mat2[k, m], scale_a, scale_b, bias=None,
//              scale_result=None, out_dtype=None, ...) → [n, m] (meta_scaled_mm)
//   linear(input[..., k], weight[m, k], bias=None)    → [..., m] (its decomposition,
//                                                        input @ weight.t() + bias)
// The result has the first matrix's dtype, or `out_dtype` when given (the
// `.dtype` overloads of mm/bmm/addmm/baddbmm, and _grouped_mm). Results are
// contiguous. Sizes are compared only when both are concrete.
#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

// Error unless `found` equals `expected` (skipped when either is symbolic).
absl::Status CheckSize(SymInt found, SymInt expected, std::string_view what,
                       std::string_view because) {
  if (found.symbolic || expected.symbolic || found.hint == expected.hint) return absl::OkStatus();
  return ShapeContext::Error(fmt::format("expected {} == {} ({}), got {}", std::string(what),
                                         expected.hint, std::string(because), found.hint));
}

absl::Status CheckRank(const TensorType& t, int64_t rank, std::string_view name) {
  if (t.rank() == rank) return absl::OkStatus();
  return ShapeContext::Error(
      fmt::format("expected a {}-D tensor for {}, got {}", rank, std::string(name), t.ToString()));
}

// The out_dtype of a `.dtype` overload: a dtype literal at `index` or the
// `out_dtype` keyword; nullopt when neither (index may hold beta instead).
std::optional<DType> OutDType(const ShapeContext& ctx, size_t index) {
  const Argument* arg = ctx.Arg(index, "out_dtype");
  if (arg != nullptr && arg->kind == Argument::Kind::kDType) return arg->dtype;
  arg = ctx.node().Kwarg("out_dtype");
  if (arg != nullptr && arg->kind == Argument::Kind::kDType) return arg->dtype;
  return std::nullopt;
}

TensorType Result(const TensorType& like, Shape shape, std::optional<DType> out_dtype) {
  TensorType out;
  out.dtype = out_dtype.value_or(like.dtype);
  out.device = like.device;
  out.shape = std::move(shape);
  return out;
}

// [n, k] × [k, m] → [n, m]; names label the error messages.
absl::StatusOr<Shape> MatrixProduct(const TensorType& a, const TensorType& b,
                                    std::string_view a_name, std::string_view b_name) {
  if (auto s = CheckRank(a, 2, a_name); !s.ok()) return s;
  if (auto s = CheckRank(b, 2, b_name); !s.ok()) return s;
  auto s = CheckSize(b.shape[0], a.shape[1], fmt::format("{} dim 0", std::string(b_name)),
                     fmt::format("{} dim 1", std::string(a_name)));
  if (!s.ok()) return s;
  return Shape{a.shape[0], b.shape[1]};
}

// [b, n, k] × [b, k, m] → [b, n, m].
absl::StatusOr<Shape> BatchProduct(const TensorType& a, const TensorType& b,
                                   std::string_view a_name, std::string_view b_name) {
  if (auto s = CheckRank(a, 3, a_name); !s.ok()) return s;
  if (auto s = CheckRank(b, 3, b_name); !s.ok()) return s;
  std::string an(a_name), bn(b_name);
  auto s = CheckSize(b.shape[0], a.shape[0], bn + " dim 0", an + " dim 0");
  if (s.ok()) s = CheckSize(b.shape[1], a.shape[2], bn + " dim 1", an + " dim 2");
  if (!s.ok()) return s;
  return Shape{a.shape[0], a.shape[1], b.shape[2]};
}

// addmm / baddbmm: `self` must broadcast to the product's shape.
absl::Status CheckAddend(const TensorType& self, const Shape& shape) {
  auto broadcast = BroadcastShapes(self.shape, shape);
  bool ok = broadcast.ok() && broadcast->size() == shape.size();
  for (size_t i = 0; ok && i < shape.size(); ++i) ok = (*broadcast)[i].hint == shape[i].hint;
  if (ok) return absl::OkStatus();
  return ShapeContext::Error(fmt::format("expected self to broadcast to {}, got {}",
                                         ShapeToString(shape), self.ToString()));
}

// self[n, k] × mat2[k, m] → [n, m] in `out_dtype` (else self's dtype).
absl::StatusOr<Value> SelfTimesMat2(const ShapeContext& ctx, std::optional<DType> out_dtype) {
  auto a = ctx.Tensor(0, "self");
  if (!a.ok()) return a.status();
  auto b = ctx.Tensor(1, "mat2");
  if (!b.ok()) return b.status();
  auto shape = MatrixProduct(*a, *b, "self", "mat2");
  if (!shape.ok()) return shape.status();
  return Value::Tensor(Result(*a, std::move(*shape), out_dtype));
}

absl::StatusOr<Value> Mm(const ShapeContext& ctx) { return SelfTimesMat2(ctx, OutDType(ctx, 2)); }

absl::StatusOr<Value> Bmm(const ShapeContext& ctx) {
  auto a = ctx.Tensor(0, "self");
  if (!a.ok()) return a.status();
  auto b = ctx.Tensor(1, "mat2");
  if (!b.ok()) return b.status();
  auto shape = BatchProduct(*a, *b, "self", "mat2");
  if (!shape.ok()) return shape.status();
  return Value::Tensor(Result(*a, std::move(*shape), OutDType(ctx, 2)));
}

// addmm(self, mat1, mat2) and baddbmm(self, batch1, batch2).
template <bool kBatched>
absl::StatusOr<Value> AddProduct(const ShapeContext& ctx) {
  const char* a_name = kBatched ? "batch1" : "mat1";
  const char* b_name = kBatched ? "batch2" : "mat2";
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto a = ctx.Tensor(1, a_name);
  if (!a.ok()) return a.status();
  auto b = ctx.Tensor(2, b_name);
  if (!b.ok()) return b.status();
  auto shape =
      kBatched ? BatchProduct(*a, *b, a_name, b_name) : MatrixProduct(*a, *b, a_name, b_name);
  if (!shape.ok()) return shape.status();
  if (auto s = CheckAddend(*self, *shape); !s.ok()) return s;
  return Value::Tensor(Result(*a, std::move(*shape), OutDType(ctx, 3)));
}

// _create_grouped_mm_output_tensor: the shape for each rank combination.
absl::StatusOr<Shape> GroupedShape(const TensorType& a, const TensorType& b,
                                   const std::optional<TensorType>& offs) {
  bool a2 = a.rank() == 2, b2 = b.rank() == 2;
  if (a2 && b2) return Shape{offs->shape[0], a.shape[0], b.shape[1]};
  if (a2) {
    auto s = CheckSize(b.shape[0], offs->shape[0], "mat_b dim 0", "the number of offsets");
    if (!s.ok()) return s;
    return Shape{a.shape[0], b.shape[2]};
  }
  if (b2) {
    auto s = CheckSize(a.shape[0], offs->shape[0], "mat_a dim 0", "the number of offsets");
    if (!s.ok()) return s;
    return Shape{a.shape[1], b.shape[1]};
  }
  auto s = CheckSize(b.shape[0], a.shape[0], "mat_b dim 0", "mat_a dim 0");
  if (!s.ok()) return s;
  return Shape{a.shape[0], a.shape[1], b.shape[2]};
}

// The checks of _meta_grouped_mm_common that bear on shapes.
absl::Status CheckGroupedArgs(const TensorType& a, const TensorType& b,
                              const std::optional<TensorType>& offs) {
  if ((a.rank() != 2 && a.rank() != 3) || (b.rank() != 2 && b.rank() != 3)) {
    return ShapeContext::Error(fmt::format("expected 2-D or 3-D mat_a and mat_b, got {} and {}",
                                           a.ToString(), b.ToString()));
  }
  if (a.rank() == 3 || b.rank() == 3) {
    auto s = CheckSize(b.shape[b.shape.size() - 2], a.shape.back(), "mat_b dim -2", "mat_a dim -1");
    if (!s.ok()) return s;
  }
  bool needs_offs = a.rank() == 2 || b.rank() == 2;
  if (needs_offs && !offs.has_value()) {
    return ShapeContext::Error(
        fmt::format("expected offs for {}-D/{}-D operands, got None", a.rank(), b.rank()));
  }
  if (!needs_offs && offs.has_value()) {
    return ShapeContext::Error("expected no offs for 3-D/3-D operands, got " + offs->ToString());
  }
  if (offs.has_value() && offs->rank() != 1) {
    return ShapeContext::Error("expected a 1-D offs tensor, got " + offs->ToString());
  }
  return absl::OkStatus();
}

absl::StatusOr<Value> GroupedMm(const ShapeContext& ctx) {
  auto a = ctx.Tensor(0, "self");  // mat_a
  if (!a.ok()) return a.status();
  auto b = ctx.Tensor(1, "mat2");  // mat_b
  if (!b.ok()) return b.status();
  auto offs = ctx.OptionalTensor(2, "offs");
  if (!offs.ok()) return offs.status();
  auto out_dtype = ctx.DTypeArg(4, "out_dtype");
  if (!out_dtype.ok()) return out_dtype.status();
  if (auto s = CheckGroupedArgs(*a, *b, *offs); !s.ok()) return s;
  auto shape = GroupedShape(*a, *b, *offs);
  if (!shape.ok()) return shape.status();
  return Value::Tensor(Result(*a, std::move(*shape), *out_dtype));
}

absl::StatusOr<Value> ScaledMm(const ShapeContext& ctx) {
  auto out_dtype = ctx.DTypeArg(6, "out_dtype");
  if (!out_dtype.ok()) return out_dtype.status();
  return SelfTimesMat2(ctx, *out_dtype);
}

absl::StatusOr<Value> Linear(const ShapeContext& ctx) {
  auto x = ctx.Tensor(0, "input");
  if (!x.ok()) return x.status();
  auto w = ctx.Tensor(1, "weight");
  if (!w.ok()) return w.status();
  if (auto s = CheckRank(*w, 2, "weight"); !s.ok()) return s;
  if (x->rank() < 1) return ShapeContext::Error("expected input of at least 1 dim, got a scalar");
  auto s = CheckSize(w->shape[1], x->shape.back(), "weight dim 1", "input dim -1");
  if (!s.ok()) return s;
  Shape shape = x->shape;
  shape.back() = w->shape[0];
  return Value::Tensor(Result(*x, std::move(shape), std::nullopt));
}

constexpr ShapeRuleEntry kMatmulRules[] = {
    {"aten.mm", Mm},
    {"aten.bmm", Bmm},
    {"aten.addmm", AddProduct<false>},
    {"aten.baddbmm", AddProduct<true>},
    {"aten._grouped_mm", GroupedMm},
    {"aten._scaled_mm", ScaledMm},
    {"aten.linear", Linear},
};

}  // namespace

std::span<const ShapeRuleEntry> MatmulShapeRules() { return kMatmulRules; }

}  // namespace collopt
