// collopt/passes/isolate_ep_process_group.cc — see isolate_ep_process_group.h.
#include "passes/isolate_ep_process_group.h"

#include <algorithm>
#include <map>
#include <set>

#include "fmt/format.h"
#include "passes/collective_rewrite.h"

namespace collopt {
namespace {

bool IsAllToAllCollective(const Node& node) {
  return node.collective.has_value() && node.collective->kind == CollectiveKind::kAllToAll;
}

// The EP groups that share their group object with a non-EP collective.
absl::StatusOr<std::vector<std::string>> SharedEpGroups(const Graph& graph) {
  std::vector<std::string> ep;
  std::set<std::string> non_ep;
  for (const Node& node : graph.nodes()) {
    if (!node.collective.has_value()) continue;
    const std::string& group = node.collective->group_name;
    if (!IsAllToAllCollective(node)) {
      non_ep.insert(group);
    } else if (std::find(ep.begin(), ep.end(), group) == ep.end()) {
      ep.push_back(group);
    }
  }
  std::vector<std::string> shared;
  for (const std::string& name : ep) {
    const ProcessGroup& e = graph.process_groups.at(name);
    for (const std::string& other : non_ep) {
      const ProcessGroup& o = graph.process_groups.at(other);
      if (e.ObjectName() != o.ObjectName()) continue;
      if (!e.ranks.empty() && !o.ranks.empty() && e.ranks != o.ranks) {
        return absl::FailedPreconditionError(fmt::format(
            "{}: process groups '{}' and '{}' are the same object but list different ranks",
            graph.source_name, name, other));
      }
      shared.push_back(name);
      break;
    }
  }
  return shared;
}

}  // namespace

ProcessGroupRegistry MakeEpRegistry() {
  return ProcessGroupRegistry("ep", "ep_extra", /*high_priority=*/true);
}

absl::StatusOr<bool> IsolateEpProcessGroup::Run(Graph& graph) {
  ClearReport();
  auto shared = SharedEpGroups(graph);
  if (!shared.ok()) return shared.status();
  if (shared->empty()) {
    Report(
        "no all_to_all shares its process group with another collective: graph "
        "unchanged");
    return false;
  }
  std::map<std::string, std::string> extra_of;
  for (const std::string& source : *shared) {
    extra_of[source] =
        registry_.GetOrCreate(graph.process_groups.at(source), graph.process_groups).name;
  }
  std::map<std::string, int> moved;
  for (Node& node : graph.mutable_nodes()) {
    if (!IsAllToAllCollective(node)) continue;
    auto it = extra_of.find(node.collective->group_name);
    if (it == extra_of.end()) continue;
    ++moved[it->first];
    SetCollectiveGroup(node, it->second);
  }
  for (const auto& [source, count] : moved) {
    Report(
        fmt::format("moved {} all_to_all_single from process group '{}' to "
                    "high-priority '{}'",
                    count, source, extra_of[source]));
  }
  return true;
}

}  // namespace collopt
