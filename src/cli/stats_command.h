// collopt/cli/stats_command.h — `collopt stats [FILE] [--json]`
// (api/stats_report.h renders it).
#ifndef COLLOPT_CLI_STATS_COMMAND_H_
#define COLLOPT_CLI_STATS_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `stats` on `app`.
Command AddStatsCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_STATS_COMMAND_H_
