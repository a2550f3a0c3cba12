// collopt/analysis/shape_rules/convolution.cc — shape rules: convolution,
// pooling windows, im2col.
//
//   convolution(x, w, b, stride, padding, dilation, transposed, output_padding, groups)
//     out channels w[0] (transposed: w[1] × groups); spatial
//     (in + 2p − d (k − 1) − 1) / s + 1, transposed (in − 1) s − 2p + d (k − 1) + op + 1
//     (torch/_meta_registrations.py `meta_conv` → `calc_conv_nd_return_shape`);
//     an unbatched input (rank of w − 1) gives an unbatched result;
//     _convolution(the same nine, benchmark, deterministic, cudnn_enabled,
//     allow_tf32) the same
//   avg_pool{2,3}d(x, k, stride=k, padding, ceil_mode)           (`meta_avg_pool2d`)
//   max_pool{2,3}d_with_indices(x, k, stride=k, padding, dilation, ceil_mode)
//     → (values, int64 indices)                                   (`meta_max_pool2d_with_indices`)
//     spatial sizes by `pooling_output_shape` (analysis/shape_rules/spatial.h)
//   max_pool2d_with_indices_backward(grad, x, ...)                 x's shape, grad's dtype
//     (also avg_pool2d_backward, _adaptive_avg_pool{2,3}d_backward)
//   im2col(x, k, dilation, padding, stride)  [N,] C k_h k_w, L with L the product
//     of the window counts                                        (`meta_im2col`)
//   convolution_backward(grad, x, w, bias_sizes, ..., output_mask)
//     → (x's shape, w's shape, [bias_sizes[0]]), grad's dtype, None where the
//     mask is false                                    (`meta_convolution_backward`)
//   prims._low_memory_max_pool2d_with_offsets(x, k, stride, padding, dilation,
//     ceil_mode) → (values as max_pool2d, int8 offsets of the same shape)
//   prims._low_memory_max_pool2d_offsets_to_indices(offsets, ...) → int64,
//     offsets' shape                         (torch/_inductor/inductor_prims.py)
#include "analysis/shape_rule.h"
#include "analysis/shape_rules/spatial.h"
#include "fmt/format.h"

namespace collopt {

absl::StatusOr<std::vector<int64_t>> SpatialInts(const ShapeContext& ctx, size_t index,
                                                 std::string_view name, size_t k,
                                                 std::vector<int64_t> fallback) {
  if (!ctx.Has(index, name)) return fallback;
  auto list = ctx.IntList(index, name);
  if (!list.ok()) return list.status();
  if (list->empty()) return fallback;
  if (list->size() == 1) return std::vector<int64_t>(k, list->front().hint);
  if (list->size() != k) {
    return ShapeContext::Error(
        fmt::format("expected {} values for '{}', got {}", k, std::string(name), list->size()));
  }
  std::vector<int64_t> out;
  for (SymInt v : *list) out.push_back(v.hint);
  return out;
}

absl::StatusOr<TensorType> WithSpatial(TensorType self, const Shape& spatial) {
  if (self.shape.size() < spatial.size() + 1) {
    return ShapeContext::Error(fmt::format("expected a tensor with {} spatial dims, got {}",
                                           spatial.size(), self.ToString()));
  }
  std::copy(spatial.begin(), spatial.end(), self.shape.end() - spatial.size());
  self.strides.clear();
  return self;
}

int64_t PoolingOutputSize(int64_t in, int64_t kernel, int64_t pad, int64_t stride, int64_t dilation,
                          bool ceil_mode) {
  int64_t numerator = in + 2 * pad - dilation * (kernel - 1) - 1 + (ceil_mode ? stride - 1 : 0);
  int64_t out = FloorDiv(numerator, stride) + 1;
  if (ceil_mode && (out - 1) * stride >= in + pad) --out;
  return out;
}

namespace {

absl::StatusOr<Value> Convolution(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  auto weight = ctx.Tensor(1, "weight");
  if (!weight.ok()) return weight.status();
  size_t k = weight->shape.size() < 3 ? 0 : weight->shape.size() - 2;
  if (k == 0 || (input->rank() != weight->rank() && input->rank() != weight->rank() - 1)) {
    return ShapeContext::Error(
        fmt::format("expected input and weight of matching rank, got {} "
                    "and {}",
                    input->ToString(), weight->ToString()));
  }
  auto stride = SpatialInts(ctx, 3, "stride", k, std::vector<int64_t>(k, 1));
  auto padding = SpatialInts(ctx, 4, "padding", k, std::vector<int64_t>(k, 0));
  auto dilation = SpatialInts(ctx, 5, "dilation", k, std::vector<int64_t>(k, 1));
  auto transposed = ctx.Bool(6, "transposed", false);
  auto output_padding = SpatialInts(ctx, 7, "output_padding", k, std::vector<int64_t>(k, 0));
  auto groups = ctx.IntOr(8, "groups", 1);
  for (const absl::Status& s : {stride.status(), padding.status(), dilation.status(),
                                transposed.status(), output_padding.status(), groups.status()}) {
    if (!s.ok()) return s;
  }
  Shape spatial;
  for (size_t i = 0; i < k; ++i) {
    int64_t in = input->shape[input->shape.size() - k + i].hint;
    int64_t kernel = weight->shape[2 + i].hint;
    int64_t span = (*dilation)[i] * (kernel - 1);
    int64_t out =
        *transposed ? (in - 1) * (*stride)[i] - 2 * (*padding)[i] + span + (*output_padding)[i] + 1
                    : (in + 2 * (*padding)[i] - span - 1) / (*stride)[i] + 1;
    spatial.push_back(SymInt::Concrete(out));
  }
  SymInt channels = *transposed ? weight->shape[1] * *groups : weight->shape[0];
  Shape out;
  if (input->rank() == weight->rank()) out.push_back(input->shape[0]);
  out.push_back(channels);
  out.insert(out.end(), spatial.begin(), spatial.end());
  return Value::Tensor(TensorType{input->dtype, std::move(out), {}, input->device});
}

// Window pooling over the last kDims dims; kWithIndices adds dilation (arg 4),
// ceil_mode at 5 and an int64 indices result, else ceil_mode is at 4.
template <size_t kDims, bool kWithIndices>
absl::StatusOr<Value> Pool(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto kernel = SpatialInts(ctx, 1, "kernel_size", kDims, {});
  if (!kernel.ok()) return kernel.status();
  if (kernel->size() != kDims) return ShapeContext::Error("expected a kernel_size");
  auto stride = SpatialInts(ctx, 2, "stride", kDims, *kernel);
  auto padding = SpatialInts(ctx, 3, "padding", kDims, std::vector<int64_t>(kDims, 0));
  auto dilation = kWithIndices
                      ? SpatialInts(ctx, 4, "dilation", kDims, std::vector<int64_t>(kDims, 1))
                      : std::vector<int64_t>(kDims, 1);
  auto ceil_mode = ctx.Bool(kWithIndices ? 5 : 4, "ceil_mode", false);
  for (const absl::Status& s :
       {stride.status(), padding.status(), dilation.status(), ceil_mode.status()}) {
    if (!s.ok()) return s;
  }
  Shape spatial;
  for (size_t i = 0; i < kDims; ++i) {
    if (self->rank() < static_cast<int64_t>(kDims)) break;
    int64_t in = self->shape[self->shape.size() - kDims + i].hint;
    spatial.push_back(SymInt::Concrete(PoolingOutputSize(
        in, (*kernel)[i], (*padding)[i], (*stride)[i], (*dilation)[i], *ceil_mode)));
  }
  auto out = WithSpatial(*self, spatial);
  if (!out.ok()) return out.status();
  if (!kWithIndices) return Value::Tensor(std::move(*out));
  TensorType indices = *out;
  indices.dtype = DType::kInt64;
  return Value::Tuple({Value::Tensor(std::move(*out)), Value::Tensor(std::move(indices))});
}

absl::StatusOr<Value> PoolBackward(const ShapeContext& ctx) {
  auto grad = ctx.Tensor(0, "grad_output");
  if (!grad.ok()) return grad.status();
  auto self = ctx.Tensor(1, "self");
  if (!self.ok()) return self.status();
  return Value::Tensor(TensorType{grad->dtype, self->shape, {}, self->device});
}

absl::StatusOr<Value> Im2Col(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  if (self->rank() != 3 && self->rank() != 4) {
    return ShapeContext::Error(
        fmt::format("im2col expected a 3-D or 4-D input, got {}", self->ToString()));
  }
  auto kernel = SpatialInts(ctx, 1, "kernel_size", 2, {});
  auto dilation = SpatialInts(ctx, 2, "dilation", 2, {1, 1});
  auto padding = SpatialInts(ctx, 3, "padding", 2, {0, 0});
  auto stride = SpatialInts(ctx, 4, "stride", 2, {1, 1});
  for (const absl::Status& s :
       {kernel.status(), dilation.status(), padding.status(), stride.status()}) {
    if (!s.ok()) return s;
  }
  if (kernel->size() != 2) return ShapeContext::Error("expected a kernel_size");
  int64_t blocks = 1;
  for (size_t i = 0; i < 2; ++i) {
    int64_t in = self->shape[self->shape.size() - 2 + i].hint;
    blocks *=
        ((in + 2 * (*padding)[i] - (*dilation)[i] * ((*kernel)[i] - 1) - 1) / (*stride)[i]) + 1;
  }
  Shape out;
  if (self->rank() == 4) out.push_back(self->shape[0]);
  out.push_back(self->shape[self->shape.size() - 3] *
                SymInt::Concrete((*kernel)[0] * (*kernel)[1]));
  out.push_back(SymInt::Concrete(blocks));
  return Value::Tensor(TensorType{self->dtype, std::move(out), {}, self->device});
}

absl::StatusOr<Value> ConvolutionBackward(const ShapeContext& ctx) {
  auto grad = ctx.Tensor(0, "grad_output");
  auto input = ctx.Tensor(1, "input");
  auto weight = ctx.Tensor(2, "weight");
  for (const absl::Status& s : {grad.status(), input.status(), weight.status()}) {
    if (!s.ok()) return s;
  }
  auto mask = ctx.BoolList(10, "output_mask", 3);
  if (!mask.ok()) return mask.status();
  Shape bias;
  if (ctx.Has(3, "bias_sizes")) {
    auto sizes = ctx.IntList(3, "bias_sizes");
    if (!sizes.ok()) return sizes.status();
    bias = std::move(*sizes);
  }
  auto like = [&](const Shape& shape, const Device& device) {
    return Value::Tensor(TensorType{grad->dtype, shape, {}, device});
  };
  return Value::Tuple({(*mask)[0] ? like(input->shape, input->device) : Value::None(),
                       (*mask)[1] ? like(weight->shape, weight->device) : Value::None(),
                       (*mask)[2] ? like(bias, grad->device) : Value::None()});
}

absl::StatusOr<Value> LowMemoryMaxPoolWithOffsets(const ShapeContext& ctx) {
  auto pooled = Pool<2, true>(ctx);  // the same arguments as max_pool2d_with_indices
  if (!pooled.ok()) return pooled.status();
  pooled->elements[1].tensor.dtype = DType::kInt8;
  return pooled;
}

absl::StatusOr<Value> LowMemoryOffsetsToIndices(const ShapeContext& ctx) {
  auto offsets = ctx.Tensor(0, "self");
  if (!offsets.ok()) return offsets.status();
  return Value::Tensor(TensorType{DType::kInt64, offsets->shape, {}, offsets->device});
}

constexpr ShapeRuleEntry kConvolutionRules[] = {
    {"aten.convolution", Convolution},
    {"aten._convolution", Convolution},
    {"aten.convolution_backward", ConvolutionBackward},
    {"prims._low_memory_max_pool2d_with_offsets", LowMemoryMaxPoolWithOffsets},
    {"prims._low_memory_max_pool2d_offsets_to_indices", LowMemoryOffsetsToIndices},
    {"aten.avg_pool2d", Pool<2, false>},
    {"aten.avg_pool3d", Pool<3, false>},
    {"aten.max_pool2d_with_indices", Pool<2, true>},
    {"aten.max_pool3d_with_indices", Pool<3, true>},
    {"aten.max_pool2d_with_indices_backward", PoolBackward},
    {"aten.max_pool3d_with_indices_backward", PoolBackward},
    {"aten.avg_pool2d_backward", PoolBackward},
    {"aten._adaptive_avg_pool2d_backward", PoolBackward},
    {"aten._adaptive_avg_pool3d_backward", PoolBackward},
    {"aten.im2col", Im2Col},
};

}  // namespace

std::span<const ShapeRuleEntry> ConvolutionShapeRules() { return kConvolutionRules; }

}  // namespace collopt
