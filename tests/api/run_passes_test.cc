// `collopt opt` (api/run_passes.h) and the order of `optimize --passes`.
#include "api/run_passes.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "api/load.h"
#include "api/optimize.h"
#include "api/optimize_flags.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "writer/graph_writer.h"

namespace collopt {
namespace {

// Two FSDP all_gathers and a reduce_scatter, each used at once.
Graph Fsdp() {
  return testing::MustLoad(
      R"(w1: "f32[1024, 512]", w2: "f32[1024, 512]", x: "f32[64, 512]", g: "f32[2048, 512]")",
      "ag1: \"f32[2048, 512]\" = torch.ops._c10d_functional.all_gather_into_tensor.default(w1, "
      "2, '0')\n"
      "w1g: \"f32[2048, 512]\" = torch.ops._c10d_functional.wait_tensor.default(ag1)\n"
      "t1: \"f32[512, 2048]\" = torch.ops.aten.t.default(w1g)\n"
      "mm1: \"f32[64, 2048]\" = torch.ops.aten.mm.default(x, t1)\n"
      "ag2: \"f32[2048, 512]\" = torch.ops._c10d_functional.all_gather_into_tensor.default(w2, "
      "2, '0')\n"
      "w2g: \"f32[2048, 512]\" = torch.ops._c10d_functional.wait_tensor.default(ag2)\n"
      "t2: \"f32[512, 2048]\" = torch.ops.aten.t.default(w2g)\n"
      "mm2: \"f32[64, 2048]\" = torch.ops.aten.mm.default(x, t2)\n"
      "rs: \"f32[1024, 512]\" = torch.ops._c10d_functional.reduce_scatter_tensor.default(g, "
      "'avg', 2, '0')\n"
      "rsw: \"f32[1024, 512]\" = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
      "return (mm1, mm2, rsw)");
}

std::vector<std::string> RecordNames(const std::vector<PassRecord>& records) {
  std::vector<std::string> names;
  names.reserve(records.size());
  for (const PassRecord& r : records) names.push_back(r.name);
  return names;
}

int Count(const Graph& graph, std::string_view target) {
  int n = 0;
  for (const Node& node : graph.nodes()) n += node.target == target ? 1 : 0;
  return n;
}

TEST(RunPasses, RunsTheNamedPassesInOrderWithTheirKnobs) {
  RunPassesOptions options;
  options.passes = {{"reassign-collective-pgs", {}},
                    {"bucket-collectives", {{"preserve-overlap", "false"}}}};
  options.print_after = {"reassign-collective-pgs"};
  auto result = RunPasses(Fsdp(), "", options);
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_EQ(RecordNames(result->records),
            (std::vector<std::string>{"reassign-collective-pgs", "bucket-collectives"}));
  EXPECT_TRUE(result->records[0].changed);
  EXPECT_TRUE(result->records[1].changed);
  // the two all_gathers in one bucket on the extra group; the reduce_scatter
  // alone on '0'
  EXPECT_EQ(Count(result->graph, "_c10d_functional.all_gather_into_tensor.default"), 1);
  EXPECT_EQ(Count(result->graph, "_c10d_functional.reduce_scatter_tensor.default"), 1);
  for (const Node& node : result->graph.nodes()) {
    if (node.target == "_c10d_functional.all_gather_into_tensor.default") {
      EXPECT_EQ(node.collective->group_name, "0_ag");
      EXPECT_EQ(node.value.ToString(), "f32[2097152]");
    }
  }
  // printed after the first pass: moved, not yet bucketed
  ASSERT_EQ(result->printed.size(), 1u);
  EXPECT_EQ(result->printed[0].first, "reassign-collective-pgs");
  EXPECT_NE(result->printed[0].second.find("all_gather_into_tensor.default(w2, 2, '0_ag')"),
            std::string::npos)
      << result->printed[0].second;
}

TEST(RunPasses, NoPassesPrintsTheGraphBack) {
  Graph graph = Fsdp();
  const std::string text = WriteGraph(graph);
  auto result = RunPasses(std::move(graph), "", RunPassesOptions{});
  ASSERT_TRUE(result.ok());
  EXPECT_TRUE(result->records.empty());
  EXPECT_EQ(WriteGraph(result->graph), text);
}

TEST(RunPasses, ErrorsNameTheFlag) {
  RunPassesOptions options;
  options.print_after = {"bucketing"};
  auto result = RunPasses(Fsdp(), "", options);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().message(), "error: --print-after: unknown pass 'bucketing'");
  options.print_after = {};
  options.passes = {{"bucket-collectives", {{"cap-mb", "lots"}}}};
  result = RunPasses(Fsdp(), "", options);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().message(),
            "error: --bucket-collectives-cap-mb expects one of the words or a non-negative number "
            "(auto), got 'lots'");
}

// `optimize --passes` runs exactly the passes given, in the order given.
TEST(OptimizePasses, KeepTheGivenOrder) {
  for (const std::vector<std::string>& order :
       {std::vector<std::string>{"schedule-overlap", "bucket-collectives"},
        std::vector<std::string>{"bucket-collectives", "schedule-overlap"},
        std::vector<std::string>{"bucket-collectives", "reassign-collective-pgs"}}) {
    OptimizeOptions flags;
    flags.verify = true;
    flags.jobs = 1;
    flags.passes = order[0] + "," + order[1];
    auto result = Optimize(Fsdp(), "", flags);
    ASSERT_TRUE(result.ok()) << result.status().message();
    EXPECT_TRUE(result->warnings.empty()) << flags.passes;
    EXPECT_EQ(RecordNames(result->passes), order) << flags.passes;
  }
}

// The by-module passes in a list take the blocks derived from the graph (or
// --module-bucket-plans) and run where the list puts them.
TEST(OptimizePasses, ByModulePassesRunInTheList) {
  const std::string path = testing::SharedData("autoparallel_overlap/repro_llama3_8b_fw_64_1d.py");
  for (const std::vector<std::string>& order :
       {std::vector<std::string>{"bucket-by-module", "prefetch-by-module"},
        std::vector<std::string>{"reassign-collective-pgs", "bucket-by-module"}}) {
    auto graph = LoadGraph(path, LoadOptions{});
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    OptimizeOptions flags;
    flags.verify = true;
    flags.jobs = 1;
    flags.passes = order[0] + "," + order[1];
    auto result = Optimize(std::move(*graph), path, flags);
    ASSERT_TRUE(result.ok()) << result.status().message();
    EXPECT_EQ(RecordNames(result->passes), order) << flags.passes;
    // one bucket per block, plus the head and the tail: fewer all_gathers
    EXPECT_LT(result->collectives_after, result->collectives_before) << flags.passes;
    EXPECT_FALSE(result->buckets.empty());
  }
}

}  // namespace
}  // namespace collopt

namespace collopt {
namespace {

// `--disable-pass X` leaves X out of the default pipeline exactly as its
// own switch does (`--no-bucketing`, `--no-reorder`, ...).
TEST(OptimizeDisablePass, EqualsTheSwitchOfThePass) {
  const std::vector<std::pair<std::string, bool OptimizeOptions::*>> cases = {
      {"bucket-collectives", &OptimizeOptions::bucketing},
      {"schedule-overlap", &OptimizeOptions::reorder},
      {"reassign-collective-pgs", &OptimizeOptions::reassign_ag_pg}};
  for (const auto& [name, field] : cases) {
    OptimizeOptions disabled;
    disabled.jobs = 1;
    disabled.verify_each = true;
    disabled.disable_passes = name;
    OptimizeOptions off = disabled;
    off.disable_passes.clear();
    off.*field = false;
    auto a = Optimize(Fsdp(), "", disabled);
    auto b = Optimize(Fsdp(), "", off);
    ASSERT_TRUE(a.ok()) << a.status().message();
    ASSERT_TRUE(b.ok()) << b.status().message();
    EXPECT_EQ(WriteGraph(a->graph), WriteGraph(b->graph)) << name;
    for (const PassRecord& r : a->passes) EXPECT_NE(r.name, name);
  }
}

TEST(OptimizeDisablePass, RemovesAPassFromAPassesList) {
  OptimizeOptions flags;
  flags.jobs = 1;
  flags.passes = "reassign-collective-pgs,bucket-collectives,schedule-overlap";
  flags.disable_passes = "bucket-collectives";
  auto result = Optimize(Fsdp(), "", flags);
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_EQ(RecordNames(result->passes),
            (std::vector<std::string>{"reassign-collective-pgs", "schedule-overlap"}));
  EXPECT_TRUE(result->buckets.empty());
}

TEST(OptimizeDisablePass, UnknownPassOrAModulePlanPassIsAnError) {
  OptimizeOptions flags;
  flags.disable_passes = "bucketing";
  auto check = CheckOptimizeOptions(flags);
  EXPECT_EQ(check.message(),
            "error: unknown pass 'bucketing' in --disable-pass; known: reassign-collective-pgs, "
            "isolate-ep-process-group, bucket-collectives, async-tp, ep-chunk-overlap, "
            "schedule-overlap, break-hang-cycles, bucket-by-module, prefetch-by-module");
  flags.disable_passes = "prefetch-by-module";
  flags.module_bucket_plans = "blocks";
  check = CheckOptimizeOptions(flags);
  EXPECT_EQ(check.message(),
            "error: --disable-pass prefetch-by-module: --module-bucket-plans runs bucket-by-module "
            "and prefetch-by-module together; drop --module-bucket-plans instead");
}

// The option table: each Python keyword is its CLI flag's name, with '_'
// for '-' (a bool: the name its on or off flag carries).
TEST(OptimizeFlagTable, KeywordsFollowTheFlags) {
  EXPECT_EQ(OptimizeFlags().size(), 21u);
  for (const OptimizeFlag& f : OptimizeFlags()) {
    std::string dashed(f.keyword);
    std::replace(dashed.begin(), dashed.end(), '_', '-');
    const std::string cli(f.cli);
    if (f.type == OptimizeFlag::Type::kBool) {
      EXPECT_TRUE(cli.find("--" + dashed) != std::string::npos ||
                  cli.find("--no-" + dashed) != std::string::npos)
          << cli;
    } else {
      EXPECT_EQ(cli, "--" + dashed);
    }
  }
}

TEST(OptimizeFlagTable, KeyIsCanonical) {
  const OptimizeOptions defaults;
  OptimizeOptions same;
  same.bucket_cap_mb = "auto";
  same.jobs = 0;
  EXPECT_EQ(OptimizeOptionsKey(defaults), OptimizeOptionsKey(same));
  OptimizeOptions other;
  other.bucket_cap_mb = "64";
  EXPECT_NE(OptimizeOptionsKey(defaults), OptimizeOptionsKey(other));
  other = defaults;
  other.sim.pg_sizes["tp"] = 4;
  EXPECT_NE(OptimizeOptionsKey(defaults), OptimizeOptionsKey(other));
  const std::string key = OptimizeOptionsKey(defaults);
  EXPECT_EQ(key.substr(0, key.find('\n', key.find('\n') + 1)),
            "bucket_cap_mb=auto\nbucketing=true");
  EXPECT_NE(key.find("\nprefetch_window=\n"), std::string::npos);
}

}  // namespace
}  // namespace collopt

namespace collopt {
namespace {

// Optimize accepts exactly what CheckOptimizeOptions accepts: sizes are
// finite and positive, counts non-negative, from the CLI or from Python.
TEST(OptimizeOptionChecks, SizesArePositiveAndCountsNonNegative) {
  const std::vector<std::pair<OptimizeOptions, std::string>> cases = [] {
    std::vector<std::pair<OptimizeOptions, std::string>> out;
    OptimizeOptions o;
    o.bucket_cap_mb = "0";
    out.emplace_back(
        o, "error: --bucket-cap-mb: '0': expected auto or a number of MiB in (0, 2^30], got '0'");
    o = {};
    o.memory_limit_gb = "nan";
    out.emplace_back(o, "error: --memory-limit-gb expects a number of GiB in (0, 2^30], got 'nan'");
    o = {};
    o.max_in_flight_mb = -5;
    out.emplace_back(o, "error: --max-in-flight-mb expects a number of MiB in [1, 2^30], got -5");
    o = {};
    o.jobs = -1;
    out.emplace_back(o,
                     "error: --module-prefetch, --jobs and --prefetch-window expect non-negative "
                     "numbers, got 1, -1 and 0");
    return out;
  }();
  for (const auto& [options, message] : cases) {
    EXPECT_EQ(CheckOptimizeOptions(options).message(), message);
    auto result = Optimize(Fsdp(), "", options);
    ASSERT_FALSE(result.ok()) << message;
    EXPECT_EQ(result.status().message(), message);
  }
}

}  // namespace
}  // namespace collopt
