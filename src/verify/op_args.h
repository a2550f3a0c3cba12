// collopt/verify/op_args.h — reading an op's arguments for the term rules.
#ifndef COLLOPT_VERIFY_OP_ARGS_H_
#define COLLOPT_VERIFY_OP_ARGS_H_

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "ir/graph.h"
#include "verify/op_rules.h"

namespace collopt::verify {

/// Positional argument `pos`, else keyword `kw`, else nullptr.
const Argument* FindArg(const Node& node, size_t pos, std::string_view kw);

/// A literal int (or bool) argument; `fallback` when absent or None;
/// nullopt when it is anything else (a SymInt node, a float...).
std::optional<int64_t> IntArg(const Node& node, size_t pos, std::string_view kw,
                              std::optional<int64_t> fallback = std::nullopt);

/// A literal list of ints; nullopt when absent or not all literal ints.
std::optional<Dims> IntListArg(const Node& node, size_t pos, std::string_view kw);

/// The layout of a node argument, or nullptr when the argument is not a
/// node or its value is not a layout.
const Layout* LayoutArg(const OpCall& call, size_t pos, std::string_view kw);
/// The first tensor argument's ("self" or "input") value viewed as a
/// matrix (SymValue::rows), or nullptr.
const Layout* RowsArg(const OpCall& call);

/// Dtype and shape of a tensor value (symbolic sizes by their hints, marked
/// in `symbolic`), or nullopt for a value that is not a tensor.
///
/// Symbolic sizes (data-dependent token counts) take part in layouts only as
/// whole dims: no op may slice, split, cat, pad or gather along one, or
/// reshape it into other dims (the rules check SymbolicDimsKept /
/// `symbolic[dim]`); offsets and strides that include a hint then decompose
/// into the same index tuples for every value of the symbol, so an equality
/// proved on hints holds for all values.
struct ConcreteTensor {
  DType dtype = DType::kFloat32;
  Dims shape;
  std::vector<bool> symbolic;
  bool any_symbolic() const;
};
std::optional<ConcreteTensor> AsConcreteTensor(const Value& value);

/// Whether a reshape from `from` to `to` keeps every symbolic dim whole: the
/// symbolic dims appear in the same order with the same hints, and the
/// concrete dims between them have equal products on both sides.
bool SymbolicDimsKept(const ConcreteTensor& from, const ConcreteTensor& to);

/// The tensor type of node argument `pos` / `kw` (nullopt when it is not a
/// node holding a tensor).
std::optional<ConcreteTensor> ArgTensor(const OpCall& call, size_t pos, std::string_view kw);

/// `dim` normalized into [0, rank) (negative counts from the end), or
/// nullopt when out of range.
std::optional<int> NormalizeDim(int64_t dim, size_t rank);

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_OP_ARGS_H_
