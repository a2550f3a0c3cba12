// collopt/cost/mem_bound.h — Inductor's memory-bound estimate of an op.
//
// torch/_inductor/fx_passes/overlap_scheduling.py
// `estimate_mem_bound_runtime_ms` (PyTorch 2.11, the version that priced
// shared/data/h100_inductor_runs, README "mem_bound_estimate"): time = bytes
// read + written ÷ HBM bandwidth, where
//  - bytes read = every tensor of every distinct input node (a tuple input
//    counts all its tensors: `getitem` reads the whole tuple), bytes written =
//    every tensor of the output (torch/utils/_runtime_estimation.py
//    `get_transfer_time` / `get_num_bytes`);
//  - a dimension with stride 0 (expanded, broadcast) counts once;
//  - view ops cost 0 (ATen's view ops; unlike collopt's OpClass::kView,
//    `getitem` and `_unsafe_view` are not views for Inductor and are priced);
//  - one deviation: a link of a fused scatter chain (compute_cost.h
//    IsFusedScatter; collopt's bucket copies) is priced as the one kernel
//    Inductor generates for the chain, its source's bytes, where the
//    per-node estimate would count the whole buffer once per link.
// The bandwidth is the profile's hbm_gbps: for the built-in h100, 3352.32
// GB/s, the value that reproduces every nonzero mem_bound_estimate entry of
// the shared nodes.json files (see hardware.cc).
#ifndef COLLOPT_COST_MEM_BOUND_H_
#define COLLOPT_COST_MEM_BOUND_H_

#include <cstdint>
#include <vector>

#include "ir/graph.h"

namespace collopt {

/// Bytes read + written by `node` under Inductor's rule above (0 for views).
int64_t MemBoundBytes(const Graph& graph, const Node& node);

/// MemBoundBytes, with each node's own bytes (its value's tensors) kept in
/// `node_bytes` (one entry per node of `graph`, −1 until read): a caller that
/// prices every node of a graph reads each node's tensors once, not once per
/// reader. Same result.
int64_t MemBoundBytes(const Graph& graph, const Node& node, std::vector<int64_t>& node_bytes);

/// MemBoundBytes ÷ `hbm_gbps` (GB/s = 1e9 bytes/s), in µs.
double MemBoundTimeUs(const Graph& graph, const Node& node, double hbm_gbps);

/// `bytes` ÷ `hbm_gbps` in µs (0 when hbm_gbps ≤ 0): MemBoundTimeUs for a
/// node whose MemBoundBytes the caller has already.
double MemBoundTimeUs(int64_t bytes, double hbm_gbps);

}  // namespace collopt

#endif  // COLLOPT_COST_MEM_BOUND_H_
