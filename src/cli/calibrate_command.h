// collopt/cli/calibrate_command.h — `collopt calibrate GRAPH --node-costs F
// [GRAPH --node-costs F ...] [-o profile.json]` (api/calibrate.h).
#ifndef COLLOPT_CLI_CALIBRATE_COMMAND_H_
#define COLLOPT_CLI_CALIBRATE_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `calibrate` on `app`.
Command AddCalibrateCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_CALIBRATE_COMMAND_H_
