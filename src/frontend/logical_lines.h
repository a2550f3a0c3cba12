// collopt/frontend/logical_lines.h — Python logical lines with indentation.
//
// Splits a file into logical lines the way Python's tokenizer does: a line
// continues while a bracket is open, inside a triple-quoted string, or after
// a trailing backslash. Each line records its indentation (columns of leading
// whitespace) and whether it is blank or a comment only. Errors: a closing
// bracket without an opener, a bracket or string still open at end of file
// (a truncated file), both located.
#ifndef COLLOPT_FRONTEND_LOGICAL_LINES_H_
#define COLLOPT_FRONTEND_LOGICAL_LINES_H_

#include <cstdint>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "support/source_file.h"

namespace collopt {

struct LogicalLine {
  size_t begin = 0;  // offset of the first non-blank character
  size_t end = 0;    // offset one past the last character (before '\n')
  int32_t line = 0;  // 1-based physical line of `begin`
  int32_t indent = 0;
  bool is_blank = false;    // only whitespace
  bool is_comment = false;  // only a comment
};

absl::StatusOr<std::vector<LogicalLine>> SplitLogicalLines(const SourceFile& file);

/// Text of a logical line.
inline std::string_view LineText(const SourceFile& file, const LogicalLine& line) {
  return std::string_view(file.text()).substr(line.begin, line.end - line.begin);
}

/// Index one past the block that starts after header `index`: the following
/// lines indented deeper than the header (blank and comment lines included).
size_t BlockEnd(const std::vector<LogicalLine>& lines, size_t index);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_LOGICAL_LINES_H_
