#include "verify/op_args.h"

#include <algorithm>

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

std::optional<Dims> IntListArg(const Node& node, size_t pos, std::string_view kw) {
  const Argument* a = FindArg(node, pos, kw);
  if (a == nullptr) return std::nullopt;
  if (a->kind == Argument::Kind::kInt) return Dims{a->i};
  if (!a->is_sequence()) return std::nullopt;
  Dims values;
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

const Layout* RowsArg(const OpCall& call) {
  const Argument* a = FindArg(call.node, 0, "self");
  if (a == nullptr) a = FindArg(call.node, 0, "input");
  if (a == nullptr || a->kind != Argument::Kind::kNode) return nullptr;
  return call.value(a->node).rows.get();
}

bool ConcreteTensor::any_symbolic() const {
  return std::find(symbolic.begin(), symbolic.end(), true) != symbolic.end();
}

std::optional<ConcreteTensor> AsConcreteTensor(const Value& value) {
  if (!value.is_tensor()) return std::nullopt;
  ConcreteTensor t{value.tensor.dtype, {}, {}};
  for (const SymInt& s : value.tensor.shape) {
    if (s.hint < 0) return std::nullopt;
    t.shape.push_back(s.hint);
    t.symbolic.push_back(s.symbolic);
  }
  return t;
}

bool SymbolicDimsKept(const ConcreteTensor& from, const ConcreteTensor& to) {
  if (!from.any_symbolic() && !to.any_symbolic()) return true;
  // Split each shape at its symbolic dims: (product of the concrete run
  // before it, its hint), then the product of the last run.
  auto segments = [](const ConcreteTensor& t) {
    Dims out;
    int64_t run = 1;
    for (size_t d = 0; d < t.shape.size(); ++d) {
      if (t.symbolic[d]) {
        out.push_back(run);
        out.push_back(-t.shape[d] - 1);  // marks a symbolic dim by its hint
        run = 1;
      } else {
        run *= t.shape[d];
      }
    }
    out.push_back(run);
    return out;
  };
  return segments(from) == segments(to);
}

std::optional<ConcreteTensor> ArgTensor(const OpCall& call, size_t pos, std::string_view kw) {
  const Argument* a = FindArg(call.node, pos, kw);
  if (a == nullptr || a->kind != Argument::Kind::kNode) return std::nullopt;
  return AsConcreteTensor(call.graph.node(a->node).value);
}

std::optional<int> NormalizeDim(int64_t dim, size_t rank) {
  const auto r = static_cast<int64_t>(rank);
  if (dim < 0) dim += r;
  if (dim < 0 || dim >= r) return std::nullopt;
  return static_cast<int>(dim);
}

}  // namespace collopt::verify
