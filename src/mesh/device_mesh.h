// collopt/mesh/device_mesh.h — rank groups of a row-major device mesh.
//
// A device mesh is a row-major N-d array of global ranks: the last mesh
// dimension varies fastest (PyTorch `init_device_mesh`, and
// `DeviceMesh._unflatten`, which reshapes a 1-D mesh the same way). A "group
// along dims S" holds every other coordinate fixed and lists the ranks in
// row-major order of the dims in S (PyTorch `DeviceMesh.__getitem__` /
// `_flatten` for several dims). Groups are listed in row-major order of the
// fixed coordinates. See ../shared/reference/fsdp_ep_pg_semantics.md, notation.
#ifndef COLLOPT_MESH_DEVICE_MESH_H_
#define COLLOPT_MESH_DEVICE_MESH_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

namespace collopt {

/// A list of process groups, each a list of global ranks.
using RankGroups = std::vector<std::vector<int64_t>>;

/// Named rank groups (group name → its rank lists), in a fixed order.
using GroupTable = std::vector<std::pair<std::string, RankGroups>>;

/// The groups of the row-major mesh `shape` (every size >= 1) along the mesh
/// dims `dims` (indices into `shape`, strictly increasing, possibly empty:
/// then every group is a singleton), with `rank_offset` added to every rank.
/// Errors: a size < 1, a dim out of range or out of order.
absl::StatusOr<RankGroups> MeshGroups(const std::vector<int64_t>& shape,
                                      const std::vector<int>& dims, int64_t rank_offset = 0);

/// The row-major coordinates of `rank` (0 <= rank < product of `shape`) in
/// the mesh `shape`.
std::vector<int64_t> MeshCoordinates(const std::vector<int64_t>& shape, int64_t rank);

/// The number of ranks of `shape` (the product of its sizes; 1 when empty).
int64_t MeshSize(const std::vector<int64_t>& shape);

/// The groups of `groups` that contain `rank` (at most one for a partition).
RankGroups GroupsContaining(const RankGroups& groups, int64_t rank);

}  // namespace collopt

#endif  // COLLOPT_MESH_DEVICE_MESH_H_
