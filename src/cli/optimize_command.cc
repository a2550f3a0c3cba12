// collopt/cli/optimize_command.cc — see optimize_command.h.
#include "cli/optimize_command.h"

#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "api/optimize.h"
#include "api/optimize_report.h"
#include "cli/input_flags.h"
#include "cli/model_flags.h"
#include "sim/trace.h"
#include "writer/graph_writer.h"

namespace collopt {
namespace {

struct Flags {
  InputFlags input;
  ModelFlags model;
  OptimizeOptions options;
  std::string output;
  std::string plan;
  std::string report;
  std::string trace_before;
  std::string trace_after;
  bool json = false;
};

void AddPipelineFlags(CLI::App* cmd, OptimizeOptions& o) {
  cmd->add_option("--bucket-cap-mb", o.bucket_cap_mb,
                  "bucket size cap in MiB, or auto (saturation size in [10, 500] MiB)");
  cmd->add_flag("!--no-bucketing", o.bucketing, "do not bucket collectives");
  cmd->add_flag("!--no-reorder", o.reorder, "do not reorder for overlap");
  cmd->add_flag("--multi-dtype-all-gather", o.multi_dtype_all_gather,
                "pack all_gathers of different dtypes into one bucket (by bytes)");
  cmd->add_flag("--reassign-ag-pg,!--no-reassign-ag-pg", o.reassign_ag_pg,
                "move FSDP all_gathers to an extra process group (default on)");
  cmd->add_flag("--isolate-ep-pg,!--no-isolate-ep-pg", o.isolate_ep_pg,
                "move EP all_to_alls to a high-priority group of their own (default on)");
  cmd->add_option("--async-tp", o.async_tp,
                  "split TP all_gather → mm and mm → reduce_scatter pairs into chunks: auto "
                  "(default; k in {2, 4} by simulation, kept only when faster), off, or a chunk "
                  "count");
  cmd->add_option("--ep-chunks", o.ep_chunks,
                  "split each MoE combine all_to_all and its expert matmul into column chunks "
                  "that overlap: auto (k in {2, 4, 8} by simulation, default), off, or a chunk "
                  "count");
  cmd->add_option("--memory-limit-gb", o.memory_limit_gb,
                  "peak memory limit in GiB, or none (default: original peak + max(1 GiB, 5 %))");
  cmd->add_option("--prefetch-window", o.prefetch_window,
                  "compute ops a collective may run ahead of its user (default: chosen by "
                  "simulation)");
  cmd->add_option("--max-in-flight-mb", o.max_in_flight_mb,
                  "cap on bytes of collectives in flight, MiB (default 5120)");
  cmd->add_option("--passes", o.passes,
                  "comma-separated passes to run instead of the default pipeline");
  cmd->add_flag("--verify", o.verify, "validate the graph after every pass");
  cmd->add_option("--share-all-to-all-pg", o.share_all_to_all_pg,
                  "measurement: first move every all_to_all to this process group");
  cmd->add_option("--module-bucket-plans", o.module_bucket_plans,
                  "bucket and prefetch by module: 'blocks' (derived from the graph) or a JSON "
                  "plan of module FQN prefixes");
  cmd->add_option("--param-names", o.param_names,
                  "parameter FQNs, one per line in the graph's parameter order (for a JSON plan)");
  cmd->add_option("--module-prefetch", o.module_prefetch,
                  "modules an all_gather is prefetched ahead with a module plan (default 1)");
  cmd->add_option("--jobs", o.jobs,
                  "threads for the bucketed and unbucketed variants (0 = one per hardware "
                  "thread, 1 = one after the other; the result is the same)")
      ->check(CLI::NonNegativeNumber);
}

int Run(Flags& flags) {
  if (auto s = flags.model.Resolve(); !s.ok()) return Fail(s);
  auto graph = LoadInput(flags.input);
  if (!graph.ok()) return Fail(graph.status());
  OptimizeOptions options = flags.options;
  options.sim = flags.model.options;
  options.trace_before = !flags.trace_before.empty();
  auto result = Optimize(std::move(*graph), flags.input.path, options);
  if (!result.ok()) return Fail(result.status());
  std::vector<std::pair<std::string, std::string>> files;
  if (!flags.output.empty()) files.emplace_back(flags.output, WriteGraph(result->graph));
  if (!flags.plan.empty()) {
    files.emplace_back(flags.plan, OptimizePlanJson(*result).dump(2) + "\n");
  }
  if (!flags.report.empty()) {
    files.emplace_back(flags.report, OptimizeReportJson(*result).dump(2) + "\n");
  }
  if (!flags.trace_before.empty()) files.emplace_back(flags.trace_before, result->before_trace);
  if (!flags.trace_after.empty()) {
    files.emplace_back(
        flags.trace_after,
        TraceToJson(result->graph, result->after.costs, result->after.result).dump() + "\n");
  }
  for (const auto& [path, text] : files) {
    if (auto s = WriteFile(path, text); !s.ok()) return Fail(s);
  }
  if (flags.json) {
    std::cout << OptimizeReportJson(*result).dump(2) << "\n";
  } else {
    std::cout << OptimizeReportText(*result);
  }
  for (const std::string& w : result->warnings) std::fprintf(stderr, "%s\n", w.c_str());
  ExitWithoutFreeing(0);
}

}  // namespace

Command AddOptimizeCommand(CLI::App& app) {
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "optimize", "bucket collectives and reorder for overlap; report before / after / bound");
  AddInputFlags(cmd, flags->input);
  AddModelFlags(cmd, flags->model);
  AddPipelineFlags(cmd, flags->options);
  cmd->add_option("-o,--output", flags->output,
                  "write the optimized graph here, in the input's format");
  cmd->add_option("--plan", flags->plan, "write the plan (buckets, issue order) JSON");
  cmd->add_option("--report", flags->report, "write the before/after report JSON");
  cmd->add_option("--trace-before", flags->trace_before, "Perfetto trace before");
  cmd->add_option("--trace-after", flags->trace_after, "Perfetto trace after");
  cmd->add_flag("--json", flags->json, "print the report as JSON");
  return {cmd, [flags] { return Run(*flags); }};
}

}  // namespace collopt
