// collopt/cli/stats_command.cc — see stats_command.h.
#include "cli/stats_command.h"

#include <iostream>
#include <memory>

#include "analysis/graph_stats.h"
#include "api/stats_report.h"
#include "cli/input_flags.h"

namespace collopt {

Command AddStatsCommand(CLI::App& app) {
  struct Flags {
    InputFlags input;
    bool json = false;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand("stats", "node count, op census and collectives by group");
  AddInputFlags(cmd, flags->input);
  cmd->add_flag("--json", flags->json, "print JSON");
  return {cmd, [flags] {
            auto graph = LoadInput(flags->input);
            if (!graph.ok()) return Fail(graph.status());
            GraphStats stats = ComputeGraphStats(*graph);
            if (flags->json) {
              std::cout << StatsToJson(*graph, stats).dump(2) << "\n";
            } else {
              std::cout << StatsToText(*graph, stats);
            }
            return 0;
          }};
}

}  // namespace collopt
