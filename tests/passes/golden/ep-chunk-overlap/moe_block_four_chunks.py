# RUN: -p ep-chunk-overlap --ep-chunk-overlap-chunks 4
# A MoE layer on the EP group 'ep' of 4 ranks: dispatch all_to_all of 8192
# routed token rows (2048 to each rank) → two expert grouped matmuls
# (2 local experts, hidden 2048, expert width 1408) → combine all_to_all →
# scale by the routing weight, plus a shared expert that reads the tokens
# directly. With 4 chunks the second expert matmul and the combine are split
# into 4 column chunks of 512 (w2 sliced at [512 j, 512 j + 512)): chunk j's
# combine runs while chunk j + 1 computes; the post op is applied per chunk
# and concatenated back to [8192, 2048]. The shared expert moves into
# the dispatch window.
# Ported from ep_chunk_overlap_test.cc SplitsIntoFourChunks.
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
