// collopt/passes/schedule/stall_filler.cc — see stall_filler.h.
#include "passes/schedule/stall_filler.h"

#include <algorithm>

namespace collopt::schedule {

StallFiller::StallFiller(const Graph& graph, const std::vector<NodeCost>& costs,
                         const Layout& layout, Priority priority, int64_t lookahead)
    : graph_(graph),
      l_(layout),
      priority_(priority),
      lookahead_(lookahead),
      n_(graph.size()),
      dur_(n_, 0),
      key_(n_, 0),
      remaining_(n_, 0),
      ready_at_(n_, 0),
      released_(n_, false),
      head_(layout.queues.size(), 0),
      stream_(layout.queues.size(), 0) {
  for (size_t i = 0; i < n_; ++i) {
    // A collective that is not a start with its sole wait costs the
    // compute stream nothing here (it runs on its group's stream).
    const bool inline_collective =
        graph.node(static_cast<NodeId>(i)).collective.has_value() && l_.role[i] != Role::kStart;
    dur_[i] = inline_collective ? 0 : costs[i].time_us;
  }
  SetKeys();
  for (NodeId u : l_.users) ++remaining_[static_cast<size_t>(u)];
  order_.reserve(n_);
}

std::vector<NodeId> StallFiller::Order() {
  for (const Node& node : graph_.nodes()) {
    const auto i = static_cast<size_t>(node.id);
    if (remaining_[i] != 0 || node.op == NodeOp::kOutput) continue;
    if (l_.role[i] == Role::kStart) {
      released_[i] = true;
    } else {
      pending_.emplace(0.0, key_[i], node.id);
    }
  }
  for (size_t q = 0; q < l_.queues.size(); ++q) IssueQueue(q);
  Loop();
  if (graph_.output() != kNoNode) order_.push_back(graph_.output());
  if (order_.size() != n_) return {};
  return std::move(order_);
}

void StallFiller::SetKeys() {
  if (priority_ == Priority::kProgram) {
    for (size_t i = 0; i < n_; ++i) key_[i] = static_cast<double>(i);
    return;
  }
  std::vector<double> path(n_, 0);
  for (size_t i = n_; i-- > 0;) {
    double longest = 0;
    l_.ForEachUserOf(static_cast<NodeId>(i),
                     [&](NodeId u) { longest = std::max(longest, path[static_cast<size_t>(u)]); });
    path[i] = dur_[i] + longest;
    key_[i] = -path[i];
  }
}

void StallFiller::IssueQueue(size_t q) {
  while (head_[q] < l_.queues[q].size() && released_[static_cast<size_t>(l_.queues[q][head_[q]])]) {
    NodeId s = l_.queues[q][head_[q]++];
    const auto si = static_cast<size_t>(s);
    order_.push_back(s);
    double start = std::max({clock_, ready_at_[si], stream_[q]});
    stream_[q] = start + dur_[si];
    Release(l_.partner[si], stream_[q]);
  }
}

void StallFiller::Release(NodeId id, double finish) {
  const auto i = static_cast<size_t>(id);
  ready_at_[i] = std::max(ready_at_[i], finish);
  if (--remaining_[i] > 0) return;
  if (id == graph_.output()) return;
  if (l_.role[i] == Role::kStart) {
    released_[i] = true;
    IssueQueue(static_cast<size_t>(l_.queue_of[i]));
    return;
  }
  pending_.emplace(ready_at_[i], key_[i], id);
}

void StallFiller::RunNode(NodeId id) {
  order_.push_back(id);
  const auto i = static_cast<size_t>(id);
  clock_ = std::max(clock_, ready_at_[i]) + dur_[i];
  l_.ForEachUserOf(id, [&](NodeId u) { Release(u, clock_); });
}

void StallFiller::Loop() {
  std::vector<bool> done(n_, false);
  size_t frontier = 0;  // the first program position not yet run
  for (NodeId id : order_) done[static_cast<size_t>(id)] = true;
  size_t marked = order_.size();
  while (!pending_.empty() || !ready_.empty()) {
    while (!pending_.empty() && std::get<0>(pending_.top()) <= clock_) {
      const NodeId id = std::get<2>(pending_.top());
      const double k = std::get<1>(pending_.top());
      pending_.pop();
      ready_.emplace(k, static_cast<double>(id), id);
    }
    for (; marked < order_.size(); ++marked) done[static_cast<size_t>(order_[marked])] = true;
    while (frontier < n_ && done[frontier]) ++frontier;
    const bool beyond = priority_ == Priority::kProgram && lookahead_ >= 0 && !ready_.empty() &&
                        static_cast<int64_t>(std::get<2>(ready_.top())) >
                            static_cast<int64_t>(frontier) + lookahead_;
    if (ready_.empty() || (beyond && !pending_.empty())) {
      clock_ = std::get<0>(pending_.top());
      continue;
    }
    NodeId id = std::get<2>(ready_.top());
    ready_.pop();
    RunNode(id);
  }
}

std::vector<NodeId> FillStalls(const Graph& graph, const std::vector<NodeCost>& costs,
                               const Layout& layout, Priority priority, int64_t lookahead) {
  return StallFiller(graph, costs, layout, priority, lookahead).Order();
}

}  // namespace collopt::schedule
