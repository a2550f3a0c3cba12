# RUN: --allow-unknown-ops -p schedule-overlap
# fsdp_forward_prefetch with a call whose communication collopt cannot see
# after the first matmul (mylib.send_activation, a custom op: say a pipeline
# send). Nothing moves across it (analysis/barrier_fences.h): ag1 and ag2 are
# not prefetched above it, so ag1 stays exposed behind it while ag2 is still
# issued ahead of mm1, and ag0's wait stays before it.
# PyTorch's simple_overlap reordered around such ops and deadlocked
# (pytorch #189454); schedule_overlap_test.cc
# NothingMovesAcrossACommunicationBarrier.
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[8192, 4096]", layers_0_weight: "bf16[512, 4096]", layers_1_weight: "bf16[512, 4096]", layers_2_weight: "bf16[512, 4096]"):
        ag0: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_weight, 8, '0')
        w0: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag0)
        t0: "bf16[4096, 4096]" = torch.ops.aten.t.default(w0)
        mm0: "bf16[8192, 4096]" = torch.ops.aten.mm.default(x, t0)
        sent: "bf16[8192, 4096]" = torch.ops.mylib.send_activation.default(mm0)
        ag1: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_weight, 8, '0')
        w1: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        t1: "bf16[4096, 4096]" = torch.ops.aten.t.default(w1)
        mm1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(mm0, t1)
        ag2: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_weight, 8, '0')
        w2: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        t2: "bf16[4096, 4096]" = torch.ops.aten.t.default(w2)
        mm2: "bf16[8192, 4096]" = torch.ops.aten.mm.default(mm1, t2)
        return (mm2, sent)
