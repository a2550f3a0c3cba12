// api/simulate.h end to end on the embedded toy graph and the real default input: the JSON fields
// scripts rely on, the trace file, and bad flags.
#include "api/simulate.h"

#include <cmath>
#include <limits>

#include "api/embedded_input.h"
#include "fmt/format.h"
#include "sim/trace.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

TEST(SimulateCommand, JsonHasTheStableFields) {
  auto graph = testing::LoadToyGraph();
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  auto sim = RunSimulation(*graph, "", SimulateOptions{});
  ASSERT_TRUE(sim.ok()) << sim.status().message();
  nlohmann::ordered_json json = SimulationToJson(*graph, *sim);
  for (const char* key : {"step_us", "compute_us", "lower_bound_us", "peak_memory_bytes"}) {
    EXPECT_TRUE(json.contains(key)) << key;
  }
  ASSERT_EQ(json["process_groups"].size(), 1u);
  const auto& pg = json["process_groups"][0];
  EXPECT_EQ(pg["name"], "0");
  EXPECT_EQ(pg["group_size"], 8);
  EXPECT_GT(pg["comm_us"].get<double>(), 0);
  // The default graph waits right after each collective: all of it is exposed.
  EXPECT_DOUBLE_EQ(pg["exposed_us"].get<double>(), pg["comm_us"].get<double>());
  EXPECT_EQ(json["colls_table"], "");  // no table: analytic only
  EXPECT_EQ(json["collectives_by_source"]["analytic"], 4);
  EXPECT_GE(json["step_us"].get<double>(), json["lower_bound_us"].get<double>());
}

TEST(SimulateCommand, TraceHasOneTrackPerStream) {
  auto graph = testing::LoadToyGraph();
  ASSERT_TRUE(graph.ok());
  auto sim = RunSimulation(*graph, "", SimulateOptions{});
  ASSERT_TRUE(sim.ok());
  nlohmann::ordered_json trace = TraceToJson(*graph, sim->costs, sim->result);
  int threads = 0, comm_events = 0;
  for (const auto& e : trace["traceEvents"]) {
    if (e["ph"] == "M") ++threads;
    if (e["ph"] == "X" && e["tid"] == 1) {
      ++comm_events;
      EXPECT_EQ(e["args"]["pg"], "0");
      EXPECT_GT(e["args"]["bytes"].get<int64_t>(), 0);
    }
  }
  EXPECT_EQ(threads, 2);  // compute + pg 0
  EXPECT_EQ(comm_events, 4);
}

TEST(SimulateCommand, UnknownProcessGroupSizeIsAnErrorUntilGiven) {
  std::string path = testing::SharedData(
      "fx_real/entangle__bug_missing_layernorm_allreduce__tp2.bug__bw.g0.r0.py");
  auto graph = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  auto sim = RunSimulation(*graph, path, SimulateOptions{});
  ASSERT_FALSE(sim.ok());
  EXPECT_NE(std::string(sim.status().message()).find("process group '1' of 'all_reduce"),
            std::string::npos)
      << sim.status().message();
  SimulateOptions flags;
  flags.pg_sizes["1"] = 2;
  auto graph2 = LoadGraph(path, LoadOptions{});
  auto sim2 = RunSimulation(*graph2, path, flags);
  EXPECT_TRUE(sim2.ok()) << sim2.status().message();
}

TEST(SimulateCommand, DefaultInputIsTheRealGraphWithItsTable) {
  if (!HasRealDefault()) GTEST_SKIP() << "built without ../shared/data";
  auto graph = LoadGraph("", LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(graph->source_name, "<embedded: repro_llama3_8b_bw_64_2d.py>");
  auto sim = RunSimulation(*graph, "", SimulateOptions{});
  ASSERT_TRUE(sim.ok()) << sim.status().message();
  nlohmann::ordered_json json = SimulationToJson(*graph, *sim);
  EXPECT_EQ(json["colls_table"], "<embedded: colls8_8.table>");
  // Same numbers as the file read from ../shared/data with its table beside it.
  std::string path = testing::SharedData("autoparallel_overlap/repro_llama3_8b_bw_64_2d.py");
  auto from_file = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(from_file.ok());
  auto sim_file = RunSimulation(*from_file, path, SimulateOptions{});
  ASSERT_TRUE(sim_file.ok());
  EXPECT_DOUBLE_EQ(sim->result.step_us, sim_file->result.step_us);
  EXPECT_EQ(json["collectives_by_source"].dump(),
            SimulationToJson(*from_file, *sim_file)["collectives_by_source"].dump());
  EXPECT_GT(json["collectives_by_source"]["table"].get<int64_t>(), 0);
}

TEST(SimulateCommand, BadHardwareNameIsAnError) {
  auto graph = testing::LoadToyGraph();
  ASSERT_TRUE(graph.ok());
  SimulateOptions flags;
  flags.hardware = "h999";
  auto sim = RunSimulation(*graph, "", flags);
  ASSERT_FALSE(sim.ok());
}

}  // namespace
}  // namespace collopt

namespace collopt {
namespace {

// A launch overhead that is not a finite non-negative number of µs is an
// error, not a "step nan ms".
TEST(CheckSimulateOptions, LaunchOverheadMustBeFiniteAndNonNegative) {
  SimulateOptions options;
  EXPECT_TRUE(CheckSimulateOptions(options).ok());
  for (double bad : {std::nan(""), -1.0, std::numeric_limits<double>::infinity()}) {
    options.launch_overhead_us = bad;
    EXPECT_EQ(CheckSimulateOptions(options).message(),
              fmt::format("error: --launch-overhead-us expects a finite non-negative number of "
                          "µs, got {}",
                          bad));
  }
  options.launch_overhead_us = 5;
  options.timeline = "xla";
  EXPECT_FALSE(CheckSimulateOptions(options).ok());
}

}  // namespace
}  // namespace collopt
