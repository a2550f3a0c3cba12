// collopt/analysis/shape_rules/custom_ops.cc — shape rules: custom ops of the real graphs.
//
// FSDP2 (torch/distributed/fsdp/_fully_shard/_fsdp_collectives.py, the `fsdp` library
// and its Meta impls `all_gather_copy_in_meta`, `split_with_sizes_copy`, `chunk_cat`;
// chunk_cat calls torch._chunk_cat, whose shape is in
// torch/_meta_registrations.py / aten/src/ATen/native/TensorShape.cpp `_chunk_cat`):
//   all_gather_copy_in(inputs, inp_split_sizes, numel, world_size, rank, dtype, device)
//       → (all_gather_input [numel], all_gather_output [numel·world_size]), both dtype
//   split_with_sizes_copy(all_gather_output, split_sizes, dim, *, out) → None (mutates out)
//   chunk_cat(tensors, dim, num_chunks, *, out) → None (mutates out, whose numel must be
//       num_chunks · Σ ceil(t.size(dim) / num_chunks) · (t's numel after dim))
//   copy_(tensor, data) → None
// Inductor (torch/csrc/inductor/resize_storage_bytes.cpp):
//   resize_storage_bytes_(variable, new_size) → None.
// Apex (apex/normalization/fused_layer_norm.py, csrc/layer_norm_cuda.cpp
// `layer_norm_affine`, `layer_norm_gradient_affine`):
//   fused_layer_norm_affine_fwd(input, gamma, beta, normalized_shape, eps)
//       → (output like input, mean [n1], invvar [n1]) with n1 = numel / Π normalized_shape;
//         the stats are float32 for f16/bf16 input, else input's dtype
//   fused_layer_norm_affine_bwd(dout, mean, invvar, input, normalized_shape, gamma, beta,
//       eps) → (grad_input like input, grad_gamma like gamma, grad_beta like beta)
// Megatron's megatron.sinkhorn(cost) and the Entangle logging ops tg.log_tensor(t, s) /
// tg.inplace_log_tensor(t, s) return a tensor like their input.
#include <limits>

#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

absl::StatusOr<Value> NoResult(const ShapeContext&) { return Value::None(); }

absl::StatusOr<Value> SameAsFirstInput(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "t");
  if (!input.ok()) return input.status();
  return Value::Tensor(*input);
}

absl::StatusOr<Value> AllGatherCopyIn(const ShapeContext& ctx) {
  auto inputs = ctx.TensorList(0, "all_gather_inputs");
  if (!inputs.ok()) return inputs.status();
  auto splits = ctx.IntList(1, "inp_split_sizes");
  if (!splits.ok()) return splits.status();
  auto numel = ctx.Int(2, "all_gather_input_numel");
  if (!numel.ok()) return numel.status();
  auto world_size = ctx.Int(3, "world_size");
  if (!world_size.ok()) return world_size.status();
  auto dtype = ctx.DTypeArg(5, "dtype");
  if (!dtype.ok()) return dtype.status();
  if (!dtype->has_value()) return ShapeContext::Error("all_gather_copy_in expected a dtype");
  SymInt total = SymInt::Concrete(0);
  for (SymInt s : *splits) total = total + s;
  if (splits->size() != inputs->size() || total.hint != numel->hint) {
    return ShapeContext::Error(
        fmt::format("all_gather_copy_in expected one split size per input ({}) summing to "
                    "all_gather_input_numel ({}), got {} summing to {}",
                    inputs->size(), numel->hint, splits->size(), total.hint));
  }
  Device device;
  const Argument* device_arg = ctx.Arg(6, "device");
  if (device_arg != nullptr && device_arg->kind == Argument::Kind::kDevice) {
    device = device_arg->device();
  }
  TensorType input{**dtype, {*numel}, {}, device};
  TensorType output{**dtype, {*numel * *world_size}, {}, device};
  return Value::Tuple({Value::Tensor(std::move(input)), Value::Tensor(std::move(output))});
}

absl::StatusOr<Value> SplitWithSizesCopy(const ShapeContext& ctx) {
  auto output = ctx.Tensor(0, "all_gather_output");
  if (!output.ok()) return output.status();
  auto splits = ctx.IntList(1, "all_gather_input_split_sizes");
  if (!splits.ok()) return splits.status();
  auto dim = ctx.IntOr(2, "dim", 0);
  if (!dim.ok()) return dim.status();
  auto wrapped = WrapDim(dim->hint, output->rank());
  if (!wrapped.ok()) return wrapped.status();
  int64_t total = 0;
  for (SymInt s : *splits) total += s.hint;
  int64_t size = output->rank() == 0 ? 1 : output->shape[*wrapped].hint;
  if (total != size) {
    return ShapeContext::Error(fmt::format(
        "split_with_sizes_copy expected split sizes summing to {} (the size of dim {}), got {}",
        size, *wrapped, total));
  }
  return Value::None();
}

absl::StatusOr<Value> FsdpChunkCat(const ShapeContext& ctx) {
  auto tensors = ctx.TensorList(0, "tensors");
  if (!tensors.ok()) return tensors.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  auto num_chunks = ctx.Int(2, "num_chunks");
  if (!num_chunks.ok()) return num_chunks.status();
  if (num_chunks->hint <= 0) {
    return ShapeContext::Error(
        fmt::format("chunk_cat expected num_chunks > 0, got {}", num_chunks->hint));
  }
  int64_t chunk_numel = 0;
  for (const auto& t : *tensors) {
    if (!t.has_value()) return ShapeContext::Error("chunk_cat expected tensors, got None");
    auto wrapped = WrapDim(dim->hint, t->rank());
    if (!wrapped.ok()) return wrapped.status();
    int64_t size = t->rank() == 0 ? 1 : t->shape[*wrapped].hint;
    int64_t inner = 1;
    for (int64_t d = *wrapped + 1; d < t->rank(); ++d) inner *= t->shape[d].hint;
    chunk_numel += (size + num_chunks->hint - 1) / num_chunks->hint * inner;
  }
  auto out = ctx.OptionalTensor(kKeywordOnly, "out");
  if (!out.ok()) return out.status();
  if (out->has_value() && (*out)->numel() != chunk_numel * num_chunks->hint) {
    return ShapeContext::Error(
        fmt::format("chunk_cat expected an out tensor of {} elements, got {}",
                    chunk_numel * num_chunks->hint, (*out)->ToString()));
  }
  return Value::None();
}

// Π normalized_shape, after checking that it matches input's trailing dims.
absl::StatusOr<Shape> LayerNormStatsShape(const TensorType& input,
                                          const std::vector<SymInt>& normalized) {
  size_t rank = input.shape.size();
  bool ok = normalized.size() <= rank;
  for (size_t i = 0; ok && i < normalized.size(); ++i) {
    ok = input.shape[rank - normalized.size() + i].hint == normalized[i].hint;
  }
  if (!ok) {
    return ShapeContext::Error(
        fmt::format("expected input with trailing dims {} (normalized_shape), got {}",
                    ShapeToString(normalized), input.ToString()));
  }
  SymInt n1 = SymInt::Concrete(1);
  for (size_t i = 0; i + normalized.size() < rank; ++i) n1 = n1 * input.shape[i];
  return Shape{n1};
}

DType StatsDType(DType input) {
  return input == DType::kFloat16 || input == DType::kBFloat16 ? DType::kFloat32 : input;
}

absl::StatusOr<Value> FusedLayerNormFwd(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  auto normalized = ctx.IntList(3, "normalized_shape");
  if (!normalized.ok()) return normalized.status();
  auto stats = LayerNormStatsShape(*input, *normalized);
  if (!stats.ok()) return stats.status();
  TensorType output{input->dtype, input->shape, {}, input->device};
  TensorType mean{StatsDType(input->dtype), *stats, {}, input->device};
  return Value::Tuple({Value::Tensor(std::move(output)), Value::Tensor(mean), Value::Tensor(mean)});
}

absl::StatusOr<Value> FusedLayerNormBwd(const ShapeContext& ctx) {
  auto input = ctx.Tensor(3, "input");
  if (!input.ok()) return input.status();
  auto normalized = ctx.IntList(4, "normalized_shape");
  if (!normalized.ok()) return normalized.status();
  auto stats = LayerNormStatsShape(*input, *normalized);
  if (!stats.ok()) return stats.status();
  auto gamma = ctx.Tensor(5, "gamma");
  if (!gamma.ok()) return gamma.status();
  auto beta = ctx.Tensor(6, "beta");
  if (!beta.ok()) return beta.status();
  TensorType grad_input{input->dtype, input->shape, {}, input->device};
  return Value::Tuple(
      {Value::Tensor(std::move(grad_input)), Value::Tensor(*gamma), Value::Tensor(*beta)});
}

constexpr ShapeRuleEntry kCustomOpsRules[] = {
    {"fsdp.all_gather_copy_in", AllGatherCopyIn},
    {"fsdp.split_with_sizes_copy", SplitWithSizesCopy},
    {"fsdp.chunk_cat", FsdpChunkCat},
    {"fsdp.copy_", NoResult},
    {"inductor.resize_storage_bytes_", NoResult},
    {"apex.fused_layer_norm_affine_fwd", FusedLayerNormFwd},
    {"apex.fused_layer_norm_affine_bwd", FusedLayerNormBwd},
    {"megatron.sinkhorn", SameAsFirstInput},
    {"tg.log_tensor", SameAsFirstInput},
    {"tg.inplace_log_tensor", SameAsFirstInput},
};

}  // namespace

std::span<const ShapeRuleEntry> CustomOpShapeRules() { return kCustomOpsRules; }

}  // namespace collopt
