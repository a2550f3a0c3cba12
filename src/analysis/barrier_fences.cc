// collopt/analysis/barrier_fences.cc — see barrier_fences.h.
#include "analysis/barrier_fences.h"

#include "ir/op_class.h"

namespace collopt {

bool IsBarrierNode(const Node& node) {
  // Classified once, when the node was made (ClassifyTarget).
  return node.op == NodeOp::kCallFunction && node.op_class == OpClass::kBarrier;
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
