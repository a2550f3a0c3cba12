# RUN: -p ep-chunk-overlap --ep-chunk-overlap-chunks 3
# The MoE layer of moe_block_two_chunks.py asked for 3 chunks: the hidden
# size 2048 does not split into 3 equal column chunks, so the region is
# skipped (reported) and the graph is unchanged.
# Ported from ep_chunk_overlap_test.cc
# ForcedCountThatDoesNotDivideTheHiddenSizeIsReported.
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[8192, 2048]", layers_1_moe_experts_w1: "bf16[2, 2048, 1408]", layers_1_moe_experts_w2: "bf16[2, 1408, 2048]", offs: "i32[2]", layers_1_moe_shared_experts_w: "bf16[2048, 2048]"):
        d: "bf16[8192, 2048]" = torch.ops._c10d_functional.all_to_all_single.default(x, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'ep')
        dw: "bf16[8192, 2048]" = torch.ops._c10d_functional.wait_tensor.default(d)
        h: "bf16[8192, 1408]" = torch.ops.aten._grouped_mm.default(dw, layers_1_moe_experts_w1, offs)
        y: "bf16[8192, 2048]" = torch.ops.aten._grouped_mm.default(h, layers_1_moe_experts_w2, offs)
        c: "bf16[8192, 2048]" = torch.ops._c10d_functional.all_to_all_single.default(y, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'ep')
        cw: "bf16[8192, 2048]" = torch.ops._c10d_functional.wait_tensor.default(c)
        s: "bf16[8192, 2048]" = torch.ops.aten.mm.default(x, layers_1_moe_shared_experts_w)
        sc: "bf16[8192, 2048]" = torch.ops.aten.mul.Tensor(cw, 2.0)
        out: "bf16[8192, 2048]" = torch.ops.aten.add.Tensor(sc, s)
        return (out,)
