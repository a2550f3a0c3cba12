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

// A bucket's copy chain (constant_pad_nd, then slice_scatter into the sole
// use of the buffer) is one buffer, as Inductor writes it in one kernel; a
// slice_scatter into a buffer that is read again is a new buffer.
TEST(Memory, FusedScatterChainIsOneBuffer) {
  auto graph = testing::LoadText(
      testing::Module(R"(a: "f32[10]", b: "f32[20]", c: "f32[10]")",
                      "pad = torch.ops.aten.constant_pad_nd.default(a, [0, 30], 0)\n"
                      "s1 = torch.ops.aten.slice_scatter.default(pad, b, 0, 10, 30)\n"
                      "s2 = torch.ops.aten.slice_scatter.default(s1, c, 0, 30, 40)\n"
                      "s3 = torch.ops.aten.slice_scatter.default(s2, c, 0, 0, 10)\n"
                      "n = torch.ops.aten.neg.default(s2)\n"
                      "return (s3, n)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  MemoryProfile m = ComputeMemoryProfile(*graph);
  // inputs 160; pad +160 = 320; s1, s2 write into pad's buffer; s3 reads s2,
  // which n reads too: a buffer of its own, +160 = 480; n +160 = 640.
  EXPECT_EQ(m.input_bytes, 160);
  EXPECT_EQ(m.live_bytes[static_cast<size_t>(graph->FindNode("s2"))], 320);
  EXPECT_EQ(m.live_bytes[static_cast<size_t>(graph->FindNode("s3"))], 480);
  EXPECT_EQ(m.peak_bytes, 640);
}

// Found by tests/torch/memory_reference.py (PyTorch's own storages): a strided
// input counts its whole extent; element i of a tuple with a None in it is
// element i, not i + 1; a reshape no view can do is a copy, also where the
// strides come through a view chain no annotation states.
TEST(Memory, StridedInputsCountTheirExtent) {
  // [4, 8] with strides [16, 1] (half of a [4, 16]): (1 + 3·16 + 7·1) × 4 = 224 bytes.
  auto graph = testing::LoadText(testing::Module(R"(x: "f32[4, 8][16, 1]cpu")",
                                                 "a = torch.ops.aten.relu.default(x)\n"
                                                 "return (a,)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  EXPECT_EQ(ComputeMemoryProfile(*graph).input_bytes, 224);
}

TEST(Memory, GetitemSkipsNoneElements) {
  // convolution_backward without grad_input: (None, grad_w [8, 4, 3, 3], grad_b [8]).
  auto graph = testing::LoadText(testing::Module(
      R"(g: "f32[2, 8, 6, 6]", x: "f32[2, 4, 8, 8]", w: "f32[8, 4, 3, 3]")",
      "cb = torch.ops.aten.convolution_backward.default(g, x, w, [8], [1, 1], [0, 0], "
      "[1, 1], False, [0, 0], 1, [False, True, True])\n"
      "gw = cb[1]\n"
      "gb = cb[2];  cb = None\n"
      "n = torch.ops.aten.neg.default(gb)\n"
      "return (gw, n)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  MemoryProfile m = ComputeMemoryProfile(*graph);
  // inputs 2304 + 2048 + 1152 = 5504; cb +1152 +32 = 6688; gw returned (pinned);
  // gb freed after n: n +32 = 6720.
  EXPECT_EQ(m.input_bytes, 5504);
  EXPECT_EQ(m.live_bytes[static_cast<size_t>(graph->FindNode("cb"))], 6688);
  EXPECT_EQ(m.live_bytes[static_cast<size_t>(graph->FindNode("n"))], 6720);
}

TEST(Memory, ReshapeOfANonViewableInputIsACopy) {
  auto graph =
      testing::LoadText(testing::Module(R"(x: "f32[8, 16]")",
                                        "p = torch.ops.aten.permute.default(x, [1, 0])\n"
                                        "r = torch.ops.aten.reshape.default(p, [128])\n"
                                        "s = torch.ops.aten.slice.Tensor(x, 1, 0, 8)\n"
                                        "q = torch.ops.aten.reshape.default(s, [2, 4, 8])\n"
                                        "f = torch.ops.aten.reshape.default(s, [64])\n"
                                        "return (r, q, f)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  MemoryProfile m = ComputeMemoryProfile(*graph);
  // x 512; p (strides [1, 16]) cannot be flattened: r is a copy, +512 = 1024;
  // s = x[:, :8] (strides [16, 1]): splitting its rows is a view (q), flattening
  // them is not (f, +256 = 1280).
  EXPECT_EQ(m.live_bytes[static_cast<size_t>(graph->FindNode("r"))], 1024);
  EXPECT_EQ(m.live_bytes[static_cast<size_t>(graph->FindNode("q"))], 1024);
  EXPECT_EQ(m.live_bytes[static_cast<size_t>(graph->FindNode("f"))], 1280);
}

TEST(Memory, TraceJsonListsEveryNodeInOrder) {
  auto graph = testing::LoadText(testing::Module(R"(x: "f32[10]")",
                                                 "a = torch.ops.aten.relu.default(x)\n"
                                                 "return (a,)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  nlohmann::json j = MemoryProfileToJson(*graph, ComputeMemoryProfile(*graph));
  EXPECT_EQ(j.dump(),
            R"({"input_bytes":40,"nodes":[["x",40],["a",80],["output",80]],"peak_bytes":80,)"
            R"("peak_node":"a"})");
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

// Peak is Profile without the per-node trace, in program order and with c
// moved before b.
TEST(Memory, PeakIsTheProfilesPeakWithoutTheTrace) {
  auto graph = testing::LoadText(testing::Module(R"(x: "f32[10, 10]")",
                                                 "a = torch.ops.aten.relu.default(x)\n"
                                                 "b = torch.ops.aten.neg.default(a)\n"
                                                 "c = torch.ops.aten.neg.default(x)\n"
                                                 "d = torch.ops.aten.add.Tensor(b, c)\n"
                                                 "return (d,)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  const MemoryModel model(*graph);
  const auto id = [&](const char* name) { return graph->FindNode(name); };
  const std::vector<NodeId> reordered = {id("x"), id("a"), id("c"),
                                         id("b"), id("d"), graph->output()};
  for (const std::vector<NodeId>& order : {std::vector<NodeId>{}, reordered}) {
    const MemoryProfile full = model.Profile(order);
    const MemoryProfile peak = model.Peak(order);
    EXPECT_EQ(peak.peak_bytes, full.peak_bytes);
    EXPECT_EQ(peak.peak_node, full.peak_node);
    EXPECT_EQ(peak.input_bytes, 400);
    EXPECT_TRUE(peak.live_bytes.empty());
    EXPECT_EQ(full.live_bytes.size(), graph->size());
  }
  // Program order: a 800, b 1200 (a freed after: 800), c 1200, d 1600.
  EXPECT_EQ(model.Peak().peak_bytes, 1600);
  EXPECT_EQ(model.Peak().peak_node, id("d"));
  // a 800, c 1200, b 1600 (a freed after: 1200), d 1600: the peak is b's.
  EXPECT_EQ(model.Peak(reordered).peak_bytes, 1600);
  EXPECT_EQ(model.Peak(reordered).peak_node, id("b"));
}

// The tracker's peak after each node added is the walk's highest live bytes
// up to that node, in any topological order.
TEST(Memory, PeakTrackerIsTheWalkNodeByNode) {
  auto graph = testing::LoadText(testing::Module(R"(x: "f32[10, 10]")",
                                                 "a = torch.ops.aten.relu.default(x)\n"
                                                 "b = torch.ops.aten.neg.default(a)\n"
                                                 "c = torch.ops.aten.neg.default(x)\n"
                                                 "u = torch.ops.aten.relu.default(c)\n"
                                                 "d = torch.ops.aten.add.Tensor(b, c)\n"
                                                 "return (d,)"));
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  const MemoryModel model(*graph);
  const auto id = [&](const char* name) { return graph->FindNode(name); };
  std::vector<NodeId> program;
  for (const Node& node : graph->nodes()) program.push_back(node.id);
  const std::vector<NodeId> reordered = {id("x"), id("c"), id("a"),        id("u"),
                                         id("b"), id("d"), graph->output()};
  for (const std::vector<NodeId>& order : {program, reordered}) {
    const MemoryProfile profile = model.Profile(order);
    PeakTracker tracker(model);
    EXPECT_EQ(tracker.peak_bytes(), 400);  // the input alone
    EXPECT_EQ(tracker.peak_node(), kNoNode);
    int64_t running = profile.input_bytes;
    for (size_t p = 0; p < order.size(); ++p) {
      tracker.Add(order[p]);
      running = std::max(running, profile.live_bytes[p]);
      EXPECT_EQ(tracker.peak_bytes(), running) << "after node " << p;
    }
    EXPECT_EQ(tracker.peak_node(), profile.peak_node);
  }
  // Program order: a 800, b 1200 (a freed), c 1200, u 1600 (u, read by
  // nothing, freed at once), d 1600: the peak is first reached at u.
  PeakTracker tracker(model);
  for (NodeId n : program) tracker.Add(n);
  EXPECT_EQ(tracker.peak_bytes(), 1600);
  EXPECT_EQ(tracker.peak_node(), id("u"));
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
