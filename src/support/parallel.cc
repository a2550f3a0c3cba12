// collopt/support/parallel.cc — see parallel.h.
#include "support/parallel.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace collopt {

size_t ThreadCount(int64_t jobs) {
  return jobs > 0 ? static_cast<size_t>(jobs)
                  : std::max<size_t>(1, std::thread::hardware_concurrency());
}

void ParallelFor(size_t n, size_t threads, const std::function<void(size_t)>& fn) {
  std::atomic<size_t> next = 0;
  auto work = [&] {
    for (size_t i = next++; i < n; i = next++) fn(i);
  };
  std::vector<std::jthread> workers;
  for (size_t t = 1; t < std::min(threads, n); ++t) workers.emplace_back(work);
  work();
}

}  // namespace collopt
