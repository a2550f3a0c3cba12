// collopt/mesh/device_mesh.cc — see device_mesh.h.
#include "mesh/device_mesh.h"

#include <algorithm>
#include <string>

#include "fmt/format.h"

namespace collopt {
namespace {

absl::Status CheckMeshDims(const std::vector<int64_t>& shape, const std::vector<int>& dims) {
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] < 1) {
      std::string msg = fmt::format("mesh dim {} must have size >= 1, found {}", i, shape[i]);
      return absl::InvalidArgumentError(msg);
    }
  }
  for (size_t i = 0; i < dims.size(); ++i) {
    bool in_range = dims[i] >= 0 && static_cast<size_t>(dims[i]) < shape.size();
    bool increasing = i == 0 || dims[i] > dims[i - 1];
    if (!in_range || !increasing) {
      std::string msg = fmt::format(
          "group dims must be increasing indices below the mesh rank {}, found {} at position {}",
          shape.size(), dims[i], i);
      return absl::InvalidArgumentError(msg);
    }
  }
  return absl::OkStatus();
}

// Row-major strides of `shape`.
std::vector<int64_t> Strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  return strides;
}

// Rank of the mixed-radix index `index` over `sizes` (row-major) placed at `strides`.
int64_t Place(int64_t index, const std::vector<int64_t>& sizes,
              const std::vector<int64_t>& strides) {
  int64_t rank = 0;
  for (size_t i = sizes.size(); i-- > 0;) {
    rank += (index % sizes[i]) * strides[i];
    index /= sizes[i];
  }
  return rank;
}

}  // namespace

int64_t MeshSize(const std::vector<int64_t>& shape) {
  int64_t size = 1;
  for (int64_t s : shape) size *= s;
  return size;
}

absl::StatusOr<RankGroups> MeshGroups(const std::vector<int64_t>& shape,
                                      const std::vector<int>& dims, int64_t rank_offset) {
  if (absl::Status status = CheckMeshDims(shape, dims); !status.ok()) return status;
  std::vector<int64_t> strides = Strides(shape);
  std::vector<int64_t> in_sizes, in_strides, out_sizes, out_strides;
  for (size_t i = 0; i < shape.size(); ++i) {
    bool in_group = std::find(dims.begin(), dims.end(), static_cast<int>(i)) != dims.end();
    (in_group ? in_sizes : out_sizes).push_back(shape[i]);
    (in_group ? in_strides : out_strides).push_back(strides[i]);
  }
  int64_t group_size = MeshSize(in_sizes);
  int64_t num_groups = MeshSize(out_sizes);
  RankGroups groups(num_groups);
  for (int64_t g = 0; g < num_groups; ++g) {
    int64_t base = Place(g, out_sizes, out_strides) + rank_offset;
    groups[g].reserve(group_size);
    for (int64_t q = 0; q < group_size; ++q) {
      groups[g].push_back(base + Place(q, in_sizes, in_strides));
    }
  }
  return groups;
}

std::vector<int64_t> MeshCoordinates(const std::vector<int64_t>& shape, int64_t rank) {
  std::vector<int64_t> coords(shape.size(), 0);
  for (size_t i = shape.size(); i-- > 0;) {
    coords[i] = rank % shape[i];
    rank /= shape[i];
  }
  return coords;
}

RankGroups GroupsContaining(const RankGroups& groups, int64_t rank) {
  RankGroups out;
  for (const std::vector<int64_t>& group : groups) {
    if (std::find(group.begin(), group.end(), rank) != group.end()) out.push_back(group);
  }
  return out;
}

}  // namespace collopt
