// collopt/verify/layout.h — the layout algebra: views, slices, cats and
// copies as exact operations on pieces of atoms.
//
// A Layout (verify/term_store.h) is a tensor partitioned into boxes, each a
// strided view of one atom on one rank. These functions compute the layout
// of an op's result from its operands' layouts, element for element, so the
// identities collopt's rewrites rely on hold by construction: a reshape
// keeps the row-major element order; slice, narrow, split, select and cat move
// boxes; slice_scatter and constant_pad_nd replace regions (a pad region is
// a piece of a constant atom); an all_gather is the cat along dim 0 of its
// input evaluated on each rank of the group (AllGathered).
//
// Canonicalize puts a layout in normal form (pieces sorted by position,
// neighbours that continue the same view of the same atom merged), so that
// one tensor assembled two ways (whole, or as a bucket's slices put back
// together) interns to one term.
//
// Functions returning std::optional give nullopt when the result cannot be
// described as pieces within their limits (a reshape that would split a
// strided view into more than kMaxPieces pieces, a step slice of a scatter,
// ...); the caller then treats the op as opaque, which is sound (the result
// is a new atom over the operand's term) but may not prove an equality.
#ifndef COLLOPT_VERIFY_LAYOUT_H_
#define COLLOPT_VERIFY_LAYOUT_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "verify/term_store.h"

namespace collopt::verify {

/// Most pieces one layout op may produce before giving up (nullopt).
inline constexpr size_t kMaxPieces = size_t{1} << 16;

/// `points` sorted ascending, each once: the cut points along one dim (its
/// ends and its pieces' boundaries).
Dims SortedCuts(Dims points);

/// Sorts pieces by position, zeroes the strides of size-1 extents, drops
/// empty pieces and merges neighbours that continue one view of one atom.
/// O(P log P · rank) for P pieces; a single piece costs O(rank).
void Canonicalize(Layout& layout);

/// The whole atom `atom` on ρ, in its natural layout.
Layout WholeAtom(const TermStore& store, TermId atom);

/// `shape` filled with the rank-free atom `fill` (every stride 0).
Layout Filled(DType dtype, const Dims& shape, TermId fill);

/// x[..., start:end:step, ...] along `dim` (0 ≤ start ≤ end ≤ size, step ≥ 1).
Layout Slice(const Layout& x, int dim, int64_t start, int64_t end, int64_t step = 1);

/// Removes dims of size 1 listed in `dims` (ascending, distinct).
Layout Squeeze(const Layout& x, const std::vector<int>& dims);

/// Inserts a dim of size 1 at `dim` (0 ≤ dim ≤ rank).
Layout Unsqueeze(const Layout& x, int dim);

/// Permutes dims: result dim i is x's dim perm[i].
Layout Permute(const Layout& x, const std::vector<int>& perm);

/// Broadcasts to `shape` (rank ≥ x's; new leading dims, size-1 dims grown
/// with stride 0); nullopt when a non-1 size would change.
std::optional<Layout> Expand(const Layout& x, const Dims& shape);

/// The same elements in row-major order, as `shape` (equal numel). Each
/// group of dims that PyTorch's view merges or splits is reshaped on its
/// own; a piece that is a sub-box of its atom's row-major order (a bucket
/// member's rows, a chunk) is cut into slabs where needed. nullopt when a
/// transposed piece would have to be cut (heads flattened after a permute),
/// or above kMaxPieces: the caller copies the tensor into a new atom first
/// (ReshapeOrCopy), as PyTorch's reshape copies.
std::optional<Layout> Reshape(const Layout& x, const Dims& shape);

/// Reshape, or, when that is not a view of every piece, the reshape of a new
/// atom "contiguous(x)" (nullopt only for unequal numel).
std::optional<Layout> ReshapeOrCopy(TermStore& store, const Layout& x, const Dims& shape);

/// x's bytes read as `to` (aten.view.dtype): the last dim scales by the
/// ratio of the item sizes. A piece of atom A that steps its last dim one
/// element at a time reads the same bytes of the atom "view.dtype" of A in
/// `to` (interned in `store`, its natural shape A's with the last dim
/// scaled); a piece of such an atom read back in A's own dtype is a piece of
/// A again, so the round trip of a multi-dtype bucket (each member viewed as
/// uint8, gathered, sliced, viewed back) is the identity. A zero fill stays a
/// zero fill. nullopt for a 0-dim x, item sizes that do not divide, a last
/// dim that does not scale to a whole count, a piece that does not step its
/// last dim contiguously, or bytes not aligned to the wider item.
std::optional<Layout> ViewDtype(TermStore& store, const Layout& x, DType to);

/// Concatenation along `dim`; every part has x's rank and dtype and equal
/// sizes elsewhere (nullopt otherwise, or for no parts).
std::optional<Layout> Cat(const std::vector<Layout>& parts, int dim);

/// `base` with base[..., start:end, ...] along `dim` replaced by `src`.
std::optional<Layout> SliceScatter(const Layout& base, const Layout& src, int dim, int64_t start,
                                   int64_t end);

/// constant_pad_nd: `pad` is (left, right) pairs from the last dim backwards;
/// negative amounts crop. New regions are the rank-free atom `fill`.
std::optional<Layout> Pad(const Layout& x, const Dims& pad, TermId fill);

/// The all_gather of x over the process group `group` (`group_size`
/// members): the cat along dim 0 of x evaluated on each member, in member
/// order. Rank-free atoms and atoms gathered over `group` are the same on
/// every member and stay. In a group that gathers whole
/// (TermStore::gathers_whole), each other piece of atom A on ρ becomes, on
/// member i, the same view of TermStore::Gathered(A) shifted by i · numel(A),
/// so the members' pieces side by side merge into views of the gathered
/// atoms (an all_gather of a bucket, sliced, is the all_gather of each
/// member: one piece, not one per rank); otherwise its rank path gets
/// "member i of `group`" first. Canonical. nullopt for a 0-dim x or above
/// kMaxPieces pieces. O(G · P) pieces before merging, for P pieces of x.
std::optional<Layout> AllGathered(const Layout& x, int32_t group, int64_t group_size,
                                  TermStore& store);

/// AllGathered of a 1-D x viewed as [group_size, numel(x)], built directly:
/// each piece of x is one piece over every member (row stride numel(A) in
/// the gathered atom of A, or 0 for a piece the same on every member). It
/// is Reshape(AllGathered(x), that shape), without the group_size · P
/// pieces between. nullopt when x is not 1-D or a piece is named by a rank
/// path (a group that does not gather whole). Canonical; O(P log P).
std::optional<Layout> AllGatheredRows(const Layout& x, int32_t group, int64_t group_size,
                                      TermStore& store);

/// How a piece extends to its whole atom along one dim: the piece is
/// [start, start + ext) along that dim of the region of the atom at
/// `base_offset` viewed as `view_shape` with `strides` (row-major, or a
/// permutation of it for a transposed view), and equal to it on every other
/// dim. The region is the whole atom (base_offset 0), or, for a piece that
/// is a window in other dims too of an atom in its natural dims (a slice of
/// rows then a chunk of columns), the piece widened to the atom's whole
/// extent along the dim.
struct Lift {
  Dims view_shape;
  int64_t start = 0;
  Dims strides;
  int64_t base_offset = 0;
  /// The piece reads indices start, start + step, ... of the dim: a step
  /// above 1 is a subsample of the whole (the rows one async-TP chunk
  /// gathers, one from each rank), and f(x[a::k]) = f(x)[a::k] as well.
  int64_t step = 1;
};

/// The Lift of `piece` along `dim`, or nullopt when the piece is not a slab
/// of its whole atom along that dim (a window in two dims, a strided
/// subsample, ...). Used to rewrite `f(x[a:b])` as `f(x)[a:b]` for ops that act
/// on each index of `dim` independently (verify/separable_op.h).
std::optional<Lift> LiftAlong(const TermStore& store, const Piece& piece, int dim);

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_LAYOUT_H_
