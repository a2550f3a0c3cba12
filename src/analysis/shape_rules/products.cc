// collopt/analysis/shape_rules/products.cc — shape rules: vector and batched
// products beyond mm/bmm (matmul.cc).
//
// dtype: the promoted dtype of the tensor operands; shapes as the meta
// kernels (torch/_meta_registrations.py) compute them:
//   mv(A [n, m], v [m]) → [n];  addmv(x, A, v) → [n]                 (`meta_mv`, `meta_addmv`)
//   dot / vdot(a [n], b [n]) → []                                    (`meta_dot`)
//   addr(x, a [n], b [m]) → [n, m]                                   (`meta_addr`)
//   addbmm(x, a [B, n, m], b [B, m, p]) → [n, p]                     (`meta_addbmm`)
//   _cdist_forward(a [.., r1, c], b [.., r2, c]) → broadcast batch + [r1, r2]
//   (`meta_cdist_forward`) _pdist_forward(a [n, m]) → [n (n − 1) / 2] (`meta__pdist_forward`)
//   linalg_cross(a, b, dim) → broadcast of a and b                   (`linalg_cross` meta)
//   _trilinear(i1, i2, i3, e1, e2, e3, sumdim) → each input unsqueezed at its
//     expand dims, broadcast, summed over sumdim (torch/_decomp `_trilinear`)
#include "analysis/shape_rule.h"
#include "analysis/shape_rules/elementwise.h"
#include "analysis/shape_rules/reduction_shape.h"
#include "fmt/format.h"

namespace collopt {
namespace {

// The promoted dtype of operands [0, n) and the device, with shape `shape`.
absl::StatusOr<Value> Typed(const ShapeContext& ctx, size_t n, Shape shape) {
  auto out = ElementwiseOver(ctx, 0, n, Promotion::kDefault);
  if (!out.ok()) {
    // Shapes need not broadcast for products: take the first tensor's type.
    auto first = ctx.Tensor(0, "self");
    if (!first.ok()) return first.status();
    return Value::Tensor(TensorType{first->dtype, std::move(shape), {}, first->device});
  }
  out->tensor.shape = std::move(shape);
  return out;
}

absl::StatusOr<Value> Mv(const ShapeContext& ctx) {
  auto a = ctx.TensorOfRank(0, "self", 2);
  if (!a.ok()) return a.status();
  auto v = ctx.TensorOfRank(1, "vec", 1);
  if (!v.ok()) return v.status();
  if (a->shape[1].hint != v->shape[0].hint) {
    return ShapeContext::Error(
        fmt::format("size mismatch, got {} and {}", a->ToString(), v->ToString()));
  }
  return Typed(ctx, 2, {a->shape[0]});
}

absl::StatusOr<Value> Addmv(const ShapeContext& ctx) {
  auto a = ctx.TensorOfRank(1, "mat", 2);
  if (!a.ok()) return a.status();
  return Typed(ctx, 1, {a->shape[0]});
}

absl::StatusOr<Value> Dot(const ShapeContext& ctx) {
  auto a = ctx.TensorOfRank(0, "self", 1);
  if (!a.ok()) return a.status();
  auto b = ctx.TensorOfRank(1, "tensor", 1);
  if (!b.ok()) return b.status();
  if (a->shape[0].hint != b->shape[0].hint) {
    return ShapeContext::Error(
        fmt::format("inconsistent sizes, got {} and {}", a->ToString(), b->ToString()));
  }
  return Typed(ctx, 2, {});
}

absl::StatusOr<Value> Addr(const ShapeContext& ctx) {
  auto a = ctx.TensorOfRank(1, "vec1", 1);
  if (!a.ok()) return a.status();
  auto b = ctx.TensorOfRank(2, "vec2", 1);
  if (!b.ok()) return b.status();
  return Typed(ctx, 1, {a->shape[0], b->shape[0]});
}

absl::StatusOr<Value> Addbmm(const ShapeContext& ctx) {
  auto a = ctx.TensorOfRank(1, "batch1", 3);
  if (!a.ok()) return a.status();
  auto b = ctx.TensorOfRank(2, "batch2", 3);
  if (!b.ok()) return b.status();
  return Typed(ctx, 1, {a->shape[1], b->shape[2]});
}

absl::StatusOr<Value> Cdist(const ShapeContext& ctx) {
  auto a = ctx.Tensor(0, "x1");
  if (!a.ok()) return a.status();
  auto b = ctx.Tensor(1, "x2");
  if (!b.ok()) return b.status();
  if (a->rank() < 2 || b->rank() < 2) return ShapeContext::Error("cdist expected 2-D or more");
  Shape batch_a(a->shape.begin(), a->shape.end() - 2);
  Shape batch_b(b->shape.begin(), b->shape.end() - 2);
  auto batch = BroadcastShapes(batch_a, batch_b);
  if (!batch.ok()) return batch.status();
  batch->push_back(a->shape[a->shape.size() - 2]);
  batch->push_back(b->shape[b->shape.size() - 2]);
  return Value::Tensor(TensorType{a->dtype, std::move(*batch), {}, a->device});
}

absl::StatusOr<Value> Pdist(const ShapeContext& ctx) {
  auto a = ctx.TensorOfRank(0, "self", 2);
  if (!a.ok()) return a.status();
  int64_t n = a->shape[0].hint;
  return Value::Tensor(TensorType{a->dtype, {SymInt::Concrete(n * (n - 1) / 2)}, {}, a->device});
}

absl::StatusOr<Value> Cross(const ShapeContext& ctx) {
  return ElementwiseOver(ctx, 0, 2, Promotion::kDefault);
}

absl::StatusOr<Value> Trilinear(const ShapeContext& ctx) {
  Shape shape;
  DType dtype = DType::kFloat32;
  Device device;
  for (size_t i = 0; i < 3; ++i) {
    auto t = ctx.Tensor(i);
    if (!t.ok()) return t.status();
    auto expand = ctx.IntList(3 + i);
    if (!expand.ok()) return expand.status();
    Shape s = t->shape;
    for (SymInt d : *expand) {
      if (d.hint < 0 || d.hint > static_cast<int64_t>(s.size())) {
        return ShapeContext::Error(fmt::format("expand dim {} out of range", d.hint));
      }
      s.insert(s.begin() + d.hint, SymInt::Concrete(1));
    }
    auto b = BroadcastShapes(shape, s);
    if (!b.ok()) return b.status();
    shape = std::move(*b);
    dtype = i == 0 ? t->dtype : PromoteTypes(dtype, t->dtype);
    device = t->device;
  }
  auto sumdim = ctx.IntList(6);
  if (!sumdim.ok()) return sumdim.status();
  if (sumdim->empty()) return Value::Tensor(TensorType{dtype, std::move(shape), {}, device});
  auto out = ReduceShape(shape, *sumdim, false);
  if (!out.ok()) return out.status();
  return Value::Tensor(TensorType{dtype, std::move(*out), {}, device});
}

constexpr ShapeRuleEntry kProductsRules[] = {
    {"aten.mv", Mv},
    {"aten.addmv", Addmv},
    {"aten.dot", Dot},
    {"aten.vdot", Dot},
    {"aten.addr", Addr},
    {"aten.addbmm", Addbmm},
    {"aten._cdist_forward", Cdist},
    {"aten._pdist_forward", Pdist},
    {"aten.linalg_cross", Cross},
    {"aten._trilinear", Trilinear},
};

}  // namespace

std::span<const ShapeRuleEntry> ProductShapeRules() { return kProductsRules; }

}  // namespace collopt
