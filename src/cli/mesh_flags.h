// collopt/cli/mesh_flags.h — `collopt mesh`'s layout flags (api/mesh_layout.h),
// shared by `mesh` and `check-hangs`.
#ifndef COLLOPT_CLI_MESH_FLAGS_H_
#define COLLOPT_CLI_MESH_FLAGS_H_

#include "CLI/CLI.hpp"
#include "api/mesh_layout.h"

namespace collopt {

/// Adds --world-size (required when `world_size_required`), --style,
/// --dp-replicate, --dp-shard, --cp, --tp, --pp, --ep, --etp, --order,
/// --rank-offset, --no-ag-groups and --rank (described as `rank_help`) to
/// `cmd`, read into `flags`.
void AddMeshFlags(CLI::App* cmd, MeshOptions& flags, bool world_size_required,
                  const char* rank_help);

}  // namespace collopt

#endif  // COLLOPT_CLI_MESH_FLAGS_H_
