// collopt/cli/mesh_command.cc — see mesh_command.h.
#include "cli/mesh_command.h"

#include <cstdio>
#include <iostream>

#include "fmt/format.h"
#include "fmt/ranges.h"
#include "mesh/megatron_groups.h"
#include "mesh/torchtitan_dp2ep.h"
#include "mesh/torchtitan_mesh.h"

namespace collopt {
namespace {

ParallelDimsConfig TorchtitanConfig(const MeshFlags& f) {
  return {f.world_size, f.dp_replicate, f.dp_shard, f.cp, f.tp, f.pp, f.ep};
}

absl::Status CheckTorchtitanFlags(const MeshFlags& f) {
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

absl::StatusOr<MeshResult> BuildTorchtitan(const MeshFlags& f) {
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

absl::StatusOr<MeshResult> BuildDp2Ep(const MeshFlags& f) {
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

absl::StatusOr<MeshResult> BuildMegatron(const MeshFlags& f) {
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

absl::StatusOr<MeshResult> BuildUnfiltered(const MeshFlags& f) {
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

int Fail(const absl::Status& status) {
  std::fprintf(stderr, "error: %s\n", std::string(status.message()).c_str());
  return 1;
}

int RunMesh(const MeshFlags& flags) {
  absl::StatusOr<MeshResult> result = BuildMesh(flags);
  if (!result.ok()) return Fail(result.status());
  if (flags.json) {
    std::cout << MeshToJson(*result).dump(2) << "\n";
  } else {
    std::cout << MeshToText(*result);
  }
  return 0;
}

int RunPlacement(const PlacementFlags& flags) {
  absl::StatusOr<nlohmann::ordered_json> json = PlacementJson(flags);
  if (!json.ok()) return Fail(json.status());
  if (flags.json) {
    std::cout << json->dump(2) << "\n";
  } else {
    std::cout << PlacementToText(*json);
  }
  return 0;
}

void AddMeshFlags(CLI::App* cmd, MeshFlags& f) {
  cmd->add_option("--world-size", f.world_size, "number of ranks W")->required();
  cmd->add_option("--style", f.style,
                  "whose layout: torchtitan (HEAD), megatron, or "
                  "torchtitan-dp2ep (torchtitan before PR #1660)")
      ->check(CLI::IsMember({"torchtitan", "megatron", "torchtitan-dp2ep"}));
  cmd->add_option("--dp-replicate", f.dp_replicate, "HSDP replicate degree (default 1)");
  cmd->add_option("--dp-shard", f.dp_shard, "FSDP shard degree (default -1: infer)");
  cmd->add_option("--cp", f.cp, "context parallel degree (default 1)");
  cmd->add_option("--tp", f.tp, "tensor parallel degree (default 1)");
  cmd->add_option("--pp", f.pp, "pipeline parallel degree (default 1)");
  cmd->add_option("--ep", f.ep, "expert parallel degree (default 1)");
  cmd->add_option("--etp", f.etp, "expert tensor parallel degree (megatron, dp2ep; default tp)");
  cmd->add_option("--order", f.order, "megatron order (default tp-cp-ep-dp-pp)");
  cmd->add_option("--rank-offset", f.rank_offset, "megatron rank offset (default 0)");
  cmd->add_flag("--no-ag-groups", f.no_ag_groups, "megatron: omit dp_cp_ag and expt_dp_ag");
  cmd->add_option("--rank", f.rank, "show only the groups holding this rank");
  cmd->add_flag("--json", f.json, "print JSON");
}

void AddPlacementFlags(CLI::App* cmd, PlacementFlags& f) {
  cmd->add_option("--shape", f.shape, "global shape, e.g. 16,6,8")->required();
  cmd->add_option("--mesh", f.mesh, "explicit spec: mesh sizes, e.g. 4,2,2");
  cmd->add_option("--mesh-names", f.mesh_names, "explicit spec: mesh dim names, e.g. dp,ep,tp");
  cmd->add_option("--placements", f.placements, "explicit spec: e.g. 'SS(0,2),S(0),S(2)'");
  cmd->add_option("--dp-shard", f.dp_shard, "FSDP2 rule: FSDP (HSDP shard) degree");
  cmd->add_option("--dp-replicate", f.dp_replicate,
                  "FSDP2 rule: HSDP replicate degree (> 1 = "
                  "HSDP) or, with --ddp, the DDP degree");
  cmd->add_flag("--ddp", f.ddp, "FSDP2 rule: replicate only (DDP)");
  cmd->add_option("--fsdp-dim", f.fsdp_dim, "FSDP2 rule: the tensor dim FSDP shards (default 0)");
  cmd->add_option("--num-experts", f.num_experts,
                  "FSDP2 rule: expert count; torchtitan's rule picks Shard(1) when "
                  "dp_shard*ep > E, else Shard(0)");
  cmd->add_option("--inner", f.inner,
                  "FSDP2 rule: TP/EP mesh dim as NAME=SIZE:PLACEMENT, "
                  "e.g. 'tp=2:S(0)' (at most 2, outer first)");
  cmd->add_option("--rank", f.rank, "show only this rank");
  cmd->add_flag("--json", f.json, "print JSON");
}

}  // namespace

absl::StatusOr<MeshResult> BuildMesh(const MeshFlags& flags) {
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

bool MeshCommands::Parsed() const {
  return (mesh != nullptr && mesh->parsed()) || (placement != nullptr && placement->parsed());
}

int MeshCommands::Run() const {
  if (mesh != nullptr && mesh->parsed()) return RunMesh(mesh_flags);
  if (placement != nullptr && placement->parsed()) return RunPlacement(placement_flags);
  return 1;
}

void AddMeshCommands(CLI::App& app, MeshCommands& commands) {
  commands.mesh = app.add_subcommand(
      "mesh", "process-group rank lists of a torchtitan or Megatron FSDP/HSDP+TP+CP+PP+EP layout");
  AddMeshFlags(commands.mesh, commands.mesh_flags);
  commands.placement = app.add_subcommand(
      "placement", "a parameter's DTensor/FSDP2 placements and each rank's local shard");
  AddPlacementFlags(commands.placement, commands.placement_flags);
}

}  // namespace collopt
