// collopt/mesh/fsdp_placement.cc — see fsdp_placement.h.
#include "mesh/fsdp_placement.h"

#include <algorithm>
#include <string>

#include "fmt/format.h"

namespace collopt {
namespace {

absl::StatusOr<Placement> NormalizeFsdpPlacement(const Placement& p, int64_t ndim) {
  if (p.kind != PlacementKind::kShard) {
    return absl::InvalidArgumentError("the fsdp placement must be a Shard, found " +
                                      PlacementToString(p));
  }
  int64_t dim = p.dim < 0 ? p.dim + ndim : p.dim;
  if (dim < 0 || dim >= ndim) {
    std::string msg =
        fmt::format("the fsdp shard dim must be in [-{}, {}), found {}", ndim, ndim, p.dim);
    return absl::InvalidArgumentError(msg);
  }
  return Placement::Shard(dim);
}

absl::Status CheckDpMesh(DataParallelMode mode, const std::vector<int64_t>& dp_mesh_shape) {
  size_t expected = mode == DataParallelMode::kHsdp ? 2 : 1;
  if (dp_mesh_shape.size() == expected) return absl::OkStatus();
  const char* name = mode == DataParallelMode::kHsdp   ? "hsdp (replicate, shard)"
                     : mode == DataParallelMode::kFsdp ? "fsdp (shard)"
                                                       : "ddp (replicate)";
  std::string msg =
      fmt::format("a {} dp mesh has {} dims, found {}", name, expected, dp_mesh_shape.size());
  return absl::InvalidArgumentError(msg);
}

bool Contains(const std::vector<int>& dims, size_t dim) {
  return std::find(dims.begin(), dims.end(), static_cast<int>(dim)) != dims.end();
}

absl::Status CheckDpDimsReplicated(const std::vector<Placement>& placements,
                                   const std::vector<int>& dp_dims) {
  for (int dim : dp_dims) {
    if (dim < 0 || static_cast<size_t>(dim) >= placements.size()) {
      std::string msg =
          fmt::format("dp mesh dim {} is outside the {}-d mesh", dim, placements.size());
      return absl::InvalidArgumentError(msg);
    }
    if (placements[dim].kind != PlacementKind::kReplicate) {
      std::string msg = fmt::format("every dp mesh dim must be R before fsdp, found {} on dim {}",
                                    PlacementToString(placements[dim]), dim);
      return absl::InvalidArgumentError(msg);
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<SpmdSpec> FsdpSpmdPlacements(DataParallelMode mode,
                                            const std::vector<int64_t>& dp_mesh_shape,
                                            const Placement& fsdp_placement, int64_t ndim,
                                            const std::vector<int64_t>& inner_mesh_shape,
                                            const std::vector<Placement>& inner_placements) {
  if (absl::Status status = CheckDpMesh(mode, dp_mesh_shape); !status.ok()) return status;
  absl::StatusOr<Placement> fsdp = NormalizeFsdpPlacement(fsdp_placement, ndim);
  if (!fsdp.ok()) return fsdp.status();
  if (inner_placements.size() > 2) {
    std::string msg = fmt::format("at most 2 inner (tp/ep) placements are supported, found {}",
                                  inner_placements.size());
    return absl::InvalidArgumentError(msg);
  }
  absl::StatusOr<std::vector<Placement>> inner =
      NormalizePlacements(ndim, inner_mesh_shape, inner_placements);
  if (!inner.ok()) return inner.status();
  int64_t sf = NumShardsMap(ndim, inner_mesh_shape, *inner)[fsdp->dim];
  Placement dp_part = sf > 1 ? Placement::StridedShard(fsdp->dim, sf) : *fsdp;
  SpmdSpec spec{dp_mesh_shape, {}};
  if (mode == DataParallelMode::kDdp) dp_part = Placement::Replicate();
  if (mode == DataParallelMode::kHsdp) spec.placements.push_back(Placement::Replicate());
  spec.placements.push_back(dp_part);
  spec.mesh_shape.insert(spec.mesh_shape.end(), inner_mesh_shape.begin(), inner_mesh_shape.end());
  spec.placements.insert(spec.placements.end(), inner->begin(), inner->end());
  return spec;
}

absl::StatusOr<std::vector<Placement>> FsdpSpmdPlacementsOnFullMesh(
    const std::vector<int64_t>& mesh_shape, const std::vector<Placement>& placements,
    const std::vector<int>& dp_shard_dims, const std::vector<int>& dp_replicate_dims,
    const Placement& fsdp_placement, int64_t ndim) {
  absl::StatusOr<std::vector<Placement>> out = NormalizePlacements(ndim, mesh_shape, placements);
  if (!out.ok()) return out.status();
  absl::StatusOr<Placement> fsdp = NormalizeFsdpPlacement(fsdp_placement, ndim);
  if (!fsdp.ok()) return fsdp.status();
  for (const std::vector<int>* dims : {&dp_shard_dims, &dp_replicate_dims}) {
    if (absl::Status status = CheckDpDimsReplicated(*out, *dims); !status.ok()) return status;
  }
  std::vector<Placement> original = *out;
  for (size_t i = 0; i < original.size(); ++i) {
    if (!Contains(dp_shard_dims, i)) continue;
    int64_t sf = 1;
    for (size_t j = i + 1; j < original.size(); ++j) {
      if (original[j].is_shard_like() && original[j].dim == fsdp->dim) sf *= mesh_shape[j];
    }
    (*out)[i] = sf > 1 ? Placement::StridedShard(fsdp->dim, sf) : *fsdp;
  }
  return out;
}

Placement ExpertFsdpPlacement(int64_t num_experts, int64_t efsdp_ep) {
  return efsdp_ep > num_experts ? Placement::Shard(1) : Placement::Shard(0);
}

}  // namespace collopt
