// collopt/mesh/megatron_groups.h — Megatron's process groups as a
// ProcessGroupCollection.
//
// Source: Megatron-LM `megatron/core/parallel_state.py`
// (`initialize_model_parallel`, `create_all_gather_groups`,
// `default_embedding_ranks`, `default_position_embedding_ranks`) and
// `megatron/core/process_groups_config.py` (`ProcessGroupCollection`). The
// dense ("decoder") generator has ep = 1; the expert generator has cp = 1.
// gtp_remat is 1 (so injecting it into the order changes nothing) and there
// is one distributed-optimizer instance (so `intra_dp_cp` = `dp_cp` and
// `intra_expt_dp` = `expt_dp`; those fields are not listed).
// See ../shared/reference/fsdp_ep_pg_semantics.md §4.1–4.4.
#ifndef COLLOPT_MESH_MEGATRON_GROUPS_H_
#define COLLOPT_MESH_MEGATRON_GROUPS_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "mesh/device_mesh.h"
#include "mesh/megatron_ranks.h"

namespace collopt {

/// `initialize_model_parallel`'s arguments.
struct MegatronConfig {
  int64_t world_size = 1;
  int64_t tp = 1;
  int64_t pp = 1;
  int64_t cp = 1;
  int64_t ep = 1;
  int64_t etp = 0;  // expert tensor parallel degree; 0 = tp
  std::string order = "tp-cp-ep-dp-pp";
  int64_t rank_offset = 0;
  /// `--create-all-gather-group` (PRs #2663, #3249): add dp_cp_ag, and
  /// expt_dp_ag when ep > 1.
  bool create_all_gather_groups = true;
};

/// The two generators and the derived data-parallel sizes.
struct MegatronLayout {
  MegatronConfig config;
  int64_t dp = 1;   // W / (tp*pp*cp)
  int64_t edp = 1;  // W / (etp*ep*pp)
  RankGenerator dense;
  RankGenerator expert;
};

/// Validates `config` and builds the generators. Rules: W % (tp*pp*cp) == 0;
/// W % (etp*ep*pp) == 0; the RankGenerator rules (order tokens, sizes);
/// dense pp groups == expert pp groups; and when the order does not end with
/// pp and pp > 1, edp == dp. Errors name the rule broken.
absl::StatusOr<MegatronLayout> MakeMegatronLayout(const MegatronConfig& config);

/// ProcessGroupCollection fields → rank lists, in this order:
///   dense: tp, cp, dp, dp_cp, mp (tp-pp), pp, embd (first and last stage of
///   each pp group), pos_embd (first stage), tp_cp, tp_dp (the
///   `_TENSOR_AND_DATA_PARALLEL_GROUP` global, no PGC field), tp_dp_cp;
///   expert: ep, expt_tp, tp_ep, tp_ep_pp, expt_dp;
///   all-gather copies (when config.create_all_gather_groups): dp_cp_ag (same
///   ranks as dp_cp), expt_dp_ag (same ranks as expt_dp; only when ep > 1).
/// The AG copies carry the rank offset: they copy the group the
/// reduce-scatter uses (Megatron's `create_all_gather_groups` builds them
/// with rank_offset 0, a caveat the reference note records).
GroupTable MegatronGroups(const MegatronLayout& layout);

}  // namespace collopt

#endif  // COLLOPT_MESH_MEGATRON_GROUPS_H_
