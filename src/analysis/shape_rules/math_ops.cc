// collopt/analysis/shape_rules/math_ops.cc — shape rules: the elementwise math library.
//
// A table from op to its elementwise type-promotion kind
// (analysis/shape_rules/elementwise.h), as each op's reference in
// torch/_refs/__init__.py, torch/_refs/special/__init__.py and
// torch/_refs/nn/functional/__init__.py declares it with
// `elementwise_type_promotion_wrapper(type_promotion_kind=...)`: the result
// broadcasts the tensor operands and takes the kind's dtype. Also the few
// elementwise ops whose result dtype is not a promotion kind: complex/polar
// (the complex dtype of the promoted real one, torch/_refs `complex`,
// `polar`), frexp (mantissa, int32 exponent; `meta_frexp`), isin (bool, the
// elements' shape; `meta_isin`), bucketize (int64 or int32 indices, self's
// shape; `meta_bucketize`), polygamma(n, self) (self promoted int-to-float).
#include "analysis/shape_rule.h"
#include "analysis/shape_rules/elementwise.h"

namespace collopt {
namespace {

constexpr auto kUnaryFloat = ElementwiseRule<Promotion::kIntToFloat, 1>;
constexpr auto kUnary = ElementwiseRule<Promotion::kDefault, 1>;
constexpr auto kUnaryBool = ElementwiseRule<Promotion::kAlwaysBool, 1>;
constexpr auto kBinaryFloat = ElementwiseRule<Promotion::kIntToFloat, 2>;
constexpr auto kBinary = ElementwiseRule<Promotion::kDefault, 2>;

// complex(real, imag) / polar(abs, angle): the complex dtype of the promoted operands.
absl::StatusOr<Value> ToComplex(const ShapeContext& ctx) {
  auto out = ElementwiseOver(ctx, 0, 2, Promotion::kDefault);
  if (!out.ok()) return out;
  if (!IsFloatingPoint(out->tensor.dtype)) {
    return ShapeContext::Error("expected floating point operands");
  }
  out->tensor.dtype = ToComplexDType(out->tensor.dtype);
  return out;
}

// frexp(self) → (mantissa: self's dtype, exponent: int32).
absl::StatusOr<Value> Frexp(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  self->strides.clear();
  TensorType exponent = *self;
  exponent.dtype = DType::kInt32;
  return Value::Tuple({Value::Tensor(*self), Value::Tensor(std::move(exponent))});
}

// isin(elements, test_elements): bool, shaped like elements.
absl::StatusOr<Value> IsIn(const ShapeContext& ctx) {
  auto elements = ctx.Tensor(0, "elements");
  if (!elements.ok()) return elements.status();
  return Value::Tensor(TensorType{DType::kBool, elements->shape, {}, elements->device});
}

// bucketize(self, boundaries, out_int32=False): self's shape, int64 (int32).
absl::StatusOr<Value> Bucketize(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto out_int32 = ctx.Bool(99, "out_int32", false);
  if (!out_int32.ok()) return out_int32.status();
  return Value::Tensor(
      TensorType{*out_int32 ? DType::kInt32 : DType::kInt64, self->shape, {}, self->device});
}

// polygamma(n, self): self int-to-float.
absl::StatusOr<Value> Polygamma(const ShapeContext& ctx) {
  return ElementwiseOver(ctx, 1, 2, Promotion::kIntToFloat);
}

constexpr ShapeRuleEntry kMathOpsRules[] = {
    // INT_TO_FLOAT, unary.
    {"aten.acos", kUnaryFloat},
    {"aten.acosh", kUnaryFloat},
    {"aten.asin", kUnaryFloat},
    {"aten.asinh", kUnaryFloat},
    {"aten.atan", kUnaryFloat},
    {"aten.atanh", kUnaryFloat},
    {"aten.cosh", kUnaryFloat},
    {"aten.sinh", kUnaryFloat},
    {"aten.tan", kUnaryFloat},
    {"aten.deg2rad", kUnaryFloat},
    {"aten.rad2deg", kUnaryFloat},
    {"aten.i0", kUnaryFloat},
    {"aten.log10", kUnaryFloat},
    {"aten.sinc", kUnaryFloat},
    {"aten.digamma", kUnaryFloat},
    {"aten.erfc", kUnaryFloat},
    {"aten.erfinv", kUnaryFloat},
    {"aten.lgamma", kUnaryFloat},
    {"aten.logit", kUnaryFloat},
    {"aten.mvlgamma", kUnaryFloat},
    {"aten.special_i0e", kUnaryFloat},
    {"aten.special_i1", kUnaryFloat},
    {"aten.special_i1e", kUnaryFloat},
    {"aten.special_entr", kUnaryFloat},
    {"aten.special_ndtri", kUnaryFloat},
    {"aten.special_log_ndtr", kUnaryFloat},
    {"aten.special_erfcx", kUnaryFloat},
    {"aten.special_airy_ai", kUnaryFloat},
    {"aten.special_bessel_j0", kUnaryFloat},
    {"aten.special_bessel_j1", kUnaryFloat},
    {"aten.special_bessel_y0", kUnaryFloat},
    {"aten.special_bessel_y1", kUnaryFloat},
    {"aten.special_modified_bessel_i0", kUnaryFloat},
    {"aten.special_modified_bessel_i1", kUnaryFloat},
    {"aten.special_modified_bessel_k0", kUnaryFloat},
    {"aten.special_modified_bessel_k1", kUnaryFloat},
    {"aten.special_scaled_modified_bessel_k0", kUnaryFloat},
    {"aten.special_scaled_modified_bessel_k1", kUnaryFloat},
    {"aten.special_spherical_bessel_j0", kUnaryFloat},
    {"aten.polygamma", Polygamma},
    // INT_TO_FLOAT, binary.
    {"aten.copysign", kBinaryFloat},
    {"aten.ldexp", kBinaryFloat},
    {"aten.logaddexp", kBinaryFloat},
    {"aten.logaddexp2", kBinaryFloat},
    {"aten.xlogy", kBinaryFloat},
    {"aten.igamma", kBinaryFloat},
    {"aten.igammac", kBinaryFloat},
    {"aten.special_xlog1py", kBinaryFloat},
    {"aten.special_zeta", kBinaryFloat},
    {"aten.special_chebyshev_polynomial_t", kBinaryFloat},
    {"aten.special_chebyshev_polynomial_u", kBinaryFloat},
    {"aten.special_chebyshev_polynomial_v", kBinaryFloat},
    {"aten.special_chebyshev_polynomial_w", kBinaryFloat},
    {"aten.special_shifted_chebyshev_polynomial_t", kBinaryFloat},
    {"aten.special_shifted_chebyshev_polynomial_u", kBinaryFloat},
    {"aten.special_shifted_chebyshev_polynomial_v", kBinaryFloat},
    {"aten.special_shifted_chebyshev_polynomial_w", kBinaryFloat},
    {"aten.special_hermite_polynomial_h", kBinaryFloat},
    {"aten.special_hermite_polynomial_he", kBinaryFloat},
    {"aten.special_laguerre_polynomial_l", kBinaryFloat},
    {"aten.special_legendre_polynomial_p", kBinaryFloat},
    // DEFAULT (and NO_OPMATH), unary: rounding, activations.
    {"aten.frac", kUnary},
    {"aten.sgn", kUnary},
    {"aten.nan_to_num", kUnary},
    {"aten.hardswish", kUnary},
    {"aten.hardsigmoid", kUnary},
    {"aten.mish", kUnary},
    {"aten.elu", kUnary},
    {"aten.celu", kUnary},
    {"aten.leaky_relu", kUnary},
    {"aten.softplus", kUnary},
    {"aten.softshrink", kUnary},
    {"aten.hardshrink", kUnary},
    {"aten.hardtanh", kUnary},
    {"aten.rrelu_with_noise", kUnary},
    {"aten.native_dropout_backward", kUnary},
    {"aten._conj_physical", kUnary},
    // DEFAULT, binary.
    {"aten.fmax", kBinary},
    {"aten.fmin", kBinary},
    {"aten.heaviside", kBinary},
    {"aten.hypot", kBinary},
    {"aten.nextafter", kBinary},
    {"aten.lcm", kBinary},
    {"aten.gcd", kBinary},
    {"aten.bitwise_left_shift", kBinary},
    {"aten.bitwise_right_shift", kBinary},
    // ALWAYS_BOOL and COMPLEX_TO_FLOAT.
    {"aten.signbit", kUnaryBool},
    {"aten.isposinf", kUnaryBool},
    {"aten.isneginf", kUnaryBool},
    {"aten.angle", ElementwiseRule<Promotion::kIntToFloatComplexToFloat, 1>},
    // Not a promotion kind.
    {"aten.complex", ToComplex},
    {"aten.polar", ToComplex},
    {"aten.frexp", Frexp},
    {"aten.isin", IsIn},
    {"aten.bucketize", Bucketize},
};

}  // namespace

std::span<const ShapeRuleEntry> MathShapeRules() { return kMathOpsRules; }

}  // namespace collopt
