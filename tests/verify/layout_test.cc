// Reshape of layouts (verify/layout.h), pieces computed by hand: a piece
// read linearly becomes one piece with row-major strides times its step;
// one that is not is cut into its contiguous runs; dims a view keeps keep
// the piece's own lo, extent and stride.
#include "verify/layout.h"

#include <optional>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace collopt {
namespace {

using verify::Dims;
using verify::Layout;
using verify::Piece;

constexpr verify::TermId kA = 1;
constexpr verify::TermId kB = 2;

Piece MakePiece(Dims lo, Dims ext, verify::TermId atom, int64_t offset, Dims strides) {
  return Piece{std::move(lo), std::move(ext), atom, verify::kSelfPath, offset, std::move(strides)};
}

// The pieces of `x` reshaped to `shape` (none, and a failure, when it is
// no view), the result's shape checked.
std::vector<Piece> Reshaped(const Layout& x, const Dims& shape) {
  const std::optional<Layout> y = verify::Reshape(x, shape);
  if (!y) {
    ADD_FAILURE() << "no view";
    return {};
  }
  EXPECT_EQ(y->shape, shape);
  return y->pieces;
}

TEST(Reshape, AWholeRowMajorPieceIsOnePieceOfTheNewShape) {
  const Layout x{DType::kFloat32, {4, 6}, {MakePiece({0, 0}, {4, 6}, kA, 3, {6, 1})}};
  EXPECT_EQ(Reshaped(x, {2, 12}), std::vector{MakePiece({0, 0}, {2, 12}, kA, 3, {12, 1})});
}

TEST(Reshape, AStepKeepsItsStepAndAUnitDimHasStrideZero) {
  // Every second element of a [48] atom, as [4, 6]: read with step 2.
  const Layout x{DType::kFloat32, {4, 6}, {MakePiece({0, 0}, {4, 6}, kA, 0, {12, 2})}};
  EXPECT_EQ(Reshaped(x, {24}), std::vector{MakePiece({0}, {24}, kA, 0, {2})});
  EXPECT_EQ(Reshaped(x, {1, 24}), std::vector{MakePiece({0, 0}, {1, 24}, kA, 0, {0, 2})});
}

TEST(Reshape, APieceOfAWiderAtomIsCutIntoItsRows) {
  // The first 6 columns of a [4, 10] atom, flattened: 4 runs of 6.
  const Layout x{DType::kFloat32, {4, 6}, {MakePiece({0, 0}, {4, 6}, kA, 0, {10, 1})}};
  std::vector<Piece> rows;
  for (int64_t r = 0; r < 4; ++r) rows.push_back(MakePiece({6 * r}, {6}, kA, 10 * r, {1}));
  EXPECT_EQ(Reshaped(x, {24}), rows);
}

TEST(Reshape, DimsTheViewKeepsKeepEachPiecesOwn) {
  // [4, 3] of two atoms' rows (A rows 0-1, B rows 2-3) viewed as [2, 2, 3]:
  // the rows split, the columns stay as they were.
  const Layout x{
      DType::kFloat32,
      {4, 3},
      {MakePiece({0, 0}, {2, 3}, kA, 0, {3, 1}), MakePiece({2, 0}, {2, 3}, kB, 0, {3, 1})}};
  EXPECT_EQ(Reshaped(x, {2, 2, 3}),
            (std::vector{MakePiece({0, 0, 0}, {1, 2, 3}, kA, 0, {0, 3, 1}),
                         MakePiece({1, 0, 0}, {1, 2, 3}, kB, 0, {0, 3, 1})}));
  // A column slice of each (columns 1-2 of a [*, 3] atom) keeps its offset.
  const Layout cols{
      DType::kFloat32,
      {4, 2},
      {MakePiece({0, 0}, {2, 2}, kA, 1, {3, 1}), MakePiece({2, 0}, {2, 2}, kB, 1, {3, 1})}};
  EXPECT_EQ(Reshaped(cols, {2, 2, 2}),
            (std::vector{MakePiece({0, 0, 0}, {1, 2, 2}, kA, 1, {0, 3, 1}),
                         MakePiece({1, 0, 0}, {1, 2, 2}, kB, 1, {0, 3, 1})}));
}

TEST(Reshape, ADifferentElementCountIsNoView) {
  const Layout x{DType::kFloat32, {4, 6}, {MakePiece({0, 0}, {4, 6}, kA, 0, {6, 1})}};
  EXPECT_FALSE(verify::Reshape(x, {5, 5}).has_value());
}

}  // namespace
}  // namespace collopt
