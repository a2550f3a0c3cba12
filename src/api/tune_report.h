// collopt/api/tune_report.h — `collopt tune`'s outputs: JSON, text, and the
// frontier plot.
#ifndef COLLOPT_API_TUNE_REPORT_H_
#define COLLOPT_API_TUNE_REPORT_H_

#include <string>

#include "api/tune.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// `tune --json`: {"flags": [...], "kwargs": {...}, "step_us", "peak_bytes",
/// "candidates", "input_step_us", "input_peak_bytes", "memory_limit_bytes"
/// (null = none), "tuned": {"bucket_cap_mb", "prefetch_window" (null = the
/// scheduler's), "window_used", "async_tp", "ep_chunks", "step_us",
/// "peak_bytes", "limit_met"}, "stages": [...], "frontier": [{"budget_bytes",
/// "memory_limit_gb", "step_us", "peak_bytes", "limit_met", "flags"}]}.
/// step_us and peak_bytes are optimize's with `flags`; "tuned" holds tune's
/// own simulation of its candidate.
nlohmann::ordered_json TuneToJson(const TuneResult& result);

/// `tune`'s text report: the stages, the flags and kwargs, optimize's step
/// and peak with them against the input's, the frontier table.
std::string TuneToText(const TuneResult& result);

/// The frontier (ScatterSvg, api/svg_plot.h): peak memory (GiB) on x, step
/// (ms) on y, one point per budget, the non-dominated ones joined (no other
/// point is both faster and lower in peak). Empty without a frontier.
std::string FrontierSvg(const TuneResult& result);

}  // namespace collopt

#endif  // COLLOPT_API_TUNE_REPORT_H_
