// Inductor's memory-bound estimate: bytes read + written, tuples read whole,
// stride-0 dimensions once, views free.
#include "cost/mem_bound.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "api/load.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

int64_t BytesOf(const Graph& graph, std::string_view name) {
  return MemBoundBytes(graph, graph.node(graph.FindNode(name)));
}

TEST(MemBound, CountsInputsOutputsTuplesAndBroadcastsAsInductor) {
  Graph graph = testing::MustLoad(
      R"(x: "f32[8, 4][4, 1]cuda:0", y: "f32[4][1]cuda:0")",
      "max_1 = torch.ops.aten.max.dim(x, 0)\n"
      "getitem: \"f32[4][1]cuda:0\" = max_1[0]\n"
      "expand: \"f32[8, 4][0, 1]cuda:0\" = torch.ops.aten.expand.default(y, [8, 4])\n"
      "clone: \"f32[8, 4][4, 1]cuda:0\" = torch.ops.aten.clone.default(expand)\n"
      "add: \"f32[8, 4][4, 1]cuda:0\" = torch.ops.aten.add.Tensor(x, x)\n"
      "view: \"f32[32][1]cuda:0\" = torch.ops.aten.view.default(add, [32])\n"
      "return (getitem, clone, view)");
  EXPECT_EQ(BytesOf(graph, "max_1"), 128 + 16 + 32);  // x; values f32[4] + indices i64[4]
  EXPECT_EQ(BytesOf(graph, "getitem"), 48 + 16);      // the whole tuple, then its element
  EXPECT_EQ(BytesOf(graph, "expand"), 0);             // a view
  EXPECT_EQ(BytesOf(graph, "clone"), 16 + 128);       // stride-0 rows read once
  EXPECT_EQ(BytesOf(graph, "add"), 128 + 128);        // x read once
  EXPECT_EQ(BytesOf(graph, "view"), 0);
  const Node& add = graph.node(graph.FindNode("add"));
  EXPECT_DOUBLE_EQ(MemBoundTimeUs(graph, add, 2000), 256.0 / 2e6);
}

TEST(MemBound, KeptNodeBytesGiveTheSameBytesOnASharedGraph) {
  auto graph = LoadGraph(testing::SharedData("autoparallel_overlap/repro_llama3_8b_bw_256_2d.py"),
                         LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  std::vector<int64_t> node_bytes(graph->size(), -1);
  int64_t priced = 0;
  for (const Node& node : graph->nodes()) {
    const int64_t bytes = MemBoundBytes(*graph, node);
    EXPECT_EQ(MemBoundBytes(*graph, node, node_bytes), bytes) << node.name;
    priced += bytes > 0 ? 1 : 0;
  }
  EXPECT_GT(priced, 1000);
  // The kept bytes were read (every priced node's, and its inputs').
  EXPECT_GT(std::count_if(node_bytes.begin(), node_bytes.end(), [](int64_t b) { return b >= 0; }),
            priced);
}

}  // namespace
}  // namespace collopt
