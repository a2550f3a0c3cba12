// Raw TORCH_LOGS=post_grad_graphs logs (frontend/torch_log.h): records picked
// out of interleaved ranks and loggers, by index and compile id, at the log's
// own line numbers.
#include "frontend/torch_log.h"

#include <string>

#include "api/load.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

// Two ranks' forward graphs interleaved line by line, a backward on rank 0
// ([1/0]), another logger's line in between, and colour codes on one line.
constexpr const char* kLog =
    "[rank0]:V1124 16:29:37.981000 17669 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs] TRACED GRAPH\n"
    "[rank1]:V1124 16:29:37.990000 17670 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs] TRACED GRAPH\n"
    "[rank0]:V1124 16:29:37.981000 17669 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]  ===== AFTER POST GRAD =====\n"
    "[rank1]:V1124 16:29:37.990000 17670 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]  ===== AFTER POST GRAD =====\n"
    "[rank0]:V1124 16:29:37.981000 17669 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]  /usr/lib/python3/dist-packages/torch/fx/_lazy_graph_module.py "
    "class GraphModule(torch.nn.Module):\n"
    "[rank1]:V1124 16:29:37.990000 17670 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]  /usr/lib/python3/dist-packages/torch/fx/_lazy_graph_module.py "
    "class GraphModule(torch.nn.Module):\n"
    "[rank0]:V1124 16:29:37.981000 17669 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]     def forward(self, x: \"f32[8, 4][4, 1]cpu\"):\n"
    "[rank1]:V1124 16:29:37.990000 17670 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]     def forward(self, x: \"f32[8, 2][2, 1]cpu\"):\n"
    "[rank0]:I1124 16:29:37.985000 17669 torch/_dynamo/eval_frame.py:398] [0/0] "
    "something else\n"
    "[rank0]:V1124 16:29:37.981000 17669 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]         \x1b[31mrelu\x1b[0m: \"f32[8, 4][4, 1]cpu\" = "
    "torch.ops.aten.relu.default(x);  x = None\n"
    "[rank1]:V1124 16:29:37.990000 17670 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]         relu: \"f32[8, 2][2, 1]cpu\" = "
    "torch.ops.aten.relu.default(x);  x = None\n"
    "[rank0]:V1124 16:29:37.981000 17669 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]         return (relu,)\n"
    "[rank1]:V1124 16:29:37.990000 17670 torch/_inductor/compile_fx.py:910] [0/0] "
    "[__post_grad_graphs]         return (relu,)\n"
    "[rank0]:V1124 16:29:39.100000 17669 torch/_inductor/compile_fx.py:910] [1/0] "
    "[__post_grad_graphs] TRACED GRAPH\n"
    "[rank0]:V1124 16:29:39.100000 17669 torch/_inductor/compile_fx.py:910] [1/0] "
    "[__post_grad_graphs]  ===== AFTER POST GRAD =====\n"
    "[rank0]:V1124 16:29:39.100000 17669 torch/_inductor/compile_fx.py:910] [1/0] "
    "[__post_grad_graphs]  /x.py class GraphModule(torch.nn.Module):\n"
    "[rank0]:V1124 16:29:39.100000 17669 torch/_inductor/compile_fx.py:910] [1/0] "
    "[__post_grad_graphs]     def forward(self, y: \"bf16[3][1]cpu\"):\n"
    "[rank0]:V1124 16:29:39.100000 17669 torch/_inductor/compile_fx.py:910] [1/0] "
    "[__post_grad_graphs]         neg: \"bf16[3][1]cpu\" = torch.ops.aten.neg.default(y)\n"
    "[rank0]:V1124 16:29:39.100000 17669 torch/_inductor/compile_fx.py:910] [1/0] "
    "[__post_grad_graphs]         return (neg,)\n";

absl::StatusOr<Graph> Load(const std::string& compile_id, int64_t index) {
  LoadOptions options;
  options.compile_id = compile_id;
  options.graph_index = index;
  return LoadGraphFromSource(SourceFile("run.log", kLog), options);
}

TEST(TorchLog, FirstRecordIsRankZerosForward) {
  EXPECT_TRUE(LooksLikeTorchLog(kLog));
  auto graph = Load("", 0);
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(testing::TypeOf(*graph, "relu"), "f32[8, 4]");
  EXPECT_TRUE(graph->host_is_device);  // captured on the CPU
  NodeId relu = graph->FindNode("relu");
  EXPECT_EQ(graph->node(relu).line, 10);  // the log's own line
}

TEST(TorchLog, RecordsByIndexAndCompileId) {
  auto rank1 = Load("", 1);
  ASSERT_TRUE(rank1.ok()) << rank1.status().message();
  EXPECT_EQ(testing::TypeOf(*rank1, "relu"), "f32[8, 2]");
  auto backward = Load("1/0", 0);
  ASSERT_TRUE(backward.ok()) << backward.status().message();
  EXPECT_EQ(testing::TypeOf(*backward, "neg"), "bf16[3]");
  auto third = Load("", 2);
  ASSERT_TRUE(third.ok());
  EXPECT_EQ(testing::TypeOf(*third, "neg"), "bf16[3]");
}

TEST(TorchLog, MissingRecordNamesHowManyThereAre) {
  auto graph = Load("0/0", 2);
  ASSERT_FALSE(graph.ok());
  EXPECT_EQ(graph.status().message(),
            "run.log: error: the TORCH_LOGS log has 2 post-grad graphs with compile id 0/0; "
            "graph 2 was asked for");
}

}  // namespace
}  // namespace collopt
