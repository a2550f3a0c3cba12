// collopt/mesh/fsdp_placement.h — FSDP2's `_spmd_placements` and
// torchtitan's expert shard placement.
//
// Sources: PyTorch `torch/distributed/fsdp/_fully_shard/_fsdp_param.py`
// (`FSDPParam._init_sharding_spec`, `_init_sharding_spec_tp`, the
// `dp_mesh_dims` path); torchtitan graph_trainer `simple_fsdp.py`
// (`_distribute_dtensor`, same rule as the TP path); torchtitan
// `torchtitan/distributed/fsdp.py` (`apply_fsdp_to_decoder`, the expert
// placement). The spec is left to right; FSDP's data is right to left (inner
// TP/EP chunk first, then FSDP), which `_StridedShard` encodes exactly only
// when every division is even (fsdp_sharding.h has the physical layout).
// See ../shared/reference/fsdp_ep_pg_semantics.md §2.3, §3.3, §3.4.
#ifndef COLLOPT_MESH_FSDP_PLACEMENT_H_
#define COLLOPT_MESH_FSDP_PLACEMENT_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "mesh/placement.h"

namespace collopt {

/// How the data-parallel mesh treats a parameter.
enum class DataParallelMode {
  kFsdp,  // dp mesh (shard)
  kHsdp,  // dp mesh (replicate, shard); the replicate dim is mesh dim 0
  kDdp,   // dp mesh (replicate)
};

/// A parameter's placements on the full SPMD mesh.
struct SpmdSpec {
  std::vector<int64_t> mesh_shape;    // dp dims first, then the inner mesh
  std::vector<Placement> placements;  // one per mesh dim
};

/// Rules 1 and 2 of `_init_sharding_spec*`, for a parameter of rank `ndim`.
/// `dp_mesh_shape` has 1 dim (FSDP: shard; DDP: replicate) or 2 (HSDP:
/// replicate, shard). `fsdp_placement` must be a Shard (negative dims are
/// normalised). `inner_mesh_shape` / `inner_placements` are the TP/EP
/// DTensor spec (empty for a plain tensor; at most 2 dims).
///   plain tensor: FSDP (S), HSDP (R, S), DDP (R);
///   DTensor: sf = inner num_shards_map[shard_dim]; dp part = SS(shard_dim,
///   sf) if sf > 1 else the FSDP placement (DDP: R); result = [R if HSDP] +
///   dp part + inner placements, on the concatenated mesh (2–4 dims).
/// Errors: a dp mesh rank that does not match `mode`, a non-Shard FSDP
/// placement, more than 2 inner placements, invalid dims.
absl::StatusOr<SpmdSpec> FsdpSpmdPlacements(DataParallelMode mode,
                                            const std::vector<int64_t>& dp_mesh_shape,
                                            const Placement& fsdp_placement, int64_t ndim,
                                            const std::vector<int64_t>& inner_mesh_shape,
                                            const std::vector<Placement>& inner_placements);

/// Rule 3 (the `dp_mesh_dims` path of torchtitan's spmd_types backend): the
/// parameter is already a DTensor on the full mesh with `placements`. Every
/// dim in `dp_shard_dims` and `dp_replicate_dims` must be R. Each dp shard
/// dim i becomes SS(shard_dim, sf) with sf = product of mesh_shape[j] over
/// j > i whose placement is S/SS on shard_dim, or the FSDP placement when
/// sf == 1. Errors: a dp dim that is not R, dims out of range.
absl::StatusOr<std::vector<Placement>> FsdpSpmdPlacementsOnFullMesh(
    const std::vector<int64_t>& mesh_shape, const std::vector<Placement>& placements,
    const std::vector<int>& dp_shard_dims, const std::vector<int>& dp_replicate_dims,
    const Placement& fsdp_placement, int64_t ndim);

/// torchtitan's expert FSDP placement: Shard(1) when `efsdp_ep` (efsdp*ep
/// when ep > 1, else the fsdp degree) exceeds `num_experts`, else Shard(0),
/// so no rank gets an empty or padded expert shard.
Placement ExpertFsdpPlacement(int64_t num_experts, int64_t efsdp_ep);

}  // namespace collopt

#endif  // COLLOPT_MESH_FSDP_PLACEMENT_H_
