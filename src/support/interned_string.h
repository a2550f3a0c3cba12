// collopt/support/interned_string.h — a string kept once per process, held
// by pointer.
//
// A graph names the op of every node ("aten.mm.default",
// "_c10d_functional.wait_tensor.default"): a few hundred distinct texts over
// up to 10^6 nodes, in every copy of the graph the optimizer makes. A
// std::string costs 32 bytes in place, and one heap block more for a text
// over 15 characters (most op names), copied with every node; an
// InternedString costs 8 and copies as a pointer.
#ifndef COLLOPT_SUPPORT_INTERNED_STRING_H_
#define COLLOPT_SUPPORT_INTERNED_STRING_H_

#include <string>
#include <string_view>

#include "support/string_like.h"

namespace collopt {

/// One pointer to the process-wide copy of a text. Making one from a text
/// looks the text up (under a lock, kept for the life of the process);
/// copying, comparing two and reading are as cheap as a pointer's. Reads,
/// compares with strings, orders, hashes and formats as its text
/// (support/string_like.h).
class InternedString : public StringLike<InternedString> {
 public:
  /// The empty text.
  InternedString();
  InternedString(std::string_view text);   // NOLINT(google-explicit-constructor): as a string
  InternedString(const std::string& text)  // NOLINT(google-explicit-constructor): as a string
      : InternedString(std::string_view(text)) {}
  InternedString(const char* text)  // NOLINT(google-explicit-constructor): as a string
      : InternedString(std::string_view(text)) {}

  const std::string& str() const { return *text_; }
  bool empty() const { return text_->empty(); }

  /// Equal texts are one copy: compared by pointer.
  friend bool operator==(const InternedString& a, const InternedString& b) {
    return a.text_ == b.text_;
  }

 private:
  const std::string* text_;
};

}  // namespace collopt

/// Formats as its text.
template <>
struct fmt::formatter<collopt::InternedString>
    : collopt::StringViewFormatter<collopt::InternedString> {};

#endif  // COLLOPT_SUPPORT_INTERNED_STRING_H_
