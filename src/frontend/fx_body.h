// collopt/frontend/fx_body.h — turns the body of an FX `forward` into nodes.
//
// Both dump formats print a graph as a Python `forward` method; they differ
// only in the annotations (`name: "bf16[8, 4]" = ...` in print_readable) and
// in where input types come from. FxBodyBuilder reads the `def forward(...)`
// line and then one statement at a time:
//
//   x = torch.ops.aten.mm.default(a, b);  a = b = None   → call node "aten.mm.default"
//   y: "f32[4]" = torch.ops.aten.relu.default(x)          → call node + annotation
//   g = split[0]                                           → call node "operator.getitem"
//   s = u0 + 64                                            → call node "operator.add"
//   f = self.fw_graph0                                     → get_attr node "fw_graph0"
//   p1, p2 = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
//                                                          → placeholders p1, p2
//   return (x, y)                                          → output node
//
// Errors (all located): an unknown reference, a malformed statement, a
// duplicate name, a bad annotation, a missing `return`.
#ifndef COLLOPT_FRONTEND_FX_BODY_H_
#define COLLOPT_FRONTEND_FX_BODY_H_

#include <set>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "frontend/logical_lines.h"
#include "frontend/py_expr.h"
#include "frontend/symbolic_sizes.h"
#include "ir/graph.h"

namespace collopt {

/// Parses a print_readable type annotation: "bf16[8, 4]", "f32[8, 4][4, 1]cuda:0",
/// "i64[]", "Sym(s0)", "Sym(u0 >= 0)". Symbolic sizes and strides are
/// evaluated by `sizes` (the symbols' values; hint 0 and not stated where a
/// symbol has none). `offset` locates errors.
absl::StatusOr<Value> ParseTypeAnnotation(const SourceFile& file, size_t offset,
                                          std::string_view text, SymbolicSizes& sizes);

class FxBodyBuilder {
 public:
  /// `hints`: the values of the graph's symbols (must outlive the builder).
  FxBodyBuilder(const SourceFile& file, Graph& graph, const SymbolHints& hints)
      : file_(file), graph_(graph), sizes_(hints) {}

  /// Reads `def forward(self, a, b: "f32[2]", *args, **kwargs):`; each named
  /// parameter becomes a placeholder (with its annotation, if any), except
  /// pytree containers that a later tree_flatten_spec statement unpacks.
  absl::Status AddSignature(const LogicalLine& line);
  /// Reads one statement line of the body. `comment` is the provenance
  /// comment in force (attached to the node).
  absl::Status AddStatement(const LogicalLine& line, const std::string& comment);
  /// Checks the body ended with `return`, builds users, and records the
  /// symbols no hint covered (Graph::unhinted_symbols). `end_offset` locates
  /// the error for a body without one (a truncated file).
  absl::Status Finish(size_t end_offset);

  /// Reads the forward body lines [begin, end) of `lines`, tracking comments.
  absl::Status AddBody(const std::vector<LogicalLine>& lines, size_t begin, size_t end);

  bool is_stub() const { return is_stub_; }

 private:
  absl::Status AddAssignment(PyParser& parser, const PyToken& first, size_t stmt_offset,
                             int32_t line, const std::string& comment);
  absl::Status AddUnpack(PyParser& parser, const std::vector<PyToken>& targets, int32_t line);
  absl::Status AddReturn(PyParser& parser, size_t offset, int32_t line);
  absl::Status AddCleanup(PyParser& parser);
  absl::StatusOr<Node> LowerExpression(const PyExpr& expr);
  absl::StatusOr<Argument> ConvertArgument(const PyExpr& expr);
  absl::StatusOr<NodeId> AddNamedNode(Node node, size_t name_offset);

  const SourceFile& file_;
  Graph& graph_;
  SymbolicSizes sizes_;
  std::vector<std::string> containers_;                  // pytree container parameters
  std::vector<std::pair<std::string, Value>> declared_;  // `name: "ann"` declarations
  std::vector<PyToken> tokens_;                          // reused for every statement
  bool returned_ = false;
  bool is_stub_ = false;
  // The symbols without a value met in the graph inputs' annotations (the
  // signature's and the declarations a tree_flatten_spec unpacks, which
  // come before any computation).
  std::set<std::string> input_unhinted_;
};

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_FX_BODY_H_
