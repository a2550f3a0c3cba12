// collopt/cli/default_graph.h — the embedded default input.
//
// A 2-layer FSDP MLP training step on 8 ranks, forward and backward in one
// graph, in print_readable format with annotations: each bf16 weight is
// all-gathered on process group '0' before use and each fp32 gradient is
// reduce-scattered ('avg') after. Written by the collopt team for the README's
// quick start; real inputs are read from files.
#ifndef COLLOPT_CLI_DEFAULT_GRAPH_H_
#define COLLOPT_CLI_DEFAULT_GRAPH_H_

#include <string_view>

namespace collopt {

/// Name used in diagnostics and reports for the embedded graph.
inline constexpr std::string_view kDefaultGraphName = "<embedded: fsdp_mlp_2layer>";

/// The embedded graph's text.
std::string_view DefaultGraphText();

}  // namespace collopt

#endif  // COLLOPT_CLI_DEFAULT_GRAPH_H_
