// collopt/cost/contention.cc — see contention.h.
#include "cost/contention.h"

#include "fmt/format.h"
#include "support/strings.h"

namespace collopt {
namespace {

// Measured on deepseek-ai/profile-data train.json (contention.h).
constexpr double kInterference = 1.028;    // GEMMs that kept their SMs
constexpr double kMemorySlowdown = 0.129;  // memory-bound kernels, 20 of 132 SMs taken
constexpr double kMeasuredSmShare = 20.0 / 132.0;

constexpr std::array<CollectiveKind, kCollectiveKindCount> kKinds = {
    CollectiveKind::kAllGather, CollectiveKind::kReduceScatter, CollectiveKind::kAllReduce,
    CollectiveKind::kAllToAll, CollectiveKind::kBroadcast};

}  // namespace

ContentionModel DefaultContention(const HardwareProfile& hw) {
  ContentionModel model;
  model.enabled = true;
  double sms = static_cast<double>(hw.sm_count);
  double channels = std::min(static_cast<double>(hw.nccl_channels), sms / 2);
  double sm_bound = kInterference * sms / (sms - channels);
  double memory_bound = 1 + kMemorySlowdown * (channels / sms) / kMeasuredSmShare;
  model.sm_bound.fill(sm_bound);
  model.memory_bound.fill(memory_bound);
  return model;
}

absl::StatusOr<ContentionModel> ParseContention(std::string_view spec, const HardwareProfile& hw) {
  ContentionModel model = DefaultContention(hw);
  spec = StripWhitespace(spec);
  if (spec == "on") return model;
  if (spec == "off") return ContentionModel{};
  for (std::string_view piece : Split(spec, ',')) {
    size_t eq = piece.find('=');
    std::string_view key = StripWhitespace(piece.substr(0, eq));
    auto factor = eq == std::string_view::npos
                      ? std::nullopt
                      : ParseWholeNumber<double>(StripWhitespace(piece.substr(eq + 1)));
    if (eq == std::string_view::npos) {
      return absl::InvalidArgumentError(fmt::format(
          "--contention: expected on, off or CLASS=FACTOR[,...] (CLASS matmul or memory, "
          "optionally KIND.CLASS), got '{}'",
          std::string(piece)));
    }
    if (!factor.has_value() || *factor < 1) {
      return absl::InvalidArgumentError(
          fmt::format("--contention: expected a factor >= 1 for '{}', got '{}'", std::string(key),
                      std::string(StripWhitespace(piece.substr(eq + 1)))));
    }
    std::string_view kind_name;
    std::string_view cls = key;
    if (size_t dot = key.rfind('.'); dot != std::string_view::npos) {
      kind_name = key.substr(0, dot);
      cls = key.substr(dot + 1);
    }
    if (cls != "matmul" && cls != "memory") {
      return absl::InvalidArgumentError(
          fmt::format("--contention: expected matmul or memory, got '{}'", std::string(cls)));
    }
    bool matched = false;
    for (CollectiveKind kind : kKinds) {
      if (!kind_name.empty() && kind_name != CollectiveKindShortName(kind)) continue;
      matched = true;
      size_t k = static_cast<size_t>(kind);
      (cls == "matmul" ? model.sm_bound[k] : model.memory_bound[k]) = *factor;
    }
    if (!matched) {
      return absl::InvalidArgumentError(fmt::format(
          "--contention: expected a collective kind (all_gather, reduce_scatter, all_reduce, "
          "all_to_all, broadcast), got '{}'",
          std::string(kind_name)));
    }
  }
  return model;
}

std::string ContentionSummary(const ContentionModel& model) {
  if (!model.enabled) return "off";
  bool uniform = true;
  for (size_t k = 1; k < kCollectiveKindCount; ++k) {
    uniform = uniform && model.sm_bound[k] == model.sm_bound[0] &&
              model.memory_bound[k] == model.memory_bound[0];
  }
  if (uniform) {
    return fmt::format("matmul x{:.3f}, memory x{:.3f}", model.sm_bound[0], model.memory_bound[0]);
  }
  std::string out;
  for (CollectiveKind kind : kKinds) {
    size_t k = static_cast<size_t>(kind);
    out += fmt::format("{}{}: matmul x{:.3f}, memory x{:.3f}", out.empty() ? "" : "; ",
                       CollectiveKindShortName(kind), model.sm_bound[k], model.memory_bound[k]);
  }
  return out;
}

}  // namespace collopt
