// collopt/frontend/repro_parser.h — reader for fx_graph_runnable "repro" files.
//
// The format torch._dynamo.repro.after_aot writes (autoparallel's overlap
// simulator inputs, minifier repros, the `fx_graph_runnable` artifact of
// TORCH_TRACE):
//
//   class Repro(torch.nn.Module):
//       def __init__(self): ... self.fw_graph0 = GraphModule() ...
//       def forward(self, primals_1, ...):
//           convert_element_type = torch.ops.prims.convert_element_type.default(primals_1,
//           torch.bfloat16)
//           ...
//           return (view_1092, ...)
//   def load_args(reader):
//       buf0 = reader.storage(None, 32833536, device=device(type='cuda', index=0))
//       reader.tensor(buf0, (2004, 4096), is_leaf=True)  # primals_1
//       reader.symint(512)  # _local_scalar_dense
//   def get_pg_config(): return {'0': {'size': 64, 'rank': 0}}
//   def get_colls_estimations_file(): return "colls8_8.table"
//
// Only graph inputs carry types (`load_args`; a tensor without `dtype=` is
// float32); run shape inference for the rest. Nested modules named in
// `__init__` become subgraphs; `lambda` attributes and stub modules
// (`forward(self, *args, **kwargs): pass`) are opaque. Triton kernel source
// and everything outside these functions is skipped unparsed. The process
// group table comes from `get_pg_config()`, or from the older
// `get_mesh_sizes()` + `get_pg_names()` pair.
#ifndef COLLOPT_FRONTEND_REPRO_PARSER_H_
#define COLLOPT_FRONTEND_REPRO_PARSER_H_

#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "frontend/logical_lines.h"
#include "frontend/symbolic_sizes.h"
#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {

/// Parses a repro file; `hints` gives the values of the symbolic sizes of
/// its annotations (frontend/symbolic_sizes.h). Errors are located
/// InvalidArgument statuses.
absl::StatusOr<Graph> ParseRepro(const SourceFile& file, const SymbolHints& hints = {});

/// Reads the module-level helpers among `functions` (name → header line):
/// the process-group table (`get_pg_config()`, or `get_mesh_sizes()` with
/// `get_pg_names()`), `get_colls_estimations_file()` and
/// `get_colls_group_mapping()`, into `graph`. Repro files have them; a
/// readable file written by collopt has `get_pg_config()` after its class
/// when its table says more than its ops (extra groups' `same_ranks_as`,
/// rank lists). Errors: located InvalidArgument.
absl::Status ReadGraphHelpers(const SourceFile& file, const std::vector<LogicalLine>& lines,
                              const std::map<std::string, size_t>& functions, Graph& graph);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_REPRO_PARSER_H_
