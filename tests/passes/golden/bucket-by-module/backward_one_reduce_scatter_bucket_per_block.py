# RUN: -p bucket-by-module
# The backward of the three feed-forward blocks: each weight gradient is
# reduce-scattered ('avg', 8 ranks) right after its matmul and returned.
# The blocks are derived from the reduce_scatters in reverse program order
# (forward module order; block.0 is layers_0, computed last). Each block's
# two reduce_scatters become one bucket, issued after its last member's
# input exists (where the block's second reduce_scatter was).
# Ported from PyTorch TestManualOverlapBucketing
# reduce_scatter_separate_buckets (pytorch_overlap_passes.md §5.2; the
# backward of module_bucketing_test.cc).
class GraphModule(torch.nn.Module):
    def forward(self, dlogits: "bf16[8192, 4096]", layers_2_up_t: "bf16[8192, 8192]", layers_2_h_t: "bf16[4096, 8192]", layers_2_feed_forward_w2_weight_t: "bf16[4096, 8192]", layers_2_feed_forward_w13_weight_t: "bf16[8192, 4096]", layers_1_up_t: "bf16[8192, 8192]", layers_1_h_t: "bf16[4096, 8192]", layers_1_feed_forward_w2_weight_t: "bf16[4096, 8192]", layers_1_feed_forward_w13_weight_t: "bf16[8192, 4096]", layers_0_up_t: "bf16[8192, 8192]", layers_0_h_t: "bf16[4096, 8192]", layers_0_feed_forward_w2_weight_t: "bf16[4096, 8192]", layers_0_feed_forward_w13_weight_t: "bf16[8192, 4096]"):
        dw2_2: "bf16[8192, 4096]" = torch.ops.aten.mm.default(layers_2_up_t, dlogits)
        rs_w2_2: "bf16[1024, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(dw2_2, 'avg', 8, '0')
        g_w2_2: "bf16[1024, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs_w2_2)
        dup_2: "bf16[8192, 8192]" = torch.ops.aten.mm.default(dlogits, layers_2_feed_forward_w2_weight_t)
        dw13_2: "bf16[4096, 8192]" = torch.ops.aten.mm.default(layers_2_h_t, dup_2)
        rs_w13_2: "bf16[512, 8192]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(dw13_2, 'avg', 8, '0')
        g_w13_2: "bf16[512, 8192]" = torch.ops._c10d_functional.wait_tensor.default(rs_w13_2)
        dh_2: "bf16[8192, 4096]" = torch.ops.aten.mm.default(dup_2, layers_2_feed_forward_w13_weight_t)
        dw2_1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(layers_1_up_t, dh_2)
        rs_w2_1: "bf16[1024, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(dw2_1, 'avg', 8, '0')
        g_w2_1: "bf16[1024, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs_w2_1)
        dup_1: "bf16[8192, 8192]" = torch.ops.aten.mm.default(dh_2, layers_1_feed_forward_w2_weight_t)
        dw13_1: "bf16[4096, 8192]" = torch.ops.aten.mm.default(layers_1_h_t, dup_1)
        rs_w13_1: "bf16[512, 8192]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(dw13_1, 'avg', 8, '0')
        g_w13_1: "bf16[512, 8192]" = torch.ops._c10d_functional.wait_tensor.default(rs_w13_1)
        dh_1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(dup_1, layers_1_feed_forward_w13_weight_t)
        dw2_0: "bf16[8192, 4096]" = torch.ops.aten.mm.default(layers_0_up_t, dh_1)
        rs_w2_0: "bf16[1024, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(dw2_0, 'avg', 8, '0')
        g_w2_0: "bf16[1024, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs_w2_0)
        dup_0: "bf16[8192, 8192]" = torch.ops.aten.mm.default(dh_1, layers_0_feed_forward_w2_weight_t)
        dw13_0: "bf16[4096, 8192]" = torch.ops.aten.mm.default(layers_0_h_t, dup_0)
        rs_w13_0: "bf16[512, 8192]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(dw13_0, 'avg', 8, '0')
        g_w13_0: "bf16[512, 8192]" = torch.ops._c10d_functional.wait_tensor.default(rs_w13_0)
        dh_0: "bf16[8192, 4096]" = torch.ops.aten.mm.default(dup_0, layers_0_feed_forward_w13_weight_t)
        return (g_w13_0, g_w2_0, g_w13_1, g_w2_1, g_w13_2, g_w2_2, dh_0)
