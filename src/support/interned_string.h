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

#include <compare>
#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>

#include "support/string_view_formatter.h"

namespace collopt {

/// One pointer to the process-wide copy of a text. Making one from a text
/// looks the text up (under a lock, kept for the life of the process);
/// copying, comparing two and reading are as cheap as a pointer's. Reads as a
/// `const std::string&` or a `std::string_view`; fmt formats it as its text.
class InternedString {
 public:
  /// The empty text.
  InternedString();
  InternedString(std::string_view text);   // NOLINT(google-explicit-constructor): as a string
  InternedString(const std::string& text)  // NOLINT(google-explicit-constructor): as a string
      : InternedString(std::string_view(text)) {}
  InternedString(const char* text)  // NOLINT(google-explicit-constructor): as a string
      : InternedString(std::string_view(text)) {}

  const std::string& str() const { return *text_; }
  operator const std::string&() const { return *text_; }  // NOLINT(google-explicit-constructor)
  operator std::string_view() const { return *text_; }    // NOLINT(google-explicit-constructor)
  bool empty() const { return text_->empty(); }
  size_t size() const { return text_->size(); }
  const char* c_str() const { return text_->c_str(); }

  /// Equal texts are one copy: compared by pointer.
  friend bool operator==(const InternedString& a, const InternedString& b) {
    return a.text_ == b.text_;
  }
  friend bool operator==(const InternedString& a, std::string_view b) { return *a.text_ == b; }
  friend bool operator==(const InternedString& a, const char* b) { return *a.text_ == b; }
  friend bool operator==(const InternedString& a, const std::string& b) { return *a.text_ == b; }

  /// Ordered by text (std::map keys, sorting).
  friend std::strong_ordering operator<=>(const InternedString& a, std::string_view b) {
    return std::string_view(*a.text_) <=> b;
  }
  friend std::strong_ordering operator<=>(const InternedString& a, const std::string& b) {
    return std::string_view(*a.text_) <=> std::string_view(b);
  }
  friend std::strong_ordering operator<=>(const InternedString& a, const InternedString& b) {
    return std::string_view(*a.text_) <=> std::string_view(b.str());
  }
  friend std::ostream& operator<<(std::ostream& os, const InternedString& a) {
    return os << *a.text_;
  }

  /// Hashes the text (as a std::string of it would hash).
  template <typename H>
  friend H AbslHashValue(H h, const InternedString& s) {
    return H::combine(std::move(h), *s.text_);
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
