// collopt/api/calibrate_collectives.h — a collective table from the
// measurements users have (`collopt calibrate --nccl-tests LOG...`).
//
// Reads nccl-tests logs (cost/nccl_tests_log.h) and profiler traces whose
// NCCL kernels carry their sizes (frontend/kineto_trace.h: PyTorch's
// "Collective name", "In msg nelems", "dtype", "Group size", "Process Group
// Name" kernel args), fits a collective table through the measurements
// (cost/collective_fit.h) that `--colls` reads, and reports the table's
// error on its own measurements per collective and input-size bucket.
// A trace kernel's duration includes the time it waited for its peers (the
// table's median per size damps that); kernels of other collectives
// (broadcast, all_to_all, send/recv) and of unknown dtypes are counted and
// left out.
#ifndef COLLOPT_API_CALIBRATE_COLLECTIVES_H_
#define COLLOPT_API_CALIBRATE_COLLECTIVES_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/collective_fit.h"
#include "cost/collective_table.h"
#include "frontend/kineto_trace.h"

namespace collopt {

/// The flags of `collopt calibrate --nccl-tests`.
struct CollectiveCalibrateOptions {
  std::vector<std::string> nccl_tests;  // nccl-tests output files
  std::vector<std::string> traces;      // Kineto Chrome traces (JSON)
  /// The rows' group column: "*" (default) prices every group of the
  /// measured size (a trace's rows keep its process group names then); a
  /// name matches group names containing it.
  std::string group = "*";
  /// For logs that do not quote their benchmark: all_reduce, all_gather,
  /// reduce_scatter ("" = from the log).
  std::string collective;
  /// For logs without '#  Rank' lines: the number of ranks (0 = from the log).
  int64_t group_size = 0;
};

/// The fitted table and the text `collopt calibrate` prints.
struct CollectiveCalibration {
  CollectiveTable table;
  std::vector<CollectiveSample> samples;
  std::string text;
};

/// The measured collectives of a trace: one sample per NCCL kernel whose args
/// name an all_gather, reduce_scatter or all_reduce with a known dtype
/// (input bytes = "In msg nelems" × the dtype's size, time = the kernel's
/// duration); `skipped` counts the other NCCL kernels.
std::vector<CollectiveSample> TraceCollectiveSamples(const KinetoTrace& trace,
                                                     const std::string& group, int64_t* skipped);

/// Reads every log and trace, fits the table, measures its error. Errors:
/// an unreadable log or trace, the located errors of ParseNcclTestsLog and
/// ReadKinetoTraces, an unknown --collective, a negative --group-size, a
/// group name with spaces, no input, no collective measured.
absl::StatusOr<CollectiveCalibration> RunCollectiveCalibrate(
    const CollectiveCalibrateOptions& options);

}  // namespace collopt

#endif  // COLLOPT_API_CALIBRATE_COLLECTIVES_H_
