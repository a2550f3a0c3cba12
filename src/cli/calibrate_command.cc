// collopt/cli/calibrate_command.cc — see calibrate_command.h.
#include "cli/calibrate_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "api/calibrate.h"

namespace collopt {

Command AddCalibrateCommand(CLI::App& app) {
  struct Flags {
    CalibrateOptions options;
    std::string output;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "calibrate",
      "fit the compute model to measured node costs: GRAPH --node-costs FILE [GRAPH ...]");
  cmd->allow_extras();
  cmd->add_option("-o,--output", flags->output, "write the fitted profile JSON here");
  cmd->add_option("--base", flags->options.base,
                  "profile to start from (built-in name or JSON; default h100)");
  cmd->add_option("--name", flags->options.name, "name of the fitted profile");
  cmd->add_flag("--leave-one-out", flags->options.leave_one_out,
                "print the leave-one-graph-out error table");
  cmd->add_flag("--errors", flags->options.errors, "print the fitted profile's error table");
  cmd->add_flag("--allow-unknown-ops", flags->options.allow_unknown_ops,
                "treat ops without a shape rule as opaque");
  return {cmd, [flags, cmd] {
            auto inputs = ParseCalibrateInputs(cmd->remaining());
            if (!inputs.ok()) return Fail(inputs.status());
            flags->options.inputs = *std::move(inputs);
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
