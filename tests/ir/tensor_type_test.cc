// Storage sizes and view strides as PyTorch computes them
// (at::detail::computeStorageNbytes, at::detail::computeStride), by hand;
// device type names interned.
#include "ir/tensor_type.h"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

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

// One copy of each name: equal names are one pointer, whoever interned them
// (here 4 threads at once); the default is "cuda", and 8 bytes in place.
TEST(DeviceType, EqualNamesAreOneInternedCopy) {
  EXPECT_EQ(DeviceType().str(), "cuda");
  EXPECT_EQ(DeviceType(), DeviceType("cuda"));
  EXPECT_EQ(&DeviceType().str(), &DeviceType(std::string("cu") + "da").str());
  EXPECT_FALSE(DeviceType("cpu") == DeviceType("cuda"));
  EXPECT_TRUE(DeviceType("meta") == std::string_view("meta"));
  EXPECT_FALSE(DeviceType("meta") == std::string_view("met"));
  std::vector<const std::string*> seen(4);
  {
    std::vector<std::jthread> threads;
    for (size_t t = 0; t < seen.size(); ++t) {
      threads.emplace_back([&seen, t] { seen[t] = &DeviceType("xpu").str(); });
    }
  }
  for (const std::string* p : seen) EXPECT_EQ(p, &DeviceType("xpu").str());
  EXPECT_EQ(sizeof(DeviceType), sizeof(void*));
  EXPECT_EQ((Device{DeviceType("cpu"), 0}), (Device{DeviceType("cpu"), 0}));
  EXPECT_FALSE((Device{DeviceType("cpu"), 0}) == (Device{DeviceType("cpu"), 1}));
}

// As str(torch.device) writes it, which the writer's annotations and the
// Python module's device arguments both use.
TEST(Device, ToStringIsTheTypeAndTheIndexWhenThereIsOne) {
  EXPECT_EQ(Device{}.ToString(), "cuda");
  EXPECT_EQ((Device{DeviceType("cpu"), -1}).ToString(), "cpu");
  EXPECT_EQ((Device{DeviceType("cuda"), 0}).ToString(), "cuda:0");
  EXPECT_EQ((Device{DeviceType("xpu"), 13}).ToString(), "xpu:13");
}

}  // namespace
}  // namespace collopt
