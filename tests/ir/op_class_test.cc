// The op's name without its overload (OpBaseName), and HasOpBase, which
// must agree with comparing it on every target shape: with an overload, one
// dot only, none, a longer op sharing the prefix, another namespace.
#include "ir/op_class.h"

#include <string_view>

#include "gtest/gtest.h"

namespace collopt {
namespace {

TEST(OpClass, OpBaseNameDropsTheOverloadOnly) {
  EXPECT_EQ(OpBaseName("aten.mm.default"), "aten.mm");
  EXPECT_EQ(OpBaseName("aten.add.Tensor"), "aten.add");
  EXPECT_EQ(OpBaseName("_c10d_functional.wait_tensor.default"), "_c10d_functional.wait_tensor");
  EXPECT_EQ(OpBaseName("higher_order.flex_attention"), "higher_order.flex_attention");
  EXPECT_EQ(OpBaseName("getitem"), "getitem");
  EXPECT_EQ(OpBaseName(""), "");
}

TEST(OpClass, HasOpBaseIsOpBaseNameCompared) {
  for (std::string_view base : {"aten.reshape", "aten.cat", "aten._unsafe_view"}) {
    for (std::string_view target :
         {"aten.reshape.default", "aten.reshape", "aten.reshape_as.default", "aten.reshap",
          "aten.cat.default", "aten.cat.out", "aten.catx.default", "aten.cat", "aten._unsafe_view",
          "aten._unsafe_view.default", "prims.reshape.default", "reshape", "", "aten.",
          "aten.cat.default.extra"}) {
      EXPECT_EQ(HasOpBase(target, base), OpBaseName(target) == base)
          << "target '" << target << "', base '" << base << "'";
    }
  }
  EXPECT_TRUE(HasOpBase("aten.reshape.default", "aten.reshape"));
  EXPECT_FALSE(HasOpBase("aten.reshape_as.default", "aten.reshape"));
}

}  // namespace
}  // namespace collopt
