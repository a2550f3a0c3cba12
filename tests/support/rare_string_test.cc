// support/rare_string.h: a string that holds nothing in place but a pointer,
// read as a std::string.
#include "support/rare_string.h"

#include <map>
#include <sstream>
#include <string>
#include <string_view>

#include "absl/hash/hash.h"
#include "fmt/format.h"
#include "gtest/gtest.h"

namespace collopt {
namespace {

TEST(RareString, EmptyHoldsNothingAndOnePointerInPlace) {
  EXPECT_EQ(sizeof(RareString), sizeof(void*));
  RareString none;
  EXPECT_TRUE(none.empty());
  EXPECT_EQ(none.size(), 0u);
  EXPECT_EQ(none.str(), "");
  EXPECT_TRUE(RareString(std::string()).empty());  // an empty text holds nothing
  EXPECT_TRUE(none == RareString(""));
}

TEST(RareString, ReadsComparesAndCopiesAsAString) {
  RareString group = std::string("tp");
  EXPECT_FALSE(group.empty());
  EXPECT_EQ(group.size(), 2u);
  EXPECT_TRUE(group == "tp");
  EXPECT_TRUE(group == std::string("tp"));
  EXPECT_TRUE(group == std::string_view("tp"));
  EXPECT_FALSE(group == "fsdp");
  const std::string& text = group;
  EXPECT_EQ(text, "tp");
  std::string_view view = group;
  EXPECT_EQ(view, "tp");
  RareString copy = group;
  copy = std::string_view("ep");
  EXPECT_EQ(group.str(), "tp");  // deep copy
  EXPECT_EQ(copy.str(), "ep");
  EXPECT_TRUE(copy < group);  // ordered by text: "ep" < "tp"
  EXPECT_EQ(fmt::format("[{}]", group), "[tp]");
  EXPECT_EQ(fmt::format("[{:>4}]", group), "[  tp]");
  std::ostringstream os;
  os << group;
  EXPECT_EQ(os.str(), "tp");
  EXPECT_EQ(absl::HashOf(group), absl::HashOf(std::string("tp")));
  std::map<std::string, int, std::less<>> by_name{{"tp", 1}};
  EXPECT_EQ(by_name.find(std::string_view(group))->second, 1);
}

}  // namespace
}  // namespace collopt
