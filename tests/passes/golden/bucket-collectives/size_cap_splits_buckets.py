# RUN: -p bucket-collectives --bucket-collectives-cap-mb 8 --bucket-collectives-preserve-overlap false
# Five FSDP all_gathers of 4 MiB each (gathered [2048, 1024] bf16 on 8
# ranks) with an 8 MiB cap: two per bucket, in program order (ag1+ag2,
# ag3+ag4), and ag5 alone. Every group keeps its issue order.
# Ported from bucket_collectives_test.cc SizeCapSplitsBuckets.
class GraphModule(torch.nn.Module):
    def forward(self, layers_0_attention_wq_weight: "bf16[256, 1024]", layers_0_attention_wk_weight: "bf16[256, 1024]", layers_0_attention_wv_weight: "bf16[256, 1024]", layers_0_attention_wo_weight: "bf16[256, 1024]", layers_0_feed_forward_w1_weight: "bf16[256, 1024]"):
        ag1: "bf16[2048, 1024]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wq_weight, 8, '0')
        ag2: "bf16[2048, 1024]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wk_weight, 8, '0')
        ag3: "bf16[2048, 1024]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wv_weight, 8, '0')
        ag4: "bf16[2048, 1024]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_attention_wo_weight, 8, '0')
        ag5: "bf16[2048, 1024]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_feed_forward_w1_weight, 8, '0')
        w1: "bf16[2048, 1024]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        w2: "bf16[2048, 1024]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        w3: "bf16[2048, 1024]" = torch.ops._c10d_functional.wait_tensor.default(ag3)
        w4: "bf16[2048, 1024]" = torch.ops._c10d_functional.wait_tensor.default(ag4)
        w5: "bf16[2048, 1024]" = torch.ops._c10d_functional.wait_tensor.default(ag5)
        return (w1, w2, w3, w4, w5)
