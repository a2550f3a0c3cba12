// collopt/cli/mesh_flags.cc — see mesh_flags.h.
#include "cli/mesh_flags.h"

namespace collopt {

void AddMeshFlags(CLI::App* cmd, MeshOptions& f, bool world_size_required, const char* rank_help) {
  CLI::Option* world = cmd->add_option("--world-size", f.world_size, "number of ranks W");
  if (world_size_required) world->required();
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
  cmd->add_option("--rank", f.rank, rank_help);
}

}  // namespace collopt
