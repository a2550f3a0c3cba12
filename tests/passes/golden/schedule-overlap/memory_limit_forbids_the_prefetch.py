# RUN: -p schedule-overlap --schedule-overlap-memory-limit-gb 0.25
# The FSDP forward of fsdp_forward_prefetch.py under a 0.25 GiB memory
# limit: its peak is 0.230 GiB and any prefetch keeps one more gathered
# 32 MiB weight alive (0.262 GiB), so no faster order fits and the original
# order is kept (graph unchanged).
# Ported from schedule_overlap_test.cc
# MemoryLimitAtTheOriginalPeakForbidsThePrefetch.
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
