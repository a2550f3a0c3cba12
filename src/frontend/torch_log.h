// collopt/frontend/torch_log.h — reader for raw TORCH_LOGS=post_grad_graphs logs.
//
// What a user copies from the console of a job run with
// TORCH_LOGS=post_grad_graphs: every line of a graph carries torch's log prefix
// (torch/_logging/_internal.py, TorchLogsFormatter), optionally behind a
// launcher's `[rank0]:`,
//
//   [rank0]:V1124 16:29:37.981000 17669 torch/_inductor/compile_fx.py:910] [0/0]
//   [__post_grad_graphs] TRACED GRAPH [rank0]:V1124 ... [__post_grad_graphs]  ===== AFTER POST GRAD
//   ===== [rank0]:V1124 ... [__post_grad_graphs]  /…/_lazy_graph_module.py class
//   GraphModule(torch.nn.Module): [rank0]:V1124 ... [__post_grad_graphs]     def forward(self,
//   primals_1: "f32[32][1]cpu", ...):
//
// A log holds many records (forward and backward, every compiled frame, every
// rank, interleaved line by line) and other loggers' lines. One record is
// every line with the same rank and prefix (level, time, thread, file:line,
// compile id); records are counted in the order their first lines appear.
// ExtractTorchLogGraph returns one record's graph as print_readable text at the
// log's own line numbers (every other line blank), so errors point at the log.
#ifndef COLLOPT_FRONTEND_TORCH_LOG_H_
#define COLLOPT_FRONTEND_TORCH_LOG_H_

#include <cstdint>
#include <string_view>

#include "absl/status/statusor.h"
#include "frontend/symbolic_sizes.h"
#include "support/source_file.h"

namespace collopt {

/// Whether some line of `text` carries the `[__post_grad_graphs]` tag.
bool LooksLikeTorchLog(std::string_view text);

/// The `index`-th post-grad graph record (0-based, in log order) among those
/// whose compile id is `compile_id` ("0/0"; "" = any), as print_readable text.
/// ANSI colour codes (a log written to a terminal) are removed. The chosen
/// record's compile id goes to `chosen_compile_id` when not null. Errors:
/// NotFound naming how many records the log has.
absl::StatusOr<SourceFile> ExtractTorchLogGraph(const SourceFile& log, std::string_view compile_id,
                                                int64_t index,
                                                std::string* chosen_compile_id = nullptr);

/// The values the log states for the symbolic sizes of compile `compile_id`
/// ("" = every compile): TORCH_LOGS=dynamic's `create_symbol s0 = 16 for ...`
/// (ShapeEnv.create_symbol, torch/fx/experimental/symbolic_shapes.py) and
/// `set_unbacked_var_to_val u0 = 5` lines; a later line for a symbol wins.
/// Lines that do not parse are skipped (they are other loggers' text).
SymbolHints TorchLogSymbolHints(const SourceFile& log, std::string_view compile_id);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_TORCH_LOG_H_
