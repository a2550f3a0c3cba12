// collopt/cost/collective_fit.h — a collective table (collective_table.h)
// from measured collectives: nccl-tests rows (nccl_tests_log.h) or the NCCL
// kernels of a profiler trace (kineto_collectives.h).
//
// The table goes through the measurements: one row per (group, group size,
// collective); each distinct input size measured becomes a column (MiB,
// below 1 MiB included), holding the median of that row's times at that
// size. A row's value at a column it did not measure is piecewise linear in
// size between its neighbouring measured sizes; below its smallest size it
// is that size's time (the latency floor: nccl-tests' small sizes are flat),
// above its largest it extrapolates the last segment's slope (bandwidth),
// never below the largest time. Lookups between columns interpolate the
// same way (CollectiveTable::InterpolateMs), so a measured size reads back
// its own median.
#ifndef COLLOPT_COST_COLLECTIVE_FIT_H_
#define COLLOPT_COST_COLLECTIVE_FIT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "cost/collective_table.h"
#include "ir/op_class.h"

namespace collopt {

/// One measured collective.
struct CollectiveSample {
  CollectiveKind kind = CollectiveKind::kAllReduce;
  std::string group;  // the table's group column ("*": any group)
  int64_t group_size = 0;
  int64_t input_bytes = 0;  // > 0
  double time_us = 0;
};

/// The table through `samples` (see the file comment); samples of zero bytes
/// are left out (a column must be > 0 MiB). Rows in order of first sample.
CollectiveTable FitCollectiveTable(const std::vector<CollectiveSample>& samples);

/// The error of a table on its measurements, for one collective kind and one
/// input-size bucket.
struct CollectiveFitError {
  CollectiveKind kind = CollectiveKind::kAllReduce;
  std::string bucket;  // "< 64 KiB", "64 KiB - 1 MiB", "1 - 64 MiB", "64 MiB - 1 GiB", ">= 1 GiB"
  int64_t samples = 0;
  double median_error = 0;  // |table ÷ measured − 1|
  double max_error = 0;
  /// The same for sizes the table did not see: each measured size predicted
  /// by the fit through its row's other sizes (leave one size out); 0 when
  /// the row has no other size.
  double held_out_median_error = 0;
  double held_out_max_error = 0;
};

/// Looks every sample with a nonzero time up in `table` (LookupUs, the way
/// the cost model will) and predicts it leaving its size out, and returns
/// the errors by kind, then bucket.
std::vector<CollectiveFitError> CollectiveTableErrors(const CollectiveTable& table,
                                                      const std::vector<CollectiveSample>& samples);

}  // namespace collopt

#endif  // COLLOPT_COST_COLLECTIVE_FIT_H_
