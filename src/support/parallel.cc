// collopt/support/parallel.cc — see parallel.h.
#include "support/parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
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

void ParallelTasks(size_t n, size_t threads, const std::vector<ptrdiff_t>& after,
                   const std::function<bool(size_t, size_t)>& first,
                   const std::function<bool(size_t)>& fn) {
  enum class State : uint8_t { kWaiting, kFree, kTaken, kDone };
  std::vector<State> state(n, State::kWaiting);
  std::vector<std::vector<size_t>> waiters(n);
  for (size_t i = 0; i < n; ++i) {
    if (after[i] < 0) {
      state[i] = State::kFree;
    } else {
      waiters[static_cast<size_t>(after[i])].push_back(i);
    }
  }
  size_t left = n;  // tasks neither finished nor skipped
  std::mutex mutex;
  std::condition_variable changed;
  // Marks task i and, transitively, its waiters skipped.
  auto skip = [&](size_t i, auto&& self) -> void {
    state[i] = State::kDone;
    --left;
    for (size_t w : waiters[i]) self(w, self);
  };
  auto work = [&] {
    std::unique_lock<std::mutex> lock(mutex);
    while (left > 0) {
      size_t pick = n;
      for (size_t i = 0; i < n; ++i) {
        if (state[i] == State::kFree && (pick == n || first(i, pick))) pick = i;
      }
      if (pick == n) {
        changed.wait(lock);
        continue;
      }
      state[pick] = State::kTaken;
      lock.unlock();
      const bool go_on = fn(pick);
      lock.lock();
      state[pick] = State::kDone;
      --left;
      for (size_t w : waiters[pick]) {
        if (go_on) {
          state[w] = State::kFree;
        } else {
          skip(w, skip);
        }
      }
      changed.notify_all();
    }
  };
  std::vector<std::jthread> workers;
  for (size_t t = 1; t < std::min(threads, n); ++t) workers.emplace_back(work);
  work();
}

}  // namespace collopt
