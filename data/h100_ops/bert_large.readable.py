class step(torch.nn.Module):
    def forward(self, params, buffers, inputs):
        params_1: "bf16[3072, 1024][1024, 1]cuda:0"; params_2: "bf16[3072][1]cuda:0"; params_3: "bf16[1024, 1024][1024, 1]cuda:0"; params_4: "bf16[1024][1]cuda:0"; params_5: "bf16[4096, 1024][1024, 1]cuda:0"; params_6: "bf16[4096][1]cuda:0"; params_7: "bf16[1024, 4096][4096, 1]cuda:0"; params_8: "bf16[1024][1]cuda:0"; params_9: "bf16[1024][1]cuda:0"; params_10: "bf16[1024][1]cuda:0"; params_11: "bf16[1024][1]cuda:0"; params_12: "bf16[1024][1]cuda:0"; params_13: "bf16[3072, 1024][1024, 1]cuda:0"; params_14: "bf16[3072][1]cuda:0"; params_15: "bf16[1024, 1024][1024, 1]cuda:0"; params_16: "bf16[1024][1]cuda:0"; params_17: "bf16[4096, 1024][1024, 1]cuda:0"; params_18: "bf16[4096][1]cuda:0"; params_19: "bf16[1024, 4096][4096, 1]cuda:0"; params_20: "bf16[1024][1]cuda:0"; params_21: "bf16[1024][1]cuda:0"; params_22: "bf16[1024][1]cuda:0"; params_23: "bf16[1024][1]cuda:0"; params_24: "bf16[1024][1]cuda:0"; inputs_1: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0"; 

        params_1, params_2, params_3, params_4, params_5, params_6, params_7, params_8, params_9, params_10, params_11, params_12, params_13, params_14, params_15, params_16, params_17, params_18, params_19, params_20, params_21, params_22, params_23, params_24, inputs_1, = fx_pytree.tree_flatten_spec([params, buffers, inputs], self._in_spec)
        # No stacktrace found for following nodes
        transpose: "bf16[512, 8, 1024][1024, 524288, 1]cuda:0" = torch.ops.aten.transpose.int(inputs_1, 1, 0)
        t: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_1);  params_1 = None
        clone: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone, [4096, 1024]);  clone = None
        mm: "bf16[4096, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view, t);  t = None
        _unsafe_view_1: "bf16[512, 8, 3072][24576, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm, [512, 8, 3072]);  mm = None
        add: "bf16[512, 8, 3072][24576, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_1, params_2);  _unsafe_view_1 = params_2 = None
        view: "bf16[512, 8, 3, 1024][24576, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add, [512, 8, 3, 1024]);  add = None
        unsqueeze: "bf16[1, 512, 8, 3, 1024][12582912, 24576, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view, 0);  view = None
        transpose_1: "bf16[3, 512, 8, 1, 1024][1024, 24576, 3072, 12582912, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze, 0, -2);  unsqueeze = None
        squeeze: "bf16[3, 512, 8, 1024][1024, 24576, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_1, -2);  transpose_1 = None
        clone_1: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
        select: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_1, 0, 0)
        select_1: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_1, 0, 1)
        select_2: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
        view_1: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.view.default(select, [512, 128, 64]);  select = None
        transpose_2: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.transpose.int(view_1, 0, 1);  view_1 = None
        view_2: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.view.default(select_1, [512, 128, 64]);  select_1 = None
        transpose_3: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.transpose.int(view_2, 0, 1);  view_2 = None
        view_3: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.view.default(select_2, [512, 128, 64]);  select_2 = None
        transpose_4: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.transpose.int(view_3, 0, 1);  view_3 = None
        view_4: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.view.default(transpose_2, [8, 16, 512, 64]);  transpose_2 = None
        view_5: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.view.default(transpose_3, [8, 16, 512, 64]);  transpose_3 = None
        view_6: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.view.default(transpose_4, [8, 16, 512, 64]);  transpose_4 = None
        _scaled_dot_product_cudnn_attention = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_4, view_5, view_6, None, True, 0.1)
        getitem: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = _scaled_dot_product_cudnn_attention[0]
        getitem_1: "f32[8, 16, 512, 1][8192, 512, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention[1]
        getitem_2 = _scaled_dot_product_cudnn_attention[2];  getitem_2 = None
        getitem_3 = _scaled_dot_product_cudnn_attention[3];  getitem_3 = None
        getitem_4 = _scaled_dot_product_cudnn_attention[4];  getitem_4 = None
        getitem_5 = _scaled_dot_product_cudnn_attention[5];  getitem_5 = None
        getitem_6: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention[6]
        getitem_7: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention[7]
        getitem_8 = _scaled_dot_product_cudnn_attention[8];  _scaled_dot_product_cudnn_attention = getitem_8 = None
        detach: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.detach.default(getitem)
        permute: "bf16[512, 8, 16, 64][8192, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem, [2, 0, 1, 3]);  getitem = None
        view_7: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute, [4096, 1024]);  permute = None
        t_1: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_3);  params_3 = None
        addmm: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_4, view_7, t_1);  params_4 = None
        view_8: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm, [512, 8, 1024]);  addmm = None
        transpose_5: "bf16[8, 512, 1024][1024, 8192, 1]cuda:0" = torch.ops.aten.transpose.int(view_8, 1, 0);  view_8 = None
        native_dropout = torch.ops.aten.native_dropout.default(transpose_5, 0.1, True);  transpose_5 = None
        getitem_9: "bf16[8, 512, 1024][1024, 8192, 1]cuda:0" = native_dropout[0]
        getitem_10: "b8[8, 512, 1024][1024, 8192, 1]cuda:0" = native_dropout[1];  native_dropout = None
        add_1: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(inputs_1, getitem_9);  inputs_1 = getitem_9 = None
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [1024], params_9, params_10, 1e-05)
        getitem_11: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_layer_norm[0]
        getitem_12: "f32[8, 512, 1][512, 1, 1]cuda:0" = native_layer_norm[1]
        getitem_13: "f32[8, 512, 1][512, 1, 1]cuda:0" = native_layer_norm[2];  native_layer_norm = None
        view_9: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_11, [4096, 1024])
        t_2: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_5);  params_5 = None
        addmm_1: "bf16[4096, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_6, view_9, t_2);  params_6 = None
        view_10: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_1, [8, 512, 4096]);  addmm_1 = None
        gelu: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_10)
        native_dropout_1 = torch.ops.aten.native_dropout.default(gelu, 0.1, True);  gelu = None
        getitem_14: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = native_dropout_1[0]
        getitem_15: "b8[8, 512, 4096][2097152, 4096, 1]cuda:0" = native_dropout_1[1];  native_dropout_1 = None
        view_11: "bf16[4096, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(getitem_14, [4096, 4096]);  getitem_14 = None
        t_3: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_7);  params_7 = None
        addmm_2: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_8, view_11, t_3);  params_8 = None
        view_12: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_2, [8, 512, 1024]);  addmm_2 = None
        native_dropout_2 = torch.ops.aten.native_dropout.default(view_12, 0.1, True);  view_12 = None
        getitem_16: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_dropout_2[0]
        getitem_17: "b8[8, 512, 1024][524288, 1024, 1]cuda:0" = native_dropout_2[1];  native_dropout_2 = None
        add_2: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_11, getitem_16);  getitem_11 = getitem_16 = None
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [1024], params_11, params_12, 1e-05)
        getitem_18: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_layer_norm_1[0]
        getitem_19: "f32[8, 512, 1][512, 1, 1]cuda:0" = native_layer_norm_1[1]
        getitem_20: "f32[8, 512, 1][512, 1, 1]cuda:0" = native_layer_norm_1[2];  native_layer_norm_1 = None
        transpose_6: "bf16[512, 8, 1024][1024, 524288, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_18, 1, 0)
        t_4: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_13);  params_13 = None
        clone_2: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
        _unsafe_view_2: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_2, [4096, 1024]);  clone_2 = None
        mm_1: "bf16[4096, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_2, t_4)
        _unsafe_view_3: "bf16[512, 8, 3072][24576, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_1, [512, 8, 3072]);  mm_1 = None
        add_3: "bf16[512, 8, 3072][24576, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_3, params_14);  _unsafe_view_3 = params_14 = None
        view_13: "bf16[512, 8, 3, 1024][24576, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_3, [512, 8, 3, 1024]);  add_3 = None
        unsqueeze_1: "bf16[1, 512, 8, 3, 1024][12582912, 24576, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_13, 0);  view_13 = None
        transpose_7: "bf16[3, 512, 8, 1, 1024][1024, 24576, 3072, 12582912, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_1, 0, -2);  unsqueeze_1 = None
        squeeze_1: "bf16[3, 512, 8, 1024][1024, 24576, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_7, -2);  transpose_7 = None
        clone_3: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
        select_3: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_3, 0, 0)
        select_4: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_3, 0, 1)
        select_5: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_3, 0, 2);  clone_3 = None
        view_14: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.view.default(select_3, [512, 128, 64]);  select_3 = None
        transpose_8: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.transpose.int(view_14, 0, 1);  view_14 = None
        view_15: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.view.default(select_4, [512, 128, 64]);  select_4 = None
        transpose_9: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.transpose.int(view_15, 0, 1);  view_15 = None
        view_16: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.view.default(select_5, [512, 128, 64]);  select_5 = None
        transpose_10: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.transpose.int(view_16, 0, 1);  view_16 = None
        view_17: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.view.default(transpose_8, [8, 16, 512, 64]);  transpose_8 = None
        view_18: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.view.default(transpose_9, [8, 16, 512, 64]);  transpose_9 = None
        view_19: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.view.default(transpose_10, [8, 16, 512, 64]);  transpose_10 = None
        _scaled_dot_product_cudnn_attention_1 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_17, view_18, view_19, None, True, 0.1)
        getitem_21: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = _scaled_dot_product_cudnn_attention_1[0]
        getitem_22: "f32[8, 16, 512, 1][8192, 512, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_1[1]
        getitem_23 = _scaled_dot_product_cudnn_attention_1[2];  getitem_23 = None
        getitem_24 = _scaled_dot_product_cudnn_attention_1[3];  getitem_24 = None
        getitem_25 = _scaled_dot_product_cudnn_attention_1[4];  getitem_25 = None
        getitem_26 = _scaled_dot_product_cudnn_attention_1[5];  getitem_26 = None
        getitem_27: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_1[6]
        getitem_28: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_1[7]
        getitem_29 = _scaled_dot_product_cudnn_attention_1[8];  _scaled_dot_product_cudnn_attention_1 = getitem_29 = None
        detach_1: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.detach.default(getitem_21)
        permute_1: "bf16[512, 8, 16, 64][8192, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_21, [2, 0, 1, 3]);  getitem_21 = None
        view_20: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_1, [4096, 1024]);  permute_1 = None
        t_5: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_15);  params_15 = None
        addmm_3: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_16, view_20, t_5);  params_16 = None
        view_21: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_3, [512, 8, 1024]);  addmm_3 = None
        transpose_11: "bf16[8, 512, 1024][1024, 8192, 1]cuda:0" = torch.ops.aten.transpose.int(view_21, 1, 0);  view_21 = None
        native_dropout_3 = torch.ops.aten.native_dropout.default(transpose_11, 0.1, True);  transpose_11 = None
        getitem_30: "bf16[8, 512, 1024][1024, 8192, 1]cuda:0" = native_dropout_3[0]
        getitem_31: "b8[8, 512, 1024][1024, 8192, 1]cuda:0" = native_dropout_3[1];  native_dropout_3 = None
        add_4: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_18, getitem_30);  getitem_18 = getitem_30 = None
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_4, [1024], params_21, params_22, 1e-05)
        getitem_32: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_layer_norm_2[0]
        getitem_33: "f32[8, 512, 1][512, 1, 1]cuda:0" = native_layer_norm_2[1]
        getitem_34: "f32[8, 512, 1][512, 1, 1]cuda:0" = native_layer_norm_2[2];  native_layer_norm_2 = None
        view_22: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_32, [4096, 1024])
        t_6: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_17);  params_17 = None
        addmm_4: "bf16[4096, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_18, view_22, t_6);  params_18 = None
        view_23: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_4, [8, 512, 4096]);  addmm_4 = None
        gelu_1: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_23)
        native_dropout_4 = torch.ops.aten.native_dropout.default(gelu_1, 0.1, True);  gelu_1 = None
        getitem_35: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = native_dropout_4[0]
        getitem_36: "b8[8, 512, 4096][2097152, 4096, 1]cuda:0" = native_dropout_4[1];  native_dropout_4 = None
        view_24: "bf16[4096, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(getitem_35, [4096, 4096]);  getitem_35 = None
        t_7: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_19);  params_19 = None
        addmm_5: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_20, view_24, t_7);  params_20 = None
        view_25: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_5, [8, 512, 1024]);  addmm_5 = None
        native_dropout_5 = torch.ops.aten.native_dropout.default(view_25, 0.1, True);  view_25 = None
        getitem_37: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_dropout_5[0]
        getitem_38: "b8[8, 512, 1024][524288, 1024, 1]cuda:0" = native_dropout_5[1];  native_dropout_5 = None
        add_5: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_32, getitem_37);  getitem_32 = getitem_37 = None
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_5, [1024], params_23, params_24, 1e-05)
        getitem_39: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_layer_norm_3[0]
        getitem_40: "f32[8, 512, 1][512, 1, 1]cuda:0" = native_layer_norm_3[1]
        getitem_41: "f32[8, 512, 1][512, 1, 1]cuda:0" = native_layer_norm_3[2];  native_layer_norm_3 = None
        _to_copy: "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten._to_copy.default(getitem_39, dtype = torch.float32);  getitem_39 = None
        pow_1: "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 2)
        mean: "f32[][]cuda:0" = torch.ops.aten.mean.default(pow_1);  pow_1 = None
        ones_like: "f32[][]cuda:0" = torch.ops.aten.ones_like.default(mean, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[8, 512, 1024][0, 0, 0]cuda:0" = torch.ops.aten.expand.default(ones_like, [8, 512, 1024]);  ones_like = None
        div: "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.div.Scalar(expand, 4194304);  expand = None
        pow_2: "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 1.0);  _to_copy = None
        mul: "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
        mul_1: "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.mul.Tensor(div, mul);  div = mul = None
        _to_copy_1: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten._to_copy.default(mul_1, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0));  mul_1 = None
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(_to_copy_1, add_5, [1024], getitem_40, getitem_41, params_23, params_24, [True, True, True]);  _to_copy_1 = add_5 = getitem_40 = getitem_41 = params_23 = params_24 = None
        getitem_42: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_layer_norm_backward[0]
        getitem_43: "bf16[1024][1]cuda:0" = native_layer_norm_backward[1]
        getitem_44: "bf16[1024][1]cuda:0" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        native_dropout_backward: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.native_dropout_backward.default(getitem_42, getitem_38, 1.1111111111111112);  getitem_38 = None
        view_26: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(native_dropout_backward, [4096, 1024]);  native_dropout_backward = None
        t_8: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_7);  t_7 = None
        mm_2: "bf16[4096, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_26, t_8);  t_8 = None
        t_9: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(view_26)
        mm_3: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_9, view_24);  t_9 = view_24 = None
        t_10: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_1: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_26, [0], True);  view_26 = None
        view_27: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_1, [1024]);  sum_1 = None
        t_11: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_10);  t_10 = None
        view_28: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_2, [8, 512, 4096]);  mm_2 = None
        native_dropout_backward_1: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.native_dropout_backward.default(view_28, getitem_36, 1.1111111111111112);  view_28 = getitem_36 = None
        gelu_backward: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(native_dropout_backward_1, view_23);  native_dropout_backward_1 = view_23 = None
        view_29: "bf16[4096, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward, [4096, 4096]);  gelu_backward = None
        t_12: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_4: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_29, t_12);  t_12 = None
        t_13: "bf16[4096, 4096][1, 4096]cuda:0" = torch.ops.aten.t.default(view_29)
        mm_5: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_13, view_22);  t_13 = view_22 = None
        t_14: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_2: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_29, [0], True);  view_29 = None
        view_30: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_2, [4096]);  sum_2 = None
        t_15: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_14);  t_14 = None
        view_31: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_4, [8, 512, 1024]);  mm_4 = None
        add_6: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_42, view_31);  getitem_42 = view_31 = None
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_6, add_4, [1024], getitem_33, getitem_34, params_21, params_22, [True, True, True]);  add_6 = add_4 = getitem_33 = getitem_34 = params_21 = params_22 = None
        getitem_45: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_layer_norm_backward_1[0]
        getitem_46: "bf16[1024][1]cuda:0" = native_layer_norm_backward_1[1]
        getitem_47: "bf16[1024][1]cuda:0" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        native_dropout_backward_2: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.native_dropout_backward.default(getitem_45, getitem_31, 1.1111111111111112);  getitem_31 = None
        transpose_12: "bf16[512, 8, 1024][1024, 524288, 1]cuda:0" = torch.ops.aten.transpose.int(native_dropout_backward_2, 1, 0);  native_dropout_backward_2 = None
        clone_4: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_12, memory_format = torch.contiguous_format);  transpose_12 = None
        _unsafe_view_4: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_4, [4096, 1024]);  clone_4 = None
        t_16: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_6: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_4, t_16);  t_16 = None
        t_17: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_4)
        mm_7: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_17, view_20);  t_17 = view_20 = None
        t_18: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_3: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_4, [0], True);  _unsafe_view_4 = None
        view_32: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_3, [1024]);  sum_3 = None
        t_19: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_18);  t_18 = None
        view_33: "bf16[512, 8, 16, 64][8192, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_6, [512, 8, 16, 64]);  mm_6 = None
        permute_2: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.permute.default(view_33, [1, 2, 0, 3]);  view_33 = None
        detach_2: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _scaled_dot_product_cudnn_attention_backward = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_2, view_17, view_18, view_19, detach_2, getitem_22, getitem_27, getitem_28, None, None, None, 512, 512, 0.1, False);  permute_2 = view_17 = view_18 = view_19 = detach_2 = getitem_22 = getitem_27 = getitem_28 = None
        getitem_48: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward[0]
        getitem_49: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward[1]
        getitem_50: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward[2];  _scaled_dot_product_cudnn_attention_backward = None
        view_34: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.view.default(getitem_50, [128, 512, 64]);  getitem_50 = None
        view_35: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.view.default(getitem_49, [128, 512, 64]);  getitem_49 = None
        view_36: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.view.default(getitem_48, [128, 512, 64]);  getitem_48 = None
        transpose_13: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_34, 0, 1);  view_34 = None
        view_37: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_13, [512, 8, 1024]);  transpose_13 = None
        transpose_14: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_35, 0, 1);  view_35 = None
        view_38: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_14, [512, 8, 1024]);  transpose_14 = None
        transpose_15: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_36, 0, 1);  view_36 = None
        view_39: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_15, [512, 8, 1024]);  transpose_15 = None
        select_backward: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_37, [3, 512, 8, 1024], 0, 2);  view_37 = None
        select_backward_1: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_38, [3, 512, 8, 1024], 0, 1);  view_38 = None
        add_7: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
        select_backward_2: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_39, [3, 512, 8, 1024], 0, 0);  view_39 = None
        add_8: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_7, select_backward_2);  add_7 = select_backward_2 = None
        unsqueeze_2: "bf16[3, 512, 8, 1, 1024][4194304, 8192, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_8, 3);  add_8 = None
        transpose_16: "bf16[1, 512, 8, 3, 1024][1024, 8192, 1024, 4194304, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_2, 0, -2);  unsqueeze_2 = None
        squeeze_2: "bf16[512, 8, 3, 1024][8192, 1024, 4194304, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_16, 0);  transpose_16 = None
        clone_5: "bf16[512, 8, 3, 1024][24576, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_2, memory_format = torch.contiguous_format);  squeeze_2 = None
        _unsafe_view_5: "bf16[512, 8, 3072][24576, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_5, [512, 8, 3072]);  clone_5 = None
        sum_4: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_5, [0, 1], True)
        view_40: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_4, [3072]);  sum_4 = None
        view_41: "bf16[4096, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_5, [4096, 3072]);  _unsafe_view_5 = None
        t_20: "bf16[3072, 4096][1, 3072]cuda:0" = torch.ops.aten.t.default(view_41)
        mm_8: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_20, _unsafe_view_2);  t_20 = _unsafe_view_2 = None
        t_21: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        t_22: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_9: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_41, t_22);  view_41 = t_22 = None
        view_42: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_9, [512, 8, 1024]);  mm_9 = None
        t_23: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_21);  t_21 = None
        transpose_17: "bf16[8, 512, 1024][1024, 8192, 1]cuda:0" = torch.ops.aten.transpose.int(view_42, 1, 0);  view_42 = None
        add_9: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_45, transpose_17);  getitem_45 = transpose_17 = None
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_9, add_2, [1024], getitem_19, getitem_20, params_11, params_12, [True, True, True]);  add_9 = add_2 = getitem_19 = getitem_20 = params_11 = params_12 = None
        getitem_51: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_layer_norm_backward_2[0]
        getitem_52: "bf16[1024][1]cuda:0" = native_layer_norm_backward_2[1]
        getitem_53: "bf16[1024][1]cuda:0" = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
        native_dropout_backward_3: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.native_dropout_backward.default(getitem_51, getitem_17, 1.1111111111111112);  getitem_17 = None
        view_43: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(native_dropout_backward_3, [4096, 1024]);  native_dropout_backward_3 = None
        t_24: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_10: "bf16[4096, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_43, t_24);  t_24 = None
        t_25: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(view_43)
        mm_11: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_25, view_11);  t_25 = view_11 = None
        t_26: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_5: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_43, [0], True);  view_43 = None
        view_44: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_5, [1024]);  sum_5 = None
        t_27: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_26);  t_26 = None
        view_45: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_10, [8, 512, 4096]);  mm_10 = None
        native_dropout_backward_4: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.native_dropout_backward.default(view_45, getitem_15, 1.1111111111111112);  view_45 = getitem_15 = None
        gelu_backward_1: "bf16[8, 512, 4096][2097152, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(native_dropout_backward_4, view_10);  native_dropout_backward_4 = view_10 = None
        view_46: "bf16[4096, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_1, [4096, 4096]);  gelu_backward_1 = None
        t_28: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_12: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_46, t_28);  t_28 = None
        t_29: "bf16[4096, 4096][1, 4096]cuda:0" = torch.ops.aten.t.default(view_46)
        mm_13: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_29, view_9);  t_29 = view_9 = None
        t_30: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_6: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_46, [0], True);  view_46 = None
        view_47: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_6, [4096]);  sum_6 = None
        t_31: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_30);  t_30 = None
        view_48: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_12, [8, 512, 1024]);  mm_12 = None
        add_10: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_51, view_48);  getitem_51 = view_48 = None
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(add_10, add_1, [1024], getitem_12, getitem_13, params_9, params_10, [True, True, True]);  add_10 = add_1 = getitem_12 = getitem_13 = params_9 = params_10 = None
        getitem_54: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = native_layer_norm_backward_3[0]
        getitem_55: "bf16[1024][1]cuda:0" = native_layer_norm_backward_3[1]
        getitem_56: "bf16[1024][1]cuda:0" = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
        native_dropout_backward_5: "bf16[8, 512, 1024][524288, 1024, 1]cuda:0" = torch.ops.aten.native_dropout_backward.default(getitem_54, getitem_10, 1.1111111111111112);  getitem_54 = getitem_10 = None
        transpose_18: "bf16[512, 8, 1024][1024, 524288, 1]cuda:0" = torch.ops.aten.transpose.int(native_dropout_backward_5, 1, 0);  native_dropout_backward_5 = None
        clone_6: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
        _unsafe_view_6: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_6, [4096, 1024]);  clone_6 = None
        t_32: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_14: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_6, t_32);  t_32 = None
        t_33: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_6)
        mm_15: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_33, view_7);  t_33 = view_7 = None
        t_34: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        sum_7: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_6, [0], True);  _unsafe_view_6 = None
        view_49: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_7, [1024]);  sum_7 = None
        t_35: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_34);  t_34 = None
        view_50: "bf16[512, 8, 16, 64][8192, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_14, [512, 8, 16, 64]);  mm_14 = None
        permute_3: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.permute.default(view_50, [1, 2, 0, 3]);  view_50 = None
        detach_3: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = torch.ops.aten.detach.default(detach);  detach = None
        _scaled_dot_product_cudnn_attention_backward_1 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_3, view_4, view_5, view_6, detach_3, getitem_1, getitem_6, getitem_7, None, None, None, 512, 512, 0.1, False);  permute_3 = view_4 = view_5 = view_6 = detach_3 = getitem_1 = getitem_6 = getitem_7 = None
        getitem_57: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_1[0]
        getitem_58: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_1[1]
        getitem_59: "bf16[8, 16, 512, 64][1024, 64, 8192, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_1[2];  _scaled_dot_product_cudnn_attention_backward_1 = None
        view_51: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.view.default(getitem_59, [128, 512, 64]);  getitem_59 = None
        view_52: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.view.default(getitem_58, [128, 512, 64]);  getitem_58 = None
        view_53: "bf16[128, 512, 64][64, 8192, 1]cuda:0" = torch.ops.aten.view.default(getitem_57, [128, 512, 64]);  getitem_57 = None
        transpose_19: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_51, 0, 1);  view_51 = None
        view_54: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_19, [512, 8, 1024]);  transpose_19 = None
        transpose_20: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_52, 0, 1);  view_52 = None
        view_55: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_20, [512, 8, 1024]);  transpose_20 = None
        transpose_21: "bf16[512, 128, 64][8192, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_53, 0, 1);  view_53 = None
        view_56: "bf16[512, 8, 1024][8192, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_21, [512, 8, 1024]);  transpose_21 = None
        select_backward_3: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_54, [3, 512, 8, 1024], 0, 2);  view_54 = None
        select_backward_4: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_55, [3, 512, 8, 1024], 0, 1);  view_55 = None
        add_11: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_3, select_backward_4);  select_backward_3 = select_backward_4 = None
        select_backward_5: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_56, [3, 512, 8, 1024], 0, 0);  view_56 = None
        add_12: "bf16[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_11, select_backward_5);  add_11 = select_backward_5 = None
        unsqueeze_3: "bf16[3, 512, 8, 1, 1024][4194304, 8192, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_12, 3);  add_12 = None
        transpose_22: "bf16[1, 512, 8, 3, 1024][1024, 8192, 1024, 4194304, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_3, 0, -2);  unsqueeze_3 = None
        squeeze_3: "bf16[512, 8, 3, 1024][8192, 1024, 4194304, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_22, 0);  transpose_22 = None
        clone_7: "bf16[512, 8, 3, 1024][24576, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_3, memory_format = torch.contiguous_format);  squeeze_3 = None
        _unsafe_view_7: "bf16[512, 8, 3072][24576, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_7, [512, 8, 3072]);  clone_7 = None
        sum_8: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_7, [0, 1], True)
        view_57: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_8, [3072]);  sum_8 = None
        view_58: "bf16[4096, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_7, [4096, 3072]);  _unsafe_view_7 = None
        t_36: "bf16[3072, 4096][1, 3072]cuda:0" = torch.ops.aten.t.default(view_58);  view_58 = None
        mm_16: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_36, _unsafe_view);  t_36 = _unsafe_view = None
        t_37: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_16);  mm_16 = None
        t_38: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_37);  t_37 = None
        return pytree.tree_unflatten([mean, t_38, view_57, t_35, view_49, t_31, view_47, t_27, view_44, getitem_55, getitem_56, getitem_52, getitem_53, t_23, view_40, t_19, view_32, t_15, view_30, t_11, view_27, getitem_46, getitem_47, getitem_43, getitem_44], self._out_spec)
