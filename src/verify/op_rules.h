// collopt/verify/op_rules.h — what each op computes, over terms.
//
// The rules of verify/symbolic_executor.h, one family per function. Each
// returns nullopt when it does not know the op or cannot lay out this use of
// it (a symbolic shape, an operand that is not a layout, a step slice of a
// scatter); the executor then makes the node an opaque atom.
#ifndef COLLOPT_VERIFY_OP_RULES_H_
#define COLLOPT_VERIFY_OP_RULES_H_

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/graph.h"
#include "verify/symbolic_executor.h"

namespace collopt::verify {

/// One call node being evaluated.
struct OpCall {
  const Graph& graph;
  const Node& node;
  TermStore& store;
  /// The value of an earlier node.
  std::function<const SymValue&(NodeId)> value;
  /// The term of an earlier node's value.
  std::function<TermId(NodeId)> term;
};

/// Views, copies, cat/split/scatter/pad, factories, wait_tensor, getitem.
std::optional<SymValue> ApplyLayoutRule(const OpCall& call);
/// Whether ApplyLayoutRule may lay out a call of `target` (a wait, getitem,
/// view, copy, dtype conversion, slice, split, cat, scatter, pad or
/// factory): an op whose value is pieces of its operands' values or a
/// constant. Depends on the target alone, so a caller may keep it per target.
bool MovesPieces(std::string_view target);
/// all_gather_into_tensor, reduce_scatter_tensor, all_reduce, all_to_all_single.
std::optional<SymValue> ApplyCollectiveRule(const OpCall& call);
/// The functional collective `target` names, without namespace and overload
/// ("all_gather_into_tensor" for `_c10d_functional.all_gather_into_tensor.default`
/// or the legacy `c10d_functional.` namespace), or "" for any other target.
/// The ops ApplyCollectiveRule knows are named so.
std::string_view FunctionalCollectiveName(std::string_view target);
/// The canonical process-group key (ProcessGroupKey) of `node`'s group
/// argument at position `pos` (or keyword `group_name`), or nullopt when it
/// is not a string.
std::optional<std::string> GroupKeyArg(const Graph& graph, const Node& node, size_t pos);
/// Pointwise ops, reductions over dims, mm, bmm.
std::optional<SymValue> ApplySeparableRule(const OpCall& call);

/// The canonical text of the op and its literal arguments, with each node
/// argument written as its term ("t17"), e.g.
/// "aten.add.Tensor(t3, 1; alpha=2)". Two nodes with equal texts compute the
/// same value. With `slot_layouts`, a node argument whose value is a layout
/// is written "$" instead (its term is an operand of the atom, apart).
std::string OpText(const OpCall& call, bool slot_layouts = false);

/// `text` applied to the tensor operands `operands` with result `value`:
/// a layout of one new atom for a tensor of concrete shape, a tuple of item
/// atoms for a tuple, else one opaque term.
SymValue OpaqueResult(TermStore& store, std::string text, std::vector<TermId> operands,
                      const Value& value);

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_OP_RULES_H_
