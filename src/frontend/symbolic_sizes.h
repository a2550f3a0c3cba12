// collopt/frontend/symbolic_sizes.h — values for the named symbolic sizes of
// a dynamic-shape graph.
//
// A graph compiled with dynamic shapes prints its sizes as sympy expressions
// of symbols: backed ones (`s0`, an input size PyTorch saw and guards on)
// and unbacked ones (`u0`, a data-dependent size: `nonzero`, `.item()`):
//
//   primals_3: "i64[2, s0][s0, 1]cpu"     view: "f32[2*s0, 64][64, 1]cpu"
//
// The text names no value: PyTorch keeps the values in its ShapeEnv
// (`var_to_val`) and prints them only in other log lines (`create_symbol s0 =
// 16 for L['x'].size()[1] ...` under TORCH_LOGS=dynamic, `{"create_symbol":
// {"symbol": "s0", "val": "16", ...}}` in a TORCH_TRACE). collopt prices a
// size by its *hint*, the value it stands for in this step; SymbolHints are
// those values by symbol name, from the log, the user (`--symint-hint
// s0=16`) or the live ShapeEnv (collopt.torch), and SymbolicSizes evaluates
// an annotation's size expressions under them.
//
// Expressions are what torch's sympy printer writes
// (torch/utils/_sympy/functions.py): integers, symbols, `+ - * / // % **`,
// parentheses, and the functions Max, Min, FloorDiv, CleanDiv, CeilDiv, Mod,
// PythonMod, ModularIndexing, IntTrueDiv, FloatTrueDiv, CeilToInt,
// FloorToInt, TruncToInt, RoundToInt, ToFloat, TruncToFloat, Identity,
// PowByNatural, FloatPow, LShift, RShift, Abs, floor, ceiling.
//
// `16*` is collopt's own spelling of "a symbolic size whose hint is 16"
// (TensorType::ToString, and the graph writer where the input's symbols are
// not known by name): it reads back as that hint.
#ifndef COLLOPT_FRONTEND_SYMBOLIC_SIZES_H_
#define COLLOPT_FRONTEND_SYMBOLIC_SIZES_H_

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "ir/tensor_type.h"

namespace collopt {

/// Symbol name ("s0", "u3") → its value in this step (elements, or whatever
/// the symbol counts). Ordered, so that anything printed from it is
/// deterministic.
using SymbolHints = std::map<std::string, int64_t, std::less<>>;

/// Parses `--symint-hint` text: "s0=16" or a comma-separated list
/// "s0=16,u0=4". Names are Python identifiers; values are integers (may be
/// negative). Errors: "expected NAME=INT in --symint-hint, got 'X'".
absl::Status ParseSymbolHints(std::string_view text, SymbolHints& hints);

/// `text` (a sympy-printed integer expression) under `hints`; nullopt when a
/// symbol has no hint, the text is not an expression of the grammar above, a
/// division is by zero, or a value overflows int64. Names of symbols
/// without a hint are added to `missing` (when not null).
std::optional<int64_t> EvaluateSymbolicSize(std::string_view text, const SymbolHints& hints,
                                            std::set<std::string>* missing = nullptr);

/// Evaluates one graph's annotation sizes: caches each distinct expression
/// (a dynamic graph repeats a few) and collects the symbols no hint covers.
class SymbolicSizes {
 public:
  /// `hints` must outlive this object.
  explicit SymbolicSizes(const SymbolHints& hints) : hints_(hints) {}

  /// One size of an annotation: an integer literal is concrete; `N*` is
  /// symbolic with hint N, stated; an expression whose every symbol has a
  /// hint is symbolic with that value, stated; any other is symbolic with
  /// hint 0, not stated (its symbols are recorded in unhinted()).
  SymInt Size(std::string_view text);

  /// The symbols met without a hint, sorted.
  const std::set<std::string>& unhinted() const { return unhinted_; }

 private:
  const SymbolHints& hints_;
  absl::flat_hash_map<std::string, std::optional<int64_t>> cache_;
  std::set<std::string> unhinted_;
};

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_SYMBOLIC_SIZES_H_
