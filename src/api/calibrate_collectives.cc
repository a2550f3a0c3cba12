// collopt/api/calibrate_collectives.cc — see calibrate_collectives.h.
#include "api/calibrate_collectives.h"

#include <map>
#include <optional>
#include <utility>

#include "cost/nccl_tests_log.h"
#include "fmt/format.h"
#include "support/units.h"

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

// Bytes per element of a c10 ScalarType name as the args spell it; 0 if unknown.
int64_t DtypeBytes(std::string_view dtype) {
  constexpr std::pair<std::string_view, int64_t> kSizes[] = {
      {"Float", 4},        {"Double", 8},        {"Half", 2},          {"BFloat16", 2},
      {"Int", 4},          {"Long", 8},          {"Short", 2},         {"Char", 1},
      {"Byte", 1},         {"Bool", 1},          {"Float8_e4m3fn", 1}, {"Float8_e5m2", 1},
      {"ComplexFloat", 8}, {"ComplexDouble", 16}};
  for (const auto& [name, bytes] : kSizes) {
    if (name == dtype) return bytes;
  }
  return 0;
}

}  // namespace

std::vector<CollectiveSample> TraceCollectiveSamples(const KinetoTrace& trace,
                                                     const std::string& group, int64_t* skipped) {
  std::vector<CollectiveSample> samples;
  for (const KinetoKernel& k : trace.kernels) {
    if (!k.nccl.has_value()) continue;
    const NcclKernelArgs& nccl = *k.nccl;
    // The collectives a table holds: all_gather, reduce_scatter, all_reduce.
    const std::optional<CollectiveKind> kind = NcclArgsCollective(nccl.collective);
    const bool tabled = kind == CollectiveKind::kAllGather ||
                        kind == CollectiveKind::kReduceScatter ||
                        kind == CollectiveKind::kAllReduce;
    int64_t bytes = DtypeBytes(nccl.dtype);
    if (!tabled || nccl.in_nelems < 0 || nccl.group_size < 1 || bytes == 0) {
      ++*skipped;
      continue;
    }
    std::string pg = group == "*" ? nccl.process_group : group;
    bool usable = !pg.empty() && pg.find_first_of(" \t") == std::string::npos;
    samples.push_back({*kind, usable ? std::move(pg) : std::string("*"), nccl.group_size,
                       nccl.in_nelems * bytes, k.dur_us});
  }
  return samples;
}

namespace {

// The options' own errors; the collective kind --collective names (none when
// empty).
absl::StatusOr<std::optional<CollectiveKind>> CheckOptions(
    const CollectiveCalibrateOptions& options) {
  if (options.nccl_tests.empty() && options.traces.empty()) {
    return absl::InvalidArgumentError(
        "calibrate: expected --nccl-tests LOG... or --trace TRACE..., got none");
  }
  if (options.group.empty() || options.group.find_first_of(" \t") != std::string::npos) {
    return absl::InvalidArgumentError(
        fmt::format("--group: expected a group name without spaces, got '{}'", options.group));
  }
  if (options.group_size < 0) {
    return absl::InvalidArgumentError(fmt::format(
        "--group-size: expected a positive number of ranks, got {}", options.group_size));
  }
  if (options.collective.empty()) return std::optional<CollectiveKind>();
  std::optional<CollectiveKind> kind = NcclTestsCollective(options.collective);
  if (!kind.has_value()) {
    return absl::InvalidArgumentError(
        fmt::format("--collective: expected all_reduce, all_gather or reduce_scatter, got '{}'",
                    options.collective));
  }
  return kind;
}

// The nccl-tests logs' rows as samples of --group; one source line per log.
absl::Status AddNcclTestsSamples(const CollectiveCalibrateOptions& options,
                                 std::optional<CollectiveKind> kind, CollectiveCalibration& out,
                                 std::string& sources) {
  std::optional<int64_t> ranks;
  if (options.group_size > 0) ranks = options.group_size;
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
  return absl::OkStatus();
}

// The traces' NCCL kernels with sizes as samples; one source line per trace.
absl::Status AddTraceSamples(const CollectiveCalibrateOptions& options, CollectiveCalibration& out,
                             std::string& sources) {
  std::vector<KinetoTrace> traces;
  for (const std::string& path : options.traces) {
    auto read = ReadKinetoTraces(path);
    if (!read.ok()) return read.status();
    traces.insert(traces.end(), std::make_move_iterator(read->begin()),
                  std::make_move_iterator(read->end()));
  }
  for (const KinetoTrace& trace : traces) {
    int64_t skipped = 0;
    std::vector<CollectiveSample> samples = TraceCollectiveSamples(trace, options.group, &skipped);
    std::map<std::string_view, int64_t> kinds;
    for (const CollectiveSample& s : samples) ++kinds[CollectiveKindShortName(s.kind)];
    std::string counts;
    for (const auto& [name, n] : kinds) {
      if (!counts.empty()) counts += ", ";
      counts += fmt::format("{} {}", n, name);
    }
    sources += fmt::format("  {}: {} NCCL kernels with sizes ({}), {} others left out\n",
                           trace.name, samples.size(), counts.empty() ? "none" : counts, skipped);
    out.samples.insert(out.samples.end(), samples.begin(), samples.end());
  }
  return absl::OkStatus();
}

// The report: the sources, the table's extent and its errors per row.
std::string CalibrationText(const CollectiveCalibrateOptions& options,
                            const CollectiveCalibration& out, const std::string& sources) {
  const std::vector<double>& sizes = out.table.sizes_mib();
  std::string text = fmt::format("{} measurements from {} file(s):\n{}", out.samples.size(),
                                 options.nccl_tests.size() + options.traces.size(), sources);
  if (!sizes.empty()) {
    text += fmt::format("table: {} rows over {} input sizes, {} to {}\n", out.table.rows().size(),
                        sizes.size(), Bytes(sizes.front() * static_cast<double>(kMiB)),
                        Bytes(sizes.back() * static_cast<double>(kMiB)));
  }
  text +=
      "\nThe table on its own measurements, |table / measured - 1|, median (max); held out: "
      "each size predicted from its row's other sizes:\n\n"
      "| collective | input size | measurements | table | held out |\n"
      "|---|---|---|---|---|\n";
  for (const CollectiveFitError& e : CollectiveTableErrors(out.table, out.samples)) {
    text +=
        fmt::format("| {} | {} | {} | {:.1f} % ({:.1f} %) | {:.1f} % ({:.1f} %) |\n",
                    CollectiveKindShortName(e.kind), e.bucket, e.samples, 100 * e.median_error,
                    100 * e.max_error, 100 * e.held_out_median_error, 100 * e.held_out_max_error);
  }
  return text;
}

}  // namespace

absl::StatusOr<CollectiveCalibration> RunCollectiveCalibrate(
    const CollectiveCalibrateOptions& options) {
  auto kind = CheckOptions(options);
  if (!kind.ok()) return kind.status();
  CollectiveCalibration out;
  std::string sources;
  if (auto s = AddNcclTestsSamples(options, *kind, out, sources); !s.ok()) return s;
  if (auto s = AddTraceSamples(options, out, sources); !s.ok()) return s;
  if (out.samples.empty()) {
    return absl::InvalidArgumentError(
        "calibrate: no all_gather, reduce_scatter or all_reduce measured in the inputs");
  }
  out.table = FitCollectiveTable(out.samples);
  out.text = CalibrationText(options, out, sources);
  return out;
}

}  // namespace collopt
