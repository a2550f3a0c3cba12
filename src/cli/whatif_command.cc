// collopt/cli/whatif_command.cc — see whatif_command.h.
#include "cli/whatif_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "api/html_report.h"
#include "api/whatif.h"

namespace collopt {

Command AddWhatIfCommand(CLI::App& app) {
  struct Flags {
    std::string grid;
    bool json = false;
    std::string output;
    int64_t jobs = 0;
    std::string html;
    std::string svg;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "whatif",
      "step time, exposed communication, peak memory, tokens/s and MFU of every configuration "
      "of a grid, each generated, optimized and simulated");
  cmd->add_option("--grid", flags->grid,
                  "KEY=V1,V2;KEY=V... over preset, layers, seq_len, batch, dp_replicate, "
                  "dp_shard, cp, tp, ep, pass (fw|bw|joint), hardware, bucket_cap_mb, "
                  "memory_limit_gb, async_tp (auto|off|K)")
      ->required();
  cmd->add_flag("--json", flags->json, "print JSON instead of CSV");
  cmd->add_option("-o,--output", flags->output, "write the table to this file");
  cmd->add_option("--jobs", flags->jobs, "points evaluated side by side (0 = the cores)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--html", flags->html,
                  "also write a self-contained HTML report: the plot and every point's row");
  cmd->add_option("--svg", flags->svg,
                  "also write the plot (step vs peak memory per configuration) as SVG");
  return {cmd, [flags] {
            auto axes = ParseWhatIfGrid(flags->grid);
            if (!axes.ok()) return Fail(axes.status());
            WhatIfOptions options;
            options.jobs = flags->jobs;
            std::vector<WhatIfPoint> points = RunWhatIf(*axes, options);
            if (!flags->html.empty()) {
              auto s = WriteFile(flags->html, HtmlReport(WhatIfHtmlData(flags->grid, points)));
              if (!s.ok()) return Fail(s);
            }
            if (!flags->svg.empty()) {
              if (auto s = WriteFile(flags->svg, WhatIfSvg(points)); !s.ok()) return Fail(s);
            }
            std::string text =
                flags->json ? WhatIfToJson(points).dump(2) + "\n" : WhatIfToCsv(*axes, points);
            if (flags->output.empty()) {
              std::cout << text;
            } else if (auto s = WriteFile(flags->output, text); !s.ok()) {
              return Fail(s);
            }
            return 0;
          }};
}

}  // namespace collopt
