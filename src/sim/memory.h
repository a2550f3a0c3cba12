// collopt/sim/memory.h — tensor lifetimes and peak memory of a schedule.
//
// Storage-level accounting, as PyTorch's memory estimator does
// (torch/_inductor/fx_passes/memory_estimator.py `build_memory_profile`):
//  - every tensor a non-view op produces is a fresh storage of the size
//    PyTorch allocates for it (tensor_type.h storage_bytes: from the strides
//    the dump states, so a strided input or result counts its whole extent;
//    each element of a tuple result separately); `reshape` of an input whose
//    strides (stated, or derived through its view chain:
//    analysis/view_strides.h) admit no view of the new shape is a copy
//    (ViewStrides, PyTorch's computeStride); other views, getitem of a view's
//    tuple, waits and in-place ops (`copy_`, `all_reduce_`) alias their input's
//    storage; `getitem(x, i)` of a fresh tuple aliases element i; a link of a
//    fused scatter chain (cost/compute_cost.h IsFusedScatter) aliases its
//    base, as Inductor writes the whole chain into one buffer;
//  - graph inputs are live from the start and never freed; storages that the
//    output returns are never freed;
//  - in program order, a node's fresh storages are added first, the peak is
//    taken, then every storage whose last use (by any alias) is this node is
//    freed;
//  - only device storages count (CPU tensors are skipped);
//  - an untyped node (analysis/shape_inference.h IsUntyped) holds no tensor,
//    so it allocates nothing and aliases nothing.
// O(nodes + arguments) time and memory. tests/torch/memory_reference.py
// measures the same in PyTorch (FakeTensorMode, real storages); the torch
// suite holds the two equal within 1 % at every node of the captured graphs.
#ifndef COLLOPT_SIM_MEMORY_H_
#define COLLOPT_SIM_MEMORY_H_

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "ir/graph.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// The memory limit collopt's reordering passes keep by default: the
/// original order's peak plus max(1 GiB, 5 %) of it (bytes). One definition
/// for schedule-overlap, prefetch-by-module, optimize and tune.
inline int64_t DefaultMemoryLimitBytes(int64_t peak_before_bytes) {
  return peak_before_bytes + std::max<int64_t>(int64_t{1} << 30, peak_before_bytes / 20);
}

struct MemoryProfile {
  int64_t peak_bytes = 0;
  NodeId peak_node = kNoNode;       // the node at which the peak is reached
  int64_t input_bytes = 0;          // graph inputs (always live)
  std::vector<int64_t> live_bytes;  // per node (in order), after its allocations
};

/// The storages of a graph, computed once, to price many orders of it (the
/// scheduler tries several). Keeps a reference to `graph`, which must not
/// change while the model is used.
class MemoryModel {
 public:
  explicit MemoryModel(const Graph& graph);
  /// Memory of the graph run in `order` (node ids; empty = program order).
  /// O(nodes + storage uses), flat arrays only.
  MemoryProfile Profile(const std::vector<NodeId>& order = {}) const;
  /// Profile's peak_bytes, peak_node and input_bytes without the per-node
  /// live bytes (what a search comparing orders reads).
  MemoryProfile Peak(const std::vector<NodeId>& order = {}) const;

 private:
  friend class PeakTracker;
  MemoryProfile Walk(const std::vector<NodeId>& order, bool live_bytes) const;

  const Graph& graph_;
  std::vector<int64_t> bytes_;
  std::vector<NodeId> creator_;
  int64_t input_bytes_ = 0;
  // The storages each node reads (through any alias), one entry per read:
  // node i's are use_ids_[use_begin_[i] .. use_begin_[i + 1]).
  std::vector<int32_t> use_begin_;
  std::vector<int32_t> use_ids_;
  std::vector<int32_t> use_count_;  // per storage: its entries in use_ids_
  // Per node, the bytes it allocates and those of them nothing reads (freed
  // at once); per storage, the bytes its last read frees (0 when pinned).
  std::vector<int64_t> node_alloc_bytes_;
  std::vector<int64_t> node_dead_bytes_;
  std::vector<int64_t> free_bytes_;
};

/// MemoryModel::Peak's walk taken node by node while an order is still being
/// built, for a scheduler that stops building one as soon as its peak passes
/// a limit (the peak of a prefix only grows, so the whole order's is at
/// least as high). Once every node of the graph has been added, peak_bytes()
/// and peak_node() are Peak(order)'s: a node's fresh storages are added, the
/// peak taken, then each storage whose last read this node is (or which
/// nothing reads) is freed, as in the walk. O(storages) to start, then
/// O(storages created + read) per node. Keeps a reference to `model`.
class PeakTracker {
 public:
  explicit PeakTracker(const MemoryModel& model);
  /// Adds the next node of the order. Each node at most once, after every
  /// node it reads (a topological order); otherwise the figures are wrong.
  void Add(NodeId node);
  /// The highest live bytes so far (the graph inputs' before any node).
  int64_t peak_bytes() const { return peak_; }
  /// The node at which peak_bytes() was first reached (kNoNode: none yet).
  NodeId peak_node() const { return peak_node_; }

 private:
  const MemoryModel& m_;
  std::vector<int32_t> unread_;  // per storage: reads not yet added
  int64_t live_ = 0;
  int64_t peak_ = 0;
  NodeId peak_node_ = kNoNode;
};

/// Memory of `graph` run in `order` (node ids; empty = program order).
MemoryProfile ComputeMemoryProfile(const Graph& graph, const std::vector<NodeId>& order = {});

/// `profile` of `graph` in program order as JSON (`simulate --memory-trace`):
/// {"peak_bytes": n, "peak_node": name, "input_bytes": n,
///  "nodes": [[name, live bytes after its allocations], ...]}, every node in
/// order. tests/torch/memory_reference.py writes the same from PyTorch.
nlohmann::json MemoryProfileToJson(const Graph& graph, const MemoryProfile& profile);

}  // namespace collopt

#endif  // COLLOPT_SIM_MEMORY_H_
