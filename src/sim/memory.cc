// collopt/sim/memory.cc — see memory.h.
#include "sim/memory.h"

#include <algorithm>

#include "analysis/view_strides.h"
#include "cost/compute_cost.h"

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

// The tensors of `value`, one entry per element of a tuple result (nullptr
// for an element that is no tensor, e.g. a gradient its output_mask left
// out), so that `getitem(x, i)` finds element i; nested sequences are
// flattened in place.
void FlattenTensors(const Value& value, std::vector<const TensorType*>& out) {
  if (value.is_tensor()) {
    out.push_back(&value.tensor);
    return;
  }
  for (const Value& e : value.elements) {
    if (e.is_tensor() || !e.elements.empty()) {
      FlattenTensors(e, out);
    } else {
      out.push_back(nullptr);
    }
  }
}

struct Storages {
  std::vector<int64_t> bytes;
  std::vector<NodeId> creator;
  std::vector<uint8_t> pinned;
  // Per node: its tensors' storage ids, flattened (node i owns
  // ids[begin[i] .. begin[i+1])).
  std::vector<int32_t> ids;
  std::vector<int32_t> begin;

  int32_t Add(int64_t size, NodeId node, bool pin) {
    bytes.push_back(size);
    creator.push_back(node);
    pinned.push_back(pin);
    return static_cast<int32_t>(bytes.size() - 1);
  }
  size_t count(NodeId node) const {
    return static_cast<size_t>(begin[static_cast<size_t>(node) + 1] -
                               begin[static_cast<size_t>(node)]);
  }
  int32_t at(NodeId node, size_t i) const {
    return ids[static_cast<size_t>(begin[static_cast<size_t>(node)]) + i];
  }
};

// The storage that `node` (a view, wait or in-place op) aliases: its first
// argument's, or element i of a tuple for `getitem(x, i)`.
int32_t AliasOf(const Node& node, const Storages& s) {
  if (node.args.empty() || node.args[0].kind != Argument::Kind::kNode) return kNoStorage;
  NodeId base = node.args[0].node;
  size_t n = s.count(base);
  if (node.target == "operator.getitem" && node.args.size() > 1 &&
      node.args[1].kind == Argument::Kind::kInt) {
    int64_t i = node.args[1].i;
    if (i < 0) i += static_cast<int64_t>(n);
    if (i >= 0 && static_cast<size_t>(i) < n) return s.at(base, static_cast<size_t>(i));
  }
  return n == 0 ? kNoStorage : s.at(base, 0);
}

// Whether `reshape` copies: its input's strides (stated, or derived through
// its view chain: analysis/view_strides.h) admit no view of the new shape
// (tensor_type.h ViewStrides).
bool ReshapeCopies(const Graph& graph, const Node& node, ViewStridesCache& strides) {
  if (!HasOpBase(node.target, "aten.reshape") || node.args.empty() ||
      node.args[0].kind != Argument::Kind::kNode || !node.value.is_tensor()) {
    return false;
  }
  const Node& input = graph.node(node.args[0].node);
  if (!input.value.is_tensor()) return false;
  const std::vector<int64_t>& s = strides.StridesOf(input.id);
  if (s.size() != input.value.tensor.shape.size()) return false;
  return !ViewStrides(input.value.tensor.shape, s, node.value.tensor.shape).has_value();
}

Storages AssignStorages(const Graph& graph) {
  Storages s;
  s.begin.reserve(graph.size() + 1);
  s.begin.push_back(0);
  s.ids.reserve(graph.size());
  std::vector<const TensorType*> tensors;
  ViewStridesCache strides(graph);
  for (const Node& node : graph.nodes()) {
    tensors.clear();
    FlattenTensors(StatedValue(node), tensors);
    bool aliases =
        node.op == NodeOp::kCallFunction &&
        ((node.op_class == OpClass::kView && !ReshapeCopies(graph, node, strides)) ||
         node.op_class == OpClass::kWait || IsInPlace(node.target) || IsFusedScatter(graph, node));
    if (aliases) {
      int32_t alias = AliasOf(node, s);
      s.ids.insert(s.ids.end(), tensors.size(), alias);
    } else {
      for (const TensorType* t : tensors) {
        bool device = t != nullptr && (t->device.type != "cpu" || graph.host_is_device);
        s.ids.push_back(device ? s.Add(t->storage_bytes(), node.id, node.op == NodeOp::kPlaceholder)
                               : kNoStorage);
      }
    }
    s.begin.push_back(static_cast<int32_t>(s.ids.size()));
  }
  return s;
}

}  // namespace

MemoryModel::MemoryModel(const Graph& graph) : graph_(graph) {
  Storages s = AssignStorages(graph);
  bytes_ = std::move(s.bytes);
  creator_ = std::move(s.creator);
  // Graph inputs and storages the output returns: never freed.
  std::vector<uint8_t> pinned = std::move(s.pinned);
  const size_t n = graph.size();
  // Reads per node: every storage an input of it aliases (CSR).
  use_begin_.reserve(n + 1);
  use_begin_.push_back(0);
  use_count_.assign(bytes_.size(), 0);
  for (const Node& node : graph.nodes()) {
    ForEachInput(node, [&](NodeId input) {
      for (size_t i = 0; i < s.count(input); ++i) {
        int32_t id = s.at(input, i);
        if (id == kNoStorage) continue;
        if (node.op == NodeOp::kOutput) pinned[static_cast<size_t>(id)] = true;
        use_ids_.push_back(id);
        ++use_count_[static_cast<size_t>(id)];
      }
    });
    use_begin_.push_back(static_cast<int32_t>(use_ids_.size()));
  }
  // Creations per node: graph inputs are live from the start; a node's
  // fresh storages are added when it runs, those nothing reads freed at once.
  free_bytes_.resize(bytes_.size());
  node_alloc_bytes_.assign(n, 0);
  node_dead_bytes_.assign(n, 0);
  for (size_t id = 0; id < bytes_.size(); ++id) {
    free_bytes_[id] = pinned[id] ? 0 : bytes_[id];
    const auto creator = static_cast<size_t>(creator_[id]);
    if (graph.node(creator_[id]).op == NodeOp::kPlaceholder) {
      input_bytes_ += bytes_[id];
      continue;
    }
    node_alloc_bytes_[creator] += bytes_[id];
    if (use_count_[id] == 0) node_dead_bytes_[creator] += free_bytes_[id];
  }
}

MemoryProfile MemoryModel::Profile(const std::vector<NodeId>& order) const {
  return Walk(order, /*live_bytes=*/true);
}

MemoryProfile MemoryModel::Peak(const std::vector<NodeId>& order) const {
  return Walk(order, /*live_bytes=*/false);
}

MemoryProfile MemoryModel::Walk(const std::vector<NodeId>& order_in, bool live_bytes) const {
  const size_t n = order_in.empty() ? graph_.size() : order_in.size();
  auto at = [&](size_t p) { return order_in.empty() ? static_cast<NodeId>(p) : order_in[p]; };
  std::vector<int32_t> position(graph_.size(), 0);
  for (size_t p = 0; p < n; ++p) position[static_cast<size_t>(at(p))] = static_cast<int32_t>(p);
  // Last use of each storage: its creator, then every node reading an alias of it.
  std::vector<int32_t> last_use(bytes_.size(), 0);
  for (size_t id = 0; id < bytes_.size(); ++id) {
    last_use[id] = position[static_cast<size_t>(creator_[id])];
  }
  for (size_t node = 0; node < graph_.size(); ++node) {
    const int32_t at_node = position[node];
    for (int32_t u = use_begin_[node]; u < use_begin_[node + 1]; ++u) {
      int32_t& last = last_use[static_cast<size_t>(use_ids_[static_cast<size_t>(u)])];
      last = std::max(last, at_node);
    }
  }
  std::vector<int64_t> freed(n, 0);
  for (size_t id = 0; id < bytes_.size(); ++id) {
    freed[static_cast<size_t>(last_use[id])] += free_bytes_[id];
  }
  MemoryProfile profile;
  profile.input_bytes = input_bytes_;
  int64_t live = input_bytes_;
  if (live_bytes) profile.live_bytes.reserve(n);
  profile.peak_bytes = live;
  for (size_t p = 0; p < n; ++p) {
    const size_t node = static_cast<size_t>(at(p));
    live += node_alloc_bytes_[node];
    if (live_bytes) profile.live_bytes.push_back(live);
    if (live > profile.peak_bytes) {
      profile.peak_bytes = live;
      profile.peak_node = static_cast<NodeId>(node);
    }
    live -= freed[p];
  }
  return profile;
}

PeakTracker::PeakTracker(const MemoryModel& model)
    : m_(model), unread_(model.use_count_), live_(model.input_bytes_), peak_(live_) {}

void PeakTracker::Add(NodeId node) {
  const auto n = static_cast<size_t>(node);
  live_ += m_.node_alloc_bytes_[n];
  if (live_ > peak_) {
    peak_ = live_;
    peak_node_ = node;
  }
  live_ -= m_.node_dead_bytes_[n];  // nothing reads them
  for (int32_t u = m_.use_begin_[n]; u < m_.use_begin_[n + 1]; ++u) {
    const auto id = static_cast<size_t>(m_.use_ids_[static_cast<size_t>(u)]);
    if (--unread_[id] == 0) live_ -= m_.free_bytes_[id];
  }
}

MemoryProfile ComputeMemoryProfile(const Graph& graph, const std::vector<NodeId>& order) {
  return MemoryModel(graph).Profile(order);
}

nlohmann::json MemoryProfileToJson(const Graph& graph, const MemoryProfile& profile) {
  nlohmann::json nodes = nlohmann::json::array();
  for (size_t i = 0; i < profile.live_bytes.size() && i < graph.size(); ++i) {
    nodes.push_back({graph.node(static_cast<NodeId>(i)).name, profile.live_bytes[i]});
  }
  return {{"peak_bytes", profile.peak_bytes},
          {"peak_node", profile.peak_node == kNoNode ? "" : graph.node(profile.peak_node).name},
          {"input_bytes", profile.input_bytes},
          {"nodes", std::move(nodes)}};
}

}  // namespace collopt
