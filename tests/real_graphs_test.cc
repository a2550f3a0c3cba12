// Every shared real graph: it loads, every node is typed, and the collective
// census matches the independent inventory (autoparallel_overlap/inventory.json)
// and the fx_real README.
#include <fstream>
#include <map>

#include "analysis/graph_stats.h"
#include "analysis/shape_inference.h"
#include "nlohmann/json.hpp"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::SharedData;

// Call nodes whose op returns nothing.
bool ReturnsNone(const Node& node) {
  return node.target == "aten._assert_scalar.default" || node.target == "fsdp.copy_.default" ||
         node.target == "fsdp.split_with_sizes_copy.default" ||
         node.target == "inductor.resize_storage_bytes_.default";
}

// Every call node has a concrete result; counts the annotated nodes checked.
// (Loading already checked every annotation against the inferred value and
// dropped those it reproduces exactly; the ones kept carry more, e.g. strides.)
int64_t ExpectEveryNodeTyped(const Graph& graph) {
  int64_t annotated = 0;
  for (const Node& node : graph.nodes()) {
    if (node.op == NodeOp::kCallFunction) {
      bool typed = node.value.kind != Value::Kind::kUnknown &&
                   node.value.kind != Value::Kind::kOpaque &&
                   (node.value.kind != Value::Kind::kNone || ReturnsNone(node));
      EXPECT_TRUE(typed) << graph.source_name << ":" << node.line << ": " << node.name << " ("
                         << node.target << ") has " << node.value.ToString();
    }
    if (node.annotation.has_value() && node.op == NodeOp::kCallFunction) {
      ++annotated;
      EXPECT_TRUE(MatchesAnnotation(node.value, *node.annotation))
          << node.name << ": inferred " << node.value.ToString() << ", annotated "
          << node.annotation->ToString();
    }
  }
  return annotated;
}

nlohmann::json Inventory() {
  std::ifstream in(SharedData("autoparallel_overlap/inventory.json"));
  return nlohmann::json::parse(in);
}

class ReproGraphTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ReproGraphTest, MatchesInventory) {
  const std::string& file = GetParam();
  auto graph = LoadGraph(SharedData("autoparallel_overlap/" + file), LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  ExpectEveryNodeTyped(*graph);
  GraphStats stats = ComputeGraphStats(*graph);
  nlohmann::json inventory = Inventory()[file];

  EXPECT_EQ(stats.call_nodes, inventory["forward_assign_nodes"].get<int64_t>());
  EXPECT_EQ(stats.waits, inventory["ops"]["wait_tensor.default"].get<int64_t>());

  // Collectives per (op, group size, group), e.g. "all_gather_into_tensor|gs=64|g=0".
  std::map<std::string, int64_t> ours;
  for (const CollectiveGroupStats& c : stats.collectives) {
    std::string gs = c.kind == CollectiveKind::kAllToAll || c.kind == CollectiveKind::kAllReduce
                         ? ""
                         : std::to_string(c.group_size);
    ours[std::string(CollectiveKindName(c.kind)) + "|gs=" + gs + "|g=" + c.pg] += c.count;
  }
  std::map<std::string, int64_t> expected;
  for (auto& [key, count] : inventory["coll_by_op_size_group"].items()) {
    std::string k = key;
    // The inventory leaves the size blank for ops without a group_size argument.
    if (k.rfind("all_reduce", 0) == 0)
      k = k.substr(0, k.find("|gs=")) + "|gs=" + k.substr(k.find("|g="));
    expected[k] = count.get<int64_t>();
  }
  EXPECT_EQ(ours, expected);

  // Process groups from get_pg_config().
  for (auto& [name, pg] : inventory["get_pg_config"].items()) {
    ASSERT_TRUE(graph->process_groups.count(name)) << name;
    EXPECT_EQ(graph->process_groups.at(name).size, pg["size"].get<int64_t>());
  }
  EXPECT_EQ(graph->colls_estimations_file,
            inventory["get_colls_estimations_file"].get<std::string>());
}

INSTANTIATE_TEST_SUITE_P(
    AutoparallelOverlap, ReproGraphTest,
    ::testing::Values("repro_dsv3_bw_64.py", "repro_dsv3_fw_64.py", "repro_llama3_8b_bw_256_1d.py",
                      "repro_llama3_8b_bw_256_2d.py", "repro_llama3_8b_bw_64_1d.py",
                      "repro_llama3_8b_bw_64_2d.py", "repro_llama3_8b_fw_256_1d.py",
                      "repro_llama3_8b_fw_256_2d.py", "repro_llama3_8b_fw_64_1d.py",
                      "repro_llama3_8b_fw_64_2d.py"),
    [](const ::testing::TestParamInfo<std::string>& param) {
      std::string name = param.param.substr(6, param.param.size() - 9);  // strip repro_ and .py
      return name;
    });

struct ReadableCase {
  std::string file;
  // kind → count, as the fx_real README lists them.
  std::map<std::string, int64_t> collectives;
  int64_t waits;
  // Process group → size. Group '1' of the Entangle dumps carries only
  // all_reduce, which states no size: unknown (0).
  std::map<std::string, int64_t> group_sizes;
};

class ReadableGraphTest : public ::testing::TestWithParam<ReadableCase> {};

TEST_P(ReadableGraphTest, MatchesReadmeAndAnnotations) {
  const ReadableCase& c = GetParam();
  auto graph = LoadGraph(SharedData("fx_real/" + c.file), LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  int64_t annotated = ExpectEveryNodeTyped(*graph);
  EXPECT_GT(annotated, 0);
  GraphStats stats = ComputeGraphStats(*graph);
  std::map<std::string, int64_t> ours;
  for (const CollectiveGroupStats& s : stats.collectives) {
    ours[std::string(CollectiveKindShortName(s.kind))] += s.count;
    EXPECT_EQ(s.group_size, c.group_sizes.at(s.pg)) << CollectiveKindName(s.kind) << " on " << s.pg;
  }
  EXPECT_EQ(ours, c.collectives);
  EXPECT_EQ(stats.waits, c.waits);
}

INSTANTIATE_TEST_SUITE_P(
    FxReal, ReadableGraphTest,
    ::testing::Values(
        ReadableCase{"entangle__gpt__paral2_layer8__fw.g0.r0.py",
                     {{"all_gather", 17}, {"reduce_scatter", 16}, {"all_reduce", 4}},
                     37,
                     {{"12", 2}}},
        ReadableCase{
            "entangle__bug_missing_switchmlp_allreduce__tp2.bug__both.g0.r0.py",
            {{"all_gather", 8}, {"reduce_scatter", 5}, {"all_reduce", 6}, {"broadcast", 5}},
            26,
            {{"1", 0}, {"12", 2}, {"25", 2}}},
        ReadableCase{"entangle__bug_missing_layernorm_allreduce__tp2.bug__bw.g0.r0.py",
                     {{"all_gather", 9}, {"reduce_scatter", 5}, {"all_reduce", 6}},
                     20,
                     {{"1", 0}, {"12", 2}, {"25", 2}}},
        ReadableCase{
            "learn_torch__fsdp2_mlp_torch2.6.0__model__0_forward_1.0__fx_graph_readable.py",
            {{"all_gather", 3}},
            3,
            {{"0", 2}}},
        ReadableCase{
            "learn_torch__fsdp2_mlp_torch2.6.0__model__1_inference_3.1__fx_graph_readable.py",
            {{"all_gather", 3}, {"reduce_scatter", 3}},
            6,
            {{"0", 2}}},
        ReadableCase{
            "tlparse__tests_inputs__multi_rank_schedule__dedicated_log_torch_trace_rank_2.log",
            {{"all_gather", 1}, {"reduce_scatter", 1}, {"all_reduce", 1}},
            3,
            {{"0", 2}}}),
    [](const ::testing::TestParamInfo<ReadableCase>& param) {
      return "file" + std::to_string(param.index);
    });

TEST(TorchTraceGraphs, EveryGraphArtifactLoads) {
  const std::string log = SharedData(
      "fx_real/tlparse__tests_inputs__multi_rank_schedule__dedicated_log_torch_trace_rank_2.log");
  for (const char* name :
       {"before_post_grad_graph", "after_post_grad_graph", "fx_graph_runnable"}) {
    for (const char* compile_id : {"0/0", "1/0"}) {
      LoadOptions options;
      options.trace_graph = name;
      options.compile_id = compile_id;
      auto graph = LoadGraph(log, options);
      ASSERT_TRUE(graph.ok()) << name << " " << compile_id << ": " << graph.status().message();
      ExpectEveryNodeTyped(*graph);
      EXPECT_GT(graph->size(), 2u) << name;
    }
  }
}

}  // namespace
}  // namespace collopt
