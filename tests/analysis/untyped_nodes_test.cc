// Graphs with ops collopt has no rule for: every unknown op in one error;
// under --allow-unknown-ops untyped results that propagate, cost nothing, use
// no memory and are named in one warning; a collective reading one is an
// error. End to end on a real repro with one mm renamed to mylib.mystery.
#include <filesystem>
#include <fstream>

#include "cost/cost_model.h"
#include "cost/hardware.h"
#include "sim/memory.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::LoadText;
using testing::Module;

constexpr std::string_view kTwoUnknownOps =
    "a = torch.ops.mylib.foo.default(x)\n"
    "b = torch.ops.mylib.bar.default(a)\n"
    "c = torch.ops.mylib.foo.default(x)\n"
    "d = torch.ops.aten.mm.default(b, w)\n"
    "e = torch.ops.aten.add.Tensor(x, x)\n"
    "f: \"f32[8, 4]\" = torch.ops.mylib.foo.default(e)\n"
    "g = torch.ops.aten.relu.default(f)\n"
    "return (c, d, g)";

LoadOptions AllowUnknown() {
  LoadOptions options;
  options.shape.allow_unknown_ops = true;
  return options;
}

TEST(UntypedNodes, EveryUnknownOpInOneError) {
  auto graph = LoadText(Module(R"(x: "f32[8, 4]", w: "f32[4, 2]")", kTwoUnknownOps));
  ASSERT_FALSE(graph.ok());
  std::string message(graph.status().message());
  EXPECT_EQ(message.substr(0, message.find('\n')),
            "test.py:3:9: error: no shape rule for 2 ops and no type annotation for their "
            "results: 'mylib.foo.default' (2 nodes, first 'a' at line 3), 'mylib.bar.default' (1 "
            "node, first 'b' at line 4); pass --allow-unknown-ops to treat their results as "
            "untyped");
}

TEST(UntypedNodes, AnnotatedUnknownOpLoadsTypedFromItsAnnotation) {
  // 'f' (mylib.foo, annotated) needs no flag; the unannotated ones still do.
  auto graph = LoadText(Module(R"(x: "f32[8, 4]")",
                               "e = torch.ops.aten.add.Tensor(x, x)\n"
                               "f: \"bf16[8, 2]\" = torch.ops.mylib.foo.default(e)\n"
                               "h: \"bf16[8, 2]\" = torch.ops.mylib.foo.default(f)\n"
                               "g = torch.ops.aten.relu.default(f)\n"
                               "return (g, h)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(testing::TypeOf(*graph, "f"), "bf16[8, 2]");
  EXPECT_EQ(testing::TypeOf(*graph, "g"), "bf16[8, 2]");  // relu's rule on f's type
  EXPECT_TRUE(UntypedNodes(*graph).empty());
  EXPECT_EQ(AnnotationTypedWarning(*graph).value_or(""),
            "test.py: warning: 2 nodes of 1 op without a shape rule typed from the dump's "
            "annotations and priced as memory-bound: 'mylib.foo.default' (2)");
  LoadOptions strict;
  strict.shape.type_from_annotations = false;
  auto rejected = LoadText(Module(R"(x: "f32[8, 4]")",
                                  "f: \"bf16[8, 2]\" = torch.ops.mylib.foo.default(x)\n"
                                  "return (f,)"),
                           strict);
  ASSERT_FALSE(rejected.ok());
  EXPECT_NE(std::string(rejected.status().message())
                .find("no shape rule for 1 op: 'mylib.foo.default' (1 node"),
            std::string::npos);
}

TEST(UntypedNodes, UnknownResultsAndWhatNeedsThemAreUntyped) {
  auto graph =
      LoadText(Module(R"(x: "f32[8, 4]", w: "f32[4, 2]")", kTwoUnknownOps), AllowUnknown());
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(testing::TypeOf(*graph, "a"), "?");
  EXPECT_EQ(testing::TypeOf(*graph, "b"), "?");
  EXPECT_EQ(testing::TypeOf(*graph, "d"), "?");          // mm needs b
  EXPECT_EQ(testing::TypeOf(*graph, "e"), "f32[8, 4]");  // typed inputs
  EXPECT_EQ(testing::TypeOf(*graph, "f"), "f32[8, 4]");  // the dump's annotation
  EXPECT_EQ(testing::TypeOf(*graph, "g"), "f32[8, 4]");
  std::vector<std::string> names;
  for (NodeId id : UntypedNodes(*graph)) names.push_back(graph->node(id).name);
  EXPECT_EQ(names, (std::vector<std::string>{"a", "b", "c", "d"}));
  EXPECT_EQ(UntypedNodesWarning(*graph),
            "test.py: warning: 4 nodes are untyped (an op without a shape rule, or reading such a "
            "result): 'a' (mylib.foo.default), 'b' (mylib.bar.default), 'c' (mylib.foo.default), "
            "'d' (aten.mm.default); they cost nothing and use no memory in the simulation");
}

TEST(UntypedNodes, NoWarningWhenEverythingIsTyped) {
  auto graph = LoadText(Module(R"(x: "f32[8, 4]")",
                               "y = torch.ops.aten.relu.default(x)\n"
                               "return (y,)"));
  ASSERT_TRUE(graph.ok());
  EXPECT_EQ(UntypedNodesWarning(*graph), std::nullopt);
}

TEST(UntypedNodes, CostNothingAndUseNoMemory) {
  auto graph = LoadText(Module(R"(x: "f32[1024, 1024]", w: "f32[1024, 1024]")",
                               "a = torch.ops.mylib.foo.default(x)\n"
                               "d = torch.ops.aten.mm.default(a, w)\n"
                               "e = torch.ops.aten.mm.default(x, w)\n"
                               "return (d, e)"),
                        AllowUnknown());
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  CostModel model(*BuiltinHardware("h100"));
  for (std::string_view name : {"a", "d"}) {
    NodeCost cost = model.Estimate(*graph, graph->node(graph->FindNode(name)));
    EXPECT_EQ(cost.time_us, 0) << name;
    EXPECT_EQ(cost.bytes, 0) << name;
  }
  EXPECT_GT(model.Estimate(*graph, graph->node(graph->FindNode("e"))).time_us, 0);
  MemoryProfile memory = ComputeMemoryProfile(*graph);
  const int64_t mib4 = 1024 * 1024 * 4;
  EXPECT_EQ(memory.input_bytes, 2 * mib4);
  EXPECT_EQ(memory.peak_bytes, 3 * mib4);  // the inputs and e only
}

TEST(UntypedNodes, CollectiveReadingAnUntypedValueIsAnError) {
  auto graph =
      LoadText(Module(R"(x: "f32[8, 4]")",
                      "a = torch.ops.mylib.foo.default(x)\n"
                      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(a, 2, '0')\n"
                      "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                      "return (w,)"),
               AllowUnknown());
  ASSERT_FALSE(graph.ok());
  std::string message(graph.status().message());
  EXPECT_EQ(message.substr(0, message.find('\n')),
            "test.py:4:9: error: collective 'ag' (_c10d_functional.all_gather_into_tensor.default) "
            "reads 'a' (mylib.foo.default), whose type is unknown, so its size is unknown; add a "
            "shape rule for 'mylib.foo.default'");
}

// Runs the collopt binary; returns (exit status, stdout + stderr).
std::pair<int, std::string> RunCollopt(const std::string& args) {
  testing::CommandOutput run = testing::RunCollopt(args + " 2>&1");
  return {run.status, run.out};
}

TEST(UntypedNodes, MysteryOpInARealRepro) {
  std::string source =
      testing::ReadFile(testing::SharedData("autoparallel_overlap/repro_llama3_8b_fw_64_1d.py"));
  const std::string mm = "mm_1 = torch.ops.aten.mm.default(";
  size_t at = source.find(mm);
  ASSERT_NE(at, std::string::npos);
  source.replace(at, mm.size(), "mm_1 = torch.ops.mylib.mystery.default(");
  std::filesystem::path dir = std::filesystem::path(::testing::TempDir()) / "collopt_mystery";
  std::filesystem::create_directories(dir);
  std::string path = (dir / "repro.py").string();
  std::ofstream(path) << source;

  auto [status, out] = RunCollopt("optimize " + path + " --verify --colls none");
  EXPECT_EQ(status, 1);
  EXPECT_NE(out.find("error: no shape rule for 1 op and no type annotation for its result: "
                     "'mylib.mystery.default'"),
            std::string::npos)
      << out;

  std::tie(status, out) =
      RunCollopt("optimize " + path + " --verify --colls none --allow-unknown-ops");
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("repro.py: warning: 2415 nodes are untyped"), std::string::npos) << out;
  EXPECT_NE(out.find("'mm_1' (mylib.mystery.default)"), std::string::npos) << out;
}

}  // namespace
}  // namespace collopt
