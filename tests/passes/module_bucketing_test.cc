// bucket-by-module and prefetch-by-module golden scenarios: PyTorch's manual
// overlap (shared/reference/pytorch_overlap_passes.md §2.6:
// `ag0 → w0 → c0 → ag1 → w1 → c1` becomes `ag0 → ag1 → w0 → c0 → w1 → c1`;
// reduce_scatter waits deferred to the next module's reduce_scatter) on small
// hand-made graphs, plus the block plan derived from a small graph. Every
// output is validated.
#include <algorithm>
#include <string>
#include <vector>

#include "analysis/block_plan.h"
#include "analysis/graph_validator.h"
#include "fmt/format.h"
#include "passes/bucket_by_module.h"
#include "passes/prefetch_by_module.h"
#include "sim/memory.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::MustLoad;

// Three modules of two parameters each; module i gathers its parameters and
// multiplies the running activation by both.
constexpr const char* kForwardParams =
    R"(x: "f32[8, 8]", primals_1: "f32[4, 8]", primals_2: "f32[4, 8]", primals_3: "f32[4, 8]", )"
    R"(primals_4: "f32[4, 8]", primals_5: "f32[4, 8]", primals_6: "f32[4, 8]")";

std::string ForwardBody() {
  std::string body;
  std::string prev = "x";
  for (int i = 1; i <= 6; ++i) {
    body += fmt::format(
        "ag{0} = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_{0}, 2, '0')\n"
        "w{0} = torch.ops._c10d_functional.wait_tensor.default(ag{0})\n"
        "mm{0} = torch.ops.aten.mm.default({1}, w{0})\n",
        i, prev);
    prev = fmt::format("mm{}", i);
  }
  return body + "return (mm6,)";
}

ModulePlan ForwardPlan() {
  return {{"m0", {"primals_1", "primals_2"}, {"ag1", "ag2"}, {}, {}},
          {"m1", {"primals_3", "primals_4"}, {"ag3", "ag4"}, {}, {}},
          {"m2", {"primals_5", "primals_6"}, {"ag5", "ag6"}, {}, {}}};
}

// Collectives, waits and matmuls, in program order.
std::vector<std::string> Skeleton(const Graph& graph) {
  std::vector<std::string> names;
  for (const Node& node : graph.nodes()) {
    if (node.op_class == OpClass::kCollective || node.op_class == OpClass::kWait ||
        node.target == "aten.mm.default") {
      names.push_back(node.name);
    }
  }
  return names;
}

void MustRun(Pass& pass, Graph& graph) {
  auto changed = pass.Run(graph);
  ASSERT_TRUE(changed.ok()) << changed.status().message();
  absl::Status valid = ValidateGraph(graph);
  ASSERT_TRUE(valid.ok()) << valid.message();
}

// Buckets each module, then prefetches `depth` modules ahead.
Graph ForwardAfter(int64_t depth, std::vector<std::string>* report = nullptr) {
  Graph graph = MustLoad(kForwardParams, ForwardBody());
  BucketByModule bucket(ForwardPlan());
  MustRun(bucket, graph);
  ModulePrefetchOptions options;
  options.depth = depth;
  options.memory_limit_bytes = -1;
  PrefetchByModule prefetch(&bucket.modules(), options);
  MustRun(prefetch, graph);
  if (report != nullptr) *report = prefetch.report();
  return graph;
}

TEST(BucketByModule, OneBucketPerModule) {
  Graph graph = MustLoad(kForwardParams, ForwardBody());
  BucketByModule pass(ForwardPlan());
  MustRun(pass, graph);
  ASSERT_EQ(pass.buckets().size(), 3u);
  EXPECT_EQ(pass.buckets()[0].members, (std::vector<std::string>{"ag1", "ag2"}));
  EXPECT_EQ(pass.buckets()[0].collective, "m0_all_gather_into_tensor");
  EXPECT_EQ(pass.buckets()[0].module, "m0");
  EXPECT_EQ(pass.buckets()[2].members, (std::vector<std::string>{"ag5", "ag6"}));
  EXPECT_EQ(pass.modules()[1].all_gathers, (std::vector<std::string>{"m1_all_gather_into_tensor"}));
  // Without prefetch each bucket is waited before its module's first mm.
  EXPECT_EQ(Skeleton(graph), (std::vector<std::string>{
                                 "m0_all_gather_into_tensor", "m0_wait_tensor", "mm1", "mm2",
                                 "m1_all_gather_into_tensor", "m1_wait_tensor", "mm3", "mm4",
                                 "m2_all_gather_into_tensor", "m2_wait_tensor", "mm5", "mm6"}));
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{"3 plan entries: 6 collectives merged into 3 buckets (0 "
                                      "could not be merged: symbolic or unsupported shapes)"}));
}

TEST(PrefetchByModule, DepthOneIssuesTheNextModuleBeforeTheWait) {
  Graph graph = ForwardAfter(1);
  EXPECT_EQ(Skeleton(graph), (std::vector<std::string>{
                                 "m0_all_gather_into_tensor", "m1_all_gather_into_tensor",
                                 "m0_wait_tensor", "mm1", "mm2", "m2_all_gather_into_tensor",
                                 "m1_wait_tensor", "mm3", "mm4", "m2_wait_tensor", "mm5", "mm6"}));
  // The copy-in of module 1 moved up with its all_gather.
  ASSERT_NE(graph.FindNode("m1_scatter_1"), kNoNode);
  EXPECT_LT(graph.FindNode("m1_scatter_1"), graph.FindNode("m0_wait_tensor"));
}

// A call whose communication collopt cannot see (mylib.exchange, of mm4)
// before module 2's all_gathers: module 2's bucket is not prefetched above it
// (analysis/barrier_fences.h); module 1's still is.
TEST(PrefetchByModule, NoPrefetchAcrossACommunicationBarrier) {
  std::string body = ForwardBody();
  body.insert(body.find("ag5 = "), "xb = torch.ops.mylib.exchange.default(mm4)\n");
  body.replace(body.find("return (mm6,)"), 13, "return (mm6, xb)");
  LoadOptions load;
  load.shape.allow_unknown_ops = true;
  auto graph = testing::LoadText(testing::Module(kForwardParams, body), load);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  BucketByModule bucket(ForwardPlan());
  MustRun(bucket, *graph);
  ModulePrefetchOptions options;
  options.memory_limit_bytes = -1;
  PrefetchByModule prefetch(&bucket.modules(), options);
  MustRun(prefetch, *graph);
  std::vector<std::string> names;  // Skeleton and the barrier
  for (const Node& n : graph->nodes()) {
    if (n.op_class == OpClass::kCollective || n.op_class == OpClass::kWait ||
        n.target == "aten.mm.default" || n.name == "xb") {
      names.push_back(n.name);
    }
  }
  EXPECT_EQ(names, (std::vector<std::string>{
                       "m0_all_gather_into_tensor", "m1_all_gather_into_tensor", "m0_wait_tensor",
                       "mm1", "mm2", "m1_wait_tensor", "mm3", "mm4", "xb",
                       "m2_all_gather_into_tensor", "m2_wait_tensor", "mm5", "mm6"}));
}

TEST(PrefetchByModule, DepthTwoIssuesTwoModulesAhead) {
  Graph graph = ForwardAfter(2);
  EXPECT_EQ(Skeleton(graph), (std::vector<std::string>{
                                 "m0_all_gather_into_tensor", "m1_all_gather_into_tensor",
                                 "m2_all_gather_into_tensor", "m0_wait_tensor", "mm1", "mm2",
                                 "m1_wait_tensor", "mm3", "mm4", "m2_wait_tensor", "mm5", "mm6"}));
}

TEST(PrefetchByModule, DepthFallsBackUnderTheMemoryLimit) {
  Graph graph = MustLoad(kForwardParams, ForwardBody());
  BucketByModule bucket(ForwardPlan());
  MustRun(bucket, graph);
  const int64_t peak = ComputeMemoryProfile(graph).peak_bytes;
  ModulePrefetchOptions options;
  options.depth = 2;
  options.memory_limit_bytes = peak;  // no room for any prefetch
  PrefetchByModule prefetch(&bucket.modules(), options);
  MustRun(prefetch, graph);
  EXPECT_EQ(prefetch.outcome().depth, 0);
  EXPECT_TRUE(prefetch.outcome().limit_met);
}

// A backward: three modules' gradients, last module first; each gradient is
// reduce-scattered and returned.
constexpr const char* kBackwardParams =
    R"(g: "f32[8, 8]", a1: "f32[8, 8]", a2: "f32[8, 8]", a3: "f32[8, 8]")";
constexpr const char* kBackwardBody =
    "mm3 = torch.ops.aten.mm.default(g, a3)\n"
    "rs3 = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm3, 'avg', 2, '0')\n"
    "w3 = torch.ops._c10d_functional.wait_tensor.default(rs3)\n"
    "mm2 = torch.ops.aten.mm.default(mm3, a2)\n"
    "rs2 = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm2, 'avg', 2, '0')\n"
    "w2 = torch.ops._c10d_functional.wait_tensor.default(rs2)\n"
    "mm1 = torch.ops.aten.mm.default(mm2, a1)\n"
    "rs1 = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm1, 'avg', 2, '0')\n"
    "w1 = torch.ops._c10d_functional.wait_tensor.default(rs1)\n"
    "return (w1, w2, w3)";

TEST(PrefetchByModule, ReduceScatterWaitsAreDeferredToTheNextModulesIssue) {
  Graph graph = MustLoad(kBackwardParams, kBackwardBody);
  // The gradients are outputs 0, 1, 2: the parameters' reduce_scatters.
  std::vector<Parameter> params = FindParameters(graph);
  ASSERT_EQ(params.size(), 3u);
  EXPECT_EQ(params[0].name, "output[0]");
  ModulePlan plan = {
      {"m0", {}, {}, {"rs1"}, {}}, {"m1", {}, {}, {"rs2"}, {}}, {"m2", {}, {}, {"rs3"}, {}}};
  ModulePrefetchOptions options;
  options.memory_limit_bytes = -1;
  PrefetchByModule pass(&plan, options);
  MustRun(pass, graph);
  EXPECT_EQ(Skeleton(graph),
            (std::vector<std::string>{"mm3", "rs3", "mm2", "rs2", "w3", "mm1", "rs1", "w2", "w1"}));
}

// head (f32[1, 8]), three blocks of (f32[4, 8], f32[2, 8]), tail (f32[3, 8]).
TEST(DeriveBlockPlan, FindsHeadBlocksAndTail) {
  std::string params = R"(x: "f32[]")";
  std::string body;
  std::string prev = "x";
  const std::vector<std::string> shapes = {"1, 8", "4, 8", "2, 8", "4, 8",
                                           "2, 8", "4, 8", "2, 8", "3, 8"};
  for (size_t i = 1; i <= shapes.size(); ++i) {
    params += fmt::format(", primals_{}: \"f32[{}]\"", i, shapes[i - 1]);
    body += fmt::format(
        "ag{0} = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_{0}, 2, '0')\n"
        "w{0} = torch.ops._c10d_functional.wait_tensor.default(ag{0})\n"
        "s{0} = torch.ops.aten.sum.default(w{0})\n"
        "t{0} = torch.ops.aten.add.Tensor({1}, s{0})\n",
        i, prev);
    prev = fmt::format("t{}", i);
  }
  Graph graph = MustLoad(params, body + fmt::format("return ({},)", prev));
  auto plan = DeriveBlockPlan(graph);
  ASSERT_TRUE(plan.ok()) << plan.status().message();
  EXPECT_EQ(plan->head.params, (std::vector<std::string>{"primals_1"}));
  ASSERT_EQ(plan->blocks.size(), 3u);
  EXPECT_EQ(plan->blocks[0].name, "block.0");
  EXPECT_EQ(plan->blocks[0].params, (std::vector<std::string>{"primals_2", "primals_3"}));
  EXPECT_EQ(plan->blocks[2].all_gathers, (std::vector<std::string>{"ag6", "ag7"}));
  EXPECT_EQ(plan->tail.params, (std::vector<std::string>{"primals_8"}));
}

TEST(DeriveBlockPlan, NoRepetitionIsAnError) {
  Graph graph =
      MustLoad(R"(a: "f32[4, 8]", b: "f32[2, 8]")",
               "ag1 = torch.ops._c10d_functional.all_gather_into_tensor.default(a, 2, '0')\n"
               "w1 = torch.ops._c10d_functional.wait_tensor.default(ag1)\n"
               "ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(b, 2, '0')\n"
               "w2 = torch.ops._c10d_functional.wait_tensor.default(ag2)\n"
               "return (w1, w2)");
  auto plan = DeriveBlockPlan(graph);
  ASSERT_FALSE(plan.ok());
  EXPECT_EQ(plan.status().message(),
            "test.py: error: no repeating block structure in the 2 FSDP all_gathers of the graph");
}

}  // namespace
}  // namespace collopt
