// collopt/api/toy_graph.h — the embedded toy graph for unit tests and examples.
//
// A 2-layer FSDP MLP training step on 8 ranks, forward and backward in one
// graph, in print_readable format with annotations: each bf16 weight is
// all-gathered on process group '0' before use and each fp32 gradient is
// reduce-scattered ('avg') after. Written by the collopt team for unit tests and
// examples; the main job runs on a real graph (api/embedded_input.h).
#ifndef COLLOPT_API_TOY_GRAPH_H_
#define COLLOPT_API_TOY_GRAPH_H_

#include <string_view>

namespace collopt {

/// Name used in diagnostics and reports for the embedded graph.
inline constexpr std::string_view kToyGraphName = "<embedded: fsdp_mlp_2layer>";

/// The embedded graph's text.
std::string_view ToyGraphText();

}  // namespace collopt

#endif  // COLLOPT_API_TOY_GRAPH_H_
