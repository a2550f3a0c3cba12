// collopt/api/stats_report.cc — see stats_report.h.
#include "api/stats_report.h"

#include "fmt/format.h"
#include "support/units.h"

namespace collopt {

nlohmann::ordered_json StatsToJson(const Graph& graph, const GraphStats& stats) {
  nlohmann::ordered_json out;
  out["nodes"] = stats.nodes;
  out["placeholders"] = stats.placeholders;
  out["call_nodes"] = stats.call_nodes;
  out["waits"] = stats.waits;
  out["input_bytes"] = stats.input_bytes;
  nlohmann::ordered_json ops = nlohmann::ordered_json::object();
  for (const auto& [target, count] : stats.ops) ops[target] = count;
  out["ops"] = std::move(ops);
  nlohmann::ordered_json collectives = nlohmann::ordered_json::array();
  for (const CollectiveGroupStats& c : stats.collectives) {
    collectives.push_back({{"kind", CollectiveKindName(c.kind)},
                           {"pg", c.pg},
                           {"group_size", c.group_size},
                           {"count", c.count},
                           {"input_bytes", c.input_bytes},
                           {"output_bytes", c.output_bytes}});
  }
  out["collectives"] = std::move(collectives);
  nlohmann::ordered_json pgs = nlohmann::ordered_json::array();
  for (const auto& [name, pg] : graph.process_groups) {
    pgs.push_back({{"name", name}, {"size", pg.size}});
  }
  out["process_groups"] = std::move(pgs);
  return out;
}

std::string StatsToText(const Graph& graph, const GraphStats& stats) {
  std::string out;
  out += fmt::format("graph: {} ({})\n", graph.source_name, graph.name);
  out += fmt::format("nodes: {} ({} inputs, {} ops, {} waits); inputs: {:.3f} GiB\n", stats.nodes,
                     stats.placeholders, stats.call_nodes, stats.waits, ToGiB(stats.input_bytes));
  out += "\ncollectives:\n";
  out += fmt::format("  {:<24} {:>6} {:>6} {:>7} {:>14} {:>14}\n", "kind", "pg", "size", "count",
                     "input MiB", "output MiB");
  for (const CollectiveGroupStats& c : stats.collectives) {
    out +=
        fmt::format("  {:<24} {:>6} {:>6} {:>7} {:>14.2f} {:>14.2f}\n", CollectiveKindName(c.kind),
                    c.pg, c.group_size, c.count, ToMiB(c.input_bytes), ToMiB(c.output_bytes));
  }
  out += "\nops:\n";
  for (const auto& [target, count] : stats.ops) out += fmt::format("  {:>7}  {}\n", count, target);
  return out;
}

}  // namespace collopt
