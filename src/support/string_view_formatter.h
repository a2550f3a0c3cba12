// collopt/support/string_view_formatter.h — fmt formatting for collopt's
// string types.
//
// fmt 9 (Debian bookworm) formats a type that converts implicitly to
// std::string_view as its text; fmt 10 (Debian trixie, the real-PyTorch
// root) no longer does (fmt 10.0 changelog: "implicit conversions to
// string_view are no longer used"), so each string type names this
// formatter explicitly. `format_as` would be shorter but arrived in fmt 10.
#ifndef COLLOPT_SUPPORT_STRING_VIEW_FORMATTER_H_
#define COLLOPT_SUPPORT_STRING_VIEW_FORMATTER_H_

#include <string_view>

#include "fmt/format.h"

namespace collopt {

/// A fmt formatter that formats a `T` as `std::string_view(value)`, with the
/// format specs of a string (width, fill, precision). Use it as the base of
/// `fmt::formatter<T>`.
template <typename T>
struct StringViewFormatter : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const T& value, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(std::string_view(value), ctx);
  }
};

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_STRING_VIEW_FORMATTER_H_
