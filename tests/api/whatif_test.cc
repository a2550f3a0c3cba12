// `collopt whatif` (api/whatif.h): the grid's syntax and errors; its points
// against `simulate` of the shared Llama-3-8B graphs of the same
// configuration (within 5 %: the generated step is the shared graph's, as
// docs/generate.md shows); points that cannot exist or do not fit the device.
#include "api/whatif.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

#include "api/load.h"
#include "api/optimize.h"
#include "api/simulate.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

TEST(WhatIf, GridSyntax) {
  auto axes = ParseWhatIfGrid(" dp_shard = 8, 32 ; tp=1,2,4,8; pass=fw ;");
  ASSERT_TRUE(axes.ok()) << axes.status();
  ASSERT_EQ(axes->size(), 3u);
  EXPECT_EQ((*axes)[0].key, "dp_shard");
  EXPECT_EQ((*axes)[0].values, (std::vector<std::string>{"8", "32"}));
  EXPECT_EQ((*axes)[1].values.size(), 4u);
  for (const auto& [spec, message] : std::vector<std::pair<std::string, std::string>>{
           {"foo=1", "unknown key 'foo'"},
           {"tp=1;tp=2", "key 'tp' given twice"},
           {"tp=0", "tp expects positive integers, got '0'"},
           {"tp=x", "tp expects positive integers, got 'x'"},
           {"tp", "expected key=v1,v2 in 'tp'"},
           {"tp=", "key 'tp' has no values"},
           {"", "got nothing"},
           {"layers=1,2,3,4,5,6,7,8,9,10;batch=1,2,3,4,5,6,7,8,9,10;tp=1,2,3,4,5,6,7,8,9,10;"
            "cp=1,2,3,4,5,6,7,8,9,10;ep=1,2,3,4,5,6,7,8,9,10,11",
            "more than 100000 points"}}) {
    auto bad = ParseWhatIfGrid(spec);
    ASSERT_FALSE(bad.ok()) << spec;
    EXPECT_NE(std::string(bad.status().message()).find(message), std::string::npos)
        << bad.status().message();
  }
}

// Each point's generated step against `simulate --colls none` of the shared
// graph of that configuration.
TEST(WhatIf, AgreesWithTheSharedLlamaGraphs) {
  struct Config {
    const char* file;
    const char* grid;
  };
  for (const Config& c : {Config{"repro_llama3_8b_fw_64_2d.py", "dp_shard=8;tp=8;pass=fw"},
                          Config{"repro_llama3_8b_fw_256_2d.py", "dp_shard=32;tp=8;pass=fw"},
                          Config{"repro_llama3_8b_bw_256_2d.py", "dp_shard=32;tp=8;pass=bw"},
                          Config{"repro_llama3_8b_fw_64_1d.py", "dp_shard=64;pass=fw"}}) {
    auto axes = ParseWhatIfGrid(c.grid);
    ASSERT_TRUE(axes.ok()) << axes.status();
    std::vector<WhatIfPoint> points = RunWhatIf(*axes, WhatIfOptions{});
    ASSERT_EQ(points.size(), 1u);
    const WhatIfPoint& p = points[0];
    ASSERT_EQ(p.status, "ok") << p.reason;
    const std::string path = testing::SharedData(std::string("autoparallel_overlap/") + c.file);
    auto graph = LoadGraph(path, LoadOptions{});
    ASSERT_TRUE(graph.ok()) << graph.status();
    SimulateOptions sim;
    sim.colls = "none";
    auto shared = RunSimulation(*graph, path, sim);
    ASSERT_TRUE(shared.ok()) << shared.status();
    EXPECT_NEAR(p.generated_step_us, shared->result.step_us, 0.05 * shared->result.step_us)
        << c.file;
    // Optimized, within the bound, and no faster than it.
    EXPECT_LT(p.step_us, p.generated_step_us);
    EXPECT_GE(p.step_us, p.lower_bound_us * (1 - 1e-9));
    EXPECT_GT(p.tokens_per_s, 0);
    EXPECT_GT(p.mfu, 0);
    EXPECT_LT(p.mfu, 1);
  }
}

TEST(WhatIf, PointsThatCannotExistOrFitAreReported) {
  auto axes = ParseWhatIfGrid("dp_shard=8;tp=3,1;batch=8;pass=fw;hardware=h100");
  ASSERT_TRUE(axes.ok());
  std::vector<WhatIfPoint> points = RunWhatIf(*axes, WhatIfOptions{});
  ASSERT_EQ(points.size(), 2u);
  EXPECT_EQ(points[0].status, "invalid");
  EXPECT_EQ(points[0].reason, "--tp 3 does not divide --heads 32");
  // 8 sequences of 8192 tokens on one TP rank need more than an H100's 80 GB.
  EXPECT_EQ(points[1].status, "over_memory");
  EXPECT_EQ(points[1].device_bytes, int64_t{80'000'000'000});
  EXPECT_GT(points[1].peak_bytes, points[1].device_bytes);
  const std::string csv = WhatIfToCsv(*axes, points);
  EXPECT_NE(csv.find("8,3,8,fw,h100,invalid,"), std::string::npos) << csv;
  EXPECT_NE(csv.find("8,1,8,fw,h100,over_memory,"), std::string::npos) << csv;
  // A pipeline option the optimizer rejects makes the point invalid, saying so.
  auto bad_option = ParseWhatIfGrid("layers=2;async_tp=maybe");
  ASSERT_TRUE(bad_option.ok());
  std::vector<WhatIfPoint> rejected = RunWhatIf(*bad_option, WhatIfOptions{});
  ASSERT_EQ(rejected.size(), 1u);
  EXPECT_EQ(rejected[0].status, "invalid");
  EXPECT_NE(rejected[0].reason.find("--async-tp expects auto, off or a chunk count"),
            std::string::npos)
      << rejected[0].reason;
  nlohmann::ordered_json json = WhatIfToJson(points);
  EXPECT_EQ(json["points"][1]["config"]["tp"], "1");
  EXPECT_EQ(json["points"][0]["status"], "invalid");
}

// The points of one generated graph that differ only in their bucket caps
// share the cap-independent work (api/optimize.h OptimizeMemo: the async-TP
// search's unscheduled stage, the unbucketed variants it judges); each point
// is what optimize gives for it alone.
TEST(WhatIf, PointsThatDifferOnlyInBucketCapsAreWhatOptimizeGivesEachAlone) {
  auto axes = ParseWhatIfGrid("layers=2;dp_shard=8;tp=4;bucket_cap_mb=auto,25,400;pass=fw");
  ASSERT_TRUE(axes.ok());
  std::vector<WhatIfPoint> points = RunWhatIf(*axes, WhatIfOptions{});
  ASSERT_EQ(points.size(), 3u);
  auto graph = testing::GeneratedLlama("whatif.py", 2, 8, 4, "fw");
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  std::set<std::pair<double, double>> outcomes;
  for (size_t i = 0; i < points.size(); ++i) {
    ASSERT_EQ(points[i].status, "ok") << points[i].reason;
    OptimizeOptions alone;
    alone.sim.colls = "none";
    alone.jobs = 1;
    alone.bucket_cap_mb = (*axes)[3].values[i];
    auto result = Optimize(graph->Clone(), "", alone);
    ASSERT_TRUE(result.ok()) << result.status().message();
    const bool split =
        std::any_of(result->passes.begin(), result->passes.end(),
                    [](const PassRecord& r) { return r.name == "async-tp" && r.changed; });
    EXPECT_TRUE(split) << i;  // the async-TP search ran and kept a split
    EXPECT_EQ(points[i].step_us, result->after.result.step_us) << i;
    EXPECT_EQ(points[i].lower_bound_us, result->after.result.lower_bound_us) << i;
    EXPECT_EQ(points[i].peak_bytes, result->after.result.memory.peak_bytes) << i;
    outcomes.emplace(points[i].step_us, points[i].lower_bound_us);
  }
  // The caps matter (25 MiB makes other buckets: another lower bound), so the
  // points are not one result copied.
  EXPECT_GT(outcomes.size(), 1u);
}

}  // namespace
}  // namespace collopt
