#include "verify/layout.h"

#include <algorithm>
#include <limits>
#include <tuple>
#include <utility>

#include "absl/container/inlined_vector.h"

namespace collopt::verify {
namespace {

size_t U(int i) { return static_cast<size_t>(i); }

Dims RowStrides(const Dims& shape) {
  Dims strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  return strides;
}

void ZeroUnitStrides(Piece& p) {
  for (size_t d = 0; d < p.ext.size(); ++d) {
    if (p.ext[d] == 1) p.strides[d] = 0;
  }
}

bool Empty(const Piece& p) {
  return std::any_of(p.ext.begin(), p.ext.end(), [](int64_t e) { return e <= 0; });
}

// -1, 0 or 1: a and b compared over everything but lo[d] (atom, path,
// then lo, ext and stride of each other dim): the pieces that may merge
// along d are those that compare equal.
int CompareGroup(const Piece& a, const Piece& b, size_t d) {
  if (a.atom != b.atom) return a.atom < b.atom ? -1 : 1;
  if (a.path != b.path) return a.path < b.path ? -1 : 1;
  const size_t rank = a.lo.size();
  const int64_t* const fields[2][3] = {{a.lo.data(), a.ext.data(), a.strides.data()},
                                       {b.lo.data(), b.ext.data(), b.strides.data()}};
  for (size_t e = 0; e < rank; ++e) {
    if (e == d) continue;
    for (size_t f = 0; f < 3; ++f) {
      const int64_t x = fields[0][f][e];
      const int64_t y = fields[1][f][e];
      if (x != y) return x < y ? -1 : 1;
    }
  }
  return 0;
}

// splitmix64's finalizer (Steele, Lea, Flood, "Fast splittable
// pseudorandom number generators", OOPSLA 2014): a fixed mix, so the order
// below is the same in every run.
uint64_t Mix(uint64_t h, uint64_t v) {
  uint64_t z = h ^ (v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2));
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// A hash of what CompareGroup compares: equal groups hash alike. The fields
// are folded word by word FNV-1a style (one multiply each; FNV's 64-bit
// prime, Fowler, Noll, Vo) and mixed once at the end.
uint64_t GroupHash(const Piece& p, size_t d) {
  constexpr uint64_t kPrime = 0x100000001B3ULL;
  uint64_t h = (static_cast<uint64_t>(p.atom) * kPrime) ^ static_cast<uint64_t>(p.path);
  const size_t rank = p.lo.size();
  const int64_t* const fields[3] = {p.lo.data(), p.ext.data(), p.strides.data()};
  for (size_t e = 0; e < rank; ++e) {
    if (e == d) continue;
    for (const int64_t* f : fields) h = (h ^ static_cast<uint64_t>(f[e])) * kPrime;
  }
  return Mix(h, 0);
}

// A piece's place in MergeAlong's order: by the hash of its group, then by
// lo along the dim, so the pieces of one group lie side by side in order
// along it (two groups of one hash would interleave and merge less: never
// wrongly, as every merge compares the groups in full).
struct MergeKey {
  uint64_t group = 0;
  int64_t lo = 0;
  uint32_t index = 0;
  bool operator<(const MergeKey& o) const {
    if (group != o.group) return group < o.group;
    if (lo != o.lo) return lo < o.lo;
    return index < o.index;  // (disjoint pieces never tie; the index keeps the order total)
  }
};

// The stride along `d` of `cur` with `next` appended, when `next` continues
// cur's view there.
std::optional<int64_t> MergedStride(const Piece& cur, const Piece& next, size_t d) {
  if (cur.lo[d] + cur.ext[d] != next.lo[d]) return std::nullopt;
  int64_t stride = 0;
  if (cur.ext[d] > 1) {
    stride = cur.strides[d];
    if (next.ext[d] > 1 && next.strides[d] != stride) return std::nullopt;
  } else if (next.ext[d] > 1) {
    stride = next.strides[d];
  } else {
    stride = next.offset - cur.offset;
  }
  if (next.offset != cur.offset + cur.ext[d] * stride) return std::nullopt;
  return stride;
}

// Appends `next` to `cur` along `d` when it continues cur's view there.
bool TryMerge(Piece& cur, const Piece& next, size_t d) {
  const std::optional<int64_t> stride = MergedStride(cur, next, d);
  if (!stride) return false;
  cur.ext[d] += next.ext[d];
  cur.strides[d] = *stride;
  return true;
}

// Merges the neighbours along `d` that continue one view; the pieces are
// left as they were (same order) when none does, so a pass that merges
// nothing copies nothing.
// Sorts disjoint pieces by lo (row-major), moving each piece once: an index
// sort, then one permutation (a Piece is three small vectors, slow to swap).
void SortByPosition(std::vector<Piece>& pieces) {
  auto before = [](const Piece& a, const Piece& b) {
    return std::lexicographical_compare(a.lo.data(), a.lo.data() + a.lo.size(), b.lo.data(),
                                        b.lo.data() + b.lo.size());
  };
  if (std::is_sorted(pieces.begin(), pieces.end(), before)) return;
  std::vector<uint32_t> order(pieces.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<uint32_t>(i);
  std::sort(order.begin(), order.end(),
            [&](uint32_t i, uint32_t j) { return before(pieces[i], pieces[j]); });
  std::vector<Piece> sorted;
  sorted.reserve(pieces.size());
  for (uint32_t i : order) sorted.push_back(std::move(pieces[i]));
  pieces = std::move(sorted);
}

bool MergeAlong(std::vector<Piece>& pieces, size_t d, int64_t size) {
  // Two pieces merge along d only where one ends and the other starts: not
  // when every piece spans the whole dim (as most do along most dims).
  if (std::all_of(pieces.begin(), pieces.end(),
                  [&](const Piece& p) { return p.lo[d] == 0 && p.ext[d] == size; })) {
    return false;
  }
  std::vector<MergeKey> order(pieces.size());
  for (size_t i = 0; i < order.size(); ++i) {
    order[i] = {GroupHash(pieces[i], d), pieces[i].lo[d], static_cast<uint32_t>(i)};
  }
  std::sort(order.begin(), order.end());
  auto joins = [&](const Piece& prev, size_t k) {
    return order[k - 1].group == order[k].group &&
           CompareGroup(prev, pieces[order[k].index], d) == 0;
  };
  size_t first = order.size();  // the first position whose piece merges into the one before
  for (size_t k = 1; k < order.size() && first == order.size(); ++k) {
    const Piece& prev = pieces[order[k - 1].index];
    if (joins(prev, k) && MergedStride(prev, pieces[order[k].index], d)) first = k;
  }
  if (first == order.size()) return false;
  std::vector<Piece> merged;
  merged.reserve(pieces.size());
  for (size_t k = 0; k < order.size(); ++k) {
    Piece& next = pieces[order[k].index];
    // merged.back() has the group of the piece before (a merge changes
    // only dim d, which the group leaves out); that piece may be moved from.
    if (k >= first && joins(merged.back(), k) && TryMerge(merged.back(), next, d)) continue;
    merged.push_back(std::move(next));
  }
  pieces = std::move(merged);
  return true;
}

// Dims [begin, end) of a piece: pointers into its lo, ext and strides (the
// reshape helpers below read a group of a piece's dims without a copy).
struct DimsView {
  const int64_t* lo;
  const int64_t* ext;
  const int64_t* strides;
  size_t rank;
};

DimsView ViewOf(const Piece& p, size_t begin, size_t end) {
  return {p.lo.data() + begin, p.ext.data() + begin, p.strides.data() + begin, end - begin};
}

// The step σ when p's source index, over dims [from, rank), is offset + σ ·
// (row-major position in that part of the box), else nullopt.
std::optional<int64_t> LinearStep(const DimsView& p, size_t from) {
  std::optional<int64_t> sigma;
  int64_t inner = 1;
  for (size_t e = p.rank; e-- > from;) {
    if (p.ext[e] == 1) continue;
    if (!sigma) sigma = p.strides[e];
    if (p.strides[e] != *sigma * inner) return std::nullopt;
    inner *= p.ext[e];
  }
  return sigma.value_or(0);
}

// Whether dims [from, rank) of `p`, with the dims before fixed, cover one
// contiguous range of `shape`'s row-major order.
bool FlatContiguous(const DimsView& p, const int64_t* shape, size_t from) {
  size_t d = from;
  while (d < p.rank && p.ext[d] == 1) ++d;
  for (size_t e = d + 1; e < p.rank; ++e) {
    if (p.lo[e] != 0 || p.ext[e] != shape[e]) return false;
  }
  return true;
}

// Whether `p` reads its atom out of row-major order (a stride larger than an
// outer one): a transposed view, which a reshape copies.
bool Transposed(const Piece& p) {
  int64_t outer = std::numeric_limits<int64_t>::max();
  for (size_t d = 0; d < p.ext.size(); ++d) {
    if (p.ext[d] == 1) continue;
    if (p.strides[d] > outer) return true;
    outer = p.strides[d];
  }
  return false;
}

// The fewest leading dims of `p` to cut into unit slabs so that every slab is
// one contiguous range read linearly: (dims, slab count, σ).
struct SlabCut {
  size_t dims = 0;
  int64_t count = 1;
  int64_t sigma = 0;
};
SlabCut CutForReshape(const DimsView& p, const int64_t* shape) {
  SlabCut cut;
  for (cut.dims = 0; cut.dims <= p.rank; ++cut.dims) {
    std::optional<int64_t> sigma = LinearStep(p, cut.dims);
    if (sigma && FlatContiguous(p, shape, cut.dims)) {
      cut.sigma = *sigma;
      return cut;
    }
    if (cut.dims < p.rank) cut.count *= p.ext[cut.dims];
  }
  return cut;  // not reached: with every dim cut, each slab is one element
}

// Pieces of `shape` (row-major strides `rs`) covering its row-major range
// [pos, pos + n), reading atom `atom` on `path` linearly from `src` with
// step `sigma`, appended to `out`.
void EmitRange(TermId atom, PathId path, int64_t src, int64_t pos, int64_t n, int64_t sigma,
               const Dims& shape, const Dims& rs, std::vector<Piece>& out) {
  const size_t rank = shape.size();
  if (rank == 0) {
    out.push_back(Piece{{}, {}, atom, path, src, {}});
    return;
  }
  while (n > 0) {
    size_t d = 0;
    while (!(rs[d] <= n && pos % rs[d] == 0)) ++d;
    const int64_t idx = (pos / rs[d]) % shape[d];
    const int64_t count = std::min(n / rs[d], shape[d] - idx);
    Piece& p = out.emplace_back();
    p.atom = atom;
    p.path = path;
    p.offset = src;
    p.lo.assign(rank, 0);
    p.ext = shape;
    p.strides.assign(rank, 0);
    for (size_t e = 0; e < rank; ++e) {
      if (e < d) {
        p.lo[e] = (pos / rs[e]) % shape[e];
        p.ext[e] = 1;
      } else if (p.ext[e] != 1) {
        p.strides[e] = rs[e] * sigma;
      }
    }
    p.lo[d] = idx;
    p.ext[d] = count;
    if (count == 1) p.strides[d] = 0;
    pos += count * rs[d];
    src += count * rs[d] * sigma;
    n -= count * rs[d];
  }
}

// Old dims [old_begin, old_end) hold the same elements as new dims
// [new_begin, new_end) (equal products: the groups PyTorch's view computes).
struct DimGroup {
  size_t old_begin = 0, old_end = 0, new_begin = 0, new_end = 0;
};

std::vector<DimGroup> DimGroups(const Dims& from, const Dims& to) {
  std::vector<DimGroup> groups;
  size_t i = 0;
  size_t j = 0;
  while (i < from.size() || j < to.size()) {
    DimGroup g{i, i, j, j};
    int64_t a = 1;
    int64_t b = 1;
    if (i < from.size()) a *= from[i++];
    if (j < to.size()) b *= to[j++];
    while (a != b && (i < from.size() || j < to.size())) {
      if ((a < b && i < from.size()) || j >= to.size()) {
        a *= from[i++];
      } else {
        b *= to[j++];
      }
    }
    g.old_end = i;
    g.new_end = j;
    groups.push_back(g);
  }
  return groups;
}

// A DimGroup's shapes and row-major strides, before and after.
struct GroupShapes {
  Dims old_shape, new_shape, old_rs, new_rs;
};

// The pieces, in group `g`'s new dims, that group's part of `p` becomes,
// appended to `out`, their offsets relative to `base` (p's offset, or 0 for
// a part of a product); false above `budget` pieces in `out`.
bool ReshapeGroup(const Piece& p, const DimGroup& g, const GroupShapes& s, int64_t base,
                  size_t budget, std::vector<Piece>& out) {
  const DimsView sub = ViewOf(p, g.old_begin, g.old_end);
  const SlabCut cut = CutForReshape(sub, s.old_shape.data());
  if (static_cast<size_t>(cut.count) > budget || (cut.count > 1 && Transposed(p))) return false;
  int64_t slab_elems = 1;
  for (size_t d = cut.dims; d < sub.rank; ++d) slab_elems *= sub.ext[d];
  Dims at(cut.dims, 0);
  for (int64_t k = 0; k < cut.count; ++k) {
    int64_t offset = base;
    int64_t pos = 0;
    for (size_t d = 0; d < sub.rank; ++d) {
      int64_t lo = sub.lo[d];
      if (d < cut.dims) {
        lo += at[d];
        offset += at[d] * sub.strides[d];
      }
      pos += lo * s.old_rs[d];
    }
    EmitRange(p.atom, p.path, offset, pos, slab_elems, cut.sigma, s.new_shape, s.new_rs, out);
    if (out.size() > budget) return false;
    for (size_t d = cut.dims; d-- > 0;) {
      if (++at[d] < sub.ext[d]) break;
      at[d] = 0;
    }
  }
  return true;
}

// When `x` is one piece that reads its atom linearly in row-major order
// (offset + σ · position), that piece reshaped to `shape`: σ times
// row-major strides (0 on unit dims, as Canonicalize leaves them), what the
// dim groups below give in one step.
std::optional<Piece> LinearWhole(const Layout& x, const Dims& shape) {
  if (x.pieces.size() != 1) return std::nullopt;
  const Piece& p = x.pieces[0];
  if (p.ext != x.shape || std::any_of(p.lo.begin(), p.lo.end(), [](int64_t v) { return v != 0; })) {
    return std::nullopt;
  }
  const std::optional<int64_t> sigma = LinearStep(ViewOf(p, 0, p.ext.size()), 0);
  if (!sigma) return std::nullopt;
  Piece q{Dims(shape.size(), 0), shape, p.atom, p.path, p.offset, RowStrides(shape)};
  for (size_t d = 0; d < shape.size(); ++d)
    q.strides[d] = shape[d] == 1 ? 0 : q.strides[d] * *sigma;
  return q;
}

Piece Shifted(Piece p, size_t dim, int64_t by) {
  p.lo[dim] += by;
  return p;
}

}  // namespace

Dims SortedCuts(Dims points) {
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  return points;
}

void Canonicalize(Layout& layout) {
  std::vector<Piece>& pieces = layout.pieces;
  std::erase_if(pieces, Empty);
  for (Piece& p : pieces) ZeroUnitStrides(p);
  if (pieces.size() > 1) {
    // Dims in turn, last first, until every dim has had a pass that merged
    // nothing since the last merge: a pass along d leaves nothing to merge
    // along d itself, only along the others.
    const size_t rank = layout.shape.size();
    for (size_t quiet = 0, d = rank - 1; quiet < rank && pieces.size() > 1;
         d = (d + rank - 1) % rank) {
      quiet = MergeAlong(pieces, d, layout.shape[d]) ? 1 : quiet + 1;
    }
    SortByPosition(pieces);
  }
}

Layout WholeAtom(const TermStore& store, TermId atom) {
  const Atom& a = store.atom(atom);
  Layout layout{a.dtype, a.shape, {}};
  layout.pieces.push_back(
      Piece{Dims(a.shape.size(), 0), a.shape, atom, kSelfPath, 0, CanonicalStrides(a.shape)});
  Canonicalize(layout);
  return layout;
}

Layout Filled(DType dtype, const Dims& shape, TermId fill) {
  Layout layout{dtype, shape, {}};
  layout.pieces.push_back(
      Piece{Dims(shape.size(), 0), shape, fill, kSelfPath, 0, Dims(shape.size(), 0)});
  Canonicalize(layout);
  return layout;
}

Layout Slice(const Layout& x, int dim, int64_t start, int64_t end, int64_t step) {
  const size_t d = U(dim);
  Layout out{x.dtype, x.shape, {}};
  const int64_t count = end > start ? (end - start + step - 1) / step : 0;
  out.shape[d] = count;
  for (const Piece& p : x.pieces) {
    const int64_t hi = p.lo[d] + p.ext[d];
    // First and one-past-last k with start + k·step inside [p.lo, hi) and k < count.
    const int64_t k0 = std::max<int64_t>(0, (p.lo[d] - start + step - 1) / step);
    const int64_t k1 = std::min(count, hi > start ? (hi - start + step - 1) / step : 0);
    if (k1 <= k0) continue;
    Piece q = p;
    q.offset += (start + k0 * step - p.lo[d]) * p.strides[d];
    q.strides[d] *= step;
    q.lo[d] = k0;
    q.ext[d] = k1 - k0;
    out.pieces.push_back(std::move(q));
  }
  Canonicalize(out);
  return out;
}

Layout Squeeze(const Layout& x, const std::vector<int>& dims) {
  Layout out = x;
  for (size_t i = dims.size(); i-- > 0;) {
    const auto at = static_cast<std::ptrdiff_t>(dims[i]);
    out.shape.erase(out.shape.begin() + at);
    for (Piece& p : out.pieces) {
      p.lo.erase(p.lo.begin() + at);
      p.ext.erase(p.ext.begin() + at);
      p.strides.erase(p.strides.begin() + at);
    }
  }
  Canonicalize(out);
  return out;
}

Layout Unsqueeze(const Layout& x, int dim) {
  Layout out = x;
  const auto at = static_cast<std::ptrdiff_t>(dim);
  out.shape.insert(out.shape.begin() + at, 1);
  for (Piece& p : out.pieces) {
    p.lo.insert(p.lo.begin() + at, 0);
    p.ext.insert(p.ext.begin() + at, 1);
    p.strides.insert(p.strides.begin() + at, 0);
  }
  Canonicalize(out);
  return out;
}

Layout Permute(const Layout& x, const std::vector<int>& perm) {
  Layout out{x.dtype, {}, {}};
  for (int i : perm) out.shape.push_back(x.shape[U(i)]);
  for (const Piece& p : x.pieces) {
    Piece q{{}, {}, p.atom, p.path, p.offset, {}};
    for (int i : perm) {
      q.lo.push_back(p.lo[U(i)]);
      q.ext.push_back(p.ext[U(i)]);
      q.strides.push_back(p.strides[U(i)]);
    }
    out.pieces.push_back(std::move(q));
  }
  Canonicalize(out);
  return out;
}

namespace {

// `v` · mul / div when that is a whole number.
std::optional<int64_t> Scaled(int64_t v, int64_t mul, int64_t div) {
  if ((v * mul) % div != 0) return std::nullopt;
  return v * mul / div;
}

// The atom whose items in `to` are the bytes of `atom`: the operand of a
// "view.dtype" atom of that dtype, else a new "view.dtype" atom (nullopt
// when its natural last dim does not scale to a whole count).
std::optional<TermId> BytesAtom(TermStore& store, TermId atom, DType to, int64_t mul, int64_t div) {
  const Atom& a = store.atom(atom);
  if (a.op == "view.dtype" && a.operands.size() == 1 && store.atom(a.operands[0]).dtype == to) {
    return a.operands[0];
  }
  // Gathered(view.dtype(C)) has the bytes of Gathered(C), member after member.
  if (a.gathered_over >= 0) {
    const Atom& member = store.atom(a.operands[0]);
    const bool rows = member.shape.empty() || member.shape[0] > 0;  // a group size to read
    if (rows && member.op == "view.dtype" && member.operands.size() == 1 &&
        store.atom(member.operands[0]).dtype == to) {
      const int64_t size = member.shape.empty() ? a.shape[0] : a.shape[0] / member.shape[0];
      return store.Gathered(member.operands[0], a.gathered_over, size);
    }
  }
  if (a.rank_free && a.shape.empty()) {  // a fill: only zeros read the same in any dtype
    if (a.op != "fill(0)") return std::nullopt;
    Atom zero{"fill(0)", {}, to, {}};
    zero.rank_free = true;
    return store.AddAtom(std::move(zero));
  }
  if (a.shape.empty() || a.opaque) return std::nullopt;
  Atom v{"view.dtype", {atom}, to, a.shape};
  std::optional<int64_t> last = Scaled(a.shape.back(), mul, div);
  if (!last) return std::nullopt;
  v.shape.back() = *last;
  v.rank_free = a.rank_free;
  return store.AddAtom(std::move(v));
}

}  // namespace

std::optional<Layout> ViewDtype(TermStore& store, const Layout& x, DType to) {
  const int64_t from_size = ItemSize(x.dtype);
  const int64_t to_size = ItemSize(to);
  if (x.shape.empty() || from_size <= 0 || to_size <= 0 ||
      (from_size % to_size != 0 && to_size % from_size != 0)) {
    return std::nullopt;
  }
  const int64_t mul = from_size >= to_size ? from_size / to_size : 1;
  const int64_t div = from_size >= to_size ? 1 : to_size / from_size;
  const size_t last = x.shape.size() - 1;
  Layout out;
  out.dtype = to;
  out.shape = x.shape;
  std::optional<int64_t> size = Scaled(x.shape[last], mul, div);
  if (!size) return std::nullopt;
  out.shape[last] = *size;
  out.pieces.reserve(x.pieces.size());
  for (const Piece& p : x.pieces) {
    std::optional<TermId> atom = BytesAtom(store, p.atom, to, mul, div);
    const bool fill = store.atom(p.atom).rank_free && store.atom(p.atom).shape.empty();
    if (!atom || (!fill && p.ext[last] > 1 && p.strides[last] != 1)) return std::nullopt;
    Piece q = p;
    q.atom = *atom;
    std::optional<int64_t> lo = Scaled(p.lo[last], mul, div);
    std::optional<int64_t> ext = Scaled(p.ext[last], mul, div);
    std::optional<int64_t> offset = Scaled(p.offset, mul, div);
    if (!lo || !ext || !offset) return std::nullopt;
    q.lo[last] = *lo;
    q.ext[last] = *ext;
    q.offset = fill ? 0 : *offset;
    for (size_t d = 0; d < last; ++d) {
      std::optional<int64_t> stride = Scaled(p.strides[d], mul, div);
      if (!stride) return std::nullopt;
      q.strides[d] = fill ? 0 : *stride;
    }
    q.strides[last] = fill || *ext == 1 ? 0 : 1;
    out.pieces.push_back(std::move(q));
  }
  Canonicalize(out);
  return out;
}

std::optional<Layout> Expand(const Layout& x, const Dims& shape) {
  if (shape.size() < x.shape.size()) return std::nullopt;
  const size_t lead = shape.size() - x.shape.size();
  for (size_t d = 0; d < x.shape.size(); ++d) {
    if (x.shape[d] != shape[lead + d] && x.shape[d] != 1) return std::nullopt;
  }
  Layout out{x.dtype, shape, {}};
  for (const Piece& p : x.pieces) {
    Piece q{Dims(lead, 0), Dims(shape.begin(), shape.begin() + static_cast<std::ptrdiff_t>(lead)),
            p.atom,        p.path,
            p.offset,      Dims(lead, 0)};
    for (size_t d = 0; d < x.shape.size(); ++d) {
      const bool grown = x.shape[d] != shape[lead + d];
      q.lo.push_back(p.lo[d]);
      q.ext.push_back(grown ? shape[lead + d] : p.ext[d]);
      q.strides.push_back(grown ? 0 : p.strides[d]);
    }
    out.pieces.push_back(std::move(q));
  }
  Canonicalize(out);
  return out;
}

std::optional<Layout> Reshape(const Layout& x, const Dims& shape) {
  if (x.shape == shape) return x;
  if (Numel(x.shape) != Numel(shape)) return std::nullopt;
  Layout out{x.dtype, shape, {}};
  if (Numel(shape) == 0) return out;
  const std::vector<DimGroup> groups = DimGroups(x.shape, shape);
  std::vector<GroupShapes> shapes(groups.size());
  const auto begin = [](const Dims& d, size_t i) {
    return d.begin() + static_cast<std::ptrdiff_t>(i);
  };
  for (size_t g = 0; g < groups.size(); ++g) {
    shapes[g].old_shape.assign(begin(x.shape, groups[g].old_begin),
                               begin(x.shape, groups[g].old_end));
    shapes[g].new_shape.assign(begin(shape, groups[g].new_begin), begin(shape, groups[g].new_end));
    shapes[g].old_rs = RowStrides(shapes[g].old_shape);
    shapes[g].new_rs = RowStrides(shapes[g].new_shape);
  }
  out.pieces.reserve(x.pieces.size());
  if (std::optional<Piece> whole = LinearWhole(x, shape)) {
    out.pieces.push_back(std::move(*whole));
    return out;
  }
  if (groups.size() == 1) {  // one group of every dim: the parts are the pieces
    for (const Piece& p : x.pieces) {
      if (!ReshapeGroup(p, groups[0], shapes[0], p.offset, kMaxPieces, out.pieces)) {
        return std::nullopt;
      }
    }
    Canonicalize(out);
    return out;
  }
  // Each group of dims reshapes on its own; a piece is the product of its
  // groups' parts (buffers reused from piece to piece).
  std::vector<std::vector<Piece>> parts(groups.size());
  std::vector<size_t> at(groups.size(), 0);
  for (const Piece& p : x.pieces) {
    size_t count = 1;
    for (size_t g = 0; g < groups.size(); ++g) {
      parts[g].clear();
      if (shapes[g].old_shape == shapes[g].new_shape) {  // dims the view keeps: the piece's own
        const auto from = [&](const Dims& d) {
          return Dims(begin(d, groups[g].old_begin), begin(d, groups[g].old_end));
        };
        parts[g].push_back(Piece{from(p.lo), from(p.ext), p.atom, p.path, 0, from(p.strides)});
        continue;
      }
      if (!ReshapeGroup(p, groups[g], shapes[g], 0, kMaxPieces / count, parts[g])) {
        return std::nullopt;
      }
      count *= parts[g].size();
    }
    if (out.pieces.size() + count > kMaxPieces) return std::nullopt;
    std::fill(at.begin(), at.end(), 0);
    for (size_t k = 0; k < count; ++k) {
      Piece& q = out.pieces.emplace_back();
      q.atom = p.atom;
      q.path = p.path;
      q.offset = p.offset;
      q.lo.resize(shape.size());
      q.ext.resize(shape.size());
      q.strides.resize(shape.size());
      for (size_t g = 0; g < parts.size(); ++g) {
        const Piece& part = parts[g][at[g]];
        const auto dim = static_cast<std::ptrdiff_t>(groups[g].new_begin);
        std::copy(part.lo.begin(), part.lo.end(), q.lo.begin() + dim);
        std::copy(part.ext.begin(), part.ext.end(), q.ext.begin() + dim);
        std::copy(part.strides.begin(), part.strides.end(), q.strides.begin() + dim);
        q.offset += part.offset;
      }
      for (size_t g = parts.size(); g-- > 0;) {
        if (++at[g] < parts[g].size()) break;
        at[g] = 0;
      }
    }
  }
  Canonicalize(out);
  return out;
}

// The layout a whole contiguous copy atom was made from, when `x` reads one
// in its natural order (offset 0, row-major, every element once): C =
// contiguous(L) has L's elements in L's row-major order, so x is L reshaped.
const Layout* CopySource(const TermStore& store, const Layout& x) {
  if (x.pieces.size() != 1) return nullptr;
  const Piece& p = x.pieces[0];
  const Atom& a = store.atom(p.atom);
  if (a.op != "contiguous" || a.operands.size() != 1 || p.offset != 0 || p.ext != x.shape ||
      Numel(a.shape) != Numel(x.shape) || p.strides != CanonicalStrides(x.shape)) {
    return nullptr;
  }
  return &store.layout(a.operands[0]);
}

// `x` with every piece that repeats along a dim (stride 0, extent > 1: a
// value gathered twice from the same ranks) cut into one piece per index of
// that dim, so Reshape can merge the dim with others; nullopt above
// kMaxPieces or when nothing repeats.
std::optional<Layout> Unbroadcast(const Layout& x) {
  Layout out{x.dtype, x.shape, {}};
  bool cut = false;
  for (const Piece& p : x.pieces) {
    std::vector<Piece> parts{p};
    for (size_t d = 0; d < p.ext.size(); ++d) {
      if (p.strides[d] != 0 || p.ext[d] <= 1) continue;
      cut = true;
      std::vector<Piece> next;
      for (const Piece& q : parts) {
        for (int64_t i = 0; i < q.ext[d]; ++i) {
          Piece r = q;
          r.lo[d] = q.lo[d] + i;
          r.ext[d] = 1;
          next.push_back(std::move(r));
        }
      }
      parts = std::move(next);
      if (out.pieces.size() + parts.size() > kMaxPieces) return std::nullopt;
    }
    out.pieces.insert(out.pieces.end(), parts.begin(), parts.end());
  }
  if (!cut) return std::nullopt;
  return out;  // not canonicalized: Canonicalize would merge the cuts back
}

// Reshape, or Reshape after Unbroadcast.
std::optional<Layout> ReshapeCut(const Layout& x, const Dims& shape) {
  if (std::optional<Layout> view = Reshape(x, shape)) return view;
  if (std::optional<Layout> cut = Unbroadcast(x)) return Reshape(*cut, shape);
  return std::nullopt;
}

std::optional<Layout> ReshapeOrCopy(TermStore& store, const Layout& x, const Dims& shape) {
  if (const Layout* source = CopySource(store, x)) {
    if (source->shape == shape) return *source;
    if (std::optional<Layout> view = ReshapeCut(*source, shape)) return view;
  }
  if (std::optional<Layout> view = ReshapeCut(x, shape)) return view;
  if (Numel(x.shape) != Numel(shape)) return std::nullopt;
  const TermId copy = store.AddAtom(Atom{"contiguous", {store.AddLayout(x)}, x.dtype, x.shape});
  return Reshape(WholeAtom(store, copy), shape);
}

std::optional<Layout> Cat(const std::vector<Layout>& parts, int dim) {
  if (parts.empty()) return std::nullopt;
  const size_t d = U(dim);
  Layout out{parts[0].dtype, parts[0].shape, {}};
  out.shape[d] = 0;
  for (const Layout& part : parts) {
    if (part.shape.size() != out.shape.size() || part.dtype != out.dtype) return std::nullopt;
    for (size_t e = 0; e < out.shape.size(); ++e) {
      if (e != d && part.shape[e] != out.shape[e]) return std::nullopt;
    }
    for (const Piece& p : part.pieces) out.pieces.push_back(Shifted(p, d, out.shape[d]));
    out.shape[d] += part.shape[d];
  }
  if (out.pieces.size() > kMaxPieces) return std::nullopt;
  Canonicalize(out);
  return out;
}

std::optional<Layout> SliceScatter(const Layout& base, const Layout& src, int dim, int64_t start,
                                   int64_t end) {
  const size_t d = U(dim);
  Dims expect = base.shape;
  if (d >= expect.size()) return std::nullopt;
  expect[d] = end - start;
  if (src.shape != expect || src.dtype != base.dtype) return std::nullopt;
  Layout below = Slice(base, dim, 0, start);
  Layout above = Slice(base, dim, end, base.shape[d]);
  return Cat({below, src, above}, dim);
}

std::optional<Layout> Pad(const Layout& x, const Dims& pad, TermId fill) {
  if (pad.size() % 2 != 0 || pad.size() / 2 > x.shape.size()) return std::nullopt;
  Layout out = x;
  for (size_t i = 0; i < pad.size() / 2; ++i) {
    const int dim = static_cast<int>(x.shape.size() - 1 - i);
    const int64_t left = pad[2 * i];
    const int64_t right = pad[2 * i + 1];
    const int64_t size = out.shape[U(dim)];
    if (-left > size || -right > size || size + left + right < 0) return std::nullopt;
    out = Slice(out, dim, std::max<int64_t>(0, -left), size - std::max<int64_t>(0, -right));
    Dims side = out.shape;
    std::vector<Layout> parts;
    if (left > 0) {
      side[U(dim)] = left;
      parts.push_back(Filled(x.dtype, side, fill));
    }
    parts.push_back(out);
    if (right > 0) {
      side[U(dim)] = right;
      parts.push_back(Filled(x.dtype, side, fill));
    }
    std::optional<Layout> joined = Cat(parts, dim);
    if (!joined) return std::nullopt;
    out = std::move(*joined);
  }
  return out;
}

std::optional<Layout> AllGathered(const Layout& x, int32_t group, int64_t group_size,
                                  TermStore& store) {
  if (x.shape.empty() || group_size < 1) return std::nullopt;
  if (x.pieces.size() * static_cast<size_t>(group_size) > kMaxPieces) return std::nullopt;
  Layout out{x.dtype, x.shape, {}};
  out.shape[0] *= group_size;
  const bool whole = store.gathers_whole(group);
  // How each piece of x reads on member i: the same (a constant, or
  // gathered over this group already), shifted in its gathered atom, or on
  // the member's rank path.
  struct Source {
    bool same = false;
    TermId gathered = kNoTerm;  // whole groups
    int64_t numel = 0;
  };
  std::vector<Source> sources(x.pieces.size());
  for (size_t j = 0; j < x.pieces.size(); ++j) {
    const Piece& p = x.pieces[j];
    const Atom& a = store.atom(p.atom);
    Source& s = sources[j];
    s.same = a.rank_free || store.GatheredOver(p.atom) == group;
    if (!s.same && whole && p.path == kSelfPath) {
      s.numel = Numel(a.shape);
      s.gathered = store.Gathered(p.atom, group, group_size);
    }
  }
  out.pieces.reserve(x.pieces.size() * static_cast<size_t>(group_size));
  for (int64_t i = 0; i < group_size; ++i) {
    for (size_t j = 0; j < x.pieces.size(); ++j) {
      Piece& q = out.pieces.emplace_back(x.pieces[j]);
      q.lo[0] += i * x.shape[0];
      const Source& s = sources[j];
      if (s.same) continue;
      if (s.gathered != kNoTerm) {
        q.atom = s.gathered;
        q.offset += i * s.numel;
      } else {
        q.path = store.ComposeStep(RankStep{group, i}, q.path);
      }
    }
  }
  // A 1-D x of canonical pieces, gathered whole, whose neighbours (and last
  // and first: the seam between two members) read different atoms on every
  // member: nothing can merge, and the pieces are in position order, so the
  // result is canonical as written (a bucket's buffer: its members side by
  // side, 32 or more times over).
  const size_t p = x.pieces.size();
  bool canonical = x.shape.size() == 1 && p > 1 && whole;
  for (size_t j = 0; canonical && j < p; ++j) {
    const Piece& a = out.pieces[j];
    const Piece& b = out.pieces[(j + 1) % p];
    canonical = (sources[j].gathered != kNoTerm || sources[j].same) && a.atom != b.atom;
  }
  if (!canonical) Canonicalize(out);
  return out;
}

std::optional<Layout> AllGatheredRows(const Layout& x, int32_t group, int64_t group_size,
                                      TermStore& store) {
  if (x.shape.size() != 1 || group_size < 1) return std::nullopt;
  const bool whole = store.gathers_whole(group);
  Layout out{x.dtype, {group_size, x.shape[0]}, {}};
  out.pieces.reserve(x.pieces.size());
  for (const Piece& p : x.pieces) {
    const Atom& a = store.atom(p.atom);
    Piece q{{0, p.lo[0]}, {group_size, p.ext[0]}, p.atom, p.path, p.offset, {0, p.strides[0]}};
    if (!(a.rank_free || store.GatheredOver(p.atom) == group)) {
      if (!whole || p.path != kSelfPath) return std::nullopt;
      q.atom = store.Gathered(p.atom, group, group_size);
      q.strides[0] = group_size > 1 ? Numel(a.shape) : 0;
    }
    out.pieces.push_back(std::move(q));
  }
  Canonicalize(out);
  return out;
}

namespace {

// LiftAlong for a piece in its atom's natural dims (same rank, row-major
// strides): widened along `e` to the atom's extent, other dims kept.
std::optional<Lift> LiftInNaturalDims(const Atom& a, const Piece& piece, size_t e) {
  if (a.shape.size() != piece.ext.size()) return std::nullopt;
  const Dims natural = CanonicalStrides(a.shape);
  for (size_t d = 0; d < piece.ext.size(); ++d) {
    if (piece.ext[d] > a.shape[d]) return std::nullopt;
    if (piece.ext[d] > 1 && piece.strides[d] != natural[d]) return std::nullopt;
  }
  const int64_t step = natural[e];
  if (step <= 0) return std::nullopt;
  Lift lift{piece.ext, (piece.offset / step) % a.shape[e], natural, 0};
  lift.view_shape[e] = a.shape[e];
  lift.base_offset = piece.offset - lift.start * step;
  for (size_t d = 0; d < lift.strides.size(); ++d) {
    if (lift.view_shape[d] == 1) lift.strides[d] = 0;
  }
  if (lift.start + piece.ext[e] > a.shape[e]) return std::nullopt;
  return lift;
}

}  // namespace

namespace {

// LiftAlong to the whole atom (the piece equal to it on every other dim).
std::optional<Lift> LiftWhole(const Atom& a, const Piece& piece, size_t e) {
  int64_t others = 1;
  for (size_t d = 0; d < piece.ext.size(); ++d) {
    if (d != e) others *= piece.ext[d];
  }
  const int64_t numel = Numel(a.shape);
  if (others <= 0 || numel % others != 0) return std::nullopt;
  Lift lift{piece.ext, 0, piece.strides};
  lift.view_shape[e] = numel / others;
  if (piece.ext[e] == 1) {
    // The step along `dim` is not in the piece: assume row-major order.
    lift.strides = RowStrides(lift.view_shape);
    for (size_t d = 0; d < piece.ext.size(); ++d) {
      if (piece.ext[d] > 1 && piece.strides[d] != lift.strides[d]) return std::nullopt;
    }
  } else {
    // The view must read the whole atom once: its dims, by stride, are a
    // row-major layout of view_shape (a permuted one for a transposed view).
    absl::InlinedVector<size_t, 4> order;
    for (size_t d = 0; d < piece.ext.size(); ++d) {
      if (lift.view_shape[d] > 1) order.push_back(d);
    }
    std::sort(order.begin(), order.end(),
              [&](size_t x, size_t y) { return piece.strides[x] > piece.strides[y]; });
    // Along `e` itself a piece of a gathered atom may step over k indices at
    // a time: the rows of one chunk of an all_gather split into chunks, one
    // slab from each member (the sort order stands, as k · stride stays
    // below the next outer stride when the piece has two indices or more).
    int64_t expect = 1;
    for (size_t i = order.size(); i-- > 0;) {
      const size_t d = order[i];
      if (d == e && piece.strides[d] % expect == 0 && piece.strides[d] > expect &&
          a.gathered_over >= 0) {
        lift.step = piece.strides[d] / expect;
        lift.strides[d] = expect;
      } else if (piece.strides[d] != expect) {
        return std::nullopt;
      }
      expect *= lift.view_shape[d];
    }
  }
  for (size_t d = 0; d < lift.strides.size(); ++d) {
    if (lift.view_shape[d] == 1) lift.strides[d] = 0;
  }
  const int64_t step = lift.strides[e];
  if (step <= 0 || piece.offset % step != 0) return std::nullopt;
  lift.start = piece.offset / step;
  if (lift.start + (piece.ext[e] - 1) * lift.step >= lift.view_shape[e]) return std::nullopt;
  return lift;
}

}  // namespace

std::optional<Lift> LiftAlong(const TermStore& store, const Piece& piece, int dim) {
  const Atom& a = store.atom(piece.atom);
  const size_t e = U(dim);
  if (a.opaque || e >= piece.ext.size()) return std::nullopt;
  if (std::optional<Lift> whole = LiftWhole(a, piece, e)) return whole;
  return LiftInNaturalDims(a, piece, e);
}

}  // namespace collopt::verify
