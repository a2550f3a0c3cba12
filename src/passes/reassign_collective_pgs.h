// collopt/passes/reassign_collective_pgs.h — FSDP all_gathers on their own communicator.
//
// torchtitan's `reassign_collective_pgs_pass` (graph_trainer, PR #3156/#3592;
// shared/reference/fsdp_ep_pg_semantics.md §1.3). Collectives on one process
// group share a communicator and a stream, so a backward all_gather prefetch
// queues behind the previous layer's reduce_scatter. This pass:
//  1. finds the FSDP all_gathers — waited all_gathers whose input reaches a
//     graph input through single-input ops (a parameter, maybe cast) — and the
//     ordered set of their process groups;
//  2. gets, per such group, an extra group with the same ranks in the same
//     order (normal priority, desc "fsdp_extra") from a registry shared by
//     every graph of the invocation;
//  3. moves EVERY all_gather on those groups to the extra group;
//     reduce_scatter and all_reduce stay.
// No FSDP all_gather, or all of them already on a group that copies another
// (`same_ranks_as` set: an extra group read back from an optimized graph) →
// unchanged, so re-optimizing collopt's output is idempotent. Run it before
// bucketing.
//
//   before: ag = all_gather_into_tensor(cast, 8, '0'); rs = reduce_scatter_tensor(g, 'avg', 8, '0')
//   after:  ag = all_gather_into_tensor(cast, 8, '0_ag'); rs = ...(g, 'avg', 8, '0')
#ifndef COLLOPT_PASSES_REASSIGN_COLLECTIVE_PGS_H_
#define COLLOPT_PASSES_REASSIGN_COLLECTIVE_PGS_H_

#include "passes/pass.h"
#include "passes/process_group_registry.h"

namespace collopt {

class ReassignCollectivePgs : public Pass {
 public:
  explicit ReassignCollectivePgs(ProcessGroupRegistry& registry) : registry_(registry) {}
  std::string_view name() const override { return "reassign-collective-pgs"; }
  absl::StatusOr<bool> Run(Graph& graph) override;

 private:
  ProcessGroupRegistry& registry_;
};

/// A registry configured as torchtitan's FSDP one (suffix "ag", normal priority).
ProcessGroupRegistry MakeFsdpAllGatherRegistry();

}  // namespace collopt

#endif  // COLLOPT_PASSES_REASSIGN_COLLECTIVE_PGS_H_
