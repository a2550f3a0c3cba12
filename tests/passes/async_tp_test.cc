// async-tp golden scenarios with the stub cost model: an all_gather → mm pair
// split into 2 and 4 chunks (exact node lists, every new node's type), the
// sequence-parallel pattern, a pair skipped for another user of its wait,
// and a graph left unchanged when no split pays. Every output is validated.
#include "passes/async_tp.h"

#include <string>
#include <utility>
#include <vector>

#include "analysis/graph_validator.h"
#include "fmt/format.h"
#include "tests/passes/stub_cost_model.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

constexpr const char* kAllGather = "_c10d_functional.all_gather_into_tensor.default";
constexpr const char* kWait = "_c10d_functional.wait_tensor.default";

using testing::MustLoad;
using testing::StubCostModel;

// x [8, 16] per rank, G = 2: gathered [16, 16] · b [16, 32].
constexpr const char* kParams = R"(x: "f32[8, 16]", b: "f32[16, 32]")";
constexpr const char* kPair =
    "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, '0')\n"
    "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
    "mm = torch.ops.aten.mm.default(w, b)\n"
    "relu = torch.ops.aten.relu.default(mm)\n"
    "return (relu,)";

// A collective costs 1 ms per x's bytes (a chunk of 1/k costs 1/k ms); mm
// costs 1 ms for the full 16 rows, proportionally less per chunk.
class ScaledModel : public StubCostModel {
 public:
  ScaledModel() : StubCostModel(1000, {}, 8 * 16 * 4) {}
  NodeCost Estimate(const Graph& graph, const Node& node) const override {
    if (node.target != "aten.mm.default") return StubCostModel::Estimate(graph, node);
    NodeCost cost;
    cost.time_us = 1000.0 * static_cast<double>(node.value.tensor.shape[0].hint) / 16;
    cost.source = CostSource::kRoofline;
    return cost;
  }
};

std::vector<std::string> CallNames(const Graph& graph) {
  std::vector<std::string> names;
  for (const Node& node : graph.nodes()) {
    if (node.op == NodeOp::kCallFunction) names.push_back(node.name);
  }
  return names;
}

// "target type" of a node by name.
std::string Typed(const Graph& graph, std::string_view name) {
  NodeId id = graph.FindNode(name);
  if (id == kNoNode) return fmt::format("<no node {}>", name);
  const Node& n = graph.node(id);
  return n.target + " " + (n.value.is_tensor() ? n.value.ToString() : std::string("-"));
}

bool RunPass(AsyncTensorParallel& pass, Graph& graph) {
  auto changed = pass.Run(graph);
  EXPECT_TRUE(changed.ok()) << changed.status().message();
  absl::Status valid = ValidateGraph(graph);
  EXPECT_TRUE(valid.ok()) << valid.message();
  return changed.ok() && *changed;
}

AsyncTpOptions Forced(int64_t k) {
  AsyncTpOptions options;
  options.chunks = {k};
  options.simulate = false;
  return options;
}

TEST(AsyncTp, SplitsIntoTwoChunks) {
  Graph graph = MustLoad(kParams, kPair);
  AsyncTensorParallel pass(Forced(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  EXPECT_EQ(pass.pairs_split(), 1);
  EXPECT_EQ(pass.chunks(), 2);
  EXPECT_EQ(CallNames(graph),
            (std::vector<std::string>{"ag_chunks", "ag_chunk_0", "ag_all_gather_0", "ag_chunk_1",
                                      "ag_all_gather_1", "ag_wait_0", "ag_mm_0_0", "ag_wait_1",
                                      "ag_mm_0_1", "ag_mm_0_0_view", "ag_mm_0_1_view",
                                      "ag_mm_0_cat", "ag_mm_0", "relu"}));
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"ag_chunks", "aten.split.Tensor -"},
      {"ag_chunk_0", "operator.getitem f32[4, 16]"},
      {"ag_chunk_1", "operator.getitem f32[4, 16]"},
      {"ag_all_gather_0", fmt::format("{} f32[8, 16]", kAllGather)},
      {"ag_all_gather_1", fmt::format("{} f32[8, 16]", kAllGather)},
      {"ag_wait_0", fmt::format("{} f32[8, 16]", kWait)},
      {"ag_wait_1", fmt::format("{} f32[8, 16]", kWait)},
      {"ag_mm_0_0", "aten.mm.default f32[8, 32]"},
      {"ag_mm_0_1", "aten.mm.default f32[8, 32]"},
      {"ag_mm_0_0_view", "aten.view.default f32[2, 4, 32]"},
      {"ag_mm_0_1_view", "aten.view.default f32[2, 4, 32]"},
      {"ag_mm_0_cat", "aten.cat.default f32[2, 8, 32]"},
      {"ag_mm_0", "aten.view.default f32[16, 32]"},
      {"relu", "aten.relu.default f32[16, 32]"},
  };
  for (const auto& [name, typed] : expected) EXPECT_EQ(Typed(graph, name), typed) << name;
  const Node& ag0 = graph.node(graph.FindNode("ag_all_gather_0"));
  ASSERT_TRUE(ag0.collective.has_value());
  EXPECT_EQ(ag0.collective->group_name, "0");
  EXPECT_EQ(ag0.collective->group_size, 2);
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{"1 all_gather → mm pairs split into 2 chunks (forced)"}));
}

TEST(AsyncTp, SplitsIntoFourChunks) {
  Graph graph = MustLoad(kParams, kPair);
  AsyncTensorParallel pass(Forced(4), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph),
            (std::vector<std::string>{
                "ag_chunks",       "ag_chunk_0",     "ag_all_gather_0", "ag_chunk_1",
                "ag_all_gather_1", "ag_chunk_2",     "ag_all_gather_2", "ag_chunk_3",
                "ag_all_gather_3", "ag_wait_0",      "ag_mm_0_0",       "ag_wait_1",
                "ag_mm_0_1",       "ag_wait_2",      "ag_mm_0_2",       "ag_wait_3",
                "ag_mm_0_3",       "ag_mm_0_0_view", "ag_mm_0_1_view",  "ag_mm_0_2_view",
                "ag_mm_0_3_view",  "ag_mm_0_cat",    "ag_mm_0",         "relu"}));
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(Typed(graph, fmt::format("ag_chunk_{}", i)), "operator.getitem f32[2, 16]");
    EXPECT_EQ(Typed(graph, fmt::format("ag_all_gather_{}", i)),
              fmt::format("{} f32[4, 16]", kAllGather));
    EXPECT_EQ(Typed(graph, fmt::format("ag_wait_{}", i)), fmt::format("{} f32[4, 16]", kWait));
    EXPECT_EQ(Typed(graph, fmt::format("ag_mm_0_{}", i)), "aten.mm.default f32[4, 32]");
    EXPECT_EQ(Typed(graph, fmt::format("ag_mm_0_{}_view", i)), "aten.view.default f32[2, 2, 32]");
  }
  EXPECT_EQ(Typed(graph, "ag_mm_0_cat"), "aten.cat.default f32[2, 8, 32]");
  EXPECT_EQ(Typed(graph, "ag_mm_0"), "aten.view.default f32[16, 32]");
}

TEST(AsyncTp, AutoKeepsTheFastestChunkCount) {
  Graph graph = MustLoad(kParams, kPair);
  ScaledModel model;
  AsyncTensorParallel pass({}, &model);
  ASSERT_TRUE(RunPass(pass, graph));
  EXPECT_EQ(pass.chunks(), 4);
  EXPECT_EQ(pass.pairs_split(), 1);
}

TEST(AsyncTp, GraphUnchangedWhenNoSplitPays) {
  // The plain stub: every collective 1 ms and every mm 1 ms whatever the
  // size, so chunks only add time.
  Graph graph = MustLoad(kParams, kPair);
  const std::vector<std::string> before = CallNames(graph);
  StubCostModel model;
  AsyncTensorParallel pass({}, &model);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_EQ(pass.chunks(), 0);
  ASSERT_FALSE(pass.report().empty());
  EXPECT_EQ(pass.report().back(), "graph unchanged");
}

TEST(AsyncTp, SkipsAPairWhoseWaitHasOtherUsers) {
  Graph graph = MustLoad(kParams,
                         "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, "
                         "'0')\n"
                         "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                         "mm = torch.ops.aten.mm.default(w, b)\n"
                         "neg = torch.ops.aten.neg.default(w)\n"
                         "return (mm, neg)");
  const std::vector<std::string> before = CallNames(graph);
  AsyncTensorParallel pass(Forced(2), nullptr);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{"ag: skipped, its gathered tensor has users other than mm",
                                      "no all_gather → mm pair to split"}));
}

TEST(AsyncTp, SplitsTheSequenceParallelPattern) {
  // x [b=2, s=4, K=8] per rank, gathered along dim 0, regrouped by the
  // sequence dim and viewed 2-D; two projections read it.
  Graph graph =
      MustLoad(R"(x: "f32[2, 4, 8]", wq: "f32[8, 6]", wk: "f32[8, 6]")",
               "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, '1')\n"
               "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
               "split = torch.ops.aten.split.Tensor(w, 2)\n"
               "g0 = split[0]\n"
               "g1 = split[1]\n"
               "cat = torch.ops.aten.cat.default([g0, g1], 1)\n"
               "view = torch.ops.aten.view.default(cat, [16, 8])\n"
               "q = torch.ops.aten.mm.default(view, wq)\n"
               "k = torch.ops.aten.mm.default(view, wk)\n"
               "return (q, k)");
  AsyncTensorParallel pass(Forced(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"ag_chunk_0", "operator.getitem f32[2, 2, 8]"},
      {"ag_all_gather_0", fmt::format("{} f32[4, 2, 8]", kAllGather)},
      {"ag_wait_0", fmt::format("{} f32[4, 2, 8]", kWait)},
      {"ag_rank_0_1", "operator.getitem f32[2, 2, 8]"},
      {"ag_seq_0", "aten.cat.default f32[2, 4, 8]"},
      {"ag_rows_0", "aten.view.default f32[8, 8]"},
      {"ag_mm_0_0", "aten.mm.default f32[8, 6]"},
      {"ag_mm_1_1", "aten.mm.default f32[8, 6]"},
      {"ag_mm_1_1_view", "aten.view.default f32[2, 2, 2, 6]"},
      {"ag_mm_1_cat", "aten.cat.default f32[2, 2, 4, 6]"},
      {"ag_mm_0", "aten.view.default f32[16, 6]"},
      {"ag_mm_1", "aten.view.default f32[16, 6]"},
  };
  for (const auto& [name, typed] : expected) EXPECT_EQ(Typed(graph, name), typed) << name;
  EXPECT_EQ(graph.FindNode("view"), kNoNode);
  EXPECT_EQ(graph.FindNode("q"), kNoNode);
}

}  // namespace
}  // namespace collopt
