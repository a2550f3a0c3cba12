# RUN: --pg-size tp=8 -p schedule-overlap
# b = x @ w1; the all_reduce of b + 1 is written after d = relu(b) @ w2,
# although its input exists right after b. The all_reduce (with its input
# e0, already computed) is issued as soon as e0 exists, ahead of relu and
# d, and its wait sinks to f: d hides it. The compute keeps its order.
# Ported from PyTorch test_aten_comm_compute_reordering.py test_raise_comms
# (pytorch_overlap_passes.md §5.2; schedule_overlap_test.cc
# RaiseCommsAsSoonAsTheInputExists).
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[4096, 4096]", w1: "bf16[4096, 4096]", w2: "bf16[4096, 4096]"):
        b: "bf16[4096, 4096]" = torch.ops.aten.mm.default(x, w1)
        e0: "bf16[4096, 4096]" = torch.ops.aten.add.Tensor(b, 1)
        c: "bf16[4096, 4096]" = torch.ops.aten.relu.default(b)
        d: "bf16[4096, 4096]" = torch.ops.aten.mm.default(c, w2)
        e: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_reduce.default(e0, 'sum', 'tp')
        w: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(e)
        f: "bf16[4096, 4096]" = torch.ops.aten.mm.default(d, w)
        return (f,)
