// collopt/sim/simulator.cc — see simulator.h.
#include "sim/simulator.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <map>
#include <optional>

namespace collopt {
namespace {

// The collective a wait waits on, or kNoNode for a wait on a graph input.
NodeId AwaitedCollective(const Graph& graph, const Node& wait) {
  NodeId root = WaitRoot(graph, wait);
  return root != kNoNode && graph.node(root).op_class == OpClass::kCollective ? root : kNoNode;
}

double CriticalPath(const Graph& graph, const std::vector<NodeCost>& costs, double launch_us) {
  std::vector<double> finish(graph.size(), 0);
  double longest = 0;
  for (const Node& node : graph.nodes()) {
    double ready = 0;
    auto dep = [&](NodeId input) { ready = std::max(ready, finish[static_cast<size_t>(input)]); };
    ForEachInput(node, dep);
    double cost = costs[static_cast<size_t>(node.id)].time_us;
    if (node.op == NodeOp::kCallFunction && !node.collective.has_value()) cost += launch_us;
    finish[static_cast<size_t>(node.id)] = ready + cost;
    longest = std::max(longest, ready + cost);
  }
  return longest;
}

// Links shared by groups over the same ranks, with strict priority and fluid
// sharing within a priority class (see simulator.h). Collectives are added in
// issue order; the end of one is computed when a wait asks for it. That is
// exact: a wait's collective can only overlap collectives issued before the
// wait, which are all known by then.
class SharedLinks {
 public:
  SharedLinks(const Graph& graph, const std::vector<ProcessGroupReport>& groups) {
    // Union of groups: same_ranks_as, or equal non-empty rank lists.
    std::map<std::string, size_t> index;
    for (size_t i = 0; i < groups.size(); ++i) index[groups[i].name] = i;
    parent_.resize(groups.size());
    for (size_t i = 0; i < parent_.size(); ++i) parent_[i] = i;
    std::map<std::vector<int64_t>, size_t> by_ranks;
    for (size_t i = 0; i < groups.size(); ++i) {
      const ProcessGroup& pg = graph.process_groups.at(groups[i].name);
      if (auto it = index.find(pg.same_ranks_as); it != index.end()) Union(i, it->second);
      if (!pg.ranks.empty()) {
        auto [it, added] = by_ranks.emplace(pg.ranks, i);
        if (!added) Union(i, it->second);
      }
      high_.push_back(pg.high_priority);
    }
    link_of_.resize(groups.size());
    std::map<size_t, int32_t> link_index;
    for (size_t i = 0; i < groups.size(); ++i) {
      auto [it, added] = link_index.emplace(Find(i), static_cast<int32_t>(links_.size()));
      if (added) links_.emplace_back();
      link_of_[i] = it->second;
      links_[static_cast<size_t>(it->second)].tracks.push_back(static_cast<int32_t>(i) + 1);
    }
    queue_.resize(groups.size() + 1);
  }

  /// A new track on the link of `like` (1-based), with its priority: a
  /// stream of its own over the same ranks (SimOptions::own_stream).
  int32_t AddTrack(int32_t like) {
    const auto track = static_cast<int32_t>(queue_.size());
    high_.push_back(high_[static_cast<size_t>(like - 1)]);
    link_of_.push_back(LinkOf(like));
    links_[static_cast<size_t>(LinkOf(like))].tracks.push_back(track);
    queue_.emplace_back();
    return track;
  }

  /// Number of links and the link of group `track` (1-based).
  size_t link_count() const { return links_.size(); }
  int32_t LinkOf(int32_t track) const { return link_of_[static_cast<size_t>(track - 1)]; }

  void Issue(NodeId node, int32_t track, double issue_us, double work_us) {
    Op op;
    op.node = node;
    op.track = track;
    op.issue = issue_us;
    op.remaining = work_us;
    op.high = high_[static_cast<size_t>(track - 1)];
    index_of_[node] = ops_.size();
    queue_[static_cast<size_t>(track)].push_back(ops_.size());
    ops_.push_back(op);
  }

  /// When collective `node` ends (advancing its link as far as needed).
  double EndOf(NodeId node) {
    size_t i = index_of_.at(node);
    Link& link = links_[static_cast<size_t>(LinkOf(ops_[i].track))];
    while (ops_[i].end < 0) Step(link);
    return ops_[i].end;
  }

  /// Runs every link dry; returns the last end time.
  double Finish() {
    double last = 0;
    for (Link& link : links_) {
      while (Pending(link)) Step(link);
      last = std::max(last, link.t);
    }
    return last;
  }

  /// (node, track, start, duration) of every finished collective.
  const std::vector<SimEvent>& events() const { return events_; }

 private:
  struct Op {
    NodeId node = kNoNode;
    int32_t track = 0;
    double issue = 0;
    double remaining = 0;
    double start = -1;
    double end = -1;
    bool high = false;
  };
  struct Link {
    double t = 0;
    std::vector<int32_t> tracks;
  };

  size_t Find(size_t i) { return parent_[i] == i ? i : parent_[i] = Find(parent_[i]); }
  void Union(size_t a, size_t b) { parent_[Find(a)] = Find(b); }

  bool Pending(const Link& link) const {
    for (int32_t track : link.tracks) {
      if (!queue_[static_cast<size_t>(track)].empty()) return true;
    }
    return false;
  }

  // Advances `link` to its next event (a start or an end).
  void Step(Link& link) {
    // Heads of the group streams start once issued.
    std::vector<size_t> running;
    double next_issue = -1;
    bool any_high = false;
    for (int32_t track : link.tracks) {
      const std::deque<size_t>& q = queue_[static_cast<size_t>(track)];
      if (q.empty()) continue;
      Op& op = ops_[q.front()];
      if (op.start < 0 && op.issue <= link.t) op.start = link.t;
      if (op.start >= 0) {
        running.push_back(q.front());
        any_high = any_high || op.high;
      } else if (next_issue < 0 || op.issue < next_issue) {
        next_issue = op.issue;
      }
    }
    if (running.empty()) {
      link.t = next_issue;  // idle until the next issue
      return;
    }
    size_t sharing = 0;
    for (size_t i : running) sharing += ops_[i].high == any_high ? 1 : 0;
    const double rate = 1.0 / static_cast<double>(sharing);
    double dt = -1;
    for (size_t i : running) {
      if (ops_[i].high != any_high) continue;
      double left = ops_[i].remaining / rate;
      if (dt < 0 || left < dt) dt = left;
    }
    if (next_issue >= 0) dt = std::min(dt, next_issue - link.t);
    link.t += dt;
    for (size_t i : running) {
      Op& op = ops_[i];
      if (op.high != any_high) continue;
      op.remaining -= dt * rate;
      if (op.remaining <= 1e-9 * (1 + dt)) {
        op.end = link.t;
        events_.push_back({op.node, op.track, op.start, op.end - op.start});
        queue_[static_cast<size_t>(op.track)].pop_front();
      }
    }
  }

  std::vector<size_t> parent_;
  std::vector<bool> high_;
  std::vector<int32_t> link_of_;
  std::vector<Link> links_;
  std::vector<Op> ops_;
  std::vector<std::deque<size_t>> queue_;  // per track, unfinished ops in issue order
  std::map<NodeId, size_t> index_of_;
  std::vector<SimEvent> events_;
};

// A collective issued so far that may still be running (contention).
struct InFlight {
  double start = 0;
  double end = 0;
  CollectiveKind kind = CollectiveKind::kAllGather;
};

// When compute work of `work_us` (its time alone) started at `t` ends, each
// stretch of it slowed by the largest factor among the collectives running
// then (cost/contention.h). `in_flight` holds each group stream's issued
// collectives in start order (a FIFO stream: disjoint, increasing); those
// ending by the op's end are dropped, as compute only moves forward. Cost:
// O(groups × collectives the op spans).
double SlowedEnd(double t, double work_us, bool sm_bound,
                 std::vector<std::deque<InFlight>>& in_flight, const ContentionModel& model) {
  double now = t;
  double left = work_us;
  while (true) {
    double factor = 1;
    double cut = std::numeric_limits<double>::infinity();
    for (std::deque<InFlight>& stream : in_flight) {
      while (!stream.empty() && stream.front().end <= now) stream.pop_front();
      if (stream.empty()) continue;
      const InFlight& c = stream.front();
      if (c.start <= now) {
        factor = std::max(factor, model.Factor(c.kind, sm_bound));
        cut = std::min(cut, c.end);
      } else {
        cut = std::min(cut, c.start);
      }
    }
    if (left * factor <= cut - now) return now + left * factor;  // also when no cut is left
    left -= (cut - now) / factor;
    now = cut;
  }
}

bool Contains(const std::vector<NodeId>& nodes, NodeId node) {
  return std::find(nodes.begin(), nodes.end(), node) != nodes.end();
}

// Each collective's queued_behind: the one before it on its track when it
// started after its issue (timings are in issue order).
void MarkQueues(std::vector<CollectiveTiming>& timings) {
  std::map<int32_t, NodeId> last_on_track;
  for (CollectiveTiming& t : timings) {
    auto [it, first] = last_on_track.emplace(t.track, t.node);
    if (!first && t.start_us > t.issue_us + 1e-9 * (1 + t.issue_us)) t.queued_behind = it->second;
    it->second = t.node;
  }
}

}  // namespace

SimResult Simulate(const Graph& graph, const std::vector<NodeCost>& costs,
                   const SimOptions& options) {
  SimResult result;
  std::map<std::string, int32_t> track_of;  // process group → track (1-based)
  for (const auto& [name, pg] : graph.process_groups) {
    track_of[name] = static_cast<int32_t>(result.process_groups.size()) + 1;
    result.process_groups.push_back({name, pg.size, 0, 0, 0, 0});
  }
  const size_t tracks = result.process_groups.size() + options.own_stream.size();
  std::vector<double> stream_free(tracks + 1, 0);
  std::optional<SharedLinks> links;
  std::vector<int32_t> own_track(options.own_stream.size(), 0);
  if (options.shared_links) links.emplace(graph, result.process_groups);
  std::vector<double> end_of(graph.size(), 0);
  std::vector<int32_t> timing_of(graph.size(), -1);
  const bool contention = options.contention.enabled && !options.shared_links;
  std::vector<std::deque<InFlight>> in_flight(contention ? tracks : 0);
  if (options.record_node_times) result.done_us.assign(graph.size(), -1);
  double clock = 0;
  const double launch = options.launch_overhead_us;
  // Blocks the compute stream until collective `coll` ends, the first time a
  // node at `node` needs it: its group's exposed time.
  auto block_on = [&](NodeId coll, NodeId node) {
    if (links.has_value()) end_of[static_cast<size_t>(coll)] = links->EndOf(coll);
    CollectiveTiming& timing =
        result.collectives[static_cast<size_t>(timing_of[static_cast<size_t>(coll)])];
    if (timing.wait == kNoNode) {
      timing.wait = node;
      timing.wait_us = clock;
    }
    const double stall = end_of[static_cast<size_t>(coll)] - clock;
    if (stall <= 0) return;
    int32_t group = track_of.at(graph.node(coll).collective->group_name);
    result.process_groups[static_cast<size_t>(group - 1)].exposed_us += stall;
    timing.exposed_us += stall;
    clock += stall;
  };
  const size_t count = options.order.empty() ? graph.size() : options.order.size();
  for (size_t i = 0; i < count; ++i) {
    const Node& node =
        graph.node(options.order.empty() ? static_cast<NodeId>(i) : options.order[i]);
    if (node.op != NodeOp::kCallFunction) continue;
    const NodeCost& cost = costs[static_cast<size_t>(node.id)];
    if (!options.run_async.empty()) {
      ForEachInput(node, [&](NodeId input) {
        if (timing_of[static_cast<size_t>(input)] >= 0 && Contains(options.run_async, input))
          block_on(input, node.id);
      });
    }
    if (node.collective.has_value()) {
      const int32_t group = track_of.at(node.collective->group_name);
      int32_t track = group;
      if (auto own = std::find(options.own_stream.begin(), options.own_stream.end(), node.id);
          own != options.own_stream.end()) {
        int32_t& t = own_track[static_cast<size_t>(own - options.own_stream.begin())];
        if (t == 0) {
          t = links.has_value() ? links->AddTrack(group)
                                : static_cast<int32_t>(result.process_groups.size()) + 1 +
                                      static_cast<int32_t>(own - options.own_stream.begin());
        }
        track = t;
      }
      ProcessGroupReport& pg = result.process_groups[static_cast<size_t>(group - 1)];
      clock += launch;
      result.compute_us += launch;
      pg.comm_us += cost.time_us;
      pg.input_bytes += cost.bytes;
      ++pg.collectives;
      if (!result.done_us.empty()) result.done_us[static_cast<size_t>(node.id)] = clock;
      timing_of[static_cast<size_t>(node.id)] = static_cast<int32_t>(result.collectives.size());
      CollectiveTiming& timing = result.collectives.emplace_back();
      timing.node = node.id;
      timing.track = track;
      timing.issue_us = clock;
      const bool synchronous =
          IsSynchronousCollective(node.target) && !Contains(options.run_async, node.id);
      if (links.has_value()) {
        links->Issue(node.id, track, clock, cost.time_us);
        if (synchronous) block_on(node.id, node.id);  // nothing issues before it ends
        continue;
      }
      double start = std::max(clock, stream_free[static_cast<size_t>(track)]);
      end_of[static_cast<size_t>(node.id)] = start + cost.time_us;
      stream_free[static_cast<size_t>(track)] = start + cost.time_us;
      timing.start_us = start;
      timing.end_us = start + cost.time_us;
      if (!options.step_only) result.events.push_back({node.id, track, start, cost.time_us});
      if (contention) {
        in_flight[static_cast<size_t>(track - 1)].push_back(
            {start, start + cost.time_us, node.collective->kind});
      }
      if (synchronous) block_on(node.id, node.id);  // its own wait: compute stalls to its end
      continue;
    }
    if (node.op_class == OpClass::kWait) {
      NodeId coll = AwaitedCollective(graph, node);
      if (coll != kNoNode && timing_of[static_cast<size_t>(coll)] >= 0) block_on(coll, node.id);
    }
    double work = cost.time_us;
    if (contention && work > 0) {
      work = std::max(work,
                      SlowedEnd(clock, work, cost.sm_bound, in_flight, options.contention) - clock);
      result.contention_us += work - cost.time_us;
    }
    double duration = work + launch;
    if (duration > 0 && !options.step_only) result.events.push_back({node.id, 0, clock, duration});
    clock += duration;
    result.compute_us += duration;
    if (!result.done_us.empty()) result.done_us[static_cast<size_t>(node.id)] = clock;
  }
  result.step_us = clock;
  for (double free_at : stream_free) result.step_us = std::max(result.step_us, free_at);
  if (links.has_value()) result.step_us = std::max(result.step_us, links->Finish());
  if (options.step_only) return result;
  if (links.has_value()) {
    result.events.insert(result.events.end(), links->events().begin(), links->events().end());
    for (const SimEvent& e : links->events()) {
      CollectiveTiming& timing =
          result.collectives[static_cast<size_t>(timing_of[static_cast<size_t>(e.node)])];
      timing.start_us = e.start_us;
      timing.end_us = e.start_us + e.duration_us;
    }
    std::stable_sort(result.events.begin(), result.events.end(),
                     [](const SimEvent& a, const SimEvent& b) { return a.start_us < b.start_us; });
  }
  double busiest = 0;
  std::vector<double> link_busy(links.has_value() ? links->link_count() : 0, 0);
  for (size_t i = 0; i < result.process_groups.size(); ++i) {
    const ProcessGroupReport& pg = result.process_groups[i];
    result.exposed_us += pg.exposed_us;
    result.comm_us += pg.comm_us;
    busiest = std::max(busiest, pg.comm_us);
    if (links.has_value()) {
      double& busy = link_busy[static_cast<size_t>(links->LinkOf(static_cast<int32_t>(i) + 1))];
      busy += pg.comm_us;
      busiest = std::max(busiest, busy);
    }
  }
  MarkQueues(result.collectives);
  result.overlap_ratio =
      result.comm_us > 0 ? std::max(0.0, 1 - result.exposed_us / result.comm_us) : 1;
  result.critical_path_us = CriticalPath(graph, costs, launch);
  result.lower_bound_us =
      std::max({result.compute_us - result.contention_us, busiest, result.critical_path_us});
  if (options.compute_memory) result.memory = ComputeMemoryProfile(graph, options.order);
  return result;
}

}  // namespace collopt
