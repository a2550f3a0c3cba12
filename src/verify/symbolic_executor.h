// collopt/verify/symbolic_executor.h — runs one rank's graph over terms.
//
// Every node gets a SymValue: a tensor of known shape is a Layout of atoms
// (verify/layout.h); a tensor of symbolic shape, a SymInt or any value
// collopt cannot lay out is one opaque term; a multi-output op is a tuple.
// Graph inputs are the atoms `input#i` (by position: both graphs of a
// verification read the same inputs on every rank).
//
// What each op means here, and nothing more:
// - views and copies that keep values (view, reshape, _unsafe_view, flatten,
//   squeeze, unsqueeze, clone, contiguous, alias, detach, expand, permute,
//   transpose, t, slice, select, narrow, split, split_with_sizes, chunk,
//   unbind, cat, stack, slice_scatter, select_scatter, constant_pad_nd, a
//   dtype conversion to the same dtype, wait_tensor) move pieces;
// - factories (full, zeros, ones, empty, *_like, new_*) are constant atoms;
// - all_gather_into_tensor is the cat of its input on each group rank;
//   reduce_scatter_tensor, all_reduce and all_to_all_single are separable
//   over the columns of their [G, M] input (verify/separable_op.h), with the
//   reduce op, split sizes and the process group's ranks in the op text
//   (groups created by collopt's passes resolve to the group whose ranks they
//   copy: `same_ranks_as`);
// - pointwise ops, reductions over given dims, mm and bmm are separable;
// - every other op is an opaque atom of its target, literal arguments and
//   operand terms (so an op collopt never rewrites only has to be the same).
#ifndef COLLOPT_VERIFY_SYMBOLIC_EXECUTOR_H_
#define COLLOPT_VERIFY_SYMBOLIC_EXECUTOR_H_

#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "ir/graph.h"
#include "verify/term_store.h"

namespace collopt::verify {

/// What a node computes.
struct SymValue {
  enum class Kind : uint8_t { kNone, kLayout, kTerm, kTuple };
  Kind kind = Kind::kNone;
  Layout layout;                // kLayout
  TermId term = kNoTerm;        // kTerm
  std::vector<SymValue> items;  // kTuple
  /// kLayout, 1-D: the same value viewed as a matrix [R, numel / R], when it
  /// came from one: a 1-D all_gather over R members whose pieces
  /// AllGatheredRows lays out (a bucket's gathered buffer, which the bucket
  /// views so to read its members back), or the flattening view of a
  /// matrix (a reduce_scatter bucket's buffer, which the reduction reads as
  /// [R, numel / R] again). A view to that shape, and a reduction over R
  /// rows, take it instead of reshaping the R · members pieces. nullptr
  /// otherwise; never part of the value's term.
  std::shared_ptr<const Layout> rows;
};

/// The canonical process-group key of `group_name` in `graph`: the group
/// it resolves to (following `object` and `same_ranks_as`), as its ranks
/// when the table lists them ("ranks:0,8,16,24"), else its name
/// ("group:0").
std::string ProcessGroupKey(const Graph& graph, const std::string& group_name);

/// Results of call nodes by their op text over operand terms and their type
/// ("aten.mm.default(t3, t9)|bf16[8, 4]"): a node the other graph evaluated
/// already (every node a rewrite left alone) is looked up, not recomputed.
/// Values are shared, not copied: a memo hit and the node it came from hold
/// one object.
using EvalMemo = std::unordered_map<std::string, std::shared_ptr<const SymValue>>;

/// What call node `node` of `graph` computes, its operands' values and terms
/// read through `value` and `term`: the first rule of verify/op_rules.h that
/// lays it out, else an opaque atom of its op text. With `memo`, a node whose
/// op text and type were evaluated before (in either graph) is looked up, and
/// a new one added.
std::shared_ptr<const SymValue> EvaluateCall(TermStore& store, const Graph& graph, const Node& node,
                                             const std::function<const SymValue&(NodeId)>& value,
                                             const std::function<TermId(NodeId)>& term,
                                             EvalMemo* memo);

/// What a node that calls nothing computes: graph input number
/// `input_index` (by position) is the atom `input#i`, a get_attr the atom of
/// its target, the output nothing. Null for a call node.
std::shared_ptr<const SymValue> EvaluateLeaf(TermStore& store, const Node& node,
                                             int64_t input_index);

/// The output node's arguments, flattened in order (kNoNode for a literal);
/// empty when the graph has no output.
std::vector<NodeId> OutputArguments(const Graph& graph);

/// The term of `value` (kNoTerm for none; a tuple interns as an atom of its
/// items).
TermId InternValue(TermStore& store, const SymValue& value);

/// Evaluates `graph` into `store`. Not thread-safe (the store is shared).
class SymbolicExecutor {
 public:
  /// With `memo`, shared by executors over one store.
  SymbolicExecutor(TermStore& store, const Graph& graph, EvalMemo* memo = nullptr);

  /// Evaluates every node in program order. O(nodes · pieces).
  void Run();

  /// The term of node `id`'s value (a tuple interns as an atom of its items).
  TermId TermOf(NodeId id);
  /// The terms of the output's values, flattened in order (kNoTerm for None).
  std::vector<TermId> OutputTerms();
  /// The output's argument nodes, parallel to OutputTerms (kNoNode for a
  /// literal).
  std::vector<NodeId> OutputNodes() const;
  /// Whether evaluating node `id` interned an atom (not a constant) with an
  /// id ≥ `since`.
  bool CreatedAtomSince(NodeId id, TermId since) const;
  /// The value of node `id` (after Run).
  const SymValue& value(NodeId id) const { return *values_[static_cast<size_t>(id)]; }

 private:
  std::shared_ptr<const SymValue> Eval(const Node& node);

  TermStore& store_;
  const Graph& graph_;
  std::vector<std::shared_ptr<const SymValue>> values_;
  /// Each node's term once interned (kNoTerm before): a node read by k
  /// consumers is interned once, not k times.
  std::vector<TermId> terms_;
  /// The store's size before and after each node's evaluation: the terms it
  /// interned.
  std::vector<std::pair<TermId, TermId>> created_;
  int64_t inputs_ = 0;
  EvalMemo* memo_ = nullptr;
};

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_SYMBOLIC_EXECUTOR_H_
