// collopt/cli/check_shapes_command.h — `collopt check-shapes CORPUS.jsonl
// [--json]`: every recorded aten call through collopt's shape rule
// (analysis/shape_corpus.h).
#ifndef COLLOPT_CLI_CHECK_SHAPES_COMMAND_H_
#define COLLOPT_CLI_CHECK_SHAPES_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `check-shapes` on `app`.
Command AddCheckShapesCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_CHECK_SHAPES_COMMAND_H_
