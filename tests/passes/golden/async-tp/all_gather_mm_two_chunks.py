# RUN: -p async-tp
# Sequence parallel into a column-parallel linear: the [2048, 4096] sequence
# shard is gathered on the TP group 'tp' of 4 ranks and multiplied by the
# local [4096, 1024] weight columns. With 2 chunks each rank's shard is
# split into two [1024, 4096] halves, each gathered ([4096, 4096], rank
# blocks of 1024 rows) and multiplied as soon as it arrives; the products
# are viewed as [4 ranks, 1024, 1024], concatenated on the rows of each rank
# block and viewed back as [8192, 1024], the original row order.
# Ported from async_tp_test.cc SplitsIntoTwoChunks.
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[2048, 4096]", layers_0_attention_wq_weight: "bf16[4096, 1024]"):
        ag: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, 'tp')
        w: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        mm: "bf16[8192, 1024]" = torch.ops.aten.mm.default(w, layers_0_attention_wq_weight)
        relu: "bf16[8192, 1024]" = torch.ops.aten.relu.default(mm)
        return (relu,)
