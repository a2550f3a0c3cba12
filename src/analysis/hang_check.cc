// collopt/analysis/hang_check.cc — see hang_check.h.
#include "analysis/hang_check.h"

#include <algorithm>
#include <optional>
#include <tuple>

#include "absl/strings/str_join.h"
#include "analysis/barrier_fences.h"
#include "fmt/format.h"

namespace collopt {
namespace {

// One communicator: the group object a name resolves to, and what this rank
// knows of its ranks.
struct Communicator {
  std::string name;  // the group object's name
  std::string root;  // the group whose ranks it has (same_ranks_as chain)
  int64_t size = 0;
  std::vector<int64_t> ranks;  // sorted; empty when unknown
};

class Sweep {
 public:
  Sweep(const Graph& graph, const HangCheckOptions& options) : graph_(graph), options_(options) {}

  HangReport Run() {
    report_.max_connections = options_.max_connections;
    for (const Node& node : graph_.nodes()) {
      if (node.op_class == OpClass::kWait) {
        Land(node);
      } else if (node.op_class == OpClass::kCollective && node.collective.has_value()) {
        Issue(node);
      } else if (IsBarrierNode(node)) {
        Barrier(node);
      }
    }
    std::sort(report_.hazards.begin(), report_.hazards.end(),
              [](const HangHazard& a, const HangHazard& b) {
                return std::tie(a.second, a.first) < std::tie(b.second, b.first);
              });
    report_.communicators = static_cast<int64_t>(comms_.size());
    for (const Communicator& c : comms_) {
      if (c.ranks.empty() && c.root == c.name && c.size >= 2) {
        report_.unknown_rank_groups.push_back(c.name);
      }
    }
    std::sort(report_.unknown_rank_groups.begin(), report_.unknown_rank_groups.end());
    return std::move(report_);
  }

 private:
  // The communicator of group `name`, made on first use.
  int32_t CommOf(const std::string& name) {
    const std::vector<GroupLink> objects =
        FollowGroupLinks(graph_.process_groups, name, GroupLinks::kObject);
    const std::string object = objects.back().name;
    const ProcessGroup* pg = nullptr;
    for (const GroupLink& link : objects) {
      if (link.group != nullptr) pg = link.group;
    }
    if (auto it = comm_ids_.find(object); it != comm_ids_.end()) return it->second;
    Communicator c{object, object, pg != nullptr ? pg->size : 0, {}};
    // Its ranks: given by hand, else the table's, along the copies' chain.
    std::string root = object;
    for (const GroupLink& link :
         FollowGroupLinks(graph_.process_groups, object, GroupLinks::kSameRanks)) {
      root = link.name;
      if (auto given = options_.group_ranks.find(root); given != options_.group_ranks.end()) {
        c.ranks = given->second;
        break;
      }
      if (link.group == nullptr) break;
      if (!link.group->ranks.empty()) {
        c.ranks = link.group->ranks;
        break;
      }
    }
    c.root = root;
    std::sort(c.ranks.begin(), c.ranks.end());
    c.ranks.erase(std::unique(c.ranks.begin(), c.ranks.end()), c.ranks.end());
    if (c.size == 0) c.size = static_cast<int64_t>(c.ranks.size());
    comms_.push_back(std::move(c));
    return comm_ids_[object] = static_cast<int32_t>(comms_.size() - 1);
  }

  // The ranks groups `a` and `b` share, or nullopt when fewer than two.
  std::optional<std::pair<std::vector<int64_t>, int64_t>> Shared(int32_t a, int32_t b) const {
    const Communicator& x = comms_[static_cast<size_t>(a)];
    const Communicator& y = comms_[static_cast<size_t>(b)];
    if (!x.ranks.empty() && !y.ranks.empty()) {
      std::vector<int64_t> both;
      std::set_intersection(x.ranks.begin(), x.ranks.end(), y.ranks.begin(), y.ranks.end(),
                            std::back_inserter(both));
      if (both.size() < 2) return std::nullopt;
      const auto n = static_cast<int64_t>(both.size());
      return std::make_pair(std::move(both), n);
    }
    if (x.root == y.root && std::min(x.size, y.size) >= 2) {
      return std::make_pair(std::vector<int64_t>{}, std::min(x.size, y.size));
    }
    return std::nullopt;
  }

  // Each in-flight collective is listed with the first node it conflicts
  // with (the one break-hang-cycles moves its wait before); every other
  // conflicting pair is counted. So a schedule with thousands of collectives
  // in flight costs O(collectives · communicators), not one entry per pair.
  void Issue(const Node& node) {
    ++report_.collectives;
    const int32_t comm = CommOf(node.collective->group_name);
    Grow();
    if (options_.max_connections >= 2) {
      for (int32_t g = 0; g < static_cast<int32_t>(comms_.size()); ++g) {
        if (g == comm || in_flight_count_[U(g)] == 0) continue;  // one stream: FIFO
        const auto& shared = SharedCached(g, comm);
        if (!shared) continue;
        report_.conflicting_pairs += in_flight_count_[U(g)];
        for (NodeId c : unlisted_[U(g)]) {
          report_.hazards.push_back({HangHazard::Kind::kSharedRanks, c, node.id,
                                     SoleWait(graph_, graph_.node(c)), shared->first,
                                     shared->second});
        }
        unlisted_[U(g)].clear();
      }
    }
    if (IsSynchronousCollective(node.target)) return;
    comm_of_[node.id] = comm;
    ++in_flight_count_[U(comm)];
    unlisted_[U(comm)].push_back(node.id);
  }

  void Barrier(const Node& node) {
    ++report_.barriers;
    for (size_t g = 0; g < comms_.size(); ++g) {
      report_.conflicting_pairs += in_flight_count_[g];
      for (NodeId c : unlisted_[g]) {
        report_.hazards.push_back({HangHazard::Kind::kAcrossBarrier,
                                   c,
                                   node.id,
                                   SoleWait(graph_, graph_.node(c)),
                                   {},
                                   0});
      }
      unlisted_[g].clear();
    }
  }

  void Land(const Node& wait) {
    const NodeId root = WaitRoot(graph_, wait);
    auto it = comm_of_.find(root);
    if (it == comm_of_.end()) return;
    const size_t g = U(it->second);
    comm_of_.erase(it);
    --in_flight_count_[g];
    std::vector<NodeId>& list = unlisted_[g];
    if (auto at = std::find(list.begin(), list.end(), root); at != list.end()) list.erase(at);
  }

  static size_t U(int32_t i) { return static_cast<size_t>(i); }

  // Per-communicator state sized to the communicators made so far.
  void Grow() {
    in_flight_count_.resize(comms_.size(), 0);
    unlisted_.resize(comms_.size());
  }

  const std::optional<std::pair<std::vector<int64_t>, int64_t>>& SharedCached(int32_t a,
                                                                              int32_t b) {
    auto [it, fresh] = shared_.try_emplace({std::min(a, b), std::max(a, b)});
    if (fresh) it->second = Shared(a, b);
    return it->second;
  }

  const Graph& graph_;
  const HangCheckOptions& options_;
  HangReport report_;
  std::vector<Communicator> comms_;
  std::map<std::string, int32_t> comm_ids_;
  std::vector<int64_t> in_flight_count_;       // per communicator
  std::vector<std::vector<NodeId>> unlisted_;  // in flight, no conflict listed yet
  std::map<NodeId, int32_t> comm_of_;          // in-flight collective → communicator
  std::map<std::pair<int32_t, int32_t>, std::optional<std::pair<std::vector<int64_t>, int64_t>>>
      shared_;
};

std::string CollectiveText(const Graph& graph, NodeId id) {
  const Node& n = graph.node(id);
  if (!n.collective.has_value()) return fmt::format("'{}' ({})", n.name, n.target);
  return fmt::format("{} '{}' (group '{}')", CollectiveKindShortName(n.collective->kind), n.name,
                     n.collective->group_name);
}

}  // namespace

HangReport CheckHangs(const Graph& graph, const HangCheckOptions& options) {
  return Sweep(graph, options).Run();
}

std::string DescribeHazard(const Graph& graph, const HangHazard& h) {
  const Node& first = graph.node(h.first);
  const Node& second = graph.node(h.second);
  const std::string until = h.first_wait == kNoNode ? ""
                                                    : fmt::format(" until its wait at line {}",
                                                                  graph.node(h.first_wait).line);
  if (h.kind == HangHazard::Kind::kAcrossBarrier) {
    return fmt::format(
        "{} (line {}) is in flight{} across '{}' (line {}, {}), whose communication collopt cannot "
        "see: a peer running another program can order them the other way",
        CollectiveText(graph, h.first), first.line, until, second.name, second.line, second.target);
  }
  const std::string ranks =
      h.shared_ranks.empty()
          ? fmt::format("all {} ranks (one group copies the other's)", h.shared_count)
          : fmt::format("ranks {}", absl::StrJoin(h.shared_ranks, ","));
  const std::string a =
      h.shared_ranks.empty() ? "one rank" : fmt::format("rank {}", h.shared_ranks[0]);
  const std::string b =
      h.shared_ranks.empty() ? "another" : fmt::format("rank {}", h.shared_ranks[1]);
  return fmt::format(
      "{} (line {}) and {} (line {}) are in flight together{}; the groups share {}: {} can run "
      "'{}' while {} runs '{}', each waiting for the other",
      CollectiveText(graph, h.first), first.line, CollectiveText(graph, h.second), second.line,
      until, ranks, a, second.name, b, first.name);
}

std::string FormatHangReport(const Graph& graph, const HangReport& r) {
  std::string out = fmt::format(
      "{}: {} collectives on {} communicators, {} communication barriers, max connections {}: ",
      r.hang_free() ? "hang-free" : "possible hang", r.collectives, r.communicators, r.barriers,
      r.max_connections);
  out += r.hang_free() ? "no cycle\n"
                       : fmt::format(
                             "{} collectives in a possible cycle ({} pairs in flight "
                             "together; each listed with its first)\n",
                             r.hazards.size(), r.conflicting_pairs);
  if (r.max_connections == 1 && r.hazards.empty()) {
    out += "  kernels start in issue order on every rank (one hardware queue)\n";
  }
  for (const HangHazard& h : r.hazards) out += "  " + DescribeHazard(graph, h) + "\n";
  if (!r.unknown_rank_groups.empty()) {
    out += fmt::format(
        "  note: ranks unknown for group(s) {}: taken to share at most one rank with other "
        "groups (give them with --group-ranks, or the layout with --world-size and the mesh "
        "flags)\n",
        absl::StrJoin(r.unknown_rank_groups, ", ",
                      [](std::string* s, const std::string& g) { s->append("'" + g + "'"); }));
  }
  return out;
}

}  // namespace collopt
