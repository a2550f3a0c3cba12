class step(torch.nn.Module):
    def forward(self, params, buffers, inputs):
        inputs_1: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"; inputs_2: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"; inputs_3: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"; 

        inputs_1, inputs_2, inputs_3, = fx_pytree.tree_flatten_spec([params, buffers, inputs], self._in_spec)
        # No stacktrace found for following nodes
        _to_copy: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(inputs_1, dtype = torch.float32);  inputs_1 = None
        _to_copy_1: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(inputs_2, dtype = torch.float32);  inputs_2 = None
        _to_copy_2: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(inputs_3, dtype = torch.float32);  inputs_3 = None
        mul: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.mul.Scalar(_to_copy, 0.3535533905932738);  _to_copy = None
        transpose: "f32[8, 16, 64, 512][524288, 32768, 1, 64]cuda:0" = torch.ops.aten.transpose.int(_to_copy_1, -2, -1);  _to_copy_1 = None
        mul_1: "f32[8, 16, 64, 512][524288, 32768, 1, 64]cuda:0" = torch.ops.aten.mul.Scalar(transpose, 0.3535533905932738);  transpose = None
        expand: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.expand.default(mul, [8, 16, 512, 64]);  mul = None
        view: "f32[128, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(expand, [128, 512, 64]);  expand = None
        expand_1: "f32[8, 16, 64, 512][524288, 32768, 1, 64]cuda:0" = torch.ops.aten.expand.default(mul_1, [8, 16, 64, 512]);  mul_1 = None
        view_1: "f32[128, 64, 512][32768, 1, 64]cuda:0" = torch.ops.aten.view.default(expand_1, [128, 64, 512]);  expand_1 = None
        bmm: "f32[128, 512, 512][262144, 512, 1]cuda:0" = torch.ops.aten.bmm.default(view, view_1)
        _unsafe_view: "f32[8, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = torch.ops.aten._unsafe_view.default(bmm, [8, 16, 512, 512]);  bmm = None
        _safe_softmax: "f32[8, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = torch.ops.aten._safe_softmax.default(_unsafe_view, -1);  _unsafe_view = None
        detach: "f32[8, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = torch.ops.aten.detach.default(_safe_softmax)
        _to_copy_3: "bf16[8, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = torch.ops.aten._to_copy.default(_safe_softmax, dtype = torch.bfloat16);  _to_copy_3 = None
        expand_2: "f32[8, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = torch.ops.aten.expand.default(_safe_softmax, [8, 16, 512, 512]);  _safe_softmax = None
        view_2: "f32[128, 512, 512][262144, 512, 1]cuda:0" = torch.ops.aten.view.default(expand_2, [128, 512, 512]);  expand_2 = None
        expand_3: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.expand.default(_to_copy_2, [8, 16, 512, 64]);  _to_copy_2 = None
        view_3: "f32[128, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(expand_3, [128, 512, 64]);  expand_3 = None
        bmm_1: "f32[128, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.bmm.default(view_2, view_3)
        _unsafe_view_1: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._unsafe_view.default(bmm_1, [8, 16, 512, 64]);  bmm_1 = None
        _to_copy_4: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(_unsafe_view_1, dtype = torch.bfloat16);  _unsafe_view_1 = None
        _to_copy_5: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(_to_copy_4, dtype = torch.float32);  _to_copy_4 = None
        pow_1: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_5, 2)
        mean: "f32[][]cuda:0" = torch.ops.aten.mean.default(pow_1);  pow_1 = None
        ones_like: "f32[][]cuda:0" = torch.ops.aten.ones_like.default(mean, pin_memory = False, memory_format = torch.preserve_format)
        expand_4: "f32[8, 16, 512, 64][0, 0, 0, 0]cuda:0" = torch.ops.aten.expand.default(ones_like, [8, 16, 512, 64]);  ones_like = None
        div: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.div.Scalar(expand_4, 4194304);  expand_4 = None
        pow_2: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_5, 1.0);  _to_copy_5 = None
        mul_2: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
        mul_3: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.mul.Tensor(div, mul_2);  div = mul_2 = None
        _to_copy_6: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(mul_3, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0));  mul_3 = None
        _to_copy_7: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(_to_copy_6, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0));  _to_copy_6 = None
        view_4: "f32[128, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(_to_copy_7, [128, 512, 64]);  _to_copy_7 = None
        transpose_1: "f32[128, 512, 512][262144, 1, 512]cuda:0" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
        bmm_2: "f32[128, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.bmm.default(transpose_1, view_4);  transpose_1 = None
        transpose_2: "f32[128, 64, 512][32768, 1, 64]cuda:0" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
        bmm_3: "f32[128, 512, 512][262144, 512, 1]cuda:0" = torch.ops.aten.bmm.default(view_4, transpose_2);  view_4 = transpose_2 = None
        view_5: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.view.default(bmm_2, [8, 16, 512, 64]);  bmm_2 = None
        view_6: "f32[8, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = torch.ops.aten.view.default(bmm_3, [8, 16, 512, 512]);  bmm_3 = None
        detach_1: "f32[8, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = torch.ops.aten.detach.default(detach);  detach = None
        _softmax_backward_data: "f32[8, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = torch.ops.aten._softmax_backward_data.default(view_6, detach_1, -1, torch.float32);  view_6 = detach_1 = None
        view_7: "f32[128, 512, 512][262144, 512, 1]cuda:0" = torch.ops.aten.view.default(_softmax_backward_data, [128, 512, 512]);  _softmax_backward_data = None
        transpose_3: "f32[128, 64, 512][32768, 1, 64]cuda:0" = torch.ops.aten.transpose.int(view, 1, 2);  view = None
        bmm_4: "f32[128, 64, 512][32768, 512, 1]cuda:0" = torch.ops.aten.bmm.default(transpose_3, view_7);  transpose_3 = None
        transpose_4: "f32[128, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
        bmm_5: "f32[128, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.bmm.default(view_7, transpose_4);  view_7 = transpose_4 = None
        view_8: "f32[8, 16, 64, 512][524288, 32768, 512, 1]cuda:0" = torch.ops.aten.view.default(bmm_4, [8, 16, 64, 512]);  bmm_4 = None
        view_9: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.view.default(bmm_5, [8, 16, 512, 64]);  bmm_5 = None
        mul_4: "f32[8, 16, 64, 512][524288, 32768, 512, 1]cuda:0" = torch.ops.aten.mul.Scalar(view_8, 0.3535533905932738);  view_8 = None
        transpose_5: "f32[8, 16, 512, 64][524288, 32768, 1, 512]cuda:0" = torch.ops.aten.transpose.int(mul_4, -2, -1);  mul_4 = None
        mul_5: "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten.mul.Scalar(view_9, 0.3535533905932738);  view_9 = None
        _to_copy_8: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(view_5, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0));  view_5 = None
        _to_copy_9: "bf16[8, 16, 512, 64][524288, 32768, 1, 512]cuda:0" = torch.ops.aten._to_copy.default(transpose_5, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0));  transpose_5 = None
        _to_copy_10: "bf16[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0" = torch.ops.aten._to_copy.default(mul_5, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0));  mul_5 = None
        return pytree.tree_unflatten([mean, _to_copy_10, _to_copy_9, _to_copy_8], self._out_spec)
