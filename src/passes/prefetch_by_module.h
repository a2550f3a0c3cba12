// collopt/passes/prefetch_by_module.h — prefetch all_gathers and defer
// reduce_scatter waits module by module.
//
// Step 2 of PyTorch's manual overlap (`_manual_reorder_graph`, shared/
// reference/pytorch_overlap_passes.md §2.6; torchtitan's transformer-block
// reordering, fsdp_ep_pg_semantics.md §1.6), on the entries bucket-by-module
// produced:
//  - all_gathers: entries are taken in the order their gathered parameters
//    are first used (forward order in a forward graph, reverse in a
//    backward graph); the all_gathers of entry i+K are issued just before
//    the wait of entry i's all_gather (K = `depth`, the reference's fixed 1),
//    the first K entries' together with the first. With K = 1:
//      ag0 → w0 → c0 → ag1 → w1 → c1   becomes   ag0 → ag1 → w0 → c0 → w1 → c1
//  - reduce_scatters / all_reduces: entries in issue order; the wait of
//    entry j's reduction goes just after the issue of entry j+1's, so each
//    gradient reduction overlaps the next module's backward compute;
//  - every other node keeps its relative order; casts and copy-ins of a
//    moved all_gather move with it.
// The order is a priority topological sort (O((N + E) log N)). Peak memory
// (sim/memory.h) must stay under the limit: when depth K does not fit, K−1,
// …, 0 are tried; if none fits, the lowest peak is kept with a warning, or
// the input order when its peak is lower still.
#ifndef COLLOPT_PASSES_PREFETCH_BY_MODULE_H_
#define COLLOPT_PASSES_PREFETCH_BY_MODULE_H_

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "analysis/module_plan.h"
#include "passes/pass.h"

namespace collopt {

struct ModulePrefetchOptions {
  /// Modules an all_gather is issued ahead of its own (the reference: 1).
  int64_t depth = 1;
  /// Peak-memory limit in bytes; nullopt = the input's peak + max(1 GiB,
  /// 5 %) (as schedule-overlap); negative = none.
  std::optional<int64_t> memory_limit_bytes;
};

struct ModulePrefetchOutcome {
  /// The depth used; -1 when every depth's peak is over the limit and over
  /// the input order's, which is then kept.
  int64_t depth = 0;
  int64_t memory_limit_bytes = 0;
  int64_t peak_before_bytes = 0;
  int64_t peak_after_bytes = 0;
  bool limit_met = true;
};

class PrefetchByModule : public Pass {
 public:
  /// `modules` (bucket-by-module's modules(), read when Run is called) must
  /// outlive the pass.
  PrefetchByModule(const ModulePlan* modules, ModulePrefetchOptions options)
      : modules_(modules), options_(options) {}

  std::string_view name() const override { return "prefetch-by-module"; }
  /// Errors: Internal when an entry names a node the graph lacks.
  absl::StatusOr<bool> Run(Graph& graph) override;

  const ModulePrefetchOutcome& outcome() const { return outcome_; }

  /// The order for one depth (0 = no prefetch, reduce_scatter waits still
  /// deferred), for tests.
  static absl::StatusOr<std::vector<NodeId>> OrderForDepth(const Graph& graph,
                                                           const ModulePlan& modules,
                                                           int64_t depth);

 private:
  const ModulePlan* modules_;
  ModulePrefetchOptions options_;
  ModulePrefetchOutcome outcome_;
};

}  // namespace collopt

#endif  // COLLOPT_PASSES_PREFETCH_BY_MODULE_H_
