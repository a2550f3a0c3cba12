// collopt/analysis/shape_inference.cc — see shape_inference.h.
#include "analysis/shape_inference.h"

#include <vector>

#include "absl/container/flat_hash_map.h"
#include "analysis/op_schema.h"
#include "analysis/unbacked_hints.h"
#include "fmt/format.h"

namespace collopt {
namespace {

absl::Status NodeError(const Graph& graph, const SourceFile* file, const Node& node,
                       std::string_view message) {
  if (file != nullptr && node.line > 0) return file->ErrorAt(node.offset, message);
  return absl::InvalidArgumentError(
      fmt::format("{}:{}: error: {}", graph.source_name, node.line, message));
}

// all_to_all split sizes may be SymInt nodes: resolve their hints.
void ResolveSplitSizes(const Graph& graph, Node& node) {
  if (!node.collective.has_value() || node.collective->kind != CollectiveKind::kAllToAll) return;
  auto resolve = [&](size_t index, std::vector<SymInt>& sizes) {
    if (index >= node.args.size() || !node.args[index].is_sequence()) return;
    const RareVector<Argument>& items = node.args[index].items;
    for (size_t i = 0; i < items.size() && i < sizes.size(); ++i) {
      auto v = ArgToSymInt(graph, items[i]);
      if (v.ok()) sizes[i] = *v;
    }
  };
  resolve(1, node.collective->output_split_sizes);
  resolve(2, node.collective->input_split_sizes);
}

bool HasOpaqueInput(const Graph& graph, const Node& node) {
  bool opaque = false;
  auto check = [&](NodeId id) { opaque |= graph.node(id).value.kind == Value::Kind::kOpaque; };
  ForEachInput(node, check);
  return opaque;
}

// The first input of `node` that is untyped, or kNoNode.
NodeId FirstUntypedInput(const Graph& graph, const Node& node) {
  NodeId found = kNoNode;
  ForEachInput(node, [&](NodeId id) {
    if (found == kNoNode && IsUntyped(graph.node(id))) found = id;
  });
  return found;
}

// Every op without a rule, at once: "no shape rule for 2 ops: 'a' (1 node,
// first at line 40), 'b' (3 nodes, first at line 12); ...", located at the
// first such node. Ops in order of first appearance.
absl::Status CheckEveryOpHasARule(const Graph& graph, const std::vector<ShapeRule>& rules,
                                  const ShapeOptions& options, const SourceFile* file) {
  struct Unknown {
    std::string_view target;
    const Node* first;
    int64_t count;
  };
  std::vector<Unknown> unknown;
  absl::flat_hash_map<std::string_view, size_t> index;
  for (const Node& node : graph.nodes()) {
    if (node.op != NodeOp::kCallFunction || rules[static_cast<size_t>(node.id)] != nullptr) {
      continue;
    }
    if (options.type_from_annotations && node.annotation.has_value()) continue;
    auto [it, inserted] = index.emplace(node.target, unknown.size());
    if (inserted) unknown.push_back({node.target, &node, 0});
    ++unknown[it->second].count;
  }
  if (unknown.empty()) return absl::OkStatus();
  std::string list;
  for (const Unknown& u : unknown) {
    if (!list.empty()) list += ", ";
    list += fmt::format("'{}' ({} node{}, first '{}' at line {})", u.target, u.count,
                        u.count == 1 ? "" : "s", u.first->name, u.first->line);
  }
  return NodeError(graph, file, *unknown.front().first,
                   fmt::format("no shape rule for {} op{}{}: {}; pass --allow-unknown-ops to "
                               "treat their results as untyped",
                               unknown.size(), unknown.size() == 1 ? "" : "s",
                               !options.type_from_annotations ? ""
                               : unknown.size() == 1 ? " and no type annotation for its result"
                                                     : " and no type annotation for their results",
                               list));
}

}  // namespace

bool IsUntyped(const Node& node) {
  return node.op == NodeOp::kCallFunction && node.value.kind == Value::Kind::kUnknown;
}

std::vector<NodeId> UntypedNodes(const Graph& graph) {
  std::vector<NodeId> out;
  for (const Node& node : graph.nodes()) {
    if (IsUntyped(node)) out.push_back(node.id);
  }
  return out;
}

std::optional<std::string> AnnotationTypedWarning(const Graph& graph) {
  std::vector<std::pair<std::string_view, int64_t>> ops;  // first appearance order
  absl::flat_hash_map<std::string_view, size_t> index;
  int64_t nodes = 0;
  for (const Node& node : graph.nodes()) {
    if (node.op != NodeOp::kCallFunction || IsUntyped(node) || FindShapeRule(node.target)) {
      continue;
    }
    auto [it, inserted] = index.emplace(node.target, ops.size());
    if (inserted) ops.emplace_back(node.target, 0);
    ++ops[it->second].second;
    ++nodes;
  }
  if (ops.empty()) return std::nullopt;
  std::string list;
  for (const auto& [target, count] : ops) {
    list += fmt::format("{}'{}' ({})", list.empty() ? "" : ", ", target, count);
  }
  return fmt::format(
      "{}: warning: {} node{} of {} op{} without a shape rule typed from the dump's annotations "
      "and priced as memory-bound: {}",
      graph.source_name, nodes, nodes == 1 ? "" : "s", ops.size(), ops.size() == 1 ? "" : "s",
      list);
}

std::optional<std::string> UntypedNodesWarning(const Graph& graph) {
  std::vector<NodeId> untyped = UntypedNodes(graph);
  if (untyped.empty()) return std::nullopt;
  constexpr size_t kShown = 5;
  std::string names;
  for (size_t i = 0; i < untyped.size() && i < kShown; ++i) {
    const Node& node = graph.node(untyped[i]);
    names += fmt::format("{}'{}' ({})", i == 0 ? "" : ", ", node.name, node.target);
  }
  if (untyped.size() > kShown) names += ", ...";
  return fmt::format(
      "{}: warning: {} node{} untyped (an op without a shape rule, or reading such a result): {}; "
      "they cost nothing and use no memory in the simulation",
      graph.source_name, untyped.size(), untyped.size() == 1 ? " is" : "s are", names);
}

bool MatchesAnnotation(const Value& inferred, const Value& annotated) {
  switch (annotated.kind) {
    case Value::Kind::kTensor: {
      if (!inferred.is_tensor()) return false;
      const TensorType& a = inferred.tensor;
      const TensorType& b = annotated.tensor;
      if (a.dtype != b.dtype || a.shape.size() != b.shape.size()) return false;
      for (size_t i = 0; i < a.shape.size(); ++i) {
        if (a.shape[i].symbolic || b.shape[i].symbolic) continue;
        if (a.shape[i].hint != b.shape[i].hint) return false;
      }
      return true;
    }
    case Value::Kind::kSymInt:
      if (inferred.kind != Value::Kind::kSymInt) return false;
      return annotated.sym.symbolic || inferred.sym.symbolic ||
             annotated.sym.hint == inferred.sym.hint;
    case Value::Kind::kSymBool:
      return inferred.kind == Value::Kind::kSymBool;
    case Value::Kind::kSymFloat:
      return inferred.kind == Value::Kind::kSymFloat;
    default:
      return true;
  }
}

namespace {

// A size collopt guessed (a data-dependent one: nonzero's row count,
// `.item()`) takes the value the input states for it: the annotation's size
// evaluated under the symbols' hints (SymInt::stated). Sizes the rules
// computed from stated inputs already agree with their annotations.
void AdoptStatedSizes(const Value& annotated, Value& inferred) {
  if (annotated.kind != inferred.kind) return;
  switch (inferred.kind) {
    case Value::Kind::kTensor: {
      Shape& shape = inferred.tensor.shape;
      const Shape& stated = annotated.tensor.shape;
      if (shape.size() != stated.size()) return;
      bool changed = false;
      for (size_t i = 0; i < shape.size(); ++i) {
        if (shape[i].symbolic && stated[i].stated && shape[i].hint != stated[i].hint) {
          shape[i].hint = stated[i].hint;
          changed = true;
        }
      }
      // Strides the rule derived from the guessed size: the stated ones.
      if (changed && !inferred.tensor.strides.empty()) {
        inferred.tensor.strides = annotated.tensor.strides.size() == shape.size()
                                      ? annotated.tensor.strides
                                      : std::vector<int64_t>();
      }
      return;
    }
    case Value::Kind::kSymInt:
      if (inferred.sym.symbolic && annotated.sym.stated) inferred.sym.hint = annotated.sym.hint;
      return;
    default:
      if (annotated.elements.size() != inferred.elements.size()) return;
      for (size_t i = 0; i < inferred.elements.size(); ++i) {
        AdoptStatedSizes(annotated.elements[i], inferred.elements[i]);
      }
      return;
  }
}

// A tensor of `value` whose size overflows or exceeds kMaxTensorBytes.
const TensorType* OversizedTensor(const Value& value) {
  if (value.is_tensor()) {
    return CheckedBytes(value.tensor.shape, ItemSize(value.tensor.dtype)).has_value()
               ? nullptr
               : &value.tensor;
  }
  for (const Value& e : value.elements) {
    if (const TensorType* t = OversizedTensor(e); t != nullptr) return t;
  }
  return nullptr;
}

}  // namespace

absl::Status InferShapes(Graph& graph, const ShapeOptions& options, const SourceFile* file) {
  std::vector<ShapeRule> rules(graph.size(), nullptr);
  for (const Node& node : graph.nodes()) {
    if (node.op == NodeOp::kCallFunction) {
      rules[static_cast<size_t>(node.id)] = FindShapeRule(node.target);
    }
  }
  if (!options.allow_unknown_ops) {
    if (auto s = CheckEveryOpHasARule(graph, rules, options, file); !s.ok()) return s;
  }
  const absl::flat_hash_map<NodeId, int64_t> unbacked =
      UnbackedHintsFromAssertions(graph, options.unbacked_symint_hint);
  for (Node& node : graph.mutable_nodes()) {
    switch (node.op) {
      case NodeOp::kPlaceholder:
        // The annotation is the input's type: it becomes the value (a second
        // inference keeps it).
        if (node.annotation.has_value()) {
          node.value = std::move(*node.annotation);
          node.annotation.reset();
        } else if (node.value.kind == Value::Kind::kUnknown) {
          node.value = Value::Opaque();
        }
        continue;
      case NodeOp::kGetAttr:
        node.value = Value::Opaque();
        continue;
      case NodeOp::kOutput:
        node.value = Value::None();
        continue;
      case NodeOp::kCallFunction:
        break;
    }
    if (options.check_schemas && !options.allow_unknown_ops) {
      if (auto s = CheckOpSchema(node); !s.ok()) {
        return NodeError(graph, file, node,
                         fmt::format("'{}' does not match its op's schema: {}", node.name,
                                     std::string(s.message())));
      }
    }
    ShapeRule rule = rules[static_cast<size_t>(node.id)];
    if (rule == nullptr) {  // annotated, or with allow_unknown_ops (checked above)
      node.value = node.annotation.has_value() ? *node.annotation : Value();
      node.annotation.reset();
      continue;
    }
    NodeId untyped = FirstUntypedInput(graph, node);
    if (untyped != kNoNode && node.collective.has_value()) {
      const Node& input = graph.node(untyped);
      return NodeError(graph, file, node,
                       fmt::format("collective '{}' ({}) reads '{}' ({}), whose type is unknown, "
                                   "so its size is unknown; add a shape rule for '{}'",
                                   node.name, node.target, input.name, input.target, input.target));
    }
    ShapeContext context(graph, node, options);
    absl::StatusOr<Value> value = rule(context);
    if (!value.ok() && untyped != kNoNode) {
      // The rule needs what an unknown op produced: untyped too.
      node.value = node.annotation.has_value() ? *node.annotation : Value();
      continue;
    }
    if (!value.ok() && node.annotation.has_value() && HasOpaqueInput(graph, node)) {
      // An input collopt cannot type (a constant attribute): trust the dump.
      value = *node.annotation;
    }
    if (!value.ok()) {
      return NodeError(graph, file, node,
                       fmt::format("cannot infer the result of '{}' ({}): {}", node.name,
                                   node.target, std::string(value.status().message())));
    }
    node.value = std::move(*value);
    if (const TensorType* huge = OversizedTensor(node.value); huge != nullptr) {
      return NodeError(graph, file, node,
                       fmt::format("the result of '{}' ({}), {}, is over 2^50 bytes or its size "
                                   "overflows",
                                   node.name, node.target, huge->ToString()));
    }
    if (auto it = unbacked.find(node.id);
        it != unbacked.end() && node.value.kind == Value::Kind::kSymInt) {
      node.value.sym.hint = it->second;  // its asserted bounds (unbacked_hints.h)
    }
    if (node.annotation.has_value()) AdoptStatedSizes(*node.annotation, node.value);
    if (options.check_annotations && node.annotation.has_value() &&
        !MatchesAnnotation(node.value, *node.annotation)) {
      return NodeError(
          graph, file, node,
          fmt::format("inferred {} for '{}' ({}), but the dump says {}", node.value.ToString(),
                      node.name, node.target, node.annotation->ToString()));
    }
    // An annotation the value reproduces exactly says nothing more: dropped
    // (a readable dump annotates every node; 10^6 of them held every type
    // twice, docs/performance.md).
    if (node.annotation.has_value() && *node.annotation == node.value) node.annotation.reset();
    ResolveSplitSizes(graph, node);
  }
  return absl::OkStatus();
}

}  // namespace collopt
