// collopt/cli/verify_command.h — `collopt verify ORIG OPT [--json]`
// (api/verify.h). Exit 0 when OPT computes what ORIG computes on every rank;
// 1 when not (printing the first differing output, where its terms diverge
// and both terms) or when either file cannot be read.
#ifndef COLLOPT_CLI_VERIFY_COMMAND_H_
#define COLLOPT_CLI_VERIFY_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `verify` on `app`.
Command AddVerifyCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_VERIFY_COMMAND_H_
