// collopt/passes/schedule/layout.h — what schedule-overlap's list schedulers
// need to know about a graph, computed once per graph (passes/
// schedule_overlap.h).
//
// Each node has a role (a collective with its sole wait is a start, the wait
// a wait, a view of a wait's result is lazy: placed just before its first
// user so it does not pull the wait up with it); each process group has a
// queue of its starts in program order (the order every rank issues them).
// A `BaseOrder` is the order of compute the list scheduler follows (the
// program order, or a reordered one from schedule/stall_filler.h) with, per
// start, the compute ops before its wait's first user in that order: the
// only part that depends on the order, so the orders a search tries share one
// Layout (at 10^6 nodes a Layout is about 75 bytes a node, a BaseOrder 20).
// The communication barriers' fences are edges of the layout
// (analysis/barrier_fences.h), so no order built on it moves a node across a
// barrier.
#ifndef COLLOPT_PASSES_SCHEDULE_LAYOUT_H_
#define COLLOPT_PASSES_SCHEDULE_LAYOUT_H_

#include <cstdint>
#include <vector>

#include "cost/cost_model.h"
#include "ir/graph.h"
#include "ir/node_map.h"

namespace collopt::schedule {

enum class Role : uint8_t { kOther, kStart, kWait, kLazy };

/// An order of compute and what depends on it; per node unless said
/// otherwise.
struct BaseOrder {
  std::vector<NodeId> base;  // the order of compute (all nodes, topological)
  NodeMap<int64_t> pos;      // node → its position in `base`
  NodeMap<int64_t> need;     // start: compute ops before its wait's first user
};

/// Per node unless said otherwise.
struct Layout {
  NodeMap<Role> role;
  NodeMap<NodeId> partner;   // start ↔ its wait
  NodeMap<bool> input_only;  // InputOnlyNodes (analysis/topological_order.h)
  // (Flags the schedulers read per node are bytes, not packed bits.)
  NodeMap<uint8_t> compute;                 // a compute-stream op with a nonzero cost
  NodeMap<uint8_t> collective;              // a collective (Node::collective), a start or not
  NodeMap<uint8_t> prefetchable;            // start: reads only graph inputs (or input-only nodes)
  NodeMap<int64_t> bytes;                   // start: max(input, output) bytes
  std::vector<std::vector<NodeId>> queues;  // per process group, starts in program order
  NodeMap<int32_t> queue_of;                // start → its queue
  BaseOrder program;                        // the program order
  std::vector<NodeId> leading;              // placeholders and get_attrs, in program order
  // Every node's inputs and users as flat arrays, with the barriers' fences
  // as edges (node i reads
  // inputs[in_begin[i] .. in_begin[i + 1]) and is read by users[user_begin[i]
  // .. user_begin[i + 1])): the schedulers visit them many times per run, and
  // walking a Node's nested Arguments each time was a fifth of the list
  // scheduler's time at 10^6 nodes.
  NodeMap<int64_t> in_begin;  // N + 1 entries
  std::vector<NodeId> inputs;
  NodeMap<int64_t> user_begin;  // N + 1 entries
  std::vector<NodeId> users;

  /// Calls fn(NodeId) for each input of `id`, in argument order (repeats kept).
  template <typename Fn>
  void ForEachInputOf(NodeId id, Fn&& fn) const {
    for (int64_t k = in_begin[id]; k < in_begin[id + 1]; ++k) fn(inputs[static_cast<size_t>(k)]);
  }
  /// Calls fn(NodeId) for each user of `id` (Node::users, in its order).
  template <typename Fn>
  void ForEachUserOf(NodeId id, Fn&& fn) const {
    for (int64_t k = user_begin[id]; k < user_begin[id + 1]; ++k) fn(users[static_cast<size_t>(k)]);
  }
};

/// The layout of `graph` with its program order; `costs` (one per node, the
/// model's) decide which nodes are compute. O(N + E + C log P) for C
/// collectives on P groups.
Layout MakeLayout(const Graph& graph, const std::vector<NodeCost>& costs);

/// Another order of compute for `layout` (`graph`'s): `base`, a topological
/// order of every node of `graph`, with its positions and each start's
/// `need`. O(N + E).
BaseOrder MakeBaseOrder(const Layout& layout, const Graph& graph, std::vector<NodeId> base);

/// Whether `order` is 0, 1, …, N−1 (the program order).
bool IsIdentity(const std::vector<NodeId>& order);

}  // namespace collopt::schedule

#endif  // COLLOPT_PASSES_SCHEDULE_LAYOUT_H_
