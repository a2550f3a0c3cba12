// collopt/sim/autoparallel_timeline.h — the step time as autoparallel and
// Inductor's overlap runs compute it (`--timeline autoparallel`).
//
// autoparallel `autoparallel/graph_passes/debug_helpers.py`
// `create_execution_trace` (meta-pytorch/autoparallel), the timeline that
// shared/data/h100_inductor_runs/method/inductor_overlap_run.py uses for
// `runtime_ms` (README step 3; shared/reference/
// peer_autoparallel_overlap_simulator.md §1.7). One pass over the nodes in
// graph order, EVERY node (placeholders, get_attr, getitem, waits, output):
//  - a collective start (a `_c10d_functional` op other than wait_tensor)
//    runs on its process group's stream: start = max(compute clock, that
//    stream's clock; a stream first seen starts at the compute clock); the
//    stream's clock becomes start + duration + launch, which is also the
//    collective's recorded end; the compute clock advances by launch;
//  - a wait_tensor whose argument is not a graph input first raises the
//    compute clock to the recorded end of the collective it waits on (through
//    chained waits and coalesced getitems); the raise is that group's exposed
//    time;
//  - every other node (and the wait, after that) starts at the compute clock,
//    which advances by duration + launch (launch = 1 µs).
// Step = the latest start + duration over the nodes with a nonzero duration
// (so the trailing launch overheads and zero-cost nodes do not count).
// No data dependencies beyond program order, no link sharing, no priorities.
//
// Costs (AutoparallelCosts): a node's measured time when it has one (the
// node-costs file); else a collective's from the cost model (the measured
// table, else collopt's NCCL model); a compute op (matmul, attention,
// convolution) from the cost model's compute estimate; any other call
// (pointwise, copies, reductions, Inductor's bucketing copies) Inductor's
// memory-bound estimate (cost/mem_bound.h) at the profile's hbm_gbps; views,
// waits, placeholders, get_attr and output cost 0.
#ifndef COLLOPT_SIM_AUTOPARALLEL_TIMELINE_H_
#define COLLOPT_SIM_AUTOPARALLEL_TIMELINE_H_

#include <vector>

#include "cost/cost_model.h"
#include "ir/graph.h"
#include "sim/simulator.h"

namespace collopt {

struct AutoparallelOptions {
  /// Per node on its stream, and per collective launch on the compute stream
  /// (create_execution_trace's `launch_overhead = 1  # 1us`).
  double launch_overhead_us = 1.0;
  /// Order to simulate (node ids, topological); empty = program order.
  std::vector<NodeId> order;
  /// Also compute the memory profile (SimResult::memory).
  bool compute_memory = true;
  /// Only SimResult::step_us (and the per-group sums) is wanted: no events
  /// and no memory profile. step_us is the same as without it.
  bool step_only = false;
};

/// Per-node costs as the autoparallel timeline prices them (file comment),
/// indexed by NodeId. Sources: kMeasured, kTable, kAnalytic, kRoofline
/// (compute and memory-bound estimates), kFree.
std::vector<NodeCost> AutoparallelCosts(const Graph& graph, const CostModel& model);
/// The same, reusing `estimates` (model.EstimateAll(graph), already made)
/// for the nodes the model prices: no node is estimated twice.
std::vector<NodeCost> AutoparallelCosts(const Graph& graph, const CostModel& model,
                                        const std::vector<NodeCost>& estimates);

/// Runs the timeline. SimResult fields: step_us as above; compute_us = busy
/// time of the compute stream (durations + launch overheads); per process
/// group (name order, every group of graph.process_groups): comm_us = Σ
/// collective durations, exposed_us = Σ compute-clock raises at its waits;
/// lower_bound_us = max(Σ compute durations, busiest group's comm_us) ≤
/// step_us; critical_path_us = 0 (not part of this model); events: one per
/// node with a nonzero duration (track 0 = compute, k = k-th group).
SimResult SimulateAutoparallel(const Graph& graph, const std::vector<NodeCost>& costs,
                               const AutoparallelOptions& options = {});

}  // namespace collopt

#endif  // COLLOPT_SIM_AUTOPARALLEL_TIMELINE_H_
