// collopt/analysis/shape_rules/shape_ops.cc — shape rules: ops that rearrange
// elements (more views, stacking, shuffles).
//
// Each follows the named meta kernel (torch/_meta_registrations.py) or
// reference (torch/_refs/__init__.py):
//   diagonal(x, offset, d1, d2)    x without d1, d2, then the diagonal's length
//                                  max(min(n1, n2 - offset), 0) (offset < 0:
//                                  max(min(n1 + offset, n2), 0))  (`_refs.diagonal`)
//   diag_embed(x, offset, d1, d2)  rank + 1; n = last + |offset| at d1 and d2 (`_refs.diag_embed`)
//   unfold(x, d, size, step)       dim d → (n - size) / step + 1, then size appended
//   (`_refs.unfold`) narrow(x, d, start, length)    dim d → length squeeze_.dim / transpose_
//   in-place views: the shape of the view resize_(x, size)               size; resize_as_(x, t):
//   t's shape, x's dtype flip, roll, tril, triu, channel_shuffle, renorm, rot90 with even k: x's
//   shape; rot90 with odd k               the two dims swapped (`_refs.rot90`) stack(ts, d) a new
//   dim of len(ts) at d; dtype promoted (`_refs.stack` → cat) block_diag(ts)                 each
//   as 2-D ([n] → [1, n], 0-d → [1, 1]),
//                                  [Σ rows, Σ cols]  (`_refs.block_diag`)
//   _chunk_cat(ts, d, c)           ts[0].shape[:d] + [c, Σ ceil(n_d / c) × Π rest]
//                                  (`meta__chunk_cat` in aten/src/ATen/native/TensorShape.cpp)
//   pixel_shuffle(x, r)            [..., C / r², H r, W r]; pixel_unshuffle: the inverse
//   glu(x, d)                      dim d halved
//   repeat_interleave.Tensor(r, output_size) [output_size] int64 (data-dependent
//                                  without output_size: the unbacked hint)
#include <algorithm>
#include <cstdlib>

#include "analysis/shape_rule.h"
#include "analysis/shape_rules/elementwise.h"
#include "fmt/format.h"

namespace collopt {
namespace {

absl::StatusOr<size_t> Dim(const ShapeContext& ctx, size_t index, std::string_view name,
                           int64_t fallback, int64_t rank) {
  auto dim = ctx.IntOr(index, name, fallback);
  if (!dim.ok()) return dim.status();
  auto w = WrapDim(dim->hint, rank);
  if (!w.ok()) return w.status();
  return static_cast<size_t>(*w);
}

absl::StatusOr<Value> Diagonal(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto offset = ctx.IntOr(1, "offset", 0);
  if (!offset.ok()) return offset.status();
  auto d1 = Dim(ctx, 2, "dim1", 0, self->rank());
  if (!d1.ok()) return d1.status();
  auto d2 = Dim(ctx, 3, "dim2", 1, self->rank());
  if (!d2.ok()) return d2.status();
  if (*d1 == *d2) return ShapeContext::Error("diagonal dimensions cannot be identical");
  int64_t n1 = self->shape[*d1].hint;
  int64_t n2 = self->shape[*d2].hint;
  int64_t o = offset->hint;
  int64_t n = o >= 0 ? std::min(n1, n2 - o) : std::min(n1 + o, n2);
  Shape out;
  for (size_t i = 0; i < self->shape.size(); ++i) {
    if (i != *d1 && i != *d2) out.push_back(self->shape[i]);
  }
  out.push_back(SymInt::Concrete(std::max<int64_t>(n, 0)));
  return Value::Tensor(TensorType{self->dtype, std::move(out), {}, self->device});
}

absl::StatusOr<Value> DiagEmbed(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  if (self->rank() == 0) return ShapeContext::Error("diag_embed expected a tensor of rank >= 1");
  auto offset = ctx.IntOr(1, "offset", 0);
  if (!offset.ok()) return offset.status();
  int64_t rank = self->rank() + 1;
  auto d1 = Dim(ctx, 2, "dim1", -2, rank);
  if (!d1.ok()) return d1.status();
  auto d2 = Dim(ctx, 3, "dim2", -1, rank);
  if (!d2.ok()) return d2.status();
  if (*d1 == *d2) return ShapeContext::Error("diagonal dimensions cannot be identical");
  SymInt n = self->shape.back() + SymInt::Concrete(std::abs(offset->hint));
  Shape out;
  size_t next = 0;
  for (size_t i = 0; i < static_cast<size_t>(rank); ++i) {
    out.push_back(i == *d1 || i == *d2 ? n : self->shape[next++]);
  }
  return Value::Tensor(TensorType{self->dtype, std::move(out), {}, self->device});
}

absl::StatusOr<Value> Unfold(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto d = Dim(ctx, 1, "dimension", 0, self->rank());
  if (!d.ok()) return d.status();
  auto size = ctx.Int(2, "size");
  if (!size.ok()) return size.status();
  auto step = ctx.Int(3, "step");
  if (!step.ok()) return step.status();
  if (step->hint <= 0) return ShapeContext::Error("unfold expected step > 0");
  if (self->rank() > 0) {
    int64_t n = self->shape[*d].hint;
    if (size->hint > n) {
      return ShapeContext::Error(
          fmt::format("unfold size {} exceeds the size {} of dim {}", size->hint, n, *d));
    }
    self->shape[*d] = SymInt::Concrete((n - size->hint) / step->hint + 1);
  }
  self->shape.push_back(*size);
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> Narrow(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto d = Dim(ctx, 1, "dim", 0, self->rank());
  if (!d.ok()) return d.status();
  auto length = ctx.Int(3, "length");
  if (!length.ok()) return length.status();
  self->shape[*d] = *length;
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> SameShape(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> Rot90(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto k = ctx.IntOr(1, "k", 1);
  if (!k.ok()) return k.status();
  std::vector<SymInt> dims = {SymInt::Concrete(0), SymInt::Concrete(1)};
  if (ctx.Has(2, "dims")) {
    auto list = ctx.IntList(2, "dims");
    if (!list.ok()) return list.status();
    dims = std::move(*list);
  }
  if (dims.size() != 2) return ShapeContext::Error("rot90 expected 2 dims");
  auto a = WrapDim(dims[0].hint, self->rank());
  if (!a.ok()) return a.status();
  auto b = WrapDim(dims[1].hint, self->rank());
  if (!b.ok()) return b.status();
  if (((k->hint % 4) + 4) % 2 == 1) {
    std::swap(self->shape[static_cast<size_t>(*a)], self->shape[static_cast<size_t>(*b)]);
  }
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> ResizeTo(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto size = ctx.IntList(1, "size");
  if (!size.ok()) return size.status();
  return Value::Tensor(TensorType{self->dtype, std::move(*size), {}, self->device});
}

absl::StatusOr<Value> ResizeAs(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto like = ctx.Tensor(1, "the_template");
  if (!like.ok()) return like.status();
  return Value::Tensor(TensorType{self->dtype, like->shape, {}, self->device});
}

// The tensors of a Tensor[] argument, and their promoted dtype.
absl::StatusOr<std::vector<TensorType>> Tensors(const ShapeContext& ctx, DType& dtype) {
  auto list = ctx.TensorList(0, "tensors");
  if (!list.ok()) return list.status();
  std::vector<TensorType> out;
  for (auto& t : *list) {
    if (!t.has_value()) return ShapeContext::Error("expected no None in the tensor list");
    dtype = out.empty() ? t->dtype : PromoteTypes(dtype, t->dtype);
    out.push_back(std::move(*t));
  }
  if (out.empty()) return ShapeContext::Error("expected a non-empty list of tensors");
  return out;
}

absl::StatusOr<Value> Stack(const ShapeContext& ctx) {
  DType dtype = DType::kFloat32;
  auto tensors = Tensors(ctx, dtype);
  if (!tensors.ok()) return tensors.status();
  const TensorType& first = tensors->front();
  auto d = Dim(ctx, 1, "dim", 0, first.rank() + 1);
  if (!d.ok()) return d.status();
  for (const TensorType& t : *tensors) {
    if (t.shape.size() != first.shape.size()) {
      return ShapeContext::Error(
          fmt::format("stack expects each tensor to be equal size, got {} "
                      "and {}",
                      ShapeToString(first.shape), ShapeToString(t.shape)));
    }
  }
  Shape out = first.shape;
  out.insert(out.begin() + static_cast<std::ptrdiff_t>(*d),
             SymInt::Concrete(static_cast<int64_t>(tensors->size())));
  return Value::Tensor(TensorType{dtype, std::move(out), {}, first.device});
}

absl::StatusOr<Value> BlockDiag(const ShapeContext& ctx) {
  DType dtype = DType::kFloat32;
  auto tensors = Tensors(ctx, dtype);
  if (!tensors.ok()) return tensors.status();
  SymInt rows = SymInt::Concrete(0);
  SymInt cols = SymInt::Concrete(0);
  for (const TensorType& t : *tensors) {
    if (t.rank() > 2) return ShapeContext::Error("block_diag expected tensors of rank <= 2");
    rows = rows + (t.rank() == 2 ? t.shape[0] : SymInt::Concrete(1));
    cols = cols + (t.rank() == 0 ? SymInt::Concrete(1) : t.shape.back());
  }
  return Value::Tensor(TensorType{dtype, {rows, cols}, {}, tensors->front().device});
}

absl::StatusOr<Value> ChunkCat(const ShapeContext& ctx) {
  DType dtype = DType::kFloat32;
  auto tensors = Tensors(ctx, dtype);
  if (!tensors.ok()) return tensors.status();
  const TensorType& first = tensors->front();
  auto d = Dim(ctx, 1, "dim", 0, first.rank());
  if (!d.ok()) return d.status();
  auto chunks = ctx.Int(2, "num_chunks");
  if (!chunks.ok()) return chunks.status();
  if (chunks->hint <= 0) return ShapeContext::Error("_chunk_cat expected num_chunks > 0");
  int64_t width = 0;
  for (const TensorType& t : *tensors) {
    if (t.rank() <= static_cast<int64_t>(*d)) {
      return ShapeContext::Error("_chunk_cat expected every tensor to have the dim");
    }
    int64_t rest = 1;
    for (size_t i = *d + 1; i < t.shape.size(); ++i) rest *= t.shape[i].hint;
    int64_t n = t.shape[*d].hint;
    width += (n + chunks->hint - 1) / chunks->hint * rest;
  }
  Shape out(first.shape.begin(), first.shape.begin() + static_cast<std::ptrdiff_t>(*d));
  out.push_back(*chunks);
  out.push_back(SymInt::Concrete(width));
  return Value::Tensor(TensorType{first.dtype, std::move(out), {}, first.device});
}

template <bool kShuffle>
absl::StatusOr<Value> PixelShuffle(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto r = ctx.Int(1, kShuffle ? "upscale_factor" : "downscale_factor");
  if (!r.ok()) return r.status();
  if (self->rank() < 3 || r->hint <= 0) {
    return ShapeContext::Error("pixel_shuffle expected a tensor of rank >= 3 and a factor > 0");
  }
  size_t c = self->shape.size() - 3;
  int64_t r2 = r->hint * r->hint;
  Shape& s = self->shape;
  if (kShuffle) {
    if (s[c].hint % r2 != 0) return ShapeContext::Error("channels not divisible by factor²");
    s[c] = SymInt::Concrete(s[c].hint / r2);
    s[c + 1] = s[c + 1] * *r;
    s[c + 2] = s[c + 2] * *r;
  } else {
    s[c] = s[c] * SymInt::Concrete(r2);
    s[c + 1] = SymInt::Concrete(s[c + 1].hint / r->hint);
    s[c + 2] = SymInt::Concrete(s[c + 2].hint / r->hint);
  }
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> Glu(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto d = Dim(ctx, 1, "dim", -1, self->rank());
  if (!d.ok()) return d.status();
  if (self->rank() == 0 || self->shape[*d].hint % 2 != 0) {
    return ShapeContext::Error("glu expected an even size at dim");
  }
  self->shape[*d] = SymInt::Concrete(self->shape[*d].hint / 2);
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> RepeatInterleave(const ShapeContext& ctx) {
  auto repeats = ctx.Tensor(0, "repeats");
  if (!repeats.ok()) return repeats.status();
  SymInt n = SymInt::Symbolic(ctx.options().unbacked_symint_hint);
  if (ctx.Has(99, "output_size")) {
    auto size = ctx.Int(99, "output_size");
    if (!size.ok()) return size.status();
    n = *size;
  }
  return Value::Tensor(TensorType{repeats->dtype, {n}, {}, repeats->device});
}

constexpr ShapeRuleEntry kShapeOpsRules[] = {
    {"aten.diagonal", Diagonal},
    {"aten.diag_embed", DiagEmbed},
    {"aten.unfold", Unfold},
    {"aten.narrow", Narrow},
    {"aten.flip", SameShape},
    {"aten.roll", SameShape},
    {"aten.tril", SameShape},
    {"aten.triu", SameShape},
    {"aten.channel_shuffle", SameShape},
    {"aten.renorm", SameShape},
    {"aten.rot90", Rot90},
    {"aten.resize_", ResizeTo},
    {"aten.resize_as_", ResizeAs},
    {"aten.stack", Stack},
    {"aten.block_diag", BlockDiag},
    {"aten._chunk_cat", ChunkCat},
    {"aten.pixel_shuffle", PixelShuffle<true>},
    {"aten.pixel_unshuffle", PixelShuffle<false>},
    {"aten.glu", Glu},
    {"aten.repeat_interleave.Tensor", RepeatInterleave},
};

}  // namespace

std::span<const ShapeRuleEntry> ShapeOpShapeRules() { return kShapeOpsRules; }

}  // namespace collopt
