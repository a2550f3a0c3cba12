#include "verify/op_args.h"

namespace collopt::verify {

const Argument* FindArg(const Node& node, size_t pos, std::string_view kw) {
  if (pos < node.args.size()) return &node.args[pos];
  return kw.empty() ? nullptr : node.Kwarg(kw);
}

std::optional<int64_t> IntArg(const Node& node, size_t pos, std::string_view kw,
                              std::optional<int64_t> fallback) {
  const Argument* a = FindArg(node, pos, kw);
  if (a == nullptr || a->kind == Argument::Kind::kNone) return fallback;
  if (a->kind == Argument::Kind::kInt || a->kind == Argument::Kind::kBool) return a->i;
  return std::nullopt;
}

std::optional<std::vector<int64_t>> IntListArg(const Node& node, size_t pos, std::string_view kw) {
  const Argument* a = FindArg(node, pos, kw);
  if (a == nullptr) return std::nullopt;
  if (a->kind == Argument::Kind::kInt) return std::vector<int64_t>{a->i};
  if (!a->is_sequence()) return std::nullopt;
  std::vector<int64_t> values;
  for (const Argument& item : a->items) {
    if (item.kind != Argument::Kind::kInt) return std::nullopt;
    values.push_back(item.i);
  }
  return values;
}

const Layout* LayoutArg(const OpCall& call, size_t pos, std::string_view kw) {
  const Argument* a = FindArg(call.node, pos, kw);
  if (a == nullptr || a->kind != Argument::Kind::kNode) return nullptr;
  const SymValue& v = call.value(a->node);
  return v.kind == SymValue::Kind::kLayout ? &v.layout : nullptr;
}

std::optional<ConcreteTensor> AsConcreteTensor(const Value& value) {
  if (!value.is_tensor() || !IsConcrete(value.tensor.shape)) return std::nullopt;
  ConcreteTensor t{value.tensor.dtype, {}};
  for (const SymInt& s : value.tensor.shape) t.shape.push_back(s.hint);
  return t;
}

std::optional<int> NormalizeDim(int64_t dim, size_t rank) {
  const auto r = static_cast<int64_t>(rank);
  if (dim < 0) dim += r;
  if (dim < 0 || dim >= r) return std::nullopt;
  return static_cast<int>(dim);
}

}  // namespace collopt::verify
