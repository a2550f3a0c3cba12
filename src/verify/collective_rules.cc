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
#include <iterator>
#include <set>
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
  const Argument* a = FindArg(call.node, pos, "group_name");
  if (a == nullptr || a->kind != Argument::Kind::kString) return std::nullopt;
  return ProcessGroupKey(call.graph, a->s);
}

std::optional<std::string> StringArg(const Node& node, size_t pos, std::string_view kw) {
  const Argument* a = FindArg(node, pos, kw);
  if (a == nullptr || a->kind != Argument::Kind::kString) return std::nullopt;
  return a->s;
}

SymValue OfLayout(Layout layout) {
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
  std::vector<Layout> parts;
  for (int64_t i = 0; i < *size; ++i) parts.push_back(AtRank(x, RankStep{key, i}, call.store));
  std::optional<Layout> gathered = Cat(parts, 0);
  if (!gathered || gathered->shape != out.shape) return std::nullopt;
  return OfLayout(std::move(*gathered));
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
  const std::vector<int64_t> shape =
      rows_out == 0 ? std::vector<int64_t>{cols} : std::vector<int64_t>{rows_out, cols};
  const SeparableDims dims = rows_out == 0 ? SeparableDims{{{0, 1}}} : SeparableDims{{}, {{0, 1}}};
  std::optional<Layout> result =
      ApplySeparable(call.store, op, {*matrix}, shape, out.dtype, dims, CutPolicy::kFinest);
  if (!result) return std::nullopt;
  std::optional<Layout> reshaped = ReshapeOrCopy(call.store, *result, out.shape);
  if (!reshaped) return std::nullopt;
  return OfLayout(std::move(*reshaped));
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
  Atom reduced{op + "; row shifts", {}, dtype, {Numel(store.atom(rows[0].atom).shape)}};
  for (const RowSource& r : rows) {
    const int64_t numel = Numel(store.atom(r.atom).shape);
    Layout flat{store.atom(r.atom).dtype, {numel}, {}};
    flat.pieces.push_back(Piece{{0}, {numel}, r.atom, r.path, 0, CanonicalStrides({numel})});
    Canonicalize(flat);
    reduced.operands.push_back(store.AddLayout(flat));
    absl::StrAppend(&reduced.op, " ", r.offset - rows[0].offset);
  }
  return Piece{{0},       {width},        store.AddAtom(std::move(reduced)),
               kSelfPath, rows[0].offset, {width == 1 ? 0 : rows[0].step}};
}

// reduce_scatter (G rows) or all_reduce (1 row) of x: x viewed as [G, M],
// cut at every column where a piece starts or ends.
std::optional<SymValue> ReduceRows(const OpCall& call, const std::string& op, const Layout& x,
                                   int64_t rows, const ConcreteTensor& out) {
  const int64_t numel = Numel(x.shape);
  if (rows <= 0 || numel % rows != 0) return std::nullopt;
  const int64_t cols = numel / rows;
  std::optional<Layout> matrix = ReshapeOrCopy(call.store, x, {rows, cols});
  if (!matrix) return std::nullopt;
  std::set<int64_t> cuts{0, cols};
  for (const Piece& p : matrix->pieces) {
    cuts.insert(p.lo[1]);
    cuts.insert(p.lo[1] + p.ext[1]);
  }
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
  return OfLayout(std::move(*reshaped));
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

std::optional<SymValue> ApplyCollectiveRule(const OpCall& call) {
  const std::string_view base = OpBaseName(call.node.target);
  const std::string_view name = base.substr(base.find('.') + 1);
  const bool functional =
      base.starts_with("_c10d_functional.") || base.starts_with("c10d_functional.");
  if (!functional) return std::nullopt;
  std::optional<ConcreteTensor> out = AsConcreteTensor(call.node.value);
  const Layout* x = LayoutArg(call, 0, "input");
  if (!out || x == nullptr) return std::nullopt;
  if (name == "all_gather_into_tensor") return AllGather(call, *x, *out);
  if (name == "reduce_scatter_tensor") return ReduceScatter(call, *x, *out);
  if (name == "all_reduce") return AllReduce(call, *x, *out);
  if (name == "all_to_all_single") return AllToAll(call, *x, *out);
  return std::nullopt;
}

}  // namespace collopt::verify
