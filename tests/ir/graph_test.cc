// Graph::Reorder (an in-place permutation that may drop nodes), the name
// index, and HeapOptional, on hand-made graphs.
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

// The name index (hashes of the names, each hit checked against the node's
// name) through a clone, additions, a duplicate and a reorder that drops.
TEST(GraphNames, FoundAfterCloneAddAndReorder) {
  auto graph = LoadText(kGraph);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  Graph& g = *graph;
  Graph copy = g.Clone();
  Node e;
  e.name = "e";
  e.op = NodeOp::kCallFunction;
  e.target = "aten.relu.default";
  const NodeId e_id = copy.AddNode(e);
  EXPECT_EQ(copy.FindNode("e"), e_id);
  EXPECT_EQ(g.FindNode("e"), kNoNode);  // the clone's index is its own
  // A second node of a name already there: the first keeps it.
  EXPECT_EQ(copy.FindNode("a"), 1);
  Node a_again = e;
  a_again.name = "a";
  copy.AddNode(a_again);
  EXPECT_EQ(copy.FindNode("a"), 1);
  // Names that differ only by a suffix, and ones never added.
  EXPECT_EQ(copy.FindNode("a_1"), kNoNode);
  EXPECT_EQ(copy.FindNode(""), kNoNode);
  // After a reorder that drops d, a new node may take d's name.
  const NodeId x = g.FindNode("x"), a = g.FindNode("a"), b = g.FindNode("b");
  const NodeId c = g.FindNode("c"), out = g.output();
  g.Reorder({x, a, b, c, out});
  EXPECT_EQ(g.FindNode("d"), kNoNode);
  Node d;
  d.name = "d";
  d.op = NodeOp::kCallFunction;
  d.target = "aten.neg.default";
  EXPECT_EQ(g.AddNode(d), 5);
  EXPECT_EQ(g.FindNode("d"), 5);
  EXPECT_EQ(g.FindNode("c"), 3);
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
