// collopt/api/load.cc — see load.h.
#include "api/load.h"

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
  SourceFile file = input;
  if (format == InputFormat::kTorchTrace) {
    auto graphs = ListTraceGraphs(input);
    if (!graphs.ok()) return graphs.status();
    auto chosen = SelectTraceGraph(input, *graphs, options.trace_graph, options.compile_id);
    if (!chosen.ok()) return chosen.status();
    file = ExtractTraceGraph(input, *chosen);
    format = chosen->is_repro ? InputFormat::kRepro : InputFormat::kReadable;
  }
  absl::StatusOr<Graph> graph;
  if (format == InputFormat::kRepro) {
    graph = ParseRepro(file);
  } else {
    if (LooksLikeTorchLog(file.text())) {
      auto record = ExtractTorchLogGraph(file, options.compile_id, options.graph_index);
      if (!record.ok()) return record.status();
      file = std::move(*record);
    }
    file = StripLinePrefixes(file);
    graph = ParseReadable(file);
  }
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

absl::StatusOr<Graph> LoadGraph(const std::string& path, const LoadOptions& options) {
  if (path.empty()) {
    return LoadGraphFromSource(DefaultInputFile(), options);
  }
  auto file = SourceFile::Read(path);
  if (!file.ok()) return file.status();
  return LoadGraphFromSource(*file, options);
}

}  // namespace collopt
