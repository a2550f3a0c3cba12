// Manual bucketing by module on the shared real graphs: the derived block
// plans (`collopt blocks`), `optimize --module-bucket-plans blocks` on every
// graph (one FSDP collective per entry and group, valid, written and read
// back, no slower than the input), a JSON plan of Llama-3 FQNs with
// `--param-names` giving the same buckets as the derived plan, and one clear
// error per kind of bad input.
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "analysis/block_plan.h"
#include "api/module_plan_loader.h"
#include "api/optimize.h"
#include "fmt/format.h"
#include "tests/test_util.h"
#include "writer/graph_writer.h"

namespace collopt {
namespace {

using testing::WriteTemp;

constexpr const char* kDir = "autoparallel_overlap/";

Graph LoadRepro(const std::string& file) {
  auto graph = LoadGraph(testing::SharedData(kDir + file), LoadOptions{});
  EXPECT_TRUE(graph.ok()) << graph.status().message();
  return std::move(*graph);
}

// Llama-3-8B's parameters in the order the autoparallel graphs take them
// (order of first use: the norm before the projections it feeds, w3 before
// w2), with torchtitan's Llama3 FQNs.
std::string LlamaNames(int layers = 32) {
  std::string names = "tok_embeddings.weight\n";
  for (int i = 0; i < layers; ++i) {
    for (const char* p :
         {"attention_norm", "attention.wq", "attention.wk", "attention.wv", "attention.wo",
          "ffn_norm", "feed_forward.w1", "feed_forward.w3", "feed_forward.w2"}) {
      names += fmt::format("layers.{}.{}.weight\n", i, p);
    }
  }
  return names + "norm.weight\noutput.weight\n";
}

std::string LlamaPlan(int layers = 32) {
  std::string plan = "[\"tok_embeddings\",\n";
  for (int i = 0; i < layers; ++i) plan += fmt::format(" \"layers.{}\",\n", i);
  return plan + " [\"norm\", \"output\"]]\n";
}

TEST(BlockPlans, Llama3HasThirtyTwoBlocksOfNineParameters) {
  for (const char* file : {"repro_llama3_8b_fw_64_1d.py", "repro_llama3_8b_fw_256_2d.py",
                           "repro_llama3_8b_bw_256_1d.py", "repro_llama3_8b_bw_256_2d.py"}) {
    Graph graph = LoadRepro(file);
    auto plan = DeriveBlockPlan(graph);
    ASSERT_TRUE(plan.ok()) << plan.status().message();
    ASSERT_EQ(plan->blocks.size(), 32u) << file;
    for (const ModuleEntry& b : plan->blocks) EXPECT_EQ(b.params.size(), 9u) << file << b.name;
    EXPECT_EQ(plan->head.params.size(), 1u) << file;  // tok_embeddings
    EXPECT_EQ(plan->tail.params.size(), 2u) << file;  // norm, output
  }
  // The 64-GPU 2-D backward holds half a backward (16 layers).
  Graph half = LoadRepro("repro_llama3_8b_bw_64_2d.py");
  auto plan = DeriveBlockPlan(half);
  ASSERT_TRUE(plan.ok()) << plan.status().message();
  EXPECT_EQ(plan->blocks.size(), 16u);
}

TEST(BlockPlans, DeepSeekV3HasOneBlockPerLayerWithItsExperts) {
  for (const char* file : {"repro_dsv3_fw_64.py", "repro_dsv3_bw_64.py"}) {
    Graph graph = LoadRepro(file);
    auto plan = DeriveBlockPlan(graph);
    ASSERT_TRUE(plan.ok()) << plan.status().message();
    ASSERT_EQ(plan->blocks.size(), 27u) << file;
    EXPECT_EQ(plan->blocks[0].params.size(), 10u) << file;  // the dense first layer
    for (size_t i = 1; i < 27; ++i) {
      const ModuleEntry& b = plan->blocks[i];
      EXPECT_EQ(b.params.size(), 14u) << file << b.name;
      // Three routed-expert weights on the expert-FSDP group '513'.
      int expert = 0;
      const auto& names = b.all_gathers.empty() ? b.reduce_scatters : b.all_gathers;
      for (const std::string& name : names) {
        expert += graph.node(graph.FindNode(name)).collective->group_name == "513" ? 1 : 0;
      }
      EXPECT_EQ(expert, 3) << file << b.name;
    }
    EXPECT_EQ(plan->head.params, (std::vector<std::string>{"primals_1"})) << file;
    EXPECT_EQ(plan->tail.params, (std::vector<std::string>{"primals_439", "primals_440"})) << file;
  }
}

// --module-bucket-plans blocks on every shared graph.
class ModulePlanRealGraphTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ModulePlanRealGraphTest, OneCollectivePerBlockAndNoSlower) {
  const std::string file = GetParam();
  const std::string path = testing::SharedData(kDir + file);
  Graph graph = LoadRepro(file);
  auto blocks = DeriveBlockPlan(graph);
  ASSERT_TRUE(blocks.ok()) << blocks.status().message();
  OptimizeOptions flags;
  flags.verify = testing::kProveResults;
  flags.verify_each = true;
  flags.module_bucket_plans = "blocks";
  auto result = Optimize(std::move(graph), path, flags);
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_LE(result->after.result.step_us, result->before.result.step_us) << file;
  EXPECT_TRUE(result->schedule.limit_met) << file;
  EXPECT_EQ(result->module_prefetch, 1) << file;
  const bool backward = file.find("_bw_") != std::string::npos;
  ASSERT_EQ(result->modules.size(), blocks->blocks.size() + 2) << file;
  // One collective per entry and FSDP group: Llama one, DeepSeek's MoE
  // blocks two (the expert-FSDP group apart).
  const Graph& out = result->graph;
  int64_t fsdp_all_gathers = 0;
  for (const ModuleEntry& m : result->modules) {
    const auto& list = backward ? m.reduce_scatters : m.all_gathers;
    if (m.name == "head" && backward) {
      EXPECT_EQ(m.all_gathers.size(), 0u);
    }
    std::set<std::string> groups;
    for (const std::string& name : list) {
      NodeId id = out.FindNode(name);
      ASSERT_NE(id, kNoNode) << name;
      groups.insert(out.node(id).collective->group_name);
    }
    EXPECT_EQ(list.size(), groups.size()) << file << " " << m.name;
    EXPECT_GE(list.size(), 1u) << file << " " << m.name;
    fsdp_all_gathers += static_cast<int64_t>(m.all_gathers.size());
  }
  if (file.find("llama3_8b_fw") != std::string::npos) {
    EXPECT_EQ(fsdp_all_gathers, 34) << file;
  }
  // Written and read back, the all_gathers of a 1-D forward are the 34.
  std::string written = WriteGraph(result->graph);
  auto again = LoadGraphFromSource(SourceFile("optimized.py", written), LoadOptions{});
  ASSERT_TRUE(again.ok()) << again.status().message();
  if (file.find("fw_64_1d") != std::string::npos || file.find("fw_256_1d") != std::string::npos) {
    int64_t all_gathers = 0;
    for (const Node& n : again->nodes()) {
      all_gathers += n.collective.has_value() && n.collective->kind == CollectiveKind::kAllGather;
    }
    EXPECT_EQ(all_gathers, 34);
  }
}

INSTANTIATE_TEST_SUITE_P(
    SharedGraphs, ModulePlanRealGraphTest,
    ::testing::Values("repro_dsv3_bw_64.py", "repro_dsv3_fw_64.py", "repro_llama3_8b_bw_256_1d.py",
                      "repro_llama3_8b_bw_256_2d.py", "repro_llama3_8b_bw_64_1d.py",
                      "repro_llama3_8b_bw_64_2d.py", "repro_llama3_8b_fw_256_1d.py",
                      "repro_llama3_8b_fw_256_2d.py", "repro_llama3_8b_fw_64_1d.py",
                      "repro_llama3_8b_fw_64_2d.py"),
    [](const ::testing::TestParamInfo<std::string>& param) {
      std::string name = param.param.substr(6, param.param.size() - 9);
      return name;
    });

// A plan of FQNs with --param-names buckets exactly like the derived blocks.
TEST(ModulePlans, Llama3NamesPlanMatchesTheDerivedBlocks) {
  const std::string names = WriteTemp("llama3_names.txt", LlamaNames());
  const std::string plan = WriteTemp("llama3_plan.json", LlamaPlan());
  for (const char* file : {"repro_llama3_8b_fw_64_1d.py", "repro_llama3_8b_bw_64_1d.py"}) {
    Graph graph = LoadRepro(file);
    auto named = LoadModulePlan(graph, plan, names);
    ASSERT_TRUE(named.ok()) << named.status().message();
    auto derived = LoadModulePlan(graph, "blocks", "");
    ASSERT_TRUE(derived.ok()) << derived.status().message();
    ASSERT_EQ(named->size(), 34u);
    ASSERT_EQ(derived->size(), 34u);
    EXPECT_EQ((*named)[1].name, "layers.0");
    EXPECT_EQ((*named)[33].name, "norm+output");
    for (size_t i = 0; i < 34; ++i) {
      EXPECT_EQ((*named)[i].all_gathers, (*derived)[i].all_gathers) << file << " " << i;
      EXPECT_EQ((*named)[i].reduce_scatters, (*derived)[i].reduce_scatters) << file << " " << i;
    }
  }
  // And the optimizer forms the same buckets from both.
  const std::string file = "repro_llama3_8b_fw_64_1d.py";
  const std::string path = testing::SharedData(kDir + file);
  OptimizeOptions by_names;
  by_names.module_bucket_plans = plan;
  by_names.param_names = names;
  OptimizeOptions by_blocks;
  by_blocks.module_bucket_plans = "blocks";
  auto a = Optimize(LoadRepro(file), path, by_names);
  auto b = Optimize(LoadRepro(file), path, by_blocks);
  ASSERT_TRUE(a.ok()) << a.status().message();
  ASSERT_TRUE(b.ok()) << b.status().message();
  ASSERT_EQ(a->buckets.size(), b->buckets.size());
  ASSERT_EQ(a->buckets.size(), 33u);  // the head has one parameter
  for (size_t i = 0; i < a->buckets.size(); ++i) {
    EXPECT_EQ(a->buckets[i].members, b->buckets[i].members) << i;
  }
}

// One error per kind of bad input.
std::string PlanError(const std::string& plan_text, const std::string& names_text,
                      std::string* plan_path = nullptr) {
  static int n = 0;
  ++n;
  const std::string plan = WriteTemp(fmt::format("bad_plan{}.json", n), plan_text);
  const std::string names = WriteTemp(fmt::format("names{}.txt", n), names_text);
  if (plan_path != nullptr) *plan_path = plan;
  static const Graph graph = LoadRepro("repro_llama3_8b_fw_64_1d.py");
  auto result = LoadModulePlan(graph, plan, names);
  if (result.ok()) return "ok";
  std::string message(result.status().message());
  return message.substr(0, message.find('\n'));
}

TEST(ModulePlans, BadInputGetsOneClearError) {
  std::string path;
  std::string error = PlanError("[\"layers.0\",\n 4]\n", LlamaNames(), &path);
  EXPECT_EQ(error,
            path + ":2:2: error: expected a module name (a string) or a list of them, found '4]'");
  error = PlanError("[\"layers.0\" \"layers.1\"]", LlamaNames(), &path);
  EXPECT_EQ(error,
            path + ":1:13: error: expected ',' or ']' after a plan entry, found '\"layers.1\"]'");
  error = PlanError("[\"layers.0\", \"layers.99\"]", LlamaNames(), &path);
  EXPECT_EQ(error, path + ":1:14: error: unknown module 'layers.99': no parameter in " +
                       ::testing::TempDir() + "names3.txt has this prefix");
  error = PlanError("[\"layers.0\", [\"norm\", \"layers.0.attention\"]]", LlamaNames(), &path);
  EXPECT_EQ(error, path +
                       ":1:14: error: plan entry 1 overlaps entry 0: "
                       "layers.0.attention.wk.weight, layers.0.attention.wo.weight, "
                       "layers.0.attention.wq.weight, layers.0.attention.wv.weight in both");
  std::string names_path = ::testing::TempDir() + "names5.txt";
  EXPECT_EQ(PlanError("[\"layers.0\"]", LlamaNames(31)),
            names_path +
                ": error: --param-names lists 282 names but the graph has 291 parameters (graph "
                "inputs with an FSDP all_gather, or gradients with an FSDP reduce_scatter)");
  Graph graph = LoadRepro("repro_llama3_8b_fw_64_1d.py");
  auto no_names = LoadModulePlan(graph, path, "");
  ASSERT_FALSE(no_names.ok());
  EXPECT_EQ(std::string(no_names.status().message()),
            path +
                ": error: the plan names modules but the graph carries no module names: give "
                "--param-names FILE (one parameter FQN per line) or use "
                "--module-bucket-plans blocks");
}

}  // namespace
}  // namespace collopt
