#include "verify/congruence.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "absl/hash/hash.h"
#include "absl/strings/str_cat.h"
#include "support/parallel.h"
#include "verify/op_rules.h"

namespace collopt::verify {
namespace {

enum Side : uint8_t { kOrig = 0, kOpt = 1 };

// A node's node arguments in order (inline: nearly every node reads few).
using Inputs = absl::InlinedVector<NodeId, 4>;

Inputs InputsOf(const Node& node) {
  Inputs inputs;
  ForEachInput(node, [&](NodeId id) { inputs.push_back(id); });
  return inputs;
}

// What both graphs share once matched, read-only while terms are evaluated:
// partners, cuts, graph-input positions and the congruent OPT nodes.
struct Matching {
  const Graph* graphs[2];
  std::vector<NodeId> partner;  // OPT id → its ORIG partner
  std::vector<uint8_t> cut;     // ORIG (bytes: threads write neighbours)
  std::vector<bool> congruent;  // OPT
  std::vector<int32_t> input_index[2];
  // Each node's slot under the assumption that every partner is congruent:
  // the slot (ORIG's nodes first, then OPT's) of the node whose evaluation
  // gives it its value, when that evaluation reads arguments (a call, not a
  // cut; a congruent OPT node's is its partner's), kUnseen for a leaf or a
  // cut. Written by the matcher (IndexInputs, then FindCuts).
  std::vector<uint32_t> slot_of;
  // Each OPT call's node arguments in order, copied out of its arguments
  // as the cuts are found (the walks over the regions read them again, and
  // a node's arguments are scattered over the heap): node i's are
  // opt_inputs[i / kMatchChunk][opt_input_begin[i] .. opt_input_end[i]).
  std::vector<std::vector<NodeId>> opt_inputs;
  std::vector<uint32_t> opt_input_begin;
  std::vector<uint32_t> opt_input_end;

  const Node& node(Side side, NodeId id) const { return graphs[side]->node(id); }
  // fn(input) for each node argument of node `id` of `side`, in order: an
  // ORIG node's read in place, an OPT call's from opt_inputs (an OPT node
  // that is not a call has none).
  template <typename Fn>
  void ForEachInputOf(Side side, NodeId id, Fn&& fn) const;
  // The slot of node `id` of `side`, and the node of `slot`.
  size_t Slot(Side side, NodeId id) const {
    return (side == kOrig ? 0 : graphs[kOrig]->size()) + static_cast<size_t>(id);
  }
  std::pair<Side, NodeId> NodeOfSlot(uint32_t slot) const {
    const auto orig_size = static_cast<uint32_t>(graphs[kOrig]->size());
    return slot < orig_size ? std::pair{kOrig, static_cast<NodeId>(slot)}
                            : std::pair{kOpt, static_cast<NodeId>(slot - orig_size)};
  }
  uint32_t SlotOf(Side side, NodeId id) const { return slot_of[Slot(side, id)]; }
};

constexpr uint32_t kUnseen = ~uint32_t{0};

// Nodes per chunk of the matching's parallel loops (chunks, not threads, so
// that the work split does not depend on the thread count).
constexpr size_t kMatchChunk = size_t{1} << 12;

template <typename Fn>
void Matching::ForEachInputOf(Side side, NodeId id, Fn&& fn) const {
  if (side == kOrig) {
    ForEachInput(node(side, id), fn);
    return;
  }
  const auto i = static_cast<size_t>(id);
  const NodeId* ids = opt_inputs[i / kMatchChunk].data();
  for (uint32_t k = opt_input_begin[i]; k < opt_input_end[i]; ++k) fn(ids[k]);
}

// Runs fn(begin, end) over [0, n) in chunks of kMatchChunk on up to
// `threads` threads.
void ForChunks(size_t n, size_t threads, const std::function<void(size_t, size_t)>& fn) {
  const size_t chunks = (n + kMatchChunk - 1) / kMatchChunk;
  ParallelFor(chunks, threads,
              [&](size_t c) { fn(c * kMatchChunk, std::min(n, (c + 1) * kMatchChunk)); });
}

// The same literal, node references aside (whether they are in the same
// places; what they refer to is the caller's), a string also
// `same_string(s)` (a float bit for bit: -0.0 is not 0.0, and NaN is itself).
template <typename SameString>
bool SameLiteral(const Argument& a, const Argument& b, const SameString& same_string) {
  using K = Argument::Kind;
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case K::kNone:
    case K::kNode:
      return true;
    case K::kBool:
    case K::kInt:
      return a.i == b.i;
    case K::kFloat:
      return std::bit_cast<uint64_t>(a.f) == std::bit_cast<uint64_t>(b.f);
    case K::kString:
      return a.s == b.s && same_string(a.s);
    case K::kDType:
      return a.dtype == b.dtype;
    case K::kDevice:
      return a.s == b.s && a.i == b.i;
    case K::kList:
    case K::kTuple:
    case K::kDict:
      if (a.items.size() != b.items.size() || a.keys != b.keys) return false;
      for (size_t i = 0; i < a.items.size(); ++i) {
        if (!SameLiteral(a.items[i], b.items[i], same_string)) return false;
      }
      return true;
    case K::kLayout:
    case K::kMemoryFormat:
    case K::kOpRef:
      return a.s == b.s;
  }
  return false;
}

// Whether nodes `n` and `m` make the same call, node references aside: the
// same op, target and result type, and SameLiteral arguments and keyword
// arguments (with `same_string`).
template <typename SameString>
bool SameCallLiterals(const Node& n, const Node& m, const SameString& same_string) {
  if (n.op != m.op || n.target != m.target || !(n.value == m.value) ||
      n.args.size() != m.args.size() || n.kwargs.size() != m.kwargs.size()) {
    return false;
  }
  for (size_t i = 0; i < n.args.size(); ++i) {
    if (!SameLiteral(n.args[i], m.args[i], same_string)) return false;
  }
  for (size_t i = 0; i < n.kwargs.size(); ++i) {
    if (n.kwarg_names[i] != m.kwarg_names[i] ||
        !SameLiteral(n.kwargs[i], m.kwargs[i], same_string)) {
      return false;
    }
  }
  return true;
}

// A string's hash from its length and its first and last 8 bytes: the
// targets and process-group names a comparer caches nearly always differ
// there (two that do not only cost the map a comparison), and each node's
// lookup then reads 16 bytes of them, not all of them.
struct EndsHash {
  size_t operator()(std::string_view s) const {
    const size_t k = std::min<size_t>(8, s.size());
    uint64_t front = 0;
    uint64_t back = 0;
    std::memcpy(&front, s.data(), k);
    std::memcpy(&back, s.data() + s.size() - k, k);
    return absl::HashOf(s.size(), front, back);
  }
};

// Whether two nodes make the same call (see congruence.h), with caches of
// what repeats (one comparer per thread).
class CallComparer {
 public:
  CallComparer(const Graph& original, const Graph& optimized)
      : original_(original), optimized_(optimized) {}

  // A string argument must also name a process group alike in both graphs
  // (node references only in the same places: their values are compared by
  // the provers).
  bool SameCall(const Node& n, const Node& m) {
    return SameCallLiterals(n, m, [this](const std::string& s) { return SameGroupMeaning(s); });
  }

  // MovesPieces, kept per target (a graph has few distinct targets).
  bool MovesPiecesOf(const Node& m) {
    auto [it, added] = moves_pieces_.try_emplace(m.target, false);
    if (added) it->second = MovesPieces(m.target);
    return it->second;
  }

 private:
  // Whether the string `s` resolves alike in both graphs' process-group
  // tables (a name both give other ranks is not the same argument).
  bool SameGroupMeaning(const std::string& s) {
    auto [it, added] = group_meaning_.try_emplace(s, false);
    if (added) it->second = ProcessGroupKey(original_, s) == ProcessGroupKey(optimized_, s);
    return it->second;
  }

  const Graph& original_;
  const Graph& optimized_;
  // By the graphs' strings (few distinct ones, looked up once per node).
  absl::flat_hash_map<std::string_view, bool, EndsHash> group_meaning_;
  absl::flat_hash_map<std::string_view, bool, EndsHash> moves_pieces_;  // by target
};

// Finds partners and cuts (see congruence.h), and the obligations the
// partners leave, chunks of nodes on threads.
class Matcher {
 public:
  Matcher(Matching& m, size_t threads) : m_(m) {
    for (int side : {kOrig, kOpt}) {
      m_.input_index[side].assign(m_.graphs[side]->size(), -1);
    }
    m_.partner.assign(m_.graphs[kOpt]->size(), kNoNode);
    m_.cut.assign(m_.graphs[kOrig]->size(), 0);
    m_.congruent.assign(m_.graphs[kOpt]->size(), false);
    m_.slot_of.assign(m_.graphs[kOrig]->size() + m_.graphs[kOpt]->size(), kUnseen);
    IndexInputs();
    ForChunks(m_.graphs[kOpt]->size(), threads, [&](size_t begin, size_t end) {
      CallComparer comparer(*m_.graphs[kOrig], *m_.graphs[kOpt]);
      FindPartners(begin, end, comparer);
    });
    KeepFirstPartners();
    const size_t chunks = (m_.graphs[kOpt]->size() + kMatchChunk - 1) / kMatchChunk;
    found_.resize(chunks);
    m_.opt_inputs.resize(chunks);
    m_.opt_input_begin.assign(m_.graphs[kOpt]->size(), 0);
    m_.opt_input_end.assign(m_.graphs[kOpt]->size(), 0);
    ForChunks(m_.graphs[kOpt]->size(), threads, [&](size_t begin, size_t end) {
      CallComparer comparer(*m_.graphs[kOrig], *m_.graphs[kOpt]);
      FindCuts(begin, end, comparer, found_[begin / kMatchChunk]);
    });
  }

  // The (OPT node, ORIG node) pairs whose equal values the assumption that
  // every partner is congruent rests on, beyond what the partners give:
  // the arguments of partners that do not read their partner's arguments'
  // partners (the values a rewritten region hands back), in OPT order,
  // possibly repeated.
  std::vector<std::pair<NodeId, NodeId>> TakeObligations() {
    std::vector<std::pair<NodeId, NodeId>> need;
    for (const auto& part : found_) need.insert(need.end(), part.begin(), part.end());
    found_.clear();
    return need;
  }

 private:
  // Each graph input's position among its graph's inputs; each ORIG call's
  // slot, its own until it is found a cut.
  void IndexInputs() {
    for (int side : {kOrig, kOpt}) {
      int32_t k = 0;
      for (const Node& n : m_.graphs[side]->nodes()) {
        if (side == kOrig && n.op == NodeOp::kCallFunction) {
          m_.slot_of[static_cast<size_t>(n.id)] = static_cast<uint32_t>(n.id);
        }
        if (n.op != NodeOp::kPlaceholder) continue;
        m_.input_index[side][static_cast<size_t>(n.id)] = k++;
        if (side == kOrig) orig_inputs_.push_back(n.id);
      }
    }
  }

  // Partners of OPT nodes [begin, end): inputs by position, every other node
  // by name, when it is the same call. A rewrite keeps most nodes in runs of
  // their order, so the node after the last one found is tried before the
  // name is looked up (the node of that name: names are unique).
  void FindPartners(size_t begin, size_t end, CallComparer& comparer) {
    const Graph& orig = *m_.graphs[kOrig];
    const Graph& opt = *m_.graphs[kOpt];
    size_t next = orig.size();  // the ORIG node after the last partner
    for (size_t i = begin; i < end; ++i) {
      const Node& n = opt.node(static_cast<NodeId>(i));
      NodeId m = kNoNode;
      if (n.op == NodeOp::kPlaceholder) {
        const auto k = static_cast<size_t>(m_.input_index[kOpt][i]);
        if (k < orig_inputs_.size()) m = orig_inputs_[k];
      } else if (n.op != NodeOp::kOutput) {
        m = next < orig.size() && orig.node(static_cast<NodeId>(next)).name == n.name
                ? static_cast<NodeId>(next)
                : orig.FindNode(n.name);
      }
      if (m == kNoNode) continue;
      next = static_cast<size_t>(m) + 1;
      if (comparer.SameCall(n, orig.node(m))) m_.partner[i] = m;
    }
  }

  // Each ORIG node partners one OPT node at most, the first: names are
  // unique in a loaded graph, but a graph built in memory may repeat one
  // (the later OPT nodes of a name are evaluated as themselves).
  void KeepFirstPartners() {
    std::vector<bool> taken(m_.graphs[kOrig]->size(), false);
    for (NodeId& partner : m_.partner) {
      if (partner == kNoNode) continue;
      if (taken[static_cast<size_t>(partner)]) {
        partner = kNoNode;
      } else {
        taken[static_cast<size_t>(partner)] = true;
      }
    }
  }

  // Each OPT call's node arguments, copied into its chunk's opt_inputs. For
  // the partners among OPT nodes [begin, end): the ORIG partner is a cut
  // when it computes and the OPT node reads its arguments' partners (else
  // each argument that is not is an obligation, into `to`); the slot of
  // both (ORIG's own, or none for a cut; OPT's is ORIG's), and of an OPT
  // call without a partner (its own). Each ORIG node has one OPT partner at
  // most, so chunks write disjoint entries.
  void FindCuts(size_t begin, size_t end, CallComparer& comparer,
                std::vector<std::pair<NodeId, NodeId>>& to) {
    const Graph& opt = *m_.graphs[kOpt];
    std::vector<NodeId>& inputs = m_.opt_inputs[begin / kMatchChunk];
    for (size_t i = begin; i < end; ++i) {
      const Node& n = opt.node(static_cast<NodeId>(i));
      const NodeId partner = m_.partner[i];
      const size_t self = m_.Slot(kOpt, n.id);
      if (n.op != NodeOp::kCallFunction) {
        if (partner != kNoNode) m_.slot_of[self] = m_.SlotOf(kOrig, partner);
        continue;
      }
      m_.opt_input_begin[i] = static_cast<uint32_t>(inputs.size());
      ForEachInput(n, [&](NodeId in) { inputs.push_back(in); });
      m_.opt_input_end[i] = static_cast<uint32_t>(inputs.size());
      if (partner == kNoNode) {
        m_.slot_of[self] = static_cast<uint32_t>(self);
        continue;
      }
      const Node& m = m_.node(kOrig, partner);
      const Inputs orig_in = InputsOf(m);  // as many as OPT's: the same call
      const NodeId* opt_in = inputs.data() + m_.opt_input_begin[i];
      bool same = true;
      for (size_t j = 0; j < orig_in.size(); ++j) {
        if (m_.partner[static_cast<size_t>(opt_in[j])] == orig_in[j]) continue;
        same = false;
        to.emplace_back(opt_in[j], orig_in[j]);
      }
      if (same && !comparer.MovesPiecesOf(m)) {
        m_.cut[static_cast<size_t>(partner)] = 1;
        m_.slot_of[m_.Slot(kOrig, partner)] = kUnseen;
      }
      m_.slot_of[self] = m_.SlotOf(kOrig, partner);
    }
  }

  Matching& m_;
  std::vector<NodeId> orig_inputs_;                            // ORIG's inputs in order
  std::vector<std::vector<std::pair<NodeId, NodeId>>> found_;  // obligations by chunk
};

// Terms of both graphs' nodes, evaluated on demand into one store, with the
// congruent OPT nodes of the matching taking their partners' values.
class Evaluator {
 public:
  Evaluator(const Matching& m, TermStore& store) : m_(m), store_(store) {}

  // Whether OPT node `n` has ORIG node `m`'s value: congruent partners, or
  // the same term.
  bool Equal(NodeId n, NodeId m) {
    if (m_.congruent[static_cast<size_t>(n)] && m_.partner[static_cast<size_t>(n)] == m) {
      return true;
    }
    return Term(kOpt, n) == Term(kOrig, m);
  }

  // OPT nodes evaluated over terms so far.
  int64_t evaluated() const { return evaluated_; }

 private:
  struct Slot {
    std::shared_ptr<const SymValue> value;
    TermId term = kNoTerm;
  };

  // The value node `id` has been given, or null.
  const SymValue* Known(Side side, NodeId id) const {
    const auto it = slots_[side].find(id);
    return it == slots_[side].end() ? nullptr : it->second.value.get();
  }

  bool Congruent(NodeId id) const { return m_.congruent[static_cast<size_t>(id)]; }
  NodeId Partner(NodeId id) const { return m_.partner[static_cast<size_t>(id)]; }

  TermId Term(Side side, NodeId id) {
    if (side == kOpt && Congruent(id)) return Term(kOrig, Partner(id));
    const SymValue& value = Value(side, id);
    Slot& slot = slots_[side][id];
    if (slot.term == kNoTerm) slot.term = InternValue(store_, value);
    return slot.term;
  }

  // The value of node `id`, evaluating what it needs first (an explicit
  // stack: a rewritten region can be as deep as the graph).
  const SymValue& Value(Side side, NodeId id) {
    if (const SymValue* v = Known(side, id)) return *v;
    stack_.emplace_back(side, id);
    while (!stack_.empty()) {
      // (Not a structured binding: clang 14 cannot capture one in a lambda.)
      const Side s = stack_.back().first;
      const NodeId x = stack_.back().second;
      if (Known(s, x) != nullptr) {
        stack_.pop_back();
        continue;
      }
      bool waiting = false;
      auto need = [&](Side on, NodeId in) {
        if (Known(on, in) == nullptr) {
          stack_.emplace_back(on, in);
          waiting = true;
        }
      };
      if (s == kOpt && Congruent(x)) {
        need(kOrig, Partner(x));
      } else if (m_.node(s, x).op == NodeOp::kCallFunction &&
                 !(s == kOrig && m_.cut[static_cast<size_t>(x)] != 0)) {
        ForEachInput(m_.node(s, x), [&](NodeId in) { need(s, in); });
      }
      if (waiting) continue;
      std::shared_ptr<const SymValue> value = Compute(s, x);
      slots_[s][x].value = std::move(value);
      stack_.pop_back();
    }
    return *Known(side, id);
  }

  // Node `id`'s value, once everything it reads has one.
  std::shared_ptr<const SymValue> Compute(Side side, NodeId id) {
    const Node& n = m_.node(side, id);
    if (side == kOpt && Congruent(id)) {
      return slots_[kOrig].at(Partner(id)).value;
    }
    if (n.op != NodeOp::kCallFunction) {
      return EvaluateLeaf(store_, n, m_.input_index[side][static_cast<size_t>(id)]);
    }
    if (side == kOrig && m_.cut[static_cast<size_t>(id)] != 0) {
      return std::make_shared<const SymValue>(
          OpaqueResult(store_, absl::StrCat("cut#", id), {}, n.value));
    }
    if (side == kOpt) ++evaluated_;
    // No memo: the rewritten region seldom repeats an ORIG op text, and its
    // key would intern every operand's layout (a third of the time).
    return EvaluateCall(
        store_, *m_.graphs[side], n,
        [this, side](NodeId in) -> const SymValue& { return *Known(side, in); },
        [this, side](NodeId in) { return Term(side, in); }, nullptr);
  }

  const Matching& m_;
  TermStore& store_;
  // By node, sparse: a proof group evaluates a few regions of graphs of up
  // to 10^6 nodes, and a dense table per group would cost more than them.
  absl::flat_hash_map<NodeId, Slot> slots_[2];
  std::vector<std::pair<Side, NodeId>> stack_;
  int64_t evaluated_ = 0;
};

// A store with the chosen gathered groups.
std::unique_ptr<TermStore> NewStore(const std::vector<std::string>& gather_groups) {
  auto store = std::make_unique<TermStore>();
  for (const std::string& key : gather_groups) store->GatherWhole(key);
  return store;
}

// The outputs of both graphs, paired; nullopt when their counts differ or a
// literal output is not a literal in both.
std::optional<std::vector<std::pair<NodeId, NodeId>>> PairedOutputs(const Matching& m) {
  const std::vector<NodeId> orig_out = OutputArguments(*m.graphs[kOrig]);
  const std::vector<NodeId> opt_out = OutputArguments(*m.graphs[kOpt]);
  if (orig_out.size() != opt_out.size()) return std::nullopt;
  std::vector<std::pair<NodeId, NodeId>> pairs;
  for (size_t i = 0; i < orig_out.size(); ++i) {
    if (orig_out[i] == kNoNode || opt_out[i] == kNoNode) {
      if (orig_out[i] != opt_out[i]) return std::nullopt;
      continue;
    }
    pairs.emplace_back(opt_out[i], orig_out[i]);
  }
  return pairs;
}

// The serial proof: congruence decided node by node in program order (a
// partner whose arguments' values differ is evaluated as itself), then the
// outputs compared.
CongruenceProof ProveInOrder(Matching& m, const std::vector<std::string>& gather_groups) {
  CongruenceProof proof;
  std::unique_ptr<TermStore> store = NewStore(gather_groups);
  Evaluator eval(m, *store);
  for (const Node& n : m.graphs[kOpt]->nodes()) {
    const NodeId partner = m.partner[static_cast<size_t>(n.id)];
    bool congruent = partner != kNoNode;
    if (congruent && n.op == NodeOp::kCallFunction) {
      const Inputs opt_in = InputsOf(n);
      const Inputs orig_in = InputsOf(m.node(kOrig, partner));
      for (size_t j = 0; congruent && j < opt_in.size(); ++j) {
        congruent = eval.Equal(opt_in[j], orig_in[j]);
      }
    }
    m.congruent[static_cast<size_t>(n.id)] = congruent;
  }
  const auto outputs = PairedOutputs(m);
  proof.outputs = static_cast<int64_t>(OutputArguments(*m.graphs[kOrig]).size());
  proof.proven = outputs.has_value();
  for (size_t i = 0; proof.proven && i < outputs->size(); ++i) {
    proof.proven = eval.Equal((*outputs)[i].first, (*outputs)[i].second);
  }
  proof.evaluated_nodes = eval.evaluated();
  proof.terms = store->size();
  return proof;
}

// The obligations of the assumption that every partner is congruent: each
// (OPT node, ORIG node) pair whose equal values it rests on and that the
// partners alone do not give, sorted. Under the assumption, a partner whose
// every argument is its partner's argument's partner is congruent, so the
// rest are the arguments of partners that are not that (the matcher's) and
// the outputs.
std::vector<std::pair<NodeId, NodeId>> Obligations(
    const Matching& m, Matcher& matcher, const std::vector<std::pair<NodeId, NodeId>>& outputs) {
  std::vector<std::pair<NodeId, NodeId>> need = matcher.TakeObligations();
  for (auto [n, orig] : outputs) {
    if (m.partner[static_cast<size_t>(n)] != orig) need.emplace_back(n, orig);
  }
  std::sort(need.begin(), need.end());
  need.erase(std::unique(need.begin(), need.end()), need.end());
  return need;
}

// Disjoint sets over dense indices, added one by one (path halving, union
// by index: the smaller root stays, so the sets do not depend on the order
// of unions).
class DisjointSets {
 public:
  uint32_t size() const { return static_cast<uint32_t>(parent_.size()); }
  uint32_t Add() {
    parent_.push_back(size());
    return parent_.back();
  }
  uint32_t Find(uint32_t x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
  }
  void Union(uint32_t a, uint32_t b) {
    a = Find(a);
    b = Find(b);
    if (a < b) std::swap(a, b);
    if (a != b) parent_[a] = b;
  }

 private:
  std::vector<uint32_t> parent_;
};

// The regions of the obligations: the nodes an obligation evaluates (OPT
// nodes that are not congruent, ORIG calls that are not cuts, through the
// arguments they read), found by a walk from the obligations, joined where
// two obligations' walks meet (over the slots the matching's passes wrote:
// O(evaluated nodes and their arguments)).
struct Regions {
  std::vector<std::vector<uint32_t>> slots;      // per region, ascending
  std::vector<std::vector<size_t>> obligations;  // per region, ascending
  std::vector<size_t> loose;                     // obligations that evaluate no node (two leaves)
  std::vector<uint32_t> position;                // slot → its position in its region (or kUnseen)
};

Regions FindRegions(const Matching& m, const std::vector<std::pair<NodeId, NodeId>>& need) {
  Regions out;
  DisjointSets sets;
  // slot → its dense index in `sets` (one word per node: cheaper than a hash
  // of the visited ones even where they are few)
  std::vector<uint32_t> index(m.slot_of.size(), kUnseen);
  std::vector<std::pair<uint32_t, uint32_t>> stack;  // (slot, dense index) to expand
  auto visit = [&](uint32_t slot) {
    if (index[slot] != kUnseen) return index[slot];
    const uint32_t k = index[slot] = sets.Add();
    stack.emplace_back(slot, k);
    return k;
  };
  // The dense index of `slot`, everything it evaluates visited and joined.
  auto walk = [&](uint32_t slot) {
    const uint32_t k = visit(slot);
    while (!stack.empty()) {
      // (Not a structured binding: clang cannot capture one in a lambda.)
      const uint32_t at = stack.back().first;
      const uint32_t self = stack.back().second;
      stack.pop_back();
      const auto [side, id] = m.NodeOfSlot(at);
      m.ForEachInputOf(side, id, [&, side = side](NodeId in) {
        const uint32_t other = m.SlotOf(side, in);
        if (other != kUnseen) sets.Union(self, visit(other));
      });
    }
    return k;
  };
  std::vector<std::optional<uint32_t>> region(need.size());
  for (size_t i = 0; i < need.size(); ++i) {
    const uint32_t opt_slot = m.SlotOf(kOpt, need[i].first);
    const uint32_t orig_slot = m.SlotOf(kOrig, need[i].second);
    std::optional<uint32_t> a;
    std::optional<uint32_t> b;
    if (opt_slot != kUnseen) a = walk(opt_slot);
    if (orig_slot != kUnseen) b = walk(orig_slot);
    if (a && b) sets.Union(*a, *b);
    if (a || b) region[i] = a ? *a : *b;
  }
  // Regions numbered in the order of their first obligation.
  std::vector<uint32_t> number(sets.size(), kUnseen);  // by root
  for (size_t i = 0; i < need.size(); ++i) {
    if (!region[i]) {
      out.loose.push_back(i);
      continue;
    }
    uint32_t& n = number[sets.Find(*region[i])];
    if (n == kUnseen) {
      n = static_cast<uint32_t>(out.obligations.size());
      out.obligations.emplace_back();
    }
    out.obligations[n].push_back(i);
  }
  // Each region's slots in ascending order, and each slot's position in
  // its region (over `index`, which it replaces).
  out.slots.resize(out.obligations.size());
  for (size_t slot = 0; slot < index.size(); ++slot) {
    if (index[slot] == kUnseen) continue;
    std::vector<uint32_t>& slots = out.slots[number[sets.Find(index[slot])]];
    index[slot] = static_cast<uint32_t>(slots.size());
    slots.push_back(static_cast<uint32_t>(slot));
  }
  out.position = std::move(index);
  return out;
}

// A region as the computation it is, its leaves (graph inputs, cuts: the
// atoms its evaluation starts from) numbered by first use: its nodes in
// slot order, and every value it reads or its obligations compare as a
// reference, ≥ 0 a node of the region by position, < 0 a leaf.
struct RegionShape {
  std::vector<const Node*> nodes;
  std::vector<uint8_t> sides;
  std::vector<int32_t> refs;           // the nodes' arguments in order, then the obligations
  std::vector<const Node*> leaf_uses;  // the leaf node of each leaf reference, in order
  bool shareable = true;               // false: a leaf whose atom is not its own (get_attr)
  uint64_t hash = 0;
};

// The RegionShape of each region, one at a time (const: from threads).
class RegionShapes {
 public:
  RegionShapes(const Matching& m, const Regions& regions) : m_(m), regions_(regions) {}

  RegionShape Of(size_t r, const std::vector<std::pair<NodeId, NodeId>>& need) const {
    RegionShape shape;
    absl::flat_hash_map<uint64_t, int32_t> leaves;  // leaf atom → its number
    auto ref = [&](Side side, NodeId in) {
      const uint32_t slot = m_.SlotOf(side, in);
      if (slot != kUnseen) {
        shape.refs.push_back(static_cast<int32_t>(regions_.position[slot]));
        return;
      }
      // A leaf: a congruent OPT node is its ORIG partner's value.
      if (side == kOpt && m_.congruent[static_cast<size_t>(in)]) {
        side = kOrig;
        in = m_.partner[static_cast<size_t>(in)];
      }
      const Node& leaf = m_.node(side, in);
      uint64_t atom = 0;  // which atom it names (EvaluateLeaf, the cuts)
      if (leaf.op == NodeOp::kPlaceholder) {
        atom = (uint64_t{1} << 40) +
               static_cast<uint64_t>(m_.input_index[side][static_cast<size_t>(in)]);
      } else if (side == kOrig && leaf.op == NodeOp::kCallFunction) {
        atom = (uint64_t{2} << 40) + static_cast<uint64_t>(in);
      } else {
        shape.shareable = false;
      }
      auto [it, fresh] = leaves.try_emplace(atom, static_cast<int32_t>(leaves.size()));
      shape.refs.push_back(-1 - it->second);
      shape.leaf_uses.push_back(&leaf);
    };
    for (uint32_t slot : regions_.slots[r]) {
      const auto [side, id] = m_.NodeOfSlot(slot);
      const Node& n = m_.node(side, id);
      shape.nodes.push_back(&n);
      shape.sides.push_back(side);
      m_.ForEachInputOf(side, id, [&, side = side](NodeId in) { ref(side, in); });
      shape.refs.push_back(kEndOfNode);
    }
    for (size_t i : regions_.obligations[r]) {
      ref(kOpt, need[i].first);
      ref(kOrig, need[i].second);
    }
    uint64_t h = absl::HashOf(shape.refs, shape.sides);
    for (const Node* n : shape.nodes) h = absl::HashOf(h, n->target, n->op, n->args.size());
    shape.hash = h;
    return shape;
  }

 private:
  static constexpr int32_t kEndOfNode = std::numeric_limits<int32_t>::min();

  const Matching& m_;
  const Regions& regions_;
};

// Within one graph a string means what it says (one process-group table).
constexpr auto kAnyString = [](const std::string&) { return true; };

// Whether two regions are the same computation over their leaves: node for
// node the same op, literals and type, reading the same references, leaf
// uses of the same kind and type, the same obligations.
bool SameShape(const RegionShape& a, const RegionShape& b) {
  if (a.hash != b.hash || a.refs != b.refs || a.sides != b.sides ||
      a.nodes.size() != b.nodes.size() || a.leaf_uses.size() != b.leaf_uses.size()) {
    return false;
  }
  for (size_t i = 0; i < a.nodes.size(); ++i) {
    if (!SameCallLiterals(*a.nodes[i], *b.nodes[i], kAnyString)) return false;
  }
  for (size_t i = 0; i < a.leaf_uses.size(); ++i) {
    if (a.leaf_uses[i]->op != b.leaf_uses[i]->op ||
        !(a.leaf_uses[i]->value == b.leaf_uses[i]->value)) {
      return false;
    }
  }
  return true;
}

// For each region, the first region of the same shape (itself when none
// before it is): the regions a proof must evaluate are those that are
// their own. Shapes are made, and compared with the first region of their
// hash, on threads; the rest (a region unlike the first of its hash) in
// region order.
std::vector<size_t> Representatives(const Matching& m, const Regions& regions,
                                    const std::vector<std::pair<NodeId, NodeId>>& need,
                                    size_t threads) {
  const RegionShapes shapes_of(m, regions);
  std::vector<RegionShape> shapes(regions.slots.size());
  ParallelFor(shapes.size(), threads, [&](size_t r) { shapes[r] = shapes_of.Of(r, need); });
  constexpr size_t kNone = ~size_t{0};
  std::vector<size_t> first(shapes.size(), kNone);  // the first shareable region of r's hash
  absl::flat_hash_map<uint64_t, size_t> first_of;
  for (size_t r = 0; r < shapes.size(); ++r) {
    if (shapes[r].shareable) first[r] = first_of.try_emplace(shapes[r].hash, r).first->second;
  }
  std::vector<size_t> rep(shapes.size());
  ParallelFor(shapes.size(), threads, [&](size_t r) {
    rep[r] = first[r] != kNone && (first[r] == r || SameShape(shapes[first[r]], shapes[r]))
                 ? first[r]
                 : kNone;
  });
  absl::flat_hash_map<uint64_t, std::vector<size_t>> others;  // hash → its other representatives
  for (size_t r = 0; r < shapes.size(); ++r) {
    if (rep[r] != kNone) continue;
    rep[r] = r;
    if (!shapes[r].shareable) continue;
    std::vector<size_t>& seen = others[shapes[r].hash];
    for (size_t c : seen) {
      if (SameShape(shapes[c], shapes[r])) {
        rep[r] = c;
        break;
      }
    }
    if (rep[r] == r) seen.push_back(r);
  }
  return rep;
}

// The obligations to prove, in groups: the representative regions' (and
// the loose ones, in group 0), each region whole in one group so that none
// is evaluated twice. Regions are taken in order and a group closes at its
// share of the evaluated nodes, so the groups are contiguous and of about
// equal work; their count depends on the graphs alone.
std::vector<std::vector<size_t>> ProofGroups(const Regions& regions,
                                             const std::vector<size_t>& rep) {
  size_t all = 0;
  size_t obligations = regions.loose.size();
  size_t evaluated = 0;  // regions
  for (size_t r = 0; r < rep.size(); ++r) {
    if (rep[r] != r) continue;
    all += regions.slots[r].size();
    obligations += regions.obligations[r].size();
    ++evaluated;
  }
  const size_t groups =
      std::clamp<size_t>((obligations + kObligationsPerGroup - 1) / kObligationsPerGroup,
                         std::clamp<size_t>(evaluated, 1, kMinProofGroups), kMaxProofGroups);
  std::vector<std::vector<size_t>> out(1, regions.loose);
  size_t filled = 0;
  for (size_t r = 0; r < rep.size(); ++r) {
    if (rep[r] != r) continue;
    if (filled * groups >= all * out.size() && out.size() < groups) out.emplace_back();
    out.back().insert(out.back().end(), regions.obligations[r].begin(),
                      regions.obligations[r].end());
    filled += regions.slots[r].size();
  }
  return out;
}

}  // namespace

CongruenceProof ProveByCongruence(const Graph& original, const Graph& optimized,
                                  const std::vector<std::string>& gather_groups, size_t threads) {
  return ProveByCongruenceWhileGathering(
      original, optimized, [&]() -> const std::vector<std::string>& { return gather_groups; },
      threads);
}

CongruenceProof ProveByCongruenceWhileGathering(
    const Graph& original, const Graph& optimized,
    const std::function<const std::vector<std::string>&()>& gather_groups, size_t threads) {
  Matching m{{&original, &optimized}, {}, {}, {}, {}, {}, {}, {}, {}};
  Matcher matcher(m, threads);  // fills `m`
  const auto outputs = PairedOutputs(m);
  if (!outputs) return ProveInOrder(m, gather_groups());
  // Assume every partner congruent and prove the obligations that rests on,
  // in groups, each into its own store. By induction in program order, when
  // every obligation holds, every partner reads equal values and so is
  // congruent: the assumption held, and the outputs are equal.
  for (size_t i = 0; i < m.congruent.size(); ++i) m.congruent[i] = m.partner[i] != kNoNode;
  const std::vector<std::pair<NodeId, NodeId>> need = Obligations(m, matcher, *outputs);
  const Regions regions = FindRegions(m, need);
  const std::vector<size_t> rep = Representatives(m, regions, need, threads);
  const std::vector<std::vector<size_t>> groups = ProofGroups(regions, rep);
  const std::vector<std::string>& gathered = gather_groups();
  std::vector<CongruenceProof> parts(groups.size());
  ParallelFor(groups.size(), threads, [&](size_t g) {
    std::unique_ptr<TermStore> store = NewStore(gathered);
    Evaluator eval(m, *store);
    CongruenceProof& part = parts[g];
    part.proven = true;
    for (size_t i = 0; part.proven && i < groups[g].size(); ++i) {
      part.proven = eval.Equal(need[groups[g][i]].first, need[groups[g][i]].second);
    }
    part.evaluated_nodes = eval.evaluated();
    part.terms = store->size();
  });
  CongruenceProof proof;
  proof.outputs = static_cast<int64_t>(OutputArguments(original).size());
  proof.proven = true;
  for (const CongruenceProof& part : parts) {
    proof.proven = proof.proven && part.proven;
    proof.evaluated_nodes += part.evaluated_nodes;
    proof.terms += part.terms;
  }
  if (proof.proven) return proof;
  // A partner that is not congruent (its arguments' values differ, and a
  // later region puts the difference right): decide partner by partner.
  return ProveInOrder(m, gathered);
}

}  // namespace collopt::verify
