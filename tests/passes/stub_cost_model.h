// collopt/tests/passes/stub_cost_model.h — the reference's stub cost model.
//
// PyTorch's overlap tests price nodes with "a collective costs 1.0, mm costs
// k, everything else nothing" (shared/reference/pytorch_overlap_passes.md
// §5.2); the golden scenarios here use the same.
#ifndef COLLOPT_TESTS_PASSES_STUB_COST_MODEL_H_
#define COLLOPT_TESTS_PASSES_STUB_COST_MODEL_H_

#include <map>
#include <string>
#include <string_view>
#include <utility>

#include "cost/cost_model.h"
#include "cost/hardware.h"
#include "tests/test_util.h"

namespace collopt::testing {

inline HardwareProfile H100() {
  auto hardware = LoadHardware("h100");
  EXPECT_TRUE(hardware.ok()) << hardware.status().message();
  return *hardware;
}

/// Collective = 1 ms; aten.mm = `mm_us` (roofline); targets in `compute` the
/// time given (roofline); everything else free. CollectiveTime (a merged
/// bucket): 1 ms whatever the size, or with `sum_unit_bytes` > 0, 1 ms per
/// `sum_unit_bytes` of input (a bucket of n equal members costs n ms).
class StubCostModel : public CostModel {
 public:
  explicit StubCostModel(double mm_us = 1000, std::map<std::string, double> compute = {},
                         int64_t sum_unit_bytes = 0)
      : CostModel(H100()),
        mm_us_(mm_us),
        compute_(std::move(compute)),
        sum_unit_bytes_(sum_unit_bytes) {}

  NodeCost Estimate(const Graph& graph, const Node& node) const override {
    NodeCost cost;
    if (node.collective.has_value()) {
      cost.bytes = CollectiveInputBytes(graph, node);
      cost.time_us = CollectiveTime(node.collective->kind, node.collective->group_name,
                                    node.collective->group_size, cost.bytes, node.value.bytes())
                         .first;
      cost.source = CostSource::kTable;
      return cost;
    }
    double us = 0;
    if (node.target == "aten.mm.default") {
      us = mm_us_;
    } else if (auto it = compute_.find(node.target); it != compute_.end()) {
      us = it->second;
    }
    if (us > 0) {
      cost.time_us = us;
      cost.source = CostSource::kRoofline;
    }
    return cost;
  }

  std::pair<double, CostSource> CollectiveTime(CollectiveKind /*kind*/,
                                               const std::string& /*group_name*/,
                                               int64_t /*group_size*/, int64_t input_bytes,
                                               int64_t /*output_bytes*/) const override {
    if (sum_unit_bytes_ > 0) {
      return {1000.0 * static_cast<double>(input_bytes) / static_cast<double>(sum_unit_bytes_),
              CostSource::kTable};
    }
    return {1000, CostSource::kTable};
  }

 private:
  double mm_us_;
  std::map<std::string, double> compute_;
  int64_t sum_unit_bytes_;
};

}  // namespace collopt::testing

#endif  // COLLOPT_TESTS_PASSES_STUB_COST_MODEL_H_
