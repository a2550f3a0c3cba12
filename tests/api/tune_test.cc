// `collopt tune` (api/tune.h): on every shared graph its choice is within
// 1 % of the exhaustive sweep's best (20 caps × every window it considers),
// and the flags it prints make optimize reproduce it; the grid, the flags,
// the frontier, determinism and bad options.
#include "api/tune.h"

#include <algorithm>
#include <set>

#include "api/load.h"
#include "api/optimize.h"
#include "api/tune_report.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

class TuneSharedGraphTest : public ::testing::TestWithParam<std::string> {};

TEST_P(TuneSharedGraphTest, WithinOnePercentOfTheSweepAndReproducedByOptimize) {
  const std::string path = testing::SharedData("autoparallel_overlap/" + GetParam());
  auto graph = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status();
  TuneOptions options;
  auto tuned = Tune(*graph, path, options);
  ASSERT_TRUE(tuned.ok()) << tuned.status();
  // optimize with the flags: its bucketed variant is tune's candidate, and
  // it keeps that or a faster variant.
  EXPECT_LE(tuned->step_us, tuned->best.step_us * (1 + 1e-9));
  EXPECT_GT(tuned->step_us, 0);
  EXPECT_LE(tuned->peak_bytes, tuned->memory_limit_bytes);
  OptimizeOptions again;
  for (size_t i = 0; i + 1 < tuned->flags.size(); i += 2) {
    const std::string& flag = tuned->flags[i];
    const std::string& value = tuned->flags[i + 1];
    if (flag == "--bucket-cap-mb") again.bucket_cap_mb = value;
    if (flag == "--prefetch-window") again.prefetch_window = std::stoll(value);
    if (flag == "--async-tp") again.async_tp = value;
    if (flag == "--ep-chunks") again.ep_chunks = value;
  }
  auto graph_again = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(graph_again.ok());
  auto optimized = Optimize(std::move(*graph_again), path, again);
  ASSERT_TRUE(optimized.ok()) << optimized.status();
  EXPECT_DOUBLE_EQ(optimized->after.result.step_us, tuned->step_us);
  // The sweep: 200-400 schedules, minutes at the sanitizers' speed; there on
  // the smallest graph alone.
  if (COLLOPT_SANITIZED != 0 && GetParam() != "repro_llama3_8b_fw_64_1d.py") return;
  auto sweep = SweepBucketCaps(*graph, path, options, tuned->best.async_tp, tuned->best.ep_chunks);
  ASSERT_TRUE(sweep.ok()) << sweep.status();
  // 20 caps × (the scheduler's window, 1, 2, 4, … below the node count, and
  // the node count).
  int64_t windows = 2;
  for (size_t w = 1; w < graph->size(); w *= 2) ++windows;
  EXPECT_EQ(static_cast<int64_t>(sweep->size()), 20 * windows);
  const TuneCandidate& best = *std::min_element(sweep->begin(), sweep->end(), BetterCandidate);
  ASSERT_TRUE(best.limit_met);
  ASSERT_TRUE(tuned->best.limit_met);
  EXPECT_LE(tuned->best.step_us, best.step_us * 1.01) << TuneToText(*tuned);
  // Far fewer candidates than the sweep's points (its time: bench/tune_bench.cc).
  EXPECT_LT(tuned->candidates * 10, static_cast<int64_t>(sweep->size()));
}

INSTANTIATE_TEST_SUITE_P(
    SharedGraphs, TuneSharedGraphTest,
    ::testing::Values("repro_dsv3_bw_64.py", "repro_dsv3_fw_64.py", "repro_llama3_8b_bw_256_1d.py",
                      "repro_llama3_8b_bw_256_2d.py", "repro_llama3_8b_bw_64_1d.py",
                      "repro_llama3_8b_bw_64_2d.py", "repro_llama3_8b_fw_256_1d.py",
                      "repro_llama3_8b_fw_256_2d.py", "repro_llama3_8b_fw_64_1d.py",
                      "repro_llama3_8b_fw_64_2d.py"));

TEST(Tune, GridIsTwentyLogSpacedCapsFromOneMibToFourGib) {
  const std::vector<double>& grid = BucketCapGridMb();
  ASSERT_EQ(grid.size(), 20u);
  EXPECT_EQ(grid.front(), 1);
  EXPECT_EQ(grid[1], 1.55);      // 4096^(1/19) = 1.5494
  EXPECT_EQ(grid[10], 79.7);     // 4096^(10/19) = 79.66
  EXPECT_EQ(grid.back(), 4100);  // 4096 to 3 significant digits
  for (size_t i = 1; i < grid.size(); ++i) {
    EXPECT_NEAR(grid[i] / grid[i - 1], 1.5494, 0.01) << i;
    // Each cap's flag text gives back its bytes.
    auto caps = ParseBucketCapMb(
        "--bucket-cap-mb", FormatBucketCapMb({static_cast<int64_t>(grid[i] * (1 << 20)), {}}));
    ASSERT_TRUE(caps.ok());
    EXPECT_EQ(caps->cap_bytes, static_cast<int64_t>(grid[i] * (1 << 20)));
  }
}

TEST(Tune, FlagsAndKwargsOfACandidate) {
  TuneCandidate c;
  c.caps = {64 << 20, {{"reduce_scatter@0", 256 << 20}}};
  c.window = 512;
  c.async_tp = 2;
  EXPECT_EQ(
      TuneFlags(c, true, ""),
      (std::vector<std::string>{"--bucket-cap-mb", "64,reduce_scatter@0=256", "--prefetch-window",
                                "512", "--async-tp", "2", "--ep-chunks", "off"}));
  c.window.reset();
  EXPECT_EQ(TuneFlags(c, false, "40.5"),
            (std::vector<std::string>{"--async-tp", "2", "--ep-chunks", "off", "--memory-limit-gb",
                                      "40.5"}));
  const auto kwargs = TuneKwargs(c, true, "");
  ASSERT_EQ(kwargs.size(), 3u);
  EXPECT_EQ(kwargs[0].first, "bucket_cap_mb");
  EXPECT_EQ(kwargs[0].second, "64,reduce_scatter@0=256");
  EXPECT_EQ(kwargs[1].second, 2);
  EXPECT_EQ(kwargs[2].second, "off");
}

// On a graph whose cap stage walks past its coarse points (the walk's
// batches are where the threads could change what is simulated).
TEST(Tune, JsonHasTheIssuesFieldsAndIsDeterministic) {
  const std::string path = testing::SharedData("autoparallel_overlap/repro_llama3_8b_bw_64_2d.py");
  auto graph = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(graph.ok());
  TuneOptions options;
  options.optimize.jobs = 1;
  auto a = Tune(*graph, path, options);
  ASSERT_TRUE(a.ok()) << a.status();
  options.optimize.jobs = 3;
  auto b = Tune(*graph, path, options);
  ASSERT_TRUE(b.ok());
  const nlohmann::ordered_json j = TuneToJson(*a);
  EXPECT_EQ(j.dump(), TuneToJson(*b).dump());
  for (const char* key : {"flags", "kwargs", "step_us", "peak_bytes", "candidates"}) {
    EXPECT_TRUE(j.contains(key)) << key;
  }
  ASSERT_TRUE(j["flags"].is_array());
  EXPECT_EQ(j["flags"][0], "--bucket-cap-mb");
  EXPECT_EQ(j["kwargs"]["bucket_cap_mb"], j["flags"][1]);
  EXPECT_EQ(j["candidates"], a->candidates);
  EXPECT_DOUBLE_EQ(j["step_us"].get<double>(), a->step_us);
  // The text names the flags as a shell takes them.
  EXPECT_NE(TuneToText(*a).find("flags:  --bucket-cap-mb "), std::string::npos);
}

TEST(Tune, FrontierRespectsEachBudgetAndGetsNoSlowerWithMoreMemory) {
  const std::string path = testing::SharedData("autoparallel_overlap/repro_llama3_8b_bw_64_1d.py");
  auto graph = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(graph.ok());
  TuneOptions options;
  options.pareto = 4;
  auto tuned = Tune(*graph, path, options);
  ASSERT_TRUE(tuned.ok()) << tuned.status();
  ASSERT_EQ(tuned->frontier.size(), 4u);
  // The lowest budget is the input's peak (rounded up to 1/1000 GiB).
  EXPECT_GE(tuned->frontier[0].budget_bytes, tuned->input_peak_bytes);
  EXPECT_LT(tuned->frontier[0].budget_bytes, tuned->input_peak_bytes + (int64_t{1} << 21));
  for (size_t i = 0; i < tuned->frontier.size(); ++i) {
    const TuneFrontierPoint& p = tuned->frontier[i];
    EXPECT_TRUE(p.best.limit_met) << i;
    EXPECT_LE(p.best.peak_bytes, p.budget_bytes) << i;
    EXPECT_EQ(p.flags.at(p.flags.size() - 2), "--memory-limit-gb");
    EXPECT_EQ(p.flags.back(), p.memory_limit_gb);
    if (i > 0) {
      EXPECT_GT(p.budget_bytes, tuned->frontier[i - 1].budget_bytes);
    }
  }
  EXPECT_LE(tuned->frontier.back().best.step_us, tuned->frontier.front().best.step_us);
  const std::string svg = FrontierSvg(*tuned);
  int64_t points = 0;
  for (size_t at = svg.find("<circle class=\"point\""); at != std::string::npos;
       at = svg.find("<circle class=\"point\"", at + 1)) {
    ++points;
  }
  EXPECT_EQ(points, 4);
}

TEST(Tune, RejectsWhatItCannotTune) {
  auto graph = testing::LoadToyGraph();
  ASSERT_TRUE(graph.ok());
  TuneOptions options;
  options.optimize.passes = "schedule-overlap";
  auto r = Tune(*graph, "", options);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("--passes"), std::string_view::npos);
  options = TuneOptions{};
  options.optimize.async_tp = "4";
  r = Tune(*graph, "", options);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("--async-tp is what tune chooses"), std::string_view::npos);
  options = TuneOptions{};
  options.pareto = 65;
  EXPECT_FALSE(Tune(*graph, "", options).ok());
  options = TuneOptions{};
  options.optimize.memory_limit_gb = "nan";
  EXPECT_FALSE(Tune(*graph, "", options).ok());
}

}  // namespace
}  // namespace collopt
