// collopt/cli/blocks_command.cc — see blocks_command.h.
#include "cli/blocks_command.h"

#include <iostream>
#include <memory>

#include "api/block_report.h"
#include "cli/input_flags.h"

namespace collopt {

Command AddBlocksCommand(CLI::App& app) {
  struct Flags {
    InputFlags input;
    bool json = false;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "blocks", "transformer blocks found from the graph's FSDP collectives (head, blocks, tail)");
  AddInputFlags(cmd, flags->input);
  cmd->add_flag("--json", flags->json, "print JSON");
  return {cmd, [flags] {
            auto graph = LoadInput(flags->input);
            if (!graph.ok()) return Fail(graph.status());
            auto plan = FindBlocks(*graph);
            if (!plan.ok()) return Fail(plan.status());
            if (flags->json) {
              std::cout << BlockPlanJson(*plan).dump(2) << "\n";
            } else {
              std::cout << BlockPlanText(*graph, *plan);
            }
            return 0;
          }};
}

}  // namespace collopt
