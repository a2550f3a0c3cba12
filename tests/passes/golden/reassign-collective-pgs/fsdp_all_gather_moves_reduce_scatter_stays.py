# RUN: -p reassign-collective-pgs
# An FSDP all_gather (of a bf16 cast of the f32 parameter shard), the gradient
# reduce_scatter and an all_to_all, all on the FSDP group '0' of 4 ranks: only
# the all_gather moves, to the extra group '0_ag'; the reduce_scatter and the
# all_to_all stay on '0'.
# Ported from torchtitan tests/test_passes.py (fsdp_ep_pg_semantics.md §1.4,
# first vector, reassign half; process_group_passes_test.cc
# FsdpAllGatherAndEpAllToAllGetDistinctExtraGroups).
class GraphModule(torch.nn.Module):
    def forward(self, layers_0_attention_wq_weight: "f32[1024, 4096]", wq_grad: "bf16[4096, 4096]", x: "bf16[8192, 4096]"):
        cast: "bf16[1024, 4096]" = torch.ops.prims.convert_element_type.default(layers_0_attention_wq_weight, torch.bfloat16)
        ag: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(cast, 4, '0')
        ag_w: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        t: "bf16[4096, 4096]" = torch.ops.aten.t.default(ag_w)
        mm: "bf16[8192, 4096]" = torch.ops.aten.mm.default(x, t)
        rs: "bf16[1024, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(wq_grad, 'avg', 4, '0')
        rs_w: "bf16[1024, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        a2a: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_to_all_single.default(mm, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], '0')
        a2a_w: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(a2a)
        return (a2a_w, rs_w)
