// libFuzzer target: the JSON side files a user passes, on arbitrary bytes:
// a hardware profile (--hardware FILE, cost/hardware.h) and a node-costs file
// (--node-costs FILE, cost/node_costs.h) applied to the default input graph.
// An error status or a usable result: a profile whose every rate is finite
// and positive, costs that are finite and non-negative; never a crash.
#include <unistd.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "api/embedded_input.h"
#include "api/load.h"
#include "cost/hardware.h"
#include "cost/node_costs.h"

namespace {

// One graph for every input: ApplyTo clears every node's measured time before
// it sets the file's, so no input sees another's (a Clone per input was most of
// the target's time).
collopt::Graph& EmbeddedGraph() {
  static collopt::Graph* graph = [] {
    auto g = collopt::LoadGraphFromSource(collopt::DefaultInputFile(), collopt::LoadOptions{});
    if (!g.ok()) std::abort();
    return new collopt::Graph(std::move(*g));
  }();
  return *graph;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // LoadHardware reads a path: the bytes through a file of this process's own.
  static const std::string path = "/tmp/collopt-fuzz-hw-" + std::to_string(getpid()) + ".json";
  if (FILE* f = std::fopen(path.c_str(), "wb")) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
    auto hw = collopt::LoadHardware(path);
    if (hw.ok() && !(std::isfinite(hw->hbm_gbps) && hw->hbm_gbps > 0 &&
                     std::isfinite(hw->bf16_tflops) && hw->bf16_tflops > 0)) {
      std::abort();
    }
  }
  auto costs = collopt::NodeCosts::Parse(collopt::SourceFile("costs.json", text));
  if (costs.ok()) {
    collopt::Graph& graph = EmbeddedGraph();
    auto applied = costs->ApplyTo(graph);
    (void)applied;
    for (const collopt::Node& node : graph.nodes()) {
      if (node.measured_us.has_value() &&
          !(std::isfinite(*node.measured_us) && *node.measured_us >= 0)) {
        std::abort();
      }
    }
  }
  return 0;
}
