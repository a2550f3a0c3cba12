# RUN: -p schedule-overlap --schedule-overlap-reorder-compute false
# The tensor-parallel backward step of
# weight_gradient_fills_the_reduce_scatter_shadow.py with compute reordering
# off: the only order that would hide the reduce_scatter moves dw1, so
# nothing is gained and the original order is kept (graph unchanged).
# Ported from schedule_overlap_test.cc
# WithoutComputeReorderingTheTpWaitStaysExposed.
class GraphModule(torch.nn.Module):
    def forward(self, g: "bf16[8192, 4096]", w1: "bf16[4096, 4096]", w2: "bf16[4096, 4096]", x1: "bf16[8192, 4096]"):
        dx1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(g, w1)
        rs: "bf16[1024, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(dx1, 'sum', 8, 'tp')
        wrs: "bf16[1024, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        dx2: "bf16[1024, 4096]" = torch.ops.aten.mm.default(wrs, w2)
        gt: "bf16[4096, 8192]" = torch.ops.aten.t.default(g)
        dw1: "bf16[4096, 4096]" = torch.ops.aten.mm.default(gt, x1)
        return (dx2, dw1)
