// Graph::Reorder (an in-place permutation that may drop nodes) and
// HeapOptional, on hand-made graphs.
#include "ir/graph.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "support/heap_optional.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::LoadText;

// x → a → b, x → c, output(b, c); d unused.
const char* kGraph =
    "class G(torch.nn.Module):\n"
    "    def forward(self, x: \"f32[4]\"):\n"
    "        a: \"f32[4]\" = torch.ops.aten.relu.default(x)\n"
    "        d: \"f32[4]\" = torch.ops.aten.neg.default(x)\n"
    "        b: \"f32[4]\" = torch.ops.aten.neg.default(a)\n"
    "        c: \"f32[4]\" = torch.ops.aten.relu.default(x)\n"
    "        return (b, c)\n";

std::vector<std::string> Names(const Graph& g) {
  std::vector<std::string> out;
  for (const Node& n : g.nodes()) out.push_back(n.name);
  return out;
}

TEST(GraphReorder, PermutesDropsAndRemapsInPlace) {
  auto graph = LoadText(kGraph);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  Graph& g = *graph;
  const NodeId x = g.FindNode("x"), a = g.FindNode("a"), d = g.FindNode("d");
  const NodeId b = g.FindNode("b"), c = g.FindNode("c"), out = g.output();
  ASSERT_EQ(g.size(), 6u);
  // A 3-cycle (a, c, b move), d dropped.
  g.Reorder({x, c, a, b, out});
  EXPECT_EQ(Names(g), (std::vector<std::string>{"x", "c", "a", "b", "output"}));
  for (size_t i = 0; i < g.size(); ++i) EXPECT_EQ(g.node(static_cast<NodeId>(i)).id, i);
  EXPECT_EQ(g.FindNode("d"), kNoNode);
  EXPECT_EQ(g.FindNode("c"), 1);
  EXPECT_EQ(g.FindNode("b"), 3);
  EXPECT_EQ(g.output(), 4);
  // b reads a (now 2); a and c read x (0); x's users are a and c.
  EXPECT_EQ(g.node(3).args[0].node, 2);
  EXPECT_EQ(g.node(2).args[0].node, 0);
  EXPECT_EQ(g.node(0).users, (std::vector<NodeId>{1, 2}));
  EXPECT_EQ(g.node(2).users, (std::vector<NodeId>{3}));
  EXPECT_EQ(g.node(3).value.ToString(), "f32[4]");
  (void)d;
}

TEST(HeapOptional, ValueSemantics) {
  HeapOptional<std::string> empty;
  EXPECT_FALSE(empty.has_value());
  EXPECT_TRUE(empty == std::nullopt);
  HeapOptional<std::string> s = std::string("ag");
  HeapOptional<std::string> copy = s;
  *copy += "_bucket";
  EXPECT_EQ(*s, "ag");  // a deep copy
  EXPECT_EQ(*copy, "ag_bucket");
  HeapOptional<std::string> moved = std::move(copy);
  EXPECT_EQ(moved->size(), 9u);
  moved = std::optional<std::string>("q");
  EXPECT_EQ(*moved, "q");
  moved = std::nullopt;
  EXPECT_FALSE(moved.has_value());
  EXPECT_THROW((void)moved.value(), std::bad_optional_access);
  moved.emplace(3, 'x');
  EXPECT_EQ(*moved, "xxx");
  EXPECT_TRUE(moved == HeapOptional<std::string>(std::string("xxx")));
}

}  // namespace
}  // namespace collopt
