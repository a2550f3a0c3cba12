// `collopt optimize` on every shared real graph that `collopt simulate`
// handles: the optimized graph is valid, never slower, within its memory
// limit, keeps every matmul FLOP, and differs from the graph async-tp left
// (the variants' common input) only by buckets and order; it writes out and
// reads back, and the whole run is deterministic. Then the flags that turn
// passes off, re-optimizing collopt's output, and bad input.
#include <algorithm>
#include <cctype>
#include <map>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "analysis/graph_validator.h"
#include "api/optimize.h"
#include "api/optimize_report.h"
#include "tests/test_util.h"
#include "writer/graph_writer.h"

namespace collopt {
namespace {

struct OptimizeCase {
  std::string file;  // under ../shared/data
  // --pg-size: groups the graph does not state the size of.
  std::map<std::string, int64_t> pg_sizes;
  // Concrete expectations (0 = none): after ≤ ratio × before, and a bucket count.
  double max_step_ratio = 0;
  size_t min_buckets = 0;
};

// The test name ctest lists: the file, not the struct's bytes.
void PrintTo(const OptimizeCase& c, std::ostream* os) { *os << c.file; }

OptimizeCase Case(std::string file, std::map<std::string, int64_t> pg_sizes = {},
                  double max_step_ratio = 0, size_t min_buckets = 0) {
  return OptimizeCase{std::move(file), std::move(pg_sizes), max_step_ratio, min_buckets};
}

std::string CaseName(const std::string& file) {
  std::string name = file.substr(file.find('/') + 1);
  name = name.substr(0, std::min(name.find('.'), size_t{40}));
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

// The targets the bucketer adds around a merged collective (besides the
// collective and its wait): flatten, concatenate, split, view back.
bool IsBucketGlue(const Node& node) {
  static const std::set<std::string, std::less<>> kGlue = {
      "aten.reshape.default",         "aten.view.default",          "aten.view.dtype",
      "aten.constant_pad_nd.default", "aten.slice_scatter.default", "aten.slice.Tensor"};
  return node.collective.has_value() || node.op_class == OpClass::kWait ||
         kGlue.contains(node.target);
}

// NAME_c<j> (ep-chunk-overlap's chunk j of original node NAME) or NAME_cat.
bool IsEpChunk(const std::string& name, const std::set<std::string, std::less<>>& original) {
  if (name.ends_with("_cat")) return original.contains(name.substr(0, name.size() - 4));
  const size_t at = name.rfind("_c");
  if (at == std::string::npos || at + 2 >= name.size()) return false;
  for (size_t i = at + 2; i < name.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) return false;
  }
  return original.contains(name.substr(0, at));
}

bool IsCollectiveOrWait(const Node& node) {
  return node.collective.has_value() || node.op_class == OpClass::kCollective ||
         node.op_class == OpClass::kWait;
}

int64_t CountCollectives(const Graph& graph) {
  return std::count_if(graph.nodes().begin(), graph.nodes().end(),
                       [](const Node& n) { return n.collective.has_value(); });
}

std::vector<std::string> Names(const Graph& graph, bool (*keep)(const Node&)) {
  std::vector<std::string> names;
  for (const Node& node : graph.nodes()) {
    if (keep(node)) names.push_back(node.name);
  }
  return names;
}

bool IsCompute(const Node& node) { return node.op_class == OpClass::kCompute; }
bool IsAnyNode(const Node&) { return true; }

// 2·M·N·K over the matmuls: async-tp splits them into chunks, never adds or
// drops a FLOP.
double MatmulFlops(const Graph& graph) {
  double flops = 0;
  for (const Node& node : graph.nodes()) {
    if (node.target != "aten.mm.default") continue;
    const TensorType& out = node.value.tensor;
    const TensorType& a = graph.node(node.args[0].node).value.tensor;
    flops += 2.0 * static_cast<double>(out.shape[0].hint) * static_cast<double>(out.shape[1].hint) *
             static_cast<double>(a.shape[1].hint);
  }
  return flops;
}

// The graph the variants (bucketing, scheduling) start from: the input after
// the process-group passes and async-tp, as Optimize runs them with `flags`.
Graph BeforeVariants(const Graph& input, const std::string& path, OptimizeOptions flags) {
  flags.passes = "reassign-collective-pgs,isolate-ep-process-group,async-tp";
  auto result = Optimize(input.Clone(), path, flags);
  EXPECT_TRUE(result.ok()) << result.status().message();
  return result.ok() ? std::move(result->graph) : Graph();
}

LoadOptions SameFormat(const Graph& graph) {
  LoadOptions options;
  options.format =
      graph.format == GraphFormat::kRepro ? InputFormat::kRepro : InputFormat::kReadable;
  return options;
}

class OptimizeRealGraphTest : public ::testing::TestWithParam<OptimizeCase> {};

TEST_P(OptimizeRealGraphTest, ValidFasterDeterministic) {
  const OptimizeCase& c = GetParam();
  const std::string path = testing::SharedData(c.file);
  auto loaded = LoadGraph(path, LoadOptions{});
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  const Graph original = loaded->Clone();
  OptimizeOptions flags;
  flags.verify = testing::kProveResults;
  flags.verify_each = true;
  flags.sim.pg_sizes = c.pg_sizes;
  auto result = Optimize(std::move(*loaded), path, flags);
  ASSERT_TRUE(result.ok()) << result.status().message();
  // Proven, and by the fast path (verify/congruence.h): the rewrites leave
  // nothing that only the whole evaluation can prove.
  if (testing::kProveResults) {
    ASSERT_TRUE(result->equivalence.has_value());
    EXPECT_TRUE(result->equivalence->equivalent);
    EXPECT_TRUE(result->equivalence->by_congruence);
    EXPECT_LT(result->equivalence->evaluated_nodes, static_cast<int64_t>(result->graph.size()));
  }

  // Never slower.
  const double before = result->before.result.step_us;
  const double after = result->after.result.step_us;
  EXPECT_LE(after, before * (1 + 1e-6)) << "before " << before << " µs, after " << after << " µs";
  if (c.max_step_ratio > 0) {
    EXPECT_LT(after, c.max_step_ratio * before);
  }
  EXPECT_GE(result->buckets.size(), c.min_buckets);

  // Within the (default) memory limit, which every shared graph can meet.
  const ScheduleOutcome& schedule = result->schedule;
  EXPECT_TRUE(schedule.limit_met) << "limit " << schedule.memory_limit_bytes << ", peak "
                                  << schedule.peak_after_bytes;
  for (const std::string& warning : result->warnings) ADD_FAILURE() << warning;
  EXPECT_GT(schedule.memory_limit_bytes, 0);
  if (schedule.limit_met && schedule.memory_limit_bytes > 0) {
    EXPECT_LE(result->after.result.memory.peak_bytes, schedule.memory_limit_bytes);
  }
  EXPECT_EQ(schedule.peak_after_bytes, result->after.result.memory.peak_bytes);

  // async-tp splits matmuls (and their collectives) into chunks; after it,
  // collectives change only by buckets (each replaces its members) and by
  // expert-parallel chunks (each chunked combine becomes k).
  const Graph split = BeforeVariants(original, path, flags);
  EXPECT_EQ(MatmulFlops(result->graph), MatmulFlops(original));
  size_t members = 0;
  for (const Bucket& b : result->buckets) {
    EXPECT_GE(b.members.size(), 2u) << b.collective;
    members += b.members.size();
  }
  int64_t ep_added = 0;
  for (const EpRegionOutcome& r : result->ep_chunks.regions) {
    ep_added += r.chunked ? result->ep_chunks.chunks - 1 : 0;
  }
  EXPECT_EQ(result->collectives_before, CountCollectives(original));
  EXPECT_EQ(result->collectives_after, CountCollectives(split) - static_cast<int64_t>(members) +
                                           static_cast<int64_t>(result->buckets.size()) + ep_added);
  EXPECT_EQ(result->collectives_after, CountCollectives(result->graph));

  // The written graph reads back (same format) and is valid.
  const std::string written = WriteGraph(result->graph);
  auto again = LoadGraphFromSource(SourceFile("optimized_" + CaseName(c.file), written),
                                   SameFormat(result->graph));
  ASSERT_TRUE(again.ok()) << again.status().message();
  EXPECT_TRUE(ValidateGraph(*again).ok()) << ValidateGraph(*again).message();
  EXPECT_EQ(again->size(), result->graph.size());
  EXPECT_EQ(CountCollectives(*again), result->collectives_after);

  // Every node async-tp left other than a collective or wait is still there,
  // with the same op, or ep-chunk-overlap replaced it by its column chunks
  // (NAME_c0, …); every new node is bucket glue or such a chunk, or the
  // NAME_cat joining them (no other compute added or dropped).
  std::set<std::string, std::less<>> original_names;
  for (const Node& node : split.nodes()) original_names.insert(node.name);
  for (const Node& node : split.nodes()) {
    if (IsCollectiveOrWait(node)) continue;
    NodeId id = again->FindNode(node.name);
    if (id == kNoNode) {
      NodeId chunk = again->FindNode(node.name + "_c0");
      EXPECT_TRUE(result->ep_chunks.chunks > 0 && chunk != kNoNode &&
                  again->node(chunk).target == node.target)
          << node.name << " (" << node.target << ") is gone";
      continue;
    }
    EXPECT_EQ(again->node(id).target, node.target) << node.name;
  }
  for (const Node& node : again->nodes()) {
    if (original_names.contains(node.name)) continue;
    EXPECT_TRUE(IsBucketGlue(node) || IsEpChunk(node.name, original_names))
        << "new node " << node.name << " (" << node.target << ")";
  }

  // Deterministic: a second run gives the same bytes.
  auto second = Optimize(original.Clone(), path, flags);
  ASSERT_TRUE(second.ok()) << second.status().message();
  EXPECT_TRUE(WriteGraph(second->graph) == written) << "the written graphs differ";
  EXPECT_EQ(OptimizePlanJson(*second).dump(), OptimizePlanJson(*result).dump());
  EXPECT_EQ(OptimizeReportJson(*second).dump(), OptimizeReportJson(*result).dump());
}

const std::map<std::string, int64_t> kEntangleGroups = {{"1", 2}};

INSTANTIATE_TEST_SUITE_P(
    SharedGraphs, OptimizeRealGraphTest,
    ::testing::Values(
        Case("autoparallel_overlap/repro_dsv3_bw_64.py"),
        Case("autoparallel_overlap/repro_dsv3_fw_64.py"),
        Case("autoparallel_overlap/repro_llama3_8b_bw_256_1d.py"),
        // Measured: 725.3 ms → ~278 ms with ~96 buckets.
        Case("autoparallel_overlap/repro_llama3_8b_bw_256_2d.py", {}, 0.5, 50),
        Case("autoparallel_overlap/repro_llama3_8b_bw_64_1d.py"),
        Case("autoparallel_overlap/repro_llama3_8b_bw_64_2d.py"),
        Case("autoparallel_overlap/repro_llama3_8b_fw_256_1d.py"),
        Case("autoparallel_overlap/repro_llama3_8b_fw_256_2d.py"),
        Case("autoparallel_overlap/repro_llama3_8b_fw_64_1d.py"),
        Case("autoparallel_overlap/repro_llama3_8b_fw_64_2d.py"),
        Case("fx_real/entangle__gpt__paral2_layer8__fw.g0.r0.py", kEntangleGroups),
        Case("fx_real/entangle__bug_missing_switchmlp_allreduce__tp2.bug__both.g0.r0.py",
             kEntangleGroups),
        Case("fx_real/entangle__bug_missing_layernorm_allreduce__tp2.bug__bw.g0.r0.py",
             kEntangleGroups),
        Case("fx_real/"
             "learn_torch__fsdp2_mlp_torch2.6.0__model__0_forward_1.0__fx_graph_readable.py"),
        Case("fx_real/"
             "learn_torch__fsdp2_mlp_torch2.6.0__model__1_inference_3.1__fx_graph_readable.py"),
        Case("fx_real/"
             "tlparse__tests_inputs__multi_rank_schedule__dedicated_log_torch_trace_rank_2.log")),
    [](const ::testing::TestParamInfo<OptimizeCase>& param) {
      return CaseName(param.param.file) + "_" + std::to_string(param.index);
    });

absl::StatusOr<OptimizeResult> OptimizeFile(const std::string& relative, OptimizeOptions flags,
                                            Graph* original = nullptr) {
  const std::string path = testing::SharedData(relative);
  auto graph = LoadGraph(path, LoadOptions{});
  if (!graph.ok()) return graph.status();
  if (original != nullptr) *original = graph->Clone();
  flags.verify = testing::kProveResults;
  flags.verify_each = true;
  return Optimize(std::move(*graph), path, flags);
}

// Graphs with several process groups: Llama 2d (FSDP + TP), DSv3 (FSDP + EP).
constexpr const char* kLlamaFw2d = "autoparallel_overlap/repro_llama3_8b_fw_64_2d.py";
constexpr const char* kDsv3 = "autoparallel_overlap/repro_dsv3_fw_64.py";

// Without bucketing, the collectives are those async-tp left: the 2-D
// Llama graph's TP pairs are split (more collectives than the input), DSv3
// has none to split.
TEST(OptimizeOptionsOnRealGraphs, NoBucketingMakesNoBuckets) {
  for (const char* file : {kLlamaFw2d, kDsv3}) {
    OptimizeOptions flags;
    flags.bucketing = false;
    flags.ep_chunks = "off";  // it adds collectives; this test is about bucketing
    Graph original;
    auto result = OptimizeFile(file, flags, &original);
    ASSERT_TRUE(result.ok()) << file << ": " << result.status().message();
    flags.verify = testing::kProveResults;
    flags.verify_each = true;
    const Graph split = BeforeVariants(original, testing::SharedData(file), flags);
    EXPECT_TRUE(result->buckets.empty()) << file;
    EXPECT_EQ(result->collectives_before, CountCollectives(original)) << file;
    EXPECT_EQ(result->collectives_after, CountCollectives(split)) << file;
    EXPECT_EQ(CountCollectives(result->graph), CountCollectives(split)) << file;
    EXPECT_EQ(result->graph.size(), split.size()) << file;
    EXPECT_LE(result->after.result.step_us, result->before.result.step_us * (1 + 1e-6)) << file;
  }
  // With async-tp off too, the collectives are the input's.
  OptimizeOptions flags;
  flags.bucketing = false;
  flags.async_tp = "off";
  Graph original;
  auto result = OptimizeFile(kLlamaFw2d, flags, &original);
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_EQ(result->collectives_after, result->collectives_before);
  EXPECT_EQ(result->graph.size(), original.size());
}

// The variants run side by side (--jobs), and async-tp builds each step's
// chunk counts side by side (on the Llama graph: all_gather → mm k=4 built
// beside k=2 and dropped, as k=2 is not beaten; both carried candidates):
// one thread or two, the same graph, pass reports and variant lines, and the
// same JSON report (with two, the variant that finishes first simulates and
// explains itself while the other runs).
TEST(OptimizeOptionsOnRealGraphs, JobsDoNotChangeTheResult) {
  for (const char* file : {kLlamaFw2d, kDsv3}) {
    std::vector<std::string> outputs;
    std::vector<std::string> jsons;
    std::vector<std::vector<std::string>> variants;
    std::vector<std::vector<std::string>> reports;
    for (int64_t jobs : {1, 2}) {
      OptimizeOptions flags;
      flags.jobs = jobs;
      Graph original;
      auto result = OptimizeFile(file, flags, &original);
      ASSERT_TRUE(result.ok()) << file << ": " << result.status().message();
      outputs.push_back(WriteGraph(result->graph));
      EXPECT_TRUE(result->exposure.has_value()) << file;
      jsons.push_back(OptimizeReportJson(*result).dump());
      variants.push_back(result->variants);
      std::vector<std::string>& lines = reports.emplace_back();
      for (const PassRecord& r : result->passes) {
        lines.push_back(r.name);
        lines.insert(lines.end(), r.report.begin(), r.report.end());
      }
    }
    EXPECT_TRUE(outputs[0] == outputs[1]) << file << ": --jobs 1 and 2 differ";
    EXPECT_EQ(variants[0], variants[1]) << file;
    EXPECT_EQ(reports[0], reports[1]) << file;
    EXPECT_TRUE(jsons[0] == jsons[1]) << file << ": the JSON reports differ";
    if (file == kLlamaFw2d) {
      // The k built beside one that it did not beat is reported as tried.
      EXPECT_TRUE(std::any_of(reports[1].begin(), reports[1].end(), [](const std::string& l) {
        return l.find("all_gather → mm k=4") != std::string::npos &&
               l.find("not kept") != std::string::npos;
      })) << file;
    }
    EXPECT_EQ(variants[0].size(), 2U) << file;  // bucketed + scheduled, scheduled alone
  }
}

// With two threads the bucketed variant runs on the graph itself: it plans
// its buckets while the unbucketed variant copies the graph, and waits for
// the copy before it changes anything. On the Llama 256 2-D forward (async-tp
// off, so the variants run here and not in its judge), where the bucketed
// variant is kept: one thread or two, the same graph and variant lines.
TEST(OptimizeOptionsOnRealGraphs, TheBucketedVariantOnTheGraphItselfChangesNothing) {
  const std::string path = testing::SharedData("autoparallel_overlap/repro_llama3_8b_fw_256_2d.py");
  std::vector<std::string> outputs;
  std::vector<std::vector<std::string>> variants;
  for (int64_t jobs : {1, 2}) {
    auto graph = LoadGraph(path, LoadOptions{});
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    OptimizeOptions flags;
    flags.async_tp = "off";
    flags.jobs = jobs;
    auto result = Optimize(std::move(*graph), path, flags);
    ASSERT_TRUE(result.ok()) << result.status().message();
    outputs.push_back(WriteGraph(result->graph));
    variants.push_back(result->variants);
    ASSERT_EQ(result->variants.size(), 2U);
    EXPECT_EQ(result->variants[0].rfind("bucketed + scheduled: 133.048 ms (collopt)", 0), 0U)
        << result->variants[0];
    EXPECT_NE(result->variants[0].find("(kept)"), std::string::npos) << result->variants[0];
    EXPECT_EQ(result->variants[1].rfind("scheduled, no bucketing: 301.911 ms (collopt)", 0), 0U)
        << result->variants[1];
    EXPECT_FALSE(result->buckets.empty());
  }
  EXPECT_TRUE(outputs[0] == outputs[1]) << "--jobs 1 and 2 differ";
  EXPECT_EQ(variants[0], variants[1]);
}

// async-tp's judge schedules each candidate's own graph for its unbucketed
// variant instead of a copy, the variants losing give it back, and the kept
// one holds it (JudgesInPlace); with --verify-each (the structure checked
// after every pass) it copies. On the Llama graph (three candidates judged,
// both variants each): the same graph, variant lines and pass reports.
TEST(OptimizeOptionsOnRealGraphs, JudgingInPlaceChangesNothing) {
  std::vector<std::string> outputs;
  std::vector<std::vector<std::string>> variants;
  std::vector<std::vector<std::string>> reports;
  for (bool verify_each : {false, true}) {
    OptimizeOptions flags;
    flags.verify_each = verify_each;
    Graph original;
    auto result = OptimizeFile(kLlamaFw2d, flags, &original);
    ASSERT_TRUE(result.ok()) << result.status().message();
    outputs.push_back(WriteGraph(result->graph));
    variants.push_back(result->variants);
    std::vector<std::string>& lines = reports.emplace_back();
    for (const PassRecord& r : result->passes) {
      lines.push_back(r.name);
      lines.insert(lines.end(), r.report.begin(), r.report.end());
    }
  }
  EXPECT_TRUE(outputs[0] == outputs[1]);
  EXPECT_EQ(variants[0], variants[1]);
  EXPECT_EQ(reports[0], reports[1]);
  EXPECT_EQ(std::count_if(reports[0].begin(), reports[0].end(),
                          [](const std::string& l) { return l.find("; scheduled ") != l.npos; }),
            2);
}

// Re-optimizing collopt's own output changes nothing: the all_gathers are
// already on the extra group (same_ranks_as read back from get_pg_config),
// async-tp finds only chunks of its own split (the backward graph: its
// reduce_scatters; the forward: all_gathers and reduce_scatters), and the
// scheduler's result is a fixed point of its rounds.
TEST(OptimizeOptionsOnRealGraphs, ReoptimizingTheOutputIsIdempotent) {
  for (const char* file : {"autoparallel_overlap/repro_llama3_8b_bw_64_2d.py", kLlamaFw2d}) {
    const std::string path = testing::SharedData(file);
    auto graph = LoadGraph(path, LoadOptions{});
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    OptimizeOptions flags;
    flags.verify = testing::kProveResults;
    flags.verify_each = true;
    auto first = Optimize(std::move(*graph), path, flags);
    ASSERT_TRUE(first.ok()) << first.status().message();
    auto async_tp = [](const OptimizeResult& r) {
      auto it = std::find_if(r.passes.begin(), r.passes.end(),
                             [](const PassRecord& p) { return p.name == "async-tp"; });
      return it == r.passes.end() ? PassRecord{} : *it;
    };
    EXPECT_TRUE(async_tp(*first).changed) << file;
    const std::string written = WriteGraph(first->graph);
    auto again = LoadGraphFromSource(SourceFile("optimized.py", written), LoadOptions{});
    ASSERT_TRUE(again.ok()) << again.status().message();
    flags.sim.colls = testing::SharedData("autoparallel_overlap/colls8_8.table");
    auto second = Optimize(std::move(*again), "", flags);
    ASSERT_TRUE(second.ok()) << second.status().message();
    EXPECT_TRUE(WriteGraph(second->graph) == written) << file << ": the re-optimized graph differs";
    EXPECT_EQ(second->graph.process_groups.count("0_ag_ag"), 0U) << file;
    EXPECT_NEAR(second->after.result.step_us, first->after.result.step_us, 1e-6) << file;
    const PassRecord second_split = async_tp(*second);
    EXPECT_FALSE(second_split.changed) << file;
    EXPECT_TRUE(std::any_of(second_split.report.begin(), second_split.report.end(),
                            [](const std::string& line) {
                              return line.find("chunks of an earlier split") != std::string::npos;
                            }))
        << file;
  }
}

// Without reordering, the compute order is the one async-tp left (its chunk
// matmuls where the matmul they split was).
TEST(OptimizeOptionsOnRealGraphs, NoReorderKeepsTheComputeOrder) {
  for (const char* file : {kLlamaFw2d, kDsv3}) {
    OptimizeOptions flags;
    flags.reorder = false;
    flags.ep_chunks = "off";  // it rewrites compute; this test is about the scheduler
    Graph original;
    auto result = OptimizeFile(file, flags, &original);
    ASSERT_TRUE(result.ok()) << file << ": " << result.status().message();
    flags.verify = testing::kProveResults;
    flags.verify_each = true;
    const Graph split = BeforeVariants(original, testing::SharedData(file), flags);
    EXPECT_EQ(Names(result->graph, IsCompute), Names(split, IsCompute)) << file;
    EXPECT_FALSE(Names(original, IsCompute).empty()) << file;

    // Neither bucketing nor reordering: every node stays where it was.
    flags.bucketing = false;
    auto unchanged = OptimizeFile(file, flags);
    ASSERT_TRUE(unchanged.ok()) << file << ": " << unchanged.status().message();
    EXPECT_EQ(Names(unchanged->graph, IsAnyNode), Names(split, IsAnyNode)) << file;
    EXPECT_TRUE(unchanged->buckets.empty()) << file;
  }
}

TEST(OptimizeOptionsOnRealGraphs, ImpossibleMemoryLimitWarnsAndStaysValid) {
  OptimizeOptions flags;
  flags.memory_limit_gb = "0.000001";
  auto result = OptimizeFile(kLlamaFw2d, flags);
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_FALSE(result->schedule.limit_met);
  ASSERT_FALSE(result->warnings.empty());
  EXPECT_NE(result->warnings[0].find("cannot be met"), std::string::npos) << result->warnings[0];
  EXPECT_TRUE(ValidateGraph(result->graph).ok()) << ValidateGraph(result->graph).message();
  EXPECT_LE(result->after.result.step_us, result->before.result.step_us * (1 + 1e-6));
  // The order with the lowest peak is kept: no worse than the input's.
  EXPECT_LE(result->after.result.memory.peak_bytes, result->before.result.memory.peak_bytes);
  auto again = LoadGraphFromSource(SourceFile("optimized.py", WriteGraph(result->graph)),
                                   SameFormat(result->graph));
  ASSERT_TRUE(again.ok()) << again.status().message();
  EXPECT_TRUE(ValidateGraph(*again).ok()) << ValidateGraph(*again).message();
}

// Issue 15 item 3 (expert-parallel chunk overlap). DeepSeek-V3 forward with
// the default options: every MoE region is chunked and the EP group's exposed
// time falls by at least half of what the optimizer leaves exposed without
// the pass (40.9 ms; measured 2026-11-23: 9.0 ms with 4 column chunks), the
// step is faster under both timeline models, memory stays within the limit,
// and the written graph reads back and re-optimizes to the same bytes
// (already chunked regions are not chunked again).
double ExposedUs(const SimResult& sim, const std::string& group) {
  for (const ProcessGroupReport& pg : sim.process_groups) {
    if (pg.name == group) return pg.exposed_us;
  }
  return -1;
}

TEST(EpChunksOnRealGraphs, Dsv3ForwardHalvesTheExposedEpTime) {
  OptimizeOptions flags;
  auto chunked = OptimizeFile(kDsv3, flags);
  ASSERT_TRUE(chunked.ok()) << chunked.status().message();
  flags.ep_chunks = "off";
  auto plain = OptimizeFile(kDsv3, flags);
  ASSERT_TRUE(plain.ok()) << plain.status().message();

  const double ep_plain = ExposedUs(plain->after.result, "521");
  const double ep_chunked = ExposedUs(chunked->after.result, "521");
  EXPECT_NEAR(ep_plain, 38.0e3, 0.5e3);
  EXPECT_LE(ep_chunked, 21.7e3);
  EXPECT_LE(ep_chunked, 0.5 * ep_plain);
  EXPECT_EQ(chunked->ep_chunks.chunks, 4);
  ASSERT_EQ(chunked->ep_chunks.regions.size(), 26U);
  for (const EpRegionOutcome& r : chunked->ep_chunks.regions) {
    EXPECT_TRUE(r.chunked) << r.combine << ": " << r.reason;
    EXPECT_EQ(r.process_group, "521");
    EXPECT_EQ(r.hidden, 2048);
  }
  for (const auto& [model, steps] : chunked->models) {
    EXPECT_LT(steps.after_us, plain->models.at(model).after_us) << model;
  }
  EXPECT_TRUE(chunked->schedule.limit_met);
  EXPECT_LE(chunked->after.result.memory.peak_bytes, chunked->schedule.memory_limit_bytes);
  const nlohmann::ordered_json plan = OptimizePlanJson(*chunked);
  EXPECT_EQ(plan["ep_chunks"]["chunks"], 4);
  EXPECT_EQ(plan["ep_chunks"]["regions"].size(), 26U);

  const std::string written = WriteGraph(chunked->graph);
  auto again = LoadGraphFromSource(SourceFile("optimized.py", written), LoadOptions{});
  ASSERT_TRUE(again.ok()) << again.status().message();
  OptimizeOptions reflags;
  reflags.verify = testing::kProveResults;
  reflags.verify_each = true;
  reflags.sim.colls = testing::SharedData("autoparallel_overlap/colls8_8.table");
  auto second = Optimize(std::move(*again), "", reflags);
  ASSERT_TRUE(second.ok()) << second.status().message();
  EXPECT_TRUE(WriteGraph(second->graph) == written) << "the re-optimized graph differs";
  EXPECT_NEAR(second->before.result.step_us, chunked->after.result.step_us, 1e-6);
  EXPECT_EQ(second->ep_chunks.chunks, 0);
  ASSERT_EQ(second->ep_chunks.regions.size(), 26U);
  EXPECT_EQ(second->ep_chunks.regions[0].reason,
            "already chunked: its expert matmul reads a column slice of its weight");
}

// Issue 15's forward target on the Llama 2-D forward graphs: async-tp splits
// both halves and carries the chunks through the row-wise ops between them
// (residual add, RMSNorm, SiLU · mul), so a layer's TP collectives pipeline
// with its matmuls; the step falls to ≤ 1.25 × the compute it runs, contention included (the TP
// group '1' exposed 46 ms before), under collopt's model and below the
// split without carrying under both models.
TEST(AsyncTpOnRealGraphs, LlamaForwardStepWithinAQuarterOfItsCompute) {
  for (const char* file : {kLlamaFw2d, "autoparallel_overlap/repro_llama3_8b_fw_256_2d.py"}) {
    OptimizeOptions flags;
    auto carried = OptimizeFile(file, flags);
    ASSERT_TRUE(carried.ok()) << file << ": " << carried.status().message();
    const SimResult& before = carried->before.result;
    const SimResult& after = carried->after.result;
    // Within a quarter of the compute it runs: the input's, plus what the
    // collectives in flight beside it cost (contention).
    EXPECT_LE(after.step_us, 1.25 * (before.compute_us + after.contention_us)) << file;
    EXPECT_NEAR(ExposedUs(before, "1"), 46.3e3, 0.4e3) << file;
    EXPECT_LE(ExposedUs(after, "1"), 0.2 * ExposedUs(before, "1")) << file;
    EXPECT_LE(after.memory.peak_bytes, carried->schedule.memory_limit_bytes) << file;
    const auto record = std::find_if(carried->passes.begin(), carried->passes.end(),
                                     [](const PassRecord& p) { return p.name == "async-tp"; });
    ASSERT_NE(record, carried->passes.end());
    ASSERT_FALSE(record->report.empty());
    EXPECT_NE(record->report[0].find("64 all_gather → mm and 64 mm → reduce_scatter pairs split "
                                     "into 4 chunks, the chunks carried through 727 row-wise ops"),
              std::string::npos)
        << record->report[0];
  }
}

// async-tp's choice is judged by the optimizer's own variants, which the
// optimizer then keeps instead of scheduling the chosen graph again: the
// result equals the variants run afresh on the same split (`--async-tp 4`,
// which judges nothing), graph text, steps and variant lines alike, and the
// bucketing and scheduling passes are reported once.
TEST(AsyncTpOnRealGraphs, TheChosenSplitKeepsTheVariantsItWasJudgedBy) {
  // Equality, not proof, is the point here: no translation validation.
  auto optimize = [](const std::string& file, const std::string& async_tp) {
    const std::string path = testing::SharedData(file);
    auto graph = LoadGraph(path, LoadOptions{});
    if (!graph.ok()) return absl::StatusOr<OptimizeResult>(graph.status());
    OptimizeOptions flags;
    flags.async_tp = async_tp;
    return Optimize(std::move(*graph), path, flags);
  };
  for (const char* file : {kLlamaFw2d, "autoparallel_overlap/repro_llama3_8b_fw_256_2d.py"}) {
    auto chosen = optimize(file, "auto");
    ASSERT_TRUE(chosen.ok()) << file << ": " << chosen.status().message();
    auto forced = optimize(file, "4");
    ASSERT_TRUE(forced.ok()) << file << ": " << forced.status().message();
    EXPECT_TRUE(WriteGraph(chosen->graph) == WriteGraph(forced->graph)) << file;
    EXPECT_EQ(chosen->after.result.step_us, forced->after.result.step_us) << file;
    EXPECT_EQ(chosen->variants, forced->variants) << file;
    std::vector<std::string> names;
    for (const PassRecord& p : chosen->passes) names.push_back(p.name);
    EXPECT_EQ(std::count(names.begin(), names.end(), "schedule-overlap"), 1) << file;
    EXPECT_EQ(names[2], "async-tp") << file;
  }
}

// The carried candidates start from graphs the halves built: at k = 4 here
// the halves kept both splits at 4 (a generated Llama-3-8B joint step, 2
// layers, FSDP 8 x TP 8), so that candidate only carries the chunks of the
// halves' best; it is the graph `--async-tp 4` splits from the input.
TEST(AsyncTpOnRealGraphs, ACarriedCandidateBuiltOnTheHalvesBestIsTheForcedSplit) {
  auto graph = testing::GeneratedLlama("llama3_8b_tp8.py", 2, 8, 8, "joint");
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  auto optimize = [&](const std::string& async_tp) {
    OptimizeOptions flags;
    flags.async_tp = async_tp;
    return Optimize(graph->Clone(), "", flags);
  };
  auto chosen = optimize("auto");
  ASSERT_TRUE(chosen.ok()) << chosen.status().message();
  const auto record = std::find_if(chosen->passes.begin(), chosen->passes.end(),
                                   [](const PassRecord& p) { return p.name == "async-tp"; });
  ASSERT_NE(record, chosen->passes.end());
  // The halves' best split both at k = 4, and the carried k = 4 was kept.
  const std::vector<std::string>& lines = record->report;
  ASSERT_GE(lines.size(), 7U);
  EXPECT_EQ(lines[3].rfind("all_gather → mm k=4: ", 0), 0U) << lines[3];
  EXPECT_EQ(lines[5].rfind("mm → reduce_scatter k=4 (after all_gather → mm k=4): ", 0), 0U)
      << lines[5];
  EXPECT_EQ(lines[5].find("not kept"), std::string::npos) << lines[5];
  EXPECT_EQ(lines[7].rfind("both halves k=4, carried through 69 row-wise ops", 0), 0U) << lines[7];
  EXPECT_EQ(lines[7].find("not kept"), std::string::npos) << lines[7];
  auto forced = optimize("4");
  ASSERT_TRUE(forced.ok()) << forced.status().message();
  EXPECT_TRUE(WriteGraph(chosen->graph) == WriteGraph(forced->graph));
  EXPECT_EQ(chosen->after.result.step_us, forced->after.result.step_us);
}

// The backward's EP exchanges are already hidden once scheduled (behind the
// weight-gradient compute): chunks would not be faster under both models,
// so the graph keeps them whole and says why.
TEST(EpChunksOnRealGraphs, Dsv3BackwardKeepsItsExchangesWhole) {
  auto result = OptimizeFile("autoparallel_overlap/repro_dsv3_bw_64.py", OptimizeOptions{});
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_EQ(result->ep_chunks.chunks, 0);
  ASSERT_EQ(result->ep_chunks.regions.size(), 26U);
  EXPECT_EQ(result->ep_chunks.regions[0].reason,
            "chunks are not faster under both timeline models once scheduled");
}

TEST(EpChunksOnRealGraphs, BadChunkCountIsAnError) {
  OptimizeOptions flags;
  flags.ep_chunks = "1";
  auto result = OptimizeFile(kDsv3, flags);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().message(),
            "error: --ep-chunks expects auto, off or a chunk count of at least 2, got '1'");
}

// Bad input.

constexpr const char* kParams = R"(x: "bf16[64, 64]", w: "bf16[32, 64]", u: "bf16[32, 64]")";

TEST(OptimizeBadInput, CollectiveWaitedTwiceIsAnErrorNamingIt) {
  const std::string text =
      testing::Module(kParams,
                      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
                      "mm = torch.ops.aten.mm.default(x, x)\n"
                      "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                      "wt2 = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                      "add = torch.ops.aten.add.Tensor(wt, wt2)\n"
                      "mm2 = torch.ops.aten.mm.default(add, mm)\n"
                      "return (mm2,)");
  // Loading rejects it at the collective's line and column ...
  auto checked = testing::LoadText(text);
  ASSERT_FALSE(checked.ok());
  EXPECT_EQ(std::string(checked.status().message()).substr(0, 83),
            "test.py:3:9: error: invalid graph at 'ag': collective waited 2 times, expected once");
  // ... and so does Optimize, for a graph built without that check.
  LoadOptions unchecked;
  unchecked.validate = false;
  auto graph = testing::LoadText(text, unchecked);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  OptimizeOptions flags;
  flags.verify = testing::kProveResults;
  flags.verify_each = true;
  auto result = Optimize(std::move(*graph), "", flags);
  ASSERT_FALSE(result.ok());
  const std::string message(result.status().message());
  EXPECT_NE(message.find("'ag'"), std::string::npos) << message;
  EXPECT_NE(message.find("waited 2 times"), std::string::npos) << message;
}

// Two all_gathers on group '0', waited after an independent mm.
constexpr const char* kTwoAllGathers =
    "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
    "ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(u, 2, '0')\n"
    "mm = torch.ops.aten.mm.default(x, x)\n"
    "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
    "wt2 = torch.ops._c10d_functional.wait_tensor.default(ag2)\n"
    "add = torch.ops.aten.add.Tensor(wt, wt2)\n"
    "mm2 = torch.ops.aten.mm.default(add, mm)\n"
    "return (mm2,)";

TEST(OptimizeBadInput, SmallGraphOptimizes) {
  // The control for the two tests below: the same graph, intact, is fine.
  auto graph = testing::LoadText(testing::Module(kParams, kTwoAllGathers));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  OptimizeOptions flags;
  flags.verify = testing::kProveResults;
  flags.verify_each = true;
  auto result = Optimize(std::move(*graph), "", flags);
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_TRUE(ValidateGraph(result->graph).ok());
}

TEST(OptimizeBadInput, ProcessGroupMissingFromTheTableIsAnError) {
  auto graph = testing::LoadText(testing::Module(kParams, kTwoAllGathers));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  ASSERT_EQ(graph->process_groups.erase("0"), 1u);
  OptimizeOptions flags;
  flags.verify = testing::kProveResults;
  flags.verify_each = true;
  auto result = Optimize(std::move(*graph), "", flags);
  ASSERT_FALSE(result.ok());
  const std::string message(result.status().message());
  EXPECT_NE(message.find("process group '0'"), std::string::npos) << message;
  EXPECT_NE(message.find("'ag'"), std::string::npos) << message;
}

TEST(OptimizeBadInput, ProcessGroupOfUnknownSizeIsAnErrorUntilGiven) {
  // all_reduce states no group size, and nothing else names group '7'.
  const std::string text =
      testing::Module(kParams,
                      "ar = torch.ops._c10d_functional.all_reduce.default(w, 'sum', '7')\n"
                      "mm = torch.ops.aten.mm.default(x, x)\n"
                      "wt = torch.ops._c10d_functional.wait_tensor.default(ar)\n"
                      "return (wt, mm)");
  auto graph = testing::LoadText(text);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  OptimizeOptions flags;
  flags.verify = testing::kProveResults;
  flags.verify_each = true;
  auto result = Optimize(std::move(*graph), "", flags);
  ASSERT_FALSE(result.ok());
  const std::string message(result.status().message());
  EXPECT_NE(message.find("'7'"), std::string::npos) << message;

  flags.sim.pg_sizes["7"] = 4;
  auto given = Optimize(*testing::LoadText(text), "", flags);
  ASSERT_TRUE(given.ok()) << given.status().message();

  // A size for a group the graph does not use is ignored (one flag set serves
  // several graphs) and does not leak into the written graph.
  flags.sim.pg_sizes = {{"7", 4}, {"5", 2}};
  auto unused = Optimize(*testing::LoadText(text), "", flags);
  ASSERT_TRUE(unused.ok()) << unused.status().message();
  EXPECT_EQ(unused->graph.process_groups.count("5"), 0U);
}

TEST(OptimizeBadInput, PgSizeContradictingTheGraphIsAnError) {
  auto graph = testing::LoadText(testing::Module(kParams, kTwoAllGathers));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  OptimizeOptions flags;
  flags.sim.pg_sizes = {{"0", 3}};
  auto result = Optimize(std::move(*graph), "", flags);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(std::string(result.status().message()).find("--pg-size 0=3: the graph says"),
            std::string::npos)
      << result.status().message();
}

TEST(OptimizeBadInput, BadMemoryLimitIsAnError) {
  auto graph = testing::LoadText(testing::Module(kParams, kTwoAllGathers));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  OptimizeOptions flags;
  flags.memory_limit_gb = "lots";
  auto result = Optimize(std::move(*graph), "", flags);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(std::string(result.status().message()).find("--memory-limit-gb"), std::string::npos)
      << result.status().message();
}

TEST(OptimizeBadInput, MemoryLimitIsReportedWithoutReordering) {
  auto graph = testing::LoadText(testing::Module(kParams, kTwoAllGathers));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  OptimizeOptions flags;
  flags.reorder = false;
  flags.memory_limit_gb = "0.000001";  // 1073 bytes: below any peak of this graph
  auto result = Optimize(std::move(*graph), "", flags);
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_EQ(result->schedule.memory_limit_bytes, 1073);
  EXPECT_FALSE(result->schedule.limit_met);
  EXPECT_EQ(result->schedule.peak_after_bytes, result->after.result.memory.peak_bytes);
  // The bucketed variant pays its copies under the autoparallel model, so
  // the process-group passes alone are kept (first warning); the second
  // says how the result stands against the limit.
  ASSERT_EQ(result->warnings.size(), 2U);
  EXPECT_NE(result->warnings[0].find("no bucketed or scheduled variant"), std::string::npos)
      << result->warnings[0];
  EXPECT_NE(result->warnings[1].find("without reordering"), std::string::npos)
      << result->warnings[1];
}

}  // namespace
}  // namespace collopt
