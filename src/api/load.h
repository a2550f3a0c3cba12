// collopt/api/load.h — read any supported input into a typed Graph.
//
// Detects the format (repro, print_readable, raw TORCH_TRACE log), parses,
// finalizes (collective info, process groups, wait checks) and runs shape
// inference. This is what every front end (CLI, Python) calls first.
#ifndef COLLOPT_API_LOAD_H_
#define COLLOPT_API_LOAD_H_

#include <string>

#include "absl/status/statusor.h"
#include "analysis/shape_rule.h"
#include "frontend/symbolic_sizes.h"
#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {

enum class InputFormat { kAuto, kRepro, kReadable, kTorchTrace };

struct LoadOptions {
  InputFormat format = InputFormat::kAuto;
  /// For TORCH_TRACE logs: the artifact to read and its compile id ("" = first).
  /// For raw TORCH_LOGS=post_grad_graphs logs: the compile id ("" = any) and
  /// which of the post-grad graphs with it (0 = the first in the log).
  std::string trace_graph = "after_post_grad_graph";
  std::string compile_id;
  int64_t graph_index = 0;
  ShapeOptions shape;
  /// Values of the graph's symbolic sizes by symbol name (`--symint-hint
  /// s0=16`; frontend/symbolic_sizes.h). They win over the values a log
  /// states itself (its `create_symbol` lines or entries, of the chosen
  /// graph's compile id).
  SymbolHints symbol_hints;
  /// Run shape inference (off: parse and finalize only, e.g. for a census).
  bool infer_shapes = true;
  /// With shapes: check the graph's invariants (analysis/graph_validator.h:
  /// every collective waited exactly once, groups in the table, ...) and
  /// report the first broken one at its node's line and column.
  bool validate = true;
};

/// "auto", "repro", "readable" or "trace" → the format. Error: any other
/// word ("error: --format expects auto, repro, readable or trace, got 'X'").
absl::StatusOr<InputFormat> ParseInputFormat(std::string_view name);

/// Guesses the format from the text: a raw TORCH_LOGS log (lines tagged
/// `[__post_grad_graphs]`, frontend/torch_log.h) is read as readable; a
/// TORCH_TRACE log starts with a glog prefix; a repro defines `load_args` or
/// `class Repro`; else readable.
InputFormat DetectFormat(std::string_view text);

/// Parses + finalizes + infers shapes for `file`, then validates it. Errors:
/// the parser's and shape inference's, located; an invalid graph as
/// "FILE:LINE:COL: error: invalid graph at 'NAME': WHAT" with the source line.
absl::StatusOr<Graph> LoadGraphFromSource(const SourceFile& input, const LoadOptions& options);

/// The warning for a graph whose sizes depend on symbols the input gave no
/// value for (Graph::unhinted_symbols: read as 0 or a data-dependent size's
/// fallback; Graph::fallback_symbols: graph inputs' unbacked sizes, priced at
/// ShapeOptions::unbacked_symint_hint), a line each, naming them and
/// `--symint-hint`; nullopt when there are none.
std::optional<std::string> UnhintedSymbolsWarning(const Graph& graph);

/// Reads `path` and loads it; "" loads the embedded default input
/// (api/embedded_input.h). Errors: an unreadable file, and every located
/// parse, finalize and shape error of LoadGraphFromSource.
absl::StatusOr<Graph> LoadGraph(const std::string& path, const LoadOptions& options);

}  // namespace collopt

#endif  // COLLOPT_API_LOAD_H_
