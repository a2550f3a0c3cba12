# RUN: -p bucket-collectives
# Two FSDP all_gathers of bf16 weight shards on 8 ranks (2 x 4 MiB gathered),
# each hidden by a matmul that does not need it; the waits come after both
# matmuls. With the overlap rule on (the default), merging loses nothing:
# one bucket, issued where ag1 was, its wait where w1 was, and the copy-out
# gives back [4096, 512]-shaped values in rank-major order.
# Ported from PyTorch test_overlap_bucketing_unit.py
# test_can_bucket_independent_collectives (pytorch_overlap_passes.md §5.1
# #1; bucket_collectives_test.cc CanBucketIndependentCollectives).
class GraphModule(torch.nn.Module):
    def forward(self, layers_0_attention_wq_weight: "bf16[512, 512]", layers_0_attention_wk_weight: "bf16[512, 512]", x: "bf16[8192, 4096]", y: "bf16[4096, 4096]"):
        ag1: "bf16[4096, 512]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wq_weight, 8, '0')
        ag2: "bf16[4096, 512]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wk_weight, 8, '0')
        mm1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(x, y)
        mm2: "bf16[8192, 4096]" = torch.ops.aten.mm.default(mm1, y)
        w1: "bf16[4096, 512]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        w2: "bf16[4096, 512]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        q: "bf16[8192, 512]" = torch.ops.aten.mm.default(mm2, w1)
        k: "bf16[8192, 512]" = torch.ops.aten.mm.default(mm2, w2)
        return (q, k)
