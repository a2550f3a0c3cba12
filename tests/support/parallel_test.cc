// support/parallel.h: the thread count of --jobs, and every index run once
// whatever the thread count.
#include "support/parallel.h"

#include <atomic>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace collopt {
namespace {

TEST(Parallel, ThreadCountOfJobs) {
  EXPECT_EQ(ThreadCount(3), 3u);
  EXPECT_EQ(ThreadCount(1), 1u);
  EXPECT_EQ(ThreadCount(0), std::max<size_t>(1, std::thread::hardware_concurrency()));
  EXPECT_EQ(ThreadCount(-1), ThreadCount(0));
}

TEST(Parallel, EveryIndexRunsOnce) {
  for (size_t threads : {1u, 2u, 7u}) {
    std::vector<std::atomic<int>> runs(100);
    ParallelFor(runs.size(), threads, [&](size_t i) { ++runs[i]; });
    for (size_t i = 0; i < runs.size(); ++i) EXPECT_EQ(runs[i].load(), 1) << threads << " " << i;
  }
  int calls = 0;
  ParallelFor(0, 4, [&](size_t) { ++calls; });
  EXPECT_EQ(calls, 0);
}

}  // namespace
}  // namespace collopt
