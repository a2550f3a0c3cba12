// collopt/passes/bucket_collectives.cc — see bucket_collectives.h.
#include "passes/bucket_collectives.h"

#include <algorithm>
#include <map>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "analysis/reachability.h"
#include "analysis/shape_rule.h"
#include "analysis/topological_order.h"
#include "cost/nccl_model.h"
#include "fmt/format.h"

namespace collopt {
namespace {

constexpr int64_t kMiB = int64_t{1} << 20;

struct Candidate {
  NodeId start = kNoNode;
  NodeId wait = kNoNode;
  CollectiveKind kind = CollectiveKind::kAllGather;
  TensorType input;
  TensorType output;
  int64_t size = 0;   // max(input, output) bytes
  NodeId ready = -1;  // latest input position that is not an InputOnlyNodes node
  NodeId need = 0;    // earliest user of the wait
};

bool IsBucketable(CollectiveKind kind) {
  return kind == CollectiveKind::kAllGather || kind == CollectiveKind::kReduceScatter ||
         kind == CollectiveKind::kAllReduce;
}

bool Concrete(const Shape& shape) {
  return std::none_of(shape.begin(), shape.end(), [](SymInt s) { return s.symbolic; });
}

std::optional<Candidate> MakeCandidate(const Graph& graph, const Node& node,
                                       const std::vector<bool>& input_only) {
  if (!node.collective.has_value() || !IsBucketable(node.collective->kind)) return std::nullopt;
  const CollectiveInfo& info = *node.collective;
  if (info.group_size <= 0 || node.args.empty() || node.args[0].kind != Argument::Kind::kNode) {
    return std::nullopt;
  }
  Candidate c;
  c.start = node.id;
  c.kind = info.kind;
  c.wait = SoleWait(graph, node);
  const Value& in = graph.node(node.args[0].node).value;
  if (c.wait == kNoNode || !in.is_tensor() || !node.value.is_tensor()) return std::nullopt;
  c.input = in.tensor;
  c.output = node.value.tensor;
  if (!Concrete(c.input.shape) || !Concrete(c.output.shape) || c.input.rank() == 0 ||
      c.input.numel() == 0 || c.input.dtype != c.output.dtype) {
    return std::nullopt;
  }
  if (c.kind == CollectiveKind::kReduceScatter && c.input.shape[0].hint % info.group_size != 0) {
    return std::nullopt;
  }
  c.size = std::max(c.input.bytes(), c.output.bytes());
  ForEachInput(node, [&](NodeId input) {
    if (!IsMovable(graph, input_only, input)) c.ready = std::max(c.ready, input);
  });
  c.need = static_cast<NodeId>(graph.size()) - 1;
  for (NodeId user : graph.node(c.wait).users) c.need = std::min(c.need, user);
  return c;
}

std::string BucketKey(const Candidate& c, const Node& node, bool multi_dtype) {
  const CollectiveInfo& info = *node.collective;
  // Packed by bytes only when each piece keeps every dtype's alignment:
  // `view.dtype` back to f32/f64 needs byte offsets and the row stride
  // divisible by the item size, so pieces must be multiples of 16 bytes.
  bool drop_dtype =
      multi_dtype && c.kind == CollectiveKind::kAllGather && c.input.bytes() % 16 == 0;
  return fmt::format("{}|{}|{}|{}", CollectiveKindName(c.kind), info.group_name, info.reduce_op,
                     drop_dtype ? "*" : TorchName(c.input.dtype));
}

// Estimated exposed time of a collective costing `comm_us` hidden by the
// compute between positions ready+1 and need.
struct Window {
  const std::vector<double>* prefix = nullptr;  // compute µs before each position
  double Exposed(double comm_us, NodeId ready, NodeId need) const {
    if (ready >= need) return comm_us;
    const size_t first = ready < 0 ? 0 : static_cast<size_t>(ready) + 1;  // ready = -1: from 0
    double hide = (*prefix)[static_cast<size_t>(need)] - (*prefix)[first];
    return std::max(0.0, comm_us - hide);
  }
};

Argument IntList(const std::vector<int64_t>& values) {
  Argument a;
  a.kind = Argument::Kind::kList;
  for (int64_t v : values) a.items.push_back(Argument::Int(v));
  return a;
}

Argument NodeList(const std::vector<NodeId>& ids) {
  Argument a;
  a.kind = Argument::Kind::kList;
  for (NodeId id : ids) a.items.push_back(Argument::Node(id));
  return a;
}

Argument String(std::string s) {
  Argument a;
  a.kind = Argument::Kind::kString;
  a.s = std::move(s);
  return a;
}

Argument DTypeArg(DType dtype) {
  Argument a;
  a.kind = Argument::Kind::kDType;
  a.dtype = dtype;
  return a;
}

std::vector<int64_t> Dims(const Shape& shape) {
  std::vector<int64_t> dims;
  dims.reserve(shape.size());
  for (SymInt s : shape) dims.push_back(s.hint);
  return dims;
}

// Adds nodes of one bucket, typing each with its shape rule.
class NodeMaker {
 public:
  // `comment`: provenance copied onto the new nodes (a copy: adding nodes
  // moves the graph's node storage).
  // `next_suffix`: per name stem, the suffix to try next, shared by every
  // bucket of the pass, so naming costs O(1) per node instead of probing
  // `base_1`, `base_2`, … again for each bucket (quadratic in the buckets).
  NodeMaker(Graph& graph, std::string comment, absl::flat_hash_map<std::string, int>& next_suffix)
      : graph_(graph), comment_(std::move(comment)), next_suffix_(next_suffix) {}

  absl::StatusOr<NodeId> Add(const std::string& base, const std::string& target,
                             std::vector<Argument> args) {
    Node node;
    node.op = NodeOp::kCallFunction;
    node.target = target;
    node.op_class = ClassifyTarget(target);
    node.args = std::move(args);
    node.source_comment = comment_;
    node.name = base;
    int& suffix = next_suffix_[base];
    if (suffix > 0) node.name = fmt::format("{}_{}", base, suffix);
    while (graph_.FindNode(node.name) != kNoNode) node.name = fmt::format("{}_{}", base, ++suffix);
    if (suffix == 0) suffix = 1;
    ShapeRule rule = FindShapeRule(target);
    if (rule == nullptr) return absl::InternalError(fmt::format("no shape rule for {}", target));
    ShapeOptions options;
    ShapeContext context(graph_, node, options);
    absl::StatusOr<Value> value = rule(context);
    if (!value.ok()) {
      return absl::InternalError(fmt::format("bucket node '{}' ({}): {}", node.name, target,
                                             std::string(value.status().message())));
    }
    node.value = std::move(*value);
    return graph_.AddNode(std::move(node));
  }

 private:
  Graph& graph_;
  std::string comment_;
  absl::flat_hash_map<std::string, int>& next_suffix_;
};

struct Rewritten {
  NodeId start = kNoNode;
  NodeId wait = kNoNode;
  std::vector<NodeId> head;  // copy-in nodes and the collective
  std::vector<NodeId> tail;  // the wait and copy-out nodes
  std::vector<NodeId> outs;  // per member, the node replacing its wait
};

absl::StatusOr<Rewritten> RewriteBucket(Graph& graph, const std::vector<Candidate>& members,
                                        int index,
                                        absl::flat_hash_map<std::string, int>& next_suffix) {
  const CollectiveInfo info = *graph.node(members[0].start).collective;
  const int64_t g = info.group_size;
  const CollectiveKind kind = members[0].kind;
  bool mixed = false;
  for (const Candidate& m : members) mixed |= m.input.dtype != members[0].input.dtype;
  const std::string p = fmt::format("bucket{}_", index);
  NodeMaker make(graph, graph.node(members[0].start).source_comment, next_suffix);
  Rewritten r;
  auto add = [&](std::vector<NodeId>& into, const std::string& base, const std::string& target,
                 std::vector<Argument> args) -> absl::StatusOr<NodeId> {
    auto id = make.Add(p + base, target, std::move(args));
    if (id.ok()) into.push_back(*id);
    return id;
  };

  // Copy-in: one flat (or [G, -1]) piece per member.
  std::vector<NodeId> pieces;
  std::vector<int64_t> split;  // per member, elements along the split dimension
  for (size_t i = 0; i < members.size(); ++i) {
    const Candidate& m = members[i];
    Argument x = graph.node(m.start).args[0];
    std::vector<int64_t> shape =
        kind == CollectiveKind::kReduceScatter ? std::vector<int64_t>{g, -1} : std::vector{-1L};
    auto flat = add(r.head, fmt::format("flat_{}", i), "aten.reshape.default", {x, IntList(shape)});
    if (!flat.ok()) return flat.status();
    NodeId piece = *flat;
    int64_t n = kind == CollectiveKind::kReduceScatter ? m.input.numel() / g : m.input.numel();
    if (mixed) {
      auto bytes = add(r.head, fmt::format("bytes_{}", i), "aten.view.dtype",
                       {Argument::Node(piece), DTypeArg(DType::kUInt8)});
      if (!bytes.ok()) return bytes.status();
      piece = *bytes;
      n *= ItemSize(m.input.dtype);
    }
    pieces.push_back(piece);
    split.push_back(n);
  }
  std::vector<Argument> cat_args = {NodeList(pieces)};
  if (kind == CollectiveKind::kReduceScatter) cat_args.push_back(Argument::Int(1));
  auto cat = add(r.head, "cat", "aten.cat.default", std::move(cat_args));
  if (!cat.ok()) return cat.status();
  NodeId input = *cat;
  if (kind == CollectiveKind::kReduceScatter) {
    auto flat =
        add(r.head, "cat_flat", "aten.view.default", {Argument::Node(input), IntList({-1})});
    if (!flat.ok()) return flat.status();
    input = *flat;
  }

  // The collective and its wait.
  std::vector<Argument> args = {Argument::Node(input)};
  std::string target;
  switch (kind) {
    case CollectiveKind::kAllGather:
      target = "_c10d_functional.all_gather_into_tensor.default";
      args.push_back(Argument::Int(g));
      break;
    case CollectiveKind::kReduceScatter:
      target = "_c10d_functional.reduce_scatter_tensor.default";
      args.push_back(String(info.reduce_op));
      args.push_back(Argument::Int(g));
      break;
    default:
      target = "_c10d_functional.all_reduce.default";
      args.push_back(String(info.reduce_op));
      break;
  }
  args.push_back(String(info.group_name));
  auto start = add(r.head, std::string(OpBaseName(target).substr(17)), target, std::move(args));
  if (!start.ok()) return start.status();
  r.start = *start;
  graph.mutable_node(r.start).collective = info;
  auto wait =
      add(r.tail, "wait_tensor", "_c10d_functional.wait_tensor.default", {Argument::Node(r.start)});
  if (!wait.ok()) return wait.status();
  r.wait = *wait;

  // Copy-out.
  NodeId whole = r.wait;
  int64_t split_dim = 0;
  if (kind == CollectiveKind::kAllGather) {
    int64_t total = 0;
    for (int64_t n : split) total += n;
    auto view =
        add(r.tail, "view", "aten.view.default", {Argument::Node(whole), IntList({g, total})});
    if (!view.ok()) return view.status();
    whole = *view;
    split_dim = 1;
  }
  auto parts = add(r.tail, "split_with_sizes", "aten.split_with_sizes.default",
                   {Argument::Node(whole), IntList(split), Argument::Int(split_dim)});
  if (!parts.ok()) return parts.status();
  for (size_t i = 0; i < members.size(); ++i) {
    const Candidate& m = members[i];
    auto item = add(r.tail, fmt::format("getitem_{}", i), "operator.getitem",
                    {Argument::Node(*parts), Argument::Int(static_cast<int64_t>(i))});
    if (!item.ok()) return item.status();
    NodeId piece = *item;
    if (mixed) {
      auto typed = add(r.tail, fmt::format("typed_{}", i), "aten.view.dtype",
                       {Argument::Node(piece), DTypeArg(m.input.dtype)});
      if (!typed.ok()) return typed.status();
      piece = *typed;
    }
    // Gathered pieces are strided ([G, n] out of [G, total]): reshape copies.
    std::string shape_op =
        kind == CollectiveKind::kAllGather ? "aten.reshape.default" : "aten.view.default";
    auto out = add(r.tail, fmt::format("out_{}", i), shape_op,
                   {Argument::Node(piece), IntList(Dims(m.output.shape))});
    if (!out.ok()) return out.status();
    r.outs.push_back(*out);
  }
  return r;
}

// Points every argument that names a key of `replaced` at its value.
void ReplaceUses(Graph& graph, const absl::flat_hash_map<NodeId, NodeId>& replaced) {
  auto replace = [&](auto& self, Argument& arg) -> void {
    if (arg.kind == Argument::Kind::kNode) {
      if (auto it = replaced.find(arg.node); it != replaced.end()) arg.node = it->second;
    }
    for (Argument& item : arg.items) self(self, item);
  };
  for (Node& node : graph.mutable_nodes()) {
    for (Argument& a : node.args) replace(replace, a);
    for (Argument& a : node.kwargs) replace(replace, a);
  }
}

}  // namespace

int64_t BucketCollectives::AutoCapBytes(const HardwareProfile& hardware, CollectiveKind kind,
                                        int64_t group_size) {
  int64_t sat = SaturationBytes(hardware, kind, group_size);
  return std::clamp<int64_t>(sat, 10 * kMiB, 500 * kMiB);
}

absl::StatusOr<bool> BucketCollectives::Run(Graph& graph) {
  ClearReport();
  buckets_.clear();
  const std::vector<bool> input_only = InputOnlyNodes(graph);

  // Candidates by key, in program order.
  std::vector<Candidate> candidates;
  std::map<std::string, std::vector<size_t>> by_key;
  for (const Node& node : graph.nodes()) {
    auto c = MakeCandidate(graph, node, input_only);
    if (!c.has_value()) continue;
    by_key[BucketKey(*c, node, options_.multi_dtype_all_gather)].push_back(candidates.size());
    candidates.push_back(std::move(*c));
  }
  // Compute time before each position, for the overlap windows.
  std::vector<double> prefix(graph.size() + 1, 0);
  std::vector<NodeCost> costs;
  if (model_ != nullptr) costs = model_->EstimateAll(graph);
  for (size_t i = 0; i < graph.size(); ++i) {
    bool compute =
        !costs.empty() && IsComputeStreamCost(graph.node(static_cast<NodeId>(i)), costs[i]);
    prefix[i + 1] = prefix[i] + (compute ? costs[i].time_us : 0.0);
  }
  Window window{&prefix};
  // Exposed time of a (merged) collective of key `c0` moving `in`/`out`
  // bytes over the window [ready, need).
  auto exposed = [&](const Candidate& c0, int64_t in, int64_t out, NodeId ready, NodeId need) {
    const CollectiveInfo& info = *graph.node(c0.start).collective;
    double t = model_->CollectiveTime(c0.kind, info.group_name, info.group_size, in, out).first;
    return window.Exposed(t, ready, need);
  };

  // Greedy fill per key. The open bucket is always a run of consecutive
  // candidates of the key, so "no path links it with a member" is one
  // lookup in the key's LatestReachingKey (analysis/reachability.h), and
  // the bucket's bytes, ready and need are kept as running values: O(1)
  // per candidate.
  std::vector<std::vector<size_t>> groups;
  int64_t rejected_path = 0;
  int64_t rejected_overlap = 0;
  int64_t rejected_order = 0;
  for (const auto& [key, list] : by_key) {
    const Node& node0 = graph.node(candidates[list[0]].start);
    int64_t cap = options_.cap_bytes;
    if (cap <= 0) {
      cap = model_ != nullptr ? AutoCapBytes(model_->hardware(), node0.collective->kind,
                                             node0.collective->group_size)
                              : 100 * kMiB;
    }
    std::vector<NodeId> starts;
    starts.reserve(list.size());
    for (size_t ci : list) starts.push_back(candidates[ci].start);
    const LatestReachingKey reach(graph, starts);
    std::vector<size_t> open;
    size_t open_first = 0;  // position in `list` of open[0]
    int64_t open_bytes = 0;
    int64_t open_in = 0;
    int64_t open_out = 0;
    NodeId open_ready = -1;
    NodeId open_need = static_cast<NodeId>(graph.size());
    double open_exposed = 0;
    auto close = [&]() {
      if (open.size() >= 2) groups.push_back(open);
      open.clear();
      open_bytes = 0;
      open_in = 0;
      open_out = 0;
      open_ready = -1;
      open_need = static_cast<NodeId>(graph.size());
      open_exposed = 0;
    };
    for (size_t li = 0; li < list.size(); ++li) {
      const size_t ci = list[li];
      const Candidate& c = candidates[ci];
      bool fits = !open.empty() && open_bytes + c.size <= cap;
      const NodeId ready = std::max(open_ready, c.ready);
      const NodeId need = std::min(open_need, c.need);
      // The merged collective needs every member's input before any member's
      // result is used; merging across that would reorder compute.
      if (fits && ready >= need) {
        fits = false;
        ++rejected_order;
      }
      if (fits && reach.ReachedFromRange(open_first, li)) {
        fits = false;
        ++rejected_path;
      }
      const int64_t in = c.input.bytes();
      const int64_t out = c.output.bytes();
      double alone = 0;
      if (fits && model_ != nullptr && options_.preserve_overlap) {
        alone = exposed(c, in, out, c.ready, c.need);
        double together = exposed(c, open_in + in, open_out + out, ready, need);
        if (together > open_exposed + alone + 1e-9) {
          fits = false;
          ++rejected_overlap;
        } else {
          alone = together - open_exposed;  // so open_exposed becomes `together`
        }
      }
      if (!fits) {
        close();
        open_first = li;
        if (model_ != nullptr && options_.preserve_overlap) {
          alone = exposed(c, in, out, c.ready, c.need);
        }
      }
      open.push_back(ci);
      open_bytes += c.size;
      open_in += in;
      open_out += out;
      open_ready = std::max(open_ready, c.ready);
      open_need = std::min(open_need, c.need);
      open_exposed += alone;
    }
    close();
  }
  if (groups.empty()) {
    Report("no two independent collectives of one bucket key fit a bucket; graph unchanged");
    return false;
  }
  // Buckets in program order of their first member.
  std::sort(groups.begin(), groups.end(), [&](const auto& a, const auto& b) {
    return candidates[a[0]].start < candidates[b[0]].start;
  });

  // Rewrite. Keys for the placement sort: original position; new nodes go
  // where the first member's collective / wait was.
  const size_t original_size = graph.size();
  std::vector<double> key;
  std::vector<bool> dropped(original_size, false);
  std::vector<std::pair<NodeId, double>> new_keys;
  std::vector<NodeId> new_heads;                 // copy-in nodes and merged collectives
  absl::flat_hash_map<NodeId, NodeId> replaced;  // member wait → its copy-out
  int64_t before = 0;
  absl::flat_hash_map<std::string, int> next_suffix;
  for (size_t b = 0; b < groups.size(); ++b) {
    std::vector<Candidate> members;
    for (size_t i : groups[b]) members.push_back(candidates[i]);
    auto r = RewriteBucket(graph, members, static_cast<int>(b), next_suffix);
    if (!r.ok()) return r.status();
    const double head_key = members[0].start;
    const double tail_key = members[0].wait;
    for (NodeId id : r->head) new_keys.emplace_back(id, head_key);
    for (NodeId id : r->tail) new_keys.emplace_back(id, tail_key);
    new_heads.insert(new_heads.end(), r->head.begin(), r->head.end());
    Bucket bucket;
    bucket.collective = graph.node(r->start).name;
    bucket.wait = graph.node(r->wait).name;
    bucket.kind = members[0].kind;
    bucket.group = graph.node(r->start).collective->group_name;
    for (size_t i = 0; i < members.size(); ++i) {
      const Candidate& m = members[i];
      bucket.members.push_back(graph.node(m.start).name);
      replaced[m.wait] = r->outs[i];
      dropped[static_cast<size_t>(m.start)] = true;
      dropped[static_cast<size_t>(m.wait)] = true;
      ++before;
    }
    const Node& s = graph.node(r->start);
    int64_t in = graph.node(s.args[0].node).value.bytes();
    bucket.bytes = std::max(in, s.value.bytes());
    buckets_.push_back(std::move(bucket));
  }
  // Unlink the dropped nodes, then place everything.
  ReplaceUses(graph, replaced);
  for (size_t i = 0; i < original_size; ++i) {
    if (!dropped[i]) continue;
    Node& n = graph.mutable_node(static_cast<NodeId>(i));
    n.args.clear();
    n.kwargs.clear();
  }
  graph.RebuildUsers();
  key.resize(graph.size());
  for (size_t i = 0; i < original_size; ++i) key[i] = static_cast<double>(i);
  for (const auto& [id, k] : new_keys) key[static_cast<size_t>(id)] = k;
  // Inputs that are InputOnlyNodes move up with the merged collective.
  const std::vector<bool> movable = InputOnlyNodes(graph);
  std::vector<NodeId> stack = new_heads;
  while (!stack.empty()) {
    NodeId id = stack.back();
    stack.pop_back();
    ForEachInput(graph.node(id), [&](NodeId input) {
      size_t in = static_cast<size_t>(input);
      if (movable[in] && key[in] > key[static_cast<size_t>(id)]) {
        key[in] = key[static_cast<size_t>(id)];
        stack.push_back(input);
      }
    });
  }
  // Dropped nodes get no place: give them a key, then filter them out.
  auto order = PriorityTopologicalOrder(graph, key);
  if (!order.ok()) return order.status();
  std::vector<NodeId> kept;
  kept.reserve(order->size());
  for (NodeId id : *order) {
    if (static_cast<size_t>(id) < original_size && dropped[static_cast<size_t>(id)]) continue;
    kept.push_back(id);
  }
  graph.Reorder(kept);
  Report(
      fmt::format("{} collectives merged into {} buckets (merges refused: {} by a path, {} "
                  "by an input computed after a member's first use, {} by lost overlap)",
                  before, groups.size(), rejected_path, rejected_order, rejected_overlap));
  return true;
}

}  // namespace collopt
