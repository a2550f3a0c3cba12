// collopt/api/mesh_group_ranks.cc — see mesh_group_ranks.h.
#include "api/mesh_group_ranks.h"

#include <set>
#include <utility>

#include "fmt/format.h"
#include "fmt/ranges.h"

namespace collopt {
namespace {

// The layout's groups holding the rank: name → its one rank list.
absl::StatusOr<std::map<std::string, std::vector<int64_t>>> MeshGroupsOfRank(
    const MeshOptions& options) {
  MeshOptions o = options;
  if (o.rank < 0) o.rank = o.style == "megatron" ? o.rank_offset : 0;
  auto mesh = BuildMesh(o);
  if (!mesh.ok()) return mesh.status();
  std::map<std::string, std::vector<int64_t>> out;
  for (const auto& [name, groups] : mesh->groups) {
    if (groups.size() == 1) out.emplace(name, groups[0]);
  }
  return out;
}

}  // namespace

absl::StatusOr<std::map<std::string, std::vector<int64_t>>> GroupRanksFromMesh(
    const Graph& graph, const MeshRanksRequest& request,
    const std::map<std::string, std::vector<int64_t>>& given) {
  std::map<std::string, std::vector<int64_t>> out;
  if (request.mesh.world_size == 0) return out;
  auto mesh = MeshGroupsOfRank(request.mesh);
  if (!mesh.ok()) return mesh.status();
  for (const auto& [group, dim] : request.dims) {
    if (!graph.process_groups.contains(group)) {
      return absl::InvalidArgumentError(
          fmt::format("error: --group-dim: the graph has no process group '{}'", group));
    }
    if (!mesh->contains(dim)) {
      std::string known;
      for (const auto& [name, ranks] : *mesh) known += (known.empty() ? "" : ", ") + name;
      return absl::InvalidArgumentError(
          fmt::format("error: --group-dim: the layout has no group '{}' (it has: {})", dim, known));
    }
  }
  // Each size's distinct rank lists, for the groups matched by size.
  std::map<size_t, std::set<std::vector<int64_t>>> by_size;
  for (const auto& [name, ranks] : *mesh) by_size[ranks.size()].insert(ranks);
  for (const auto& [name, pg] : graph.process_groups) {
    if (!pg.ranks.empty() || given.contains(name) || !pg.same_ranks_as.empty()) continue;
    const std::vector<int64_t>* ranks = nullptr;
    if (auto d = request.dims.find(name); d != request.dims.end()) {
      ranks = &mesh->at(d->second);
    } else if (auto m = mesh->find(name); m != mesh->end()) {
      ranks = &m->second;
    } else if (auto s = by_size.find(static_cast<size_t>(pg.size));
               s != by_size.end() && s->second.size() == 1) {
      ranks = &*s->second.begin();
    }
    if (ranks == nullptr) continue;
    if (pg.size > 0 && static_cast<int64_t>(ranks->size()) != pg.size) {
      return absl::InvalidArgumentError(
          fmt::format("error: process group '{}' has {} ranks, the mesh group it maps to {}: [{}]",
                      name, pg.size, ranks->size(), fmt::join(*ranks, ", ")));
    }
    out.emplace(name, *ranks);
  }
  return out;
}

absl::Status ParseGroupDim(const std::string& text, std::map<std::string, std::string>& dims) {
  const size_t eq = text.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == text.size()) {
    return absl::InvalidArgumentError(fmt::format(
        "error: --group-dim: expected NAME=DIM (a graph group, a mesh group), got '{}'", text));
  }
  if (!dims.emplace(text.substr(0, eq), text.substr(eq + 1)).second) {
    return absl::InvalidArgumentError(
        fmt::format("error: --group-dim: group '{}' given twice", text.substr(0, eq)));
  }
  return absl::OkStatus();
}

}  // namespace collopt
