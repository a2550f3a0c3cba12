// collopt/cli/optimize_command.h — `collopt optimize`: the main job
// (api/optimize.h). Writes the optimized graph (-o, in the input's format),
// the plan, the report and traces; prints the before/after report.
#ifndef COLLOPT_CLI_OPTIMIZE_COMMAND_H_
#define COLLOPT_CLI_OPTIMIZE_COMMAND_H_

#include <set>
#include <string_view>

#include "api/optimize.h"
#include "cli/command.h"

namespace collopt {

/// Adds the optimize pipeline's flags (api/optimize_flags.h) to `cmd`,
/// bound to `options`, less those whose CLI spec is in `skip` (e.g.
/// "--bucket-cap-mb", as OptimizeFlag::cli spells it).
void AddPipelineFlags(CLI::App* cmd, OptimizeOptions& options,
                      const std::set<std::string_view>& skip = {});

/// Registers `optimize` on `app`.
Command AddOptimizeCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_OPTIMIZE_COMMAND_H_
