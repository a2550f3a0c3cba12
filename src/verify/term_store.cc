#include "verify/term_store.h"

#include <cstring>
#include <utility>

#include "absl/hash/hash.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace collopt::verify {
namespace {

void PutInt(std::string& key, int64_t v) {
  char bytes[sizeof v];
  std::memcpy(bytes, &v, sizeof v);
  key.append(bytes, sizeof v);
}

std::string ShapeText(const Dims& shape) {
  return absl::StrCat("[", absl::StrJoin(shape, ", "), "]");
}

}  // namespace

int64_t Numel(const Dims& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

Dims CanonicalStrides(const Dims& shape) {
  Dims strides(shape.size(), 0);
  int64_t step = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = shape[i] == 1 ? 0 : step;
    step *= shape[i];
  }
  return strides;
}

TermStore::TermStore() : atom_ids_(0, AtomHash{this}, AtomEq{this}) {
  paths_.emplace_back();
  path_ids_.emplace("", kSelfPath);
}

TermId TermStore::AddAtom(Atom atom) {
  if (auto it = atom_ids_.find(atom); it != atom_ids_.end()) return *it;
  const TermId id = size();
  terms_.push_back({true, static_cast<int32_t>(atoms_.size())});
  atoms_.push_back(std::move(atom));
  atom_ids_.insert(id);
  return id;
}

TermId TermStore::AddLayout(const Layout& layout) {
  if (layout.pieces.size() == 1) {
    const Piece& p = layout.pieces[0];
    const Atom& a = atom(p.atom);
    if (p.path == kSelfPath && p.offset == 0 && a.dtype == layout.dtype &&
        a.shape == layout.shape && p.ext == layout.shape &&
        p.strides == CanonicalStrides(layout.shape)) {
      return p.atom;
    }
  }
  std::vector<TermId>& same_hash = layout_ids_[absl::HashOf(layout)];
  for (TermId id : same_hash) {
    if (this->layout(id) == layout) return id;
  }
  const TermId id = size();
  terms_.push_back({false, static_cast<int32_t>(layouts_.size())});
  layouts_.push_back(layout);
  same_hash.push_back(id);
  return id;
}

PathId TermStore::ComposeStep(RankStep step, PathId path) {
  const std::vector<RankStep>& steps = paths_[static_cast<size_t>(path)];
  if (!steps.empty() && steps.front().group == step.group) return path;
  std::vector<RankStep> composed;
  composed.reserve(steps.size() + 1);
  composed.push_back(step);
  composed.insert(composed.end(), steps.begin(), steps.end());
  std::string key;
  for (const RankStep& s : composed) {
    PutInt(key, s.group);
    PutInt(key, s.index);
  }
  auto [it, inserted] = path_ids_.try_emplace(std::move(key), static_cast<PathId>(paths_.size()));
  if (inserted) paths_.push_back(std::move(composed));
  return it->second;
}

TermId TermStore::Gathered(TermId atom_id, int32_t group, int64_t group_size) {
  const auto key = std::make_tuple(atom_id, group, group_size);
  if (auto it = gathered_.find(key); it != gathered_.end()) return it->second;
  const Atom& a = atom(atom_id);
  Dims shape = a.shape;
  if (shape.empty()) {
    shape.push_back(group_size);
  } else {
    shape[0] *= group_size;
  }
  Atom gathered{
      absl::StrCat("all_gather over ", group_key(group)), {atom_id}, a.dtype, std::move(shape)};
  gathered.gathered_over = group;
  const TermId id = AddAtom(std::move(gathered));
  gathered_.emplace(key, id);
  return id;
}

TermId TermStore::FlatView(TermId atom_id, PathId path) {
  const auto key = std::make_pair(atom_id, path);
  if (auto it = flat_views_.find(key); it != flat_views_.end()) return it->second;
  const Atom& a = atom(atom_id);
  const int64_t numel = Numel(a.shape);
  Layout flat{a.dtype, {numel}, {}};
  // In canonical form (layout.h Canonicalize): a one-element piece has
  // stride 0 (CanonicalStrides), an empty one is left out.
  if (numel > 0) {
    flat.pieces.push_back(Piece{{0}, {numel}, atom_id, path, 0, CanonicalStrides({numel})});
  }
  const TermId id = AddLayout(flat);
  flat_views_.emplace(key, id);
  return id;
}

int32_t TermStore::GroupKey(std::string_view key) {
  auto [it, inserted] =
      group_ids_.try_emplace(std::string(key), static_cast<int32_t>(groups_.size()));
  if (inserted) groups_.emplace_back(key);
  return it->second;
}

const Atom& TermStore::atom(TermId id) const {
  return atoms_[static_cast<size_t>(terms_[static_cast<size_t>(id)].index)];
}

const Layout& TermStore::layout(TermId id) const {
  return layouts_[static_cast<size_t>(terms_[static_cast<size_t>(id)].index)];
}

std::string TermStore::ToString(TermId id, int depth) const {
  if (id == kNoTerm) return "None";
  if (depth <= 0) return absl::StrCat("t", id);
  if (is_atom(id)) {
    const Atom& a = atom(id);
    if (a.operands.empty()) return a.op;
    std::vector<std::string> args;
    args.reserve(a.operands.size());
    for (TermId t : a.operands) args.push_back(ToString(t, depth - 1));
    return absl::StrCat(a.op, "(", absl::StrJoin(args, ", "), ")");
  }
  const Layout& l = layout(id);
  std::vector<std::string> parts;
  constexpr size_t kShownPieces = 4;
  for (size_t i = 0; i < l.pieces.size() && i < kShownPieces; ++i) {
    const Piece& p = l.pieces[i];
    std::string rank;
    for (const RankStep& s : path(p.path)) {
      absl::StrAppend(&rank, "@", group_key(s.group), "[", s.index, "]");
    }
    parts.push_back(absl::StrCat("lo", ShapeText(p.lo), " ext", ShapeText(p.ext), " <- ",
                                 ToString(p.atom, depth - 1), rank, " +", p.offset, " stride",
                                 ShapeText(p.strides)));
  }
  if (l.pieces.size() > kShownPieces)
    parts.push_back(absl::StrCat("... ", l.pieces.size(), " pieces"));
  return absl::StrCat(std::string(ShortName(l.dtype)), ShapeText(l.shape), "{",
                      absl::StrJoin(parts, "; "), "}");
}

}  // namespace collopt::verify
