// collopt/verify/gather_groups.h — which process groups gather parameters.
//
// Translation validation names a value that an all_gather reads on another
// rank in one of two exact ways (verify/layout.h AllGathered): one atom per member
// ("x on member i of g"), or one gathered atom for the whole group
// ("all_gather over g of x"). The per-member form proves chunked
// computations over gathered activations (async TP computes an all_gather's
// rows rank by rank); the gathered form keeps a weight gathered from 256
// ranks one piece instead of 256, so every op downstream of it is one cell
// instead of 256 (the shared Llama-3-8B graphs verify 3-26x faster). The choice is
// made per group, once, over both graphs, so both graphs name each value
// alike: a group gathers whole when every all_gather over it, in either
// graph, reads a value computed from graph inputs alone (parameters, and
// their casts, views and bucket copies: FSDP's all_gathers), and per member
// otherwise.
#ifndef COLLOPT_VERIFY_GATHER_GROUPS_H_
#define COLLOPT_VERIFY_GATHER_GROUPS_H_

#include <cstddef>
#include <string>
#include <vector>

#include "ir/graph.h"

namespace collopt::verify {

/// The process-group keys (ProcessGroupKey's text, sorted) over which every
/// all_gather_into_tensor of every graph in `graphs` reads a value that no
/// collective, wait or communication op lies upstream of. O(nodes): one
/// pass over each graph's targets finds its all_gathers, and the nodes
/// upstream of their inputs are walked once, up to the first op that
/// communicates; the graphs read side by side on up to `threads` threads.
std::vector<std::string> ParameterGatherGroups(const std::vector<const Graph*>& graphs,
                                               size_t threads = 1);

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_GATHER_GROUPS_H_
