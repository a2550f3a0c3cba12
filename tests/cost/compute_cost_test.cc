// Roofline against hand-computed FLOPs and bytes.
#include "cost/compute_cost.h"

#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::MustLoad;
using testing::TypeOf;

const Node& N(const Graph& g, std::string_view name) { return g.node(g.FindNode(name)); }

TEST(ComputeCost, MatmulIsComputeBound) {
  Graph g = MustLoad(R"(a: "bf16[8192, 4096]", b: "bf16[4096, 16384]")",
                     "mm = torch.ops.aten.mm.default(a, b)\nreturn (mm,)");
  auto hw = BuiltinHardware("h100");
  ASSERT_TRUE(hw.ok());
  ComputeCost c = EstimateComputeCost(g, N(g, "mm"), *hw);
  EXPECT_DOUBLE_EQ(c.flops, 2.0 * 8192 * 16384 * 4096);  // 1.0995e12
  // (8192·4096 + 4096·16384 + 8192·16384) · 2 bytes.
  EXPECT_EQ(c.bytes, 469762048);
  // compute-bound, on h100's fitted matmul curve: (FLOPs + F_half) ÷ (peak ·
  // efficiency) = (1.0995e12 + 4.9785e9) / (989.4e6 · 0.78) = 1431.18 µs
  // (TFLOP/s → µs: ÷ (T · 1e6)), 777 TFLOP/s as the H100 measured for
  // [16384, 4096] × [4096, 14336] (h100_inductor_runs: 2.41 ms, 799 TFLOP/s).
  EXPECT_NEAR(c.time_us, (2.0 * 8192 * 16384 * 4096 + 4.978518112499372e9) / (989.4e6 * 0.78),
              1e-9);
  EXPECT_NEAR(c.time_us, 1431.18, 0.01);
  // The plain roofline (a100: no fitted curve) is FLOPs ÷ peak.
  auto a100 = BuiltinHardware("a100");
  EXPECT_DOUBLE_EQ(EstimateComputeCost(g, N(g, "mm"), *a100).time_us,
                   c.flops / (a100->bf16_tflops * 1e6));
  EXPECT_GT(c.time_us, static_cast<double>(c.bytes) / (hw->hbm_gbps * 1e3));
}

// A bucket copy-in: the pad writes the buffer, each fused slice_scatter only
// reads its piece, so the chain moves what a cat would (2 × 160 bytes); a
// slice_scatter into a buffer read elsewhere is priced whole.
TEST(ComputeCost, FusedScatterChainMovesEachPieceOnce) {
  Graph g = MustLoad(R"(a: "f32[10]", b: "f32[20]", c: "f32[10]")",
                     "pad = torch.ops.aten.constant_pad_nd.default(a, [0, 30], 0)\n"
                     "s1 = torch.ops.aten.slice_scatter.default(pad, b, 0, 10, 30)\n"
                     "s2 = torch.ops.aten.slice_scatter.default(s1, c, 0, 30, 40)\n"
                     "s3 = torch.ops.aten.slice_scatter.default(s2, c, 0, 0, 10)\n"
                     "n = torch.ops.aten.neg.default(s2)\n"
                     "return (s3, n)");
  EXPECT_TRUE(IsFusedScatter(g, N(g, "s1")));
  EXPECT_FALSE(IsFusedScatter(g, N(g, "s3")));  // s2 is read by n too
  EXPECT_EQ(BytesMoved(g, N(g, "pad")), 40 + 160);
  EXPECT_EQ(BytesMoved(g, N(g, "s1")), 80);
  EXPECT_EQ(BytesMoved(g, N(g, "s2")), 40);
  EXPECT_EQ(BytesMoved(g, N(g, "s3")), 160 + 40 + 160);
}

TEST(ComputeCost, BmmAndAddmmFlops) {
  Graph g = MustLoad(
      R"(a: "f32[12, 128, 64]", b: "f32[12, 64, 256]", bias: "f32[256]", x: "f32[32, 64]", w: "f32[64, 256]")",
      "bmm = torch.ops.aten.bmm.default(a, b)\n"
      "addmm = torch.ops.aten.addmm.default(bias, x, w)\n"
      "return (bmm, addmm)");
  EXPECT_DOUBLE_EQ(ComputeFlops(g, N(g, "bmm")), 2.0 * 12 * 128 * 256 * 64);
  EXPECT_DOUBLE_EQ(ComputeFlops(g, N(g, "addmm")), 2.0 * 32 * 256 * 64);
}

TEST(ComputeCost, AttentionForwardBackwardAndCausal) {
  // q, k, v: [B=2, H=4, L=S=1024, E=128].
  Graph g = MustLoad(
      R"(q: "bf16[2, 4, 1024, 128]", k: "bf16[2, 4, 1024, 128]", v: "bf16[2, 4, 1024, 128]")",
      "fa = torch.ops.aten._scaled_dot_product_flash_attention.default(q, k, v, 0.0, True)\n"
      "o = fa[0]\n"
      "fb = torch.ops.aten._scaled_dot_product_flash_attention.default(q, k, v, 0.0, False)\n"
      "return (o, fb)");
  double full = 2.0 * 2 * 4 * 1024 * 1024 * (128 + 128);  // QKᵀ and PV
  EXPECT_DOUBLE_EQ(ComputeFlops(g, N(g, "fb")), full);
  EXPECT_DOUBLE_EQ(ComputeFlops(g, N(g, "fa")), full / 2);  // is_causal
}

// A convolution is an implicit GEMM through the matmul curve; a depthwise
// one (1 channel per group, under cuDNN's 8-channel MMA tile) runs on the
// CUDA cores at the fp32 rate on the plain roofline, here memory-bound.
TEST(ComputeCost, ConvolutionOnTensorCoresOrCudaCores) {
  Graph g = MustLoad(
      R"(x: "bf16[8, 32, 64, 64]", w: "bf16[64, 32, 3, 3]", dw: "bf16[32, 1, 3, 3]")",
      "c = torch.ops.aten.convolution.default(x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], "
      "1)\n"
      "d = torch.ops.aten.convolution.default(x, dw, None, [1, 1], [1, 1], [1, 1], False, [0, 0], "
      "32)\n"
      "return (c, d)");
  auto hw = BuiltinHardware("h100");
  ASSERT_TRUE(hw.ok());
  // c: 2 · numel(out) 8·64·64·64 · 32·9 = 1.2080e9 FLOPs through h100's
  // matmul curve: F ÷ (989.4e6 · 0.78) + F_half 4.9785e9 ÷ (989.4e6 · 0.78).
  ComputeCost c = EstimateComputeCost(g, N(g, "c"), *hw);
  EXPECT_DOUBLE_EQ(c.flops, 2.0 * 8 * 64 * 64 * 64 * 32 * 9);
  EXPECT_NEAR(c.time_us, (c.flops + 4.978518112499372e9) / (989.4e6 * 0.78), 1e-9);
  EXPECT_EQ(RuleOf(g, N(g, "c")), CostRule::kConvolution);
  // d: 2 · 8·32·64·64 · 1·9 = 18.9 MFLOP at 66.9 TFLOP/s = 0.28 µs, below
  // its bytes (x 2 MiB + w 576 B + out 2 MiB) at 3352.32 GB/s = 1.25 µs.
  ComputeCost d = EstimateComputeCost(g, N(g, "d"), *hw);
  EXPECT_DOUBLE_EQ(d.flops, 2.0 * 8 * 32 * 64 * 64 * 9);
  EXPECT_EQ(d.bytes, 2 * 2097152 + 576);
  EXPECT_DOUBLE_EQ(d.time_us, static_cast<double>(d.bytes) / (3352.32 * 1e3));
  EXPECT_FALSE(CountOpFlops(g, N(g, "d")).tensor_cores);
}

// _scaled_mm is priced at its fp8 operands' peak, not its bf16 result's.
TEST(ComputeCost, ScaledMmAtTheFp8Peak) {
  Graph g =
      MustLoad(R"(a: "f8e4m3fn[8192, 4096]", b: "f8e4m3fn[4096, 16384]", sa: "f32[]", sb: "f32[]")",
               "mm = torch.ops.aten._scaled_mm.default(a, b, sa, sb, None, None, torch.bfloat16)\n"
               "return (mm,)");
  auto hw = BuiltinHardware("h100");
  ASSERT_TRUE(hw.ok());
  EXPECT_EQ(TypeOf(g, "mm"), "bf16[8192, 16384]");
  double flops = 2.0 * 8192 * 16384 * 4096;
  EXPECT_NEAR(EstimateComputeCost(g, N(g, "mm"), *hw).time_us,
              (flops + 4.978518112499372e9) / (1978.9e6 * 0.78), 1e-9);
}

TEST(ComputeCost, ViewsAndMetadataAreFree) {
  Graph g = MustLoad(R"(a: "f32[8, 4]")",
                     "p = torch.ops.aten.permute.default(a, [1, 0])\n"
                     "s = torch.ops.aten.sym_size.int(a, 0)\n"
                     "e = torch.ops.aten.empty.memory_format([8, 4], dtype = torch.float32, device "
                     "= device(type='cuda', index=0))\n"
                     "r = torch.ops.aten.relu.default(a)\n"
                     "return (p, s, e, r)");
  auto hw = BuiltinHardware("h100");
  ASSERT_TRUE(hw.ok());
  EXPECT_EQ(EstimateComputeCost(g, N(g, "p"), *hw).time_us, 0);
  EXPECT_EQ(EstimateComputeCost(g, N(g, "s"), *hw).time_us, 0);
  EXPECT_EQ(EstimateComputeCost(g, N(g, "e"), *hw).time_us, 0);
  // relu: memory-bound, 128 B in + 128 B out over HBM.
  ComputeCost relu = EstimateComputeCost(g, N(g, "r"), *hw);
  EXPECT_EQ(relu.bytes, 256);
  EXPECT_DOUBLE_EQ(relu.time_us, 256 / (hw->hbm_gbps * 1e3));
}

}  // namespace
}  // namespace collopt

namespace collopt {
namespace {

// cuDNN attention backward states is_causal positionally (argument 14): the
// FLOPs of the causal backward are halved, as the forward's.
TEST(ComputeCost, CausalAttentionBackwardFromTheSharedGraph) {
  auto graph = LoadGraph(
      testing::SharedData("h100_inductor_runs/before_llama3_8b_bw_64_2d.readable.py"), {});
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  const Node& bw = graph->node(graph->FindNode("_scaled_dot_product_cudnn_attention_backward"));
  // q, k, v [2, 4, 8192, 128]: 2·B·H·L·S·(3E + 2Ev) / 2.
  EXPECT_DOUBLE_EQ(ComputeFlops(*graph, bw), 2.0 * 2 * 4 * 8192 * 8192 * (3 * 128 + 2 * 128) / 2);
}

}  // namespace
}  // namespace collopt
