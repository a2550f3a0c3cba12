# RUN: -p schedule-overlap
# A tensor-parallel backward step: the input gradient dx1 is
# reduce-scattered on 'tp' (8 ranks) and the next matmul needs it at once,
# so sinking the wait cannot help. The weight gradient dw1, independent of
# that chain and written after it, moves into the reduce_scatter's shadow
# (compute order "stalls filled in program order").
# Ported from schedule_overlap_test.cc
# WeightGradientMovesIntoTheReduceScatterShadow (issue 15).
class GraphModule(torch.nn.Module):
    def forward(self, g: "bf16[8192, 4096]", w1: "bf16[4096, 4096]", w2: "bf16[4096, 4096]", x1: "bf16[8192, 4096]"):
        dx1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(g, w1)
        rs: "bf16[1024, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(dx1, 'sum', 8, 'tp')
        wrs: "bf16[1024, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        dx2: "bf16[1024, 4096]" = torch.ops.aten.mm.default(wrs, w2)
        gt: "bf16[4096, 8192]" = torch.ops.aten.t.default(g)
        dw1: "bf16[4096, 4096]" = torch.ops.aten.mm.default(gt, x1)
        return (dx2, dw1)
