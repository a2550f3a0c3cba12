// collopt/api/mesh_layout.cc — see mesh_layout.h.
#include "api/mesh_layout.h"

#include "fmt/format.h"
#include "fmt/ranges.h"
#include "mesh/megatron_groups.h"
#include "mesh/torchtitan_dp2ep.h"
#include "mesh/torchtitan_mesh.h"

namespace collopt {
namespace {

ParallelDimsConfig TorchtitanConfig(const MeshOptions& f) {
  return {f.world_size, f.dp_replicate, f.dp_shard, f.cp, f.tp, f.pp, f.ep};
}

absl::Status CheckTorchtitanFlags(const MeshOptions& f) {
  if (!f.order.empty() || f.rank_offset != 0 || f.no_ag_groups) {
    return absl::InvalidArgumentError(
        "--order, --rank-offset and --no-ag-groups apply to --style megatron only");
  }
  if (f.style == "torchtitan" && f.etp != 0) {
    return absl::InvalidArgumentError(
        "--etp applies to --style megatron and torchtitan-dp2ep only (torchtitan HEAD has no etp)");
  }
  return absl::OkStatus();
}

absl::StatusOr<MeshResult> BuildTorchtitan(const MeshOptions& f) {
  absl::StatusOr<ParallelDims> d = MakeParallelDims(TorchtitanConfig(f));
  if (!d.ok()) return d.status();
  return MeshResult{f.style,
                    d->world_size,
                    {{"dp_replicate", d->dp_replicate},
                     {"dp_shard", d->dp_shard},
                     {"cp", d->cp},
                     {"tp", d->tp},
                     {"pp", d->pp},
                     {"ep", d->ep},
                     {"fsdp", d->fsdp()},
                     {"efsdp", d->efsdp()},
                     {"batch", d->batch()}},
                    TorchtitanGroups(*d)};
}

absl::StatusOr<MeshResult> BuildDp2Ep(const MeshOptions& f) {
  if (f.etp != 0 && f.etp != f.tp && f.etp != 1) {
    std::string msg =
        fmt::format("dp2ep needs etp == tp or etp == 1, found etp = {} and tp = {}", f.etp, f.tp);
    return absl::InvalidArgumentError(msg);
  }
  absl::StatusOr<Dp2EpDims> d = MakeDp2EpDims(TorchtitanConfig(f), f.etp == 0 || f.etp == f.tp);
  if (!d.ok()) return d.status();
  const ParallelDims& p = d->dims;
  return MeshResult{f.style,
                    p.world_size,
                    {{"dp_replicate", p.dp_replicate},
                     {"dp_shard", p.dp_shard},
                     {"cp", p.cp},
                     {"tp", p.tp},
                     {"pp", p.pp},
                     {"ep", p.ep},
                     {"etp", d->etp_is_tp ? p.tp : 1},
                     {"dp_shard_mod_ep", d->mod_ep},
                     {"dp_shard_in_ep", d->in_ep}},
                    Dp2EpGroups(*d)};
}

absl::StatusOr<MeshResult> BuildMegatron(const MeshOptions& f) {
  if (f.dp_replicate != 1) {
    return absl::InvalidArgumentError(
        "--dp-replicate applies to the torchtitan styles only; megatron's dp is W/(tp*pp*cp)");
  }
  MegatronConfig config{f.world_size, f.tp,    f.pp,          f.cp,           f.ep,
                        f.etp,        f.order, f.rank_offset, !f.no_ag_groups};
  if (config.order.empty()) config.order = MegatronConfig{}.order;
  absl::StatusOr<MegatronLayout> layout = MakeMegatronLayout(config);
  if (!layout.ok()) return layout.status();
  if (f.dp_shard != -1 && f.dp_shard != layout->dp) {
    std::string msg = fmt::format("megatron's dp is W/(tp*pp*cp) = {}, but --dp-shard says {}",
                                  layout->dp, f.dp_shard);
    return absl::InvalidArgumentError(msg);
  }
  const MegatronConfig& c = layout->config;
  return MeshResult{f.style,
                    c.world_size,
                    {{"tp", c.tp},
                     {"cp", c.cp},
                     {"pp", c.pp},
                     {"dp", layout->dp},
                     {"ep", c.ep},
                     {"etp", c.etp},
                     {"edp", layout->edp},
                     {"rank_offset", c.rank_offset}},
                    MegatronGroups(*layout)};
}

absl::StatusOr<MeshResult> BuildUnfiltered(const MeshOptions& f) {
  if (f.style == "megatron") return BuildMegatron(f);
  if (f.style != "torchtitan" && f.style != "torchtitan-dp2ep") {
    return absl::InvalidArgumentError(
        "expected --style torchtitan, megatron or torchtitan-dp2ep, found '" + f.style + "'");
  }
  if (absl::Status status = CheckTorchtitanFlags(f); !status.ok()) return status;
  return f.style == "torchtitan" ? BuildTorchtitan(f) : BuildDp2Ep(f);
}

std::string GroupText(const std::vector<int64_t>& group) {
  return fmt::format("[{}]", fmt::join(group, ", "));
}

}  // namespace

absl::StatusOr<MeshResult> BuildMesh(const MeshOptions& flags) {
  // Every group of every dim is built (world-size ranks each), so the world
  // is bounded before anything is allocated for it.
  if (flags.world_size > kMaxMeshWorld) {
    return absl::InvalidArgumentError(fmt::format(
        "--world-size {} is over the {} ranks collopt lays out", flags.world_size, kMaxMeshWorld));
  }
  absl::StatusOr<MeshResult> result = BuildUnfiltered(flags);
  if (!result.ok() || flags.rank < 0) return result;
  int64_t first = flags.style == "megatron" ? flags.rank_offset : 0;
  if (flags.rank < first || flags.rank >= first + result->world_size) {
    std::string msg = fmt::format("--rank must be in [{}, {}), found {}", first,
                                  first + result->world_size, flags.rank);
    return absl::InvalidArgumentError(msg);
  }
  for (auto& [name, groups] : result->groups) groups = GroupsContaining(groups, flags.rank);
  return result;
}

nlohmann::ordered_json MeshToJson(const MeshResult& result) {
  nlohmann::ordered_json out;
  out["world_size"] = result.world_size;
  out["style"] = result.style;
  nlohmann::ordered_json degrees = nlohmann::ordered_json::object();
  for (const auto& [name, degree] : result.degrees) degrees[name] = degree;
  out["degrees"] = std::move(degrees);
  nlohmann::ordered_json groups = nlohmann::ordered_json::object();
  for (const auto& [name, lists] : result.groups) groups[name] = lists;
  out["groups"] = std::move(groups);
  return out;
}

std::string MeshToText(const MeshResult& result) {
  std::string out = fmt::format("{} layout, world size {}:", result.style, result.world_size);
  for (const auto& [name, degree] : result.degrees) out += fmt::format(" {}={}", name, degree);
  out += "\n";
  for (const auto& [name, groups] : result.groups) {
    out += fmt::format("  {:<14}", name);
    for (const std::vector<int64_t>& group : groups) out += fmt::format(" {}", GroupText(group));
    out += "\n";
  }
  return out;
}

}  // namespace collopt
