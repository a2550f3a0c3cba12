// collopt/api/simulate.cc — see simulate.h.
#include "api/simulate.h"

#include <charconv>
#include <cmath>
#include <filesystem>

#include "api/embedded_input.h"
#include "fmt/format.h"
#include "support/units.h"

namespace collopt {
namespace {

// The table to use: --colls, else the graph's own table beside the graph file.
std::string TablePath(const Graph& graph, const std::string& graph_path,
                      const SimulateOptions& flags) {
  if (flags.colls == "none") return "";
  if (!flags.colls.empty()) return flags.colls;
  if (graph.colls_estimations_file.empty() || graph_path.empty()) return "";
  std::filesystem::path dir = std::filesystem::path(graph_path).parent_path();
  return (dir / graph.colls_estimations_file).string();
}

absl::Status ResolveGroupSizes(Graph& graph, const SimulateOptions& flags) {
  for (const auto& [name, size] : flags.pg_sizes) {
    auto it = graph.process_groups.find(name);
    if (it == graph.process_groups.end()) continue;  // a group this graph does not use
    if (it->second.size > 0 && it->second.size != size) {
      return absl::InvalidArgumentError(
          fmt::format("error: --pg-size {}={}: the graph says process group '{}' has {} ranks",
                      name, size, name, it->second.size));
    }
    it->second.size = size;
  }
  for (Node& node : graph.mutable_nodes()) {
    if (!node.collective.has_value()) continue;
    CollectiveInfo& info = *node.collective;
    auto it = graph.process_groups.find(info.group_name);
    if (it != graph.process_groups.end() && info.group_size == 0) info.group_size = it->second.size;
    if (it == graph.process_groups.end() || info.group_size <= 0) {
      return absl::InvalidArgumentError(fmt::format(
          "{}:{}: error: process group '{}' of '{}' has an unknown size; pass --pg-size {}=N",
          graph.source_name, node.line, info.group_name, node.name, info.group_name));
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status ParseProcessGroupSizes(const std::vector<std::string>& args,
                                    std::map<std::string, int64_t>& sizes) {
  for (const std::string& arg : args) {
    size_t eq = arg.find('=');
    int64_t size = 0;
    if (eq == std::string::npos ||
        std::from_chars(arg.data() + eq + 1, arg.data() + arg.size(), size).ec != std::errc() ||
        size <= 0) {
      return absl::InvalidArgumentError("error: expected --pg-size NAME=N, got '" + arg + "'");
    }
    sizes[arg.substr(0, eq)] = size;
  }
  return absl::OkStatus();
}

namespace {

absl::Status CheckLaunchOverhead(double launch_overhead_us) {
  if (!std::isfinite(launch_overhead_us) || launch_overhead_us < 0) {
    return absl::InvalidArgumentError(fmt::format(
        "error: --launch-overhead-us expects a finite non-negative number of µs, got {}",
        launch_overhead_us));
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status CheckSimulateOptions(const SimulateOptions& flags) {
  if (auto s = CheckLaunchOverhead(flags.launch_overhead_us); !s.ok()) return s;
  if (auto t = ParseTimeline(flags.timeline); !t.ok()) return t.status();
  auto hw = LoadHardware(flags.hardware);
  if (!hw.ok()) return hw.status();
  if (auto c = ParseContention(flags.contention, *hw); !c.ok()) return c.status();
  return absl::OkStatus();
}

absl::StatusOr<CostModel> MakeCostModel(Graph& graph, const std::string& graph_path,
                                        const SimulateOptions& flags, std::string* table_path) {
  // The hardware is loaded (and checked) just below: not read twice.
  if (auto s = CheckLaunchOverhead(flags.launch_overhead_us); !s.ok()) return s;
  if (auto s = ResolveGroupSizes(graph, flags); !s.ok()) return s;
  auto hardware = LoadHardware(flags.hardware);
  if (!hardware.ok()) return hardware.status();
  auto contention = ParseContention(flags.contention, *hardware);
  if (!contention.ok()) return contention.status();
  *table_path = TablePath(graph, graph_path, flags);
  std::optional<SourceFile> embedded;
  if (table_path->empty() && flags.colls.empty()) embedded = EmbeddedTableFor(graph);
  std::optional<CollectiveTable> table;
  if (embedded.has_value()) *table_path = embedded->name();
  if (!table_path->empty()) {
    auto read = embedded.has_value() ? CollectiveTable::Parse(*embedded)
                                     : CollectiveTable::Read(*table_path);
    if (!read.ok()) return read.status();
    std::map<std::string, std::string> mapping = graph.colls_group_mapping;
    if (!flags.colls_group_map.empty()) {
      auto parsed = ParseCollsGroupMap(flags.colls_group_map);
      if (!parsed.ok()) {
        return absl::InvalidArgumentError("error: " + std::string(parsed.status().message()));
      }
      mapping = *std::move(parsed);
    }
    if (!mapping.empty()) read->RemapGroups(mapping, graph.process_groups);
    table = std::move(*read);
  }
  if (!flags.node_costs.empty()) {
    auto costs = NodeCosts::Read(flags.node_costs);
    if (!costs.ok()) return costs.status();
    if (auto applied = costs->ApplyTo(graph); !applied.ok()) return applied.status();
  }
  CostModel model(*hardware, std::move(table));
  model.set_contention(*contention);
  return model;
}

Simulation SimulateWithModel(const Graph& graph, const CostModel& model,
                             const std::string& table_path, const SimulateOptions& flags) {
  Simulation sim;
  sim.hardware = model.hardware().name;
  sim.table_path = table_path;
  sim.timeline = ParseTimeline(flags.timeline).value_or(Timeline::kCollopt);
  const StepModel step(sim.timeline, &model, flags.launch_overhead_us, flags.shared_links);
  if (sim.timeline == Timeline::kCollopt && !flags.shared_links) {
    sim.contention = ContentionSummary(model.contention());
  }
  sim.costs = step.Costs(graph);
  sim.result = step.Run(graph, sim.costs);
  sim.node_costs_path = flags.node_costs;
  if (!flags.node_costs.empty()) sim.measured = SummarizeMeasuredCosts(graph, sim.costs);
  return sim;
}

absl::StatusOr<Simulation> RunSimulation(Graph& graph, const std::string& graph_path,
                                         const SimulateOptions& flags) {
  if (auto timeline = ParseTimeline(flags.timeline); !timeline.ok()) return timeline.status();
  std::string table_path;
  auto model = MakeCostModel(graph, graph_path, flags, &table_path);
  if (!model.ok()) return model.status();
  return SimulateWithModel(graph, *model, table_path, flags);
}

nlohmann::ordered_json SimulationToJson(const Graph& graph, const Simulation& sim) {
  const SimResult& r = sim.result;
  nlohmann::ordered_json out;
  out["step_us"] = r.step_us;
  out["compute_us"] = r.compute_us;
  out["contention_us"] = r.contention_us;
  out["lower_bound_us"] = r.lower_bound_us;
  out["peak_memory_bytes"] = r.memory.peak_bytes;
  nlohmann::ordered_json pgs = nlohmann::ordered_json::array();
  for (const ProcessGroupReport& pg : r.process_groups) {
    pgs.push_back({{"name", pg.name},
                   {"group_size", pg.group_size},
                   {"comm_us", pg.comm_us},
                   {"exposed_us", pg.exposed_us},
                   {"collectives", pg.collectives},
                   {"input_bytes", pg.input_bytes}});
  }
  out["process_groups"] = std::move(pgs);
  out["critical_path_us"] = r.critical_path_us;
  out["comm_us"] = r.comm_us;
  out["exposed_us"] = r.exposed_us;
  out["overlap_ratio"] = r.overlap_ratio;
  out["input_memory_bytes"] = r.memory.input_bytes;
  out["hardware"] = sim.hardware;
  out["colls_table"] = sim.table_path;
  std::map<std::string, int64_t> sources;
  for (const Node& node : graph.nodes()) {
    if (node.collective.has_value()) {
      ++sources[std::string(CostSourceName(sim.costs[static_cast<size_t>(node.id)].source))];
    }
  }
  out["collectives_by_source"] = sources;
  out["timeline"] = TimelineName(sim.timeline);
  out["contention"] = sim.contention;
  if (!sim.node_costs_path.empty()) {
    out["node_costs"] = {{"file", sim.node_costs_path},
                         {"measured_nodes", sim.measured.measured_nodes},
                         {"measured_compute_share", sim.measured.measured_compute_share}};
  }
  return out;
}

std::string SimulationToText(const Graph& graph, const Simulation& sim) {
  const SimResult& r = sim.result;
  auto ms = [](double us) { return us / 1000.0; };
  std::string out = fmt::format(
      "graph: {}  hardware: {}  table: {}  timeline: {}\n", graph.source_name, sim.hardware,
      sim.table_path.empty() ? "none" : sim.table_path, TimelineName(sim.timeline));
  if (!sim.node_costs_path.empty()) {
    out += fmt::format("node costs: {} ({} nodes, {:.1f} % of the compute time)\n",
                       sim.node_costs_path, sim.measured.measured_nodes,
                       100 * sim.measured.measured_compute_share);
  }
  out += fmt::format("step          {:10.3f} ms\n", ms(r.step_us));
  out += fmt::format("lower bound   {:10.3f} ms  (step / LB = {:.3f})\n", ms(r.lower_bound_us),
                     r.lower_bound_us > 0 ? r.step_us / r.lower_bound_us : 1.0);
  out += fmt::format("  compute     {:10.3f} ms{}\n", ms(r.compute_us),
                     sim.contention == "off"
                         ? std::string()
                         : fmt::format("  ({:.3f} ms of it slowed by collectives in flight: {})",
                                       ms(r.contention_us), sim.contention));
  out += fmt::format("  crit. path  {:10.3f} ms\n", ms(r.critical_path_us));
  out += fmt::format("communication {:10.3f} ms, exposed {:.3f} ms, overlap {:.1f} %\n",
                     ms(r.comm_us), ms(r.exposed_us), 100 * r.overlap_ratio);
  out += fmt::format("peak memory   {:10.3f} GiB (inputs {:.3f} GiB){}\n",
                     ToGiB(r.memory.peak_bytes), ToGiB(r.memory.input_bytes),
                     r.memory.peak_node == kNoNode
                         ? std::string()
                         : fmt::format(", at '{}'", graph.node(r.memory.peak_node).name));
  out += fmt::format("\n  {:>8} {:>6} {:>6} {:>12} {:>12}\n", "pg", "size", "colls", "comm ms",
                     "exposed ms");
  for (const ProcessGroupReport& pg : r.process_groups) {
    out += fmt::format("  {:>8} {:>6} {:>6} {:>12.3f} {:>12.3f}\n", pg.name, pg.group_size,
                       pg.collectives, ms(pg.comm_us), ms(pg.exposed_us));
  }
  return out;
}

}  // namespace collopt
