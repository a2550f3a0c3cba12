// collopt/cli/census_command.h — `collopt census FILE...` and `collopt ops`
// (the op coverage of graph files, and the ops that have a shape rule).
#ifndef COLLOPT_CLI_CENSUS_COMMAND_H_
#define COLLOPT_CLI_CENSUS_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `census` on `app` (api/census.h).
Command AddCensusCommand(CLI::App& app);

/// Registers `ops` on `app`: one shape-rule target per line.
Command AddOpsCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_CENSUS_COMMAND_H_
