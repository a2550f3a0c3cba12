// collopt/api/optimize_report.h — what `collopt optimize` prints and writes.
//
// The report (text, and the `--report` JSON), and the plan (`--plan` JSON) of
// an OptimizeResult (api/optimize.h). Field names are stable: scripts and the
// Python module read them.
#ifndef COLLOPT_API_OPTIMIZE_REPORT_H_
#define COLLOPT_API_OPTIMIZE_REPORT_H_

#include <string>

#include "api/optimize.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// `{"before": {...}, "after": {...}, "buckets": n, "collectives_before": n,
/// "collectives_after": n, ...}` (simulate --json objects inside).
nlohmann::ordered_json OptimizeReportJson(const OptimizeResult& result);

/// Buckets (members, bytes, process group), the final issue order of
/// collectives per process group, the process groups (new ones included)
/// and what each pass did.
nlohmann::ordered_json OptimizePlanJson(const OptimizeResult& result);

/// Before, after and the lower bound side by side, per process group too.
std::string OptimizeReportText(const OptimizeResult& result);

}  // namespace collopt

#endif  // COLLOPT_API_OPTIMIZE_REPORT_H_
