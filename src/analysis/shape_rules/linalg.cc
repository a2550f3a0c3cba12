// collopt/analysis/shape_rules/linalg.cc — shape rules: torch.linalg kernels and FFT.
//
// A is [*batch, m, n]; k = min(m, n); pivots and info are int32; real
// results of complex inputs take the real dtype. Shapes follow
// torch/_meta_registrations.py (`linalg_*` meta functions,
// `_linalg_broadcast_batch_dims`) and aten/src/ATen/native/BatchLinearAlgebra.cpp:
//   cholesky, cholesky_inverse, linalg_matrix_exp, householder_product → A
//   linalg_cholesky_ex / linalg_inv_ex(A) → (A, info batch)
//   linalg_lu_factor_ex(A) → (LU A, pivots batch+[k], info batch)
//   linalg_ldl_factor_ex(A) → (LD A, pivots batch+[n], info batch)
//   linalg_lu(A) / lu_unpack(LU, pivots) → (P [m, m], L [m, k], U [k, n])
//   _linalg_det(A) → (det batch, LU, pivots);  _linalg_slogdet → (sign, logabsdet, LU, pivots)
//   cholesky_solve(B, A), linalg_solve_triangular(A, B), linalg_lu_solve(LU, p, B),
//   linalg_ldl_solve(LD, p, B) → broadcast batch + B's matrix dims
//   _linalg_solve_ex(A, B) → (X, LU, pivots, info); a vector B ([n] or batch+[n]) gives a vector X
//   triangular_solve(B, A) → (X, A copy), batches broadcast
//   linalg_qr(A, mode) → reduced (Q [m, k], R [k, n]), complete ([m, m], [m, n]), r ([0], [k, n])
//   _linalg_svd(A, full_matrices, compute_uv) → (U [m, k|m], S batch+[k] real, Vh [k|n, n]);
//     without compute_uv U and Vh are [0]
//   _linalg_eigh(A, UPLO, compute_v) → (values batch+[n] real, vectors A | [0])
//   linalg_eig(A) → (values batch+[n], vectors A), complex
//   linalg_pinv(A) → [*batch, n, m];  _linalg_check_errors → None
//   _fft_r2c(x, dim, norm, onesided) → complex; the last dim of `dim` → n/2+1 when onesided
//   _fft_c2c(x, dim, ...) → x;  _fft_c2r(x, dim, norm, last_dim_size) → real, last dim set
#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

struct Matrix {
  TensorType t;
  Shape batch;
  SymInt m;
  SymInt n;
};

absl::StatusOr<Matrix> MatrixArg(const ShapeContext& ctx, size_t index) {
  auto t = ctx.Tensor(index);
  if (!t.ok()) return t.status();
  if (t->rank() < 2) {
    return ShapeContext::Error(
        fmt::format("expected a matrix or a batch of matrices, got {}", t->ToString()));
  }
  Matrix a{*t, Shape(t->shape.begin(), t->shape.end() - 2), t->shape[t->shape.size() - 2],
           t->shape.back()};
  a.t.strides.clear();
  return a;
}

TensorType Make(const Matrix& a, DType dtype, Shape tail) {
  Shape shape = a.batch;
  shape.insert(shape.end(), tail.begin(), tail.end());
  return TensorType{dtype, std::move(shape), {}, a.t.device};
}

SymInt Min(SymInt a, SymInt b) { return a.hint <= b.hint ? a : b; }

Value Tensor(TensorType t) { return Value::Tensor(std::move(t)); }

absl::StatusOr<Value> SameAsA(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  return Tensor(a->t);
}

// (A, info) / (A, pivots [k or n], info).
template <int kPivots>  // 0: none, 1: min(m, n), 2: n
absl::StatusOr<Value> Factor(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  std::vector<Value> out = {Tensor(a->t)};
  if (kPivots != 0) {
    out.push_back(Tensor(Make(*a, DType::kInt32, {kPivots == 1 ? Min(a->m, a->n) : a->n})));
  }
  out.push_back(Tensor(Make(*a, DType::kInt32, {})));
  return Value::Tuple(std::move(out));
}

absl::StatusOr<Value> Lu(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  SymInt k = Min(a->m, a->n);
  DType d = a->t.dtype;
  return Value::Tuple({Tensor(Make(*a, d, {a->m, a->m})), Tensor(Make(*a, d, {a->m, k})),
                       Tensor(Make(*a, d, {k, a->n}))});
}

template <bool kSign>
absl::StatusOr<Value> Det(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  std::vector<Value> out = {Tensor(Make(*a, a->t.dtype, {}))};
  if (kSign) out.push_back(Tensor(Make(*a, ToRealDType(a->t.dtype), {})));
  out.push_back(Tensor(a->t));
  out.push_back(Tensor(Make(*a, DType::kInt32, {a->n})));
  return Value::Tuple(std::move(out));
}

// Broadcast batch of `a` and `b`, then b's matrix dims.
absl::StatusOr<TensorType> SolveShape(const Matrix& a, const Matrix& b) {
  auto batch = BroadcastShapes(a.batch, b.batch);
  if (!batch.ok()) return batch.status();
  batch->push_back(b.m);
  batch->push_back(b.n);
  return TensorType{b.t.dtype, std::move(*batch), {}, b.t.device};
}

// Solve with the coefficient at kA and the right-hand side at kB.
template <size_t kA, size_t kB>
absl::StatusOr<Value> Solve(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, kA);
  if (!a.ok()) return a.status();
  auto b = MatrixArg(ctx, kB);
  if (!b.ok()) return b.status();
  auto out = SolveShape(*a, *b);
  if (!out.ok()) return out.status();
  return Tensor(std::move(*out));
}

absl::StatusOr<Value> SolveEx(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  auto b = ctx.Tensor(1, "B");
  if (!b.ok()) return b.status();
  // linalg_solve_is_vector_rhs: B is [n], or batch+[n] with A's batch.
  bool vector = b->rank() == 1 || (b->rank() == a->t.rank() - 1 &&
                                   Shape(b->shape.begin(), b->shape.end() - 1) == a->batch);
  TensorType x;
  if (vector) {
    x = Make(*a, b->dtype, {b->shape.back()});
  } else {
    auto bm = MatrixArg(ctx, 1);
    if (!bm.ok()) return bm.status();
    auto s = SolveShape(*a, *bm);
    if (!s.ok()) return s.status();
    x = std::move(*s);
  }
  return Value::Tuple({Tensor(std::move(x)), Tensor(a->t), Tensor(Make(*a, DType::kInt32, {a->n})),
                       Tensor(Make(*a, DType::kInt32, {}))});
}

absl::StatusOr<Value> TriangularSolve(const ShapeContext& ctx) {
  auto b = MatrixArg(ctx, 0);
  if (!b.ok()) return b.status();
  auto a = MatrixArg(ctx, 1);
  if (!a.ok()) return a.status();
  auto x = SolveShape(*a, *b);
  if (!x.ok()) return x.status();
  auto copy = SolveShape(*b, *a);
  if (!copy.ok()) return copy.status();
  return Value::Tuple({Tensor(std::move(*x)), Tensor(std::move(*copy))});
}

absl::StatusOr<Value> Qr(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  std::string mode = "reduced";
  if (const Argument* m = ctx.Arg(1, "mode"); m != nullptr && m->kind == Argument::Kind::kString) {
    mode = m->s;
  }
  SymInt k = Min(a->m, a->n);
  DType d = a->t.dtype;
  if (mode == "complete") {
    return Value::Tuple({Tensor(Make(*a, d, {a->m, a->m})), Tensor(Make(*a, d, {a->m, a->n}))});
  }
  if (mode == "r") {
    return Value::Tuple({Tensor(TensorType{d, {SymInt::Concrete(0)}, {}, a->t.device}),
                         Tensor(Make(*a, d, {k, a->n}))});
  }
  return Value::Tuple({Tensor(Make(*a, d, {a->m, k})), Tensor(Make(*a, d, {k, a->n}))});
}

absl::StatusOr<Value> Svd(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  auto full = ctx.Bool(1, "full_matrices", false);
  if (!full.ok()) return full.status();
  auto compute_uv = ctx.Bool(2, "compute_uv", true);
  if (!compute_uv.ok()) return compute_uv.status();
  SymInt k = Min(a->m, a->n);
  DType d = a->t.dtype;
  TensorType s = Make(*a, ToRealDType(d), {k});
  if (!*compute_uv) {
    TensorType empty{d, {SymInt::Concrete(0)}, {}, a->t.device};
    return Value::Tuple({Tensor(empty), Tensor(std::move(s)), Tensor(empty)});
  }
  return Value::Tuple({Tensor(Make(*a, d, {a->m, *full ? a->m : k})), Tensor(std::move(s)),
                       Tensor(Make(*a, d, {*full ? a->n : k, a->n}))});
}

absl::StatusOr<Value> Eigh(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  auto compute_v = ctx.Bool(2, "compute_v", true);
  if (!compute_v.ok()) return compute_v.status();
  TensorType vectors =
      *compute_v ? a->t : TensorType{a->t.dtype, {SymInt::Concrete(0)}, {}, a->t.device};
  return Value::Tuple(
      {Tensor(Make(*a, ToRealDType(a->t.dtype), {a->n})), Tensor(std::move(vectors))});
}

absl::StatusOr<Value> Eig(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  DType c = IsComplex(a->t.dtype) ? a->t.dtype : ToComplexDType(a->t.dtype);
  TensorType vectors = a->t;
  vectors.dtype = c;
  return Value::Tuple({Tensor(Make(*a, c, {a->n})), Tensor(std::move(vectors))});
}

absl::StatusOr<Value> Pinv(const ShapeContext& ctx) {
  auto a = MatrixArg(ctx, 0);
  if (!a.ok()) return a.status();
  return Tensor(Make(*a, a->t.dtype, {a->n, a->m}));
}

absl::StatusOr<Value> CheckErrors(const ShapeContext&) { return Value::None(); }

// The FFT's transformed dims, and the last of them (wrapped).
absl::StatusOr<size_t> LastFftDim(const ShapeContext& ctx, const TensorType& self) {
  auto dims = ctx.IntList(1, "dim");
  if (!dims.ok()) return dims.status();
  if (dims->empty()) return ShapeContext::Error("expected at least one FFT dim");
  auto w = WrapDim(dims->back().hint, self.rank());
  if (!w.ok()) return w.status();
  return static_cast<size_t>(*w);
}

absl::StatusOr<Value> FftR2C(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto last = LastFftDim(ctx, *self);
  if (!last.ok()) return last.status();
  auto onesided = ctx.Bool(3, "onesided", true);
  if (!onesided.ok()) return onesided.status();
  if (*onesided) self->shape[*last] = SymInt::Concrete(self->shape[*last].hint / 2 + 1);
  self->dtype = ToComplexDType(self->dtype);
  self->strides.clear();
  return Tensor(*self);
}

absl::StatusOr<Value> FftC2C(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  if (auto last = LastFftDim(ctx, *self); !last.ok()) return last.status();
  self->strides.clear();
  return Tensor(*self);
}

absl::StatusOr<Value> FftC2R(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto last = LastFftDim(ctx, *self);
  if (!last.ok()) return last.status();
  auto size = ctx.Int(3, "last_dim_size");
  if (!size.ok()) return size.status();
  self->shape[*last] = *size;
  self->dtype = ToRealDType(self->dtype);
  self->strides.clear();
  return Tensor(*self);
}

constexpr ShapeRuleEntry kLinalgRules[] = {
    {"aten.cholesky", SameAsA},
    {"aten.cholesky_inverse", SameAsA},
    {"aten.linalg_matrix_exp", SameAsA},
    {"aten.linalg_householder_product", SameAsA},
    {"aten.linalg_cholesky_ex", Factor<0>},
    {"aten.linalg_inv_ex", Factor<0>},
    {"aten.linalg_lu_factor_ex", Factor<1>},
    {"aten.linalg_ldl_factor_ex", Factor<2>},
    {"aten.linalg_lu", Lu},
    {"aten.lu_unpack", Lu},
    {"aten._linalg_det", Det<false>},
    {"aten._linalg_slogdet", Det<true>},
    {"aten.cholesky_solve", Solve<1, 0>},
    {"aten.linalg_solve_triangular", Solve<0, 1>},
    {"aten.linalg_lu_solve", Solve<0, 2>},
    {"aten.linalg_ldl_solve", Solve<0, 2>},
    {"aten._linalg_solve_ex", SolveEx},
    {"aten.triangular_solve", TriangularSolve},
    {"aten.linalg_qr", Qr},
    {"aten._linalg_svd", Svd},
    {"aten._linalg_eigh", Eigh},
    {"aten.linalg_eig", Eig},
    {"aten.linalg_pinv", Pinv},
    {"aten._linalg_check_errors", CheckErrors},
    {"aten._fft_r2c", FftR2C},
    {"aten._fft_c2c", FftC2C},
    {"aten._fft_c2r", FftC2R},
};

}  // namespace

std::span<const ShapeRuleEntry> LinalgShapeRules() { return kLinalgRules; }

}  // namespace collopt
