// collopt/cost/cost_model.h — the time of every node.
//
// Collectives: the measured table when it has a row (collective_table.h,
// looked up with INPUT bytes as the peer does), else the analytic NCCL model
// (nccl_model.h, with NCCL's byte count: all_gather's output, the input for
// the others). all_to_all_single always uses the analytic model.
// Everything else: the roofline of compute_cost.h; views, waits and metadata
// ops cost zero, and so do untyped nodes (an op without a shape rule under
// --allow-unknown-ops, analysis/shape_inference.h IsUntyped): their size is
// unknown. They also own no memory in the simulator (sim/memory.h: an
// untyped value holds no tensor).
// A node with a measured time (Node::measured_us, set from a node-costs file
// by node_costs.h) costs that time, whatever it is (source "measured").
#ifndef COLLOPT_COST_COST_MODEL_H_
#define COLLOPT_COST_COST_MODEL_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cost/collective_table.h"
#include "cost/contention.h"
#include "cost/hardware.h"
#include "ir/graph.h"

namespace collopt {

enum class CostSource : uint8_t { kFree, kRoofline, kTable, kAnalytic, kMeasured };
/// "free", "roofline", "table", "analytic", "measured".
std::string_view CostSourceName(CostSource source);

struct NodeCost {
  double time_us = 0;
  double flops = 0;
  int64_t bytes = 0;  // bytes moved (compute) or collective input bytes
  CostSource source = CostSource::kFree;
  /// A compute op that fills the SMs (matmul, convolution, attention rules):
  /// the contention factor for SM-bound compute applies (contention.h).
  bool sm_bound = false;
};

// Every pass and simulation holds one a node (several side by side at 10^6
// nodes): the one-byte members last, 32 bytes instead of 40.
static_assert(sizeof(NodeCost) == 32, "a NodeCost is 32 bytes");

/// A cost model's estimates of every node of one graph (CostModel::
/// EstimateAll, indexed by NodeId), shared read-only by the passes that price
/// that graph unchanged; nullptr where none are at hand.
using SharedEstimates = std::shared_ptr<const std::vector<NodeCost>>;

class CostModel {
 public:
  explicit CostModel(HardwareProfile hardware, std::optional<CollectiveTable> table = {})
      : hardware_(std::move(hardware)), table_(std::move(table)) {}
  virtual ~CostModel() = default;
  CostModel(const CostModel&) = default;
  CostModel(CostModel&&) = default;
  CostModel& operator=(const CostModel&) = default;
  CostModel& operator=(CostModel&&) = default;

  const HardwareProfile& hardware() const { return hardware_; }
  const std::optional<CollectiveTable>& table() const { return table_; }
  /// How collectives in flight slow compute (off unless set; the simulator
  /// applies it, sim/simulator.h).
  const ContentionModel& contention() const { return contention_; }
  void set_contention(ContentionModel contention) { contention_ = contention; }

  /// Virtual so that tests can price nodes with a stub (the reference's
  /// golden scenarios use "collective = 1 ms, mm = k").
  virtual NodeCost Estimate(const Graph& graph, const Node& node) const;
  /// One entry per node, indexed by NodeId.
  std::vector<NodeCost> EstimateAll(const Graph& graph) const;

  /// Time in µs of a collective that is not (yet) in a graph — the bucketer's
  /// question "what would the merged collective cost?". The table lookup takes
  /// `input_bytes`; the analytic model takes the output bytes for all_gather
  /// and the input bytes otherwise (NCCL's convention, as EstimateCollective).
  virtual std::pair<double, CostSource> CollectiveTime(CollectiveKind kind,
                                                       const std::string& group_name,
                                                       int64_t group_size, int64_t input_bytes,
                                                       int64_t output_bytes) const;

 private:
  NodeCost EstimateCollective(const Graph& graph, const Node& node) const;

  HardwareProfile hardware_;
  std::optional<CollectiveTable> table_;
  ContentionModel contention_;
};

/// Bytes of the collective's input tensor(s) (its first argument).
int64_t CollectiveInputBytes(const Graph& graph, const Node& node);

/// True when `cost` is time on the compute stream: a non-collective node
/// priced by the roofline or measured, with a nonzero time.
bool IsComputeStreamCost(const Node& node, const NodeCost& cost);

}  // namespace collopt

#endif  // COLLOPT_COST_COST_MODEL_H_
