// collopt/frontend/torch_trace.h — graph artifacts inside a raw TORCH_TRACE log.
//
// `TORCH_TRACE=dir` writes glog lines `V0728 16:17:36.735000 60448 file.py:NNN] {json}`;
// an entry with a payload is followed by its payload lines, each starting
// with a tab. Graph entries are `{"artifact": {"name": "after_post_grad_graph",
// ...}}` or graph-named keys (`{"dynamo_output_graph": {...}}`,
// `{"aot_inference_graph": {}}`). Each carries `frame_id` and
// `frame_compile_id`; tlparse shows them as the compile id "0/0". Payloads
// are print_readable text, or repro text for `fx_graph_runnable`.
#ifndef COLLOPT_FRONTEND_TORCH_TRACE_H_
#define COLLOPT_FRONTEND_TORCH_TRACE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "frontend/symbolic_sizes.h"
#include "support/source_file.h"

namespace collopt {

struct TraceGraph {
  std::string name;        // "after_post_grad_graph", "fx_graph_runnable", ...
  std::string compile_id;  // "frame_id/frame_compile_id", e.g. "0/0"
  int32_t first_line = 0;  // first payload line (1-based)
  int32_t last_line = 0;   // last payload line
  bool is_repro = false;   // payload is fx_graph_runnable (repro) text
};

/// True when the text starts like a glog-prefixed structured trace.
bool LooksLikeTorchTrace(std::string_view text);

/// Every graph artifact of the log, in file order.
absl::StatusOr<std::vector<TraceGraph>> ListTraceGraphs(const SourceFile& log);

/// The payload of `graph` as a SourceFile with the log's name and line
/// numbers: other lines are blanked and the payload's leading tab removed,
/// so that errors point at the log's own lines.
SourceFile ExtractTraceGraph(const SourceFile& log, const TraceGraph& graph);

/// Picks the graph named `name` (and with `compile_id` when not empty; else
/// the first such graph). Errors: NotFound listing what the log holds.
absl::StatusOr<TraceGraph> SelectTraceGraph(const SourceFile& log,
                                            const std::vector<TraceGraph>& graphs,
                                            std::string_view name, std::string_view compile_id);

/// The values the trace states for the symbolic sizes of compile
/// `compile_id` ("0/0"; "" = every compile): its `{"create_symbol": {"symbol":
/// "s0", "val": "16", ...}}` entries (ShapeEnv.create_symbol's
/// trace_structured, torch/fx/experimental/symbolic_shapes.py); a later entry
/// for a symbol wins. Entries whose value is not an integer are skipped.
SymbolHints TraceSymbolHints(const SourceFile& log, std::string_view compile_id);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_TORCH_TRACE_H_
