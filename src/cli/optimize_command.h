// collopt/cli/optimize_command.h — `collopt optimize`: the main job
// (api/optimize.h). Writes the optimized graph (-o, in the input's format),
// the plan, the report and traces; prints the before/after report.
#ifndef COLLOPT_CLI_OPTIMIZE_COMMAND_H_
#define COLLOPT_CLI_OPTIMIZE_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `optimize` on `app`.
Command AddOptimizeCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_OPTIMIZE_COMMAND_H_
