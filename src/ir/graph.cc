// collopt/ir/graph.cc — see graph.h.
#include "ir/graph.h"

namespace collopt {

const Argument* Node::Kwarg(std::string_view key) const {
  for (size_t i = 0; i < kwarg_names.size(); ++i) {
    if (kwarg_names[i] == key) return &kwargs[i];
  }
  return nullptr;
}

NodeId Graph::AddNode(Node node) {
  NodeId id = static_cast<NodeId>(nodes_.size());
  node.id = id;
  by_name_.emplace(node.name, id);
  if (node.op == NodeOp::kOutput) output_ = id;
  nodes_.push_back(std::move(node));
  return id;
}

NodeId Graph::FindNode(std::string_view node_name) const {
  auto it = by_name_.find(absl::string_view(node_name.data(), node_name.size()));
  return it == by_name_.end() ? kNoNode : it->second;
}

NodeId WaitRoot(const Graph& graph, const Node& wait) {
  if (wait.args.empty() || wait.args[0].kind != Argument::Kind::kNode) return kNoNode;
  NodeId id = wait.args[0].node;
  while (true) {
    const Node& n = graph.node(id);
    bool passes_through = n.op_class == OpClass::kWait || n.target == "operator.getitem";
    if (!passes_through || n.args.empty() || n.args[0].kind != Argument::Kind::kNode) return id;
    id = n.args[0].node;
  }
}

void Graph::RebuildUsers() {
  for (Node& n : nodes_) n.users.clear();
  for (const Node& n : nodes_) {
    auto add = [&](NodeId input) {
      std::vector<NodeId>& users = nodes_[static_cast<size_t>(input)].users;
      if (users.empty() || users.back() != n.id) users.push_back(n.id);
    };
    ForEachInput(n, add);
  }
}

}  // namespace collopt
