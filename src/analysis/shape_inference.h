// collopt/analysis/shape_inference.h — a shape and dtype for every node.
//
// Walks the graph in program order and computes each node's Value with the
// rule registered for its op (analysis/shape_rule.h, families in
// analysis/shape_rules/). Graph inputs take their types from the reader
// (load_args or annotations). Where the dump annotates a node, the inferred
// result must equal the annotation (dtype, rank, and every size that is
// concrete on both sides); a mismatch is an error. An op without a rule whose
// node the dump annotates takes the annotation as its type
// (ShapeOptions::type_from_annotations, on by default; AnnotationTypedWarning
// names them). Ops without a rule and without an annotation are one
// error listing every such op of the graph (name, node count, first node and
// line), located at the first, unless ShapeOptions::allow_unknown_ops: then
// an unknown op's result is *untyped* (Value::Kind::kUnknown) unless the dump
// annotates it, and so is the result of an op whose rule fails on an untyped
// input. A collective reading an untyped input is an error (its size is
// unknown). Untyped nodes cost nothing and use no memory in the simulator
// (cost/cost_model.h). Symbolic sizes are computed on their hints.
// Cost: O(nodes + arguments).
#ifndef COLLOPT_ANALYSIS_SHAPE_INFERENCE_H_
#define COLLOPT_ANALYSIS_SHAPE_INFERENCE_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "analysis/shape_rule.h"
#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {

/// Infers every node's `value`. `file` (may be null) locates errors.
absl::Status InferShapes(Graph& graph, const ShapeOptions& options, const SourceFile* file);

/// True when `inferred` agrees with `annotated` (see the file comment).
bool MatchesAnnotation(const Value& inferred, const Value& annotated);

/// True for a call node whose result is untyped (see the file comment).
bool IsUntyped(const Node& node);

/// The untyped nodes, in program order.
std::vector<NodeId> UntypedNodes(const Graph& graph);

/// "FILE: warning: 3 nodes are untyped (...): 'a' (mylib.x.default), ...;
/// they cost nothing ..." naming the first five, or nullopt when every node
/// is typed. Every command that loads a graph prints it once.
std::optional<std::string> UntypedNodesWarning(const Graph& graph);

/// One warning naming the ops without a shape rule whose nodes took the
/// dump's annotation as their type (ShapeOptions::type_from_annotations),
/// with a count each: "<file>: warning: 3 nodes of 1 op without a shape rule
/// typed from the dump's annotations and priced as memory-bound: 'x.y' (3)";
/// nullopt when there are none. O(nodes).
std::optional<std::string> AnnotationTypedWarning(const Graph& graph);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_SHAPE_INFERENCE_H_
