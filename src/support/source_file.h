// collopt/support/source_file.h — an input text with line bookkeeping and
// located diagnostics.
//
// Every frontend reads its input through a SourceFile so that each error can
// be reported as `file:line:col: error: message`, followed by the source line
// and a caret under the column (the format of ninja's Lexer::Error and of
// XLA's HloParserImpl::Error). Lines and columns are 1-based; a column counts
// bytes, not characters.
#ifndef COLLOPT_SUPPORT_SOURCE_FILE_H_
#define COLLOPT_SUPPORT_SOURCE_FILE_H_

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace collopt {

/// A location inside a SourceFile. `line` and `col` are 1-based; 0 means
/// unknown.
struct SourceLoc {
  int32_t line = 0;
  int32_t col = 0;
};

/// An immutable text buffer with a name (a path, or a label such as
/// "<embedded>") and an index of line starts.
class SourceFile {
 public:
  SourceFile(std::string name, std::string text);

  /// Reads `path` whole. Errors: NotFound / Unavailable with the path and the
  /// OS reason.
  static absl::StatusOr<SourceFile> Read(const std::string& path);

  const std::string& name() const { return name_; }
  const std::string& text() const { return text_; }
  /// Number of lines; a final line without '\n' counts.
  int32_t line_count() const { return static_cast<int32_t>(line_starts_.size()); }
  /// Text of 1-based line `line`, without its newline ("" when out of range).
  std::string_view Line(int32_t line) const;
  /// Byte offset of the first character of 1-based `line`.
  size_t LineStart(int32_t line) const;
  /// Location of byte `offset` (clamped to the text).
  SourceLoc LocOf(size_t offset) const;
  /// Location of the first character of `piece`, a view into the text (as
  /// Line() and its slices are).
  SourceLoc LocOfView(std::string_view piece) const {
    return LocOf(static_cast<size_t>(piece.data() - text_.data()));
  }

  /// Formats `file:line:col: error: message`, then the source line and a
  /// caret line. Used as the message of an InvalidArgument status.
  std::string FormatError(SourceLoc loc, std::string_view message) const;
  /// Same, as an InvalidArgument status.
  absl::Status Error(SourceLoc loc, std::string_view message) const;
  /// Stores `value` for the life of this SourceFile and returns a view of it
  /// (decoded string literals that are not a slice of the text).
  std::string_view Intern(std::string value) const;

  /// Same, located at byte `offset`.
  absl::Status ErrorAt(size_t offset, std::string_view message) const {
    return Error(LocOf(offset), message);
  }

 private:
  std::string name_;
  std::string text_;
  std::vector<size_t> line_starts_;
  // Shared so that copies of a SourceFile keep interned views valid.
  std::shared_ptr<std::deque<std::string>> interned_ = std::make_shared<std::deque<std::string>>();
};

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_SOURCE_FILE_H_
