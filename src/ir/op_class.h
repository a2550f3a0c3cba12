// collopt/ir/op_class.h — the classification every pass uses.
//
// Each call node is one of: compute (matmul-like, attention, convolution:
// the ops the FLOP counter registers in torch/utils/flop_counter.py),
// collective start (a `_c10d_functional` op other than wait_tensor), wait
// (`_c10d_functional.wait_tensor`), view/alias (no new storage: the ops ATen
// marks as views, plus getitem and FX's `_unsafe_view`), or other (pointwise,
// reductions, copies, factories, symbolic arithmetic...). The string tables
// here are the single source shared by the parsers, printers and CLI.
#ifndef COLLOPT_IR_OP_CLASS_H_
#define COLLOPT_IR_OP_CLASS_H_

#include <cstdint>
#include <optional>
#include <string_view>

namespace collopt {

enum class OpClass : uint8_t {
  kPlaceholder,
  kOutput,
  kGetAttr,
  kCompute,
  kCollective,
  kWait,
  kView,
  /// A call whose communication collopt cannot see (IsCommunicationBarrier):
  /// a fence no collective is moved across (analysis/barrier_fences.h).
  kBarrier,
  kOther
};

enum class CollectiveKind : uint8_t {
  kAllGather,      // all_gather_into_tensor(input, group_size, group_name)
  kReduceScatter,  // reduce_scatter_tensor(input, reduce_op, group_size, group_name)
  kAllReduce,      // all_reduce(input, reduce_op, group_name)
  kAllToAll,       // all_to_all_single(input, output_split_sizes, input_split_sizes, group_name);
                   // _dtensor.shard_dim_alltoall(input, gather_dim, shard_dim, group_name)
  kBroadcast,      // broadcast(input, src, group_name)
};

/// PyTorch's op name for the kind: "all_gather_into_tensor",
/// "reduce_scatter_tensor", "all_reduce", "all_to_all_single", "broadcast".
std::string_view CollectiveKindName(CollectiveKind kind);
/// Short field name: "all_gather", "reduce_scatter", "all_reduce", "all_to_all", "broadcast".
std::string_view CollectiveKindShortName(CollectiveKind kind);
std::string_view OpClassName(OpClass op_class);

/// The op without its overload: "aten.mm.default" → "aten.mm". Targets with
/// one dot ("higher_order.flex_attention", "torch.sym_sum") are returned whole.
std::string_view OpBaseName(std::string_view target);

/// OpBaseName(target) == base, for a `base` with exactly one dot
/// ("aten.reshape"), without scanning `target`: it starts with `base`,
/// followed by nothing or by the overload's dot.
inline bool HasOpBase(std::string_view target, std::string_view base) {
  return target.starts_with(base) && (target.size() == base.size() || target[base.size()] == '.');
}

/// Classifies a call target ("aten.mm.default", "_c10d_functional.wait_tensor.default",
/// "operator.getitem", "higher_order.flex_attention", ...): a wait, a
/// collective, compute or a view by the tables above, else kBarrier when it
/// IsCommunicationBarrier, else kOther.
OpClass ClassifyTarget(std::string_view target);

/// The collective kind of a `_c10d_functional` start target, or nullopt.
/// Covers the in-place (`all_reduce_`), `_out` and `_coalesced` variants,
/// and DTensor's `_dtensor.shard_dim_alltoall` (an all_to_all).
std::optional<CollectiveKind> CollectiveKindOfTarget(std::string_view target);

/// DTensor's Shard(i) → Shard(j) redistribution op,
/// `_dtensor.shard_dim_alltoall.default(input, gather_dim, shard_dim,
/// group_name)`: an all_to_all of G slices of `shard_dim`, concatenated along
/// `gather_dim`. Synchronous: it waits for its own work before returning
/// (torch/csrc/distributed/c10d/Functional.cpp `shard_dim_alltoall`, "keep
/// this comm op to be synchronous"), so the graph has no wait_tensor for it
/// and the compute stream stalls until it ends.
inline constexpr std::string_view kShardDimAllToAll = "_dtensor.shard_dim_alltoall.default";

/// True for a collective that returns only when it is done (no wait_tensor):
/// kShardDimAllToAll.
bool IsSynchronousCollective(std::string_view target);

/// True for a call whose communication collopt cannot see: the
/// non-functional `c10d.` ops (send, recv_, allreduce_, barrier...),
/// `symm_mem.`, `_c10d_functional.` ops that are neither a known
/// collective nor wait_tensor, and any target outside aten, prims, operator,
/// the symbolic-int helpers (`torch.sym_*`, `math.`), `higher_order.`,
/// `_c10d_functional.`, `_dtensor.shard_dim_alltoall`, `inductor.`,
/// `quantized_decomposed.` and `fsdp.`.
bool IsCommunicationBarrier(std::string_view target);

}  // namespace collopt

#endif  // COLLOPT_IR_OP_CLASS_H_
