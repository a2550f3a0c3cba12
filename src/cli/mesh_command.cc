// collopt/cli/mesh_command.cc — see mesh_command.h.
#include "cli/mesh_command.h"

#include <cstdio>
#include <iostream>
#include <memory>

#include "api/mesh_layout.h"
#include "cli/mesh_flags.h"

namespace collopt {
Command AddMeshCommand(CLI::App& app) {
  struct Flags {
    MeshOptions options;
    bool json = false;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "mesh", "process-group rank lists of a torchtitan or Megatron FSDP/HSDP+TP+CP+PP+EP layout");
  AddMeshFlags(cmd, flags->options, true, "show only the groups holding this rank");
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
