// collopt/api/calibrate.h — fit the compute model to measured node costs
// (`collopt calibrate`).
//
// `collopt calibrate GRAPH --node-costs F [GRAPH --node-costs F ...]
//   [-o profile.json] [--base h100] [--name NAME] [--leave-one-out]
//   [--errors] [--evaluate PROFILE] [--allow-unknown-ops]`
// loads every graph, applies its node-costs file (errors located in the
// file, as `--node-costs` everywhere), collects the benchmarked and
// memory-bound samples (cost/calibration.h), fits a profile starting from
// --base; the CLI writes it as a complete profile JSON (cost/hardware.h
// HardwareToJson) to -o, which `--hardware profile.json` reads. The text
// lists the fitted constants; --errors adds the fitted profile's own error
// table and --leave-one-out the leave-one-graph-out table (markdown), each
// graph labelled by its file name without `.readable.py` / `.py`.
// --evaluate PROFILE fits nothing: it prints PROFILE's error table on the
// inputs, per graph and then over all of them (graph "all"): held-out
// measurements priced by a profile fitted elsewhere, e.g. the built-in h100
// on data/h100_ops.
#ifndef COLLOPT_API_CALIBRATE_H_
#define COLLOPT_API_CALIBRATE_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/hardware.h"

namespace collopt {

/// What to fit (the flags of `collopt calibrate`).
struct CalibrateOptions {
  std::vector<std::pair<std::string, std::string>> inputs;  // (graph, node-costs file)
  std::string base = "h100";
  std::string name = "h100-calibrated";
  bool leave_one_out = false;
  bool errors = false;
  std::string evaluate;  // a profile (built-in name or JSON) to price the inputs with, no fit
  bool allow_unknown_ops = false;
};

/// The fitted profile (the --evaluate profile itself) and the text
/// `collopt calibrate` prints.
struct CalibrateResult {
  HardwareProfile profile;
  std::string text;
};

/// Pairs `GRAPH --node-costs F` from the subcommand's remaining arguments, in
/// order (`--node-costs=F` accepted). Errors: a graph without its file, a
/// file without a graph, an unknown option, no input at all.
absl::StatusOr<std::vector<std::pair<std::string, std::string>>> ParseCalibrateInputs(
    const std::vector<std::string>& args);

/// Loads the graphs, applies their costs, fits (or evaluates). Errors: the
/// first graph, node-costs file, base or --evaluate profile that does not load.
absl::StatusOr<CalibrateResult> RunCalibrate(const CalibrateOptions& options);

}  // namespace collopt

#endif  // COLLOPT_API_CALIBRATE_H_
