// collopt/cli/generate_command.h — `collopt generate`: a training-step graph
// for a transformer described by flags, a preset or a JSON file, on a
// torchtitan mesh (api/generate_graph.h).
#ifndef COLLOPT_CLI_GENERATE_COMMAND_H_
#define COLLOPT_CLI_GENERATE_COMMAND_H_

#include "cli/command.h"

namespace collopt {

Command AddGenerateCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_GENERATE_COMMAND_H_
