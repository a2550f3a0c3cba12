// collopt/analysis/parameter_collectives.h — the FSDP collectives of each parameter.
//
// FSDP2 gathers each parameter before its forward (and again in backward) and
// reduce-scatters its gradient; in a traced graph these are the collectives
// PyTorch's manual bucketer keeps (shared/reference/pytorch_overlap_passes.md
// §2.6, `is_fsdp_all_gather` / "consumed by output only", PR #172905):
//  - an FSDP all_gather reads a graph input through single-input ops (the
//    parameter shard, usually cast to bf16 first);
//  - an FSDP reduce_scatter (or HSDP all_reduce) is one whose wait reaches
//    only the graph output, through single-input ops (views, casts, another
//    gradient collective): the gradient it produces is a graph output.
// Parameters are identified the way AOT autograd numbers them: an input named
// `primals_N` is forward input N-1; a gradient at position k of the output
// tuple is the gradient of forward input k (AOT autograd's backward returns
// one gradient per forward input, None for the others). Inputs not named
// `primals_N` count by their position among the graph inputs, so a forward
// graph with any names works; a backward graph needs the `primals_N` names to
// link a parameter's all_gather with its reduce_scatter.
// O(N + E).
#ifndef COLLOPT_ANALYSIS_PARAMETER_COLLECTIVES_H_
#define COLLOPT_ANALYSIS_PARAMETER_COLLECTIVES_H_

#include <cstdint>
#include <string>
#include <vector>

#include "ir/graph.h"

namespace collopt {

/// One parameter of the graph and its FSDP collectives.
struct Parameter {
  /// Forward input index (see above); parameters are sorted by it.
  int64_t index = 0;
  /// The graph input's name (`primals_5`, `arg4_1`), or `primals_{index+1}` /
  /// `output[k]` for a parameter the graph only reduces.
  std::string name;
  std::vector<NodeId> all_gathers;      // program order
  std::vector<NodeId> reduce_scatters;  // gradient reduce_scatters, program order
  std::vector<NodeId> all_reduces;      // gradient all_reduces (HSDP), program order
};

/// The parameters that have at least one FSDP collective, by index.
std::vector<Parameter> FindParameters(const Graph& graph);

/// The graph input an FSDP all_gather gathers, or kNoNode when `collective`
/// is not one.
NodeId GatheredParameter(const Graph& graph, NodeId collective);

/// The output-tuple position of the gradient a reduce_scatter / all_reduce
/// produces, or -1 when its result is used by anything but the output.
int64_t GradientOutputIndex(const Graph& graph, NodeId collective);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_PARAMETER_COLLECTIVES_H_
