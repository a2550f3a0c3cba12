#include "verify/symbolic_executor.h"

#include <functional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "verify/op_rules.h"

namespace collopt::verify {

std::string ProcessGroupKey(const Graph& graph, const std::string& group_name) {
  const std::vector<GroupLink> chain =
      FollowGroupLinks(graph.process_groups, group_name, GroupLinks::kBoth);
  const ProcessGroup* found = nullptr;
  for (const GroupLink& link : chain) {
    if (link.group != nullptr) found = link.group;
  }
  if (found != nullptr && !found->ranks.empty())
    return absl::StrCat("ranks:", absl::StrJoin(found->ranks, ","));
  // The name alone: a size the table lacks may be given later (optimize's
  // group sizes), and the ops carry their own group_size.
  return absl::StrCat("group:", chain.back().name);
}

SymbolicExecutor::SymbolicExecutor(TermStore& store, const Graph& graph, EvalMemo* memo)
    : store_(store),
      graph_(graph),
      values_(graph.size()),
      terms_(graph.size(), kNoTerm),
      created_(graph.size()),
      memo_(memo) {}

void SymbolicExecutor::Run() {
  for (const Node& node : graph_.nodes()) {
    const TermId before = store_.size();
    values_[static_cast<size_t>(node.id)] = Eval(node);
    created_[static_cast<size_t>(node.id)] = {before, store_.size()};
  }
}

bool SymbolicExecutor::CreatedAtomSince(NodeId id, TermId since) const {
  const auto [begin, end] = created_[static_cast<size_t>(id)];
  for (TermId t = std::max(begin, since); t < end; ++t) {
    if (store_.is_atom(t) && !store_.atom(t).rank_free) return true;
  }
  return false;
}

std::shared_ptr<const SymValue> EvaluateLeaf(TermStore& store, const Node& node,
                                             int64_t input_index) {
  switch (node.op) {
    case NodeOp::kPlaceholder:
      return std::make_shared<const SymValue>(
          OpaqueResult(store, absl::StrCat("input#", input_index), {}, node.value));
    case NodeOp::kGetAttr:
      return std::make_shared<const SymValue>(
          OpaqueResult(store, absl::StrCat("get_attr ", node.target.str()), {}, node.value));
    case NodeOp::kOutput:
      return std::make_shared<const SymValue>();
    case NodeOp::kCallFunction:
      return nullptr;
  }
  return std::make_shared<const SymValue>();
}

std::shared_ptr<const SymValue> SymbolicExecutor::Eval(const Node& node) {
  if (node.op != NodeOp::kCallFunction) {
    return EvaluateLeaf(store_, node, node.op == NodeOp::kPlaceholder ? inputs_++ : -1);
  }
  return EvaluateCall(
      store_, graph_, node, [this](NodeId id) -> const SymValue& { return value(id); },
      [this](NodeId id) { return TermOf(id); }, memo_);
}

std::shared_ptr<const SymValue> EvaluateCall(TermStore& store, const Graph& graph, const Node& node,
                                             const std::function<const SymValue&(NodeId)>& value,
                                             const std::function<TermId(NodeId)>& term,
                                             EvalMemo* memo) {
  const OpCall call{graph, node, store, value, term};
  std::string key;
  if (memo != nullptr) {
    key = absl::StrCat(OpText(call), "|", node.value.ToString());
    if (auto it = memo->find(key); it != memo->end()) return it->second;
  }
  SymValue result;
  bool ruled = false;
  for (auto rule : {ApplyLayoutRule, ApplyCollectiveRule, ApplySeparableRule}) {
    if (std::optional<SymValue> v = rule(call)) {
      result = std::move(*v);
      ruled = true;
      break;
    }
  }
  if (!ruled) result = OpaqueResult(store, OpText(call), {}, node.value);
  auto shared = std::make_shared<const SymValue>(std::move(result));
  if (memo != nullptr) memo->emplace(std::move(key), shared);
  return shared;
}

TermId InternValue(TermStore& store, const SymValue& value) {
  switch (value.kind) {
    case SymValue::Kind::kNone:
      return kNoTerm;
    case SymValue::Kind::kLayout:
      return store.AddLayout(value.layout);
    case SymValue::Kind::kTerm:
      return value.term;
    case SymValue::Kind::kTuple: {
      Atom tuple{"tuple", {}, DType::kFloat32, {}};
      tuple.opaque = true;
      for (const SymValue& item : value.items) tuple.operands.push_back(InternValue(store, item));
      return store.AddAtom(std::move(tuple));
    }
  }
  return kNoTerm;
}

TermId SymbolicExecutor::TermOf(NodeId id) {
  TermId& term = terms_[static_cast<size_t>(id)];
  if (term == kNoTerm) term = InternValue(store_, value(id));
  return term;
}

namespace {

void FlattenOutputs(const Argument& a, std::vector<NodeId>& out) {
  if (a.is_sequence()) {
    for (const Argument& item : a.items) FlattenOutputs(item, out);
  } else {
    out.push_back(a.kind == Argument::Kind::kNode ? a.node : kNoNode);
  }
}

}  // namespace

std::vector<NodeId> OutputArguments(const Graph& graph) {
  std::vector<NodeId> nodes;
  if (graph.output() == kNoNode) return nodes;
  for (const Argument& a : graph.node(graph.output()).args) FlattenOutputs(a, nodes);
  return nodes;
}

std::vector<NodeId> SymbolicExecutor::OutputNodes() const { return OutputArguments(graph_); }

std::vector<TermId> SymbolicExecutor::OutputTerms() {
  std::vector<TermId> terms;
  for (NodeId id : OutputNodes()) terms.push_back(id == kNoNode ? kNoTerm : TermOf(id));
  return terms;
}

}  // namespace collopt::verify
