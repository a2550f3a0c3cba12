// Compute slowed by collectives in flight (cost/contention.h, the contention
// of sim/simulator.h): hand-set costs and factors, every number computed by
// hand in the comment next to it.
#include "cost/contention.h"

#include "api/simulate.h"
#include "sim/simulator.h"
#include "tests/sim/sim_case.h"

namespace collopt {
namespace {

using Case = testing::SimCase;
using testing::Pg;

Case Make(std::string_view body) {
  return testing::MakeSimCase(R"(x: "bf16[64, 64]", w: "bf16[32, 64]", u: "bf16[64, 64]")", body);
}

// factor 1.5 on SM-bound compute and 1.2 on memory-bound, for every kind;
// all_reduce 2.0 / 1.0.
SimOptions Contention() {
  SimOptions options;
  options.contention.enabled = true;
  options.contention.sm_bound.fill(1.5);
  options.contention.memory_bound.fill(1.2);
  options.contention.sm_bound[static_cast<size_t>(CollectiveKind::kAllReduce)] = 2.0;
  options.contention.memory_bound[static_cast<size_t>(CollectiveKind::kAllReduce)] = 1.0;
  return options;
}

// An all_gather (100 µs) issued at 0, an independent mm (200 µs alone), the
// wait, then a relu (10 µs).
Case Overlapped(bool sm_bound) {
  Case c = Make(
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
      "mm = torch.ops.aten.mm.default(x, x)\n"
      "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "r = torch.ops.aten.relu.default(wt)\n"
      "return (mm, r)");
  c.Set("ag", 100);
  c.Set("mm", 200, sm_bound);
  c.Set("r", 10, false);
  return c;
}

TEST(Contention, ComputeIsSlowedOnlyWhileTheCollectiveRuns) {
  Case c = Overlapped(true);
  // Alone: mm 0–200, the all_gather 0–100 hidden, relu 200–210.
  SimResult off = Simulate(c.graph, c.costs, SimOptions{});
  EXPECT_DOUBLE_EQ(off.step_us, 210);
  EXPECT_DOUBLE_EQ(off.contention_us, 0);
  // With contention: 0–100 at 1.5× does 66.67 µs of the mm's work, the other
  // 133.33 µs run alone after the all_gather ends: the mm ends at 233.33;
  // the relu runs after it, alone: step 243.33, 33.33 µs of contention.
  SimResult on = Simulate(c.graph, c.costs, Contention());
  EXPECT_NEAR(on.step_us, 100 + (200 - 100 / 1.5) + 10, 1e-9);
  EXPECT_NEAR(on.contention_us, 100 - 100 / 1.5, 1e-9);
  EXPECT_NEAR(on.compute_us, 200 + 100 - 100 / 1.5 + 10, 1e-9);
  // The lower bound takes compute at its time alone: max(210, 100, 210).
  EXPECT_DOUBLE_EQ(on.lower_bound_us, off.lower_bound_us);
  // The compute event is stretched.
  for (const SimEvent& e : on.events) {
    if (e.node == c.graph.FindNode("mm")) {
      EXPECT_NEAR(e.duration_us, 233.3333333, 1e-6);
    }
  }
  // A memory-bound op takes the memory factor: 100 µs at 1.2× do 83.33 µs;
  // ends at 100 + 116.67 = 216.67.
  Case m = Overlapped(false);
  EXPECT_NEAR(Simulate(m.graph, m.costs, Contention()).step_us, 100 + (200 - 100 / 1.2) + 10, 1e-9);
}

// A compute op that ends before the collective does is slowed whole; an
// all_reduce beside an all_gather: the larger factor (2.0) applies while
// both run.
TEST(Contention, LargestFactorOfTheCollectivesInFlight) {
  Case c = Make(
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
      "ar = torch.ops._c10d_functional.all_reduce.default(u, 'sum', '1')\n"
      "mm = torch.ops.aten.mm.default(x, x)\n"
      "w1 = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "w2 = torch.ops._c10d_functional.wait_tensor.default(ar)\n"
      "return (mm, w1, w2)");
  c.Set("ag", 300);
  c.Set("ar", 50);
  c.Set("mm", 100, true);
  // 0–50 both run: factor 2 → 25 µs of work; 50–… the all_gather alone,
  // 1.5 → the other 75 µs take 112.5: the mm ends at 162.5 (< 300, so the
  // all_gather is still running); the step ends with the all_gather at 300.
  SimResult r = Simulate(c.graph, c.costs, Contention());
  EXPECT_NEAR(r.contention_us, 162.5 - 100, 1e-9);
  EXPECT_DOUBLE_EQ(r.step_us, 300);
  EXPECT_NEAR(Pg(r, "0").exposed_us, 300 - 162.5, 1e-9);
}

// A collective queued behind another on its group starts later: compute
// before its start runs at the first one's factor only.
TEST(Contention, ACollectiveQueuedOnItsGroupSlowsFromItsStart) {
  Case c = Make(
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
      "ar = torch.ops._c10d_functional.all_reduce.default(u, 'sum', '0')\n"
      "mm = torch.ops.aten.mm.default(x, x)\n"
      "w1 = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "w2 = torch.ops._c10d_functional.wait_tensor.default(ar)\n"
      "return (mm, w1, w2)");
  c.Set("ag", 30);
  c.Set("ar", 1000);
  c.Set("mm", 100, true);
  // 0–30 the all_gather (1.5): 20 µs of work; 30–… the all_reduce (2.0):
  // the other 80 take 160: the mm ends at 190.
  SimResult r = Simulate(c.graph, c.costs, Contention());
  EXPECT_NEAR(r.contention_us, 190 - 100, 1e-9);
  EXPECT_DOUBLE_EQ(r.step_us, 1030);
}

TEST(Contention, DefaultFactorsFromTheProfile) {
  auto h100 = BuiltinHardware("h100");
  ASSERT_TRUE(h100.ok());
  ContentionModel m = DefaultContention(*h100);
  EXPECT_TRUE(m.enabled);
  // 1.028 × 132 ÷ (132 − 16); 1 + 0.129 × (16/132) ÷ (20/132) = 1 + 0.129 × 0.8.
  EXPECT_DOUBLE_EQ(m.Factor(CollectiveKind::kAllGather, true), 1.028 * 132 / 116);
  EXPECT_NEAR(m.Factor(CollectiveKind::kAllToAll, false), 1.1032, 1e-12);
  EXPECT_EQ(ContentionSummary(m), "matmul x1.170, memory x1.103");
  auto a100 = BuiltinHardware("a100");  // 8 channels of 108 SMs
  EXPECT_DOUBLE_EQ(DefaultContention(*a100).sm_bound[0], 1.028 * 108 / 100);
}

TEST(Contention, ParsesOnOffAndOverrides) {
  auto hw = BuiltinHardware("h100");
  ASSERT_TRUE(hw.ok());
  EXPECT_FALSE(ParseContention("off", *hw)->enabled);
  EXPECT_TRUE(ParseContention("on", *hw)->enabled);
  auto m = ParseContention("matmul=1.35, all_to_all.memory=1.5", *hw);
  ASSERT_TRUE(m.ok()) << m.status();
  EXPECT_DOUBLE_EQ(m->Factor(CollectiveKind::kReduceScatter, true), 1.35);
  EXPECT_DOUBLE_EQ(m->Factor(CollectiveKind::kAllToAll, false), 1.5);
  EXPECT_NEAR(m->Factor(CollectiveKind::kAllGather, false), 1.1032, 1e-12);
  EXPECT_EQ(ContentionSummary(*m),
            "all_gather: matmul x1.350, memory x1.103; reduce_scatter: matmul x1.350, memory "
            "x1.103; all_reduce: matmul x1.350, memory x1.103; all_to_all: matmul x1.350, "
            "memory x1.500; broadcast: matmul x1.350, memory x1.103");
  EXPECT_EQ(ParseContention("maybe", *hw).status().message(),
            "--contention: expected on, off or CLASS=FACTOR[,...] (CLASS matmul or memory, "
            "optionally KIND.CLASS), got 'maybe'");
  EXPECT_EQ(ParseContention("matmul=0.5", *hw).status().message(),
            "--contention: expected a factor >= 1 for 'matmul', got '0.5'");
  EXPECT_EQ(ParseContention("matmul=nan", *hw).status().message(),
            "--contention: expected a factor >= 1 for 'matmul', got 'nan'");
  EXPECT_EQ(ParseContention("gemm=1.2", *hw).status().message(),
            "--contention: expected matmul or memory, got 'gemm'");
  EXPECT_EQ(ParseContention("send.matmul=1.2", *hw).status().message(),
            "--contention: expected a collective kind (all_gather, reduce_scatter, "
            "all_reduce, all_to_all, broadcast), got 'send'");
}

// simulate: off by default (perfect overlap), `on` takes the profile's factors.
TEST(Contention, SimulateReportsIt) {
  Graph graph = testing::MustLoad(
      R"(x: "bf16[8192, 8192]", w: "bf16[4096, 8192]")",
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
      "mm = torch.ops.aten.mm.default(x, x)\n"
      "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "return (mm, wt)");
  SimulateOptions flags;
  flags.colls = "none";
  auto off = RunSimulation(graph, "", flags);  // the default
  ASSERT_TRUE(off.ok()) << off.status();
  flags.contention = "on";
  auto on = RunSimulation(graph, "", flags);
  ASSERT_TRUE(on.ok()) << on.status();
  EXPECT_EQ(on->contention, "matmul x1.170, memory x1.103");
  EXPECT_EQ(off->contention, "off");
  EXPECT_DOUBLE_EQ(off->result.contention_us, 0);
  // The all_gather runs beside the whole mm at first: the contention is
  // (1.170 − 1) × its time, if it is shorter than the mm.
  double ag = on->costs[static_cast<size_t>(graph.FindNode("ag"))].time_us;
  ASSERT_LT(ag * 1.17, on->costs[static_cast<size_t>(graph.FindNode("mm"))].time_us);
  EXPECT_NEAR(on->result.contention_us, ag * (1 - 1 / (1.028 * 132 / 116)), 1e-6);
  EXPECT_NEAR(on->result.step_us - off->result.step_us, on->result.contention_us, 1e-6);
  nlohmann::ordered_json json = SimulationToJson(graph, *on);
  EXPECT_EQ(json["contention"], "matmul x1.170, memory x1.103");
  EXPECT_DOUBLE_EQ(json["contention_us"].get<double>(), on->result.contention_us);
  flags.contention = "matmul=0";
  EXPECT_EQ(RunSimulation(graph, "", flags).status().message(),
            "--contention: expected a factor >= 1 for 'matmul', got '0'");
}

}  // namespace
}  // namespace collopt
