// PyTorch's op schemas (analysis/op_schema.h): the generated table parses,
// and a real graph corrupted in its overloads, argument counts, keywords or
// argument kinds fails to load with one located error naming the node, the
// problem and PyTorch's schema; --allow-unknown-ops accepts it.
#include "analysis/op_schema.h"

#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::SharedData;

TEST(OpSchemaTable, EveryLineParsesAndCoversTheOpsCollectivesNeed) {
  EXPECT_EQ(OpSchemaTableVersion(), "PyTorch 2.6.0 and the shape corpus");
  const std::vector<std::string_view> lines = OpSchemaTableLines();
  EXPECT_EQ(lines.size(), 1718u);
  for (std::string_view line : lines) {
    auto s = ParseOpSchema(line);
    EXPECT_TRUE(s.ok()) << line << ": " << s.status().message();
  }
  auto wait = SchemasOfOp("_c10d_functional.wait_tensor.default");
  ASSERT_EQ(wait.size(), 1u);
  EXPECT_EQ(wait[0]->overload, "default");
  ASSERT_EQ(wait[0]->params.size(), 1u);
  EXPECT_EQ(wait[0]->params[0].name, "tensor");
  for (const char* op :
       {"_c10d_functional.all_gather_into_tensor", "_c10d_functional.reduce_scatter_tensor",
        "_c10d_functional.all_reduce", "_c10d_functional.all_to_all_single", "aten.mm", "aten.view",
        "aten.split_with_sizes_copy", "fsdp.split_with_sizes_copy", "_dtensor.shard_dim_alltoall",
        "prims.convert_element_type"}) {
    EXPECT_FALSE(SchemasOfOp(std::string(op) + ".default").empty()) << op;
  }
  EXPECT_TRUE(SchemasOfOp("operator.getitem").empty());
}

TEST(OpSchema, ParsesOverloadParametersDefaultsAndKeywordOnly) {
  auto add =
      ParseOpSchema("aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor");
  ASSERT_TRUE(add.ok()) << add.status().message();
  EXPECT_EQ(add->op, "aten.add");
  EXPECT_EQ(add->overload, "Tensor");
  ASSERT_EQ(add->params.size(), 3u);
  EXPECT_EQ(add->params[1].name, "other");
  EXPECT_FALSE(add->params[1].has_default);
  EXPECT_FALSE(add->params[1].keyword_only);
  EXPECT_EQ(add->params[2].type, "Scalar");
  EXPECT_TRUE(add->params[2].has_default);
  EXPECT_TRUE(add->params[2].keyword_only);
  auto mm = ParseOpSchema("aten::mm(Tensor self, Tensor mat2) -> Tensor");
  ASSERT_TRUE(mm.ok());
  EXPECT_EQ(mm->overload, "default");
  auto out = ParseOpSchema(
      "aten::split_with_sizes_copy.out(Tensor self, SymInt[] split_sizes, int dim=0, *, "
      "Tensor(a!)[] out) -> ()");
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(out->params[3].type, "Tensor[]");
  EXPECT_EQ(out->params[3].name, "out");
  auto bad = ParseOpSchema("mm(Tensor self)");
  EXPECT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(),
            "expected 'ns::op.overload(params) -> returns', found 'mm(Tensor self)'");
}

std::string FirstErrorLine(const std::string& text, bool allow_unknown_ops = false) {
  LoadOptions options;
  options.shape.allow_unknown_ops = allow_unknown_ops;
  auto graph = LoadGraphFromSource(SourceFile("bad.py", text), options);
  if (graph.ok()) return "";
  const std::string message(graph.status().message());
  return message.substr(0, message.find('\n'));
}

const char* kLlama = "autoparallel_overlap/repro_llama3_8b_fw_64_1d.py";

struct Corruption {
  std::string from;
  std::string to;
  std::string node;     // the corrupted node's statement, as corrupted
  std::string message;  // after "bad.py:L:C: error: "
};

// The issue's cases: an overload that does not exist (an op's and
// wait_tensor's), a dropped operand (a lost dependency), one operand too
// many, a keyword the op does not have, a literal of the wrong kind.
TEST(OpSchema, CorruptedRealGraphIsALocatedErrorNamingTheSchema) {
  const std::string original = testing::ReadFile(SharedData(kLlama));
  const std::vector<Corruption> cases = {
      {"mm_1 = torch.ops.aten.mm.default(", "mm_1 = torch.ops.aten.mm.bogus(",
       "mm_1 = torch.ops.aten.mm.bogus(",
       "'mm_1' does not match its op's schema: 'aten.mm.bogus': aten.mm has no overload "
       "'bogus' (PyTorch 2.6.0 and the shape corpus have: default, out; an overload newer "
       "than those? --allow-unknown-ops accepts it)"},
      {"wait_tensor = torch.ops._c10d_functional.wait_tensor.default(",
       "wait_tensor = torch.ops._c10d_functional.wait_tensor.out(",
       "wait_tensor = torch.ops._c10d_functional.wait_tensor.out(",
       "'wait_tensor' does not match its op's schema: '_c10d_functional.wait_tensor.out': "
       "_c10d_functional.wait_tensor has no overload 'out' (PyTorch 2.6.0 and the shape corpus "
       "have: default; an overload newer than those? --allow-unknown-ops accepts it)"},
      {"aten.add.Tensor(embedding, view_24)", "aten.add.Tensor(embedding)",
       "add_1 = torch.ops.aten.add.Tensor(embedding)",
       "'add_1' does not match its op's schema: 'aten.add.Tensor': missing argument 'other' "
       "(Tensor); PyTorch's schema: aten::add.Tensor(Tensor self, Tensor other, *, Scalar "
       "alpha=1) -> Tensor"},
      {"aten.permute.default(wait_tensor_3, [1, 0])",
       "aten.permute.default(wait_tensor_3, [1, 0], 1)",
       "permute_1 = torch.ops.aten.permute.default(wait_tensor_3, [1, 0], 1)",
       "'permute_1' does not match its op's schema: 'aten.permute.default': 3 positional "
       "arguments given, the schema takes at most 2; PyTorch's schema: "
       "aten::permute(Tensor(a) self, int[] dims) -> Tensor(a)"},
      {"aten.permute.default(wait_tensor_3, [1, 0])",
       "aten.permute.default(wait_tensor_3, [1, 0], order = 1)",
       "permute_1 = torch.ops.aten.permute.default(wait_tensor_3, [1, 0], order = 1)",
       "'permute_1' does not match its op's schema: 'aten.permute.default': no argument named "
       "'order'; PyTorch's schema: aten::permute(Tensor(a) self, int[] dims) -> Tensor(a)"},
      {"aten.permute.default(wait_tensor_3, [1, 0])", "aten.permute.default(wait_tensor_3, 'x')",
       "permute_1 = torch.ops.aten.permute.default(wait_tensor_3, 'x')",
       "'permute_1' does not match its op's schema: 'aten.permute.default': argument 'dims' "
       "(int[]) cannot be a string; PyTorch's schema: aten::permute(Tensor(a) self, int[] "
       "dims) -> Tensor(a)"},
      {"aten.add.Tensor(add_1, view_34)", "aten.add.Tensor(add_1, 'x')",
       "add_3 = torch.ops.aten.add.Tensor(add_1, 'x')",
       "'add_3' does not match its op's schema: 'aten.add.Tensor': argument 'other' (Tensor) "
       "cannot be a string; PyTorch's schema: aten::add.Tensor(Tensor self, Tensor other, *, "
       "Scalar alpha=1) -> Tensor"},
  };
  for (const Corruption& c : cases) {
    const std::string text = testing::ReplaceFirst(original, c.from, c.to);
    EXPECT_EQ(FirstErrorLine(text),
              "bad.py:" + testing::LineColOf(text, c.node) + ": error: " + c.message)
        << c.to;
    // The command: the same located error on stderr and exit status 1, no
    // signal, within 4 GiB (testing::RunColloptLimited).
    const std::string path = testing::WriteTemp("bad.py", text);
    const testing::CommandOutput run = testing::RunColloptLimited("stats " + path);
    EXPECT_EQ(run.status, 1) << c.to;
    EXPECT_EQ(run.out.substr(0, run.out.find('\n')),
              path + ":" + testing::LineColOf(text, c.node) + ": error: " + c.message)
        << c.to;
  }
}

// --allow-unknown-ops takes an overload or arguments newer than the table.
TEST(OpSchema, AllowUnknownOpsAcceptsWhatTheTableLacks) {
  const std::string text =
      testing::ReplaceFirst(testing::ReadFile(SharedData(kLlama)),
                            "mm_1 = torch.ops.aten.mm.default(", "mm_1 = torch.ops.aten.mm.newer(");
  EXPECT_NE(FirstErrorLine(text), "");
  EXPECT_EQ(FirstErrorLine(text, /*allow_unknown_ops=*/true), "");
}

// all_to_all_single's split lists (issue: 9 sizes on an 8-rank group, or a
// negative size, were accepted): one size per rank, none negative, as many
// input sizes as output sizes (their sum is not checked against the input's
// rows: in a dump the data-dependent sizes are hints).
TEST(AllToAllSplits, WrongCountsAndNegativeSizesAreLocatedErrors) {
  const std::string pg =
      "def get_pg_config():\n    return {'ep': {'size': 4, 'ranks': [0, 1, 2, 3]}}\n";
  auto load = [&](std::string_view splits) {
    const std::string text =
        testing::Module(R"(x: "bf16[32, 8]")",
                        "a2a = torch.ops._c10d_functional.all_to_all_single.default(x, " +
                            std::string(splits) +
                            ", 'ep')\n"
                            "w = torch.ops._c10d_functional.wait_tensor.default(a2a)\n"
                            "return (w,)") +
        pg;
    auto graph = testing::LoadText(text);
    if (graph.ok()) return std::string();
    const std::string message(graph.status().message());
    return message.substr(0, message.find('\n'));
  };
  EXPECT_EQ(load("[8, 8, 8, 8], [8, 8, 8, 8]"), "");
  EXPECT_EQ(load("[4, 4, 4, 4, 4, 4, 4, 2, 2], [4, 4, 4, 4, 4, 4, 4, 2, 2]"),
            "test.py:3:9: error: invalid graph at 'a2a': output_split_sizes has 9 sizes, expected "
            "one per rank of process group 'ep' (4)");
  EXPECT_EQ(load("[16, 16, 8, -8], [8, 8, 8, 8]"),
            "test.py:3:9: error: invalid graph at 'a2a': output_split_sizes has a negative size, "
            "-8");
  EXPECT_EQ(load("[8, 8, 8, 8], [16, 16]"),
            "test.py:3:9: error: cannot infer the result of 'a2a' (_c10d_functional."
            "all_to_all_single.default): expected as many input_split_sizes as "
            "output_split_sizes (4), got 2");
}

}  // namespace
}  // namespace collopt
