// collopt/analysis/shape_inference.h — a shape and dtype for every node.
//
// Walks the graph in program order and computes each node's Value with the
// rule registered for its op (analysis/shape_rule.h, families in
// analysis/shape_rules/). Graph inputs take their types from the reader
// (load_args or annotations). Where the dump annotates a node, the inferred
// result must equal the annotation (dtype, rank, and every size that is
// concrete on both sides); a mismatch is an error. An op without a rule is an
// error naming the op and the line, unless ShapeOptions::allow_unknown_ops,
// which makes it opaque and takes the annotation when there is one.
// Symbolic sizes are computed on their hints. Cost: O(nodes + arguments).
#ifndef COLLOPT_ANALYSIS_SHAPE_INFERENCE_H_
#define COLLOPT_ANALYSIS_SHAPE_INFERENCE_H_

#include "absl/status/status.h"
#include "analysis/shape_rule.h"
#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {

/// Infers every node's `value`. `file` (may be null) locates errors.
absl::Status InferShapes(Graph& graph, const ShapeOptions& options, const SourceFile* file);

/// True when `inferred` agrees with `annotated` (see the file comment).
bool MatchesAnnotation(const Value& inferred, const Value& annotated);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_SHAPE_INFERENCE_H_
