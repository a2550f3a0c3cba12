// collopt/api/tune_report.cc — see tune_report.h.
#include "api/tune_report.h"

#include <utility>
#include <vector>

#include "api/svg_plot.h"
#include "fmt/format.h"
#include "passes/schedule_overlap.h"
#include "support/units.h"

namespace collopt {
namespace {

nlohmann::ordered_json Flags(const std::vector<std::string>& flags) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const std::string& f : flags) out.push_back(f);
  return out;
}

std::string Joined(const std::vector<std::string>& flags) {
  std::string out;
  for (const std::string& f : flags) {
    const bool quote = f.find_first_of(",@ ") != std::string::npos;
    out += (out.empty() ? "" : " ") + (quote ? "'" + f + "'" : f);
  }
  return out;
}

// A window the scheduler used (ScheduleOutcome::window) as text.
std::string UsedWindowText(int64_t window) {
  if (window == kUnlimitedWindow) return "unlimited";
  if (window == kOriginalOrderWindow) return "the input's order";
  return std::to_string(window);
}

std::string ChunkText(int64_t k) { return k == 0 ? std::string("off") : std::to_string(k); }

}  // namespace

nlohmann::ordered_json TuneToJson(const TuneResult& r) {
  nlohmann::ordered_json j;
  j["flags"] = Flags(r.flags);
  nlohmann::ordered_json kwargs = nlohmann::ordered_json::object();
  for (const auto& [key, value] : r.kwargs) kwargs[key] = value;
  j["kwargs"] = std::move(kwargs);
  j["step_us"] = r.step_us;
  j["peak_bytes"] = r.peak_bytes;
  j["candidates"] = r.candidates;
  j["input_step_us"] = r.input_step_us;
  j["input_peak_bytes"] = r.input_peak_bytes;
  j["memory_limit_bytes"] = r.memory_limit_bytes < 0 ? nlohmann::ordered_json(nullptr)
                                                     : nlohmann::ordered_json(r.memory_limit_bytes);
  const TuneCandidate& b = r.best;
  nlohmann::ordered_json tuned;
  tuned["bucket_cap_mb"] = FormatBucketCapMb(b.caps);
  tuned["prefetch_window"] =
      b.window.has_value() ? nlohmann::ordered_json(*b.window) : nlohmann::ordered_json(nullptr);
  tuned["window_used"] = b.window_used;
  tuned["async_tp"] = b.async_tp;
  tuned["ep_chunks"] = b.ep_chunks;
  tuned["step_us"] = b.step_us;
  tuned["peak_bytes"] = b.peak_bytes;
  tuned["limit_met"] = b.limit_met;
  j["tuned"] = std::move(tuned);
  j["stages"] = r.stages;
  nlohmann::ordered_json frontier = nlohmann::ordered_json::array();
  for (const TuneFrontierPoint& p : r.frontier) {
    nlohmann::ordered_json point;
    point["budget_bytes"] = p.budget_bytes;
    point["memory_limit_gb"] = p.memory_limit_gb;
    point["step_us"] = p.best.step_us;
    point["peak_bytes"] = p.best.peak_bytes;
    point["limit_met"] = p.best.limit_met;
    point["flags"] = Flags(p.flags);
    frontier.push_back(std::move(point));
  }
  j["frontier"] = std::move(frontier);
  return j;
}

std::string TuneToText(const TuneResult& r) {
  std::string out = fmt::format("tune: {} candidates simulated\n", r.candidates);
  for (const std::string& s : r.stages) out += "  " + s + "\n";
  const TuneCandidate& b = r.best;
  out += fmt::format("chosen: bucket cap {} MiB, prefetch window {}, async-tp {}, ep-chunks {}\n",
                     FormatBucketCapMb(b.caps),
                     b.window.has_value()
                         ? std::to_string(*b.window)
                         : fmt::format("the scheduler's ({})", UsedWindowText(b.window_used)),
                     ChunkText(b.async_tp), ChunkText(b.ep_chunks));
  out += "flags:  " + Joined(r.flags) + "\n";
  std::string kwargs;
  for (const auto& [key, value] : r.kwargs) {
    kwargs += fmt::format("{}{}={}", kwargs.empty() ? "" : ", ", key, value.dump());
  }
  out += "kwargs: " + kwargs + "\n";
  out += fmt::format("step {:.3f} ms (input {:.3f} ms), peak memory {:.3f} GiB (input {:.3f} GiB",
                     r.step_us / 1000, r.input_step_us / 1000, ToGiB(r.peak_bytes),
                     ToGiB(r.input_peak_bytes));
  out += r.memory_limit_bytes < 0
             ? std::string(", no limit)\n")
             : fmt::format(", limit {:.3f} GiB)\n", ToGiB(r.memory_limit_bytes));
  if (!r.frontier.empty()) {
    out += "frontier (best step per memory budget):\n";
    out += fmt::format("  {:>12}  {:>12}  {:>14}  {}\n", "budget GiB", "step ms", "peak GiB",
                       "window");
    for (const TuneFrontierPoint& p : r.frontier) {
      out += fmt::format("  {:>12}  {:>12.3f}  {:>14.3f}  {}{}\n", p.memory_limit_gb,
                         p.best.step_us / 1000, ToGiB(p.best.peak_bytes),
                         p.best.window.has_value() ? std::to_string(*p.best.window)
                                                   : UsedWindowText(p.best.window_used),
                         p.best.limit_met ? "" : "  (budget not met)");
    }
  }
  return out;
}

std::string FrontierSvg(const TuneResult& r) {
  if (r.frontier.empty()) return "";
  std::vector<SvgPoint> points;
  points.reserve(r.frontier.size());
  for (const TuneFrontierPoint& p : r.frontier) {
    points.push_back(
        {ToGiB(p.best.peak_bytes), p.best.step_us / 1000,
         fmt::format("budget {} GiB: step {:.3f} ms, peak {:.3f} GiB", p.memory_limit_gb,
                     p.best.step_us / 1000, ToGiB(p.best.peak_bytes)),
         p.best.limit_met});
  }
  JoinParetoFront(points);  // of the points within their budgets
  return ScatterSvg("step time vs peak memory, best per budget", "peak memory (GiB)", "step (ms)",
                    points);
}

}  // namespace collopt
