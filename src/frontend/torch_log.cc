// collopt/frontend/torch_log.cc — see torch_log.h.
#include "frontend/torch_log.h"

#include <cctype>
#include <charconv>
#include <set>
#include <string>
#include <vector>

#include "fmt/format.h"

namespace collopt {
namespace {

constexpr std::string_view kTag = "[__post_grad_graphs]";

// Removes ANSI escape sequences (ESC '[' ... final letter).
std::string StripAnsi(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '\x1b' && i + 1 < line.size() && line[i + 1] == '[') {
      i += 2;
      while (i < line.size() && std::isalpha(static_cast<unsigned char>(line[i])) == 0) ++i;
      continue;
    }
    out.push_back(line[i]);
  }
  return out;
}

// The compile id in the "[0/0] " (or "[0/0_1] ") right before byte `end`
// of `line` (a post-grad record's tag, a create_symbol message), or "".
std::string CompileIdBefore(std::string_view line, size_t end) {
  const std::string_view head = line.substr(0, end);
  const size_t close = head.rfind("] ");
  const size_t open = close == std::string_view::npos ? close : head.rfind('[', close);
  if (open == std::string_view::npos || head.find('/', open) >= close) return "";
  return std::string(head.substr(open + 1, close - open - 1));
}

// One line of a post-grad record: the key that groups its lines (everything
// before the tag), its compile id ("0/0", "" when absent) and its text after
// the tag and the one space behind it.
struct RecordLine {
  std::string key;
  std::string compile_id;
  std::string text;
};

bool ParseRecordLine(std::string_view line, RecordLine& out) {
  size_t tag = line.find(kTag);
  if (tag == std::string_view::npos) return false;
  out.key = std::string(line.substr(0, tag));
  size_t rest = tag + kTag.size();
  if (rest < line.size() && line[rest] == ' ') ++rest;
  out.text = std::string(line.substr(rest));
  out.compile_id = CompileIdBefore(line, tag);
  return true;
}

// "NAME = INT" at the start of `text`, into `hints`.
void ReadSymbolValue(std::string_view text, SymbolHints& hints) {
  size_t eq = text.find(" = ");
  if (eq == std::string_view::npos || eq == 0) return;
  std::string_view name = text.substr(0, eq);
  std::string_view rest = text.substr(eq + 3);
  int64_t value = 0;
  auto [ptr, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
  if (ec != std::errc() || (ptr != rest.data() + rest.size() && *ptr != ' ')) return;
  if (name.find_first_of(" []()") != std::string_view::npos) return;
  hints[std::string(name)] = value;
}

}  // namespace

bool LooksLikeTorchLog(std::string_view text) { return text.find(kTag) != std::string_view::npos; }

absl::StatusOr<SourceFile> ExtractTorchLogGraph(const SourceFile& log, std::string_view compile_id,
                                                int64_t index, std::string* chosen_compile_id) {
  std::vector<std::string> lines(static_cast<size_t>(log.line_count()));
  std::set<std::string> keys;  // records met so far
  std::string chosen_key;
  int64_t seen = 0;
  bool header = false;  // the chosen record's class line is behind us
  RecordLine r;
  for (int32_t n = 1; n <= log.line_count(); ++n) {
    std::string line = StripAnsi(log.Line(n));
    if (!ParseRecordLine(line, r)) continue;
    if (r.key != chosen_key) {
      // Another record's line: ranks and frames interleave line by line.
      if (!chosen_key.empty() || !keys.insert(r.key).second) continue;
      if (!compile_id.empty() && r.compile_id != compile_id) continue;
      if (seen++ != index) continue;
      chosen_key = r.key;
      if (chosen_compile_id != nullptr) *chosen_compile_id = r.compile_id;
    }
    if (!header) {
      // "TRACED GRAPH", " ===== AFTER POST GRAD =====", then the module's file
      // name in front of "class GraphModule(...)".
      size_t cls = r.text.find("class ");
      if (cls == std::string::npos) continue;
      r.text.erase(0, cls);
      header = true;
    }
    lines[static_cast<size_t>(n - 1)] = std::move(r.text);
  }
  const bool chosen = !chosen_key.empty();
  if (!chosen) {
    return absl::NotFoundError(fmt::format(
        "{}: error: the TORCH_LOGS log has {} post-grad graph{}{}; graph {} was asked for",
        log.name(), seen, seen == 1 ? "" : "s",
        compile_id.empty() ? "" : fmt::format(" with compile id {}", compile_id), index));
  }
  std::string text;
  for (const std::string& line : lines) {
    text += line;
    text += '\n';
  }
  return SourceFile(log.name(), std::move(text));
}

SymbolHints TorchLogSymbolHints(const SourceFile& log, std::string_view compile_id) {
  SymbolHints hints;
  for (int32_t n = 1; n <= log.line_count(); ++n) {
    std::string_view line = log.Line(n);
    for (std::string_view tag : {"create_symbol ", "set_unbacked_var_to_val "}) {
      size_t at = line.find(tag);
      if (at == std::string_view::npos) continue;
      if (!compile_id.empty() && CompileIdBefore(line, at) != compile_id) continue;
      ReadSymbolValue(line.substr(at + tag.size()), hints);
    }
  }
  return hints;
}

}  // namespace collopt
