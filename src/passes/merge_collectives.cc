// collopt/passes/merge_collectives.cc — see merge_collectives.h.
#include "passes/merge_collectives.h"

#include <algorithm>
#include <functional>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "analysis/topological_order.h"
#include "fmt/format.h"
#include "passes/node_maker.h"

namespace collopt {
namespace {

bool IsBucketable(CollectiveKind kind) {
  return kind == CollectiveKind::kAllGather || kind == CollectiveKind::kReduceScatter ||
         kind == CollectiveKind::kAllReduce;
}

std::vector<int64_t> Dims(const Shape& shape) {
  std::vector<int64_t> dims;
  dims.reserve(shape.size());
  for (SymInt s : shape) dims.push_back(s.hint);
  return dims;
}

struct Rewritten {
  NodeId start = kNoNode;
  NodeId wait = kNoNode;
  std::vector<NodeId> head;  // copy-in nodes and the collective
  std::vector<NodeId> tail;  // the wait and copy-out nodes
  std::vector<NodeId> outs;  // per member, the node replacing its wait
};

using AddNode =
    std::function<absl::StatusOr<NodeId>(std::vector<NodeId>& into, const std::string& base,
                                         const std::string& target, std::vector<Argument> args)>;

// Writes `pieces` side by side along `dim` (their last dimension; piece i
// has `sizes[i]` elements there) into one new buffer: `constant_pad_nd` of
// the first to the full length, then one `slice_scatter` of each other piece
// into its place. Inductor lowers both as pointwise ops with masked loads
// (torch/_inductor/lowering.py, `constant_pad_nd` and `slice_scatter`) and
// fuses the chain into one kernel, where `aten.cat` on the CPU is a
// ConcatKernel with one copy kernel per piece (measured in PyTorch 2.6:
// 10 members, 21 kernels as cat + split copies, 2 as chains).
// cost/mem_bound.h prices and sim/memory.h stores the chain as that one kernel.
absl::StatusOr<NodeId> Assemble(const std::vector<NodeId>& pieces,
                                const std::vector<int64_t>& sizes, int64_t dim,
                                const std::string& stem, std::vector<NodeId>& into,
                                const AddNode& add) {
  int64_t total = 0;
  for (int64_t n : sizes) total += n;
  auto buffer =
      add(into, stem + "pad", "aten.constant_pad_nd.default",
          {Argument::Node(pieces[0]), Argument::IntList({0, total - sizes[0]}), Argument::Int(0)});
  if (!buffer.ok()) return buffer.status();
  int64_t offset = sizes[0];
  for (size_t i = 1; i < pieces.size(); ++i) {
    buffer = add(into, fmt::format("{}scatter_{}", stem, i), "aten.slice_scatter.default",
                 {Argument::Node(*buffer), Argument::Node(pieces[i]), Argument::Int(dim),
                  Argument::Int(offset), Argument::Int(offset + sizes[i])});
    if (!buffer.ok()) return buffer.status();
    offset += sizes[i];
  }
  return buffer;
}

// Writes one bucket's nodes: the copy-in (the members' inputs side by side in
// one buffer), the merged collective and its wait, the copy-out (each
// member's result out of the collective's). New nodes are named `prefix` +
// a base and carry the first member's source comment.
class BucketWriter {
 public:
  BucketWriter(Graph& graph, const std::vector<MergeMember>& members, const std::string& prefix,
               NodeMaker& make)
      : graph_(graph),
        members_(members),
        info_(*graph.node(members[0].start).collective),
        kind_(members[0].kind),
        g_(info_.group_size),
        // A copy: adding nodes moves the graph's node storage.
        comment_(SourceComment(graph.node(members[0].start))),
        add_([this, &prefix, &make](std::vector<NodeId>& into, const std::string& base,
                                    const std::string& target,
                                    std::vector<Argument> args) -> absl::StatusOr<NodeId> {
          auto id = make.Add(prefix + base, target, std::move(args), comment_);
          if (id.ok()) into.push_back(*id);
          return id;
        }) {
    for (const MergeMember& m : members) mixed_ |= m.input.dtype != members[0].input.dtype;
  }

  absl::StatusOr<Rewritten> Write() {
    auto input = CopyIn();
    if (!input.ok()) return input.status();
    if (auto s = Collective(*input); !s.ok()) return s;
    if (auto s = CopyOut(); !s.ok()) return s;
    return std::move(r_);
  }

 private:
  // One flat (or [G, -1]) piece per member, written side by side; returns
  // the collective's input. Fills split_: per member, its elements along the
  // split dimension.
  absl::StatusOr<NodeId> CopyIn() {
    const bool reduce_scatter = kind_ == CollectiveKind::kReduceScatter;
    std::vector<NodeId> pieces;
    for (size_t i = 0; i < members_.size(); ++i) {
      const MergeMember& m = members_[i];
      Argument x = graph_.node(m.start).args[0];
      std::vector<int64_t> shape =
          reduce_scatter ? std::vector<int64_t>{g_, -1} : std::vector<int64_t>{-1};
      auto flat = add_(r_.head, fmt::format("flat_{}", i), "aten.reshape.default",
                       {x, Argument::IntList(shape)});
      if (!flat.ok()) return flat.status();
      NodeId piece = *flat;
      int64_t n = reduce_scatter ? m.input.numel() / g_ : m.input.numel();
      if (mixed_) {
        auto bytes = add_(r_.head, fmt::format("bytes_{}", i), "aten.view.dtype",
                          {Argument::Node(piece), Argument::OfDType(DType::kUInt8)});
        if (!bytes.ok()) return bytes.status();
        piece = *bytes;
        n *= ItemSize(m.input.dtype);
      }
      pieces.push_back(piece);
      split_.push_back(n);
    }
    auto buffer = Assemble(pieces, split_, reduce_scatter ? 1 : 0, "", r_.head, add_);
    if (!buffer.ok() || !reduce_scatter) return buffer;
    return add_(r_.head, "buffer_flat", "aten.view.default",
                {Argument::Node(*buffer), Argument::IntList({-1})});
  }

  // The merged collective on `input` and its wait.
  absl::Status Collective(NodeId input) {
    std::vector<Argument> args = {Argument::Node(input)};
    std::string target;
    switch (kind_) {
      case CollectiveKind::kAllGather:
        target = "_c10d_functional.all_gather_into_tensor.default";
        args.push_back(Argument::Int(g_));
        break;
      case CollectiveKind::kReduceScatter:
        target = "_c10d_functional.reduce_scatter_tensor.default";
        args.push_back(Argument::String(info_.reduce_op));
        args.push_back(Argument::Int(g_));
        break;
      default:
        target = "_c10d_functional.all_reduce.default";
        args.push_back(Argument::String(info_.reduce_op));
        break;
    }
    args.push_back(Argument::String(info_.group_name));
    auto start = add_(r_.head, std::string(OpBaseName(target).substr(17)), target, std::move(args));
    if (!start.ok()) return start.status();
    r_.start = *start;
    graph_.mutable_node(r_.start).collective = info_;
    auto wait = add_(r_.tail, "wait_tensor", "_c10d_functional.wait_tensor.default",
                     {Argument::Node(r_.start)});
    if (!wait.ok()) return wait.status();
    r_.wait = *wait;
    return absl::OkStatus();
  }

  // A gathered member is strided ([G, n] out of [G, T]): the members are
  // first rewritten member-major by one fused chain; returns that buffer
  // and scales split_ to the gathered sizes.
  absl::StatusOr<NodeId> MemberMajor() {
    int64_t total = 0;
    for (int64_t n : split_) total += n;
    auto view = add_(r_.tail, "view", "aten.view.default",
                     {Argument::Node(r_.wait), Argument::IntList({g_, total})});
    if (!view.ok()) return view.status();
    std::vector<NodeId> gathered;
    int64_t offset = 0;
    for (size_t i = 0; i < members_.size(); ++i) {
      auto column = add_(r_.tail, fmt::format("gathered_{}", i), "aten.slice.Tensor",
                         {Argument::Node(*view), Argument::Int(1), Argument::Int(offset),
                          Argument::Int(offset + split_[i])});
      if (!column.ok()) return column.status();
      auto flat = add_(r_.tail, fmt::format("gathered_flat_{}", i), "aten.reshape.default",
                       {Argument::Node(*column), Argument::IntList({-1})});
      if (!flat.ok()) return flat.status();
      gathered.push_back(*flat);
      offset += split_[i];
      split_[i] *= g_;
    }
    return Assemble(gathered, split_, 0, "out_", r_.tail, add_);
  }

  // Each member is a slice and a view of the (member-major) result; reduced
  // members are contiguous slices already.
  absl::Status CopyOut() {
    NodeId whole = r_.wait;
    if (kind_ == CollectiveKind::kAllGather) {
      auto out = MemberMajor();
      if (!out.ok()) return out.status();
      whole = *out;
    }
    int64_t offset = 0;
    for (size_t i = 0; i < members_.size(); ++i) {
      const MergeMember& m = members_[i];
      auto part = add_(r_.tail, fmt::format("member_{}", i), "aten.slice.Tensor",
                       {Argument::Node(whole), Argument::Int(0), Argument::Int(offset),
                        Argument::Int(offset + split_[i])});
      if (!part.ok()) return part.status();
      offset += split_[i];
      NodeId piece = *part;
      if (mixed_) {
        auto typed = add_(r_.tail, fmt::format("typed_{}", i), "aten.view.dtype",
                          {Argument::Node(piece), Argument::OfDType(m.input.dtype)});
        if (!typed.ok()) return typed.status();
        piece = *typed;
      }
      auto shaped = add_(r_.tail, fmt::format("out_{}", i), "aten.view.default",
                         {Argument::Node(piece), Argument::IntList(Dims(m.output.shape))});
      if (!shaped.ok()) return shaped.status();
      r_.outs.push_back(*shaped);
    }
    return absl::OkStatus();
  }

  Graph& graph_;
  const std::vector<MergeMember>& members_;
  const CollectiveInfo info_;
  const CollectiveKind kind_;
  const int64_t g_;
  const std::string comment_;
  const AddNode add_;
  bool mixed_ = false;
  std::vector<int64_t> split_;
  Rewritten r_;
};

}  // namespace

std::optional<MergeMember> MergeMemberOf(const Graph& graph, const Node& node) {
  if (!node.collective.has_value() || !IsBucketable(node.collective->kind)) return std::nullopt;
  const CollectiveInfo& info = *node.collective;
  if (info.group_size <= 0 || node.args.empty() || node.args[0].kind != Argument::Kind::kNode) {
    return std::nullopt;
  }
  MergeMember m;
  m.start = node.id;
  m.kind = info.kind;
  m.wait = SoleWait(graph, node);
  const Value& in = graph.node(node.args[0].node).value;
  if (m.wait == kNoNode || !in.is_tensor() || !node.value.is_tensor()) return std::nullopt;
  m.input = in.tensor;
  m.output = node.value.tensor;
  if (!IsConcrete(m.input.shape) || !IsConcrete(m.output.shape) || m.input.rank() == 0 ||
      m.input.numel() == 0 || m.input.dtype != m.output.dtype) {
    return std::nullopt;
  }
  if (m.kind == CollectiveKind::kReduceScatter && m.input.shape[0].hint % info.group_size != 0) {
    return std::nullopt;
  }
  return m;
}

absl::StatusOr<std::vector<Bucket>> MergeCollectives(Graph& graph,
                                                     const std::vector<MergeGroup>& groups) {
  // Keys for the placement sort: original position; new nodes go
  // where the first member's collective / wait was.
  const size_t original_size = graph.size();
  std::vector<double> key;
  std::vector<bool> dropped(original_size, false);
  std::vector<std::pair<NodeId, double>> new_keys;
  std::vector<NodeId> new_heads;                 // copy-in nodes and merged collectives
  absl::flat_hash_map<NodeId, NodeId> replaced;  // member wait → its copy-out
  std::vector<Bucket> buckets;
  NodeMaker make(graph, "bucket");  // one per call: names stay O(1) across buckets
  // Room for every node the buckets add (BucketWriter: at most 9 per member
  // and 6 per bucket), made once: growing the node array step by step moved
  // the whole graph into fresh memory several times at 10^6 nodes.
  size_t added = 0;
  for (const MergeGroup& group : groups) added += 9 * group.members.size() + 6;
  graph.Reserve(graph.size() + added);
  for (const MergeGroup& group : groups) {
    const std::vector<MergeMember>& members = group.members;
    auto r = BucketWriter(graph, members, group.prefix, make).Write();
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
      const MergeMember& m = members[i];
      bucket.members.push_back(graph.node(m.start).name);
      replaced[m.wait] = r->outs[i];
      dropped[static_cast<size_t>(m.start)] = true;
      dropped[static_cast<size_t>(m.wait)] = true;
    }
    const Node& s = graph.node(r->start);
    int64_t in = graph.node(s.args[0].node).value.bytes();
    bucket.bytes = std::max(in, s.value.bytes());
    bucket.module = group.module;
    buckets.push_back(std::move(bucket));
  }
  // Unlink the dropped nodes, then place everything.
  UnlinkRewritten(graph, replaced, dropped);
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
  if (auto s = PlaceRewritten(graph, key, dropped); !s.ok()) return s;
  return buckets;
}

}  // namespace collopt
