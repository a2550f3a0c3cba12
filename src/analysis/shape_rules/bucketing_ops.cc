// collopt/analysis/shape_rules/bucketing_ops.cc — shape rules: Inductor's
// bucketing custom ops (torch/_inductor/fx_passes/bucketing.py, the
// `bucketing` library that `schedule_overlap_bucketing` emits).
//
//   _pre_bucket_all_gather(ag_ins, group_size, group_name, dtype, out_dtype_ints,
//                          rank, foreach_group_indices=None)
//     → dtype [group_size × Σ ins_split_sizes]: the whole bucket's all_gather
//       output buffer, into which this rank's inputs are copied at offset
//       rank × Σ ins_split_sizes. ins_split_sizes[i] = numel(ag_ins[i]) ×
//       itemsize(out_dtype_i) / itemsize(dtype); out_dtype_i is an index into
//       bucketing.py's `_ALL_DTYPES` (torch's dtype attributes in dir() order),
//       which collopt does not decode: it takes out_dtype_i = dtype, as every
//       FSDP bucket of the shared `after_*` graphs does (their annotations are
//       checked against this rule). The older schema without group_name
//       (`_pre_bucket_all_gather(ag_ins, group_size, dtype, ...)`) is read too.
//   _pre_bucket_reduce_scatter(rs_ins, group_size)
//     → rs_ins[0].dtype [Σ numel(rs_ins)]: each input viewed (group_size, -1),
//       concatenated along dim 1, flattened (`_pre_bucket_reduce_scatter_fake`).
#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

absl::StatusOr<SymInt> TotalNumel(const std::vector<std::optional<TensorType>>& ins,
                                  const Device*& device) {
  SymInt total = SymInt::Concrete(0);
  for (const auto& t : ins) {
    if (!t.has_value()) return ShapeContext::Error("expected no None among the bucket's inputs");
    SymInt numel = SymInt::Concrete(1);
    for (SymInt d : t->shape) numel = numel * d;
    total = total + numel;
    device = &t->device;
  }
  if (ins.empty()) return ShapeContext::Error("expected a non-empty list of bucket inputs");
  return total;
}

absl::StatusOr<Value> PreBucketAllGather(const ShapeContext& ctx) {
  auto ins = ctx.TensorList(0, "ag_ins");
  if (!ins.ok()) return ins.status();
  auto group_size = ctx.Int(1, "group_size");
  if (!group_size.ok()) return group_size.status();
  // dtype is argument 3 after group_name, or 2 in the older schema.
  const Argument* dtype = ctx.Arg(3, "dtype");
  if (dtype == nullptr || dtype->kind != Argument::Kind::kDType) dtype = ctx.Arg(2, "dtype");
  if (dtype == nullptr || dtype->kind != Argument::Kind::kDType) {
    return ShapeContext::Error("expected the bucket dtype as argument 3 (or 2)");
  }
  const Device* device = nullptr;
  auto total = TotalNumel(*ins, device);
  if (!total.ok()) return total.status();
  return Value::Tensor(TensorType{dtype->dtype, {*total * *group_size}, {}, *device});
}

absl::StatusOr<Value> PreBucketReduceScatter(const ShapeContext& ctx) {
  auto ins = ctx.TensorList(0, "rs_ins");
  if (!ins.ok()) return ins.status();
  auto group_size = ctx.Int(1, "group_size");
  if (!group_size.ok()) return group_size.status();
  const Device* device = nullptr;
  auto total = TotalNumel(*ins, device);
  if (!total.ok()) return total.status();
  for (const auto& t : *ins) {
    if (group_size->hint <= 0 || t->numel() % group_size->hint != 0) {
      return ShapeContext::Error(fmt::format("expected inputs divisible by group_size {}, got {}",
                                             group_size->hint, t->ToString()));
    }
  }
  return Value::Tensor(TensorType{(*ins)[0]->dtype, {*total}, {}, *device});
}

constexpr ShapeRuleEntry kBucketingOpsRules[] = {
    {"bucketing._pre_bucket_all_gather", PreBucketAllGather},
    {"bucketing._pre_bucket_reduce_scatter", PreBucketReduceScatter},
};

}  // namespace

std::span<const ShapeRuleEntry> BucketingShapeRules() { return kBucketingOpsRules; }

}  // namespace collopt
