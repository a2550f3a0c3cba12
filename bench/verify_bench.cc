// Translation validation (`collopt verify`, verify/translation_validation.h)
// and the hang check (analysis/hang_check.h) against optimize's own time.
//
// BM_VerifyLlama/0: repro_llama3_8b_bw_256_2d.py (the graph) optimized
// once outside the timed loop with the default flags; each iteration proves
// the output against the input. /1: the same by the whole evaluation alone
// (verify/translation_validation.h VerifyPath::kWholeOnly), side by side. Counters: optimize_ms
// (Optimize's own wall time on the same graph, measured once before the loop) and
// verify_over_optimize (the target: < 0.1).
//
// BM_VerifyGenerated/24, /240, /2400: a `collopt generate` training step of
// about 10^4, 10^5 and 10^6 nodes (generated_step.h),
// optimized once; each iteration verifies. Near-linear means
// time(/2400) / time(/240) close to 10.
//
// BM_CheckHangsGenerated/2400: the hang check of the 10^6-node output.
#include <chrono>
#include <string>

#include "analysis/hang_check.h"
#include "api/load.h"
#include "api/optimize.h"
#include "benchmark/benchmark.h"
#include "generated_step.h"
#include "verify/translation_validation.h"

namespace collopt {
namespace {

struct Pair {
  Graph original;
  Graph optimized;
  double optimize_ms = 0;
};

// Loads `file`, optimizes a copy with the default flags (timed once).
absl::StatusOr<Pair> Optimized(const SourceFile& file, const std::string& path) {
  absl::StatusOr<Graph> graph = LoadGraphFromSource(file, LoadOptions{});
  if (!graph.ok()) return graph.status();
  Pair pair;
  pair.original = graph->Clone();
  const auto start = std::chrono::steady_clock::now();
  absl::StatusOr<OptimizeResult> result = Optimize(std::move(*graph), path, OptimizeOptions{});
  const auto end = std::chrono::steady_clock::now();
  if (!result.ok()) return result.status();
  pair.optimize_ms = std::chrono::duration<double, std::milli>(end - start).count();
  pair.optimized = std::move(result->graph);
  return pair;
}

void VerifyLoop(benchmark::State& state, const Pair& pair,
                verify::VerifyPath path = verify::VerifyPath::kCongruenceFirst) {
  int64_t terms = 0;
  int64_t evaluated = 0;
  double verify_ms = 0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    const verify::Equivalence e = verify::VerifyEquivalent(pair.original, pair.optimized, path);
    verify_ms +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
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
  state.counters["optimize_ms"] = pair.optimize_ms;
  state.counters["verify_over_optimize"] =
      verify_ms / static_cast<double>(state.iterations()) / pair.optimize_ms;
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
      state.range(0) == 0 ? verify::VerifyPath::kCongruenceFirst : verify::VerifyPath::kWholeOnly);
}
BENCHMARK(BM_VerifyLlama)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3);

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
