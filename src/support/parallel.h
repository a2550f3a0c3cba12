// collopt/support/parallel.h — the thread count of a --jobs value, and a
// parallel loop over indices.
#ifndef COLLOPT_SUPPORT_PARALLEL_H_
#define COLLOPT_SUPPORT_PARALLEL_H_

#include <cstddef>
#include <cstdint>
#include <functional>

namespace collopt {

/// Threads for a `--jobs` value: `jobs` when > 0, else one per hardware
/// thread (at least 1).
size_t ThreadCount(int64_t jobs);

/// Runs fn(i) for every i in [0, n) on min(threads, n) threads, the caller's
/// among them; each thread takes the next index not taken. Returns when all
/// are done. `fn` must be safe to call from several threads at once.
void ParallelFor(size_t n, size_t threads, const std::function<void(size_t)>& fn);

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_PARALLEL_H_
