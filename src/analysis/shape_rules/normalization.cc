// collopt/analysis/shape_rules/normalization.cc — shape rules: normalization
// layers and losses.
//
//   native_layer_norm(x, normalized_shape, w, b, eps) → (x, mean, rstd); mean and
//     rstd are x.shape[:axis] + [1] × len(normalized_shape), float32 for a
//     16-bit x (the opmath type; torch/_refs/__init__.py `native_layer_norm`
//     keeps them in the computation dtype off the CPU)
//   native_batch_norm / _native_batch_norm_legit(x, w, b, rm, rv, training, ...)
//     → (x, save_mean [C], save_invstd [C]); _batch_norm_with_update adds a
//     reserve uint8[0]  (`meta_batch_norm`, `_batch_norm_with_update` meta)
//   native_layer_norm_backward(grad, x, normalized_shape, mean, rstd, w, b,
//     output_mask) → (grad_x like x, grad_w like w, grad_b like b), each None
//     where output_mask says so or (grad_w, grad_b) where w / b is None
//     (torch/_decomp/decompositions.py `native_layer_norm_backward`)
//   native_batch_norm_backward(grad, x, w, rm, rv, save_mean, save_invstd,
//     train, eps, output_mask) → (grad_x like x, grad_w [C], grad_b [C]) in
//     w's dtype (x's without w), None where output_mask says so
//     (torch/_decomp/decompositions.py `native_batch_norm_backward`)
//   native_group_norm(x, w, b, N, C, HxW, group, eps) → (x, mean [N, group],
//     rstd [N, group]) in x's dtype  (torch/_decomp/decompositions.py
//     `native_group_norm`)
//   losses with `reduction` (0 none, 1 mean, 2 sum): none → the broadcast of
//     self and target, else 0-d; dtype self's (`_refs.nn.functional._apply_loss_reduction`)
//   multi_margin_loss / multilabel_margin_loss_forward: none → [N] (2-D self)
//     or [] (0-/1-D); the latter also returns is_target shaped like self
//     (`meta_multi_margin_loss`, `meta_multilabel_margin_loss_forward`)
//   log_sigmoid_forward(x) → (x, buffer x)   (`log_sigmoid_forward` meta)
//   _safe_softmax(x, dim, dtype) → x's shape, dtype or x's
#include "analysis/shape_rule.h"

namespace collopt {
namespace {

DType OpMath(DType d) {
  return d == DType::kBFloat16 || d == DType::kFloat16 ? DType::kFloat32 : d;
}

absl::StatusOr<Value> LayerNorm(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  auto normalized = ctx.IntList(1, "normalized_shape");
  if (!normalized.ok()) return normalized.status();
  if (normalized->size() > input->shape.size()) {
    return ShapeContext::Error("normalized_shape has more dims than the input");
  }
  size_t axis = input->shape.size() - normalized->size();
  TensorType stats{OpMath(input->dtype), {}, {}, input->device};
  stats.shape.assign(input->shape.begin(),
                     input->shape.begin() + static_cast<std::ptrdiff_t>(axis));
  stats.shape.resize(input->shape.size(), SymInt::Concrete(1));
  input->strides.clear();
  return Value::Tuple({Value::Tensor(*input), Value::Tensor(stats), Value::Tensor(stats)});
}

template <bool kReserve>
absl::StatusOr<Value> BatchNorm(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  if (input->rank() < 2) return ShapeContext::Error("batch_norm expected a tensor of rank >= 2");
  TensorType stats{OpMath(input->dtype), {input->shape[1]}, {}, input->device};
  input->strides.clear();
  std::vector<Value> out = {Value::Tensor(*input), Value::Tensor(stats), Value::Tensor(stats)};
  if (kReserve) {
    out.push_back(
        Value::Tensor(TensorType{DType::kUInt8, {SymInt::Concrete(0)}, {}, input->device}));
  }
  return Value::Tuple(std::move(out));
}

// A gradient shaped like `like`, or None when masked off.
Value GradOrNone(bool wanted, const TensorType& like) {
  if (!wanted) return Value::None();
  TensorType grad{like.dtype, like.shape, {}, like.device};
  return Value::Tensor(std::move(grad));
}

absl::StatusOr<Value> LayerNormBackward(const ShapeContext& ctx) {
  auto input = ctx.Tensor(1, "input");
  if (!input.ok()) return input.status();
  auto weight = ctx.OptionalTensor(5, "weight");
  if (!weight.ok()) return weight.status();
  auto bias = ctx.OptionalTensor(6, "bias");
  if (!bias.ok()) return bias.status();
  auto mask = ctx.BoolList(7, "output_mask", 3);
  if (!mask.ok()) return mask.status();
  return Value::Tuple({GradOrNone((*mask)[0], *input),
                       weight->has_value() ? GradOrNone((*mask)[1], **weight) : Value::None(),
                       bias->has_value() ? GradOrNone((*mask)[2], **bias) : Value::None()});
}

absl::StatusOr<Value> BatchNormBackward(const ShapeContext& ctx) {
  auto input = ctx.Tensor(1, "input");
  if (!input.ok()) return input.status();
  if (input->rank() < 2) return ShapeContext::Error("batch_norm expected a tensor of rank >= 2");
  auto weight = ctx.OptionalTensor(2, "weight");
  if (!weight.ok()) return weight.status();
  auto mask = ctx.BoolList(9, "output_mask", 3);
  if (!mask.ok()) return mask.status();
  DType dtype = weight->has_value() ? (*weight)->dtype : input->dtype;
  TensorType per_channel{dtype, {input->shape[1]}, {}, input->device};
  return Value::Tuple({GradOrNone((*mask)[0], *input), GradOrNone((*mask)[1], per_channel),
                       GradOrNone((*mask)[2], per_channel)});
}

absl::StatusOr<Value> GroupNorm(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  auto n = ctx.Int(3, "N");
  if (!n.ok()) return n.status();
  auto group = ctx.Int(6, "group");
  if (!group.ok()) return group.status();
  TensorType stats{input->dtype, {*n, *group}, {}, input->device};
  input->strides.clear();
  return Value::Tuple({Value::Tensor(*input), Value::Tensor(stats), Value::Tensor(stats)});
}

// Loss with `reduction` at kReduction (default 1, mean).
template <size_t kReduction>
absl::StatusOr<Value> Loss(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto target = ctx.Tensor(1, "target");
  if (!target.ok()) return target.status();
  auto reduction = ctx.IntOr(kReduction, "reduction", 1);
  if (!reduction.ok()) return reduction.status();
  Shape shape;
  if (reduction->hint == 0) {
    auto b = BroadcastShapes(self->shape, target->shape);
    if (!b.ok()) return b.status();
    shape = std::move(*b);
  }
  return Value::Tensor(TensorType{self->dtype, std::move(shape), {}, self->device});
}

// [N] for a 2-D self without reduction, else 0-d.
Shape MarginLossShape(const TensorType& self, int64_t reduction) {
  if (reduction == 0 && self.rank() == 2) return {self.shape[0]};
  return {};
}

absl::StatusOr<Value> MultiMarginLoss(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto reduction = ctx.IntOr(5, "reduction", 1);
  if (!reduction.ok()) return reduction.status();
  return Value::Tensor(
      TensorType{self->dtype, MarginLossShape(*self, reduction->hint), {}, self->device});
}

absl::StatusOr<Value> MultilabelMarginLoss(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto reduction = ctx.Int(2, "reduction");
  if (!reduction.ok()) return reduction.status();
  TensorType loss{self->dtype, MarginLossShape(*self, reduction->hint), {}, self->device};
  self->strides.clear();
  return Value::Tuple({Value::Tensor(std::move(loss)), Value::Tensor(*self)});
}

absl::StatusOr<Value> LogSigmoidForward(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  self->strides.clear();
  return Value::Tuple({Value::Tensor(*self), Value::Tensor(*self)});
}

absl::StatusOr<Value> SafeSoftmax(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  if (auto w = WrapDim(dim->hint, self->rank()); !w.ok()) return w.status();
  auto dtype = ctx.DTypeArg(2, "dtype");
  if (!dtype.ok()) return dtype.status();
  if (dtype->has_value()) self->dtype = **dtype;
  self->strides.clear();
  return Value::Tensor(*self);
}

constexpr ShapeRuleEntry kNormalizationRules[] = {
    {"aten.native_layer_norm", LayerNorm},
    {"aten.native_batch_norm", BatchNorm<false>},
    {"aten._native_batch_norm_legit", BatchNorm<false>},
    {"aten._native_batch_norm_legit_no_training", BatchNorm<false>},
    {"aten._batch_norm_with_update", BatchNorm<true>},
    {"aten.native_layer_norm_backward", LayerNormBackward},
    {"aten.native_batch_norm_backward", BatchNormBackward},
    {"aten.native_group_norm", GroupNorm},
    {"aten.mse_loss", Loss<2>},
    {"aten.smooth_l1_loss", Loss<2>},
    {"aten.huber_loss", Loss<2>},
    {"aten.soft_margin_loss", Loss<2>},
    {"aten.binary_cross_entropy", Loss<3>},
    {"aten.binary_cross_entropy_with_logits", Loss<4>},
    {"aten.multi_margin_loss", MultiMarginLoss},
    {"aten.multilabel_margin_loss_forward", MultilabelMarginLoss},
    {"aten.log_sigmoid_forward", LogSigmoidForward},
    {"aten._safe_softmax", SafeSoftmax},
};

}  // namespace

std::span<const ShapeRuleEntry> NormalizationShapeRules() { return kNormalizationRules; }

}  // namespace collopt
