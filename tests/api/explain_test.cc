// `collopt explain` (api/explain.h) on every shared graph: the per-collective
// exposed times sum to the simulator's exposed total, most exposed first,
// the priced fixes are simulated; the JSON fields; optimize's report section;
// and bad options.
#include "api/explain.h"

#include <cmath>
#include <set>

#include "api/load.h"
#include "api/optimize.h"
#include "api/optimize_report.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

class ExplainSharedGraphTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ExplainSharedGraphTest, ExposedTimesSumToTheSimulatorsTotal) {
  const std::string path = testing::SharedData(GetParam());
  auto graph = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  auto sim = RunSimulation(*graph, path, SimulateOptions{});
  ASSERT_TRUE(sim.ok()) << sim.status().message();
  ExplainRequest request;
  auto explained = RunExplain(*graph, path, request);
  ASSERT_TRUE(explained.ok()) << explained.status().message();
  const ExposureReport& r = explained->report;
  EXPECT_DOUBLE_EQ(r.step_us, sim->result.step_us);
  EXPECT_DOUBLE_EQ(r.exposed_us, sim->result.exposed_us);
  ASSERT_GT(r.exposed_us, 0);
  double sum = 0;
  std::set<NodeId> seen;
  for (size_t i = 0; i < r.collectives.size(); ++i) {
    const ExposedCollective& c = r.collectives[i];
    sum += c.exposed_us;
    EXPECT_GT(c.exposed_us, 0);
    EXPECT_TRUE(seen.insert(c.node).second) << graph->node(c.node).name;
    EXPECT_TRUE(graph->node(c.node).collective.has_value());
    EXPECT_LE(c.cause_us, c.exposed_us * (1 + 1e-12));
    if (i > 0) {
      EXPECT_LE(c.exposed_us, r.collectives[i - 1].exposed_us);
    }
    // The 20 most exposed get a simulated saving unless no fix exists (a
    // dependency with nothing to chunk beside it); no fix saves more than
    // the step.
    if (i < request.top && c.cause != ExposureCause::kDataDependency) {
      EXPECT_TRUE(c.saving_us.has_value()) << graph->node(c.node).name;
    }
    if (c.saving_us.has_value()) {
      EXPECT_LT(*c.saving_us, r.step_us);
    }
  }
  EXPECT_NEAR(sum, r.exposed_us, 1e-3 * r.exposed_us);  // the issue asks 0.1 %
  EXPECT_NEAR(sum, r.exposed_us, 1e-9 * r.exposed_us);  // and it is exact
}

INSTANTIATE_TEST_SUITE_P(
    SharedGraphs, ExplainSharedGraphTest,
    ::testing::Values("autoparallel_overlap/repro_dsv3_bw_64.py",
                      "autoparallel_overlap/repro_dsv3_fw_64.py",
                      "autoparallel_overlap/repro_llama3_8b_bw_256_1d.py",
                      "autoparallel_overlap/repro_llama3_8b_bw_256_2d.py",
                      "autoparallel_overlap/repro_llama3_8b_bw_64_1d.py",
                      "autoparallel_overlap/repro_llama3_8b_bw_64_2d.py",
                      "autoparallel_overlap/repro_llama3_8b_fw_256_1d.py",
                      "autoparallel_overlap/repro_llama3_8b_fw_256_2d.py",
                      "autoparallel_overlap/repro_llama3_8b_fw_64_1d.py",
                      "autoparallel_overlap/repro_llama3_8b_fw_64_2d.py",
                      "h100_inductor_runs/after_dsv3_bw_64.readable.py",
                      "h100_inductor_runs/after_dsv3_fw_64.readable.py",
                      "h100_inductor_runs/after_llama3_8b_bw_256_1d.readable.py",
                      "h100_inductor_runs/after_llama3_8b_bw_256_2d.readable.py",
                      "h100_inductor_runs/after_llama3_8b_bw_64_1d.readable.py",
                      "h100_inductor_runs/after_llama3_8b_bw_64_2d.readable.py",
                      "h100_inductor_runs/after_llama3_8b_fw_256_1d.readable.py",
                      "h100_inductor_runs/after_llama3_8b_fw_256_2d.readable.py",
                      "h100_inductor_runs/after_llama3_8b_fw_64_1d.readable.py",
                      "h100_inductor_runs/after_llama3_8b_fw_64_2d.readable.py"),
    [](const ::testing::TestParamInfo<std::string>& param) {
      std::string name = param.param.substr(param.param.find('/') + 1);
      name = name.substr(0, name.find('.'));
      for (char& ch : name) {
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
      }
      return name;
    });

TEST(Explain, JsonHasTheIssuesFields) {
  auto graph = testing::LoadToyGraph();
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  auto explained = RunExplain(*graph, "", ExplainRequest{});
  ASSERT_TRUE(explained.ok()) << explained.status().message();
  nlohmann::ordered_json json = ExposureToJson(*graph, explained->report);
  ASSERT_TRUE(json.contains("exposed_us"));
  // The toy step waits right after each of its 4 collectives.
  ASSERT_EQ(json["collectives"].size(), 4u);
  double sum = 0;
  for (const auto& row : json["collectives"]) {
    for (const char* key :
         {"node", "group", "kind", "exposed_us", "cause", "blocked_by", "fix", "saving_us"}) {
      EXPECT_TRUE(row.contains(key)) << key;
    }
    sum += row["exposed_us"].get<double>();
  }
  EXPECT_NEAR(sum, json["exposed_us"].get<double>(), 1e-9 * sum);
  EXPECT_EQ(json["memory_limit_bytes"], nullptr);
  int64_t counted = 0;
  for (const auto& [cause, total] : json["causes"].items()) {
    counted += total["collectives"].get<int64_t>();
  }
  EXPECT_EQ(counted, 4);
  // Rows can be capped; the totals still count every collective.
  EXPECT_EQ(ExposureToJson(*graph, explained->report, 1)["collectives"].size(), 1u);
  // The text shows the top rows and sums the rest.
  std::string text = ExposureToText(*graph, explained->report, 2);
  EXPECT_NE(text.find("(2 more collectives)"), std::string::npos) << text;
  EXPECT_NE(text.find("by cause:"), std::string::npos) << text;
}

// optimize explains a variant with the costs its simulation made: the same
// report as pricing the graph again, and the costs given are the ones read.
TEST(Explain, WithTheSimulationsCostsAsPricingAgain) {
  auto graph = testing::LoadToyGraph();
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  std::string table_path;
  auto model = MakeCostModel(*graph, "", SimulateOptions{}, &table_path);
  ASSERT_TRUE(model.ok()) << model.status().message();
  const Simulation sim = SimulateWithModel(*graph, *model, table_path, SimulateOptions{});
  auto priced = ExplainWithModel(*graph, *model, SimulateOptions{}, std::nullopt, 20);
  auto reused = ExplainWithModel(*graph, *model, SimulateOptions{}, std::nullopt, 20, &sim.costs);
  ASSERT_TRUE(priced.ok() && reused.ok());
  EXPECT_EQ(ExposureToJson(*graph, *reused).dump(), ExposureToJson(*graph, *priced).dump());
  ASSERT_EQ(reused->collectives.size(), 4u);
  // Every collective twice as long: the compute is unchanged, so the step
  // grows by exactly the exposed time added.
  std::vector<NodeCost> doubled = sim.costs;
  for (const Node& node : graph->nodes()) {
    if (node.collective.has_value()) doubled[static_cast<size_t>(node.id)].time_us *= 2;
  }
  auto slower = ExplainWithModel(*graph, *model, SimulateOptions{}, std::nullopt, 20, &doubled);
  ASSERT_TRUE(slower.ok());
  EXPECT_GT(slower->exposed_us, reused->exposed_us);
  EXPECT_DOUBLE_EQ(slower->step_us - reused->step_us, slower->exposed_us - reused->exposed_us);
}

TEST(Explain, OptimizeReportExplainsWhatStaysExposed) {
  auto graph = testing::LoadToyGraph();
  ASSERT_TRUE(graph.ok());
  auto result = Optimize(std::move(*graph), "", OptimizeOptions{});
  ASSERT_TRUE(result.ok()) << result.status().message();
  ASSERT_TRUE(result->exposure.has_value());
  EXPECT_DOUBLE_EQ(result->exposure->exposed_us, result->after.result.exposed_us);
  nlohmann::ordered_json json = OptimizeReportJson(*result);
  ASSERT_TRUE(json.contains("exposure"));
  EXPECT_LE(json["exposure"]["collectives"].size(), kOptimizeExplained);
  EXPECT_NE(OptimizeReportText(*result).find("still exposed after (collopt explain)"),
            std::string::npos);
}

TEST(Explain, BadOptionsAreErrors) {
  auto graph = testing::LoadToyGraph();
  ASSERT_TRUE(graph.ok());
  ExplainRequest request;
  request.sim.timeline = "autoparallel";
  auto explained = RunExplain(*graph, "", request);
  ASSERT_FALSE(explained.ok());
  EXPECT_NE(std::string(explained.status().message()).find("collopt's timeline"),
            std::string::npos);
  for (const char* bad : {"nan", "inf", "0", "-1", "2x", "", "1e10"}) {
    auto limit = ParseMemoryLimitGb(bad);
    ASSERT_FALSE(limit.ok()) << bad;
    EXPECT_NE(std::string(limit.status().message()).find("--memory-limit-gb"), std::string::npos);
  }
  auto limit = ParseMemoryLimitGb("1.5");
  ASSERT_TRUE(limit.ok());
  EXPECT_EQ(*limit, int64_t{3} << 29);
}

}  // namespace
}  // namespace collopt
