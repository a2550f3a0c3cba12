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
  // Its ready queue reads its own keys: neither copied nor moved.
  StallFiller(const StallFiller&) = delete;
  StallFiller& operator=(const StallFiller&) = delete;

  /// The order (every node once, topological), or empty when not every node
  /// was reached (a malformed graph). Call once.
  std::vector<NodeId> Order();

 private:
  // Pending nodes by ready time (the order among equal times does not
  // matter: Loop moves every node ready by the clock before it chooses).
  using Entry = std::pair<double, NodeId>;  // (time, id)
  using MinQueue = std::priority_queue<Entry, std::vector<Entry>, std::greater<>>;
  // Ready nodes, the smallest (key, id) on top: the smaller key runs first
  // and ties go to the smaller id. In program order the key is the id, and
  // the ids alone are compared. (A heap over the ready nodes instead of a
  // sort of every node by key: that sort was N log N with two scattered
  // reads a comparison, 5 % of the instructions of a 10^6-node optimize.)
  struct RunsLater {
    const NodeMap<double>* key = nullptr;  // nullptr: program order
    bool operator()(NodeId a, NodeId b) const {
      if (key == nullptr || (*key)[a] == (*key)[b]) return a > b;
      return (*key)[a] > (*key)[b];
    }
  };
  using ReadyQueue = std::priority_queue<NodeId, std::vector<NodeId>, RunsLater>;

  // Key: smaller runs first (kCriticalPath only; program order needs none).
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
  NodeMap<double> key_;  // kCriticalPath: −(the longest path to the output, µs)
  NodeMap<int32_t> remaining_;
  NodeMap<double> ready_at_;
  NodeMap<uint8_t> released_;  // bytes, not bits: read per node
  std::vector<size_t> head_;
  std::vector<double> stream_;
  MinQueue pending_;  // by ready time
  ReadyQueue ready_;  // by (key, id)
  std::vector<NodeId> order_;
  double clock_ = 0;
};

/// StallFiller(...).Order().
std::vector<NodeId> FillStalls(const Graph& graph, const std::vector<NodeCost>& costs,
                               const Layout& layout, Priority priority, int64_t lookahead = -1);

}  // namespace collopt::schedule

#endif  // COLLOPT_PASSES_SCHEDULE_STALL_FILLER_H_
