#include "api/verify.h"

#include "absl/strings/numbers.h"
#include "fmt/format.h"
#include "support/strings.h"

namespace collopt {

absl::StatusOr<verify::Equivalence> VerifyGraphFiles(const std::string& original,
                                                     const std::string& optimized,
                                                     const LoadOptions& options) {
  absl::StatusOr<Graph> orig = LoadGraph(original, options);
  if (!orig.ok()) return orig.status();
  absl::StatusOr<Graph> opt = LoadGraph(optimized, options);
  if (!opt.ok()) return opt.status();
  return verify::VerifyEquivalent(*orig, *opt);
}

nlohmann::json EquivalenceToJson(const verify::Equivalence& r) {
  nlohmann::json j = {{"equivalent", r.equivalent},
                      {"outputs", r.outputs},
                      {"terms", r.terms},
                      {"by_congruence", r.by_congruence},
                      {"evaluated_nodes", r.evaluated_nodes}};
  if (r.equivalent) return j;
  j["reason"] = r.reason;
  if (r.output_index < 0) return j;
  j["output_index"] = r.output_index;
  j["original_output"] = r.original_output;
  j["optimized_output"] = r.optimized_output;
  j["diverging_node"] = r.diverging_node;
  j["diverging_line"] = r.diverging_line;
  j["original_term"] = r.original_term;
  j["optimized_term"] = r.optimized_term;
  return j;
}

absl::StatusOr<HangCheckResult> CheckHangsFile(const std::string& path, const LoadOptions& options,
                                               HangCheckOptions hang,
                                               const MeshRanksRequest& mesh) {
  absl::StatusOr<Graph> graph = LoadGraph(path, options);
  if (!graph.ok()) return graph.status();
  for (const auto& [name, ranks] : hang.group_ranks) {
    if (!graph->process_groups.contains(name)) {
      return absl::InvalidArgumentError(
          fmt::format("error: --group-ranks: the graph has no process group '{}'", name));
    }
  }
  auto from_mesh = GroupRanksFromMesh(*graph, mesh, hang.group_ranks);
  if (!from_mesh.ok()) return from_mesh.status();
  hang.group_ranks.merge(*from_mesh);
  HangReport report = CheckHangs(*graph, hang);
  return HangCheckResult{std::move(*graph), std::move(report)};
}

absl::Status ParseGroupRanks(const std::string& text,
                             std::map<std::string, std::vector<int64_t>>& ranks) {
  const size_t eq = text.find('=');
  auto bad = [&](std::string_view what) {
    return absl::InvalidArgumentError(
        fmt::format("error: --group-ranks: expected NAME=RANK,RANK,..., {} in '{}'", what, text));
  };
  if (eq == std::string::npos || eq == 0) return bad("found no 'NAME='");
  const std::string name = text.substr(0, eq);
  std::vector<int64_t> list;
  for (std::string_view r : Split(std::string_view(text).substr(eq + 1), ',')) {
    int64_t v = 0;
    if (!absl::SimpleAtoi(std::string(StripWhitespace(r)), &v) || v < 0) {
      return bad(fmt::format("found rank '{}'", r));
    }
    list.push_back(v);
  }
  if (list.empty()) return bad("found no rank");
  if (!ranks.emplace(name, std::move(list)).second) {
    return absl::InvalidArgumentError(
        fmt::format("error: --group-ranks: group '{}' given twice", name));
  }
  return absl::OkStatus();
}

nlohmann::json HangReportToJson(const Graph& graph, const HangReport& r) {
  nlohmann::json cycles = nlohmann::json::array();
  auto group = [&](NodeId id) {
    const Node& n = graph.node(id);
    return n.collective.has_value() ? nlohmann::json(n.collective->group_name) : nlohmann::json();
  };
  for (const HangHazard& h : r.hazards) {
    cycles.push_back(
        {{"kind", h.kind == HangHazard::Kind::kSharedRanks ? "shared_ranks" : "across_barrier"},
         {"first", graph.node(h.first).name},
         {"first_line", graph.node(h.first).line},
         {"first_group", group(h.first)},
         {"second", graph.node(h.second).name},
         {"second_line", graph.node(h.second).line},
         {"second_group", group(h.second)},
         {"first_wait", h.first_wait == kNoNode ? nlohmann::json()
                                                : nlohmann::json(graph.node(h.first_wait).name)},
         {"shared_ranks", h.shared_ranks},
         {"shared_count", h.shared_count},
         {"text", DescribeHazard(graph, h)}});
  }
  return {{"hang_free", r.hang_free()},
          {"collectives", r.collectives},
          {"communicators", r.communicators},
          {"barriers", r.barriers},
          {"max_connections", r.max_connections},
          {"unknown_rank_groups", r.unknown_rank_groups},
          {"conflicting_pairs", r.conflicting_pairs},
          {"cycles", std::move(cycles)}};
}

}  // namespace collopt
