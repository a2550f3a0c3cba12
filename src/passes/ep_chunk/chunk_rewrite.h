// collopt/passes/ep_chunk/chunk_rewrite.h — an expert-parallel region
// (passes/ep_chunk/region.h) rewritten into k column chunks, so that one chunk's
// combine all_to_all overlaps the next chunk's expert matmul.
//
// With c = d/k columns (chunk j = columns [j·c, (j+1)·c) of the hidden dim):
//  - each head reads `slice(W, -1, j·c, (j+1)·c)`: the same dot products for
//    fewer output columns, so the rewrite is exact;
//  - each pre and post node is rebuilt on its chunk: a factory buffer
//    (`empty`/`full`) as a narrower factory, one per factory and chunk even
//    when several regions share it (Inductor shares one zero buffer among
//    layers), any other buffer as a column slice;
//  - chunk j is exchanged by its own all_to_all_single with C's split sizes
//    and group (`NAME_c<j>`, like every chunk node);
//  - `cat(dim=-1)` of the k post chains replaces `stop` (`STOP_cat`), and each
//    side value for its other users, just before the first of them.
// Placement (priorities for PlaceRewritten): chunk after chunk where C's
// input was computed (matmul, unpermute, exchange), so chunk j's exchange
// runs while chunk j+1's matmul computes; the waits and post chains chunk
// after chunk where C's wait was; nodes between D's wait and `stop` that do
// not depend on D (shared experts, the permutation setup, weight
// all_gathers) just before D's wait, in their order, into the dispatch
// window. Split sizes, the dispatch and every tensor outside the region stay
// as they are, so data-dependent split sizes need no new symbol.
#ifndef COLLOPT_PASSES_EP_CHUNK_CHUNK_REWRITE_H_
#define COLLOPT_PASSES_EP_CHUNK_CHUNK_REWRITE_H_

#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "ir/graph.h"
#include "passes/ep_chunk/region.h"

namespace collopt {

/// Rewrites `regions` (found on this graph, each with an empty reason and a
/// hidden size k divides) into k column chunks in place; the graph is
/// renumbered. O((N + E) log N). Error (Internal): a region that does not
/// qualify, or a shape rule rejecting a rebuilt node.
absl::Status ChunkEpRegions(Graph& graph, const std::vector<EpRegion>& regions, int64_t k);

}  // namespace collopt

#endif  // COLLOPT_PASSES_EP_CHUNK_CHUNK_REWRITE_H_
