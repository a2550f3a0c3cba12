# RUN: -p ep-chunk-overlap
# The expert output is put back in token order by a row gather
# (aten.index.Tensor with the inverse permutation) before the combine
# all_to_all. The pass only splits chains of grouped/plain matmuls, slices,
# views, casts, index_put and same-shape add/sub/mul by columns, so the
# region is skipped with its reason and the graph is unchanged.
# Ported from ep_chunk_overlap_test.cc SkipsACombineFedByAnOpThatCannotBeSplit.
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[8192, 2048]", layers_1_moe_experts_w1: "bf16[2, 2048, 1408]", layers_1_moe_experts_w2: "bf16[2, 1408, 2048]", offs: "i32[2]", perm: "i64[8192]"):
        d: "bf16[8192, 2048]" = torch.ops._c10d_functional.all_to_all_single.default(x, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'ep')
        dw: "bf16[8192, 2048]" = torch.ops._c10d_functional.wait_tensor.default(d)
        h: "bf16[8192, 1408]" = torch.ops.aten._grouped_mm.default(dw, layers_1_moe_experts_w1, offs)
        y: "bf16[8192, 2048]" = torch.ops.aten._grouped_mm.default(h, layers_1_moe_experts_w2, offs)
        unperm: "bf16[8192, 2048]" = torch.ops.aten.index.Tensor(y, [perm])
        c: "bf16[8192, 2048]" = torch.ops._c10d_functional.all_to_all_single.default(unperm, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'ep')
        cw: "bf16[8192, 2048]" = torch.ops._c10d_functional.wait_tensor.default(c)
        return (cw,)
