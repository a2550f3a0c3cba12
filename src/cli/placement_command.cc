// collopt/cli/placement_command.cc — see placement_command.h.
#include "cli/placement_command.h"

#include <cstdio>
#include <iostream>
#include <memory>

#include "api/placement_report.h"

namespace collopt {
namespace {

void AddPlacementFlags(CLI::App* cmd, PlacementOptions& f) {
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
}

}  // namespace

Command AddPlacementCommand(CLI::App& app) {
  struct Flags {
    PlacementOptions options;
    bool json = false;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "placement", "a parameter's DTensor/FSDP2 placements and each rank's local shard");
  AddPlacementFlags(cmd, flags->options);
  cmd->add_flag("--json", flags->json, "print JSON");
  return {cmd, [flags] {
            absl::StatusOr<nlohmann::ordered_json> json = PlacementJson(flags->options);
            if (!json.ok()) return FailWithPrefix(json.status());
            if (flags->json) {
              std::cout << json->dump(2) << "\n";
            } else {
              std::cout << PlacementToText(*json);
            }
            return 0;
          }};
}

}  // namespace collopt
