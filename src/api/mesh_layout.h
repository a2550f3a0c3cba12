// collopt/api/mesh_layout.h — process-group rank lists of a torchtitan or Megatron layout.
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

#ifndef COLLOPT_API_MESH_LAYOUT_H_
#define COLLOPT_API_MESH_LAYOUT_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "mesh/device_mesh.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// A layout request; the fields are `collopt mesh`'s flags.
struct MeshOptions {
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
};

/// The groups of one layout.
struct MeshResult {
  std::string style;
  int64_t world_size = 0;
  std::vector<std::pair<std::string, int64_t>> degrees;  // resolved degrees, display order
  GroupTable groups;
};

/// The largest world BuildMesh lays out: 2^24 ranks (16,777,216; the
/// largest clusters have about 10^5 GPUs), checked before any group is built.
inline constexpr int64_t kMaxMeshWorld = int64_t{1} << 24;

/// Validates the flags, builds the layout of `flags.style` and its groups
/// (filtered to the ones holding flags.rank when >= 0). Errors: the layout's
/// own rule errors; a flag that does not apply to the style; a rank outside
/// [rank_offset, rank_offset + W); a world over kMaxMeshWorld.
absl::StatusOr<MeshResult> BuildMesh(const MeshOptions& flags);

nlohmann::ordered_json MeshToJson(const MeshResult& result);
/// One line per group name: "tp   [0, 1] [2, 3] ...".
std::string MeshToText(const MeshResult& result);

}  // namespace collopt

#endif  // COLLOPT_API_MESH_LAYOUT_H_
