// Bad input made by cutting and corrupting the real shared graphs: every case
// must give one located error `file:line:col: error: message` (never a crash,
// never a silently dropped node). Lines and columns are computed from the
// corrupted text so that the assertion checks the exact location.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::SharedData;

using testing::LineColOf;
using testing::ReadFile;
using testing::ReplaceFirst;

// Loads `text` named `name`; returns the first line of the error ("" if it loaded).
std::string FirstErrorLine(const std::string& name, const std::string& text) {
  auto graph = LoadGraphFromSource(SourceFile(name, text), LoadOptions{});
  if (graph.ok()) return "";
  std::string message(graph.status().message());
  return message.substr(0, message.find('\n'));
}

const char* kLlama = "autoparallel_overlap/repro_llama3_8b_fw_64_1d.py";
const char* kMlp =
    "fx_real/learn_torch__fsdp2_mlp_torch2.6.0__model__0_forward_1.0__fx_graph_readable.py";

TEST(MalformedInput, TruncatedInsideForwardSignature) {
  std::string text = ReadFile(SharedData(kLlama));
  text = text.substr(0, text.find("primals_200,"));
  EXPECT_EQ(FirstErrorLine("cut.py", text),
            "cut.py:" + LineColOf(text, "forward(self", 7) +
                ": error: unbalanced '(': missing ')' before end of file");
}

TEST(MalformedInput, TruncatedInsideForwardBody) {
  std::string text = ReadFile(SharedData(kLlama));
  size_t cut = text.find("        mm_1 = ");
  text = text.substr(0, cut);
  std::string last =
      "        permute_1 = torch.ops.aten.permute.default(wait_tensor_3, [1, 0]);  wait_tensor_3 = "
      "None";
  std::string loc = LineColOf(text, last, last.size());
  EXPECT_EQ(FirstErrorLine("cut.py", text),
            "cut.py:" + loc +
                ": error: expected 'return' at the end of forward, got end of block "
                "(truncated graph?)");
}

TEST(MalformedInput, UnknownReference) {
  std::string text =
      ReplaceFirst(ReadFile(SharedData(kLlama)), "mm_1 = torch.ops.aten.mm.default(view_3,",
                   "mm_1 = torch.ops.aten.mm.default(view_33,");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "view_33,") + ": error: unknown reference 'view_33'");
}

TEST(MalformedInput, ExtraClosingBracket) {
  std::string text = ReplaceFirst(ReadFile(SharedData(kLlama)), "[1, 0]);  wait_tensor_2 = None",
                                  "[1, 0]));  wait_tensor_2 = None");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "]));  wait_tensor_2", 2) +
                ": error: unbalanced ')': no matching opening bracket");
}

// Nesting deeper than CPython's 200 brackets is a located error, not a stack
// overflow (before the limit, 2,000 brackets crashed every command): in a
// node argument, in get_pg_config(), as a chain of unary minus and of `not`.
TEST(MalformedInput, NestingDeeperThanTwoHundredLevels) {
  const std::string deep = std::string(5000, '(') + "1" + std::string(5000, ')');
  const std::string expected_tail =
      ": error: expected an expression nested at most 200 levels deep, got nesting deeper "
      "than 200 levels";
  std::string text = ReplaceFirst(ReadFile(SharedData(kLlama)), "[1, 0]);  wait_tensor_2 = None",
                                  "[1, " + deep + "]);  wait_tensor_2 = None");
  // At the 201st bracket: the call's `(`, the list's `[`, then the 199th `(`.
  EXPECT_EQ(FirstErrorLine("deep.py", text),
            "deep.py:" + LineColOf(text, "[1, (", 4 + 198) + expected_tail);
  std::string pg = ReplaceFirst(ReadFile(SharedData(kLlama)), "def get_pg_config():\n    return ",
                                "def get_pg_config():\n    return " + std::string(300, '[') + "0" +
                                    std::string(300, ']') + " or ");
  EXPECT_NE(FirstErrorLine("deep_pg.py", pg).find(expected_tail), std::string::npos)
      << FirstErrorLine("deep_pg.py", pg);
  for (const std::string& chain : {std::string(300, '-') + "1", [] {
                                     std::string s;
                                     for (int i = 0; i < 300; ++i) s += "not ";
                                     return s + "1";
                                   }()}) {
    std::string unary = ReplaceFirst(ReadFile(SharedData(kLlama)), "[1, 0]);  wait_tensor_2 = None",
                                     "[1, " + chain + "]);  wait_tensor_2 = None");
    EXPECT_NE(FirstErrorLine("unary.py", unary).find(expected_tail), std::string::npos)
        << FirstErrorLine("unary.py", unary).substr(0, 200);
  }
  // 150 levels are fine as far as nesting goes (the op then rejects the value).
  std::string ok = ReplaceFirst(
      ReadFile(SharedData(kLlama)), "[1, 0]);  wait_tensor_2 = None",
      "[1, " + std::string(150, '(') + "0" + std::string(150, ')') + "]);  wait_tensor_2 = None");
  EXPECT_EQ(FirstErrorLine("ok.py", ok).find("nested"), std::string::npos)
      << FirstErrorLine("ok.py", ok);
}

// A size that overflows int64 (2^32 × 2^32 elements wrapped to 0 and passed
// the storage check) or exceeds 2^50 bytes is a located error, in load_args,
// in an annotation, and as a shape rule's result.
TEST(MalformedInput, TensorsOverTwoToTheFiftyBytes) {
  std::string repro = ReplaceFirst(ReadFile(SharedData(kLlama)), "reader.tensor(buf0, (2004, 4096)",
                                   "reader.tensor(buf0, (4294967296, 4294967296)");
  EXPECT_EQ(FirstErrorLine("huge.py", repro),
            "huge.py:" + LineColOf(repro, "(4294967296, 4294967296)") +
                ": error: expected a tensor of at most 2^50 bytes, got f32[4294967296, "
                "4294967296] (its size overflows or exceeds it)");
  const std::string annotated =
      "class GraphModule(torch.nn.Module):\n"
      "    def forward(self, x: \"f32[-4, 4]\"):\n"
      "        return (x,)\n";
  EXPECT_EQ(FirstErrorLine("neg.py", annotated),
            "neg.py:2:26: error: expected sizes >= 0 of a tensor of at most 2^50 bytes, got "
            "\"f32[-4, 4]\"");
  const std::string expanded =
      "class GraphModule(torch.nn.Module):\n"
      "    def forward(self, x: \"f32[1, 1]\"):\n"
      "        e = torch.ops.aten.expand.default(x, [1099511627776, 1099511627776])\n"
      "        return (e,)\n";
  EXPECT_EQ(FirstErrorLine("expand.py", expanded),
            "expand.py:3:9: error: the result of 'e' (aten.expand.default), f32[1099511627776, "
            "1099511627776], is over 2^50 bytes or its size overflows");
}

// A size expression of load_args whose value leaves int64 is a located error
// (2^62 * 4 wrapped to a 0-row tensor that passed every check); Python's
// floor division and modulo keep their signs.
TEST(MalformedInput, LoadArgsSizeExpressionOverflowingInt64) {
  const std::string expected_tail =
      ": error: expected a size expression within int64, got one that overflows it";
  // {expression, where its located operand starts in it}: a binary
  // expression is located at its left operand, a parenthesized one inside.
  for (const auto& [size, at] :
       std::vector<std::pair<std::string, size_t>>{{"4611686018427387904 * 4", 0},
                                                   {"9223372036854775807 + 1", 0},
                                                   {"-9223372036854775807 - 2", 0},
                                                   {"(-9223372036854775807 - 1) // -1", 1}}) {
    std::string repro =
        ReplaceFirst(ReadFile(SharedData(kLlama)), "reader.tensor(buf0, (2004, 4096)",
                     "reader.tensor(buf0, (" + size + ", 4096)");
    EXPECT_EQ(FirstErrorLine("ovf.py", repro),
              "ovf.py:" + LineColOf(repro, size, at) + expected_tail);
  }
  // -4009 // -2 == 2004 and -2 % 4006 == 4004 as Python computes them: the
  // declared f32[2004, 4096] reads its 32833536-byte storage exactly.
  for (const std::string& rows : {std::string("-4009 // -2"), std::string("-2 % 4006 - 2000")}) {
    std::string repro =
        ReplaceFirst(ReadFile(SharedData(kLlama)), "reader.tensor(buf0, (2004, 4096)",
                     "reader.tensor(buf0, (" + rows + ", 4096)");
    EXPECT_EQ(FirstErrorLine("ok.py", repro), "") << rows;
  }
}

// A list argument with one item of the wrong kind names the item; an int
// literal beyond int64 (a float here) says so.
TEST(MalformedInput, ListArgumentNamesItsWrongItem) {
  const std::string text =
      "class GraphModule(torch.nn.Module):\n"
      "    def forward(self, x: \"f32[8, 64]\"):\n"
      "        view = torch.ops.aten.view.default(x, [8, 99999999999999999999])\n"
      "        flat = torch.ops.aten.view.default(x, [8, 2.5, 4])\n"
      "        return (view, flat)\n";
  EXPECT_EQ(FirstErrorLine("big.py", text),
            "big.py:3:9: error: 'view' does not match its op's schema: 'aten.view.default': "
            "argument 'size' (SymInt[]) cannot hold item 1, a float (1e+20, an int literal "
            "outside int64); PyTorch's schema: aten::view(Tensor(a) self, SymInt[] size) -> "
            "Tensor(a)");
  EXPECT_EQ(FirstErrorLine("float.py", ReplaceFirst(text, "99999999999999999999", "64")),
            "float.py:4:9: error: 'flat' does not match its op's schema: 'aten.view.default': "
            "argument 'size' (SymInt[]) cannot hold item 1, a float (2.5); PyTorch's schema: "
            "aten::view(Tensor(a) self, SymInt[] size) -> Tensor(a)");
}

TEST(MalformedInput, WaitWithoutCollective) {
  std::string text = ReplaceFirst(
      ReadFile(SharedData(kLlama)),
      "wait_tensor_1 = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)",
      "wait_tensor_1 = torch.ops._c10d_functional.wait_tensor.default(embedding)");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "wait_tensor_1 = ") +
                ": error: wait 'wait_tensor_1' waits on 'embedding', which is not a collective");
}

TEST(MalformedInput, MalformedAssignment) {
  std::string text =
      ReplaceFirst(ReadFile(SharedData(kLlama)), "permute = torch.ops.aten.permute.default(",
                   "permute == torch.ops.aten.permute.default(");
  EXPECT_EQ(
      FirstErrorLine("bad.py", text),
      "bad.py:" + LineColOf(text, "== torch.ops.aten.permute") + ": error: expected '=', got '=='");
}

TEST(MalformedInput, UnterminatedString) {
  std::string text = ReplaceFirst(ReadFile(SharedData(kLlama)),
                                  "all_gather_into_tensor.default(convert_element_type, 64, '0')",
                                  "all_gather_into_tensor.default(convert_element_type, 64, '0)");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "'0)") + ": error: unterminated string literal");
}

TEST(MalformedInput, MissingLoadArgsInput) {
  std::string text =
      ReplaceFirst(ReadFile(SharedData(kLlama)),
                   "    reader.tensor(buf4, (64, 4096), is_leaf=True)  # primals_5\n", "");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "reader.tensor(buf5") +
                ": error: expected the input for 'primals_5', got one named 'primals_6'");
}

TEST(MalformedInput, StorageTooSmall) {
  std::string text =
      ReplaceFirst(ReadFile(SharedData(kLlama)), "buf0 = reader.storage(None, 32833536,",
                   "buf0 = reader.storage(None, 3283353,");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "reader.tensor(buf0") +
                ": error: tensor f32[2004, 4096] needs 32833536 bytes but its storage 'buf0' has "
                "3283353");
}

TEST(MalformedInput, DuplicateDefinition) {
  std::string line =
      "        pow_1 = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_2, 2)\n";
  std::string text = ReplaceFirst(ReadFile(SharedData(kLlama)), line, line + line);
  std::string first = LineColOf(text, line);
  int second_line = std::stoi(first.substr(0, first.find(':'))) + 1;
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + std::to_string(second_line) + ":9: error: 'pow_1' is defined twice");
}

TEST(MalformedInput, OpWithoutShapeRule) {
  std::string text =
      ReplaceFirst(ReadFile(SharedData(kLlama)), "mm = torch.ops.aten.mm.default(view_3",
                   "mm = torch.ops.aten.mmx.default(view_3");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "mm = torch.ops.aten.mmx") +
                ": error: no shape rule for 1 op and no type annotation for its result: "
                "'aten.mmx.default' (1 node, first 'mm' at line " +
                LineColOf(text, "mm = torch.ops.aten.mmx")
                    .substr(0, LineColOf(text, "mm = torch.ops.aten.mmx").find(':')) +
                "); pass --allow-unknown-ops to treat their results as untyped");
}

TEST(MalformedInput, GroupSizeContradictsProcessGroupTable) {
  std::string text =
      ReplaceFirst(ReadFile(SharedData(kLlama)),
                   "all_gather_into_tensor.default(convert_element_type_1, 64, '0')",
                   "all_gather_into_tensor.default(convert_element_type_1, 32, '0')");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "all_gather_into_tensor_1 = ") +
                ": error: 'all_gather_into_tensor_1' uses process group '0' with group_size 32, "
                "but the group has size 64");
}

TEST(MalformedInput, BadTypeAnnotation) {
  std::string text = ReplaceFirst(ReadFile(SharedData(kMlp)), "primals_1: \"bf16[1, 16]\"",
                                  "primals_1: \"bf17[1, 16]\"");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "\"bf17") +
                ": error: expected a type annotation like \"bf16[8, 4]\" or \"Sym(s0)\", got "
                "\"bf17[1, 16]\"");
}

TEST(MalformedInput, AnnotationContradictsInference) {
  std::string text =
      ReplaceFirst(ReadFile(SharedData(kMlp)), "mm: \"bf16[1, 16]\"", "mm: \"bf16[1, 17]\"");
  EXPECT_EQ(FirstErrorLine("bad.py", text),
            "bad.py:" + LineColOf(text, "mm: \"bf16[1, 17]\"") +
                ": error: inferred bf16[1, 16] for 'mm' (aten.mm.default), but the dump says "
                "bf16[1, 17]");
}

TEST(MalformedInput, TorchTraceWithoutRequestedGraph) {
  LoadOptions options;
  options.trace_graph = "no_such_graph";
  auto graph = LoadGraph(
      SharedData(
          "fx_real/"
          "tlparse__tests_inputs__multi_rank_schedule__dedicated_log_torch_trace_rank_2.log"),
      options);
  ASSERT_FALSE(graph.ok());
  std::string message(graph.status().message());
  EXPECT_NE(message.find("error: no graph artifact 'no_such_graph' in this TORCH_TRACE log; it "
                         "holds: "),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("after_post_grad_graph [1/0]"), std::string::npos) << message;
}

TEST(MalformedInput, EmptyFile) {
  EXPECT_EQ(FirstErrorLine("empty.py", ""),
            "empty.py:1:1: error: expected a graph module ('class GraphModule(torch.nn.Module):'), "
            "got none");
}

}  // namespace
}  // namespace collopt
