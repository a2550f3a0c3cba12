// Symbolic sizes (frontend/symbolic_sizes.h): sympy-printed expressions
// evaluated under the symbols' values, the values a TORCH_LOGS=dynamic log or
// a TORCH_TRACE states, `--symint-hint`, data-dependent sizes the input
// states, and the writer's round trip.
#include "frontend/symbolic_sizes.h"

#include <algorithm>
#include <string>

#include "api/load.h"
#include "frontend/torch_log.h"
#include "frontend/torch_trace.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/test_util.h"
#include "writer/graph_writer.h"

namespace collopt {
namespace {

using testing::CommandOutput;
using testing::LoadText;
using testing::Module;
using testing::RunCollopt;
using testing::TypeOf;

std::optional<int64_t> Eval(std::string_view text,
                            const SymbolHints& hints = {{"s0", 16}, {"s1", 3}}) {
  return EvaluateSymbolicSize(text, hints);
}

TEST(SymbolicSizes, EvaluatesWhatTorchsSympyPrinterWrites) {
  EXPECT_EQ(Eval("s0"), 16);
  EXPECT_EQ(Eval("64*s0"), 1024);
  EXPECT_EQ(Eval("-s1 + 2*s0"), 29);
  EXPECT_EQ(Eval("((s0 - 1)//2) + 1"), 8);  // FloorDiv prints as (a//b)
  EXPECT_EQ(Eval("s0**2"), 256);
  EXPECT_EQ(Eval("(1 - s0//8)**3"), -1);
  EXPECT_EQ(Eval("(1 - s0//8)**1000000000000"), 1);
  EXPECT_EQ(Eval("0**s1 + s1**0"), 1);
  EXPECT_EQ(Eval("Max(1, s0 - 20)"), 1);
  EXPECT_EQ(Eval("Min(s0, s1, 7)"), 3);
  EXPECT_EQ(Eval("FloorDiv(-s0, 3)"), -6);  // Python floors toward -inf
  EXPECT_EQ(Eval("CeilDiv(s0, 3)"), 6);
  EXPECT_EQ(Eval("Mod(s0, 5)"), 1);
  EXPECT_EQ(Eval("PythonMod(-s0, 5)"), 4);
  EXPECT_EQ(Eval("ModularIndexing(s0, 2, 3)"), 2);  // (16 // 2) % 3
  EXPECT_EQ(Eval("CeilToInt(IntTrueDiv(s0, 3))"), 6);
  EXPECT_EQ(Eval("FloorToInt(IntTrueDiv(s0, 3))"), 5);
  EXPECT_EQ(Eval("TruncToInt(ToFloat(s1))"), 3);
  EXPECT_EQ(Eval("LShift(s1, 4)"), 48);
  EXPECT_EQ(Eval("RShift(s0, 2)"), 4);
  EXPECT_EQ(Eval("PowByNatural(s1, 3)"), 27);
  EXPECT_EQ(Eval("Identity(s0) + Abs(-s1)"), 19);
}

TEST(SymbolicSizes, NoValueWithoutEveryHintOrForBadArithmetic) {
  std::set<std::string> missing;
  EXPECT_EQ(EvaluateSymbolicSize("u0 + s0*s9", {{"s0", 2}}, &missing), std::nullopt);
  EXPECT_EQ(missing, (std::set<std::string>{"s9", "u0"}));  // every one named
  EXPECT_EQ(Eval("s0 // (s1 - 3)"), std::nullopt);          // division by zero
  EXPECT_EQ(Eval("Mod(s0, 0)"), std::nullopt);
  EXPECT_EQ(Eval("s0 * 9223372036854775807"), std::nullopt);  // overflow
  EXPECT_EQ(Eval("s0 +"), std::nullopt);
  EXPECT_EQ(Eval("IntTrueDiv(s0, 3)"), std::nullopt);  // 16/3 is no size
  EXPECT_EQ(Eval("Unknown(s0)"), std::nullopt);
}

TEST(SymbolicSizes, SizesAreConcreteStatedOrGuessed) {
  SymbolHints hints = {{"s0", 16}};
  SymbolicSizes sizes(hints);
  EXPECT_EQ(sizes.Size("8"), SymInt::Concrete(8));
  EXPECT_FALSE(sizes.Size("8").stated);
  SymInt s = sizes.Size(" 2*s0 ");
  EXPECT_TRUE(s.symbolic && s.stated);
  EXPECT_EQ(s.hint, 32);
  SymInt written = sizes.Size("24*");  // collopt's own spelling
  EXPECT_TRUE(written.symbolic && written.stated);
  EXPECT_EQ(written.hint, 24);
  SymInt guessed = sizes.Size("u1 + s0");
  EXPECT_TRUE(guessed.symbolic);
  EXPECT_FALSE(guessed.stated);
  EXPECT_EQ(guessed.hint, 0);
  EXPECT_EQ(sizes.unhinted(), (std::set<std::string>{"u1"}));
}

TEST(SymbolicSizes, ParsesHintFlags) {
  SymbolHints hints;
  ASSERT_TRUE(ParseSymbolHints("s0=16, u0=-2", hints).ok());
  ASSERT_TRUE(ParseSymbolHints("s0=8", hints).ok());  // a later value wins
  EXPECT_EQ(hints, (SymbolHints{{"s0", 8}, {"u0", -2}}));
  for (std::string_view bad : {"s0", "s0=", "=3", "1a=3", "s0=1.5", "s0=16x", "s 0=1"}) {
    auto status = ParseSymbolHints(bad, hints);
    EXPECT_FALSE(status.ok()) << bad;
    EXPECT_NE(status.message().find("expected NAME=INT"), std::string_view::npos) << bad;
  }
}

constexpr const char* kDynamicBody =
    "mul: \"Sym(2*s0)\" = 2 * n\n"
    "view: \"f32[2*s0, 64][64, 1]cpu\" = torch.ops.aten.reshape.default(x, [mul, 64])\n"
    "relu: \"f32[2*s0, 64][64, 1]cpu\" = torch.ops.aten.relu.default(view)\n"
    "return (relu,)";
constexpr const char* kDynamicParams = "n: \"Sym(s0)\", x: \"f32[2, s0, 64][64*s0, 64, 1]cpu\"";

TEST(SymbolicSizes, HintsPriceADynamicGraphAsItsStaticTwin) {
  LoadOptions options;
  options.symbol_hints = {{"s0", 16}};
  auto graph = LoadText(Module(kDynamicParams, kDynamicBody), options);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(TypeOf(*graph, "relu"), "f32[32*, 64]");
  EXPECT_EQ(graph->node(graph->FindNode("x")).value.tensor.strides,
            (std::vector<int64_t>{1024, 64, 1}));
  EXPECT_TRUE(graph->unhinted_symbols.empty());
  EXPECT_EQ(UnhintedSymbolsWarning(*graph), std::nullopt);

  auto guessed = LoadText(Module(kDynamicParams, kDynamicBody));
  ASSERT_TRUE(guessed.ok()) << guessed.status().message();
  EXPECT_EQ(TypeOf(*guessed, "relu"), "f32[0*, 64]");
  EXPECT_EQ(guessed->unhinted_symbols, (std::vector<std::string>{"s0"}));
  auto warning = UnhintedSymbolsWarning(*guessed);
  ASSERT_TRUE(warning.has_value());
  EXPECT_NE(warning->find("test.py: warning: sizes depend on 1 symbol the input gives no value "
                          "for (s0): a graph input's backed size (s0) is read as 0"),
            std::string::npos)
      << *warning;
  Graph many;
  many.source_name = "g.py";
  for (int i = 0; i < 12; ++i) many.unhinted_symbols.push_back("u" + std::to_string(i));
  std::sort(many.unhinted_symbols.begin(), many.unhinted_symbols.end());  // u0, u1, u10, ...
  EXPECT_NE(UnhintedSymbolsWarning(many)->find(
                "12 symbols the input gives no value for (u0, u1, u2, u3, u4, u5, u6, u7 and 4 "
                "more)"),
            std::string::npos);
  EXPECT_NE(warning->find("--symint-hint NAME=N"), std::string::npos);
}

// A graph input's unbacked symbol (u0: an AOT backward's saved activation of
// a data-dependent size) has no value in PyTorch either: Inductor prices it
// at unbacked_symint_fallback (8192), and so does the loader, with a warning;
// a backed one (s0) is still read as 0, and an unbacked symbol the graph
// computes (u1) keeps its own fallback within the graph's assertions.
TEST(SymbolicSizes, AGraphInputsUnbackedSizeIsPricedAtInductorsFallback) {
  const std::string text = testing::Module(
      R"(x: "f32[u0, 64][64, 1]cuda:0", w: "f32[64, s0][s0, 1]cuda:0", counts: "i64[2]")",
      "mm: \"f32[u0, s0]\" = torch.ops.aten.mm.default(x, w)\n"
      "select = torch.ops.aten.select.int(counts, 0, 0)\n"
      "u1 = torch.ops.aten._local_scalar_dense.default(select)\n"
      "le = 100 >= u1\n"
      "a0 = torch.ops.aten._assert_scalar.default(le, 'u1 <= 100')\n"
      "e: \"f32[u1, 64]\" = torch.ops.aten.empty.memory_format([u1, 64], dtype = "
      "torch.float32, device = device(type='cuda', index=0), pin_memory = False)\n"
      "return (mm, e)");
  auto graph = LoadText(text);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(TypeOf(*graph, "x"), "f32[8192*, 64]");
  EXPECT_EQ(TypeOf(*graph, "mm"), "f32[8192*, 0*]");
  EXPECT_EQ(TypeOf(*graph, "e"), "f32[100*, 64]");
  EXPECT_EQ(graph->fallback_symbols, (std::vector<std::string>{"u0"}));
  EXPECT_EQ(graph->unhinted_symbols, (std::vector<std::string>{"s0", "u1"}));
  auto warning = UnhintedSymbolsWarning(*graph);
  ASSERT_TRUE(warning.has_value());
  EXPECT_NE(warning->find("\ntest.py: warning: the graph inputs' sizes depend on 1 unbacked "
                          "symbol the input gives no value for (u0): priced at the fallback "
                          "hint, as Inductor does (--unbacked-symint-hint, default 8192"),
            std::string::npos)
      << *warning;

  LoadOptions options;
  options.shape.unbacked_symint_hint = 100;
  auto hundred = LoadText(text, options);
  ASSERT_TRUE(hundred.ok()) << hundred.status().message();
  EXPECT_EQ(TypeOf(*hundred, "x"), "f32[100*, 64]");
  options.symbol_hints = {{"u0", 5}};  // a stated value: no fallback, no warning for it
  auto stated = LoadText(text, options);
  ASSERT_TRUE(stated.ok()) << stated.status().message();
  EXPECT_EQ(TypeOf(*stated, "x"), "f32[5*, 64]");
  EXPECT_TRUE(stated->fallback_symbols.empty());
  EXPECT_EQ(UnhintedSymbolsWarning(*stated)->find("unbacked symbol the input"), std::string::npos);
}

TEST(SymbolicSizes, TheWrittenGraphReadsBackWithItsSizes) {
  LoadOptions options;
  options.symbol_hints = {{"s0", 16}};
  auto graph = LoadText(Module(kDynamicParams, kDynamicBody), options);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  std::string text = WriteGraph(*graph);
  EXPECT_NE(text.find("n: \"Sym(16*)\""), std::string::npos) << text;
  EXPECT_NE(text.find("x: \"f32[2, 16*, 64][1024, 64, 1]cpu\""), std::string::npos) << text;
  auto again = LoadText(text);  // no hints needed: `16*` states them
  ASSERT_TRUE(again.ok()) << again.status().message();
  EXPECT_EQ(TypeOf(*again, "relu"), "f32[32*, 64]");
  EXPECT_TRUE(again->unhinted_symbols.empty());
}

TEST(SymbolicSizes, AStatedDataDependentSizeOverridesTheFallback) {
  const std::string text =
      Module("m: \"b8[32][1]cpu\"",
             "nonzero: \"i64[u0, 1][1, 1]cpu\" = torch.ops.aten.nonzero.default(m)\n"
             "sym_size_int: \"Sym(u0)\" = torch.ops.aten.sym_size.int(nonzero, 0)\n"
             "squeeze: \"i64[u0][1]cpu\" = torch.ops.aten.squeeze.dim(nonzero, -1)\n"
             "return (squeeze, sym_size_int)");
  auto fallback = LoadText(text);  // at most the 32 elements of the mask
  ASSERT_TRUE(fallback.ok()) << fallback.status().message();
  EXPECT_EQ(TypeOf(*fallback, "squeeze"), "i64[32*]");
  LoadOptions options;
  options.symbol_hints = {{"u0", 5}};
  auto stated = LoadText(text, options);
  ASSERT_TRUE(stated.ok()) << stated.status().message();
  EXPECT_EQ(TypeOf(*stated, "nonzero"), "i64[5*, 1]");
  EXPECT_EQ(TypeOf(*stated, "squeeze"), "i64[5*]");
  EXPECT_EQ(TypeOf(*stated, "sym_size_int"), "Sym(5*)");
}

// A TORCH_LOGS="post_grad_graphs,dynamic" log: ShapeEnv's create_symbol lines
// give the values, for the chosen graph's compile id only.
std::string LogLine(std::string_view compile_id, std::string_view text) {
  return "[rank0]:V1128 20:01:02.000000 4242 torch/_inductor/compile_fx.py:910] [" +
         std::string(compile_id) + "] [__post_grad_graphs] " + std::string(text) + "\n";
}

TEST(SymbolicSizes, ATorchLogStatesItsSymbolsValues) {
  std::string log =
      "[rank0]:I1128 20:01:01.000000 4242 torch/fx/experimental/symbolic_shapes.py:4424] "
      "[0/0] create_symbol s0 = 16 for L['x'].size()[1] [2, int_oo] at /m.py:12 in forward\n"
      "[rank0]:I1128 20:01:01.500000 4242 torch/fx/experimental/symbolic_shapes.py:4424] "
      "[1/0] create_symbol s0 = 99 for L['y'].size()[0] [2, int_oo] at /m.py:30 in g\n";
  log += LogLine("0/0", "TRACED GRAPH");
  log += LogLine("0/0", " /x.py class GraphModule(torch.nn.Module):");
  log += LogLine("0/0", std::string("    def forward(self, ") + kDynamicParams + "):");
  for (std::string_view line : {"mul: \"Sym(2*s0)\" = 2 * n",
                                "view: \"f32[2*s0, 64][64, 1]cpu\" = "
                                "torch.ops.aten.reshape.default(x, [mul, 64])",
                                "return (view,)"}) {
    log += LogLine("0/0", "        " + std::string(line));
  }
  SourceFile file("dynamic.log", log);
  EXPECT_EQ(TorchLogSymbolHints(file, "0/0"), (SymbolHints{{"s0", 16}}));
  EXPECT_EQ(TorchLogSymbolHints(file, "1/0"), (SymbolHints{{"s0", 99}}));
  EXPECT_EQ(TorchLogSymbolHints(file, ""), (SymbolHints{{"s0", 99}}));  // the later line
  auto graph = LoadGraphFromSource(file, LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(TypeOf(*graph, "view"), "f32[32*, 64]");
  LoadOptions mine;
  mine.symbol_hints = {{"s0", 4}};  // the user's value wins
  auto overridden = LoadGraphFromSource(file, mine);
  ASSERT_TRUE(overridden.ok()) << overridden.status().message();
  EXPECT_EQ(TypeOf(*overridden, "view"), "f32[8*, 64]");
}

TEST(SymbolicSizes, ATorchTraceStatesItsSymbolsValues) {
  const std::string prefix = "V1128 20:01:02.000000 4242 torch/_logging/structured.py:22] ";
  std::string trace =
      prefix +
      "{\"create_symbol\": {\"symbol\": \"s0\", \"val\": \"16\", \"vr\": \"[2, int_oo]\", "
      "\"source\": \"L['x'].size()[1]\"}, \"frame_id\": 0, \"frame_compile_id\": 0, "
      "\"attempt\": 0}\n" +
      prefix +
      "{\"create_symbol\": {\"symbol\": \"s1\", \"val\": \"2.5\"}, \"frame_id\": 0, "
      "\"frame_compile_id\": 0}\n" +
      prefix +
      "{\"create_symbol\": {\"symbol\": \"s0\", \"val\": \"7\"}, \"frame_id\": 3, "
      "\"frame_compile_id\": 0}\n" +
      prefix +
      "{\"artifact\": {\"name\": \"after_post_grad_graph\", \"encoding\": \"string\"}, "
      "\"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"x\"}\n" +
      "\tclass GraphModule(torch.nn.Module):\n" + "\t    def forward(self, " + kDynamicParams +
      "):\n" + "\t        mul: \"Sym(2*s0)\" = 2 * n\n" +
      "\t        view: \"f32[2*s0, 64][64, 1]cpu\" = torch.ops.aten.reshape.default(x, [mul, "
      "64])\n" +
      "\t        return (view,)\n";
  SourceFile file("trace.log", trace);
  EXPECT_EQ(TraceSymbolHints(file, "0/0"), (SymbolHints{{"s0", 16}}));  // s1 is no int
  EXPECT_EQ(TraceSymbolHints(file, "3/0"), (SymbolHints{{"s0", 7}}));
  auto graph = LoadGraphFromSource(file, LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(TypeOf(*graph, "view"), "f32[32*, 64]");
}

// The captured dynamic-shape Llama (real torch.compile, tests/torch/captured)
// with its hint prices exactly as the static capture of the same model.
TEST(SymbolicSizes, TheCapturedDynamicLlamaIsItsStaticTwinWithItsHint) {
  const std::string dir = std::string(COLLOPT_SOURCE_DIR) + "/tests/torch/captured/";
  for (const char* k : {"0", "1"}) {
    CommandOutput fixed = RunCollopt("simulate " + dir + "llama." + k + ".log --json");
    CommandOutput dynamic =
        RunCollopt("simulate " + dir + "llama_dynamic." + k + ".log --json --symint-hint s0=16");
    ASSERT_EQ(fixed.status, 0) << fixed.out;
    ASSERT_EQ(dynamic.status, 0) << dynamic.out;
    auto a = nlohmann::json::parse(fixed.out);
    auto b = nlohmann::json::parse(dynamic.out);
    EXPECT_EQ(a["peak_memory_bytes"], b["peak_memory_bytes"]) << k;
    EXPECT_NEAR(a["step_us"].get<double>(), b["step_us"].get<double>(), 1e-6) << k;
    EXPECT_GT(b["peak_memory_bytes"].get<int64_t>(), 0);
  }
}

}  // namespace
}  // namespace collopt
