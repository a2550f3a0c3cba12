// collopt/writer/graph_writer.h — a graph back to the text it came from.
//
// Prints the graph in its input format so that PyTorch can run it and
// collopt can read it back:
//  - print_readable: `class <name>(torch.nn.Module):`, `def forward(self, p: "bf16[8, 4]", ...)`,
//    one annotated statement per node (`# File:` provenance kept), nested
//    submodule classes, `return (...)`;
//  - repro: the original file with only `forward`'s body and
//    `get_pg_config()` replaced (imports, load_args, helpers and kernels kept
//    byte for byte), so new process groups appear in get_pg_config().
// Each statement is followed by FX's `;  a = b = None` for the values whose
// last use it is, as torch.fx's code generator does, so the written graph
// frees memory when it runs just as the original did.
// Output is deterministic: the same graph gives byte-identical text.
#ifndef COLLOPT_WRITER_GRAPH_WRITER_H_
#define COLLOPT_WRITER_GRAPH_WRITER_H_

#include <cstddef>
#include <ostream>
#include <string>

#include "ir/graph.h"

namespace collopt {

/// The graph in its own format (`graph.format`). With `threads` > 1 the
/// statements are formatted in consecutive slices of at least
/// `min_slice_nodes` nodes side by side (a slice costs a thread start, about
/// as much as formatting a few hundred nodes; the slices are a second copy of
/// the text until joined); the text does not depend on either.
std::string WriteGraph(const Graph& graph, size_t threads = 1, size_t min_slice_nodes = 8192);

/// The same text written to `out` as it is made: the statements in slices of
/// at most `max_slice_nodes` nodes (and at least `min_slice_nodes` where
/// there are fewer slices than threads), `threads` formatted side by side at
/// a time, each written and freed before the next are formatted, so the whole
/// text is never held (about 100 MB at 10^6 nodes, in pages new to the
/// process: the kernel zeroes each at its first touch). The caller checks
/// `out` for write errors.
void WriteGraph(const Graph& graph, std::ostream& out, size_t threads = 1,
                size_t min_slice_nodes = 8192, size_t max_slice_nodes = size_t{1} << 16);

/// One argument as Python source (`[1, -2]`, `torch.bfloat16`, `'avg'`, `1e-05`).
std::string FormatArgument(const Graph& graph, const Argument& arg);

/// A value's print_readable annotation ("bf16[8, 4]", "Sym(512)"), or "" when it
/// has none (tuples, None, opaque values). As `print_readable(include_stride=True,
/// include_device=True)` writes them, a tensor's strides follow its shape when
/// they are stated ("f32[64, 8][1, 64]") and its device when one was given
/// ("...cpu", "...cuda:0"): the dump read back has the same storages
/// (sim/memory.h) and the same device-dependent results (a CPU `_embedding_bag`
/// or RNG state differs from a CUDA one). The writer formats each node's
/// ir/graph.h StatedValue.
std::string FormatAnnotation(const Value& value);

}  // namespace collopt

#endif  // COLLOPT_WRITER_GRAPH_WRITER_H_
