# RUN: -p bucket-collectives --bucket-collectives-multi-dtype-all-gather true
# A block's f32 norm weight and its bf16 wq weight, gathered on 8 ranks
# and hidden by the previous block's matmul. With
# --bucket-collectives-multi-dtype-all-gather both are packed as bytes into
# one uint8 bucket (aten.view.dtype to u8 and back), and each member gets
# its dtype and shape back.
# Ported from PyTorch test_overlap_bucketing_unit.py
# test_can_bucket_multidtype_collectives (pytorch_overlap_passes.md §5.1 #9;
# bucket_collectives_test.cc MultiDtypeAllGatherPacksBytes).
class GraphModule(torch.nn.Module):
    def forward(self, layers_1_attention_norm_weight: "f32[512]", layers_1_attention_wq_weight: "bf16[512, 4096]", h: "bf16[8192, 4096]", w: "bf16[4096, 4096]"):
        ag1: "f32[4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_attention_norm_weight, 8, '0')
        ag2: "bf16[4096, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(layers_1_attention_wq_weight, 8, '0')
        mm: "bf16[8192, 4096]" = torch.ops.aten.mm.default(h, w)
        w1: "f32[4096]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        w2: "bf16[4096, 4096]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        cast: "f32[8192, 4096]" = torch.ops.prims.convert_element_type.default(mm, torch.float32)
        normed: "f32[8192, 4096]" = torch.ops.aten.mul.Tensor(cast, w1)
        cast_1: "bf16[8192, 4096]" = torch.ops.prims.convert_element_type.default(normed, torch.bfloat16)
        t: "bf16[4096, 4096]" = torch.ops.aten.t.default(w2)
        q: "bf16[8192, 4096]" = torch.ops.aten.mm.default(cast_1, t)
        return (q,)
