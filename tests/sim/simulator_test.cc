// The step simulator on hand-built graphs with hand-set costs: every expected
// number is computed by hand in the comment next to it.
#include "sim/simulator.h"

#include "tests/sim/sim_case.h"

namespace collopt {
namespace {

using Case = testing::SimCase;
using testing::Pg;

Case Make(std::string_view params, std::string_view body) {
  return testing::MakeSimCase(params, body);
}

constexpr const char* kSimParams = R"(x: "bf16[64, 64]", w: "bf16[32, 64]", u: "bf16[32, 64]")";

// An all_gather (100 µs) issued before an independent mm (200 µs) and waited after it.
Case HiddenCase() {
  Case c = Make(kSimParams,
                "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
                "mm = torch.ops.aten.mm.default(x, x)\n"
                "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                "mm2 = torch.ops.aten.mm.default(wt, mm)\n"
                "return (mm2,)");
  c.Set("ag", 100);
  c.Set("mm", 200);
  c.Set("mm2", 50);
  return c;
}

// Two all_gathers (100 µs each; the second on `second_group`), an mm (50 µs), the
// waits in reverse order, and an add (10 µs) of both results.
Case TwoAllGathers(const std::string& second_group) {
  Case c = Make(kSimParams,
                "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
                "ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(u, 2, '" +
                    second_group +
                    "')\n"
                    "mm = torch.ops.aten.mm.default(x, x)\n"
                    "wt2 = torch.ops._c10d_functional.wait_tensor.default(ag2)\n"
                    "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                    "add = torch.ops.aten.add.Tensor(wt, wt2)\n"
                    "return (add, mm)");
  c.Set("ag", 100);
  c.Set("ag2", 100);
  c.Set("mm", 50);
  c.Set("add", 10);
  return c;
}

TEST(Simulator, CollectiveFullyHidden) {
  Case c = HiddenCase();
  SimResult r = Simulate(c.graph, c.costs);
  // compute: mm [0, 200), mm2 [200, 250); ag [0, 100) on pg 0 ends before the wait.
  EXPECT_DOUBLE_EQ(r.step_us, 250);
  EXPECT_DOUBLE_EQ(r.compute_us, 250);
  EXPECT_DOUBLE_EQ(Pg(r, "0").comm_us, 100);
  EXPECT_DOUBLE_EQ(Pg(r, "0").exposed_us, 0);
  EXPECT_DOUBLE_EQ(r.overlap_ratio, 1.0);
  // Longest path: mm (200) → mm2 (50) = 250 = compute busy.
  EXPECT_DOUBLE_EQ(r.critical_path_us, 250);
  EXPECT_DOUBLE_EQ(r.lower_bound_us, 250);
}

TEST(Simulator, CollectiveFullyExposed) {
  Case c = Make(kSimParams,
                "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
                "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                "mm = torch.ops.aten.mm.default(x, x)\n"
                "mm2 = torch.ops.aten.mm.default(wt, mm)\n"
                "return (mm2,)");
  c.Set("ag", 100);
  c.Set("mm", 200);
  c.Set("mm2", 50);
  SimResult r = Simulate(c.graph, c.costs);
  // The wait stalls compute for the whole 100 µs: 100 + 200 + 50.
  EXPECT_DOUBLE_EQ(r.step_us, 350);
  EXPECT_DOUBLE_EQ(Pg(r, "0").exposed_us, 100);
  EXPECT_DOUBLE_EQ(r.overlap_ratio, 0.0);
  EXPECT_DOUBLE_EQ(r.lower_bound_us, 250);  // the same work could take 250
}

// DTensor's shard_dim_alltoall returns when it is done: the compute stream
// stalls from its issue to its end, behind the all_gather on its group.
TEST(Simulator, SynchronousCollectiveBlocksTheComputeStream) {
  Case c = Make(kSimParams,
                "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
                "mm = torch.ops.aten.mm.default(x, x)\n"
                "a2a = torch.ops._dtensor.shard_dim_alltoall.default(mm, 1, 0, '0')\n"
                "mm2 = torch.ops.aten.mm.default(x, x)\n"
                "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                "return (mm2, a2a, wt)");
  c.Set("ag", 100);
  c.Set("mm", 30);
  c.Set("a2a", 40);
  c.Set("mm2", 50);
  SimResult r = Simulate(c.graph, c.costs);
  // pg 0: ag [0, 100), a2a [100, 140); compute: mm [0, 30), stalled to 140,
  // mm2 [140, 190); the wait finds ag done.
  EXPECT_DOUBLE_EQ(r.step_us, 190);
  EXPECT_DOUBLE_EQ(Pg(r, "0").comm_us, 140);
  EXPECT_DOUBLE_EQ(Pg(r, "0").exposed_us, 110);
  EXPECT_EQ(Pg(r, "0").collectives, 2);
}

TEST(Simulator, TwoCollectivesOnOneGroupSerialize) {
  Case c = TwoAllGathers("0");
  SimResult r = Simulate(c.graph, c.costs);
  // pg 0: ag [0, 100), ag2 [100, 200). mm [0, 50); wait ag2 stalls 150; add [200, 210).
  EXPECT_DOUBLE_EQ(r.step_us, 210);
  EXPECT_DOUBLE_EQ(Pg(r, "0").comm_us, 200);
  EXPECT_DOUBLE_EQ(Pg(r, "0").exposed_us, 150);
  EXPECT_DOUBLE_EQ(r.lower_bound_us, 200);  // the busiest stream: pg 0
}

TEST(Simulator, CollectivesOnTwoGroupsRunConcurrently) {
  Case c = TwoAllGathers("1");
  SimResult r = Simulate(c.graph, c.costs);
  // pg 0 and pg 1 both run [0, 100); wait ag2 stalls 50 (pg 1), wait ag finds it done.
  EXPECT_DOUBLE_EQ(r.step_us, 110);
  EXPECT_DOUBLE_EQ(Pg(r, "1").exposed_us, 50);
  EXPECT_DOUBLE_EQ(Pg(r, "0").exposed_us, 0);
  EXPECT_DOUBLE_EQ(r.exposed_us, 50);
  EXPECT_DOUBLE_EQ(r.critical_path_us, 110);  // ag (100) → wait → add (10)
  EXPECT_DOUBLE_EQ(r.lower_bound_us, 110);
}

TEST(Simulator, LaunchOverheadChargesEveryCallOnTheComputeStream) {
  Case c = Make(kSimParams,
                "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
                "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                "mm = torch.ops.aten.mm.default(wt, x)\n"
                "return (mm,)");
  c.Set("ag", 100);
  c.Set("mm", 20);
  SimOptions options;
  options.launch_overhead_us = 1;
  SimResult r = Simulate(c.graph, c.costs, options);
  // issue ag at [0, 1) → ag [1, 101); wait stalls to 101, +1 launch; mm [102, 123).
  EXPECT_DOUBLE_EQ(r.step_us, 123);
  EXPECT_DOUBLE_EQ(Pg(r, "0").exposed_us, 100);
  EXPECT_DOUBLE_EQ(r.compute_us, 23);  // three launches + mm
}

TEST(Simulator, WaitOnGraphInputDoesNotBlock) {
  Case c = Make(R"(rs: "f32[8, 4]", x: "f32[8, 4]")",
                "wt = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
                "add = torch.ops.aten.add.Tensor(wt, x)\n"
                "return (add,)");
  c.Set("add", 5);
  SimResult r = Simulate(c.graph, c.costs);
  EXPECT_DOUBLE_EQ(r.step_us, 5);
  EXPECT_DOUBLE_EQ(r.exposed_us, 0);
}

TEST(Simulator, TraceEventsAddUpToBusyTimes) {
  Case c = HiddenCase();
  SimResult r = Simulate(c.graph, c.costs);
  double compute = 0, comm = 0;
  for (const SimEvent& e : r.events) (e.track == 0 ? compute : comm) += e.duration_us;
  EXPECT_DOUBLE_EQ(compute, r.compute_us);
  EXPECT_DOUBLE_EQ(comm, r.comm_us);
}

}  // namespace
}  // namespace collopt
