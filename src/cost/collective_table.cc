// collopt/cost/collective_table.cc — parser and lookup for `colls*.table`
// (see collective_table.h; the lookup follows autoparallel
// tools/overlap_simulator/run.py as described in
// shared/reference/peer_autoparallel_overlap_simulator.md §1.5).
#include "cost/collective_table.h"

#include <algorithm>
#include <cmath>

#include "fmt/format.h"
#include "support/strings.h"
#include "support/units.h"

namespace collopt {
namespace {

// Fields separated by runs of `min_gap` or more spaces (the header's
// "Group Size" and "1MB (ms)" contain single spaces).
std::vector<std::string_view> SplitColumns(std::string_view line, size_t min_gap) {
  std::vector<std::string_view> fields;
  line = StripWhitespace(line);  // colls32_8.table has trailing spaces
  size_t pos = line.find_first_not_of(' ');
  while (pos != std::string_view::npos) {
    size_t end = pos;
    while (end < line.size() && line.substr(end, min_gap) != std::string_view("  ", min_gap) &&
           line[end] != '\t') {
      ++end;
    }
    fields.push_back(line.substr(pos, end - pos));
    pos = line.find_first_not_of(" \t", end);
  }
  return fields;
}

absl::StatusOr<std::vector<double>> ParseHeader(const SourceFile& file) {
  std::vector<std::string_view> fields = SplitColumns(file.Line(1), 2);
  if (fields.size() < 5) {
    return file.Error({1, 1}, "expected a header 'Group  Group Size  Collective  1MB (ms) ...'");
  }
  std::vector<double> sizes;
  for (size_t i = 3; i < fields.size(); ++i) {
    std::string_view field = fields[i];
    std::optional<double> mib;
    if (ConsumeSuffix(&field, "MB (ms)")) mib = ParseWholeNumber<double>(field);
    if (!mib || *mib <= 0 || (!sizes.empty() && *mib <= sizes.back())) {
      return file.Error(file.LocOfView(fields[i]),
                        fmt::format("expected an increasing size column such as '2MB (ms)', "
                                    "got '{}'",
                                    std::string(fields[i])));
    }
    sizes.push_back(*mib);
  }
  return sizes;
}

constexpr double kMaxTableMs = 1e9;

absl::StatusOr<CollectiveTableRow> ParseRow(const SourceFile& file, int32_t line, size_t columns) {
  std::vector<std::string_view> fields = SplitColumns(file.Line(line), 1);
  if (fields.size() != 3 + columns) {
    return file.Error({line, 1},
                      fmt::format("expected {} columns, got {}", 3 + columns, fields.size()));
  }
  CollectiveTableRow row;
  row.group = std::string(fields[0]);
  std::optional<int64_t> size = ParseWholeNumber<int64_t>(fields[1]);
  if (!size || *size < 1) {
    return file.Error(file.LocOfView(fields[1]),
                      fmt::format("expected a group size, got '{}'", std::string(fields[1])));
  }
  row.group_size = *size;
  row.collective = std::string(fields[2]);
  for (size_t i = 3; i < fields.size(); ++i) {
    std::optional<double> ms = ParseWholeNumber<double>(fields[i]);
    // At most 10^9 ms (11.6 days): a finite 1e308 overflowed to inf once in
    // µs (found by fuzzing).
    if (!ms || *ms < 0 || *ms > kMaxTableMs) {
      return file.Error(
          file.LocOfView(fields[i]),
          fmt::format("expected a time in ms in [0, 1e9], got '{}'", std::string(fields[i])));
    }
    row.ms.push_back(*ms);
  }
  return row;
}

bool IsSeparator(std::string_view line) {
  return !StripWhitespace(line).empty() && line.find_first_not_of("- \t") == std::string::npos;
}

}  // namespace

absl::StatusOr<CollectiveTable> CollectiveTable::Parse(const SourceFile& file) {
  CollectiveTable table;
  auto sizes = ParseHeader(file);
  if (!sizes.ok()) return sizes.status();
  table.sizes_mib_ = *std::move(sizes);
  if (!IsSeparator(file.Line(2))) {
    return file.Error({2, 1}, "expected a separator line of dashes");
  }
  for (int32_t line = 3; line <= file.line_count(); ++line) {
    if (StripWhitespace(file.Line(line)).empty()) continue;
    auto row = ParseRow(file, line, table.sizes_mib_.size());
    if (!row.ok()) return row.status();
    table.rows_.push_back(*std::move(row));
  }
  return table;
}

absl::StatusOr<CollectiveTable> CollectiveTable::Read(const std::string& path) {
  auto file = SourceFile::Read(path);
  if (!file.ok()) return file.status();
  return Parse(*file);
}

void CollectiveTable::RemapGroups(const std::map<std::string, std::string>& mapping,
                                  const ProcessGroupTable& groups) {
  std::vector<CollectiveTableRow> rows;
  for (const auto& [graph_group, table_group] : mapping) {
    auto group = groups.find(graph_group);
    for (const CollectiveTableRow& row : rows_) {
      if (row.group != table_group) continue;
      CollectiveTableRow copy = row;
      copy.group = graph_group;
      if (group != groups.end()) copy.group_size = group->second.size;
      rows.push_back(std::move(copy));
    }
  }
  rows.insert(rows.end(), rows_.begin(), rows_.end());
  rows_ = std::move(rows);
}

std::optional<double> CollectiveTable::LookupUs(CollectiveKind kind, const std::string& group_name,
                                                int64_t group_size, int64_t input_bytes) const {
  if (kind != CollectiveKind::kAllGather && kind != CollectiveKind::kReduceScatter &&
      kind != CollectiveKind::kAllReduce) {
    return std::nullopt;  // the peer looks up only AG, RS and AR
  }
  std::string_view collective = CollectiveKindName(kind);
  bool any_size = kind == CollectiveKind::kAllReduce;
  for (const CollectiveTableRow& row : rows_) {
    if (row.collective != collective) continue;
    if (!any_size && row.group_size != group_size) continue;
    if (row.group != "*" && !Contains(group_name, row.group)) continue;
    return InterpolateMs(row, ToMiB(input_bytes)) * 1000.0;
  }
  return std::nullopt;
}

absl::StatusOr<std::map<std::string, std::string>> ParseCollsGroupMap(std::string_view spec) {
  std::map<std::string, std::string> mapping;
  for (std::string_view piece : Split(spec, ',')) {
    size_t eq = piece.find('=');
    std::string_view graph_group = StripWhitespace(piece.substr(0, eq));
    std::string_view table_group =
        eq == std::string_view::npos ? std::string_view() : StripWhitespace(piece.substr(eq + 1));
    if (eq == std::string_view::npos || graph_group.empty() || table_group.empty()) {
      return absl::InvalidArgumentError(fmt::format(
          "--colls-group-map: expected GRAPH_GROUP=TABLE_GROUP, got '{}'", std::string(piece)));
    }
    if (!mapping.emplace(std::string(graph_group), std::string(table_group)).second) {
      return absl::InvalidArgumentError(fmt::format(
          "--colls-group-map: graph group '{}' mapped twice", std::string(graph_group)));
    }
  }
  return mapping;
}

double CollectiveTable::InterpolateMs(const CollectiveTableRow& row, double size_mib) const {
  const std::vector<double>& sizes = sizes_mib_;
  if (size_mib < sizes.front() || sizes.size() == 1) return row.ms.front();
  // The peer's rule from 1 MiB on: a whole-MiB column at the truncated size
  // wins; below 1 MiB (collopt's finer tables) the size itself.
  double size = size_mib >= 1 ? std::trunc(size_mib) : size_mib;
  if (size <= sizes.back()) {
    for (size_t i = 0; i < sizes.size(); ++i) {
      if (sizes[i] == size) return row.ms[i];
    }
  }
  size_t hi = 1;
  while (hi + 1 < sizes.size() && sizes[hi] < size_mib) ++hi;
  // Between columns hi−1 and hi, or beyond the last (hi = last): linear, at
  // the size itself (not truncated).
  const double slope = (row.ms[hi] - row.ms[hi - 1]) / (sizes[hi] - sizes[hi - 1]);
  // Beyond the last column, from it: a falling line would reach negative times.
  if (size_mib > sizes.back()) return row.ms[hi] + (size_mib - sizes[hi]) * std::max(slope, 0.0);
  return row.ms[hi - 1] + (size_mib - sizes[hi - 1]) * slope;
}

CollectiveTable CollectiveTable::Make(std::vector<double> sizes_mib,
                                      std::vector<CollectiveTableRow> rows) {
  CollectiveTable table;
  table.sizes_mib_ = std::move(sizes_mib);
  table.rows_ = std::move(rows);
  return table;
}

std::string CollectiveTable::ToText() const {
  std::vector<std::vector<std::string>> cells;
  std::vector<std::string> header = {"Group", "Group Size", "Collective"};
  for (double mib : sizes_mib_) header.push_back(fmt::format("{}MB (ms)", mib));
  cells.push_back(std::move(header));
  for (const CollectiveTableRow& row : rows_) {
    std::vector<std::string> line = {row.group, std::to_string(row.group_size), row.collective};
    for (double ms : row.ms) line.push_back(fmt::format("{:.9g}", ms));
    cells.push_back(std::move(line));
  }
  std::vector<size_t> width(cells.front().size(), 0);
  for (const auto& line : cells) {
    for (size_t i = 0; i < line.size() && i < width.size(); ++i) {
      width[i] = std::max(width[i], line[i].size());
    }
  }
  std::string out;
  auto emit = [&](const std::vector<std::string>& line) {
    for (size_t i = 0; i < line.size(); ++i) {
      out += fmt::format("{}{:>{}}", i == 0 ? "" : "  ", line[i], width[i]);
    }
    out += "\n";
  };
  emit(cells.front());
  for (size_t i = 0; i < width.size(); ++i)
    out += (i == 0 ? "" : "  ") + std::string(width[i], '-');
  out += "\n";
  for (size_t i = 1; i < cells.size(); ++i) emit(cells[i]);
  return out;
}

}  // namespace collopt
