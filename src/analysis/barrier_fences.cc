// collopt/analysis/barrier_fences.cc — see barrier_fences.h.
#include "analysis/barrier_fences.h"

#include "analysis/hang_check.h"

namespace collopt {

bool IsBarrierNode(const Node& node) {
  // Compute, view, collective and wait calls are never barriers (the tables
  // of ir/op_class.h name aten, higher_order and operator ops only), so only
  // the other calls' targets are read.
  return node.op == NodeOp::kCallFunction && node.op_class == OpClass::kOther &&
         IsCommunicationBarrier(node.target);
}

BarrierFences FindBarrierFences(const Graph& graph) {
  BarrierFences f;
  f.segment.assign(graph.size(), 0);
  int32_t seen = 0;
  for (const Node& node : graph.nodes()) {
    if (IsBarrierNode(node)) {
      f.barriers.push_back(node.id);
      ++seen;
    }
    f.segment[node.id] = seen;
  }
  return f;
}

}  // namespace collopt
