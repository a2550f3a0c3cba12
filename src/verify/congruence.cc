#include "verify/congruence.h"

#include <bit>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
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

class Prover {
 public:
  Prover(const Graph& original, const Graph& optimized, TermStore& store)
      : graphs_{&original, &optimized},
        store_(store),
        partner_(optimized.size(), kNoNode),
        back_(original.size(), kNoNode),
        cut_(original.size(), false),
        congruent_(optimized.size(), false),
        input_index_{std::vector<int32_t>(original.size(), -1),
                     std::vector<int32_t>(optimized.size(), -1)},
        slots_{std::vector<Slot>(original.size()), std::vector<Slot>(optimized.size())} {}

  CongruenceProof Run() {
    FindPartners();
    FindCuts();
    const Graph& opt = *graphs_[kOpt];
    for (const Node& n : opt.nodes()) {
      const NodeId m = partner_[static_cast<size_t>(n.id)];
      congruent_[static_cast<size_t>(n.id)] =
          m != kNoNode && (n.op != NodeOp::kCallFunction || Congruent(n, graphs_[kOrig]->node(m)));
    }
    CongruenceProof proof;
    const std::vector<NodeId> orig_out = OutputArguments(*graphs_[kOrig]);
    const std::vector<NodeId> opt_out = OutputArguments(opt);
    proof.outputs = static_cast<int64_t>(orig_out.size());
    proof.proven = orig_out.size() == opt_out.size();
    for (size_t i = 0; proof.proven && i < orig_out.size(); ++i) {
      if (orig_out[i] == kNoNode || opt_out[i] == kNoNode) {
        proof.proven = orig_out[i] == opt_out[i];
      } else {
        proof.proven = Equal(opt_out[i], orig_out[i]);
      }
    }
    proof.evaluated_nodes = evaluated_;
    return proof;
  }

 private:
  struct Slot {
    std::shared_ptr<const SymValue> value;
    TermId term = kNoTerm;
  };

  const Node& node(Side side, NodeId id) const { return graphs_[side]->node(id); }

  // Inputs by position; every other node by name, when it is the same call.
  void FindPartners() {
    std::vector<NodeId> orig_inputs;
    for (const Node& m : graphs_[kOrig]->nodes()) {
      if (m.op != NodeOp::kPlaceholder) continue;
      input_index_[kOrig][static_cast<size_t>(m.id)] = static_cast<int32_t>(orig_inputs.size());
      orig_inputs.push_back(m.id);
    }
    size_t inputs = 0;
    for (const Node& n : graphs_[kOpt]->nodes()) {
      NodeId m = kNoNode;
      if (n.op == NodeOp::kPlaceholder) {
        input_index_[kOpt][static_cast<size_t>(n.id)] = static_cast<int32_t>(inputs);
        if (inputs < orig_inputs.size()) m = orig_inputs[inputs];
        ++inputs;
      } else if (n.op != NodeOp::kOutput) {
        m = graphs_[kOrig]->FindNode(n.name);
      }
      if (m == kNoNode || !SameCall(n, node(kOrig, m))) continue;
      partner_[static_cast<size_t>(n.id)] = m;
      back_[static_cast<size_t>(m)] = n.id;
    }
  }

  // ORIG nodes that compute and whose partner reads their arguments' partners.
  void FindCuts() {
    for (const Node& m : graphs_[kOrig]->nodes()) {
      const NodeId n = back_[static_cast<size_t>(m.id)];
      if (n == kNoNode || m.op != NodeOp::kCallFunction || MovesPiecesOf(m)) continue;
      const Inputs orig_in = InputsOf(m);
      const Inputs opt_in = InputsOf(node(kOpt, n));
      bool same = orig_in.size() == opt_in.size();
      for (size_t j = 0; same && j < orig_in.size(); ++j) {
        same = partner_[static_cast<size_t>(opt_in[j])] == orig_in[j];
      }
      cut_[static_cast<size_t>(m.id)] = same;
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
  // are compared by Congruent).
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
      it->second = ProcessGroupKey(*graphs_[kOrig], s) == ProcessGroupKey(*graphs_[kOpt], s);
    }
    return it->second;
  }

  bool Congruent(const Node& n, const Node& m) {
    const Inputs opt_in = InputsOf(n);
    const Inputs orig_in = InputsOf(m);
    for (size_t j = 0; j < opt_in.size(); ++j) {
      if (!Equal(opt_in[j], orig_in[j])) return false;
    }
    return true;
  }

  // Whether OPT node `n` has ORIG node `m`'s value: congruent partners, or
  // the same term.
  bool Equal(NodeId n, NodeId m) {
    if (congruent_[static_cast<size_t>(n)] && partner_[static_cast<size_t>(n)] == m) return true;
    return Term(kOpt, n) == Term(kOrig, m);
  }

  TermId Term(Side side, NodeId id) {
    if (side == kOpt && congruent_[static_cast<size_t>(id)]) {
      return Term(kOrig, partner_[static_cast<size_t>(id)]);
    }
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
      if (s == kOpt && congruent_[static_cast<size_t>(x)]) {
        need(kOrig, partner_[static_cast<size_t>(x)]);
      } else if (node(s, x).op == NodeOp::kCallFunction &&
                 !(s == kOrig && cut_[static_cast<size_t>(x)])) {
        ForEachInput(node(s, x), [&](NodeId in) { need(s, in); });
      }
      if (waiting) continue;
      slots_[s][static_cast<size_t>(x)].value = Compute(s, x);
      stack_.pop_back();
    }
    return *slots_[side][static_cast<size_t>(id)].value;
  }

  // Node `id`'s value, once everything it reads has one.
  std::shared_ptr<const SymValue> Compute(Side side, NodeId id) {
    const Node& n = node(side, id);
    if (side == kOpt && congruent_[static_cast<size_t>(id)]) {
      return slots_[kOrig][static_cast<size_t>(partner_[static_cast<size_t>(id)])].value;
    }
    if (n.op != NodeOp::kCallFunction) {
      return EvaluateLeaf(store_, n, input_index_[side][static_cast<size_t>(id)]);
    }
    if (side == kOrig && cut_[static_cast<size_t>(id)]) {
      return std::make_shared<const SymValue>(
          OpaqueResult(store_, absl::StrCat("cut#", id), {}, n.value));
    }
    if (side == kOpt) ++evaluated_;
    // No memo: the rewritten region seldom repeats an ORIG op text, and its
    // key would intern every operand's layout (a third of the time).
    return EvaluateCall(
        store_, *graphs_[side], n,
        [this, side](NodeId in) -> const SymValue& {
          return *slots_[side][static_cast<size_t>(in)].value;
        },
        [this, side](NodeId in) { return Term(side, in); }, nullptr);
  }

  const Graph* graphs_[2];
  TermStore& store_;
  std::vector<NodeId> partner_;  // OPT id → its ORIG partner
  std::vector<NodeId> back_;     // ORIG id → its OPT partner
  std::vector<bool> cut_;        // ORIG
  std::vector<bool> congruent_;  // OPT, set in program order
  std::vector<int32_t> input_index_[2];
  std::vector<Slot> slots_[2];
  std::vector<std::pair<Side, NodeId>> stack_;
  absl::flat_hash_map<std::string, bool> group_meaning_;
  absl::flat_hash_map<std::string_view, bool> moves_pieces_;  // by target (the graph's strings)
  int64_t evaluated_ = 0;
};

}  // namespace

CongruenceProof ProveByCongruence(const Graph& original, const Graph& optimized, TermStore& store) {
  return Prover(original, optimized, store).Run();
}

}  // namespace collopt::verify
