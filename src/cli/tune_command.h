// collopt/cli/tune_command.h — `collopt tune FILE [--memory-limit-gb X]
// [--pareto K] [--json] [--html OUT] [--svg OUT]`: the bucket caps, prefetch
// window and chunk counts chosen by simulation (api/tune.h), printed as
// optimize flags, Python keyword arguments and JSON.
#ifndef COLLOPT_CLI_TUNE_COMMAND_H_
#define COLLOPT_CLI_TUNE_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `tune` on `app`.
Command AddTuneCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_TUNE_COMMAND_H_
