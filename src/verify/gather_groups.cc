#include "verify/gather_groups.h"

#include <map>

#include "verify/op_args.h"
#include "verify/symbolic_executor.h"

namespace collopt::verify {
namespace {

constexpr std::string_view kAllGather = "_c10d_functional.all_gather_into_tensor.default";

// Whether the op talks to other ranks or waits on them (any c10d op; any op
// of a namespace collopt does not know may, too, but it then reads what its
// inputs read, and the inputs decide).
bool Communicates(const Node& node) {
  return node.target.starts_with("_c10d_functional") || node.target.starts_with("c10d") ||
         node.target.starts_with("symm_mem");
}

// For each node, whether its value is computed from graph inputs alone.
std::vector<bool> FromInputsAlone(const Graph& graph) {
  std::vector<bool> local(graph.size(), false);
  for (const Node& node : graph.nodes()) {
    bool ok = node.op == NodeOp::kPlaceholder || node.op == NodeOp::kGetAttr ||
              (node.op == NodeOp::kCallFunction && !Communicates(node));
    if (ok) ForEachInput(node, [&](NodeId in) { ok = ok && local[static_cast<size_t>(in)]; });
    local[static_cast<size_t>(node.id)] = ok;
  }
  return local;
}

}  // namespace

std::vector<std::string> ParameterGatherGroups(const std::vector<const Graph*>& graphs) {
  std::map<std::string, bool> whole;  // group key -> every gather reads inputs alone
  for (const Graph* graph : graphs) {
    const std::vector<bool> local = FromInputsAlone(*graph);
    for (const Node& node : graph->nodes()) {
      if (node.op != NodeOp::kCallFunction || node.target != kAllGather) continue;
      const Argument* input = FindArg(node, 0, "input");
      const Argument* group = FindArg(node, 2, "group_name");
      if (group == nullptr || group->kind != Argument::Kind::kString) continue;
      const bool reads_inputs = input != nullptr && input->kind == Argument::Kind::kNode &&
                                local[static_cast<size_t>(input->node)];
      auto [it, fresh] = whole.try_emplace(ProcessGroupKey(*graph, group->s), reads_inputs);
      if (!fresh) it->second = it->second && reads_inputs;
    }
  }
  std::vector<std::string> keys;
  for (const auto& [key, all_inputs] : whole) {
    if (all_inputs) keys.push_back(key);
  }
  return keys;
}

}  // namespace collopt::verify
