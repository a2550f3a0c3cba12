// support/rare_vector.h: a vector that holds nothing in place but a pointer,
// with the std::vector operations the IR uses.
#include "support/rare_vector.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace collopt {
namespace {

TEST(RareVector, EmptyUntilFilledAndOnePointerInPlace) {
  EXPECT_EQ(sizeof(RareVector<std::string>), sizeof(void*));
  RareVector<std::string> keys;
  EXPECT_TRUE(keys.empty());
  EXPECT_EQ(keys.size(), 0u);
  EXPECT_EQ(keys.begin(), keys.end());
  keys.push_back("a");
  keys.emplace_back(2, 'b');
  ASSERT_EQ(keys.size(), 2u);
  EXPECT_EQ(keys[0], "a");
  EXPECT_EQ(keys[1], "bb");
  std::string joined;
  for (const std::string& k : keys) joined += k;
  EXPECT_EQ(joined, "abb");
}

TEST(RareVector, CopiesAreDeepAndEqualityIsByElement) {
  RareVector<std::string> a;
  RareVector<std::string> b;
  EXPECT_TRUE(a == b);
  a.push_back("x");
  EXPECT_FALSE(a == b);
  RareVector<std::string> copy = a;
  EXPECT_TRUE(copy == a);
  copy[0] = "y";
  EXPECT_EQ(a[0], "x");
  EXPECT_FALSE(copy == a);
  b.push_back("x");
  EXPECT_TRUE(a == b);
  RareVector<std::string> moved = std::move(b);
  EXPECT_EQ(moved.size(), 1u);
}

TEST(RareVector, FromAndToAVectorClearAndChangeInPlace) {
  RareVector<int> none(std::vector<int>{});
  EXPECT_TRUE(none.empty());
  EXPECT_EQ(none.begin(), nullptr);  // no heap block for nothing
  RareVector<int> some(std::vector<int>{1, 2, 3});
  for (int& v : some) v *= 10;
  EXPECT_EQ(some.ToVector(), (std::vector<int>{10, 20, 30}));
  some.clear();
  EXPECT_TRUE(some.empty());
  EXPECT_TRUE(some == none);
}

TEST(RareVector, FrontBackAndReserve) {
  RareVector<int> v(std::vector<int>{1, 2, 3});
  EXPECT_EQ(v.front(), 1);
  EXPECT_EQ(v.back(), 3);
  v.back() = 30;
  v.front() = 10;
  EXPECT_EQ(v.ToVector(), (std::vector<int>{10, 2, 30}));
  RareVector<int> reserved;
  reserved.reserve(4);  // room, but nothing in it
  EXPECT_TRUE(reserved.empty());
  EXPECT_EQ(reserved.size(), 0u);
}

}  // namespace
}  // namespace collopt
