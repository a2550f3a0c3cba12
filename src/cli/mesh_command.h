// collopt/cli/mesh_command.h — `collopt mesh --world-size W ...`: every process group's rank lists
// (api/mesh_layout.h documents the flags and the JSON).
#ifndef COLLOPT_CLI_MESH_COMMAND_H_
#define COLLOPT_CLI_MESH_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `mesh` on `app`.
Command AddMeshCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_MESH_COMMAND_H_
