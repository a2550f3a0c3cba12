# RUN: -p bucket-collectives
# ag2 gathers (on the 'dp' group of 2) the result of ag1 (on the same
# group), and ag3 is an independent all_gather. ag1 and ag2 cannot share a
# bucket (a path joins them); ag2 and ag3 merge, and the report counts the
# one merge refused by a path. All three are exposed (nothing hides them), so
# the overlap rule has nothing to lose.
# Ported from PyTorch's greedy FX bucketing test test_all_gather_bucket_path
# (pytorch_overlap_passes.md §5.4; bucket_collectives_test.cc
# AllGatherOfAnAllGatherIsNotBucketedWithIt).
class GraphModule(torch.nn.Module):
    def forward(self, layers_0_attention_wq_weight: "bf16[1024, 4096]", layers_0_attention_wk_weight: "bf16[2048, 4096]"):
        ag1: "bf16[2048, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wq_weight, 2, 'dp')
        w1: "bf16[2048, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        ag2: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(w1, 2, 'dp')
        ag3: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wk_weight, 2, 'dp')
        w2: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        w3: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag3)
        return (w2, w3)
