// LatestReachingKey, PriorityTopologicalOrder and InputOnlyNodes, with the
// scenarios of PyTorch's TestBitsetAncestors (shared/reference/
// pytorch_overlap_passes.md §5.1): a diamond, a 100-node chain, two
// interleaved chains with sparse keys, and a mixed graph checked against a
// breadth-first search.
#include "analysis/reachability.h"

#include <cmath>
#include <queue>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "analysis/topological_order.h"
#include "fmt/format.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::MustLoad;
using testing::NodeNames;

// a → {b, c} → d → e.
constexpr const char* kDiamond =
    "b = torch.ops.aten.neg.default(a)\n"
    "c = torch.ops.aten.abs.default(a)\n"
    "d = torch.ops.aten.add.Tensor(b, c)\n"
    "e = torch.ops.aten.relu.default(d)\n"
    "return (e,)";

Graph Diamond() { return MustLoad(R"(a: "f32[4]")", kDiamond); }

// x → n1 → n2 → … → n<length-1>: `length` nodes before the output.
Graph Chain(int length) {
  std::string body;
  std::string previous = "x";
  for (int i = 1; i < length; ++i) {
    std::string name = fmt::format("n{}", i);
    body += name + " = torch.ops.aten.neg.default(" + previous + ")\n";
    previous = name;
  }
  body += "return (" + previous + ",)";
  return MustLoad(R"(x: "f32[4]")", body);
}

std::vector<double> PositionKey(const Graph& graph) {
  std::vector<double> key(graph.size());
  for (size_t i = 0; i < key.size(); ++i) key[i] = static_cast<double>(i);
  return key;
}

TEST(LatestReachingKey, Diamond) {
  Graph graph = Diamond();
  std::vector<NodeId> keys;
  for (const char* name : {"a", "b", "c", "d", "e"}) keys.push_back(graph.FindNode(name));
  LatestReachingKey reach(graph, keys);
  ASSERT_EQ(reach.size(), 5u);
  EXPECT_EQ(reach.Latest(0), -1);  // a: nothing before it
  EXPECT_EQ(reach.Latest(1), 0);   // b ← a
  EXPECT_EQ(reach.Latest(2), 0);   // c ← a, not b (siblings)
  EXPECT_EQ(reach.Latest(3), 2);   // d ← c (and b, a)
  EXPECT_EQ(reach.Latest(4), 3);   // e ← d
  EXPECT_TRUE(reach.ReachedFromRange(0, 2));
  EXPECT_FALSE(reach.ReachedFromRange(1, 2));  // the run [b] does not reach c
}

TEST(LatestReachingKey, PathsThroughNodesThatAreNotKeys) {
  Graph graph = Diamond();
  LatestReachingKey reach(graph, {graph.FindNode("a"), graph.FindNode("e")});
  EXPECT_EQ(reach.Latest(1), 0);
  LatestReachingKey siblings(graph, {graph.FindNode("b"), graph.FindNode("c")});
  EXPECT_EQ(siblings.Latest(1), -1);
}

TEST(LatestReachingKey, NoKeys) {
  Graph graph = Diamond();
  LatestReachingKey reach(graph, {});
  EXPECT_EQ(reach.size(), 0u);
}

TEST(LatestReachingKey, HundredNodeChain) {
  Graph graph = Chain(100);
  std::vector<NodeId> keys;
  for (NodeId id = 0; id < 100; ++id) keys.push_back(id);
  LatestReachingKey reach(graph, keys);
  for (size_t i = 0; i < 100; ++i) EXPECT_EQ(reach.Latest(i), static_cast<int64_t>(i) - 1);
}

TEST(LatestReachingKey, TwoInterleavedChainsWithSparseKeys) {
  // Chains x → p1 → p2 … and y → q1 → q2 …, written interleaved; every
  // third node of each chain is a key: each key's latest reaching key is
  // the previous key of its own chain, two keys back.
  std::string body;
  std::string p = "x";
  std::string q = "y";
  for (int i = 1; i < 120; ++i) {
    std::string pi = fmt::format("p{}", i);
    std::string qi = fmt::format("q{}", i);
    body += pi + " = torch.ops.aten.neg.default(" + p + ")\n";
    body += qi + " = torch.ops.aten.neg.default(" + q + ")\n";
    p = pi;
    q = qi;
  }
  body += "return (" + p + ", " + q + ")";
  Graph graph = MustLoad(R"(x: "f32[4]", y: "f32[4]")", body);
  std::vector<NodeId> keys;
  for (int i = 3; i < 120; i += 3) {
    keys.push_back(graph.FindNode(fmt::format("p{}", i)));
    keys.push_back(graph.FindNode(fmt::format("q{}", i)));
  }
  LatestReachingKey reach(graph, keys);
  for (size_t i = 0; i < keys.size(); ++i) {
    EXPECT_EQ(reach.Latest(i), i < 2 ? -1 : static_cast<int64_t>(i) - 2) << i;
  }
}

TEST(LatestReachingKey, MatchesBreadthFirstSearchOnAMixedGraph) {
  // Node i adds nodes i-1 and i-7 (when they exist): paths skip and merge.
  std::string body = "n1 = torch.ops.aten.neg.default(x)\n";
  for (int i = 2; i < 150; ++i) {
    std::string a = fmt::format("n{}", i - 1);
    std::string b = i > 7 && i % 3 == 0 ? fmt::format("n{}", i - 7) : a;
    body += fmt::format("n{} = torch.ops.aten.add.Tensor({}, {})\n", i, i % 5 == 0 ? "x" : a, b);
  }
  body += "return (n149,)";
  Graph graph = MustLoad(R"(x: "f32[4]")", body);
  std::vector<NodeId> keys;
  for (int i = 1; i < 150; i += 4) keys.push_back(graph.FindNode(fmt::format("n{}", i)));
  LatestReachingKey reach(graph, keys);
  for (size_t i = 0; i < keys.size(); ++i) {
    // Ancestors of keys[i] by a backward search.
    std::vector<bool> seen(graph.size(), false);
    std::vector<NodeId> stack = {keys[i]};
    while (!stack.empty()) {
      NodeId n = stack.back();
      stack.pop_back();
      ForEachInput(graph.node(n), [&](NodeId in) {
        if (!seen[static_cast<size_t>(in)]) {
          seen[static_cast<size_t>(in)] = true;
          stack.push_back(in);
        }
      });
    }
    int64_t expected = -1;
    for (size_t j = 0; j < i; ++j) {
      if (seen[static_cast<size_t>(keys[j])]) expected = static_cast<int64_t>(j);
    }
    EXPECT_EQ(reach.Latest(i), expected) << i;
  }
}

TEST(PriorityTopologicalOrder, PositionKeyGivesProgramOrder) {
  Graph graph = Diamond();
  auto order = PriorityTopologicalOrder(graph, PositionKey(graph));
  ASSERT_TRUE(order.ok()) << order.status().message();
  ASSERT_EQ(order->size(), graph.size());
  for (size_t i = 0; i < order->size(); ++i) EXPECT_EQ((*order)[i], static_cast<NodeId>(i));

  Graph chain = Chain(150);
  auto chain_order = PriorityTopologicalOrder(chain, PositionKey(chain));
  ASSERT_TRUE(chain_order.ok());
  for (size_t i = 0; i < chain_order->size(); ++i) {
    EXPECT_EQ((*chain_order)[i], static_cast<NodeId>(i));
  }
}

TEST(PriorityTopologicalOrder, CustomKeyWithinDependencies) {
  Graph graph = Diamond();
  std::vector<double> key = PositionKey(graph);
  key[static_cast<size_t>(graph.FindNode("c"))] = 0.5;  // c before b
  auto order = PriorityTopologicalOrder(graph, key);
  ASSERT_TRUE(order.ok());
  EXPECT_EQ(NodeNames(graph, *order),
            (std::vector<std::string>{"a", "c", "b", "d", "e", "output"}));

  // Keys never beat dependencies: e wants to go first, b last.
  key = PositionKey(graph);
  key[static_cast<size_t>(graph.FindNode("e"))] = -10;
  key[static_cast<size_t>(graph.FindNode("b"))] = 100;
  order = PriorityTopologicalOrder(graph, key);
  ASSERT_TRUE(order.ok());
  EXPECT_EQ(NodeNames(graph, *order),
            (std::vector<std::string>{"a", "c", "b", "d", "e", "output"}));

  // The output stays last whatever its key.
  key = PositionKey(graph);
  key[static_cast<size_t>(graph.output())] = -1;
  order = PriorityTopologicalOrder(graph, key);
  ASSERT_TRUE(order.ok());
  EXPECT_EQ(order->back(), graph.output());
}

TEST(PriorityTopologicalOrder, TiesGoToTheSmallerId) {
  Graph graph = Diamond();
  std::vector<double> key(graph.size(), 0.0);
  auto order = PriorityTopologicalOrder(graph, key);
  ASSERT_TRUE(order.ok());
  EXPECT_EQ(NodeNames(graph, *order),
            (std::vector<std::string>{"a", "b", "c", "d", "e", "output"}));
}

// Kahn's algorithm with one heap of every ready node, smallest (key, id)
// first: the definition PriorityTopologicalOrder's sorted walk must match.
std::vector<NodeId> HeapKahn(const Graph& graph, const std::vector<double>& key) {
  std::vector<int32_t> missing(graph.size(), 0);
  for (const Node& node : graph.nodes()) {
    for (NodeId user : node.users) ++missing[static_cast<size_t>(user)];
  }
  using Entry = std::pair<double, NodeId>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> ready;
  for (const Node& node : graph.nodes()) {
    if (missing[static_cast<size_t>(node.id)] == 0 && node.op != NodeOp::kOutput) {
      ready.emplace(key[static_cast<size_t>(node.id)], node.id);
    }
  }
  std::vector<NodeId> order;
  while (!ready.empty()) {
    const NodeId id = ready.top().second;
    ready.pop();
    order.push_back(id);
    for (NodeId user : graph.node(id).users) {
      if (--missing[static_cast<size_t>(user)] == 0 && graph.node(user).op != NodeOp::kOutput) {
        ready.emplace(key[static_cast<size_t>(user)], user);
      }
    }
  }
  order.push_back(graph.output());
  return order;
}

// Random DAGs (each node reads one or two earlier ones) under keys that are
// the position moved by up to ±k (many not topological: readers keyed before
// what they read, as a rewrite's new nodes are) and rounded (ties).
TEST(PriorityTopologicalOrder, MatchesKahnWithOneHeapOnRandomGraphs) {
  std::mt19937 rng(7);
  for (int round = 0; round < 20; ++round) {
    const int n = 50 + 25 * round;
    std::string body;
    std::vector<std::string> names = {"x"};
    for (int i = 1; i < n; ++i) {
      const std::string a = names[rng() % names.size()];
      const std::string b = names[rng() % names.size()];
      names.push_back(fmt::format("n{}", i));
      body +=
          names.back() + (rng() % 2 == 0 ? " = torch.ops.aten.neg.default(" + a + ")\n"
                                         : " = torch.ops.aten.add.Tensor(" + a + ", " + b + ")\n");
    }
    body += "return (" + names.back() + ", " + names[names.size() / 2] + ")";
    const Graph graph = MustLoad(R"(x: "f32[4]")", body);
    const double spread = 1 + round % 5 * 10;
    std::uniform_real_distribution<double> shift(-spread, spread);
    std::vector<double> key = PositionKey(graph);
    for (double& k : key) k = std::round(k + shift(rng));
    if (round % 2 == 1) {
      // A rewrite's pattern: the last nodes (its new ones) keyed anywhere
      // among the others.
      std::uniform_real_distribution<double> anywhere(0, n);
      for (size_t i = key.size() * 3 / 4; i < key.size(); ++i) key[i] = anywhere(rng);
    }
    auto order = PriorityTopologicalOrder(graph, key);
    ASSERT_TRUE(order.ok()) << order.status().message();
    EXPECT_EQ(*order, HeapKahn(graph, key)) << "round " << round;
  }
}

TEST(PriorityTopologicalOrder, CycleIsAnError) {
  Graph graph = Diamond();
  // b = neg(d): b → d → b.
  graph.mutable_node(graph.FindNode("b")).args[0] = Argument::Node(graph.FindNode("d"));
  graph.RebuildUsers();
  auto order = PriorityTopologicalOrder(graph, PositionKey(graph));
  ASSERT_FALSE(order.ok());
  EXPECT_EQ(order.status().code(), absl::StatusCode::kInternal);
  EXPECT_EQ(order.status().message(), "cycle or missing input through node 'b'");
}

TEST(PriorityTopologicalOrder, InputOnlyNodesOfACastOfParameterChain) {
  Graph graph =
      MustLoad(R"(w: "f32[8, 4]", v: "f32[8, 4]", x: "f32[4, 4]")",
               "cast = torch.ops.prims.convert_element_type.default(w, torch.bfloat16)\n"
               "flat = torch.ops.aten.view.default(cast, [-1])\n"
               "cast_v = torch.ops.prims.convert_element_type.default(v, torch.bfloat16)\n"
               "flat_v = torch.ops.aten.view.default(cast_v, [-1])\n"
               "joined = torch.ops.aten.cat.default([flat, flat_v])\n"
               "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(joined, 2, '0')\n"
               "ag_w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
               "used = torch.ops.aten.add.Tensor(ag_w, 1)\n"
               "sq = torch.ops.aten.mm.default(x, x)\n"
               "zeros = torch.ops.aten.full.default([4, 4], 0.0, dtype = torch.float32, device = "
               "device(type='cuda', index=0), pin_memory = False)\n"
               "both = torch.ops.aten.add.Tensor(sq, zeros)\n"
               "pair = torch.ops.aten.add.Tensor(w, v)\n"
               "mixed = torch.ops.aten.mul.Tensor(used, 2)\n"
               "return (mixed, both, pair)");
  std::vector<bool> input_only = InputOnlyNodes(graph);
  ASSERT_EQ(input_only.size(), graph.size());
  std::vector<std::string> only;
  for (const Node& node : graph.nodes()) {
    if (input_only[static_cast<size_t>(node.id)]) only.push_back(node.name);
  }
  // Chains of single-input ops from one graph input (mm(x, x) reads one
  // distinct input), a node without inputs, and the cat of such chains.
  // Not: placeholders, collectives, waits and their users, and nodes reading
  // two distinct inputs (both, pair).
  EXPECT_EQ(only, (std::vector<std::string>{"cast", "flat", "cast_v", "flat_v", "joined", "sq",
                                            "zeros"}));
}

}  // namespace
}  // namespace collopt
