// collopt/api/explain.cc — see explain.h.
#include "api/explain.h"

#include <cmath>
#include <map>
#include <utility>

#include "fmt/format.h"
#include "sim/timeline.h"
#include "sim/trace.h"
#include "support/strings.h"
#include "support/units.h"

namespace collopt {
namespace {

std::string NameOf(const Graph& graph, NodeId id) {
  return id == kNoNode ? std::string("-") : graph.node(id).name;
}

// Collectives and exposed µs per cause, by cause name.
std::map<std::string_view, std::pair<int64_t, double>> CauseTotals(const ExposureReport& report) {
  std::map<std::string_view, std::pair<int64_t, double>> totals;
  for (const ExposedCollective& c : report.collectives) {
    auto& [count, us] = totals[ExposureCauseName(c.cause)];
    ++count;
    us += c.exposed_us;
  }
  return totals;
}

}  // namespace

absl::StatusOr<int64_t> MemoryLimitBytes(double gb) {
  if (!std::isfinite(gb) || gb <= 0 || gb > static_cast<double>(kGiB)) {
    return absl::InvalidArgumentError(
        fmt::format("error: --memory-limit-gb expects a number of GiB in (0, 2^30], got {}", gb));
  }
  return BytesFromGiB(gb);
}

absl::StatusOr<int64_t> ParseMemoryLimitGb(const std::string& text) {
  std::optional<double> gb = ParseWholeNumber<double>(text);
  if (!gb.has_value()) {
    return absl::InvalidArgumentError(fmt::format(
        "error: --memory-limit-gb expects a number of GiB in (0, 2^30], got '{}'", text));
  }
  return MemoryLimitBytes(*gb);
}

absl::StatusOr<ExposureReport> ExplainWithModel(const Graph& graph, const CostModel& model,
                                                const SimulateOptions& sim,
                                                std::optional<int64_t> memory_limit_bytes,
                                                size_t top, const std::vector<NodeCost>* costs) {
  auto timeline = ParseTimeline(sim.timeline);
  if (!timeline.ok()) return timeline.status();
  if (*timeline != Timeline::kCollopt) {
    return absl::InvalidArgumentError(
        "error: explain reads collopt's timeline (one stream per process group); "
        "--timeline autoparallel has none");
  }
  const StepModel step(Timeline::kCollopt, &model, sim.launch_overhead_us, sim.shared_links);
  ExplainOptions options;
  options.sim = step.SimulatorOptions();
  options.memory_limit_bytes = memory_limit_bytes;
  options.priced = top;
  if (costs != nullptr) return ExplainExposure(graph, *costs, model, options);
  return ExplainExposure(graph, step.Costs(graph), model, options);
}

absl::StatusOr<Explanation> RunExplain(Graph& graph, const std::string& graph_path,
                                       const ExplainRequest& request) {
  if (auto timeline = ParseTimeline(request.sim.timeline); !timeline.ok()) {
    return timeline.status();
  }
  Explanation out;
  auto model = MakeCostModel(graph, graph_path, request.sim, &out.table_path);
  if (!model.ok()) return model.status();
  out.hardware = model->hardware().name;
  auto report =
      ExplainWithModel(graph, *model, request.sim, request.memory_limit_bytes, request.top);
  if (!report.ok()) return report.status();
  out.report = *std::move(report);
  if (request.timeline) {
    Simulation sim = SimulateWithModel(graph, *model, out.table_path, request.sim);
    out.timeline = TraceToJson(graph, sim.costs, sim.result).dump();
  }
  return out;
}

std::string ExposureFixText(const Graph& graph, const ExposedCollective& c) {
  const std::string blocker = NameOf(graph, c.blocked_by);
  switch (c.cause) {
    case ExposureCause::kFifo:
      return fmt::format("move it to a new process group over group {}'s ranks (reassign-pgs)",
                         c.group);
    case ExposureCause::kIssuedLate:
    case ExposureCause::kMemoryLimit: {
      const bool at_start =
          c.fix_after == kNoNode || graph.node(c.fix_after).op == NodeOp::kPlaceholder;
      return fmt::format("prefetch {} compute ops further ({}), peak {:.3f} GiB", c.fix_count,
                         at_start
                             ? std::string("issue at the start")
                             : fmt::format("issue right after '{}'", graph.node(c.fix_after).name),
                         ToGiB(c.fix_peak_bytes));
    }
    case ExposureCause::kWaitEarly:
      return fmt::format("wait just before its first reader '{}' ({} compute ops later)", blocker,
                         c.fix_count);
    case ExposureCause::kLaunchOverhead:
      return fmt::format("bucket it with '{}' (one launch)", blocker);
    case ExposureCause::kLateInput:
      return fmt::format("compute its {} producers in reach before '{}', then issue it",
                         c.fix_count, blocker);
    case ExposureCause::kSharedStream:
      return "issue it asynchronously (functional collective, wait before its first reader)";
    case ExposureCause::kDataDependency:
      if (c.fix_count == 0) return "none in this graph: the step waits on this dependency";
      return fmt::format("split it and '{}' into {} chunks (async-tp / ep-chunk-overlap)", blocker,
                         c.fix_count);
  }
  return "";
}

nlohmann::ordered_json ExposureToJson(const Graph& graph, const ExposureReport& report,
                                      size_t max_rows) {
  nlohmann::ordered_json out;
  out["step_us"] = report.step_us;
  out["exposed_us"] = report.exposed_us;
  out["memory_limit_bytes"] = report.memory_limit_bytes.has_value()
                                  ? nlohmann::ordered_json(*report.memory_limit_bytes)
                                  : nlohmann::ordered_json(nullptr);
  out["peak_bytes"] = report.peak_bytes;
  nlohmann::ordered_json causes = nlohmann::ordered_json::object();
  for (const auto& [name, total] : CauseTotals(report)) {
    causes[std::string(name)] = {{"collectives", total.first}, {"exposed_us", total.second}};
  }
  out["causes"] = causes;
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (const ExposedCollective& c : report.collectives) {
    if (max_rows > 0 && rows.size() >= max_rows) break;
    nlohmann::ordered_json row;
    row["node"] = graph.node(c.node).name;
    row["wait"] = c.wait == kNoNode ? nlohmann::ordered_json(nullptr)
                                    : nlohmann::ordered_json(graph.node(c.wait).name);
    row["group"] = c.group;
    row["kind"] = std::string(CollectiveKindShortName(c.kind));
    row["exposed_us"] = c.exposed_us;
    row["comm_us"] = c.comm_us;
    row["cause"] = std::string(ExposureCauseName(c.cause));
    row["cause_us"] = c.cause_us;
    row["blocked_by"] = c.blocked_by == kNoNode
                            ? nlohmann::ordered_json(nullptr)
                            : nlohmann::ordered_json(graph.node(c.blocked_by).name);
    row["fix"] = ExposureFixText(graph, c);
    row["saving_us"] = c.saving_us.has_value() ? nlohmann::ordered_json(*c.saving_us)
                                               : nlohmann::ordered_json(nullptr);
    row["saving_estimated"] = c.saving_estimated;
    rows.push_back(std::move(row));
  }
  out["collectives"] = std::move(rows);
  return out;
}

std::string ExposureToText(const Graph& graph, const ExposureReport& report, size_t top) {
  auto ms = [](double us) { return us / 1000.0; };
  std::string out = fmt::format(
      "step {:.3f} ms, exposed {:.3f} ms over {} collectives; peak {:.3f} GiB, memory limit {}\n",
      ms(report.step_us), ms(report.exposed_us), report.collectives.size(),
      ToGiB(report.peak_bytes),
      report.memory_limit_bytes.has_value() ? FormatGiB(*report.memory_limit_bytes)
                                            : std::string("none"));
  if (report.collectives.empty()) return out;
  out += fmt::format("\n  {:>10} {:>6}  {:<28} {:>5} {:<15} {:<16} {:<24} {:>10}  {}\n",
                     "exposed ms", "share", "collective", "group", "kind", "cause", "blocked by",
                     "saving ms", "fix");
  const size_t shown =
      top == 0 ? report.collectives.size() : std::min(top, report.collectives.size());
  for (size_t i = 0; i < shown; ++i) {
    const ExposedCollective& c = report.collectives[i];
    std::string saving = "-";
    if (c.saving_us.has_value()) {
      saving = fmt::format("{}{:.3f}", c.saving_estimated ? "~" : "", ms(*c.saving_us));
    }
    out += fmt::format(
        "  {:>10.3f} {:>5.1f}%  {:<28} {:>5} {:<15} {:<16} {:<24} {:>10}  {}\n", ms(c.exposed_us),
        report.exposed_us > 0 ? 100 * c.exposed_us / report.exposed_us : 0.0,
        graph.node(c.node).name, c.group, CollectiveKindShortName(c.kind),
        ExposureCauseName(c.cause), NameOf(graph, c.blocked_by), saving, ExposureFixText(graph, c));
  }
  if (shown < report.collectives.size()) {
    double rest = 0;
    for (size_t i = shown; i < report.collectives.size(); ++i) {
      rest += report.collectives[i].exposed_us;
    }
    out += fmt::format("  {:>10.3f} {:>5.1f}%  ({} more collectives)\n", ms(rest),
                       report.exposed_us > 0 ? 100 * rest / report.exposed_us : 0.0,
                       report.collectives.size() - shown);
  }
  out += "\nby cause:\n";
  for (const auto& [name, total] : CauseTotals(report)) {
    out += fmt::format("  {:<16} {:>6} collectives {:>12.3f} ms\n", name, total.first,
                       ms(total.second));
  }
  return out;
}

}  // namespace collopt
