// collopt/mesh/fsdp_sharding.h — FSDP2's physical sharding, padding and
// all-gather buffer layout.
//
// Source: PyTorch `torch/distributed/fsdp/_fully_shard/_fsdp_param.py`
// (`FSDPParam._init_sharded_param`: torch.chunk of the local tensor padded
// to world-size entries, `sharded_size`, `padded_sharded_param_size`) and
// `_fsdp_collectives.py` (`foreach_all_gather`: the flat per-rank buffer and
// the (ws, per_rank_numel) output). FSDP shards the tensor it is given: the
// TP/EP-local tensor of a DTensor parameter (right to left), which is the
// ground truth when `_StridedShard` specs disagree on uneven sizes.
// See ../shared/reference/fsdp_ep_pg_semantics.md §3.6, §3.7.
#ifndef COLLOPT_MESH_FSDP_SHARDING_H_
#define COLLOPT_MESH_FSDP_SHARDING_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "mesh/placement.h"

namespace collopt {

/// One rank's FSDP shard of a (local) parameter.
struct FsdpShard {
  std::vector<int64_t> sharded_size;         // true size; 0 on shard_dim when empty
  std::vector<int64_t> padded_sharded_size;  // chunks[0].size(): ceil(n/ws) on shard_dim
  int64_t offset = 0;                        // first row (of shard_dim) held; n when empty
};

/// Rank `rank`'s shard of a tensor of `shape` over `world_size` ranks along
/// `shard_dim` (torch.chunk, padded to world_size entries). Errors: FSDP2
/// shards unevenly only on dim 0 (shape[shard_dim] % world_size != 0 with
/// shard_dim > 0 raises NotImplementedError upstream), a bad dim or rank.
absl::StatusOr<FsdpShard> FsdpShardOf(const std::vector<int64_t>& shape, int64_t world_size,
                                      int64_t rank, int64_t shard_dim = 0);

/// One parameter's block in the flat all-gather buffer.
struct FsdpAllGatherParam {
  std::vector<int64_t> padded_sharded_size;
  int64_t padded_shard_numel = 0;  // elements each rank contributes
  int64_t rank_offset = 0;         // offset in the per-rank input buffer
  int64_t gathered_rows = 0;       // ws * padded rows on shard_dim; the first n are used
};

/// The all-gather of one FSDP parameter group: every rank concatenates its
/// padded shards [p0_pad | p1_pad | ...]; all_gather_into_tensor produces
/// (world_size, per_rank_numel).
struct FsdpAllGatherLayout {
  std::vector<FsdpAllGatherParam> params;
  int64_t per_rank_numel = 0;
  std::vector<int64_t> output_shape;  // {world_size, per_rank_numel}
};

/// The layout for parameters of `shapes` (each sharded on `shard_dim`).
/// Errors: those of FsdpShardOf.
absl::StatusOr<FsdpAllGatherLayout> FsdpAllGather(const std::vector<std::vector<int64_t>>& shapes,
                                                  int64_t world_size, int64_t shard_dim = 0);

/// The global indices a rank physically holds under FSDP composed with
/// inner TP/EP sharding: the placements of mesh dims >= `num_dp_dims` (the
/// inner spec) apply first, left to right, then the dp dims' placements
/// with `_StridedShard` read as a plain chunk of the inner-local tensor.
/// Equal to ComputeLocalShard on the same spec whenever every division is
/// even; differs for e.g. 9 rows on (SS(0,2), S(0)) over (dp4, tp2).
/// Errors: those of ComputeLocalShard, num_dp_dims > the mesh rank.
absl::StatusOr<LocalShard> ComputeFsdpPhysicalShard(const std::vector<int64_t>& global_shape,
                                                    const std::vector<int64_t>& mesh_shape,
                                                    const std::vector<Placement>& placements,
                                                    const std::vector<int64_t>& coords,
                                                    int64_t num_dp_dims);

}  // namespace collopt

#endif  // COLLOPT_MESH_FSDP_SHARDING_H_
