// collopt/frontend/logical_lines.cc — see logical_lines.h.
#include "frontend/logical_lines.h"

#include <string_view>

#include "fmt/format.h"

namespace collopt {
namespace {

char Closer(char open) { return open == '(' ? ')' : open == '[' ? ']' : '}'; }

// Characters the scanner must look at; runs of other characters are skipped.
struct SpecialChars {
  bool table[256] = {};
  constexpr SpecialChars() {
    for (char c : std::string_view("#'\"([{)]}\\\n \t\r"))
      table[static_cast<unsigned char>(c)] = true;
  }
};
constexpr SpecialChars kSpecial;

}  // namespace

absl::StatusOr<std::vector<LogicalLine>> SplitLogicalLines(const SourceFile& file) {
  const std::string& s = file.text();
  const size_t n = s.size();
  std::vector<LogicalLine> lines;
  size_t i = 0;
  int32_t line_no = 1;
  std::vector<size_t> open_brackets;  // offsets
  while (i < n) {
    LogicalLine line;
    size_t line_start = i;
    int32_t indent = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) {
      indent += s[i] == '\t' ? 8 - indent % 8 : 1;
      ++i;
    }
    line.begin = i;
    line.line = line_no;
    line.indent = indent;
    if (i >= n || s[i] == '\n' || s[i] == '\r') {
      line.is_blank = true;
      while (i < n && s[i] != '\n') ++i;
      line.end = i;
      if (i < n) ++i;
      ++line_no;
      lines.push_back(line);
      continue;
    }
    line.is_comment = s[i] == '#';
    (void)line_start;
    // Scan to the end of the logical line.
    size_t last = i;
    while (i < n) {
      if (!kSpecial.table[static_cast<unsigned char>(s[i])]) {
        while (i < n && !kSpecial.table[static_cast<unsigned char>(s[i])]) ++i;
        last = i;
        continue;
      }
      char c = s[i];
      if (c == '#') {
        while (i < n && s[i] != '\n') ++i;
        continue;
      }
      if (c == '\'' || c == '"') {
        size_t start = i;
        bool triple = i + 2 < n && s[i + 1] == c && s[i + 2] == c;
        i += triple ? 3 : 1;
        while (true) {
          if (i >= n || (!triple && s[i] == '\n')) {
            return file.ErrorAt(start, "unterminated string literal");
          }
          if (s[i] == '\\') {
            if (i + 1 < n && s[i + 1] == '\n') ++line_no;
            i += 2;
            continue;
          }
          if (s[i] == '\n') ++line_no;
          if (s[i] == c && (!triple || (i + 2 < n && s[i + 1] == c && s[i + 2] == c))) {
            i += triple ? 3 : 1;
            break;
          }
          ++i;
        }
        last = i;
        continue;
      }
      if (c == '(' || c == '[' || c == '{') {
        open_brackets.push_back(i);
      } else if (c == ')' || c == ']' || c == '}') {
        if (open_brackets.empty() || Closer(s[open_brackets.back()]) != c) {
          return file.ErrorAt(i, fmt::format("unbalanced '{}': no matching opening bracket", c));
        }
        open_brackets.pop_back();
      } else if (c == '\\' && i + 1 < n && s[i + 1] == '\n') {
        i += 2;
        ++line_no;
        continue;
      } else if (c == '\n') {
        if (open_brackets.empty()) break;
        ++line_no;
      }
      if (c != ' ' && c != '\t' && c != '\r' && c != '\n') last = i + 1;
      ++i;
    }
    line.end = line.is_comment ? i : last;
    if (i < n) ++i;  // the newline
    ++line_no;
    lines.push_back(line);
    if (i >= n && !open_brackets.empty()) break;
  }
  if (!open_brackets.empty()) {
    char open = s[open_brackets.back()];
    return file.ErrorAt(
        open_brackets.back(),
        fmt::format("unbalanced '{}': missing '{}' before end of file", open, Closer(open)));
  }
  return lines;
}

size_t BlockEnd(const std::vector<LogicalLine>& lines, size_t index) {
  int32_t header_indent = lines[index].indent;
  size_t i = index + 1;
  size_t end = i;
  for (; i < lines.size(); ++i) {
    if (lines[i].is_blank || lines[i].is_comment) continue;
    if (lines[i].indent <= header_indent) break;
    end = i + 1;
  }
  return end;
}

}  // namespace collopt
