// collopt/cli/whatif_command.h — `collopt whatif --grid SPEC [--json] [-o OUT]
// [--jobs N]`: every configuration of a grid generated, optimized and priced
// (api/whatif.h).
#ifndef COLLOPT_CLI_WHATIF_COMMAND_H_
#define COLLOPT_CLI_WHATIF_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `whatif` on `app`.
Command AddWhatIfCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_WHATIF_COMMAND_H_
