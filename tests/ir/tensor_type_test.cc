// Storage sizes and view strides as PyTorch computes them
// (at::detail::computeStorageNbytes, at::detail::computeStride), by hand.
#include "ir/tensor_type.h"

#include <gtest/gtest.h>

namespace collopt {
namespace {

TensorType Tensor(std::vector<int64_t> dims, std::vector<int64_t> strides) {
  return TensorType{DType::kFloat32, ConcreteShape(dims), std::move(strides), Device{}};
}

TEST(TensorType, StorageBytesCoverTheStridedExtent) {
  EXPECT_EQ(Tensor({4, 8}, {}).storage_bytes(), 128);       // no strides stated: numel × 4
  EXPECT_EQ(Tensor({4, 8}, {8, 1}).storage_bytes(), 128);   // contiguous
  EXPECT_EQ(Tensor({4, 8}, {16, 1}).storage_bytes(), 224);  // (1 + 3·16 + 7) × 4
  EXPECT_EQ(Tensor({4, 8}, {0, 1}).storage_bytes(), 32);    // expanded rows share 8 floats
  EXPECT_EQ(Tensor({0, 8}, {8, 1}).storage_bytes(), 0);
}

TEST(TensorType, ViewStridesAsComputeStride) {
  using Strides = std::vector<int64_t>;
  // Contiguous [8, 16] → [128]; [2, 4, 16].
  EXPECT_EQ(ViewStrides(ConcreteShape({8, 16}), {16, 1}, ConcreteShape({128})), Strides{1});
  EXPECT_EQ(ViewStrides(ConcreteShape({8, 16}), {16, 1}, ConcreteShape({2, 4, 16})),
            (Strides{64, 16, 1}));
  // Its transpose [16, 8] strides [1, 16]: no flat view; splitting dim 0 is one.
  EXPECT_EQ(ViewStrides(ConcreteShape({16, 8}), {1, 16}, ConcreteShape({128})), std::nullopt);
  EXPECT_EQ(ViewStrides(ConcreteShape({16, 8}), {1, 16}, ConcreteShape({4, 4, 8})),
            (Strides{4, 1, 16}));
  // A column slice [8, 8] strides [16, 1]: rows split, not flattened.
  EXPECT_EQ(ViewStrides(ConcreteShape({8, 8}), {16, 1}, ConcreteShape({2, 4, 8})),
            (Strides{64, 16, 1}));
  EXPECT_EQ(ViewStrides(ConcreteShape({8, 8}), {16, 1}, ConcreteShape({64})), std::nullopt);
  // Size-1 dims take any stride.
  EXPECT_EQ(ViewStrides(ConcreteShape({1, 8}), {999, 1}, ConcreteShape({8})), Strides{1});
}

}  // namespace
}  // namespace collopt
