// collopt/api/mesh_group_ranks.h — the ranks of a graph's process groups from
// a `collopt mesh` layout, for the hang check (analysis/hang_check.h).
//
// A graph names its groups ('0', '1', 'tp', ...) and its get_pg_config() table
// may list no ranks; the hang check then takes two such groups to meet in at
// most one rank. Given the layout the job ran on (`collopt mesh`'s flags, and
// the global rank whose graph this is), each group gets the rank list of one
// mesh dim's group holding that rank:
//  - the mesh group `dims` names for it (`--group-dim NAME=DIM`);
//  - else the mesh group of the same name (torchtitan's dim names: "tp",
//    "dp_shard", "cp", ...);
//  - else the one distinct rank list among the layout's groups of the
//    group's size, when exactly one has that size (on a 8 × 8 mesh, dp_shard
//    and tp both have 8 ranks: such a group stays unknown, and the hang
//    report names it).
// Groups whose table lists ranks, groups given ranks by hand, and the copies
// the process-group passes made (`same_ranks_as`, which follow their source)
// are left as they are.
#ifndef COLLOPT_API_MESH_GROUP_RANKS_H_
#define COLLOPT_API_MESH_GROUP_RANKS_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "api/mesh_layout.h"
#include "ir/graph.h"

namespace collopt {

/// A layout to read group ranks from.
struct MeshRanksRequest {
  /// `collopt mesh`'s flags; world_size 0 = no layout. `rank` is the global
  /// rank whose graph this is (-1 = 0).
  MeshOptions mesh;
  /// Graph group name → mesh group name (`--group-dim NAME=DIM`).
  std::map<std::string, std::string> dims;
};

/// The rank lists `request` gives the groups of `graph` that have none yet
/// (not in the table, not in `given`, not a copy), by the rules above.
/// Errors: the layout's own (BuildMesh); a `dims` entry naming a group the
/// graph lacks or a mesh group the layout lacks; a mapped mesh group whose
/// size differs from the graph group's.
absl::StatusOr<std::map<std::string, std::vector<int64_t>>> GroupRanksFromMesh(
    const Graph& graph, const MeshRanksRequest& request,
    const std::map<std::string, std::vector<int64_t>>& given);

/// Parses `--group-dim NAME=DIM` into `dims`. Errors: InvalidArgument naming
/// the text (no '=', an empty side, a group given twice).
absl::Status ParseGroupDim(const std::string& text, std::map<std::string, std::string>& dims);

}  // namespace collopt

#endif  // COLLOPT_API_MESH_GROUP_RANKS_H_
