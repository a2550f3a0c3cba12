# RUN: -p schedule-overlap
# An FSDP forward over three linear layers on 8 ranks: each layer gathers
# its bf16 weight (32 MiB) just before its matmul, so every gather is
# exposed. The scheduler issues the gathers ahead of the matmuls before
# their users (the prefetch window chosen by simulation, under the default
# memory limit: the input's peak + 1 GiB), and each wait sinks to its first
# use. The report gives the step before and after.
# From PyTorch's OverlapScheduler prefetch (pytorch_overlap_passes.md §2.3);
# schedule_overlap_test.cc PrefetchHoistsTheCollectiveWithoutALimit.
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[8192, 4096]", layers_0_weight: "bf16[512, 4096]", layers_1_weight: "bf16[512, 4096]", layers_2_weight: "bf16[512, 4096]"):
        ag0: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_weight, 8, '0')
        w0: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag0)
        t0: "bf16[4096, 4096]" = torch.ops.aten.t.default(w0)
        mm0: "bf16[8192, 4096]" = torch.ops.aten.mm.default(x, t0)
        ag1: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_weight, 8, '0')
        w1: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        t1: "bf16[4096, 4096]" = torch.ops.aten.t.default(w1)
        mm1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(mm0, t1)
        ag2: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_weight, 8, '0')
        w2: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        t2: "bf16[4096, 4096]" = torch.ops.aten.t.default(w2)
        mm2: "bf16[8192, 4096]" = torch.ops.aten.mm.default(mm1, t2)
        return (mm2,)
