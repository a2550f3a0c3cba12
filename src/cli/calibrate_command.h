// collopt/cli/calibrate_command.h — `collopt calibrate`.
//
// `collopt calibrate GRAPH --node-costs F [GRAPH --node-costs F ...]
//   [-o profile.json] [--base h100] [--name NAME] [--leave-one-out]
//   [--errors] [--allow-unknown-ops]`
// loads every graph, applies its node-costs file (errors located in the
// file, as `--node-costs` everywhere), collects the benchmarked and
// memory-bound samples (cost/calibration.h), fits a profile starting from
// --base and writes it as a complete profile JSON (cost/hardware.h
// HardwareToJson) to -o, which `--hardware profile.json` reads. Prints the
// fitted constants; --errors adds the fitted profile's own error table and
// --leave-one-out the leave-one-graph-out table (markdown), each graph
// labelled by its file name without `.readable.py` / `.py`.
#ifndef COLLOPT_CLI_CALIBRATE_COMMAND_H_
#define COLLOPT_CLI_CALIBRATE_COMMAND_H_

#include <string>
#include <utility>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"

namespace collopt {

struct CalibrateFlags {
  std::vector<std::pair<std::string, std::string>> inputs;  // (graph, node-costs file)
  std::string output;
  std::string base = "h100";
  std::string name = "h100-calibrated";
  bool leave_one_out = false;
  bool errors = false;
  bool allow_unknown_ops = false;
};

/// Pairs `GRAPH --node-costs F` from the subcommand's remaining arguments, in
/// order (`--node-costs=F` accepted). Errors: a graph without its file, a
/// file without a graph, an unknown option, no input at all.
absl::StatusOr<std::vector<std::pair<std::string, std::string>>> ParseCalibrateInputs(
    const std::vector<std::string>& args);

/// Runs the command; the text to print, or the first error.
absl::StatusOr<std::string> RunCalibrate(const CalibrateFlags& flags);

/// Registers `calibrate` on `app`; after parsing, `Parsed()` says whether it
/// ran and `Run()` executes it (returns the exit status).
class CalibrateCommand {
 public:
  void Register(CLI::App& app);
  bool Parsed() const { return command_ != nullptr && command_->parsed(); }
  int Run();

 private:
  CLI::App* command_ = nullptr;
  CalibrateFlags flags_;
};

}  // namespace collopt

#endif  // COLLOPT_CLI_CALIBRATE_COMMAND_H_
