// collopt/support/rare_string.h — a string that is almost always empty,
// held on the heap when it is not.
//
// An FX call's argument is mostly a node or a number; only a few are strings
// (a process group's name, a reduce op, a layout, an op passed as a value).
// A std::string costs 32 bytes in place whether or not it holds anything; a
// RareString costs 8 (one pointer, null when empty). Every node holds a few
// arguments and every list argument holds one per item, in every graph copy
// the optimizer makes (docs/performance.md, "The allocator").
#ifndef COLLOPT_SUPPORT_RARE_STRING_H_
#define COLLOPT_SUPPORT_RARE_STRING_H_

#include <compare>
#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>

#include "support/heap_optional.h"
#include "support/string_view_formatter.h"

namespace collopt {

/// The std::string operations the IR reads an argument's text with: it
/// reads as a `const std::string&` or a `std::string_view` (empty when nothing
/// is held; fmt formats it as its text), compares with strings, and is
/// assigned from one (an empty string holds nothing).
class RareString {
 public:
  RareString() = default;
  RareString(std::string text) {  // NOLINT(google-explicit-constructor): as a string
    if (!text.empty()) text_ = std::move(text);
  }
  RareString(std::string_view text)  // NOLINT(google-explicit-constructor): as a string
      : RareString(std::string(text)) {}
  RareString(const char* text)  // NOLINT(google-explicit-constructor): as a string
      : RareString(std::string(text)) {}

  /// The text ("" when empty).
  const std::string& str() const { return text_.has_value() ? *text_ : Empty(); }
  operator const std::string&() const { return str(); }  // NOLINT(google-explicit-constructor)
  operator std::string_view() const { return str(); }    // NOLINT(google-explicit-constructor)
  bool empty() const { return !text_.has_value(); }
  size_t size() const { return str().size(); }
  const char* c_str() const { return str().c_str(); }

  friend bool operator==(const RareString& a, const RareString& b) { return a.str() == b.str(); }
  friend bool operator==(const RareString& a, std::string_view b) { return a.str() == b; }
  friend bool operator==(const RareString& a, const char* b) { return a.str() == b; }
  friend bool operator==(const RareString& a, const std::string& b) { return a.str() == b; }

  /// Ordered by text (std::map keys, sorting).
  friend std::strong_ordering operator<=>(const RareString& a, std::string_view b) {
    return std::string_view(a.str()) <=> b;
  }
  friend std::strong_ordering operator<=>(const RareString& a, const std::string& b) {
    return std::string_view(a.str()) <=> std::string_view(b);
  }
  friend std::strong_ordering operator<=>(const RareString& a, const RareString& b) {
    return std::string_view(a.str()) <=> std::string_view(b.str());
  }
  friend std::ostream& operator<<(std::ostream& os, const RareString& a) { return os << a.str(); }

  /// Hashes the text (as a std::string of it would hash).
  template <typename H>
  friend H AbslHashValue(H h, const RareString& s) {
    return H::combine(std::move(h), s.str());
  }

 private:
  static const std::string& Empty() {
    static const std::string kEmpty;
    return kEmpty;
  }

  HeapOptional<std::string> text_;
};

}  // namespace collopt

/// Formats as its text.
template <>
struct fmt::formatter<collopt::RareString> : collopt::StringViewFormatter<collopt::RareString> {};

#endif  // COLLOPT_SUPPORT_RARE_STRING_H_
