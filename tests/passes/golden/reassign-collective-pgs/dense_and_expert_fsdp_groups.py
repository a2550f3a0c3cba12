# RUN: -p reassign-collective-pgs
# DeepSeek-style FSDP with two FSDP groups: the dense parameters on '0' (8
# ranks) and the routed experts on the expert-FSDP group '1' (2 ranks). Each
# source group gets an extra group of its own ('0_ag', '1_ag'), and every
# all_gather on a source group moves, including the activation all_gather on
# '0' that is not an FSDP one. The reduce_scatters stay.
# Ported from the multi-PG FSDP case (torchtitan PR #3351;
# fsdp_ep_pg_semantics.md §1.3 steps 4-5 and §6 item 8).
class GraphModule(torch.nn.Module):
    def forward(self, layers_1_attention_wo_weight: "f32[512, 4096]", layers_1_moe_experts_w1: "f32[4, 4096, 1408]", h: "bf16[1024, 4096]", wo_grad: "bf16[4096, 4096]", w1_grad: "bf16[8, 4096, 1408]"):
        cast: "bf16[512, 4096]" = torch.ops.prims.convert_element_type.default(layers_1_attention_wo_weight, torch.bfloat16)
        ag_wo: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(cast, 8, '0')
        wo: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_wo)
        cast_1: "bf16[4, 4096, 1408]" = torch.ops.prims.convert_element_type.default(layers_1_moe_experts_w1, torch.bfloat16)
        ag_w1: "bf16[8, 4096, 1408]" = torch.ops._c10d_functional.all_gather_into_tensor.default(cast_1, 2, '1')
        w1: "bf16[8, 4096, 1408]" = torch.ops._c10d_functional.wait_tensor.default(ag_w1)
        relu: "bf16[1024, 4096]" = torch.ops.aten.relu.default(h)
        add: "bf16[1024, 4096]" = torch.ops.aten.add.Tensor(relu, h)
        ag_h: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(add, 8, '0')
        hg: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_h)
        t: "bf16[4096, 4096]" = torch.ops.aten.t.default(wo)
        mm: "bf16[8192, 4096]" = torch.ops.aten.mm.default(hg, t)
        rs_wo: "bf16[512, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(wo_grad, 'avg', 8, '0')
        wo_g: "bf16[512, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs_wo)
        rs_w1: "bf16[4, 4096, 1408]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(w1_grad, 'avg', 2, '1')
        w1_g: "bf16[4, 4096, 1408]" = torch.ops._c10d_functional.wait_tensor.default(rs_w1)
        return (mm, w1, wo_g, w1_g)
