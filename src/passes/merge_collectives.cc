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

absl::StatusOr<Rewritten> RewriteBucket(Graph& graph, const std::vector<MergeMember>& members,
                                        const std::string& p, NodeMaker& make) {
  const CollectiveInfo info = *graph.node(members[0].start).collective;
  const int64_t g = info.group_size;
  const CollectiveKind kind = members[0].kind;
  bool mixed = false;
  for (const MergeMember& m : members) mixed |= m.input.dtype != members[0].input.dtype;
  // A copy: adding nodes moves the graph's node storage.
  const std::string comment = graph.node(members[0].start).source_comment;
  Rewritten r;
  const AddNode add = [&](std::vector<NodeId>& into, const std::string& base,
                          const std::string& target,
                          std::vector<Argument> args) -> absl::StatusOr<NodeId> {
    auto id = make.Add(p + base, target, std::move(args), comment);
    if (id.ok()) into.push_back(*id);
    return id;
  };

  // Copy-in: one flat (or [G, -1]) piece per member, written side by side.
  std::vector<NodeId> pieces;
  std::vector<int64_t> split;  // per member, elements along the split dimension
  for (size_t i = 0; i < members.size(); ++i) {
    const MergeMember& m = members[i];
    Argument x = graph.node(m.start).args[0];
    std::vector<int64_t> shape =
        kind == CollectiveKind::kReduceScatter ? std::vector<int64_t>{g, -1} : std::vector{-1L};
    auto flat = add(r.head, fmt::format("flat_{}", i), "aten.reshape.default",
                    {x, Argument::IntList(shape)});
    if (!flat.ok()) return flat.status();
    NodeId piece = *flat;
    int64_t n = kind == CollectiveKind::kReduceScatter ? m.input.numel() / g : m.input.numel();
    if (mixed) {
      auto bytes = add(r.head, fmt::format("bytes_{}", i), "aten.view.dtype",
                       {Argument::Node(piece), Argument::OfDType(DType::kUInt8)});
      if (!bytes.ok()) return bytes.status();
      piece = *bytes;
      n *= ItemSize(m.input.dtype);
    }
    pieces.push_back(piece);
    split.push_back(n);
  }
  auto buffer =
      Assemble(pieces, split, kind == CollectiveKind::kReduceScatter ? 1 : 0, "", r.head, add);
  if (!buffer.ok()) return buffer.status();
  NodeId input = *buffer;
  if (kind == CollectiveKind::kReduceScatter) {
    auto flat = add(r.head, "buffer_flat", "aten.view.default",
                    {Argument::Node(input), Argument::IntList({-1})});
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
      args.push_back(Argument::String(info.reduce_op));
      args.push_back(Argument::Int(g));
      break;
    default:
      target = "_c10d_functional.all_reduce.default";
      args.push_back(Argument::String(info.reduce_op));
      break;
  }
  args.push_back(Argument::String(info.group_name));
  auto start = add(r.head, std::string(OpBaseName(target).substr(17)), target, std::move(args));
  if (!start.ok()) return start.status();
  r.start = *start;
  graph.mutable_node(r.start).collective = info;
  auto wait =
      add(r.tail, "wait_tensor", "_c10d_functional.wait_tensor.default", {Argument::Node(r.start)});
  if (!wait.ok()) return wait.status();
  r.wait = *wait;

  // Copy-out. A gathered member is strided ([G, n] out of [G, T]): the
  // members are first rewritten member-major by one fused chain, then each is
  // a slice and a view of it. Reduced members are contiguous slices already.
  NodeId whole = r.wait;
  if (kind == CollectiveKind::kAllGather) {
    int64_t total = 0;
    for (int64_t n : split) total += n;
    auto view = add(r.tail, "view", "aten.view.default",
                    {Argument::Node(whole), Argument::IntList({g, total})});
    if (!view.ok()) return view.status();
    std::vector<NodeId> gathered;
    int64_t offset = 0;
    for (size_t i = 0; i < members.size(); ++i) {
      auto column = add(r.tail, fmt::format("gathered_{}", i), "aten.slice.Tensor",
                        {Argument::Node(*view), Argument::Int(1), Argument::Int(offset),
                         Argument::Int(offset + split[i])});
      if (!column.ok()) return column.status();
      auto flat = add(r.tail, fmt::format("gathered_flat_{}", i), "aten.reshape.default",
                      {Argument::Node(*column), Argument::IntList({-1})});
      if (!flat.ok()) return flat.status();
      gathered.push_back(*flat);
      offset += split[i];
      split[i] *= g;
    }
    auto out = Assemble(gathered, split, 0, "out_", r.tail, add);
    if (!out.ok()) return out.status();
    whole = *out;
  }
  int64_t offset = 0;
  for (size_t i = 0; i < members.size(); ++i) {
    const MergeMember& m = members[i];
    auto part = add(r.tail, fmt::format("member_{}", i), "aten.slice.Tensor",
                    {Argument::Node(whole), Argument::Int(0), Argument::Int(offset),
                     Argument::Int(offset + split[i])});
    if (!part.ok()) return part.status();
    offset += split[i];
    NodeId piece = *part;
    if (mixed) {
      auto typed = add(r.tail, fmt::format("typed_{}", i), "aten.view.dtype",
                       {Argument::Node(piece), Argument::OfDType(m.input.dtype)});
      if (!typed.ok()) return typed.status();
      piece = *typed;
    }
    auto shaped = add(r.tail, fmt::format("out_{}", i), "aten.view.default",
                      {Argument::Node(piece), Argument::IntList(Dims(m.output.shape))});
    if (!shaped.ok()) return shaped.status();
    r.outs.push_back(*shaped);
  }
  return r;
}

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
  for (const MergeGroup& group : groups) {
    const std::vector<MergeMember>& members = group.members;
    auto r = RewriteBucket(graph, members, group.prefix, make);
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
