// collopt/analysis/barrier_fences.h — the segments communication barriers cut
// a program into.
//
// An op whose communication collopt cannot see (IsCommunicationBarrier,
// ir/op_class.h: send/recv, the non-functional `c10d` ops, custom
// ops) may talk to ranks running another program, so nothing may move across
// it (issue "Prove every rewrite", item 3; PyTorch's `simple_overlap` shipped
// a deadlock by reordering around comm ops it could not see, pytorch #189454).
// The barriers split the program order into segments: segment k holds the
// nodes after the k-th barrier (1-based) and before the (k+1)-th; a rewrite
// that keeps every node in its segment, and every barrier between its two
// segments, moves nothing across a barrier. Graph inputs and get_attrs are in
// no segment's way: they may be read anywhere.
//
//   ag = all_gather(w); x = mm(a, b); y = mylib.exchange(x); z = mm(y, c)
//   segments: ag, x → 0; y (the barrier) → 1; z → 1
#ifndef COLLOPT_ANALYSIS_BARRIER_FENCES_H_
#define COLLOPT_ANALYSIS_BARRIER_FENCES_H_

#include <cstdint>
#include <vector>

#include "ir/graph.h"
#include "ir/node_map.h"

namespace collopt {

/// A call whose communication collopt cannot see (a call_function node of
/// OpClass::kBarrier: its target IsCommunicationBarrier).
bool IsBarrierNode(const Node& node);

struct BarrierFences {
  /// The barrier nodes, in program order.
  std::vector<NodeId> barriers;
  /// Per node: how many barriers come at or before it in program order, so a
  /// barrier's own segment is its 1-based rank and the nodes after it share
  /// it. Every node is 0 in a graph without barriers.
  NodeMap<int32_t> segment;

  bool empty() const { return barriers.empty(); }
};

/// The fences of `graph` in its program order. O(N).
BarrierFences FindBarrierFences(const Graph& graph);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_BARRIER_FENCES_H_
