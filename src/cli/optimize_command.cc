// collopt/cli/optimize_command.cc — see optimize_command.h.
#include "cli/optimize_command.h"

#include <cstdio>
#include <iostream>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "api/html_report.h"
#include "api/optimize.h"
#include "api/optimize_flags.h"
#include "api/optimize_report.h"
#include "cli/input_flags.h"
#include "cli/model_flags.h"
#include "sim/trace.h"
#include "support/parallel.h"

namespace collopt {
namespace {

struct OptimizeCommandFlags {
  InputFlags input;
  ModelFlags model;
  OptimizeOptions options;
  std::string output;
  std::string plan;
  std::string report;
  std::string trace_before;
  std::string html;
  std::string trace_after;
  bool json = false;
};

int RunOptimize(OptimizeCommandFlags& flags) {
  if (auto s = flags.model.Resolve(); !s.ok()) return Fail(s);
  auto graph = LoadInput(flags.input);
  if (!graph.ok()) return Fail(graph.status());
  OptimizeOptions options = flags.options;
  options.sim = flags.model.options;
  options.trace_before = !flags.trace_before.empty() || !flags.html.empty();
  auto result = Optimize(std::move(*graph), flags.input.path, options);
  if (!result.ok()) return Fail(result.status());
  if (!flags.output.empty()) {
    auto s = WriteGraphFile(flags.output, result->graph, ThreadCount(options.jobs));
    if (!s.ok()) return Fail(s);
  }
  std::vector<std::pair<std::string, std::string>> files;
  if (!flags.plan.empty()) {
    files.emplace_back(flags.plan, OptimizePlanJson(*result).dump(2) + "\n");
  }
  if (!flags.report.empty()) {
    files.emplace_back(flags.report, OptimizeReportJson(*result).dump(2) + "\n");
  }
  if (!flags.trace_before.empty()) files.emplace_back(flags.trace_before, result->before_trace);
  if (!flags.html.empty()) files.emplace_back(flags.html, HtmlReport(OptimizeHtmlData(*result)));
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

// The pipeline's flags, from the one table (api/optimize_flags.h).
void AddPipelineFlags(CLI::App* cmd, OptimizeOptions& o, const std::set<std::string_view>& skip) {
  for (const OptimizeFlag& f : OptimizeFlags()) {
    if (skip.count(f.cli) != 0) continue;
    const std::string name(f.cli);
    const std::string help(f.help);
    switch (f.type) {
      case OptimizeFlag::Type::kText:
      case OptimizeFlag::Type::kNumberOrWord:
        cmd->add_option(name, o.*f.text, help);
        break;
      case OptimizeFlag::Type::kBool:
        cmd->add_flag(name, o.*f.boolean, help);
        break;
      case OptimizeFlag::Type::kInt:
        cmd->add_option(name, o.*f.integer, help)->check(CLI::NonNegativeNumber);
        break;
      case OptimizeFlag::Type::kOptionalInt:
        cmd->add_option(name, o.*f.optional_integer, help)->check(CLI::NonNegativeNumber);
        break;
    }
  }
}

Command AddOptimizeCommand(CLI::App& app) {
  auto flags = std::make_shared<OptimizeCommandFlags>();
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
  cmd->add_option("--html", flags->html,
                  "a self-contained HTML report: before / after, both timelines per stream, "
                  "what stays exposed and why");
  cmd->add_option("--trace-after", flags->trace_after, "Perfetto trace after");
  cmd->add_flag("--json", flags->json, "print the report as JSON");
  return {cmd, [flags] { return RunOptimize(*flags); }};
}

}  // namespace collopt
