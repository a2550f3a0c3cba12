// collopt/frontend/finalize_graph.h — checks and facts every reader adds.
//
// After a frontend has built the nodes, FinalizeGraph:
//  - fills CollectiveInfo for each collective from its arguments
//    (`all_gather_into_tensor(input, group_size, group_name)`,
//    `reduce_scatter_tensor(input, reduce_op, group_size, group_name)`,
//    `all_reduce(input, reduce_op, group_name)`,
//    `all_to_all_single(input, output_split_sizes, input_split_sizes, group_name)`,
//    `broadcast(input, src, group_name)`; argument layouts from
//    torch/csrc/distributed/c10d/Functional.cpp);
//  - completes the process-group table: a group named by a collective but
//    not declared is added with the size its collectives state; a stated size
//    that contradicts the table is an error;
//  - checks that every wait_tensor waits on a collective (directly or through
//    a chain of waits).
// Errors are located at the offending node.
#ifndef COLLOPT_FRONTEND_FINALIZE_GRAPH_H_
#define COLLOPT_FRONTEND_FINALIZE_GRAPH_H_

#include "absl/status/status.h"
#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {

absl::Status FinalizeGraph(const SourceFile& file, Graph& graph);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_FINALIZE_GRAPH_H_
