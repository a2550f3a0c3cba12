// collopt/cost/cost_model.cc — see cost_model.h.
#include "cost/cost_model.h"

#include "cost/compute_cost.h"
#include "cost/nccl_model.h"

namespace collopt {

std::string_view CostSourceName(CostSource source) {
  switch (source) {
    case CostSource::kFree:
      return "free";
    case CostSource::kRoofline:
      return "roofline";
    case CostSource::kTable:
      return "table";
    case CostSource::kAnalytic:
      return "analytic";
  }
  return "?";
}

int64_t CollectiveInputBytes(const Graph& graph, const Node& node) {
  int64_t bytes = 0;
  if (!node.args.empty()) {
    ForEachNodeRef(node.args[0], [&](NodeId id) { bytes += graph.node(id).value.bytes(); });
  }
  return bytes;
}

NodeCost CostModel::EstimateCollective(const Graph& graph, const Node& node) const {
  const CollectiveInfo& info = *node.collective;
  NodeCost cost;
  cost.bytes = CollectiveInputBytes(graph, node);
  if (table_.has_value() && info.kind != CollectiveKind::kAllToAll) {
    if (auto us = table_->LookupUs(info.kind, info.group_name, info.group_size, cost.bytes)) {
      cost.time_us = *us;
      cost.source = CostSource::kTable;
      return cost;
    }
  }
  int64_t nccl_bytes = info.kind == CollectiveKind::kAllGather ? node.value.bytes() : cost.bytes;
  cost.time_us = EstimateNcclTime(hardware_, info.kind, nccl_bytes, info.group_size).time_us;
  cost.source = CostSource::kAnalytic;
  return cost;
}

NodeCost CostModel::Estimate(const Graph& graph, const Node& node) const {
  if (node.collective.has_value()) return EstimateCollective(graph, node);
  ComputeCost compute = EstimateComputeCost(graph, node, hardware_);
  NodeCost cost;
  cost.time_us = compute.time_us;
  cost.flops = compute.flops;
  cost.bytes = compute.bytes;
  cost.source = IsFreeOp(graph, node) ? CostSource::kFree : CostSource::kRoofline;
  return cost;
}

std::vector<NodeCost> CostModel::EstimateAll(const Graph& graph) const {
  std::vector<NodeCost> costs;
  costs.reserve(graph.size());
  for (const Node& node : graph.nodes()) costs.push_back(Estimate(graph, node));
  return costs;
}

}  // namespace collopt
