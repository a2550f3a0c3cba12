// `collopt explain` end to end in the library: load, price, simulate, explain
// every exposed collective and price the 20 most exposed fixes by simulation
// (issue: under 200 ms for repro_llama3_8b_bw_256_2d.py, 840 exposed
// collectives, on a 2-core machine). The file is read once, outside the loop.
#include <string>

#include "api/explain.h"
#include "api/load.h"
#include "benchmark/benchmark.h"

namespace collopt {
namespace {

void BM_Explain(benchmark::State& state, const std::string& relative) {
  std::string path = std::string(COLLOPT_SHARED_DATA_DIR) + "/" + relative;
  auto file = SourceFile::Read(path);
  if (!file.ok()) {
    state.SkipWithError(std::string(file.status().message()).c_str());
    return;
  }
  size_t exposed = 0;
  for (auto _ : state) {
    auto graph = LoadGraphFromSource(*file, LoadOptions{});
    if (!graph.ok()) {
      state.SkipWithError(std::string(graph.status().message()).c_str());
      return;
    }
    auto explained = RunExplain(*graph, path, ExplainRequest{});
    if (!explained.ok()) {
      state.SkipWithError(std::string(explained.status().message()).c_str());
      return;
    }
    exposed = explained->report.collectives.size();
    benchmark::DoNotOptimize(explained->report.exposed_us);
  }
  state.counters["exposed_collectives"] = static_cast<double>(exposed);
}

BENCHMARK_CAPTURE(BM_Explain, repro_llama3_8b_bw_256_2d,
                  "autoparallel_overlap/repro_llama3_8b_bw_256_2d.py")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Explain, repro_dsv3_bw_64, "autoparallel_overlap/repro_dsv3_bw_64.py")
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace collopt
