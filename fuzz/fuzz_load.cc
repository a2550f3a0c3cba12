// libFuzzer target: one graph frontend on arbitrary bytes (COLLOPT_FUZZ_FORMAT
// picks it: repro, readable or trace), shapes inferred and the graph validated,
// as every command loads its input. Any input must end in a graph or an error
// status: never a crash, a sanitizer report, a hang or an allocation past
// libFuzzer's -rss_limit_mb.
#include <cstddef>
#include <cstdint>
#include <string>

#include "api/load.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  collopt::LoadOptions options;
  options.format = COLLOPT_FUZZ_FORMAT;
  collopt::SourceFile file("fuzz.py", std::string(reinterpret_cast<const char*>(data), size));
  auto graph = collopt::LoadGraphFromSource(file, options);
  (void)graph;
  return 0;
}
