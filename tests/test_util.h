// collopt/tests/test_util.h — helpers shared by the tests.
#ifndef COLLOPT_TESTS_TEST_UTIL_H_
#define COLLOPT_TESTS_TEST_UTIL_H_

#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "analysis/shape_inference.h"
#include "api/generate_graph.h"
#include "api/load.h"
#include "api/toy_graph.h"
#include "gtest/gtest.h"
#include "ir/graph.h"

namespace collopt::testing {

/// Whether the tests over whole real graphs prove optimize's results
/// (OptimizeOptions::verify: translation validation and the hang check) or
/// only validate the graph after every pass (verify_each): proven in the
/// release build; under the sanitizers, whose speed would make these tests
/// most of CI's time, the small-graph tests (tests/verify, the pass goldens
/// through `collopt opt`, the hang tests) prove and these validate.
inline constexpr bool kProveResults = COLLOPT_SANITIZED == 0;

/// The functional collectives' call targets, as graphs spell them.
inline constexpr const char* kAllGather = "_c10d_functional.all_gather_into_tensor.default";
inline constexpr const char* kReduceScatter = "_c10d_functional.reduce_scatter_tensor.default";
inline constexpr const char* kAllReduce = "_c10d_functional.all_reduce.default";
inline constexpr const char* kAllToAll = "_c10d_functional.all_to_all_single.default";
inline constexpr const char* kWait = "_c10d_functional.wait_tensor.default";

/// Path of a file under ../shared/data (the shared, read-only real inputs).
inline std::string SharedData(std::string_view relative) {
  return std::string(COLLOPT_SHARED_DATA_DIR) + "/" + std::string(relative);
}

/// Loads print_readable text (shape inference included).
inline absl::StatusOr<Graph> LoadText(std::string_view text, LoadOptions options = {}) {
  return LoadGraphFromSource(SourceFile("test.py", std::string(text)), options);
}

/// Loads the embedded toy graph (api/toy_graph.h): a 2-layer FSDP MLP step.
// A `collopt generate --preset llama3_8b --layers L --dp-shard D --tp T
// --pass P --format repro` step, loaded (named `name`).
inline absl::StatusOr<Graph> GeneratedLlama(const std::string& name, int64_t layers,
                                            int64_t dp_shard, int64_t tp, const std::string& pass) {
  GenerateRequest generate;
  generate.preset = "llama3_8b";
  generate.options.format = "repro";
  generate.options.dp_shard = dp_shard;
  generate.options.tp = tp;
  generate.options.pass = pass;
  generate.overrides.layers = layers;
  auto generated = GenerateGraph(generate);
  if (!generated.ok()) return generated.status();
  return LoadGraphFromSource(SourceFile(name, generated->text), {});
}

inline absl::StatusOr<Graph> LoadToyGraph() {
  return LoadGraphFromSource(SourceFile(std::string(kToyGraphName), std::string(ToyGraphText())),
                             LoadOptions{});
}

/// Wraps body lines in `class GraphModule` with `forward(self, <params>)`.
/// `params` is e.g. `x: "f32[8, 4]", y: "f32[4]"`; `body` lines are indented
/// here (pass them unindented, one per line) and must end with a return.
inline std::string Module(std::string_view params, std::string_view body) {
  std::string text = "class GraphModule(torch.nn.Module):\n    def forward(self, ";
  text += params;
  text += "):\n";
  size_t pos = 0;
  while (pos < body.size()) {
    size_t end = body.find('\n', pos);
    if (end == std::string_view::npos) end = body.size();
    text += "        ";
    text += body.substr(pos, end - pos);
    text += "\n";
    pos = end + 1;
  }
  return text;
}

/// Loads `Module(params, body)`; a load error fails the test.
inline Graph MustLoad(std::string_view params, std::string_view body) {
  auto graph = LoadText(Module(params, body));
  EXPECT_TRUE(graph.ok()) << graph.status().message();
  return std::move(*graph);
}

/// The inferred type of node `name` as text ("bf16[8, 4]", "(f32[2], i64[2])").
inline std::string TypeOf(const Graph& graph, std::string_view name) {
  NodeId id = graph.FindNode(name);
  if (id == kNoNode) return "<no node " + std::string(name) + ">";
  return graph.node(id).value.ToString();
}

/// Loads `Module(params, body)` and returns the type of `name`, or the error.
inline std::string InferType(std::string_view params, std::string_view body,
                             std::string_view name) {
  auto graph = LoadText(Module(params, body));
  if (!graph.ok()) return "error: " + std::string(graph.status().message());
  return TypeOf(*graph, name);
}

/// Infers `torch.ops.<call>` ("aten.mm.default(x, w)") as node `r` of a
/// module with `params` and returns its type, or the error.
inline std::string InferOp(std::string_view params, std::string_view call) {
  return InferType(params, "r = torch.ops." + std::string(call) + "\nreturn (r,)", "r");
}

/// InferOp of `torch.ops.aten.<call>`.
inline std::string InferAten(std::string_view params, std::string_view call) {
  return InferOp(params, "aten." + std::string(call));
}

/// The names of the call_function nodes of `graph`, in graph order.
inline std::vector<std::string> CallNames(const Graph& graph) {
  std::vector<std::string> names;
  for (const Node& node : graph.nodes()) {
    if (node.op == NodeOp::kCallFunction) names.push_back(node.name);
  }
  return names;
}

/// The names of nodes `ids` of `graph`, in that order.
inline std::vector<std::string> NodeNames(const Graph& graph, const std::vector<NodeId>& ids) {
  std::vector<std::string> names;
  names.reserve(ids.size());
  for (NodeId id : ids) names.push_back(graph.node(id).name);
  return names;
}

/// "<target> <type>" of node `name` ("-" for a value that is not a
/// tensor), or "<no node NAME>".
inline std::string Typed(const Graph& graph, std::string_view name) {
  const NodeId id = graph.FindNode(name);
  if (id == kNoNode) return "<no node " + std::string(name) + ">";
  const Node& n = graph.node(id);
  return n.target.str() + " " + (n.value.is_tensor() ? n.value.ToString() : std::string("-"));
}

// Loads a forward/backward repro pair and checks, for every getitem of an op
// whose target starts with `op_prefix` in the forward, that the backward's
// graph input of the same name (its load_args type) matches the inferred type.
// Returns how many were compared.
inline int CompareSavedOutputs(std::string_view fw_file, std::string_view bw_file,
                               std::string_view op_prefix) {
  auto fw = LoadGraph(SharedData(fw_file), LoadOptions{});
  auto bw = LoadGraph(SharedData(bw_file), LoadOptions{});
  EXPECT_TRUE(fw.ok()) << fw.status();
  EXPECT_TRUE(bw.ok()) << bw.status();
  if (!fw.ok() || !bw.ok()) return 0;
  int compared = 0;
  for (const Node& node : fw->nodes()) {
    if (node.target != "operator.getitem" || node.args[0].kind != Argument::Kind::kNode) continue;
    if (!fw->node(node.args[0].node).target.str().starts_with(op_prefix)) continue;
    NodeId saved = bw->FindNode(node.name);
    if (saved == kNoNode || bw->node(saved).op != NodeOp::kPlaceholder) continue;
    EXPECT_TRUE(MatchesAnnotation(node.value, bw->node(saved).value))
        << node.name << ": inferred " << node.value.ToString() << ", backward input "
        << bw->node(saved).value.ToString();
    ++compared;
  }
  return compared;
}

/// Writes `text` to `name` in gtest's temporary folder; returns the path.
inline std::string WriteTemp(const std::string& name, const std::string& text) {
  std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

/// The whole file at `path` (binary); "" when it cannot be read.
inline std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// What a command printed on stdout and its exit status (-1 when it did not
/// exit normally).
struct CommandOutput {
  int status = -1;
  std::string out;
};

/// Runs shell text `command`: what it printed on stdout and its status.
inline CommandOutput RunShell(const std::string& command) {
  CommandOutput result;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return result;
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof(buffer), pipe)) result.out.append(buffer, n);
  const int status = pclose(pipe);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

/// Runs `collopt <args>` through the shell (`args` is shell text, so it may
/// redirect stderr: "... 2>&1").
inline CommandOutput RunCollopt(const std::string& args) {
  return RunShell(std::string(COLLOPT_BINARY) + " " + args);
}

/// Runs `collopt <args>` (shell text) with stdout discarded, within a 4 GiB
/// address space (not under the sanitizers, whose shadow memory reserves
/// more) and a 10 s guard against a hang (exit status 124): what it wrote
/// on stderr and its exit status (-1 when a signal ended it).
inline CommandOutput RunColloptLimited(const std::string& args) {
  return RunShell(std::string(COLLOPT_SANITIZED ? "" : "ulimit -v 4194304; ") + "timeout 10 " +
                  COLLOPT_BINARY + " " + args + " 2>&1 >/dev/null");
}

/// `text` with the first `from` (which must be there: else a failure)
/// replaced by `to`.
inline std::string ReplaceFirst(std::string text, std::string_view from, std::string_view to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << "test setup: '" << from << "' not found";
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

/// "line:col" (1-based) of the first `needle` in `text`, `delta` bytes on.
inline std::string LineColOf(const std::string& text, std::string_view needle, size_t delta = 0) {
  size_t at = text.find(needle);
  EXPECT_NE(at, std::string::npos) << "test setup: '" << needle << "' not found";
  at += delta;
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<ptrdiff_t>(at), '\n');
  const size_t line_start = text.rfind('\n', at == 0 ? 0 : at - 1);
  const size_t col = line_start == std::string::npos ? at + 1 : at - line_start;
  return std::to_string(line) + ":" + std::to_string(col);
}

}  // namespace collopt::testing

#endif  // COLLOPT_TESTS_TEST_UTIL_H_
