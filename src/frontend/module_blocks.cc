// collopt/frontend/module_blocks.cc — see module_blocks.h.
#include "frontend/module_blocks.h"

#include "fmt/format.h"
#include "frontend/fx_body.h"
#include "support/strings.h"

namespace collopt {
namespace {

constexpr int kMaxNesting = 8;  // nested modules deeper than this are rejected

std::string DefName(const SourceFile& file, const LogicalLine& line) {
  std::string_view text = LineText(file, line);
  if (!ConsumePrefix(&text, "def ")) return "";
  size_t paren = text.find('(');
  if (paren == std::string_view::npos) return "";
  return std::string(StripWhitespace(text.substr(0, paren)));
}

}  // namespace

std::string ClassHeaderName(const SourceFile& file, const LogicalLine& line) {
  if (line.is_blank || line.is_comment) return "";
  std::string_view text = LineText(file, line);
  if (!ConsumePrefix(&text, "class ")) return "";
  size_t end = text.find_first_of("(:");
  if (end == std::string_view::npos) return "";
  return std::string(StripWhitespace(text.substr(0, end)));
}

TopLevelBlocks FindTopLevelBlocks(const SourceFile& file, const std::vector<LogicalLine>& lines) {
  TopLevelBlocks blocks;
  int32_t indent = -1;
  for (const LogicalLine& line : lines) {
    if (!ClassHeaderName(file, line).empty() && (indent < 0 || line.indent < indent)) {
      indent = line.indent;
    }
  }
  if (indent < 0) indent = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    const LogicalLine& line = lines[i];
    if (line.is_blank || line.is_comment || line.indent != indent) continue;
    if (std::string name = ClassHeaderName(file, line); !name.empty()) {
      blocks.classes.emplace(name, i);
      blocks.class_order.push_back(i);
    } else if (std::string def = DefName(file, line); !def.empty()) {
      blocks.functions.emplace(def, i);
    }
  }
  return blocks;
}

absl::Status ParseModuleClass(const SourceFile& file, const std::vector<LogicalLine>& lines,
                              size_t header, const TopLevelBlocks& top, const SymbolHints& hints,
                              Graph& graph, int depth) {
  if (depth > kMaxNesting) {
    return file.ErrorAt(lines[header].begin, "nested modules are too deep (a cycle?)");
  }
  size_t end = BlockEnd(lines, header);
  int32_t member_indent = -1;
  std::map<std::string, size_t> nested;       // nested class name → header
  std::map<std::string, std::string> fields;  // attribute → class name ("" = opaque)
  size_t forward = lines.size();
  for (size_t i = header + 1; i < end; ++i) {
    const LogicalLine& line = lines[i];
    if (line.is_blank || line.is_comment) continue;
    if (member_indent < 0) member_indent = line.indent;
    if (line.indent != member_indent) continue;
    if (std::string name = ClassHeaderName(file, line); !name.empty()) {
      nested.emplace(name, i);
      continue;
    }
    std::string def = DefName(file, line);
    if (def == "forward") {
      forward = i;
    } else if (def == "__init__") {
      // `self.attr = Class()` or `self.attr = lambda ...`.
      size_t init_end = BlockEnd(lines, i);
      for (size_t j = i + 1; j < init_end; ++j) {
        std::string_view text = LineText(file, lines[j]);
        if (!ConsumePrefix(&text, "self.")) continue;
        size_t eq = text.find('=');
        if (eq == std::string_view::npos) continue;
        std::string attr(StripWhitespace(text.substr(0, eq)));
        std::string_view rhs = StripWhitespace(text.substr(eq + 1));
        std::string cls;
        if (EndsWith(rhs, "()") && !StartsWith(rhs, "lambda")) {
          cls = std::string(rhs.substr(0, rhs.size() - 2));
        }
        fields[attr] = cls;
      }
    }
  }
  if (forward == lines.size()) {
    return file.ErrorAt(lines[header].begin,
                        fmt::format("expected 'def forward(...)' in class '{}'",
                                    ClassHeaderName(file, lines[header])));
  }
  // Body lines, plus the parameters (about one per 8 bytes of the signature).
  graph.Reserve(BlockEnd(lines, forward) - forward +
                (lines[forward].end - lines[forward].begin) / 8);
  FxBodyBuilder builder(file, graph, hints);
  if (auto s = builder.AddSignature(lines[forward]); !s.ok()) return s;
  size_t body_end = BlockEnd(lines, forward);
  if (auto s = builder.AddBody(lines, forward + 1, body_end); !s.ok()) return s;
  if (depth == 0 && body_end > forward + 1) {
    graph.body_begin = file.LineStart(lines[forward + 1].line);
    graph.body_end = lines[body_end - 1].end;
  }
  size_t end_offset = body_end < lines.size() ? lines[body_end].begin : file.text().size();
  if (body_end > forward + 1) end_offset = lines[body_end - 1].end;
  if (auto s = builder.Finish(end_offset); !s.ok()) return s;

  // Subgraphs for the attributes the body reads.
  for (const Node& node : graph.nodes()) {
    if (node.op != NodeOp::kGetAttr || graph.subgraphs.count(node.target)) continue;
    size_t cls_header = lines.size();
    if (auto f = fields.find(node.target); f != fields.end()) {
      if (f->second.empty()) {
        graph.subgraphs[node.target] = nullptr;  // lambda: opaque
        continue;
      }
      if (auto n = nested.find(f->second); n != nested.end()) cls_header = n->second;
      if (auto t = top.classes.find(f->second); t != top.classes.end()) cls_header = t->second;
    } else if (auto n = nested.find(node.target); n != nested.end()) {
      cls_header = n->second;
    }
    if (cls_header == lines.size() && graph.format == GraphFormat::kReadable) {
      // print_readable does not print constants and parameters
      // (`_tensor_constant0 = self._tensor_constant0`): an opaque attribute.
      graph.subgraphs[node.target] = nullptr;
      continue;
    }
    if (cls_header == lines.size()) {
      return file.ErrorAt(node.offset,
                          fmt::format("unknown reference 'self.{}': no such attribute or nested "
                                      "module",
                                      node.target));
    }
    auto sub = std::make_unique<Graph>();
    sub->name = ClassHeaderName(file, lines[cls_header]);
    sub->source_name = graph.source_name;
    sub->format = graph.format;
    if (auto s = ParseModuleClass(file, lines, cls_header, top, hints, *sub, depth + 1); !s.ok()) {
      return s;
    }
    // A stub module (`forward(self, *args, **kwargs): pass`) is opaque.
    if (sub->output() == kNoNode) sub.reset();
    graph.subgraphs[node.target] = std::move(sub);
  }
  return absl::OkStatus();
}

}  // namespace collopt
