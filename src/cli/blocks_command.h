// collopt/cli/blocks_command.h — `collopt blocks [FILE] [--json]`: the
// transformer blocks derived from the graph (api/block_report.h).
#ifndef COLLOPT_CLI_BLOCKS_COMMAND_H_
#define COLLOPT_CLI_BLOCKS_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `blocks` on `app`.
Command AddBlocksCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_BLOCKS_COMMAND_H_
