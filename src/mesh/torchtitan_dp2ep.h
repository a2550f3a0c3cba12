// collopt/mesh/torchtitan_dp2ep.h — torchtitan's older "dp2ep" mesh.
//
// Source: torchtitan `torchtitan/distributed/parallel_dims.py` before PR #1660
// (`183a0d2e7^`, `ParallelDims._build_mesh_with_ep`). EP borrows all of cp and
// part of dp_shard (ETP = TP), or also tp (ETP = 1). The mesh is
// `init_device_mesh` over (pp, dp_replicate, dp_shard_mod_ep, dp_shard_in_ep,
// cp, tp); dropping size-1 dims, as the original does, changes no rank list.
// See ../shared/reference/fsdp_ep_pg_semantics.md §2.2.
#ifndef COLLOPT_MESH_TORCHTITAN_DP2EP_H_
#define COLLOPT_MESH_TORCHTITAN_DP2EP_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "mesh/torchtitan_mesh.h"

namespace collopt {

/// The dp2ep split of dp_shard: dp_shard = mod_ep * in_ep.
struct Dp2EpDims {
  ParallelDims dims;
  bool etp_is_tp = true;  // expert tensor parallel degree: tp (true) or 1 (false)
  int64_t mod_ep = 1;     // dp_shard_mod_ep: the expert FSDP degree
  int64_t in_ep = 1;      // dp_shard_in_ep: the part of dp_shard inside ep
};

/// Validates `config` as HEAD does (MakeParallelDims) and then, when ep > 1,
/// the dp2ep rules: ETP = TP needs ep % cp == 0 and (dp_shard*cp) % ep == 0
/// (mod_ep = dp_shard*cp/ep, in_ep = ep/cp); ETP = 1 needs ep % (cp*tp) == 0
/// and (dp_shard*cp*tp) % ep == 0 (mod_ep = dp_shard*cp*tp/ep,
/// in_ep = ep/(cp*tp)). With ep == 1, mod_ep = dp_shard and in_ep = 1.
/// Errors name the rule broken.
absl::StatusOr<Dp2EpDims> MakeDp2EpDims(const ParallelDimsConfig& config, bool etp_is_tp);

/// The dp2ep mesh (pp, dp_replicate, dp_shard_mod_ep, dp_shard_in_ep, cp, tp).
MeshView Dp2EpView(const Dp2EpDims& dims);

/// Groups for all ranks, in this order: pp, dp_replicate, tp, cp,
/// dp (dp_replicate, mod, in), dp_shard_cp (mod, in, cp: dense FSDP),
/// dp_cp (dp_replicate, mod, in, cp: the loss), ep ((in, cp) or (in, cp, tp)
/// when ETP = 1), dp_shard_mod_ep (expert FSDP), dp_shard_in_ep.
GroupTable Dp2EpGroups(const Dp2EpDims& dims);

}  // namespace collopt

#endif  // COLLOPT_MESH_TORCHTITAN_DP2EP_H_
