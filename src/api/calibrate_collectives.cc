// collopt/api/calibrate_collectives.cc — see calibrate_collectives.h.
#include "api/calibrate_collectives.h"

#include <optional>

#include "cost/nccl_tests_log.h"
#include "fmt/format.h"

namespace collopt {
namespace {

std::string Bytes(double bytes) {
  constexpr const char* kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int unit = 0;
  while (bytes >= 1024 && unit < 4) {
    bytes /= 1024;
    ++unit;
  }
  return fmt::format("{:g} {}", bytes, kUnits[unit]);
}

}  // namespace

absl::StatusOr<CollectiveCalibration> RunCollectiveCalibrate(
    const CollectiveCalibrateOptions& options) {
  if (options.nccl_tests.empty()) {
    return absl::InvalidArgumentError("calibrate: expected --nccl-tests LOG..., got none");
  }
  if (options.group.empty() || options.group.find_first_of(" \t") != std::string::npos) {
    return absl::InvalidArgumentError(
        fmt::format("--group: expected a group name without spaces, got '{}'", options.group));
  }
  if (options.group_size < 0) {
    return absl::InvalidArgumentError(fmt::format(
        "--group-size: expected a positive number of ranks, got {}", options.group_size));
  }
  std::optional<CollectiveKind> kind;
  if (!options.collective.empty()) {
    kind = NcclTestsCollective(options.collective);
    if (!kind.has_value()) {
      return absl::InvalidArgumentError(
          fmt::format("--collective: expected all_reduce, all_gather or reduce_scatter, got '{}'",
                      options.collective));
    }
  }
  std::optional<int64_t> ranks;
  if (options.group_size > 0) ranks = options.group_size;
  CollectiveCalibration out;
  std::string sources;
  for (const std::string& path : options.nccl_tests) {
    auto file = SourceFile::Read(path);
    if (!file.ok()) return file.status();
    auto log = ParseNcclTestsLog(*file, kind, ranks);
    if (!log.ok()) return log.status();
    sources += fmt::format("  {}: {} on {} ranks, {} sizes\n", path,
                           CollectiveKindShortName(log->kind), log->ranks, log->rows.size());
    for (const NcclTestsRow& row : log->rows) {
      out.samples.push_back({log->kind, options.group, log->ranks, row.input_bytes, row.time_us});
    }
  }
  out.table = FitCollectiveTable(out.samples);
  const std::vector<double>& sizes = out.table.sizes_mib();
  out.text = fmt::format("{} measurements from {} file(s):\n{}", out.samples.size(),
                         options.nccl_tests.size(), sources);
  if (!sizes.empty()) {
    out.text += fmt::format("table: {} rows over {} input sizes, {} to {}\n",
                            out.table.rows().size(), sizes.size(), Bytes(sizes.front() * 1048576.0),
                            Bytes(sizes.back() * 1048576.0));
  }
  out.text +=
      "\nThe table on its own measurements, |table / measured - 1|, median (max); held out: "
      "each size predicted from its row's other sizes:\n\n"
      "| collective | input size | measurements | table | held out |\n"
      "|---|---|---|---|---|\n";
  for (const CollectiveFitError& e : CollectiveTableErrors(out.table, out.samples)) {
    out.text +=
        fmt::format("| {} | {} | {} | {:.1f} % ({:.1f} %) | {:.1f} % ({:.1f} %) |\n",
                    CollectiveKindShortName(e.kind), e.bucket, e.samples, 100 * e.median_error,
                    100 * e.max_error, 100 * e.held_out_median_error, 100 * e.held_out_max_error);
  }
  return out;
}

}  // namespace collopt
