// collopt/cli/explain_command.cc — see explain_command.h.
#include "cli/explain_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "api/explain.h"
#include "cli/input_flags.h"
#include "cli/model_flags.h"

namespace collopt {

Command AddExplainCommand(CLI::App& app) {
  struct Flags {
    InputFlags input;
    ModelFlags model;
    bool json = false;
    int64_t top = 20;
    std::string memory_limit_gb;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "explain",
      "why each collective is exposed (FIFO, issued late, waited early, memory limit, late "
      "input, launch overhead, data dependency, shared stream) and the change that would hide "
      "it, with the step time that change saves");
  AddInputFlags(cmd, flags->input);
  AddModelFlags(cmd, flags->model);
  cmd->add_flag("--json", flags->json, "print JSON (every exposed collective)");
  cmd->add_option("--top", flags->top,
                  "rows shown, most exposed first, each fix priced by simulation (0 = all; "
                  "default 20)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--memory-limit-gb", flags->memory_limit_gb,
                  "peak memory a prefetch must respect, GiB (default: none)");
  return {cmd, [flags] {
            if (auto s = flags->model.Resolve(); !s.ok()) return Fail(s);
            ExplainRequest request;
            request.sim = flags->model.options;
            request.top = static_cast<size_t>(flags->top);
            if (!flags->memory_limit_gb.empty()) {
              auto limit = ParseMemoryLimitGb(flags->memory_limit_gb);
              if (!limit.ok()) return Fail(limit.status());
              request.memory_limit_bytes = *limit;
            }
            auto graph = LoadInput(flags->input);
            if (!graph.ok()) return Fail(graph.status());
            auto explanation = RunExplain(*graph, flags->input.path, request);
            if (!explanation.ok()) return Fail(explanation.status());
            if (flags->json) {
              std::cout << ExposureToJson(*graph, explanation->report).dump(2) << "\n";
            } else {
              std::cout << "graph: " << graph->source_name
                        << "  hardware: " << explanation->hardware << "  table: "
                        << (explanation->table_path.empty() ? "none" : explanation->table_path)
                        << "\n"
                        << ExposureToText(*graph, explanation->report, request.top);
            }
            return 0;
          }};
}

}  // namespace collopt
