#include "verify/separable_op.h"

#include <algorithm>
#include <map>
#include <memory>
#include <tuple>

#include "absl/container/inlined_vector.h"
#include "verify/layout.h"

namespace collopt::verify {
namespace {

size_t ToIndex(int i) { return static_cast<size_t>(i); }

struct Interval {
  int64_t lo = 0;
  int64_t hi = 0;
};

// Piece boundaries of the mapped operands along each output dim.
std::vector<Dims> Cuts(const std::vector<Layout>& operands, const Dims& out_shape,
                       const SeparableDims& dims) {
  std::vector<Dims> cuts(out_shape.size());
  for (size_t d = 0; d < out_shape.size(); ++d) {
    Dims at{0, out_shape[d]};
    for (auto [k, e] : dims[d]) {
      for (const Piece& p : operands[ToIndex(k)].pieces) {
        at.push_back(p.lo[ToIndex(e)]);
        at.push_back(p.lo[ToIndex(e)] + p.ext[ToIndex(e)]);
      }
    }
    cuts[d] = SortedCuts(std::move(at));
  }
  return cuts;
}

// `cell` with every piece extended along `e` to its whole atom, when each
// piece lifts (LiftAlong) to the same extent and start: a chunk of a tensor
// whose pieces are whole atoms side by side along other dims (a gathered
// weight's experts, a bucket's members). With `window` {extent, start}, each
// piece extends instead to the window of that extent around it in which it
// starts at `start` (a chunk of a reduce_scatter's shard, whose atom is the
// whole pre-scatter tensor). Returns the lifted layout and {extent, start,
// step} (step > 1: the cell reads every step-th index of the whole; no
// window then).
struct LiftedCell {
  Layout layout;
  int64_t extent = 0;
  int64_t start = 0;
  int64_t step = 1;
};
std::optional<LiftedCell> LiftCell(const TermStore& store, const Layout& cell, int e,
                                   std::optional<std::pair<int64_t, int64_t>> window = {}) {
  if (cell.pieces.empty()) return std::nullopt;
  LiftedCell out{Layout{cell.dtype, cell.shape, {}}, 0, 0};
  for (size_t i = 0; i < cell.pieces.size(); ++i) {
    const Piece& p = cell.pieces[i];
    std::optional<Lift> lift = LiftAlong(store, p, e);
    if (!lift || p.lo[ToIndex(e)] != 0 || p.ext[ToIndex(e)] != cell.shape[ToIndex(e)])
      return std::nullopt;
    Piece q{p.lo, lift->view_shape, p.atom, p.path, lift->base_offset, lift->strides};
    int64_t extent = lift->view_shape[ToIndex(e)];
    int64_t start = lift->start;
    if (window.has_value()) {
      if (lift->step != 1) return std::nullopt;
      std::tie(extent, start) = *window;
      const int64_t first = lift->start - start;  // the window's first index in the atom
      if (first < 0 || first + extent > lift->view_shape[ToIndex(e)]) return std::nullopt;
      q.ext[ToIndex(e)] = extent;
      q.offset = lift->base_offset + first * lift->strides[ToIndex(e)];
    }
    if (i == 0) {
      out.extent = extent;
      out.start = start;
      out.step = lift->step;
    } else if (extent != out.extent || start != out.start || lift->step != out.step) {
      return std::nullopt;
    }
    out.layout.pieces.push_back(std::move(q));
  }
  out.layout.shape[ToIndex(e)] = out.extent;
  Canonicalize(out.layout);
  return out;
}

// Lifts cells[i] along dim dims[i] so that all start at one index of one
// extent: each to its whole atom when those agree; otherwise each to the
// window of the smallest whole (the operand whose atom is just this tensor,
// e.g. a residual beside a reduce_scatter's chunk). nullopt when they
// cannot agree.
// Whether `cell` is the same for every index of dim `e` (each piece whole
// along it with stride 0: a fill, a broadcast), so any window of it along e
// is the same value. A one-index cell's stride is 0 by convention
// (Canonicalize), so it counts only when its atom is a rank-free fill.
bool FreeAlong(const TermStore& store, const Layout& cell, int e) {
  return !cell.pieces.empty() &&
         std::all_of(cell.pieces.begin(), cell.pieces.end(), [&](const Piece& p) {
           return p.strides[ToIndex(e)] == 0 && p.lo[ToIndex(e)] == 0 &&
                  p.ext[ToIndex(e)] == cell.shape[ToIndex(e)] &&
                  (cell.shape[ToIndex(e)] > 1 || store.atom(p.atom).rank_free);
         });
}

// `cell` (FreeAlong e) widened to `extent`.
LiftedCell Widened(const Layout& cell, int e, int64_t extent, int64_t start, int64_t step) {
  LiftedCell out{cell, extent, start, step};
  out.layout.shape[ToIndex(e)] = extent;
  for (Piece& p : out.layout.pieces) p.ext[ToIndex(e)] = extent;
  return out;
}

std::optional<std::vector<LiftedCell>> LiftTogether(const TermStore& store,
                                                    const std::vector<const Layout*>& cells,
                                                    const std::vector<int>& dims) {
  absl::InlinedVector<std::optional<LiftedCell>, 2> lifts(cells.size());
  std::optional<size_t> anchor;
  bool agree = true;
  for (size_t i = 0; i < cells.size(); ++i) {
    if (FreeAlong(store, *cells[i], dims[i])) continue;  // takes the others' window
    lifts[i] = LiftCell(store, *cells[i], dims[i]);
    if (!lifts[i]) return std::nullopt;
    if (!anchor) {
      anchor = i;
      continue;
    }
    if (lifts[i]->step != lifts[*anchor]->step) return std::nullopt;
    agree = agree && lifts[i]->extent == lifts[*anchor]->extent &&
            lifts[i]->start == lifts[*anchor]->start;
    if (lifts[i]->extent < lifts[*anchor]->extent) anchor = i;
  }
  if (!anchor) return std::nullopt;
  const std::pair<int64_t, int64_t> window{lifts[*anchor]->extent, lifts[*anchor]->start};
  std::vector<LiftedCell> out;
  for (size_t i = 0; i < cells.size(); ++i) {
    if (!lifts[i]) {
      out.push_back(Widened(*cells[i], dims[i], window.first, window.second, lifts[*anchor]->step));
      continue;
    }
    if (!agree && (lifts[i]->extent != window.first || lifts[i]->start != window.second)) {
      lifts[i] = LiftCell(store, *cells[i], dims[i], window);
      if (!lifts[i]) return std::nullopt;
    }
    out.push_back(std::move(*lifts[i]));
  }
  return out;
}

using CellRef = std::shared_ptr<const Layout>;

// What one ApplySeparable call has computed, shared by its cells: an
// operand's part is the same object in every cell that differs only along
// dims the operand is not mapped to, so its lifts and its term are made once.
struct CellCache {
  struct Lifted {
    std::vector<CellRef> cells;  // empty: not lifted
    int64_t extent = 0;
    int64_t start = 0;
    int64_t step = 1;
  };
  std::map<std::pair<size_t, std::vector<const Layout*>>, Lifted> lifts;
  std::map<const Layout*, TermId> terms;
  // The cells' atoms by operand terms and extent (the op, dtype and flags
  // are the call's): cells that lift to one whole share its atom.
  std::map<std::pair<std::vector<TermId>, Dims>, TermId> atoms;
};

// The part of the whole along each output dim that one cell reads: indices
// start, start + step, ... of a whole of `extent`.
struct Window {
  Dims extent;
  Dims start;
  Dims step;
};

// What LiftDim records for the cells `mapped` (operand parts of one cell,
// each with `extent` indices along d) from LiftTogether's result: nothing
// when they do not lift or already read the whole.
CellCache::Lifted Recorded(std::optional<std::vector<LiftedCell>> lifts, int64_t extent) {
  CellCache::Lifted lifted;
  if (lifts && !((*lifts)[0].start == 0 && (*lifts)[0].extent == extent && (*lifts)[0].step == 1)) {
    for (LiftedCell& l : *lifts)
      lifted.cells.push_back(std::make_shared<const Layout>(std::move(l.layout)));
    lifted.extent = (*lifts)[0].extent;
    lifted.start = (*lifts)[0].start;
    lifted.step = (*lifts)[0].step;
  }
  return lifted;
}

// Lifts every operand mapped to output dim `d` when they agree; records the
// lifted extent, start and step in `window`.
void LiftDim(const TermStore& store, size_t d, const SeparableDims& dims,
             std::vector<CellRef>& cells, Window& window, CellCache& cache) {
  if (dims[d].empty()) return;
  std::pair<size_t, std::vector<const Layout*>> key{d, {}};
  key.second.reserve(dims[d].size());
  for (auto [k, e] : dims[d]) key.second.push_back(cells[ToIndex(k)].get());
  auto [it, fresh] = cache.lifts.try_emplace(std::move(key));
  CellCache::Lifted& lifted = it->second;
  if (fresh) {
    std::vector<int> along;
    for (auto [k, e] : dims[d]) along.push_back(e);
    lifted = Recorded(LiftTogether(store, it->first.second, along), window.extent[d]);
  }
  if (lifted.cells.empty()) return;
  for (size_t i = 0; i < lifted.cells.size(); ++i)
    cells[ToIndex(dims[d][i].first)] = lifted.cells[i];
  window.extent[d] = lifted.extent;
  window.start[d] = lifted.start;
  window.step[d] = lifted.step;
}

// The piece of cell `cell`, whose operand parts are `cells` (lifted in place).
Piece CellPiece(TermStore& store, const std::string& op, std::vector<CellRef>& cells,
                DType out_dtype, const SeparableDims& dims, const std::vector<Interval>& cell,
                CellCache& cache) {
  Window window{{}, Dims(cell.size(), 0), Dims(cell.size(), 1)};
  for (const Interval& i : cell) window.extent.push_back(i.hi - i.lo);
  for (size_t d = 0; d < cell.size(); ++d) LiftDim(store, d, dims, cells, window, cache);
  std::pair<std::vector<TermId>, Dims> key{{}, window.extent};  // operand terms, extent
  key.first.reserve(cells.size());
  for (const CellRef& c : cells) {
    auto [it, fresh] = cache.terms.try_emplace(c.get(), kNoTerm);
    if (fresh) it->second = store.AddLayout(*c);
    key.first.push_back(it->second);
  }
  auto [known, fresh] = cache.atoms.try_emplace(std::move(key), kNoTerm);
  if (fresh) {
    known->second = store.AddAtom(Atom{op, known->first.first, out_dtype, window.extent});
  }
  const TermId id = known->second;
  Piece piece{{}, {}, id, kSelfPath, 0, {}};
  int64_t row = 1;
  piece.strides.assign(cell.size(), 0);
  for (size_t d = cell.size(); d-- > 0;) {
    piece.strides[d] = row * window.step[d];
    piece.offset += window.start[d] * row;
    row *= window.extent[d];
  }
  for (const Interval& i : cell) {
    piece.lo.push_back(i.lo);
    piece.ext.push_back(i.hi - i.lo);
  }
  return piece;
}

// The operand parts SlabsLift cut along one dim, kept (alive, so their
// addresses stay the keys of the lifts it recorded) for the cells' pass to
// reuse when that dim is the only one cut.
struct SlabParts {
  size_t dim = 0;
  std::vector<std::vector<CellRef>> cells;  // per operand; empty: not mapped to `dim`
};

// Whether every slab of [cuts] along output dim `d` lifts together
// (LiftTogether) in the mapped operands. When they do, the slabs' lifts are
// recorded in `cache` as LiftDim would record them, and their parts kept in
// `parts`.
bool SlabsLift(const TermStore& store, const std::vector<Layout>& operands, const Dims& out_shape,
               size_t d, const Dims& cuts, const SeparableDims& dims, CellCache& cache,
               std::vector<SlabParts>& parts) {
  std::vector<Dims> grid;
  grid.reserve(out_shape.size());
  for (size_t i = 0; i < out_shape.size(); ++i) {
    grid.push_back(i == d ? cuts : Dims{0, out_shape[i]});
  }
  SlabParts slabs{d, std::vector<std::vector<CellRef>>(operands.size())};
  std::vector<int> along;
  for (auto [k, e] : dims[d]) {
    if (slabs.cells[ToIndex(k)].empty()) {
      slabs.cells[ToIndex(k)] = OperandCells(operands[ToIndex(k)], k, grid, dims);
    }
    along.push_back(e);
  }
  if (along.empty()) return true;
  std::vector<std::pair<std::vector<const Layout*>, std::optional<std::vector<LiftedCell>>>> lifts;
  lifts.reserve(cuts.size() - 1);
  for (size_t i = 0; i + 1 < cuts.size(); ++i) {
    std::vector<const Layout*> cells;
    cells.reserve(along.size());
    for (auto [k, e] : dims[d]) cells.push_back(slabs.cells[ToIndex(k)][i].get());
    std::optional<std::vector<LiftedCell>> lifted = LiftTogether(store, cells, along);
    if (!lifted) return false;
    lifts.emplace_back(std::move(cells), std::move(lifted));
  }
  const CellCache::Lifted* before = nullptr;
  for (size_t i = 0; i < lifts.size(); ++i) {
    CellCache::Lifted lifted = Recorded(std::move(lifts[i].second), cuts[i + 1] - cuts[i]);
    // Slabs that lift to the same whole (async TP's chunks of one tensor)
    // share its layout objects, so that the cells intern it once.
    if (before != nullptr && before->cells.size() == lifted.cells.size()) {
      for (size_t j = 0; j < lifted.cells.size(); ++j) {
        if (*before->cells[j] == *lifted.cells[j]) lifted.cells[j] = before->cells[j];
      }
    }
    // (std::map: the pointer stays valid as the map grows.)
    before = &cache.lifts.try_emplace({d, lifts[i].first}, std::move(lifted)).first->second;
  }
  parts.push_back(std::move(slabs));
  return true;
}

}  // namespace

std::vector<std::shared_ptr<const Layout>> OperandCells(const Layout& x, int k,
                                                        const std::vector<Dims>& cuts,
                                                        const SeparableDims& dims) {
  const size_t rank = cuts.size();
  std::vector<int> along(rank, -1);  // the operand dim mapped to each output dim
  for (size_t d = 0; d < rank; ++d) {
    for (auto [kk, e] : dims[d]) {
      if (kk == k) along[d] = e;
    }
  }
  // The operand's own grid: only the dims it is mapped to.
  std::vector<size_t> count(rank), stride(rank), own_stride(rank, 0);
  size_t total = 1;
  size_t own_total = 1;
  for (size_t d = rank; d-- > 0;) {
    count[d] = cuts[d].size() - 1;
    stride[d] = total;
    total *= count[d];
    if (along[d] >= 0) {
      own_stride[d] = own_total;
      own_total *= count[d];
    }
  }
  std::vector<Layout> own(own_total, Layout{x.dtype, x.shape, {}});
  for (size_t c = 0; c < own_total; ++c) {
    for (size_t d = 0; d < rank; ++d) {
      if (along[d] < 0) continue;
      const size_t i = (c / own_stride[d]) % count[d];
      own[c].shape[ToIndex(along[d])] = cuts[d][i + 1] - cuts[d][i];
    }
  }
  std::vector<size_t> first(rank), last(rank), at(rank);
  // The cells piece `p` overlaps along each mapped output dim: [first, last).
  auto spans = [&](const Piece& p) {
    for (size_t d = 0; d < rank; ++d) {
      first[d] = 0;
      last[d] = 1;
      if (along[d] < 0) continue;
      const int64_t lo = p.lo[ToIndex(along[d])];
      const int64_t hi = lo + p.ext[ToIndex(along[d])];
      first[d] = static_cast<size_t>(std::upper_bound(cuts[d].begin(), cuts[d].end(), lo) -
                                     cuts[d].begin()) -
                 1;
      last[d] = static_cast<size_t>(std::lower_bound(cuts[d].begin(), cuts[d].end(), hi) -
                                    cuts[d].begin());
      if (last[d] <= first[d]) return false;
    }
    return true;
  };
  for (const Piece& p : x.pieces) {
    if (!spans(p)) continue;
    at = first;
    while (true) {
      Piece q = p;
      size_t flat = 0;
      for (size_t d = 0; d < rank; ++d) {
        if (along[d] < 0) continue;
        flat += at[d] * own_stride[d];
        const size_t e = ToIndex(along[d]);
        const int64_t start = cuts[d][at[d]];
        const int64_t a = std::max(p.lo[e], start);
        const int64_t b = std::min(p.lo[e] + p.ext[e], cuts[d][at[d] + 1]);
        q.offset += (a - p.lo[e]) * p.strides[e];
        q.lo[e] = a - start;
        q.ext[e] = b - a;
      }
      own[flat].pieces.push_back(std::move(q));
      size_t d = rank;
      while (d > 0 && ++at[d - 1] >= last[d - 1]) {
        at[d - 1] = first[d - 1];
        --d;
      }
      if (d == 0) break;
    }
  }
  std::vector<std::shared_ptr<const Layout>> shared;
  shared.reserve(own_total);
  for (Layout& c : own) {
    Canonicalize(c);
    shared.push_back(std::make_shared<const Layout>(std::move(c)));
  }
  std::vector<std::shared_ptr<const Layout>> cells(total);
  for (size_t c = 0; c < total; ++c) {
    size_t key = 0;
    for (size_t d = 0; d < rank; ++d) {
      if (along[d] >= 0) key += ((c / stride[d]) % count[d]) * own_stride[d];
    }
    cells[c] = shared[key];
  }
  return cells;
}

std::optional<Layout> ApplySeparable(TermStore& store, const std::string& op,
                                     const std::vector<Layout>& operands, const Dims& out_shape,
                                     DType out_dtype, const SeparableDims& dims, CutPolicy policy) {
  std::vector<Dims> cuts = Cuts(operands, out_shape, dims);
  CellCache cache;
  std::vector<SlabParts> slab_parts;
  if (policy == CutPolicy::kWhereLiftable) {
    for (size_t d = 0; d < cuts.size(); ++d) {
      if (cuts[d].size() > 2 &&
          !SlabsLift(store, operands, out_shape, d, cuts[d], dims, cache, slab_parts))
        cuts[d] = {0, out_shape[d]};
    }
  }
  size_t cells = 1;
  size_t cut_dims = 0;
  for (const auto& c : cuts) {
    cells *= std::max<size_t>(1, c.size() - 1);
    if (c.size() > 2) ++cut_dims;
  }
  if (cells > kMaxCells) {
    for (size_t d = 0; d < cuts.size(); ++d) cuts[d] = {0, out_shape[d]};
    cut_dims = 0;
    cells = 1;
  }
  Layout out{out_dtype, out_shape, {}};
  if (Numel(out_shape) == 0) return out;
  // With one dim cut, that dim's slabs are the cells: SlabsLift's parts (and
  // the lifts it recorded for them) serve as they are.
  const SlabParts* reuse = nullptr;
  if (cut_dims == 1 && !slab_parts.empty() && cuts[slab_parts.back().dim].size() > 2) {
    reuse = &slab_parts.back();
  }
  std::vector<std::vector<CellRef>> operand_cells;
  operand_cells.reserve(operands.size());
  for (size_t k = 0; k < operands.size(); ++k) {
    if (reuse != nullptr && !reuse->cells[k].empty()) {
      operand_cells.push_back(reuse->cells[k]);
    } else {
      operand_cells.push_back(OperandCells(operands[k], static_cast<int>(k), cuts, dims));
    }
  }
  size_t flat = 0;
  // Odometer over the cells.
  std::vector<size_t> at(out_shape.size(), 0);
  std::vector<Interval> cell(out_shape.size());  // (buffers reused from cell to cell)
  std::vector<CellRef> parts(operand_cells.size());
  out.pieces.reserve(cells);
  while (true) {
    for (size_t d = 0; d < out_shape.size(); ++d) cell[d] = {cuts[d][at[d]], cuts[d][at[d] + 1]};
    for (size_t k = 0; k < operand_cells.size(); ++k) parts[k] = operand_cells[k][flat];
    ++flat;
    out.pieces.push_back(CellPiece(store, op, parts, out_dtype, dims, cell, cache));
    size_t d = out_shape.size();
    while (d > 0 && ++at[d - 1] + 1 >= cuts[d - 1].size()) at[--d] = 0;
    if (d == 0) break;
  }
  Canonicalize(out);
  return out;
}

SeparableDims PointwiseDims(const std::vector<Dims>& operand_shapes, const Dims& out_shape) {
  SeparableDims dims(out_shape.size());
  for (size_t k = 0; k < operand_shapes.size(); ++k) {
    const Dims& shape = operand_shapes[k];
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
