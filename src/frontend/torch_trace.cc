// collopt/frontend/torch_trace.cc — see torch_trace.h.
#include "frontend/torch_trace.h"

#include <cctype>
#include <charconv>

#include "fmt/format.h"
#include "nlohmann/json.hpp"
#include "support/strings.h"

namespace collopt {
namespace {

// Offset of the JSON after "] " in a glog-prefixed line, or npos.
size_t GlogJsonStart(std::string_view line) {
  if (line.size() < 6 || std::string_view("VIWEF").find(line[0]) == std::string_view::npos) {
    return std::string_view::npos;
  }
  for (size_t i = 1; i <= 4; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(line[i]))) return std::string_view::npos;
  }
  size_t close = line.find("] {");
  return close == std::string_view::npos ? close : close + 2;
}

}  // namespace

bool LooksLikeTorchTrace(std::string_view text) {
  size_t end = text.find('\n');
  return GlogJsonStart(text.substr(0, end)) != std::string_view::npos;
}

absl::StatusOr<std::vector<TraceGraph>> ListTraceGraphs(const SourceFile& log) {
  std::vector<TraceGraph> graphs;
  TraceGraph* open = nullptr;
  for (int32_t line_no = 1; line_no <= log.line_count(); ++line_no) {
    std::string_view line = log.Line(line_no);
    if (!line.empty() && line[0] == '\t') {
      if (open != nullptr) {
        if (open->first_line == 0) open->first_line = line_no;
        open->last_line = line_no;
      }
      continue;
    }
    open = nullptr;
    size_t json_start = GlogJsonStart(line);
    if (json_start == std::string_view::npos) continue;
    nlohmann::json meta = nlohmann::json::parse(line.substr(json_start), nullptr, false);
    if (meta.is_discarded() || !meta.is_object()) {
      return log.Error({line_no, static_cast<int32_t>(json_start + 1)},
                       "expected a JSON object after the log prefix");
    }
    std::string name;
    if (meta.contains("artifact") && meta["artifact"].is_object()) {
      name = meta["artifact"].value("name", "");
    } else {
      for (auto& [key, value] : meta.items()) {
        if (EndsWith(key, "_graph")) name = key;
      }
    }
    if (name.empty() || !meta.contains("has_payload")) continue;
    if (!EndsWith(name, "_graph") && name != "fx_graph_runnable") continue;
    TraceGraph graph;
    graph.name = name;
    graph.compile_id =
        fmt::format("{}/{}", meta.value("frame_id", 0), meta.value("frame_compile_id", 0));
    graphs.push_back(graph);
    open = &graphs.back();
  }
  // Keep only artifacts whose payload holds a module's forward.
  std::vector<TraceGraph> kept;
  for (TraceGraph& g : graphs) {
    if (g.first_line == 0) continue;
    bool has_forward = false;
    std::string_view first_code;
    for (int32_t line_no = g.first_line; line_no <= g.last_line; ++line_no) {
      std::string_view text = StripWhitespace(log.Line(line_no));
      if (first_code.empty() && !text.empty()) first_code = text;
      has_forward |= StartsWith(text, "def forward(");
    }
    if (!has_forward) continue;
    g.is_repro = g.name == "fx_graph_runnable" || !StartsWith(first_code, "class ");
    kept.push_back(g);
  }
  return kept;
}

SourceFile ExtractTraceGraph(const SourceFile& log, const TraceGraph& graph) {
  std::string text;
  for (int32_t line_no = 1; line_no <= log.line_count(); ++line_no) {
    if (line_no >= graph.first_line && line_no <= graph.last_line) {
      text.append(log.Line(line_no).substr(1));
    }
    text.push_back('\n');
  }
  return SourceFile(log.name(), std::move(text));
}

absl::StatusOr<TraceGraph> SelectTraceGraph(const SourceFile& log,
                                            const std::vector<TraceGraph>& graphs,
                                            std::string_view name, std::string_view compile_id) {
  if (name == "dynamo_output_graph" || EndsWith(name, "_pre_grad_graph")) {
    return absl::InvalidArgumentError(fmt::format(
        "{}: error: '{}' is a torch-level graph (before AOT autograd); collopt reads ATen-level "
        "graphs: pick after_post_grad_graph, before_post_grad_graph, fx_graph_runnable or an "
        "aot_*_graph",
        log.name(), name));
  }
  for (const TraceGraph& g : graphs) {
    if (g.name == name && (compile_id.empty() || g.compile_id == compile_id)) return g;
  }
  // The post-grad graph goes by two names across PyTorch versions (tlparse
  // reads both): PyTorch 2.6 writes `inductor_post_grad_graph`
  // (torch/_inductor/compile_fx.py), others an `after_post_grad_graph` artifact.
  constexpr std::string_view kPostGrad[] = {"after_post_grad_graph", "inductor_post_grad_graph"};
  for (size_t k = 0; k < 2; ++k) {
    if (name != kPostGrad[k]) continue;
    for (const TraceGraph& g : graphs) {
      if (g.name == kPostGrad[1 - k] && (compile_id.empty() || g.compile_id == compile_id)) {
        return g;
      }
    }
  }
  std::string available;
  for (const TraceGraph& g : graphs) {
    available += fmt::format("{}{} [{}]", available.empty() ? "" : ", ", g.name, g.compile_id);
  }
  return absl::NotFoundError(fmt::format(
      "{}: error: no graph artifact '{}'{} in this TORCH_TRACE log; it holds: {}", log.name(), name,
      compile_id.empty() ? "" : fmt::format(" with compile id {}", compile_id),
      available.empty() ? "none" : available));
}

SymbolHints TraceSymbolHints(const SourceFile& log, std::string_view compile_id) {
  SymbolHints hints;
  for (int32_t line_no = 1; line_no <= log.line_count(); ++line_no) {
    std::string_view line = log.Line(line_no);
    if (line.find("\"create_symbol\"") == std::string_view::npos) continue;
    size_t json_start = GlogJsonStart(line);
    if (json_start == std::string_view::npos) continue;
    nlohmann::json entry = nlohmann::json::parse(line.substr(json_start), nullptr, false);
    if (!entry.is_object() || !entry.contains("create_symbol")) continue;
    const nlohmann::json& symbol = entry["create_symbol"];
    if (!symbol.is_object()) continue;
    auto frame = entry.find("frame_id");
    auto frame_compile = entry.find("frame_compile_id");
    std::string id = fmt::format(
        "{}/{}", frame != entry.end() && frame->is_number_integer() ? frame->get<int64_t>() : 0,
        frame_compile != entry.end() && frame_compile->is_number_integer()
            ? frame_compile->get<int64_t>()
            : 0);
    if (!compile_id.empty() && id != compile_id) continue;
    auto name = symbol.find("symbol");
    auto val = symbol.find("val");
    if (name == symbol.end() || val == symbol.end() || !name->is_string() || !val->is_string()) {
      continue;
    }
    const std::string& text = val->get_ref<const std::string&>();
    int64_t value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size()) continue;
    hints[name->get<std::string>()] = value;
  }
  return hints;
}

}  // namespace collopt
