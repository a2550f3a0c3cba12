// collopt/frontend/readable_parser.h — reader for print_readable dumps.
//
// `GraphModule.print_readable()` output, as TORCH_LOGS=post_grad_graphs,
// TORCH_COMPILE_DEBUG (fx_graph_readable.py) and TORCH_TRACE artifacts write
// it: every node annotated with its type,
//
//   class GraphModule(torch.nn.Module):
//       def forward(self, primals_1: "bf16[1, 16]", primals_2: "bf16[128]"):
//            # File: .../model.py:48 in forward, code: outputs = self.lin0(inputs)
//           mm: "bf16[1, 16]" = torch.ops.aten.mm.default(primals_1, permute);  permute = None
//
// with or without strides and device (`"f32[8, 4][4, 1]cuda:0"`). `# File:`
// and `# Annotation:` comments become node provenance. Joint graphs
// (`forward(self, primals, tangents)` + `tree_flatten_spec`) and nested
// submodule classes are supported. Lines may carry a launcher prefix such as
// `[rank0]:`; it is removed first (columns in errors then count from after
// the prefix).
#ifndef COLLOPT_FRONTEND_READABLE_PARSER_H_
#define COLLOPT_FRONTEND_READABLE_PARSER_H_

#include <optional>

#include "absl/status/statusor.h"
#include "frontend/symbolic_sizes.h"
#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {

/// `file` without the `[rankN]:` (and `[rankN]:[...]` torchrun tags) of its
/// line starts, keeping the line count so that line numbers stay those of the
/// input; nullopt when no line has one (most inputs: no copy is made).
std::optional<SourceFile> StripLinePrefixes(const SourceFile& file);

/// Parses the first module class of the file (after StripLinePrefixes);
/// `hints` gives the values of its symbolic sizes (frontend/symbolic_sizes.h).
absl::StatusOr<Graph> ParseReadable(const SourceFile& file, const SymbolHints& hints = {});

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_READABLE_PARSER_H_
