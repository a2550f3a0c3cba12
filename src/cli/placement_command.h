// collopt/cli/placement_command.h — `collopt placement --shape ...`: a parameter's placements and
// each rank's shard (api/placement_report.h documents the flags and the JSON).
#ifndef COLLOPT_CLI_PLACEMENT_COMMAND_H_
#define COLLOPT_CLI_PLACEMENT_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `placement` on `app`.
Command AddPlacementCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_PLACEMENT_COMMAND_H_
