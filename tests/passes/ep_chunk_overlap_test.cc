// ep-chunk-overlap golden scenarios: a hand-made MoE block (dispatch
// all_to_all → wait → expert matmuls → combine all_to_all → wait → a row-wise
// post op, plus a shared expert that does not need the dispatch) split into
// 2 and 4 column chunks (exact node lists and every new node's type), the
// chunk count chosen by simulation, a latency-bound block left unchanged
// with its reason, a combine fed by an op that cannot be split, an already
// chunked block, and bad chunk counts. Every output is validated.
#include "passes/ep_chunk_overlap.h"

#include <string>
#include <utility>
#include <vector>

#include "analysis/graph_validator.h"
#include "fmt/format.h"
#include "tests/passes/stub_cost_model.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::CallNames;
using testing::kAllToAll;
using testing::kWait;
using testing::MustLoad;
using testing::StubCostModel;
using testing::Typed;

// 8 token rows of hidden size 16 on an EP group of 2 (4 rows to each rank);
// 2 local experts of width 32.
constexpr const char* kMoeParams =
    R"(x: "bf16[8, 16]", w1: "bf16[2, 16, 32]", w2: "bf16[2, 32, 16]", offs: "i32[2]", )"
    R"(ws: "bf16[16, 16]")";
constexpr const char* kMoe =
    "d = torch.ops._c10d_functional.all_to_all_single.default(x, [4, 4], [4, 4], '1')\n"
    "dw = torch.ops._c10d_functional.wait_tensor.default(d)\n"
    "h = torch.ops.aten._grouped_mm.default(dw, w1, offs)\n"
    "y = torch.ops.aten._grouped_mm.default(h, w2, offs)\n"
    "c = torch.ops._c10d_functional.all_to_all_single.default(y, [4, 4], [4, 4], '1')\n"
    "cw = torch.ops._c10d_functional.wait_tensor.default(c)\n"
    "s = torch.ops.aten.mm.default(x, ws)\n"
    "sc = torch.ops.aten.mul.Tensor(cw, 2.0)\n"
    "out = torch.ops.aten.add.Tensor(sc, s)\n"
    "return (out,)";

// A collective costs 1 ms per 256 bytes (the whole combine: 1 ms); a
// grouped matmul 1 ms per 16 output columns; the shared expert's mm 1 ms.
class GroupedMmScaledModel : public StubCostModel {
 public:
  GroupedMmScaledModel() : StubCostModel(1000, {}, 8 * 16 * 2) {}
  NodeCost Estimate(const Graph& graph, const Node& node) const override {
    if (node.target != "aten._grouped_mm.default") return StubCostModel::Estimate(graph, node);
    NodeCost cost;
    cost.time_us = 1000.0 * static_cast<double>(node.value.tensor.shape.back().hint) / 16;
    cost.source = CostSource::kRoofline;
    return cost;
  }
};

bool RunPass(EpChunkOverlap& pass, Graph& graph) {
  auto changed = pass.Run(graph);
  EXPECT_TRUE(changed.ok()) << changed.status().message();
  absl::Status valid = ValidateGraph(graph);
  EXPECT_TRUE(valid.ok()) << valid.message();
  return changed.ok() && *changed;
}

EpChunkOptions ForcedEpChunks(int64_t k) {
  bool enabled = false;
  auto options = ParseEpChunks(std::to_string(k), &enabled);
  EXPECT_TRUE(options.ok() && enabled);
  return *options;
}

TEST(EpChunkOverlap, SplitsIntoTwoChunks) {
  Graph graph = MustLoad(kMoeParams, kMoe);
  EpChunkOverlap pass(ForcedEpChunks(2), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  // The shared expert `s` moves into the dispatch window; chunk j's exchange
  // follows its matmul; the waits and post ops come chunk after chunk.
  EXPECT_EQ(CallNames(graph), (std::vector<std::string>{
                                  "d", "s", "dw", "h", "w2_c0", "y_c0", "c_c0", "w2_c1", "y_c1",
                                  "c_c1", "cw_c0", "sc_c0", "cw_c1", "sc_c1", "sc_cat", "out"}));
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"w2_c0", "aten.slice.Tensor bf16[2, 32, 8]"},
      {"w2_c1", "aten.slice.Tensor bf16[2, 32, 8]"},
      {"y_c0", "aten._grouped_mm.default bf16[8, 8]"},
      {"y_c1", "aten._grouped_mm.default bf16[8, 8]"},
      {"c_c0", fmt::format("{} bf16[8, 8]", kAllToAll)},
      {"c_c1", fmt::format("{} bf16[8, 8]", kAllToAll)},
      {"cw_c0", fmt::format("{} bf16[8, 8]", kWait)},
      {"cw_c1", fmt::format("{} bf16[8, 8]", kWait)},
      {"sc_c0", "aten.mul.Tensor bf16[8, 8]"},
      {"sc_c1", "aten.mul.Tensor bf16[8, 8]"},
      {"sc_cat", "aten.cat.default bf16[8, 16]"},
      {"out", "aten.add.Tensor bf16[8, 16]"},
  };
  for (const auto& [name, typed] : expected) EXPECT_EQ(Typed(graph, name), typed) << name;
  // Columns [0, 8) and [8, 16) of w2's last dim.
  const Node& w2_c1 = graph.node(graph.FindNode("w2_c1"));
  ASSERT_EQ(w2_c1.args.size(), 4U);
  EXPECT_EQ(w2_c1.args[1].i, 2);
  EXPECT_EQ(w2_c1.args[2].i, 8);
  EXPECT_EQ(w2_c1.args[3].i, 16);
  const Node& c0 = graph.node(graph.FindNode("c_c0"));
  ASSERT_TRUE(c0.collective.has_value());
  EXPECT_EQ(c0.collective->group_name, "1");
  EXPECT_EQ(c0.collective->group_size, 2);
  EXPECT_EQ(pass.outcome().chunks, 2);
  ASSERT_EQ(pass.outcome().regions.size(), 1U);
  const EpRegionOutcome& r = pass.outcome().regions[0];
  EXPECT_EQ(r.dispatch, "d");
  EXPECT_EQ(r.combine, "c");
  EXPECT_EQ(r.process_group, "1");
  EXPECT_EQ(r.hidden, 16);
  EXPECT_TRUE(r.chunked);
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{
                "1 of 1 expert-parallel regions split into 2 column chunks (forced); compute "
                "independent of each dispatch moved into its window"}));
}

TEST(EpChunkOverlap, SplitsIntoFourChunks) {
  Graph graph = MustLoad(kMoeParams, kMoe);
  EpChunkOverlap pass(ForcedEpChunks(4), nullptr);
  ASSERT_TRUE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph),
            (std::vector<std::string>{
                "d",     "s",     "dw",    "h",     "w2_c0", "y_c0",  "c_c0",   "w2_c1", "y_c1",
                "c_c1",  "w2_c2", "y_c2",  "c_c2",  "w2_c3", "y_c3",  "c_c3",   "cw_c0", "sc_c0",
                "cw_c1", "sc_c1", "cw_c2", "sc_c2", "cw_c3", "sc_c3", "sc_cat", "out"}));
  for (int j = 0; j < 4; ++j) {
    EXPECT_EQ(Typed(graph, fmt::format("w2_c{}", j)), "aten.slice.Tensor bf16[2, 32, 4]");
    EXPECT_EQ(Typed(graph, fmt::format("y_c{}", j)), "aten._grouped_mm.default bf16[8, 4]");
    EXPECT_EQ(Typed(graph, fmt::format("c_c{}", j)), fmt::format("{} bf16[8, 4]", kAllToAll));
    EXPECT_EQ(Typed(graph, fmt::format("cw_c{}", j)), fmt::format("{} bf16[8, 4]", kWait));
    EXPECT_EQ(Typed(graph, fmt::format("sc_c{}", j)), "aten.mul.Tensor bf16[8, 4]");
    const Node& w = graph.node(graph.FindNode(fmt::format("w2_c{}", j)));
    EXPECT_EQ(w.args[2].i, 4 * j);
    EXPECT_EQ(w.args[3].i, 4 * j + 4);
  }
  EXPECT_EQ(Typed(graph, "sc_cat"), "aten.cat.default bf16[8, 16]");
  EXPECT_EQ(pass.outcome().chunks, 4);
}

TEST(EpChunkOverlap, AutoKeepsTheFastestChunkCount) {
  // By hand, collopt's timeline in program order: before, 1 ms dispatch
  // exposed + 2 ms h + 1 ms y + 1 ms combine exposed + 1 ms shared = 6 ms.
  // k chunks: the shared mm hides the dispatch, then 2 ms h, then k
  // matmuls of 1/k ms, each chunk's exchange (1/k ms) behind the next
  // matmul: 1 + 2 + 1 + 1/k ms — 4.5 (k=2), 4.25 (k=4), 4.125 ms (k=8).
  Graph graph = MustLoad(kMoeParams, kMoe);
  GroupedMmScaledModel model;
  EpChunkOverlap pass({}, &model);
  ASSERT_TRUE(RunPass(pass, graph));
  EXPECT_EQ(pass.outcome().chunks, 8);
  ASSERT_GE(pass.report().size(), 3U);
  EXPECT_TRUE(pass.report()[0].starts_with("k=2: 1 regions, 4.500 ms (collopt) vs 6.000, "))
      << pass.report()[0];
  EXPECT_TRUE(pass.report()[1].starts_with("k=4: 1 regions, 4.250 ms (collopt) vs 6.000, "))
      << pass.report()[1];
  EXPECT_TRUE(pass.report()[2].starts_with("k=8: 1 regions, 4.125 ms (collopt) vs 6.000, "))
      << pass.report()[2];
  EXPECT_EQ(Typed(graph, "c_c7"), fmt::format("{} bf16[8, 2]", kAllToAll));
}

TEST(EpChunkOverlap, GraphUnchangedWhenChunksOnlyAddLatency) {
  // The plain stub: every collective 1 ms whatever its size (pure latency),
  // a grouped matmul 0.4 ms. k chunks would exchange k × 1 ms against 0.4 ms
  // of matmul: max(1, k − 0.4·(k−1)/k) ≥ 1 ms, never less than the 1 ms of
  // one exchange.
  Graph graph = MustLoad(kMoeParams, kMoe);
  const std::vector<std::string> before = CallNames(graph);
  StubCostModel model(1000, {{"aten._grouped_mm.default", 400}});
  EpChunkOverlap pass({}, &model);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_EQ(pass.outcome().chunks, 0);
  ASSERT_EQ(pass.outcome().regions.size(), 1U);
  EXPECT_FALSE(pass.outcome().regions[0].chunked);
  const std::string reason =
      "2 chunks too small to pay their latency: 2 × 1000.0 µs exchanges against 400.0 µs of "
      "expert compute, vs 1000.0 µs whole";
  EXPECT_EQ(pass.outcome().regions[0].reason, reason);
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{"k=2: no region to chunk", "k=4: no region to chunk",
                                      "k=8: no region to chunk", "c (1 region): skipped, " + reason,
                                      "graph unchanged"}));
}

TEST(EpChunkOverlap, SkipsACombineFedByAnOpThatCannotBeSplit) {
  Graph graph =
      MustLoad(kMoeParams,
               "d = torch.ops._c10d_functional.all_to_all_single.default(x, [4, 4], [4, 4], '1')\n"
               "dw = torch.ops._c10d_functional.wait_tensor.default(d)\n"
               "h = torch.ops.aten._grouped_mm.default(dw, w1, offs)\n"
               "y = torch.ops.aten._grouped_mm.default(h, w2, offs)\n"
               "t = torch.ops.aten.relu.default(y)\n"
               "c = torch.ops._c10d_functional.all_to_all_single.default(t, [4, 4], [4, 4], '1')\n"
               "cw = torch.ops._c10d_functional.wait_tensor.default(c)\n"
               "return (cw,)");
  const std::vector<std::string> before = CallNames(graph);
  EpChunkOverlap pass(ForcedEpChunks(2), nullptr);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(CallNames(graph), before);
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{"c (1 region): skipped, 't' (aten.relu.default) computes its "
                                      "input and cannot be split by columns",
                                      "graph unchanged"}));
}

TEST(EpChunkOverlap, AnAlreadyChunkedRegionIsNotChunkedAgain) {
  Graph graph = MustLoad(kMoeParams, kMoe);
  EpChunkOverlap first(ForcedEpChunks(2), nullptr);
  ASSERT_TRUE(RunPass(first, graph));
  const std::vector<std::string> chunked = CallNames(graph);
  EpChunkOverlap second(ForcedEpChunks(2), nullptr);
  EXPECT_FALSE(RunPass(second, graph));
  EXPECT_EQ(CallNames(graph), chunked);
  EXPECT_EQ(second.report(),
            (std::vector<std::string>{"c_c0 (1 region): skipped, already chunked: its expert "
                                      "matmul reads a column slice of its weight",
                                      "graph unchanged"}));
}

TEST(EpChunkOverlap, ForcedCountThatDoesNotDivideTheHiddenSizeIsReported) {
  Graph graph = MustLoad(kMoeParams, kMoe);
  EpChunkOverlap pass(ForcedEpChunks(3), nullptr);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{
                "c (1 region): skipped, its hidden size 16 does not split into 3 chunks",
                "graph unchanged"}));
}

TEST(EpChunkOverlap, BadChunkCountIsAnError) {
  for (const char* bad : {"1", "0", "-2", "four", "2x", ""}) {
    bool enabled = true;
    auto options = ParseEpChunks(bad, &enabled);
    ASSERT_FALSE(options.ok()) << bad;
    EXPECT_EQ(options.status().message(),
              fmt::format("error: --ep-chunks expects auto, off or a chunk count of at least 2, "
                          "got '{}'",
                          bad));
  }
  bool enabled = true;
  ASSERT_TRUE(ParseEpChunks("off", &enabled).ok());
  EXPECT_FALSE(enabled);
  auto automatic = ParseEpChunks("auto", &enabled);
  ASSERT_TRUE(automatic.ok());
  EXPECT_TRUE(enabled);
  EXPECT_EQ(automatic->chunks, (std::vector<int64_t>{2, 4, 8}));
  EXPECT_TRUE(automatic->simulate);
}

TEST(EpChunkOverlap, NoRegionLeavesTheGraphUnchanged) {
  Graph graph = MustLoad(kMoeParams,
                         "s = torch.ops.aten.mm.default(x, ws)\n"
                         "return (s,)");
  EpChunkOverlap pass(ForcedEpChunks(2), nullptr);
  EXPECT_FALSE(RunPass(pass, graph));
  EXPECT_EQ(pass.report(),
            (std::vector<std::string>{
                "no dispatch → expert compute → combine all_to_all region: graph unchanged"}));
}

}  // namespace
}  // namespace collopt
