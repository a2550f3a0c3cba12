// collopt/cost/collective_table.h — measured collective times (`colls*.table`).
//
// The fixed-width text tables of autoparallel's overlap simulator
// (shared/data/autoparallel_overlap, README §4): a header line, a separator
// line, then rows `Group  GroupSize  Collective  t(1MB) ... t(2048MB)` with
// times in milliseconds for input sizes 2^0 … 2^11 MiB.
//
// Lookup follows the peer (autoparallel tools/overlap_simulator/run.py, see
// shared/reference/peer_autoparallel_overlap_simulator.md §1.5) so results
// can be compared with it:
//  - the size is the collective's INPUT bytes in MiB (bytes / 2^20);
//  - row match: the first row, in file order, whose collective equals the
//    op's (every all_gather variant looks up `all_gather_into_tensor`), whose
//    group size equals the op's (all_reduce ignores the size), and whose group
//    name is a SUBSTRING of the op's process-group name;
//  - size < 1 MiB → the 1 MB value (no latency-only extrapolation);
//  - when the size truncated to an integer is a column, that column's value
//    (2.9 MiB takes the 2 MB time); else linear interpolation between the
//    neighbouring power-of-two columns at the size itself (6.25 MiB: 2.25/4
//    of the way from 4 MB to 8 MB — the value the shared
//    h100_inductor_runs/*.nodes.json "collective_table" entries hold);
//  - above 2048 MiB: linear extrapolation from the 1024 and 2048 columns;
//    collopt's own rule where the last column is faster than the one before
//    (a noisy measurement): the last column's time, not a line falling below
//    zero (found by fuzzing: 1 PiB then took a negative time).
// Parsing: line 1 is the header (columns separated by runs of 2+ spaces; the
// sizes come from "1MB (ms)" … "2048MB (ms)"), line 2 a separator of dashes
// (tabulate's "-------  ----" or one plain dashed line), then one row a line
// (fields separated by runs of spaces); blank lines are skipped.
// all_to_all_single is never looked up (the peer keeps its analytic time).
// collopt's own tables (`collopt calibrate --nccl-tests/--trace`, ToText)
// may also have columns below 1 MiB — a size below 1 MiB then interpolates
// between them (the peer's truncation to whole MiB applies from 1 MiB on) —
// and a group "*", which matches every group name.
#ifndef COLLOPT_COST_COLLECTIVE_TABLE_H_
#define COLLOPT_COST_COLLECTIVE_TABLE_H_

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "ir/op_class.h"
#include "ir/process_group.h"
#include "support/source_file.h"

namespace collopt {

struct CollectiveTableRow {
  std::string group;
  int64_t group_size = 0;
  std::string collective;  // "all_gather_into_tensor", "reduce_scatter_tensor", "all_reduce", ...
  std::vector<double> ms;  // one per column, 1 MiB … 2048 MiB
};

class CollectiveTable {
 public:
  /// Parses table text. Errors (located): a row with too few columns, a
  /// non-numeric size or time, a header without the size columns.
  static absl::StatusOr<CollectiveTable> Parse(const SourceFile& file);
  static absl::StatusOr<CollectiveTable> Read(const std::string& path);
  /// A table of `rows` over the columns `sizes_mib` (increasing, > 0; each
  /// row one time in ms per column).
  static CollectiveTable Make(std::vector<double> sizes_mib, std::vector<CollectiveTableRow> rows);

  /// The table as text Parse reads back: the header, a dashed separator, one
  /// row a line, columns aligned; sizes in the shortest form that reads back
  /// exactly, times (ms) to 9 significant digits.
  std::string ToText() const;

  const std::vector<CollectiveTableRow>& rows() const { return rows_; }
  /// Column sizes in MiB (1, 2, 4, … 2048).
  const std::vector<double>& sizes_mib() const { return sizes_mib_; }

  /// Applies `get_colls_group_mapping()` as the peer does: each graph group
  /// g mapped to table group t gets a copy of t's rows renamed to g with the
  /// group size of g (from `groups`); the copies come first, so they win.
  void RemapGroups(const std::map<std::string, std::string>& mapping,
                   const ProcessGroupTable& groups);

  /// Time in µs for a collective of `kind` on `group_name` (`group_size`
  /// ranks) with `input_bytes` of input, or nullopt when no row matches.
  std::optional<double> LookupUs(CollectiveKind kind, const std::string& group_name,
                                 int64_t group_size, int64_t input_bytes) const;

  /// Interpolates one row at `size_mib` by the rule above, in ms.
  double InterpolateMs(const CollectiveTableRow& row, double size_mib) const;

 private:
  std::vector<CollectiveTableRow> rows_;
  std::vector<double> sizes_mib_;
};

/// Parses a graph-group → table-group mapping written `G=T[,G=T...]` (the
/// `--colls-group-map` flag; what `get_colls_group_mapping()` returns in a
/// repro, for dumps that carry none), e.g. "0=0,513=1,521=1". Error (prefixed
/// "--colls-group-map: "): an empty group name, a piece without '=', or a
/// graph group given twice.
absl::StatusOr<std::map<std::string, std::string>> ParseCollsGroupMap(std::string_view spec);

}  // namespace collopt

#endif  // COLLOPT_COST_COLLECTIVE_TABLE_H_
