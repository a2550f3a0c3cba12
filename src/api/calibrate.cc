// collopt/api/calibrate.cc — see calibrate.h.
#include "api/calibrate.h"

#include <filesystem>
#include <utility>

#include "api/load.h"
#include "cost/calibration.h"
#include "cost/node_costs.h"
#include "fmt/format.h"
#include "support/strings.h"

namespace collopt {
namespace {

std::string GraphLabel(const std::string& path) {
  std::string name = std::filesystem::path(path).filename().string();
  std::string_view label = name;
  if (!ConsumeSuffix(&label, ".readable.py")) ConsumeSuffix(&label, ".py");
  return std::string(label);
}

std::string CurveText(std::string_view name, const ComputeCurve& c) {
  return fmt::format("  {:<19} efficiency {:.2f}, half at {:.2f} GFLOP, memory efficiency {:.2f}\n",
                     name, c.efficiency, c.half_efficiency_gflop, c.memory_efficiency);
}

}  // namespace

absl::StatusOr<std::vector<std::pair<std::string, std::string>>> ParseCalibrateInputs(
    const std::vector<std::string>& args) {
  std::vector<std::pair<std::string, std::string>> inputs;
  auto missing_costs = [&]() {
    return absl::InvalidArgumentError(fmt::format(
        "error: calibrate: graph '{}' needs --node-costs FILE after it", inputs.back().first));
  };
  for (size_t i = 0; i < args.size(); ++i) {
    std::string_view arg = args[i];
    std::string costs;
    if (arg == "--node-costs") {
      if (i + 1 == args.size()) {
        return absl::InvalidArgumentError("error: calibrate: --node-costs needs a FILE");
      }
      costs = args[++i];
    } else if (ConsumePrefix(&arg, "--node-costs=")) {
      costs = std::string(arg);
    } else if (StartsWith(arg, "-")) {
      return absl::InvalidArgumentError(
          fmt::format("error: calibrate: unknown option '{}'", std::string(arg)));
    } else {
      if (!inputs.empty() && inputs.back().second.empty()) return missing_costs();
      inputs.emplace_back(std::string(arg), "");
      continue;
    }
    if (inputs.empty() || !inputs.back().second.empty()) {
      return absl::InvalidArgumentError(
          fmt::format("error: calibrate: --node-costs {} has no GRAPH before it", costs));
    }
    inputs.back().second = costs;
  }
  if (inputs.empty()) {
    return absl::InvalidArgumentError(
        "error: calibrate: expected GRAPH --node-costs FILE [GRAPH --node-costs FILE ...]");
  }
  if (inputs.back().second.empty()) return missing_costs();
  return inputs;
}

absl::StatusOr<CalibrateResult> RunCalibrate(const CalibrateOptions& options) {
  auto base = LoadHardware(options.base);
  if (!base.ok()) return base.status();
  LoadOptions load;
  load.shape.allow_unknown_ops = options.allow_unknown_ops;
  std::vector<CalibrationSample> samples;
  for (const auto& [graph_path, costs_path] : options.inputs) {
    auto graph = LoadGraph(graph_path, load);
    if (!graph.ok()) return graph.status();
    auto costs = NodeCosts::Read(costs_path);
    if (!costs.ok()) return costs.status();
    if (auto applied = costs->ApplyTo(*graph); !applied.ok()) return applied.status();
    std::vector<CalibrationSample> more =
        CollectCalibrationSamples(*graph, *costs, GraphLabel(graph_path));
    samples.insert(samples.end(), more.begin(), more.end());
  }
  CalibrateResult result;
  if (!options.evaluate.empty()) {
    auto profile = LoadHardware(options.evaluate);
    if (!profile.ok()) return profile.status();
    result.profile = *std::move(profile);
    result.text = fmt::format("{} samples from {} graphs; errors of {} (nothing fitted):\n\n",
                              samples.size(), options.inputs.size(), result.profile.name);
    std::vector<CalibrationError> rows = CalibrationErrors(samples, result.profile);
    for (CalibrationSample& s : samples) s.graph = "all";
    std::vector<CalibrationError> all = CalibrationErrors(samples, result.profile);
    rows.insert(rows.end(), all.begin(), all.end());
    result.text += CalibrationErrorsMarkdown(rows);
    return result;
  }
  result.profile = FitHardwareProfile(samples, *base, options.name);
  const HardwareProfile& fitted = result.profile;
  std::string text = fmt::format("{} samples from {} graphs; fitted on {}:\n", samples.size(),
                                 options.inputs.size(), base->name);
  text += fmt::format("  hbm_gbps            {:.2f}\n", fitted.hbm_gbps);
  text += CurveText("matmul", fitted.matmul);
  text += CurveText("attention", fitted.attention);
  text += CurveText("attention_backward", fitted.attention_backward);
  if (options.errors) {
    text += "\nErrors of the fitted profile (fitted on all graphs):\n\n";
    text += CalibrationErrorsMarkdown(CalibrationErrors(samples, fitted));
  }
  if (options.leave_one_out) {
    text += "\nLeave-one-graph-out (fitted on the other graphs):\n\n";
    text += CalibrationErrorsMarkdown(LeaveOneGraphOut(samples, *base));
  }
  result.text = std::move(text);
  return result;
}

}  // namespace collopt
