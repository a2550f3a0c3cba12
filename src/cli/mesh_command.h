// collopt/cli/mesh_command.h — `collopt mesh` and `collopt placement`.
//
// `collopt mesh --world-size W [--dp-replicate N] [--dp-shard N|-1] [--cp N]
//   [--tp N] [--pp N] [--ep N] [--etp N] [--style torchtitan|megatron|
//   torchtitan-dp2ep] [--order tp-cp-ep-dp-pp] [--rank-offset N]
//   [--no-ag-groups] [--rank R] [--json]` prints every process group's rank
// lists (mesh/torchtitan_mesh.h, mesh/torchtitan_dp2ep.h,
// mesh/megatron_groups.h). JSON shape (stable, for scripts):
//   {"world_size": W, "style": "torchtitan", "degrees": {"dp_replicate": 1, ...},
//    "groups": {"tp": [[0, 1], [2, 3], ...], "fsdp": [...], ...}}
// With --rank R, each group name lists only the group holding R.
//
// `collopt placement` is in cli/placement_command.h; AddMeshCommands
// registers both.
#ifndef COLLOPT_CLI_MESH_COMMAND_H_
#define COLLOPT_CLI_MESH_COMMAND_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "cli/placement_command.h"
#include "mesh/device_mesh.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// `collopt mesh` flags.
struct MeshFlags {
  std::string style = "torchtitan";  // torchtitan, megatron or torchtitan-dp2ep
  int64_t world_size = 0;
  int64_t dp_replicate = 1;  // torchtitan styles only
  int64_t dp_shard = -1;     // -1 = infer (megatron: must equal W/(tp*pp*cp) if given)
  int64_t cp = 1;
  int64_t tp = 1;
  int64_t pp = 1;
  int64_t ep = 1;
  int64_t etp = 0;            // expert tp (megatron; dp2ep: tp or 1); 0 = tp
  std::string order;          // megatron order; "" = tp-cp-ep-dp-pp
  int64_t rank_offset = 0;    // megatron only
  bool no_ag_groups = false;  // megatron: omit dp_cp_ag / expt_dp_ag
  int64_t rank = -1;          // -1 = all ranks
  bool json = false;
};

/// The groups of one layout.
struct MeshResult {
  std::string style;
  int64_t world_size = 0;
  std::vector<std::pair<std::string, int64_t>> degrees;  // resolved degrees, display order
  GroupTable groups;
};

/// Validates the flags, builds the layout of `flags.style` and its groups
/// (filtered to the ones holding flags.rank when >= 0). Errors: the layout's
/// own rule errors; a flag that does not apply to the style; a rank outside
/// [rank_offset, rank_offset + W).
absl::StatusOr<MeshResult> BuildMesh(const MeshFlags& flags);

nlohmann::ordered_json MeshToJson(const MeshResult& result);
/// One line per group name: "tp   [0, 1] [2, 3] ...".
std::string MeshToText(const MeshResult& result);

/// The `mesh` and `placement` subcommands and their flags. Register once with
/// AddMeshCommands (the flags are bound by address, so the object must not
/// move afterwards), then after parsing: `if (c.Parsed()) return c.Run();`.
struct MeshCommands {
  CLI::App* mesh = nullptr;
  CLI::App* placement = nullptr;
  MeshFlags mesh_flags;
  PlacementFlags placement_flags;

  MeshCommands() = default;
  MeshCommands(const MeshCommands&) = delete;
  MeshCommands& operator=(const MeshCommands&) = delete;

  /// Whether either subcommand was given.
  bool Parsed() const;
  /// Runs the parsed subcommand: prints to stdout, errors to stderr; returns
  /// the exit code (0 or 1).
  int Run() const;
};

/// Adds `mesh` and `placement` to `app`, bound to `commands`.
void AddMeshCommands(CLI::App& app, MeshCommands& commands);

}  // namespace collopt

#endif  // COLLOPT_CLI_MESH_COMMAND_H_
