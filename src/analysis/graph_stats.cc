// collopt/analysis/graph_stats.cc — see graph_stats.h.
#include "analysis/graph_stats.h"

#include <tuple>

namespace collopt {

GraphStats ComputeGraphStats(const Graph& graph) {
  GraphStats stats;
  std::map<std::tuple<int, std::string, int64_t>, CollectiveGroupStats> groups;
  for (const Node& node : graph.nodes()) {
    ++stats.nodes;
    if (node.op == NodeOp::kPlaceholder) {
      ++stats.placeholders;
      stats.input_bytes += node.value.bytes();
      continue;
    }
    if (node.op == NodeOp::kOutput) continue;
    ++stats.call_nodes;
    if (node.op == NodeOp::kCallFunction) ++stats.ops[node.target];
    if (node.op_class == OpClass::kWait) ++stats.waits;
    if (!node.collective.has_value()) continue;
    const CollectiveInfo& info = *node.collective;
    auto key = std::make_tuple(static_cast<int>(info.kind), info.group_name, info.group_size);
    CollectiveGroupStats& group = groups[key];
    group.kind = info.kind;
    group.pg = info.group_name;
    group.group_size = info.group_size;
    ++group.count;
    if (!node.args.empty()) {
      ForEachNodeRef(node.args[0],
                     [&](NodeId id) { group.input_bytes += graph.node(id).value.bytes(); });
    }
    group.output_bytes += node.value.bytes();
  }
  for (auto& [key, group] : groups) stats.collectives.push_back(group);
  return stats;
}

}  // namespace collopt
