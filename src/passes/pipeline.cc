// collopt/passes/pipeline.cc — see pipeline.h.
#include "passes/pipeline.h"

#include <chrono>

#include "analysis/graph_validator.h"
#include "fmt/format.h"

namespace collopt {

absl::StatusOr<std::vector<PassRecord>> RunPipeline(Graph& graph, const std::vector<Pass*>& passes,
                                                    bool verify, const AfterPass& after_each) {
  if (verify) {
    if (auto s = ValidateGraph(graph); !s.ok()) {
      return absl::InvalidArgumentError(fmt::format("input graph: {}", std::string(s.message())));
    }
  }
  std::vector<PassRecord> records;
  for (Pass* pass : passes) {
    PassRecord record;
    record.name = std::string(pass->name());
    auto t0 = std::chrono::steady_clock::now();
    absl::StatusOr<bool> changed = pass->Run(graph);
    auto t1 = std::chrono::steady_clock::now();
    if (!changed.ok()) {
      return absl::Status(
          changed.status().code(),
          fmt::format("pass '{}': {}", record.name, std::string(changed.status().message())));
    }
    record.changed = *changed;
    record.wall_ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
    record.report = pass->report();
    if (verify) {
      if (auto s = ValidateGraph(graph); !s.ok()) {
        return absl::InternalError(
            fmt::format("after pass '{}': {}", record.name, std::string(s.message())));
      }
    }
    if (after_each) after_each(record, graph);
    records.push_back(std::move(record));
  }
  return records;
}

}  // namespace collopt
