# RUN: -p async-tp
# The gathered activation feeds the q projection and is also saved for the
# backward (returned). The all_gather → mm pair cannot be split (the whole
# gathered tensor is still needed), and the k/v projections read x, not the
# gathered value: the graph is unchanged and the report says why.
# Ported from async_tp_test.cc SkipsAPairWhoseWaitHasOtherUsers.
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[2048, 4096]", layers_0_attention_wq_weight: "bf16[4096, 1024]"):
        ag: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, 'tp')
        w: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        mm: "bf16[8192, 1024]" = torch.ops.aten.mm.default(w, layers_0_attention_wq_weight)
        return (mm, w)
