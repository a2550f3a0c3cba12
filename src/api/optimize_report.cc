// collopt/api/optimize_report.cc — see optimize_report.h.
#include "api/optimize_report.h"

#include <map>
#include <set>

#include "analysis/graph_validator.h"
#include "api/explain.h"
#include "fmt/format.h"
#include "support/units.h"

namespace collopt {
namespace {

// "expert-parallel regions: …" and the skipped ones grouped by reason; ""
// when the graph has none.
std::string EpChunksText(const EpChunkOutcome& ep) {
  if (ep.regions.empty()) return "";
  std::map<std::string, std::vector<std::string>> skipped;
  size_t chunked = 0;
  for (const EpRegionOutcome& r : ep.regions) {
    if (r.chunked) {
      ++chunked;
    } else {
      skipped[r.reason].push_back(r.combine);
    }
  }
  std::string out =
      fmt::format("\nexpert-parallel regions: {}, chunked {}", ep.regions.size(), chunked);
  if (ep.chunks > 0) out += fmt::format(" into {} column chunks", ep.chunks);
  out += "\n";
  for (const auto& [why, names] : skipped) {
    out += fmt::format("  not chunked ({}: {}{}): {}\n", names.size(), names[0],
                       names.size() > 1 ? ", …" : "", why);
  }
  return out;
}

}  // namespace

nlohmann::ordered_json OptimizeReportJson(const OptimizeResult& result) {
  nlohmann::ordered_json out;
  out["before"] = result.before_json;
  out["after"] = SimulationToJson(result.graph, result.after);
  out["buckets"] = result.buckets.size();
  out["collectives_before"] = result.collectives_before;
  out["collectives_after"] = result.collectives_after;
  out["memory_limit_bytes"] = result.schedule.memory_limit_bytes;
  out["memory_limit_met"] = result.schedule.limit_met;
  out["prefetch_window"] = result.schedule.window;
  out["variants"] = result.variants;
  nlohmann::ordered_json models = nlohmann::ordered_json::object();
  for (const auto& [name, steps] : result.models) {
    models[name] = {{"before", {{"step_us", steps.before_us}}},
                    {"after", {{"step_us", steps.after_us}}}};
  }
  out["models"] = std::move(models);
  if (!result.modules.empty()) {
    out["module_plan"] = {{"entries", result.modules.size()},
                          {"prefetch_depth", result.module_prefetch},
                          {"automatic_step_us", result.automatic_step_us},
                          {"manual_step_us", result.after.result.step_us}};
  }
  if (result.exposure.has_value()) {
    out["exposure"] = ExposureToJson(result.graph, *result.exposure, kOptimizeExplained);
  }
  return out;
}

nlohmann::ordered_json OptimizePlanJson(const OptimizeResult& result) {
  const Graph& g = result.graph;
  nlohmann::ordered_json plan;
  nlohmann::ordered_json buckets = nlohmann::ordered_json::array();
  for (const Bucket& b : result.buckets) {
    nlohmann::ordered_json bucket = {
        {"collective", b.collective}, {"wait", b.wait},   {"kind", CollectiveKindName(b.kind)},
        {"process_group", b.group},   {"bytes", b.bytes}, {"members", b.members}};
    if (!b.module.empty()) bucket["module"] = b.module;
    buckets.push_back(std::move(bucket));
  }
  plan["buckets"] = std::move(buckets);
  if (!result.modules.empty()) {
    nlohmann::ordered_json modules = nlohmann::ordered_json::array();
    for (const ModuleEntry& m : result.modules) {
      modules.push_back({{"name", m.name},
                         {"params", m.params},
                         {"all_gathers", m.all_gathers},
                         {"reduce_scatters", m.reduce_scatters},
                         {"all_reduces", m.all_reduces}});
    }
    plan["modules"] = std::move(modules);
    plan["module_prefetch"] = result.module_prefetch;
  }
  nlohmann::ordered_json order = nlohmann::ordered_json::object();
  for (const auto& [pg, names] : CollectiveOrder(g)) order[pg] = names;
  plan["issue_order"] = std::move(order);
  nlohmann::ordered_json groups = nlohmann::ordered_json::array();
  for (const auto& [name, pg] : g.process_groups) {
    groups.push_back({{"name", name},
                      {"size", pg.size},
                      {"ranks", pg.ranks},
                      {"desc", pg.desc},
                      {"high_priority", pg.high_priority},
                      {"same_ranks_as", pg.same_ranks_as}});
  }
  plan["process_groups"] = std::move(groups);
  nlohmann::ordered_json passes = nlohmann::ordered_json::array();
  for (const PassRecord& p : result.passes) {
    passes.push_back({{"name", p.name}, {"changed", p.changed}, {"report", p.report}});
  }
  plan["passes"] = std::move(passes);
  if (!result.ep_chunks.regions.empty()) {
    nlohmann::ordered_json regions = nlohmann::ordered_json::array();
    for (const EpRegionOutcome& r : result.ep_chunks.regions) {
      regions.push_back({{"dispatch", r.dispatch},
                         {"combine", r.combine},
                         {"process_group", r.process_group},
                         {"hidden", r.hidden},
                         {"chunked", r.chunked},
                         {"reason", r.reason}});
    }
    plan["ep_chunks"] = {{"chunks", result.ep_chunks.chunks}, {"regions", std::move(regions)}};
  }
  plan["prefetch_window"] = result.schedule.window;
  return plan;
}

std::string OptimizeReportText(const OptimizeResult& result) {
  const SimResult& b = result.before.result;
  const SimResult& a = result.after.result;
  auto ms = [](double us) { return us / 1000.0; };
  std::string out = fmt::format(
      "graph: {}  hardware: {}  table: {}  timeline: {}\n", result.graph.source_name,
      result.before.hardware, result.before.table_path.empty() ? "none" : result.before.table_path,
      TimelineName(result.before.timeline));
  if (!result.before.node_costs_path.empty()) {
    out += fmt::format("node costs: {} ({} nodes, {:.1f} % of the compute time)\n",
                       result.before.node_costs_path, result.before.measured.measured_nodes,
                       100 * result.before.measured.measured_compute_share);
  }
  out += fmt::format("\n{:<22} {:>12} {:>12} {:>12}\n", "", "before", "after", "lower bound");
  out += fmt::format("{:<22} {:>12.3f} {:>12.3f} {:>12.3f}\n", "step ms", ms(b.step_us),
                     ms(a.step_us), ms(a.lower_bound_us));
  out += fmt::format("{:<22} {:>12.3f} {:>12.3f}\n", "step / lower bound",
                     b.lower_bound_us > 0 ? b.step_us / b.lower_bound_us : 1.0,
                     a.lower_bound_us > 0 ? a.step_us / a.lower_bound_us : 1.0);
  for (const auto& [name, steps] : result.models) {
    out += fmt::format("{:<22} {:>12.3f} {:>12.3f}\n", fmt::format("  {} model", name),
                       ms(steps.before_us), ms(steps.after_us));
  }
  out +=
      fmt::format("{:<22} {:>12.3f} {:>12.3f}\n", "compute ms", ms(b.compute_us), ms(a.compute_us));
  out +=
      fmt::format("{:<22} {:>12.3f} {:>12.3f}\n", "communication ms", ms(b.comm_us), ms(a.comm_us));
  out += fmt::format("{:<22} {:>12.3f} {:>12.3f}\n", "exposed comm ms", ms(b.exposed_us),
                     ms(a.exposed_us));
  out += fmt::format("{:<22} {:>12.3f} {:>12.3f}", "peak memory GiB", ToGiB(b.memory.peak_bytes),
                     ToGiB(a.memory.peak_bytes));
  if (result.schedule.memory_limit_bytes > 0) {
    out += fmt::format("   limit {:.3f}", ToGiB(result.schedule.memory_limit_bytes));
  }
  out += "\n";
  out += fmt::format("{:<22} {:>12} {:>12}   ({} buckets)\n", "collectives",
                     result.collectives_before, result.collectives_after, result.buckets.size());
  out += fmt::format("\n{:<22} {:>12} {:>12}   (exposed ms: before → after)\n", "process group",
                     "before", "after");
  std::map<std::string, std::pair<double, double>> exposed;
  std::set<std::string> names;
  for (const ProcessGroupReport& pg : b.process_groups) exposed[pg.name].first = pg.exposed_us;
  for (const ProcessGroupReport& pg : a.process_groups) exposed[pg.name].second = pg.exposed_us;
  for (const auto& [name, e] : exposed) {
    out += fmt::format("{:<22} {:>12.3f} {:>12.3f}\n", name, ms(e.first), ms(e.second));
  }
  out += EpChunksText(result.ep_chunks);
  if (result.exposure.has_value()) {
    out += "\nstill exposed after (collopt explain):\n";
    out += ExposureToText(result.graph, *result.exposure, kOptimizeExplained);
  }
  out += "\npasses:\n";
  for (const PassRecord& p : result.passes) {
    out += fmt::format("  {:<26} {:>8.1f} ms  {}\n", p.name, p.wall_ms,
                       p.report.empty() ? (p.changed ? "changed" : "unchanged") : p.report[0]);
    for (size_t i = 1; i < p.report.size(); ++i)
      out += fmt::format("  {:<38}{}\n", "", p.report[i]);
  }
  out += "variants:\n";
  for (const std::string& v : result.variants) out += "  " + v + "\n";
  for (const std::string& w : result.warnings) out += w + "\n";
  return out;
}

}  // namespace collopt
