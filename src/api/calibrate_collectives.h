// collopt/api/calibrate_collectives.h — a collective table from the
// measurements users have (`collopt calibrate --nccl-tests LOG...`).
//
// Reads nccl-tests logs (cost/nccl_tests_log.h), fits a collective table
// through their rows (cost/collective_fit.h) that `--colls` reads, and
// reports the table's error on its own measurements per collective and
// input-size bucket.
#ifndef COLLOPT_API_CALIBRATE_COLLECTIVES_H_
#define COLLOPT_API_CALIBRATE_COLLECTIVES_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/collective_fit.h"
#include "cost/collective_table.h"

namespace collopt {

/// The flags of `collopt calibrate --nccl-tests`.
struct CollectiveCalibrateOptions {
  std::vector<std::string> nccl_tests;  // nccl-tests output files
  /// The rows' group column: "*" (default) prices every group of the
  /// measured size; a name matches group names containing it.
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

/// Reads every log, fits the table, measures its error. Errors: an
/// unreadable log, the located errors of ParseNcclTestsLog, an unknown
/// --collective, a negative --group-size, a group name with spaces, no logs.
absl::StatusOr<CollectiveCalibration> RunCollectiveCalibrate(
    const CollectiveCalibrateOptions& options);

}  // namespace collopt

#endif  // COLLOPT_API_CALIBRATE_COLLECTIVES_H_
