// collopt/mesh/torchtitan_mesh.cc — see torchtitan_mesh.h.
#include "mesh/torchtitan_mesh.h"

#include <algorithm>

#include "fmt/format.h"

namespace collopt {
namespace {

absl::Status CheckDegrees(const ParallelDimsConfig& c) {
  if (c.world_size < 1) {
    std::string msg = fmt::format("world size must be >= 1, found {}", c.world_size);
    return absl::InvalidArgumentError(msg);
  }
  const std::pair<const char*, int64_t> degrees[] = {
      {"dp_replicate", c.dp_replicate}, {"cp", c.cp}, {"tp", c.tp}, {"pp", c.pp}, {"ep", c.ep}};
  for (const auto& [name, degree] : degrees) {
    if (degree < 1) {
      std::string msg = fmt::format(
          "every parallelism degree except dp_shard must be >= 1, found {} = {}", name, degree);
      return absl::InvalidArgumentError(msg);
    }
  }
  if (c.dp_shard != -1 && c.dp_shard < 1) {
    std::string msg =
        fmt::format("dp_shard must be -1 (infer) or >= 1, found dp_shard = {}", c.dp_shard);
    return absl::InvalidArgumentError(msg);
  }
  return absl::OkStatus();
}

absl::StatusOr<int64_t> ResolveDpShard(const ParallelDimsConfig& c) {
  if (c.dp_shard != -1) return c.dp_shard;
  int64_t others = c.dp_replicate * c.cp * c.tp * c.pp;
  if (c.world_size % others != 0) {
    std::string msg = fmt::format(
        "dp_shard = -1 needs dp_replicate*cp*tp*pp to divide the world size: {} does not divide {}",
        others, c.world_size);
    return absl::InvalidArgumentError(msg);
  }
  return c.world_size / others;
}

absl::Status CheckProducts(const ParallelDims& d) {
  int64_t product = d.dp_replicate * d.dp_shard * d.cp * d.tp * d.pp;
  if (product != d.world_size) {
    std::string msg = fmt::format(
        "dp_replicate*dp_shard*cp*tp*pp must equal the world size: expected {}, found "
        "{}*{}*{}*{}*{} = {}",
        d.world_size, d.dp_replicate, d.dp_shard, d.cp, d.tp, d.pp, product);
    return absl::InvalidArgumentError(msg);
  }
  int64_t borrowed = d.dp_shard * d.cp * d.tp;
  if (borrowed % d.ep != 0) {
    std::string msg = fmt::format(
        "(dp_shard*cp*tp) % ep == 0 is required (ep borrows ranks from dp_shard, cp and tp): "
        "found dp_shard*cp*tp = {} and ep = {}",
        borrowed, d.ep);
    return absl::InvalidArgumentError(msg);
  }
  return absl::OkStatus();
}

// The groups of `view` along `names`, which the views built here always contain.
}  // namespace

absl::StatusOr<ParallelDims> MakeParallelDims(const ParallelDimsConfig& config) {
  if (absl::Status status = CheckDegrees(config); !status.ok()) return status;
  absl::StatusOr<int64_t> dp_shard = ResolveDpShard(config);
  if (!dp_shard.ok()) return dp_shard.status();
  ParallelDims dims{config.world_size, config.dp_replicate, *dp_shard, config.cp,
                    config.tp,         config.pp,           config.ep};
  if (absl::Status status = CheckProducts(dims); !status.ok()) return status;
  return dims;
}

MeshView DataloadingView(const ParallelDims& dims) {
  return {{"pp", "batch", "cp", "tp"}, {dims.pp, dims.batch(), dims.cp, dims.tp}};
}

MeshView DenseView(const ParallelDims& dims) {
  return {{"pp", "dp_replicate", "fsdp", "tp"}, {dims.pp, dims.dp_replicate, dims.fsdp(), dims.tp}};
}

MeshView SpmdDenseView(const ParallelDims& dims) {
  return {{"pp", "dp_replicate", "dp_shard", "cp", "tp"},
          {dims.pp, dims.dp_replicate, dims.dp_shard, dims.cp, dims.tp}};
}

MeshView SparseView(const ParallelDims& dims) {
  return {{"pp", "dp_replicate", "efsdp", "ep"},
          {dims.pp, dims.dp_replicate, dims.efsdp(), dims.ep}};
}

absl::StatusOr<RankGroups> ViewGroups(const MeshView& view, const std::vector<std::string>& names) {
  std::vector<int> dims;
  for (const std::string& name : names) {
    auto it = std::find(view.names.begin(), view.names.end(), name);
    if (it == view.names.end()) {
      return absl::InvalidArgumentError("expected a mesh dim name of the view, found '" + name +
                                        "'");
    }
    dims.push_back(static_cast<int>(it - view.names.begin()));
  }
  std::sort(dims.begin(), dims.end());
  return MeshGroups(view.shape, dims);
}

RankGroups ViewGroupsOrEmpty(const MeshView& view, const std::vector<std::string>& names) {
  absl::StatusOr<RankGroups> groups = ViewGroups(view, names);
  return groups.ok() ? *std::move(groups) : RankGroups{};
}

GroupTable TorchtitanGroups(const ParallelDims& dims) {
  MeshView data = DataloadingView(dims);
  MeshView sparse = SparseView(dims);
  return {
      {"dp_replicate", ViewGroupsOrEmpty(DenseView(dims), {"dp_replicate"})},
      {"dp_shard", ViewGroupsOrEmpty(SpmdDenseView(dims), {"dp_shard"})},
      {"fsdp", ViewGroupsOrEmpty(DenseView(dims), {"fsdp"})},
      {"cp", ViewGroupsOrEmpty(data, {"cp"})},
      {"tp", ViewGroupsOrEmpty(data, {"tp"})},
      {"pp", ViewGroupsOrEmpty(data, {"pp"})},
      {"ep", ViewGroupsOrEmpty(sparse, {"ep"})},
      {"efsdp", ViewGroupsOrEmpty(sparse, {"efsdp"})},
      {"batch", ViewGroupsOrEmpty(data, {"batch"})},
      {"loss", ViewGroupsOrEmpty(data, {"batch", "cp"})},
  };
}

}  // namespace collopt
