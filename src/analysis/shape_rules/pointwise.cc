// collopt/analysis/shape_rules/pointwise.cc — shape rules: elementwise ops.
//
// Elementwise ops broadcast their tensor operands (numpy rules) and pick the
// result dtype by PyTorch's type promotion (c10/core/ScalarType.h,
// at::native::result_type): dimensioned tensors take precedence over 0-d
// tensors, which take precedence over Python scalars, unless a lower class
// is of a higher category (bool < integral < floating < complex); a float
// scalar counts as the default dtype float32. Ops that always compute in
// floating point ("int-to-float" ops: exp, log, rsqrt, sigmoid, true
// division...) turn integral results into float32; comparisons give bool.
// Also here: casts (prims.convert_element_type, aten._to_copy,
// prims.device_put), copies, dropout and softmax.
#include <optional>

#include "analysis/shape_rule.h"
#include "analysis/shape_rules/elementwise.h"
#include "fmt/format.h"

namespace collopt {
namespace {

// Accumulates operands for result_type(): one slot per priority class.
struct PromotionState {
  std::optional<DType> dim_result;
  std::optional<DType> zero_result;
  std::optional<DType> wrapped_result;
  std::optional<Shape> shape;

  static void Update(std::optional<DType>& slot, DType d) {
    slot = slot.has_value() ? PromoteTypes(*slot, d) : d;
  }
};

std::optional<DType> CombineCategories(std::optional<DType> higher, std::optional<DType> lower) {
  if (!higher.has_value()) return lower;
  if (!lower.has_value()) return higher;
  if (IsComplex(*higher)) return higher;
  if (IsComplex(*lower)) return IsFloatingPoint(*higher) ? ToComplexDType(*higher) : *lower;
  if (IsFloatingPoint(*higher)) return higher;
  if (*higher == DType::kBool || IsFloatingPoint(*lower)) return PromoteTypes(*higher, *lower);
  return higher;
}

// Adds argument `arg` (a tensor node, a SymInt node, or a literal scalar).
absl::Status AddOperand(const ShapeContext& ctx, const Argument& arg, PromotionState& state) {
  switch (arg.kind) {
    case Argument::Kind::kBool:
      PromotionState::Update(state.wrapped_result, DType::kBool);
      return absl::OkStatus();
    case Argument::Kind::kInt:
      PromotionState::Update(state.wrapped_result, DType::kInt64);
      return absl::OkStatus();
    case Argument::Kind::kFloat:
      PromotionState::Update(state.wrapped_result, DType::kFloat32);
      return absl::OkStatus();
    case Argument::Kind::kNode:
      break;
    default:
      return ShapeContext::Error("expected a tensor or a number operand");
  }
  const Value& v = ctx.ValueOf(arg);
  switch (v.kind) {
    case Value::Kind::kTensor: {
      if (v.tensor.shape.empty()) {
        PromotionState::Update(state.zero_result, v.tensor.dtype);
      } else {
        PromotionState::Update(state.dim_result, v.tensor.dtype);
      }
      if (!state.shape.has_value()) {
        state.shape = v.tensor.shape;
      } else {
        auto b = BroadcastShapes(*state.shape, v.tensor.shape);
        if (!b.ok()) return b.status();
        state.shape = std::move(*b);
      }
      return absl::OkStatus();
    }
    case Value::Kind::kSymInt:
      PromotionState::Update(state.wrapped_result, DType::kInt64);
      return absl::OkStatus();
    case Value::Kind::kSymFloat:
      PromotionState::Update(state.wrapped_result, DType::kFloat32);
      return absl::OkStatus();
    case Value::Kind::kSymBool:
      PromotionState::Update(state.wrapped_result, DType::kBool);
      return absl::OkStatus();
    default:
      return ShapeContext::Error(
          fmt::format("expected a tensor or a number operand, got {}", v.ToString()));
  }
}

}  // namespace

DType ApplyPromotion(DType dtype, Promotion promotion) {
  bool to_float =
      promotion == Promotion::kIntToFloat || promotion == Promotion::kIntToFloatComplexToFloat;
  bool to_real =
      promotion == Promotion::kComplexToFloat || promotion == Promotion::kIntToFloatComplexToFloat;
  if (to_float && !IsFloatingPoint(dtype) && !IsComplex(dtype)) return DType::kFloat32;
  if (to_real && IsComplex(dtype)) return ToRealDType(dtype);
  if (promotion == Promotion::kAlwaysBool) return DType::kBool;
  if (promotion == Promotion::kBoolToLong && dtype == DType::kBool) return DType::kInt64;
  return dtype;
}

absl::StatusOr<Value> ElementwiseOver(const ShapeContext& ctx, size_t first, size_t last,
                                      Promotion promotion) {
  PromotionState state;
  for (size_t i = first; i < last && i < ctx.node().args.size(); ++i) {
    if (ctx.node().args[i].kind == Argument::Kind::kNone) continue;
    if (auto s = AddOperand(ctx, ctx.node().args[i], state); !s.ok()) return s;
  }
  if (!state.shape.has_value()) return ShapeContext::Error("expected at least one tensor operand");
  std::optional<DType> dtype = CombineCategories(
      state.dim_result, CombineCategories(state.zero_result, state.wrapped_result));
  TensorType out;
  out.dtype = ApplyPromotion(*dtype, promotion);
  out.shape = *state.shape;
  for (size_t i = first; i < last && i < ctx.node().args.size(); ++i) {
    const Argument& arg = ctx.node().args[i];
    if (arg.kind == Argument::Kind::kNode && ctx.ValueOf(arg).is_tensor()) {
      out.device = ctx.ValueOf(arg).tensor.device;
      break;
    }
  }
  return Value::Tensor(std::move(out));
}

namespace {

absl::StatusOr<Value> Elementwise(const ShapeContext& ctx, size_t first, size_t last,
                                  Promotion promotion) {
  return ElementwiseOver(ctx, first, last, promotion);
}

absl::StatusOr<Value> Unary(const ShapeContext& ctx) {
  return Elementwise(ctx, 0, 1, Promotion::kDefault);
}
absl::StatusOr<Value> UnaryFloat(const ShapeContext& ctx) {
  return Elementwise(ctx, 0, 1, Promotion::kIntToFloat);
}
absl::StatusOr<Value> Binary(const ShapeContext& ctx) {
  return Elementwise(ctx, 0, 2, Promotion::kDefault);
}
absl::StatusOr<Value> BinaryFloat(const ShapeContext& ctx) {
  return Elementwise(ctx, 0, 2, Promotion::kIntToFloat);
}
absl::StatusOr<Value> Compare(const ShapeContext& ctx) {
  return Elementwise(ctx, 0, 2, Promotion::kAlwaysBool);
}
absl::StatusOr<Value> Ternary(const ShapeContext& ctx) {
  return Elementwise(ctx, 0, 3, Promotion::kDefault);
}
absl::StatusOr<Value> UnaryBool(const ShapeContext& ctx) {
  return Elementwise(ctx, 0, 1, Promotion::kAlwaysBool);
}

// div.Tensor_mode: true division unless rounding_mode is 'floor' or 'trunc'.
absl::StatusOr<Value> DivMode(const ShapeContext& ctx) {
  const Argument* mode = ctx.Arg(2, "rounding_mode");
  bool rounding = mode != nullptr && mode->kind == Argument::Kind::kString;
  return Elementwise(ctx, 0, 2, rounding ? Promotion::kDefault : Promotion::kIntToFloat);
}

// where.self(condition, self, other): broadcast of all three, dtype of self/other.
absl::StatusOr<Value> Where(const ShapeContext& ctx) {
  auto cond = ctx.Tensor(0, "condition");
  if (!cond.ok()) return cond.status();
  auto values = Elementwise(ctx, 1, 3, Promotion::kDefault);
  if (!values.ok()) return values;
  auto shape = BroadcastShapes(cond->shape, values->tensor.shape);
  if (!shape.ok()) return shape.status();
  values->tensor.shape = std::move(*shape);
  return values;
}

// Result shaped and typed like `self` (masked_fill, clamp_min, in-place-like ops).
absl::StatusOr<Value> LikeSelf(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> ConvertElementType(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "a");
  if (!self.ok()) return self.status();
  auto dtype = ctx.DTypeArg(1, "dtype");
  if (!dtype.ok()) return dtype.status();
  if (!dtype->has_value()) return ShapeContext::Error("expected a dtype");
  self->dtype = **dtype;
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> ToCopy(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dtype = ctx.DTypeArg(99, "dtype");
  if (!dtype.ok()) return dtype.status();
  if (dtype->has_value()) self->dtype = **dtype;
  if (const Argument* device = ctx.Arg(99, "device");
      device != nullptr && device->kind == Argument::Kind::kDevice) {
    self->device = device->device();
  }
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> DevicePut(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "a");
  if (!self.ok()) return self.status();
  if (const Argument* device = ctx.Arg(1, "device");
      device != nullptr && device->kind == Argument::Kind::kDevice) {
    self->device = device->device();
  }
  return Value::Tensor(*self);
}

// native_dropout(input, p, train) → (output, mask: bool).
absl::StatusOr<Value> NativeDropout(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  TensorType mask = *input;
  mask.dtype = DType::kBool;
  return Value::Tuple({Value::Tensor(*input), Value::Tensor(mask)});
}

// _softmax(self, dim, half_to_float): float32 when half_to_float.
absl::StatusOr<Value> Softmax(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  if (auto d = WrapDim(dim->hint, self->rank()); !d.ok()) return d.status();
  auto half_to_float = ctx.Bool(2, "half_to_float", false);
  if (!half_to_float.ok()) return half_to_float.status();
  if (*half_to_float) self->dtype = DType::kFloat32;
  return Value::Tensor(*self);
}

// _softmax_backward_data(grad_output, output, dim, input_dtype).
absl::StatusOr<Value> SoftmaxBackward(const ShapeContext& ctx) {
  auto grad = ctx.Tensor(0, "grad_output");
  if (!grad.ok()) return grad.status();
  auto dtype = ctx.DTypeArg(3, "input_dtype");
  if (!dtype.ok()) return dtype.status();
  if (dtype->has_value()) grad->dtype = **dtype;
  return Value::Tensor(*grad);
}

constexpr ShapeRuleEntry kPointwiseRules[] = {
    // Arithmetic.
    {"aten.add", Binary},
    {"aten.sub", Binary},
    {"aten.rsub", Binary},
    {"aten.mul", Binary},
    {"aten.div.Tensor", BinaryFloat},
    {"aten.div.Scalar", BinaryFloat},
    {"aten.div.Tensor_mode", DivMode},
    {"aten.div.Scalar_mode", DivMode},
    {"aten.true_divide", BinaryFloat},
    {"aten.floor_divide", Binary},
    {"aten.remainder", Binary},
    {"aten.fmod", Binary},
    {"aten.pow", Binary},
    {"aten.maximum", Binary},
    {"aten.minimum", Binary},
    {"aten.atan2", BinaryFloat},
    {"aten.bitwise_or", Binary},
    {"aten.bitwise_and", Binary},
    {"aten.bitwise_xor", Binary},
    {"aten.gelu_backward", Binary},
    {"aten.sigmoid_backward", Binary},
    {"aten.tanh_backward", Binary},
    {"aten.silu_backward", Binary},
    {"aten.threshold_backward", Binary},
    {"aten.clamp_min", Binary},
    {"aten.clamp_max", Binary},
    {"aten.clamp", Ternary},
    {"prims.fma", Ternary},
    {"aten.addcmul", Ternary},
    {"aten.lerp", Ternary},
    // Comparisons and logic → bool.
    {"aten.eq", Compare},
    {"aten.ne", Compare},
    {"aten.lt", Compare},
    {"aten.le", Compare},
    {"aten.gt", Compare},
    {"aten.ge", Compare},
    {"aten.logical_and", Compare},
    {"aten.logical_or", Compare},
    {"aten.logical_xor", Compare},
    {"aten.logical_not", UnaryBool},
    {"aten.isnan", UnaryBool},
    {"aten.isinf", UnaryBool},
    // Unary, same dtype.
    {"aten.neg", Unary},
    {"aten.abs", ElementwiseRule<Promotion::kComplexToFloat, 1>},
    {"aten.relu", Unary},
    {"aten.gelu", Unary},
    {"aten.silu", Unary},
    {"aten.sign", Unary},
    {"aten.floor", Unary},
    {"aten.ceil", Unary},
    {"aten.round", Unary},
    {"aten.trunc", Unary},
    {"aten.bitwise_not", Unary},
    {"aten.clone", LikeSelf},
    {"aten.lift_fresh_copy", LikeSelf},
    {"aten.contiguous", LikeSelf},
    {"aten.masked_fill", LikeSelf},
    {"aten.fill", LikeSelf},
    {"aten.zero", LikeSelf},
    {"aten.copy", LikeSelf},
    {"aten.copy_", LikeSelf},
    {"aten.bernoulli", LikeSelf},
    // Unary, integral → float32.
    {"aten.exp", UnaryFloat},
    {"aten.exp2", UnaryFloat},
    {"aten.expm1", UnaryFloat},
    {"aten.log", UnaryFloat},
    {"aten.log2", UnaryFloat},
    {"aten.log1p", UnaryFloat},
    {"aten.sqrt", UnaryFloat},
    {"aten.rsqrt", UnaryFloat},
    {"aten.reciprocal", UnaryFloat},
    {"aten.sigmoid", UnaryFloat},
    {"aten.tanh", UnaryFloat},
    {"aten.sin", UnaryFloat},
    {"aten.cos", UnaryFloat},
    {"aten.erf", UnaryFloat},
    // Where, casts, softmax, dropout.
    {"aten.where.self", Where},
    {"prims.convert_element_type", ConvertElementType},
    {"aten._to_copy", ToCopy},
    {"prims.device_put", DevicePut},
    {"aten.native_dropout", NativeDropout},
    {"aten._softmax", Softmax},
    {"aten._log_softmax", Softmax},
    {"aten._softmax_backward_data", SoftmaxBackward},
    {"aten._log_softmax_backward_data", SoftmaxBackward},
};

}  // namespace

std::span<const ShapeRuleEntry> PointwiseShapeRules() { return kPointwiseRules; }

}  // namespace collopt
