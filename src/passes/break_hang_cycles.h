// collopt/passes/break_hang_cycles.h — no two ranks wait on each other.
//
// Runs the hang check (analysis/hang_check.h) and breaks every cycle it
// finds by moving the wait of the collective issued first up to just before
// the node it would otherwise be in flight with (the collective on a group
// sharing ≥ 2 of its ranks, or the communication barrier). Moving a wait
// earlier is always legal (its only input, the collective, is issued before)
// and only shortens in-flight intervals, so it makes no new cycle; the cost
// is the overlap the two had. A collective whose wait the check cannot see
// (a chained or coalesced wait) is left, and the report says so.
//
//   before (groups '0' and '0_ag' share ranks, max connections 8):
//     rs = reduce_scatter_tensor(g, 'sum', 8, '0'); ag = all_gather_into_tensor(w, 8, '0_ag')
//     mm(...); w_rs = wait_tensor(rs); w_ag = wait_tensor(ag)
//   after:
//     rs = ...; w_rs = wait_tensor(rs); ag = ...; mm(...); w_ag = wait_tensor(ag)
//
// With max_connections = 1 only barrier crossings can be cycles.
#ifndef COLLOPT_PASSES_BREAK_HANG_CYCLES_H_
#define COLLOPT_PASSES_BREAK_HANG_CYCLES_H_

#include "analysis/hang_check.h"
#include "passes/pass.h"

namespace collopt {

class BreakHangCycles : public Pass {
 public:
  explicit BreakHangCycles(HangCheckOptions options) : options_(std::move(options)) {}
  std::string_view name() const override { return "break-hang-cycles"; }
  absl::StatusOr<bool> Run(Graph& graph) override;

 private:
  HangCheckOptions options_;
};

}  // namespace collopt

#endif  // COLLOPT_PASSES_BREAK_HANG_CYCLES_H_
