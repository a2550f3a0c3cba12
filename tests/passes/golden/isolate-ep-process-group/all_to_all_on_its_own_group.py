# RUN: -p isolate-ep-process-group
# The FSDP all_gather is on '0' and the MoE all_to_alls on a group 'ep' of
# their own (in torchtitan the sparse mesh's EP group is a distinct object
# even when its ranks equal another group's). Nothing shares a communicator
# with the all_to_alls: no extra group is made, the graph is unchanged.
# Ported from torchtitan tests/test_passes.py (fsdp_ep_pg_semantics.md §1.4,
# second vector; process_group_passes_test.cc
# AllToAllOnADistinctGroupWithEqualRanksIsUnchanged).
class GraphModule(torch.nn.Module):
    def forward(self, layers_1_attention_wo_weight: "f32[1024, 4096]", x: "bf16[8192, 4096]", layers_1_moe_experts_w1: "bf16[2, 4096, 1408]", layers_1_moe_experts_w2: "bf16[2, 1408, 4096]", offs: "i32[2]"):
        cast: "bf16[1024, 4096]" = torch.ops.prims.convert_element_type.default(layers_1_attention_wo_weight, torch.bfloat16)
        ag: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(cast, 4, '0')
        ag_w: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        t: "bf16[4096, 4096]" = torch.ops.aten.t.default(ag_w)
        attn: "bf16[8192, 4096]" = torch.ops.aten.mm.default(x, t)
        dispatch: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_to_all_single.default(attn, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'ep')
        dispatch_w: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(dispatch)
        h: "bf16[8192, 1408]" = torch.ops.aten._grouped_mm.default(dispatch_w, layers_1_moe_experts_w1, offs)
        y: "bf16[8192, 4096]" = torch.ops.aten._grouped_mm.default(h, layers_1_moe_experts_w2, offs)
        combine: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_to_all_single.default(y, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'ep')
        combine_w: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(combine)
        return (combine_w,)
