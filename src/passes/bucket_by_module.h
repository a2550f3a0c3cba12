// collopt/passes/bucket_by_module.h — one bucket per module plan entry and key.
//
// Step 1 of PyTorch's manual overlap (`ManualOverlapScheduler.
// _manual_bucket_collectives`, shared/reference/pytorch_overlap_passes.md
// §2.6; torchtitan's `joint_transformer_block_bucketing_reordering_pass`,
// fsdp_ep_pg_semantics.md §1.6): for each entry of the module plan
// (analysis/module_plan.h), every FSDP collective of one key — kind, process
// group, reduce op, dtype, as the reference's `get_full_bucket_key(…,
// "custom_ops")` — goes into one bucket, with no size cap. FSDP all_gathers on
// `fsdp` and expert-FSDP groups in one entry therefore stay separate
// collectives. Buckets are packed in program order, which for the graphs
// FSDP2 traces is its parameter-registration order (torchtitan's
// `FSDPParamOrderBucketer`). The rewrite is passes/merge_collectives.h.
//
//   before (entry block.0 = {w1, w2}):      after:
//     ag1 = all_gather(cast(w1)); w1' = wait(ag1)   ag = all_gather(cat(cast(w1), cast(w2)))
//     mm1 = mm(x, w1')                              g = wait(ag); w1', w2' = split(g)
//     ag2 = all_gather(cast(w2)); w2' = wait(ag2)   mm1 = mm(x, w1')
//     mm2 = mm(mm1, w2')                            mm2 = mm(mm1, w2')
//
// A collective that cannot be merged (a symbolic shape) stays as it is and is
// reported. Entries' collectives stay listed in modules(), now by the merged
// names, for prefetch-by-module.
#ifndef COLLOPT_PASSES_BUCKET_BY_MODULE_H_
#define COLLOPT_PASSES_BUCKET_BY_MODULE_H_

#include <string_view>
#include <utility>
#include <vector>

#include "analysis/module_plan.h"
#include "passes/merge_collectives.h"
#include "passes/pass.h"

namespace collopt {

class BucketByModule : public Pass {
 public:
  explicit BucketByModule(ModulePlan plan) : plan_(std::move(plan)) {}

  std::string_view name() const override { return "bucket-by-module"; }
  /// Errors: Internal when the plan names a node the graph lacks, or the
  /// rewrite fails (merge_collectives.h).
  absl::StatusOr<bool> Run(Graph& graph) override;

  /// The buckets formed by the last Run, in plan order.
  const std::vector<Bucket>& buckets() const { return buckets_; }
  /// The plan after the last Run: each entry's collectives by their names in
  /// the rewritten graph (merged collectives and the ones left alone).
  const ModulePlan& modules() const { return modules_; }
  /// Every collective the plan covers, by name in the rewritten graph.
  std::vector<std::string> CoveredCollectives() const;

 private:
  ModulePlan plan_;
  std::vector<Bucket> buckets_;
  ModulePlan modules_;
};

}  // namespace collopt

#endif  // COLLOPT_PASSES_BUCKET_BY_MODULE_H_
