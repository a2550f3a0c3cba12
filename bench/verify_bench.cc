// Translation validation (`collopt verify`, verify/translation_validation.h)
// and the hang check (analysis/hang_check.h) against optimize's own time.
//
// BM_VerifyLlama/0: repro_llama3_8b_bw_256_2d.py (the graph): each
// iteration optimizes it with the default flags (outside the benchmark's
// clock) and then proves the output against the input. /1: the same by the
// whole evaluation alone (verify/translation_validation.h
// VerifyPath::kWholeOnly), side by side. Counters, each the median over the
// iterations: optimize_ms (Optimize's own wall time), verify_ms, and
// verify_over_optimize (the two's ratio within one iteration: the issue's
// target, < 0.1; verify_over_optimize_max: the largest of them). A ratio of
// two runs side by side, so that a slow spell of the shared machine slows
// both.
//
// BM_VerifyGenerated/24, /240, /2400: a `collopt generate` training step of
// about 10^4, 10^5 and 10^6 nodes (generated_step.h),
// optimized once; each iteration verifies. Near-linear means
// time(/2400) / time(/240) close to 10.
//
// BM_CheckHangsGenerated/2400: the hang check of the 10^6-node output.
#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "analysis/hang_check.h"
#include "api/load.h"
#include "api/optimize.h"
#include "benchmark/benchmark.h"
#include "generated_step.h"
#include "support/statistics.h"
#include "verify/translation_validation.h"

namespace collopt {
namespace {

struct Pair {
  Graph original;
  Graph optimized;
  double optimize_ms = 0;
};

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

// Optimizes a copy of `pair.original` with the default flags into
// `pair.optimized`; optimize_ms is its wall time.
absl::Status Optimize(Pair& pair, const std::string& path) {
  const auto start = std::chrono::steady_clock::now();
  absl::StatusOr<OptimizeResult> result = Optimize(pair.original.Clone(), path, OptimizeOptions{});
  pair.optimize_ms = MsSince(start);
  if (!result.ok()) return result.status();
  pair.optimized = std::move(result->graph);
  return absl::OkStatus();
}

// Loads `file` and optimizes it once.
absl::StatusOr<Pair> Optimized(const SourceFile& file, const std::string& path) {
  absl::StatusOr<Graph> graph = LoadGraphFromSource(file, LoadOptions{});
  if (!graph.ok()) return graph.status();
  Pair pair;
  pair.original = std::move(*graph);
  if (absl::Status s = Optimize(pair, path); !s.ok()) return s;
  return pair;
}

// Each iteration verifies `pair` (the benchmark's clock); with `path` set it
// first optimizes the input again, outside that clock, so that each
// verify_over_optimize sample is a ratio of two runs side by side.
void VerifyLoop(benchmark::State& state, Pair& pair,
                verify::VerifyPath path = verify::VerifyPath::kCongruenceFirst,
                const std::string* reoptimize = nullptr) {
  int64_t terms = 0;
  int64_t evaluated = 0;
  std::vector<double> optimize_ms;
  std::vector<double> verify_ms;
  std::vector<double> ratios;
  for (auto _ : state) {
    if (reoptimize != nullptr) {
      state.PauseTiming();
      if (absl::Status s = Optimize(pair, *reoptimize); !s.ok()) {
        state.SkipWithError(std::string(s.message()).c_str());
        return;
      }
      state.ResumeTiming();
    }
    const auto start = std::chrono::steady_clock::now();
    const verify::Equivalence e = verify::VerifyEquivalent(pair.original, pair.optimized, path);
    verify_ms.push_back(MsSince(start));
    optimize_ms.push_back(pair.optimize_ms);
    ratios.push_back(verify_ms.back() / pair.optimize_ms);
    if (!e.equivalent) {
      state.SkipWithError(("not proven: " + e.reason).c_str());
      return;
    }
    terms = e.terms;
    evaluated = e.evaluated_nodes;
  }
  state.counters["evaluated_nodes"] = static_cast<double>(evaluated);
  state.counters["nodes"] = static_cast<double>(pair.original.size());
  state.counters["terms"] = static_cast<double>(terms);
  state.counters["optimize_ms"] = Median(optimize_ms);
  state.counters["verify_ms"] = Median(verify_ms);
  state.counters["verify_over_optimize"] = Median(ratios);
  state.counters["verify_over_optimize_max"] =
      ratios.empty() ? 0 : *std::max_element(ratios.begin(), ratios.end());
}

// BM_VerifyLlama with the path as its argument: 0 the fast path first (what
// verify runs), 1 the whole evaluation of both graphs alone.
void BM_VerifyLlama(benchmark::State& state) {
  const std::string path =
      std::string(COLLOPT_SHARED_DATA_DIR) + "/autoparallel_overlap/repro_llama3_8b_bw_256_2d.py";
  absl::StatusOr<SourceFile> file = SourceFile::Read(path);
  if (!file.ok()) {
    state.SkipWithError(std::string(file.status().message()).c_str());
    return;
  }
  absl::StatusOr<Pair> pair = Optimized(*file, path);
  if (!pair.ok()) {
    state.SkipWithError(std::string(pair.status().message()).c_str());
    return;
  }
  VerifyLoop(
      state, *pair,
      state.range(0) == 0 ? verify::VerifyPath::kCongruenceFirst : verify::VerifyPath::kWholeOnly,
      &path);
}
BENCHMARK(BM_VerifyLlama)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(11);

void BM_VerifyGenerated(benchmark::State& state) {
  const SourceFile file("generated_step.py", GeneratedStep(state.range(0)));
  absl::StatusOr<Pair> pair = Optimized(file, "");
  if (!pair.ok()) {
    state.SkipWithError(std::string(pair.status().message()).c_str());
    return;
  }
  VerifyLoop(state, *pair);
}
BENCHMARK(BM_VerifyGenerated)
    ->Arg(24)
    ->Arg(240)
    ->Arg(2400)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

void BM_CheckHangsGenerated(benchmark::State& state) {
  const SourceFile file("generated_step.py", GeneratedStep(state.range(0)));
  absl::StatusOr<Pair> pair = Optimized(file, "");
  if (!pair.ok()) {
    state.SkipWithError(std::string(pair.status().message()).c_str());
    return;
  }
  HangCheckOptions options;
  options.max_connections = 8;
  size_t hazards = 0;
  for (auto _ : state) {
    const HangReport r = CheckHangs(pair->optimized, options);
    hazards = r.hazards.size();
  }
  state.counters["nodes"] = static_cast<double>(pair->optimized.size());
  state.counters["cycles_at_8_queues"] = static_cast<double>(hazards);
}
BENCHMARK(BM_CheckHangsGenerated)->Arg(2400)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace collopt
