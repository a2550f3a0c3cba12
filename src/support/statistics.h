// collopt/support/statistics.h — summary statistics of measured samples.
#ifndef COLLOPT_SUPPORT_STATISTICS_H_
#define COLLOPT_SUPPORT_STATISTICS_H_

#include <algorithm>
#include <cstddef>
#include <vector>

namespace collopt {

/// The median of `values` (the mean of the two middle ones for an even
/// count); 0 for none. Takes a copy, which it sorts.
inline double Median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_STATISTICS_H_
