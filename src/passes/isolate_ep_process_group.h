// collopt/passes/isolate_ep_process_group.h — EP all_to_alls on a private communicator.
//
// torchtitan's `isolate_ep_process_group_pass` (PR #3369;
// shared/reference/fsdp_ep_pg_semantics.md §1.4). An expert-parallel
// all_to_all that shares its group OBJECT with any non-EP collective
// (all_gather, reduce_scatter, all_reduce, broadcast) queues behind them on
// one stream. Each such EP group gets one extra high-priority group with the
// same ranks in the EP group's order (desc "ep_extra"), from a registry
// separate from the FSDP one, and every all_to_all_single on it moves there.
// Identity is by group object: a distinct group over the same ranks is left
// alone; the same object with different rank lists is an error.
//
//   before: a2a = all_to_all_single(x, out, in, '0'); ag = all_gather_into_tensor(w, 8, '0')
//   after:  a2a = all_to_all_single(x, out, in, '0_ep'); ag unchanged
#ifndef COLLOPT_PASSES_ISOLATE_EP_PROCESS_GROUP_H_
#define COLLOPT_PASSES_ISOLATE_EP_PROCESS_GROUP_H_

#include "passes/pass.h"
#include "passes/process_group_registry.h"

namespace collopt {

class IsolateEpProcessGroup : public Pass {
 public:
  explicit IsolateEpProcessGroup(ProcessGroupRegistry& registry) : registry_(registry) {}
  std::string_view name() const override { return "isolate-ep-process-group"; }
  absl::StatusOr<bool> Run(Graph& graph) override;

 private:
  ProcessGroupRegistry& registry_;
};

/// A registry configured as torchtitan's EP one (suffix "ep", high priority).
ProcessGroupRegistry MakeEpRegistry();

}  // namespace collopt

#endif  // COLLOPT_PASSES_ISOLATE_EP_PROCESS_GROUP_H_
