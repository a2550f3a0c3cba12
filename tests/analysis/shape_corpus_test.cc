// The shape rules against PyTorch's own meta kernels: every record of
// ../shared/data/aten_shape_corpus.jsonl (4585 calls of 459 overloads, see
// h100_inductor_runs/README.md) through CheckShapeCorpus, and the checker's
// own behaviour on small corpora.
#include "analysis/shape_corpus.h"

#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::ReadFile;

TEST(ShapeCorpus, RulesMatchPyTorchMetaKernels) {
  std::string path = testing::SharedData("aten_shape_corpus.jsonl");
  auto result = CheckShapeCorpus(ReadFile(path), path);
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_EQ(result->overloads, 459);
  EXPECT_EQ(result->records, 4585);
  double coverage = static_cast<double>(result->covered) / static_cast<double>(result->overloads);
  double exact = static_cast<double>(result->exact) / static_cast<double>(result->records_covered);
  EXPECT_GE(coverage, 0.95) << ShapeCorpusToText(*result);
  EXPECT_GE(exact, 0.99) << ShapeCorpusToText(*result);
  // Today: every overload, all but transpose_'s records (the corpus records
  // an in-place op's arguments after the call, so its `self` is already transposed).
  EXPECT_EQ(result->covered, 459);
  EXPECT_EQ(result->exact, 4580);
  for (const ShapeCorpusMismatch& m : result->mismatches)
    EXPECT_EQ(m.op, "aten.transpose_.default");
}

constexpr std::string_view kSmall =
    R"({"op": "aten.add.Tensor", "args": [{"tensor": {"dtype": "int64", "shape": [2, 3], "stride": [3, 1]}}, {"tensor": {"dtype": "float32", "shape": [3], "stride": [1]}}], "kwargs": {"alpha": 2}, "result": {"tensor": {"dtype": "float32", "shape": [2, 3], "stride": [3, 1]}}}
{"op": "aten.max.dim", "args": [{"tensor": {"dtype": "bfloat16", "shape": [4, 5], "stride": [5, 1]}}, 1, true], "kwargs": {}, "result": [{"tensor": {"dtype": "bfloat16", "shape": [4, 1], "stride": [1, 1]}}, {"tensor": {"dtype": "int64", "shape": [4, 1], "stride": [1, 1]}}]}
{"op": "aten.mm.default", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "stride": [3, 1]}}, {"tensor": {"dtype": "float32", "shape": [3, 4], "stride": [4, 1]}}], "kwargs": {}, "result": {"tensor": {"dtype": "float32", "shape": [2, 5], "stride": [5, 1]}}}
{"op": "mylib.mystery.default", "args": [], "kwargs": {}, "result": null}
{"op": "aten.ne.Scalar", "args": [{"tensor": {"dtype": "float32", "shape": [], "stride": []}}, -Infinity], "kwargs": {}, "result": {"tensor": {"dtype": "bool", "shape": [], "stride": []}}}
)";

TEST(ShapeCorpus, CountsAndMismatches) {
  auto result = CheckShapeCorpus(kSmall, "small.jsonl");
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_EQ(result->overloads, 5);
  EXPECT_EQ(result->covered, 4);
  EXPECT_EQ(result->records, 5);
  EXPECT_EQ(result->records_covered, 4);
  EXPECT_EQ(result->exact, 3);
  ASSERT_EQ(result->mismatches.size(), 1u);
  EXPECT_EQ(result->mismatches[0].op, "aten.mm.default");
  EXPECT_EQ(result->mismatches[0].line, 3);
  EXPECT_EQ(result->mismatches[0].expected, "f32[2, 5]");
  EXPECT_EQ(result->mismatches[0].got, "f32[2, 4]");
  EXPECT_EQ(ShapeCorpusToText(*result),
            "aten.mm.default: 1 of 1 records differ; line 3: expected f32[2, 5], got f32[2, 4]\n"
            "mylib.mystery.default: no rule (1 records)\n"
            "5 overloads, 4 covered (80.0 %); 5 records, 4 of covered ops, 3 exact (75.0 %); "
            "strides equal on 3 of the exact\n");
  nlohmann::json j = ShapeCorpusToJson(*result);
  EXPECT_EQ(j["covered"], 4);
  EXPECT_EQ(j["records_covered"], 4);
  EXPECT_EQ(j["uncovered"].dump(), R"(["mylib.mystery.default"])");
  EXPECT_EQ(j["mismatches"].dump(),
            R"([{"expected":"f32[2, 5]","got":"f32[2, 4]","line":3,"op":"aten.mm.default"}])");
}

TEST(ShapeCorpus, RuleErrorsAreMismatches) {
  auto result = CheckShapeCorpus(
      R"({"op": "aten.mm.default", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3]}}], "result": null})",
      "c.jsonl");
  ASSERT_TRUE(result.ok()) << result.status().message();
  ASSERT_EQ(result->mismatches.size(), 1u);
  EXPECT_EQ(result->mismatches[0].got.substr(0, 7), "error: ");
}

TEST(ShapeCorpus, MalformedLinesAreLocatedErrors) {
  auto check = [](std::string_view text) {
    auto result = CheckShapeCorpus(text, "corpus.jsonl");
    return result.ok() ? std::string("ok") : std::string(result.status().message());
  };
  EXPECT_EQ(check("\n{\"op\": \"aten.abs.default\", \"args\": [}\n"),
            "corpus.jsonl:2: error: expected a JSON object, got invalid JSON");
  EXPECT_EQ(check(R"({"op": "aten.abs.default", "args": []})"),
            "corpus.jsonl:1: error: expected key 'result', got none");
  EXPECT_EQ(
      check(
          R"({"op": "aten.abs.default", "args": [{"tensor": {"dtype": "float33", "shape": []}}], "result": null})"),
      "corpus.jsonl:1: error: expected a dtype name, got 'float33'");
  EXPECT_EQ(
      check(
          R"({"op": "aten.abs.default", "args": [{"tensor": {"dtype": "float32", "shape": [2], "stride": []}}], "result": null})"),
      "corpus.jsonl:1: error: expected 1 strides for shape [2], got []");
  EXPECT_EQ(check(R"({"op": "aten.abs.default", "args": [{"generator": "x"}], "result": null})"),
            "corpus.jsonl:1: error: expected a tensor, dtype, device, layout, memory_format, "
            "complex or repr object, got key 'generator'");
}

// The CLI end to end: `collopt check-shapes CORPUS --json`.
TEST(ShapeCorpus, CheckShapesCommand) {
  testing::CommandOutput run = testing::RunCollopt(
      "check-shapes " + testing::SharedData("aten_shape_corpus.jsonl") + " --json");
  ASSERT_EQ(run.status, 0);
  nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["overloads"], 459);
  EXPECT_GE(j["covered"].get<double>() / j["overloads"].get<double>(), 0.95);
  EXPECT_GE(j["exact"].get<double>() / j["records_covered"].get<double>(), 0.99);
}

}  // namespace
}  // namespace collopt
