// collopt/cli/simulate_command.h — `collopt simulate [FILE] [--json]
// [--trace OUT.json]` plus the model flags (api/simulate.h).
#ifndef COLLOPT_CLI_SIMULATE_COMMAND_H_
#define COLLOPT_CLI_SIMULATE_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `simulate` on `app`.
Command AddSimulateCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_SIMULATE_COMMAND_H_
