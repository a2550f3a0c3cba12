# RUN: -p bucket-collectives
# The backward of three linear layers: each weight gradient (a matmul) is
# reduce-scattered with 'avg' on 8 ranks and returned. rs1 and rs2 merge: the
# inputs are copied into a [8, N] rank-major buffer (each member's
# [8, rows/8 * cols] block at its column offset), scattered once where rs2
# was, and each member's shard is sliced out of the flat result. rs3 stays
# alone: its input g3 is the last matmul, so adding it would issue the
# bucket after g3 and expose what g3 hid (1 merge refused by lost overlap).
# Ported from PyTorch test_aten_comm_compute_reordering.py
# test_reduce_scatter_bucketing (pytorch_overlap_passes.md §5.2;
# bucket_collectives_test.cc ReduceScatterBucketing).
class GraphModule(torch.nn.Module):
    def forward(self, dy: "bf16[4096, 8192]", x1: "bf16[8192, 1024]", x2: "bf16[8192, 2048]", x3: "bf16[8192, 1024]"):
        g1: "bf16[4096, 1024]" = torch.ops.aten.mm.default(dy, x1)
        rs1: "bf16[512, 1024]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(g1, 'avg', 8, '0')
        g2: "bf16[4096, 2048]" = torch.ops.aten.mm.default(dy, x2)
        rs2: "bf16[512, 2048]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(g2, 'avg', 8, '0')
        g3: "bf16[4096, 1024]" = torch.ops.aten.mm.default(dy, x3)
        rs3: "bf16[512, 1024]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(g3, 'avg', 8, '0')
        w1: "bf16[512, 1024]" = torch.ops._c10d_functional.wait_tensor.default(rs1)
        w2: "bf16[512, 2048]" = torch.ops._c10d_functional.wait_tensor.default(rs2)
        w3: "bf16[512, 1024]" = torch.ops._c10d_functional.wait_tensor.default(rs3)
        return (w1, w2, w3)
