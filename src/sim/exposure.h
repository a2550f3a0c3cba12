// collopt/sim/exposure.h — why each collective is exposed, and what change
// would hide it (`collopt explain`).
//
// The simulator (sim/simulator.h) blocks the compute stream at a collective's
// wait until the collective ends; that blocked time is the collective's
// exposed time, and the exposed times of all collectives sum to the step's
// exposed total. For a collective c exposed E µs, with duration d, issued at
// i, started at s ≥ i (FIFO behind its group's earlier collectives) and
// waited on at w (so E = s + d − w), each cause below is measured as the part
// of E it accounts for:
//  - fifo: min(s − i, E), the time c queued behind the collective before it
//    on its group's stream;
//  - issued_late: min(L, E), L = the compute-stream time between c's last
//    input becoming available and c's issue (c could have been issued L
//    earlier); memory_limit instead when the memory limit is set and holding
//    c's output from that point (the peak of the live bytes over the span +
//    c's output bytes, sim/memory.h) would exceed it;
//  - wait_early: min(G, E), G = the compute-stream time between c's wait and
//    the first node that reads c's result (through views; the output node
//    when nothing else does);
//  - launch_overhead: min(F, E), F = c's fixed per-call time (the cost
//    model's time for the same collective at 1 byte: launch and latency),
//    when another collective of the same kind on the same group can share
//    its launch (bucketing);
//  - late_input: min(I, E), I = the compute that ran in the E µs before c's
//    input was ready and does not feed c (c's input is produced late: its
//    producers could have run first);
// and c's cause is the one accounting for most of E (ties in the order
// above), if it accounts for at least a tenth of E; else
//  - data_dependency: c's consumer needs it at once and no compute
//    independent of it is in reach.
// A synchronous collective (ir/op_class.h IsSynchronousCollective) blocks
// the compute stream from its issue: shared_stream.
//
// Each cause comes with the change that removes it, and the step time that
// change alone saves, simulated on the graph with only that change (the
// simulator's what-ifs and issue orders): fifo → move c to a new process
// group over the same ranks (reassign-pgs); issued_late / memory_limit →
// issue c right after its last input (prefetch k compute ops further, at the
// memory it costs); wait_early → wait just before the first reader;
// launch_overhead → bucket with the named collective (c's fixed time paid
// once); late_input → run c's producers in reach first, then c;
// shared_stream → issue it asynchronously, waited by its first reader. For
// data_dependency the only change is to split c and its consumer (all_gather,
// all_to_all) or producer (reduce_scatter, all_reduce) into k chunks
// (async-tp, ep-chunk-overlap); that saving is an estimate, not simulated:
// with compute C beside it, k chunks expose d/k + (k − 1)/k · max(0, d − C)
// plus (k − 1) fixed per-call times, best of k ∈ {2, 4, 8}.
//
// Cost: one simulation with node times, the memory profile, and per exposed
// collective O(inputs + users + the nodes in its reach); then one simulation
// per priced fix. O(nodes · (1 + priced)) in all.
#ifndef COLLOPT_SIM_EXPOSURE_H_
#define COLLOPT_SIM_EXPOSURE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cost/cost_model.h"
#include "ir/graph.h"
#include "sim/simulator.h"

namespace collopt {

/// Why a collective is exposed (see the top of this file). The names are
/// the JSON spellings.
enum class ExposureCause : uint8_t {
  kDataDependency,
  kFifo,
  kMemoryLimit,
  kIssuedLate,
  kWaitEarly,
  kLaunchOverhead,
  kLateInput,
  kSharedStream,
};

/// "data_dependency", "fifo", "memory_limit", "issued_late", "wait_early",
/// "launch_overhead", "late_input", "shared_stream".
std::string_view ExposureCauseName(ExposureCause cause);

/// One exposed collective, its cause and the fix.
struct ExposedCollective {
  NodeId node = kNoNode;
  NodeId wait = kNoNode;  // the wait that blocked on it (itself when synchronous)
  std::string group;
  CollectiveKind kind = CollectiveKind::kAllGather;
  double exposed_us = 0;
  double comm_us = 0;  // its duration on its stream
  ExposureCause cause = ExposureCause::kDataDependency;
  /// µs of exposed_us the cause accounts for (the whole for data_dependency
  /// and shared_stream).
  double cause_us = 0;
  /// fifo: the collective it queued behind; late_input: the first compute op
  /// that ran before its input and does not feed it; wait_early: the first
  /// reader of its result; launch_overhead: the collective to bucket with;
  /// data_dependency: its consumer (all_gather, all_to_all) or producer
  /// (reduce_scatter, all_reduce); else kNoNode.
  NodeId blocked_by = kNoNode;
  /// issued_late / memory_limit: its last input, which the prefetch issues
  /// it right after (a graph input: at the start); else kNoNode.
  NodeId fix_after = kNoNode;
  /// Compute ops the fix moves it (or its wait) past: prefetch distance for
  /// issued_late / memory_limit, wait distance for wait_early, producers
  /// moved for late_input; chunks for data_dependency.
  int64_t fix_count = 0;
  /// Peak memory in bytes the fix needs: issued_late / memory_limit, the peak
  /// with c's output held from its input on (else 0).
  int64_t fix_peak_bytes = 0;
  /// The step time the fix alone saves (µs; negative when it costs), or
  /// nullopt when not priced (ExplainOptions::priced) or no fix exists.
  std::optional<double> saving_us;
  bool saving_estimated = false;  // data_dependency's chunking estimate
};

struct ExposureReport {
  double step_us = 0;
  double exposed_us = 0;  // the simulator's total; = Σ exposed_us of `collectives`
  std::optional<int64_t> memory_limit_bytes;
  int64_t peak_bytes = 0;
  /// Every collective with exposed time, most exposed first (ties: issue order).
  std::vector<ExposedCollective> collectives;
  /// Every collective's timing, exposed or not, in issue order.
  std::vector<CollectiveTiming> timings;
};

struct ExplainOptions {
  /// Launch overhead, shared links, contention (its `order` must be empty:
  /// explain reads the graph's program order).
  SimOptions sim;
  /// Peak-memory limit in bytes that a prefetch must respect (memory_limit
  /// cause); nullopt = none.
  std::optional<int64_t> memory_limit_bytes;
  /// How many collectives, most exposed first, get their fix priced by
  /// simulation; 0 = every one.
  size_t priced = 20;
};

/// Explains every exposed collective of `graph` in program order, with
/// per-node `costs` (indexed by NodeId, as Simulate takes them) and the cost
/// `model` that priced them (for the fixed per-call time of collectives).
ExposureReport ExplainExposure(const Graph& graph, const std::vector<NodeCost>& costs,
                               const CostModel& model, const ExplainOptions& options);

}  // namespace collopt

#endif  // COLLOPT_SIM_EXPOSURE_H_
