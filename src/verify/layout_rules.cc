// The layout family of verify/op_rules.h: ops that move, copy or create
// elements without computing new ones.
#include <algorithm>
#include <iterator>
#include <limits>
#include <span>
#include <string>

#include "absl/container/flat_hash_set.h"
#include "fmt/format.h"
#include "verify/layout.h"
#include "verify/op_args.h"
#include "verify/op_rules.h"

namespace collopt::verify {
namespace {

using Kind = SymValue::Kind;

SymValue OfLayout(Layout layout) {
  SymValue v;
  v.kind = Kind::kLayout;
  v.layout = std::move(layout);
  return v;
}

std::optional<SymValue> OfLayout(std::optional<Layout> layout) {
  if (!layout) return std::nullopt;
  return OfLayout(std::move(*layout));
}

// The ops of each kind, by base name (OpBaseName).
constexpr std::string_view kZeros[] = {"aten.zeros", "aten.zeros_like", "aten.new_zeros"};
constexpr std::string_view kOnes[] = {"aten.ones", "aten.ones_like", "aten.new_ones"};
constexpr std::string_view kEmpty[] = {"aten.empty",          "aten.empty_like",
                                       "aten.new_empty",      "aten.empty_strided",
                                       "aten.empty_permuted", "aten.new_empty_strided"};
// (Factories whose fill value is an argument.)
constexpr std::string_view kFull[] = {"aten.full", "aten.new_full", "aten.full_like",
                                      "aten.scalar_tensor"};
constexpr std::string_view kSameValues[] = {"aten.view",
                                            "aten.reshape",
                                            "aten._unsafe_view",
                                            "aten.flatten",
                                            "aten.unflatten",
                                            "aten.squeeze",
                                            "aten.unsqueeze",
                                            "aten.view_copy",
                                            "aten.alias",
                                            "aten.clone",
                                            "aten.contiguous",
                                            "aten.detach",
                                            "aten.lift_fresh_copy",
                                            "aten.squeeze_copy",
                                            "aten.unsqueeze_copy",
                                            "aten.alias_copy",
                                            "aten.detach_copy",
                                            "aten.reshape_as",
                                            "aten.view_as"};
constexpr std::string_view kSplit[] = {"aten.split",      "aten.split_with_sizes",
                                       "aten.chunk",      "aten.tensor_split",
                                       "aten.split_copy", "aten.split_with_sizes_copy"};
constexpr std::string_view kExpand[] = {"aten.expand", "aten.expand_copy", "aten.broadcast_to",
                                        "aten.expand_as"};
constexpr std::string_view kPermute[] = {"aten.permute", "aten.transpose", "aten.t",
                                         "aten.permute_copy", "aten.transpose_copy"};
constexpr std::string_view kDtypeConversion[] = {"prims.convert_element_type", "aten._to_copy",
                                                 "aten.to", "aten.type_as"};
// The other ops these rules take.
constexpr std::string_view kOtherLayoutOps[] = {"_c10d_functional.wait_tensor",
                                                "c10d_functional.wait_tensor",
                                                "operator.getitem",
                                                "aten.unbind",
                                                "aten.cat",
                                                "aten.stack",
                                                "aten.slice",
                                                "aten.slice_copy",
                                                "aten.select",
                                                "aten.select_copy",
                                                "aten.narrow",
                                                "aten.narrow_copy",
                                                "aten.slice_scatter",
                                                "aten.select_scatter",
                                                "aten.constant_pad_nd"};

template <size_t N>
bool Among(std::string_view base, const std::string_view (&names)[N]) {
  return std::find(std::begin(names), std::end(names), base) != std::end(names);
}

// Every op these rules take, one look-up (ApplyLayoutRule sees every call).
const absl::flat_hash_set<std::string_view>& LayoutOps() {
  static const auto* const kOps = [] {
    auto* set = new absl::flat_hash_set<std::string_view>;
    for (std::span<const std::string_view> names :
         {std::span<const std::string_view>(kZeros), std::span<const std::string_view>(kOnes),
          std::span<const std::string_view>(kEmpty), std::span<const std::string_view>(kFull),
          std::span<const std::string_view>(kSameValues), std::span<const std::string_view>(kSplit),
          std::span<const std::string_view>(kExpand), std::span<const std::string_view>(kPermute),
          std::span<const std::string_view>(kDtypeConversion),
          std::span<const std::string_view>(kOtherLayoutOps)}) {
      set->insert(names.begin(), names.end());
    }
    return set;
  }();
  return *kOps;
}

// Whether `dim` of the call's first tensor argument is a whole-only
// (symbolic) dim, which no positional op may touch (verify/op_args.h).
bool SymbolicDim(const OpCall& call, int dim) {
  std::optional<ConcreteTensor> in = ArgTensor(call, 0, "self");
  if (!in) in = ArgTensor(call, 0, "input");
  return in && dim >= 0 && static_cast<size_t>(dim) < in->symbolic.size() &&
         in->symbolic[static_cast<size_t>(dim)];
}

// The text of a literal fill value, or nullopt for a node.
std::optional<std::string> FillText(const Argument* a) {
  if (a == nullptr) return std::nullopt;
  switch (a->kind) {
    case Argument::Kind::kInt:
    case Argument::Kind::kBool:
      return fmt::format("{}", static_cast<double>(a->i));
    case Argument::Kind::kFloat:
      return fmt::format("{}", a->f);
    default:
      return std::nullopt;
  }
}

TermId FillAtom(TermStore& store, DType dtype, const std::string& value) {
  Atom atom{"fill(" + value + ")", {}, dtype, {}};
  atom.rank_free = true;
  return store.AddAtom(std::move(atom));
}

bool IsZeros(std::string_view base) { return Among(base, kZeros); }

bool IsOnes(std::string_view base) { return Among(base, kOnes); }

bool IsEmpty(std::string_view base) { return Among(base, kEmpty); }

// The fill value of a factory, or nullopt when it is not a factory (or its
// fill value is not a literal).
std::optional<std::string> FactoryValue(std::string_view base, const Node& node) {
  if (IsZeros(base)) return "0";
  if (IsOnes(base)) return "1";
  if (IsEmpty(base)) return "uninitialized";
  if (base == "aten.full" || base == "aten.new_full")
    return FillText(FindArg(node, 1, "fill_value"));
  if (base == "aten.full_like") return FillText(FindArg(node, 1, "fill_value"));
  if (base == "aten.scalar_tensor") return FillText(FindArg(node, 0, "s"));
  return std::nullopt;
}

// (start, end) of a slice along a dim of `size`, Python-style clamped.
std::optional<std::pair<int64_t, int64_t>> SliceBounds(const Node& node, size_t start_pos,
                                                       int64_t size) {
  std::optional<int64_t> start = IntArg(node, start_pos, "start", 0);
  std::optional<int64_t> end =
      IntArg(node, start_pos + 1, "end", std::numeric_limits<int64_t>::max());
  if (!start || !end) return std::nullopt;
  auto clamp = [size](int64_t i) { return std::clamp<int64_t>(i < 0 ? i + size : i, 0, size); };
  return std::make_pair(clamp(*start), std::max(clamp(*start), clamp(*end)));
}

std::optional<SymValue> SliceOp(const OpCall& call, const Layout& x) {
  std::optional<int> dim =
      NormalizeDim(IntArg(call.node, 1, "dim", 0).value_or(-1000), x.shape.size());
  std::optional<int64_t> step = IntArg(call.node, 4, "step", 1);
  if (!dim || !step || *step < 1 || SymbolicDim(call, *dim)) return std::nullopt;
  auto bounds = SliceBounds(call.node, 2, x.shape[static_cast<size_t>(*dim)]);
  if (!bounds) return std::nullopt;
  return OfLayout(Slice(x, *dim, bounds->first, bounds->second, *step));
}

std::optional<SymValue> SelectOp(const OpCall& call, const Layout& x) {
  std::optional<int> dim =
      NormalizeDim(IntArg(call.node, 1, "dim").value_or(-1000), x.shape.size());
  std::optional<int64_t> index = IntArg(call.node, 2, "index");
  if (!dim || !index || SymbolicDim(call, *dim)) return std::nullopt;
  const int64_t size = x.shape[static_cast<size_t>(*dim)];
  const int64_t i = *index < 0 ? *index + size : *index;
  if (i < 0 || i >= size) return std::nullopt;
  return OfLayout(Squeeze(Slice(x, *dim, i, i + 1), {*dim}));
}

std::optional<SymValue> NarrowOp(const OpCall& call, const Layout& x) {
  std::optional<int> dim =
      NormalizeDim(IntArg(call.node, 1, "dim").value_or(-1000), x.shape.size());
  std::optional<int64_t> start = IntArg(call.node, 2, "start");
  std::optional<int64_t> length = IntArg(call.node, 3, "length");
  if (!dim || !start || !length || SymbolicDim(call, *dim)) return std::nullopt;
  const int64_t size = x.shape[static_cast<size_t>(*dim)];
  const int64_t s = *start < 0 ? *start + size : *start;
  if (s < 0 || *length < 0 || s + *length > size) return std::nullopt;
  return OfLayout(Slice(x, *dim, s, s + *length));
}

// split / split_with_sizes / chunk / unbind / tensor_split: the sizes come
// from the result's element shapes.
std::optional<SymValue> SplitOp(const OpCall& call, const Layout& x, bool unbind) {
  const Value& out = call.node.value;
  if (out.kind != Value::Kind::kTuple) return std::nullopt;
  std::optional<int> dim =
      NormalizeDim(IntArg(call.node, unbind ? 1 : 2, "dim", 0).value_or(-1000), x.shape.size());
  if (!dim) return std::nullopt;
  SymValue tuple;
  tuple.kind = Kind::kTuple;
  int64_t at = 0;
  for (const Value& item : out.elements) {
    std::optional<ConcreteTensor> t = AsConcreteTensor(item);
    if (!t) return std::nullopt;
    const int64_t size = unbind ? 1 : t->shape[static_cast<size_t>(*dim)];
    Layout part = Slice(x, *dim, at, at + size);
    tuple.items.push_back(OfLayout(unbind ? Squeeze(part, {*dim}) : std::move(part)));
    at += size;
  }
  if (at != x.shape[static_cast<size_t>(*dim)]) return std::nullopt;
  return tuple;
}

std::optional<std::vector<Layout>> LayoutList(const OpCall& call) {
  const Argument* list = FindArg(call.node, 0, "tensors");
  if (list == nullptr || !list->is_sequence()) return std::nullopt;
  std::vector<Layout> parts;
  for (const Argument& item : list->items) {
    if (item.kind != Argument::Kind::kNode) return std::nullopt;
    const SymValue& v = call.value(item.node);
    if (v.kind != Kind::kLayout) return std::nullopt;
    parts.push_back(v.layout);
  }
  return parts;
}

std::optional<SymValue> CatOp(const OpCall& call, const ConcreteTensor& out, bool stack) {
  std::optional<std::vector<Layout>> parts = LayoutList(call);
  if (!parts) return std::nullopt;
  std::optional<int> dim =
      NormalizeDim(IntArg(call.node, 1, "dim", 0).value_or(-1000), out.shape.size());
  if (!dim) return std::nullopt;
  std::vector<Layout> kept;
  for (Layout& p : *parts) {
    if (stack) {
      kept.push_back(Unsqueeze(p, *dim));
    } else if (!(p.shape.size() == 1 && p.shape[0] == 0 && out.shape.size() != 1)) {
      kept.push_back(std::move(p));  // legacy cat skips 1-D empty tensors
    }
  }
  return OfLayout(Cat(kept, *dim));
}

std::optional<SymValue> SliceScatterOp(const OpCall& call, const Layout& base, bool select) {
  const Layout* src = LayoutArg(call, 1, "src");
  std::optional<int> dim =
      NormalizeDim(IntArg(call.node, 2, "dim", 0).value_or(-1000), base.shape.size());
  if (src == nullptr || !dim) return std::nullopt;
  const int64_t size = base.shape[static_cast<size_t>(*dim)];
  if (select) {
    std::optional<int64_t> index = IntArg(call.node, 3, "index");
    if (!index) return std::nullopt;
    const int64_t i = *index < 0 ? *index + size : *index;
    return OfLayout(SliceScatter(base, Unsqueeze(*src, *dim), *dim, i, i + 1));
  }
  if (IntArg(call.node, 5, "step", 1) != 1) return std::nullopt;
  auto bounds = SliceBounds(call.node, 3, size);
  if (!bounds) return std::nullopt;
  return OfLayout(SliceScatter(base, *src, *dim, bounds->first, bounds->second));
}

std::optional<SymValue> PermuteOp(const OpCall& call, std::string_view base, const Layout& x) {
  const size_t rank = x.shape.size();
  std::vector<int> perm(rank);
  for (size_t i = 0; i < rank; ++i) perm[i] = static_cast<int>(i);
  if (base == "aten.permute") {
    std::optional<Dims> dims = IntListArg(call.node, 1, "dims");
    if (!dims || dims->size() != rank) return std::nullopt;
    absl::flat_hash_set<int> seen;
    for (size_t i = 0; i < rank; ++i) {
      std::optional<int> d = NormalizeDim((*dims)[i], rank);
      if (!d || !seen.insert(*d).second) return std::nullopt;
      perm[i] = *d;
    }
  } else if (rank >= 2) {
    std::optional<int> d0 =
        base == "aten.t" ? 0 : NormalizeDim(IntArg(call.node, 1, "dim0").value_or(-1000), rank);
    std::optional<int> d1 =
        base == "aten.t" ? 1 : NormalizeDim(IntArg(call.node, 2, "dim1").value_or(-1000), rank);
    if (!d0 || !d1) return std::nullopt;
    std::swap(perm[static_cast<size_t>(*d0)], perm[static_cast<size_t>(*d1)]);
  }
  return OfLayout(Permute(x, perm));
}

bool SameValues(std::string_view base) { return Among(base, kSameValues); }

bool IsSplit(std::string_view base) { return Among(base, kSplit); }

bool IsExpand(std::string_view base) { return Among(base, kExpand); }

bool IsPermute(std::string_view base) { return Among(base, kPermute); }

bool IsDtypeConversion(std::string_view base) { return Among(base, kDtypeConversion); }

std::optional<SymValue> OnTensor(const OpCall& call, std::string_view base,
                                 const ConcreteTensor& out) {
  if (base == "aten.cat" || base == "aten.stack") return CatOp(call, out, base == "aten.stack");
  if (std::optional<std::string> fill = FactoryValue(base, call.node)) {
    return OfLayout(Filled(out.dtype, out.shape, FillAtom(call.store, out.dtype, *fill)));
  }
  const Layout* x = LayoutArg(call, 0, "self");
  if (x == nullptr) x = LayoutArg(call, 0, "input");
  if (x != nullptr && call.node.target == "aten.view.dtype") {
    std::optional<Layout> viewed = ViewDtype(call.store, *x, out.dtype);
    if (!viewed || viewed->shape != out.shape) return std::nullopt;
    return OfLayout(std::move(*viewed));
  }
  if (x == nullptr || x->dtype != out.dtype) return std::nullopt;
  if (SameValues(base) || IsDtypeConversion(base)) {
    if (const Layout* rows = RowsArg(call); rows != nullptr && rows->shape == out.shape) {
      return OfLayout(*rows);
    }
    std::optional<SymValue> v = OfLayout(ReshapeOrCopy(call.store, *x, out.shape));
    if (v && x->shape.size() == 2 && out.shape.size() == 1) {
      v->rows = std::make_shared<const Layout>(*x);  // the matrix it flattens
    }
    return v;
  }
  if (IsExpand(base)) {
    return OfLayout(Expand(*x, out.shape));
  }
  if (IsPermute(base)) {
    return PermuteOp(call, base.substr(0, base.find("_copy")), *x);
  }
  if (base == "aten.slice" || base == "aten.slice_copy") return SliceOp(call, *x);
  if (base == "aten.select" || base == "aten.select_copy") return SelectOp(call, *x);
  if (base == "aten.narrow" || base == "aten.narrow_copy") return NarrowOp(call, *x);
  if (base == "aten.slice_scatter") return SliceScatterOp(call, *x, false);
  if (base == "aten.select_scatter") return SliceScatterOp(call, *x, true);
  if (base == "aten.constant_pad_nd") {
    std::optional<Dims> pad = IntListArg(call.node, 1, "pad");
    const Argument* value = FindArg(call.node, 2, "value");
    std::optional<std::string> fill =
        value == nullptr ? std::optional<std::string>("0") : FillText(value);
    if (!pad || !fill) return std::nullopt;
    for (size_t i = 0; i < pad->size() / 2 && i < x->shape.size(); ++i) {
      if (SymbolicDim(call, static_cast<int>(x->shape.size() - 1 - i))) return std::nullopt;
    }
    return OfLayout(Pad(*x, *pad, FillAtom(call.store, out.dtype, *fill)));
  }
  return std::nullopt;
}

}  // namespace

bool MovesPieces(std::string_view target) { return LayoutOps().contains(OpBaseName(target)); }

std::optional<SymValue> ApplyLayoutRule(const OpCall& call) {
  const std::string_view base = OpBaseName(call.node.target);
  if (!LayoutOps().contains(base)) return std::nullopt;
  const Node& node = call.node;
  if (base == "_c10d_functional.wait_tensor" || base == "c10d_functional.wait_tensor") {
    if (node.args.empty() || node.args[0].kind != Argument::Kind::kNode) return std::nullopt;
    return call.value(node.args[0].node);
  }
  if (base == "operator.getitem") {
    std::optional<int64_t> index = IntArg(node, 1, "");
    if (node.args.empty() || node.args[0].kind != Argument::Kind::kNode || !index)
      return std::nullopt;
    const SymValue& tuple = call.value(node.args[0].node);
    if (tuple.kind != Kind::kTuple || *index < 0 ||
        static_cast<size_t>(*index) >= tuple.items.size()) {
      return std::nullopt;
    }
    return tuple.items[static_cast<size_t>(*index)];
  }
  if (IsSplit(base) || base == "aten.unbind") {
    const Layout* x = LayoutArg(call, 0, "self");
    if (x == nullptr) return std::nullopt;
    return SplitOp(call, *x, base == "aten.unbind");
  }
  std::optional<ConcreteTensor> out = AsConcreteTensor(node.value);
  if (!out) return std::nullopt;
  return OnTensor(call, base, *out);
}

}  // namespace collopt::verify
