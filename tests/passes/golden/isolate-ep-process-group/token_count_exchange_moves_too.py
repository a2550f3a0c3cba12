# RUN: -p isolate-ep-process-group
# The token-count all_to_all (i64 counts per expert) and the token dispatch,
# on the FSDP group '0' of 8 ranks that also reduce-scatters the router's
# gradient. Every all_to_all_single counts as an EP one, the count exchange
# included, so both move to '0_ep'; the reduce_scatter stays.
# From torchtitan's isolate_ep_process_group_pass classification rule
# (fsdp_ep_pg_semantics.md §1.4 step 1: "the token-count all-to-all also
# counts").
class GraphModule(torch.nn.Module):
    def forward(self, counts: "i64[16]", x: "bf16[16384, 2048]", gate_grad: "bf16[64, 2048]"):
        cnt: "i64[16]" = torch.ops._c10d_functional.all_to_all_single.default(counts, [2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2], '0')
        cnt_w: "i64[16]" = torch.ops._c10d_functional.wait_tensor.default(cnt)
        dispatch: "bf16[16384, 2048]" = torch.ops._c10d_functional.all_to_all_single.default(x, [2048, 2048, 2048, 2048, 2048, 2048, 2048, 2048], [2048, 2048, 2048, 2048, 2048, 2048, 2048, 2048], '0')
        dispatch_w: "bf16[16384, 2048]" = torch.ops._c10d_functional.wait_tensor.default(dispatch)
        rs: "bf16[8, 2048]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(gate_grad, 'avg', 8, '0')
        rs_w: "bf16[8, 2048]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        return (cnt_w, dispatch_w, rs_w)
