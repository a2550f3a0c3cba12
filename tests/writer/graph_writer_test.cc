// The writer round-trips every shared real graph: what it writes reads back
// to the same computation, and writing that again gives the same bytes.
#include "writer/graph_writer.h"

#include <sstream>
#include <utility>

#include "analysis/graph_validator.h"
#include "passes/reassign_collective_pgs.h"
#include "tests/test_util.h"
#include "verify/translation_validation.h"

namespace collopt {
namespace {

void ExpectSameComputation(const Graph& a, const Graph& b) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    const Node& x = a.nodes()[i];
    const Node& y = b.nodes()[i];
    ASSERT_EQ(x.name, y.name);
    EXPECT_EQ(x.target, y.target) << x.name;
    EXPECT_EQ(x.value.ToString(), y.value.ToString()) << x.name;
    EXPECT_EQ(x.users, y.users) << x.name;
  }
  ASSERT_EQ(a.process_groups.size(), b.process_groups.size());
  for (const auto& [name, pg] : a.process_groups) {
    EXPECT_EQ(pg.size, b.process_groups.at(name).size) << name;
  }
}

class GraphWriterTest : public ::testing::TestWithParam<std::string> {};

TEST_P(GraphWriterTest, RoundTrips) {
  auto graph = LoadGraph(testing::SharedData(GetParam()), LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  std::string written = WriteGraph(*graph);
  auto again = LoadGraphFromSource(SourceFile("written.py", written), LoadOptions{});
  ASSERT_TRUE(again.ok()) << again.status().message();
  ExpectSameComputation(*graph, *again);
  EXPECT_TRUE(ValidateGraph(*again).ok());
  EXPECT_EQ(WriteGraph(*again), written);  // deterministic and a fixed point
  // Written in slices side by side: the same text (each slice starts with
  // the provenance comment in force before it).
  for (size_t threads : {2, 3, 7}) {
    EXPECT_EQ(WriteGraph(*graph, threads, 16), written) << threads << " threads";
  }
  // Streamed slice by slice (the last one of a repro's body without its
  // newline), in one round or several: the same text.
  for (auto [threads, max_slice] :
       {std::pair<size_t, size_t>{1, 1 << 16}, {1, 7}, {2, 16}, {3, 1}, {7, 100}, {2, 1 << 16}}) {
    std::ostringstream streamed;
    WriteGraph(*graph, streamed, threads, 16, max_slice);
    EXPECT_TRUE(streamed.str() == written) << threads << " threads, slices of " << max_slice;
  }
}

INSTANTIATE_TEST_SUITE_P(
    SharedGraphs, GraphWriterTest,
    ::testing::Values(
        "autoparallel_overlap/repro_dsv3_bw_64.py", "autoparallel_overlap/repro_dsv3_fw_64.py",
        "autoparallel_overlap/repro_llama3_8b_bw_256_2d.py",
        "autoparallel_overlap/repro_llama3_8b_fw_64_1d.py",
        "fx_real/entangle__gpt__paral2_layer8__fw.g0.r0.py",
        "fx_real/entangle__bug_missing_switchmlp_allreduce__tp2.bug__both.g0.r0.py",
        "fx_real/learn_torch__fsdp2_mlp_torch2.6.0__model__0_forward_1.0__fx_graph_readable.py",
        "fx_real/"
        "tlparse__tests_inputs__multi_rank_schedule__dedicated_log_torch_trace_rank_2.log"));

TEST(GraphWriter, NewProcessGroupsAppearInGetPgConfig) {
  auto graph = LoadGraph(testing::SharedData("autoparallel_overlap/repro_llama3_8b_fw_64_1d.py"),
                         LoadOptions{});
  ASSERT_TRUE(graph.ok());
  ProcessGroupRegistry registry = MakeFsdpAllGatherRegistry();
  ASSERT_TRUE(ReassignCollectivePgs(registry).Run(*graph).ok());
  std::string written = WriteGraph(*graph);
  EXPECT_NE(
      written.find("def get_pg_config():\n    return {'0': {'size': 64, 'rank': 0}, "
                   "'0_ag': {'size': 64, 'rank': 0, 'desc': 'fsdp_extra', 'same_ranks_as': '0'}}"),
      std::string::npos);
  EXPECT_NE(written.find("all_gather_into_tensor.default(convert_element_type, 64, '0_ag');  "
                         "convert_element_type = None"),
            std::string::npos);
  auto again = LoadGraphFromSource(SourceFile("written.py", written), LoadOptions{});
  ASSERT_TRUE(again.ok()) << again.status().message();
  EXPECT_EQ(again->process_groups.at("0_ag").size, 64);
  // desc and the group whose ranks it copies survive the round trip.
  EXPECT_EQ(again->process_groups.at("0_ag").desc, "fsdp_extra");
  EXPECT_EQ(again->process_groups.at("0_ag").same_ranks_as, "0");
  EXPECT_FALSE(again->process_groups.at("0_ag").high_priority);
}

// A readable (print_readable) graph has no table of its own: the writer
// appends get_pg_config() after the class when the table says what the ops
// cannot (an extra group copying another's ranks, rank lists), and the
// readable reader takes it back, so `collopt verify` on the written file
// proves the move to the extra group (both groups hold the same ranks).
TEST(GraphWriter, ReadableGraphsKeepTheirExtraGroupsInGetPgConfig) {
  const std::string text = testing::ReadFile(
      std::string(COLLOPT_SOURCE_DIR) +
      "/tests/passes/golden/reassign-collective-pgs/fsdp_all_gather_moves_reduce_scatter_stays.py");
  auto original = testing::LoadText(text);
  ASSERT_TRUE(original.ok()) << original.status().message();
  Graph graph = original->Clone();
  EXPECT_EQ(WriteGraph(graph).find("get_pg_config"), std::string::npos);  // nothing to say
  ProcessGroupRegistry registry = MakeFsdpAllGatherRegistry();
  ASSERT_TRUE(ReassignCollectivePgs(registry).Run(graph).ok());
  const std::string written = WriteGraph(graph);
  EXPECT_NE(written.find("        return (a2a_w, rs_w)\n\n\ndef get_pg_config():\n    return "
                         "{'0': {'size': 4, 'rank': 0}, '0_ag': {'size': 4, 'rank': 0, 'desc': "
                         "'fsdp_extra', 'same_ranks_as': '0'}}\n"),
            std::string::npos)
      << written;
  auto again = testing::LoadText(written);
  ASSERT_TRUE(again.ok()) << again.status().message();
  EXPECT_EQ(again->process_groups.at("0_ag").same_ranks_as, "0");
  EXPECT_EQ(WriteGraph(*again), written);
  EXPECT_TRUE(verify::VerifyEquivalent(*original, *again).equivalent);
}

// A repro keeps the text around its body, not the body (the writer writes a
// new one): get_pg_config() is found again, written anew, whether it comes
// before the class or after the body.
TEST(GraphWriter, ReproKeepsTheTextAroundItsBody) {
  const std::string head =
      "import torch\n"
      "class Repro(torch.nn.Module):\n"
      "    def forward(self, primals_1):\n";
  const std::string body =
      "        all_gather_into_tensor = "
      "torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 4, 'dp')\n"
      "        wait_tensor = "
      "torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)\n"
      "        return (wait_tensor,)";
  const std::string load_args =
      "\n\ndef load_args(reader):\n"
      "    buf0 = reader.storage(None, 64, device=device(type='cuda', index=0))\n"
      "    reader.tensor(buf0, (4, 4), is_leaf=True)  # primals_1\n";
  const std::string pg_config = "def get_pg_config():\n    return {'dp': {'size': 4}}\n";
  const std::string written_pg_config =
      "def get_pg_config():\n    return {'dp': {'size': 4, 'rank': 0}}\n";
  const std::string written_body =
      "        all_gather_into_tensor = "
      "torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 4, 'dp');  "
      "primals_1 = None\n"
      "        wait_tensor = "
      "torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  "
      "all_gather_into_tensor = None\n"
      "        return (wait_tensor,)";
  const std::string after = head + body + load_args + "\n" + pg_config + "# end\n";
  const std::string before = pg_config + head + body + load_args;
  for (const auto& [text, expected] :
       {std::pair{after, head + written_body + load_args + "\n" + written_pg_config + "# end\n"},
        std::pair{before, written_pg_config + head + written_body + load_args}}) {
    auto graph = testing::LoadText(text);
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    ASSERT_NE(graph->source_text, nullptr);
    EXPECT_EQ(graph->source_text->size(), text.size() - body.size());
    EXPECT_EQ(graph->body_begin, graph->body_end);
    EXPECT_EQ(WriteGraph(*graph), expected);
  }
}

TEST(GraphWriter, PythonLiterals) {
  Graph graph;
  Argument f;
  f.kind = Argument::Kind::kFloat;
  f.f = 1e-05;
  EXPECT_EQ(FormatArgument(graph, f), "1e-05");
  f.f = 0;
  EXPECT_EQ(FormatArgument(graph, f), "0.0");
  f.f = -std::numeric_limits<double>::infinity();
  EXPECT_EQ(FormatArgument(graph, f), "-inf");
  Argument t;
  t.kind = Argument::Kind::kTuple;
  t.items.push_back(Argument::Int(3));
  EXPECT_EQ(FormatArgument(graph, t), "(3,)");
  Argument s;
  s.kind = Argument::Kind::kString;
  s.s = "it's";
  EXPECT_EQ(FormatArgument(graph, s), "'it\\'s'");
}

}  // namespace
}  // namespace collopt
