// collopt/cli/check_hangs_command.h — `collopt check-hangs FILE
// [--max-connections N] [--group-ranks NAME=R,R,...]... [--world-size W
// MESH-FLAGS... [--rank R] [--group-dim NAME=DIM]...] [--json]`
// (analysis/hang_check.h via api/verify.h; the mesh flags are `collopt
// mesh`'s, and give the groups without ranks theirs: api/mesh_group_ranks.h). Exit 0 when no two
// ranks can wait on each other in a cycle; 1 when they can (printing every cycle with its
// collectives, lines and ranks) or when the file cannot be read.
#ifndef COLLOPT_CLI_CHECK_HANGS_COMMAND_H_
#define COLLOPT_CLI_CHECK_HANGS_COMMAND_H_

#include "cli/command.h"

namespace collopt {

/// Registers `check-hangs` on `app`.
Command AddCheckHangsCommand(CLI::App& app);

}  // namespace collopt

#endif  // COLLOPT_CLI_CHECK_HANGS_COMMAND_H_
