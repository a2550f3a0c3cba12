class step(torch.nn.Module):
    def forward(self, params, buffers, inputs):
        inputs_1: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"; inputs_2: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"; inputs_3: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"; 

        inputs_1, inputs_2, inputs_3, = fx_pytree.tree_flatten_spec([params, buffers, inputs], self._in_spec)
        # No stacktrace found for following nodes
        _scaled_dot_product_flash_attention = torch.ops.aten._scaled_dot_product_flash_attention.default(inputs_1, inputs_2, inputs_3, scale = 0.125)
        getitem: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = _scaled_dot_product_flash_attention[0]
        getitem_1: "f32[8, 16, 512][8192, 512, 1]cuda:0" = _scaled_dot_product_flash_attention[1]
        getitem_2 = _scaled_dot_product_flash_attention[2];  getitem_2 = None
        getitem_3 = _scaled_dot_product_flash_attention[3];  getitem_3 = None
        getitem_4 = _scaled_dot_product_flash_attention[4];  getitem_4 = None
        getitem_5 = _scaled_dot_product_flash_attention[5];  getitem_5 = None
        getitem_6: "u64[2][1]cuda:0" = _scaled_dot_product_flash_attention[6]
        getitem_7: "u64[][]cuda:0" = _scaled_dot_product_flash_attention[7]
        getitem_8: "bf16[0][1]cuda:0" = _scaled_dot_product_flash_attention[8];  _scaled_dot_product_flash_attention = getitem_8 = None
        detach: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.detach.default(getitem)
        _to_copy: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(getitem, dtype = torch.float32);  getitem = None
        pow_1: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 2)
        mean: "f32[][]cuda:0" = torch.ops.aten.mean.default(pow_1);  pow_1 = None
        ones_like: "f32[][]cuda:0" = torch.ops.aten.ones_like.default(mean, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[8, 16, 512, 64][0, 0, 0, 0]cuda:0" = torch.ops.aten.expand.default(ones_like, [8, 16, 512, 64]);  ones_like = None
        div: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.div.Scalar(expand, 4194304);  expand = None
        pow_2: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 1.0);  _to_copy = None
        mul: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
        mul_1: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.mul.Tensor(div, mul);  div = mul = None
        _to_copy_1: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(mul_1, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0));  mul_1 = None
        detach_1: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.detach.default(detach);  detach = None
        _scaled_dot_product_flash_attention_backward = torch.ops.aten._scaled_dot_product_flash_attention_backward.default(_to_copy_1, inputs_1, inputs_2, inputs_3, detach_1, getitem_1, None, None, 512, 512, 0.0, False, getitem_6, getitem_7, scale = 0.125);  _to_copy_1 = inputs_1 = inputs_2 = inputs_3 = detach_1 = getitem_1 = getitem_6 = getitem_7 = None
        getitem_9: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = _scaled_dot_product_flash_attention_backward[0]
        getitem_10: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = _scaled_dot_product_flash_attention_backward[1]
        getitem_11: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = _scaled_dot_product_flash_attention_backward[2];  _scaled_dot_product_flash_attention_backward = None
        return pytree.tree_unflatten([mean, getitem_9, getitem_10, getitem_11], self._out_spec)
