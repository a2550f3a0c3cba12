// collopt/cli/calibrate_command.cc — see calibrate_command.h.
#include "cli/calibrate_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "api/calibrate.h"
#include "api/calibrate_collectives.h"

namespace collopt {

Command AddCalibrateCommand(CLI::App& app) {
  struct Flags {
    CalibrateOptions options;
    CollectiveCalibrateOptions collectives;
    std::string output;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "calibrate",
      "fit the compute model to measured node costs (GRAPH --node-costs FILE [GRAPH ...]), "
      "or a collective table to nccl-tests logs (--nccl-tests LOG...)");
  cmd->allow_extras();
  cmd->add_option("-o,--output", flags->output, "write the fitted profile JSON here");
  cmd->add_option("--base", flags->options.base,
                  "profile to start from (built-in name or JSON; default h100)");
  cmd->add_option("--name", flags->options.name, "name of the fitted profile");
  cmd->add_flag("--leave-one-out", flags->options.leave_one_out,
                "print the leave-one-graph-out error table");
  cmd->add_flag("--errors", flags->options.errors, "print the fitted profile's error table");
  cmd->add_option("--evaluate", flags->options.evaluate,
                  "fit nothing: print this profile's (built-in name or JSON) error table on the "
                  "inputs");
  cmd->add_flag("--allow-unknown-ops", flags->options.allow_unknown_ops,
                "treat ops without a shape rule as opaque, and accept overloads and arguments "
                "newer than PyTorch's schemas collopt has");
  cmd->add_option("--nccl-tests", flags->collectives.nccl_tests,
                  "nccl-tests outputs (all_reduce_perf, all_gather_perf, reduce_scatter_perf): "
                  "write a collective table for --colls to -o instead");
  cmd->add_option("--trace", flags->collectives.traces,
                  "profiler (Kineto) JSON traces whose NCCL kernels carry their sizes: write a "
                  "collective table for --colls to -o instead");
  cmd->add_option("--group", flags->collectives.group,
                  "the table rows' group: a name the graph's group names contain, or * (any; "
                  "default)");
  cmd->add_option("--collective", flags->collectives.collective,
                  "all_reduce, all_gather or reduce_scatter, for logs that do not name their "
                  "benchmark");
  cmd->add_option("--group-size", flags->collectives.group_size,
                  "ranks, for logs without '#  Rank' lines");
  return {cmd, [flags, cmd] {
            if (!flags->collectives.nccl_tests.empty() || !flags->collectives.traces.empty()) {
              if (!cmd->remaining().empty()) {
                return Fail(absl::InvalidArgumentError(
                    "calibrate: --nccl-tests and --trace take no GRAPH --node-costs inputs"));
              }
              auto result = RunCollectiveCalibrate(flags->collectives);
              if (!result.ok()) return Fail(result.status());
              if (!flags->output.empty()) {
                if (auto s = WriteFile(flags->output, result->table.ToText()); !s.ok()) {
                  return Fail(s);
                }
              }
              std::cout << result->text;
              return 0;
            }
            auto inputs = ParseCalibrateInputs(cmd->remaining());
            if (!inputs.ok()) return Fail(inputs.status());
            flags->options.inputs = *std::move(inputs);
            if (!flags->options.evaluate.empty() && !flags->output.empty()) {
              return Fail(absl::InvalidArgumentError(
                  "calibrate: --evaluate fits nothing, so there is no profile for -o"));
            }
            auto result = RunCalibrate(flags->options);
            if (!result.ok()) return Fail(result.status());
            if (!flags->output.empty()) {
              std::string json = HardwareToJson(result->profile).dump(2) + "\n";
              if (auto s = WriteFile(flags->output, json); !s.ok()) return Fail(s);
            }
            std::cout << result->text;
            return 0;
          }};
}

}  // namespace collopt
