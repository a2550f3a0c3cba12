// collopt/analysis/unbacked_hints.h — hints for data-dependent sizes from the
// graph's own runtime assertions.
//
// A data-dependent ("unbacked") int, `aten._local_scalar_dense` (`.item()`,
// `.tolist()`), has no value at compile time; PyTorch records what the
// program promised about it as `aten._assert_scalar(cond)` nodes:
// `torch._check_is_size(u0)` gives `u0 >= 0`, bounds from the program
// (`u0 <= 16`), and `torch._check(sum(splits) == n)` gives
// `Eq(u0 + u1, n)` (the split sizes of a dropless MoE's token all_to_all).
// Each symbol's hint is the shape-inference fallback
// (ShapeOptions::unbacked_symint_hint, Inductor's `unbacked_symint_fallback`)
// clamped to its asserted bounds; a symbol pinned by `Eq(u, c)` is c; the free
// symbols of an asserted sum `Eq(u_1 + … + u_k, c)` share what the pinned
// ones leave of c evenly (the first ones one more when it does not divide),
// clamped to their bounds. A sum spread evenly is what a balanced router
// gives; the point is that shapes built from the sum broadcast against `n`
// as they do in PyTorch, and that collectives move n rows, not k · 8192.
//
// Recognised conditions: `operator.{le,lt,ge,gt,eq}(E, c)` (or c on the
// left) with c an int literal and E a `_local_scalar_dense` node, or
// `torch.sym_sum([…])` / `operator.add` of them. Anything else is ignored.
// O(N).
#ifndef COLLOPT_ANALYSIS_UNBACKED_HINTS_H_
#define COLLOPT_ANALYSIS_UNBACKED_HINTS_H_

#include <cstdint>

#include "absl/container/flat_hash_map.h"
#include "ir/graph.h"

namespace collopt {

/// `_local_scalar_dense` node → hint, for the nodes some assertion
/// constrains (others keep `fallback`). Reads node arguments only (runs
/// before shape inference).
absl::flat_hash_map<NodeId, int64_t> UnbackedHintsFromAssertions(const Graph& graph,
                                                                 int64_t fallback);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_UNBACKED_HINTS_H_
