// collopt/support/strings.h — small std::string_view helpers.
//
// Debian's Abseil is built with its own absl::string_view (not an alias of
// std::string_view), so absl/strings functions do not accept the
// std::string_view that the rest of collopt uses. C++20 gives starts_with /
// ends_with; these few helpers cover the rest.
#ifndef COLLOPT_SUPPORT_STRINGS_H_
#define COLLOPT_SUPPORT_STRINGS_H_

#include <string>
#include <string_view>
#include <vector>

namespace collopt {

inline bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.starts_with(prefix);
}
inline bool EndsWith(std::string_view s, std::string_view suffix) { return s.ends_with(suffix); }
inline bool Contains(std::string_view s, std::string_view part) {
  return s.find(part) != std::string_view::npos;
}
/// Removes `prefix` from the front of *s if present; returns whether it did.
inline bool ConsumePrefix(std::string_view* s, std::string_view prefix) {
  if (!s->starts_with(prefix)) return false;
  s->remove_prefix(prefix.size());
  return true;
}
inline bool ConsumeSuffix(std::string_view* s, std::string_view suffix) {
  if (!s->ends_with(suffix)) return false;
  s->remove_suffix(suffix.size());
  return true;
}
inline std::string_view StripPrefix(std::string_view s, std::string_view prefix) {
  ConsumePrefix(&s, prefix);
  return s;
}
inline std::string_view StripWhitespace(std::string_view s) {
  size_t begin = s.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  size_t end = s.find_last_not_of(" \t\r\n");
  return s.substr(begin, end - begin + 1);
}
/// Splits at every `sep` (empty pieces kept).
inline std::vector<std::string_view> Split(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  while (true) {
    size_t pos = s.find(sep, start);
    if (pos == std::string_view::npos) {
      parts.push_back(s.substr(start));
      return parts;
    }
    parts.push_back(s.substr(start, pos - start));
    start = pos + 1;
  }
}

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_STRINGS_H_
