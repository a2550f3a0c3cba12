// collopt/sim/memory.h — tensor lifetimes and peak memory of a schedule.
//
// Storage-level accounting, as PyTorch's memory estimator does
// (torch/_inductor/fx_passes/memory_estimator.py `build_memory_profile`):
//  - every tensor a non-view op produces is a fresh storage of its byte size
//    (each element of a tuple result separately); views, getitem of a view's
//    tuple, waits and in-place ops (`copy_`, `all_reduce_`) alias their input's
//    storage; `getitem(x, i)` of a fresh tuple aliases element i;
//  - graph inputs are live from the start and never freed; storages that the
//    output returns are never freed;
//  - in program order, a node's fresh storages are added first, the peak is
//    taken, then every storage whose last use (by any alias) is this node is
//    freed;
//  - only device storages count (CPU tensors are skipped).
// O(nodes + arguments) time and memory.
#ifndef COLLOPT_SIM_MEMORY_H_
#define COLLOPT_SIM_MEMORY_H_

#include <cstdint>
#include <vector>

#include "ir/graph.h"

namespace collopt {

struct MemoryProfile {
  int64_t peak_bytes = 0;
  NodeId peak_node = kNoNode;       // the node at which the peak is reached
  int64_t input_bytes = 0;          // graph inputs (always live)
  std::vector<int64_t> live_bytes;  // per node (in order), after its allocations
};

/// Memory of `graph` run in `order` (node ids; empty = program order).
MemoryProfile ComputeMemoryProfile(const Graph& graph, const std::vector<NodeId>& order = {});

}  // namespace collopt

#endif  // COLLOPT_SIM_MEMORY_H_
