// collopt/cli/mesh_command.cc — see mesh_command.h.
#include "cli/mesh_command.h"

#include <cstdio>
#include <iostream>
#include <memory>

#include "api/mesh_layout.h"

namespace collopt {
namespace {

void AddMeshFlags(CLI::App* cmd, MeshOptions& f) {
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
}

}  // namespace

Command AddMeshCommand(CLI::App& app) {
  struct Flags {
    MeshOptions options;
    bool json = false;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "mesh", "process-group rank lists of a torchtitan or Megatron FSDP/HSDP+TP+CP+PP+EP layout");
  AddMeshFlags(cmd, flags->options);
  cmd->add_flag("--json", flags->json, "print JSON");
  return {cmd, [flags] {
            absl::StatusOr<MeshResult> result = BuildMesh(flags->options);
            if (!result.ok()) return FailWithPrefix(result.status());
            if (flags->json) {
              std::cout << MeshToJson(*result).dump(2) << "\n";
            } else {
              std::cout << MeshToText(*result);
            }
            return 0;
          }};
}

}  // namespace collopt
