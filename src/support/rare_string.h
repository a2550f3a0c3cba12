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

#include <string>
#include <string_view>
#include <utility>

#include "support/heap_optional.h"
#include "support/string_like.h"

namespace collopt {

/// The std::string operations the IR reads an argument's text with
/// (support/string_like.h: read as a `const std::string&` or a
/// `std::string_view`, empty when nothing is held; compared, ordered, hashed
/// and formatted as its text), and assignment from a string (an empty one
/// holds nothing).
class RareString : public StringLike<RareString> {
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
  bool empty() const { return !text_.has_value(); }

  friend bool operator==(const RareString& a, const RareString& b) { return a.str() == b.str(); }

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
