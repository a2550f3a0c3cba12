// collopt/passes/collective_rewrite.cc — see collective_rewrite.h.
#include "passes/collective_rewrite.h"

#include <vector>

namespace collopt {

void SetCollectiveGroup(Node& node, const std::string& group_name) {
  size_t index = 2;
  if (node.collective->kind == CollectiveKind::kReduceScatter ||
      node.collective->kind == CollectiveKind::kAllToAll) {
    index = 3;
  }
  Argument name;
  name.kind = Argument::Kind::kString;
  name.s = group_name;
  if (index < node.args.size()) {
    node.args[index] = name;
  } else {
    for (size_t i = 0; i < node.kwarg_names.size(); ++i) {
      if (node.kwarg_names[i] == "group_name") node.kwargs[i] = name;
    }
  }
  node.collective->group_name = group_name;
}

bool ReachesInputThroughSingleInputOps(const Graph& graph, NodeId id) {
  while (id != kNoNode) {
    const Node& node = graph.node(id);
    if (node.op == NodeOp::kPlaceholder) return true;
    std::vector<NodeId> inputs;
    auto add = [&](NodeId input) {
      if (inputs.empty() || inputs.back() != input) inputs.push_back(input);
    };
    ForEachInput(node, add);
    if (inputs.size() != 1) return false;
    id = inputs[0];
  }
  return false;
}

}  // namespace collopt
