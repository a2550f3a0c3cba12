// Communication barriers as fences (analysis/barrier_fences.h): the segments
// they cut, and PriorityTopologicalOrder keeping every call on its key's side
// of each barrier (mylib.exchange: a custom op, whose communication collopt
// cannot see).
#include "analysis/barrier_fences.h"

#include <string>
#include <vector>

#include "analysis/topological_order.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::NodeNames;

// p, q; y = relu(p) (a local copy of an input: not fenced); x = exchange(y)
// (the barrier); z = mm(p, q) (fenced).
Graph Load() {
  LoadOptions options;
  options.shape.allow_unknown_ops = true;
  auto g = testing::LoadText(testing::Module(R"(p: "f32[4, 4]", q: "f32[4, 4]")",
                                             "y = torch.ops.aten.relu.default(p)\n"
                                             "x = torch.ops.mylib.exchange.default(y)\n"
                                             "z = torch.ops.aten.mm.default(p, q)\n"
                                             "return (x, z)"),
                             options);
  EXPECT_TRUE(g.ok()) << g.status().message();
  return g.ok() ? std::move(*g) : Graph();
}

TEST(BarrierFences, SegmentsInProgramOrder) {
  const Graph g = Load();
  const BarrierFences f = FindBarrierFences(g);
  ASSERT_EQ(f.barriers.size(), 1U);
  EXPECT_EQ(g.node(f.barriers[0]).name, "x");
  std::vector<int32_t> segments(f.segment.begin(), f.segment.end());
  EXPECT_EQ(segments, (std::vector<int32_t>{0, 0, 0, 1, 1, 1}));  // p q y x z output
  EXPECT_FALSE(IsBarrierNode(g.node(g.FindNode("y"))));
  EXPECT_TRUE(IsBarrierNode(g.node(g.FindNode("x"))));
}

// y is keyed last (it may move: input-only), so without the fence z (key 2,
// after the barrier's 1) would be placed before the barrier, which waits for
// y.
TEST(BarrierFences, PriorityOrderKeepsEachCallOnItsKeysSide) {
  const Graph g = Load();
  std::vector<double> key = {0, 0.5, 3, 1, 2, 5};  // p q y x z output
  auto order = PriorityTopologicalOrder(g, key);
  ASSERT_TRUE(order.ok()) << order.status().message();
  EXPECT_EQ(NodeNames(g, *order), (std::vector<std::string>{"p", "q", "y", "x", "z", "output"}));
  // z keyed before the barrier goes before it.
  key[4] = 0.75;
  order = PriorityTopologicalOrder(g, key);
  ASSERT_TRUE(order.ok());
  EXPECT_EQ(NodeNames(g, *order), (std::vector<std::string>{"p", "q", "z", "y", "x", "output"}));
}

}  // namespace
}  // namespace collopt
