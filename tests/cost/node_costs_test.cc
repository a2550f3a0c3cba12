// Measured node costs: reading, located errors, applying them to a graph and
// the cost model honouring them.
#include "cost/node_costs.h"

#include "cost/hardware.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

Graph SmallGraph() {
  return testing::MustLoad(R"(x: "bf16[64, 32]", w: "bf16[32, 16]")",
                           "mm: \"bf16[64, 16]\" = torch.ops.aten.mm.default(x, w)\n"
                           "relu: \"bf16[64, 16]\" = torch.ops.aten.relu.default(mm)\n"
                           "return (relu,)");
}

absl::StatusOr<NodeCosts> ParseText(const std::string& text) {
  return NodeCosts::Parse(SourceFile("costs.json", text));
}

std::string ApplyError(const std::string& text) {
  auto costs = ParseText(text);
  if (!costs.ok()) return std::string(costs.status().message());
  Graph graph = SmallGraph();
  auto applied = costs->ApplyTo(graph);
  return applied.ok() ? "ok" : std::string(applied.status().message());
}

TEST(NodeCosts, ReadsNumbersAndObjects) {
  auto costs = ParseText(R"({"mm": {"ms": 0.5, "source": "compute_benchmarked_h100"}, "x": 0})");
  ASSERT_TRUE(costs.ok()) << costs.status().message();
  ASSERT_EQ(costs->entries().size(), 2u);
  EXPECT_EQ(costs->entries()[0].name, "mm");
  EXPECT_DOUBLE_EQ(costs->entries()[0].time_us, 500);
  EXPECT_EQ(costs->entries()[0].source, "compute_benchmarked_h100");
  EXPECT_EQ(costs->entries()[1].name, "x");
  EXPECT_DOUBLE_EQ(costs->entries()[1].time_us, 0);
  EXPECT_EQ(costs->entries()[1].source, "");
}

TEST(NodeCosts, ModelUsesMeasuredTimeAndItsOwnEstimateElsewhere) {
  Graph graph = SmallGraph();
  auto costs = ParseText(R"({"mm": {"ms": 0.5}})");
  ASSERT_TRUE(costs.ok());
  ASSERT_EQ(*costs->ApplyTo(graph), 1);
  CostModel model(*BuiltinHardware("h100"));
  const Node& mm = graph.node(graph.FindNode("mm"));
  const Node& relu = graph.node(graph.FindNode("relu"));
  NodeCost mm_cost = model.Estimate(graph, mm);
  EXPECT_DOUBLE_EQ(mm_cost.time_us, 500);
  EXPECT_EQ(mm_cost.source, CostSource::kMeasured);
  EXPECT_EQ(CostSourceName(mm_cost.source), "measured");
  EXPECT_DOUBLE_EQ(mm_cost.flops, 2.0 * 64 * 32 * 16);  // still reported
  // relu: not in the file, the roofline: (2048 + 2048) bytes over HBM.
  NodeCost relu_cost = model.Estimate(graph, relu);
  EXPECT_EQ(relu_cost.source, CostSource::kRoofline);
  EXPECT_DOUBLE_EQ(relu_cost.time_us, 4096.0 / (model.hardware().hbm_gbps * 1e3));

  MeasuredCostSummary summary = SummarizeMeasuredCosts(graph, model.EstimateAll(graph));
  EXPECT_EQ(summary.measured_nodes, 1);
  EXPECT_EQ(summary.priced_nodes, 2);
  EXPECT_DOUBLE_EQ(summary.compute_us, 500 + relu_cost.time_us);
  EXPECT_DOUBLE_EQ(summary.measured_compute_us, 500);
  EXPECT_DOUBLE_EQ(summary.measured_compute_share, 500 / (500 + relu_cost.time_us));
}

TEST(NodeCosts, SurviveCloneAndReorderButNotNewNodes) {
  Graph graph = SmallGraph();
  ASSERT_TRUE(ParseText(R"({"relu": 0.25})")->ApplyTo(graph).ok());
  Graph copy = graph.Clone();
  // Drop nothing, keep the order: ids stay, names keep their measured time.
  std::vector<NodeId> order;
  for (const Node& node : copy.nodes()) order.push_back(node.id);
  copy.Reorder(order);
  EXPECT_EQ(copy.node(copy.FindNode("relu")).measured_us, 250);
  EXPECT_FALSE(copy.node(copy.FindNode("mm")).measured_us.has_value());
  Node fresh;
  fresh.name = "relu_copy";
  fresh.target = "aten.relu.default";
  NodeId id = copy.AddNode(std::move(fresh));
  EXPECT_FALSE(copy.node(id).measured_us.has_value());
}

TEST(NodeCosts, ReappliedFileReplacesThePreviousOne) {
  Graph graph = SmallGraph();
  ASSERT_TRUE(ParseText(R"({"relu": 0.25})")->ApplyTo(graph).ok());
  ASSERT_TRUE(ParseText(R"({"mm": 1})")->ApplyTo(graph).ok());
  EXPECT_FALSE(graph.node(graph.FindNode("relu")).measured_us.has_value());
  EXPECT_EQ(graph.node(graph.FindNode("mm")).measured_us, 1000);
}

TEST(NodeCosts, NotJson) {
  EXPECT_EQ(ApplyError("{\"mm\": 0.5,\n \"relu\": }"),
            "costs.json:2:10: error: not JSON: syntax error while parsing value - unexpected '}'; "
            "expected '[', '{', or a literal\n"
            " \"relu\": }\n"
            "         ^");
}

TEST(NodeCosts, NotAnObject) {
  EXPECT_EQ(ApplyError("[1, 2]"),
            "costs.json:1:1: error: expected a JSON object from node name to milliseconds, got "
            "array\n[1, 2]\n^");
}

TEST(NodeCosts, NonNumericCost) {
  EXPECT_EQ(ApplyError("{\"mm\": 0.5,\n \"relu\": \"fast\"}"),
            "costs.json:2:10: error: node 'relu': expected a time in ms, got \"fast\"\n"
            " \"relu\": \"fast\"}\n"
            "         ^");
  EXPECT_EQ(ApplyError(R"({"mm": {"source": "x"}})"),
            "costs.json:1:8: error: node 'mm': expected an \"ms\" field\n"
            "{\"mm\": {\"source\": \"x\"}}\n"
            "       ^");
  EXPECT_EQ(ApplyError(R"({"mm": {"ms": null}})"),
            "costs.json:1:8: error: node 'mm': expected a time in ms, got null\n"
            "{\"mm\": {\"ms\": null}}\n"
            "       ^");
}

TEST(NodeCosts, NegativeCost) {
  EXPECT_EQ(ApplyError(R"({"mm": {"ms": -1.5}})"),
            "costs.json:1:8: error: node 'mm': expected a non-negative time in ms, got -1.5\n"
            "{\"mm\": {\"ms\": -1.5}}\n"
            "       ^");
}

// 1e306 ms is a finite double but an infinite µs (found by fuzzing).
TEST(NodeCosts, TimeTooLarge) {
  EXPECT_EQ(ApplyError(R"({"mm": 1e306})"),
            "costs.json:1:8: error: node 'mm': expected a time of at most 1e+09 ms, got 1e+306\n"
            "{\"mm\": 1e306}\n"
            "       ^");
  EXPECT_EQ(ApplyError(R"({"mm": 1e9})"), "ok");
}

TEST(NodeCosts, NameGivenTwice) {
  EXPECT_EQ(ApplyError("{\"mm\": 1,\n\"mm\": 2}"),
            "costs.json:2:1: error: node 'mm' given twice (first at line 1)\n"
            "\"mm\": 2}\n"
            "^");
}

TEST(NodeCosts, UnknownNamesNamedAndLocatedAtTheFirst) {
  EXPECT_EQ(ApplyError(R"({"mm": 1, "mm_7": 2, "a": 0, "b": 0, "c": 0, "d": 0, "e": 0})"),
            "costs.json:1:11: error: 6 nodes are not in the graph (test.py): 'mm_7', 'a', 'b', "
            "'c', 'd' and 1 more\n"
            R"({"mm": 1, "mm_7": 2, "a": 0, "b": 0, "c": 0, "d": 0, "e": 0})"
            "\n          ^");
  Graph graph = SmallGraph();
  EXPECT_FALSE(ParseText(R"({"mm": 1, "zz": 2})")->ApplyTo(graph).ok());
  EXPECT_FALSE(graph.node(graph.FindNode("mm")).measured_us.has_value());  // unchanged
}

TEST(NodeCosts, EscapedKeys) {
  auto costs = ParseText(R"({"m\u006d": 2, "x": {"ms": 1, "note": "a,}\"b"}, "w": 3})");
  ASSERT_TRUE(costs.ok()) << costs.status().message();
  ASSERT_EQ(costs->entries().size(), 3u);
  EXPECT_EQ(costs->entries()[0].name, "mm");
  EXPECT_EQ(costs->entries()[2].name, "w");
  EXPECT_DOUBLE_EQ(costs->entries()[2].time_us, 3000);
}

TEST(NodeCosts, SharedFileAppliesToItsGraph) {
  std::string dir = "h100_inductor_runs/";
  auto graph = LoadGraph(testing::SharedData(dir + "before_llama3_8b_fw_64_2d.readable.py"), {});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  auto costs = NodeCosts::Read(testing::SharedData(dir + "before_llama3_8b_fw_64_2d.nodes.json"));
  ASSERT_TRUE(costs.ok()) << costs.status().message();
  auto applied = costs->ApplyTo(*graph);
  ASSERT_TRUE(applied.ok()) << applied.status().message();
  EXPECT_EQ(*applied, static_cast<int64_t>(graph->size()));  // every node, output included
}

}  // namespace
}  // namespace collopt
