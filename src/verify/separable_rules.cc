// The separable family of verify/op_rules.h: pointwise ops, reductions over
// given dims, mm and bmm (verify/separable_op.h).
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "verify/layout.h"
#include "verify/op_args.h"
#include "verify/op_rules.h"
#include "verify/separable_op.h"

namespace collopt::verify {
namespace {

// Elementwise ATen/prims ops (PyTorch tags them `pointwise` in
// native_functions.yaml): result element i reads element i of each operand.
constexpr std::array<std::string_view, 86> kPointwise = {"abs",
                                                         "acos",
                                                         "add",
                                                         "addcdiv",
                                                         "addcmul",
                                                         "asin",
                                                         "atan",
                                                         "atan2",
                                                         "bitwise_and",
                                                         "bitwise_not",
                                                         "bitwise_or",
                                                         "bitwise_xor",
                                                         "ceil",
                                                         "clamp",
                                                         "clamp_max",
                                                         "clamp_min",
                                                         "convert_element_type",
                                                         "copysign",
                                                         "cos",
                                                         "cosh",
                                                         "div",
                                                         "elu",
                                                         "elu_backward",
                                                         "eq",
                                                         "erf",
                                                         "erfc",
                                                         "erfinv",
                                                         "exp",
                                                         "exp2",
                                                         "expm1",
                                                         "floor",
                                                         "floor_divide",
                                                         "fmod",
                                                         "frac",
                                                         "ge",
                                                         "gelu",
                                                         "gelu_backward",
                                                         "gt",
                                                         "hardsigmoid",
                                                         "hardswish",
                                                         "hardtanh",
                                                         "isinf",
                                                         "isnan",
                                                         "le",
                                                         "leaky_relu",
                                                         "lerp",
                                                         "log",
                                                         "log10",
                                                         "log1p",
                                                         "log2",
                                                         "logical_and",
                                                         "logical_not",
                                                         "logical_or",
                                                         "logical_xor",
                                                         "lt",
                                                         "masked_fill",
                                                         "maximum",
                                                         "minimum",
                                                         "mish",
                                                         "mul",
                                                         "ne",
                                                         "neg",
                                                         "pow",
                                                         "reciprocal",
                                                         "relu",
                                                         "remainder",
                                                         "round",
                                                         "rsqrt",
                                                         "sigmoid",
                                                         "sigmoid_backward",
                                                         "sign",
                                                         "silu",
                                                         "silu_backward",
                                                         "sin",
                                                         "sinh",
                                                         "softplus",
                                                         "sqrt",
                                                         "square",
                                                         "sub",
                                                         "tan",
                                                         "tanh",
                                                         "tanh_backward",
                                                         "threshold_backward",
                                                         "trunc",
                                                         "where",
                                                         "_to_copy"};

// Reductions over a dim list (arg 1) with keepdim (arg 2).
constexpr std::array<std::string_view, 10> kDimReductions = {
    "sum", "mean", "amax", "amin", "prod", "any", "all", "argmax", "argmin", "logsumexp"};
// Ops over one dim (arg 1) that keep the shape.
constexpr std::array<std::string_view, 5> kDimWise = {"_softmax", "_log_softmax", "cumsum",
                                                      "softmax", "log_softmax"};

std::string_view ShortOp(std::string_view target) {
  std::string_view base = OpBaseName(target);
  return base.substr(base.find('.') + 1);
}

template <size_t N>
bool In(const std::array<std::string_view, N>& table, std::string_view name) {
  return std::find(table.begin(), table.end(), name) != table.end();
}

// The layout operands of `call`, in argument order (positional, then
// keyword), or nullopt when a node argument is a tensor of no layout.
std::optional<std::vector<Layout>> TensorOperands(const OpCall& call) {
  std::vector<Layout> layouts;
  bool ok = true;
  ForEachInput(call.node, [&](NodeId id) {
    const SymValue& v = call.value(id);
    if (v.kind == SymValue::Kind::kLayout) {
      layouts.push_back(v.layout);
    } else if (call.graph.node(id).value.is_tensor()) {
      ok = false;
    }
  });
  if (!ok) return std::nullopt;
  return layouts;
}

std::optional<SymValue> Separable(const OpCall& call, const std::vector<Layout>& operands,
                                  const ConcreteTensor& out, const SeparableDims& dims) {
  std::optional<Layout> result = ApplySeparable(call.store, OpText(call, true), operands, out.shape,
                                                out.dtype, dims, CutPolicy::kWhereLiftable);
  if (!result) return std::nullopt;
  SymValue v;
  v.kind = SymValue::Kind::kLayout;
  v.layout = std::move(*result);
  return v;
}

// An elementwise op whose operands all have the result's shape: when, cut
// at every piece boundary, each cell of every operand reads its atom at the
// same flat positions (offset and strides), the cell reads the atom
// "op over the operands' flat elements" at those positions. So the op's
// atom does not depend on the view or chunk it was applied through.
std::optional<SymValue> ByFlatIndex(const OpCall& call, const std::vector<Layout>& operands,
                                    const ConcreteTensor& out) {
  std::vector<Dims> shapes(operands.size(), out.shape);
  const SeparableDims dims = PointwiseDims(shapes, out.shape);
  std::vector<Dims> points(out.shape.size());
  size_t cells = 1;
  for (size_t d = 0; d < out.shape.size(); ++d) {
    Dims at{0, out.shape[d]};
    for (const Layout& l : operands) {
      for (const Piece& p : l.pieces) {
        at.push_back(p.lo[d]);
        at.push_back(p.lo[d] + p.ext[d]);
      }
    }
    points[d] = SortedCuts(std::move(at));
    cells *= points[d].size() - 1;
  }
  if (cells > kMaxCells) return std::nullopt;
  const std::string text = OpText(call, true);
  Layout result{out.dtype, out.shape, {}};
  // Each operand's part in each cell; with one cell, the (canonical)
  // operands themselves.
  std::vector<std::vector<std::shared_ptr<const Layout>>> operand_cells;
  if (cells > 1) {
    operand_cells.reserve(operands.size());
    for (size_t k = 0; k < operands.size(); ++k) {
      operand_cells.push_back(OperandCells(operands[k], static_cast<int>(k), points, dims));
    }
  }
  std::vector<size_t> at(out.shape.size(), 0);
  for (size_t cell = 0; cell < cells; ++cell) {
    std::optional<Piece> first;
    Atom atom{text, {}, out.dtype, {}};
    for (size_t k = 0; k < operands.size(); ++k) {
      const Layout& c = cells > 1 ? *operand_cells[k][cell] : operands[k];
      if (c.pieces.size() != 1 || call.store.atom(c.pieces[0].atom).opaque) return std::nullopt;
      const Piece& p = c.pieces[0];
      const int64_t numel = Numel(call.store.atom(p.atom).shape);
      if (!first) {
        first = p;
        atom.shape = {numel};
      } else if (p.offset != first->offset || p.strides != first->strides ||
                 numel != atom.shape[0]) {
        return std::nullopt;
      }
      atom.operands.push_back(call.store.FlatView(p.atom, p.path));
    }
    Piece piece = *first;
    piece.atom = call.store.AddAtom(std::move(atom));
    piece.path = kSelfPath;
    for (size_t d = 0; d < at.size(); ++d) piece.lo[d] = points[d][at[d]];
    result.pieces.push_back(std::move(piece));
    for (size_t d = at.size(); d-- > 0;) {
      if (++at[d] + 1 < points[d].size()) break;
      at[d] = 0;
    }
  }
  Canonicalize(result);
  SymValue v;
  v.kind = SymValue::Kind::kLayout;
  v.layout = std::move(result);
  return v;
}

std::optional<std::vector<int>> ReducedDims(const Node& node, std::string_view name, size_t rank) {
  Dims dims;
  if (In(kDimWise, name)) {
    std::optional<int64_t> dim = IntArg(node, 1, "dim");
    if (!dim) return std::nullopt;
    dims.push_back(*dim);
  } else {
    std::optional<Dims> list = IntListArg(node, 1, "dim");
    if (list) dims = *list;
    const Argument* a = FindArg(node, 1, "dim");
    if (!list && a != nullptr && a->kind != Argument::Kind::kNone) return std::nullopt;
  }
  std::vector<int> reduced;
  for (int64_t d : dims) {
    std::optional<int> n = NormalizeDim(d, rank);
    if (!n) return std::nullopt;
    reduced.push_back(*n);
  }
  if (reduced.empty()) {  // no dims: every dim
    for (size_t d = 0; d < rank; ++d) reduced.push_back(static_cast<int>(d));
  }
  std::sort(reduced.begin(), reduced.end());
  reduced.erase(std::unique(reduced.begin(), reduced.end()), reduced.end());
  return reduced;
}

std::optional<SymValue> Reduction(const OpCall& call, std::string_view name, const Layout& x,
                                  const ConcreteTensor& out) {
  std::optional<std::vector<int>> reduced = ReducedDims(call.node, name, x.shape.size());
  if (!reduced) return std::nullopt;
  const bool keepdim = In(kDimWise, name) || IntArg(call.node, 2, "keepdim", 0).value_or(0) != 0;
  SeparableDims dims = ReductionDims(static_cast<int>(x.shape.size()), *reduced, keepdim);
  if (dims.size() != out.shape.size()) return std::nullopt;
  return Separable(call, {x}, out, dims);
}

}  // namespace

std::optional<SymValue> ApplySeparableRule(const OpCall& call) {
  std::optional<ConcreteTensor> out = AsConcreteTensor(call.node.value);
  const std::string_view base = OpBaseName(call.node.target);
  if (!out || !(base.starts_with("aten.") || base.starts_with("prims."))) return std::nullopt;
  const std::string_view name = ShortOp(call.node.target);
  std::optional<std::vector<Layout>> operands = TensorOperands(call);
  if (!operands || operands->empty()) return std::nullopt;
  if (In(kPointwise, name)) {
    std::vector<Dims> shapes;
    bool same_shape = true;
    for (const Layout& l : *operands) {
      if (l.shape.size() > out->shape.size()) return std::nullopt;
      shapes.push_back(l.shape);
      same_shape = same_shape && l.shape == out->shape;
    }
    if (same_shape) {
      if (std::optional<SymValue> v = ByFlatIndex(call, *operands, *out)) return v;
    }
    return Separable(call, *operands, *out, PointwiseDims(shapes, out->shape));
  }
  if (operands->size() == 1 && (In(kDimReductions, name) || In(kDimWise, name))) {
    return Reduction(call, name, (*operands)[0], *out);
  }
  if (name == "mm" && operands->size() == 2 && out->shape.size() == 2) {
    return Separable(call, *operands, *out, {{{0, 0}}, {{1, 1}}});
  }
  // _grouped_mm(x [M, K], w [E, K, N], offs): rows belong to groups by
  // offs, so only w's columns are separable.
  if (name == "_grouped_mm" && operands->size() >= 2 && (*operands)[1].shape.size() == 3 &&
      out->shape.size() == 2) {
    return Separable(call, *operands, *out, {{}, {{1, 2}}});
  }
  // index_put(self, [idx], values): rows are placed by idx (dim 0 is not
  // separable), every other dim is (the EP combine's column chunks).
  if (name == "index_put" && operands->size() == 3 && (*operands)[1].shape.size() == 1 &&
      (*operands)[0].shape == out->shape && (*operands)[2].shape.size() == out->shape.size()) {
    SeparableDims dims(out->shape.size());
    for (size_t d = 1; d < out->shape.size(); ++d) {
      if ((*operands)[2].shape[d] == out->shape[d])
        dims[d] = {{0, static_cast<int>(d)}, {2, static_cast<int>(d)}};
    }
    return Separable(call, *operands, *out, dims);
  }
  // slice / narrow along a dim of data-dependent size (a layout rule cannot
  // place it, verify/op_args.h): separable along every other dim.
  if ((name == "slice" || name == "narrow") && operands->size() == 1 &&
      (*operands)[0].shape.size() == out->shape.size()) {
    std::optional<int64_t> dim = IntArg(call.node, 1, "dim", name == "slice" ? 0 : -1000);
    std::optional<int> d = dim ? NormalizeDim(*dim, out->shape.size()) : std::nullopt;
    if (d) {
      SeparableDims dims(out->shape.size());
      for (size_t e = 0; e < out->shape.size(); ++e) {
        if (static_cast<int>(e) != *d && (*operands)[0].shape[e] == out->shape[e]) {
          dims[e] = {{0, static_cast<int>(e)}};
        }
      }
      return Separable(call, *operands, *out, dims);
    }
  }
  if (name == "bmm" && operands->size() == 2 && out->shape.size() == 3) {
    return Separable(call, *operands, *out, {{{0, 0}, {1, 0}}, {{0, 1}}, {{1, 2}}});
  }
  return std::nullopt;
}

}  // namespace collopt::verify
