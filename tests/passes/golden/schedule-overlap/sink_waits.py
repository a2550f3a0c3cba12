# RUN: --pg-size tp=8 -p schedule-overlap
# A tensor-parallel all_reduce (32 MiB on the 8-rank group 'tp', whose size
# only --pg-size states: all_reduce does not name it) waited at once, then an
# independent matmul, then the sum. The wait sinks to its first use, so the
# matmul hides the all_reduce: order ar, b, w, c.
# Ported from PyTorch test_aten_comm_compute_reordering.py test_sink_waits
# (pytorch_overlap_passes.md §5.2; schedule_overlap_test.cc SinkWaits).
class GraphModule(torch.nn.Module):
    def forward(self, a: "bf16[4096, 4096]", x: "bf16[4096, 4096]", y: "bf16[4096, 4096]"):
        ar: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_reduce.default(a, 'sum', 'tp')
        w: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ar)
        b: "bf16[4096, 4096]" = torch.ops.aten.mm.default(x, y)
        c: "bf16[4096, 4096]" = torch.ops.aten.add.Tensor(w, b)
        return (c,)
