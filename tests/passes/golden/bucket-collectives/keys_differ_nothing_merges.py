# RUN: -p bucket-collectives --bucket-collectives-preserve-overlap false
# Collectives that share no bucket key: reduce_scatters with 'sum' and
# 'avg', all_gathers on two groups ('pg1', 'pg2'), and two all_gathers on
# '0' of different dtypes (f32 and bf16, without
# --bucket-collectives-multi-dtype-all-gather). Even with the overlap rule
# off nothing merges: the graph is unchanged.
# Ported from bucket_collectives_test.cc DifferentReduceOpsAreNotBucketed,
# DifferentGroupsAreNotBucketed and MultiDtypeAllGatherPacksBytes (its
# default half; PyTorch bucket keys, pytorch_overlap_passes.md §1.3).
class GraphModule(torch.nn.Module):
    def forward(self, g1: "bf16[4096, 1024]", g2: "bf16[4096, 1024]", p1: "bf16[512, 1024]", p2: "bf16[512, 1024]", layers_0_attention_norm_weight: "f32[512]", layers_0_attention_wq_weight: "bf16[512, 4096]"):
        rs1: "bf16[512, 1024]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(g1, 'sum', 8, '0')
        rs2: "bf16[512, 1024]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(g2, 'avg', 8, '0')
        ag1: "bf16[4096, 1024]" = torch.ops._c10d_functional.all_gather_into_tensor.default(p1, 8, 'pg1')
        ag2: "bf16[4096, 1024]" = torch.ops._c10d_functional.all_gather_into_tensor.default(p2, 8, 'pg2')
        ag3: "f32[4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_norm_weight, 8, '0')
        ag4: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wq_weight, 8, '0')
        w1: "bf16[512, 1024]" = torch.ops._c10d_functional.wait_tensor.default(rs1)
        w2: "bf16[512, 1024]" = torch.ops._c10d_functional.wait_tensor.default(rs2)
        w3: "bf16[4096, 1024]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        w4: "bf16[4096, 1024]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        w5: "f32[4096]" = torch.ops._c10d_functional.wait_tensor.default(ag3)
        w6: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag4)
        return (w1, w2, w3, w4, w5, w6)
