# RUN: -p bucket-by-module
# Three MoE blocks, each with a dense router gate gathered on the FSDP group
# '0' (8 ranks) and the routed experts' weight gathered on the expert-FSDP
# group '1' (2 ranks). The blocks plan finds the three blocks, but within a
# block the two all_gathers have different bucket keys (process group), so
# nothing merges: the graph is unchanged.
# From torchtitan's module bucketing rule (fsdp_ep_pg_semantics.md §1.6:
# "AGs on fsdp and efsdp inside one entry stay separate collectives").
class GraphModule(torch.nn.Module):
    def forward(self, h0: "bf16[8192, 4096]", offs: "i32[8]", layers_0_moe_router_gate_weight: "bf16[8, 4096]", layers_0_moe_experts_w: "bf16[4, 4096, 4096]", layers_1_moe_router_gate_weight: "bf16[8, 4096]", layers_1_moe_experts_w: "bf16[4, 4096, 4096]", layers_2_moe_router_gate_weight: "bf16[8, 4096]", layers_2_moe_experts_w: "bf16[4, 4096, 4096]"):
        ag_gate_0: "bf16[64, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_moe_router_gate_weight, 8, '0')
        gate_0: "bf16[64, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_gate_0)
        gate_t_0: "bf16[4096, 64]" = torch.ops.aten.t.default(gate_0)
        scores_0: "bf16[8192, 64]" = torch.ops.aten.mm.default(h0, gate_t_0)
        ag_exp_0: "bf16[8, 4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_moe_experts_w, 2, '1')
        exp_0: "bf16[8, 4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_exp_0)
        h1: "bf16[8192, 4096]" = torch.ops.aten._grouped_mm.default(h0, exp_0, offs)
        ag_gate_1: "bf16[64, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_moe_router_gate_weight, 8, '0')
        gate_1: "bf16[64, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_gate_1)
        gate_t_1: "bf16[4096, 64]" = torch.ops.aten.t.default(gate_1)
        scores_1: "bf16[8192, 64]" = torch.ops.aten.mm.default(h1, gate_t_1)
        ag_exp_1: "bf16[8, 4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_moe_experts_w, 2, '1')
        exp_1: "bf16[8, 4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_exp_1)
        h2: "bf16[8192, 4096]" = torch.ops.aten._grouped_mm.default(h1, exp_1, offs)
        ag_gate_2: "bf16[64, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_moe_router_gate_weight, 8, '0')
        gate_2: "bf16[64, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_gate_2)
        gate_t_2: "bf16[4096, 64]" = torch.ops.aten.t.default(gate_2)
        scores_2: "bf16[8192, 64]" = torch.ops.aten.mm.default(h2, gate_t_2)
        ag_exp_2: "bf16[8, 4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_moe_experts_w, 2, '1')
        exp_2: "bf16[8, 4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_exp_2)
        h3: "bf16[8192, 4096]" = torch.ops.aten._grouped_mm.default(h2, exp_2, offs)
        return (h3, scores_0, scores_1, scores_2)
