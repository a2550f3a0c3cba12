// KeyReachability, PriorityTopologicalOrder and InputOnlyNodes, with the
// scenarios of PyTorch's TestBitsetAncestors (shared/reference/
// pytorch_overlap_passes.md §5.1): a diamond's truth table, a 100-node chain
// and, beyond the reference, chains with more than 64 keys so that the
// 64-key chunks of KeyReachability are crossed.
#include "analysis/reachability.h"

#include <string>
#include <vector>

#include "analysis/topological_order.h"
#include "fmt/format.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::MustLoad;

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

std::vector<std::string> Names(const Graph& graph, const std::vector<NodeId>& ids) {
  std::vector<std::string> names;
  for (NodeId id : ids) names.push_back(graph.node(id).name);
  return names;
}

std::vector<double> PositionKey(const Graph& graph) {
  std::vector<double> key(graph.size());
  for (size_t i = 0; i < key.size(); ++i) key[i] = static_cast<double>(i);
  return key;
}

TEST(KeyReachability, DiamondTruthTable) {
  Graph graph = Diamond();
  const std::vector<std::string> names = {"a", "b", "c", "d", "e"};
  // Keys in reverse program order: indices are not positions.
  std::vector<NodeId> keys;
  for (auto it = names.rbegin(); it != names.rend(); ++it) keys.push_back(graph.FindNode(*it));
  KeyReachability reach(graph, keys);
  ASSERT_EQ(reach.size(), 5u);
  auto index = [&](const std::string& name) {
    for (size_t i = 0; i < reach.size(); ++i) {
      if (graph.node(reach.key(i)).name == name) return i;
    }
    ADD_FAILURE() << "no key " << name;
    return size_t{0};
  };
  const std::vector<std::pair<std::string, std::string>> edges = {
      {"a", "b"}, {"a", "c"}, {"a", "d"}, {"a", "e"}, {"b", "d"},
      {"b", "e"}, {"c", "d"}, {"c", "e"}, {"d", "e"}};
  for (const std::string& from : names) {
    for (const std::string& to : names) {
      bool expected = false;
      for (const auto& [f, t] : edges) expected = expected || (f == from && t == to);
      EXPECT_EQ(reach.Reaches(index(from), index(to)), expected) << from << " → " << to;
    }
  }
  // Ancestor counts 0/1/1/3/4; d and e share exactly {a, b, c}.
  std::vector<int> ancestors;
  for (const std::string& to : names) {
    int count = 0;
    for (const std::string& from : names) count += reach.Reaches(index(from), index(to)) ? 1 : 0;
    ancestors.push_back(count);
  }
  EXPECT_EQ(ancestors, (std::vector<int>{0, 1, 1, 3, 4}));
  int shared = 0;
  for (const std::string& from : names) {
    shared += reach.Reaches(index(from), index("d")) && reach.Reaches(index(from), index("e"));
  }
  EXPECT_EQ(shared, 3);
  // b and c are independent both ways (has_dep is symmetric).
  EXPECT_FALSE(reach.Reaches(index("b"), index("c")));
  EXPECT_FALSE(reach.Reaches(index("c"), index("b")));
}

TEST(KeyReachability, PathsThroughNodesThatAreNotKeys) {
  Graph graph = Diamond();
  KeyReachability reach(graph, {graph.FindNode("a"), graph.FindNode("e")});
  EXPECT_TRUE(reach.Reaches(0, 1));
  EXPECT_FALSE(reach.Reaches(1, 0));
  EXPECT_FALSE(reach.Reaches(0, 0));  // a path has one or more edges
  KeyReachability siblings(graph, {graph.FindNode("c"), graph.FindNode("b")});
  EXPECT_FALSE(siblings.Reaches(0, 1));
  EXPECT_FALSE(siblings.Reaches(1, 0));
}

TEST(KeyReachability, NoKeys) {
  Graph graph = Diamond();
  KeyReachability reach(graph, {});
  EXPECT_EQ(reach.size(), 0u);
}

TEST(KeyReachability, HundredNodeChain) {
  Graph graph = Chain(100);
  std::vector<NodeId> keys;
  for (NodeId id = 0; id < 100; ++id) keys.push_back(id);
  KeyReachability reach(graph, keys);
  int ancestors_of_50 = 0;
  for (size_t from = 0; from < 100; ++from) ancestors_of_50 += reach.Reaches(from, 50) ? 1 : 0;
  EXPECT_EQ(ancestors_of_50, 50);
  int descendants_of_50 = 0;
  for (size_t to = 0; to < 100; ++to) descendants_of_50 += reach.Reaches(50, to) ? 1 : 0;
  EXPECT_EQ(descendants_of_50, 49);
}

TEST(KeyReachability, TwoHundredKeysCrossTheWordBoundary) {
  Graph graph = Chain(200);
  std::vector<NodeId> keys;
  for (NodeId id = 0; id < 200; ++id) keys.push_back(id);
  KeyReachability reach(graph, keys);
  ASSERT_EQ(reach.size(), 200u);
  int wrong = 0;
  for (size_t i = 0; i < 200; ++i) {
    for (size_t j = 0; j < 200; ++j) {
      if (reach.Reaches(i, j) != (i < j)) {
        if (++wrong <= 5) ADD_FAILURE() << "Reaches(" << i << ", " << j << ")";
      }
    }
  }
  EXPECT_EQ(wrong, 0);
}

TEST(KeyReachability, ShuffledKeysAcrossChunks) {
  // Key index ≠ position, and every chunk of 64 keys mixes far-apart positions.
  Graph graph = Chain(200);
  std::vector<NodeId> keys;
  for (int i = 0; i < 200; ++i) keys.push_back(static_cast<NodeId>((i * 73) % 200));
  KeyReachability reach(graph, keys);
  int wrong = 0;
  for (size_t i = 0; i < 200; ++i) {
    EXPECT_EQ(reach.key(i), keys[i]);
    for (size_t j = 0; j < 200; ++j) {
      if (reach.Reaches(i, j) != (keys[i] < keys[j])) {
        if (++wrong <= 5) ADD_FAILURE() << "keys " << keys[i] << " → " << keys[j];
      }
    }
  }
  EXPECT_EQ(wrong, 0);
}

TEST(KeyReachability, TwoInterleavedChainsWithSparseKeys) {
  // Chains x → p1 → p2 … and y → q1 → q2 …, written interleaved; every
  // third node of each chain is a key (≥ 64 keys, paths through non-keys).
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
  std::vector<int> chain;  // 0 = p, 1 = q
  std::vector<int> step;
  for (int i = 3; i < 120; i += 3) {
    for (int c = 0; c < 2; ++c) {
      keys.push_back(graph.FindNode(fmt::format("{}{}", c == 0 ? "p" : "q", i)));
      chain.push_back(c);
      step.push_back(i);
    }
  }
  ASSERT_GT(keys.size(), 64u);
  KeyReachability reach(graph, keys);
  int wrong = 0;
  for (size_t i = 0; i < keys.size(); ++i) {
    for (size_t j = 0; j < keys.size(); ++j) {
      bool expected = chain[i] == chain[j] && step[i] < step[j];
      if (reach.Reaches(i, j) != expected) ++wrong;
    }
  }
  EXPECT_EQ(wrong, 0);
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
  EXPECT_EQ(Names(graph, *order), (std::vector<std::string>{"a", "c", "b", "d", "e", "output"}));

  // Keys never beat dependencies: e wants to go first, b last.
  key = PositionKey(graph);
  key[static_cast<size_t>(graph.FindNode("e"))] = -10;
  key[static_cast<size_t>(graph.FindNode("b"))] = 100;
  order = PriorityTopologicalOrder(graph, key);
  ASSERT_TRUE(order.ok());
  EXPECT_EQ(Names(graph, *order), (std::vector<std::string>{"a", "c", "b", "d", "e", "output"}));

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
  EXPECT_EQ(Names(graph, *order), (std::vector<std::string>{"a", "b", "c", "d", "e", "output"}));
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
