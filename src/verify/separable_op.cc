#include "verify/separable_op.h"

#include <algorithm>
#include <set>

#include "verify/layout.h"

namespace collopt::verify {
namespace {

size_t U(int i) { return static_cast<size_t>(i); }

struct Interval {
  int64_t lo = 0;
  int64_t hi = 0;
};

// Piece boundaries of the mapped operands along each output dim.
std::vector<std::vector<int64_t>> Cuts(const std::vector<Layout>& operands,
                                       const std::vector<int64_t>& out_shape,
                                       const SeparableDims& dims) {
  std::vector<std::vector<int64_t>> cuts(out_shape.size());
  for (size_t d = 0; d < out_shape.size(); ++d) {
    std::set<int64_t> at{0, out_shape[d]};
    for (auto [k, e] : dims[d]) {
      for (const Piece& p : operands[U(k)].pieces) {
        at.insert(p.lo[U(e)]);
        at.insert(p.lo[U(e)] + p.ext[U(e)]);
      }
    }
    cuts[d].assign(at.begin(), at.end());
  }
  return cuts;
}

// Operand `k` restricted to `cell` along the dims it is mapped to.
Layout OperandCell(const Layout& x, int k, const std::vector<Interval>& cell,
                   const std::vector<int64_t>& out_shape, const SeparableDims& dims) {
  Layout c = x;
  for (size_t d = 0; d < cell.size(); ++d) {
    if (cell[d].lo == 0 && cell[d].hi == out_shape[d]) continue;
    for (auto [kk, e] : dims[d]) {
      if (kk == k) c = Slice(c, e, cell[d].lo, cell[d].hi);
    }
  }
  return c;
}

Layout LiftedView(const Piece& p, DType dtype, const std::vector<int64_t>& view_shape) {
  Layout whole{dtype, view_shape, {}};
  whole.pieces.push_back(Piece{std::vector<int64_t>(view_shape.size(), 0), view_shape, p.atom,
                               p.path, 0, CanonicalStrides(view_shape)});
  Canonicalize(whole);
  return whole;
}

// Lifts every operand mapped to output dim `d` when they agree; records the
// lifted extent and start in `extent` / `start`.
void LiftDim(const TermStore& store, size_t d, const SeparableDims& dims,
             std::vector<Layout>& cells, std::vector<int64_t>& extent,
             std::vector<int64_t>& start) {
  std::vector<Lift> lifts;
  for (auto [k, e] : dims[d]) {
    const Layout& c = cells[U(k)];
    if (c.pieces.size() != 1) return;
    std::optional<Lift> lift = LiftAlong(store, c.pieces[0], e);
    if (!lift) return;
    if (!lifts.empty() && (lift->start != lifts[0].start ||
                           lift->view_shape[U(e)] != lifts[0].view_shape[U(dims[d][0].second)])) {
      return;
    }
    lifts.push_back(std::move(*lift));
  }
  if (lifts.empty()) return;
  const int64_t full = lifts[0].view_shape[U(dims[d][0].second)];
  if (lifts[0].start == 0 && full == extent[d]) return;
  for (size_t i = 0; i < lifts.size(); ++i) {
    Layout& c = cells[U(dims[d][i].first)];
    c = LiftedView(c.pieces[0], c.dtype, lifts[i].view_shape);
  }
  extent[d] = full;
  start[d] = lifts[0].start;
}

Piece CellPiece(TermStore& store, const std::string& op, const std::vector<Layout>& operands,
                const std::vector<int64_t>& out_shape, DType out_dtype, const SeparableDims& dims,
                const std::vector<Interval>& cell) {
  std::vector<Layout> cells;
  std::vector<int64_t> extent(cell.size());
  for (size_t d = 0; d < cell.size(); ++d) extent[d] = cell[d].hi - cell[d].lo;
  for (size_t k = 0; k < operands.size(); ++k) {
    cells.push_back(OperandCell(operands[k], static_cast<int>(k), cell, out_shape, dims));
  }
  std::vector<int64_t> start(cell.size(), 0);
  for (size_t d = 0; d < cell.size(); ++d) LiftDim(store, d, dims, cells, extent, start);
  Atom atom{op, {}, out_dtype, extent};
  for (const Layout& c : cells) atom.operands.push_back(store.AddLayout(c));
  const TermId id = store.AddAtom(std::move(atom));
  Piece piece{{}, {}, id, kSelfPath, 0, {}};
  int64_t row = 1;
  piece.strides.assign(cell.size(), 0);
  for (size_t d = cell.size(); d-- > 0;) {
    piece.strides[d] = row;
    piece.offset += start[d] * row;
    row *= extent[d];
  }
  for (const Interval& i : cell) {
    piece.lo.push_back(i.lo);
    piece.ext.push_back(i.hi - i.lo);
  }
  return piece;
}

// Whether every slab of [cuts] along output dim `d` is, in each mapped
// operand, one piece that lifts to a whole atom with one extent and start.
bool SlabsLift(const TermStore& store, const std::vector<Layout>& operands,
               const std::vector<int64_t>& cuts, const std::vector<std::pair<int, int>>& mapped) {
  for (size_t i = 0; i + 1 < cuts.size(); ++i) {
    std::optional<Lift> first;
    for (auto [k, e] : mapped) {
      Layout slab = Slice(operands[U(k)], e, cuts[i], cuts[i + 1]);
      if (slab.pieces.size() != 1) return false;
      std::optional<Lift> lift = LiftAlong(store, slab.pieces[0], e);
      if (!lift) return false;
      if (!first) {
        first = lift;
        first->view_shape = {lift->view_shape[U(e)]};
      } else if (first->start != lift->start || first->view_shape[0] != lift->view_shape[U(e)]) {
        return false;
      }
    }
  }
  return true;
}

}  // namespace

std::optional<Layout> ApplySeparable(TermStore& store, const std::string& op,
                                     const std::vector<Layout>& operands,
                                     const std::vector<int64_t>& out_shape, DType out_dtype,
                                     const SeparableDims& dims, CutPolicy policy) {
  std::vector<std::vector<int64_t>> cuts = Cuts(operands, out_shape, dims);
  if (policy == CutPolicy::kWhereLiftable) {
    for (size_t d = 0; d < cuts.size(); ++d) {
      if (cuts[d].size() > 2 && !SlabsLift(store, operands, cuts[d], dims[d]))
        cuts[d] = {0, out_shape[d]};
    }
  }
  size_t cells = 1;
  for (const auto& c : cuts) cells *= std::max<size_t>(1, c.size() - 1);
  if (cells > kMaxCells) {
    for (size_t d = 0; d < cuts.size(); ++d) cuts[d] = {0, out_shape[d]};
  }
  Layout out{out_dtype, out_shape, {}};
  if (Numel(out_shape) == 0) return out;
  // Odometer over the cells.
  std::vector<size_t> at(out_shape.size(), 0);
  while (true) {
    std::vector<Interval> cell;
    for (size_t d = 0; d < out_shape.size(); ++d)
      cell.push_back({cuts[d][at[d]], cuts[d][at[d] + 1]});
    out.pieces.push_back(CellPiece(store, op, operands, out_shape, out_dtype, dims, cell));
    size_t d = out_shape.size();
    while (d > 0 && ++at[d - 1] + 1 >= cuts[d - 1].size()) at[--d] = 0;
    if (d == 0) break;
  }
  Canonicalize(out);
  return out;
}

SeparableDims PointwiseDims(const std::vector<std::vector<int64_t>>& operand_shapes,
                            const std::vector<int64_t>& out_shape) {
  SeparableDims dims(out_shape.size());
  for (size_t k = 0; k < operand_shapes.size(); ++k) {
    const std::vector<int64_t>& shape = operand_shapes[k];
    const size_t lead = out_shape.size() - shape.size();
    for (size_t e = 0; e < shape.size(); ++e) {
      if (shape[e] == out_shape[lead + e])
        dims[lead + e].emplace_back(static_cast<int>(k), static_cast<int>(e));
    }
  }
  return dims;
}

SeparableDims ReductionDims(int rank, const std::vector<int>& reduced, bool keepdim) {
  SeparableDims dims;
  for (int e = 0; e < rank; ++e) {
    const bool is_reduced = std::find(reduced.begin(), reduced.end(), e) != reduced.end();
    if (!is_reduced) {
      dims.push_back({{0, e}});
    } else if (keepdim) {
      dims.emplace_back();
    }
  }
  return dims;
}

}  // namespace collopt::verify
