// collopt/api/placement_report.h — a parameter's placements and each rank's shard.
//
// Two ways to state a parameter's sharding:
//   explicit spec:  --shape 8,8 --mesh 2,2 --placements "SS(0,2),S(0)"
//                   [--mesh-names dp,tp]
//   FSDP2 rule:     --shape 16,6,8 --dp-shard 4 [--dp-replicate 2 | --ddp]
//                   [--fsdp-dim 0 | --num-experts E]
//                   [--inner "ep=2:S(0)" --inner "tp=2:S(2)"]
//                   (mesh/fsdp_placement.h derives `_spmd_placements`)
// and [--rank R] [--json]. For each rank: mesh coordinates, local shape,
// global offset and held index ranges per tensor dim (mesh/placement.h).
// Under the FSDP2 rule also the physical layout FSDP stores (inner chunk
// first, then FSDP's chunk of it; mesh/fsdp_sharding.h), whether the spec
// matches it, and the FSDP padded shard shape. JSON shape (stable):
//   {"global_shape": [...], "mesh": {"names": [...], "shape": [...]},
//    "placements": ["SS(0,2)", "S(0)"],
//    "ranks": [{"rank": 0, "coords": [0, 0], "local_shape": [...],
//               "global_offset": [...], "indices": ["0-1", "0-7"],
//               "physical": {...same three fields...}, "matches_physical": true,
//               "fsdp_padded_shape": [...]}, ...]}
// ("physical", "matches_physical" and "fsdp_padded_shape" only under FSDP/HSDP).
#ifndef COLLOPT_API_PLACEMENT_REPORT_H_
#define COLLOPT_API_PLACEMENT_REPORT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// `collopt placement` flags.
struct PlacementOptions {
  std::string shape;               // global shape, "16,6,8"
  std::string mesh;                // explicit spec: mesh sizes, "4,2,2"
  std::string mesh_names;          // explicit spec: optional names, "dp,ep,tp"
  std::string placements;          // explicit spec: "SS(0,2),S(0),S(2)"
  int64_t dp_shard = 0;            // FSDP2 rule: FSDP degree (HSDP: shard degree)
  int64_t dp_replicate = 1;        // FSDP2 rule: > 1 = HSDP (with --ddp: the DDP degree)
  bool ddp = false;                // FSDP2 rule: replicate only
  int64_t fsdp_dim = 0;            // FSDP2 rule: FSDP's Shard dim
  int64_t num_experts = 0;         // > 0: torchtitan's expert rule picks the FSDP dim
  std::vector<std::string> inner;  // FSDP2 rule: "NAME=SIZE:PLACEMENT", at most 2
  int64_t rank = -1;               // -1 = all ranks
};

/// The most ranks PlacementJson lists without --rank (one row each).
inline constexpr int64_t kMaxListedRanks = 65536;
/// The largest mesh PlacementJson accepts (2^40 ranks).
inline constexpr int64_t kMaxPlacementWorld = int64_t{1} << 40;

/// Runs the placement computation for `flags` and returns the JSON
/// described above. With `rank` set only that rank is computed, so a mesh
/// of any size up to kMaxPlacementWorld answers at once; without it, a mesh
/// of more than kMaxListedRanks ranks is an error that asks for --rank. Errors: malformed flags,
/// both or neither way of stating the sharding, the rule errors of mesh/placement.h,
/// mesh/fsdp_placement.h and mesh/fsdp_sharding.h (e.g. uneven FSDP on a dim > 0).
absl::StatusOr<nlohmann::ordered_json> PlacementJson(const PlacementOptions& flags);

/// A text table of PlacementJson's result.
std::string PlacementToText(const nlohmann::ordered_json& json);

}  // namespace collopt

#endif  // COLLOPT_API_PLACEMENT_REPORT_H_
