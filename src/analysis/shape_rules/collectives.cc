// collopt/analysis/shape_rules/collectives.cc — shape rules: functional collectives.
//
// Semantics of torch.ops._c10d_functional (torch/csrc/distributed/c10d/Functional.cpp
// and their meta kernels):
//   all_gather_into_tensor(x[n, ...], group_size)  → [n·group_size, ...]
//   reduce_scatter_tensor(x[n, ...], op, group_size) → [n/group_size, ...] (n divisible)
//   all_reduce(x) / all_reduce_(x) / broadcast(x)   → same as x
//   all_to_all_single(x[n, ...], output_split_sizes, input_split_sizes)
//                                                   → [Σ output_split_sizes, ...], or x's
//                                                     shape when the splits are None
//   wait_tensor(x)                                  → same as x
//   _dtensor.shard_dim_alltoall(x, gather_dim, shard_dim, group)
//                                                   → x with gather_dim ×G and shard_dim ÷G
//                                                     (G = the group's size; shard_dim
//                                                     divisible; the meta kernel's
//                                                     cat(G × x, gather_dim).chunk(G, shard_dim))
// The `_coalesced` variants apply the same rule to each tensor of a list.
#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

absl::StatusOr<TensorType> GatherOne(TensorType t, SymInt group_size) {
  if (t.shape.empty()) return ShapeContext::Error("all_gather of a 0-d tensor");
  t.shape[0] = t.shape[0] * group_size;
  t.strides.clear();
  return t;
}

absl::StatusOr<TensorType> ScatterOne(TensorType t, SymInt group_size) {
  if (t.shape.empty()) return ShapeContext::Error("reduce_scatter of a 0-d tensor");
  if (group_size.hint <= 0 || t.shape[0].hint % group_size.hint != 0) {
    return ShapeContext::Error(
        fmt::format("reduce_scatter input dim 0 ({}) is not divisible by "
                    "the group size {}",
                    t.shape[0].hint, group_size.hint));
  }
  t.shape[0] = SymInt{t.shape[0].hint / group_size.hint, t.shape[0].symbolic};
  t.strides.clear();
  return t;
}

absl::StatusOr<Value> AllGather(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  auto group_size = ctx.Int(1, "group_size");
  if (!group_size.ok()) return group_size.status();
  auto out = GatherOne(*input, *group_size);
  if (!out.ok()) return out.status();
  return Value::Tensor(*out);
}

absl::StatusOr<Value> ReduceScatter(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  auto group_size = ctx.Int(2, "group_size");
  if (!group_size.ok()) return group_size.status();
  auto out = ScatterOne(*input, *group_size);
  if (!out.ok()) return out.status();
  return Value::Tensor(*out);
}

absl::StatusOr<Value> SameAsInput(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  return Value::Tensor(*input);
}

absl::StatusOr<Value> AllToAllSingle(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  if (!ctx.Has(1, "output_split_sizes")) return Value::Tensor(*input);
  auto splits = ctx.IntList(1, "output_split_sizes");
  if (!splits.ok()) return splits.status();
  if (input->shape.empty()) return ShapeContext::Error("all_to_all_single of a 0-d tensor");
  // (Their sum need not be the input's rows in a dump: the sizes are
  // data-dependent, printed as hints; DeepSeek's 8 × 512 read a 49152-row input.)
  if (ctx.Has(2, "input_split_sizes")) {
    auto sent = ctx.IntList(2, "input_split_sizes");
    if (!sent.ok()) return sent.status();
    if (sent->size() != splits->size()) {
      return ShapeContext::Error(
          fmt::format("expected as many input_split_sizes as output_split_sizes ({}), got {}",
                      splits->size(), sent->size()));
    }
  }
  SymInt total = SymInt::Concrete(0);
  for (SymInt s : *splits) total = total + s;
  input->shape[0] = total;
  input->strides.clear();
  return Value::Tensor(*input);
}

absl::StatusOr<Value> ShardDimAllToAll(const ShapeContext& ctx) {
  auto input = ctx.Tensor(0, "input");
  if (!input.ok()) return input.status();
  auto gather = ctx.Int(1, "gather_dim");
  if (!gather.ok()) return gather.status();
  auto shard = ctx.Int(2, "shard_dim");
  if (!shard.ok()) return shard.status();
  const int64_t rank = input->rank();
  int64_t g_dim = gather->hint < 0 ? gather->hint + rank : gather->hint;
  int64_t s_dim = shard->hint < 0 ? shard->hint + rank : shard->hint;
  if (g_dim < 0 || g_dim >= rank || s_dim < 0 || s_dim >= rank) {
    return ShapeContext::Error(
        fmt::format("gather_dim {} or shard_dim {} out of range for a {}-D input", gather->hint,
                    shard->hint, rank));
  }
  input->strides.clear();
  if (g_dim == s_dim) return Value::Tensor(*input);
  const auto& info = ctx.node().collective;
  const int64_t g = info.has_value() ? info->group_size : 0;
  if (g <= 0) {
    return ShapeContext::Error(
        fmt::format("the size of process group '{}' is unknown (state it with get_pg_config() "
                    "or --pg-size, or annotate the node's result)",
                    info.has_value() ? info->group_name : ""));
  }
  SymInt& sharded = input->shape[static_cast<size_t>(s_dim)];
  if (sharded.hint % g != 0) {
    return ShapeContext::Error(fmt::format(
        "shard_dim {} ({}) is not divisible by the group size {}", s_dim, sharded.hint, g));
  }
  sharded = SymInt{sharded.hint / g, sharded.symbolic};
  input->shape[static_cast<size_t>(g_dim)] =
      input->shape[static_cast<size_t>(g_dim)] * SymInt::Concrete(g);
  return Value::Tensor(*input);
}

template <bool kGather>
absl::StatusOr<Value> Coalesced(const ShapeContext& ctx) {
  auto inputs = ctx.TensorList(0, "inputs");
  if (!inputs.ok()) return inputs.status();
  auto group_size = ctx.Int(kGather ? 1 : 2, "group_size");
  if (!group_size.ok()) return group_size.status();
  std::vector<Value> outs;
  for (const auto& t : *inputs) {
    if (!t.has_value()) return ShapeContext::Error("None in a coalesced collective");
    auto out = kGather ? GatherOne(*t, *group_size) : ScatterOne(*t, *group_size);
    if (!out.ok()) return out.status();
    outs.push_back(Value::Tensor(*out));
  }
  return Value::Tuple(std::move(outs));
}

absl::StatusOr<Value> AllReduceCoalesced(const ShapeContext& ctx) {
  auto inputs = ctx.TensorList(0, "inputs");
  if (!inputs.ok()) return inputs.status();
  std::vector<Value> outs;
  for (const auto& t : *inputs) {
    if (!t.has_value()) return ShapeContext::Error("None in a coalesced collective");
    outs.push_back(Value::Tensor(*t));
  }
  return Value::Tuple(std::move(outs));
}

constexpr ShapeRuleEntry kCollectivesRules[] = {
    {"_c10d_functional.all_gather_into_tensor", AllGather},
    {"_c10d_functional.all_gather_into_tensor_out", AllGather},
    {"_c10d_functional.reduce_scatter_tensor", ReduceScatter},
    {"_c10d_functional.all_reduce", SameAsInput},
    {"_c10d_functional.all_reduce_", SameAsInput},
    {"_c10d_functional.broadcast", SameAsInput},
    {"_c10d_functional.broadcast_", SameAsInput},
    {"_c10d_functional.all_to_all_single", AllToAllSingle},
    {"_c10d_functional.wait_tensor", SameAsInput},
    {"_dtensor.shard_dim_alltoall", ShardDimAllToAll},
    {"_c10d_functional.all_gather_into_tensor_coalesced", Coalesced<true>},
    {"_c10d_functional.reduce_scatter_tensor_coalesced", Coalesced<false>},
    {"_c10d_functional.all_reduce_coalesced", AllReduceCoalesced},
    {"_c10d_functional.all_reduce_coalesced_", AllReduceCoalesced},
};

}  // namespace

std::span<const ShapeRuleEntry> CollectiveShapeRules() { return kCollectivesRules; }

}  // namespace collopt
