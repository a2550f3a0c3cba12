// collopt/cli/simulate_command.cc — see simulate_command.h.
#include "cli/simulate_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "api/simulate.h"
#include "cli/input_flags.h"
#include "cli/model_flags.h"
#include "sim/memory.h"
#include "sim/trace.h"

namespace collopt {

Command AddSimulateCommand(CLI::App& app) {
  struct Flags {
    InputFlags input;
    ModelFlags model;
    bool json = false;
    std::string trace;
    std::string memory_trace;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "simulate", "step time, exposed communication per process group, peak memory, lower bound");
  AddInputFlags(cmd, flags->input);
  AddModelFlags(cmd, flags->model);
  cmd->add_flag("--json", flags->json, "print JSON");
  cmd->add_option("--trace", flags->trace, "write a Chrome/Perfetto trace to this file");
  cmd->add_option("--memory-trace", flags->memory_trace,
                  "write the live bytes after every node, in program order, to this JSON file");
  return {cmd, [flags] {
            if (auto s = flags->model.Resolve(); !s.ok()) return Fail(s);
            auto graph = LoadInput(flags->input);
            if (!graph.ok()) return Fail(graph.status());
            auto sim = RunSimulation(*graph, flags->input.path, flags->model.options);
            if (!sim.ok()) return Fail(sim.status());
            if (!flags->trace.empty()) {
              std::string trace = TraceToJson(*graph, sim->costs, sim->result).dump() + "\n";
              if (auto s = WriteFile(flags->trace, trace); !s.ok()) return Fail(s);
            }
            if (!flags->memory_trace.empty()) {
              std::string json =
                  MemoryProfileToJson(*graph, ComputeMemoryProfile(*graph)).dump() + "\n";
              if (auto s = WriteFile(flags->memory_trace, json); !s.ok()) return Fail(s);
            }
            if (flags->json) {
              std::cout << SimulationToJson(*graph, *sim).dump(2) << "\n";
            } else {
              std::cout << SimulationToText(*graph, *sim);
            }
            return 0;
          }};
}

}  // namespace collopt
