# RUN: -p reassign-collective-pgs,isolate-ep-process-group
# The FSDP all_gather, the gradient reduce_scatter and the MoE dispatch
# all_to_all all on '0' (4 ranks). reassign-collective-pgs moves the
# all_gather to '0_ag'; then the all_to_all still shares '0' with the
# reduce_scatter and moves to the high-priority '0_ep', a group distinct from
# '0_ag'. The reduce_scatter stays on '0'.
# Ported from torchtitan tests/test_passes.py (fsdp_ep_pg_semantics.md §1.4,
# first vector; process_group_passes_test.cc
# FsdpAllGatherAndEpAllToAllGetDistinctExtraGroups).
class GraphModule(torch.nn.Module):
    def forward(self, layers_1_moe_router_gate_weight: "f32[16, 4096]", gate_grad: "bf16[64, 4096]", x: "bf16[8192, 4096]"):
        cast: "bf16[16, 4096]" = torch.ops.prims.convert_element_type.default(layers_1_moe_router_gate_weight, torch.bfloat16)
        ag: "bf16[64, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(cast, 4, '0')
        ag_w: "bf16[64, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        t: "bf16[4096, 64]" = torch.ops.aten.t.default(ag_w)
        scores: "bf16[8192, 64]" = torch.ops.aten.mm.default(x, t)
        rs: "bf16[16, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(gate_grad, 'avg', 4, '0')
        rs_w: "bf16[16, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        a2a: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_to_all_single.default(x, [2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048], '0')
        a2a_w: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(a2a)
        return (scores, rs_w, a2a_w)
