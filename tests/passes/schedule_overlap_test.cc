// schedule-overlap golden scenarios, ported from PyTorch's overlap-scheduling
// tests (shared/reference/pytorch_overlap_passes.md §5.2
// TestComputeCommReorderingMultiProc, §5.1 TestCrossPGOverlap and
// TestFusibleNodeOverlap) with a stub cost model: a collective costs 1 ms,
// aten.mm 1 ms, listed ops a given time, everything else is free. Each run
// checks the graph is valid and that every process group keeps its issue
// order. Where our rules differ from the reference (compute keeps its program
// order unless it is an InputOnlyNode; a collective is issued as soon as it
// may), the comment says so.
#include "passes/schedule_overlap.h"

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "analysis/graph_validator.h"
#include "api/load.h"
#include "cost/hardware.h"
#include "passes/async_tp.h"
#include "passes/reassign_collective_pgs.h"
#include "passes/schedule/order_search.h"
#include "sim/memory.h"
#include "sim/simulator.h"
#include "tests/passes/stub_cost_model.h"
#include "tests/test_util.h"
#include "writer/graph_writer.h"

namespace collopt {
namespace {

using testing::CallNames;
using testing::MustLoad;
using testing::StubCostModel;

ScheduleOptions NoMemoryLimit() {
  ScheduleOptions options;
  options.memory_limit_bytes = -1;
  return options;
}

// Runs the pass; checks validity and the per-group issue order.
bool RunScheduler(ScheduleOverlap& pass, Graph& graph) {
  const auto before = CollectiveOrder(graph);
  auto changed = pass.Run(graph);
  EXPECT_TRUE(changed.ok()) << changed.status().message();
  absl::Status valid = ValidateGraph(graph);
  EXPECT_TRUE(valid.ok()) << valid.message();
  EXPECT_EQ(CollectiveOrder(graph), before);
  return changed.ok() && *changed;
}

// The reference's view of an order: collectives by kind, "wait", "mm".
std::vector<std::string> Kinds(const Graph& graph) {
  std::vector<std::string> kinds;
  for (const Node& node : graph.nodes()) {
    if (node.collective.has_value()) {
      kinds.emplace_back(CollectiveKindName(node.collective->kind));
    } else if (node.op_class == OpClass::kWait) {
      kinds.emplace_back("wait");
    } else if (node.target == "aten.mm.default") {
      kinds.emplace_back("mm");
    }
  }
  return kinds;
}

// Names of nodes that are neither collectives nor waits, in program order.
std::vector<std::string> ComputeNames(const Graph& graph) {
  std::vector<std::string> names;
  for (const Node& node : graph.nodes()) {
    if (node.op == NodeOp::kCallFunction && !node.collective.has_value() &&
        node.op_class != OpClass::kWait) {
      names.push_back(node.name);
    }
  }
  return names;
}

std::vector<std::string> OrderNames(const Graph& graph, const std::vector<NodeId>& order) {
  std::vector<std::string> names;
  for (NodeId id : order) {
    if (graph.node(id).op == NodeOp::kCallFunction) names.push_back(graph.node(id).name);
  }
  return names;
}

double ExposedUs(const Graph& graph, const CostModel& model) {
  return Simulate(graph, model.EstimateAll(graph)).exposed_us;
}

bool HasLineWith(const std::vector<std::string>& lines, std::string_view text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

// §5.2 test_sink_waits: ar(a); b = a@a; ar_out@b.
constexpr const char* kSinkWaits =
    "ar = torch.ops._c10d_functional.all_reduce.default(a, 'sum', '0')\n"
    "w = torch.ops._c10d_functional.wait_tensor.default(ar)\n"
    "b = torch.ops.aten.mm.default(a, a)\n"
    "c = torch.ops.aten.mm.default(w, b)\n"
    "return (c,)";

TEST(ScheduleOverlap, SinkWaits) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]")", kSinkWaits);
  StubCostModel model;
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"ar", "b", "w", "c"}));
  EXPECT_EQ(Kinds(graph), (std::vector<std::string>{"all_reduce", "mm", "wait", "mm"}));
  EXPECT_EQ(ExposedUs(graph, model), 0);
  EXPECT_EQ(pass.outcome().step_before_us, 3000);
  EXPECT_EQ(pass.outcome().step_after_us, 2000);
  EXPECT_EQ(pass.outcome().window, -1);
  EXPECT_TRUE(pass.outcome().limit_met);
  EXPECT_EQ(pass.outcome().memory_limit_bytes, -1);
}

TEST(ScheduleOverlap, WindowZeroIssuesJustBeforeTheFirstUsersComputeOp) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]")", kSinkWaits);
  StubCostModel model;
  const std::vector<NodeCost> costs = model.EstimateAll(graph);
  // Window 0: issued once every compute op before the wait's first user ran.
  EXPECT_EQ(OrderNames(graph, ScheduleOverlap::OrderForWindow(graph, costs, 0, int64_t{1} << 40)),
            (std::vector<std::string>{"b", "ar", "w", "c"}));
  EXPECT_EQ(OrderNames(graph, ScheduleOverlap::OrderForWindow(graph, costs, 1, int64_t{1} << 40)),
            (std::vector<std::string>{"ar", "b", "w", "c"}));
  // A forced window 0 is no faster than the program order, which is kept.
  ScheduleOptions options = NoMemoryLimit();
  options.prefetch_window = 0;
  ScheduleOverlap pass(options, &model);
  EXPECT_FALSE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"ar", "w", "b", "c"}));
  EXPECT_EQ(pass.outcome().window, -2);
  EXPECT_EQ(pass.outcome().candidates, 2);  // the program order + one distinct reordered one
  EXPECT_TRUE(HasLineWith(pass.report(), "kept the original order"));
}

// §5.2 test_raise_comms: b=a@a; c=relu(b); d=c@c; e=ar(b+1); d@e. Every
// compute node here reads the single graph input `a` only (mm(a, a) has one
// distinct input), so b+1 is an InputOnlyNode and moves up with the
// all_reduce that reads it: the reference's order.
TEST(ScheduleOverlap, RaiseComms) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]")",
                         "b = torch.ops.aten.mm.default(a, a)\n"
                         "c = torch.ops.aten.relu.default(b)\n"
                         "d = torch.ops.aten.mm.default(c, c)\n"
                         "e0 = torch.ops.aten.add.Tensor(b, 1)\n"
                         "e = torch.ops._c10d_functional.all_reduce.default(e0, 'sum', '0')\n"
                         "w = torch.ops._c10d_functional.wait_tensor.default(e)\n"
                         "f = torch.ops.aten.mm.default(d, w)\n"
                         "return (f,)");
  StubCostModel model;
  EXPECT_EQ(ExposedUs(graph, model), 1000);
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"b", "e0", "e", "c", "d", "w", "f"}));
  EXPECT_EQ(Kinds(graph), (std::vector<std::string>{"mm", "all_reduce", "mm", "wait", "mm"}));
  EXPECT_EQ(ExposedUs(graph, model), 0);
  EXPECT_EQ(pass.outcome().step_before_us, 4000);
  EXPECT_EQ(pass.outcome().step_after_us, 3000);
}

// RaiseComms with a call whose communication collopt cannot see (a custom
// op, mylib.exchange) after d: the all_reduce written after it stays after
// it, and nothing else crosses it (analysis/barrier_fences.h), so the
// program order is kept; with a local op there (neg) it is raised as above.
TEST(ScheduleOverlap, NothingMovesAcrossACommunicationBarrier) {
  auto load = [](std::string_view op) {
    LoadOptions options;
    options.shape.allow_unknown_ops = true;
    auto graph = testing::LoadText(
        testing::Module(R"(a: "f32[4, 4]")",
                        "b = torch.ops.aten.mm.default(a, a)\n"
                        "c = torch.ops.aten.relu.default(b)\n"
                        "d = torch.ops.aten.mm.default(c, c)\n"
                        "x = torch.ops." +
                            std::string(op) +
                            ".default(a)\n"
                            "e0 = torch.ops.aten.add.Tensor(b, 1)\n"
                            "e = torch.ops._c10d_functional.all_reduce.default(e0, 'sum', '0')\n"
                            "w = torch.ops._c10d_functional.wait_tensor.default(e)\n"
                            "f = torch.ops.aten.mm.default(d, w)\n"
                            "return (f, x)"),
        options);
    EXPECT_TRUE(graph.ok()) << graph.status().message();
    return graph.ok() ? std::move(*graph) : Graph();
  };
  StubCostModel model;
  Graph fenced = load("mylib.exchange");
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  EXPECT_FALSE(RunScheduler(pass, fenced));
  EXPECT_EQ(CallNames(fenced), (std::vector<std::string>{"b", "c", "d", "x", "e0", "e", "w", "f"}));
  EXPECT_TRUE(HasLineWith(pass.report(), "kept the original order"));
  Graph local = load("aten.neg");
  ASSERT_TRUE(RunScheduler(pass, local));
  EXPECT_EQ(CallNames(local), (std::vector<std::string>{"b", "e0", "e", "c", "d", "x", "w", "f"}));
}

// The same program where b = a@x reads two graph inputs: b, b+1, relu and d
// are real compute and keep their program order, so the all_reduce of b+1
// (written after d) cannot be raised above d: nothing to gain, order kept.
constexpr const char* kRaiseCommsTwoInputs =
    "b = torch.ops.aten.mm.default(a, x)\n"
    "c = torch.ops.aten.relu.default(b)\n"
    "d = torch.ops.aten.mm.default(c, c)\n"
    "e0 = torch.ops.aten.add.Tensor(b, 1)\n"
    "e = torch.ops._c10d_functional.all_reduce.default(e0, 'sum', '0')\n"
    "w = torch.ops._c10d_functional.wait_tensor.default(e)\n"
    "f = torch.ops.aten.mm.default(d, w)\n"
    "return (f,)";

TEST(ScheduleOverlap, RaiseCommsKeepsTheOrderOfRealCompute) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]", x: "f32[4, 4]")", kRaiseCommsTwoInputs);
  StubCostModel model;
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  EXPECT_FALSE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"b", "c", "d", "e0", "e", "w", "f"}));
  EXPECT_EQ(ExposedUs(graph, model), 1000);
  EXPECT_TRUE(HasLineWith(pass.report(), "kept the original order"));
}

// With b+1 written before relu, the all_reduce goes as soon as b+1 exists,
// above d, and its wait sinks to f.
TEST(ScheduleOverlap, RaiseCommsAsSoonAsTheInputExists) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]", x: "f32[4, 4]")",
                         "b = torch.ops.aten.mm.default(a, x)\n"
                         "e0 = torch.ops.aten.add.Tensor(b, 1)\n"
                         "c = torch.ops.aten.relu.default(b)\n"
                         "d = torch.ops.aten.mm.default(c, c)\n"
                         "e = torch.ops._c10d_functional.all_reduce.default(e0, 'sum', '0')\n"
                         "w = torch.ops._c10d_functional.wait_tensor.default(e)\n"
                         "f = torch.ops.aten.mm.default(d, w)\n"
                         "return (f,)");
  StubCostModel model;
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"b", "e0", "e", "c", "d", "w", "f"}));
  EXPECT_EQ(Kinds(graph), (std::vector<std::string>{"mm", "all_reduce", "mm", "wait", "mm"}));
  EXPECT_EQ(ExposedUs(graph, model), 0);
  EXPECT_EQ(pass.outcome().step_before_us, 4000);
  EXPECT_EQ(pass.outcome().step_after_us, 3000);
}

// §5.2 test_sink_waits_raise_comms, exact order. The reference gives mm, relu,
// all_reduce, …; here the all_reduce is issued as soon as mm is done, before
// the (free) relu. Both hide it completely.
TEST(ScheduleOverlap, SinkWaitsRaiseComms) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]")",
                         "mm = torch.ops.aten.mm.default(a, a)\n"
                         "relu = torch.ops.aten.relu.default(mm)\n"
                         "mm_1 = torch.ops.aten.mm.default(relu, relu)\n"
                         "ar = torch.ops._c10d_functional.all_reduce.default(mm, 'sum', '0')\n"
                         "w = torch.ops._c10d_functional.wait_tensor.default(ar)\n"
                         "relu_1 = torch.ops.aten.relu.default(mm_1)\n"
                         "mm_2 = torch.ops.aten.mm.default(relu_1, relu_1)\n"
                         "mm_3 = torch.ops.aten.mm.default(w, mm_2)\n"
                         "return (mm_3,)");
  StubCostModel model;
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph),
            (std::vector<std::string>{"mm", "ar", "relu", "mm_1", "relu_1", "mm_2", "w", "mm_3"}));
  EXPECT_EQ(ExposedUs(graph, model), 0);
  EXPECT_EQ(pass.outcome().step_before_us, 5000);
  EXPECT_EQ(pass.outcome().step_after_us, 4000);
}

// §5.2 test_reorder_compute_for_overlap_mul: one mm hides the first
// all_reduce; the second one (of f) has nothing left to hide it: exposed 1 ms.
TEST(ScheduleOverlap, ReorderComputeForOverlapMul) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]")",
                         "ar = torch.ops._c10d_functional.all_reduce.default(a, 'sum', '0')\n"
                         "w = torch.ops._c10d_functional.wait_tensor.default(ar)\n"
                         "g = torch.ops.aten.mm.default(a, a)\n"
                         "c = torch.ops.aten.relu.default(a)\n"
                         "d = torch.ops.aten.mm.default(c, c)\n"
                         "mul = torch.ops.aten.mul.Tensor(d, c)\n"
                         "f = torch.ops.aten.mul.Tensor(mul, w)\n"
                         "fr = torch.ops._c10d_functional.all_reduce.default(f, 'sum', '0')\n"
                         "w2 = torch.ops._c10d_functional.wait_tensor.default(fr)\n"
                         "add = torch.ops.aten.add.Tensor(d, w)\n"
                         "add_1 = torch.ops.aten.add.Tensor(add, w2)\n"
                         "e = torch.ops.aten.mm.default(add_1, g)\n"
                         "return (e,)");
  const std::vector<std::string> compute = ComputeNames(graph);
  StubCostModel model;
  EXPECT_EQ(ExposedUs(graph, model), 2000);
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(Kinds(graph), (std::vector<std::string>{"all_reduce", "mm", "mm", "wait", "all_reduce",
                                                    "wait", "mm"}));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"ar", "g", "c", "d", "mul", "w", "f", "fr",
                                                        "add", "w2", "add_1", "e"}));
  EXPECT_EQ(ComputeNames(graph), compute);
  EXPECT_EQ(ExposedUs(graph, model), 1000);
  EXPECT_EQ(pass.outcome().step_after_us, 4000);
}

// §5.2 test_inductor_default_comms_ordering: three all_reduces waited in
// reverse order keep their issue order; all three are exposed.
TEST(ScheduleOverlap, DefaultCommsOrderingKeepsIssueOrder) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]", b: "f32[4, 4]", c: "f32[4, 4]")",
                         "ar1 = torch.ops._c10d_functional.all_reduce.default(a, 'sum', '0')\n"
                         "ar2 = torch.ops._c10d_functional.all_reduce.default(b, 'sum', '0')\n"
                         "ar3 = torch.ops._c10d_functional.all_reduce.default(c, 'sum', '0')\n"
                         "w3 = torch.ops._c10d_functional.wait_tensor.default(ar3)\n"
                         "w2 = torch.ops._c10d_functional.wait_tensor.default(ar2)\n"
                         "w1 = torch.ops._c10d_functional.wait_tensor.default(ar1)\n"
                         "s = torch.ops.aten.add.Tensor(w1, w2)\n"
                         "s2 = torch.ops.aten.add.Tensor(s, w3)\n"
                         "return (s2,)");
  StubCostModel model;
  const std::vector<NodeCost> costs = model.EstimateAll(graph);
  // The list order waits in issue order, just before each first use.
  EXPECT_EQ(OrderNames(graph, ScheduleOverlap::OrderForWindow(graph, costs, -1, int64_t{1} << 40)),
            (std::vector<std::string>{"ar1", "ar2", "ar3", "w1", "w2", "s", "w3", "s2"}));
  // It is no faster (the FIFO stream ends at 3 ms either way): order kept.
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  EXPECT_FALSE(RunScheduler(pass, graph));
  EXPECT_EQ(CollectiveOrder(graph).at("0"), (std::vector<std::string>{"ar1", "ar2", "ar3"}));
  EXPECT_EQ(ExposedUs(graph, model), 3000);
  EXPECT_EQ(pass.outcome().step_after_us, 3000);
}

// §5.1 #14 test_cross_pg_prefetch_during_exposed_wait: ag2 on pg2 starts
// during ag1's exposed wait; compute is free.
constexpr const char* kCrossPg =
    "ag1 = torch.ops._c10d_functional.all_gather_into_tensor.default(a, 2, 'pg1')\n"
    "w1 = torch.ops._c10d_functional.wait_tensor.default(ag1)\n"
    "mm1 = torch.ops.aten.mm.default(w1, x)\n"
    "ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(b, 2, 'pg2')\n"
    "w2 = torch.ops._c10d_functional.wait_tensor.default(ag2)\n"
    "mm2 = torch.ops.aten.mm.default(w2, x)\n"
    "return (mm1, mm2)";

TEST(ScheduleOverlap, CrossPgPrefetchDuringExposedWait) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]", b: "f32[4, 4]", x: "f32[4, 4]")", kCrossPg);
  StubCostModel model(/*mm_us=*/0);
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"ag1", "ag2", "w1", "mm1", "w2", "mm2"}));
  EXPECT_EQ(ExposedUs(graph, model), 1000);  // only ag1's wait
  EXPECT_EQ(pass.outcome().step_before_us, 2000);
  EXPECT_EQ(pass.outcome().step_after_us, 1000);
}

// With at most one collective in flight (a 1-byte cap), ag2 can only start
// after ag1 is waited: no gain, the order is kept.
TEST(ScheduleOverlap, TinyInFlightCapSerializesCollectives) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]", b: "f32[4, 4]", x: "f32[4, 4]")", kCrossPg);
  StubCostModel model(/*mm_us=*/0);
  const std::vector<NodeCost> costs = model.EstimateAll(graph);
  EXPECT_EQ(OrderNames(graph, ScheduleOverlap::OrderForWindow(graph, costs, -1, 1)),
            (std::vector<std::string>{"ag1", "w1", "ag2", "mm1", "w2", "mm2"}));
  ScheduleOptions options = NoMemoryLimit();
  options.max_in_flight_bytes = 1;
  ScheduleOverlap pass(options, &model);
  EXPECT_FALSE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"ag1", "w1", "mm1", "ag2", "w2", "mm2"}));
  // Room for exactly one all_gather (128 output bytes) behaves the same; 256 lets both fly.
  EXPECT_EQ(OrderNames(graph, ScheduleOverlap::OrderForWindow(graph, costs, -1, 128)),
            (std::vector<std::string>{"ag1", "w1", "ag2", "mm1", "w2", "mm2"}));
  EXPECT_EQ(OrderNames(graph, ScheduleOverlap::OrderForWindow(graph, costs, -1, 256)),
            (std::vector<std::string>{"ag1", "ag2", "w1", "mm1", "w2", "mm2"}));
}

// §5.1 #15 test_two_queue_scheduling_off_path_nodes: reduce_scatters written
// after the last mm start as soon as their inputs exist, before it.
constexpr const char* kOffPath =
    "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(b, 2, '0')\n"
    "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
    "mm1 = torch.ops.aten.mm.default(w, y)\n"
    "mm2 = torch.ops.aten.mm.default(mm1, y)\n"
    "mm3 = torch.ops.aten.mm.default(mm2, y)\n"
    "rs1 = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm1, 'sum', 2, '0')\n"
    "rs2 = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm2, 'sum', 2, '0')\n"
    "wr1 = torch.ops._c10d_functional.wait_tensor.default(rs1)\n"
    "wr2 = torch.ops._c10d_functional.wait_tensor.default(rs2)\n"
    "return (mm3, wr1, wr2)";

TEST(ScheduleOverlap, OffPathReduceScattersStartBeforeTheLastMm) {
  Graph graph = MustLoad(R"(b: "f32[4, 4]", y: "f32[4, 4]")", kOffPath);
  StubCostModel model;
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph),
            (std::vector<std::string>{"ag", "w", "mm1", "rs1", "mm2", "rs2", "mm3", "wr1", "wr2"}));
  EXPECT_EQ(pass.outcome().step_before_us, 6000);
  EXPECT_EQ(pass.outcome().step_after_us, 4000);
}

TEST(ScheduleOverlap, PrefetchWindowDoesNotHoldBackComputedInputs) {
  // The window bounds prefetching (collectives of graph inputs) only: the
  // reduce_scatters of mm1 and mm2 go as soon as those exist, whatever it is.
  Graph graph = MustLoad(R"(b: "f32[4, 4]", y: "f32[4, 4]")", kOffPath);
  StubCostModel model;
  const std::vector<NodeCost> costs = model.EstimateAll(graph);
  for (int64_t window : {int64_t{-1}, int64_t{0}, int64_t{1}, int64_t{2}}) {
    EXPECT_EQ(
        OrderNames(graph, ScheduleOverlap::OrderForWindow(graph, costs, window, int64_t{1} << 40)),
        (std::vector<std::string>{"ag", "w", "mm1", "rs1", "mm2", "rs2", "mm3", "wr1", "wr2"}))
        << "window " << window;
  }
  ScheduleOptions options = NoMemoryLimit();
  options.prefetch_window = 0;
  ScheduleOverlap pass(options, &model);
  EXPECT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(pass.outcome().window, 0);
  EXPECT_EQ(pass.outcome().candidates, 2);  // the program order + one distinct reordered one
  EXPECT_EQ(pass.outcome().step_after_us, 4000);
}

// §5.1 #17 test_fusible_nodes_hide_collective: ag(a); b = a+1; b *= 2;
// b -= 3; the pointwise ops (0.4 ms each here) hide the all_gather.
TEST(ScheduleOverlap, FusibleNodesHideCollective) {
  Graph graph =
      MustLoad(R"(a: "f32[1024, 1024]")",
               "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(a, 2, '0')\n"
               "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
               "add = torch.ops.aten.add.Tensor(a, 1)\n"
               "mul = torch.ops.aten.mul.Tensor(add, 2)\n"
               "sub = torch.ops.aten.sub.Tensor(mul, 3)\n"
               "return (sub, w)");
  StubCostModel model(
      1000, {{"aten.add.Tensor", 400}, {"aten.mul.Tensor", 400}, {"aten.sub.Tensor", 400}});
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"ag", "add", "mul", "sub", "w"}));
  EXPECT_EQ(ExposedUs(graph, model), 0);
  EXPECT_EQ(pass.outcome().step_before_us, 2200);
  EXPECT_EQ(pass.outcome().step_after_us, 1200);
}

// Two groups interleaved: every group's issue order is kept (checked by
// RunScheduler) while collectives move.
TEST(ScheduleOverlap, PerGroupFifoOrderIsKept) {
  Graph graph =
      MustLoad(R"(a: "f32[4, 4]", b: "f32[4, 4]", c: "f32[4, 4]", d: "f32[4, 4]", x: "f32[4, 4]")",
               "m0 = torch.ops.aten.mm.default(x, x)\n"
               "ag1 = torch.ops._c10d_functional.all_gather_into_tensor.default(a, 2, 'pg1')\n"
               "w1 = torch.ops._c10d_functional.wait_tensor.default(ag1)\n"
               "ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(b, 2, 'pg2')\n"
               "w2 = torch.ops._c10d_functional.wait_tensor.default(ag2)\n"
               "m1 = torch.ops.aten.mm.default(w2, x)\n"
               "ag3 = torch.ops._c10d_functional.all_gather_into_tensor.default(c, 2, 'pg1')\n"
               "w3 = torch.ops._c10d_functional.wait_tensor.default(ag3)\n"
               "m2 = torch.ops.aten.mm.default(w1, x)\n"
               "ag4 = torch.ops._c10d_functional.all_gather_into_tensor.default(d, 2, 'pg2')\n"
               "w4 = torch.ops._c10d_functional.wait_tensor.default(ag4)\n"
               "m3 = torch.ops.aten.mm.default(w4, x)\n"
               "m4 = torch.ops.aten.mm.default(w3, x)\n"
               "return (m0, m1, m2, m3, m4)");
  StubCostModel model;
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CollectiveOrder(graph), (std::map<std::string, std::vector<std::string>>{
                                        {"pg1", {"ag1", "ag3"}}, {"pg2", {"ag2", "ag4"}}}));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"ag1", "ag3", "ag2", "ag4", "m0", "w2",
                                                        "m1", "w1", "m2", "w4", "m3", "w3", "m4"}));
  EXPECT_EQ(ComputeNames(graph), (std::vector<std::string>{"m0", "m1", "m2", "m3", "m4"}));
}

// xt: 2 MiB, x and p: 256 KiB. m1 and m2 (2 MiB each) make the peak at m2;
// the all_gather (512 KiB out) is first used by r, right after m2.
constexpr const char* kMemoryParams =
    R"(xt: "f32[2048, 256]", x: "f32[256, 256]", p: "f32[256, 256]")";
constexpr const char* kMemoryBody =
    "m1 = torch.ops.aten.mm.default(xt, x)\n"
    "m2 = torch.ops.aten.mm.default(m1, x)\n"
    "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(p, 2, '0')\n"
    "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
    "r = torch.ops.aten.mm.default(w, x)\n"
    "tt = torch.ops.aten.t.default(xt)\n"
    "s = torch.ops.aten.mm.default(tt, m2)\n"
    "return (r, s)";
constexpr int64_t kKiB = 1024;
constexpr int64_t kOriginalPeak = 6656 * kKiB;  // inputs 2.5 MiB + m1 + m2
constexpr int64_t kHoistedPeak = 7168 * kKiB;   // + the gathered 512 KiB

TEST(ScheduleOverlap, PrefetchWindowLimitsHowEarlyAParameterIsGathered) {
  // ag's wait is first used by r, after 2 compute ops (m1, m2).
  Graph graph = MustLoad(kMemoryParams, kMemoryBody);
  StubCostModel model;
  const std::vector<NodeCost> costs = model.EstimateAll(graph);
  auto order = [&](int64_t window) {
    return OrderNames(graph,
                      ScheduleOverlap::OrderForWindow(graph, costs, window, int64_t{1} << 40));
  };
  EXPECT_EQ(order(0), (std::vector<std::string>{"m1", "m2", "ag", "w", "r", "tt", "s"}));
  EXPECT_EQ(order(1), (std::vector<std::string>{"m1", "ag", "m2", "w", "r", "tt", "s"}));
  EXPECT_EQ(order(2), (std::vector<std::string>{"ag", "m1", "m2", "w", "r", "tt", "s"}));
  EXPECT_EQ(order(-1), order(2));
  // A forced window 0 gives the program order back: kept.
  ScheduleOptions options = NoMemoryLimit();
  options.prefetch_window = 0;
  ScheduleOverlap pass(options, &model);
  EXPECT_FALSE(RunScheduler(pass, graph));
  EXPECT_EQ(pass.outcome().window, -2);
  EXPECT_EQ(pass.outcome().candidates, 3);  // the program order + two distinct reordered ones
  EXPECT_EQ(CallNames(graph), order(0));
}

TEST(ScheduleOverlap, PrefetchHoistsTheCollectiveWithoutALimit) {
  Graph graph = MustLoad(kMemoryParams, kMemoryBody);
  ASSERT_EQ(ComputeMemoryProfile(graph).peak_bytes, kOriginalPeak);
  StubCostModel model;
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"ag", "m1", "m2", "w", "r", "tt", "s"}));
  EXPECT_EQ(pass.outcome().peak_before_bytes, kOriginalPeak);
  EXPECT_EQ(pass.outcome().peak_after_bytes, kHoistedPeak);
  EXPECT_EQ(ComputeMemoryProfile(graph).peak_bytes, kHoistedPeak);
  EXPECT_EQ(pass.outcome().step_before_us, 5000);
  EXPECT_EQ(pass.outcome().step_after_us, 4000);
  EXPECT_TRUE(pass.outcome().limit_met);
}

TEST(ScheduleOverlap, DefaultMemoryLimitIsThePeakPlusOneGiB) {
  Graph graph = MustLoad(kMemoryParams, kMemoryBody);
  StubCostModel model;
  ScheduleOverlap pass(ScheduleOptions{}, &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(pass.outcome().memory_limit_bytes, kOriginalPeak + (int64_t{1} << 30));
  EXPECT_EQ(pass.outcome().peak_after_bytes, kHoistedPeak);
}

TEST(ScheduleOverlap, MemoryLimitAtTheOriginalPeakForbidsThePrefetch) {
  Graph graph = MustLoad(kMemoryParams, kMemoryBody);
  const std::vector<std::string> before = CallNames(graph);
  StubCostModel model;
  ScheduleOptions options;
  options.memory_limit_bytes = kOriginalPeak;
  ScheduleOverlap pass(options, &model);
  EXPECT_FALSE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), before);  // ag stays after m2
  EXPECT_TRUE(pass.outcome().limit_met);
  EXPECT_EQ(pass.outcome().memory_limit_bytes, kOriginalPeak);
  EXPECT_EQ(pass.outcome().peak_after_bytes, kOriginalPeak);
  EXPECT_EQ(pass.outcome().window, -2);
  EXPECT_TRUE(HasLineWith(pass.report(), "kept the original order"));
  // A limit at the hoisted peak lets it through.
  ScheduleOptions roomy;
  roomy.memory_limit_bytes = kHoistedPeak;
  ScheduleOverlap hoist(roomy, &model);
  EXPECT_TRUE(RunScheduler(hoist, graph));
  EXPECT_EQ(graph.node(graph.FindNode("ag")).id, graph.FindNode("m1") - 1);
}

TEST(ScheduleOverlap, ImpossibleMemoryLimitKeepsTheLowestPeak) {
  Graph graph = MustLoad(kMemoryParams, kMemoryBody);
  const std::vector<std::string> before = CallNames(graph);
  StubCostModel model;
  ScheduleOptions options;
  options.memory_limit_bytes = 1;
  ScheduleOverlap pass(options, &model);
  EXPECT_FALSE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_FALSE(pass.outcome().limit_met);
  EXPECT_EQ(pass.outcome().peak_after_bytes, kOriginalPeak);
  EXPECT_TRUE(HasLineWith(pass.report(), "nearest feasible"))
      << ::testing::PrintToString(pass.report());
  EXPECT_TRUE(HasLineWith(pass.report(), "0.006 GiB (the nearest feasible limit)"));
}

TEST(ScheduleOverlap, ImpossibleMemoryLimitMovesToALowerPeakThanTheProgramOrder) {
  // The program gathers p first and holds it across m1 and m2: sinking the
  // all_gather lowers the peak, so that order is kept even though no order
  // meets the limit.
  Graph graph = MustLoad(kMemoryParams,
                         "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(p, 2, "
                         "'0')\n"
                         "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                         "m1 = torch.ops.aten.mm.default(xt, x)\n"
                         "m2 = torch.ops.aten.mm.default(m1, x)\n"
                         "r = torch.ops.aten.mm.default(w, x)\n"
                         "tt = torch.ops.aten.t.default(xt)\n"
                         "s = torch.ops.aten.mm.default(tt, m2)\n"
                         "return (r, s)");
  ASSERT_EQ(ComputeMemoryProfile(graph).peak_bytes, kHoistedPeak);
  StubCostModel model;
  ScheduleOptions options;
  options.memory_limit_bytes = 1;
  ScheduleOverlap pass(options, &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_FALSE(pass.outcome().limit_met);
  EXPECT_EQ(pass.outcome().window, 0);
  EXPECT_EQ(pass.outcome().peak_after_bytes, kOriginalPeak);
  EXPECT_EQ(ComputeMemoryProfile(graph).peak_bytes, kOriginalPeak);
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"m1", "m2", "ag", "w", "r", "tt", "s"}));
  EXPECT_TRUE(HasLineWith(pass.report(), "nearest feasible"));
  EXPECT_EQ(Simulate(graph, model.EstimateAll(graph)).step_us, 5000);
}

// Disabled: a bug in src/passes/schedule_overlap.cc. When no order meets the
// memory limit, the lowest-peak candidate is kept, but candidates over the
// limit are never simulated, so outcome().step_after_us is 0 and the report
// says "simulated step 5.000 → 0.000 ms" for an order that takes 5 ms.
TEST(ScheduleOverlap, ImpossibleMemoryLimitReportsTheStepOfTheKeptOrder) {
  Graph graph = MustLoad(kMemoryParams,
                         "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(p, 2, "
                         "'0')\n"
                         "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                         "m1 = torch.ops.aten.mm.default(xt, x)\n"
                         "m2 = torch.ops.aten.mm.default(m1, x)\n"
                         "r = torch.ops.aten.mm.default(w, x)\n"
                         "tt = torch.ops.aten.t.default(xt)\n"
                         "s = torch.ops.aten.mm.default(tt, m2)\n"
                         "return (r, s)");
  StubCostModel model;
  ScheduleOptions options;
  options.memory_limit_bytes = 1;
  ScheduleOverlap pass(options, &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(pass.outcome().step_after_us, Simulate(graph, model.EstimateAll(graph)).step_us);
  EXPECT_EQ(pass.outcome().step_after_us, 5000);
  EXPECT_TRUE(HasLineWith(pass.report(), "simulated step 5.000 → 5.000 ms"))
      << ::testing::PrintToString(pass.report());
}

// Issue 15, compute reordering: a tensor-parallel backward step. The input
// gradient dx1 is reduce-scattered on the TP group '1' and the next matmul
// needs it at once; sinking the wait cannot help (dx2 comes right after it
// in the program). The weight gradient dw1, independent of the chain, comes
// later in the program and moves into the reduce_scatter's shadow.
constexpr const char* kTpBackward =
    "dx1 = torch.ops.aten.mm.default(g, w1)\n"
    "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(dx1, 'sum', 2, '1')\n"
    "wrs = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
    "dx2 = torch.ops.aten.mm.default(wrs, w2)\n"
    "dw1 = torch.ops.aten.mm.default(g, x1)\n"
    "return (dx2, dw1)";

TEST(ScheduleOverlap, WeightGradientMovesIntoTheReduceScatterShadow) {
  Graph graph =
      MustLoad(R"(g: "f32[8, 4]", w1: "f32[4, 4]", w2: "f32[4, 4]", x1: "f32[4, 4]")", kTpBackward);
  StubCostModel model;
  EXPECT_EQ(ExposedUs(graph, model), 1000);
  ScheduleOverlap pass(NoMemoryLimit(), &model);
  ASSERT_TRUE(RunScheduler(pass, graph));
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{"dx1", "rs", "dw1", "wrs", "dx2"}));
  EXPECT_EQ(ExposedUs(graph, model), 0);
  EXPECT_EQ(pass.outcome().step_before_us, 4000);
  EXPECT_EQ(pass.outcome().step_after_us, 3000);
  EXPECT_EQ(pass.outcome().compute_order, "stalls filled in program order");
  EXPECT_TRUE(HasLineWith(pass.report(), "compute order: stalls filled in program order"));
}

// The same graph without compute reordering: nothing to gain, order kept.
TEST(ScheduleOverlap, WithoutComputeReorderingTheTpWaitStaysExposed) {
  Graph graph =
      MustLoad(R"(g: "f32[8, 4]", w1: "f32[4, 4]", w2: "f32[4, 4]", x1: "f32[4, 4]")", kTpBackward);
  StubCostModel model;
  ScheduleOptions options = NoMemoryLimit();
  options.reorder_compute = false;
  ScheduleOverlap pass(options, &model);
  EXPECT_FALSE(RunScheduler(pass, graph));
  EXPECT_EQ(ExposedUs(graph, model), 1000);
  EXPECT_EQ(pass.outcome().compute_order, "program");
}

// A memory limit at the program's peak forbids keeping dx1's input and the
// weight-gradient operands alive longer... here the reorder frees nothing
// later than the program does, so it stays within the original peak.
TEST(ScheduleOverlap, ComputeReorderingStaysWithinTheOriginalPeak) {
  Graph graph =
      MustLoad(R"(g: "f32[8, 4]", w1: "f32[4, 4]", w2: "f32[4, 4]", x1: "f32[4, 4]")", kTpBackward);
  StubCostModel model;
  const int64_t peak = MemoryModel(graph).Profile().peak_bytes;
  ScheduleOptions options;
  options.memory_limit_bytes = peak;
  ScheduleOverlap pass(options, &model);
  RunScheduler(pass, graph);
  EXPECT_LE(pass.outcome().peak_after_bytes, peak);
  EXPECT_TRUE(pass.outcome().limit_met);
}

TEST(ScheduleOverlap, NeedsACostModel) {
  Graph graph = MustLoad(R"(a: "f32[4, 4]")", kSinkWaits);
  ScheduleOverlap pass(NoMemoryLimit(), nullptr);
  auto changed = pass.Run(graph);
  ASSERT_FALSE(changed.ok());
  EXPECT_EQ(changed.status().code(), absl::StatusCode::kInvalidArgument);
}

// A refinement round's search set up from what the round before carried
// (its costs permuted to the reordered ids, its kept order's step, guard
// step and peak) is the search set up from scratch on the reordered graph,
// under either judging model.
TEST(OrderSearch, CarriedSetUpEqualsOneFromScratch) {
  for (Timeline timeline : {Timeline::kCollopt, Timeline::kAutoparallel}) {
    SCOPED_TRACE(TimelineName(timeline));
    auto graph = LoadGraph(testing::SharedData("autoparallel_overlap/repro_llama3_8b_bw_64_2d.py"),
                           LoadOptions{});
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    const CostModel model(testing::H100());
    ScheduleOptions options;
    options.timeline = timeline;
    schedule::OrderSearch first(*graph, options, &model, std::nullopt);
    const schedule::SearchResult found = first.Run(0, kOriginalOrderWindow);
    // A reordered compute order was kept: the pass would refine it.
    ASSERT_GT(found.best.compute_order, 0);
    std::optional<schedule::SearchCarry> carry = first.TakeCarry(found.best);
    ASSERT_TRUE(carry.has_value());
    graph->Reorder(found.best.order);
    // The whole search, so that every candidate's step rests on the costs
    // (a refinement round on this graph finds nothing to move).
    schedule::OrderSearch fresh(*graph, options, &model, found.limit_bytes);
    schedule::OrderSearch carried(*graph, options, &model, found.limit_bytes, std::move(carry));
    const schedule::SearchResult a = fresh.Run(0, kOriginalOrderWindow);
    const schedule::SearchResult b = carried.Run(0, kOriginalOrderWindow);
    EXPECT_EQ(a.step_before_us, found.best.step);
    EXPECT_EQ(b.step_before_us, a.step_before_us);
    EXPECT_EQ(b.peak_before_bytes, a.peak_before_bytes);
    EXPECT_EQ(b.peak_before_bytes, found.best.peak);
    EXPECT_EQ(b.candidates, a.candidates);
    EXPECT_EQ(b.best.order, a.best.order);
    EXPECT_EQ(b.best.step, a.best.step);
    EXPECT_EQ(b.best.guard_step, a.best.guard_step);
    EXPECT_EQ(b.best.peak, a.best.peak);
  }
}

// The estimates a caller already made of the graph (UseEstimates) give the
// run that estimating them again gives; they are what the run prices with
// (halved compute times move the result), and only the next run uses them.
TEST(ScheduleOverlap, GivenEstimatesAreTheModelsOwn) {
  auto graph = LoadGraph(testing::SharedData("autoparallel_overlap/repro_llama3_8b_bw_64_2d.py"),
                         LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  const CostModel model(testing::H100());
  auto run = [&](SharedEstimates estimates) {
    Graph copy = graph->Clone();
    ScheduleOverlap pass(ScheduleOptions{}, &model);
    pass.UseEstimates(std::move(estimates));
    auto changed = pass.Run(copy);
    EXPECT_TRUE(changed.ok());
    return std::make_pair(pass.outcome(), WriteGraph(copy));
  };
  const auto [plain_outcome, plain_text] = run(nullptr);
  const auto own = std::make_shared<const std::vector<NodeCost>>(model.EstimateAll(*graph));
  const auto [given_outcome, given_text] = run(own);
  EXPECT_EQ(given_text, plain_text);
  EXPECT_EQ(given_outcome.step_before_us, plain_outcome.step_before_us);
  EXPECT_EQ(given_outcome.step_after_us, plain_outcome.step_after_us);
  EXPECT_EQ(given_outcome.candidates, plain_outcome.candidates);
  std::vector<NodeCost> halved = *own;
  for (const Node& node : graph->nodes()) {
    if (node.op_class != OpClass::kCollective) halved[static_cast<size_t>(node.id)].time_us /= 2;
  }
  const ScheduleOutcome halved_outcome =
      run(std::make_shared<const std::vector<NodeCost>>(std::move(halved))).first;
  EXPECT_LT(halved_outcome.step_before_us, plain_outcome.step_before_us);
  // Used once: a second run on the same pass estimates again.
  Graph copy = graph->Clone();
  ScheduleOverlap pass(ScheduleOptions{}, &model);
  pass.UseEstimates(own);
  ASSERT_TRUE(pass.Run(copy).ok());
  Graph again = graph->Clone();
  ASSERT_TRUE(pass.Run(again).ok());
  EXPECT_EQ(pass.outcome().step_before_us, plain_outcome.step_before_us);
}

// input_order() says where each node of the result came from, the rounds
// composed, and UndoSchedule gives the input back node for node: the same
// text, users and output. A run that keeps the order has none to undo. On
// the generated Llama-3-8B TP-8 step (32 layers, FSDP 4) with the
// all_gathers on their own group and the TP pairs split in 2 (what optimize
// schedules there), the search's order is refined once more; on the real 2-D
// graph not.
TEST(ScheduleOverlap, UndoScheduleGivesTheInputBack) {
  const CostModel model(testing::H100());
  std::vector<int> rounds;
  for (const std::string& file :
       {std::string("autoparallel_overlap/repro_llama3_8b_bw_64_2d.py"), std::string()}) {
    SCOPED_TRACE(file);
    auto graph = file.empty() ? testing::GeneratedLlama("generated.py", 32, 4, 8, "joint")
                              : LoadGraph(testing::SharedData(file), LoadOptions{});
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    if (file.empty()) {
      ProcessGroupRegistry groups = MakeFsdpAllGatherRegistry();
      ReassignCollectivePgs reassign(groups);
      AsyncTpOptions split;
      split.chunks = {2};
      split.simulate = false;
      AsyncTensorParallel async_tp(split, nullptr);
      ASSERT_TRUE(reassign.Run(*graph).value_or(false));
      ASSERT_TRUE(async_tp.Run(*graph).value_or(false));
    }
    Graph copy = graph->Clone();
    ScheduleOverlap pass(ScheduleOptions{}, &model);
    auto changed = pass.Run(copy);
    ASSERT_TRUE(changed.ok()) << changed.status().message();
    ASSERT_TRUE(*changed);
    rounds.push_back(pass.outcome().rounds);
    const std::vector<NodeId>& from = pass.input_order();
    ASSERT_EQ(from.size(), graph->size());
    for (const Node& node : copy.nodes()) {
      ASSERT_EQ(node.name, graph->node(from[static_cast<size_t>(node.id)]).name);
    }
    const std::string input_text = WriteGraph(*graph);
    ASSERT_NE(WriteGraph(copy), input_text);
    UndoSchedule(copy, from);
    EXPECT_TRUE(WriteGraph(copy) == input_text);
    EXPECT_EQ(copy.output(), graph->output());
    for (const Node& node : graph->nodes()) {
      ASSERT_EQ(copy.node(node.id).users, node.users) << node.name;
    }
    // The scheduled graph again: nothing to move, nothing to undo.
    Graph scheduled = graph->Clone();
    ASSERT_TRUE(ScheduleOverlap(ScheduleOptions{}, &model).Run(scheduled).ok());
    ASSERT_TRUE(pass.Run(scheduled).ok());
    EXPECT_TRUE(pass.input_order().empty());
  }
  EXPECT_EQ(rounds, (std::vector<int>{1, 2}));
}

// No carry from the original order (nothing to reorder) or from an order
// that leaves nodes out.
TEST(OrderSearch, NoCarryWithoutAWholeReorder) {
  auto graph = LoadGraph(testing::SharedData("autoparallel_overlap/repro_llama3_8b_bw_64_1d.py"),
                         LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  const CostModel model(testing::H100());
  const ScheduleOptions options;
  schedule::OrderSearch search(*graph, options, &model, std::nullopt);
  schedule::Candidate original;
  EXPECT_FALSE(search.TakeCarry(original).has_value());
  schedule::Candidate partial;
  partial.window = kUnlimitedWindow;
  partial.order = {0, 1, 2};
  partial.guard_step = 1.0;
  EXPECT_FALSE(search.TakeCarry(partial).has_value());
}

}  // namespace
}  // namespace collopt
