# RUN: -p reassign-collective-pgs
# collopt's own output read back: the FSDP all_gather is on '0_ag', beside
# the reduce_scatter's group '0' of the same size (4). A readable dump keeps
# no process-group table, so '0_ag' is taken for the extra group already
# made for '0' and nothing moves (no '0_ag_ag').
# Ported from process_group_passes_test.cc
# ReadBackExtraGroupWithoutATableIsLeftAlone (first variant).
class GraphModule(torch.nn.Module):
    def forward(self, layers_0_feed_forward_w1_weight: "f32[2816, 4096]", w1_grad: "bf16[11264, 4096]"):
        cast: "bf16[2816, 4096]" = torch.ops.prims.convert_element_type.default(layers_0_feed_forward_w1_weight, torch.bfloat16)
        ag: "bf16[11264, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(cast, 4, '0_ag')
        ag_w: "bf16[11264, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        rs: "bf16[2816, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(w1_grad, 'avg', 4, '0')
        rs_w: "bf16[2816, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        return (ag_w, rs_w)
