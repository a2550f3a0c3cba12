// collopt/support/parallel.h — the thread count of a --jobs value, a
// parallel loop over indices, and tasks that wait for one other task.
#ifndef COLLOPT_SUPPORT_PARALLEL_H_
#define COLLOPT_SUPPORT_PARALLEL_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace collopt {

/// Threads for a `--jobs` value: `jobs` when > 0, else one per hardware
/// thread (at least 1).
size_t ThreadCount(int64_t jobs);

/// Runs fn(i) for every i in [0, n) on min(threads, n) threads, the caller's
/// among them; each thread takes the next index not taken. Returns when all
/// are done. `fn` must be safe to call from several threads at once.
void ParallelFor(size_t n, size_t threads, const std::function<void(size_t)>& fn);

/// Runs tasks 0..n−1 on min(threads, n) threads, the caller's among them,
/// where task i may wait for one other, `after[i]` (−1: none; `after` has n
/// entries and no cycle): it starts once that one has returned true, and never
/// runs when that one returned false or was skipped itself. `fn(i)` runs
/// task i and says whether its waiters may run. Among the tasks free to start,
/// a thread takes the first by `first(a, b)` (a strict order, called under a
/// lock: it may read what finished tasks wrote); a thread with none free waits
/// for a task to finish (each pick scans all n: meant for a handful of coarse
/// tasks). Returns when every task has run or been skipped.
/// Errors: none (a task's error is the caller's to keep, e.g. in its slot).
/// (Debian's TBB flow graph or Taskflow would do this too, with a scheduler
/// and a dependency the size of this function.)
void ParallelTasks(size_t n, size_t threads, const std::vector<ptrdiff_t>& after,
                   const std::function<bool(size_t, size_t)>& first,
                   const std::function<bool(size_t)>& fn);

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_PARALLEL_H_
