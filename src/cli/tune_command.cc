// collopt/cli/tune_command.cc — see tune_command.h.
#include "cli/tune_command.h"

#include <iostream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "api/html_report.h"
#include "api/tune.h"
#include "api/tune_report.h"
#include "cli/input_flags.h"
#include "cli/model_flags.h"
#include "cli/optimize_command.h"

namespace collopt {

Command AddTuneCommand(CLI::App& app) {
  struct Flags {
    InputFlags input;
    ModelFlags model;
    TuneOptions options;
    bool json = false;
    std::string html;
    std::string svg;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "tune",
      "choose the bucket cap (per kind and process group), prefetch window and async-TP / EP "
      "chunk counts by simulation; print them as optimize flags, Python kwargs and JSON");
  AddInputFlags(cmd, flags->input);
  AddModelFlags(cmd, flags->model);
  // The knobs tune chooses, and the pipelines it does not tune, are not flags here.
  AddPipelineFlags(cmd, flags->options.optimize,
                   {"--bucket-cap-mb", "--prefetch-window", "--passes", "--disable-pass",
                    "--module-bucket-plans", "--param-names", "--module-prefetch",
                    "--share-all-to-all-pg", "!--no-reorder"});
  cmd->add_option("--pareto", flags->options.pareto,
                  "also the best schedule at K memory budgets from the input's peak to the "
                  "fastest schedule's (the memory / step frontier)")
      ->check(CLI::Range(0, 64));
  cmd->add_flag("--json", flags->json, "print JSON");
  cmd->add_option("--html", flags->html,
                  "also write a self-contained HTML report with the frontier plot");
  cmd->add_option("--svg", flags->svg, "also write the frontier plot as SVG (with --pareto)");
  return {cmd, [flags] {
            if (auto s = flags->model.Resolve(); !s.ok()) return Fail(s);
            if (!flags->svg.empty() && flags->options.pareto == 0) {
              return Fail(
                  absl::InvalidArgumentError("error: --svg draws the frontier: give --pareto K"));
            }
            auto graph = LoadInput(flags->input);
            if (!graph.ok()) return Fail(graph.status());
            TuneOptions options = flags->options;
            options.optimize.sim = flags->model.options;
            auto result = Tune(*graph, flags->input.path, options);
            if (!result.ok()) return Fail(result.status());
            std::vector<std::pair<std::string, std::string>> files;
            if (!flags->html.empty()) {
              files.emplace_back(flags->html, HtmlReport(TuneHtmlData(*graph, *result)));
            }
            if (!flags->svg.empty()) files.emplace_back(flags->svg, FrontierSvg(*result));
            for (const auto& [path, text] : files) {
              if (auto s = WriteFile(path, text); !s.ok()) return Fail(s);
            }
            if (flags->json) {
              std::cout << TuneToJson(*result).dump(2) << "\n";
            } else {
              std::cout << TuneToText(*result);
            }
            return 0;
          }};
}

}  // namespace collopt
