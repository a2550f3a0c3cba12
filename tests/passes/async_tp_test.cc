// async-tp golden scenarios with the stub cost model: an all_gather → mm pair
// and an mm → reduce_scatter pair split into 2 chunks and 4 (exact node
// lists, every new node's type), the sequence-parallel patterns (a sum of
// two products into the reduce_scatter, as in the backward graphs), pairs
// skipped and why, chunks of an earlier split left alone, and graphs left
// unchanged when no split pays. Every output is validated, and every split
// is run on G ranks with real numbers (spmd_eval.h): the same outputs.
#include "passes/async_tp.h"

#include <string>
#include <utility>
#include <vector>

#include "analysis/graph_validator.h"
#include "fmt/format.h"
#include "passes/async_tp/chunk_rewrite.h"
#include "tests/passes/spmd_eval.h"
#include "tests/passes/stub_cost_model.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::CallNames;
using testing::kAllGather;
using testing::kReduceScatter;
using testing::kWait;
using testing::MustLoad;
using testing::RunSpmd;
using testing::SpmdInputs;
using testing::StubCostModel;
using testing::Typed;

// x [8, 16] per rank, G = 2: gathered [16, 16] · b [16, 32].
constexpr const char* kMmParams = R"(x: "f32[8, 16]", b: "f32[16, 32]")";
constexpr const char* kPair =
    "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, '0')\n"
    "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
    "mm = torch.ops.aten.mm.default(w, b)\n"
    "relu = torch.ops.aten.relu.default(mm)\n"
    "return (relu,)";

// A collective costs 1 ms per x's bytes (a chunk of 1/k costs 1/k ms); mm
// costs 1 ms for the full 16 rows, proportionally less per chunk.
class MmScaledModel : public StubCostModel {
 public:
  MmScaledModel() : StubCostModel(1000, {}, 8 * 16 * 4) {}
  NodeCost Estimate(const Graph& graph, const Node& node) const override {
    if (node.target != "aten.mm.default") return StubCostModel::Estimate(graph, node);
    NodeCost cost;
    cost.time_us = 1000.0 * static_cast<double>(node.value.tensor.shape[0].hint) / 16;
    cost.source = CostSource::kRoofline;
    return cost;
  }
};

// Each named node exists with that "target type".
void ExpectNodes(const Graph& graph,
                 const std::vector<std::pair<std::string, std::string>>& expected) {
  for (const auto& [name, typed] : expected) EXPECT_EQ(Typed(graph, name), typed) << name;
}

// None of the named nodes is left.
void ExpectGone(const Graph& graph, const std::vector<std::string>& names) {
  for (const std::string& name : names) EXPECT_EQ(graph.FindNode(name), kNoNode) << name;
}

bool RunPass(AsyncTensorParallel& pass, Graph& graph) {
  auto changed = pass.Run(graph);
  EXPECT_TRUE(changed.ok()) << changed.status().message();
  absl::Status valid = ValidateGraph(graph);
  EXPECT_TRUE(valid.ok()) << valid.message();
  return changed.ok() && *changed;
}

// `after` computes what `before` does on `ranks` ranks, output by output.
void ExpectSameValues(const Graph& before, const Graph& after, int64_t ranks) {
  const auto inputs = SpmdInputs(before, ranks);
  const auto expected = RunSpmd(before, inputs);
  const auto actual = RunSpmd(after, inputs);
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t r = 0; r < expected.size(); ++r) {
    ASSERT_FALSE(expected[r].empty());
    EXPECT_TRUE(actual[r] == expected[r]) << "rank " << r;
  }
}

AsyncTpOptions ForcedAsyncTp(int64_t k) {
  AsyncTpOptions options;
  options.chunks = {k};
  options.simulate = false;
  return options;
}

TEST(AsyncTp, SplitsIntoTwoChunks) {
  Graph graph = MustLoad(kMmParams, kPair);
  const Graph original = graph.Clone();
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  ExpectSameValues(original, graph, 2);
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
  ExpectNodes(graph, expected);
  const Node& ag0 = graph.node(graph.FindNode("ag_all_gather_0"));
  ASSERT_TRUE(ag0.collective.has_value());
  EXPECT_EQ(ag0.collective->group_name, "0");
  EXPECT_EQ(ag0.collective->group_size, 2);
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{"1 all_gather → mm pairs split into 2 chunks (forced)"}));
}

TEST(AsyncTp, SplitsIntoFourChunks) {
  Graph graph = MustLoad(kMmParams, kPair);
  const Graph original = graph.Clone();
  AsyncTensorParallel pass(ForcedAsyncTp(4), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  ExpectSameValues(original, graph, 2);
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
  Graph graph = MustLoad(kMmParams, kPair);
  MmScaledModel model;
  AsyncTensorParallel pass({}, &model);
  ASSERT_TRUE(RunPass(pass, graph));
  EXPECT_EQ(pass.chunks(), 4);
  EXPECT_EQ(pass.pairs_split(), 1);
}

constexpr const char* kCannotPay =
    "skipped, its chunks cannot pay their latency at any k tried (a pipeline of the chunked "
    "collective and its matmuls is no faster even at best)";

TEST(AsyncTp, PipelineGainIsTheTwoStagePipelineMakespan) {
  // MmScaledModel: the all_gather 1000 µs (a 1/k chunk 1000/k), the mm 1000 µs.
  // k = 2: (1000 + 1000) − (500 + max(500, 500) + 500) = 500 µs;
  // k = 4: 2000 − (250 + 3·max(250, 250) + 250) = 750 µs; less 10 added
  // nodes at 1 µs each.
  Graph graph = MustLoad(kMmParams, kPair);
  MmScaledModel model;
  async_tp::ChunkCost cost;
  cost.work = {graph.FindNode("mm")};
  cost.added_nodes = 10;
  const Node& ag = graph.node(graph.FindNode("ag"));
  EXPECT_DOUBLE_EQ(async_tp::PipelineGainUs(graph, model, ag, cost, 2, 1.0), 490.0);
  EXPECT_DOUBLE_EQ(async_tp::PipelineGainUs(graph, model, ag, cost, 4, 1.0), 740.0);
  // Nothing to hide behind: 1000 − (500 + max(500, 0) + 0) = 0, less the launches.
  cost.work.clear();
  EXPECT_DOUBLE_EQ(async_tp::PipelineGainUs(graph, model, ag, cost, 2, 1.0), -10.0);
}

TEST(AsyncTp, GraphUnchangedWhenNoSplitPays) {
  // The plain stub: every collective 1 ms and every mm 1 ms whatever the
  // size, so chunks only add time. The best-case pipeline at k = 2 is
  // 1 + max(1, 0.5) + 0.5 = 2.5 ms against 1 + 1 ms (at k = 4: 1 + 3 + 0.25),
  // so the pair is skipped before any copy or simulation.
  Graph graph = MustLoad(kMmParams, kPair);
  const std::vector<std::string> before = CallNames(graph);
  StubCostModel model;
  AsyncTensorParallel pass({}, &model);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_EQ(pass.chunks(), 0);
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{
                "graph unchanged: no all_gather → mm or mm → reduce_scatter pair to split",
                fmt::format("ag: {}", kCannotPay)}));
}

TEST(AsyncTp, GraphUnchangedWhenTheSimulationFindsNoGain) {
  // MmScaledModel: the pair alone would gain (pipeline 0.5 + 0.5 + 0.5 ms
  // against 1 + 1 ms), but a 2 ms mm independent of it already hides the
  // whole all_gather: 3 ms with or without chunks, so nothing is kept.
  Graph graph = MustLoad(R"(x: "f32[8, 16]", b: "f32[16, 32]", y: "f32[32, 16]")",
                         "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, "
                         "'0')\n"
                         "big = torch.ops.aten.mm.default(y, b)\n"
                         "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                         "mm = torch.ops.aten.mm.default(w, b)\n"
                         "return (mm, big)");
  const std::vector<std::string> before = CallNames(graph);
  MmScaledModel model;
  AsyncTensorParallel pass({}, &model);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_EQ(pass.chunks(), 0);
  ASSERT_EQ(pass.report().size(), 3U);
  EXPECT_EQ(pass.report()[0],
            "graph unchanged: no split is faster under collopt and no slower under autoparallel");
  EXPECT_EQ(pass.report()[1], "input: 3.000 ms (collopt)");
  EXPECT_TRUE(pass.report()[2].starts_with("all_gather → mm k=2: 3.000 ms (collopt)"))
      << pass.report()[2];
}

TEST(AsyncTp, SkipsAPairWhoseWaitHasOtherUsers) {
  Graph graph = MustLoad(kMmParams,
                         "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, "
                         "'0')\n"
                         "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                         "mm = torch.ops.aten.mm.default(w, b)\n"
                         "neg = torch.ops.aten.neg.default(w)\n"
                         "return (mm, neg)");
  const std::vector<std::string> before = CallNames(graph);
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{
                "graph unchanged: no all_gather → mm or mm → reduce_scatter pair to split",
                "ag: skipped, its gathered tensor has users other than mm"}));
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
  const Graph original = graph.Clone();
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  ExpectSameValues(original, graph, 2);
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
  ExpectNodes(graph, expected);
  ExpectGone(graph, {"view", "q"});
}

// mm → reduce_scatter. a [8, 4] per rank, G = 2: the product [8, 6] is
// summed over the ranks and each keeps its 4 rows.
constexpr const char* kRsParams = R"(a: "f32[8, 4]", b: "f32[4, 6]")";
constexpr const char* kRsPair =
    "mm = torch.ops.aten.mm.default(a, b)\n"
    "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm, 'sum', 2, '0')\n"
    "w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
    "relu = torch.ops.aten.relu.default(w)\n"
    "return (relu,)";

TEST(AsyncTp, SplitsMatmulReduceScatterIntoTwoChunks) {
  // Chunk i takes rows 2i..2i+1 of each rank's block of a ([2, 4, 4] viewed:
  // rows {0, 1, 4, 5}, then {2, 3, 6, 7}), so its reduce_scatter leaves rank
  // r rows 4r+2i..4r+2i+1 of the sum: the i-th half of r's shard.
  Graph graph = MustLoad(kRsParams, kRsPair);
  const Graph original = graph.Clone();
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  EXPECT_EQ(pass.rs_pairs_split(), 1);
  EXPECT_EQ(pass.rs_chunks(), 2);
  EXPECT_EQ(pass.pairs_split(), 0);
  EXPECT_EQ(CallNames(graph),
            (std::vector<std::string>{
                "rs_a_0_blocks", "rs_a_0_0", "rs_a_0_0_copy", "rs_a_0_0_rows", "rs_mm_0_0",
                "rs_reduce_scatter_0", "rs_a_0_1", "rs_a_0_1_copy", "rs_a_0_1_rows", "rs_mm_0_1",
                "rs_reduce_scatter_1", "rs_wait_0", "rs_wait_1", "rs_shard", "relu"}));
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"rs_a_0_blocks", "aten.view.default f32[2, 4, 4]"},
      {"rs_a_0_0", "aten.slice.Tensor f32[2, 2, 4]"},
      {"rs_a_0_0_copy", "aten.clone.default f32[2, 2, 4]"},
      {"rs_a_0_0_rows", "aten.view.default f32[4, 4]"},
      {"rs_mm_0_0", "aten.mm.default f32[4, 6]"},
      {"rs_reduce_scatter_0", fmt::format("{} f32[2, 6]", kReduceScatter)},
      {"rs_a_0_1", "aten.slice.Tensor f32[2, 2, 4]"},
      {"rs_a_0_1_copy", "aten.clone.default f32[2, 2, 4]"},
      {"rs_a_0_1_rows", "aten.view.default f32[4, 4]"},
      {"rs_mm_0_1", "aten.mm.default f32[4, 6]"},
      {"rs_reduce_scatter_1", fmt::format("{} f32[2, 6]", kReduceScatter)},
      {"rs_wait_0", fmt::format("{} f32[2, 6]", kWait)},
      {"rs_wait_1", fmt::format("{} f32[2, 6]", kWait)},
      {"rs_shard", "aten.cat.default f32[4, 6]"},
      {"relu", "aten.relu.default f32[4, 6]"},
  };
  ExpectNodes(graph, expected);
  const Node& slice = graph.node(graph.FindNode("rs_a_0_1"));
  ASSERT_EQ(slice.args.size(), 4U);
  EXPECT_EQ(slice.args[1].i, 1);  // the rows of each rank block
  EXPECT_EQ(slice.args[2].i, 2);
  EXPECT_EQ(slice.args[3].i, 4);
  const Node& rs0 = graph.node(graph.FindNode("rs_reduce_scatter_0"));
  ASSERT_TRUE(rs0.collective.has_value());
  EXPECT_EQ(rs0.collective->kind, CollectiveKind::kReduceScatter);
  EXPECT_EQ(rs0.collective->group_name, "0");
  EXPECT_EQ(rs0.collective->group_size, 2);
  EXPECT_EQ(rs0.args[1].s, "sum");
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{"1 mm → reduce_scatter pairs split into 2 chunks (forced)"}));
  ExpectSameValues(original, graph, 2);
}

TEST(AsyncTp, SplitsMatmulReduceScatterIntoFourChunks) {
  Graph graph = MustLoad(R"(a: "f32[16, 4]", b: "f32[4, 6]")", kRsPair);
  const Graph original = graph.Clone();
  AsyncTensorParallel pass(ForcedAsyncTp(4), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(Typed(graph, fmt::format("rs_a_0_{}", i)), "aten.slice.Tensor f32[2, 2, 4]");
    EXPECT_EQ(Typed(graph, fmt::format("rs_mm_0_{}", i)), "aten.mm.default f32[4, 6]");
    EXPECT_EQ(Typed(graph, fmt::format("rs_reduce_scatter_{}", i)),
              fmt::format("{} f32[2, 6]", kReduceScatter));
  }
  EXPECT_EQ(Typed(graph, "rs_shard"), "aten.cat.default f32[8, 6]");
  ExpectSameValues(original, graph, 2);
}

TEST(AsyncTp, SplitsASumOfSequenceParallelProducts) {
  // The backward graphs' input gradient: two products [b=2, G·s=8, N=6]
  // summed, regrouped by rank (split on the sequence dim, cat on dim 0) and
  // scattered; s = 4 rows per rank, chunks of 2.
  Graph graph =
      MustLoad(R"(x1: "f32[16, 3]", w1: "f32[3, 6]", x2: "f32[16, 5]", w2: "f32[5, 6]")",
               "mm1 = torch.ops.aten.mm.default(x1, w1)\n"
               "v1 = torch.ops.aten.view.default(mm1, [2, 8, 6])\n"
               "mm2 = torch.ops.aten.mm.default(x2, w2)\n"
               "v2 = torch.ops.aten.view.default(mm2, [2, 8, 6])\n"
               "add = torch.ops.aten.add.Tensor(v1, v2)\n"
               "split = torch.ops.aten.split.Tensor(add, 4, 1)\n"
               "g0 = split[0]\n"
               "g1 = split[1]\n"
               "cat = torch.ops.aten.cat.default([g0, g1])\n"
               "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat, 'sum', 2, '1')\n"
               "w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
               "return (w,)");
  const Graph original = graph.Clone();
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"rs_a_0_blocks", "aten.view.default f32[2, 2, 4, 3]"},
      {"rs_a_1_blocks", "aten.view.default f32[2, 2, 4, 5]"},
      {"rs_a_0_0", "aten.slice.Tensor f32[2, 2, 2, 3]"},
      {"rs_a_0_0_rows", "aten.view.default f32[8, 3]"},
      {"rs_a_1_1_rows", "aten.view.default f32[8, 5]"},
      {"rs_mm_1_1", "aten.mm.default f32[8, 6]"},
      {"rs_mm_0_0_view", "aten.view.default f32[2, 4, 6]"},
      {"rs_add_2_0", "aten.add.Tensor f32[2, 4, 6]"},
      {"rs_rank_0_1", "operator.getitem f32[2, 2, 6]"},
      {"rs_stack_0", "aten.cat.default f32[4, 2, 6]"},
      {"rs_reduce_scatter_1", fmt::format("{} f32[2, 2, 6]", kReduceScatter)},
      {"rs_wait_1", fmt::format("{} f32[2, 2, 6]", kWait)},
      {"rs_shard", "aten.cat.default f32[2, 4, 6]"},
  };
  ExpectNodes(graph, expected);
  ExpectGone(graph, {"mm1", "v1", "mm2", "v2", "add", "split", "g0", "cat", "rs", "w"});
  ExpectSameValues(original, graph, 2);
}

TEST(AsyncTp, TheOutputThatReturnsTheReduceScatterGetsTheShards) {
  // The forward graphs return the collective itself (saved for backward).
  Graph graph =
      MustLoad(R"(x: "f32[16, 4]", b: "f32[4, 6]")",
               "mm = torch.ops.aten.mm.default(x, b)\n"
               "v = torch.ops.aten.view.default(mm, [2, 8, 6])\n"
               "split = torch.ops.aten.split.Tensor(v, 4, 1)\n"
               "g0 = split[0]\n"
               "g1 = split[1]\n"
               "cat = torch.ops.aten.cat.default([g0, g1])\n"
               "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat, 'sum', 2, '1')\n"
               "w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
               "neg = torch.ops.aten.neg.default(w)\n"
               "return (neg, rs)");
  const Graph original = graph.Clone();
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  const Node& output = graph.nodes().back();
  ASSERT_EQ(output.op, NodeOp::kOutput);
  ASSERT_EQ(output.args[0].items.size(), 2U);
  EXPECT_EQ(graph.node(output.args[0].items[1].node).name, "rs_shard");
  ExpectSameValues(original, graph, 2);
}

TEST(AsyncTp, SkipsAReduceScatterWhoseMatmulHasOtherUsers) {
  Graph graph =
      MustLoad(kRsParams,
               "mm = torch.ops.aten.mm.default(a, b)\n"
               "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm, 'sum', 2, '0')\n"
               "w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
               "neg = torch.ops.aten.neg.default(mm)\n"
               "return (w, neg)");
  const std::vector<std::string> before = CallNames(graph);
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{
                "graph unchanged: no all_gather → mm or mm → reduce_scatter pair to split",
                "rs: skipped, its matmul's output has other users"}));
}

TEST(AsyncTp, SkipsAReduceScatterWhoseRowsDoNotDivide) {
  Graph graph = MustLoad(R"(a: "f32[6, 4]", b: "f32[4, 6]")", kRsPair);
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  EXPECT_FALSE(RunPass(pass, graph));
  ASSERT_EQ(pass.report().size(), 2U);
  EXPECT_EQ(pass.report()[1],
            "rs: skipped, 3 rows per rank do not make 2 chunks of at least 1 rows");
}

TEST(AsyncTp, ReduceScatterSplitThatDoesNotPayLeavesTheGraph) {
  // Tiny matrices priced by the real H100 model: the mm takes a few µs, each
  // reduce_scatter NCCL's latency, so chunks only add latency.
  Graph graph = MustLoad(kRsParams, kRsPair);
  const std::vector<std::string> before = CallNames(graph);
  CostModel model(testing::H100());
  AsyncTensorParallel pass({}, &model);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_EQ(pass.rs_chunks(), 0);
  // Neither k = 2 nor k = 4 can pay the chunks' latency even as a perfect
  // pipeline, so no copy is made or simulated.
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{
                "graph unchanged: no all_gather → mm or mm → reduce_scatter pair to split",
                fmt::format("rs: {}", kCannotPay)}));
}

TEST(AsyncTp, AutoKeepsAReduceScatterSplitThatPays) {
  // MmScaledModel: the reduce_scatter of [16, 32] f32 costs 4 ms, the mm 1 ms;
  // k chunks hide (k-1)/k of the mm: 5 → 4.5 (k=2) → 4.25 ms (k=4).
  Graph graph = MustLoad(R"(a: "f32[16, 16]", b: "f32[16, 32]")", kRsPair);
  MmScaledModel model;
  AsyncTensorParallel pass({}, &model);
  ASSERT_TRUE(RunPass(pass, graph));
  EXPECT_EQ(pass.rs_chunks(), 4);
  EXPECT_EQ(pass.chunks(), 0);
  EXPECT_TRUE(
      pass.report()[0].starts_with("1 mm → reduce_scatter pairs split into 4 chunks: "
                                   "5.000 → 4.250 ms (collopt)"))
      << pass.report()[0];
}

TEST(AsyncTp, ChunksOfAnEarlierSplitAreNotSplitAgain) {
  // An all_gather → mm pair feeding an mm → reduce_scatter pair: both split,
  // then the pass on its own output finds only chunks.
  Graph graph =
      MustLoad(R"(x: "f32[8, 16]", b: "f32[16, 32]", c: "f32[32, 16]")",
               "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, '0')\n"
               "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
               "mm = torch.ops.aten.mm.default(w, b)\n"
               "relu = torch.ops.aten.relu.default(mm)\n"
               "mm2 = torch.ops.aten.mm.default(relu, c)\n"
               "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm2, 'sum', 2, '0')\n"
               "w2 = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
               "return (w2,)");
  const Graph original = graph.Clone();
  AsyncTensorParallel first(ForcedAsyncTp(2), nullptr);
  ASSERT_TRUE(RunPass(first, graph));
  EXPECT_EQ(first.pairs_split(), 1);
  EXPECT_EQ(first.rs_pairs_split(), 1);
  ExpectSameValues(original, graph, 2);
  const std::vector<std::string> split = CallNames(graph);
  AsyncTensorParallel second(ForcedAsyncTp(2), nullptr);
  EXPECT_FALSE(RunPass(second, graph));
  EXPECT_EQ(CallNames(graph), split);
  EXPECT_EQ(second.report(),
            (std::vector<std::string>{
                "graph unchanged: no all_gather → mm or mm → reduce_scatter pair to split",
                "2 all_gathers are chunks of an earlier split, left as they are",
                "2 reduce_scatters are chunks of an earlier split, left as they are"}));
}

TEST(AsyncTp, CarriesChunksThroughTheRowWiseOpsBetweenPairs) {
  // A reduce_scatter pair → residual add → an RMSNorm-like row scaling →
  // an all_gather pair → relu → a reduce_scatter pair, G = 2, k = 2: the
  // chunks of the first reduce_scatter flow through the add, the scaling
  // and into the all_gather chunks; the all_gather's products flow through
  // the relu into the last matmul's chunks. h is returned, so it is rebuilt.
  Graph graph = MustLoad(
      R"(a: "f32[8, 4]", b: "f32[4, 6]", r: "f32[4, 6]", c: "f32[6, 4]", d: "f32[4, 6]")",
      "mm = torch.ops.aten.mm.default(a, b)\n"
      "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm, 'sum', 2, '0')\n"
      "w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
      "h = torch.ops.aten.add.Tensor(r, w)\n"
      "sq = torch.ops.aten.mul.Tensor(h, h)\n"
      "s = torch.ops.aten.sum.dim_IntList(sq, [1], True)\n"
      "n = torch.ops.aten.mul.Tensor(h, s)\n"
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(n, 2, '0')\n"
      "w2 = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "mm2 = torch.ops.aten.mm.default(w2, c)\n"
      "relu = torch.ops.aten.relu.default(mm2)\n"
      "mm3 = torch.ops.aten.mm.default(relu, d)\n"
      "rs2 = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm3, 'sum', 2, '0')\n"
      "w3 = torch.ops._c10d_functional.wait_tensor.default(rs2)\n"
      "return (w3, h)");
  const Graph original = graph.Clone();
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  ExpectSameValues(original, graph, 2);
  EXPECT_EQ(pass.report()[0],
            "1 all_gather → mm and 2 mm → reduce_scatter pairs split into 2 chunks, the chunks "
            "carried through 5 row-wise ops between them (6 cuts read pieces, 1 whole values "
            "rebuilt) (forced)");
  const std::vector<std::pair<std::string, std::string>> expected = {
      // r's rows of chunk 0, added to the first shard: rows 0..1 of h.
      {"h_arg0_0", "aten.slice.Tensor f32[2, 6]"},
      {"h_chunk_0", "aten.add.Tensor f32[2, 6]"},
      {"s_chunk_1", "aten.sum.dim_IntList f32[2, 1]"},
      {"n_chunk_1", "aten.mul.Tensor f32[2, 6]"},
      // The gathered products stay laid out by rank block: [G, c, N].
      {"relu_chunk_0", "aten.relu.default f32[2, 2, 4]"},
      {"h_whole", "aten.cat.default f32[4, 6]"},
  };
  ExpectNodes(graph, expected);
  // Chunk i of the all_gather reads n's piece i; the split, the whole n,
  // the cats the pieces replace and the row copies are gone.
  const Node& ag0 = graph.node(graph.FindNode("ag_all_gather_0"));
  EXPECT_EQ(graph.node(ag0.args[0].node).name, "n_chunk_0");
  ExpectGone(graph, {"ag_chunks", "n", "relu", "rs_shard", "ag_mm_0_cat", "h", "rs2_a_0_0_copy"});
  // Placed as a pipeline: chunk 0 flows on into the all_gather before chunk
  // 1 of the first reduce_scatter is issued (one pair's chunks no longer run
  // back to back).
  std::vector<std::string> collectives;
  for (const Node& node : graph.nodes()) {
    if (node.collective.has_value()) collectives.push_back(node.name);
  }
  EXPECT_EQ(collectives, (std::vector<std::string>{
                             "rs_reduce_scatter_0", "ag_all_gather_0", "rs_reduce_scatter_1",
                             "ag_all_gather_1", "rs2_reduce_scatter_0", "rs2_reduce_scatter_1"}));
  // collopt's output optimized again: every collective is a chunk.
  const std::vector<std::string> carried = CallNames(graph);
  AsyncTensorParallel again(ForcedAsyncTp(2), nullptr);
  EXPECT_FALSE(RunPass(again, graph));
  EXPECT_EQ(CallNames(graph), carried);
}

TEST(AsyncTp, CarriesChunksThroughOpsOnTheGatheredLayout) {
  // The all_gather's products are chunked by rank block ([G, c, N] pieces of
  // a [G·s, N] value): an add of a full tensor of the same shape reads its
  // rows block by block (a reshape to [G, s, N], sliced), a bias broadcast
  // along the rows is read whole, and the sum feeds the reduce_scatter's
  // chunks.
  Graph graph =
      MustLoad(R"(x: "f32[4, 6]", c: "f32[6, 4]", e: "f32[8, 4]", bias: "f32[4]", d: "f32[4, 6]")",
               "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, '0')\n"
               "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
               "mm = torch.ops.aten.mm.default(w, c)\n"
               "y = torch.ops.aten.add.Tensor(mm, e)\n"
               "z = torch.ops.aten.mul.Tensor(y, bias)\n"
               "mm2 = torch.ops.aten.mm.default(z, d)\n"
               "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm2, 'sum', 2, '0')\n"
               "w2 = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
               "return (w2,)");
  const Graph original = graph.Clone();
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  ExpectSameValues(original, graph, 2);
  EXPECT_EQ(pass.report()[0],
            "1 all_gather → mm and 1 mm → reduce_scatter pairs split into 2 chunks, the chunks "
            "carried through 2 row-wise ops between them (4 cuts read pieces, 0 whole values "
            "rebuilt) (forced)");
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"y_arg1_v", "aten.reshape.default f32[2, 4, 4]"},
      {"y_arg1_1", "aten.slice.Tensor f32[2, 2, 4]"},
      {"y_chunk_1", "aten.add.Tensor f32[2, 2, 4]"},
      {"z_chunk_0", "aten.mul.Tensor f32[2, 2, 4]"},
  };
  ExpectNodes(graph, expected);
  const Node& z0 = graph.node(graph.FindNode("z_chunk_0"));
  EXPECT_EQ(graph.node(z0.args[1].node).name, "bias");  // read whole
  ExpectGone(graph, {"y", "z", "ag_mm_0_cat"});
}

TEST(AsyncTp, CarryLeavesTheGraphWhenNoCutMatches) {
  // The reduce_scatter's shards reach only a relu and the output: no split
  // or slice cuts them again, so nothing is carried and nothing changes.
  Graph graph =
      MustLoad(R"(a: "f32[8, 4]", b: "f32[4, 6]")",
               "mm = torch.ops.aten.mm.default(a, b)\n"
               "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm, 'sum', 2, '0')\n"
               "w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
               "relu = torch.ops.aten.relu.default(w)\n"
               "return (relu,)");
  AsyncTensorParallel pass(ForcedAsyncTp(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  const std::vector<std::string> split = CallNames(graph);
  auto carried = CarryChunks(graph);
  ASSERT_TRUE(carried.ok());
  EXPECT_EQ(carried->sinks, 0);
  EXPECT_EQ(carried->ops, 0);
  EXPECT_EQ(CallNames(graph), split);
}

}  // namespace
}  // namespace collopt
