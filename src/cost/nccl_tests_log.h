// collopt/cost/nccl_tests_log.h — the output of NVIDIA's nccl-tests
// (`all_reduce_perf`, `all_gather_perf`, `reduce_scatter_perf`), as users
// run it on their clusters.
//
// The format (nccl-tests src/common.cu): comment lines start with '#'; one
// "#  Rank  R Group  G Pid  P on HOST device D [...] NAME" line per rank;
// then one row per message size:
//   size count type redop root | time algbw busbw #wrong | time algbw busbw #wrong
// with the out-of-place columns first (time in µs, bandwidths in GB/s) and
// the in-place ones second. Lines that do not start with a number (comments,
// the launcher's command line, NCCL INFO lines) are not rows. `size` is max(send bytes, receive
// bytes): the OUTPUT of an all_gather (its input is size ÷ ranks) and the INPUT of a reduce_scatter
// or an all_reduce — so every row gives the collective's input bytes, the size collopt's tables are
// looked up by (collective_table.h). collopt prices out-of-place collectives (PyTorch's functional
// collectives write a new output), so `time_us` is the out-of-place time.
//
// Which collective a log measured: the benchmark's name (`all_reduce_perf`,
// ...) where the log quotes its command line, else the caller says.
#ifndef COLLOPT_COST_NCCL_TESTS_LOG_H_
#define COLLOPT_COST_NCCL_TESTS_LOG_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "ir/op_class.h"
#include "support/source_file.h"

namespace collopt {

/// One size row.
struct NcclTestsRow {
  int32_t line = 0;         // 1-based line in the log
  int64_t size_bytes = 0;   // the `size` column
  int64_t input_bytes = 0;  // the collective's input (see the file comment)
  double time_us = 0;       // out-of-place time
  double busbw_gbps = 0;    // out-of-place bus bandwidth
};

/// A parsed log.
struct NcclTestsLog {
  CollectiveKind kind = CollectiveKind::kAllReduce;
  int64_t ranks = 0;  // the '#  Rank' lines, or the caller's
  std::vector<NcclTestsRow> rows;
};

/// The collective of a benchmark name: "all_reduce_perf" → kAllReduce,
/// "all_gather_perf" → kAllGather, "reduce_scatter_perf" → kReduceScatter;
/// also the names collopt prints ("all_reduce", "all_gather_into_tensor",
/// "reduce_scatter_tensor", "all_gather", "reduce_scatter"). nullopt for any
/// other (alltoall, broadcast, sendrecv: collopt's tables do not price them).
std::optional<CollectiveKind> NcclTestsCollective(std::string_view name);

/// Parses a log. `kind` and `ranks`, when given, override what the log says;
/// without them the log must name its benchmark and list its ranks.
/// Errors, located at FILE:LINE:COL: a benchmark collopt does not price
/// (naming it), no benchmark name and no `kind`, no rank lines and no
/// `ranks`, a row whose size, count or time is not a number (or negative, or
/// an all_gather size not divisible by the ranks), no rows at all.
absl::StatusOr<NcclTestsLog> ParseNcclTestsLog(const SourceFile& file,
                                               std::optional<CollectiveKind> kind,
                                               std::optional<int64_t> ranks);

}  // namespace collopt

#endif  // COLLOPT_COST_NCCL_TESTS_LOG_H_
