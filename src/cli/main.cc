// collopt/cli/main.cc — the `collopt` command line.
//
// Subcommands are listed in one table (name, description, handler), as
// ninja's kTools[] does. Every subcommand that reads a graph takes FILE
// (omitted = the embedded default graph) and the input options.
#include <charconv>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "analysis/graph_stats.h"
#include "analysis/shape_corpus.h"
#include "analysis/shape_inference.h"
#include "analysis/shape_rule.h"
#include "cli/load_graph.h"
#include "cli/mesh_command.h"
#include "cli/optimize_command.h"
#include "cli/simulate_command.h"
#include "cli/stats_command.h"
#include "fmt/format.h"
#include "sim/trace.h"
#include "writer/graph_writer.h"

namespace collopt {
namespace {

struct InputFlags {
  std::string path;
  std::string format = "auto";
  LoadOptions load;
};

void AddInputFlags(CLI::App* cmd, InputFlags& flags) {
  cmd->add_option("FILE", flags.path,
                  "graph file: fx_graph_runnable repro, print_readable dump, or TORCH_TRACE log "
                  "(default: the embedded 2-layer FSDP MLP)");
  cmd->add_option("--format", flags.format, "input format")
      ->check(CLI::IsMember({"auto", "repro", "readable", "trace"}));
  cmd->add_option("--graph", flags.load.trace_graph,
                  "TORCH_TRACE artifact to read (default after_post_grad_graph)");
  cmd->add_option("--compile-id", flags.load.compile_id,
                  "TORCH_TRACE compile id such as 0/0 (default: the first)");
  cmd->add_flag("--allow-unknown-ops", flags.load.shape.allow_unknown_ops,
                "treat ops without a shape rule as opaque (annotation used when present)");
  cmd->add_option("--unbacked-symint-hint", flags.load.shape.unbacked_symint_hint,
                  "hint for data-dependent sizes without one (default 8192, Inductor's "
                  "unbacked_symint_fallback)");
}

InputFormat ParseFormat(const std::string& s) {
  if (s == "repro") return InputFormat::kRepro;
  if (s == "readable") return InputFormat::kReadable;
  if (s == "trace") return InputFormat::kTorchTrace;
  return InputFormat::kAuto;
}

int Fail(const absl::Status& status) {
  std::fprintf(stderr, "%s\n", std::string(status.message()).c_str());
  return 1;
}

// One warning per command when --allow-unknown-ops left nodes untyped.
void WarnUntyped(const Graph& graph) {
  if (auto w = UntypedNodesWarning(graph)) std::fprintf(stderr, "%s\n", w->c_str());
}

int RunStats(InputFlags& flags, bool json) {
  flags.load.format = ParseFormat(flags.format);
  auto graph = LoadGraph(flags.path, flags.load);
  if (!graph.ok()) return Fail(graph.status());
  WarnUntyped(*graph);
  GraphStats stats = ComputeGraphStats(*graph);
  if (json) {
    std::cout << StatsToJson(*graph, stats).dump(2) << "\n";
  } else {
    std::cout << StatsToText(*graph, stats);
  }
  return 0;
}

// Markdown census of the ops in `paths`: count per file and whether a shape
// rule exists. Parses only (no shape inference), so unsupported ops show up.
int RunCensus(const std::vector<std::string>& paths, InputFlags& flags) {
  flags.load.format = ParseFormat(flags.format);
  flags.load.infer_shapes = false;
  std::map<std::string, std::map<size_t, int64_t>> counts;
  std::vector<std::string> names;
  for (size_t i = 0; i < paths.size(); ++i) {
    auto graph = LoadGraph(paths[i], flags.load);
    if (!graph.ok()) return Fail(graph.status());
    for (const Node& node : graph->nodes()) {
      if (node.op == NodeOp::kCallFunction) ++counts[node.target][i];
    }
    names.push_back(paths[i].substr(paths[i].find_last_of('/') + 1));
  }
  std::cout << "| op | rule | total |";
  for (size_t i = 0; i < names.size(); ++i) std::cout << " " << i + 1 << " |";
  std::cout << "\n|---|---|---|";
  for (size_t i = 0; i < names.size(); ++i) std::cout << "---|";
  std::cout << "\n";
  for (const auto& [target, per_file] : counts) {
    int64_t total = 0;
    for (const auto& [file, n] : per_file) total += n;
    std::cout << "| `" << target << "` | " << (FindShapeRule(target) ? "yes" : "**no**") << " | "
              << total << " |";
    for (size_t i = 0; i < names.size(); ++i) {
      auto it = per_file.find(i);
      std::cout << " " << (it == per_file.end() ? 0 : it->second) << " |";
    }
    std::cout << "\n";
  }
  std::cout << "\nFiles: ";
  for (size_t i = 0; i < names.size(); ++i)
    std::cout << (i ? ", " : "") << i + 1 << " = `" << names[i] << "`";
  std::cout << "\n";
  return 0;
}

int RunSimulate(InputFlags& flags, const SimulateFlags& sim_flags, bool json,
                const std::string& trace_path) {
  flags.load.format = ParseFormat(flags.format);
  auto graph = LoadGraph(flags.path, flags.load);
  if (!graph.ok()) return Fail(graph.status());
  WarnUntyped(*graph);
  auto sim = RunSimulation(*graph, flags.path, sim_flags);
  if (!sim.ok()) return Fail(sim.status());
  if (!trace_path.empty()) {
    std::ofstream out(trace_path);
    out << TraceToJson(*graph, sim->costs, sim->result).dump() << "\n";
    if (!out) return Fail(absl::UnavailableError(trace_path + ": error: cannot write the trace"));
  }
  if (json) {
    std::cout << SimulationToJson(*graph, *sim).dump(2) << "\n";
  } else {
    std::cout << SimulationToText(*graph, *sim);
  }
  return 0;
}

absl::Status WriteFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) return absl::UnavailableError(path + ": error: cannot write the file");
  return absl::OkStatus();
}

struct OptimizeOutputs {
  std::string output;
  std::string plan;
  std::string report;
  std::string trace_before;
  std::string trace_after;
  bool json = false;
};

int RunOptimize(InputFlags& flags, const OptimizeFlags& opt, const OptimizeOutputs& outputs) {
  flags.load.format = ParseFormat(flags.format);
  auto graph = LoadGraph(flags.path, flags.load);
  if (!graph.ok()) return Fail(graph.status());
  WarnUntyped(*graph);
  OptimizeFlags run_flags = opt;
  run_flags.trace_before = !outputs.trace_before.empty();
  auto result = Optimize(std::move(*graph), flags.path, run_flags);
  if (!result.ok()) return Fail(result.status());
  std::vector<std::pair<std::string, std::string>> files;
  if (!outputs.output.empty()) files.emplace_back(outputs.output, WriteGraph(result->graph));
  if (!outputs.plan.empty()) {
    files.emplace_back(outputs.plan, OptimizePlanJson(*result).dump(2) + "\n");
  }
  if (!outputs.report.empty()) {
    files.emplace_back(outputs.report, OptimizeReportJson(*result).dump(2) + "\n");
  }
  if (!outputs.trace_before.empty()) {
    files.emplace_back(outputs.trace_before, result->before_trace);
  }
  if (!outputs.trace_after.empty()) {
    files.emplace_back(
        outputs.trace_after,
        TraceToJson(result->graph, result->after.costs, result->after.result).dump() + "\n");
  }
  for (const auto& [path, text] : files) {
    if (auto s = WriteFile(path, text); !s.ok()) return Fail(s);
  }
  if (outputs.json) {
    std::cout << OptimizeReportJson(*result).dump(2) << "\n";
  } else {
    std::cout << OptimizeReportText(*result);
  }
  for (const std::string& w : result->warnings) std::fprintf(stderr, "%s\n", w.c_str());
  return 0;
}

// `collopt check-shapes CORPUS.jsonl [--json]`: every recorded aten call
// through collopt's rule (analysis/shape_corpus.h).
int RunCheckShapes(const std::string& path, bool json) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Fail(absl::NotFoundError(path + ": error: cannot read the file"));
  std::ostringstream text;
  text << in.rdbuf();
  auto result = CheckShapeCorpus(text.str(), path);
  if (!result.ok()) return Fail(result.status());
  std::cout << (json ? ShapeCorpusToJson(*result).dump(2) + "\n" : ShapeCorpusToText(*result));
  return 0;
}

int RunOps() {
  for (std::string_view target : ShapeRuleTargets()) std::cout << target << "\n";
  return 0;
}

}  // namespace
}  // namespace collopt

namespace collopt {
namespace {

int Main(int argc, char** argv) {
  CLI::App app{"collopt: compiler and simulator for the communication of distributed training"};
  app.require_subcommand(1);

  InputFlags stats_flags;
  bool stats_json = false;
  CLI::App* stats = app.add_subcommand("stats", "node count, op census and collectives by group");
  AddInputFlags(stats, stats_flags);
  stats->add_flag("--json", stats_json, "print JSON");

  InputFlags sim_input;
  SimulateFlags sim_flags;
  bool sim_json = false;
  std::string sim_trace;
  CLI::App* simulate = app.add_subcommand(
      "simulate", "step time, exposed communication per process group, peak memory, lower bound");
  AddInputFlags(simulate, sim_input);
  simulate->add_option("--colls", sim_flags.colls,
                       "measured collective table (default: the graph's "
                       "get_colls_estimations_file() beside it; 'none' = analytic only)");
  simulate->add_option("--hardware", sim_flags.hardware,
                       "h100, h200, a100, b200, or a JSON file overriding one (default h100)");
  simulate->add_flag("--shared-links", sim_flags.shared_links,
                     "groups over the same ranks share links; high-priority groups go first");
  simulate->add_option("--launch-overhead-us", sim_flags.launch_overhead_us,
                       "per-op launch overhead on the compute stream (default 0)");
  std::vector<std::string> pg_size_args;
  simulate->add_option("--pg-size", pg_size_args,
                       "NAME=N: size of a process group the graph does not state");
  simulate->add_flag("--json", sim_json, "print JSON");
  simulate->add_option("--trace", sim_trace, "write a Chrome/Perfetto trace to this file");

  CLI::App* ops = app.add_subcommand("ops", "list the ops that have a shape rule");

  std::string corpus_path;
  bool corpus_json = false;
  CLI::App* check_shapes = app.add_subcommand(
      "check-shapes", "run the shape rules on recorded aten calls and compare with PyTorch's");
  check_shapes->add_option("CORPUS", corpus_path, "JSON lines of aten calls")->required();
  check_shapes->add_flag("--json", corpus_json, "print JSON");

  InputFlags census_flags;
  std::vector<std::string> census_paths;
  CLI::App* census = app.add_subcommand(
      "census", "markdown table of the ops used by graph files, with rule coverage");
  census->add_option("FILES", census_paths, "graph files")->required();
  census->add_option("--graph", census_flags.load.trace_graph, "TORCH_TRACE artifact to read");

  InputFlags opt_input;
  OptimizeFlags opt_flags;
  OptimizeOutputs opt_outputs;
  std::vector<std::string> opt_pg_sizes;
  CLI::App* optimize = app.add_subcommand(
      "optimize", "bucket collectives and reorder for overlap; report before / after / bound");
  AddInputFlags(optimize, opt_input);
  optimize->add_option("-o,--output", opt_outputs.output,
                       "write the optimized graph here, in the input's format");
  optimize->add_option("--colls", opt_flags.sim.colls,
                       "collective time table (default: the graph's own; 'none' = analytic)");
  optimize->add_option("--hardware", opt_flags.sim.hardware,
                       "h100, h200, a100, b200 or a JSON profile (default h100)");
  optimize->add_flag("--shared-links", opt_flags.sim.shared_links,
                     "simulate with links shared by groups over the same ranks, priorities "
                     "honoured");
  optimize->add_option("--launch-overhead-us", opt_flags.sim.launch_overhead_us,
                       "per-op launch overhead on the compute stream (µs, default 0)");
  optimize->add_option("--pg-size", opt_pg_sizes, "size of a group the graph does not state");
  optimize->add_option("--bucket-cap-mb", opt_flags.bucket_cap_mb,
                       "bucket size cap in MiB, or auto (saturation size in [10, 500] MiB)");
  optimize->add_flag("!--no-bucketing", opt_flags.bucketing, "do not bucket collectives");
  optimize->add_flag("!--no-reorder", opt_flags.reorder, "do not reorder for overlap");
  optimize->add_flag("--multi-dtype-all-gather", opt_flags.multi_dtype_all_gather,
                     "pack all_gathers of different dtypes into one bucket (by bytes)");
  optimize->add_flag("--reassign-ag-pg,!--no-reassign-ag-pg", opt_flags.reassign_ag_pg,
                     "move FSDP all_gathers to an extra process group (default on)");
  optimize->add_flag("--isolate-ep-pg,!--no-isolate-ep-pg", opt_flags.isolate_ep_pg,
                     "move EP all_to_alls to a high-priority group of their own (default on)");
  optimize->add_option("--memory-limit-gb", opt_flags.memory_limit_gb,
                       "peak memory limit in GiB, or none (default: original peak + max(1 GiB, "
                       "5 %))");
  optimize->add_option("--prefetch-window", opt_flags.prefetch_window,
                       "compute ops a collective may run ahead of its user (default: chosen by "
                       "simulation)");
  optimize->add_option("--max-in-flight-mb", opt_flags.max_in_flight_mb,
                       "cap on bytes of collectives in flight, MiB (default 5120)");
  optimize->add_option("--passes", opt_flags.passes,
                       "comma-separated passes to run instead of the default pipeline");
  optimize->add_flag("--verify", opt_flags.verify, "validate the graph after every pass");
  optimize->add_option("--share-all-to-all-pg", opt_flags.share_all_to_all_pg,
                       "measurement: first move every all_to_all to this process group");
  optimize->add_option("--plan", opt_outputs.plan, "write the plan (buckets, issue order) JSON");
  optimize->add_option("--report", opt_outputs.report, "write the before/after report JSON");
  optimize->add_option("--trace-before", opt_outputs.trace_before, "Perfetto trace before");
  optimize->add_option("--trace-after", opt_outputs.trace_after, "Perfetto trace after");
  optimize->add_flag("--json", opt_outputs.json, "print the report as JSON");

  MeshCommands mesh_commands;
  AddMeshCommands(app, mesh_commands);

  CLI11_PARSE(app, argc, argv);
  if (mesh_commands.Parsed()) return mesh_commands.Run();
  if (stats->parsed()) return RunStats(stats_flags, stats_json);
  auto parse_pg_sizes = [](const std::vector<std::string>& args,
                           std::map<std::string, int64_t>& sizes) -> absl::Status {
    for (const std::string& arg : args) {
      size_t eq = arg.find('=');
      int64_t size = 0;
      if (eq == std::string::npos ||
          std::from_chars(arg.data() + eq + 1, arg.data() + arg.size(), size).ec != std::errc() ||
          size <= 0) {
        return absl::InvalidArgumentError("error: expected --pg-size NAME=N, got '" + arg + "'");
      }
      sizes[arg.substr(0, eq)] = size;
    }
    return absl::OkStatus();
  };
  if (simulate->parsed()) {
    if (auto s = parse_pg_sizes(pg_size_args, sim_flags.pg_sizes); !s.ok()) return Fail(s);
    return RunSimulate(sim_input, sim_flags, sim_json, sim_trace);
  }
  if (optimize->parsed()) {
    if (auto s = parse_pg_sizes(opt_pg_sizes, opt_flags.sim.pg_sizes); !s.ok()) return Fail(s);
    return RunOptimize(opt_input, opt_flags, opt_outputs);
  }
  if (ops->parsed()) return RunOps();
  if (check_shapes->parsed()) return RunCheckShapes(corpus_path, corpus_json);
  if (census->parsed()) return RunCensus(census_paths, census_flags);
  return 1;
}

}  // namespace
}  // namespace collopt

int main(int argc, char** argv) {
  try {
    return collopt::Main(argc, argv);
  } catch (const std::exception& e) {
    // Library code reports errors as Status; this catches only what
    // third-party code throws (e.g. an allocation failure).
    std::fprintf(stderr, "collopt: error: %s\n", e.what());
    return 1;
  }
}
