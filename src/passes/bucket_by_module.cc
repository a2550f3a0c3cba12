// collopt/passes/bucket_by_module.cc — see bucket_by_module.h.
#include "passes/bucket_by_module.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "fmt/format.h"

namespace collopt {
namespace {

std::string Key(const Graph& graph, const MergeMember& m) {
  const CollectiveInfo& info = *graph.node(m.start).collective;
  return fmt::format("{}|{}|{}|{}", CollectiveKindName(m.kind), info.group_name, info.reduce_op,
                     TorchName(m.input.dtype));
}

// "block.3" → "block_3_": a prefix for node names.
std::string Prefix(const std::string& name) {
  std::string p;
  for (char c : name) p += std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '_';
  return p + "_";
}

std::vector<std::string>& ListOf(ModuleEntry& entry, CollectiveKind kind) {
  if (kind == CollectiveKind::kAllGather) return entry.all_gathers;
  if (kind == CollectiveKind::kReduceScatter) return entry.reduce_scatters;
  return entry.all_reduces;
}

}  // namespace

std::vector<std::string> BucketByModule::CoveredCollectives() const {
  std::vector<std::string> out;
  for (const ModuleEntry& e : modules_) {
    for (const auto* list : {&e.all_gathers, &e.reduce_scatters, &e.all_reduces}) {
      out.insert(out.end(), list->begin(), list->end());
    }
  }
  return out;
}

absl::StatusOr<bool> BucketByModule::Run(Graph& graph) {
  ClearReport();
  buckets_.clear();
  modules_.clear();
  std::vector<MergeGroup> groups;
  // Per entry: collectives left alone (names), then after the rewrite the
  // merged ones are added.
  std::vector<std::vector<std::pair<CollectiveKind, std::string>>> alone(plan_.size());
  int64_t unmergeable = 0;
  for (size_t e = 0; e < plan_.size(); ++e) {
    const ModuleEntry& entry = plan_[e];
    std::vector<NodeId> ids;
    for (const auto* list : {&entry.all_gathers, &entry.reduce_scatters, &entry.all_reduces}) {
      for (const std::string& name : *list) {
        NodeId id = graph.FindNode(name);
        if (id == kNoNode || !graph.node(id).collective.has_value()) {
          return absl::InternalError(
              fmt::format("module plan entry '{}' names '{}', not a collective of the graph",
                          entry.name, name));
        }
        ids.push_back(id);
      }
    }
    std::sort(ids.begin(), ids.end());
    std::map<std::string, size_t> by_key;  // key → index in `keyed`
    std::vector<std::vector<MergeMember>> keyed;
    for (NodeId id : ids) {
      auto m = MergeMemberOf(graph, graph.node(id));
      if (!m.has_value()) {
        alone[e].emplace_back(graph.node(id).collective->kind, graph.node(id).name);
        ++unmergeable;
        continue;
      }
      auto [it, added] = by_key.try_emplace(Key(graph, *m), keyed.size());
      if (added) keyed.emplace_back();
      keyed[it->second].push_back(*m);
    }
    for (std::vector<MergeMember>& members : keyed) {
      if (members.size() == 1) {
        alone[e].emplace_back(members[0].kind, graph.node(members[0].start).name);
        continue;
      }
      groups.push_back({Prefix(entry.name), std::move(members), entry.name});
    }
  }
  if (!groups.empty()) {
    auto merged = MergeCollectives(graph, groups);
    if (!merged.ok()) return merged.status();
    buckets_ = std::move(*merged);
  }
  std::map<std::string, size_t> entry_index;
  for (size_t e = 0; e < plan_.size(); ++e) {
    ModuleEntry entry;
    entry.name = plan_[e].name;
    entry.params = plan_[e].params;
    modules_.push_back(std::move(entry));
    entry_index[plan_[e].name] = e;
  }
  for (size_t e = 0; e < plan_.size(); ++e) {
    for (const auto& [kind, name] : alone[e]) ListOf(modules_[e], kind).push_back(name);
  }
  int64_t members = 0;
  for (const Bucket& b : buckets_) {
    ListOf(modules_[entry_index.at(b.module)], b.kind).push_back(b.collective);
    members += static_cast<int64_t>(b.members.size());
  }
  // Each list in program order of the rewritten graph.
  for (ModuleEntry& entry : modules_) {
    for (auto* list : {&entry.all_gathers, &entry.reduce_scatters, &entry.all_reduces}) {
      std::sort(list->begin(), list->end(), [&](const std::string& a, const std::string& b) {
        return graph.FindNode(a) < graph.FindNode(b);
      });
    }
  }
  Report(
      fmt::format("{} plan entries: {} collectives merged into {} buckets ({} could not be "
                  "merged: symbolic or unsupported shapes)",
                  plan_.size(), members, buckets_.size(), unmergeable));
  return !buckets_.empty();
}

}  // namespace collopt
