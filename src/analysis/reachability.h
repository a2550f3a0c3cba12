// collopt/analysis/reachability.h — for each key, the latest earlier key
// with a path to it.
//
// The bucketer asks one kind of question: does any member of the open
// bucket — a run of consecutive collectives of one bucket key, in program
// order — reach the next candidate? Since keys are in program order (a
// topological order), a path can only go from an earlier key to a later
// one, and "some key of the run [first, i) reaches key i" is exactly
// "the latest key reaching i is ≥ first". So one forward sweep per bucket
// key over the nodes between its first and last key, labelling every node
// with the latest key index that reaches it (the max over its inputs), is
// enough:
//  - time  O(span + edges inside the span) per bucket key (≤ N + E);
//  - memory one int32 per node of the span, reused; never O(K²) or O(N²).
// PyTorch answers the same question with a BFS per bucket (bucketing.py,
// O(N·B)) or an ancestor bitset per node (AugmentedGraphHelper, O(N²) bits);
// collopt's previous KeyReachability kept K²/8 bytes (5.6 GB at K = 212 K).
#ifndef COLLOPT_ANALYSIS_REACHABILITY_H_
#define COLLOPT_ANALYSIS_REACHABILITY_H_

#include <cstdint>
#include <vector>

#include "ir/graph.h"

namespace collopt {

class LatestReachingKey {
 public:
  /// Labels nodes for `keys` (node ids in strictly increasing program order).
  /// The graph must be in topological (program) order, which ValidateGraph
  /// guarantees.
  LatestReachingKey(const Graph& graph, const std::vector<NodeId>& keys);

  size_t size() const { return latest_.size(); }

  /// The largest j < i such that a path of one or more edges leads from
  /// keys[j] to keys[i]; -1 when no earlier key reaches keys[i].
  int64_t Latest(size_t i) const { return latest_[i]; }

  /// True when some key of [first, i) reaches keys[i].
  bool ReachedFromRange(size_t first, size_t i) const {
    return latest_[i] >= static_cast<int64_t>(first);
  }

 private:
  std::vector<int64_t> latest_;
};

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_REACHABILITY_H_
