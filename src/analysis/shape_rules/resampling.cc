// collopt/analysis/shape_rules/resampling.cc — shape rules: ops that set the
// spatial size directly (adaptive and fractional pooling, unpooling,
// upsampling, padding, grid sampling).
//
//   _adaptive_avg_pool{2,3}d(x, output_size)          leading dims + output_size
//   adaptive_max_pool{2,3}d(x, output_size)           same, (values, int64 indices)
//   fractional_max_pool{2,3}d(x, k, output_size, r)   same, (values, int64 indices)
//   max_unpool{2,3}d(x, indices, output_size, ...)    leading dims + output_size
//     (torch/_meta_registrations.py `meta_adaptive_avg_pool2d`,
//      `meta_adaptive_max_pool2d`, `meta_fractional_max_pool2d`, `meta_max_unpool2d`)
//   upsample_*(x, output_size, ...)                   [N, C] + output_size; the `.vec`
//     overloads without output_size: floor(in × scale) (`upsample_compute_output_size`)
//   constant_pad_nd(x, pad, value), reflection/replication_pad{1,2,3}d(x, pad):
//     pad = [l_last, r_last, l_prev, r_prev, ...]; dim += l + r, pads may be
//     negative (`_refs.constant_pad_nd`, `meta_pad{1,2,3}d`)
//   grid_sampler_{2,3}d(x, grid, ...)                 [N, C] + grid's spatial dims
//     (`meta_grid_sampler_2d`)
#include <cmath>

#include "analysis/shape_rule.h"
#include "analysis/shape_rules/spatial.h"
#include "fmt/format.h"

namespace collopt {
namespace {

// The last kDims dims set to the int list at `index`; with kIndices, a tuple
// (values, int64 indices).
template <size_t kDims, size_t kIndex, bool kIndices>
absl::StatusOr<Value> SetSpatial(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto size = ctx.IntList(kIndex, "output_size");
  if (!size.ok()) return size.status();
  if (size->size() != kDims) {
    return ShapeContext::Error(
        fmt::format("expected {} output sizes, got {}", kDims, size->size()));
  }
  auto out = WithSpatial(*self, *size);
  if (!out.ok()) return out.status();
  if (!kIndices) return Value::Tensor(std::move(*out));
  TensorType indices = *out;
  indices.dtype = DType::kInt64;
  return Value::Tuple({Value::Tensor(std::move(*out)), Value::Tensor(std::move(indices))});
}

// upsample_*(x, output_size | None, ..., scale_factors): kDims spatial dims.
template <size_t kDims>
absl::StatusOr<Value> Upsample(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "input");
  if (!self.ok()) return self.status();
  if (self->rank() < static_cast<int64_t>(kDims) + 1) {
    return ShapeContext::Error(
        fmt::format("expected {} spatial dims, got {}", kDims, self->ToString()));
  }
  if (ctx.Has(1, "output_size")) {
    auto size = ctx.IntList(1, "output_size");
    if (!size.ok()) return size.status();
    if (size->size() == kDims) {
      auto out = WithSpatial(*self, *size);
      if (!out.ok()) return out.status();
      return Value::Tensor(std::move(*out));
    }
  }
  // .vec overloads: scale_factors is the last positional argument.
  const Argument* scales = ctx.Arg(ctx.node().args.size() - 1, "scale_factors");
  if (scales == nullptr || !scales->is_sequence() || scales->items.size() != kDims) {
    return ShapeContext::Error("expected output_size or scale_factors");
  }
  Shape spatial;
  for (size_t i = 0; i < kDims; ++i) {
    const Argument& s = scales->items[i];
    double scale = s.kind == Argument::Kind::kFloat ? s.f : static_cast<double>(s.i);
    int64_t in = self->shape[self->shape.size() - kDims + i].hint;
    spatial.push_back(SymInt::Concrete(static_cast<int64_t>(std::floor(in * scale))));
  }
  auto out = WithSpatial(*self, spatial);
  if (!out.ok()) return out.status();
  return Value::Tensor(std::move(*out));
}

absl::StatusOr<Value> Pad(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto pad = ctx.IntList(1, "pad");
  if (!pad.ok()) return pad.status();
  if (pad->size() % 2 != 0 || pad->size() / 2 > self->shape.size()) {
    return ShapeContext::Error(
        fmt::format("expected an even number of pads, at most 2 per dim "
                    "of {}, got {}",
                    self->ToString(), pad->size()));
  }
  for (size_t i = 0; i < pad->size() / 2; ++i) {
    SymInt& d = self->shape[self->shape.size() - 1 - i];
    d = d + (*pad)[2 * i] + (*pad)[2 * i + 1];
    if (d.hint < 0) return ShapeContext::Error("padding makes a dim negative");
  }
  self->strides.clear();
  return Value::Tensor(*self);
}

template <size_t kDims>
absl::StatusOr<Value> GridSampler(const ShapeContext& ctx) {
  auto input = ctx.TensorOfRank(0, "input", kDims + 2);
  if (!input.ok()) return input.status();
  auto grid = ctx.TensorOfRank(1, "grid", kDims + 2);
  if (!grid.ok()) return grid.status();
  Shape out = {input->shape[0], input->shape[1]};
  out.insert(out.end(), grid->shape.begin() + 1, grid->shape.end() - 1);
  return Value::Tensor(TensorType{input->dtype, std::move(out), {}, input->device});
}

constexpr ShapeRuleEntry kResamplingRules[] = {
    {"aten._adaptive_avg_pool2d", SetSpatial<2, 1, false>},
    {"aten._adaptive_avg_pool3d", SetSpatial<3, 1, false>},
    {"aten.adaptive_max_pool2d", SetSpatial<2, 1, true>},
    {"aten.adaptive_max_pool3d", SetSpatial<3, 1, true>},
    {"aten.fractional_max_pool2d", SetSpatial<2, 2, true>},
    {"aten.fractional_max_pool3d", SetSpatial<3, 2, true>},
    {"aten.max_unpool2d", SetSpatial<2, 2, false>},
    {"aten.max_unpool3d", SetSpatial<3, 2, false>},
    {"aten.upsample_nearest1d", Upsample<1>},
    {"aten._upsample_nearest_exact1d", Upsample<1>},
    {"aten.upsample_linear1d", Upsample<1>},
    {"aten.upsample_nearest2d", Upsample<2>},
    {"aten._upsample_nearest_exact2d", Upsample<2>},
    {"aten.upsample_bilinear2d", Upsample<2>},
    {"aten._upsample_bilinear2d_aa", Upsample<2>},
    {"aten.upsample_bicubic2d", Upsample<2>},
    {"aten.upsample_nearest3d", Upsample<3>},
    {"aten.upsample_trilinear3d", Upsample<3>},
    {"aten.constant_pad_nd", Pad},
    {"aten.reflection_pad1d", Pad},
    {"aten.reflection_pad2d", Pad},
    {"aten.reflection_pad3d", Pad},
    {"aten.replication_pad1d", Pad},
    {"aten.replication_pad2d", Pad},
    {"aten.replication_pad3d", Pad},
    {"aten.grid_sampler_2d", GridSampler<2>},
    {"aten.grid_sampler_3d", GridSampler<3>},
};

}  // namespace

std::span<const ShapeRuleEntry> ResamplingShapeRules() { return kResamplingRules; }

}  // namespace collopt
