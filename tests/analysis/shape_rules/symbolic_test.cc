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

// A dropless MoE's split sizes, as the forward PyTorch 2.6 compiles
// (tests/torch/captured/expert_parallel_dropless.0.log): torch._check_is_size
// and torch._check(sum(send) == 16) become _assert_scalar nodes; the hints
// follow them (16 shared by u0, u1), u2 keeps the fallback under its bound,
// and shapes built from the sum meet the 16 tokens.
TEST(SymbolicShapes, UnbackedHintsFollowTheGraphsAssertions) {
  std::string text = testing::Module(
      R"(counts: "i64[3]", x: "f32[16, 32]")",
      "s0 = torch.ops.aten.select.int(counts, 0, 0)\n"
      "u0 = torch.ops.aten._local_scalar_dense.default(s0)\n"
      "ge = u0 >= 0\n"
      "a0 = torch.ops.aten._assert_scalar.default(ge, 'u0 >= 0')\n"
      "s1 = torch.ops.aten.select.int(counts, 0, 1)\n"
      "u1 = torch.ops.aten._local_scalar_dense.default(s1)\n"
      "s2 = torch.ops.aten.select.int(counts, 0, 2)\n"
      "u2 = torch.ops.aten._local_scalar_dense.default(s2)\n"
      "le = 100 >= u2\n"
      "a1 = torch.ops.aten._assert_scalar.default(le, 'u2 <= 100')\n"
      "sym_sum: \"Sym(u0 + u1)\" = torch.sym_sum((u0, u1))\n"
      "eq: \"Sym(Eq(u0 + u1, 17))\" = sym_sum == 17\n"
      "a2 = torch.ops.aten._assert_scalar.default(eq, 'Eq(u0 + u1, 17)')\n"
      "e = torch.ops.aten.empty.memory_format([sym_sum, 32], dtype = torch.float32, "
      "device = device(type='cpu'), pin_memory = False)\n"
      "m = torch.ops.aten.mul.Tensor(e, x)\n"
      "return (m, u2)");
  auto graph = testing::LoadText(text);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(testing::TypeOf(*graph, "u0"), "Sym(9*)");  // 17 = 9 + 8
  EXPECT_EQ(testing::TypeOf(*graph, "u1"), "Sym(8*)");
  EXPECT_EQ(testing::TypeOf(*graph, "u2"), "Sym(100*)");  // the fallback 8192, bounded
  EXPECT_EQ(testing::TypeOf(*graph, "eq"), "Sym(True)");  // the asserted sum holds
  EXPECT_EQ(testing::TypeOf(*graph, "e"), "f32[17*, 32]");
  EXPECT_EQ(testing::TypeOf(*graph, "m"), "f32[16, 32]");  // x's 16 rows: equal at run time
}

// PyTorch broadcasts and expands a symbolic size against a different
// concrete one size-obliviously (equal by its runtime check): so does
// collopt, keeping the concrete size.
TEST(SymbolicShapes, SymbolicSizesBroadcastSizeObliviously) {
  std::string text =
      testing::Module(R"x(n: "Sym(u0 + u1)", x: "f32[16, 32]", g: "f32[16, 1]")x",
                      "e = torch.ops.aten.empty.memory_format([n, 32], dtype = torch.float32, "
                      "device = device(type='cpu'), pin_memory = False)\n"
                      "m = torch.ops.aten.mul.Tensor(g, e)\n"
                      "x2 = torch.ops.aten.expand.default(x, [n, 32])\n"
                      "return (m, x2)");
  auto graph = testing::LoadText(text);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(testing::TypeOf(*graph, "m"), "f32[16, 32]");
  EXPECT_EQ(testing::TypeOf(*graph, "x2"), "f32[16*, 32]");
}

}  // namespace
}  // namespace collopt
