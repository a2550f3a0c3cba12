// collopt/frontend/module_blocks.h — classes and functions of a dumped module.
//
// Both dump formats hold `class X(torch.nn.Module):` blocks whose `forward`
// is the graph. This finds the top-level classes and functions of a file and
// parses one module class into a Graph: `__init__` attributes
// (`self.fw_graph0 = GraphModule()` → a subgraph; `self.sdpa_score0 =
// lambda ...` → opaque), nested classes (print_readable prints submodules
// inside their parent), and the forward method through FxBodyBuilder.
// Class names need not be Python identifiers (`class <lambda>(...)`).
#ifndef COLLOPT_FRONTEND_MODULE_BLOCKS_H_
#define COLLOPT_FRONTEND_MODULE_BLOCKS_H_

#include <map>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "frontend/logical_lines.h"
#include "frontend/symbolic_sizes.h"
#include "ir/graph.h"

namespace collopt {

struct TopLevelBlocks {
  std::map<std::string, size_t> classes;    // class name → header line index
  std::map<std::string, size_t> functions;  // function name → header line index
  std::vector<size_t> class_order;          // header indices in file order
};

/// Indexes the `class` and `def` headers at the smallest indentation used by
/// any class header (0 for files, more for graphs printed inside a log).
TopLevelBlocks FindTopLevelBlocks(const SourceFile& file, const std::vector<LogicalLine>& lines);

/// Class name of a `class NAME(...):` header line ("" when not a class).
std::string ClassHeaderName(const SourceFile& file, const LogicalLine& line);

/// Parses the class whose header is `lines[header]` into `graph` (nodes,
/// subgraphs). `top` resolves classes named in `__init__`; `hints` gives the
/// values of symbolic sizes (frontend/symbolic_sizes.h).
absl::Status ParseModuleClass(const SourceFile& file, const std::vector<LogicalLine>& lines,
                              size_t header, const TopLevelBlocks& top, const SymbolHints& hints,
                              Graph& graph, int depth = 0);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_MODULE_BLOCKS_H_
