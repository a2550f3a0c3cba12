// collopt/analysis/shape_rule.h — the interface of one shape-inference rule.
//
// A rule computes a node's result Value (shape, dtype, or symbolic int) from
// its arguments, the way the op's meta function does in PyTorch
// (torch/_meta_registrations.py, torch/_refs, torch/_prims). Rules are plain
// functions registered in tables, one table per op family
// (analysis/shape_rules/*.cc). A rule returns an error status with a plain
// message ("expected 2-D tensors, got f32[2, 3, 4]"); the driver adds the
// location and op name.
#ifndef COLLOPT_ANALYSIS_SHAPE_RULE_H_
#define COLLOPT_ANALYSIS_SHAPE_RULE_H_

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "ir/graph.h"

namespace collopt {

struct ShapeOptions {
  /// Treat ops without a rule as opaque, taking the result from the dump's
  /// annotation when there is one (the CLI's --allow-unknown-ops).
  bool allow_unknown_ops = false;
  /// An op without a rule whose result the dump annotates takes the
  /// annotation as its type without --allow-unknown-ops (a print_readable
  /// dump annotates every node with PyTorch's own result type); it is priced
  /// as any op without a FLOP formula, memory-bound from its bytes, and
  /// AnnotationTypedWarning names it. False: every op needs a rule (the tests
  /// that check the rules against PyTorch's types).
  bool type_from_annotations = true;
  /// Hint for a data-dependent ("unbacked") size that the input gives no
  /// hint for, e.g. `_local_scalar_dense` in a forward graph, within the
  /// bounds the graph asserts (analysis/unbacked_hints.h). 8192 is
  /// Inductor's `unbacked_symint_fallback` (torch/_inductor/config.py).
  int64_t unbacked_symint_hint = 8192;
  /// Compare inferred results with annotations; a mismatch is an error.
  bool check_annotations = true;
  /// Check each op's overload and arguments against PyTorch's schema
  /// (analysis/op_schema.h); a mismatch is an error. Off under
  /// `allow_unknown_ops` (an overload or argument newer than the table is
  /// then accepted) and in the torch.compile pass, whose graphs PyTorch
  /// itself built.
  bool check_schemas = true;
};

/// Read access to a node's arguments, resolved to values.
/// The index of a keyword-only argument (never positional in aten
/// schemas): ShapeContext's accessors then find it by name alone.
inline constexpr size_t kKeywordOnly = std::numeric_limits<size_t>::max();

class ShapeContext {
 public:
  ShapeContext(const Graph& graph, const Node& node, const ShapeOptions& options)
      : graph_(graph), node_(node), options_(options) {}

  const Graph& graph() const { return graph_; }
  const Node& node() const { return node_; }
  const ShapeOptions& options() const { return options_; }

  /// Argument at position `index`, else keyword `name`; nullptr if absent.
  const Argument* Arg(size_t index, std::string_view name = {}) const;
  /// True if the argument is present and not None.
  bool Has(size_t index, std::string_view name = {}) const;
  /// The inferred value of a node-reference argument.
  const Value& ValueOf(const Argument& arg) const { return graph_.node(arg.node).value; }

  /// A tensor argument. Error when absent or not a tensor.
  absl::StatusOr<TensorType> Tensor(size_t index, std::string_view name = {}) const;
  /// A tensor argument of rank `rank`; error "expected a 4-D query, got ...".
  absl::StatusOr<TensorType> TensorOfRank(size_t index, std::string_view name, int64_t rank) const;
  /// An optional tensor argument (None/absent → nullopt).
  absl::StatusOr<std::optional<TensorType>> OptionalTensor(size_t index,
                                                           std::string_view name = {}) const;
  /// A list of tensors; None entries become nullopt.
  absl::StatusOr<std::vector<std::optional<TensorType>>> TensorList(
      size_t index, std::string_view name = {}) const;
  /// An int: a literal or a SymInt node.
  absl::StatusOr<SymInt> Int(size_t index, std::string_view name = {}) const;
  /// An int, or `fallback` when absent or None.
  absl::StatusOr<SymInt> IntOr(size_t index, std::string_view name, int64_t fallback) const;
  /// A list of ints (literals or SymInt nodes); a single int is a list of one.
  absl::StatusOr<std::vector<SymInt>> IntList(size_t index, std::string_view name = {}) const;
  /// A bool literal, or `fallback` when absent.
  absl::StatusOr<bool> Bool(size_t index, std::string_view name, bool fallback) const;
  /// A list of `n` bools (the `output_mask` of a backward op): all true when
  /// absent or None; error when not a list of `n` bools.
  absl::StatusOr<std::vector<bool>> BoolList(size_t index, std::string_view name, size_t n) const;
  /// A dtype argument, or nullopt when absent or None.
  absl::StatusOr<std::optional<DType>> DTypeArg(size_t index, std::string_view name = {}) const;
  /// A number (int/float/bool literal, or SymInt/SymFloat node).
  absl::StatusOr<double> Number(size_t index, std::string_view name = {}) const;

  /// InvalidArgument with `message` (the driver adds the location).
  static absl::Status Error(std::string_view message);

 private:
  const Graph& graph_;
  const Node& node_;
  const ShapeOptions& options_;
};

/// Resolves an int-like argument (literal int/bool or SymInt node).
absl::StatusOr<SymInt> ArgToSymInt(const Graph& graph, const Argument& arg);

/// Wraps a possibly negative dimension index into [0, rank). Error if out of range.
absl::StatusOr<int64_t> WrapDim(int64_t dim, int64_t rank);

/// A tensor type with default (contiguous) strides.
TensorType MakeTensor(DType dtype, Shape shape, const Device& device);
/// `t` with default (contiguous) strides, as a Value (torch.empty_like).
Value ContiguousLike(TensorType t);

/// Broadcasts shapes (numpy rules). Error when incompatible. A symbolic size
/// facing a different size other than 1 is not an error: PyTorch's meta
/// functions broadcast size-obliviously (torch/_refs/__init__.py
/// `_broadcast_shapes`, `guard_size_oblivious`) and assert the two equal at
/// run time, so a graph PyTorch traced has them equal; the result takes the
/// concrete one (an unbacked size's hint is a guess, the other may not be).
absl::StatusOr<Shape> BroadcastShapes(const Shape& a, const Shape& b);

using ShapeRule = absl::StatusOr<Value> (*)(const ShapeContext&);

struct ShapeRuleEntry {
  /// "aten.mm.default" (one overload) or "aten.add" (every overload).
  std::string_view target;
  ShapeRule rule;
};

// One table per op family, in analysis/shape_rules/<family>.cc.
std::span<const ShapeRuleEntry> PointwiseShapeRules();
std::span<const ShapeRuleEntry> ViewShapeRules();
std::span<const ShapeRuleEntry> SymbolicShapeRules();
std::span<const ShapeRuleEntry> CollectiveShapeRules();
std::span<const ShapeRuleEntry> MatmulShapeRules();
std::span<const ShapeRuleEntry> AttentionShapeRules();
std::span<const ShapeRuleEntry> HigherOrderShapeRules();
std::span<const ShapeRuleEntry> ReductionShapeRules();
std::span<const ShapeRuleEntry> IndexingShapeRules();
std::span<const ShapeRuleEntry> FactoryShapeRules();
std::span<const ShapeRuleEntry> CustomOpShapeRules();
std::span<const ShapeRuleEntry> MathShapeRules();
std::span<const ShapeRuleEntry> StatisticsShapeRules();
std::span<const ShapeRuleEntry> ShapeOpShapeRules();
std::span<const ShapeRuleEntry> ConvolutionShapeRules();
std::span<const ShapeRuleEntry> ResamplingShapeRules();
std::span<const ShapeRuleEntry> SamplingShapeRules();
std::span<const ShapeRuleEntry> NormalizationShapeRules();
std::span<const ShapeRuleEntry> ProductShapeRules();
std::span<const ShapeRuleEntry> LinalgShapeRules();
std::span<const ShapeRuleEntry> GatherShapeRules();
std::span<const ShapeRuleEntry> BucketingShapeRules();

/// The rule for `target`: an exact entry, else the entry for its base name
/// ("aten.add.Tensor" → "aten.add"); else, for aten ops, the view's rule for
/// a `_copy` variant ("aten.t_copy.default" → "aten.t.default") and `self`'s
/// type for an in-place variant ("aten.mul_.Tensor", ATen's convention that
/// in-place ops return self). nullptr when none.
ShapeRule FindShapeRule(std::string_view target);

/// Every registered rule target, sorted (for docs and `collopt ops`).
std::vector<std::string_view> ShapeRuleTargets();

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_SHAPE_RULE_H_
