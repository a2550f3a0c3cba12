// collopt/analysis/view_strides.cc — see view_strides.h.
#include "analysis/view_strides.h"

#include <algorithm>
#include <optional>

#include "analysis/shape_rule.h"
#include "ir/op_class.h"

namespace collopt {
namespace {

std::optional<int64_t> IntAt(const Node& node, size_t index) {
  if (index >= node.args.size()) return std::nullopt;
  const Argument& a = node.args[index];
  if (a.kind != Argument::Kind::kInt && a.kind != Argument::Kind::kBool) return std::nullopt;
  return a.i;
}

std::vector<int64_t> IntsAt(const Node& node, size_t index) {
  std::vector<int64_t> out;
  if (index >= node.args.size()) return out;
  const Argument& a = node.args[index];
  if (a.kind == Argument::Kind::kInt) out.push_back(a.i);
  for (const Argument& item : a.items) out.push_back(item.i);
  return out;
}

// `dim` wrapped into [0, rank) (shape_rule.h WrapDim), or nullopt when it is
// out of range.
std::optional<size_t> DimIn(int64_t dim, size_t rank) {
  auto wrapped = WrapDim(dim, static_cast<int64_t>(rank));
  if (!wrapped.ok() || static_cast<size_t>(*wrapped) >= rank) return std::nullopt;
  return static_cast<size_t>(*wrapped);
}

}  // namespace

const std::vector<int64_t>& ViewStridesCache::StridesOf(NodeId id) {
  // Walk back to the first node whose strides are known, then forward.
  std::vector<NodeId> chain;
  NodeId at = id;
  while (!memo_.contains(at)) {
    chain.push_back(at);
    const Node& node = graph_.node(at);
    const TensorType* stated = FirstTensor(StatedValue(node));
    bool view = node.op == NodeOp::kCallFunction && node.op_class == OpClass::kView &&
                !node.args.empty() && node.args[0].kind == Argument::Kind::kNode &&
                (stated == nullptr || stated->strides.empty());
    if (!view) break;
    at = node.args[0].node;
  }
  for (size_t i = chain.size(); i-- > 0;) {
    memo_[chain[i]] = Derive(graph_.node(chain[i]));
  }
  return memo_[id];
}

std::vector<int64_t> ViewStridesCache::Derive(const Node& node) {
  const TensorType* out = FirstTensor(StatedValue(node));
  if (out == nullptr) return {};
  if (!out->strides.empty()) return out->strides.ToVector();
  std::vector<int64_t> contiguous = ContiguousStrides(out->shape);
  if (node.op != NodeOp::kCallFunction || node.op_class != OpClass::kView || node.args.empty() ||
      node.args[0].kind != Argument::Kind::kNode) {
    return contiguous;
  }
  const Node& base = graph_.node(node.args[0].node);
  auto found = memo_.find(base.id);
  const TensorType* in = FirstTensor(base.value);
  if (found == memo_.end() || in == nullptr) return contiguous;
  std::vector<int64_t> s = found->second;
  const size_t rank = s.size();
  if (rank != in->shape.size() && node.target != "operator.getitem") return contiguous;
  std::string_view op = OpBaseName(node.target);
  auto dim_at = [&](size_t index, int64_t fallback) {
    return DimIn(IntAt(node, index).value_or(fallback), rank);
  };
  std::vector<int64_t> result;
  if (op == "aten.alias" || op == "aten.detach" || op == "aten.narrow") {
    result = s;
  } else if (op == "aten.slice") {
    std::optional<size_t> dim = dim_at(1, 0);
    if (!dim.has_value()) return contiguous;
    s[*dim] *= IntAt(node, 4).value_or(1);
    result = s;
  } else if (op == "aten.select") {
    std::optional<size_t> dim = dim_at(1, 0);
    if (!dim.has_value()) return contiguous;
    s.erase(s.begin() + static_cast<std::ptrdiff_t>(*dim));
    result = s;
  } else if (op == "aten.permute") {
    for (int64_t d : IntsAt(node, 1)) {
      std::optional<size_t> dim = DimIn(d, rank);
      if (!dim.has_value()) return contiguous;
      result.push_back(s[*dim]);
    }
  } else if (op == "aten.transpose" || op == "aten.t") {
    std::optional<size_t> d0 = op == "aten.t" ? DimIn(0, rank) : dim_at(1, 0);
    std::optional<size_t> d1 = op == "aten.t" ? DimIn(1, rank) : dim_at(2, 1);
    if (d0.has_value() && d1.has_value()) std::swap(s[*d0], s[*d1]);
    result = s;
  } else if (op == "aten.unsqueeze") {
    std::optional<size_t> dim = DimIn(IntAt(node, 1).value_or(0), rank + 1);
    if (!dim.has_value()) return contiguous;
    int64_t stride = *dim < rank ? s[*dim] * in->shape[*dim].hint : 1;
    s.insert(s.begin() + static_cast<std::ptrdiff_t>(*dim), stride);
    result = s;
  } else if (op == "aten.squeeze") {
    std::vector<int64_t> dims = IntsAt(node, 1);  // none: every size-1 dim
    for (size_t d = 0; d < rank; ++d) {
      bool listed = dims.empty() || std::any_of(dims.begin(), dims.end(),
                                                [&](int64_t x) { return DimIn(x, rank) == d; });
      if (!(listed && in->shape[d].hint == 1)) result.push_back(s[d]);
    }
  } else if (op == "aten.expand") {
    const size_t lead = out->shape.size() - std::min(out->shape.size(), rank);
    result.assign(lead, 0);
    for (size_t d = 0; d < rank; ++d) {
      bool broadcast = in->shape[d].hint == 1 && out->shape[lead + d].hint != 1;
      result.push_back(broadcast ? 0 : s[d]);
    }
  } else if (op == "aten.view" || op == "aten._unsafe_view" || op == "aten.reshape" ||
             op == "aten._reshape_alias") {
    auto v = ViewStrides(in->shape, s, out->shape);
    result = v.has_value() ? *v : contiguous;
  } else if (op == "aten.as_strided") {
    result = IntsAt(node, 2);
  } else if (op == "aten.split" || op == "aten.split_with_sizes" || op == "aten.chunk" ||
             op == "aten.unbind") {
    return s;  // a tuple of views: its getitems read the input's strides
  } else if (node.target == "operator.getitem") {
    std::string_view split = OpBaseName(base.target);
    if (split == "aten.unbind") {
      std::optional<size_t> dim = DimIn(IntAt(base, 1).value_or(0), s.size());
      if (dim.has_value()) s.erase(s.begin() + static_cast<std::ptrdiff_t>(*dim));
    }
    result = s;
  } else {
    return contiguous;
  }
  return result.size() == out->shape.size() ? result : contiguous;
}

}  // namespace collopt
