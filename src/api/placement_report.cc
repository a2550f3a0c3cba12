// collopt/api/placement_report.cc — see placement_report.h.
#include "api/placement_report.h"

#include <charconv>

#include "fmt/format.h"
#include "fmt/ranges.h"
#include "mesh/device_mesh.h"
#include "mesh/fsdp_placement.h"
#include "mesh/fsdp_sharding.h"
#include "mesh/placement.h"
#include "support/strings.h"

namespace collopt {
namespace {

// A parameter's full spec plus what the FSDP2 rule adds.
struct PlacementProblem {
  std::vector<int64_t> global_shape;
  std::vector<std::string> names;
  std::vector<int64_t> mesh_shape;
  std::vector<Placement> placements;
  int64_t num_dp_dims = 0;     // FSDP/HSDP: dp mesh dims, which lead the mesh
  int64_t fsdp_mesh_dim = -1;  // FSDP/HSDP: the dp shard mesh dim
  int64_t fsdp_dim = 0;        // FSDP/HSDP: the tensor dim FSDP shards
};

absl::StatusOr<int64_t> ParseInt(std::string_view text, std::string_view what) {
  std::string_view s = StripWhitespace(text);
  int64_t value = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end != s.data() + s.size()) {
    return absl::InvalidArgumentError("expected an integer in " + std::string(what) + ", found '" +
                                      std::string(text) + "'");
  }
  return value;
}

absl::StatusOr<std::vector<int64_t>> ParseIntList(std::string_view text, std::string_view flag) {
  std::vector<int64_t> values;
  if (StripWhitespace(text).empty()) return values;
  for (std::string_view part : Split(text, ',')) {
    absl::StatusOr<int64_t> v = ParseInt(part, flag);
    if (!v.ok()) return v.status();
    values.push_back(*v);
  }
  return values;
}

std::vector<std::string> DefaultNames(size_t n) {
  std::vector<std::string> names;
  names.reserve(n);
  for (size_t i = 0; i < n; ++i) names.push_back(fmt::format("m{}", i));
  return names;
}

absl::StatusOr<PlacementProblem> ExplicitProblem(const PlacementOptions& f) {
  PlacementProblem p;
  absl::StatusOr<std::vector<int64_t>> mesh = ParseIntList(f.mesh, "--mesh");
  if (!mesh.ok()) return mesh.status();
  absl::StatusOr<std::vector<Placement>> placements = ParsePlacements(f.placements);
  if (!placements.ok()) return placements.status();
  p.mesh_shape = *mesh;
  p.placements = *placements;
  p.names = DefaultNames(p.mesh_shape.size());
  if (!f.mesh_names.empty()) {
    p.names.clear();
    for (std::string_view name : Split(f.mesh_names, ',')) p.names.emplace_back(name);
  }
  if (p.names.size() != p.mesh_shape.size()) {
    std::string msg = fmt::format("--mesh-names: expected {} names, found {}", p.mesh_shape.size(),
                                  p.names.size());
    return absl::InvalidArgumentError(msg);
  }
  return p;
}

// "NAME=SIZE:PLACEMENT" → name, size, placement.
absl::Status ParseInner(std::string_view text, PlacementProblem& p) {
  size_t eq = text.find('=');
  size_t colon = text.find(':');
  if (eq == std::string_view::npos || colon == std::string_view::npos || colon < eq) {
    return absl::InvalidArgumentError("--inner: expected NAME=SIZE:PLACEMENT, found '" +
                                      std::string(text) + "'");
  }
  absl::StatusOr<int64_t> size = ParseInt(text.substr(eq + 1, colon - eq - 1), "--inner");
  if (!size.ok()) return size.status();
  absl::StatusOr<Placement> placement = ParsePlacement(text.substr(colon + 1));
  if (!placement.ok()) return placement.status();
  p.names.emplace_back(StripWhitespace(text.substr(0, eq)));
  p.mesh_shape.push_back(*size);
  p.placements.push_back(*placement);
  return absl::OkStatus();
}

// The dp mesh (names, shape) and mode of the FSDP2 flags.
DataParallelMode DpMesh(const PlacementOptions& f, PlacementProblem& dp) {
  if (f.ddp) {
    dp.names = {"dp_replicate"};
    dp.mesh_shape = {f.dp_replicate};
    return DataParallelMode::kDdp;
  }
  if (f.dp_replicate > 1) {
    dp.names = {"dp_replicate", "dp_shard"};
    dp.mesh_shape = {f.dp_replicate, f.dp_shard};
    return DataParallelMode::kHsdp;
  }
  dp.names = {"dp_shard"};
  dp.mesh_shape = {f.dp_shard};
  return DataParallelMode::kFsdp;
}

int64_t ExpertParallelSize(const PlacementProblem& inner) {
  for (size_t i = 0; i < inner.names.size(); ++i) {
    if (inner.names[i] == "ep") return inner.mesh_shape[i];
  }
  return 1;
}

absl::StatusOr<PlacementProblem> FsdpProblem(const PlacementOptions& f, int64_t ndim) {
  PlacementProblem inner, p;
  for (const std::string& text : f.inner) {
    if (absl::Status status = ParseInner(text, inner); !status.ok()) return status;
  }
  DataParallelMode mode = DpMesh(f, p);
  Placement fsdp = Placement::Shard(f.fsdp_dim);
  if (f.num_experts > 0) {
    fsdp = ExpertFsdpPlacement(f.num_experts, f.dp_shard * ExpertParallelSize(inner));
  }
  absl::StatusOr<SpmdSpec> spec =
      FsdpSpmdPlacements(mode, p.mesh_shape, fsdp, ndim, inner.mesh_shape, inner.placements);
  if (!spec.ok()) return spec.status();
  p.names.insert(p.names.end(), inner.names.begin(), inner.names.end());
  p.mesh_shape = spec->mesh_shape;
  p.placements = spec->placements;
  if (mode != DataParallelMode::kDdp) {
    p.num_dp_dims = mode == DataParallelMode::kHsdp ? 2 : 1;
    p.fsdp_mesh_dim = p.num_dp_dims - 1;
    p.fsdp_dim = fsdp.dim < 0 ? fsdp.dim + ndim : fsdp.dim;
  }
  return p;
}

absl::StatusOr<PlacementProblem> MakeProblem(const PlacementOptions& f) {
  absl::StatusOr<std::vector<int64_t>> shape = ParseIntList(f.shape, "--shape");
  if (!shape.ok()) return shape.status();
  bool explicit_spec = !f.mesh.empty() || !f.placements.empty();
  bool fsdp_rule = f.dp_shard > 0 || f.ddp || !f.inner.empty();
  if (explicit_spec == fsdp_rule) {
    return absl::InvalidArgumentError(
        "expected either an explicit spec (--mesh, --placements) or the FSDP2 rule (--dp-shard "
        "or --ddp, --inner), found " +
        std::string(explicit_spec ? "both" : "neither"));
  }
  absl::StatusOr<PlacementProblem> p =
      explicit_spec ? ExplicitProblem(f) : FsdpProblem(f, static_cast<int64_t>(shape->size()));
  if (p.ok()) p->global_shape = *shape;
  return p;
}

nlohmann::ordered_json ShardJson(const LocalShard& shard) {
  nlohmann::ordered_json indices = nlohmann::ordered_json::array();
  for (const std::vector<int64_t>& list : shard.indices) indices.push_back(IndexRanges(list));
  return {{"local_shape", shard.local_shape},
          {"global_offset", shard.global_offset},
          {"indices", std::move(indices)}};
}

absl::Status AddFsdpFields(const PlacementProblem& p, const std::vector<int64_t>& coords,
                           const LocalShard& spec, nlohmann::ordered_json& out) {
  absl::StatusOr<LocalShard> physical =
      ComputeFsdpPhysicalShard(p.global_shape, p.mesh_shape, p.placements, coords, p.num_dp_dims);
  if (!physical.ok()) return physical.status();
  // FSDP shards the inner-local tensor: its shape is what the inner dims leave.
  std::vector<int64_t> inner_mesh(p.mesh_shape.begin() + p.num_dp_dims, p.mesh_shape.end());
  std::vector<Placement> inner(p.placements.begin() + p.num_dp_dims, p.placements.end());
  std::vector<int64_t> inner_coords(coords.begin() + p.num_dp_dims, coords.end());
  absl::StatusOr<LocalShard> local =
      ComputeLocalShard(p.global_shape, inner_mesh, inner, inner_coords);
  if (!local.ok()) return local.status();
  absl::StatusOr<FsdpShard> fsdp = FsdpShardOf(local->local_shape, p.mesh_shape[p.fsdp_mesh_dim],
                                               coords[p.fsdp_mesh_dim], p.fsdp_dim);
  if (!fsdp.ok()) return fsdp.status();
  out["physical"] = ShardJson(*physical);
  out["matches_physical"] = physical->indices == spec.indices;
  out["fsdp_padded_shape"] = fsdp->padded_sharded_size;
  return absl::OkStatus();
}

absl::StatusOr<nlohmann::ordered_json> RankJson(const PlacementProblem& p, int64_t rank) {
  std::vector<int64_t> coords = MeshCoordinates(p.mesh_shape, rank);
  absl::StatusOr<LocalShard> shard =
      ComputeLocalShard(p.global_shape, p.mesh_shape, p.placements, coords);
  if (!shard.ok()) return shard.status();
  nlohmann::ordered_json out = {{"rank", rank}, {"coords", coords}};
  out.update(ShardJson(*shard));
  if (p.num_dp_dims > 0) {
    if (absl::Status status = AddFsdpFields(p, coords, *shard, out); !status.ok()) return status;
  }
  return out;
}

// "0-1 | 0-3" for a rank's per-dim index ranges; an empty dim shows as "empty".
std::string RangesText(const nlohmann::ordered_json& indices) {
  std::vector<std::string> parts;
  for (const auto& ranges : indices) {
    std::string text = ranges.get<std::string>();
    parts.push_back(text.empty() ? "empty" : text);
  }
  return fmt::format("{}", fmt::join(parts, " | "));
}

}  // namespace

absl::StatusOr<nlohmann::ordered_json> PlacementJson(const PlacementOptions& flags) {
  absl::StatusOr<PlacementProblem> p = MakeProblem(flags);
  if (!p.ok()) return p.status();
  std::vector<std::string> placements;
  for (const Placement& placement : p->placements)
    placements.push_back(PlacementToString(placement));
  nlohmann::ordered_json out = {{"global_shape", p->global_shape},
                                {"mesh", {{"names", p->names}, {"shape", p->mesh_shape}}},
                                {"placements", placements}};
  // The rank count, checked: a mesh of more than 2^40 ranks (or one whose
  // product overflows) is not a machine.
  int64_t world = 1;
  for (int64_t size : p->mesh_shape) {
    if (__builtin_mul_overflow(world, size, &world) || world > kMaxPlacementWorld) {
      return absl::InvalidArgumentError(fmt::format("the mesh {} has more than 2^40 ranks",
                                                    nlohmann::json(p->mesh_shape).dump()));
    }
  }
  if (flags.rank >= world) {
    std::string msg = fmt::format("--rank must be in [0, {}), found {}", world, flags.rank);
    return absl::InvalidArgumentError(msg);
  }
  if (flags.rank < 0 && world > kMaxListedRanks) {
    return absl::InvalidArgumentError(
        fmt::format("the mesh has {} ranks; every rank is listed up to {}: give --rank R "
                    "for one",
                    world, kMaxListedRanks));
  }
  nlohmann::ordered_json ranks = nlohmann::ordered_json::array();
  for (int64_t r = flags.rank < 0 ? 0 : flags.rank; r < (flags.rank < 0 ? world : flags.rank + 1);
       ++r) {
    absl::StatusOr<nlohmann::ordered_json> rank = RankJson(*p, r);
    if (!rank.ok()) return rank.status();
    ranks.push_back(*std::move(rank));
  }
  out["ranks"] = std::move(ranks);
  return out;
}

std::string PlacementToText(const nlohmann::ordered_json& json) {
  std::string out = fmt::format("global shape {}; mesh", json["global_shape"].dump());
  const auto& mesh = json["mesh"];
  for (size_t i = 0; i < mesh["names"].size(); ++i) {
    out +=
        fmt::format(" {}={}", mesh["names"][i].get<std::string>(), mesh["shape"][i].get<int64_t>());
  }
  out += fmt::format("; placements ({})\n",
                     fmt::join(json["placements"].get<std::vector<std::string>>(), ", "));
  out += fmt::format("{:>5}  {:<12} {:<16} {:<16} {}\n", "rank", "coords", "local shape",
                     "global offset", "indices per dim");
  for (const auto& r : json["ranks"]) {
    out += fmt::format("{:>5}  {:<12} {:<16} {:<16} {}\n", r["rank"].get<int64_t>(),
                       r["coords"].dump(), r["local_shape"].dump(), r["global_offset"].dump(),
                       RangesText(r["indices"]));
    if (!r.contains("physical")) continue;
    const auto& ph = r["physical"];
    out += fmt::format("{:>5}  {:<12} {:<16} {:<16} {}   fsdp padded {}{}\n", "", "physical",
                       ph["local_shape"].dump(), ph["global_offset"].dump(),
                       RangesText(ph["indices"]), r["fsdp_padded_shape"].dump(),
                       r["matches_physical"].get<bool>() ? "" : "   (spec differs from the data)");
  }
  return out;
}

}  // namespace collopt
