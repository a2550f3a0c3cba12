# RUN: -p async-tp --async-tp-chunks 4
# A row-parallel linear into sequence parallel: the partial [8192, 4096]
# product is reduce-scattered on 'tp' (4 ranks, 2048 rows each). With 4
# chunks, each chunk takes rows [512 j, 512 j + 512) of every rank's block
# of the activation ([4, 512, 1024] slices), multiplies them and scatters
# the [2048, 4096] product ([512, 4096] per rank); the shard is the
# concatenation of the 4 chunk results.
# Ported from async_tp_test.cc SplitsMatmulReduceScatterIntoFourChunks.
class GraphModule(torch.nn.Module):
    def forward(self, h: "bf16[8192, 1024]", layers_0_attention_wo_weight: "bf16[1024, 4096]"):
        mm: "bf16[8192, 4096]" = torch.ops.aten.mm.default(h, layers_0_attention_wo_weight)
        rs: "bf16[2048, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm, 'sum', 4, 'tp')
        w: "bf16[2048, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        relu: "bf16[2048, 4096]" = torch.ops.aten.relu.default(w)
        return (relu,)
