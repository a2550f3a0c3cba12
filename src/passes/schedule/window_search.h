// collopt/passes/schedule/window_search.h — the widest prefetch window
// within a memory limit, found with few probes (each probe is a list
// schedule and a memory profile, O(N + E)).
#ifndef COLLOPT_PASSES_SCHEDULE_WINDOW_SEARCH_H_
#define COLLOPT_PASSES_SCHEDULE_WINDOW_SEARCH_H_

#include <algorithm>
#include <cstdint>
#include <vector>

namespace collopt::schedule {

/// The widest window in [0, compute_ops) for which `fits(window)` holds
/// (feasibility is taken to fall as the window grows), or −1 when none does,
/// to within 1/16 of itself: a binary search over the geometric grid 0, 1,
/// 2, 3, 4, 5, 6, 7, 9, … (each ×1.25), then two halvings of the gap to the
/// next grid point. O(log log compute_ops) probes (7–9 at 10^6 nodes, against
/// 20 for an exact search). `fits` is called in a fixed order for given
/// answers, so a caller that records every probe stays deterministic.
template <typename Fits>
int64_t WidestFeasible(int64_t compute_ops, Fits&& fits) {
  std::vector<int64_t> grid = {0};
  while (grid.back() < compute_ops - 1) {
    grid.push_back(std::min(compute_ops - 1, std::max(grid.back() + 1, grid.back() * 5 / 4)));
  }
  // Invariant: grid[lo] fits (lo = -1: none known), grid[hi] does not
  // (hi = size: compute_ops, known not to fit).
  int64_t lo = -1;
  auto hi = static_cast<int64_t>(grid.size());
  while (hi - lo > 1) {
    const int64_t mid = lo + (hi - lo) / 2;
    if (fits(grid[static_cast<size_t>(mid)])) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  if (lo < 0) return -1;
  int64_t good = grid[static_cast<size_t>(lo)];
  int64_t bad =
      hi < static_cast<int64_t>(grid.size()) ? grid[static_cast<size_t>(hi)] : compute_ops;
  for (int step = 0; step < 2 && bad - good > 1; ++step) {
    const int64_t mid = good + (bad - good) / 2;
    if (fits(mid)) {
      good = mid;
    } else {
      bad = mid;
    }
  }
  return good;
}

}  // namespace collopt::schedule

#endif  // COLLOPT_PASSES_SCHEDULE_WINDOW_SEARCH_H_
