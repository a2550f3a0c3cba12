// collopt/analysis/shape_inference.cc — see shape_inference.h.
#include "analysis/shape_inference.h"

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
    const std::vector<Argument>& items = node.args[index].items;
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

}  // namespace

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

absl::Status InferShapes(Graph& graph, const ShapeOptions& options, const SourceFile* file) {
  for (Node& node : graph.mutable_nodes()) {
    switch (node.op) {
      case NodeOp::kPlaceholder:
        node.value = node.annotation.has_value() ? *node.annotation : Value::Opaque();
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
    ShapeRule rule = FindShapeRule(node.target);
    if (rule == nullptr) {
      if (!options.allow_unknown_ops) {
        return NodeError(graph, file, node,
                         fmt::format("no shape rule for op '{}' (node '{}'); pass "
                                     "--allow-unknown-ops to treat it as opaque",
                                     node.target, node.name));
      }
      node.value = node.annotation.has_value() ? *node.annotation : Value::Opaque();
      continue;
    }
    ShapeContext context(graph, node, options);
    absl::StatusOr<Value> value = rule(context);
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
    if (options.check_annotations && node.annotation.has_value() &&
        !MatchesAnnotation(node.value, *node.annotation)) {
      return NodeError(
          graph, file, node,
          fmt::format("inferred {} for '{}' ({}), but the dump says {}", node.value.ToString(),
                      node.name, node.target, node.annotation->ToString()));
    }
    ResolveSplitSizes(graph, node);
  }
  return absl::OkStatus();
}

}  // namespace collopt
