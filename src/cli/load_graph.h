// collopt/cli/load_graph.h — read any supported input into a typed Graph.
//
// Detects the format (repro, print_readable, raw TORCH_TRACE log), parses,
// finalizes (collective info, process groups, wait checks) and runs shape
// inference. This is what every subcommand calls first.
#ifndef COLLOPT_CLI_LOAD_GRAPH_H_
#define COLLOPT_CLI_LOAD_GRAPH_H_

#include <string>

#include "absl/status/statusor.h"
#include "analysis/shape_rule.h"
#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {

enum class InputFormat { kAuto, kRepro, kReadable, kTorchTrace };

struct LoadOptions {
  InputFormat format = InputFormat::kAuto;
  /// For TORCH_TRACE logs: the artifact to read and its compile id ("" = first).
  std::string trace_graph = "after_post_grad_graph";
  std::string compile_id;
  ShapeOptions shape;
  /// Run shape inference (off: parse and finalize only, e.g. for a census).
  bool infer_shapes = true;
};

/// Guesses the format from the text: a TORCH_TRACE log starts with a glog
/// prefix; a repro defines `load_args` or `class Repro`; else readable.
InputFormat DetectFormat(std::string_view text);

/// Parses + finalizes + infers shapes for `file`.
absl::StatusOr<Graph> LoadGraphFromSource(const SourceFile& input, const LoadOptions& options);

/// Reads `path` ("" = the embedded default graph) and loads it.
absl::StatusOr<Graph> LoadGraph(const std::string& path, const LoadOptions& options);

}  // namespace collopt

#endif  // COLLOPT_CLI_LOAD_GRAPH_H_
