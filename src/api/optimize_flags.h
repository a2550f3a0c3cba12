// collopt/api/optimize_flags.h — the one table of optimize's pipeline
// options (OptimizeOptions, api/optimize.h, less the simulation's and the
// trace's), from which every front end follows: the flags of `collopt
// optimize` (cli/optimize_command.cc), the keyword arguments of
// `collopt.optimize` and the torch pass and their docstring (python/), and
// the torch pass's cache key (OptimizeOptionsKey). A new option is its field
// and one line here.
#ifndef COLLOPT_API_OPTIMIZE_FLAGS_H_
#define COLLOPT_API_OPTIMIZE_FLAGS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "api/optimize.h"

namespace collopt {

/// One option of the optimize pipeline.
struct OptimizeFlag {
  enum class Type : uint8_t {
    kText,          // a string
    kNumberOrWord,  // a number or a word ("auto", "none", "off"), kept as the CLI's text
    kBool,
    kInt,          // int64_t
    kOptionalInt,  // std::optional<int64_t>: unset = chosen by the optimizer
  };
  /// CLI11's name spec, e.g. "--bucket-cap-mb" or "!--no-bucketing" (a bool
  /// the flag turns off) or "--reassign-ag-pg,!--no-reassign-ag-pg".
  std::string_view cli;
  /// The Python keyword argument, e.g. "bucket_cap_mb" or "bucketing".
  std::string_view keyword;
  Type type;
  std::string_view help;
  // The field, per type (exactly one is set).
  std::string OptimizeOptions::*text = nullptr;
  bool OptimizeOptions::*boolean = nullptr;
  int64_t OptimizeOptions::*integer = nullptr;
  std::optional<int64_t> OptimizeOptions::*optional_integer = nullptr;
};

/// Every pipeline option, in the order `collopt optimize --help` lists them.
const std::vector<OptimizeFlag>& OptimizeFlags();

/// `flag`'s value in `options` as text: a bool "true"/"false", an unset
/// optional "", a number in decimal, text as is.
std::string OptimizeFlagValue(const OptimizeFlag& flag, const OptimizeOptions& options);

/// A canonical text of `options` (every pipeline option and simulation
/// option, `keyword=value` one per line, in table order): equal options give
/// equal keys, and an option left at its default gives the same key as one
/// set to it — the torch pass's cache key.
std::string OptimizeOptionsKey(const OptimizeOptions& options);

}  // namespace collopt

#endif  // COLLOPT_API_OPTIMIZE_FLAGS_H_
