// collopt/ir/graph.cc — see graph.h.
#include "ir/graph.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace collopt {

const Argument* Node::Kwarg(std::string_view key) const {
  for (size_t i = 0; i < kwarg_names.size(); ++i) {
    if (kwarg_names[i] == key) return &kwargs[i];
  }
  return nullptr;
}

Graph TakeOrClone(std::shared_ptr<const Graph>&& graph) {
  const std::shared_ptr<const Graph> held = std::move(graph);
  if (held.use_count() == 1) return std::move(const_cast<Graph&>(*held));
  return held->Clone();
}

Graph Graph::Clone() const {
  Graph g;
  // Room for the nodes a rewrite of the copy adds (AddNode's growth step),
  // so the first one added does not reallocate the whole node array while
  // the old one is still alive.
  g.nodes_.reserve(nodes_.size() + nodes_.size() / 8 + 64);
  g.nodes_ = nodes_;
  g.by_name_ = by_name_;
  g.colliding_ = colliding_;
  g.output_ = output_;
  g.name = name;
  g.source_name = source_name;
  g.source_text = source_text;
  g.body_begin = body_begin;
  g.body_end = body_end;
  g.pg_config_begin = pg_config_begin;
  g.pg_config_end = pg_config_end;
  g.format = format;
  g.process_groups = process_groups;
  g.colls_estimations_file = colls_estimations_file;
  g.colls_group_mapping = colls_group_mapping;
  g.host_is_device = host_is_device;
  g.unhinted_symbols = unhinted_symbols;
  g.fallback_symbols = fallback_symbols;
  for (const auto& [attr, sub] : subgraphs) {
    g.subgraphs[attr] = sub == nullptr ? nullptr : std::make_unique<Graph>(sub->Clone());
  }
  return g;
}

NodeId Graph::AddNode(Node node) {
  NodeId id = static_cast<NodeId>(nodes_.size());
  node.id = id;
  // A name already present (the caller's error) keeps its node, as before.
  auto [slot, added] = by_name_.try_emplace(NameHash(node.name), id);
  if (!added && nodes_[static_cast<size_t>(slot->second)].name != node.name) {
    colliding_.try_emplace(node.name, id);
  }
  if (node.op == NodeOp::kOutput) output_ = id;
  // Grow by 1/8 rather than the vector's doubling: a rewrite pass adds a few
  // % of nodes to a graph of 10^6, and doubling would leave a second node
  // array (0.7 GB there) mostly unused. Still geometric: O(1) amortized.
  if (nodes_.size() == nodes_.capacity()) nodes_.reserve(nodes_.size() + nodes_.size() / 8 + 64);
  nodes_.push_back(std::move(node));
  return id;
}

uint64_t Graph::NameHash(std::string_view name) {
  return absl::Hash<absl::string_view>{}(absl::string_view(name.data(), name.size()));
}

NodeId Graph::FindNode(std::string_view node_name) const {
  auto it = by_name_.find(NameHash(node_name));
  if (it != by_name_.end() && nodes_[static_cast<size_t>(it->second)].name == node_name) {
    return it->second;
  }
  if (colliding_.empty()) return kNoNode;
  auto c = colliding_.find(node_name);
  return c == colliding_.end() ? kNoNode : c->second;
}

namespace {

// Whether `annotation` describes `value`: tensors of the same dtype and
// shape, or tuples of such (a SymInt's inferred hint is the better one).
bool Describes(const Value& annotation, const Value& value) {
  if (annotation.kind != value.kind || annotation.elements.size() != value.elements.size() ||
      (!value.is_tensor() && value.kind != Value::Kind::kTuple)) {
    return false;
  }
  if (value.is_tensor()) {
    return annotation.tensor.dtype == value.tensor.dtype &&
           annotation.tensor.shape == value.tensor.shape;
  }
  for (size_t i = 0; i < value.elements.size(); ++i) {
    if (!Describes(annotation.elements[i], value.elements[i])) return false;
  }
  return true;
}

}  // namespace

const std::string& SourceComment(const Node& node) {
  static const std::string* const kNone = new std::string();
  return node.source_comment.has_value() ? *node.source_comment : *kNone;
}

void SetSourceComment(Node& node, std::string comment) {
  if (comment.empty()) {
    node.source_comment = std::nullopt;
  } else {
    node.source_comment = std::move(comment);
  }
}

const Value& StatedValue(const Node& node) {
  if (node.annotation.has_value() && Describes(*node.annotation, node.value)) {
    return *node.annotation;
  }
  return node.value;
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

namespace {

// Marks the positions of `order` on one longest increasing run of its values
// (patience sorting: O(n log n), O(n) when `order` is mostly increasing, as
// a rewrite's or a schedule's order is).
std::vector<bool> OnLongestIncreasingRun(const std::vector<NodeId>& order) {
  // tails[k]: the position of the smallest value that ends a run of k + 1.
  std::vector<int32_t> tails;
  std::vector<int32_t> prev(order.size(), -1);
  for (size_t p = 0; p < order.size(); ++p) {
    const NodeId v = order[p];
    size_t k = tails.size();
    if (!tails.empty() && order[static_cast<size_t>(tails.back())] >= v) {
      k = static_cast<size_t>(
          std::partition_point(tails.begin(), tails.end(),
                               [&](int32_t t) { return order[static_cast<size_t>(t)] < v; }) -
          tails.begin());
    }
    if (k > 0) prev[p] = tails[k - 1];
    if (k == tails.size()) {
      tails.push_back(static_cast<int32_t>(p));
    } else {
      tails[k] = static_cast<int32_t>(p);
    }
  }
  std::vector<bool> on(order.size(), false);
  for (int32_t p = tails.empty() ? -1 : tails.back(); p >= 0; p = prev[static_cast<size_t>(p)]) {
    on[static_cast<size_t>(p)] = true;
  }
  return on;
}

}  // namespace

void Graph::Reorder(const std::vector<NodeId>& order) {
  std::vector<NodeId> new_id(nodes_.size(), kNoNode);
  for (size_t i = 0; i < order.size(); ++i) {
    new_id[static_cast<size_t>(order[i])] = static_cast<NodeId>(i);
  }
  // Names: drop the dropped nodes, renumber the kept ones in place (a walk
  // over the table, no hashing).
  auto renumber = [&](auto& table) {
    for (auto it = table.begin(); it != table.end();) {
      NodeId id = new_id[static_cast<size_t>(it->second)];
      if (id == kNoNode) {
        table.erase(it++);
      } else {
        it->second = id;
        ++it;
      }
    }
  };
  renumber(by_name_);
  renumber(colliding_);
  // Arguments first, then the nodes are moved.
  auto remap = [&](auto& self, Argument& arg) -> void {
    if (arg.kind == Argument::Kind::kNode) arg.node = new_id[static_cast<size_t>(arg.node)];
    for (Argument& item : arg.items) self(self, item);
  };
  // In storage order, for the caches (a dropped node's arguments become
  // kNoNode: it is erased below).
  for (Node& node : nodes_) {
    for (Argument& a : node.args) remap(remap, a);
    for (Argument& a : node.kwargs) remap(remap, a);
  }
  // The nodes are moved in place (no second node array: at 10^6 nodes that
  // is 0.4 GB less at the peak) and in sweeps through the array rather than
  // along the permutation's cycles, which read each node from anywhere in it
  // (a cache and TLB miss a node once the array outgrows them). The nodes on
  // a longest increasing run of `order` keep their relative order, so along
  // the run both a node's old index and its new position grow: a node that
  // moves left never lands on one that moves right and still has to, nor the
  // other way round. One sweep moves the left-moving ones, front to back,
  // another the right-moving ones, back to front, each node once. The other
  // kept nodes (those a rewrite added or moved) then fill the places left,
  // from `held` where the sweeps would have overwritten them (a node at an
  // index past the kept ones stays where it is until then: a rewrite's
  // appended nodes, some of them). Dropped nodes are overwritten or left
  // behind the kept ones and erased.
  const size_t kept_count = order.size();
  const std::vector<bool> on_run = OnLongestIncreasingRun(order);
  auto waits_aside = [&](size_t p) {
    return !on_run[p] && static_cast<size_t>(order[p]) < kept_count;
  };
  size_t held_count = 0;
  for (size_t p = 0; p < kept_count; ++p) held_count += waits_aside(p) ? 1 : 0;
  std::vector<Node> held;
  held.reserve(held_count);  // no regrowth: each held node moves out and back once
  for (size_t p = 0; p < kept_count; ++p) {
    if (waits_aside(p)) held.push_back(std::move(nodes_[static_cast<size_t>(order[p])]));
  }
  for (size_t p = 0; p < kept_count; ++p) {
    const auto from = static_cast<size_t>(order[p]);
    if (on_run[p] && from > p) nodes_[p] = std::move(nodes_[from]);
  }
  for (size_t p = kept_count; p-- > 0;) {
    const auto from = static_cast<size_t>(order[p]);
    if (on_run[p] && from < p) nodes_[p] = std::move(nodes_[from]);
  }
  size_t next_held = 0;
  for (size_t p = 0; p < kept_count; ++p) {
    if (on_run[p]) continue;
    const auto from = static_cast<size_t>(order[p]);
    nodes_[p] = std::move(from < kept_count ? held[next_held++] : nodes_[from]);
  }
  nodes_.erase(nodes_.begin() + static_cast<std::ptrdiff_t>(kept_count), nodes_.end());
  output_ = kNoNode;
  for (size_t i = 0; i < nodes_.size(); ++i) {
    Node& node = nodes_[i];
    node.id = static_cast<NodeId>(i);
    if (node.op == NodeOp::kOutput) output_ = node.id;
    // Users: the same nodes under their new ids (the dropped ones out), put
    // back in program order; no walk over the arguments (RebuildUsers).
    size_t kept = 0;
    bool sorted = true;
    for (NodeId user : node.users) {
      const NodeId id = new_id[static_cast<size_t>(user)];
      if (id == kNoNode) continue;
      sorted = sorted && (kept == 0 || node.users[kept - 1] < id);
      node.users[kept++] = id;
    }
    node.users.resize(kept);
    if (!sorted) std::sort(node.users.begin(), node.users.end());
  }
}

NodeId SoleWait(const Graph& graph, const Node& collective) {
  if (collective.users.size() != 1) return kNoNode;
  const Node& wait = graph.node(collective.users[0]);
  if (wait.op_class != OpClass::kWait || wait.args.empty() ||
      wait.args[0].kind != Argument::Kind::kNode || wait.args[0].node != collective.id) {
    return kNoNode;
  }
  return wait.id;
}

void Graph::RebuildUsers() {
  for (Node& n : nodes_) n.users.clear();
  for (const Node& n : nodes_) {
    auto add = [&](NodeId input) {
      UserList& users = nodes_[static_cast<size_t>(input)].users;
      if (users.empty() || users.back() != n.id) users.push_back(n.id);
    };
    ForEachInput(n, add);
  }
}

namespace {

// Counts the tensors of `value` on the CPU and on other devices.
void CountDevices(const Value& value, int64_t& host, int64_t& other) {
  if (value.kind == Value::Kind::kTensor) {
    (value.tensor.device.type == "cpu" ? host : other) += 1;
  }
  for (const Value& e : value.elements) CountDevices(e, host, other);
}

}  // namespace

void MarkHostGraph(Graph& graph) {
  int64_t host = 0;
  int64_t other = 0;
  for (const Node& node : graph.nodes()) CountDevices(node.value, host, other);
  graph.host_is_device = host > 0 && other == 0;
}

}  // namespace collopt
