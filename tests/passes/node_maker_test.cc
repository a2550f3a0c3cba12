// NodeMaker (passes/node_maker.h): the names it gives new nodes. A free stem
// is used as it is; a taken one gets the first free `_N` after the suffix
// last given for it, holes below that included when the stem is new to the
// maker; and a node is typed by its shape rule.
#include "passes/node_maker.h"

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::MustLoad;
using testing::TypeOf;

constexpr char kMakerParams[] = R"(x: "f32[8, 4]")";
// Taken names: relu, relu_1 and relu_3 (relu_2 is free); neg is free.
constexpr char kMakerBody[] = R"(relu: "f32[8, 4]" = torch.ops.aten.relu.default(x)
relu_1: "f32[8, 4]" = torch.ops.aten.relu.default(relu)
relu_3: "f32[8, 4]" = torch.ops.aten.relu.default(relu_1)
return (relu_3,))";

std::vector<std::string> AddRelus(Graph& graph, const std::vector<std::string>& stems) {
  NodeMaker make(graph, "test");
  std::vector<std::string> names;
  for (const std::string& stem : stems) {
    auto id = make.Add(stem, "aten.relu.default", {Argument::Node(graph.FindNode("x"))}, "");
    EXPECT_TRUE(id.ok()) << id.status().message();
    if (!id.ok()) return names;
    names.push_back(graph.node(*id).name);
  }
  return names;
}

TEST(NodeMaker, TakenStemsGetTheNextFreeSuffixFreeStemsStayAsTheyAre) {
  Graph graph = MustLoad(kMakerParams, kMakerBody);
  const std::vector<std::string> names =
      AddRelus(graph, {"relu", "neg", "relu", "neg", "relu", "neg", "bucket0_flat_0"});
  EXPECT_EQ(names, (std::vector<std::string>{"relu_2", "neg", "relu_4", "neg_1", "relu_5", "neg_2",
                                             "bucket0_flat_0"}));
  for (const std::string& name : names) EXPECT_NE(graph.FindNode(name), kNoNode) << name;
  EXPECT_EQ(graph.size(), 5U + names.size());  // x, three relus, output and the added
}

TEST(NodeMaker, AStemTakenBeforeThisMakerIsProbedFromItsFirstSuffix) {
  Graph graph = MustLoad(kMakerParams, kMakerBody);
  // The first maker leaves "neg" taken; a second one learns it from the graph.
  EXPECT_EQ(AddRelus(graph, {"neg", "relu"}), (std::vector<std::string>{"neg", "relu_2"}));
  EXPECT_EQ(AddRelus(graph, {"neg", "neg", "relu"}),
            (std::vector<std::string>{"neg_1", "neg_2", "relu_4"}));
}

TEST(NodeMaker, TheNewNodeIsTypedByItsShapeRuleAndErrorsNameTheRewrite) {
  Graph graph = MustLoad(kMakerParams, kMakerBody);
  NodeMaker make(graph, "bucket");
  auto id = make.Add("flat", "aten.reshape.default",
                     {Argument::Node(graph.FindNode("x")), Argument::IntList({-1})}, "");
  ASSERT_TRUE(id.ok()) << id.status().message();
  EXPECT_EQ(TypeOf(graph, "flat"), "f32[32]");
  auto bad = make.Add("flat", "aten.reshape.default",
                      {Argument::Node(graph.FindNode("x")), Argument::IntList({5})}, "");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInternal);
  EXPECT_TRUE(
      absl::StartsWith(bad.status().message(), "bucket node 'flat_1' (aten.reshape.default): "))
      << bad.status().message();
}

}  // namespace
}  // namespace collopt
