// collopt/api/whatif.h — `collopt whatif --grid SPEC`: what a configuration
// would cost before renting the GPUs.
//
// A grid is axes of values; every combination is a point (the last axis
// varies fastest). A grid without a preset axis is of llama3_8b. Each point's training step is
// generated (`collopt generate`, api/generate_graph.h), optimized with default flags and analytic
// collective costs on the point's hardware (api/optimize.h), and reported: the step as generated
// and as optimized, the lower bound, exposed communication per process group, peak memory against
// the device's memory, tokens per second and MFU. A point that cannot exist (degrees that do not
// divide the model, an unknown preset) is a row with its reason; a point
// whose peak memory is over the device's is a row marked so.
//
// Tokens per step = batch × seq_len × dp_replicate × dp_shard (the local
// micro-batch on every data-parallel rank); tokens/s divides them by the
// optimized step, which is the forward, the backward or both as `pass` says.
// MFU = the step's FLOPs (cost model, torch.utils.flop_counter's count) ÷
// (optimized step × the hardware's dense BF16 peak).
#ifndef COLLOPT_API_WHATIF_H_
#define COLLOPT_API_WHATIF_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// One axis of a grid: a key and its values, as given.
struct WhatIfAxis {
  std::string key;
  std::vector<std::string> values;
};

/// The keys an axis may have: preset, layers, seq_len, batch, dp_replicate,
/// dp_shard, cp, tp, ep, pass, hardware, bucket_cap_mb, memory_limit_gb,
/// async_tp (optimize's --async-tp: auto, off or K; off makes TP points ~5x
/// cheaper to price).
const std::vector<std::string_view>& WhatIfKeys();

/// Parses "key=v1,v2;key=v;..." (spaces allowed around the separators).
/// Errors: an unknown or repeated key (naming the known ones), an axis
/// without '=' or without values, a non-positive or non-integer value of an
/// integer key; at most 100,000 points.
absl::StatusOr<std::vector<WhatIfAxis>> ParseWhatIfGrid(std::string_view spec);

/// One point's row.
struct WhatIfPoint {
  std::vector<std::pair<std::string, std::string>> config;  // key, value; axis order
  /// "ok", "over_memory" (peak above the device's memory), or "invalid".
  std::string status = "ok";
  std::string reason;  // why invalid
  int64_t nodes = 0;
  double generated_step_us = 0;  // the step as generated (program order)
  double step_us = 0;            // after optimize
  double lower_bound_us = 0;
  double exposed_us = 0;
  std::vector<std::pair<std::string, double>> exposed_by_group;  // name, µs
  int64_t peak_bytes = 0;
  int64_t device_bytes = 0;
  double tokens_per_s = 0;
  double mfu = 0;
};

struct WhatIfOptions {
  /// Groups of points evaluated side by side (0 = the machine's cores).
  int64_t jobs = 0;
};

/// Every point of `axes`, in grid order (deterministic whatever `jobs`).
/// The points that differ only in bucket_cap_mb are one group, evaluated in
/// order on one thread: the graph is generated once, and optimize shares its
/// cap-independent work between them (api/optimize.h OptimizeMemo); each
/// point is what optimize gives for it alone.
std::vector<WhatIfPoint> RunWhatIf(const std::vector<WhatIfAxis>& axes,
                                   const WhatIfOptions& options);

/// CSV: the axes' keys, then status, step_ms, generated_step_ms,
/// lower_bound_ms, exposed_ms, peak_gib, device_gib, tokens_per_s, mfu,
/// nodes, reason; one line per point.
std::string WhatIfToCsv(const std::vector<WhatIfAxis>& axes,
                        const std::vector<WhatIfPoint>& points);

/// {"points": [{"config": {...}, "status", "reason", "nodes",
/// "generated_step_us", "step_us", "lower_bound_us", "exposed_us",
/// "exposed_by_group": {...}, "peak_bytes", "device_bytes", "tokens_per_s",
/// "mfu"}]}
nlohmann::ordered_json WhatIfToJson(const std::vector<WhatIfPoint>& points);

/// A point's configuration as text: "key=value key=value", axis order.
std::string WhatIfConfigText(const WhatIfPoint& point);

/// The grid as a plot (ScatterSvg, api/svg_plot.h): peak memory (GiB) on x,
/// step (ms) on y, one point per configuration that has a step ("ok" and
/// "over_memory"; an invalid one has none), its configuration in the
/// tooltip; the points no other beats on both joined (the configurations
/// worth renting).
std::string WhatIfSvg(const std::vector<WhatIfPoint>& points);

}  // namespace collopt

#endif  // COLLOPT_API_WHATIF_H_
