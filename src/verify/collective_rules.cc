// The collective family of verify/op_rules.h.
//
// all_gather_into_tensor(x, G, g): the cat along dim 0 of x on the ranks
// 0..G-1 of g (SPMD: x on rank i is x's term with rank path "member i of g").
// reduce_scatter_tensor(x, op, G, g) and all_reduce(x, op, g) (G = 1): x
// viewed as [G, M] is reduced column by column, so each column interval is
// priced on its own (ReducedInterval: a bucket member's or a chunk's columns
// read the same atom as the whole tensor's). all_to_all_single(x,
// out_splits, in_splits, g): separable over the columns of x viewed as
// [rows, M] (verify/separable_op.h).
#include <algorithm>
#include <iterator>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "verify/layout.h"
#include "verify/op_args.h"
#include "verify/op_rules.h"
#include "verify/separable_op.h"

namespace collopt::verify {
namespace {

std::optional<std::string> GroupArg(const OpCall& call, size_t pos) {
  return GroupKeyArg(call.graph, call.node, pos);
}

std::optional<std::string> StringArg(const Node& node, size_t pos, std::string_view kw) {
  const Argument* a = FindArg(node, pos, kw);
  if (a == nullptr || a->kind != Argument::Kind::kString) return std::nullopt;
  return a->s;
}

SymValue GatheredOfLayout(Layout layout) {
  SymValue v;
  v.kind = SymValue::Kind::kLayout;
  v.layout = std::move(layout);
  return v;
}

std::optional<SymValue> AllGather(const OpCall& call, const Layout& x, const ConcreteTensor& out) {
  std::optional<int64_t> size = IntArg(call.node, 1, "group_size");
  std::optional<std::string> group = GroupArg(call, 2);
  if (!size || !group || *size < 1 || x.shape.empty()) return std::nullopt;
  const int32_t key = call.store.GroupKey(*group);
  std::optional<Layout> gathered = AllGathered(x, key, *size, call.store);
  if (!gathered || gathered->shape != out.shape) return std::nullopt;
  SymValue v = GatheredOfLayout(std::move(*gathered));
  if (std::optional<Layout> rows = AllGatheredRows(x, key, *size, call.store)) {
    v.rows = std::make_shared<const Layout>(std::move(*rows));
  }
  return v;
}

// `op` over the columns of x viewed as [rows_in, M], giving [rows_out, M]
// reshaped to the result.
std::optional<SymValue> OverColumns(const OpCall& call, const std::string& op, const Layout& x,
                                    int64_t rows_in, int64_t rows_out, const ConcreteTensor& out) {
  const int64_t numel = Numel(x.shape);
  if (rows_in <= 0 || numel % rows_in != 0) return std::nullopt;
  const int64_t cols = numel / rows_in;
  std::optional<Layout> matrix = ReshapeOrCopy(call.store, x, {rows_in, cols});
  if (!matrix) return std::nullopt;
  const Dims shape = rows_out == 0 ? Dims{cols} : Dims{rows_out, cols};
  const SeparableDims dims = rows_out == 0 ? SeparableDims{{{0, 1}}} : SeparableDims{{}, {{0, 1}}};
  std::optional<Layout> result =
      ApplySeparable(call.store, op, {*matrix}, shape, out.dtype, dims, CutPolicy::kFinest);
  if (!result) return std::nullopt;
  std::optional<Layout> reshaped = ReshapeOrCopy(call.store, *result, out.shape);
  if (!reshaped) return std::nullopt;
  return GatheredOfLayout(std::move(*reshaped));
}

// Row j of one column interval of the [G, M] input: where it reads.
struct RowSource {
  TermId atom = kNoTerm;
  PathId path = kSelfPath;
  int64_t offset = 0;
  int64_t step = 0;  // column stride (0 for a one-column interval)
};

// The sources of rows 0..G-1 of `cell` (a column interval of a [G, w]
// layout whose pieces each span the whole interval), in row order.
std::vector<RowSource> RowSources(const Layout& cell) {
  std::vector<RowSource> rows(static_cast<size_t>(cell.shape[0]));
  for (const Piece& p : cell.pieces) {
    for (int64_t i = 0; i < p.ext[0]; ++i) {
      rows[static_cast<size_t>(p.lo[0] + i)] = {p.atom, p.path, p.offset + i * p.strides[0],
                                                cell.shape[1] == 1 ? 0 : p.strides[1]};
    }
  }
  return rows;
}

// The atom "reduce over the group, row j read from atom A_j (on its rank
// path) shifted by o_j - o_0": one per set of rows, whatever window of them
// a reduction reads (ReducedInterval, ReducedCell). Its shape is row 0's
// atom laid flat. The shifts are written out ("; row shifts 0 5 12"), or,
// when they step evenly (row j at j · Δ, the common case: the rows of one
// buffer), as "; row shifts every Δ" — a function of the shifts either way,
// so equal shifts always give the same atom, and the operand count gives G.
TermId RowShiftsAtom(TermStore& store, const std::string& op, DType dtype,
                     const std::vector<RowSource>& rows) {
  Atom reduced{op + "; row shifts", {}, dtype, {Numel(store.atom(rows[0].atom).shape)}};
  reduced.operands.reserve(rows.size());
  const int64_t step = rows.size() > 1 ? rows[1].offset - rows[0].offset : 0;
  bool even = rows.size() > 2;
  for (size_t j = 0; j < rows.size(); ++j) {
    reduced.operands.push_back(store.FlatView(rows[j].atom, rows[j].path));
    even = even && rows[j].offset - rows[0].offset == static_cast<int64_t>(j) * step;
  }
  if (even) {
    absl::StrAppend(&reduced.op, " every ", step);
  } else {
    for (const RowSource& r : rows) absl::StrAppend(&reduced.op, " ", r.offset - rows[0].offset);
  }
  return store.AddAtom(std::move(reduced));
}

// The reduction over the group of one column interval of the [G, w] input.
// When every row j reads its atom A_j linearly with one column step σ
// (offset o_j), the result reads, at o_0 with step σ, the atom "reduce over
// g, row j read from A_j shifted by o_j - o_0": the same atom for any column
// range of the same rows (a bucket member's columns, an async-TP chunk's),
// so a bucket or a chunk of a reduce_scatter is a piece of the whole's.
// Otherwise it is one new atom over the interval's layout.
Piece ReducedInterval(TermStore& store, const std::string& op, const Layout& cell, DType dtype) {
  const std::vector<RowSource> rows = RowSources(cell);
  const int64_t width = cell.shape[1];
  bool linear = true;
  for (const RowSource& r : rows) {
    linear = linear && r.atom != kNoTerm && r.step == rows[0].step && !store.atom(r.atom).opaque;
  }
  if (!linear) {
    const TermId id = store.AddAtom(Atom{op, {store.AddLayout(cell)}, dtype, {width}});
    return Piece{{0}, {width}, id, kSelfPath, 0, {width == 1 ? 0 : 1}};
  }
  return Piece{{0},       {width},        RowShiftsAtom(store, op, dtype, rows),
               kSelfPath, rows[0].offset, {width == 1 ? 0 : rows[0].step}};
}

std::optional<Layout> ReduceByDim0(TermStore& store, const std::string& op, const Layout& x,
                                   int64_t rows, DType dtype, const Dims& out_shape,
                                   const Layout* as_rows = nullptr);

// When the G rows of a one-dim cell are the G row-slabs of one contiguous
// copy atom C = contiguous(L) (row j = C[j·n/G, (j+1)·n/G), a bucket
// member's region of a flat buffer): the reduction of L by its dim 0, laid
// flat. So a bucketed reduce_scatter gives each member what the member's
// own reduce_scatter gives (ReshapeOrCopy sees through the copy back).
std::optional<Layout> ReducedCopyRows(TermStore& store, const std::string& op, const Layout& cell,
                                      DType dtype) {
  // [G, 1, ..., 1, width] (ReduceByDim0 of a flat buffer viewed [G, 1, M]).
  if (cell.shape.size() < 2 || cell.pieces.empty()) return std::nullopt;
  for (size_t d = 1; d + 1 < cell.shape.size(); ++d) {
    if (cell.shape[d] != 1) return std::nullopt;
  }
  const size_t last = cell.shape.size() - 1;
  const TermId atom = cell.pieces[0].atom;
  const Atom& copy = store.atom(atom);
  const int64_t g = cell.shape[0];
  const int64_t width = cell.shape[last];
  if (copy.op != "contiguous" || copy.operands.size() != 1 || Numel(copy.shape) != g * width) {
    return std::nullopt;
  }
  int64_t rows = 0;
  for (const Piece& p : cell.pieces) {  // row j is C[j·width, (j+1)·width), one piece's row
    if (p.atom != atom || p.path != cell.pieces[0].path || p.lo[last] != 0 ||
        p.ext[last] != width || (width > 1 && p.strides[last] != 1)) {
      return std::nullopt;
    }
    for (int64_t i = 0; i < p.ext[0]; ++i) {
      if (p.offset + i * p.strides[0] != (p.lo[0] + i) * width) return std::nullopt;
    }
    rows += p.ext[0];
  }
  if (rows != g) return std::nullopt;
  const Layout source = store.layout(copy.operands[0]);  // a copy: the store grows below
  if (source.shape.empty() || source.shape[0] % g != 0) return std::nullopt;
  Dims shape = source.shape;
  shape[0] /= g;
  std::optional<Layout> reduced = ReduceByDim0(store, op, source, g, dtype, shape);
  if (!reduced) return std::nullopt;
  // Laid out as the cell's result: [1, ..., 1, width].
  return ReshapeOrCopy(store, *reduced, Dims(cell.shape.begin() + 1, cell.shape.end()));
}

// The pieces of one cell of the reduction (lo relative to the cell): `cell` is [G, ext...] (every
// row's part of the cell, each one piece when linear). When every row j reads its atom A_j at
// offset o_j with the same strides σ, the result reads, at o_0 with σ, the
// atom "reduce over g, row j read from A_j shifted by o_j - o_0" (as
// ReducedInterval, with σ over every dim). Otherwise a new atom over the
// cell's layout.
// A bucket member's copy reduces as ReducedCopyRows says.
std::vector<Piece> ReducedCell(TermStore& store, const std::string& op, const Layout& cell,
                               DType dtype) {
  if (std::optional<Layout> flat = ReducedCopyRows(store, op, cell, dtype)) return flat->pieces;
  const Dims ext(cell.shape.begin() + 1, cell.shape.end());
  struct Row {
    const Piece* piece = nullptr;
    int64_t offset = 0;
  };
  std::vector<Row> rows(static_cast<size_t>(cell.shape[0]));
  bool linear = true;
  for (const Piece& p : cell.pieces) {
    linear = linear && !store.atom(p.atom).opaque;
    for (int64_t i = 0; linear && i < p.ext[0]; ++i) {
      Row& r = rows[static_cast<size_t>(p.lo[0] + i)];
      linear = r.piece == nullptr;
      r = {&p, p.offset + i * p.strides[0]};
    }
  }
  for (const Row& r : rows) {
    linear = linear && r.piece != nullptr &&
             std::equal(r.piece->strides.begin() + 1, r.piece->strides.end(),
                        rows[0].piece->strides.begin() + 1);
  }
  if (!linear || rows.empty()) {
    const TermId id = store.AddAtom(Atom{op, {store.AddLayout(cell)}, dtype, ext});
    return {Piece{Dims(ext.size(), 0), ext, id, kSelfPath, 0, CanonicalStrides(ext)}};
  }
  const Piece& first = *rows[0].piece;
  std::vector<RowSource> sources;
  sources.reserve(rows.size());
  for (const Row& r : rows) sources.push_back({r.piece->atom, r.piece->path, r.offset, 0});
  Dims strides(ext.size(), 0);
  for (size_t d = 0; d < ext.size(); ++d) {
    if (ext[d] != 1) strides[d] = first.strides[d + 1];
  }
  return {Piece{Dims(ext.size(), 0), ext, RowShiftsAtom(store, op, dtype, sources), kSelfPath,
                rows[0].offset, std::move(strides)}};
}

// reduce_scatter (G rows) or all_reduce (1 row) of x when dim 0 splits into
// the G rows: x viewed as [G, d0/G, rest...], cut at every piece boundary of
// every row, one ReducedCell per cell. So a reduction keeps the pieces'
// multi-dim strides (a row's part that is a strided window of its atom, a
// chunk of it) without first copying x into a [G, M] matrix, whose copy atom
// would depend on how x was assembled. nullopt when dim 0 does not split or
// the cells are too many.
std::optional<Layout> ReduceByDim0(TermStore& store, const std::string& op, const Layout& x,
                                   int64_t rows, DType dtype, const Dims& out_shape,
                                   const Layout* as_rows) {
  if (x.shape.empty()) {  // a scalar's all_reduce: as a one-element vector
    std::optional<Layout> one = Reshape(x, {1});
    if (!one || rows != 1) return std::nullopt;
    std::optional<Layout> r = ReduceByDim0(store, op, *one, rows, dtype, {1});
    if (!r) return std::nullopt;
    return ReshapeOrCopy(store, *r, out_shape);
  }
  if (x.shape[0] % rows != 0) return std::nullopt;
  Dims shape = x.shape;
  shape[0] /= rows;
  if (Numel(shape) != Numel(out_shape)) return std::nullopt;
  Dims split{rows};
  split.insert(split.end(), shape.begin(), shape.end());
  // x viewed as [rows, d0 / rows, ...]: the matrix it came from when that
  // is the shape (SymValue::rows), else reshaped.
  std::optional<Layout> grid =
      as_rows != nullptr && as_rows->shape == split ? *as_rows : Reshape(x, split);
  if (!grid) return std::nullopt;
  std::vector<Dims> cuts(split.size());
  size_t cells = 1;
  for (size_t d = 0; d < split.size(); ++d) {
    Dims at{0, split[d]};
    if (d == 0) {
      for (int64_t j = 1; j < rows; ++j) at.push_back(j);
    } else {
      for (const Piece& p : grid->pieces) {
        at.push_back(p.lo[d]);
        at.push_back(p.lo[d] + p.ext[d]);
      }
    }
    cuts[d] = SortedCuts(std::move(at));
    if (d > 0) cells *= cuts[d].size() - 1;
  }
  if (cells > kMaxCells) return std::nullopt;
  // Cells over dims 1.., each holding every row.
  std::vector<Dims> cell_cuts = cuts;
  cell_cuts[0] = {0, rows};
  SeparableDims dims(split.size());
  for (size_t d = 0; d < split.size(); ++d) dims[d] = {{0, static_cast<int>(d)}};
  std::vector<std::shared_ptr<const Layout>> parts = OperandCells(*grid, 0, cell_cuts, dims);
  Layout result{dtype, shape, {}};
  std::vector<size_t> at(shape.size(), 0);
  for (const auto& part : parts) {
    for (Piece& piece : ReducedCell(store, op, *part, dtype)) {
      for (size_t d = 0; d < shape.size(); ++d) piece.lo[d] += cuts[d + 1][at[d]];
      result.pieces.push_back(std::move(piece));
    }
    for (size_t d = shape.size(); d-- > 0;) {
      if (++at[d] + 1 < cuts[d + 1].size()) break;
      at[d] = 0;
    }
  }
  Canonicalize(result);
  return ReshapeOrCopy(store, result, out_shape);
}

// reduce_scatter (G rows) or all_reduce (1 row) of x: by dim 0 when it
// splits (ReduceByDim0), else x viewed as [G, M], cut at every column where a
// piece starts or ends.
std::optional<SymValue> ReduceRows(const OpCall& call, const std::string& op, const Layout& x,
                                   int64_t rows, const ConcreteTensor& out) {
  if (std::optional<Layout> v =
          ReduceByDim0(call.store, op, x, rows, out.dtype, out.shape, RowsArg(call))) {
    return GatheredOfLayout(std::move(*v));
  }
  const int64_t numel = Numel(x.shape);
  if (rows <= 0 || numel % rows != 0) return std::nullopt;
  const int64_t cols = numel / rows;
  std::optional<Layout> matrix = ReshapeOrCopy(call.store, x, {rows, cols});
  if (!matrix) return std::nullopt;
  Dims points{0, cols};
  for (const Piece& p : matrix->pieces) {
    points.push_back(p.lo[1]);
    points.push_back(p.lo[1] + p.ext[1]);
  }
  const Dims cuts = SortedCuts(std::move(points));
  Layout result{out.dtype, {cols}, {}};
  for (auto it = cuts.begin(); std::next(it) != cuts.end(); ++it) {
    Piece piece =
        ReducedInterval(call.store, op, Slice(*matrix, 1, *it, *std::next(it)), out.dtype);
    piece.lo = {*it};
    result.pieces.push_back(std::move(piece));
  }
  Canonicalize(result);
  std::optional<Layout> reshaped = ReshapeOrCopy(call.store, result, out.shape);
  if (!reshaped) return std::nullopt;
  return GatheredOfLayout(std::move(*reshaped));
}

std::optional<SymValue> ReduceScatter(const OpCall& call, const Layout& x,
                                      const ConcreteTensor& out) {
  std::optional<std::string> reduce = StringArg(call.node, 1, "reduce_op");
  std::optional<int64_t> size = IntArg(call.node, 2, "group_size");
  std::optional<std::string> group = GroupArg(call, 3);
  if (!reduce || !size || !group) return std::nullopt;
  const std::string op = absl::StrCat("reduce_scatter_tensor(", *reduce, ", ", *group, ")");
  return ReduceRows(call, op, x, *size, out);
}

std::optional<SymValue> AllReduce(const OpCall& call, const Layout& x, const ConcreteTensor& out) {
  std::optional<std::string> reduce = StringArg(call.node, 1, "reduce_op");
  std::optional<std::string> group = GroupArg(call, 2);
  if (!reduce || !group) return std::nullopt;
  const std::string op = absl::StrCat("all_reduce(", *reduce, ", ", *group, ")");
  return ReduceRows(call, op, x, 1, out);
}

std::optional<SymValue> AllToAll(const OpCall& call, const Layout& x, const ConcreteTensor& out) {
  std::optional<std::string> group = GroupArg(call, 3);
  if (!group || x.shape.empty() || out.shape.empty()) return std::nullopt;
  std::vector<std::string> splits;
  for (size_t pos : {size_t{1}, size_t{2}}) {
    const Argument* a =
        FindArg(call.node, pos, pos == 1 ? "output_split_sizes" : "input_split_sizes");
    std::string text = "None";
    if (a != nullptr && a->is_sequence()) {
      std::vector<std::string> items;
      for (const Argument& item : a->items) {
        if (item.kind == Argument::Kind::kInt) {
          items.push_back(absl::StrCat(item.i));
        } else if (item.kind == Argument::Kind::kNode) {
          items.push_back(absl::StrCat("t", call.term(item.node)));
        } else {
          return std::nullopt;
        }
      }
      text = absl::StrCat("[", absl::StrJoin(items, ", "), "]");
    } else if (a != nullptr && a->kind != Argument::Kind::kNone) {
      return std::nullopt;
    }
    splits.push_back(std::move(text));
  }
  const std::string op =
      absl::StrCat("all_to_all_single(", absl::StrJoin(splits, ", "), ", ", *group, ")");
  return OverColumns(call, op, x, x.shape[0], out.shape[0], out);
}

}  // namespace

std::string_view FunctionalCollectiveName(std::string_view target) {
  // Most calls are aten or prims ops: one character tells.
  if (target.empty() || (target[0] != '_' && target[0] != 'c')) return {};
  const std::string_view base = OpBaseName(target);
  const bool functional =
      base.starts_with("_c10d_functional.") || base.starts_with("c10d_functional.");
  return functional ? base.substr(base.find('.') + 1) : std::string_view();
}

std::optional<std::string> GroupKeyArg(const Graph& graph, const Node& node, size_t pos) {
  const Argument* a = FindArg(node, pos, "group_name");
  if (a == nullptr || a->kind != Argument::Kind::kString) return std::nullopt;
  return ProcessGroupKey(graph, a->s);
}

namespace {

// Position of the group_name argument of each functional collective
// (torch/csrc/distributed/c10d/Functional.cpp schemas).
size_t GroupArgPosition(std::string_view name) {
  return name == "all_gather_into_tensor" || name == "all_reduce" ? 2 : 3;
}

// A collective verify cannot lay out (a symbolic size): one opaque value per
// op, operands and group *ranks*, so that moving it to another communicator
// on the same ranks (reassign-process-groups' twins) keeps its term.
std::optional<SymValue> OpaqueCollective(const OpCall& call, std::string_view name) {
  const size_t pos = GroupArgPosition(name);
  std::optional<std::string> key = GroupKeyArg(call.graph, call.node, pos);
  if (!key.has_value()) return std::nullopt;
  Node renamed = call.node;
  Argument* group = pos < renamed.args.size() ? &renamed.args[pos] : nullptr;
  for (size_t i = 0; group == nullptr && i < renamed.kwarg_names.size(); ++i) {
    if (renamed.kwarg_names[i] == "group_name") group = &renamed.kwargs[i];
  }
  group->s = *key;  // GroupKeyArg found it
  const OpCall keyed{call.graph, renamed, call.store, call.value, call.term};
  return OpaqueResult(call.store, OpText(keyed), {}, call.node.value);
}

}  // namespace

std::optional<SymValue> ApplyCollectiveRule(const OpCall& call) {
  const std::string_view name = FunctionalCollectiveName(call.node.target);
  if (name.empty()) return std::nullopt;
  std::optional<ConcreteTensor> out = AsConcreteTensor(call.node.value);
  std::optional<ConcreteTensor> in = ArgTensor(call, 0, "input");
  const Layout* x = LayoutArg(call, 0, "input");
  if (!out || !in || x == nullptr) return std::nullopt;
  // Symbolic sizes stay whole dims (verify/op_args.h): only an all_to_all
  // of [rows, M] rows with M concrete moves rows of a symbolic count.
  const bool symbolic = in->any_symbolic() || out->any_symbolic();
  if (symbolic && !(name == "all_to_all_single" && in->shape.size() == 2 &&
                    out->shape.size() == 2 && !in->symbolic[1] && !out->symbolic[1])) {
    return OpaqueCollective(call, name);
  }
  if (name == "all_gather_into_tensor") return AllGather(call, *x, *out);
  if (name == "reduce_scatter_tensor") return ReduceScatter(call, *x, *out);
  if (name == "all_reduce") return AllReduce(call, *x, *out);
  if (name == "all_to_all_single") return AllToAll(call, *x, *out);
  return std::nullopt;
}

}  // namespace collopt::verify
