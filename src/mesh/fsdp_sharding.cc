// collopt/mesh/fsdp_sharding.cc — see fsdp_sharding.h.
#include "mesh/fsdp_sharding.h"

#include <algorithm>
#include <string>

#include "fmt/format.h"

namespace collopt {
namespace {

absl::Status CheckShardArgs(const std::vector<int64_t>& shape, int64_t world_size, int64_t rank,
                            int64_t shard_dim) {
  int64_t ndim = static_cast<int64_t>(shape.size());
  if (shard_dim < 0 || shard_dim >= ndim) {
    std::string msg = fmt::format("fsdp shard dim must be in [0, {}), found {}", ndim, shard_dim);
    return absl::InvalidArgumentError(msg);
  }
  if (world_size < 1 || rank < 0 || rank >= world_size) {
    std::string msg = fmt::format(
        "expected 0 <= rank < world size, found rank {} and world size {}", rank, world_size);
    return absl::InvalidArgumentError(msg);
  }
  if (shard_dim > 0 && shape[shard_dim] % world_size != 0) {
    std::string msg =
        fmt::format("fsdp2 shards unevenly only on dim 0: dim {} has size {}, not divisible by {}",
                    shard_dim, shape[shard_dim], world_size);
    return absl::InvalidArgumentError(msg);
  }
  return absl::OkStatus();
}

int64_t Numel(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  return n;
}

}  // namespace

absl::StatusOr<FsdpShard> FsdpShardOf(const std::vector<int64_t>& shape, int64_t world_size,
                                      int64_t rank, int64_t shard_dim) {
  if (absl::Status s = CheckShardArgs(shape, world_size, rank, shard_dim); !s.ok()) return s;
  int64_t n = shape[shard_dim];
  int64_t chunk = (n + world_size - 1) / world_size;
  int64_t start = std::min(n, chunk * rank);
  FsdpShard shard{shape, shape, start};
  shard.sharded_size[shard_dim] = std::min(n, start + chunk) - start;
  shard.padded_sharded_size[shard_dim] = chunk;
  return shard;
}

absl::StatusOr<FsdpAllGatherLayout> FsdpAllGather(const std::vector<std::vector<int64_t>>& shapes,
                                                  int64_t world_size, int64_t shard_dim) {
  FsdpAllGatherLayout layout;
  for (const std::vector<int64_t>& shape : shapes) {
    absl::StatusOr<FsdpShard> shard = FsdpShardOf(shape, world_size, 0, shard_dim);
    if (!shard.ok()) return shard.status();
    FsdpAllGatherParam param;
    param.padded_sharded_size = shard->padded_sharded_size;
    param.padded_shard_numel = Numel(shard->padded_sharded_size);
    param.rank_offset = layout.per_rank_numel;
    param.gathered_rows = world_size * shard->padded_sharded_size[shard_dim];
    layout.per_rank_numel += param.padded_shard_numel;
    layout.params.push_back(std::move(param));
  }
  layout.output_shape = {world_size, layout.per_rank_numel};
  return layout;
}

absl::StatusOr<LocalShard> ComputeFsdpPhysicalShard(const std::vector<int64_t>& global_shape,
                                                    const std::vector<int64_t>& mesh_shape,
                                                    const std::vector<Placement>& placements,
                                                    const std::vector<int64_t>& coords,
                                                    int64_t num_dp_dims) {
  int64_t mesh_ndim = static_cast<int64_t>(mesh_shape.size());
  if (num_dp_dims < 0 || num_dp_dims > mesh_ndim || placements.size() != mesh_shape.size() ||
      coords.size() != mesh_shape.size()) {
    std::string msg = fmt::format(
        "expected a placement and a coordinate per mesh dim and at most {} dp dims, found {} "
        "placements, {} coordinates and {} dp dims",
        mesh_ndim, placements.size(), coords.size(), num_dp_dims);
    return absl::InvalidArgumentError(msg);
  }
  // Inner dims first, then the dp dims with _StridedShard read as Shard.
  std::vector<int64_t> order;
  for (int64_t m = num_dp_dims; m < mesh_ndim; ++m) order.push_back(m);
  for (int64_t m = 0; m < num_dp_dims; ++m) order.push_back(m);
  std::vector<int64_t> shape, coord;
  std::vector<Placement> applied;
  for (int64_t m : order) {
    Placement p = placements[m];
    if (m < num_dp_dims && p.kind == PlacementKind::kStridedShard) p = Placement::Shard(p.dim);
    shape.push_back(mesh_shape[m]);
    coord.push_back(coords[m]);
    applied.push_back(p);
  }
  return ComputeLocalShard(global_shape, shape, applied, coord);
}

}  // namespace collopt
