// collopt/passes/schedule/list_scheduler.h — one order for one prefetch
// window: the list scheduler of schedule-overlap (passes/schedule_overlap.h
// gives the rules: compute keeps its order in a `BaseOrder`, each group
// issues in program order, a prefetchable collective at most `window` compute
// ops ahead of its first user, waits sunk to their first user, in-flight
// bytes capped). O(N·P + E) for N nodes, P process groups, E edges.
#ifndef COLLOPT_PASSES_SCHEDULE_LIST_SCHEDULER_H_
#define COLLOPT_PASSES_SCHEDULE_LIST_SCHEDULER_H_

#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

#include "ir/graph.h"
#include "passes/schedule/layout.h"
#include "sim/memory.h"

namespace collopt::schedule {

class ListScheduler {
 public:
  /// `layout` must be `graph`'s, `order` an order of compute made on it
  /// (`layout.program` or MakeBaseOrder's); both must outlive the scheduler.
  /// `window`: compute ops a prefetchable collective may be issued ahead of
  /// its first user (−1 = unlimited); `max_in_flight_bytes`: cap on the
  /// max(input, output) bytes of collectives issued and not yet waited.
  ListScheduler(const Graph& graph, const Layout& layout, const BaseOrder& order, int64_t window,
                int64_t max_in_flight_bytes);
  /// The same, pricing the order's memory as it is built (`memory` must be
  /// `graph`'s model and outlive the scheduler): Run stops, with the order
  /// built so far, as soon as its peak passes `stop_above_bytes` (the whole
  /// order's could only be higher); peak_bytes() is then over that limit.
  ListScheduler(const Graph& graph, const Layout& layout, const BaseOrder& order, int64_t window,
                int64_t max_in_flight_bytes, const MemoryModel& memory, int64_t stop_above_bytes);

  /// The order: every node of the graph once, topological (with a memory
  /// model, only a prefix when stopped over the limit). Call once.
  std::vector<NodeId> Run();
  /// With a memory model, after Run: the order's peak (MemoryModel::Peak),
  /// or the peak of the prefix that passed the limit.
  int64_t peak_bytes() const { return tracker_.has_value() ? tracker_->peak_bytes() : 0; }

 private:
  void Emit(NodeId id);
  // Emits the not-yet-placed input-only ancestors of `id`, in base order.
  void Hoist(NodeId id);
  void EnsureInputs(NodeId id);
  // The first input of `id` neither placed nor input-only (kNoNode: none).
  NodeId FirstUnready(NodeId id) const;
  // Whether every input of queue q's head `h` is placed or input-only. A
  // head found waiting for an input is not looked at again until that input
  // is placed (placed nodes stay placed), so the check costs O(1) for each
  // node the scheduler walks past while the head waits.
  bool HeadReady(size_t q, NodeId h);
  void Issue(NodeId s);
  // Issues `s` now, with every earlier collective of its group.
  void ForceIssue(NodeId s);
  void ForceWait(NodeId w);
  // Issues every collective that may start now.
  void TryIssue();
  // Waits on the oldest collective in flight; false when none is.
  bool RetireOldest();
  // Adds the nodes placed since the last call to the memory walk; true when
  // its peak has passed the limit.
  bool OverLimit();

  const Graph& graph_;
  const Layout& l_;
  const BaseOrder& o_;
  int64_t window_;
  int64_t cap_;
  NodeMap<uint8_t> emitted_;  // bytes, not bits: read several times per node
  std::vector<size_t> head_;
  // Per queue: the head last checked and the input it was waiting for.
  struct Blocked {
    NodeId head = kNoNode;
    NodeId by = kNoNode;
  };
  std::vector<Blocked> blocked_;
  // Whether TryIssue must look at the queues again: a head changed outside
  // it, or an input some head waited for was placed (`blocks_`). Otherwise
  // every head is still held by the window until count_ reaches
  // `wake_count_`, by an input, or its queue is done, and TryIssue returns.
  bool dirty_ = true;
  int64_t wake_count_ = 0;
  NodeMap<uint8_t> blocks_;
  std::deque<NodeId> in_flight_;
  int64_t in_flight_bytes_ = 0;
  int64_t count_ = 0;
  std::vector<NodeId> order_;
  std::optional<PeakTracker> tracker_;
  int64_t stop_above_ = 0;
  size_t tracked_ = 0;  // nodes of order_ added to tracker_
};

}  // namespace collopt::schedule

#endif  // COLLOPT_PASSES_SCHEDULE_LIST_SCHEDULER_H_
