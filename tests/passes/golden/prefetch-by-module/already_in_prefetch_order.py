# RUN: -p prefetch-by-module
# collopt's output of forward_without_buckets.py read back: every module's
# all_gathers are already issued one module ahead, so the pass finds the
# graph in module-prefetch order and leaves it unchanged.
# Checks that prefetch-by-module is idempotent on its own output.
class GraphModule(torch.nn.Module):
    def forward(self, tokens: "i64[8192]", tok_embeddings_weight: "bf16[4000, 4096]", layers_0_feed_forward_w13_weight: "bf16[512, 8192]", layers_0_feed_forward_w2_weight: "bf16[1024, 4096]", layers_1_feed_forward_w13_weight: "bf16[512, 8192]", layers_1_feed_forward_w2_weight: "bf16[1024, 4096]", layers_2_feed_forward_w13_weight: "bf16[512, 8192]", layers_2_feed_forward_w2_weight: "bf16[1024, 4096]", output_weight: "bf16[512, 4096]"):
        ag_emb: "bf16[32000, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(tok_embeddings_weight, 8, '0')
        ag_w13_0: "bf16[4096, 8192]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_feed_forward_w13_weight, 8, '0')
        ag_w2_0: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_0_feed_forward_w2_weight, 8, '0')
        emb: "bf16[32000, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_emb)
        h0: "bf16[8192, 4096]" = torch.ops.aten.embedding.default(emb, tokens)
        ag_w13_1: "bf16[4096, 8192]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_feed_forward_w13_weight, 8, '0')
        ag_w2_1: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_feed_forward_w2_weight, 8, '0')
        w13_0: "bf16[4096, 8192]" = torch.ops._c10d_functional.wait_tensor.default(ag_w13_0)
        up_0: "bf16[8192, 8192]" = torch.ops.aten.mm.default(h0, w13_0)
        w2_0: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_w2_0)
        h1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(up_0, w2_0)
        ag_w13_2: "bf16[4096, 8192]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_feed_forward_w13_weight, 8, '0')
        ag_w2_2: "bf16[8192, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_2_feed_forward_w2_weight, 8, '0')
        w13_1: "bf16[4096, 8192]" = torch.ops._c10d_functional.wait_tensor.default(ag_w13_1)
        up_1: "bf16[8192, 8192]" = torch.ops.aten.mm.default(h1, w13_1)
        w2_1: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_w2_1)
        h2: "bf16[8192, 4096]" = torch.ops.aten.mm.default(up_1, w2_1)
        ag_out: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(output_weight, 8, '0')
        w13_2: "bf16[4096, 8192]" = torch.ops._c10d_functional.wait_tensor.default(ag_w13_2)
        up_2: "bf16[8192, 8192]" = torch.ops.aten.mm.default(h2, w13_2)
        w2_2: "bf16[8192, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_w2_2)
        h3: "bf16[8192, 4096]" = torch.ops.aten.mm.default(up_2, w2_2)
        out_w: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag_out)
        logits: "bf16[8192, 4096]" = torch.ops.aten.mm.default(h3, out_w)
        return (logits,)
