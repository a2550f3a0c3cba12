# RUN: -p reassign-collective-pgs
# The FSDP all_gather is on a group named '0_ag' of 4 ranks while '0' (the
# reduce_scatter's) has 2: '0_ag' cannot be the extra copy of '0', so it is
# a source group of its own and its all_gather moves to '0_ag_ag'.
# Ported from process_group_passes_test.cc
# ReadBackExtraGroupWithoutATableIsLeftAlone (the other-size variant).
class GraphModule(torch.nn.Module):
    def forward(self, layers_0_feed_forward_w1_weight: "f32[2816, 4096]", w1_grad: "bf16[5632, 4096]"):
        cast: "bf16[2816, 4096]" = torch.ops.prims.convert_element_type.default(layers_0_feed_forward_w1_weight, torch.bfloat16)
        ag: "bf16[11264, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(cast, 4, '0_ag')
        ag_w: "bf16[11264, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        rs: "bf16[2816, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(w1_grad, 'avg', 2, '0')
        rs_w: "bf16[2816, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        return (ag_w, rs_w)
