// collopt/sim/memory.cc — see memory.h.
#include "sim/memory.h"

#include <algorithm>

namespace collopt {
namespace {

constexpr int32_t kNoStorage = -1;

// `aten.copy_.default`, `_c10d_functional.all_reduce_.default`: mutate arg 0.
bool IsInPlace(const std::string& target) {
  size_t first = target.find('.');
  if (first == std::string::npos) return false;
  size_t second = target.find('.', first + 1);
  std::string_view op = std::string_view(target).substr(first + 1, second - first - 1);
  return op.size() > 1 && op.back() == '_' && op[op.size() - 2] != '_';
}

void FlattenTensors(const Value& value, std::vector<const TensorType*>& out) {
  if (value.is_tensor()) {
    out.push_back(&value.tensor);
    return;
  }
  for (const Value& e : value.elements) FlattenTensors(e, out);
}

struct Storages {
  std::vector<int64_t> bytes;
  std::vector<NodeId> creator;
  std::vector<bool> pinned;
  // Per node: its tensors' storage ids, flattened.
  std::vector<std::vector<int32_t>> of_node;

  int32_t Add(int64_t size, NodeId node, bool pin) {
    bytes.push_back(size);
    creator.push_back(node);
    pinned.push_back(pin);
    return static_cast<int32_t>(bytes.size() - 1);
  }
};

std::vector<int32_t> AliasOf(const Node& node, const Storages& s, size_t count) {
  if (node.args.empty() || node.args[0].kind != Argument::Kind::kNode) {
    return std::vector<int32_t>(count, kNoStorage);
  }
  const std::vector<int32_t>& base = s.of_node[static_cast<size_t>(node.args[0].node)];
  if (node.target == "operator.getitem" && node.args.size() > 1 &&
      node.args[1].kind == Argument::Kind::kInt) {
    int64_t i = node.args[1].i;
    if (i < 0) i += static_cast<int64_t>(base.size());
    if (i >= 0 && static_cast<size_t>(i) < base.size()) {
      return std::vector<int32_t>(count, base[static_cast<size_t>(i)]);
    }
  }
  return std::vector<int32_t>(count, base.empty() ? kNoStorage : base[0]);
}

Storages AssignStorages(const Graph& graph) {
  Storages s;
  s.of_node.resize(graph.size());
  for (const Node& node : graph.nodes()) {
    std::vector<const TensorType*> tensors;
    FlattenTensors(node.value, tensors);
    std::vector<int32_t>& ids = s.of_node[static_cast<size_t>(node.id)];
    bool aliases = node.op == NodeOp::kCallFunction &&
                   (node.op_class == OpClass::kView || node.op_class == OpClass::kWait ||
                    IsInPlace(node.target));
    if (aliases) {
      ids = AliasOf(node, s, tensors.size());
      continue;
    }
    for (const TensorType* t : tensors) {
      bool device = t->device.type != "cpu";
      ids.push_back(device ? s.Add(t->bytes(), node.id, node.op == NodeOp::kPlaceholder)
                           : kNoStorage);
    }
  }
  return s;
}

}  // namespace

MemoryProfile ComputeMemoryProfile(const Graph& graph, const std::vector<NodeId>& order_in) {
  std::vector<NodeId> order = order_in;
  if (order.empty()) {
    order.resize(graph.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<NodeId>(i);
  }
  Storages s = AssignStorages(graph);
  std::vector<size_t> position(graph.size(), 0);
  for (size_t p = 0; p < order.size(); ++p) position[static_cast<size_t>(order[p])] = p;

  // Last use of each storage: its creator, then every node reading an alias of it.
  std::vector<size_t> last_use(s.bytes.size(), 0);
  for (size_t id = 0; id < s.bytes.size(); ++id) {
    last_use[id] = position[static_cast<size_t>(s.creator[id])];
  }
  for (const Node& node : graph.nodes()) {
    size_t p = position[static_cast<size_t>(node.id)];
    auto touch = [&](NodeId input) {
      for (int32_t id : s.of_node[static_cast<size_t>(input)]) {
        if (id == kNoStorage) continue;
        if (node.op == NodeOp::kOutput) s.pinned[static_cast<size_t>(id)] = true;
        last_use[static_cast<size_t>(id)] = std::max(last_use[static_cast<size_t>(id)], p);
      }
    };
    ForEachInput(node, touch);
  }
  // Storages freed at each position.
  std::vector<std::vector<int32_t>> frees(order.size());
  for (size_t id = 0; id < s.bytes.size(); ++id) {
    if (!s.pinned[id]) frees[last_use[id]].push_back(static_cast<int32_t>(id));
  }

  MemoryProfile profile;
  int64_t live = 0;
  for (size_t id = 0; id < s.bytes.size(); ++id) {
    if (graph.node(s.creator[id]).op == NodeOp::kPlaceholder) {
      live += s.bytes[id];
      profile.input_bytes += s.bytes[id];
    }
  }
  profile.live_bytes.reserve(order.size());
  profile.peak_bytes = live;
  for (size_t p = 0; p < order.size(); ++p) {
    const Node& node = graph.node(order[p]);
    if (node.op != NodeOp::kPlaceholder) {
      for (int32_t id : s.of_node[static_cast<size_t>(node.id)]) {
        if (id != kNoStorage && s.creator[static_cast<size_t>(id)] == node.id) {
          live += s.bytes[static_cast<size_t>(id)];
        }
      }
    }
    profile.live_bytes.push_back(live);
    if (live > profile.peak_bytes) {
      profile.peak_bytes = live;
      profile.peak_node = node.id;
    }
    for (int32_t id : frees[p]) live -= s.bytes[static_cast<size_t>(id)];
  }
  return profile;
}

}  // namespace collopt
