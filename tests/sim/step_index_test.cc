// StepIndex's steps are Simulate's and SimulateAutoparallel's, to the bit:
// on a hand-made graph with a synchronous collective and a wait on a graph
// input, and on real graphs in program order, in a scheduled order and in
// the reversed order of their compute (each priced as the models price them,
// with and without a launch overhead).
#include "sim/step_index.h"

#include <algorithm>
#include <string>
#include <vector>

#include "api/simulate.h"
#include "passes/schedule_overlap.h"
#include "sim/autoparallel_timeline.h"
#include "sim/simulator.h"
#include "tests/sim/sim_case.h"

namespace collopt {
namespace {

// Both models' steps of `order` on `graph`, from the simulators and from a
// StepIndex, compared exactly.
void ExpectSameSteps(const Graph& graph, const std::vector<NodeCost>& costs,
                     const std::vector<NodeCost>& autoparallel_costs,
                     const std::vector<NodeId>& order) {
  const StepIndex index(graph);
  ASSERT_TRUE(index.usable());
  for (double launch : {0.0, 2.5}) {
    SimOptions options;
    options.order = order;
    options.launch_overhead_us = launch;
    options.step_only = true;
    options.compute_memory = false;
    EXPECT_EQ(index.CollectiveStepUs(costs, order, launch), Simulate(graph, costs, options).step_us)
        << "launch " << launch;
    AutoparallelOptions ap;
    ap.order = order;
    ap.launch_overhead_us = launch;
    ap.step_only = true;
    ap.compute_memory = false;
    EXPECT_EQ(index.AutoparallelStepUs(autoparallel_costs, order, launch),
              SimulateAutoparallel(graph, autoparallel_costs, ap).step_us)
        << "launch " << launch;
  }
}

TEST(StepIndex, SynchronousCollectiveAndWaitOnAnInput) {
  testing::SimCase c = testing::MakeSimCase(
      R"(x: "bf16[64, 64]", w: "bf16[32, 64]")",
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
      "mm = torch.ops.aten.mm.default(x, x)\n"
      "a2a = torch.ops._dtensor.shard_dim_alltoall.default(mm, 1, 0, '0')\n"
      "wx = torch.ops._c10d_functional.wait_tensor.default(x)\n"
      "mm2 = torch.ops.aten.mm.default(wx, x)\n"
      "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "return (mm2, a2a, wt)");
  c.Set("ag", 100);
  c.Set("mm", 30);
  c.Set("a2a", 40);
  c.Set("mm2", 50);
  ExpectSameSteps(c.graph, c.costs, c.costs, {});
  // The step itself, by hand: pg 0 runs ag [0, 100) then a2a [100, 140);
  // compute mm [0, 30), stalled by the synchronous a2a to 140, mm2 to 190.
  EXPECT_EQ(StepIndex(c.graph).CollectiveStepUs(c.costs, {}, 0), 190);
}

class StepIndexRealGraph : public ::testing::TestWithParam<std::string> {};

TEST_P(StepIndexRealGraph, SameStepsInEveryOrder) {
  const std::string path = testing::SharedData("autoparallel_overlap/" + GetParam());
  auto graph = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  std::string table;
  auto model = MakeCostModel(*graph, path, SimulateOptions{}, &table);
  ASSERT_TRUE(model.ok()) << model.status().message();
  const std::vector<NodeCost> costs = model->EstimateAll(*graph);
  const std::vector<NodeCost> ap_costs = AutoparallelCosts(*graph, *model, costs);
  ExpectSameSteps(*graph, costs, ap_costs, {});
  // A scheduled order: collectives moved ahead of the compute before their
  // waits, so the waits find them at other points of the clock.
  const std::vector<NodeId> scheduled =
      ScheduleOverlap::OrderForWindow(*graph, costs, kUnlimitedWindow, int64_t{5120} << 20);
  ASSERT_EQ(scheduled.size(), graph->size());
  ExpectSameSteps(*graph, costs, ap_costs, scheduled);
  // Not topological, but both simulators take any order of the nodes.
  std::vector<NodeId> reversed = scheduled;
  std::reverse(reversed.begin(), reversed.end());
  ExpectSameSteps(*graph, costs, ap_costs, reversed);
}

INSTANTIATE_TEST_SUITE_P(Shared, StepIndexRealGraph,
                         ::testing::Values("repro_llama3_8b_bw_256_2d.py",
                                           "repro_llama3_8b_fw_64_1d.py", "repro_dsv3_bw_64.py"));

}  // namespace
}  // namespace collopt
