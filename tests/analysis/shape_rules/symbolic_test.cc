// Symbolic scalars: Python semantics on hints; data-dependent values.
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferType;

TEST(SymbolicShapes, PythonArithmeticOnHints) {
  std::string params = R"(a: "bf16[100, 16]")";
  std::string body =
      "s = torch.ops.aten.sym_size.int(a, 0)\n"
      "b = s + 64\n"
      "c = b - 1\n"
      "d = c // 8\n"
      "e = -7 // 2\n"
      "f = -7 % 3\n"
      "g = d >= 20\n"
      "return (a,)";
  EXPECT_EQ(InferType(params, body, "s"), "Sym(100)");
  EXPECT_EQ(InferType(params, body, "d"), "Sym(20)");  // (100 + 64 - 1) // 8
  EXPECT_EQ(InferType(params, body, "e"), "Sym(-4)");  // floor, not truncation
  EXPECT_EQ(InferType(params, body, "f"), "Sym(2)");
  EXPECT_EQ(InferType(params, body, "g"), "Sym(True)");
}

TEST(SymbolicShapes, UnbackedScalarUsesTheHintOption) {
  std::string text =
      testing::Module(R"(counts: "i64[8]")",
                      "select = torch.ops.aten.select.int(counts, 0, 3)\n"
                      "u = torch.ops.aten._local_scalar_dense.default(select)\n"
                      "n = torch.sym_sum((u, u, 1))\n"
                      "full = torch.ops.aten.full.default([n], -1, dtype = torch.int32, device = "
                      "device(type='cuda', index=0), pin_memory = False)\n"
                      "return (full,)");
  LoadOptions options;
  options.shape.unbacked_symint_hint = 100;
  auto graph = testing::LoadText(text, options);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(testing::TypeOf(*graph, "u"), "Sym(100*)");
  EXPECT_EQ(testing::TypeOf(*graph, "n"), "Sym(201*)");
  EXPECT_EQ(testing::TypeOf(*graph, "full"), "i32[201*]");
}

}  // namespace
}  // namespace collopt
