# RUN: -p bucket-collectives
# ag2 (issued first) is hidden by mm2; ag1 by mm1, which reads ag2's result.
# Merged, the bucket would be issued where ag2 was and have to be waited
# before mm1, leaving only mm2 to hide both gathers (32 MiB each on 8
# ranks): the exposed time would grow, so the overlap rule refuses the merge
# and the graph is unchanged.
# Ported from PyTorch test_overlap_bucketing_unit.py
# test_cant_bucket_nested_hiding_intervals (pytorch_overlap_passes.md §5.1
# #2; bucket_collectives_test.cc
# NestedHidingIntervalsAreNotBucketedWhenTheBucketCostsTheSum).
class GraphModule(torch.nn.Module):
    def forward(self, layers_0_feed_forward_w1_weight: "bf16[512, 4096]", layers_0_feed_forward_w2_weight: "bf16[512, 4096]", x: "bf16[2048, 4096]", y: "bf16[4096, 4096]"):
        ag2: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_feed_forward_w2_weight, 8, '0')
        ag1: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_feed_forward_w1_weight, 8, '0')
        mm2: "bf16[2048, 4096]" = torch.ops.aten.mm.default(x, y)
        w2: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        mm1: "bf16[2048, 4096]" = torch.ops.aten.mm.default(mm2, w2)
        w1: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        out: "bf16[2048, 4096]" = torch.ops.aten.mm.default(mm1, w1)
        return (out,)
