// collopt/cli/check_hangs_command.cc — see check_hangs_command.h.
#include "cli/check_hangs_command.h"

#include <iostream>
#include <memory>

#include "api/verify.h"
#include "cli/mesh_flags.h"

namespace collopt {

Command AddCheckHangsCommand(CLI::App& app) {
  struct Flags {
    std::string path;
    std::string format = "auto";
    LoadOptions load;
    HangCheckOptions hang;
    std::vector<std::string> group_ranks;
    MeshRanksRequest mesh;
    std::vector<std::string> group_dims;
    bool json = false;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "check-hangs",
      "report every way the ranks can wait on each other in a cycle: collectives in flight "
      "together on groups sharing ranks, or across an op whose communication is unseen");
  cmd->add_option("FILE", flags->path, "the graph file")->required();
  cmd->add_option("--format", flags->format, "input format")
      ->check(CLI::IsMember({"auto", "repro", "readable", "trace"}));
  cmd->add_option("--max-connections", flags->hang.max_connections,
                  "CUDA_DEVICE_MAX_CONNECTIONS of the run: 1 (default) starts kernels in issue "
                  "order on every rank")
      ->check(CLI::Range(1, 128));
  cmd->add_option("--group-ranks", flags->group_ranks,
                  "NAME=R,R,...: the global ranks of a group the graph's table gives none for "
                  "(repeatable)");
  AddMeshFlags(cmd, flags->mesh.mesh, false,
               "with --world-size: the global rank whose graph this is (default the first)");
  cmd->add_option("--group-dim", flags->group_dims,
                  "NAME=DIM: the mesh group (as `collopt mesh` names it) a graph group is, "
                  "where its name and size do not say (repeatable)");
  cmd->add_flag("--allow-unknown-ops", flags->load.shape.allow_unknown_ops,
                "treat ops without a shape rule as opaque (annotation used when present), "
                "and accept overloads and arguments newer than PyTorch's schemas collopt has");
  cmd->add_flag("--json", flags->json, "print the report as JSON");
  return {cmd, [flags] {
            auto format = ParseInputFormat(flags->format);
            if (!format.ok()) return Fail(format.status());
            flags->load.format = *format;
            for (const std::string& text : flags->group_ranks) {
              if (auto s = ParseGroupRanks(text, flags->hang.group_ranks); !s.ok()) return Fail(s);
            }
            for (const std::string& text : flags->group_dims) {
              if (auto s = ParseGroupDim(text, flags->mesh.dims); !s.ok()) return Fail(s);
            }
            if (flags->mesh.mesh.world_size == 0 && !flags->mesh.dims.empty()) {
              return Fail(absl::InvalidArgumentError(
                  "error: --group-dim needs a layout: give --world-size and the mesh flags"));
            }
            auto result = CheckHangsFile(flags->path, flags->load, flags->hang, flags->mesh);
            if (!result.ok()) return Fail(result.status());
            if (flags->json) {
              std::cout << HangReportToJson(result->graph, result->report).dump(2) << "\n";
            } else {
              std::cout << FormatHangReport(result->graph, result->report);
            }
            return result->report.hang_free() ? 0 : 1;
          }};
}

}  // namespace collopt
