# RUN: -p bucket-by-module
# DeepSeek-style: a dense first layer (feed-forward w13, w2 on the FSDP
# group '0' of 8 ranks) and three MoE layers (router gate on '0', routed
# experts' w1 and w2 on the expert-FSDP group '1' of 2 ranks). The blocks
# plan takes the dense layer as the head and the MoE layers as block.0..2.
# The head's two gathers merge; in each MoE block the two expert gathers
# merge into one bucket on '1' ([8, 4096, 1408] and [8, 1408, 4096] back
# out of it) while the gate, alone on '0', stays as it is.
# From torchtitan's module bucketing (fsdp_ep_pg_semantics.md §1.6: one
# bucket per key and plan entry, fsdp and efsdp kept apart) and
# block_plan.h (a block that differs from the repeated one).
class GraphModule(torch.nn.Module):
    def forward(self, h0: "bf16[8192, 4096]", offs: "i32[8]", layers_0_feed_forward_w13_weight: "bf16[512, 8192]", layers_0_feed_forward_w2_weight: "bf16[1024, 4096]", layers_1_moe_router_gate_weight: "bf16[8, 4096]", layers_1_moe_experts_w1: "bf16[4, 4096, 1408]", layers_1_moe_experts_w2: "bf16[4, 1408, 4096]", layers_2_moe_router_gate_weight: "bf16[8, 4096]", layers_2_moe_experts_w1: "bf16[4, 4096, 1408]", layers_2_moe_experts_w2: "bf16[4, 1408, 4096]", layers_3_moe_router_gate_weight: "bf16[8, 4096]", layers_3_moe_experts_w1: "bf16[4, 4096, 1408]", layers_3_moe_experts_w2: "bf16[4, 1408, 4096]"):
        ag_w13_0: "bf16[4096, 8192]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_feed_forward_w13_weight, 8, '0')
        w13_0: "bf16[4096, 8192]" = torch.ops._c10d_functional.wait_tensor.default(ag_w13_0)
        up_0: "bf16[8192, 8192]" = torch.ops.aten.mm.default(h0, w13_0)
        ag_w2_0: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_feed_forward_w2_weight, 8, '0')
        w2_0: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_w2_0)
        h1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(up_0, w2_0)
        ag_gate_1: "bf16[64, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_moe_router_gate_weight, 8, '0')
        gate_1: "bf16[64, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_gate_1)
        gate_t_1: "bf16[4096, 64]" = torch.ops.aten.t.default(gate_1)
        scores_1: "bf16[8192, 64]" = torch.ops.aten.mm.default(h1, gate_t_1)
        ag_e1_1: "bf16[8, 4096, 1408]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_moe_experts_w1, 2, '1')
        e1_1: "bf16[8, 4096, 1408]" = torch.ops._c10d_functional.wait_tensor.default(ag_e1_1)
        x_1: "bf16[8192, 1408]" = torch.ops.aten._grouped_mm.default(h1, e1_1, offs)
        ag_e2_1: "bf16[8, 1408, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_moe_experts_w2, 2, '1')
        e2_1: "bf16[8, 1408, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_e2_1)
        h2: "bf16[8192, 4096]" = torch.ops.aten._grouped_mm.default(x_1, e2_1, offs)
        ag_gate_2: "bf16[64, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_moe_router_gate_weight, 8, '0')
        gate_2: "bf16[64, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_gate_2)
        gate_t_2: "bf16[4096, 64]" = torch.ops.aten.t.default(gate_2)
        scores_2: "bf16[8192, 64]" = torch.ops.aten.mm.default(h2, gate_t_2)
        ag_e1_2: "bf16[8, 4096, 1408]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_moe_experts_w1, 2, '1')
        e1_2: "bf16[8, 4096, 1408]" = torch.ops._c10d_functional.wait_tensor.default(ag_e1_2)
        x_2: "bf16[8192, 1408]" = torch.ops.aten._grouped_mm.default(h2, e1_2, offs)
        ag_e2_2: "bf16[8, 1408, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_moe_experts_w2, 2, '1')
        e2_2: "bf16[8, 1408, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_e2_2)
        h3: "bf16[8192, 4096]" = torch.ops.aten._grouped_mm.default(x_2, e2_2, offs)
        ag_gate_3: "bf16[64, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_3_moe_router_gate_weight, 8, '0')
        gate_3: "bf16[64, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_gate_3)
        gate_t_3: "bf16[4096, 64]" = torch.ops.aten.t.default(gate_3)
        scores_3: "bf16[8192, 64]" = torch.ops.aten.mm.default(h3, gate_t_3)
        ag_e1_3: "bf16[8, 4096, 1408]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_3_moe_experts_w1, 2, '1')
        e1_3: "bf16[8, 4096, 1408]" = torch.ops._c10d_functional.wait_tensor.default(ag_e1_3)
        x_3: "bf16[8192, 1408]" = torch.ops.aten._grouped_mm.default(h3, e1_3, offs)
        ag_e2_3: "bf16[8, 1408, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_3_moe_experts_w2, 2, '1')
        e2_3: "bf16[8, 1408, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_e2_3)
        h4: "bf16[8192, 4096]" = torch.ops.aten._grouped_mm.default(x_3, e2_3, offs)
        return (h4, scores_1, scores_2, scores_3)
