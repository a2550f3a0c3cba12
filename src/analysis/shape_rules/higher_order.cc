// collopt/analysis/shape_rules/higher_order.cc — shape rules: higher-order ops.
//
// Results of torch.ops.higher_order.*, as their fake-tensor implementations
// compute them:
//   flex_attention(query[B, Hq, L, E], key[Bk, Hkv, S, E], value[Bk, Hkv, S, Ev], score_mod,
//       block_mask, scale, kernel_options, score_mod_other_buffers, mask_mod_other_buffers)
//     → (out[B, Hq, L, Ev] of query's dtype, logsumexp f32[B, Hq, L], max_scores f32[B, Hq, L])
//     (torch/_higher_order_ops/flex_attention.py, flex_attention_fake_impl; older releases
//     return only the first two, which getitem 0/1 cannot tell apart).
//   flex_attention_backward(query, key, value, out, logsumexp, grad_out, grad_logsumexp,
//       fw_graph, joint_graph, block_mask, scale, kernel_options, score_mod_other_buffers,
//       mask_mod_other_buffers)
//     → (grad_query like query, grad_key[B', Hkv, S, E], grad_value[B', Hkv, S, Ev],
//        (a tensor like each tensor of score_mod_other_buffers, else None, ...))
//     where B' = 1 when B > 1 and Bk == 1 (broadcast keys), else B
//     (same file, flex_attention_backward_fake_tensor_mode).
//   triton_kernel_wrapper_functional(kernel_idx=, constant_args_idx=, grid=,
//       tma_descriptor_metadata=, kwargs={name: arg}, tensors_to_clone=[name, ...])
//     → a dict {name: type of kwargs[name]} for the kwargs named in tensors_to_clone, in
//       kwargs order: a Value::Tuple with `keys` (torch/_higher_order_ops/triton_kernel_wrap.py,
//       triton_kernel_wrapper_functional_dense); triton_kernel_wrapper_mutation → None.
//   auto_functionalized_v2(op, **kwargs, _all_bases=[b0, b1, ...]) → (None, b0, b1, ...)
//   auto_functionalized(op, **kwargs) → (None, each mutated kwarg, ...)
//     (torch/_higher_order_ops/auto_functionalize.py, auto_functionalized{,_v2}_dense: the
//     op's own result, then the new value of each base / mutated argument). The op's
//     result is taken to be None: ops with mutable arguments that auto_functionalize
//     accepts return nothing in the inputs collopt reads (fsdp.split_with_sizes_copy...).
//     v1 does not say which arguments the op mutates; kMutatedArgs lists the known ops,
//     and other ops are taken to mutate their tensor kwargs named `out*`, else all of
//     their tensor kwargs.
//   run_and_save_rng_state(op, *args) → (u8[state bytes] RNG state, op(*args))
//   run_with_rng_state(rng_state, op, *args) → op(*args)
//     (torch/_prims/rng_prims.py, activation checkpointing's replayed RNG; the op's
//     result by its own rule; the state is the generator's get_state(): 5056 bytes
//     on the CPU (CPUGeneratorImplState), 16 on CUDA (seed and offset))
#include <algorithm>

#include "analysis/shape_rule.h"
#include "fmt/format.h"

namespace collopt {
namespace {

// Error unless dim `i` of `t` equals `size` (skipped for symbolic sizes).
absl::Status CheckDim(const TensorType& t, size_t i, SymInt size, std::string_view name,
                      std::string_view because) {
  SymInt found = t.shape[i];
  if (found.symbolic || size.symbolic || found.hint == size.hint) return absl::OkStatus();
  return ShapeContext::Error(fmt::format("expected {} dim {} == {} ({}), got {}", std::string(name),
                                         i, size.hint, std::string(because), found.hint));
}

struct FlexQkv {
  TensorType q, k, v;
};

// query, key, value at 0-2: 4-D, key/value agree on batch, heads and length,
// query/key on the head dim.
absl::StatusOr<FlexQkv> ReadFlexQkv(const ShapeContext& ctx) {
  auto q = ctx.TensorOfRank(0, "query", 4);
  if (!q.ok()) return q.status();
  auto k = ctx.TensorOfRank(1, "key", 4);
  if (!k.ok()) return k.status();
  auto v = ctx.TensorOfRank(2, "value", 4);
  if (!v.ok()) return v.status();
  absl::Status s = CheckDim(*k, 3, q->shape[3], "key", "query dim 3");
  for (size_t i = 0; s.ok() && i < 3; ++i) {
    s = CheckDim(*v, i, k->shape[i], "value", fmt::format("key dim {}", i));
  }
  if (!s.ok()) return s;
  return FlexQkv{std::move(*q), std::move(*k), std::move(*v)};
}

absl::StatusOr<Value> FlexAttention(const ShapeContext& ctx) {
  auto qkv = ReadFlexQkv(ctx);
  if (!qkv.ok()) return qkv.status();
  const TensorType& q = qkv->q;
  Shape rows{q.shape[0], q.shape[1], q.shape[2]};
  return Value::Tuple(
      {Value::Tensor(MakeTensor(q.dtype, {rows[0], rows[1], rows[2], qkv->v.shape[3]}, q.device)),
       Value::Tensor(MakeTensor(DType::kFloat32, rows, q.device)),
       Value::Tensor(MakeTensor(DType::kFloat32, rows, q.device))});
}

// One gradient per score_mod_other_buffers entry: like a tensor, else None.
Value BufferGrads(const ShapeContext& ctx, const Argument* buffers) {
  std::vector<Value> grads;
  if (buffers != nullptr) {
    for (const Argument& item : buffers->items) {
      bool tensor = item.kind == Argument::Kind::kNode && ctx.ValueOf(item).is_tensor();
      grads.push_back(tensor ? ContiguousLike(ctx.ValueOf(item).tensor) : Value::None());
    }
  }
  return Value::Tuple(std::move(grads));
}

absl::StatusOr<Value> FlexAttentionBackward(const ShapeContext& ctx) {
  auto qkv = ReadFlexQkv(ctx);
  if (!qkv.ok()) return qkv.status();
  const TensorType& q = qkv->q;
  const TensorType& v = qkv->v;
  SymInt batch = q.shape[0];
  if (batch.hint > 1 && v.shape[0].hint == 1) batch = v.shape[0];  // summed over the broadcast
  Shape grad_k{batch, v.shape[1], v.shape[2], q.shape[3]};
  Shape grad_v{batch, v.shape[1], v.shape[2], v.shape[3]};
  return Value::Tuple({ContiguousLike(q),
                       Value::Tensor(MakeTensor(qkv->k.dtype, grad_k, qkv->k.device)),
                       Value::Tensor(MakeTensor(v.dtype, grad_v, v.device)),
                       BufferGrads(ctx, ctx.Arg(12, "score_mod_other_buffers"))});
}

// The type of a kwarg value: a tensor, or a list of tensors (a tuple).
absl::StatusOr<Value> ArgValue(const ShapeContext& ctx, const Argument& arg,
                               std::string_view name) {
  if (arg.kind == Argument::Kind::kNone) return Value::None();
  if (arg.kind == Argument::Kind::kNode && ctx.ValueOf(arg).is_tensor()) return ctx.ValueOf(arg);
  if (arg.is_sequence()) {
    std::vector<Value> items;
    for (const Argument& item : arg.items) {
      auto v = ArgValue(ctx, item, name);
      if (!v.ok()) return v.status();
      items.push_back(std::move(*v));
    }
    return Value::Tuple(std::move(items));
  }
  return ShapeContext::Error(
      fmt::format("expected a tensor for '{}', got {}", std::string(name),
                  arg.kind == Argument::Kind::kNode ? ctx.ValueOf(arg).ToString() : "a literal"));
}

bool Listed(const Argument& list, std::string_view name) {
  return std::any_of(list.items.begin(), list.items.end(), [&](const Argument& item) {
    return item.kind == Argument::Kind::kString && item.s == name;
  });
}

absl::StatusOr<Value> TritonKernelFunctional(const ShapeContext& ctx) {
  const Argument* kwargs = ctx.node().Kwarg("kwargs");
  const Argument* clone = ctx.node().Kwarg("tensors_to_clone");
  if (kwargs == nullptr || kwargs->kind != Argument::Kind::kDict) {
    return ShapeContext::Error("expected a dict for argument 'kwargs'");
  }
  if (clone == nullptr || !clone->is_sequence()) {
    return ShapeContext::Error("expected a list of names for argument 'tensors_to_clone'");
  }
  for (const Argument& item : clone->items) {
    if (std::find(kwargs->keys.begin(), kwargs->keys.end(), item.s) == kwargs->keys.end()) {
      return ShapeContext::Error(
          fmt::format("expected tensors_to_clone entry '{}' among the kernel's kwargs", item.s));
    }
  }
  Value result = Value::Tuple({});
  for (size_t i = 0; i < kwargs->keys.size(); ++i) {
    if (!Listed(*clone, kwargs->keys[i])) continue;
    auto v = ArgValue(ctx, kwargs->items[i], kwargs->keys[i]);
    if (!v.ok()) return v.status();
    result.elements.push_back(std::move(*v));
    result.keys.push_back(kwargs->keys[i]);
  }
  return result;
}

absl::StatusOr<Value> ReturnsNone(const ShapeContext&) { return Value::None(); }

absl::StatusOr<Value> AutoFunctionalizedV2(const ShapeContext& ctx) {
  const Argument* bases = ctx.node().Kwarg("_all_bases");
  if (bases == nullptr || !bases->is_sequence()) {
    return ShapeContext::Error("expected a list of tensors for argument '_all_bases'");
  }
  auto values = ArgValue(ctx, *bases, "_all_bases");
  if (!values.ok()) return values.status();
  std::vector<Value> out{Value::None()};
  for (Value& v : values->elements) out.push_back(std::move(v));
  return Value::Tuple(std::move(out));
}

struct MutatedArgs {
  std::string_view op;  // without the overload
  std::string_view args[2];
};
constexpr MutatedArgs kMutatedArgs[] = {
    {"fsdp.split_with_sizes_copy", {"out", {}}},
    {"fsdp.chunk_cat", {"out", {}}},
};

// The names of the kwargs that `op` ("ns.name.overload") mutates.
std::vector<std::string> MutatedNames(const ShapeContext& ctx, std::string_view op) {
  std::string_view base = op.substr(0, op.rfind('.'));
  for (const MutatedArgs& entry : kMutatedArgs) {
    if (entry.op != base && entry.op != op) continue;
    std::vector<std::string> names;
    for (std::string_view a : entry.args) {
      if (!a.empty()) names.emplace_back(a);
    }
    return names;
  }
  const Node& node = ctx.node();
  std::vector<std::string> tensors, outs;
  for (size_t i = 0; i < node.kwargs.size(); ++i) {
    const Argument& arg = node.kwargs[i];
    bool tensor =
        arg.is_sequence() || (arg.kind == Argument::Kind::kNode && ctx.ValueOf(arg).is_tensor());
    if (!tensor) continue;
    tensors.push_back(node.kwarg_names[i]);
    if (node.kwarg_names[i].starts_with("out")) outs.push_back(node.kwarg_names[i]);
  }
  return outs.empty() ? tensors : outs;
}

absl::StatusOr<Value> AutoFunctionalized(const ShapeContext& ctx) {
  const Argument* op = ctx.Arg(0, "_mutable_op");
  if (op == nullptr || op->kind != Argument::Kind::kOpRef) {
    return ShapeContext::Error("expected an op (torch.ops.ns.name.overload) as argument 0");
  }
  std::vector<Value> out{Value::None()};
  for (const std::string& name : MutatedNames(ctx, op->s)) {
    const Argument* arg = ctx.node().Kwarg(name);
    if (arg == nullptr) {
      return ShapeContext::Error(
          fmt::format("expected the mutated argument '{}' of {}", name, op->s));
    }
    auto v = ArgValue(ctx, *arg, name);
    if (!v.ok()) return v.status();
    out.push_back(std::move(*v));
  }
  return Value::Tuple(std::move(out));
}

// The result of the op at argument `op_index` on the arguments after it, by
// the op's own rule.
absl::StatusOr<Value> InnerOpResult(const ShapeContext& ctx, size_t op_index) {
  const Argument* op = ctx.Arg(op_index);
  if (op == nullptr || op->kind != Argument::Kind::kOpRef) {
    return ShapeContext::Error(
        fmt::format("expected an op (torch.ops.ns.name.overload) as argument {}", op_index));
  }
  ShapeRule rule = FindShapeRule(op->s);
  if (rule == nullptr) return ShapeContext::Error(fmt::format("no shape rule for '{}'", op->s));
  Node inner = ctx.node();
  inner.target = op->s.str();
  inner.args.erase(inner.args.begin(),
                   inner.args.begin() + static_cast<std::ptrdiff_t>(op_index + 1));
  return rule(ShapeContext(ctx.graph(), inner, ctx.options()));
}

absl::StatusOr<Value> RunAndSaveRngState(const ShapeContext& ctx) {
  auto result = InnerOpResult(ctx, 0);
  if (!result.ok()) return result.status();
  Device device;
  if (auto first = ctx.Tensor(1); first.ok()) device = first->device;
  const int64_t state_bytes = device.type == "cpu" ? 5056 : 16;
  return Value::Tuple(
      {Value::Tensor(MakeTensor(DType::kUInt8, {SymInt::Concrete(state_bytes)}, device)),
       std::move(*result)});
}

absl::StatusOr<Value> RunWithRngState(const ShapeContext& ctx) { return InnerOpResult(ctx, 1); }

constexpr ShapeRuleEntry kHigherOrderRules[] = {
    {"higher_order.run_and_save_rng_state", RunAndSaveRngState},
    {"higher_order.run_with_rng_state", RunWithRngState},
    {"higher_order.flex_attention", FlexAttention},
    {"higher_order.flex_attention_backward", FlexAttentionBackward},
    {"higher_order.triton_kernel_wrapper_functional", TritonKernelFunctional},
    {"higher_order.triton_kernel_wrapper_mutation", ReturnsNone},
    {"higher_order.auto_functionalized_v2", AutoFunctionalizedV2},
    {"higher_order.auto_functionalized", AutoFunctionalized},
};

}  // namespace

std::span<const ShapeRuleEntry> HigherOrderShapeRules() { return kHigherOrderRules; }

}  // namespace collopt
