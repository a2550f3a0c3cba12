// collopt/api/measured_exposure.h — exposed communication measured in real
// profiler traces (`collopt explain --trace TRACE`), and side by side with
// collopt's prediction for a graph of the same step.
//
// Per trace (one rank), from its GPU kernels (frontend/kineto_trace.h):
//  - communication kernels are NCCL/RCCL ("nccl" in the name, any case),
//    DeepEP ("deep_ep", "dpsk::ep") and NVSHMEM ("nvshmem") kernels; every
//    other kernel is compute;
//  - a communication kernel's overlapped time is its time during which a
//    compute kernel runs on any stream (the union of compute kernels), its
//    exposed time the rest: overlapped + exposed = its duration, as HTA's
//    comm/comp overlap counts it (holistictraceanalysis
//    `get_comm_comp_overlap`);
//  - the exposed part gets a cause where the trace shows one:
//      late_peer: with several ranks' traces (one clock, SPMD: the k-th
//        communication kernel of every rank is the same collective), the time
//        this rank's kernel waited for the last rank to start it, when that
//        accounts for half its exposed time (NCCL's kernel duration includes
//        waiting for peers);
//      fifo: it was launched while the communication kernel before it on its
//        stream still ran, and waited for it for half its exposed time;
//      data_dependency: the next compute kernel was launched before the gap
//        in compute ended, yet waited for this kernel to start (a stream
//        dependency on the collective);
//      launch_overhead: the host launched the next compute kernel only after
//        the gap in compute (the GPU had nothing queued);
//      end_of_trace: no compute kernel follows it;
//  - compute slowed by communication: for kernel names that run both beside
//    communication (at least half their time) and alone, the median of the
//    ratio of their median durations; each collective's slowdown_us is the
//    extra time (over the name's median alone) of the compute kernels that
//    overlap it, in proportion to the overlap.
// Times are µs; starts are relative to the trace's first kernel.
#ifndef COLLOPT_API_MEASURED_EXPOSURE_H_
#define COLLOPT_API_MEASURED_EXPOSURE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "frontend/kineto_trace.h"
#include "ir/graph.h"
#include "ir/op_class.h"
#include "nlohmann/json.hpp"
#include "sim/exposure.h"

namespace collopt {

/// Whether `kernel` communicates (NCCL/RCCL, DeepEP, NVSHMEM; see above).
bool IsCommunicationKernel(std::string_view kernel_name);

/// The collective a communication kernel runs: from its NCCL args'
/// "Collective name" (NcclArgsCollective), else from its name (AllReduce, AllGather, ReduceScatter,
/// SendRecv = all_to_all, Broadcast); nullopt when neither tells (DeepEP, NVSHMEM).
std::optional<CollectiveKind> KernelCollectiveKind(const KinetoKernel& kernel);

/// One communication kernel of a trace.
struct MeasuredCollective {
  size_t kernel = 0;  // index in KinetoTrace::kernels
  std::optional<CollectiveKind> kind;
  double start_us = 0;  // from the trace's first kernel
  double dur_us = 0;
  double overlapped_us = 0;  // beside compute kernels
  double exposed_us = 0;     // dur_us − overlapped_us
  /// Time it waited for the communication kernel before it on its stream
  /// (launched while that one ran; needs launch times), and that kernel.
  double queued_us = 0;
  int64_t queued_behind = -1;  // kernel index, −1 when none
  /// With several ranks: how long it waited for the last rank to start the
  /// same collective, and that rank (−1 when unknown).
  double peer_wait_us = 0;
  int64_t late_rank = -1;
  double slowdown_us = 0;  // compute slowed beside it
  /// "hidden" when nothing is exposed, else one of the causes above.
  std::string cause = "hidden";
  int64_t next_compute = -1;  // the compute kernel after its exposed gap
};

/// One rank's trace.
struct MeasuredTrace {
  std::string name;
  int64_t rank = -1;
  int64_t world_size = 0;
  double span_us = 0;          // first kernel start to last kernel end
  double compute_us = 0;       // time some compute kernel runs (union)
  double comm_us = 0;          // Σ communication kernel durations
  double exposed_us = 0;       // Σ exposed times
  double exposed_wall_us = 0;  // time communication runs and compute does not (union)
  double overlap_ratio = 1;    // 1 − exposed ÷ comm
  /// Compute beside communication ÷ alone (median over kernel names seen
  /// both ways; 1 when none), over that many names; Σ slowdown_us.
  double slowdown_factor = 1;
  int64_t slowdown_names = 0;
  double slowdown_us = 0;
  std::vector<MeasuredCollective> collectives;  // in start order
};

/// Every trace in `paths` (each a trace, compressed or not, or a tarball of
/// several ranks' traces: ReadKinetoTraces), in order. Errors: those of
/// ReadKinetoTraces; no path.
absl::StatusOr<std::vector<KinetoTrace>> ReadTraceFiles(const std::vector<std::string>& paths);

/// Explains each trace; traces of several ranks of one step are matched
/// collective by collective (late_peer). O(kernels · log kernels) per trace.
std::vector<MeasuredTrace> ExplainTraces(const std::vector<KinetoTrace>& traces);

/// A graph collective matched with a trace's communication kernel: the k-th
/// collective of a kind in the graph's issue order with the k-th kernel of
/// that kind in the trace.
struct MatchedCollective {
  NodeId node = kNoNode;
  CollectiveKind kind = CollectiveKind::kAllGather;
  double predicted_exposed_us = 0;
  double predicted_comm_us = 0;
  int64_t collective = -1;  // index in MeasuredTrace::collectives, −1 when unmatched
};

struct TraceComparison {
  std::vector<MatchedCollective> rows;  // every graph collective, in issue order
  int64_t matched = 0;
  int64_t trace_unmatched = 0;  // trace kernels of a known kind left over
};

/// Matches `graph`'s collectives (`timings`: ExposureReport::timings, every
/// collective's predicted duration and exposure in issue order) with
/// `trace`'s kernels by kind and order.
TraceComparison CompareWithTrace(const Graph& graph, const std::vector<CollectiveTiming>& timings,
                                 const MeasuredTrace& trace);

/// {"traces": [{"name", "rank", "world_size", "span_us", "compute_us", "comm_us",
/// "exposed_us", "exposed_wall_us", "overlap_ratio", "slowdown_factor",
/// "slowdown_names", "slowdown_us", "causes": {cause: {"collectives",
/// "exposed_us"}}, "collectives": [{"kernel", "kind", "stream", "start_us",
/// "dur_us", "overlapped_us", "exposed_us", "queued_us", "queued_behind",
/// "peer_wait_us", "late_rank", "slowdown_us", "cause"}]}]}
nlohmann::ordered_json MeasuredToJson(const std::vector<KinetoTrace>& traces,
                                      const std::vector<MeasuredTrace>& measured);

/// Per trace: the summary, then the `top` most exposed kernels (0 = all).
std::string MeasuredToText(const std::vector<KinetoTrace>& traces,
                           const std::vector<MeasuredTrace>& measured, size_t top);

/// {"matched", "trace_unmatched", "rows": [{"node", "kind",
/// "predicted_exposed_us", "measured_exposed_us", "predicted_comm_us",
/// "measured_dur_us"}]} (measured fields null when unmatched).
nlohmann::ordered_json ComparisonToJson(const Graph& graph, const MeasuredTrace& trace,
                                        const TraceComparison& comparison);
/// The same as a table of the first `top` collectives in issue order (0 =
/// all), with the totals over every matched row.
std::string ComparisonToText(const Graph& graph, const MeasuredTrace& trace,
                             const TraceComparison& comparison, size_t top);

}  // namespace collopt

#endif  // COLLOPT_API_MEASURED_EXPOSURE_H_
