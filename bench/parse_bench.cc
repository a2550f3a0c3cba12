// Parse + shape inference of the largest shared graphs (issue: under 50 ms
// each on a 2-core machine). The file is read once, outside the timed loop.
#include <string>

#include "api/load.h"
#include "api/simulate.h"
#include "benchmark/benchmark.h"

namespace collopt {
namespace {

void BM_LoadGraph(benchmark::State& state, const std::string& relative, bool check_schemas = true) {
  LoadOptions options;
  options.shape.check_schemas = check_schemas;
  auto file = SourceFile::Read(std::string(COLLOPT_SHARED_DATA_DIR) + "/" + relative);
  if (!file.ok()) {
    state.SkipWithError(std::string(file.status().message()).c_str());
    return;
  }
  size_t nodes = 0;
  for (auto _ : state) {
    auto graph = LoadGraphFromSource(*file, options);
    if (!graph.ok()) {
      state.SkipWithError(std::string(graph.status().message()).c_str());
      return;
    }
    nodes = graph->size();
    benchmark::DoNotOptimize(graph);
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["MB/s"] = benchmark::Counter(static_cast<double>(file->text().size()) / 1e6,
                                              benchmark::Counter::kIsIterationInvariantRate);
}

BENCHMARK_CAPTURE(BM_LoadGraph, repro_dsv3_bw_64, "autoparallel_overlap/repro_dsv3_bw_64.py")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_LoadGraph, repro_llama3_8b_bw_256_2d,
                  "autoparallel_overlap/repro_llama3_8b_bw_256_2d.py")
    ->Unit(benchmark::kMillisecond);
// The largest file (1.55 MB): Inductor's bucketed output, with strided annotations.
BENCHMARK_CAPTURE(BM_LoadGraph, after_llama3_8b_bw_256_2d,
                  "h100_inductor_runs/after_llama3_8b_bw_256_2d.readable.py")
    ->Unit(benchmark::kMillisecond);
// The same without the op schema check (analysis/op_schema.h): the check's
// cost is the difference (issue: under 10 % of load time).
BENCHMARK_CAPTURE(BM_LoadGraph, after_llama3_8b_bw_256_2d_no_schema_check,
                  "h100_inductor_runs/after_llama3_8b_bw_256_2d.readable.py", false)
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace collopt

namespace collopt {
namespace {

// Parse + shape inference + pricing + simulation (issue: under 100 ms for the
// largest graph), with the graph's own measured table.
void BM_LoadAndSimulate(benchmark::State& state, const std::string& relative) {
  std::string path = std::string(COLLOPT_SHARED_DATA_DIR) + "/" + relative;
  auto file = SourceFile::Read(path);
  if (!file.ok()) {
    state.SkipWithError(std::string(file.status().message()).c_str());
    return;
  }
  for (auto _ : state) {
    auto graph = LoadGraphFromSource(*file, LoadOptions{});
    if (!graph.ok()) {
      state.SkipWithError(std::string(graph.status().message()).c_str());
      return;
    }
    auto sim = RunSimulation(*graph, path, SimulateOptions{});
    if (!sim.ok()) {
      state.SkipWithError(std::string(sim.status().message()).c_str());
      return;
    }
    benchmark::DoNotOptimize(sim->result.step_us);
  }
}

BENCHMARK_CAPTURE(BM_LoadAndSimulate, repro_dsv3_bw_64, "autoparallel_overlap/repro_dsv3_bw_64.py")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_LoadAndSimulate, repro_llama3_8b_bw_256_2d,
                  "autoparallel_overlap/repro_llama3_8b_bw_256_2d.py")
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace collopt
