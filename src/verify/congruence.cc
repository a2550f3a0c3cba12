#include "verify/congruence.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
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
  std::vector<bool> cut;        // ORIG
  std::vector<bool> congruent;  // OPT
  std::vector<int32_t> input_index[2];

  const Node& node(Side side, NodeId id) const { return graphs[side]->node(id); }
};

// Finds partners and cuts (see congruence.h).
class Matcher {
 public:
  explicit Matcher(Matching& m) : m_(m) {
    for (int side : {kOrig, kOpt}) {
      m_.input_index[side].assign(m_.graphs[side]->size(), -1);
    }
    m_.partner.assign(m_.graphs[kOpt]->size(), kNoNode);
    m_.cut.assign(m_.graphs[kOrig]->size(), false);
    m_.congruent.assign(m_.graphs[kOpt]->size(), false);
    back_.assign(m_.graphs[kOrig]->size(), kNoNode);
    FindPartners();
    FindCuts();
  }

 private:
  // Inputs by position; every other node by name, when it is the same call.
  void FindPartners() {
    std::vector<NodeId> orig_inputs;
    for (const Node& m : m_.graphs[kOrig]->nodes()) {
      if (m.op != NodeOp::kPlaceholder) continue;
      m_.input_index[kOrig][static_cast<size_t>(m.id)] = static_cast<int32_t>(orig_inputs.size());
      orig_inputs.push_back(m.id);
    }
    size_t inputs = 0;
    for (const Node& n : m_.graphs[kOpt]->nodes()) {
      NodeId m = kNoNode;
      if (n.op == NodeOp::kPlaceholder) {
        m_.input_index[kOpt][static_cast<size_t>(n.id)] = static_cast<int32_t>(inputs);
        if (inputs < orig_inputs.size()) m = orig_inputs[inputs];
        ++inputs;
      } else if (n.op != NodeOp::kOutput) {
        m = m_.graphs[kOrig]->FindNode(n.name);
      }
      if (m == kNoNode || !SameCall(n, m_.node(kOrig, m))) continue;
      m_.partner[static_cast<size_t>(n.id)] = m;
      back_[static_cast<size_t>(m)] = n.id;
    }
  }

  // ORIG nodes that compute and whose partner reads their arguments' partners.
  void FindCuts() {
    for (const Node& m : m_.graphs[kOrig]->nodes()) {
      const NodeId n = back_[static_cast<size_t>(m.id)];
      if (n == kNoNode || m.op != NodeOp::kCallFunction || MovesPiecesOf(m)) continue;
      const Inputs orig_in = InputsOf(m);
      const Inputs opt_in = InputsOf(m_.node(kOpt, n));
      bool same = orig_in.size() == opt_in.size();
      for (size_t j = 0; same && j < orig_in.size(); ++j) {
        same = m_.partner[static_cast<size_t>(opt_in[j])] == orig_in[j];
      }
      m_.cut[static_cast<size_t>(m.id)] = same;
    }
  }

  // MovesPieces, kept per target (a graph has few distinct targets).
  bool MovesPiecesOf(const Node& m) {
    auto [it, added] = moves_pieces_.try_emplace(m.target, false);
    if (added) it->second = MovesPieces(m.target);
    return it->second;
  }

  bool SameCall(const Node& n, const Node& m) {
    if (n.op != m.op || n.target != m.target || !(n.value == m.value) ||
        n.args.size() != m.args.size() || n.kwargs.size() != m.kwargs.size()) {
      return false;
    }
    for (size_t i = 0; i < n.args.size(); ++i) {
      if (!SameArg(n.args[i], m.args[i])) return false;
    }
    for (size_t i = 0; i < n.kwargs.size(); ++i) {
      if (n.kwarg_names[i] != m.kwarg_names[i] || !SameArg(n.kwargs[i], m.kwargs[i])) return false;
    }
    return true;
  }

  // The same literal (node references only in the same places: their values
  // are compared by the provers).
  bool SameArg(const Argument& a, const Argument& b) {
    using K = Argument::Kind;
    if (a.kind != b.kind) return false;
    switch (a.kind) {
      case K::kNone:
      case K::kNode:
        return true;
      case K::kBool:
      case K::kInt:
        return a.i == b.i;
      case K::kFloat:  // bit for bit: -0.0 is not 0.0, and NaN is itself
        return std::bit_cast<uint64_t>(a.f) == std::bit_cast<uint64_t>(b.f);
      case K::kString:
        return a.s == b.s && SameGroupMeaning(a.s);
      case K::kDType:
        return a.dtype == b.dtype;
      case K::kDevice:
        return a.device == b.device;
      case K::kList:
      case K::kTuple:
      case K::kDict:
        if (a.items.size() != b.items.size() || a.keys.size() != b.keys.size()) return false;
        for (size_t i = 0; i < a.keys.size(); ++i) {
          if (a.keys[i] != b.keys[i]) return false;
        }
        for (size_t i = 0; i < a.items.size(); ++i) {
          if (!SameArg(a.items[i], b.items[i])) return false;
        }
        return true;
      case K::kLayout:
      case K::kMemoryFormat:
      case K::kOpRef:
        return a.s == b.s;
    }
    return false;
  }

  // Whether the string `s` resolves alike in both graphs' process-group
  // tables (a name both give other ranks is not the same argument).
  bool SameGroupMeaning(const std::string& s) {
    auto [it, added] = group_meaning_.try_emplace(s, false);
    if (added) {
      it->second = ProcessGroupKey(*m_.graphs[kOrig], s) == ProcessGroupKey(*m_.graphs[kOpt], s);
    }
    return it->second;
  }

  Matching& m_;
  std::vector<NodeId> back_;  // ORIG id → its OPT partner
  absl::flat_hash_map<std::string, bool> group_meaning_;
  absl::flat_hash_map<std::string_view, bool> moves_pieces_;  // by target (the graph's strings)
};

// Terms of both graphs' nodes, evaluated on demand into one store, with the
// congruent OPT nodes of the matching taking their partners' values.
class Evaluator {
 public:
  Evaluator(const Matching& m, TermStore& store)
      : m_(m),
        store_(store),
        slots_{std::vector<Slot>(m.graphs[kOrig]->size()),
               std::vector<Slot>(m.graphs[kOpt]->size())} {}

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

  bool Congruent(NodeId id) const { return m_.congruent[static_cast<size_t>(id)]; }
  NodeId Partner(NodeId id) const { return m_.partner[static_cast<size_t>(id)]; }

  TermId Term(Side side, NodeId id) {
    if (side == kOpt && Congruent(id)) return Term(kOrig, Partner(id));
    const SymValue& value = Value(side, id);
    Slot& slot = slots_[side][static_cast<size_t>(id)];
    if (slot.term == kNoTerm) slot.term = InternValue(store_, value);
    return slot.term;
  }

  // The value of node `id`, evaluating what it needs first (an explicit
  // stack: a rewritten region can be as deep as the graph).
  const SymValue& Value(Side side, NodeId id) {
    if (const auto& v = slots_[side][static_cast<size_t>(id)].value) return *v;
    stack_.emplace_back(side, id);
    while (!stack_.empty()) {
      // (Not a structured binding: clang 14 cannot capture one in a lambda.)
      const Side s = stack_.back().first;
      const NodeId x = stack_.back().second;
      if (slots_[s][static_cast<size_t>(x)].value) {
        stack_.pop_back();
        continue;
      }
      bool waiting = false;
      auto need = [&](Side on, NodeId in) {
        if (!slots_[on][static_cast<size_t>(in)].value) {
          stack_.emplace_back(on, in);
          waiting = true;
        }
      };
      if (s == kOpt && Congruent(x)) {
        need(kOrig, Partner(x));
      } else if (m_.node(s, x).op == NodeOp::kCallFunction &&
                 !(s == kOrig && m_.cut[static_cast<size_t>(x)])) {
        ForEachInput(m_.node(s, x), [&](NodeId in) { need(s, in); });
      }
      if (waiting) continue;
      slots_[s][static_cast<size_t>(x)].value = Compute(s, x);
      stack_.pop_back();
    }
    return *slots_[side][static_cast<size_t>(id)].value;
  }

  // Node `id`'s value, once everything it reads has one.
  std::shared_ptr<const SymValue> Compute(Side side, NodeId id) {
    const Node& n = m_.node(side, id);
    if (side == kOpt && Congruent(id)) {
      return slots_[kOrig][static_cast<size_t>(Partner(id))].value;
    }
    if (n.op != NodeOp::kCallFunction) {
      return EvaluateLeaf(store_, n, m_.input_index[side][static_cast<size_t>(id)]);
    }
    if (side == kOrig && m_.cut[static_cast<size_t>(id)]) {
      return std::make_shared<const SymValue>(
          OpaqueResult(store_, absl::StrCat("cut#", id), {}, n.value));
    }
    if (side == kOpt) ++evaluated_;
    // No memo: the rewritten region seldom repeats an ORIG op text, and its
    // key would intern every operand's layout (a third of the time).
    return EvaluateCall(
        store_, *m_.graphs[side], n,
        [this, side](NodeId in) -> const SymValue& {
          return *slots_[side][static_cast<size_t>(in)].value;
        },
        [this, side](NodeId in) { return Term(side, in); }, nullptr);
  }

  const Matching& m_;
  TermStore& store_;
  std::vector<Slot> slots_[2];
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
// rest are the arguments of partners that are not that (the values a
// rewritten region hands back) and the outputs.
std::vector<std::pair<NodeId, NodeId>> Obligations(
    const Matching& m, const std::vector<std::pair<NodeId, NodeId>>& outputs) {
  std::vector<std::pair<NodeId, NodeId>> need;
  auto add = [&](NodeId opt, NodeId orig) {
    if (m.partner[static_cast<size_t>(opt)] != orig) need.emplace_back(opt, orig);
  };
  for (const Node& n : m.graphs[kOpt]->nodes()) {
    const NodeId partner = m.partner[static_cast<size_t>(n.id)];
    if (partner == kNoNode || n.op != NodeOp::kCallFunction) continue;
    const Inputs opt_in = InputsOf(n);
    const Inputs orig_in = InputsOf(m.node(kOrig, partner));
    for (size_t j = 0; j < opt_in.size(); ++j) add(opt_in[j], orig_in[j]);
  }
  for (auto [opt, orig] : outputs) add(opt, orig);
  std::sort(need.begin(), need.end());
  need.erase(std::unique(need.begin(), need.end()), need.end());
  return need;
}

// Disjoint sets over node slots (path halving, union by index: the
// smaller root stays, so the sets do not depend on the order of unions).
class DisjointSets {
 public:
  explicit DisjointSets(size_t n) : parent_(n) {
    for (size_t i = 0; i < n; ++i) parent_[i] = static_cast<uint32_t>(i);
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

// The slot of the node whose evaluation gives node `id` its value (ORIG
// slots first, then OPT's), when that evaluation reads arguments: none for a
// leaf or a cut.
std::optional<uint32_t> EvaluatedSlot(const Matching& m, Side side, NodeId id) {
  const auto i = static_cast<size_t>(id);
  if (side == kOpt && m.congruent[i]) return EvaluatedSlot(m, kOrig, m.partner[i]);
  if (m.node(side, id).op != NodeOp::kCallFunction) return std::nullopt;
  if (side == kOrig) {
    if (m.cut[i]) return std::nullopt;
    return static_cast<uint32_t>(i);
  }
  return static_cast<uint32_t>(m.graphs[kOrig]->size() + i);
}

// The obligations in proof groups: the nodes an obligation evaluates (OPT
// nodes that are not congruent, ORIG calls that are not cuts, through the
// arguments they read) are joined into regions, and each region goes whole
// to one group, so that no region is evaluated twice (only leaves and cuts,
// one atom each, may be). Regions are taken in obligation order and a group
// closes at its share of the evaluated nodes, so the groups are contiguous
// and of about equal work; their count depends on the graphs alone.
std::vector<std::vector<size_t>> ProofGroups(const Matching& m,
                                             const std::vector<std::pair<NodeId, NodeId>>& need) {
  const size_t total = m.graphs[kOrig]->size() + m.graphs[kOpt]->size();
  DisjointSets sets(total);
  std::vector<uint32_t> weight(total, 0);
  for (int side : {kOrig, kOpt}) {
    for (const Node& n : m.graphs[side]->nodes()) {
      const std::optional<uint32_t> self = EvaluatedSlot(m, static_cast<Side>(side), n.id);
      if (!self || (side == kOpt && m.congruent[static_cast<size_t>(n.id)])) continue;
      weight[*self] = 1;
      ForEachInput(n, [&](NodeId in) {
        if (std::optional<uint32_t> other = EvaluatedSlot(m, static_cast<Side>(side), in)) {
          sets.Union(*self, *other);
        }
      });
    }
  }
  std::vector<std::optional<uint32_t>> region(need.size());
  for (size_t i = 0; i < need.size(); ++i) {
    std::optional<uint32_t> a = EvaluatedSlot(m, kOpt, need[i].first);
    std::optional<uint32_t> b = EvaluatedSlot(m, kOrig, need[i].second);
    if (a && b) sets.Union(*a, *b);
    if (a || b) region[i] = a ? *a : *b;
  }
  std::vector<uint32_t> region_weight(total, 0);
  size_t all = 0;
  for (size_t i = 0; i < total; ++i) {
    if (weight[i] == 0) continue;
    ++region_weight[sets.Find(static_cast<uint32_t>(i))];
  }
  std::vector<bool> seen(total, false);
  std::vector<uint32_t> roots;  // in obligation order
  for (size_t i = 0; i < need.size(); ++i) {
    if (!region[i]) continue;
    const uint32_t root = sets.Find(*region[i]);
    if (seen[root]) continue;
    seen[root] = true;
    roots.push_back(root);
    all += region_weight[root];
  }
  const size_t groups = std::clamp<size_t>(
      (need.size() + kObligationsPerGroup - 1) / kObligationsPerGroup, 1, kMaxProofGroups);
  std::vector<size_t> group_of(total, 0);
  std::vector<std::vector<size_t>> out(1);
  size_t filled = 0;
  for (uint32_t root : roots) {
    if (filled * groups >= all * out.size() && out.size() < groups) out.emplace_back();
    group_of[root] = out.size() - 1;
    filled += region_weight[root];
  }
  for (size_t i = 0; i < need.size(); ++i) {
    out[region[i] ? group_of[sets.Find(*region[i])] : 0].push_back(i);
  }
  return out;
}

}  // namespace

CongruenceProof ProveByCongruence(const Graph& original, const Graph& optimized,
                                  const std::vector<std::string>& gather_groups, size_t threads) {
  Matching m{{&original, &optimized}, {}, {}, {}, {}};
  const Matcher matcher(m);  // fills `m`
  const auto outputs = PairedOutputs(m);
  if (!outputs) return ProveInOrder(m, gather_groups);
  // Assume every partner congruent and prove the obligations that rests on,
  // in groups, each into its own store. By induction in program order, when
  // every obligation holds, every partner reads equal values and so is
  // congruent: the assumption held, and the outputs are equal.
  for (size_t i = 0; i < m.congruent.size(); ++i) m.congruent[i] = m.partner[i] != kNoNode;
  const std::vector<std::pair<NodeId, NodeId>> need = Obligations(m, *outputs);
  const std::vector<std::vector<size_t>> groups = ProofGroups(m, need);
  std::vector<CongruenceProof> parts(groups.size());
  ParallelFor(groups.size(), threads, [&](size_t g) {
    std::unique_ptr<TermStore> store = NewStore(gather_groups);
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
  return ProveInOrder(m, gather_groups);
}

}  // namespace collopt::verify
