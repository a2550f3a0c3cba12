# RUN: -p async-tp
# A sequence-parallel MLP on 'tp' (2 ranks): all_gather → w1 matmul → relu
# → w2 matmul → reduce_scatter. Both pairs split into 2 chunks; the
# all_gather's products stay in chunks through the relu (a row-wise op) into
# the reduce_scatter's matmul chunks, so no whole [8192, 2816] activation is
# rebuilt between them.
# Ported from async_tp_test.cc ChunksOfAnEarlierSplitAreNotSplitAgain (its
# first half) and CarriesChunksThroughTheRowWiseOpsBetweenPairs.
class GraphModule(torch.nn.Module):
    def forward(self, x: "bf16[4096, 4096]", layers_0_feed_forward_w1_weight: "bf16[4096, 2816]", layers_0_feed_forward_w2_weight: "bf16[2816, 4096]"):
        ag: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, 'tp')
        w: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag)
        mm: "bf16[8192, 2816]" = torch.ops.aten.mm.default(w, layers_0_feed_forward_w1_weight)
        relu: "bf16[8192, 2816]" = torch.ops.aten.relu.default(mm)
        mm2: "bf16[8192, 4096]" = torch.ops.aten.mm.default(relu, layers_0_feed_forward_w2_weight)
        rs: "bf16[4096, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm2, 'sum', 2, 'tp')
        w2: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(rs)
        return (w2,)
