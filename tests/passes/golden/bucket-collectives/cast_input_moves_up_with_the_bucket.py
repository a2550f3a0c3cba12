# RUN: -p bucket-collectives
# wk's gather reads a bf16 cast of its f32 shard, written after mm1, while
# ag1 (wq, already bf16) is issued before mm1. The merged all_gather goes
# where ag1 was, so the cast (an input-only node) moves up with it, ahead of
# the bucket's copy-in: both gathers stay hidden by mm1 and mm2.
# Ported from bucket_collectives_test.cc
# InputComputedFromParametersMovesUpWithTheBucket.
class GraphModule(torch.nn.Module):
    def forward(self, layers_0_attention_wq_weight: "bf16[512, 4096]", layers_0_attention_wk_weight: "f32[512, 4096]", x: "bf16[8192, 4096]", y: "bf16[4096, 4096]"):
        ag1: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wq_weight, 8, '0')
        mm1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(x, y)
        cast: "bf16[512, 4096]" = torch.ops.prims.convert_element_type.default(layers_0_attention_wk_weight, torch.bfloat16)
        ag2: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(cast, 8, '0')
        mm2: "bf16[8192, 4096]" = torch.ops.aten.mm.default(mm1, y)
        w1: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        w2: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        q: "bf16[8192, 4096]" = torch.ops.aten.mm.default(mm2, w1)
        k: "bf16[8192, 4096]" = torch.ops.aten.mm.default(mm2, w2)
        return (q, k)
