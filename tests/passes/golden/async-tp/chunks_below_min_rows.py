# RUN: -p async-tp --async-tp-min-chunk-rows 2048
# A row-parallel linear whose reduce_scatter leaves 2048 rows per rank on
# 'tp' (4 ranks). Two chunks would have 1024 rows each, below
# --async-tp-min-chunk-rows 2048: the pair is skipped and the graph is
# unchanged.
# Ported from async_tp_test.cc SkipsAReduceScatterWhoseRowsDoNotDivide (the
# same refusal, by the minimum chunk size).
class GraphModule(torch.nn.Module):
    def forward(self, h: "bf16[8192, 1024]", layers_0_attention_wo_weight: "bf16[1024, 4096]"):
        mm: "bf16[8192, 4096]" = torch.ops.aten.mm.default(h, layers_0_attention_wo_weight)
        rs: "bf16[2048, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm, 'sum', 4, 'tp')
        w: "bf16[2048, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        return (w,)
