// collopt/analysis/module_plan.h — a module bucket plan, resolved to collectives.
//
// PyTorch's `manual_overlap_bucketing(gm, module_bucket_plans)` and
// torchtitan's graph trainer bucket each module's FSDP collectives together
// (shared/reference/pytorch_overlap_passes.md §2.6, fsdp_ep_pg_semantics.md
// §1.6). A plan is a list of entries in forward module order; each entry is
// one module (or several bucketed together) and names the FSDP collectives of
// its parameters. Entries are disjoint. Collectives are named, not numbered,
// so an entry stays valid while passes renumber the graph.
#ifndef COLLOPT_ANALYSIS_MODULE_PLAN_H_
#define COLLOPT_ANALYSIS_MODULE_PLAN_H_

#include <string>
#include <vector>

#include "analysis/parameter_collectives.h"
#include "ir/graph.h"

namespace collopt {

/// One plan entry: a module (or modules bucketed together) and its FSDP
/// collectives.
struct ModuleEntry {
  std::string name;                          // "block.3", "head", "layers.0", "norm+output"
  std::vector<std::string> params;           // parameter names (graph inputs), by index
  std::vector<std::string> all_gathers;      // collective node names, program order
  std::vector<std::string> reduce_scatters;  // gradient reduce_scatters, program order
  std::vector<std::string> all_reduces;      // gradient all_reduces (HSDP), program order
};

/// Entries in forward module order (the order their forwards run).
using ModulePlan = std::vector<ModuleEntry>;

/// The entry holding `params` (FindParameters results), its collectives in
/// program order.
ModuleEntry MakeModuleEntry(const Graph& graph, std::string name,
                            const std::vector<const Parameter*>& params);

/// True when the entry names no collective.
inline bool IsEmpty(const ModuleEntry& entry) {
  return entry.all_gathers.empty() && entry.reduce_scatters.empty() && entry.all_reduces.empty();
}

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_MODULE_PLAN_H_
