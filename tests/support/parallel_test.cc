// support/parallel.h: the thread count of --jobs, every index run once
// whatever the thread count, and tasks after the one they wait for (or
// skipped with it).
#include "support/parallel.h"

#include <atomic>
#include <mutex>
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

// One thread: the free tasks by `first` (here the highest index first), each
// waiter once its task has returned true; 2 returns false, so 3 (waiting for
// it) and 4 (waiting for 3) never run.
TEST(Parallel, TasksRunAfterTheirTaskInTheGivenOrder) {
  const std::vector<ptrdiff_t> after = {-1, 0, -1, 2, 3, 0};
  std::vector<size_t> ran;
  ParallelTasks(
      after.size(), 1, after, [](size_t a, size_t b) { return a > b; },
      [&](size_t i) {
        ran.push_back(i);
        return i != 2;
      });
  EXPECT_EQ(ran, (std::vector<size_t>{2, 0, 5, 1}));
}

TEST(Parallel, TasksEachRunOnceAfterTheirTaskOnAnyThreadCount) {
  // A chain 0 → 1 → ... → 9 beside 10 free tasks.
  std::vector<ptrdiff_t> after(20, -1);
  for (size_t i = 1; i < 10; ++i) after[i] = static_cast<ptrdiff_t>(i) - 1;
  for (size_t threads : {1u, 2u, 5u}) {
    std::mutex mutex;
    std::vector<size_t> ran;
    ParallelTasks(
        after.size(), threads, after, [](size_t a, size_t b) { return a < b; },
        [&](size_t i) {
          std::lock_guard<std::mutex> lock(mutex);
          ran.push_back(i);
          return true;
        });
    ASSERT_EQ(ran.size(), after.size()) << threads;
    std::vector<size_t> position(after.size());
    for (size_t p = 0; p < ran.size(); ++p) position[ran[p]] = p;
    for (size_t i = 1; i < 10; ++i) EXPECT_LT(position[i - 1], position[i]) << threads;
  }
  int calls = 0;
  ParallelTasks(
      0, 4, {}, [](size_t, size_t) { return false; }, [&](size_t) { return ++calls; });
  EXPECT_EQ(calls, 0);
}

}  // namespace
}  // namespace collopt
