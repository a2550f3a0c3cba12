// collopt/passes/schedule/stall_filler.h — a compute order with stalls
// filled (passes/schedule_overlap.h, "Compute reordering"): a list scheduler
// over simulated time. One compute stream runs one ready node at a time;
// collectives run on their group's stream in program order, each as soon as
// its inputs exist; a wait is ready when its collective ends. When the
// compute stream is free, the ready node with the best priority runs.
// O((N + E) log N).
#ifndef COLLOPT_PASSES_SCHEDULE_STALL_FILLER_H_
#define COLLOPT_PASSES_SCHEDULE_STALL_FILLER_H_

#include <cstdint>
#include <functional>
#include <queue>
#include <tuple>
#include <utility>
#include <vector>

#include "cost/cost_model.h"
#include "ir/graph.h"
#include "passes/schedule/layout.h"

namespace collopt::schedule {

/// Which ready node runs first: the lowest program position (kProgram: the
/// program order, except that a node whose inputs are still in flight lets
/// later ready work go first), or the longest remaining path to the output
/// (kCriticalPath, XLA's latency-hiding scheduler).
enum class Priority : uint8_t { kProgram, kCriticalPath };

class StallFiller {
 public:
  /// `costs`: one per node, µs (the judging model's). `lookahead` (kProgram
  /// only; −1 = none): a node may fill a stall only when its program position
  /// is at most `lookahead` past the first node not yet run, which bounds how
  /// long the filler's result stays alive (memory). `layout` must be
  /// `graph`'s; both must outlive the filler.
  StallFiller(const Graph& graph, const std::vector<NodeCost>& costs, const Layout& layout,
              Priority priority, int64_t lookahead);

  /// The order (every node once, topological), or empty when not every node
  /// was reached (a malformed graph). Call once.
  std::vector<NodeId> Order();

 private:
  using Entry = std::tuple<double, double, NodeId>;  // (time, key, id)
  using MinQueue = std::priority_queue<Entry, std::vector<Entry>, std::greater<>>;
  using ReadyEntry = std::pair<double, NodeId>;  // (key, id): ties go to the smaller id
  using ReadyQueue = std::priority_queue<ReadyEntry, std::vector<ReadyEntry>, std::greater<>>;

  // Key: smaller runs first.
  void SetKeys();
  // Issues queue q's released collectives, in program order.
  void IssueQueue(size_t q);
  // One input of `id` done at `finish`.
  void Release(NodeId id, double finish);
  void RunNode(NodeId id);
  // The compute stream: whenever free, the best ready node runs; with a
  // lookahead, one too far past the first node not yet run waits.
  void Loop();

  const Graph& graph_;
  const Layout& l_;
  const Priority priority_;
  const int64_t lookahead_;
  const size_t n_;
  NodeMap<double> dur_;
  NodeMap<double> key_;
  NodeMap<int32_t> remaining_;
  NodeMap<double> ready_at_;
  NodeMap<uint8_t> released_;  // bytes, not bits: read per node
  std::vector<size_t> head_;
  std::vector<double> stream_;
  MinQueue pending_;  // by ready time
  ReadyQueue ready_;  // by key
  std::vector<NodeId> order_;
  double clock_ = 0;
};

/// StallFiller(...).Order().
std::vector<NodeId> FillStalls(const Graph& graph, const std::vector<NodeCost>& costs,
                               const Layout& layout, Priority priority, int64_t lookahead = -1);

}  // namespace collopt::schedule

#endif  // COLLOPT_PASSES_SCHEDULE_STALL_FILLER_H_
