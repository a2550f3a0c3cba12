// collopt/frontend/finalize_graph.cc — see finalize_graph.h.
#include "frontend/finalize_graph.h"

#include "fmt/format.h"
#include "support/strings.h"

namespace collopt {
namespace {

// Positional or keyword argument `index`/`name` of a node.
const Argument* Arg(const Node& node, size_t index, std::string_view name) {
  if (index < node.args.size()) return &node.args[index];
  return node.Kwarg(name);
}

absl::Status ReadSplitSizes(const SourceFile& file, const Node& node, const Argument* arg,
                            std::vector<SymInt>& out) {
  if (arg == nullptr || arg->kind == Argument::Kind::kNone) return absl::OkStatus();
  if (!arg->is_sequence()) {
    return file.ErrorAt(node.offset,
                        fmt::format("expected a list of split sizes in '{}'", node.name));
  }
  for (const Argument& item : arg->items) {
    if (item.kind == Argument::Kind::kInt) {
      out.push_back(SymInt::Concrete(item.i));
    } else if (item.kind == Argument::Kind::kNode) {
      out.push_back(SymInt::Symbolic(0));  // resolved by shape inference
    } else {
      return file.ErrorAt(item.offset ? item.offset : node.offset,
                          fmt::format("expected an int split size in '{}'", node.name));
    }
  }
  return absl::OkStatus();
}

absl::Status DescribeCollective(const SourceFile& file, Graph& graph, Node& node,
                                CollectiveKind kind) {
  CollectiveInfo info;
  info.kind = kind;
  const Argument* group = nullptr;
  const Argument* size = nullptr;
  const Argument* reduce = nullptr;
  bool coalesced = Contains(node.target, "coalesced");
  (void)coalesced;
  switch (kind) {
    case CollectiveKind::kAllGather:
      size = Arg(node, 1, "group_size");
      group = Arg(node, 2, "group_name");
      break;
    case CollectiveKind::kReduceScatter:
      reduce = Arg(node, 1, "reduce_op");
      size = Arg(node, 2, "group_size");
      group = Arg(node, 3, "group_name");
      break;
    case CollectiveKind::kAllReduce:
      reduce = Arg(node, 1, "reduce_op");
      group = Arg(node, 2, "group_name");
      break;
    case CollectiveKind::kAllToAll:
      group = Arg(node, 3, "group_name");
      if (IsSynchronousCollective(node.target)) break;  // (input, gather_dim, shard_dim, group)
      if (auto s = ReadSplitSizes(file, node, Arg(node, 1, "output_split_sizes"),
                                  info.output_split_sizes);
          !s.ok()) {
        return s;
      }
      if (auto s =
              ReadSplitSizes(file, node, Arg(node, 2, "input_split_sizes"), info.input_split_sizes);
          !s.ok()) {
        return s;
      }
      break;
    case CollectiveKind::kBroadcast:
      group = Arg(node, 2, "group_name");
      break;
  }
  if (group == nullptr || group->kind != Argument::Kind::kString) {
    return file.ErrorAt(
        node.offset,
        fmt::format("expected a process group name string in '{}' ({})", node.name, node.target));
  }
  info.group_name = group->s;
  if (size != nullptr) {
    if (size->kind != Argument::Kind::kInt || size->i <= 0) {
      return file.ErrorAt(node.offset,
                          fmt::format("expected a positive int group_size in '{}'", node.name));
    }
    info.group_size = size->i;
  }
  if (reduce != nullptr) {
    if (reduce->kind != Argument::Kind::kString) {
      return file.ErrorAt(node.offset,
                          fmt::format("expected a reduce op string in '{}'", node.name));
    }
    info.reduce_op = reduce->s;
  }
  auto pg = graph.process_groups.find(info.group_name);
  if (info.group_size > 0) {
    if (pg == graph.process_groups.end()) {
      ProcessGroup added;
      added.name = info.group_name;
      added.size = info.group_size;
      graph.process_groups[info.group_name] = added;
    } else if (pg->second.size != info.group_size) {
      return file.ErrorAt(
          node.offset, fmt::format("'{}' uses process group '{}' with group_size {}, but the "
                                   "group has size {}",
                                   node.name, info.group_name, info.group_size, pg->second.size));
    }
  }
  node.collective = std::move(info);
  return absl::OkStatus();
}

// The group size a shard_dim_alltoall's annotated shapes imply: its result
// has `gather_dim` G times and `shard_dim` 1/G times its input's; 0 when the
// dump does not annotate both or the dims are equal (the shape is G-free).
int64_t SizeFromAnnotations(const Graph& graph, const Node& node) {
  const Argument* gather = Arg(node, 1, "gather_dim");
  if (node.args.empty() || node.args[0].kind != Argument::Kind::kNode || gather == nullptr ||
      gather->kind != Argument::Kind::kInt || !node.annotation.has_value()) {
    return 0;
  }
  const Node& input = graph.node(node.args[0].node);
  const Value* in = input.annotation.has_value() ? &*input.annotation : nullptr;
  if (in == nullptr && input.value.is_tensor()) in = &input.value;
  const Value& out = *node.annotation;
  if (in == nullptr || !in->is_tensor() || !out.is_tensor() ||
      in->tensor.rank() != out.tensor.rank()) {
    return 0;
  }
  int64_t dim = gather->i < 0 ? gather->i + in->tensor.rank() : gather->i;
  if (dim < 0 || dim >= in->tensor.rank()) return 0;
  const int64_t before = in->tensor.shape[static_cast<size_t>(dim)].hint;
  const int64_t after = out.tensor.shape[static_cast<size_t>(dim)].hint;
  return before > 0 && after % before == 0 && after > before ? after / before : 0;
}

}  // namespace

absl::Status FinalizeGraph(const SourceFile& file, Graph& graph) {
  for (Node& node : graph.mutable_nodes()) {
    if (node.op_class != OpClass::kCollective) continue;
    auto kind = CollectiveKindOfTarget(node.target);
    if (auto s = DescribeCollective(file, graph, node, *kind); !s.ok()) return s;
  }
  // Sizes for collectives that do not state one (all_reduce, all_to_all, broadcast).
  for (Node& node : graph.mutable_nodes()) {
    if (!node.collective.has_value() || node.collective->group_size > 0) continue;
    CollectiveInfo& info = *node.collective;
    auto pg = graph.process_groups.find(info.group_name);
    if (pg != graph.process_groups.end() && pg->second.size > 0) {
      info.group_size = pg->second.size;
    } else if (int64_t g =
                   IsSynchronousCollective(node.target) ? SizeFromAnnotations(graph, node) : 0;
               g > 0) {
      info.group_size = g;
      graph.process_groups[info.group_name] = ProcessGroup::Named(info.group_name, g);
    } else if (pg != graph.process_groups.end()) {
      info.group_size = pg->second.size;
    } else if (info.input_split_sizes.empty()) {
      // Only all_reduce/broadcast name this group: its size is unknown (0).
      graph.process_groups[info.group_name] = ProcessGroup::Named(info.group_name, 0);
    } else {
      info.group_size = static_cast<int64_t>(info.input_split_sizes.size());
      ProcessGroup added;
      added.name = info.group_name;
      added.size = info.group_size;
      graph.process_groups[info.group_name] = std::move(added);
    }
  }
  for (const Node& node : graph.nodes()) {
    if (node.op_class != OpClass::kWait) continue;
    if (node.args.empty() || node.args[0].kind != Argument::Kind::kNode) {
      return file.ErrorAt(
          node.offset,
          fmt::format("expected a collective as the argument of wait '{}'", node.name));
    }
    const Node* input = &graph.node(WaitRoot(graph, node));
    // A wait on a graph input waits on a collective issued by an earlier graph
    // (a backward graph waiting on the forward's reduce_scatter).
    if (input->op_class != OpClass::kCollective && input->op != NodeOp::kPlaceholder) {
      return file.ErrorAt(
          node.offset, fmt::format("wait '{}' waits on '{}', which is not a collective", node.name,
                                   input->name));
    }
  }
  return absl::OkStatus();
}

}  // namespace collopt
