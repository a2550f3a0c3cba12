# RUN: -p ep-chunk-overlap
# collopt's own 2-chunk output of moe_block_two_chunks.py read back: the
# combines' expert matmuls read column slices of w2, so the region is
# already chunked and is left as it is (the graph is unchanged).
# Ported from ep_chunk_overlap_test.cc AnAlreadyChunkedRegionIsNotChunkedAgain.
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[8192, 2048]", layers_1_moe_experts_w1: "bf16[2, 2048, 1408]", layers_1_moe_experts_w2: "bf16[2, 1408, 2048]", offs: "i32[2]", layers_1_moe_shared_experts_w: "bf16[2048, 2048]"):
        d: "bf16[8192, 2048]" = torch.ops._c10d_functional.all_to_all_single.default(x, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'ep')
        s: "bf16[8192, 2048]" = torch.ops.aten.mm.default(x, layers_1_moe_shared_experts_w)
        dw: "bf16[8192, 2048]" = torch.ops._c10d_functional.wait_tensor.default(d)
        h: "bf16[8192, 1408]" = torch.ops.aten._grouped_mm.default(dw, layers_1_moe_experts_w1, offs)
        layers_1_moe_experts_w2_c0: "bf16[2, 1408, 1024]" = torch.ops.aten.slice.Tensor(layers_1_moe_experts_w2, 2, 0, 1024)
        y_c0: "bf16[8192, 1024]" = torch.ops.aten._grouped_mm.default(h, layers_1_moe_experts_w2_c0, offs)
        c_c0: "bf16[8192, 1024]" = torch.ops._c10d_functional.all_to_all_single.default(y_c0, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'ep')
        layers_1_moe_experts_w2_c1: "bf16[2, 1408, 1024]" = torch.ops.aten.slice.Tensor(layers_1_moe_experts_w2, 2, 1024, 2048)
        y_c1: "bf16[8192, 1024]" = torch.ops.aten._grouped_mm.default(h, layers_1_moe_experts_w2_c1, offs)
        c_c1: "bf16[8192, 1024]" = torch.ops._c10d_functional.all_to_all_single.default(y_c1, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'ep')
        cw_c0: "bf16[8192, 1024]" = torch.ops._c10d_functional.wait_tensor.default(c_c0)
        sc_c0: "bf16[8192, 1024]" = torch.ops.aten.mul.Tensor(cw_c0, 2.0)
        cw_c1: "bf16[8192, 1024]" = torch.ops._c10d_functional.wait_tensor.default(c_c1)
        sc_c1: "bf16[8192, 1024]" = torch.ops.aten.mul.Tensor(cw_c1, 2.0)
        sc_cat: "bf16[8192, 2048]" = torch.ops.aten.cat.default([sc_c0, sc_c1], 1)
        out: "bf16[8192, 2048]" = torch.ops.aten.add.Tensor(sc_cat, s)
        return (out,)
