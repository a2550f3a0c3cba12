// collopt/cost/cost_model.cc — see cost_model.h.
#include "cost/cost_model.h"

#include "analysis/shape_inference.h"
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
    case CostSource::kMeasured:
      return "measured";
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

bool IsComputeStreamCost(const Node& node, const NodeCost& cost) {
  if (node.collective.has_value() || cost.time_us <= 0) return false;
  return cost.source == CostSource::kRoofline || cost.source == CostSource::kMeasured;
}

NodeCost CostModel::EstimateCollective(const Graph& graph, const Node& node) const {
  const CollectiveInfo& info = *node.collective;
  NodeCost cost;
  cost.bytes = CollectiveInputBytes(graph, node);
  auto [time_us, source] =
      CollectiveTime(info.kind, info.group_name, info.group_size, cost.bytes, node.value.bytes());
  cost.time_us = time_us;
  cost.source = source;
  return cost;
}

std::pair<double, CostSource> CostModel::CollectiveTime(CollectiveKind kind,
                                                        const std::string& group_name,
                                                        int64_t group_size, int64_t input_bytes,
                                                        int64_t output_bytes) const {
  if (table_.has_value() && kind != CollectiveKind::kAllToAll) {
    if (auto us = table_->LookupUs(kind, group_name, group_size, input_bytes)) {
      return {*us, CostSource::kTable};
    }
  }
  int64_t nccl_bytes = kind == CollectiveKind::kAllGather ? output_bytes : input_bytes;
  return {EstimateNcclTime(hardware_, kind, nccl_bytes, group_size).time_us, CostSource::kAnalytic};
}

NodeCost CostModel::Estimate(const Graph& graph, const Node& node) const {
  // An untyped node (an op without a shape rule, under --allow-unknown-ops)
  // has no size to price: it costs nothing unless it was measured.
  if (IsUntyped(node) && !node.measured_us.has_value()) return NodeCost{};
  NodeCost cost;
  if (node.collective.has_value()) {
    cost = EstimateCollective(graph, node);
  } else {
    ComputeCost compute = EstimateComputeCost(graph, node, hardware_);
    cost.time_us = compute.time_us;
    cost.flops = compute.flops;
    cost.bytes = compute.bytes;
    cost.source = IsFreeOp(graph, node) ? CostSource::kFree : CostSource::kRoofline;
    cost.sm_bound = compute.sm_bound;
  }
  if (node.measured_us.has_value()) {
    cost.time_us = *node.measured_us;
    cost.source = CostSource::kMeasured;
  }
  return cost;
}

std::vector<NodeCost> CostModel::EstimateAll(const Graph& graph) const {
  std::vector<NodeCost> costs;
  costs.reserve(graph.size());
  for (const Node& node : graph.nodes()) costs.push_back(Estimate(graph, node));
  return costs;
}

}  // namespace collopt
