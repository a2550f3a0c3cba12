// collopt/analysis/shape_rule.cc — see shape_rule.h.
#include "analysis/shape_rule.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "fmt/format.h"

namespace collopt {

const Argument* ShapeContext::Arg(size_t index, std::string_view name) const {
  if (index < node_.args.size()) return &node_.args[index];
  if (!name.empty()) return node_.Kwarg(name);
  return nullptr;
}

bool ShapeContext::Has(size_t index, std::string_view name) const {
  const Argument* arg = Arg(index, name);
  if (arg == nullptr || arg->kind == Argument::Kind::kNone) return false;
  if (arg->kind == Argument::Kind::kNode && ValueOf(*arg).kind == Value::Kind::kNone) return false;
  return true;
}

absl::Status ShapeContext::Error(std::string_view message) {
  return absl::InvalidArgumentError(std::string(message));
}

namespace {
std::string ArgLabel(size_t index, std::string_view name) {
  return name.empty() ? fmt::format("argument {}", index) : fmt::format("argument '{}'", name);
}
}  // namespace

absl::StatusOr<TensorType> ShapeContext::Tensor(size_t index, std::string_view name) const {
  const Argument* arg = Arg(index, name);
  if (arg == nullptr) return Error(fmt::format("missing tensor {}", ArgLabel(index, name)));
  if (arg->kind != Argument::Kind::kNode || !ValueOf(*arg).is_tensor()) {
    return Error(
        fmt::format("expected a tensor for {}, got {}", ArgLabel(index, name),
                    arg->kind == Argument::Kind::kNode ? ValueOf(*arg).ToString() : "a literal"));
  }
  return ValueOf(*arg).tensor;
}

absl::StatusOr<TensorType> ShapeContext::TensorOfRank(size_t index, std::string_view name,
                                                      int64_t rank) const {
  auto t = Tensor(index, name);
  if (!t.ok()) return t.status();
  if (t->rank() != rank) {
    return Error(fmt::format("expected a {}-D {}, got {}", rank, std::string(name), t->ToString()));
  }
  return t;
}

absl::StatusOr<std::optional<TensorType>> ShapeContext::OptionalTensor(
    size_t index, std::string_view name) const {
  if (!Has(index, name)) return std::optional<TensorType>();
  auto t = Tensor(index, name);
  if (!t.ok()) return t.status();
  return std::optional<TensorType>(std::move(*t));
}

absl::StatusOr<std::vector<std::optional<TensorType>>> ShapeContext::TensorList(
    size_t index, std::string_view name) const {
  const Argument* arg = Arg(index, name);
  if (arg == nullptr || !arg->is_sequence()) {
    return Error(fmt::format("expected a list of tensors for {}", ArgLabel(index, name)));
  }
  std::vector<std::optional<TensorType>> out;
  for (const Argument& item : arg->items) {
    if (item.kind == Argument::Kind::kNone) {
      out.emplace_back();
      continue;
    }
    if (item.kind != Argument::Kind::kNode || !ValueOf(item).is_tensor()) {
      return Error(fmt::format("expected only tensors in {}", ArgLabel(index, name)));
    }
    out.emplace_back(ValueOf(item).tensor);
  }
  return out;
}

absl::StatusOr<SymInt> ArgToSymInt(const Graph& graph, const Argument& arg) {
  switch (arg.kind) {
    case Argument::Kind::kInt:
    case Argument::Kind::kBool:
      return SymInt::Concrete(arg.i);
    case Argument::Kind::kNode: {
      const Value& v = graph.node(arg.node).value;
      if (v.kind == Value::Kind::kSymInt || v.kind == Value::Kind::kSymBool) return v.sym;
      return ShapeContext::Error(fmt::format("expected an int, got '{}' of type {}",
                                             graph.node(arg.node).name, v.ToString()));
    }
    default:
      return ShapeContext::Error("expected an int");
  }
}

absl::StatusOr<SymInt> ShapeContext::Int(size_t index, std::string_view name) const {
  const Argument* arg = Arg(index, name);
  if (arg == nullptr) return Error(fmt::format("missing int {}", ArgLabel(index, name)));
  return ArgToSymInt(graph_, *arg);
}

absl::StatusOr<SymInt> ShapeContext::IntOr(size_t index, std::string_view name,
                                           int64_t fallback) const {
  const Argument* arg = Arg(index, name);
  if (arg == nullptr || arg->kind == Argument::Kind::kNone) return SymInt::Concrete(fallback);
  return ArgToSymInt(graph_, *arg);
}

absl::StatusOr<std::vector<SymInt>> ShapeContext::IntList(size_t index,
                                                          std::string_view name) const {
  const Argument* arg = Arg(index, name);
  if (arg == nullptr) return Error(fmt::format("missing int list {}", ArgLabel(index, name)));
  std::vector<SymInt> out;
  if (!arg->is_sequence()) {
    auto v = ArgToSymInt(graph_, *arg);
    if (!v.ok()) return v.status();
    out.push_back(*v);
    return out;
  }
  for (const Argument& item : arg->items) {
    auto v = ArgToSymInt(graph_, item);
    if (!v.ok()) return v.status();
    out.push_back(*v);
  }
  return out;
}

absl::StatusOr<bool> ShapeContext::Bool(size_t index, std::string_view name, bool fallback) const {
  const Argument* arg = Arg(index, name);
  if (arg == nullptr || arg->kind == Argument::Kind::kNone) return fallback;
  if (arg->kind == Argument::Kind::kBool || arg->kind == Argument::Kind::kInt) return arg->i != 0;
  if (arg->kind == Argument::Kind::kNode) {
    const Value& v = ValueOf(*arg);
    if (v.kind == Value::Kind::kSymBool || v.kind == Value::Kind::kSymInt) return v.sym.hint != 0;
  }
  return Error(fmt::format("expected a bool for {}", ArgLabel(index, name)));
}

absl::StatusOr<std::vector<bool>> ShapeContext::BoolList(size_t index, std::string_view name,
                                                         size_t n) const {
  std::vector<bool> out(n, true);
  const Argument* arg = Arg(index, name);
  if (arg == nullptr || arg->kind == Argument::Kind::kNone) return out;
  if (!arg->is_sequence() || arg->items.size() != n) {
    return Error(fmt::format("expected {} booleans in {}", n, ArgLabel(index, name)));
  }
  for (size_t i = 0; i < n; ++i) {
    const Argument& item = arg->items[i];
    if (item.kind != Argument::Kind::kBool && item.kind != Argument::Kind::kInt) {
      return Error(fmt::format("expected {} booleans in {}", n, ArgLabel(index, name)));
    }
    out[i] = item.i != 0;
  }
  return out;
}

absl::StatusOr<std::optional<DType>> ShapeContext::DTypeArg(size_t index,
                                                            std::string_view name) const {
  const Argument* arg = Arg(index, name);
  if (arg == nullptr || arg->kind == Argument::Kind::kNone) return std::optional<DType>();
  if (arg->kind != Argument::Kind::kDType) {
    return Error(fmt::format("expected a dtype for {}", ArgLabel(index, name)));
  }
  return std::optional<DType>(arg->dtype);
}

absl::StatusOr<double> ShapeContext::Number(size_t index, std::string_view name) const {
  const Argument* arg = Arg(index, name);
  if (arg == nullptr) return Error(fmt::format("missing number {}", ArgLabel(index, name)));
  switch (arg->kind) {
    case Argument::Kind::kInt:
    case Argument::Kind::kBool:
      return static_cast<double>(arg->i);
    case Argument::Kind::kFloat:
      return arg->f;
    case Argument::Kind::kNode: {
      const Value& v = ValueOf(*arg);
      if (v.kind == Value::Kind::kSymFloat) return v.scalar;
      if (v.kind == Value::Kind::kSymInt || v.kind == Value::Kind::kSymBool) {
        return static_cast<double>(v.sym.hint);
      }
      break;
    }
    default:
      break;
  }
  return Error(fmt::format("expected a number for {}", ArgLabel(index, name)));
}

absl::StatusOr<int64_t> WrapDim(int64_t dim, int64_t rank) {
  int64_t r = std::max<int64_t>(rank, 1);  // a scalar accepts dim 0 / -1
  if (dim < -r || dim >= r) {
    return ShapeContext::Error(
        fmt::format("dimension {} out of range for a tensor of rank {}", dim, rank));
  }
  return dim < 0 ? dim + r : dim;
}

TensorType MakeTensor(DType dtype, Shape shape, const Device& device) {
  TensorType t;
  t.dtype = dtype;
  t.shape = std::move(shape);
  t.device = device;
  return t;
}

Value ContiguousLike(TensorType t) {
  t.strides.clear();
  return Value::Tensor(std::move(t));
}

absl::StatusOr<Shape> BroadcastShapes(const Shape& a, const Shape& b) {
  size_t rank = std::max(a.size(), b.size());
  Shape out(rank);
  for (size_t i = 0; i < rank; ++i) {
    SymInt da = i < rank - a.size() ? SymInt::Concrete(1) : a[i - (rank - a.size())];
    SymInt db = i < rank - b.size() ? SymInt::Concrete(1) : b[i - (rank - b.size())];
    if (da.hint == 1) {
      out[i] = db;
    } else if (db.hint == 1 || da.hint == db.hint) {
      out[i] = da;
    } else if (da.symbolic || db.symbolic) {
      out[i] = da.symbolic ? db : da;  // equal by PyTorch's own check: the concrete one
    } else {
      return ShapeContext::Error(
          fmt::format("shapes {} and {} do not broadcast", ShapeToString(a), ShapeToString(b)));
    }
  }
  return out;
}

namespace {

using RuleMap = absl::flat_hash_map<std::string_view, ShapeRule>;

const RuleMap& Rules() {
  static const RuleMap* rules = [] {
    auto* map = new RuleMap();
    for (auto table : {PointwiseShapeRules(),   ViewShapeRules(),      SymbolicShapeRules(),
                       CollectiveShapeRules(),  MatmulShapeRules(),    AttentionShapeRules(),
                       HigherOrderShapeRules(), ReductionShapeRules(), IndexingShapeRules(),
                       FactoryShapeRules(),     CustomOpShapeRules(),  MathShapeRules(),
                       StatisticsShapeRules(),  ShapeOpShapeRules(),   ConvolutionShapeRules(),
                       ResamplingShapeRules(),  SamplingShapeRules(),  NormalizationShapeRules(),
                       ProductShapeRules(),     LinalgShapeRules(),    GatherShapeRules(),
                       BucketingShapeRules()}) {
      for (const ShapeRuleEntry& entry : table) map->emplace(entry.target, entry.rule);
    }
    return map;
  }();
  return *rules;
}

}  // namespace

namespace {

ShapeRule FindExactOrBase(const RuleMap& rules, std::string_view target) {
  if (auto it = rules.find(target); it != rules.end()) return it->second;
  std::string_view base = OpBaseName(target);
  if (base.size() == target.size()) return nullptr;
  auto it = rules.find(base);
  return it == rules.end() ? nullptr : it->second;
}

// An in-place op (`aten.add_.Tensor`, `aten.uniform_.default`) returns `self`
// itself (ATen's convention for `Tensor(a!) self -> Tensor(a!)`), strides kept.
absl::StatusOr<Value> InPlace(const ShapeContext& ctx) {
  auto self = ctx.Tensor(0, "self");
  if (!self.ok()) return self.status();
  return Value::Tensor(*self);
}

}  // namespace

ShapeRule FindShapeRule(std::string_view target) {
  const RuleMap& rules = Rules();
  if (ShapeRule rule = FindExactOrBase(rules, target); rule != nullptr) return rule;
  if (!target.starts_with("aten.")) return nullptr;
  std::string_view base = OpBaseName(target);
  std::string_view overload = target.substr(base.size());  // ".default" or ""
  // `aten.expand_copy.default` (torchgen's view_copy ops): the view's rule.
  if (base.ends_with("_copy")) {
    std::string view = std::string(base.substr(0, base.size() - 5)) + std::string(overload);
    if (ShapeRule rule = FindExactOrBase(rules, view); rule != nullptr) return rule;
  }
  // In-place variants of any op: self. In-place views that change the shape
  // (`transpose_`, `squeeze_`, `resize_`) have entries of their own.
  if (base.ends_with("_") && !base.ends_with("__")) return InPlace;
  return nullptr;
}

std::vector<std::string_view> ShapeRuleTargets() {
  std::vector<std::string_view> out;
  for (const auto& [target, rule] : Rules()) out.push_back(target);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace collopt
