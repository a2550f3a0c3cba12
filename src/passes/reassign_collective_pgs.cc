// collopt/passes/reassign_collective_pgs.cc — see reassign_collective_pgs.h.
#include "passes/reassign_collective_pgs.h"

#include <algorithm>
#include <map>

#include "fmt/format.h"
#include "fmt/ranges.h"
#include "passes/collective_rewrite.h"

namespace collopt {
namespace {

bool IsAllGather(const Node& node) {
  return node.collective.has_value() && node.collective->kind == CollectiveKind::kAllGather;
}

// Groups of the FSDP all_gathers, in order of first appearance.
std::vector<std::string> FsdpAllGatherGroups(const Graph& graph) {
  std::vector<std::string> groups;
  for (const Node& wait : graph.nodes()) {
    if (wait.op_class != OpClass::kWait || wait.args.empty() ||
        wait.args[0].kind != Argument::Kind::kNode) {
      continue;
    }
    const Node& ag = graph.node(wait.args[0].node);
    if (!IsAllGather(ag) || ag.args.empty() || ag.args[0].kind != Argument::Kind::kNode) continue;
    if (!ReachesInputThroughSingleInputOps(graph, ag.args[0].node)) continue;
    const std::string& group = ag.collective->group_name;
    if (std::find(groups.begin(), groups.end(), group) == groups.end()) groups.push_back(group);
  }
  return groups;
}

}  // namespace

ProcessGroupRegistry MakeFsdpAllGatherRegistry() {
  return ProcessGroupRegistry("ag", "fsdp_extra", /*high_priority=*/false);
}

absl::StatusOr<bool> ReassignCollectivePgs::Run(Graph& graph) {
  ClearReport();
  std::vector<std::string> sources = FsdpAllGatherGroups(graph);
  if (sources.empty()) {
    Report(
        "no FSDP all_gather (a waited all_gather of a graph input through "
        "single-input ops): graph unchanged");
    return false;
  }
  std::map<std::string, std::string> extra_of;
  std::vector<std::string> already;
  for (const std::string& source : sources) {
    auto pg = graph.process_groups.find(source);
    if (pg == graph.process_groups.end()) {
      return absl::FailedPreconditionError(
          fmt::format("{}: process group '{}' is not in the table", graph.source_name, source));
    }
    // A group that is itself a copy (`same_ranks_as`, e.g. '0_ag' read back
    // from collopt's own output, or so named beside its source when the
    // format kept no table) is already the all_gather communicator.
    if (!pg->second.same_ranks_as.empty() ||
        registry_.LooksLikeExtra(source, graph.process_groups)) {
      already.push_back(source);
      continue;
    }
    extra_of[source] = registry_.GetOrCreate(pg->second, graph.process_groups).name;
  }
  if (extra_of.empty()) {
    Report(fmt::format("the FSDP all_gathers are already on extra groups ({}): graph unchanged",
                       fmt::join(already, ", ")));
    return false;
  }
  std::map<std::string, int> moved;
  for (Node& node : graph.mutable_nodes()) {
    if (!IsAllGather(node)) continue;
    auto it = extra_of.find(node.collective->group_name);
    if (it == extra_of.end()) continue;
    ++moved[it->first];
    SetCollectiveGroup(node, it->second);
  }
  for (const auto& [source, count] : moved) {
    Report(fmt::format("moved {} all_gathers from process group '{}' to '{}'", count, source,
                       extra_of[source]));
  }
  return true;
}

}  // namespace collopt
