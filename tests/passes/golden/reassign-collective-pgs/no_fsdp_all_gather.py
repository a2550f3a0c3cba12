# RUN: -p reassign-collective-pgs
# A tensor-parallel block: the only all_gather gathers an activation computed
# from two values (the residual add), not a parameter, so there is no FSDP
# all_gather and the graph is unchanged; the reduce_scatter is not moved
# either.
# Ported from torchtitan tests/test_passes.py ("a graph with no FSDP AG:
# reassign_collective_pgs_pass does nothing"; fsdp_ep_pg_semantics.md §1.4;
# process_group_passes_test.cc NoFsdpAllGatherMeansNoChange).
class GraphModule(torch.nn.Module):
    def forward(self, h: "bf16[2048, 4096]", r: "bf16[2048, 4096]", wq: "bf16[4096, 1024]", wo: "bf16[1024, 4096]"):
        add: "bf16[2048, 4096]" = torch.ops.aten.add.Tensor(h, r)
        ag: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(add, 4, 'tp')
        ag_w: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        mm: "bf16[8192, 1024]" = torch.ops.aten.mm.default(ag_w, wq)
        relu: "bf16[8192, 1024]" = torch.ops.aten.relu.default(mm)
        mm_1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(relu, wo)
        rs: "bf16[2048, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm_1, 'sum', 4, 'tp')
        rs_w: "bf16[2048, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        return (rs_w,)
