// The IR's whole-graph operations the optimizer repeats on every candidate
// (async-tp's builds, the variants, the scheduler's rounds): Graph::Clone,
// Graph::Reorder and Graph::RebuildUsers on the generated Llama-3-70B TP-8
// step (`collopt generate --preset llama3_70b --tp 8 --dp-shard 8 --pass
// joint`, 38,860 nodes), reordered to the list schedule of the unlimited
// prefetch window (the order schedule-overlap keeps is of that kind: each
// collective moved ahead of the compute before its wait).
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "cost/cost_model.h"
#include "cost/hardware.h"
#include "generated_step.h"
#include "passes/schedule_overlap.h"

namespace collopt {
namespace {

struct Step70b {
  Graph graph;
  std::vector<NodeId> order;  // the unlimited window's schedule
  std::string error;
};

const Step70b& Llama70bStep() {
  static const Step70b* step = [] {
    auto* s = new Step70b;
    auto graph = Llama70bTp8Step();
    auto hardware = BuiltinHardware("h100");
    if (!graph.ok() || !hardware.ok()) {
      s->error = "the generated step or the h100 profile does not load";
      return s;
    }
    s->graph = std::move(*graph);
    const CostModel model(*hardware);
    s->order = ScheduleOverlap::OrderForWindow(s->graph, model.EstimateAll(s->graph),
                                               kUnlimitedWindow, int64_t{5120} << 20);
    return s;
  }();
  return *step;
}

// The step, or nullptr with the benchmark skipped when it does not load.
const Step70b* LoadedStep(benchmark::State& state) {
  const Step70b& step = Llama70bStep();
  if (step.error.empty()) return &step;
  state.SkipWithError(step.error.c_str());
  return nullptr;
}

void BM_GraphClone(benchmark::State& state) {
  const Step70b* step = LoadedStep(state);
  if (step == nullptr) return;
  for (auto _ : state) {
    Graph copy = step->graph.Clone();
    benchmark::DoNotOptimize(copy);
    state.PauseTiming();  // the copy's freeing is not the clone's
    copy = Graph();
    state.ResumeTiming();
  }
  state.counters["nodes"] = static_cast<double>(step->graph.size());
}
BENCHMARK(BM_GraphClone)->Unit(benchmark::kMillisecond);

void BM_GraphReorder(benchmark::State& state) {
  const Step70b* step = LoadedStep(state);
  if (step == nullptr) return;
  for (auto _ : state) {
    state.PauseTiming();
    Graph copy = step->graph.Clone();
    state.ResumeTiming();
    copy.Reorder(step->order);
    benchmark::DoNotOptimize(copy);
    state.PauseTiming();
    copy = Graph();
    state.ResumeTiming();
  }
  state.counters["nodes"] = static_cast<double>(step->graph.size());
}
BENCHMARK(BM_GraphReorder)->Unit(benchmark::kMillisecond);

void BM_GraphRebuildUsers(benchmark::State& state) {
  const Step70b* step = LoadedStep(state);
  if (step == nullptr) return;
  Graph copy = step->graph.Clone();
  copy.Reorder(step->order);
  for (auto _ : state) copy.RebuildUsers();
  state.counters["nodes"] = static_cast<double>(copy.size());
}
BENCHMARK(BM_GraphRebuildUsers)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace collopt
