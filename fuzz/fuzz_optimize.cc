// libFuzzer target: a print_readable graph on arbitrary bytes, and when it
// loads with at most 400 nodes, `optimize --verify` on it (every pass, the
// translation validation and the hang check): an error status or a result
// proven equivalent, never a crash, a sanitizer report or a hang.
#include <cstddef>
#include <cstdint>
#include <string>

#include "api/load.h"
#include "api/optimize.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  collopt::LoadOptions load;
  load.format = collopt::InputFormat::kReadable;
  collopt::SourceFile file("fuzz.py", std::string(reinterpret_cast<const char*>(data), size));
  auto graph = collopt::LoadGraphFromSource(file, load);
  if (!graph.ok() || graph->size() > 400) return 0;
  collopt::OptimizeOptions options;
  options.verify = true;
  options.jobs = 1;
  options.explain = false;
  auto result = collopt::Optimize(std::move(*graph), "fuzz.py", options);
  (void)result;
  return 0;
}
