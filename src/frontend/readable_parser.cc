// collopt/frontend/readable_parser.cc — see readable_parser.h.
#include "frontend/readable_parser.h"

#include <cctype>

#include "frontend/logical_lines.h"
#include "frontend/module_blocks.h"
#include "frontend/repro_parser.h"

namespace collopt {
namespace {

// Length of a `[rank12]:` prefix at `line`, or 0.
size_t RankPrefixLength(std::string_view line) {
  if (line.size() < 8 || line.substr(0, 5) != "[rank") return 0;
  size_t i = 5;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 5 || i + 1 >= line.size() || line[i] != ']' || line[i + 1] != ':') return 0;
  return i + 2;
}

}  // namespace

std::optional<SourceFile> StripLinePrefixes(const SourceFile& file) {
  const std::string& text = file.text();
  // The first line with a prefix; the text before it is copied as it is.
  size_t first = 0;
  while (first < text.size()) {
    size_t end = text.find('\n', first);
    if (end == std::string::npos) end = text.size();
    if (RankPrefixLength(std::string_view(text.data() + first, end - first)) > 0) break;
    first = end + 1;
  }
  if (first >= text.size()) return std::nullopt;
  std::string out;
  out.reserve(text.size());
  out.append(text, 0, first);
  for (size_t pos = first; pos < text.size();) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + pos, end - pos);
    out.append(line.substr(RankPrefixLength(line)));
    if (end < text.size()) out.push_back('\n');
    pos = end + 1;
  }
  return SourceFile(file.name(), std::move(out));
}

absl::StatusOr<Graph> ParseReadable(const SourceFile& file, const SymbolHints& hints) {
  auto lines = SplitLogicalLines(file);
  if (!lines.ok()) return lines.status();
  TopLevelBlocks blocks = FindTopLevelBlocks(file, *lines);
  if (blocks.class_order.empty()) {
    return file.Error({1, 1},
                      "expected a graph module ('class GraphModule(torch.nn.Module):'), "
                      "got none");
  }
  size_t header = blocks.class_order.front();
  Graph graph;
  graph.name = ClassHeaderName(file, (*lines)[header]);
  graph.source_name = file.name();
  graph.format = GraphFormat::kReadable;
  if (auto s = ParseModuleClass(file, *lines, header, blocks, hints, graph); !s.ok()) return s;
  if (auto s = ReadGraphHelpers(file, *lines, blocks.functions, graph); !s.ok()) return s;
  return graph;
}

}  // namespace collopt
