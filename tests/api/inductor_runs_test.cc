// collopt against PyTorch Inductor's overlap pass on the ten shared graphs,
// priced as h100_inductor_runs/ prices them (measured node costs, the
// measured tables, the autoparallel timeline): the API the CLI's
// `simulate/optimize --node-costs --timeline autoparallel` calls.
#include <fstream>

#include "api/optimize.h"
#include "api/simulate.h"
#include "nlohmann/json.hpp"
#include "tests/test_util.h"

namespace collopt {
namespace {

struct Run {
  const char* graph;
  const char* table;
  const char* group_map;
};

class InductorRunsApiTest : public ::testing::TestWithParam<Run> {
 protected:
  std::string File(const std::string& kind, const std::string& ext) const {
    return testing::SharedData("h100_inductor_runs/" + kind + "_" + GetParam().graph + ext);
  }
  SimulateOptions Options(const std::string& kind) const {
    SimulateOptions o;
    o.colls = testing::SharedData(std::string("autoparallel_overlap/") + GetParam().table);
    o.node_costs = File(kind, ".nodes.json");
    o.timeline = "autoparallel";
    o.colls_group_map = GetParam().group_map;
    return o;
  }
  nlohmann::json Inductor() const {
    std::ifstream in(testing::SharedData(std::string("h100_inductor_runs/inductor_") +
                                         GetParam().graph + ".json"));
    return nlohmann::json::parse(in);
  }
};

TEST_P(InductorRunsApiTest, SimulateReproducesInductorsStepTimes) {
  const nlohmann::json inductor = Inductor();
  for (const char* kind : {"before", "after"}) {
    const std::string path = File(kind, ".readable.py");
    auto graph = LoadGraph(path, LoadOptions{});
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    auto sim = RunSimulation(*graph, path, Options(kind));
    ASSERT_TRUE(sim.ok()) << sim.status().message();
    const double expected_ms = inductor[kind]["runtime_ms"].get<double>();
    EXPECT_NEAR(sim->result.step_us / 1000, expected_ms, 0.005 * expected_ms) << kind;
    EXPECT_EQ(sim->measured.measured_nodes, static_cast<int64_t>(graph->size())) << kind;
  }
}

TEST_P(InductorRunsApiTest, OptimizeBeatsInductorAndNeverSlowsTheInput) {
  const std::string path = File("before", ".readable.py");
  auto graph = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  OptimizeOptions options;
  options.sim = Options("before");
  options.verify = testing::kProveResults;
  options.verify_each = true;
  auto result = Optimize(std::move(*graph), path, options);
  ASSERT_TRUE(result.ok()) << result.status().message();
  for (const auto& [model, steps] : result->models) {
    EXPECT_LE(steps.after_us, steps.before_us * (1 + 1e-9)) << model;
  }
  EXPECT_TRUE(result->schedule.limit_met);
  const double inductor_ms = Inductor()["after"]["runtime_ms"].get<double>();
  const double after_ms = result->models.at("autoparallel").after_us / 1000;
  EXPECT_LT(after_ms, inductor_ms);
}

INSTANTIATE_TEST_SUITE_P(SharedGraphs, InductorRunsApiTest,
                         ::testing::Values(Run{"dsv3_bw_64", "colls8_8.table", "0=0,513=1,521=1"},
                                           Run{"dsv3_fw_64", "colls8_8.table", "0=0,513=1,521=1"},
                                           Run{"llama3_8b_bw_256_1d", "colls32_8.table", ""},
                                           Run{"llama3_8b_bw_256_2d", "colls32_8.table", ""},
                                           Run{"llama3_8b_bw_64_1d", "colls8_8.table", ""},
                                           Run{"llama3_8b_bw_64_2d", "colls8_8.table", ""},
                                           Run{"llama3_8b_fw_256_1d", "colls32_8.table", ""},
                                           Run{"llama3_8b_fw_256_2d", "colls32_8.table", ""},
                                           Run{"llama3_8b_fw_64_1d", "colls8_8.table", ""},
                                           Run{"llama3_8b_fw_64_2d", "colls8_8.table", ""}),
                         [](const ::testing::TestParamInfo<Run>& p) {
                           return std::string(p.param.graph);
                         });

}  // namespace
}  // namespace collopt
