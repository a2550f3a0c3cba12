# RUN: --pg-size 0=8 -p schedule-overlap
# Three gradient all_reduces (32 MiB each, group '0' of 8 ranks, its size
# given by --pg-size) waited in reverse order. The issue order on the group
# is kept (ar1, ar2, ar3: one FIFO stream); the waits move to issue order,
# each just before its first use, so the add of w1 and w2 runs while ar3 is
# still in flight (with PyTorch's unit costs that add is free and the order
# is no faster; with the analytic H100 costs it hides a little of ar3).
# Ported from PyTorch test_aten_comm_compute_reordering.py
# test_inductor_default_comms_ordering (pytorch_overlap_passes.md §5.2;
# schedule_overlap_test.cc DefaultCommsOrderingKeepsIssueOrder).
class GraphModule(torch.nn.Module):
    def forward(self, g1: "bf16[4096, 4096]", g2: "bf16[4096, 4096]", g3: "bf16[4096, 4096]"):
        ar1: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_reduce.default(g1, 'sum', '0')
        ar2: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_reduce.default(g2, 'sum', '0')
        ar3: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_reduce.default(g3, 'sum', '0')
        w3: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ar3)
        w2: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ar2)
        w1: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ar1)
        s: "bf16[4096, 4096]" = torch.ops.aten.add.Tensor(w1, w2)
        s2: "bf16[4096, 4096]" = torch.ops.aten.add.Tensor(s, w3)
        return (s2,)
