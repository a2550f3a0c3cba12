// collopt/cli/opt_command.h — `collopt opt -p PASS[,PASS...] [--PASS-OPTION V] [FILE]`:
// the named passes with fixed knobs, the graph printed (api/run_passes.h),
// and `collopt passes`: the registry's list (passes/registry.h).
#ifndef COLLOPT_CLI_OPT_COMMAND_H_
#define COLLOPT_CLI_OPT_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `opt` on `app`: one `--<pass>-<option>` flag per registered
/// pass option, `-p/--passes`, `-o/--output`, `--print-after`,
/// `--no-verify-each`, the input and cost-model flags.
Command AddOptCommand(CLI::App& app);

/// Registers `passes` on `app`.
Command AddPassesCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_OPT_COMMAND_H_
