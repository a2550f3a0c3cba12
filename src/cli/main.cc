// collopt/cli/main.cc — the `collopt` command line.
//
// Subcommands are listed in one table, as ninja's kTools[] does; each lives
// in its own `*_command.cc`, which parses its flags, makes one library call
// (src/api) and prints.
#include <cstdio>
#include <exception>
#include <vector>

#include "CLI/CLI.hpp"
#include "cli/blocks_command.h"
#include "cli/calibrate_command.h"
#include "cli/census_command.h"
#include "cli/check_hangs_command.h"
#include "cli/check_shapes_command.h"
#include "cli/command.h"
#include "cli/explain_command.h"
#include "cli/generate_command.h"
#include "cli/mesh_command.h"
#include "cli/opt_command.h"
#include "cli/optimize_command.h"
#include "cli/placement_command.h"
#include "cli/simulate_command.h"
#include "cli/stats_command.h"
#include "cli/tune_command.h"
#include "cli/verify_command.h"
#include "cli/whatif_command.h"

namespace collopt {
namespace {

using AddCommand = Command (*)(CLI::App&);

constexpr AddCommand kCommands[] = {
    AddOptimizeCommand,    AddSimulateCommand, AddStatsCommand,      AddCensusCommand,
    AddOpsCommand,         AddMeshCommand,     AddPlacementCommand,  AddCalibrateCommand,
    AddCheckShapesCommand, AddGenerateCommand, AddBlocksCommand,     AddOptCommand,
    AddPassesCommand,      AddVerifyCommand,   AddCheckHangsCommand, AddExplainCommand,
    AddWhatIfCommand,      AddTuneCommand,
};

int Main(int argc, char** argv) {
  CLI::App app{"collopt: compiler and simulator for the communication of distributed training"};
  app.require_subcommand(1);
  std::vector<Command> commands;
  for (AddCommand add : kCommands) commands.push_back(add(app));
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // CLI11 prints the help (exit 0) or the usage error; every usage error
    // exits 1, as every input error does (CLI11's own codes are 100–120).
    return app.exit(e) == 0 ? 0 : 1;
  }
  for (const Command& command : commands) {
    if (command.app->parsed()) return command.run();
  }
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
