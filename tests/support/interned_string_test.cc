// support/interned_string.h: one process-wide copy per text, held by pointer.
#include "support/interned_string.h"

#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "absl/hash/hash.h"
#include "fmt/format.h"
#include "gtest/gtest.h"

namespace collopt {
namespace {

TEST(InternedString, EqualTextsShareOneCopy) {
  EXPECT_EQ(sizeof(InternedString), sizeof(void*));
  InternedString a("aten.mm.default");
  InternedString b(std::string("aten.mm") + ".default");
  EXPECT_EQ(&a.str(), &b.str());  // the same copy
  EXPECT_TRUE(a == b);
  InternedString c = std::string_view("aten.bmm.default");
  EXPECT_NE(&a.str(), &c.str());
  EXPECT_FALSE(a == c);
  EXPECT_TRUE(InternedString().empty());
  EXPECT_EQ(&InternedString().str(), &InternedString("").str());
}

TEST(InternedString, ReadsComparesAndFormatsAsAString) {
  InternedString op = "_c10d_functional.wait_tensor.default";  // over 15 characters
  EXPECT_EQ(op.size(), 36u);
  EXPECT_TRUE(op == "_c10d_functional.wait_tensor.default");
  EXPECT_TRUE(op == std::string("_c10d_functional.wait_tensor.default"));
  EXPECT_TRUE(op == std::string_view("_c10d_functional.wait_tensor.default"));
  EXPECT_FALSE(op == "aten.mm.default");
  const std::string& text = op;
  std::string_view view = op;
  EXPECT_EQ(text, view);
  EXPECT_TRUE(InternedString("aten.add.Tensor") < InternedString("aten.mm.default"));
  EXPECT_TRUE(op < std::string("aten"));  // '_' (0x5f) < 'a' (0x61)
  EXPECT_EQ(fmt::format("{}", InternedString("output")), "output");
  EXPECT_EQ(fmt::format("{:<8}|", InternedString("output")), "output  |");
  std::ostringstream os;
  os << InternedString("x");
  EXPECT_EQ(os.str(), "x");
  EXPECT_EQ(absl::HashOf(op), absl::HashOf(std::string(op.str())));
  InternedString copy = op;
  copy = "aten.view.default";
  EXPECT_EQ(op.str(), "_c10d_functional.wait_tensor.default");
  EXPECT_EQ(copy.str(), "aten.view.default");
}

TEST(InternedString, ThreadsInterningTheSameTextsGetTheSameCopies) {
  constexpr int kThreads = 4;
  constexpr int kTexts = 200;
  std::vector<std::vector<const std::string*>> seen(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([t, &seen] {
      for (int i = 0; i < kTexts; ++i) {
        seen[t].push_back(&InternedString(fmt::format("interned_test.op_{}", i)).str());
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int t = 1; t < kThreads; ++t) EXPECT_EQ(seen[t], seen[0]);
  EXPECT_EQ(*seen[0][7], "interned_test.op_7");
}

}  // namespace
}  // namespace collopt
