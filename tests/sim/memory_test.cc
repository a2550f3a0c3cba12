// Peak memory with aliasing, computed by hand (bytes).
#include "sim/memory.h"

#include "tests/test_util.h"

namespace collopt {
namespace {

TEST(Memory, ViewKeepsItsBaseAlive) {
  auto graph = testing::LoadText(testing::Module(R"(x: "f32[10, 10]")",
                                                 "a = torch.ops.aten.relu.default(x)\n"
                                                 "v = torch.ops.aten.view.default(a, [10, 10])\n"
                                                 "c = torch.ops.aten.neg.default(x)\n"
                                                 "d = torch.ops.aten.add.Tensor(v, c)\n"
                                                 "return (d,)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  MemoryProfile m = ComputeMemoryProfile(*graph);
  // x 400 (input, always live); a +400 = 800; v aliases a; c +400 = 1200 (a is still
  // live through v); d +400 = 1600, then a and c are freed.
  EXPECT_EQ(m.input_bytes, 400);
  EXPECT_EQ(m.peak_bytes, 1600);
  EXPECT_EQ(m.peak_node, graph->FindNode("d"));
  EXPECT_EQ(m.live_bytes[static_cast<size_t>(graph->FindNode("c"))], 1200);
}

TEST(Memory, DeadValuesAreFreedAfterLastUse) {
  auto graph = testing::LoadText(testing::Module(R"(x: "f32[10, 10]")",
                                                 "a = torch.ops.aten.relu.default(x)\n"
                                                 "b = torch.ops.aten.neg.default(a)\n"
                                                 "c = torch.ops.aten.neg.default(b)\n"
                                                 "return (c,)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  MemoryProfile m = ComputeMemoryProfile(*graph);
  // a 800; b 1200 then a freed → 800; c 1200 then b freed; peak 1200.
  EXPECT_EQ(m.peak_bytes, 1200);
  EXPECT_EQ(m.live_bytes[static_cast<size_t>(graph->FindNode("c"))], 1200);
}

TEST(Memory, CollectiveOutputLivesUntilItsWaitIsUsed) {
  auto graph = testing::LoadText(
      testing::Module(R"(w: "bf16[16, 8]", x: "bf16[64, 8]")",
                      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '0')\n"
                      "y = torch.ops.aten.relu.default(x)\n"
                      "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                      "z = torch.ops.aten.add.Tensor(wt, y)\n"
                      "return (z,)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  MemoryProfile m = ComputeMemoryProfile(*graph);
  // inputs 256 + 1024; ag +1024 = 2304; y +1024 = 3328; z +1024 = 4352.
  EXPECT_EQ(m.input_bytes, 1280);
  EXPECT_EQ(m.peak_bytes, 4352);
}

}  // namespace
}  // namespace collopt
