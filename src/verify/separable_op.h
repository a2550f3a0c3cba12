// collopt/verify/separable_op.h — ops that act on each index of some dims
// independently, and the chunking identities that follow.
//
// An op is separable along an output dim when each index of that dim is
// computed from the same index of one dim of some operands alone: every dim
// of a pointwise op (but for broadcast operands), the kept dims of a
// reduction, the rows of mm's first operand and the columns of its second,
// the columns of a reduce_scatter / all_reduce / all_to_all's [G, M] input.
// For such an op, f(cat(a, b)) = cat(f(a), f(b)) and f(x[i:j]) = f(x)[i:j]
// along that dim. ApplySeparable uses both to give one term to a result
// however its operands were cut:
//
// 1. the output is cut into cells at the piece boundaries of the mapped
//    operands: at every one (kFinest: collectives, whose bucketed input is
//    the members' inputs side by side), or along a dim only where every slab
//    lifts to a whole atom (kWhereLiftable: compute ops, so that a tensor
//    gathered from 64 ranks does not cut every op downstream into 64);
// 2. in each cell, an operand slab that is a row-major slab of a whole atom
//    along the mapped dim (or, of a gathered atom, every k-th index of it:
//    f(x[a::k]) = f(x)[a::k]) is lifted to that whole atom (LiftAlong), when
//    all operands mapped to the dim lift to the same extent, start and step;
// 3. each cell is one atom: the op applied to the (lifted) operand terms; the
//    cell reads the part of it the cell covers.
//
// So async TP's `mm(x[0:k], w)` ... `mm(x[k:n], w)` cat back together equals
// `mm(x, w)`, and a bucket's reduce_scatter slice equals the member's own
// reduce_scatter. The op's own arguments (reduce op, group, dtype) are part
// of the op text, so `sum` and `avg` never meet.
#ifndef COLLOPT_VERIFY_SEPARABLE_OP_H_
#define COLLOPT_VERIFY_SEPARABLE_OP_H_

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "verify/term_store.h"

namespace collopt::verify {

/// For each output dim, the (operand index, operand dim) pairs it is
/// separable along; an empty list marks a dim the op mixes (a reduced dim,
/// mm's inner dim) or one every operand broadcasts.
using SeparableDims = std::vector<std::vector<std::pair<int, int>>>;

/// Most cells one op is cut into; above it the op is applied whole (sound,
/// it only proves fewer equalities).
inline constexpr size_t kMaxCells = 4096;

/// Operand `k`'s part in every cell of the grid `cuts` (cut points per
/// output dim; cells in odometer order, the last dim fastest): each piece of
/// `x` sliced to the cells it overlaps along the output dims `dims` maps `k`
/// to (a dim it is not mapped to is whole in every cell), canonicalized.
/// O(Σ cells each piece overlaps), not O(cells · pieces).
/// Cells that differ only along dims `k` is not mapped to share one layout.
std::vector<std::shared_ptr<const Layout>> OperandCells(const Layout& x, int k,
                                                        const std::vector<Dims>& cuts,
                                                        const SeparableDims& dims);

/// Where ApplySeparable cuts the output (see the steps above).
enum class CutPolicy : uint8_t { kFinest, kWhereLiftable };

/// The layout of `op(operands...)` with result `out_shape` / `out_dtype`;
/// `dims` has one entry per output dim. Every operand is a layout. Returns
/// nullopt when a cell cannot be sliced out of an operand.
std::optional<Layout> ApplySeparable(TermStore& store, const std::string& op,
                                     const std::vector<Layout>& operands, const Dims& out_shape,
                                     DType out_dtype, const SeparableDims& dims, CutPolicy policy);

/// The dims of an elementwise op over `operand_shapes`, broadcast to
/// `out_shape` (aligned from the right; a size-1 operand dim under a larger
/// output dim is not mapped).
SeparableDims PointwiseDims(const std::vector<Dims>& operand_shapes, const Dims& out_shape);

/// The dims of a reduction of operand 0 (rank `rank`) over `reduced`
/// (normalized, distinct), keeping reduced dims as size 1 when `keepdim`.
SeparableDims ReductionDims(int rank, const std::vector<int>& reduced, bool keepdim);

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_SEPARABLE_OP_H_
