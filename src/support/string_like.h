// collopt/support/string_like.h — the std::string surface of a type that
// holds its text elsewhere (support/interned_string.h, support/rare_string.h).
//
// The IR's string types replace a std::string member without changing the
// code that reads it: they convert to `const std::string&` and
// `std::string_view`, compare with strings and with each other by text,
// print, hash and format as their text. StringLike<D> gives all of that from
// one member of D, `const std::string& str() const`; D adds what differs
// (its constructors, `empty()`, and `==` between two of its own, which an
// interned string answers by pointer).
//
// fmt 9 (Debian bookworm) formats a type that converts implicitly to
// std::string_view as its text; fmt 10 (Debian trixie, the real-PyTorch root
// of scripts/torch_env.sh) does not ("Cannot format an argument. To make type
// T formattable provide a formatter<T> specialization"), so each string type
// names StringViewFormatter explicitly. `format_as` would be shorter but is
// new in fmt 10.
#ifndef COLLOPT_SUPPORT_STRING_LIKE_H_
#define COLLOPT_SUPPORT_STRING_LIKE_H_

#include <compare>
#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>

#include "fmt/format.h"

namespace collopt {

/// Base of a string type D (CRTP) with `const std::string& D::str() const`:
/// reads as a `const std::string&` or a `std::string_view`, `size()`,
/// `c_str()`, `==` with a std::string, std::string_view or C string, ordered
/// by text (std::map keys, sorting), `<<` and AbslHashValue as the text (the
/// hash of a std::string of it). Adds no bytes to D (an empty base).
template <typename D>
class StringLike {
 public:
  operator const std::string&() const { return Text(); }  // NOLINT(google-explicit-constructor)
  operator std::string_view() const { return Text(); }    // NOLINT(google-explicit-constructor)
  size_t size() const { return Text().size(); }
  const char* c_str() const { return Text().c_str(); }

  friend bool operator==(const D& a, std::string_view b) { return a.str() == b; }
  friend bool operator==(const D& a, const char* b) { return a.str() == b; }
  friend bool operator==(const D& a, const std::string& b) { return a.str() == b; }
  friend std::strong_ordering operator<=>(const D& a, std::string_view b) {
    return std::string_view(a.str()) <=> b;
  }
  friend std::strong_ordering operator<=>(const D& a, const std::string& b) {
    return std::string_view(a.str()) <=> std::string_view(b);
  }
  friend std::strong_ordering operator<=>(const D& a, const D& b) {
    return std::string_view(a.str()) <=> std::string_view(b.str());
  }
  friend std::ostream& operator<<(std::ostream& os, const D& a) { return os << a.str(); }
  template <typename H>
  friend H AbslHashValue(H h, const D& s) {
    return H::combine(std::move(h), s.str());
  }

 private:
  StringLike() = default;  // a base of D alone
  friend D;

  const std::string& Text() const { return static_cast<const D&>(*this).str(); }
};

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

#endif  // COLLOPT_SUPPORT_STRING_LIKE_H_
