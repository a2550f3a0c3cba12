// Graph::Reorder (an in-place permutation that may drop nodes), the name
// index, and HeapOptional, on hand-made graphs.
#include "ir/graph.h"

#include <algorithm>
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
  EXPECT_EQ(g.node(0).users, (UserList{1, 2}));
  EXPECT_EQ(g.node(2).users, (UserList{3}));
  EXPECT_EQ(g.node(3).value.ToString(), "f32[4]");
  (void)d;
}

// x, then n0 … n39 each reading x (any order of them is topological), and
// the output of all of them; Reorder's result must not depend on how it
// moves the nodes (a longest increasing run swept left and right, the rest
// held aside or left past the kept count): orders that keep most nodes in
// place, reverse them, shuffle them, drop some and bring the last first.
TEST(GraphReorder, AnyOrderOfIndependentNodes) {
  constexpr int kCount = 40;
  std::string text = "class G(torch.nn.Module):\n    def forward(self, x: \"f32[4]\"):\n";
  std::string outputs;
  for (int i = 0; i < kCount; ++i) {
    text += "        n" + std::to_string(i) + ": \"f32[4]\" = torch.ops.aten.relu.default(x)\n";
    outputs += "n" + std::to_string(i) + ", ";
  }
  text += "        return (" + outputs + ")\n";
  auto loaded = LoadText(text);
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  // Each order below lists the ids of the kept n0 … n39 (1 … 40).
  std::vector<int> identity(kCount), reversed(kCount), moved, dropped, shuffled;
  for (int i = 0; i < kCount; ++i) identity[i] = reversed[kCount - 1 - i] = i + 1;
  moved = identity;  // n30 moved to the front, n3 to the back, n10…n12 reversed
  moved.erase(moved.begin() + 30);
  moved.insert(moved.begin(), 31);
  moved.erase(std::find(moved.begin(), moved.end(), 4));
  moved.push_back(4);
  std::reverse(std::find(moved.begin(), moved.end(), 11),
               std::find(moved.begin(), moved.end(), 14));
  for (int i = 0; i < kCount; ++i) {
    if (i % 7 != 3) dropped.push_back(i + 1);
  }
  std::swap(dropped[0], dropped[5]);
  for (int i = 0; i < kCount; ++i) shuffled.push_back((i * 17) % kCount + 1);
  // n0…n9 dropped, n35…n39 (past the kept count) first.
  std::vector<int> tail_first;
  for (int i = 35; i < kCount; ++i) tail_first.push_back(i + 1);
  for (int i = 10; i < 35; ++i) tail_first.push_back(i + 1);
  for (const auto& middle : {identity, reversed, moved, dropped, shuffled, tail_first}) {
    Graph g = loaded->Clone();
    std::vector<NodeId> order = {0};
    for (int id : middle) order.push_back(id);
    std::vector<std::string> expected = {"x"};
    for (int id : middle) expected.push_back("n" + std::to_string(id - 1));
    expected.push_back("output");
    // The output goes last, reading the kept nodes.
    g.mutable_node(g.output()).args = {
        Argument::NodeList(std::vector<NodeId>(middle.begin(), middle.end()))};
    g.RebuildUsers();
    order.push_back(g.output());
    g.Reorder(order);
    ASSERT_EQ(Names(g), expected);
    UserList users;
    for (size_t i = 0; i < g.size(); ++i) {
      const Node& n = g.node(static_cast<NodeId>(i));
      EXPECT_EQ(n.id, static_cast<NodeId>(i));
      EXPECT_EQ(g.FindNode(n.name), n.id);
      if (i > 0 && i + 1 < g.size()) {
        EXPECT_EQ(n.args[0].node, 0);
        EXPECT_EQ(n.users, (UserList{static_cast<NodeId>(g.size() - 1)}));
        users.push_back(n.id);
      }
    }
    EXPECT_EQ(g.node(0).users, users);
    EXPECT_EQ(g.output(), static_cast<NodeId>(g.size() - 1));
    EXPECT_EQ(g.node(g.output()).args[0].items.size(), middle.size());
  }
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
