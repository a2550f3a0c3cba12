// collopt/verify/term_store.h — hash-consed terms for translation validation.
//
// Every value a graph computes on "this rank" (ρ) is a term over the graph's
// inputs. Two kinds of terms are interned here, in one id space, so that two
// equal terms always get the same TermId (structural equality of the keys,
// no hash is trusted alone):
//
// - an **atom**: one op applied to operand terms and literal attributes
//   ("aten.mm.default(t12, t40)", "input#3", "fill(0.0)"), with the natural
//   (contiguous) shape and dtype of its result;
// - a **layout** (verify/layout.h): a tensor assembled from rectangular pieces
//   of atoms, each piece a strided view of one atom evaluated at one rank —
//   what views, slices, cats, pads, bucket buffers and all_gathers build.
//   A layout that is exactly one whole atom, on this rank, in its natural
//   layout, is that atom's id (so `view(x, same shape)` and `x` are one term).
//
// Ranks: an atom evaluated on another rank of the step is written atom@path,
// where a RankPath is a chain of (process group, index in group) steps from ρ
// (the rank an all_gather reads is "member i of group g of ρ"). Paths are
// interned too; path 0 is ρ itself. Constants (fill atoms) are the same on
// every rank and always carry path 0.
// In a group that gathers whole (verify/gather_groups.h: FSDP's parameter
// all_gathers), an atom on member i of the group is named instead by its
// offset in one gathered atom, "all_gather over g of A" (TermStore::Gathered),
// so a weight gathered from 256 ranks is one piece, not 256.
#ifndef COLLOPT_VERIFY_TERM_STORE_H_
#define COLLOPT_VERIFY_TERM_STORE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/hash/hash.h"
#include "ir/dtype.h"

namespace collopt::verify {

/// Sizes, offsets and strides of a tensor's dims: inline up to 4 dims, as
/// nearly every tensor of a training step has (a layout's pieces hold three
/// each, so a heap block apiece would dominate verify's time).
using Dims = absl::InlinedVector<int64_t, 4>;

using TermId = int32_t;
using PathId = int32_t;
inline constexpr TermId kNoTerm = -1;
inline constexpr PathId kSelfPath = 0;

/// One step of a rank path: the rank at position `index` of the process
/// group `group` (an interned group key, see TermStore::GroupKey).
struct RankStep {
  int32_t group = 0;
  int64_t index = 0;
  bool operator==(const RankStep&) const = default;
};

/// A piece of a layout: the box [lo, lo + ext) of the tensor (per dim) holds
/// atom `atom` evaluated at rank path `path`; tensor element lo + i reads the
/// atom's flat (row-major) element `offset + Σ_d i_d · strides[d]`. Strides of
/// dims with ext 1 are 0 (canonical form).
struct Piece {
  Dims lo;
  Dims ext;
  TermId atom = kNoTerm;
  PathId path = kSelfPath;
  int64_t offset = 0;
  Dims strides;
  bool operator==(const Piece&) const = default;
  template <typename H>
  friend H AbslHashValue(H h, const Piece& p) {
    return H::combine(std::move(h), p.lo, p.ext, p.atom, p.path, p.offset, p.strides);
  }
};

/// A tensor as pieces of atoms (see verify/layout.h for the algebra). Shape
/// and offsets are concrete element counts.
struct Layout {
  DType dtype = DType::kFloat32;
  Dims shape;
  std::vector<Piece> pieces;
  bool operator==(const Layout&) const = default;
  template <typename H>
  friend H AbslHashValue(H h, const Layout& l) {
    return H::combine(std::move(h), l.dtype, l.shape, l.pieces);
  }
};

/// What an interned atom is.
struct Atom {
  /// The op and its literal attributes, e.g. "aten.mm.default" or
  /// "reduce_scatter(avg, g:0)"; operands are listed apart.
  std::string op;
  std::vector<TermId> operands;
  DType dtype = DType::kFloat32;
  /// Natural (contiguous) shape of the result; empty for a scalar or a
  /// non-tensor value.
  Dims shape;
  /// The same on every rank (a constant), so rank paths drop off it.
  bool rank_free = false;
  /// Not a tensor of known shape: a symbolic-shaped tensor, a SymInt, a tuple.
  bool opaque = false;
  /// For a gathered atom (TermStore::Gathered), the group key it is gathered
  /// over; -1 otherwise.
  int32_t gathered_over = -1;
  bool operator==(const Atom&) const = default;
  template <typename H>
  friend H AbslHashValue(H h, const Atom& a) {
    return H::combine(std::move(h), a.op, a.operands, a.dtype, a.shape, a.rank_free, a.opaque,
                      a.gathered_over);
  }
};

/// The interner. Not thread-safe; one per verification.
class TermStore {
 public:
  TermStore();
  // The atom index refers to the store itself.
  TermStore(const TermStore&) = delete;
  TermStore& operator=(const TermStore&) = delete;

  /// Interns an atom; the same op, operands, dtype, shape and flags always
  /// give the same id.
  TermId AddAtom(Atom atom);
  /// Interns a layout, which must be canonical (verify/layout.h Canonicalize).
  /// A layout that is one whole atom in its natural layout on ρ returns the
  /// atom's id.
  TermId AddLayout(const Layout& layout);
  /// The path of "`path`, evaluated on the rank `step` names": `step` becomes
  /// the first step applied to ρ. When `path` already starts in the same
  /// group, `step` drops out (member j of g of member i of g of ρ is member j
  /// of g of ρ: the groups of one name partition the ranks).
  PathId ComposeStep(RankStep step, PathId path);
  /// The atom "all_gather of `atom_id` over group `group` (`group_size`
  /// members)": the cat along dim 0 of the atom evaluated on each member, in
  /// member order, so its flat element i · numel(atom) + k is element k of
  /// the atom on member i. Its natural shape is the atom's with dim 0 times
  /// `group_size` ([group_size] for a 0-dim atom). Every member of the group
  /// computes the same gathered atom, so a gathered atom gathered again over
  /// its own group is itself (the caller keeps the piece; GatheredOver).
  /// In a group that gathers whole (gathers_whole), this is how an atom on
  /// another rank is named: a piece of the atom on member i is the piece of
  /// Gathered(atom_id) shifted by i · numel(atom).
  TermId Gathered(TermId atom_id, int32_t group, int64_t group_size);
  /// The layout term of atom `atom_id` on rank path `path` laid flat: shape
  /// [numel(atom)], its elements in the atom's row-major order. Interned
  /// once per (atom, path); a reduction names each row it reads this way.
  TermId FlatView(TermId atom_id, PathId path);
  /// The group key `id` is gathered over, or -1 for an atom that is not a
  /// gathered atom.
  int32_t GatheredOver(TermId id) const { return is_atom(id) ? atom(id).gathered_over : -1; }
  /// Marks the process group `key` (TermStore::GroupKey's text) as one whose
  /// all_gathers are named by gathered atoms (layout.h AllGathered); the others
  /// name each member's atom by a rank path. Both are exact; a verification
  /// chooses one per group before it evaluates either graph, so both graphs
  /// name one value alike.
  void GatherWhole(std::string_view key) { whole_groups_.insert(GroupKey(key)); }
  bool gathers_whole(int32_t group) const { return whole_groups_.contains(group); }
  /// Interns a process-group key ("ranks:0,8,16" or "name:0/32") as a small id.
  int32_t GroupKey(std::string_view key);

  bool is_atom(TermId id) const { return terms_[static_cast<size_t>(id)].is_atom; }
  const Atom& atom(TermId id) const;
  const Layout& layout(TermId id) const;
  const std::vector<RankStep>& path(PathId id) const { return paths_[static_cast<size_t>(id)]; }
  const std::string& group_key(int32_t id) const { return groups_[static_cast<size_t>(id)]; }
  /// Terms interned so far: ids below this existed before any later call.
  TermId size() const { return static_cast<TermId>(terms_.size()); }

  /// A readable rendering of a term, nested `depth` levels, for reports:
  /// "aten.mm.default(input#0, [pieces...])".
  std::string ToString(TermId id, int depth = 3) const;

 private:
  struct Entry {
    bool is_atom = true;
    int32_t index = 0;  // into atoms_ or layouts_
  };
  std::vector<Entry> terms_;
  std::vector<Atom> atoms_;
  std::vector<Layout> layouts_;
  /// The atoms' ids, hashed and compared by the atoms they name (lookups
  /// by an Atom not yet interned: no key is built).
  struct AtomHash {
    using is_transparent = void;
    const TermStore* store;
    size_t operator()(TermId id) const { return absl::HashOf(store->atom(id)); }
    size_t operator()(const Atom& a) const { return absl::HashOf(a); }
  };
  struct AtomEq {
    using is_transparent = void;
    const TermStore* store;
    // Each atom is interned once: two ids are equal atoms only when equal.
    bool operator()(TermId a, TermId b) const { return a == b; }
    bool operator()(TermId a, const Atom& b) const { return store->atom(a) == b; }
    bool operator()(const Atom& a, TermId b) const { return a == store->atom(b); }
  };
  absl::flat_hash_set<TermId, AtomHash, AtomEq> atom_ids_;
  /// Layouts by hash, each bucket's ids compared field by field (no hash is
  /// trusted alone).
  absl::flat_hash_map<size_t, std::vector<TermId>> layout_ids_;
  std::vector<std::vector<RankStep>> paths_;
  absl::flat_hash_map<std::string, PathId> path_ids_;
  std::vector<std::string> groups_;
  absl::flat_hash_map<std::string, int32_t> group_ids_;
  absl::flat_hash_set<int32_t> whole_groups_;
  /// Gathered's results by (atom, group, group size): an all_gather names
  /// each member's pieces through it, once per member.
  absl::flat_hash_map<std::tuple<TermId, int32_t, int64_t>, TermId> gathered_;
  absl::flat_hash_map<std::pair<TermId, PathId>, TermId> flat_views_;  // FlatView's
};

/// Row-major strides of `shape`, with 0 for dims of size 1 (the canonical
/// stride of a dim that is never stepped).
Dims CanonicalStrides(const Dims& shape);

/// Product of `shape` (1 for a scalar).
int64_t Numel(const Dims& shape);

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_TERM_STORE_H_
