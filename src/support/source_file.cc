// collopt/support/source_file.cc — see source_file.h.
#include "support/source_file.h"

#include <algorithm>
#include <cstring>
#include <fstream>

#include "fmt/format.h"
#include "support/read_all.h"

namespace collopt {

SourceFile::SourceFile(std::string name, std::string text)
    : name_(std::move(name)), text_(std::move(text)) {
  line_starts_.push_back(0);
  const char* data = text_.data();
  const char* end = data + text_.size();
  for (const char* p = data; p < end;) {
    const void* nl = std::memchr(p, '\n', static_cast<size_t>(end - p));
    if (nl == nullptr) break;
    p = static_cast<const char*>(nl) + 1;
    if (p < end) line_starts_.push_back(static_cast<size_t>(p - data));
  }
}

std::string_view SourceFile::Intern(std::string value) const {
  interned_->push_back(std::move(value));
  return interned_->back();
}

absl::StatusOr<SourceFile> SourceFile::Read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(fmt::format("{}: error: cannot open file", path));
  std::string text = ReadAll(in);
  if (in.bad()) return absl::UnavailableError(fmt::format("{}: error: read failed", path));
  return SourceFile(path, std::move(text));
}

std::string_view SourceFile::Line(int32_t line) const {
  if (line < 1 || line > line_count()) return {};
  size_t begin = line_starts_[static_cast<size_t>(line - 1)];
  size_t end = text_.find('\n', begin);
  if (end == std::string::npos) end = text_.size();
  std::string_view view(text_.data() + begin, end - begin);
  if (!view.empty() && view.back() == '\r') view.remove_suffix(1);
  return view;
}

size_t SourceFile::LineStart(int32_t line) const {
  if (line < 1) return 0;
  if (line > line_count()) return text_.size();
  return line_starts_[static_cast<size_t>(line - 1)];
}

SourceLoc SourceFile::LocOf(size_t offset) const {
  offset = std::min(offset, text_.size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  size_t index = static_cast<size_t>(it - line_starts_.begin()) - 1;
  return {static_cast<int32_t>(index + 1), static_cast<int32_t>(offset - line_starts_[index] + 1)};
}

std::string SourceFile::FormatError(SourceLoc loc, std::string_view message) const {
  if (loc.line <= 0) return fmt::format("{}: error: {}", name_, message);
  std::string out = fmt::format("{}:{}:{}: error: {}", name_, loc.line, loc.col, message);
  std::string_view line = Line(loc.line);
  constexpr size_t kMaxShown = 160;  // keep the excerpt readable on huge lines
  size_t col = loc.col > 0 ? static_cast<size_t>(loc.col - 1) : 0;
  size_t begin = col > kMaxShown / 2 ? col - kMaxShown / 2 : 0;
  std::string_view shown = line.substr(std::min(begin, line.size()), kMaxShown);
  std::string prefix = begin > 0 ? "..." : "";
  out += fmt::format("\n{}{}\n{}^", prefix, shown, std::string(prefix.size() + col - begin, ' '));
  return out;
}

absl::Status SourceFile::Error(SourceLoc loc, std::string_view message) const {
  return absl::InvalidArgumentError(FormatError(loc, message));
}

}  // namespace collopt
