// collopt/mesh/torchtitan_mesh.h — torchtitan's ParallelDims and its meshes.
//
// Source: torchtitan `torchtitan/distributed/parallel_dims.py` (`ParallelDims`,
// `_validate`, `build_mesh`) at HEAD, where every mesh is an unflatten (a
// row-major reshape) of the 1-D world mesh `init_device_mesh((W,))`. Each view
// is a separate unflatten, so an axis of one view is a different process
// group object from an axis of another view even when the rank sets are
// equal. See ../shared/reference/fsdp_ep_pg_semantics.md §2.1.
#ifndef COLLOPT_MESH_TORCHTITAN_MESH_H_
#define COLLOPT_MESH_TORCHTITAN_MESH_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "mesh/device_mesh.h"

namespace collopt {

/// The user-facing degrees, as torchtitan's `[parallelism]` config gives them.
struct ParallelDimsConfig {
  int64_t world_size = 1;
  int64_t dp_replicate = 1;
  int64_t dp_shard = -1;  // -1 = infer from the world size
  int64_t cp = 1;
  int64_t tp = 1;
  int64_t pp = 1;
  int64_t ep = 1;
};

/// Validated degrees (dp_shard resolved) and the sizes derived from them.
struct ParallelDims {
  int64_t world_size = 1;
  int64_t dp_replicate = 1;
  int64_t dp_shard = 1;
  int64_t cp = 1;
  int64_t tp = 1;
  int64_t pp = 1;
  int64_t ep = 1;

  /// Data-loading batch degree: dp_replicate * dp_shard.
  int64_t batch() const { return dp_replicate * dp_shard; }
  /// Dense FSDP degree: dp_shard * cp.
  int64_t fsdp() const { return dp_shard * cp; }
  /// Expert FSDP degree: dp_shard * cp * tp / ep (EP borrows dp_shard, cp, tp).
  int64_t efsdp() const { return fsdp() * tp / ep; }
};

/// Applies `ParallelDims._validate`:
///   every degree except dp_shard is >= 1; dp_shard is -1 or >= 1;
///   dp_shard = W / (dp_replicate*cp*tp*pp) when -1 (which must divide W);
///   dp_replicate*dp_shard*cp*tp*pp == W; (dp_shard*cp*tp) % ep == 0.
/// Errors name the rule broken and the values found.
absl::StatusOr<ParallelDims> MakeParallelDims(const ParallelDimsConfig& config);

/// One unflatten view of the world mesh: dim names (outer → inner) and sizes.
struct MeshView {
  std::vector<std::string> names;
  std::vector<int64_t> shape;
};

/// Data-loading view (pp, batch, cp, tp); `loss` = flatten(batch, cp).
MeshView DataloadingView(const ParallelDims& dims);
/// Dense view of the partial_dtensor backend: (pp, dp_replicate, fsdp, tp).
MeshView DenseView(const ParallelDims& dims);
/// Dense FSDP view of the spmd_types backend (the default):
/// (pp, dp_replicate, dp_shard, cp, tp).
MeshView SpmdDenseView(const ParallelDims& dims);
/// Sparse (MoE) view: (pp, dp_replicate, efsdp, ep).
MeshView SparseView(const ParallelDims& dims);

/// The groups of `view` along the named dims (flattened in view order when
/// more than one). Errors: a name not in the view.
absl::StatusOr<RankGroups> ViewGroups(const MeshView& view, const std::vector<std::string>& names);

/// ViewGroups for names known to be in `view` (the layouts' own tables):
/// its groups, or none on an error.
RankGroups ViewGroupsOrEmpty(const MeshView& view, const std::vector<std::string>& names);

/// Every 1-D mesh torchtitan exposes, for all ranks, in this order:
/// dp_replicate (dense view), dp_shard (spmd view), fsdp (partial_dtensor
/// view), cp, tp, pp (dataloading view), ep, efsdp (sparse view), batch and
/// loss (dataloading view). Disabled (size-1) axes are listed as singletons.
GroupTable TorchtitanGroups(const ParallelDims& dims);

}  // namespace collopt

#endif  // COLLOPT_MESH_TORCHTITAN_MESH_H_
