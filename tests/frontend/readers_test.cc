// Frontend features on small hand-written inputs: every format detail the
// real dumps use, asserted on the resulting IR.
#include <cmath>
#include <limits>

#include "frontend/py_expr.h"
#include "frontend/torch_trace.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::LoadText;
using testing::TypeOf;

TEST(SourceFile, ErrorShowsLineAndCaret) {
  SourceFile file("g.py", "a = 1\nbb = foo(\n");
  EXPECT_EQ(file.FormatError(file.LocOf(12), "expected ')'"),
            "g.py:2:7: error: expected ')'\nbb = foo(\n      ^");
  EXPECT_EQ(file.line_count(), 2);
  EXPECT_EQ(file.Line(2), "bb = foo(");
  EXPECT_EQ(file.Line(3), "");  // past the end: empty, not a read out of bounds
  EXPECT_EQ(file.Line(0), "");
}

TEST(PyExpr, ParsesFxArgumentSyntax) {
  SourceFile file("e.py", "f(a, [1, -2], (3,), {'k': 'v'}, x = -inf, y = 1e-05, z = None)");
  auto tokens = TokenizePython(file, 0, file.text().size());
  ASSERT_TRUE(tokens.ok());
  PyParser parser(file, *tokens);
  auto expr = parser.ParseExpression();
  ASSERT_TRUE(expr.ok()) << expr.status().message();
  ASSERT_EQ(expr->kind, PyExpr::Kind::kCall);
  ASSERT_EQ(expr->items.size(), 5u);  // callee + 4 positional
  EXPECT_EQ(expr->items[2].items[1].i, -2);
  EXPECT_EQ(expr->items[3].kind, PyExpr::Kind::kTuple);
  EXPECT_EQ(expr->items[4].kind, PyExpr::Kind::kDict);
  ASSERT_EQ(expr->kwarg_names.size(), 3u);
  EXPECT_EQ(expr->kwarg_names[1], "y");
  EXPECT_DOUBLE_EQ(expr->kwargs[1].f, 1e-05);
  EXPECT_TRUE(std::isinf(expr->kwargs[0].f) && expr->kwargs[0].f < 0);
}

// Python's ints are unbounded: a literal beyond int64 reads as a float (FX
// prints 9223372036854775808 as a bound), but -9223372036854775808 is int64's
// least value and reads as that int.
TEST(PyExpr, IntLiteralsAtInt64sEdges) {
  SourceFile file("e.py",
                  "f(9223372036854775807, -9223372036854775808, 9223372036854775808, "
                  "-9223372036854775809)");
  auto tokens = TokenizePython(file, 0, file.text().size());
  ASSERT_TRUE(tokens.ok());
  PyParser parser(file, *tokens);
  auto expr = parser.ParseExpression();
  ASSERT_TRUE(expr.ok()) << expr.status().message();
  ASSERT_EQ(expr->items.size(), 5u);
  EXPECT_EQ(expr->items[1].kind, PyExpr::Kind::kInt);
  EXPECT_EQ(expr->items[1].i, std::numeric_limits<int64_t>::max());
  EXPECT_EQ(expr->items[2].kind, PyExpr::Kind::kInt);
  EXPECT_EQ(expr->items[2].i, std::numeric_limits<int64_t>::min());
  EXPECT_EQ(expr->items[3].kind, PyExpr::Kind::kFloat);
  EXPECT_EQ(expr->items[3].f, 0x1p63);
  EXPECT_EQ(expr->items[4].kind, PyExpr::Kind::kFloat);
  EXPECT_EQ(expr->items[4].f, -0x1p63);  // -(2^63 + 1) rounds to -2^63 as a double
}

TEST(ReadableReader, AnnotationsWithStridesDeviceAndRankPrefix) {
  std::string text =
      "[rank0]:class <lambda>(torch.nn.Module):\n"
      "[rank0]:    def forward(self, arg0_1: \"f32[8, 4][4, 1]cuda:0\"):\n"
      "[rank0]:         # File: /x/model.py:12 in forward, code: y = x.t()\n"
      "[rank0]:        permute: \"f32[4, 8][1, 4]cuda:0\" = torch.ops.aten.permute.default(arg0_1, "
      "[1, 0]);  arg0_1 = None\n"
      "[rank0]:        return (permute,)\n";
  auto graph = LoadText(text);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(graph->name, "<lambda>");
  const Node& permute = graph->node(graph->FindNode("permute"));
  EXPECT_EQ(permute.value.ToString(), "f32[4, 8]");
  EXPECT_EQ(permute.annotation->tensor.strides, (std::vector<int64_t>{1, 4}));
  EXPECT_EQ(permute.annotation->tensor.device.index, 0);
  EXPECT_EQ(SourceComment(permute), "File: /x/model.py:12 in forward, code: y = x.t()");
  EXPECT_EQ(permute.line, 4);
  EXPECT_EQ(permute.op_class, OpClass::kView);
}

// Inference keeps an annotation only where it says more than the value: a
// placeholder's becomes its value, one the rule reproduces exactly is
// dropped, one with strides the rules do not track stays.
TEST(ReadableReader, AnnotationsTheValueReproducesAreDropped) {
  std::string text =
      "class G(torch.nn.Module):\n"
      "    def forward(self, a: \"bf16[8, 4]\", b: \"bf16[4, 2]\"):\n"
      "        mm: \"bf16[8, 2]\" = torch.ops.aten.mm.default(a, b)\n"
      "        permute: \"bf16[2, 8][1, 2]cuda:0\" = torch.ops.aten.permute.default(mm, [1, 0])\n"
      "        return (permute,)\n";
  auto graph = LoadText(text);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  const Node& a = graph->node(graph->FindNode("a"));
  EXPECT_EQ(a.value.ToString(), "bf16[8, 4]");
  EXPECT_FALSE(a.annotation.has_value());
  const Node& mm = graph->node(graph->FindNode("mm"));
  EXPECT_EQ(mm.value.ToString(), "bf16[8, 2]");
  EXPECT_FALSE(mm.annotation.has_value());
  const Node& permute = graph->node(graph->FindNode("permute"));
  ASSERT_TRUE(permute.annotation.has_value());
  EXPECT_EQ(permute.annotation->tensor.strides, (std::vector<int64_t>{1, 2}));
}

TEST(ReadableReader, JointGraphUnpacksPrimalsAndTangents) {
  std::string text =
      "class joint_helper(torch.nn.Module):\n"
      "    def forward(self, primals, tangents):\n"
      "        primals_1: \"f16[4, 2]\"; tangents_1: \"f16[4, 2]\"; \n"
      "    \n"
      "        primals_1, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], "
      "self._in_spec)\n"
      "        mul: \"f16[4, 2]\" = torch.ops.aten.mul.Tensor(primals_1, tangents_1);  primals_1 = "
      "tangents_1 = None\n"
      "        return pytree.tree_unflatten([mul], self._out_spec)\n";
  auto graph = LoadText(text);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(graph->size(), 4u);  // 2 placeholders, mul, output
  EXPECT_EQ(graph->node(0).op, NodeOp::kPlaceholder);
  EXPECT_EQ(TypeOf(*graph, "tangents_1"), "f16[4, 2]");
  EXPECT_EQ(graph->node(graph->output()).args[0].items[0].node, graph->FindNode("mul"));
}

TEST(ReproReader, LoadArgsDefaultsSymintsAndOldMeshHelpers) {
  std::string text =
      "class Repro(torch.nn.Module):\n"
      "    def __init__(self) -> None:\n"
      "        super().__init__()\n"
      "    def forward(self, primals_1, primals_2, u0):\n"
      "        all_gather_into_tensor = "
      "torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 4, 'dp')\n"
      "        wait_tensor = "
      "torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)\n"
      "        add = u0 + 1\n"
      "        return (wait_tensor, primals_2, add)\n"
      "\n"
      "def load_args(reader):\n"
      "    u5 = 7\n"
      "    buf0 = reader.storage(None, 64, device=device(type='cuda', index=0))\n"
      "    reader.tensor(buf0, (4, 4), is_leaf=True)  # primals_1\n"
      "    buf1 = reader.storage(None, 8*(u5 + 1), device=device(type='cuda', index=0), "
      "dtype_hint=torch.int64)\n"
      "    reader.tensor(buf1, (u5 + 1,), dtype=torch.int64, is_leaf=True)  # primals_2\n"
      "    reader.symint(512)  # u0\n"
      "load_args._version = 0\n"
      "\n"
      "def get_mesh_sizes():\n"
      "    return 2, 4\n"
      "\n"
      "def get_pg_names():\n"
      "    return ['tp', 'dp']\n";
  auto graph = LoadText(text);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(graph->format, GraphFormat::kRepro);
  EXPECT_EQ(TypeOf(*graph, "primals_1"), "f32[4, 4]");  // no dtype= means float32
  EXPECT_EQ(TypeOf(*graph, "primals_2"), "i64[8*]");    // symbolic, hint 7 + 1
  EXPECT_EQ(TypeOf(*graph, "wait_tensor"), "f32[16, 4]");
  EXPECT_EQ(TypeOf(*graph, "add"), "Sym(513*)");
  ASSERT_EQ(graph->process_groups.size(), 2u);
  EXPECT_EQ(graph->process_groups.at("tp").size, 2);
  EXPECT_EQ(graph->process_groups.at("dp").size, 4);
  const Node& ag = graph->node(graph->FindNode("all_gather_into_tensor"));
  ASSERT_TRUE(ag.collective.has_value());
  EXPECT_EQ(ag.collective->group_name, "dp");
  EXPECT_EQ(ag.collective->group_size, 4);
  EXPECT_EQ(ag.users, (UserList{graph->FindNode("wait_tensor")}));
}

TEST(ReproReader, SubgraphModulesLambdasAndStubs) {
  std::string text =
      "class GraphModule(torch.nn.Module):\n"
      "    def __init__(self):\n"
      "        super().__init__()\n"
      "    def forward(self, *args, **kwargs):\n"
      "        pass\n"
      "class Inner(torch.nn.Module):\n"
      "    def forward(self, x):\n"
      "        neg = torch.ops.aten.neg.default(x)\n"
      "        return (neg,)\n"
      "class Repro(torch.nn.Module):\n"
      "    def __init__(self) -> None:\n"
      "        super().__init__()\n"
      "        self.score = lambda score, b, h, m, n, *args: score\n"
      "        self.stub = GraphModule()\n"
      "        self.inner = Inner()\n"
      "    def forward(self, primals_1):\n"
      "        score = self.score\n"
      "        stub = self.stub\n"
      "        inner = self.inner\n"
      "        return (primals_1,)\n"
      "def load_args(reader):\n"
      "    buf0 = reader.storage(None, 16, device=device(type='cuda', index=0))\n"
      "    reader.tensor(buf0, (4,), is_leaf=True)  # primals_1\n";
  auto graph = LoadText(text);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  ASSERT_EQ(graph->subgraphs.size(), 3u);
  EXPECT_EQ(graph->subgraphs.at("score"), nullptr);
  EXPECT_EQ(graph->subgraphs.at("stub"), nullptr);
  ASSERT_NE(graph->subgraphs.at("inner"), nullptr);
  EXPECT_EQ(graph->subgraphs.at("inner")->size(), 3u);  // x, neg, output
}

TEST(TorchTraceReader, ListsGraphArtifactsWithCompileIds) {
  auto log = SourceFile::Read(testing::SharedData(
      "fx_real/tlparse__tests_inputs__multi_rank_schedule__dedicated_log_torch_trace_rank_2.log"));
  ASSERT_TRUE(log.ok());
  auto graphs = ListTraceGraphs(*log);
  ASSERT_TRUE(graphs.ok());
  std::vector<std::string> names;
  for (const TraceGraph& g : *graphs) names.push_back(g.name + "@" + g.compile_id);
  EXPECT_EQ(names,
            (std::vector<std::string>{
                "dynamo_output_graph@0/0", "before_pre_grad_graph@0/0", "after_pre_grad_graph@0/0",
                "aot_inference_graph@0/0", "fx_graph_runnable@0/0", "before_post_grad_graph@0/0",
                "after_post_grad_graph@0/0", "dynamo_output_graph@1/0", "before_pre_grad_graph@1/0",
                "after_pre_grad_graph@1/0", "aot_inference_graph@1/0", "fx_graph_runnable@1/0",
                "before_post_grad_graph@1/0", "after_post_grad_graph@1/0"}));
  // The default graph is the first post-grad graph; line numbers are the log's.
  auto graph = LoadGraph(log->name(), LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(graph->node(graph->FindNode("all_reduce")).line, 591);
  EXPECT_EQ(TypeOf(*graph, "add"), "f32[8, 4]");
}

}  // namespace
}  // namespace collopt
