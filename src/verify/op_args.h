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
std::optional<std::vector<int64_t>> IntListArg(const Node& node, size_t pos, std::string_view kw);

/// The layout of a node argument, or nullptr when the argument is not a
/// node or its value is not a layout.
const Layout* LayoutArg(const OpCall& call, size_t pos, std::string_view kw);

/// Dtype and concrete shape of a tensor value, or nullopt.
struct ConcreteTensor {
  DType dtype = DType::kFloat32;
  std::vector<int64_t> shape;
};
std::optional<ConcreteTensor> AsConcreteTensor(const Value& value);

/// `dim` normalized into [0, rank) (negative counts from the end), or
/// nullopt when out of range.
std::optional<int> NormalizeDim(int64_t dim, size_t rank);

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_OP_ARGS_H_
