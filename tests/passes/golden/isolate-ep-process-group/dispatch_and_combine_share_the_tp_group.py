# RUN: -p isolate-ep-process-group
# A single-mesh setup where EP reuses the TP group 'tp' (4 ranks): the
# sequence-parallel all_gather and both MoE all_to_alls (dispatch and
# combine) are on 'tp'. Both all_to_alls move to one high-priority group
# 'tp_ep' (reported once, count 2); the all_gather stays on 'tp'.
# Ported from torchtitan tests/test_passes.py (fsdp_ep_pg_semantics.md §1.4,
# third vector; process_group_passes_test.cc
# TwoAllToAllsSharingTheTpGroupMoveToOneEpGroup).
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[2048, 2048]", layers_3_moe_experts_w1: "bf16[2, 2048, 1408]", layers_3_moe_experts_w2: "bf16[2, 1408, 2048]", offs: "i32[2]"):
        ag: "bf16[8192, 2048]" = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, 'tp')
        ag_w: "bf16[8192, 2048]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        dispatch: "bf16[8192, 2048]" = torch.ops._c10d_functional.all_to_all_single.default(ag_w, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'tp')
        dispatch_w: "bf16[8192, 2048]" = torch.ops._c10d_functional.wait_tensor.default(dispatch)
        h: "bf16[8192, 1408]" = torch.ops.aten._grouped_mm.default(dispatch_w, layers_3_moe_experts_w1, offs)
        y: "bf16[8192, 2048]" = torch.ops.aten._grouped_mm.default(h, layers_3_moe_experts_w2, offs)
        combine: "bf16[8192, 2048]" = torch.ops._c10d_functional.all_to_all_single.default(y, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], 'tp')
        combine_w: "bf16[8192, 2048]" = torch.ops._c10d_functional.wait_tensor.default(combine)
        return (combine_w,)
