# RUN: -p bucket-by-module,prefetch-by-module
# The FSDP forward of bucket-by-module/forward_one_bucket_per_block.py:
# bucketed per block, then each module's all_gather is issued one module
# ahead (depth 1, the default), before the previous module's wait, with its
# copy-in moved up with it: head's gather, then block.0's, then head's wait
# and the embedding, block.1's gather, block.0's wait, ... The peak memory
# grows by about one gathered module, well under the default limit (the
# input's peak + 1 GiB).
# Ported from module_bucketing_test.cc
# DepthOneIssuesTheNextModuleBeforeTheWait (PyTorch manual overlap:
# `ag0 → w0 → c0 → ag1 → w1 → c1` becomes `ag0 → ag1 → w0 → c0 → w1 → c1`,
# pytorch_overlap_passes.md §2.6).
class GraphModule(torch.nn.Module):
    def forward(self, tokens: "i64[8192]", tok_embeddings_weight: "bf16[4000, 4096]", layers_0_feed_forward_w13_weight: "bf16[512, 8192]", layers_0_feed_forward_w2_weight: "bf16[1024, 4096]", layers_1_feed_forward_w13_weight: "bf16[512, 8192]", layers_1_feed_forward_w2_weight: "bf16[1024, 4096]", layers_2_feed_forward_w13_weight: "bf16[512, 8192]", layers_2_feed_forward_w2_weight: "bf16[1024, 4096]", output_weight: "bf16[512, 4096]"):
        ag_emb: "bf16[32000, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(tok_embeddings_weight, 8, '0')
        emb: "bf16[32000, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_emb)
        h0: "bf16[8192, 4096]" = torch.ops.aten.embedding.default(emb, tokens)
        ag_w13_0: "bf16[4096, 8192]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_feed_forward_w13_weight, 8, '0')
        w13_0: "bf16[4096, 8192]" = torch.ops._c10d_functional.wait_tensor.default(ag_w13_0)
        up_0: "bf16[8192, 8192]" = torch.ops.aten.mm.default(h0, w13_0)
        ag_w2_0: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_feed_forward_w2_weight, 8, '0')
        w2_0: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_w2_0)
        h1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(up_0, w2_0)
        ag_w13_1: "bf16[4096, 8192]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_feed_forward_w13_weight, 8, '0')
        w13_1: "bf16[4096, 8192]" = torch.ops._c10d_functional.wait_tensor.default(ag_w13_1)
        up_1: "bf16[8192, 8192]" = torch.ops.aten.mm.default(h1, w13_1)
        ag_w2_1: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_feed_forward_w2_weight, 8, '0')
        w2_1: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_w2_1)
        h2: "bf16[8192, 4096]" = torch.ops.aten.mm.default(up_1, w2_1)
        ag_w13_2: "bf16[4096, 8192]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_feed_forward_w13_weight, 8, '0')
        w13_2: "bf16[4096, 8192]" = torch.ops._c10d_functional.wait_tensor.default(ag_w13_2)
        up_2: "bf16[8192, 8192]" = torch.ops.aten.mm.default(h2, w13_2)
        ag_w2_2: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_feed_forward_w2_weight, 8, '0')
        w2_2: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_w2_2)
        h3: "bf16[8192, 4096]" = torch.ops.aten.mm.default(up_2, w2_2)
        ag_out: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(output_weight, 8, '0')
        out_w: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_out)
        logits: "bf16[8192, 4096]" = torch.ops.aten.mm.default(h3, out_w)
        return (logits,)
