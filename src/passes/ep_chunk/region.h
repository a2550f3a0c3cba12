// collopt/passes/ep_chunk/region.h — the expert-parallel regions of a graph: a
// dispatch all_to_all, the expert compute, and the combine all_to_all that
// returns the rows, matched for ep-chunk-overlap (passes/ep_chunk_overlap.h;
// the rewrite is passes/ep_chunk/chunk_rewrite.h).
//
// A region is a dispatch all_to_all_single D and the next all_to_all_single
// C on the same process group whose split sizes are D's swapped (C's output
// splits are D's input splits and back: the combine returns each row to the
// rank it came from) and whose input depends on D's result; a combine is
// never the dispatch of a later region (with constant splits, the backward's
// combine of one layer and the dispatch of the next look alike). Matched
// around C, whose input rows have d columns (the hidden size):
//
//   pre:  the nodes computing C's input from expert matmuls — heads
//         `_grouped_mm(A, W[G, F, d], offs)` or `mm(A, W[F, d])`, then any of
//         index_put(buf, [rows], ·) (the unpermute), slice of another dim,
//         add/sub/mul of two such values, convert_element_type, view keeping
//         the last dim; each used only inside the region;
//   post: from C's wait, while a user of the value acts row by row on it:
//         index_put(buf, [rows], ·), view keeping the last dim,
//         convert_element_type, bmm(a, ·), squeeze of another dim, mul by a
//         number. The last one is `stop`. A post value with other users too
//         (a forward's activation saved for the backward) is `side`.
//
// A region that cannot be chunked carries the reason: an all_to_all not
// waited by one wait_tensor, rows with no or a symbolic hidden dim, no expert
// matmul, a node that cannot be split by columns (named), an intermediate
// used outside, or already chunked (a head reads a column slice of its
// weight: collopt's own output).
#ifndef COLLOPT_PASSES_EP_CHUNK_REGION_H_
#define COLLOPT_PASSES_EP_CHUNK_REGION_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ir/graph.h"

namespace collopt {

/// The op targets the MoE region matcher and its chunk rewrite both use.
namespace ep_ops {
inline constexpr std::string_view kAllToAll = "_c10d_functional.all_to_all_single.default";
inline constexpr std::string_view kWait = "_c10d_functional.wait_tensor.default";
inline constexpr std::string_view kSlice = "aten.slice.Tensor";
inline constexpr std::string_view kIndexPut = "aten.index_put.default";
inline constexpr std::string_view kView = "aten.view.default";
}  // namespace ep_ops

struct EpRegion {
  NodeId dispatch = kNoNode;
  NodeId dispatch_wait = kNoNode;
  NodeId combine = kNoNode;
  NodeId combine_wait = kNoNode;
  int64_t hidden = 0;         // d, the columns of the exchanged rows
  std::vector<NodeId> heads;  // the expert matmuls whose weight columns are split
  std::vector<NodeId> pre;    // heads … the combine's input, program order
  std::vector<NodeId> post;   // after the combine's wait, in chain order
  NodeId stop = kNoNode;      // the node the cat replaces (last of post, or the wait)
  std::vector<NodeId> side;   // the wait or post nodes also read outside the chain
  std::string reason;         // why the region cannot be chunked; "" when it can
};

/// Every region of `graph`, in program order of the combines. O(N + E) per
/// region span.
std::vector<EpRegion> FindEpRegions(const Graph& graph);

/// A factory (`empty`, `full`, `zeros`) whose last size is the literal
/// `hidden`: an index_put buffer the rewrite rebuilds narrower.
bool IsBufferFactory(const Node& node, int64_t hidden);

}  // namespace collopt

#endif  // COLLOPT_PASSES_EP_CHUNK_REGION_H_
