// collopt/cli/explain_command.cc — see explain_command.h.
#include "cli/explain_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "api/explain.h"
#include "api/html_report.h"
#include "api/measured_exposure.h"
#include "cli/input_flags.h"
#include "cli/model_flags.h"

namespace collopt {

Command AddExplainCommand(CLI::App& app) {
  struct Flags {
    InputFlags input;
    ModelFlags model;
    bool json = false;
    int64_t top = 20;
    std::string memory_limit_gb;
    std::vector<std::string> traces;
    int64_t rank = 0;
    std::string html;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "explain",
      "why each collective is exposed (FIFO, issued late, waited early, memory limit, late "
      "input, launch overhead, data dependency, shared stream) and the change that would hide "
      "it, with the step time that change saves");
  AddInputFlags(cmd, flags->input);
  AddModelFlags(cmd, flags->model);
  cmd->add_flag("--json", flags->json, "print JSON (every exposed collective)");
  cmd->add_option("--top", flags->top,
                  "rows shown, most exposed first, each fix priced by simulation (0 = all; "
                  "default 20)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--memory-limit-gb", flags->memory_limit_gb,
                  "peak memory a prefetch must respect, GiB (default: none)");
  cmd->add_option("--trace", flags->traces,
                  "a PyTorch profiler (Kineto) trace of a real step, .json or .json.gz, or a "
                  "tarball of several ranks' traces: measured exposure per communication kernel "
                  "and its cause; with FILE too, predicted vs measured per collective");
  cmd->add_option("--html", flags->html,
                  "also write a self-contained HTML report: the step's timeline per stream and "
                  "the exposure table");
  cmd->add_option("--rank", flags->rank,
                  "with FILE and --trace: which trace (0 = the first) to compare with")
      ->check(CLI::NonNegativeNumber);
  return {cmd, [flags] {
            if (auto s = flags->model.Resolve(); !s.ok()) return Fail(s);
            std::vector<KinetoTrace> traces;
            std::vector<MeasuredTrace> measured;
            if (!flags->traces.empty()) {
              auto read = ReadTraceFiles(flags->traces);
              if (!read.ok()) return Fail(read.status());
              traces = *std::move(read);
              measured = ExplainTraces(traces);
              if (flags->input.path.empty()) {  // the traces alone
                if (!flags->html.empty()) {
                  return Fail(absl::InvalidArgumentError(
                      "error: --html draws a graph's step: give FILE with --trace"));
                }
                if (flags->json) {
                  std::cout << MeasuredToJson(traces, measured).dump(2) << "\n";
                } else {
                  std::cout << MeasuredToText(traces, measured, static_cast<size_t>(flags->top));
                }
                return 0;
              }
              if (static_cast<size_t>(flags->rank) >= measured.size()) {
                return Fail(absl::InvalidArgumentError(
                    "error: --rank " + std::to_string(flags->rank) + ": the traces hold " +
                    std::to_string(measured.size())));
              }
            }
            ExplainRequest request;
            request.sim = flags->model.options;
            request.top = static_cast<size_t>(flags->top);
            request.timeline = !flags->html.empty();
            if (!flags->memory_limit_gb.empty()) {
              auto limit = ParseMemoryLimitGb(flags->memory_limit_gb);
              if (!limit.ok()) return Fail(limit.status());
              request.memory_limit_bytes = *limit;
            }
            auto graph = LoadInput(flags->input);
            if (!graph.ok()) return Fail(graph.status());
            auto explanation = RunExplain(*graph, flags->input.path, request);
            if (!explanation.ok()) return Fail(explanation.status());
            if (!flags->html.empty()) {
              const std::string page = HtmlReport(ExplainHtmlData(*graph, *explanation));
              if (auto s = WriteFile(flags->html, page); !s.ok()) return Fail(s);
            }
            const ExposureReport& report = explanation->report;
            std::optional<TraceComparison> comparison;
            const auto rank = static_cast<size_t>(flags->rank);
            if (!measured.empty()) {
              comparison = CompareWithTrace(*graph, report.timings, measured[rank]);
            }
            if (flags->json) {
              nlohmann::ordered_json json = ExposureToJson(*graph, report);
              if (comparison.has_value()) {
                json["traces"] = MeasuredToJson(traces, measured)["traces"];
                json["comparison"] = ComparisonToJson(*graph, measured[rank], *comparison);
              }
              std::cout << json.dump(2) << "\n";
              return 0;
            }
            std::cout << "graph: " << graph->source_name << "  hardware: " << explanation->hardware
                      << "  table: "
                      << (explanation->table_path.empty() ? "none" : explanation->table_path)
                      << "\n"
                      << ExposureToText(*graph, report, request.top);
            if (comparison.has_value()) {
              std::cout << "\n"
                        << MeasuredToText(traces, measured, request.top)
                        << ComparisonToText(*graph, measured[rank], *comparison, request.top);
            }
            return 0;
          }};
}

}  // namespace collopt
