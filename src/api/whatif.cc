// collopt/api/whatif.cc — see whatif.h.
#include "api/whatif.h"

#include <algorithm>
#include <map>

#include "api/generate_graph.h"
#include "api/load.h"
#include "api/optimize.h"
#include "api/svg_plot.h"
#include "cost/hardware.h"
#include "fmt/format.h"
#include "generate/transformer_spec.h"
#include "support/parallel.h"
#include "support/strings.h"
#include "support/units.h"

namespace collopt {
namespace {

constexpr int64_t kMaxPoints = 100000;

bool IsIntegerKey(std::string_view key) {
  for (std::string_view k :
       {"layers", "seq_len", "batch", "dp_replicate", "dp_shard", "cp", "tp", "ep"}) {
    if (key == k) return true;
  }
  return false;
}

std::string Trimmed(std::string_view text) { return std::string(StripWhitespace(text)); }

// What the points that differ only in bucket_cap_mb share: the generated
// graph (loaded by the first) and optimize's memo.
struct GroupShare {
  std::optional<Graph> graph;
  int64_t nodes = 0;
  std::shared_ptr<OptimizeMemo> memo;
};

// Evaluates one point (its keys already checked by ParseWhatIfGrid).
WhatIfPoint Evaluate(std::vector<std::pair<std::string, std::string>> config, GroupShare& share) {
  WhatIfPoint p;
  p.config = std::move(config);
  GenerateRequest generate;
  generate.options.format = "repro";
  OptimizeOptions optimize;
  optimize.sim.colls = "none";
  optimize.jobs = 1;
  optimize.memo = share.memo;
  optimize.explain = false;  // a point's row needs the step, not why it is exposed
  for (const auto& [key, value] : p.config) {
    const int64_t n = IsIntegerKey(key) ? ParseWholeNumber<int64_t>(value).value_or(0) : 0;
    if (key == "preset") generate.preset = value;
    if (key == "layers") generate.overrides.layers = n;
    if (key == "seq_len") generate.overrides.seq_len = n;
    if (key == "batch") generate.overrides.batch = n;
    if (key == "dp_replicate") generate.options.dp_replicate = n;
    if (key == "dp_shard") generate.options.dp_shard = n;
    if (key == "cp") generate.options.cp = n;
    if (key == "tp") generate.options.tp = n;
    if (key == "ep") generate.options.ep = n;
    if (key == "pass") generate.options.pass = value;
    if (key == "hardware") optimize.sim.hardware = value;
    if (key == "bucket_cap_mb") optimize.bucket_cap_mb = value;
    if (key == "memory_limit_gb") optimize.memory_limit_gb = value;
    if (key == "async_tp") optimize.async_tp = value;
  }
  if (generate.preset.empty()) generate.preset = "llama3_8b";
  auto fail = [&](const absl::Status& status) {
    p.status = "invalid";
    p.reason = std::string(status.message());
    return p;
  };
  auto spec = Preset(generate.preset);
  if (!spec.ok()) return fail(spec.status());
  if (!share.graph.has_value()) {
    auto generated = GenerateGraph(generate);
    if (!generated.ok()) return fail(generated.status());
    auto loaded = LoadGraphFromSource(SourceFile("whatif.py", std::move(generated->text)), {});
    if (!loaded.ok()) return fail(loaded.status());
    share.nodes = generated->nodes;
    share.graph = std::move(*loaded);
  }
  p.nodes = share.nodes;
  absl::StatusOr<Graph> graph = share.graph->Clone();
  auto hardware = LoadHardware(optimize.sim.hardware);
  if (!hardware.ok()) return fail(hardware.status());
  if (auto checked = CheckOptimizeOptions(optimize); !checked.ok()) return fail(checked);
  auto result = Optimize(*std::move(graph), "", optimize);
  if (!result.ok()) return fail(result.status());
  const SimResult& before = result->before.result;
  const SimResult& after = result->after.result;
  p.generated_step_us = before.step_us;
  p.step_us = after.step_us;
  p.lower_bound_us = after.lower_bound_us;
  p.exposed_us = after.exposed_us;
  for (const ProcessGroupReport& pg : after.process_groups) {
    p.exposed_by_group.emplace_back(pg.name, pg.exposed_us);
  }
  p.peak_bytes = after.memory.peak_bytes;
  p.device_bytes = static_cast<int64_t>(hardware->memory_gb * 1e9);
  if (p.device_bytes > 0 && p.peak_bytes > p.device_bytes) p.status = "over_memory";
  const int64_t seq = generate.overrides.seq_len > 0 ? generate.overrides.seq_len : spec->seq_len;
  const int64_t batch = generate.overrides.batch > 0 ? generate.overrides.batch : spec->batch;
  const double tokens =
      static_cast<double>(batch * seq * generate.options.dp_replicate * generate.options.dp_shard);
  double flops = 0;
  for (const NodeCost& c : result->after.costs) flops += c.flops;
  if (p.step_us > 0) {
    p.tokens_per_s = tokens / (p.step_us * 1e-6);
    p.mfu = flops / (p.step_us * 1e-6) / (hardware->bf16_tflops * 1e12);
  }
  return p;
}

}  // namespace

const std::vector<std::string_view>& WhatIfKeys() {
  static const auto* keys = new std::vector<std::string_view>{
      "preset", "layers", "seq_len", "batch",    "dp_replicate",  "dp_shard",        "cp",
      "tp",     "ep",     "pass",    "hardware", "bucket_cap_mb", "memory_limit_gb", "async_tp"};
  return *keys;
}

absl::StatusOr<std::vector<WhatIfAxis>> ParseWhatIfGrid(std::string_view spec) {
  std::vector<WhatIfAxis> axes;
  int64_t points = 1;
  for (std::string_view part : Split(spec, ';')) {
    const std::string axis = Trimmed(part);
    if (axis.empty()) continue;
    const size_t eq = axis.find('=');
    if (eq == std::string::npos) {
      return absl::InvalidArgumentError(
          fmt::format("error: --grid: expected key=v1,v2 in '{}'", axis));
    }
    WhatIfAxis a;
    a.key = Trimmed(std::string_view(axis).substr(0, eq));
    const auto& keys = WhatIfKeys();
    if (std::find(keys.begin(), keys.end(), a.key) == keys.end()) {
      std::string known;
      for (std::string_view k : keys) known += (known.empty() ? "" : ", ") + std::string(k);
      return absl::InvalidArgumentError(
          fmt::format("error: --grid: unknown key '{}' (known: {})", a.key, known));
    }
    for (const WhatIfAxis& other : axes) {
      if (other.key == a.key) {
        return absl::InvalidArgumentError(
            fmt::format("error: --grid: key '{}' given twice", a.key));
      }
    }
    for (std::string_view v : Split(std::string_view(axis).substr(eq + 1), ',')) {
      std::string value = Trimmed(v);
      if (value.empty()) continue;
      if (IsIntegerKey(a.key)) {
        auto n = ParseWholeNumber<int64_t>(value);
        if (!n.has_value() || *n <= 0) {
          return absl::InvalidArgumentError(
              fmt::format("error: --grid: {} expects positive integers, got '{}'", a.key, value));
        }
      }
      a.values.push_back(std::move(value));
    }
    if (a.values.empty()) {
      return absl::InvalidArgumentError(
          fmt::format("error: --grid: key '{}' has no values", a.key));
    }
    points *= static_cast<int64_t>(a.values.size());
    if (points > kMaxPoints) {
      return absl::InvalidArgumentError(
          fmt::format("error: --grid: more than {} points", kMaxPoints));
    }
    axes.push_back(std::move(a));
  }
  if (axes.empty()) {
    return absl::InvalidArgumentError("error: --grid: expected key=v1,v2;... , got nothing");
  }
  return axes;
}

std::vector<WhatIfPoint> RunWhatIf(const std::vector<WhatIfAxis>& axes,
                                   const WhatIfOptions& options) {
  size_t count = 1;
  for (const WhatIfAxis& a : axes) count *= a.values.size();
  std::vector<WhatIfPoint> points(count);
  auto config_of = [&](size_t index) {
    std::vector<std::pair<std::string, std::string>> config(axes.size());
    for (size_t i = axes.size(); i-- > 0;) {
      config[i] = {axes[i].key, axes[i].values[index % axes[i].values.size()]};
      index /= axes[i].values.size();
    }
    return config;
  };
  // Points that differ only in their bucket caps optimize one generated graph
  // the same way up to bucketing: one group each, evaluated in order on one
  // thread with one OptimizeMemo (the async-TP search's cap-independent work
  // done once); the groups run side by side.
  std::map<std::vector<std::pair<std::string, std::string>>, size_t> group_of;
  std::vector<std::vector<size_t>> groups;
  for (size_t i = 0; i < count; ++i) {
    auto key = config_of(i);
    std::erase_if(key, [](const auto& kv) { return kv.first == "bucket_cap_mb"; });
    auto [it, added] = group_of.emplace(std::move(key), groups.size());
    if (added) groups.emplace_back();
    groups[it->second].push_back(i);
  }
  ParallelFor(groups.size(), ThreadCount(options.jobs), [&](size_t g) {
    GroupShare share;
    if (groups[g].size() > 1) share.memo = NewOptimizeMemo();
    for (size_t i : groups[g]) points[i] = Evaluate(config_of(i), share);
  });
  return points;
}

std::string WhatIfToCsv(const std::vector<WhatIfAxis>& axes,
                        const std::vector<WhatIfPoint>& points) {
  std::string out;
  for (const WhatIfAxis& a : axes) out += a.key + ",";
  out +=
      "status,step_ms,generated_step_ms,lower_bound_ms,exposed_ms,peak_gib,device_gib,"
      "tokens_per_s,mfu,nodes,reason\n";
  for (const WhatIfPoint& p : points) {
    for (const auto& [key, value] : p.config) out += value + ",";
    std::string reason = p.reason;
    std::replace(reason.begin(), reason.end(), '"', '\'');
    std::replace(reason.begin(), reason.end(), '\n', ' ');
    out += fmt::format("{},{:.3f},{:.3f},{:.3f},{:.3f},{:.3f},{:.3f},{:.0f},{:.4f},{},\"{}\"\n",
                       p.status, p.step_us / 1000, p.generated_step_us / 1000,
                       p.lower_bound_us / 1000, p.exposed_us / 1000, ToGiB(p.peak_bytes),
                       ToGiB(p.device_bytes), p.tokens_per_s, p.mfu, p.nodes, reason);
  }
  return out;
}

nlohmann::ordered_json WhatIfToJson(const std::vector<WhatIfPoint>& points) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (const WhatIfPoint& p : points) {
    nlohmann::ordered_json row;
    nlohmann::ordered_json config = nlohmann::ordered_json::object();
    for (const auto& [key, value] : p.config) config[key] = value;
    row["config"] = std::move(config);
    row["status"] = p.status;
    row["reason"] = p.reason;
    row["nodes"] = p.nodes;
    row["generated_step_us"] = p.generated_step_us;
    row["step_us"] = p.step_us;
    row["lower_bound_us"] = p.lower_bound_us;
    row["exposed_us"] = p.exposed_us;
    nlohmann::ordered_json groups = nlohmann::ordered_json::object();
    for (const auto& [name, us] : p.exposed_by_group) groups[name] = us;
    row["exposed_by_group"] = std::move(groups);
    row["peak_bytes"] = p.peak_bytes;
    row["device_bytes"] = p.device_bytes;
    row["tokens_per_s"] = p.tokens_per_s;
    row["mfu"] = p.mfu;
    rows.push_back(std::move(row));
  }
  return {{"points", std::move(rows)}};
}

std::string WhatIfConfigText(const WhatIfPoint& point) {
  std::string text;
  for (const auto& [key, value] : point.config) {
    text += fmt::format("{}{}={}", text.empty() ? "" : " ", key, value);
  }
  return text;
}

std::string WhatIfSvg(const std::vector<WhatIfPoint>& points) {
  std::vector<const WhatIfPoint*> priced;
  for (const WhatIfPoint& p : points) {
    if (p.status != "invalid") priced.push_back(&p);
  }
  std::vector<SvgPoint> svg;
  svg.reserve(priced.size());
  for (const WhatIfPoint* p : priced) {
    svg.push_back({ToGiB(p->peak_bytes), p->step_us / 1000,
                   fmt::format("{}: step {:.3f} ms, peak {:.3f} GiB{}", WhatIfConfigText(*p),
                               p->step_us / 1000, ToGiB(p->peak_bytes),
                               p->status == "ok" ? "" : " (over the device's memory)"),
                   true});
  }
  JoinParetoFront(svg);
  return ScatterSvg("step time vs peak memory per configuration", "peak memory (GiB)", "step (ms)",
                    svg);
}

}  // namespace collopt
