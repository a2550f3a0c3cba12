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
      key_(priority == Priority::kCriticalPath ? n_ : 0, 0),
      remaining_(n_, 0),
      ready_at_(n_, 0),
      released_(n_, false),
      head_(layout.queues.size(), 0),
      stream_(layout.queues.size(), 0),
      ready_(RunsLater{priority == Priority::kCriticalPath ? &key_ : nullptr}) {
  // (Here and in Order the layout's flat arrays, not the Node records: at
  // 10^6 nodes a walk over those costs a cache miss a node.)
  const auto n = static_cast<NodeId>(n_);
  for (NodeId id = 0; id < n; ++id) {
    // A collective that is not a start with its sole wait costs the
    // compute stream nothing here (it runs on its group's stream).
    const bool inline_collective = l_.collective[id] && l_.role[id] != Role::kStart;
    dur_[id] = inline_collective ? 0 : costs[static_cast<size_t>(id)].time_us;
  }
  SetKeys();
  for (NodeId u : l_.users) ++remaining_[u];
  order_.reserve(n_);
}

std::vector<NodeId> StallFiller::Order() {
  const auto n = static_cast<NodeId>(n_);
  for (NodeId id = 0; id < n; ++id) {
    if (remaining_[id] != 0 || id == graph_.output()) continue;
    if (l_.role[id] == Role::kStart) {
      released_[id] = true;
    } else {
      pending_.emplace(0.0, id);
    }
  }
  for (size_t q = 0; q < l_.queues.size(); ++q) IssueQueue(q);
  Loop();
  if (graph_.output() != kNoNode) order_.push_back(graph_.output());
  if (order_.size() != n_) return {};
  return std::move(order_);
}

void StallFiller::SetKeys() {
  if (priority_ == Priority::kProgram) return;
  // The key is the path negated, so the users' paths are read from it.
  const auto n = static_cast<NodeId>(n_);
  for (NodeId id = n - 1; id >= 0; --id) {
    double longest = 0;
    l_.ForEachUserOf(id, [&](NodeId u) { longest = std::max(longest, -key_[u]); });
    key_[id] = -(dur_[id] + longest);
  }
}

void StallFiller::IssueQueue(size_t q) {
  while (head_[q] < l_.queues[q].size() && released_[l_.queues[q][head_[q]]]) {
    NodeId s = l_.queues[q][head_[q]++];
    order_.push_back(s);
    double start = std::max({clock_, ready_at_[s], stream_[q]});
    stream_[q] = start + dur_[s];
    Release(l_.partner[s], stream_[q]);
  }
}

void StallFiller::Release(NodeId id, double finish) {
  ready_at_[id] = std::max(ready_at_[id], finish);
  if (--remaining_[id] > 0) return;
  if (id == graph_.output()) return;
  if (l_.role[id] == Role::kStart) {
    released_[id] = true;
    IssueQueue(static_cast<size_t>(l_.queue_of[id]));
    return;
  }
  // Ready by now (an input just run on the compute stream): straight to the
  // ready queue, where Loop would move it before its next choice anyway.
  if (ready_at_[id] <= clock_) {
    ready_.push(id);
  } else {
    pending_.emplace(ready_at_[id], id);
  }
}

void StallFiller::RunNode(NodeId id) {
  order_.push_back(id);
  clock_ = std::max(clock_, ready_at_[id]) + dur_[id];
  l_.ForEachUserOf(id, [&](NodeId u) { Release(u, clock_); });
}

void StallFiller::Loop() {
  // The frontier matters only with a lookahead (kProgram); without one,
  // nothing is marked.
  const bool bounded = priority_ == Priority::kProgram && lookahead_ >= 0;
  NodeMap<uint8_t> done(bounded ? n_ : 0, false);
  const auto n = static_cast<NodeId>(n_);
  NodeId frontier = 0;  // the first program position not yet run
  if (bounded) {
    for (NodeId id : order_) done[id] = true;
  }
  size_t marked = order_.size();
  while (!pending_.empty() || !ready_.empty()) {
    while (!pending_.empty() && pending_.top().first <= clock_) {
      ready_.push(pending_.top().second);
      pending_.pop();
    }
    bool beyond = false;
    if (bounded) {
      for (; marked < order_.size(); ++marked) done[order_[marked]] = true;
      while (frontier < n && done[frontier]) ++frontier;
      beyond = !ready_.empty() && int64_t{ready_.top()} > int64_t{frontier} + lookahead_;
    }
    if (ready_.empty() || (beyond && !pending_.empty())) {
      clock_ = pending_.top().first;
      continue;
    }
    const NodeId id = ready_.top();
    ready_.pop();
    RunNode(id);
  }
}

std::vector<NodeId> FillStalls(const Graph& graph, const std::vector<NodeCost>& costs,
                               const Layout& layout, Priority priority, int64_t lookahead) {
  return StallFiller(graph, costs, layout, priority, lookahead).Order();
}

}  // namespace collopt::schedule
