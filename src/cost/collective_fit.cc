// collopt/cost/collective_fit.cc — see collective_fit.h.
#include "cost/collective_fit.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>
#include <set>
#include <tuple>

#include "support/statistics.h"
#include "support/units.h"

namespace collopt {
namespace {

// Piecewise linear through `points` (bytes → µs, sorted by bytes), flat below
// the first, the last slope above the last (never below its time).
double Evaluate(const std::vector<std::pair<int64_t, double>>& points, int64_t bytes) {
  if (bytes <= points.front().first || points.size() == 1) {
    return bytes <= points.front().first ? points.front().second : points.back().second;
  }
  size_t hi = 1;
  while (hi + 1 < points.size() && points[hi].first < bytes) ++hi;
  const auto& [x0, y0] = points[hi - 1];
  const auto& [x1, y1] = points[hi];
  double y = y0 + (y1 - y0) * static_cast<double>(bytes - x0) / static_cast<double>(x1 - x0);
  return bytes > points.back().first ? std::max(y, points.back().second) : y;
}

// The input-size buckets of the error report, in size order: each holds
// sizes below its bound (the last, every size).
struct SizeBucket {
  int64_t below;
  std::string_view name;
};
constexpr SizeBucket kBuckets[] = {{int64_t{64} << 10, "< 64 KiB"},
                                   {int64_t{1} << 20, "64 KiB - 1 MiB"},
                                   {int64_t{64} << 20, "1 - 64 MiB"},
                                   {int64_t{1} << 30, "64 MiB - 1 GiB"},
                                   {std::numeric_limits<int64_t>::max(), ">= 1 GiB"}};

// The index in kBuckets of `bytes`.
size_t BucketOf(int64_t bytes) {
  size_t i = 0;
  while (i + 1 < std::size(kBuckets) && bytes >= kBuckets[i].below) ++i;
  return i;
}

using Key = std::tuple<std::string, int64_t, CollectiveKind>;
using Points = std::vector<std::pair<int64_t, double>>;  // bytes → median µs, by bytes

// Each row's measured points, rows in order of first sample.
std::vector<std::pair<Key, Points>> RowPoints(const std::vector<CollectiveSample>& samples) {
  std::vector<Key> order;
  std::map<Key, std::map<int64_t, std::vector<double>>> times;
  for (const CollectiveSample& s : samples) {
    if (s.input_bytes <= 0) continue;
    Key key{s.group, s.group_size, s.kind};
    auto [it, added] = times.try_emplace(key);
    if (added) order.push_back(key);
    it->second[s.input_bytes].push_back(s.time_us);
  }
  std::vector<std::pair<Key, Points>> rows;
  rows.reserve(order.size());
  for (const Key& key : order) {
    Points points;
    for (const auto& [bytes, us] : times[key]) points.emplace_back(bytes, Median(us));
    rows.emplace_back(key, std::move(points));
  }
  return rows;
}

}  // namespace

CollectiveTable FitCollectiveTable(const std::vector<CollectiveSample>& samples) {
  std::vector<std::pair<Key, Points>> row_points = RowPoints(samples);
  std::set<int64_t> sizes;
  for (const auto& [key, points] : row_points) {
    for (const auto& point : points) sizes.insert(point.first);
  }
  std::vector<double> sizes_mib;
  sizes_mib.reserve(sizes.size());
  for (int64_t bytes : sizes) sizes_mib.push_back(ToMiB(bytes));
  std::vector<CollectiveTableRow> rows;
  rows.reserve(row_points.size());
  for (const auto& [key, points] : row_points) {
    CollectiveTableRow row;
    row.group = std::get<0>(key);
    row.group_size = std::get<1>(key);
    row.collective = std::string(CollectiveKindName(std::get<2>(key)));
    row.ms.reserve(sizes.size());
    for (int64_t bytes : sizes) row.ms.push_back(Evaluate(points, bytes) / 1000.0);
    rows.push_back(std::move(row));
  }
  return CollectiveTable::Make(std::move(sizes_mib), std::move(rows));
}

std::vector<CollectiveFitError> CollectiveTableErrors(
    const CollectiveTable& table, const std::vector<CollectiveSample>& samples) {
  // Each row's prediction at each of its sizes from its other sizes (none
  // for a row of one size), once per size.
  std::map<Key, std::map<int64_t, double>> held_out;
  for (const auto& [key, points] : RowPoints(samples)) {
    if (points.size() < 2) continue;
    std::map<int64_t, double>& row = held_out[key];
    for (size_t i = 0; i < points.size(); ++i) {
      Points others = points;
      others.erase(others.begin() + static_cast<ptrdiff_t>(i));
      row[points[i].first] = Evaluate(others, points[i].first);
    }
  }
  struct Errors {
    std::vector<double> table, held_out;
  };
  std::map<std::pair<CollectiveKind, size_t>, Errors> errors;
  for (const CollectiveSample& s : samples) {
    if (s.time_us <= 0 || s.input_bytes <= 0) continue;
    auto us = table.LookupUs(s.kind, s.group, s.group_size, s.input_bytes);
    if (!us.has_value()) continue;
    Errors& entry = errors[{s.kind, BucketOf(s.input_bytes)}];
    entry.table.push_back(std::abs(*us / s.time_us - 1));
    auto row = held_out.find({s.group, s.group_size, s.kind});
    if (row != held_out.end()) {
      entry.held_out.push_back(std::abs(row->second.at(s.input_bytes) / s.time_us - 1));
    }
  }
  std::vector<CollectiveFitError> out;
  out.reserve(errors.size());
  for (const auto& [key, entry] : errors) {
    CollectiveFitError e{key.first, std::string(kBuckets[key.second].name),
                         static_cast<int64_t>(entry.table.size()), Median(entry.table),
                         *std::max_element(entry.table.begin(), entry.table.end())};
    if (!entry.held_out.empty()) {
      e.held_out_median_error = Median(entry.held_out);
      e.held_out_max_error = *std::max_element(entry.held_out.begin(), entry.held_out.end());
    }
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace collopt
