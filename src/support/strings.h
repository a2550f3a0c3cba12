// collopt/support/strings.h — small std::string_view helpers.
//
// Debian's Abseil is built with its own absl::string_view (not an alias of
// std::string_view), so absl/strings functions do not accept the
// std::string_view that the rest of collopt uses. C++20 gives starts_with /
// ends_with; these few helpers cover the rest.
#ifndef COLLOPT_SUPPORT_STRINGS_H_
#define COLLOPT_SUPPORT_STRINGS_H_

#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
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

/// Splits at runs of spaces and tabs (no empty pieces).
inline std::vector<std::string_view> SplitWhitespace(std::string_view s) {
  std::vector<std::string_view> parts;
  size_t pos = s.find_first_not_of(" \t\r\n");
  while (pos != std::string_view::npos) {
    size_t end = s.find_first_of(" \t\r\n", pos);
    if (end == std::string_view::npos) end = s.size();
    parts.push_back(s.substr(pos, end - pos));
    pos = s.find_first_not_of(" \t\r\n", end);
  }
  return parts;
}

/// `text` as a T when it is a number spelled out whole ("12", "0.5",
/// "1e-3"); nullopt for anything else, "nan" and "inf" included
/// (std::from_chars reads them as doubles).
template <typename T>
std::optional<T> ParseWholeNumber(std::string_view text) {
  T value{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  if constexpr (std::is_floating_point_v<T>) {
    if (!std::isfinite(value)) return std::nullopt;
  }
  return value;
}

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_STRINGS_H_
