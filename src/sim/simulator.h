// collopt/sim/simulator.h — where a training step's time goes.
//
// Replays the graph in its given order on a simple machine model:
//  - one compute stream runs every non-collective op, one after another, each
//    taking its cost (cost/cost_model.h) plus the launch overhead;
//  - one stream per process group runs that group's collectives FIFO in issue
//    order: a collective is issued when the compute stream reaches it (issuing
//    costs the launch overhead on the compute stream), and starts when its
//    stream is free;
//  - a wait blocks the compute stream until its collective ends; the blocked
//    time is that process group's exposed time. A wait on a graph input (a
//    collective of an earlier graph) does not block. A synchronous collective
//    (ir/op_class.h IsSynchronousCollective) is its own wait: the compute
//    stream blocks from its issue to its end.
// Step time = when the last stream goes idle. Lower bound LB = max(compute
// busy, the busiest process-group stream, the longest dependency path with
// every op at its cost); step ≥ LB always. By default (as autoparallel's
// overlap simulator, reference peer_autoparallel_overlap_simulator.md §1.7)
// the model leaves out link sharing between concurrent groups and stream
// priorities.
//
// With SimOptions::contention enabled, a compute op runs slower while
// collectives are in flight beside it (cost/contention.h): each stretch of
// its work is scaled by the largest factor among the collectives running
// then (SM-bound or memory-bound, NodeCost::sm_bound), so an op half
// overlapped is half slowed. Collectives are not slowed by compute. The
// extra compute time is SimResult::contention_us; the lower bound takes
// compute at its time alone. Not combined with shared links (ignored there:
// a collective's end is only known when its wait asks).
//
// With SimOptions::shared_links, groups over the same ranks share their
// network links: a group and the extra groups the passes made from it
// (ProcessGroup::same_ranks_as), or groups with equal non-empty rank lists.
// Collectives in flight on one link share its bandwidth (fluid processor
// sharing, each at 1/n of full speed), except that collectives of
// high-priority groups (NCCL high-priority streams, ProcessGroup::
// high_priority) take the whole link while any is running, and the others
// pause. Each group's stream stays FIFO. LB then uses the busiest link.
#ifndef COLLOPT_SIM_SIMULATOR_H_
#define COLLOPT_SIM_SIMULATOR_H_

#include <string>
#include <vector>

#include "cost/cost_model.h"
#include "ir/graph.h"
#include "sim/memory.h"

namespace collopt {

struct SimOptions {
  double launch_overhead_us = 0;  // per call op, on the compute stream
  /// Issue order to simulate (node ids, topological); empty = program order.
  /// Lets the scheduler price a candidate order without rewriting the graph.
  std::vector<NodeId> order;
  /// Also compute the memory profile (SimResult::memory).
  bool compute_memory = true;
  /// Groups over the same ranks share links; priorities honoured (above).
  bool shared_links = false;
  /// Compute slowed by collectives in flight (above); disabled by default.
  ContentionModel contention;
  /// What-ifs (`collopt explain` prices each fix with them, sim/exposure.h):
  /// collectives that run each on a stream of its own, as if moved to a new
  /// process group over the same ranks (with shared links, on the same link
  /// as their group). Their exposure still counts to their group.
  std::vector<NodeId> own_stream;
  /// Synchronous collectives (IsSynchronousCollective) run asynchronously:
  /// the compute stream goes on, and the first node that reads one waits for
  /// its end (as a functional collective with its wait before its first user).
  std::vector<NodeId> run_async;
  /// Also fill SimResult::done_us.
  bool record_node_times = false;
  /// Only SimResult::step_us (and the per-group sums and collective timings
  /// the loop keeps) is wanted, as by a search pricing candidate orders: no
  /// events, critical path, lower bound or queue marks are made, and no
  /// memory profile. step_us is the same as without it.
  bool step_only = false;
};

/// One timeline event: a node running on a track (0 = compute, k = the k-th
/// process group in name order).
struct SimEvent {
  NodeId node = kNoNode;
  int32_t track = 0;
  double start_us = 0;
  double duration_us = 0;
};

/// One collective's life on the timeline (SimResult::collectives).
struct CollectiveTiming {
  NodeId node = kNoNode;
  int32_t track = 0;    // as SimEvent::track (an own-stream what-if: a track past the groups')
  double issue_us = 0;  // when the compute stream issued it
  double start_us = 0;  // when its stream started it (≥ issue: FIFO behind others)
  double end_us = 0;    // when it ended
  /// When the compute stream first reached a wait on it (before blocking), or
  /// for a synchronous collective its issue; −1 when nothing waited on it.
  double wait_us = -1;
  NodeId wait = kNoNode;  // that wait (the collective itself when synchronous)
  /// Compute-stream time blocked on it; these sum to SimResult::exposed_us.
  double exposed_us = 0;
  /// The collective before it on its stream, when it started after its
  /// issue (it queued behind that one); else kNoNode.
  NodeId queued_behind = kNoNode;
};

struct ProcessGroupReport {
  std::string name;
  int64_t group_size = 0;
  int64_t collectives = 0;
  int64_t input_bytes = 0;
  double comm_us = 0;     // busy time of the group's stream
  double exposed_us = 0;  // compute-stream time blocked waiting on it
};

struct SimResult {
  double step_us = 0;
  double compute_us = 0;        // busy time of the compute stream (launch overhead included)
  double contention_us = 0;     // of which: compute slowed by collectives in flight
  double critical_path_us = 0;  // longest dependency path
  double lower_bound_us = 0;
  double exposed_us = 0;  // total over process groups
  double comm_us = 0;     // total over process groups
  /// Share of communication time hidden behind compute: 1 − exposed ÷ comm.
  double overlap_ratio = 1;
  MemoryProfile memory;
  std::vector<ProcessGroupReport> process_groups;  // in name order
  std::vector<SimEvent> events;                    // in issue order
  std::vector<CollectiveTiming> collectives;       // in issue order
  /// With SimOptions::record_node_times, per node (indexed by NodeId): when
  /// its result is available on the compute stream — a compute op's end, a
  /// wait's end of blocking, a view's or collective's issue time; −1 for
  /// nodes not run (placeholders, the output, nodes left out of the order).
  std::vector<double> done_us;
};

/// Simulates `graph` in program order with per-node `costs` (indexed by NodeId).
SimResult Simulate(const Graph& graph, const std::vector<NodeCost>& costs,
                   const SimOptions& options = {});

}  // namespace collopt

#endif  // COLLOPT_SIM_SIMULATOR_H_
