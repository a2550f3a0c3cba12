// collopt/passes/schedule/list_scheduler.cc — see list_scheduler.h.
#include "passes/schedule/list_scheduler.h"

#include <algorithm>
#include <limits>

namespace collopt::schedule {

ListScheduler::ListScheduler(const Graph& graph, const Layout& layout, const BaseOrder& order,
                             int64_t window, int64_t max_in_flight_bytes)
    : graph_(graph),
      l_(layout),
      o_(order),
      window_(window),
      cap_(max_in_flight_bytes),
      emitted_(graph.size(), false),
      head_(layout.queues.size(), 0),
      blocked_(layout.queues.size()),
      blocks_(graph.size(), false) {
  order_.reserve(graph.size());
}

ListScheduler::ListScheduler(const Graph& graph, const Layout& layout, const BaseOrder& order,
                             int64_t window, int64_t max_in_flight_bytes, const MemoryModel& memory,
                             int64_t stop_above_bytes)
    : ListScheduler(graph, layout, order, window, max_in_flight_bytes) {
  tracker_.emplace(memory);
  stop_above_ = stop_above_bytes;
}

bool ListScheduler::OverLimit() {
  if (!tracker_.has_value()) return false;
  for (; tracked_ < order_.size(); ++tracked_) tracker_->Add(order_[tracked_]);
  return tracker_->peak_bytes() > stop_above_;
}

std::vector<NodeId> ListScheduler::Run() {
  // Graph inputs and attributes first, as in any FX graph. (The loops here
  // read the layout's flat arrays, not the nodes: at 10^6 nodes a walk over
  // the Node records costs a cache miss a node.)
  for (NodeId id : l_.leading) Emit(id);
  for (NodeId id : o_.base) {
    if (l_.role[id] != Role::kOther || emitted_[id] || id == graph_.output()) continue;
    TryIssue();
    if (emitted_[id]) continue;  // hoisted by a collective just issued
    EnsureInputs(id);
    Emit(id);
    if (l_.compute[id]) ++count_;
    if (OverLimit()) return std::move(order_);
  }
  for (const std::vector<NodeId>& queue : l_.queues) {
    if (!queue.empty() && !emitted_[queue.back()]) ForceIssue(queue.back());
  }
  while (!in_flight_.empty()) {
    NodeId s = in_flight_.front();
    if (!emitted_[l_.partner[s]]) {
      ForceWait(l_.partner[s]);
    } else {
      in_flight_.pop_front();
    }
  }
  const auto n = static_cast<NodeId>(graph_.size());
  for (NodeId id = 0; id < n; ++id) {  // unused views of waits
    if (!emitted_[id] && id != graph_.output()) {
      EnsureInputs(id);
      Emit(id);
    }
  }
  if (graph_.output() != kNoNode) {
    EnsureInputs(graph_.output());
    Emit(graph_.output());
  }
  OverLimit();  // the rest of the order into the peak
  return std::move(order_);
}

void ListScheduler::Emit(NodeId id) {
  emitted_[id] = true;
  if (blocks_[id]) dirty_ = true;
  order_.push_back(id);
}

void ListScheduler::Hoist(NodeId id) {
  std::vector<NodeId> pending;
  std::vector<NodeId> stack = {id};
  while (!stack.empty()) {
    NodeId n = stack.back();
    stack.pop_back();
    if (emitted_[n]) continue;
    emitted_[n] = true;  // placed below, in order
    if (blocks_[n]) dirty_ = true;
    pending.push_back(n);
    l_.ForEachInputOf(n, [&](NodeId input) {
      if (!emitted_[input]) stack.push_back(input);
    });
  }
  std::sort(pending.begin(), pending.end(),
            [&](NodeId a, NodeId b) { return o_.pos[a] < o_.pos[b]; });
  order_.insert(order_.end(), pending.begin(), pending.end());
}

void ListScheduler::EnsureInputs(NodeId id) {
  l_.ForEachInputOf(id, [&](NodeId input) {
    if (emitted_[input]) return;
    switch (l_.role[input]) {
      case Role::kWait:
        ForceWait(input);
        break;
      case Role::kStart:
        ForceIssue(input);
        break;
      case Role::kLazy:
        EnsureInputs(input);
        Emit(input);
        break;
      case Role::kOther:
        Hoist(input);
        break;
    }
  });
}

NodeId ListScheduler::FirstUnready(NodeId id) const {
  NodeId first = kNoNode;
  l_.ForEachInputOf(id, [&](NodeId input) {
    if (first == kNoNode && !emitted_[input] && !l_.input_only[input]) first = input;
  });
  return first;
}

bool ListScheduler::HeadReady(size_t q, NodeId h) {
  Blocked& b = blocked_[q];
  if (b.head == h && b.by != kNoNode && !emitted_[b.by]) return false;
  b.head = h;
  b.by = FirstUnready(h);
  if (b.by == kNoNode) return true;
  blocks_[b.by] = true;
  return false;
}

void ListScheduler::Issue(NodeId s) {
  EnsureInputs(s);
  Emit(s);
  ++head_[static_cast<size_t>(l_.queue_of[s])];
  in_flight_.push_back(s);
  in_flight_bytes_ += l_.bytes[s];
}

void ListScheduler::ForceIssue(NodeId s) {
  const auto q = static_cast<size_t>(l_.queue_of[s]);
  dirty_ = true;  // the queue's head moves
  while (!emitted_[s]) Issue(l_.queues[q][head_[q]]);
}

void ListScheduler::ForceWait(NodeId w) {
  NodeId s = l_.partner[w];
  if (!emitted_[s]) ForceIssue(s);
  Emit(w);
  in_flight_bytes_ -= l_.bytes[s];
}

void ListScheduler::TryIssue() {
  if (!dirty_ && count_ < wake_count_) return;
  dirty_ = false;
  wake_count_ = std::numeric_limits<int64_t>::max();
  bool progress = true;
  while (progress) {
    progress = false;
    for (size_t q = 0; q < l_.queues.size(); ++q) {
      while (head_[q] < l_.queues[q].size()) {
        NodeId h = l_.queues[q][head_[q]];
        // The window bounds prefetching only: a collective whose input is
        // computed goes as soon as it exists (that also frees the input).
        if (window_ >= 0 && l_.prefetchable[h] && count_ < o_.need[h] - window_) {
          wake_count_ = std::min(wake_count_, o_.need[h] - window_);
          break;
        }
        if (!HeadReady(q, h)) break;
        if (in_flight_bytes_ + l_.bytes[h] > cap_ && RetireOldest()) continue;
        Issue(h);
        progress = true;
      }
    }
  }
}

bool ListScheduler::RetireOldest() {
  while (!in_flight_.empty()) {
    NodeId s = in_flight_.front();
    in_flight_.pop_front();
    NodeId w = l_.partner[s];
    if (!emitted_[w]) {
      ForceWait(w);
      return true;
    }
  }
  return false;
}

}  // namespace collopt::schedule
