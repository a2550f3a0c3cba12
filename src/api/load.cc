// collopt/api/load.cc — see load.h.
#include "api/load.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "analysis/graph_validator.h"
#include "analysis/shape_inference.h"
#include "api/embedded_input.h"
#include "fmt/format.h"
#include "frontend/finalize_graph.h"
#include "frontend/readable_parser.h"
#include "frontend/repro_parser.h"
#include "frontend/torch_log.h"
#include "frontend/torch_trace.h"
#include "support/strings.h"

namespace collopt {

absl::StatusOr<InputFormat> ParseInputFormat(std::string_view name) {
  if (name == "auto") return InputFormat::kAuto;
  if (name == "repro") return InputFormat::kRepro;
  if (name == "readable") return InputFormat::kReadable;
  if (name == "trace") return InputFormat::kTorchTrace;
  return absl::InvalidArgumentError(fmt::format(
      "error: --format expects auto, repro, readable or trace, got '{}'", std::string(name)));
}

InputFormat DetectFormat(std::string_view text) {
  if (LooksLikeTorchLog(text)) return InputFormat::kReadable;  // read by ExtractTorchLogGraph
  if (LooksLikeTorchTrace(text)) return InputFormat::kTorchTrace;
  if (Contains(text, "\ndef load_args(") || Contains(text, "\nclass Repro(")) {
    return InputFormat::kRepro;
  }
  return InputFormat::kReadable;
}

absl::StatusOr<Graph> LoadGraphFromSource(const SourceFile& input, const LoadOptions& options) {
  InputFormat format = options.format;
  if (format == InputFormat::kAuto) format = DetectFormat(input.text());
  // The text parsed: the input itself, or one made from it (a trace's or
  // log's graph, launcher prefixes stripped), held in `made` (the input is not
  // copied: at 10^6 nodes it is 100 MB).
  std::optional<SourceFile> made;
  const SourceFile* text = &input;
  auto use = [&](SourceFile f) {
    made = std::move(f);
    text = &*made;
  };
  SymbolHints hints;  // the log's own, then the caller's over them
  if (format == InputFormat::kTorchTrace) {
    auto graphs = ListTraceGraphs(input);
    if (!graphs.ok()) return graphs.status();
    auto chosen = SelectTraceGraph(input, *graphs, options.trace_graph, options.compile_id);
    if (!chosen.ok()) return chosen.status();
    use(ExtractTraceGraph(input, *chosen));
    format = chosen->is_repro ? InputFormat::kRepro : InputFormat::kReadable;
    hints = TraceSymbolHints(input, chosen->compile_id);
  }
  if (format == InputFormat::kReadable && LooksLikeTorchLog(text->text())) {
    std::string compile_id;
    auto record = ExtractTorchLogGraph(*text, options.compile_id, options.graph_index, &compile_id);
    if (!record.ok()) return record.status();
    hints = TorchLogSymbolHints(*text, compile_id);
    use(std::move(*record));
  }
  for (const auto& [name, value] : options.symbol_hints) hints[name] = value;
  absl::StatusOr<Graph> graph;
  if (format == InputFormat::kRepro) {
    graph = ParseRepro(*text, hints);
  } else {
    if (std::optional<SourceFile> stripped = StripLinePrefixes(*text)) use(std::move(*stripped));
    graph = ParseReadable(*text, hints);
    // A graph input's unbacked symbols without a value: parsed again with
    // Inductor's fallback hint for them (Graph::fallback_symbols).
    if (graph.ok() && !graph->fallback_symbols.empty()) {
      std::vector<std::string> fallback = std::move(graph->fallback_symbols);
      for (const std::string& name : fallback) hints[name] = options.shape.unbacked_symint_hint;
      graph = ParseReadable(*text, hints);
      if (graph.ok()) graph->fallback_symbols = std::move(fallback);
    }
  }
  const SourceFile& file = *text;
  if (!graph.ok()) return graph.status();
  if (auto s = FinalizeGraph(file, *graph); !s.ok()) return s;
  if (!options.infer_shapes) return graph;
  if (auto s = InferShapes(*graph, options.shape, &file); !s.ok()) return s;
  MarkHostGraph(*graph);
  if (!options.validate) return graph;
  if (auto defect = FindGraphDefect(*graph)) {
    if (defect->node == kNoNode) {
      return file.ErrorAt(file.text().size(), "invalid graph: " + defect->what);
    }
    const Node& node = graph->node(defect->node);
    return file.ErrorAt(node.offset,
                        fmt::format("invalid graph at '{}': {}", node.name, defect->what));
  }
  return graph;
}

namespace {

// "u0, u1, u2 and 4 more": natural order (u2 before u10), the first 8 named.
std::string SymbolList(std::vector<std::string> names) {
  auto split = [](const std::string& s) {
    size_t digits = s.find_last_not_of("0123456789") + 1;
    return std::make_pair(s.substr(0, digits), s.size() - digits > 0 && s.size() - digits < 18
                                                   ? std::stoll(s.substr(digits))
                                                   : -1LL);
  };
  std::sort(names.begin(), names.end(),
            [&](const std::string& a, const std::string& b) { return split(a) < split(b); });
  constexpr size_t kNamed = 8;
  const size_t n = names.size();
  return fmt::format(
      "{}{}",
      fmt::join(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(std::min(n, kNamed)),
                ", "),
      n > kNamed ? fmt::format(" and {} more", n - kNamed) : "");
}

}  // namespace

std::optional<std::string> UnhintedSymbolsWarning(const Graph& graph) {
  std::vector<std::string> lines;
  if (const size_t n = graph.unhinted_symbols.size(); n > 0) {
    lines.push_back(fmt::format(
        "{}: warning: sizes depend on {} symbol{} the input gives no value for ({}): a graph "
        "input's backed size (s0) is read as 0, and a data-dependent one the graph computes "
        "(nonzero, .item()) as the fallback hint within the bounds it asserts, so those sizes "
        "and their times are guesses; state the values with --symint-hint NAME=N[,NAME=N...] "
        "(a TORCH_TRACE or TORCH_LOGS=dynamic log states its backed symbols in its "
        "create_symbol lines)",
        graph.source_name, n, n == 1 ? "" : "s", SymbolList(graph.unhinted_symbols)));
  }
  if (const size_t n = graph.fallback_symbols.size(); n > 0) {
    lines.push_back(fmt::format(
        "{}: warning: the graph inputs' sizes depend on {} unbacked symbol{} the input gives no "
        "value for ({}): priced at the fallback hint, as Inductor does "
        "(--unbacked-symint-hint, default 8192: unbacked_symint_fallback); state the values "
        "with --symint-hint NAME=N[,NAME=N...]",
        graph.source_name, n, n == 1 ? "" : "s", SymbolList(graph.fallback_symbols)));
  }
  if (lines.empty()) return std::nullopt;
  return fmt::format("{}", fmt::join(lines, "\n"));
}

absl::StatusOr<Graph> LoadGraph(const std::string& path, const LoadOptions& options) {
  if (path.empty()) {
    return LoadGraphFromSource(DefaultInputFile(), options);
  }
  auto file = SourceFile::Read(path);
  if (!file.ok()) return file.status();
  return LoadGraphFromSource(*file, options);
}

}  // namespace collopt
