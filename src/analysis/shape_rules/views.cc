// collopt/analysis/shape_rules/views.cc — shape rules: views and tuple access.
//
// View ops alias their input's storage and only change the shape
// (torch/_refs/__init__.py and torch/_meta_registrations.py): view/reshape
// (one -1 inferred, numel preserved), permute, t, transpose, expand (-1 keeps
// a size, new leading dims allowed), squeeze/unsqueeze, slice (Python slice
// clamping: negative bounds wrap, then clamp to [0, size]), select, split /
// split_with_sizes / unbind / chunk (tuples), as_strided, view_as_real /
// view_as_complex, alias/detach/_conj. operator.getitem reads one element of
// a tuple (int index) or of a dict-valued result (string key).
#include <algorithm>

#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

absl::StatusOr<Value> Alias(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  return Value::Tensor(*self);
}

// view/reshape(self, size): infers one -1 and checks numel.
absl::StatusOr<Value> View(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto size = ctx.IntList(1, "size");
  if (!size.ok()) return size.status();
  int64_t known = 1;
  int infer = -1;
  bool symbolic = false;
  for (size_t i = 0; i < size->size(); ++i) {
    symbolic |= (*size)[i].symbolic;
    if ((*size)[i].hint == -1) {
      if (infer >= 0) return ShapeContext::Error("only one dimension can be inferred (-1)");
      infer = static_cast<int>(i);
    } else if ((*size)[i].hint < 0) {
      return ShapeContext::Error(
          fmt::format("expected sizes of at least 0 (or one -1), got {}", (*size)[i].hint));
    } else if (__builtin_mul_overflow(known, (*size)[i].hint, &known)) {
      return ShapeContext::Error(fmt::format(
          "expected a size whose element count fits int64, got {}", ShapeToString(*size)));
    }
  }
  int64_t numel = self->numel();
  for (SymInt d : self->shape) symbolic |= d.symbolic;
  if (infer >= 0) {
    if (known == 0 || numel % known != 0) {
      return ShapeContext::Error(
          fmt::format("cannot view {} as {}", self->ToString(), ShapeToString(*size)));
    }
    (*size)[static_cast<size_t>(infer)] = SymInt{numel / known, symbolic};
  } else if (known != numel && !symbolic) {
    return ShapeContext::Error(fmt::format("cannot view {} ({} elements) as {} ({} elements)",
                                           self->ToString(), numel, ShapeToString(*size), known));
  }
  self->shape = std::move(*size);
  self->strides.clear();
  return Value::Tensor(*self);
}

// view.dtype(self, dtype): reinterprets; the last dim scales by the size ratio.
absl::StatusOr<Value> ViewDtype(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dtype = ctx.DTypeArg(1, "dtype");
  if (!dtype.ok()) return dtype.status();
  if (!dtype->has_value()) return ShapeContext::Error("expected a dtype");
  int64_t from = ItemSize(self->dtype);
  int64_t to = ItemSize(**dtype);
  if (from != to) {
    if (self->shape.empty()) return ShapeContext::Error("cannot view a 0-d tensor as another size");
    SymInt& last = self->shape.back();
    last.hint = last.hint * from / to;
  }
  self->dtype = **dtype;
  return Value::Tensor(*self);
}

absl::StatusOr<Value> Permute(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dims = ctx.IntList(1, "dims");
  if (!dims.ok()) return dims.status();
  if (static_cast<int64_t>(dims->size()) != self->rank()) {
    return ShapeContext::Error(fmt::format("expected {} dims for {}, got {}", self->rank(),
                                           self->ToString(), dims->size()));
  }
  Shape out;
  std::vector<bool> seen(dims->size(), false);
  for (SymInt d : *dims) {
    auto w = WrapDim(d.hint, self->rank());
    if (!w.ok()) return w.status();
    if (seen[static_cast<size_t>(*w)]) return ShapeContext::Error("repeated dim in permute");
    seen[static_cast<size_t>(*w)] = true;
    out.push_back(self->shape[static_cast<size_t>(*w)]);
  }
  self->shape = std::move(out);
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> TransposeDims(TensorType self, int64_t d0, int64_t d1) {
  auto a = WrapDim(d0, self.rank());
  if (!a.ok()) return a.status();
  auto b = WrapDim(d1, self.rank());
  if (!b.ok()) return b.status();
  if (self.rank() >= 2) {
    std::swap(self.shape[static_cast<size_t>(*a)], self.shape[static_cast<size_t>(*b)]);
  }
  self.strides.clear();
  return Value::Tensor(std::move(self));
}

absl::StatusOr<Value> Transpose(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto d0 = ctx.Int(1, "dim0");
  if (!d0.ok()) return d0.status();
  auto d1 = ctx.Int(2, "dim1");
  if (!d1.ok()) return d1.status();
  return TransposeDims(*self, d0->hint, d1->hint);
}

absl::StatusOr<Value> T(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  if (self->rank() > 2) {
    return ShapeContext::Error(
        fmt::format("expected a tensor of rank <= 2, got {}", self->ToString()));
  }
  if (self->rank() < 2) return Value::Tensor(*self);
  return TransposeDims(*self, 0, 1);
}

absl::StatusOr<Value> ExpandTo(TensorType self, const std::vector<SymInt>& size) {
  if (size.size() < self.shape.size()) {
    return ShapeContext::Error(
        fmt::format("cannot expand {} to fewer dims {}", self.ToString(), ShapeToString(size)));
  }
  size_t lead = size.size() - self.shape.size();
  Shape out(size.begin(), size.end());
  for (size_t i = 0; i < self.shape.size(); ++i) {
    SymInt want = size[lead + i];
    SymInt have = self.shape[i];
    if (want.hint == -1) {
      out[lead + i] = have;
    } else if (have.hint != 1 && have.hint != want.hint && (want.symbolic || have.symbolic)) {
      // Equal by PyTorch's size-oblivious check (as BroadcastShapes): the
      // known size, symbolic if the target is.
      out[lead + i] = SymInt{have.symbolic ? want.hint : have.hint, want.symbolic};
    } else if (have.hint != 1 && have.hint != want.hint) {
      return ShapeContext::Error(
          fmt::format("cannot expand {} to {}", self.ToString(), ShapeToString(size)));
    }
  }
  self.shape = std::move(out);
  self.strides.clear();
  return Value::Tensor(std::move(self));
}

absl::StatusOr<Value> Expand(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto size = ctx.IntList(1, "size");
  if (!size.ok()) return size.status();
  return ExpandTo(*self, *size);
}

absl::StatusOr<Value> ExpandAs(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto other = ctx.Tensor(1, "other");
  if (!other.ok()) return other.status();
  return ExpandTo(*self, other->shape);
}

// squeeze.default (all size-1 dims), squeeze.dim, squeeze.dims.
absl::StatusOr<Value> Squeeze(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  std::vector<bool> drop(self->shape.size(), false);
  if (!ctx.Has(1, "dim")) {
    for (size_t i = 0; i < drop.size(); ++i) drop[i] = self->shape[i].hint == 1;
  } else {
    auto dims = ctx.IntList(1, "dim");
    if (!dims.ok()) return dims.status();
    for (SymInt d : *dims) {
      auto w = WrapDim(d.hint, self->rank());
      if (!w.ok()) return w.status();
      if (self->rank() > 0 && self->shape[static_cast<size_t>(*w)].hint == 1) {
        drop[static_cast<size_t>(*w)] = true;
      }
    }
  }
  Shape out;
  for (size_t i = 0; i < drop.size(); ++i) {
    if (!drop[i]) out.push_back(self->shape[i]);
  }
  self->shape = std::move(out);
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> Unsqueeze(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  auto w = WrapDim(dim->hint, self->rank() + 1);
  if (!w.ok()) return w.status();
  self->shape.insert(self->shape.begin() + *w, SymInt::Concrete(1));
  self->strides.clear();
  return Value::Tensor(*self);
}

// Python slice bounds → length, as torch's slice meta does.
SymInt SliceLength(SymInt size, std::optional<SymInt> start, std::optional<SymInt> end,
                   int64_t step) {
  int64_t n = size.hint;
  auto clamp = [n](int64_t v) {
    if (v < 0) v += n;
    return std::clamp<int64_t>(v, 0, n);
  };
  int64_t s = start.has_value() ? clamp(start->hint) : 0;
  int64_t e = end.has_value() ? clamp(end->hint) : n;
  int64_t len = e > s ? (e - s + step - 1) / step : 0;
  bool symbolic = size.symbolic || (start && start->symbolic) || (end && end->symbolic);
  return SymInt{len, symbolic};
}

absl::StatusOr<Value> Slice(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.IntOr(1, "dim", 0);
  if (!dim.ok()) return dim.status();
  auto w = WrapDim(dim->hint, self->rank());
  if (!w.ok()) return w.status();
  std::optional<SymInt> start;
  std::optional<SymInt> end;
  if (ctx.Has(2, "start")) {
    auto v = ctx.Int(2, "start");
    if (!v.ok()) return v.status();
    start = *v;
  }
  if (ctx.Has(3, "end")) {
    auto v = ctx.Int(3, "end");
    if (!v.ok()) return v.status();
    end = *v;
  }
  auto step = ctx.IntOr(4, "step", 1);
  if (!step.ok()) return step.status();
  if (step->hint <= 0) return ShapeContext::Error("slice step must be positive");
  SymInt& d = self->shape[static_cast<size_t>(*w)];
  d = SliceLength(d, start, end, step->hint);
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> Select(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.Int(1, "dim");
  if (!dim.ok()) return dim.status();
  if (self->rank() == 0) return ShapeContext::Error("select on a 0-d tensor");
  auto w = WrapDim(dim->hint, self->rank());
  if (!w.ok()) return w.status();
  auto index = ctx.Int(2, "index");
  if (!index.ok()) return index.status();
  int64_t size = self->shape[static_cast<size_t>(*w)].hint;
  if (!index->symbolic && (index->hint < -size || index->hint >= size)) {
    return ShapeContext::Error(
        fmt::format("index {} out of range for dim {} of size {}", index->hint, *w, size));
  }
  self->shape.erase(self->shape.begin() + *w);
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> SplitInto(const TensorType& self, int64_t dim,
                                const std::vector<SymInt>& sizes) {
  std::vector<Value> parts;
  for (SymInt s : sizes) {
    TensorType part = self;
    part.shape[static_cast<size_t>(dim)] = s;
    part.strides.clear();
    parts.push_back(Value::Tensor(std::move(part)));
  }
  return Value::Tuple(std::move(parts));
}

// split.Tensor(self, split_size, dim=0): chunks of split_size, the last smaller.
absl::StatusOr<Value> Split(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto split = ctx.Int(1, "split_size");
  if (!split.ok()) return split.status();
  auto dim = ctx.IntOr(2, "dim", 0);
  if (!dim.ok()) return dim.status();
  auto w = WrapDim(dim->hint, self->rank());
  if (!w.ok()) return w.status();
  int64_t n = self->shape[static_cast<size_t>(*w)].hint;
  int64_t chunk = split->hint;
  if (chunk <= 0 && n > 0) return ShapeContext::Error("split_size must be positive");
  std::vector<SymInt> sizes;
  for (int64_t at = 0; at < n; at += chunk)
    sizes.push_back(SymInt::Concrete(std::min(chunk, n - at)));
  if (sizes.empty()) sizes.push_back(SymInt::Concrete(0));
  return SplitInto(*self, *w, sizes);
}

absl::StatusOr<Value> SplitWithSizes(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto sizes = ctx.IntList(1, "split_sizes");
  if (!sizes.ok()) return sizes.status();
  auto dim = ctx.IntOr(2, "dim", 0);
  if (!dim.ok()) return dim.status();
  auto w = WrapDim(dim->hint, self->rank());
  if (!w.ok()) return w.status();
  int64_t total = 0;
  bool symbolic = false;
  for (SymInt s : *sizes) {
    total += s.hint;
    symbolic |= s.symbolic;
  }
  SymInt have = self->shape[static_cast<size_t>(*w)];
  if (!symbolic && !have.symbolic && total != have.hint) {
    return ShapeContext::Error(fmt::format("split sizes sum to {}, but dim {} of {} has size {}",
                                           total, *w, self->ToString(), have.hint));
  }
  return SplitInto(*self, *w, *sizes);
}

absl::StatusOr<Value> Unbind(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto dim = ctx.IntOr(1, "dim", 0);
  if (!dim.ok()) return dim.status();
  auto w = WrapDim(dim->hint, self->rank());
  if (!w.ok()) return w.status();
  int64_t n = self->shape[static_cast<size_t>(*w)].hint;
  TensorType part = *self;
  part.shape.erase(part.shape.begin() + *w);
  part.strides.clear();
  return Value::Tuple(std::vector<Value>(static_cast<size_t>(n), Value::Tensor(part)));
}

absl::StatusOr<Value> AsStrided(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  auto size = ctx.IntList(1, "size");
  if (!size.ok()) return size.status();
  self->shape = std::move(*size);
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> ViewAsReal(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  if (!IsComplex(self->dtype)) {
    return ShapeContext::Error(fmt::format("expected a complex tensor, got {}", self->ToString()));
  }
  self->dtype = ToRealDType(self->dtype);
  self->shape.push_back(SymInt::Concrete(2));
  self->strides.clear();
  return Value::Tensor(*self);
}

absl::StatusOr<Value> ViewAsComplex(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  if (!IsFloatingPoint(self->dtype) || self->shape.empty() || self->shape.back().hint != 2) {
    return ShapeContext::Error(
        fmt::format("expected a floating tensor whose last dim is 2, got {}", self->ToString()));
  }
  self->dtype = ToComplexDType(self->dtype);
  self->shape.pop_back();
  self->strides.clear();
  return Value::Tensor(*self);
}

// operator.getitem(container, index): a tuple element or a dict entry.
absl::StatusOr<Value> GetItem(const ShapeContext& ctx) {
  const Argument* container = ctx.Arg(0);
  const Argument* index = ctx.Arg(1);
  if (container == nullptr || index == nullptr || container->kind != Argument::Kind::kNode) {
    return ShapeContext::Error("expected getitem(value, index)");
  }
  const Value& value = ctx.ValueOf(*container);
  if (value.kind != Value::Kind::kTuple) {
    return ShapeContext::Error(fmt::format("expected a tuple to index, got {}", value.ToString()));
  }
  if (index->kind == Argument::Kind::kString) {
    for (size_t i = 0; i < value.keys.size(); ++i) {
      if (value.keys[i] == index->s) return value.elements[i];
    }
    return ShapeContext::Error(fmt::format("no key '{}' in {}", index->s, value.ToString()));
  }
  auto i = ArgToSymInt(ctx.graph(), *index);
  if (!i.ok()) return i.status();
  int64_t n = static_cast<int64_t>(value.elements.size());
  int64_t k = i->hint < 0 ? i->hint + n : i->hint;
  if (k < 0 || k >= n) {
    return ShapeContext::Error(fmt::format("index {} out of range for a tuple of {}", i->hint, n));
  }
  return value.elements[static_cast<size_t>(k)];
}

constexpr ShapeRuleEntry kViewsRules[] = {
    {"aten.view.default", View},
    {"aten.view.dtype", ViewDtype},
    {"aten._unsafe_view", View},
    {"aten.reshape", View},
    {"aten._reshape_alias", View},
    {"aten.permute", Permute},
    {"aten.t", T},
    {"aten.transpose.int", Transpose},
    {"aten.expand", Expand},
    {"aten.expand_as", ExpandAs},
    {"aten.squeeze", Squeeze},
    {"aten.unsqueeze", Unsqueeze},
    {"aten.slice.Tensor", Slice},
    {"aten.select.int", Select},
    {"aten.split.Tensor", Split},
    {"aten.unsafe_split.Tensor", Split},
    {"aten.transpose_", Transpose},
    {"aten.squeeze_", Squeeze},
    {"aten.split_with_sizes", SplitWithSizes},
    {"aten.unbind.int", Unbind},
    {"aten.as_strided", AsStrided},
    {"aten.view_as_real", ViewAsReal},
    {"aten.view_as_complex", ViewAsComplex},
    {"aten._conj", Alias},
    {"aten.alias", Alias},
    {"aten.detach", Alias},
    {"operator.getitem", GetItem},
};

}  // namespace

std::span<const ShapeRuleEntry> ViewShapeRules() { return kViewsRules; }

}  // namespace collopt
