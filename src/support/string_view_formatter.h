// collopt/support/string_view_formatter.h — fmt formatting for collopt's
// string types.
//
// fmt 9 (Debian bookworm) formats a type that converts implicitly to
// std::string_view as its text; fmt 10 (Debian trixie, the real-PyTorch root
// of scripts/torch_env.sh) does not ("Cannot format an argument. To make type
// T formattable provide a formatter<T> specialization"), so each string type
// names this formatter explicitly. `format_as` would be shorter but is new in
// fmt 10.
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
