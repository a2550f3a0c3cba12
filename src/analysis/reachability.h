// collopt/analysis/reachability.h — which of a set of key nodes reach which.
//
// The bucketer asks "is there a path between collective a and collective b?"
// for collectives of the same bucket key. PyTorch answers with a forward BFS
// per bucket (bucketing.py, O(N·B) time) or with a bitset of every node's
// ancestors (AugmentedGraphHelper, O(N²) bits). Here only K key nodes (the
// collectives) are sources and targets: keys are processed 64 at a time, one
// 64-bit word per graph node is propagated forward in program order (the
// order is topological), and the words at the key nodes are kept.
//  - time  O(⌈K/64⌉ · (N + E)), N nodes, E argument edges;
//  - memory O(N) words of scratch + K·⌈K/64⌉ words of result
//    (10^6 nodes with 10^4 collectives: 8 MB scratch + 12.5 MB result),
//    never O(N²).
// Pearce–Kelly style incremental reachability is not needed: the bucketer
// queries a fixed graph before it rewrites anything.
#ifndef COLLOPT_ANALYSIS_REACHABILITY_H_
#define COLLOPT_ANALYSIS_REACHABILITY_H_

#include <cstdint>
#include <vector>

#include "ir/graph.h"

namespace collopt {

class KeyReachability {
 public:
  /// `keys`: node ids of `graph`, any order, each once. The graph must be in
  /// topological (program) order, which ValidateGraph guarantees.
  KeyReachability(const Graph& graph, std::vector<NodeId> keys);

  size_t size() const { return keys_.size(); }
  NodeId key(size_t index) const { return keys_[index]; }

  /// True when a path of one or more edges leads from keys[from] to keys[to].
  bool Reaches(size_t from, size_t to) const {
    return ((reached_by_[to * words_ + from / 64] >> (from % 64)) & 1U) != 0;
  }

 private:
  std::vector<NodeId> keys_;
  size_t words_ = 0;
  /// Row `to`: bit `from` set when keys[from] reaches keys[to].
  std::vector<uint64_t> reached_by_;
};

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_REACHABILITY_H_
