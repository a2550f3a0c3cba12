// collopt/cli/explain_command.h — `collopt explain [FILE] [--json] [--top N]
// [--memory-limit-gb X]` plus the model flags: why each collective is exposed
// and what would hide it (api/explain.h).
#ifndef COLLOPT_CLI_EXPLAIN_COMMAND_H_
#define COLLOPT_CLI_EXPLAIN_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `explain` on `app`.
Command AddExplainCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_EXPLAIN_COMMAND_H_
