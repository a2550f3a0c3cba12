// collopt/sim/step_index.h — the step of many issue orders of one graph,
// from flat per-node arrays read once.
//
// The scheduler's search prices each candidate order by its simulated step
// (passes/schedule/order_search.h: about twenty orders of the same graph a
// round, under both timeline models). Simulate and SimulateAutoparallel read
// the Node records for each order: their op, collective, group name (a map
// lookup) and target (a string compare), and for a wait the chain to its
// collective; in an order other than the program's, each a cache miss. A
// StepIndex holds what the step depends on, 16 bytes a node; its two step
// functions walk an order over it and return exactly the step Simulate
// (step_only, the options below) or SimulateAutoparallel (step_only) returns: the same
// operations on the same doubles in the same order (tests/sim/
// step_index_test.cc compares them on real graphs and reordered ones).
#ifndef COLLOPT_SIM_STEP_INDEX_H_
#define COLLOPT_SIM_STEP_INDEX_H_

#include <cstdint>
#include <vector>

#include "cost/cost_model.h"
#include "ir/graph.h"

namespace collopt {

class StepIndex {
 public:
  /// Reads `graph` once; keeps no reference to it. A collective whose group
  /// is not in `graph.process_groups` makes the index unusable (usable()
  /// false): the simulators themselves handle that case (StepModel::StepUs
  /// falls back to them).
  explicit StepIndex(const Graph& graph);

  /// Whether the step functions may be called (see the constructor).
  bool usable() const { return usable_; }

  /// Simulate's step_us for `order` (empty = program order) with
  /// SimOptions{launch_overhead_us = `launch_us`, step_only}, no shared
  /// links, no contention, no run_async, no own_stream. µs.
  double CollectiveStepUs(const std::vector<NodeCost>& costs, const std::vector<NodeId>& order,
                          double launch_us) const;

  /// SimulateAutoparallel's step_us for `order` (empty = program order)
  /// with AutoparallelOptions{launch_overhead_us = `launch_us`, step_only}.
  /// µs.
  double AutoparallelStepUs(const std::vector<NodeCost>& costs, const std::vector<NodeId>& order,
                            double launch_us) const;

 private:
  // What both simulators read of one node.
  struct Entry {
    bool call = false;         // op is call_function
    bool collective = false;   // Node::collective is set
    bool wait = false;         // OpClass::kWait
    bool synchronous = false;  // a collective that is its own wait (IsSynchronousCollective)
    int32_t track = 0;         // a collective's group: 1 + its index in the groups' map order
    // A wait: WaitRoot (kNoNode: none), and whether that is a collective by
    // its op class (Simulate's AwaitedCollective).
    NodeId root = kNoNode;
    bool root_is_collective = false;
  };
  std::vector<Entry> entries_;
  size_t tracks_ = 0;
  bool usable_ = true;
};

}  // namespace collopt

#endif  // COLLOPT_SIM_STEP_INDEX_H_
