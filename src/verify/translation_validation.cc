#include "verify/translation_validation.h"

#include <algorithm>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "support/parallel.h"
#include "verify/congruence.h"
#include "verify/gather_groups.h"
#include "verify/symbolic_executor.h"

namespace collopt::verify {
namespace {

int64_t CountInputs(const Graph& graph) {
  return std::count_if(graph.nodes().begin(), graph.nodes().end(),
                       [](const Node& n) { return n.op == NodeOp::kPlaceholder; });
}

std::string NameOf(const Graph& graph, NodeId id) {
  return id == kNoNode ? "" : graph.node(id).name;
}

// The earliest ancestor of `from` (itself included) whose evaluation made an
// atom with id ≥ `since`, else `from`.
NodeId Divergence(const Graph& graph, const SymbolicExecutor& exec, NodeId from, TermId since) {
  std::vector<bool> seen(graph.size(), false);
  std::vector<NodeId> stack{from};
  seen[static_cast<size_t>(from)] = true;
  NodeId earliest = kNoNode;
  while (!stack.empty()) {
    const NodeId id = stack.back();
    stack.pop_back();
    if (exec.CreatedAtomSince(id, since) && (earliest == kNoNode || id < earliest)) earliest = id;
    ForEachInput(graph.node(id), [&](NodeId in) {
      if (!seen[static_cast<size_t>(in)]) {
        seen[static_cast<size_t>(in)] = true;
        stack.push_back(in);
      }
    });
  }
  return earliest == kNoNode ? from : earliest;
}

void Explain(const Graph& original, const Graph& optimized, SymbolicExecutor& orig_exec,
             SymbolicExecutor& opt_exec, TermStore& store, TermId boundary, Equivalence& result) {
  const auto index = static_cast<size_t>(result.output_index);
  const NodeId orig_out = orig_exec.OutputNodes()[index];
  const NodeId opt_out = opt_exec.OutputNodes()[index];
  result.original_output = NameOf(original, orig_out);
  result.optimized_output = NameOf(optimized, opt_out);
  result.original_output_term = store.ToString(orig_exec.OutputTerms()[index]);
  result.optimized_output_term = store.ToString(opt_exec.OutputTerms()[index]);
  if (opt_out == kNoNode) return;
  const NodeId at = Divergence(optimized, opt_exec, opt_out, boundary);
  result.diverging_node = optimized.node(at).name;
  result.diverging_line = optimized.node(at).line;
  result.optimized_term = store.ToString(opt_exec.TermOf(at));
  const NodeId same = original.FindNode(result.diverging_node);
  result.original_term =
      same == kNoNode ? "(ORIG has no node of that name)" : store.ToString(orig_exec.TermOf(same));
}

}  // namespace

Equivalence VerifyEquivalent(const Graph& original, const Graph& optimized, VerifyPath path,
                             int64_t jobs) {
  Equivalence result;
  const int64_t orig_inputs = CountInputs(original);
  const int64_t opt_inputs = CountInputs(optimized);
  if (orig_inputs != opt_inputs) {
    result.reason = absl::StrCat("ORIG has ", orig_inputs, " inputs, OPT ", opt_inputs);
    return result;
  }
  const size_t threads = ThreadCount(jobs);
  // The gathered groups are found beside the fast path's matching, which
  // needs them only once it proves (on one thread: first).
  std::vector<std::string> gather_groups;
  auto gather = [&] { gather_groups = ParameterGatherGroups({&original, &optimized}, threads); };
  std::jthread gathering;
  if (threads > 1) {
    gathering = std::jthread(gather);
  } else {
    gather();
  }
  auto gathered = [&]() -> const std::vector<std::string>& {
    if (gathering.joinable()) gathering.join();
    return gather_groups;
  };
  if (path == VerifyPath::kCongruenceFirst) {
    const CongruenceProof proof =
        ProveByCongruenceWhileGathering(original, optimized, gathered, threads);
    if (proof.proven) {
      result.equivalent = true;
      result.by_congruence = true;
      result.outputs = proof.outputs;
      result.terms = proof.terms;
      result.evaluated_nodes = proof.evaluated_nodes;
      return result;
    }
  }
  TermStore store;
  for (const std::string& key : gathered()) store.GatherWhole(key);
  EvalMemo memo;
  SymbolicExecutor orig_exec(store, original, &memo);
  orig_exec.Run();
  const std::vector<TermId> orig_terms = orig_exec.OutputTerms();
  const TermId boundary = store.size();
  SymbolicExecutor opt_exec(store, optimized, &memo);
  opt_exec.Run();
  const std::vector<TermId> opt_terms = opt_exec.OutputTerms();
  result.terms = store.size();
  result.evaluated_nodes = static_cast<int64_t>(original.size() + optimized.size());
  result.outputs = static_cast<int64_t>(orig_terms.size());
  if (orig_terms.size() != opt_terms.size()) {
    result.reason =
        absl::StrCat("ORIG has ", orig_terms.size(), " outputs, OPT ", opt_terms.size());
    return result;
  }
  for (size_t i = 0; i < orig_terms.size(); ++i) {
    if (orig_terms[i] == opt_terms[i]) continue;
    result.output_index = static_cast<int64_t>(i);
    result.reason = absl::StrCat("output ", i, " differs");
    Explain(original, optimized, orig_exec, opt_exec, store, boundary, result);
    return result;
  }
  result.equivalent = true;
  return result;
}

std::string FormatEquivalence(const Equivalence& r, const std::string& original_name,
                              const std::string& optimized_name) {
  if (r.equivalent) {
    return absl::StrCat("verify: equivalent: ", r.outputs, " outputs of ", optimized_name,
                        " equal those of ", original_name, " on every rank (", r.terms,
                        " terms)\n");
  }
  std::string text = absl::StrCat("verify: not equivalent: ", r.reason);
  if (r.output_index < 0) return text + "\n";
  absl::StrAppend(&text, " (ORIG '", r.original_output, "', OPT '", r.optimized_output, "')\n");
  if (!r.diverging_node.empty()) {
    absl::StrAppend(&text, optimized_name, ":", r.diverging_line, ": terms diverge at '",
                    r.diverging_node, "'\n  OPT:  ", r.optimized_term,
                    "\n  ORIG: ", r.original_term, "\n");
  }
  absl::StrAppend(&text, "  output in OPT:  ", r.optimized_output_term,
                  "\n  output in ORIG: ", r.original_output_term, "\n");
  return text;
}

}  // namespace collopt::verify
