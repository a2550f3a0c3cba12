class step(torch.nn.Module):
    def forward(self, params, buffers, inputs):
        params_1: "bf16[32, 3, 3, 3][27, 1, 9, 3]cuda:0"; params_2: "bf16[32][1]cuda:0"; params_3: "bf16[32][1]cuda:0"; params_4: "bf16[32, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_5: "bf16[32][1]cuda:0"; params_6: "bf16[32][1]cuda:0"; params_7: "bf16[16, 32, 1, 1][32, 1, 32, 32]cuda:0"; params_8: "bf16[16][1]cuda:0"; params_9: "bf16[16][1]cuda:0"; params_10: "bf16[96, 16, 1, 1][16, 1, 16, 16]cuda:0"; params_11: "bf16[96][1]cuda:0"; params_12: "bf16[96][1]cuda:0"; params_13: "bf16[96, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_14: "bf16[96][1]cuda:0"; params_15: "bf16[96][1]cuda:0"; params_16: "bf16[24, 96, 1, 1][96, 1, 96, 96]cuda:0"; params_17: "bf16[24][1]cuda:0"; params_18: "bf16[24][1]cuda:0"; params_19: "bf16[144, 24, 1, 1][24, 1, 24, 24]cuda:0"; params_20: "bf16[144][1]cuda:0"; params_21: "bf16[144][1]cuda:0"; params_22: "bf16[144, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_23: "bf16[144][1]cuda:0"; params_24: "bf16[144][1]cuda:0"; params_25: "bf16[24, 144, 1, 1][144, 1, 144, 144]cuda:0"; params_26: "bf16[24][1]cuda:0"; params_27: "bf16[24][1]cuda:0"; params_28: "bf16[144, 24, 1, 1][24, 1, 24, 24]cuda:0"; params_29: "bf16[144][1]cuda:0"; params_30: "bf16[144][1]cuda:0"; params_31: "bf16[144, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_32: "bf16[144][1]cuda:0"; params_33: "bf16[144][1]cuda:0"; params_34: "bf16[32, 144, 1, 1][144, 1, 144, 144]cuda:0"; params_35: "bf16[32][1]cuda:0"; params_36: "bf16[32][1]cuda:0"; params_37: "bf16[192, 32, 1, 1][32, 1, 32, 32]cuda:0"; params_38: "bf16[192][1]cuda:0"; params_39: "bf16[192][1]cuda:0"; params_40: "bf16[192, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_41: "bf16[192][1]cuda:0"; params_42: "bf16[192][1]cuda:0"; params_43: "bf16[32, 192, 1, 1][192, 1, 192, 192]cuda:0"; params_44: "bf16[32][1]cuda:0"; params_45: "bf16[32][1]cuda:0"; params_46: "bf16[192, 32, 1, 1][32, 1, 32, 32]cuda:0"; params_47: "bf16[192][1]cuda:0"; params_48: "bf16[192][1]cuda:0"; params_49: "bf16[192, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_50: "bf16[192][1]cuda:0"; params_51: "bf16[192][1]cuda:0"; params_52: "bf16[32, 192, 1, 1][192, 1, 192, 192]cuda:0"; params_53: "bf16[32][1]cuda:0"; params_54: "bf16[32][1]cuda:0"; params_55: "bf16[192, 32, 1, 1][32, 1, 32, 32]cuda:0"; params_56: "bf16[192][1]cuda:0"; params_57: "bf16[192][1]cuda:0"; params_58: "bf16[192, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_59: "bf16[192][1]cuda:0"; params_60: "bf16[192][1]cuda:0"; params_61: "bf16[64, 192, 1, 1][192, 1, 192, 192]cuda:0"; params_62: "bf16[64][1]cuda:0"; params_63: "bf16[64][1]cuda:0"; params_64: "bf16[384, 64, 1, 1][64, 1, 64, 64]cuda:0"; params_65: "bf16[384][1]cuda:0"; params_66: "bf16[384][1]cuda:0"; params_67: "bf16[384, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_68: "bf16[384][1]cuda:0"; params_69: "bf16[384][1]cuda:0"; params_70: "bf16[64, 384, 1, 1][384, 1, 384, 384]cuda:0"; params_71: "bf16[64][1]cuda:0"; params_72: "bf16[64][1]cuda:0"; params_73: "bf16[384, 64, 1, 1][64, 1, 64, 64]cuda:0"; params_74: "bf16[384][1]cuda:0"; params_75: "bf16[384][1]cuda:0"; params_76: "bf16[384, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_77: "bf16[384][1]cuda:0"; params_78: "bf16[384][1]cuda:0"; params_79: "bf16[64, 384, 1, 1][384, 1, 384, 384]cuda:0"; params_80: "bf16[64][1]cuda:0"; params_81: "bf16[64][1]cuda:0"; params_82: "bf16[384, 64, 1, 1][64, 1, 64, 64]cuda:0"; params_83: "bf16[384][1]cuda:0"; params_84: "bf16[384][1]cuda:0"; params_85: "bf16[384, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_86: "bf16[384][1]cuda:0"; params_87: "bf16[384][1]cuda:0"; params_88: "bf16[64, 384, 1, 1][384, 1, 384, 384]cuda:0"; params_89: "bf16[64][1]cuda:0"; params_90: "bf16[64][1]cuda:0"; params_91: "bf16[384, 64, 1, 1][64, 1, 64, 64]cuda:0"; params_92: "bf16[384][1]cuda:0"; params_93: "bf16[384][1]cuda:0"; params_94: "bf16[384, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_95: "bf16[384][1]cuda:0"; params_96: "bf16[384][1]cuda:0"; params_97: "bf16[96, 384, 1, 1][384, 1, 384, 384]cuda:0"; params_98: "bf16[96][1]cuda:0"; params_99: "bf16[96][1]cuda:0"; params_100: "bf16[576, 96, 1, 1][96, 1, 96, 96]cuda:0"; params_101: "bf16[576][1]cuda:0"; params_102: "bf16[576][1]cuda:0"; params_103: "bf16[576, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_104: "bf16[576][1]cuda:0"; params_105: "bf16[576][1]cuda:0"; params_106: "bf16[96, 576, 1, 1][576, 1, 576, 576]cuda:0"; params_107: "bf16[96][1]cuda:0"; params_108: "bf16[96][1]cuda:0"; params_109: "bf16[576, 96, 1, 1][96, 1, 96, 96]cuda:0"; params_110: "bf16[576][1]cuda:0"; params_111: "bf16[576][1]cuda:0"; params_112: "bf16[576, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_113: "bf16[576][1]cuda:0"; params_114: "bf16[576][1]cuda:0"; params_115: "bf16[96, 576, 1, 1][576, 1, 576, 576]cuda:0"; params_116: "bf16[96][1]cuda:0"; params_117: "bf16[96][1]cuda:0"; params_118: "bf16[576, 96, 1, 1][96, 1, 96, 96]cuda:0"; params_119: "bf16[576][1]cuda:0"; params_120: "bf16[576][1]cuda:0"; params_121: "bf16[576, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_122: "bf16[576][1]cuda:0"; params_123: "bf16[576][1]cuda:0"; params_124: "bf16[160, 576, 1, 1][576, 1, 576, 576]cuda:0"; params_125: "bf16[160][1]cuda:0"; params_126: "bf16[160][1]cuda:0"; params_127: "bf16[960, 160, 1, 1][160, 1, 160, 160]cuda:0"; params_128: "bf16[960][1]cuda:0"; params_129: "bf16[960][1]cuda:0"; params_130: "bf16[960, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_131: "bf16[960][1]cuda:0"; params_132: "bf16[960][1]cuda:0"; params_133: "bf16[160, 960, 1, 1][960, 1, 960, 960]cuda:0"; params_134: "bf16[160][1]cuda:0"; params_135: "bf16[160][1]cuda:0"; params_136: "bf16[960, 160, 1, 1][160, 1, 160, 160]cuda:0"; params_137: "bf16[960][1]cuda:0"; params_138: "bf16[960][1]cuda:0"; params_139: "bf16[960, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_140: "bf16[960][1]cuda:0"; params_141: "bf16[960][1]cuda:0"; params_142: "bf16[160, 960, 1, 1][960, 1, 960, 960]cuda:0"; params_143: "bf16[160][1]cuda:0"; params_144: "bf16[160][1]cuda:0"; params_145: "bf16[960, 160, 1, 1][160, 1, 160, 160]cuda:0"; params_146: "bf16[960][1]cuda:0"; params_147: "bf16[960][1]cuda:0"; params_148: "bf16[960, 1, 3, 3][9, 1, 3, 1]cuda:0"; params_149: "bf16[960][1]cuda:0"; params_150: "bf16[960][1]cuda:0"; params_151: "bf16[320, 960, 1, 1][960, 1, 960, 960]cuda:0"; params_152: "bf16[320][1]cuda:0"; params_153: "bf16[320][1]cuda:0"; params_154: "bf16[1280, 320, 1, 1][320, 1, 320, 320]cuda:0"; params_155: "bf16[1280][1]cuda:0"; params_156: "bf16[1280][1]cuda:0"; params_157: "bf16[1000, 1280][1280, 1]cuda:0"; params_158: "bf16[1000][1]cuda:0"; buffers_1: "bf16[32][1]cuda:0"; buffers_2: "bf16[32][1]cuda:0"; buffers_3: "i64[][]cuda:0"; buffers_4: "bf16[32][1]cuda:0"; buffers_5: "bf16[32][1]cuda:0"; buffers_6: "i64[][]cuda:0"; buffers_7: "bf16[16][1]cuda:0"; buffers_8: "bf16[16][1]cuda:0"; buffers_9: "i64[][]cuda:0"; buffers_10: "bf16[96][1]cuda:0"; buffers_11: "bf16[96][1]cuda:0"; buffers_12: "i64[][]cuda:0"; buffers_13: "bf16[96][1]cuda:0"; buffers_14: "bf16[96][1]cuda:0"; buffers_15: "i64[][]cuda:0"; buffers_16: "bf16[24][1]cuda:0"; buffers_17: "bf16[24][1]cuda:0"; buffers_18: "i64[][]cuda:0"; buffers_19: "bf16[144][1]cuda:0"; buffers_20: "bf16[144][1]cuda:0"; buffers_21: "i64[][]cuda:0"; buffers_22: "bf16[144][1]cuda:0"; buffers_23: "bf16[144][1]cuda:0"; buffers_24: "i64[][]cuda:0"; buffers_25: "bf16[24][1]cuda:0"; buffers_26: "bf16[24][1]cuda:0"; buffers_27: "i64[][]cuda:0"; buffers_28: "bf16[144][1]cuda:0"; buffers_29: "bf16[144][1]cuda:0"; buffers_30: "i64[][]cuda:0"; buffers_31: "bf16[144][1]cuda:0"; buffers_32: "bf16[144][1]cuda:0"; buffers_33: "i64[][]cuda:0"; buffers_34: "bf16[32][1]cuda:0"; buffers_35: "bf16[32][1]cuda:0"; buffers_36: "i64[][]cuda:0"; buffers_37: "bf16[192][1]cuda:0"; buffers_38: "bf16[192][1]cuda:0"; buffers_39: "i64[][]cuda:0"; buffers_40: "bf16[192][1]cuda:0"; buffers_41: "bf16[192][1]cuda:0"; buffers_42: "i64[][]cuda:0"; buffers_43: "bf16[32][1]cuda:0"; buffers_44: "bf16[32][1]cuda:0"; buffers_45: "i64[][]cuda:0"; buffers_46: "bf16[192][1]cuda:0"; buffers_47: "bf16[192][1]cuda:0"; buffers_48: "i64[][]cuda:0"; buffers_49: "bf16[192][1]cuda:0"; buffers_50: "bf16[192][1]cuda:0"; buffers_51: "i64[][]cuda:0"; buffers_52: "bf16[32][1]cuda:0"; buffers_53: "bf16[32][1]cuda:0"; buffers_54: "i64[][]cuda:0"; buffers_55: "bf16[192][1]cuda:0"; buffers_56: "bf16[192][1]cuda:0"; buffers_57: "i64[][]cuda:0"; buffers_58: "bf16[192][1]cuda:0"; buffers_59: "bf16[192][1]cuda:0"; buffers_60: "i64[][]cuda:0"; buffers_61: "bf16[64][1]cuda:0"; buffers_62: "bf16[64][1]cuda:0"; buffers_63: "i64[][]cuda:0"; buffers_64: "bf16[384][1]cuda:0"; buffers_65: "bf16[384][1]cuda:0"; buffers_66: "i64[][]cuda:0"; buffers_67: "bf16[384][1]cuda:0"; buffers_68: "bf16[384][1]cuda:0"; buffers_69: "i64[][]cuda:0"; buffers_70: "bf16[64][1]cuda:0"; buffers_71: "bf16[64][1]cuda:0"; buffers_72: "i64[][]cuda:0"; buffers_73: "bf16[384][1]cuda:0"; buffers_74: "bf16[384][1]cuda:0"; buffers_75: "i64[][]cuda:0"; buffers_76: "bf16[384][1]cuda:0"; buffers_77: "bf16[384][1]cuda:0"; buffers_78: "i64[][]cuda:0"; buffers_79: "bf16[64][1]cuda:0"; buffers_80: "bf16[64][1]cuda:0"; buffers_81: "i64[][]cuda:0"; buffers_82: "bf16[384][1]cuda:0"; buffers_83: "bf16[384][1]cuda:0"; buffers_84: "i64[][]cuda:0"; buffers_85: "bf16[384][1]cuda:0"; buffers_86: "bf16[384][1]cuda:0"; buffers_87: "i64[][]cuda:0"; buffers_88: "bf16[64][1]cuda:0"; buffers_89: "bf16[64][1]cuda:0"; buffers_90: "i64[][]cuda:0"; buffers_91: "bf16[384][1]cuda:0"; buffers_92: "bf16[384][1]cuda:0"; buffers_93: "i64[][]cuda:0"; buffers_94: "bf16[384][1]cuda:0"; buffers_95: "bf16[384][1]cuda:0"; buffers_96: "i64[][]cuda:0"; buffers_97: "bf16[96][1]cuda:0"; buffers_98: "bf16[96][1]cuda:0"; buffers_99: "i64[][]cuda:0"; buffers_100: "bf16[576][1]cuda:0"; buffers_101: "bf16[576][1]cuda:0"; buffers_102: "i64[][]cuda:0"; buffers_103: "bf16[576][1]cuda:0"; buffers_104: "bf16[576][1]cuda:0"; buffers_105: "i64[][]cuda:0"; buffers_106: "bf16[96][1]cuda:0"; buffers_107: "bf16[96][1]cuda:0"; buffers_108: "i64[][]cuda:0"; buffers_109: "bf16[576][1]cuda:0"; buffers_110: "bf16[576][1]cuda:0"; buffers_111: "i64[][]cuda:0"; buffers_112: "bf16[576][1]cuda:0"; buffers_113: "bf16[576][1]cuda:0"; buffers_114: "i64[][]cuda:0"; buffers_115: "bf16[96][1]cuda:0"; buffers_116: "bf16[96][1]cuda:0"; buffers_117: "i64[][]cuda:0"; buffers_118: "bf16[576][1]cuda:0"; buffers_119: "bf16[576][1]cuda:0"; buffers_120: "i64[][]cuda:0"; buffers_121: "bf16[576][1]cuda:0"; buffers_122: "bf16[576][1]cuda:0"; buffers_123: "i64[][]cuda:0"; buffers_124: "bf16[160][1]cuda:0"; buffers_125: "bf16[160][1]cuda:0"; buffers_126: "i64[][]cuda:0"; buffers_127: "bf16[960][1]cuda:0"; buffers_128: "bf16[960][1]cuda:0"; buffers_129: "i64[][]cuda:0"; buffers_130: "bf16[960][1]cuda:0"; buffers_131: "bf16[960][1]cuda:0"; buffers_132: "i64[][]cuda:0"; buffers_133: "bf16[160][1]cuda:0"; buffers_134: "bf16[160][1]cuda:0"; buffers_135: "i64[][]cuda:0"; buffers_136: "bf16[960][1]cuda:0"; buffers_137: "bf16[960][1]cuda:0"; buffers_138: "i64[][]cuda:0"; buffers_139: "bf16[960][1]cuda:0"; buffers_140: "bf16[960][1]cuda:0"; buffers_141: "i64[][]cuda:0"; buffers_142: "bf16[160][1]cuda:0"; buffers_143: "bf16[160][1]cuda:0"; buffers_144: "i64[][]cuda:0"; buffers_145: "bf16[960][1]cuda:0"; buffers_146: "bf16[960][1]cuda:0"; buffers_147: "i64[][]cuda:0"; buffers_148: "bf16[960][1]cuda:0"; buffers_149: "bf16[960][1]cuda:0"; buffers_150: "i64[][]cuda:0"; buffers_151: "bf16[320][1]cuda:0"; buffers_152: "bf16[320][1]cuda:0"; buffers_153: "i64[][]cuda:0"; buffers_154: "bf16[1280][1]cuda:0"; buffers_155: "bf16[1280][1]cuda:0"; buffers_156: "i64[][]cuda:0"; inputs_1: "bf16[128, 3, 224, 224][150528, 1, 672, 3]cuda:0"; 

        params_1, params_2, params_3, params_4, params_5, params_6, params_7, params_8, params_9, params_10, params_11, params_12, params_13, params_14, params_15, params_16, params_17, params_18, params_19, params_20, params_21, params_22, params_23, params_24, params_25, params_26, params_27, params_28, params_29, params_30, params_31, params_32, params_33, params_34, params_35, params_36, params_37, params_38, params_39, params_40, params_41, params_42, params_43, params_44, params_45, params_46, params_47, params_48, params_49, params_50, params_51, params_52, params_53, params_54, params_55, params_56, params_57, params_58, params_59, params_60, params_61, params_62, params_63, params_64, params_65, params_66, params_67, params_68, params_69, params_70, params_71, params_72, params_73, params_74, params_75, params_76, params_77, params_78, params_79, params_80, params_81, params_82, params_83, params_84, params_85, params_86, params_87, params_88, params_89, params_90, params_91, params_92, params_93, params_94, params_95, params_96, params_97, params_98, params_99, params_100, params_101, params_102, params_103, params_104, params_105, params_106, params_107, params_108, params_109, params_110, params_111, params_112, params_113, params_114, params_115, params_116, params_117, params_118, params_119, params_120, params_121, params_122, params_123, params_124, params_125, params_126, params_127, params_128, params_129, params_130, params_131, params_132, params_133, params_134, params_135, params_136, params_137, params_138, params_139, params_140, params_141, params_142, params_143, params_144, params_145, params_146, params_147, params_148, params_149, params_150, params_151, params_152, params_153, params_154, params_155, params_156, params_157, params_158, buffers_1, buffers_2, buffers_3, buffers_4, buffers_5, buffers_6, buffers_7, buffers_8, buffers_9, buffers_10, buffers_11, buffers_12, buffers_13, buffers_14, buffers_15, buffers_16, buffers_17, buffers_18, buffers_19, buffers_20, buffers_21, buffers_22, buffers_23, buffers_24, buffers_25, buffers_26, buffers_27, buffers_28, buffers_29, buffers_30, buffers_31, buffers_32, buffers_33, buffers_34, buffers_35, buffers_36, buffers_37, buffers_38, buffers_39, buffers_40, buffers_41, buffers_42, buffers_43, buffers_44, buffers_45, buffers_46, buffers_47, buffers_48, buffers_49, buffers_50, buffers_51, buffers_52, buffers_53, buffers_54, buffers_55, buffers_56, buffers_57, buffers_58, buffers_59, buffers_60, buffers_61, buffers_62, buffers_63, buffers_64, buffers_65, buffers_66, buffers_67, buffers_68, buffers_69, buffers_70, buffers_71, buffers_72, buffers_73, buffers_74, buffers_75, buffers_76, buffers_77, buffers_78, buffers_79, buffers_80, buffers_81, buffers_82, buffers_83, buffers_84, buffers_85, buffers_86, buffers_87, buffers_88, buffers_89, buffers_90, buffers_91, buffers_92, buffers_93, buffers_94, buffers_95, buffers_96, buffers_97, buffers_98, buffers_99, buffers_100, buffers_101, buffers_102, buffers_103, buffers_104, buffers_105, buffers_106, buffers_107, buffers_108, buffers_109, buffers_110, buffers_111, buffers_112, buffers_113, buffers_114, buffers_115, buffers_116, buffers_117, buffers_118, buffers_119, buffers_120, buffers_121, buffers_122, buffers_123, buffers_124, buffers_125, buffers_126, buffers_127, buffers_128, buffers_129, buffers_130, buffers_131, buffers_132, buffers_133, buffers_134, buffers_135, buffers_136, buffers_137, buffers_138, buffers_139, buffers_140, buffers_141, buffers_142, buffers_143, buffers_144, buffers_145, buffers_146, buffers_147, buffers_148, buffers_149, buffers_150, buffers_151, buffers_152, buffers_153, buffers_154, buffers_155, buffers_156, inputs_1, = fx_pytree.tree_flatten_spec([params, buffers, inputs], self._in_spec)
        # No stacktrace found for following nodes
        convolution: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = torch.ops.aten.convolution.default(inputs_1, params_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
        add_: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_3, 1);  buffers_3 = add_ = None
        empty: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty = None
        native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, params_2, params_3, buffers_1, buffers_2, True, 0.1, 1e-05);  params_3 = None
        getitem: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = native_batch_norm[0]
        getitem_1: "f32[32][1]cuda:0" = native_batch_norm[1]
        getitem_2: "f32[32][1]cuda:0" = native_batch_norm[2];  native_batch_norm = None
        clone: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = torch.ops.aten.clone.default(getitem)
        hardtanh_: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = torch.ops.aten.hardtanh_.default(getitem, 0.0, 6.0);  getitem = None
        convolution_1: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = torch.ops.aten.convolution.default(hardtanh_, params_4, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 32)
        add__1: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_6, 1);  buffers_6 = add__1 = None
        empty_1: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_1 = None
        native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, params_5, params_6, buffers_4, buffers_5, True, 0.1, 1e-05);  params_6 = None
        getitem_3: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = native_batch_norm_1[0]
        getitem_4: "f32[32][1]cuda:0" = native_batch_norm_1[1]
        getitem_5: "f32[32][1]cuda:0" = native_batch_norm_1[2];  native_batch_norm_1 = None
        clone_1: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = torch.ops.aten.clone.default(getitem_3)
        hardtanh__1: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_3, 0.0, 6.0);  getitem_3 = None
        convolution_2: "bf16[128, 16, 112, 112][200704, 1, 1792, 16]cuda:0" = torch.ops.aten.convolution.default(hardtanh__1, params_7, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__2: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_9, 1);  buffers_9 = add__2 = None
        empty_2: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_2 = None
        native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, params_8, params_9, buffers_7, buffers_8, True, 0.1, 1e-05);  params_9 = None
        getitem_6: "bf16[128, 16, 112, 112][200704, 1, 1792, 16]cuda:0" = native_batch_norm_2[0]
        getitem_7: "f32[16][1]cuda:0" = native_batch_norm_2[1]
        getitem_8: "f32[16][1]cuda:0" = native_batch_norm_2[2];  native_batch_norm_2 = None
        convolution_3: "bf16[128, 96, 112, 112][1204224, 1, 10752, 96]cuda:0" = torch.ops.aten.convolution.default(getitem_6, params_10, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__3: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_12, 1);  buffers_12 = add__3 = None
        empty_3: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_3 = None
        native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, params_11, params_12, buffers_10, buffers_11, True, 0.1, 1e-05);  params_12 = None
        getitem_9: "bf16[128, 96, 112, 112][1204224, 1, 10752, 96]cuda:0" = native_batch_norm_3[0]
        getitem_10: "f32[96][1]cuda:0" = native_batch_norm_3[1]
        getitem_11: "f32[96][1]cuda:0" = native_batch_norm_3[2];  native_batch_norm_3 = None
        clone_2: "bf16[128, 96, 112, 112][1204224, 1, 10752, 96]cuda:0" = torch.ops.aten.clone.default(getitem_9)
        hardtanh__2: "bf16[128, 96, 112, 112][1204224, 1, 10752, 96]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_9, 0.0, 6.0);  getitem_9 = None
        convolution_4: "bf16[128, 96, 56, 56][301056, 1, 5376, 96]cuda:0" = torch.ops.aten.convolution.default(hardtanh__2, params_13, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 96)
        add__4: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_15, 1);  buffers_15 = add__4 = None
        empty_4: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_4 = None
        native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, params_14, params_15, buffers_13, buffers_14, True, 0.1, 1e-05);  params_15 = None
        getitem_12: "bf16[128, 96, 56, 56][301056, 1, 5376, 96]cuda:0" = native_batch_norm_4[0]
        getitem_13: "f32[96][1]cuda:0" = native_batch_norm_4[1]
        getitem_14: "f32[96][1]cuda:0" = native_batch_norm_4[2];  native_batch_norm_4 = None
        clone_3: "bf16[128, 96, 56, 56][301056, 1, 5376, 96]cuda:0" = torch.ops.aten.clone.default(getitem_12)
        hardtanh__3: "bf16[128, 96, 56, 56][301056, 1, 5376, 96]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_12, 0.0, 6.0);  getitem_12 = None
        convolution_5: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = torch.ops.aten.convolution.default(hardtanh__3, params_16, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__5: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_18, 1);  buffers_18 = add__5 = None
        empty_5: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_5 = None
        native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, params_17, params_18, buffers_16, buffers_17, True, 0.1, 1e-05);  params_18 = None
        getitem_15: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = native_batch_norm_5[0]
        getitem_16: "f32[24][1]cuda:0" = native_batch_norm_5[1]
        getitem_17: "f32[24][1]cuda:0" = native_batch_norm_5[2];  native_batch_norm_5 = None
        convolution_6: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.convolution.default(getitem_15, params_19, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__6: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_21, 1);  buffers_21 = add__6 = None
        empty_6: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_6 = None
        native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, params_20, params_21, buffers_19, buffers_20, True, 0.1, 1e-05);  params_21 = None
        getitem_18: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = native_batch_norm_6[0]
        getitem_19: "f32[144][1]cuda:0" = native_batch_norm_6[1]
        getitem_20: "f32[144][1]cuda:0" = native_batch_norm_6[2];  native_batch_norm_6 = None
        clone_4: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.clone.default(getitem_18)
        hardtanh__4: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_18, 0.0, 6.0);  getitem_18 = None
        convolution_7: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.convolution.default(hardtanh__4, params_22, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 144)
        add__7: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_24, 1);  buffers_24 = add__7 = None
        empty_7: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_7 = None
        native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, params_23, params_24, buffers_22, buffers_23, True, 0.1, 1e-05);  params_24 = None
        getitem_21: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = native_batch_norm_7[0]
        getitem_22: "f32[144][1]cuda:0" = native_batch_norm_7[1]
        getitem_23: "f32[144][1]cuda:0" = native_batch_norm_7[2];  native_batch_norm_7 = None
        clone_5: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.clone.default(getitem_21)
        hardtanh__5: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_21, 0.0, 6.0);  getitem_21 = None
        convolution_8: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = torch.ops.aten.convolution.default(hardtanh__5, params_25, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__8: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_27, 1);  buffers_27 = add__8 = None
        empty_8: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_8 = None
        native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, params_26, params_27, buffers_25, buffers_26, True, 0.1, 1e-05);  params_27 = None
        getitem_24: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = native_batch_norm_8[0]
        getitem_25: "f32[24][1]cuda:0" = native_batch_norm_8[1]
        getitem_26: "f32[24][1]cuda:0" = native_batch_norm_8[2];  native_batch_norm_8 = None
        add: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = torch.ops.aten.add.Tensor(getitem_15, getitem_24);  getitem_24 = None
        convolution_9: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.convolution.default(add, params_28, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__9: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_30, 1);  buffers_30 = add__9 = None
        empty_9: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_9 = None
        native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, params_29, params_30, buffers_28, buffers_29, True, 0.1, 1e-05);  params_30 = None
        getitem_27: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = native_batch_norm_9[0]
        getitem_28: "f32[144][1]cuda:0" = native_batch_norm_9[1]
        getitem_29: "f32[144][1]cuda:0" = native_batch_norm_9[2];  native_batch_norm_9 = None
        clone_6: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.clone.default(getitem_27)
        hardtanh__6: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_27, 0.0, 6.0);  getitem_27 = None
        convolution_10: "bf16[128, 144, 28, 28][112896, 1, 4032, 144]cuda:0" = torch.ops.aten.convolution.default(hardtanh__6, params_31, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 144)
        add__10: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_33, 1);  buffers_33 = add__10 = None
        empty_10: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_10 = None
        native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, params_32, params_33, buffers_31, buffers_32, True, 0.1, 1e-05);  params_33 = None
        getitem_30: "bf16[128, 144, 28, 28][112896, 1, 4032, 144]cuda:0" = native_batch_norm_10[0]
        getitem_31: "f32[144][1]cuda:0" = native_batch_norm_10[1]
        getitem_32: "f32[144][1]cuda:0" = native_batch_norm_10[2];  native_batch_norm_10 = None
        clone_7: "bf16[128, 144, 28, 28][112896, 1, 4032, 144]cuda:0" = torch.ops.aten.clone.default(getitem_30)
        hardtanh__7: "bf16[128, 144, 28, 28][112896, 1, 4032, 144]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_30, 0.0, 6.0);  getitem_30 = None
        convolution_11: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = torch.ops.aten.convolution.default(hardtanh__7, params_34, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__11: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_36, 1);  buffers_36 = add__11 = None
        empty_11: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_11 = None
        native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, params_35, params_36, buffers_34, buffers_35, True, 0.1, 1e-05);  params_36 = None
        getitem_33: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = native_batch_norm_11[0]
        getitem_34: "f32[32][1]cuda:0" = native_batch_norm_11[1]
        getitem_35: "f32[32][1]cuda:0" = native_batch_norm_11[2];  native_batch_norm_11 = None
        convolution_12: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.convolution.default(getitem_33, params_37, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__12: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_39, 1);  buffers_39 = add__12 = None
        empty_12: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_12 = None
        native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, params_38, params_39, buffers_37, buffers_38, True, 0.1, 1e-05);  params_39 = None
        getitem_36: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_12[0]
        getitem_37: "f32[192][1]cuda:0" = native_batch_norm_12[1]
        getitem_38: "f32[192][1]cuda:0" = native_batch_norm_12[2];  native_batch_norm_12 = None
        clone_8: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.clone.default(getitem_36)
        hardtanh__8: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_36, 0.0, 6.0);  getitem_36 = None
        convolution_13: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.convolution.default(hardtanh__8, params_40, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 192)
        add__13: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_42, 1);  buffers_42 = add__13 = None
        empty_13: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_13 = None
        native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, params_41, params_42, buffers_40, buffers_41, True, 0.1, 1e-05);  params_42 = None
        getitem_39: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_13[0]
        getitem_40: "f32[192][1]cuda:0" = native_batch_norm_13[1]
        getitem_41: "f32[192][1]cuda:0" = native_batch_norm_13[2];  native_batch_norm_13 = None
        clone_9: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.clone.default(getitem_39)
        hardtanh__9: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_39, 0.0, 6.0);  getitem_39 = None
        convolution_14: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = torch.ops.aten.convolution.default(hardtanh__9, params_43, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__14: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_45, 1);  buffers_45 = add__14 = None
        empty_14: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_14 = None
        native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, params_44, params_45, buffers_43, buffers_44, True, 0.1, 1e-05);  params_45 = None
        getitem_42: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = native_batch_norm_14[0]
        getitem_43: "f32[32][1]cuda:0" = native_batch_norm_14[1]
        getitem_44: "f32[32][1]cuda:0" = native_batch_norm_14[2];  native_batch_norm_14 = None
        add_1: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = torch.ops.aten.add.Tensor(getitem_33, getitem_42);  getitem_42 = None
        convolution_15: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.convolution.default(add_1, params_46, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__15: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_48, 1);  buffers_48 = add__15 = None
        empty_15: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_15 = None
        native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_15, params_47, params_48, buffers_46, buffers_47, True, 0.1, 1e-05);  params_48 = None
        getitem_45: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_15[0]
        getitem_46: "f32[192][1]cuda:0" = native_batch_norm_15[1]
        getitem_47: "f32[192][1]cuda:0" = native_batch_norm_15[2];  native_batch_norm_15 = None
        clone_10: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.clone.default(getitem_45)
        hardtanh__10: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_45, 0.0, 6.0);  getitem_45 = None
        convolution_16: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.convolution.default(hardtanh__10, params_49, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 192)
        add__16: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_51, 1);  buffers_51 = add__16 = None
        empty_16: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_16 = None
        native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_16, params_50, params_51, buffers_49, buffers_50, True, 0.1, 1e-05);  params_51 = None
        getitem_48: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_16[0]
        getitem_49: "f32[192][1]cuda:0" = native_batch_norm_16[1]
        getitem_50: "f32[192][1]cuda:0" = native_batch_norm_16[2];  native_batch_norm_16 = None
        clone_11: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.clone.default(getitem_48)
        hardtanh__11: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_48, 0.0, 6.0);  getitem_48 = None
        convolution_17: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = torch.ops.aten.convolution.default(hardtanh__11, params_52, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__17: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_54, 1);  buffers_54 = add__17 = None
        empty_17: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_17 = None
        native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, params_53, params_54, buffers_52, buffers_53, True, 0.1, 1e-05);  params_54 = None
        getitem_51: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = native_batch_norm_17[0]
        getitem_52: "f32[32][1]cuda:0" = native_batch_norm_17[1]
        getitem_53: "f32[32][1]cuda:0" = native_batch_norm_17[2];  native_batch_norm_17 = None
        add_2: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = torch.ops.aten.add.Tensor(add_1, getitem_51);  getitem_51 = None
        convolution_18: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.convolution.default(add_2, params_55, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__18: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_57, 1);  buffers_57 = add__18 = None
        empty_18: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_18 = None
        native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_18, params_56, params_57, buffers_55, buffers_56, True, 0.1, 1e-05);  params_57 = None
        getitem_54: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_18[0]
        getitem_55: "f32[192][1]cuda:0" = native_batch_norm_18[1]
        getitem_56: "f32[192][1]cuda:0" = native_batch_norm_18[2];  native_batch_norm_18 = None
        clone_12: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.clone.default(getitem_54)
        hardtanh__12: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_54, 0.0, 6.0);  getitem_54 = None
        convolution_19: "bf16[128, 192, 14, 14][37632, 1, 2688, 192]cuda:0" = torch.ops.aten.convolution.default(hardtanh__12, params_58, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 192)
        add__19: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_60, 1);  buffers_60 = add__19 = None
        empty_19: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_19 = None
        native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_19, params_59, params_60, buffers_58, buffers_59, True, 0.1, 1e-05);  params_60 = None
        getitem_57: "bf16[128, 192, 14, 14][37632, 1, 2688, 192]cuda:0" = native_batch_norm_19[0]
        getitem_58: "f32[192][1]cuda:0" = native_batch_norm_19[1]
        getitem_59: "f32[192][1]cuda:0" = native_batch_norm_19[2];  native_batch_norm_19 = None
        clone_13: "bf16[128, 192, 14, 14][37632, 1, 2688, 192]cuda:0" = torch.ops.aten.clone.default(getitem_57)
        hardtanh__13: "bf16[128, 192, 14, 14][37632, 1, 2688, 192]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_57, 0.0, 6.0);  getitem_57 = None
        convolution_20: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.convolution.default(hardtanh__13, params_61, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__20: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_63, 1);  buffers_63 = add__20 = None
        empty_20: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_20 = None
        native_batch_norm_20 = torch.ops.aten.native_batch_norm.default(convolution_20, params_62, params_63, buffers_61, buffers_62, True, 0.1, 1e-05);  params_63 = None
        getitem_60: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = native_batch_norm_20[0]
        getitem_61: "f32[64][1]cuda:0" = native_batch_norm_20[1]
        getitem_62: "f32[64][1]cuda:0" = native_batch_norm_20[2];  native_batch_norm_20 = None
        convolution_21: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.convolution.default(getitem_60, params_64, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__21: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_66, 1);  buffers_66 = add__21 = None
        empty_21: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_21 = None
        native_batch_norm_21 = torch.ops.aten.native_batch_norm.default(convolution_21, params_65, params_66, buffers_64, buffers_65, True, 0.1, 1e-05);  params_66 = None
        getitem_63: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_21[0]
        getitem_64: "f32[384][1]cuda:0" = native_batch_norm_21[1]
        getitem_65: "f32[384][1]cuda:0" = native_batch_norm_21[2];  native_batch_norm_21 = None
        clone_14: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.clone.default(getitem_63)
        hardtanh__14: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_63, 0.0, 6.0);  getitem_63 = None
        convolution_22: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.convolution.default(hardtanh__14, params_67, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 384)
        add__22: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_69, 1);  buffers_69 = add__22 = None
        empty_22: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_22 = None
        native_batch_norm_22 = torch.ops.aten.native_batch_norm.default(convolution_22, params_68, params_69, buffers_67, buffers_68, True, 0.1, 1e-05);  params_69 = None
        getitem_66: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_22[0]
        getitem_67: "f32[384][1]cuda:0" = native_batch_norm_22[1]
        getitem_68: "f32[384][1]cuda:0" = native_batch_norm_22[2];  native_batch_norm_22 = None
        clone_15: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.clone.default(getitem_66)
        hardtanh__15: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_66, 0.0, 6.0);  getitem_66 = None
        convolution_23: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.convolution.default(hardtanh__15, params_70, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__23: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_72, 1);  buffers_72 = add__23 = None
        empty_23: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_23 = None
        native_batch_norm_23 = torch.ops.aten.native_batch_norm.default(convolution_23, params_71, params_72, buffers_70, buffers_71, True, 0.1, 1e-05);  params_72 = None
        getitem_69: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = native_batch_norm_23[0]
        getitem_70: "f32[64][1]cuda:0" = native_batch_norm_23[1]
        getitem_71: "f32[64][1]cuda:0" = native_batch_norm_23[2];  native_batch_norm_23 = None
        add_3: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.add.Tensor(getitem_60, getitem_69);  getitem_69 = None
        convolution_24: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.convolution.default(add_3, params_73, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__24: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_75, 1);  buffers_75 = add__24 = None
        empty_24: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_24 = None
        native_batch_norm_24 = torch.ops.aten.native_batch_norm.default(convolution_24, params_74, params_75, buffers_73, buffers_74, True, 0.1, 1e-05);  params_75 = None
        getitem_72: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_24[0]
        getitem_73: "f32[384][1]cuda:0" = native_batch_norm_24[1]
        getitem_74: "f32[384][1]cuda:0" = native_batch_norm_24[2];  native_batch_norm_24 = None
        clone_16: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.clone.default(getitem_72)
        hardtanh__16: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_72, 0.0, 6.0);  getitem_72 = None
        convolution_25: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.convolution.default(hardtanh__16, params_76, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 384)
        add__25: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_78, 1);  buffers_78 = add__25 = None
        empty_25: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_25 = None
        native_batch_norm_25 = torch.ops.aten.native_batch_norm.default(convolution_25, params_77, params_78, buffers_76, buffers_77, True, 0.1, 1e-05);  params_78 = None
        getitem_75: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_25[0]
        getitem_76: "f32[384][1]cuda:0" = native_batch_norm_25[1]
        getitem_77: "f32[384][1]cuda:0" = native_batch_norm_25[2];  native_batch_norm_25 = None
        clone_17: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.clone.default(getitem_75)
        hardtanh__17: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_75, 0.0, 6.0);  getitem_75 = None
        convolution_26: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.convolution.default(hardtanh__17, params_79, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__26: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_81, 1);  buffers_81 = add__26 = None
        empty_26: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_26 = None
        native_batch_norm_26 = torch.ops.aten.native_batch_norm.default(convolution_26, params_80, params_81, buffers_79, buffers_80, True, 0.1, 1e-05);  params_81 = None
        getitem_78: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = native_batch_norm_26[0]
        getitem_79: "f32[64][1]cuda:0" = native_batch_norm_26[1]
        getitem_80: "f32[64][1]cuda:0" = native_batch_norm_26[2];  native_batch_norm_26 = None
        add_4: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.add.Tensor(add_3, getitem_78);  getitem_78 = None
        convolution_27: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.convolution.default(add_4, params_82, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__27: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_84, 1);  buffers_84 = add__27 = None
        empty_27: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_27 = None
        native_batch_norm_27 = torch.ops.aten.native_batch_norm.default(convolution_27, params_83, params_84, buffers_82, buffers_83, True, 0.1, 1e-05);  params_84 = None
        getitem_81: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_27[0]
        getitem_82: "f32[384][1]cuda:0" = native_batch_norm_27[1]
        getitem_83: "f32[384][1]cuda:0" = native_batch_norm_27[2];  native_batch_norm_27 = None
        clone_18: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.clone.default(getitem_81)
        hardtanh__18: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_81, 0.0, 6.0);  getitem_81 = None
        convolution_28: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.convolution.default(hardtanh__18, params_85, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 384)
        add__28: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_87, 1);  buffers_87 = add__28 = None
        empty_28: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_28 = None
        native_batch_norm_28 = torch.ops.aten.native_batch_norm.default(convolution_28, params_86, params_87, buffers_85, buffers_86, True, 0.1, 1e-05);  params_87 = None
        getitem_84: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_28[0]
        getitem_85: "f32[384][1]cuda:0" = native_batch_norm_28[1]
        getitem_86: "f32[384][1]cuda:0" = native_batch_norm_28[2];  native_batch_norm_28 = None
        clone_19: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.clone.default(getitem_84)
        hardtanh__19: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_84, 0.0, 6.0);  getitem_84 = None
        convolution_29: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.convolution.default(hardtanh__19, params_88, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__29: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_90, 1);  buffers_90 = add__29 = None
        empty_29: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_29 = None
        native_batch_norm_29 = torch.ops.aten.native_batch_norm.default(convolution_29, params_89, params_90, buffers_88, buffers_89, True, 0.1, 1e-05);  params_90 = None
        getitem_87: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = native_batch_norm_29[0]
        getitem_88: "f32[64][1]cuda:0" = native_batch_norm_29[1]
        getitem_89: "f32[64][1]cuda:0" = native_batch_norm_29[2];  native_batch_norm_29 = None
        add_5: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.add.Tensor(add_4, getitem_87);  getitem_87 = None
        convolution_30: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.convolution.default(add_5, params_91, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__30: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_93, 1);  buffers_93 = add__30 = None
        empty_30: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_30 = None
        native_batch_norm_30 = torch.ops.aten.native_batch_norm.default(convolution_30, params_92, params_93, buffers_91, buffers_92, True, 0.1, 1e-05);  params_93 = None
        getitem_90: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_30[0]
        getitem_91: "f32[384][1]cuda:0" = native_batch_norm_30[1]
        getitem_92: "f32[384][1]cuda:0" = native_batch_norm_30[2];  native_batch_norm_30 = None
        clone_20: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.clone.default(getitem_90)
        hardtanh__20: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_90, 0.0, 6.0);  getitem_90 = None
        convolution_31: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.convolution.default(hardtanh__20, params_94, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 384)
        add__31: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_96, 1);  buffers_96 = add__31 = None
        empty_31: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_31 = None
        native_batch_norm_31 = torch.ops.aten.native_batch_norm.default(convolution_31, params_95, params_96, buffers_94, buffers_95, True, 0.1, 1e-05);  params_96 = None
        getitem_93: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_31[0]
        getitem_94: "f32[384][1]cuda:0" = native_batch_norm_31[1]
        getitem_95: "f32[384][1]cuda:0" = native_batch_norm_31[2];  native_batch_norm_31 = None
        clone_21: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.clone.default(getitem_93)
        hardtanh__21: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_93, 0.0, 6.0);  getitem_93 = None
        convolution_32: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = torch.ops.aten.convolution.default(hardtanh__21, params_97, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__32: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_99, 1);  buffers_99 = add__32 = None
        empty_32: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_32 = None
        native_batch_norm_32 = torch.ops.aten.native_batch_norm.default(convolution_32, params_98, params_99, buffers_97, buffers_98, True, 0.1, 1e-05);  params_99 = None
        getitem_96: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = native_batch_norm_32[0]
        getitem_97: "f32[96][1]cuda:0" = native_batch_norm_32[1]
        getitem_98: "f32[96][1]cuda:0" = native_batch_norm_32[2];  native_batch_norm_32 = None
        convolution_33: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.convolution.default(getitem_96, params_100, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__33: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_102, 1);  buffers_102 = add__33 = None
        empty_33: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_33 = None
        native_batch_norm_33 = torch.ops.aten.native_batch_norm.default(convolution_33, params_101, params_102, buffers_100, buffers_101, True, 0.1, 1e-05);  params_102 = None
        getitem_99: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_33[0]
        getitem_100: "f32[576][1]cuda:0" = native_batch_norm_33[1]
        getitem_101: "f32[576][1]cuda:0" = native_batch_norm_33[2];  native_batch_norm_33 = None
        clone_22: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.clone.default(getitem_99)
        hardtanh__22: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_99, 0.0, 6.0);  getitem_99 = None
        convolution_34: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.convolution.default(hardtanh__22, params_103, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 576)
        add__34: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_105, 1);  buffers_105 = add__34 = None
        empty_34: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_34 = None
        native_batch_norm_34 = torch.ops.aten.native_batch_norm.default(convolution_34, params_104, params_105, buffers_103, buffers_104, True, 0.1, 1e-05);  params_105 = None
        getitem_102: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_34[0]
        getitem_103: "f32[576][1]cuda:0" = native_batch_norm_34[1]
        getitem_104: "f32[576][1]cuda:0" = native_batch_norm_34[2];  native_batch_norm_34 = None
        clone_23: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.clone.default(getitem_102)
        hardtanh__23: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_102, 0.0, 6.0);  getitem_102 = None
        convolution_35: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = torch.ops.aten.convolution.default(hardtanh__23, params_106, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__35: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_108, 1);  buffers_108 = add__35 = None
        empty_35: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_35 = None
        native_batch_norm_35 = torch.ops.aten.native_batch_norm.default(convolution_35, params_107, params_108, buffers_106, buffers_107, True, 0.1, 1e-05);  params_108 = None
        getitem_105: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = native_batch_norm_35[0]
        getitem_106: "f32[96][1]cuda:0" = native_batch_norm_35[1]
        getitem_107: "f32[96][1]cuda:0" = native_batch_norm_35[2];  native_batch_norm_35 = None
        add_6: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = torch.ops.aten.add.Tensor(getitem_96, getitem_105);  getitem_105 = None
        convolution_36: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.convolution.default(add_6, params_109, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__36: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_111, 1);  buffers_111 = add__36 = None
        empty_36: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_36 = None
        native_batch_norm_36 = torch.ops.aten.native_batch_norm.default(convolution_36, params_110, params_111, buffers_109, buffers_110, True, 0.1, 1e-05);  params_111 = None
        getitem_108: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_36[0]
        getitem_109: "f32[576][1]cuda:0" = native_batch_norm_36[1]
        getitem_110: "f32[576][1]cuda:0" = native_batch_norm_36[2];  native_batch_norm_36 = None
        clone_24: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.clone.default(getitem_108)
        hardtanh__24: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_108, 0.0, 6.0);  getitem_108 = None
        convolution_37: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.convolution.default(hardtanh__24, params_112, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 576)
        add__37: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_114, 1);  buffers_114 = add__37 = None
        empty_37: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_37 = None
        native_batch_norm_37 = torch.ops.aten.native_batch_norm.default(convolution_37, params_113, params_114, buffers_112, buffers_113, True, 0.1, 1e-05);  params_114 = None
        getitem_111: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_37[0]
        getitem_112: "f32[576][1]cuda:0" = native_batch_norm_37[1]
        getitem_113: "f32[576][1]cuda:0" = native_batch_norm_37[2];  native_batch_norm_37 = None
        clone_25: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.clone.default(getitem_111)
        hardtanh__25: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_111, 0.0, 6.0);  getitem_111 = None
        convolution_38: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = torch.ops.aten.convolution.default(hardtanh__25, params_115, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__38: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_117, 1);  buffers_117 = add__38 = None
        empty_38: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_38 = None
        native_batch_norm_38 = torch.ops.aten.native_batch_norm.default(convolution_38, params_116, params_117, buffers_115, buffers_116, True, 0.1, 1e-05);  params_117 = None
        getitem_114: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = native_batch_norm_38[0]
        getitem_115: "f32[96][1]cuda:0" = native_batch_norm_38[1]
        getitem_116: "f32[96][1]cuda:0" = native_batch_norm_38[2];  native_batch_norm_38 = None
        add_7: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = torch.ops.aten.add.Tensor(add_6, getitem_114);  getitem_114 = None
        convolution_39: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.convolution.default(add_7, params_118, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__39: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_120, 1);  buffers_120 = add__39 = None
        empty_39: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_39 = None
        native_batch_norm_39 = torch.ops.aten.native_batch_norm.default(convolution_39, params_119, params_120, buffers_118, buffers_119, True, 0.1, 1e-05);  params_120 = None
        getitem_117: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_39[0]
        getitem_118: "f32[576][1]cuda:0" = native_batch_norm_39[1]
        getitem_119: "f32[576][1]cuda:0" = native_batch_norm_39[2];  native_batch_norm_39 = None
        clone_26: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.clone.default(getitem_117)
        hardtanh__26: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_117, 0.0, 6.0);  getitem_117 = None
        convolution_40: "bf16[128, 576, 7, 7][28224, 1, 4032, 576]cuda:0" = torch.ops.aten.convolution.default(hardtanh__26, params_121, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 576)
        add__40: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_123, 1);  buffers_123 = add__40 = None
        empty_40: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_40 = None
        native_batch_norm_40 = torch.ops.aten.native_batch_norm.default(convolution_40, params_122, params_123, buffers_121, buffers_122, True, 0.1, 1e-05);  params_123 = None
        getitem_120: "bf16[128, 576, 7, 7][28224, 1, 4032, 576]cuda:0" = native_batch_norm_40[0]
        getitem_121: "f32[576][1]cuda:0" = native_batch_norm_40[1]
        getitem_122: "f32[576][1]cuda:0" = native_batch_norm_40[2];  native_batch_norm_40 = None
        clone_27: "bf16[128, 576, 7, 7][28224, 1, 4032, 576]cuda:0" = torch.ops.aten.clone.default(getitem_120)
        hardtanh__27: "bf16[128, 576, 7, 7][28224, 1, 4032, 576]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_120, 0.0, 6.0);  getitem_120 = None
        convolution_41: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = torch.ops.aten.convolution.default(hardtanh__27, params_124, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__41: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_126, 1);  buffers_126 = add__41 = None
        empty_41: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_41 = None
        native_batch_norm_41 = torch.ops.aten.native_batch_norm.default(convolution_41, params_125, params_126, buffers_124, buffers_125, True, 0.1, 1e-05);  params_126 = None
        getitem_123: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = native_batch_norm_41[0]
        getitem_124: "f32[160][1]cuda:0" = native_batch_norm_41[1]
        getitem_125: "f32[160][1]cuda:0" = native_batch_norm_41[2];  native_batch_norm_41 = None
        convolution_42: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.convolution.default(getitem_123, params_127, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__42: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_129, 1);  buffers_129 = add__42 = None
        empty_42: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_42 = None
        native_batch_norm_42 = torch.ops.aten.native_batch_norm.default(convolution_42, params_128, params_129, buffers_127, buffers_128, True, 0.1, 1e-05);  params_129 = None
        getitem_126: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_42[0]
        getitem_127: "f32[960][1]cuda:0" = native_batch_norm_42[1]
        getitem_128: "f32[960][1]cuda:0" = native_batch_norm_42[2];  native_batch_norm_42 = None
        clone_28: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.clone.default(getitem_126)
        hardtanh__28: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_126, 0.0, 6.0);  getitem_126 = None
        convolution_43: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.convolution.default(hardtanh__28, params_130, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 960)
        add__43: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_132, 1);  buffers_132 = add__43 = None
        empty_43: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_43 = None
        native_batch_norm_43 = torch.ops.aten.native_batch_norm.default(convolution_43, params_131, params_132, buffers_130, buffers_131, True, 0.1, 1e-05);  params_132 = None
        getitem_129: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_43[0]
        getitem_130: "f32[960][1]cuda:0" = native_batch_norm_43[1]
        getitem_131: "f32[960][1]cuda:0" = native_batch_norm_43[2];  native_batch_norm_43 = None
        clone_29: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.clone.default(getitem_129)
        hardtanh__29: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_129, 0.0, 6.0);  getitem_129 = None
        convolution_44: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = torch.ops.aten.convolution.default(hardtanh__29, params_133, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__44: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_135, 1);  buffers_135 = add__44 = None
        empty_44: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_44 = None
        native_batch_norm_44 = torch.ops.aten.native_batch_norm.default(convolution_44, params_134, params_135, buffers_133, buffers_134, True, 0.1, 1e-05);  params_135 = None
        getitem_132: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = native_batch_norm_44[0]
        getitem_133: "f32[160][1]cuda:0" = native_batch_norm_44[1]
        getitem_134: "f32[160][1]cuda:0" = native_batch_norm_44[2];  native_batch_norm_44 = None
        add_8: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = torch.ops.aten.add.Tensor(getitem_123, getitem_132);  getitem_132 = None
        convolution_45: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.convolution.default(add_8, params_136, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__45: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_138, 1);  buffers_138 = add__45 = None
        empty_45: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_45 = None
        native_batch_norm_45 = torch.ops.aten.native_batch_norm.default(convolution_45, params_137, params_138, buffers_136, buffers_137, True, 0.1, 1e-05);  params_138 = None
        getitem_135: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_45[0]
        getitem_136: "f32[960][1]cuda:0" = native_batch_norm_45[1]
        getitem_137: "f32[960][1]cuda:0" = native_batch_norm_45[2];  native_batch_norm_45 = None
        clone_30: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.clone.default(getitem_135)
        hardtanh__30: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_135, 0.0, 6.0);  getitem_135 = None
        convolution_46: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.convolution.default(hardtanh__30, params_139, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 960)
        add__46: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_141, 1);  buffers_141 = add__46 = None
        empty_46: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_46 = None
        native_batch_norm_46 = torch.ops.aten.native_batch_norm.default(convolution_46, params_140, params_141, buffers_139, buffers_140, True, 0.1, 1e-05);  params_141 = None
        getitem_138: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_46[0]
        getitem_139: "f32[960][1]cuda:0" = native_batch_norm_46[1]
        getitem_140: "f32[960][1]cuda:0" = native_batch_norm_46[2];  native_batch_norm_46 = None
        clone_31: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.clone.default(getitem_138)
        hardtanh__31: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_138, 0.0, 6.0);  getitem_138 = None
        convolution_47: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = torch.ops.aten.convolution.default(hardtanh__31, params_142, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__47: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_144, 1);  buffers_144 = add__47 = None
        empty_47: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_47 = None
        native_batch_norm_47 = torch.ops.aten.native_batch_norm.default(convolution_47, params_143, params_144, buffers_142, buffers_143, True, 0.1, 1e-05);  params_144 = None
        getitem_141: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = native_batch_norm_47[0]
        getitem_142: "f32[160][1]cuda:0" = native_batch_norm_47[1]
        getitem_143: "f32[160][1]cuda:0" = native_batch_norm_47[2];  native_batch_norm_47 = None
        add_9: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = torch.ops.aten.add.Tensor(add_8, getitem_141);  getitem_141 = None
        convolution_48: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.convolution.default(add_9, params_145, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__48: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_147, 1);  buffers_147 = add__48 = None
        empty_48: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_48 = None
        native_batch_norm_48 = torch.ops.aten.native_batch_norm.default(convolution_48, params_146, params_147, buffers_145, buffers_146, True, 0.1, 1e-05);  params_147 = None
        getitem_144: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_48[0]
        getitem_145: "f32[960][1]cuda:0" = native_batch_norm_48[1]
        getitem_146: "f32[960][1]cuda:0" = native_batch_norm_48[2];  native_batch_norm_48 = None
        clone_32: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.clone.default(getitem_144)
        hardtanh__32: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_144, 0.0, 6.0);  getitem_144 = None
        convolution_49: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.convolution.default(hardtanh__32, params_148, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 960)
        add__49: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_150, 1);  buffers_150 = add__49 = None
        empty_49: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_49 = None
        native_batch_norm_49 = torch.ops.aten.native_batch_norm.default(convolution_49, params_149, params_150, buffers_148, buffers_149, True, 0.1, 1e-05);  params_150 = None
        getitem_147: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_49[0]
        getitem_148: "f32[960][1]cuda:0" = native_batch_norm_49[1]
        getitem_149: "f32[960][1]cuda:0" = native_batch_norm_49[2];  native_batch_norm_49 = None
        clone_33: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.clone.default(getitem_147)
        hardtanh__33: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_147, 0.0, 6.0);  getitem_147 = None
        convolution_50: "bf16[128, 320, 7, 7][15680, 1, 2240, 320]cuda:0" = torch.ops.aten.convolution.default(hardtanh__33, params_151, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__50: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_153, 1);  buffers_153 = add__50 = None
        empty_50: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_50 = None
        native_batch_norm_50 = torch.ops.aten.native_batch_norm.default(convolution_50, params_152, params_153, buffers_151, buffers_152, True, 0.1, 1e-05);  params_153 = None
        getitem_150: "bf16[128, 320, 7, 7][15680, 1, 2240, 320]cuda:0" = native_batch_norm_50[0]
        getitem_151: "f32[320][1]cuda:0" = native_batch_norm_50[1]
        getitem_152: "f32[320][1]cuda:0" = native_batch_norm_50[2];  native_batch_norm_50 = None
        convolution_51: "bf16[128, 1280, 7, 7][62720, 1, 8960, 1280]cuda:0" = torch.ops.aten.convolution.default(getitem_150, params_154, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__51: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_156, 1);  buffers_156 = add__51 = None
        empty_51: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_51 = None
        native_batch_norm_51 = torch.ops.aten.native_batch_norm.default(convolution_51, params_155, params_156, buffers_154, buffers_155, True, 0.1, 1e-05);  params_156 = None
        getitem_153: "bf16[128, 1280, 7, 7][62720, 1, 8960, 1280]cuda:0" = native_batch_norm_51[0]
        getitem_154: "f32[1280][1]cuda:0" = native_batch_norm_51[1]
        getitem_155: "f32[1280][1]cuda:0" = native_batch_norm_51[2];  native_batch_norm_51 = None
        clone_34: "bf16[128, 1280, 7, 7][62720, 1, 8960, 1280]cuda:0" = torch.ops.aten.clone.default(getitem_153)
        hardtanh__34: "bf16[128, 1280, 7, 7][62720, 1, 8960, 1280]cuda:0" = torch.ops.aten.hardtanh_.default(getitem_153, 0.0, 6.0);  getitem_153 = None
        mean: "bf16[128, 1280, 1, 1][1280, 1, 1, 1]cuda:0" = torch.ops.aten.mean.dim(hardtanh__34, [-1, -2], True);  hardtanh__34 = None
        as_strided_: "bf16[128, 1280, 1, 1][1280, 1, 1280, 1280]cuda:0" = torch.ops.aten.as_strided_.default(mean, [128, 1280, 1, 1], [1280, 1, 1280, 1280]);  mean = None
        view: "bf16[128, 1280][1280, 1]cuda:0" = torch.ops.aten.view.default(as_strided_, [128, 1280]);  as_strided_ = None
        native_dropout = torch.ops.aten.native_dropout.default(view, 0.2, True);  view = None
        getitem_156: "bf16[128, 1280][1280, 1]cuda:0" = native_dropout[0]
        getitem_157: "b8[128, 1280][1280, 1]cuda:0" = native_dropout[1];  native_dropout = None
        t: "bf16[1280, 1000][1, 1280]cuda:0" = torch.ops.aten.t.default(params_157);  params_157 = None
        addmm: "bf16[128, 1000][1000, 1]cuda:0" = torch.ops.aten.addmm.default(params_158, getitem_156, t);  params_158 = None
        _to_copy: "f32[128, 1000][1000, 1]cuda:0" = torch.ops.aten._to_copy.default(addmm, dtype = torch.float32);  addmm = None
        pow_1: "f32[128, 1000][1000, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 2)
        mean_1: "f32[][]cuda:0" = torch.ops.aten.mean.default(pow_1);  pow_1 = None
        ones_like: "f32[][]cuda:0" = torch.ops.aten.ones_like.default(mean_1, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[128, 1000][0, 0]cuda:0" = torch.ops.aten.expand.default(ones_like, [128, 1000]);  ones_like = None
        div: "f32[128, 1000][1000, 1]cuda:0" = torch.ops.aten.div.Scalar(expand, 128000);  expand = None
        pow_2: "f32[128, 1000][1000, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 1.0);  _to_copy = None
        mul: "f32[128, 1000][1000, 1]cuda:0" = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
        mul_1: "f32[128, 1000][1000, 1]cuda:0" = torch.ops.aten.mul.Tensor(div, mul);  div = mul = None
        _to_copy_1: "bf16[128, 1000][1000, 1]cuda:0" = torch.ops.aten._to_copy.default(mul_1, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0));  mul_1 = None
        t_1: "bf16[1000, 1280][1280, 1]cuda:0" = torch.ops.aten.t.default(t);  t = None
        mm: "bf16[128, 1280][1280, 1]cuda:0" = torch.ops.aten.mm.default(_to_copy_1, t_1);  t_1 = None
        t_2: "bf16[1000, 128][1, 1000]cuda:0" = torch.ops.aten.t.default(_to_copy_1)
        mm_1: "bf16[1000, 1280][1280, 1]cuda:0" = torch.ops.aten.mm.default(t_2, getitem_156);  t_2 = getitem_156 = None
        t_3: "bf16[1280, 1000][1, 1280]cuda:0" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "bf16[1, 1000][1000, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_to_copy_1, [0], True);  _to_copy_1 = None
        view_1: "bf16[1000][1]cuda:0" = torch.ops.aten.view.default(sum_1, [1000]);  sum_1 = None
        t_4: "bf16[1000, 1280][1280, 1]cuda:0" = torch.ops.aten.t.default(t_3);  t_3 = None
        native_dropout_backward: "bf16[128, 1280][1280, 1]cuda:0" = torch.ops.aten.native_dropout_backward.default(mm, getitem_157, 1.25);  mm = getitem_157 = None
        view_2: "bf16[128, 1280, 1, 1][1280, 1, 1, 1]cuda:0" = torch.ops.aten.view.default(native_dropout_backward, [128, 1280, 1, 1]);  native_dropout_backward = None
        squeeze: "bf16[128, 1280, 1][1280, 1, 1]cuda:0" = torch.ops.aten.squeeze.dim(view_2, 3);  view_2 = None
        squeeze_1: "bf16[128, 1280][1280, 1]cuda:0" = torch.ops.aten.squeeze.dim(squeeze, 2);  squeeze = None
        new_zeros: "bf16[163840][1]cuda:0" = torch.ops.aten.new_zeros.default(squeeze_1, [163840])
        as_strided: "bf16[128, 1280][1280, 1]cuda:0" = torch.ops.aten.as_strided.default(new_zeros, [128, 1280], [1280, 1], 0)
        copy_: "bf16[128, 1280][1280, 1]cuda:0" = torch.ops.aten.copy_.default(as_strided, squeeze_1);  as_strided = squeeze_1 = copy_ = None
        as_strided_1: "bf16[128, 1280, 1, 1][1280, 1, 1, 1]cuda:0" = torch.ops.aten.as_strided.default(new_zeros, [128, 1280, 1, 1], [1280, 1, 1, 1], 0);  new_zeros = None
        expand_1: "bf16[128, 1280, 7, 7][1280, 1, 0, 0]cuda:0" = torch.ops.aten.expand.default(as_strided_1, [128, 1280, 7, 7]);  as_strided_1 = None
        div_1: "bf16[128, 1280, 7, 7][62720, 49, 7, 1]cuda:0" = torch.ops.aten.div.Scalar(expand_1, 49);  expand_1 = None
        hardtanh_backward: "bf16[128, 1280, 7, 7][62720, 1, 8960, 1280]cuda:0" = torch.ops.aten.hardtanh_backward.default(div_1, clone_34, 0.0, 6.0);  div_1 = clone_34 = None
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward, convolution_51, params_155, buffers_154, buffers_155, getitem_154, getitem_155, True, 1e-05, [True, True, True]);  hardtanh_backward = convolution_51 = params_155 = buffers_154 = buffers_155 = getitem_154 = getitem_155 = None
        getitem_158: "bf16[128, 1280, 7, 7][62720, 1, 8960, 1280]cuda:0" = native_batch_norm_backward[0]
        getitem_159: "bf16[1280][1]cuda:0" = native_batch_norm_backward[1]
        getitem_160: "bf16[1280][1]cuda:0" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_158, getitem_150, params_154, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_158 = getitem_150 = params_154 = None
        getitem_161: "bf16[128, 320, 7, 7][15680, 1, 2240, 320]cuda:0" = convolution_backward[0]
        getitem_162: "bf16[1280, 320, 1, 1][320, 1, 320, 320]cuda:0" = convolution_backward[1]
        getitem_163 = convolution_backward[2];  convolution_backward = getitem_163 = None
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(getitem_161, convolution_50, params_152, buffers_151, buffers_152, getitem_151, getitem_152, True, 1e-05, [True, True, True]);  getitem_161 = convolution_50 = params_152 = buffers_151 = buffers_152 = getitem_151 = getitem_152 = None
        getitem_164: "bf16[128, 320, 7, 7][15680, 1, 2240, 320]cuda:0" = native_batch_norm_backward_1[0]
        getitem_165: "bf16[320][1]cuda:0" = native_batch_norm_backward_1[1]
        getitem_166: "bf16[320][1]cuda:0" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_164, hardtanh__33, params_151, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_164 = hardtanh__33 = params_151 = None
        getitem_167: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = convolution_backward_1[0]
        getitem_168: "bf16[320, 960, 1, 1][960, 1, 960, 960]cuda:0" = convolution_backward_1[1]
        getitem_169 = convolution_backward_1[2];  convolution_backward_1 = getitem_169 = None
        hardtanh_backward_1: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_167, clone_33, 0.0, 6.0);  getitem_167 = clone_33 = None
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_1, convolution_49, params_149, buffers_148, buffers_149, getitem_148, getitem_149, True, 1e-05, [True, True, True]);  hardtanh_backward_1 = convolution_49 = params_149 = buffers_148 = buffers_149 = getitem_148 = getitem_149 = None
        getitem_170: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_backward_2[0]
        getitem_171: "bf16[960][1]cuda:0" = native_batch_norm_backward_2[1]
        getitem_172: "bf16[960][1]cuda:0" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_170, hardtanh__32, params_148, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 960, [True, True, False]);  getitem_170 = hardtanh__32 = params_148 = None
        getitem_173: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = convolution_backward_2[0]
        getitem_174: "bf16[960, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_2[1]
        getitem_175 = convolution_backward_2[2];  convolution_backward_2 = getitem_175 = None
        hardtanh_backward_2: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_173, clone_32, 0.0, 6.0);  getitem_173 = clone_32 = None
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_2, convolution_48, params_146, buffers_145, buffers_146, getitem_145, getitem_146, True, 1e-05, [True, True, True]);  hardtanh_backward_2 = convolution_48 = params_146 = buffers_145 = buffers_146 = getitem_145 = getitem_146 = None
        getitem_176: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_backward_3[0]
        getitem_177: "bf16[960][1]cuda:0" = native_batch_norm_backward_3[1]
        getitem_178: "bf16[960][1]cuda:0" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_176, add_9, params_145, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_176 = add_9 = params_145 = None
        getitem_179: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = convolution_backward_3[0]
        getitem_180: "bf16[960, 160, 1, 1][160, 1, 160, 160]cuda:0" = convolution_backward_3[1]
        getitem_181 = convolution_backward_3[2];  convolution_backward_3 = getitem_181 = None
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(getitem_179, convolution_47, params_143, buffers_142, buffers_143, getitem_142, getitem_143, True, 1e-05, [True, True, True]);  convolution_47 = params_143 = buffers_142 = buffers_143 = getitem_142 = getitem_143 = None
        getitem_182: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = native_batch_norm_backward_4[0]
        getitem_183: "bf16[160][1]cuda:0" = native_batch_norm_backward_4[1]
        getitem_184: "bf16[160][1]cuda:0" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_182, hardtanh__31, params_142, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_182 = hardtanh__31 = params_142 = None
        getitem_185: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = convolution_backward_4[0]
        getitem_186: "bf16[160, 960, 1, 1][960, 1, 960, 960]cuda:0" = convolution_backward_4[1]
        getitem_187 = convolution_backward_4[2];  convolution_backward_4 = getitem_187 = None
        hardtanh_backward_3: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_185, clone_31, 0.0, 6.0);  getitem_185 = clone_31 = None
        native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_3, convolution_46, params_140, buffers_139, buffers_140, getitem_139, getitem_140, True, 1e-05, [True, True, True]);  hardtanh_backward_3 = convolution_46 = params_140 = buffers_139 = buffers_140 = getitem_139 = getitem_140 = None
        getitem_188: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_backward_5[0]
        getitem_189: "bf16[960][1]cuda:0" = native_batch_norm_backward_5[1]
        getitem_190: "bf16[960][1]cuda:0" = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_188, hardtanh__30, params_139, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 960, [True, True, False]);  getitem_188 = hardtanh__30 = params_139 = None
        getitem_191: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = convolution_backward_5[0]
        getitem_192: "bf16[960, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_5[1]
        getitem_193 = convolution_backward_5[2];  convolution_backward_5 = getitem_193 = None
        hardtanh_backward_4: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_191, clone_30, 0.0, 6.0);  getitem_191 = clone_30 = None
        native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_4, convolution_45, params_137, buffers_136, buffers_137, getitem_136, getitem_137, True, 1e-05, [True, True, True]);  hardtanh_backward_4 = convolution_45 = params_137 = buffers_136 = buffers_137 = getitem_136 = getitem_137 = None
        getitem_194: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_backward_6[0]
        getitem_195: "bf16[960][1]cuda:0" = native_batch_norm_backward_6[1]
        getitem_196: "bf16[960][1]cuda:0" = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_194, add_8, params_136, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_194 = add_8 = params_136 = None
        getitem_197: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = convolution_backward_6[0]
        getitem_198: "bf16[960, 160, 1, 1][160, 1, 160, 160]cuda:0" = convolution_backward_6[1]
        getitem_199 = convolution_backward_6[2];  convolution_backward_6 = getitem_199 = None
        add_10: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = torch.ops.aten.add.Tensor(getitem_179, getitem_197);  getitem_179 = getitem_197 = None
        native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(add_10, convolution_44, params_134, buffers_133, buffers_134, getitem_133, getitem_134, True, 1e-05, [True, True, True]);  convolution_44 = params_134 = buffers_133 = buffers_134 = getitem_133 = getitem_134 = None
        getitem_200: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = native_batch_norm_backward_7[0]
        getitem_201: "bf16[160][1]cuda:0" = native_batch_norm_backward_7[1]
        getitem_202: "bf16[160][1]cuda:0" = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
        convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_200, hardtanh__29, params_133, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_200 = hardtanh__29 = params_133 = None
        getitem_203: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = convolution_backward_7[0]
        getitem_204: "bf16[160, 960, 1, 1][960, 1, 960, 960]cuda:0" = convolution_backward_7[1]
        getitem_205 = convolution_backward_7[2];  convolution_backward_7 = getitem_205 = None
        hardtanh_backward_5: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_203, clone_29, 0.0, 6.0);  getitem_203 = clone_29 = None
        native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_5, convolution_43, params_131, buffers_130, buffers_131, getitem_130, getitem_131, True, 1e-05, [True, True, True]);  hardtanh_backward_5 = convolution_43 = params_131 = buffers_130 = buffers_131 = getitem_130 = getitem_131 = None
        getitem_206: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_backward_8[0]
        getitem_207: "bf16[960][1]cuda:0" = native_batch_norm_backward_8[1]
        getitem_208: "bf16[960][1]cuda:0" = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
        convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_206, hardtanh__28, params_130, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 960, [True, True, False]);  getitem_206 = hardtanh__28 = params_130 = None
        getitem_209: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = convolution_backward_8[0]
        getitem_210: "bf16[960, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_8[1]
        getitem_211 = convolution_backward_8[2];  convolution_backward_8 = getitem_211 = None
        hardtanh_backward_6: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_209, clone_28, 0.0, 6.0);  getitem_209 = clone_28 = None
        native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_6, convolution_42, params_128, buffers_127, buffers_128, getitem_127, getitem_128, True, 1e-05, [True, True, True]);  hardtanh_backward_6 = convolution_42 = params_128 = buffers_127 = buffers_128 = getitem_127 = getitem_128 = None
        getitem_212: "bf16[128, 960, 7, 7][47040, 1, 6720, 960]cuda:0" = native_batch_norm_backward_9[0]
        getitem_213: "bf16[960][1]cuda:0" = native_batch_norm_backward_9[1]
        getitem_214: "bf16[960][1]cuda:0" = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
        convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_212, getitem_123, params_127, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_212 = getitem_123 = params_127 = None
        getitem_215: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = convolution_backward_9[0]
        getitem_216: "bf16[960, 160, 1, 1][160, 1, 160, 160]cuda:0" = convolution_backward_9[1]
        getitem_217 = convolution_backward_9[2];  convolution_backward_9 = getitem_217 = None
        add_11: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = torch.ops.aten.add.Tensor(add_10, getitem_215);  add_10 = getitem_215 = None
        native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(add_11, convolution_41, params_125, buffers_124, buffers_125, getitem_124, getitem_125, True, 1e-05, [True, True, True]);  add_11 = convolution_41 = params_125 = buffers_124 = buffers_125 = getitem_124 = getitem_125 = None
        getitem_218: "bf16[128, 160, 7, 7][7840, 1, 1120, 160]cuda:0" = native_batch_norm_backward_10[0]
        getitem_219: "bf16[160][1]cuda:0" = native_batch_norm_backward_10[1]
        getitem_220: "bf16[160][1]cuda:0" = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
        convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_218, hardtanh__27, params_124, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_218 = hardtanh__27 = params_124 = None
        getitem_221: "bf16[128, 576, 7, 7][28224, 1, 4032, 576]cuda:0" = convolution_backward_10[0]
        getitem_222: "bf16[160, 576, 1, 1][576, 1, 576, 576]cuda:0" = convolution_backward_10[1]
        getitem_223 = convolution_backward_10[2];  convolution_backward_10 = getitem_223 = None
        hardtanh_backward_7: "bf16[128, 576, 7, 7][28224, 1, 4032, 576]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_221, clone_27, 0.0, 6.0);  getitem_221 = clone_27 = None
        native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_7, convolution_40, params_122, buffers_121, buffers_122, getitem_121, getitem_122, True, 1e-05, [True, True, True]);  hardtanh_backward_7 = convolution_40 = params_122 = buffers_121 = buffers_122 = getitem_121 = getitem_122 = None
        getitem_224: "bf16[128, 576, 7, 7][28224, 1, 4032, 576]cuda:0" = native_batch_norm_backward_11[0]
        getitem_225: "bf16[576][1]cuda:0" = native_batch_norm_backward_11[1]
        getitem_226: "bf16[576][1]cuda:0" = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
        convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_224, hardtanh__26, params_121, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 576, [True, True, False]);  getitem_224 = hardtanh__26 = params_121 = None
        getitem_227: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = convolution_backward_11[0]
        getitem_228: "bf16[576, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_11[1]
        getitem_229 = convolution_backward_11[2];  convolution_backward_11 = getitem_229 = None
        hardtanh_backward_8: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_227, clone_26, 0.0, 6.0);  getitem_227 = clone_26 = None
        native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_8, convolution_39, params_119, buffers_118, buffers_119, getitem_118, getitem_119, True, 1e-05, [True, True, True]);  hardtanh_backward_8 = convolution_39 = params_119 = buffers_118 = buffers_119 = getitem_118 = getitem_119 = None
        getitem_230: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_backward_12[0]
        getitem_231: "bf16[576][1]cuda:0" = native_batch_norm_backward_12[1]
        getitem_232: "bf16[576][1]cuda:0" = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
        convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_230, add_7, params_118, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_230 = add_7 = params_118 = None
        getitem_233: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = convolution_backward_12[0]
        getitem_234: "bf16[576, 96, 1, 1][96, 1, 96, 96]cuda:0" = convolution_backward_12[1]
        getitem_235 = convolution_backward_12[2];  convolution_backward_12 = getitem_235 = None
        native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(getitem_233, convolution_38, params_116, buffers_115, buffers_116, getitem_115, getitem_116, True, 1e-05, [True, True, True]);  convolution_38 = params_116 = buffers_115 = buffers_116 = getitem_115 = getitem_116 = None
        getitem_236: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = native_batch_norm_backward_13[0]
        getitem_237: "bf16[96][1]cuda:0" = native_batch_norm_backward_13[1]
        getitem_238: "bf16[96][1]cuda:0" = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
        convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_236, hardtanh__25, params_115, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_236 = hardtanh__25 = params_115 = None
        getitem_239: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = convolution_backward_13[0]
        getitem_240: "bf16[96, 576, 1, 1][576, 1, 576, 576]cuda:0" = convolution_backward_13[1]
        getitem_241 = convolution_backward_13[2];  convolution_backward_13 = getitem_241 = None
        hardtanh_backward_9: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_239, clone_25, 0.0, 6.0);  getitem_239 = clone_25 = None
        native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_9, convolution_37, params_113, buffers_112, buffers_113, getitem_112, getitem_113, True, 1e-05, [True, True, True]);  hardtanh_backward_9 = convolution_37 = params_113 = buffers_112 = buffers_113 = getitem_112 = getitem_113 = None
        getitem_242: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_backward_14[0]
        getitem_243: "bf16[576][1]cuda:0" = native_batch_norm_backward_14[1]
        getitem_244: "bf16[576][1]cuda:0" = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
        convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_242, hardtanh__24, params_112, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 576, [True, True, False]);  getitem_242 = hardtanh__24 = params_112 = None
        getitem_245: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = convolution_backward_14[0]
        getitem_246: "bf16[576, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_14[1]
        getitem_247 = convolution_backward_14[2];  convolution_backward_14 = getitem_247 = None
        hardtanh_backward_10: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_245, clone_24, 0.0, 6.0);  getitem_245 = clone_24 = None
        native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_10, convolution_36, params_110, buffers_109, buffers_110, getitem_109, getitem_110, True, 1e-05, [True, True, True]);  hardtanh_backward_10 = convolution_36 = params_110 = buffers_109 = buffers_110 = getitem_109 = getitem_110 = None
        getitem_248: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_backward_15[0]
        getitem_249: "bf16[576][1]cuda:0" = native_batch_norm_backward_15[1]
        getitem_250: "bf16[576][1]cuda:0" = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None
        convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_248, add_6, params_109, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_248 = add_6 = params_109 = None
        getitem_251: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = convolution_backward_15[0]
        getitem_252: "bf16[576, 96, 1, 1][96, 1, 96, 96]cuda:0" = convolution_backward_15[1]
        getitem_253 = convolution_backward_15[2];  convolution_backward_15 = getitem_253 = None
        add_12: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = torch.ops.aten.add.Tensor(getitem_233, getitem_251);  getitem_233 = getitem_251 = None
        native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(add_12, convolution_35, params_107, buffers_106, buffers_107, getitem_106, getitem_107, True, 1e-05, [True, True, True]);  convolution_35 = params_107 = buffers_106 = buffers_107 = getitem_106 = getitem_107 = None
        getitem_254: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = native_batch_norm_backward_16[0]
        getitem_255: "bf16[96][1]cuda:0" = native_batch_norm_backward_16[1]
        getitem_256: "bf16[96][1]cuda:0" = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None
        convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_254, hardtanh__23, params_106, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_254 = hardtanh__23 = params_106 = None
        getitem_257: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = convolution_backward_16[0]
        getitem_258: "bf16[96, 576, 1, 1][576, 1, 576, 576]cuda:0" = convolution_backward_16[1]
        getitem_259 = convolution_backward_16[2];  convolution_backward_16 = getitem_259 = None
        hardtanh_backward_11: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_257, clone_23, 0.0, 6.0);  getitem_257 = clone_23 = None
        native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_11, convolution_34, params_104, buffers_103, buffers_104, getitem_103, getitem_104, True, 1e-05, [True, True, True]);  hardtanh_backward_11 = convolution_34 = params_104 = buffers_103 = buffers_104 = getitem_103 = getitem_104 = None
        getitem_260: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_backward_17[0]
        getitem_261: "bf16[576][1]cuda:0" = native_batch_norm_backward_17[1]
        getitem_262: "bf16[576][1]cuda:0" = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None
        convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_260, hardtanh__22, params_103, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 576, [True, True, False]);  getitem_260 = hardtanh__22 = params_103 = None
        getitem_263: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = convolution_backward_17[0]
        getitem_264: "bf16[576, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_17[1]
        getitem_265 = convolution_backward_17[2];  convolution_backward_17 = getitem_265 = None
        hardtanh_backward_12: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_263, clone_22, 0.0, 6.0);  getitem_263 = clone_22 = None
        native_batch_norm_backward_18 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_12, convolution_33, params_101, buffers_100, buffers_101, getitem_100, getitem_101, True, 1e-05, [True, True, True]);  hardtanh_backward_12 = convolution_33 = params_101 = buffers_100 = buffers_101 = getitem_100 = getitem_101 = None
        getitem_266: "bf16[128, 576, 14, 14][112896, 1, 8064, 576]cuda:0" = native_batch_norm_backward_18[0]
        getitem_267: "bf16[576][1]cuda:0" = native_batch_norm_backward_18[1]
        getitem_268: "bf16[576][1]cuda:0" = native_batch_norm_backward_18[2];  native_batch_norm_backward_18 = None
        convolution_backward_18 = torch.ops.aten.convolution_backward.default(getitem_266, getitem_96, params_100, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_266 = getitem_96 = params_100 = None
        getitem_269: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = convolution_backward_18[0]
        getitem_270: "bf16[576, 96, 1, 1][96, 1, 96, 96]cuda:0" = convolution_backward_18[1]
        getitem_271 = convolution_backward_18[2];  convolution_backward_18 = getitem_271 = None
        add_13: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = torch.ops.aten.add.Tensor(add_12, getitem_269);  add_12 = getitem_269 = None
        native_batch_norm_backward_19 = torch.ops.aten.native_batch_norm_backward.default(add_13, convolution_32, params_98, buffers_97, buffers_98, getitem_97, getitem_98, True, 1e-05, [True, True, True]);  add_13 = convolution_32 = params_98 = buffers_97 = buffers_98 = getitem_97 = getitem_98 = None
        getitem_272: "bf16[128, 96, 14, 14][18816, 1, 1344, 96]cuda:0" = native_batch_norm_backward_19[0]
        getitem_273: "bf16[96][1]cuda:0" = native_batch_norm_backward_19[1]
        getitem_274: "bf16[96][1]cuda:0" = native_batch_norm_backward_19[2];  native_batch_norm_backward_19 = None
        convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_272, hardtanh__21, params_97, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_272 = hardtanh__21 = params_97 = None
        getitem_275: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = convolution_backward_19[0]
        getitem_276: "bf16[96, 384, 1, 1][384, 1, 384, 384]cuda:0" = convolution_backward_19[1]
        getitem_277 = convolution_backward_19[2];  convolution_backward_19 = getitem_277 = None
        hardtanh_backward_13: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_275, clone_21, 0.0, 6.0);  getitem_275 = clone_21 = None
        native_batch_norm_backward_20 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_13, convolution_31, params_95, buffers_94, buffers_95, getitem_94, getitem_95, True, 1e-05, [True, True, True]);  hardtanh_backward_13 = convolution_31 = params_95 = buffers_94 = buffers_95 = getitem_94 = getitem_95 = None
        getitem_278: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_backward_20[0]
        getitem_279: "bf16[384][1]cuda:0" = native_batch_norm_backward_20[1]
        getitem_280: "bf16[384][1]cuda:0" = native_batch_norm_backward_20[2];  native_batch_norm_backward_20 = None
        convolution_backward_20 = torch.ops.aten.convolution_backward.default(getitem_278, hardtanh__20, params_94, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 384, [True, True, False]);  getitem_278 = hardtanh__20 = params_94 = None
        getitem_281: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = convolution_backward_20[0]
        getitem_282: "bf16[384, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_20[1]
        getitem_283 = convolution_backward_20[2];  convolution_backward_20 = getitem_283 = None
        hardtanh_backward_14: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_281, clone_20, 0.0, 6.0);  getitem_281 = clone_20 = None
        native_batch_norm_backward_21 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_14, convolution_30, params_92, buffers_91, buffers_92, getitem_91, getitem_92, True, 1e-05, [True, True, True]);  hardtanh_backward_14 = convolution_30 = params_92 = buffers_91 = buffers_92 = getitem_91 = getitem_92 = None
        getitem_284: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_backward_21[0]
        getitem_285: "bf16[384][1]cuda:0" = native_batch_norm_backward_21[1]
        getitem_286: "bf16[384][1]cuda:0" = native_batch_norm_backward_21[2];  native_batch_norm_backward_21 = None
        convolution_backward_21 = torch.ops.aten.convolution_backward.default(getitem_284, add_5, params_91, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_284 = add_5 = params_91 = None
        getitem_287: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = convolution_backward_21[0]
        getitem_288: "bf16[384, 64, 1, 1][64, 1, 64, 64]cuda:0" = convolution_backward_21[1]
        getitem_289 = convolution_backward_21[2];  convolution_backward_21 = getitem_289 = None
        native_batch_norm_backward_22 = torch.ops.aten.native_batch_norm_backward.default(getitem_287, convolution_29, params_89, buffers_88, buffers_89, getitem_88, getitem_89, True, 1e-05, [True, True, True]);  convolution_29 = params_89 = buffers_88 = buffers_89 = getitem_88 = getitem_89 = None
        getitem_290: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = native_batch_norm_backward_22[0]
        getitem_291: "bf16[64][1]cuda:0" = native_batch_norm_backward_22[1]
        getitem_292: "bf16[64][1]cuda:0" = native_batch_norm_backward_22[2];  native_batch_norm_backward_22 = None
        convolution_backward_22 = torch.ops.aten.convolution_backward.default(getitem_290, hardtanh__19, params_88, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_290 = hardtanh__19 = params_88 = None
        getitem_293: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = convolution_backward_22[0]
        getitem_294: "bf16[64, 384, 1, 1][384, 1, 384, 384]cuda:0" = convolution_backward_22[1]
        getitem_295 = convolution_backward_22[2];  convolution_backward_22 = getitem_295 = None
        hardtanh_backward_15: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_293, clone_19, 0.0, 6.0);  getitem_293 = clone_19 = None
        native_batch_norm_backward_23 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_15, convolution_28, params_86, buffers_85, buffers_86, getitem_85, getitem_86, True, 1e-05, [True, True, True]);  hardtanh_backward_15 = convolution_28 = params_86 = buffers_85 = buffers_86 = getitem_85 = getitem_86 = None
        getitem_296: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_backward_23[0]
        getitem_297: "bf16[384][1]cuda:0" = native_batch_norm_backward_23[1]
        getitem_298: "bf16[384][1]cuda:0" = native_batch_norm_backward_23[2];  native_batch_norm_backward_23 = None
        convolution_backward_23 = torch.ops.aten.convolution_backward.default(getitem_296, hardtanh__18, params_85, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 384, [True, True, False]);  getitem_296 = hardtanh__18 = params_85 = None
        getitem_299: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = convolution_backward_23[0]
        getitem_300: "bf16[384, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_23[1]
        getitem_301 = convolution_backward_23[2];  convolution_backward_23 = getitem_301 = None
        hardtanh_backward_16: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_299, clone_18, 0.0, 6.0);  getitem_299 = clone_18 = None
        native_batch_norm_backward_24 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_16, convolution_27, params_83, buffers_82, buffers_83, getitem_82, getitem_83, True, 1e-05, [True, True, True]);  hardtanh_backward_16 = convolution_27 = params_83 = buffers_82 = buffers_83 = getitem_82 = getitem_83 = None
        getitem_302: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_backward_24[0]
        getitem_303: "bf16[384][1]cuda:0" = native_batch_norm_backward_24[1]
        getitem_304: "bf16[384][1]cuda:0" = native_batch_norm_backward_24[2];  native_batch_norm_backward_24 = None
        convolution_backward_24 = torch.ops.aten.convolution_backward.default(getitem_302, add_4, params_82, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_302 = add_4 = params_82 = None
        getitem_305: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = convolution_backward_24[0]
        getitem_306: "bf16[384, 64, 1, 1][64, 1, 64, 64]cuda:0" = convolution_backward_24[1]
        getitem_307 = convolution_backward_24[2];  convolution_backward_24 = getitem_307 = None
        add_14: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.add.Tensor(getitem_287, getitem_305);  getitem_287 = getitem_305 = None
        native_batch_norm_backward_25 = torch.ops.aten.native_batch_norm_backward.default(add_14, convolution_26, params_80, buffers_79, buffers_80, getitem_79, getitem_80, True, 1e-05, [True, True, True]);  convolution_26 = params_80 = buffers_79 = buffers_80 = getitem_79 = getitem_80 = None
        getitem_308: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = native_batch_norm_backward_25[0]
        getitem_309: "bf16[64][1]cuda:0" = native_batch_norm_backward_25[1]
        getitem_310: "bf16[64][1]cuda:0" = native_batch_norm_backward_25[2];  native_batch_norm_backward_25 = None
        convolution_backward_25 = torch.ops.aten.convolution_backward.default(getitem_308, hardtanh__17, params_79, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_308 = hardtanh__17 = params_79 = None
        getitem_311: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = convolution_backward_25[0]
        getitem_312: "bf16[64, 384, 1, 1][384, 1, 384, 384]cuda:0" = convolution_backward_25[1]
        getitem_313 = convolution_backward_25[2];  convolution_backward_25 = getitem_313 = None
        hardtanh_backward_17: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_311, clone_17, 0.0, 6.0);  getitem_311 = clone_17 = None
        native_batch_norm_backward_26 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_17, convolution_25, params_77, buffers_76, buffers_77, getitem_76, getitem_77, True, 1e-05, [True, True, True]);  hardtanh_backward_17 = convolution_25 = params_77 = buffers_76 = buffers_77 = getitem_76 = getitem_77 = None
        getitem_314: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_backward_26[0]
        getitem_315: "bf16[384][1]cuda:0" = native_batch_norm_backward_26[1]
        getitem_316: "bf16[384][1]cuda:0" = native_batch_norm_backward_26[2];  native_batch_norm_backward_26 = None
        convolution_backward_26 = torch.ops.aten.convolution_backward.default(getitem_314, hardtanh__16, params_76, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 384, [True, True, False]);  getitem_314 = hardtanh__16 = params_76 = None
        getitem_317: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = convolution_backward_26[0]
        getitem_318: "bf16[384, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_26[1]
        getitem_319 = convolution_backward_26[2];  convolution_backward_26 = getitem_319 = None
        hardtanh_backward_18: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_317, clone_16, 0.0, 6.0);  getitem_317 = clone_16 = None
        native_batch_norm_backward_27 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_18, convolution_24, params_74, buffers_73, buffers_74, getitem_73, getitem_74, True, 1e-05, [True, True, True]);  hardtanh_backward_18 = convolution_24 = params_74 = buffers_73 = buffers_74 = getitem_73 = getitem_74 = None
        getitem_320: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_backward_27[0]
        getitem_321: "bf16[384][1]cuda:0" = native_batch_norm_backward_27[1]
        getitem_322: "bf16[384][1]cuda:0" = native_batch_norm_backward_27[2];  native_batch_norm_backward_27 = None
        convolution_backward_27 = torch.ops.aten.convolution_backward.default(getitem_320, add_3, params_73, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_320 = add_3 = params_73 = None
        getitem_323: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = convolution_backward_27[0]
        getitem_324: "bf16[384, 64, 1, 1][64, 1, 64, 64]cuda:0" = convolution_backward_27[1]
        getitem_325 = convolution_backward_27[2];  convolution_backward_27 = getitem_325 = None
        add_15: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.add.Tensor(add_14, getitem_323);  add_14 = getitem_323 = None
        native_batch_norm_backward_28 = torch.ops.aten.native_batch_norm_backward.default(add_15, convolution_23, params_71, buffers_70, buffers_71, getitem_70, getitem_71, True, 1e-05, [True, True, True]);  convolution_23 = params_71 = buffers_70 = buffers_71 = getitem_70 = getitem_71 = None
        getitem_326: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = native_batch_norm_backward_28[0]
        getitem_327: "bf16[64][1]cuda:0" = native_batch_norm_backward_28[1]
        getitem_328: "bf16[64][1]cuda:0" = native_batch_norm_backward_28[2];  native_batch_norm_backward_28 = None
        convolution_backward_28 = torch.ops.aten.convolution_backward.default(getitem_326, hardtanh__15, params_70, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_326 = hardtanh__15 = params_70 = None
        getitem_329: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = convolution_backward_28[0]
        getitem_330: "bf16[64, 384, 1, 1][384, 1, 384, 384]cuda:0" = convolution_backward_28[1]
        getitem_331 = convolution_backward_28[2];  convolution_backward_28 = getitem_331 = None
        hardtanh_backward_19: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_329, clone_15, 0.0, 6.0);  getitem_329 = clone_15 = None
        native_batch_norm_backward_29 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_19, convolution_22, params_68, buffers_67, buffers_68, getitem_67, getitem_68, True, 1e-05, [True, True, True]);  hardtanh_backward_19 = convolution_22 = params_68 = buffers_67 = buffers_68 = getitem_67 = getitem_68 = None
        getitem_332: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_backward_29[0]
        getitem_333: "bf16[384][1]cuda:0" = native_batch_norm_backward_29[1]
        getitem_334: "bf16[384][1]cuda:0" = native_batch_norm_backward_29[2];  native_batch_norm_backward_29 = None
        convolution_backward_29 = torch.ops.aten.convolution_backward.default(getitem_332, hardtanh__14, params_67, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 384, [True, True, False]);  getitem_332 = hardtanh__14 = params_67 = None
        getitem_335: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = convolution_backward_29[0]
        getitem_336: "bf16[384, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_29[1]
        getitem_337 = convolution_backward_29[2];  convolution_backward_29 = getitem_337 = None
        hardtanh_backward_20: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_335, clone_14, 0.0, 6.0);  getitem_335 = clone_14 = None
        native_batch_norm_backward_30 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_20, convolution_21, params_65, buffers_64, buffers_65, getitem_64, getitem_65, True, 1e-05, [True, True, True]);  hardtanh_backward_20 = convolution_21 = params_65 = buffers_64 = buffers_65 = getitem_64 = getitem_65 = None
        getitem_338: "bf16[128, 384, 14, 14][75264, 1, 5376, 384]cuda:0" = native_batch_norm_backward_30[0]
        getitem_339: "bf16[384][1]cuda:0" = native_batch_norm_backward_30[1]
        getitem_340: "bf16[384][1]cuda:0" = native_batch_norm_backward_30[2];  native_batch_norm_backward_30 = None
        convolution_backward_30 = torch.ops.aten.convolution_backward.default(getitem_338, getitem_60, params_64, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_338 = getitem_60 = params_64 = None
        getitem_341: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = convolution_backward_30[0]
        getitem_342: "bf16[384, 64, 1, 1][64, 1, 64, 64]cuda:0" = convolution_backward_30[1]
        getitem_343 = convolution_backward_30[2];  convolution_backward_30 = getitem_343 = None
        add_16: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = torch.ops.aten.add.Tensor(add_15, getitem_341);  add_15 = getitem_341 = None
        native_batch_norm_backward_31 = torch.ops.aten.native_batch_norm_backward.default(add_16, convolution_20, params_62, buffers_61, buffers_62, getitem_61, getitem_62, True, 1e-05, [True, True, True]);  add_16 = convolution_20 = params_62 = buffers_61 = buffers_62 = getitem_61 = getitem_62 = None
        getitem_344: "bf16[128, 64, 14, 14][12544, 1, 896, 64]cuda:0" = native_batch_norm_backward_31[0]
        getitem_345: "bf16[64][1]cuda:0" = native_batch_norm_backward_31[1]
        getitem_346: "bf16[64][1]cuda:0" = native_batch_norm_backward_31[2];  native_batch_norm_backward_31 = None
        convolution_backward_31 = torch.ops.aten.convolution_backward.default(getitem_344, hardtanh__13, params_61, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_344 = hardtanh__13 = params_61 = None
        getitem_347: "bf16[128, 192, 14, 14][37632, 1, 2688, 192]cuda:0" = convolution_backward_31[0]
        getitem_348: "bf16[64, 192, 1, 1][192, 1, 192, 192]cuda:0" = convolution_backward_31[1]
        getitem_349 = convolution_backward_31[2];  convolution_backward_31 = getitem_349 = None
        hardtanh_backward_21: "bf16[128, 192, 14, 14][37632, 1, 2688, 192]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_347, clone_13, 0.0, 6.0);  getitem_347 = clone_13 = None
        native_batch_norm_backward_32 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_21, convolution_19, params_59, buffers_58, buffers_59, getitem_58, getitem_59, True, 1e-05, [True, True, True]);  hardtanh_backward_21 = convolution_19 = params_59 = buffers_58 = buffers_59 = getitem_58 = getitem_59 = None
        getitem_350: "bf16[128, 192, 14, 14][37632, 1, 2688, 192]cuda:0" = native_batch_norm_backward_32[0]
        getitem_351: "bf16[192][1]cuda:0" = native_batch_norm_backward_32[1]
        getitem_352: "bf16[192][1]cuda:0" = native_batch_norm_backward_32[2];  native_batch_norm_backward_32 = None
        convolution_backward_32 = torch.ops.aten.convolution_backward.default(getitem_350, hardtanh__12, params_58, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 192, [True, True, False]);  getitem_350 = hardtanh__12 = params_58 = None
        getitem_353: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = convolution_backward_32[0]
        getitem_354: "bf16[192, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_32[1]
        getitem_355 = convolution_backward_32[2];  convolution_backward_32 = getitem_355 = None
        hardtanh_backward_22: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_353, clone_12, 0.0, 6.0);  getitem_353 = clone_12 = None
        native_batch_norm_backward_33 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_22, convolution_18, params_56, buffers_55, buffers_56, getitem_55, getitem_56, True, 1e-05, [True, True, True]);  hardtanh_backward_22 = convolution_18 = params_56 = buffers_55 = buffers_56 = getitem_55 = getitem_56 = None
        getitem_356: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_backward_33[0]
        getitem_357: "bf16[192][1]cuda:0" = native_batch_norm_backward_33[1]
        getitem_358: "bf16[192][1]cuda:0" = native_batch_norm_backward_33[2];  native_batch_norm_backward_33 = None
        convolution_backward_33 = torch.ops.aten.convolution_backward.default(getitem_356, add_2, params_55, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_356 = add_2 = params_55 = None
        getitem_359: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = convolution_backward_33[0]
        getitem_360: "bf16[192, 32, 1, 1][32, 1, 32, 32]cuda:0" = convolution_backward_33[1]
        getitem_361 = convolution_backward_33[2];  convolution_backward_33 = getitem_361 = None
        native_batch_norm_backward_34 = torch.ops.aten.native_batch_norm_backward.default(getitem_359, convolution_17, params_53, buffers_52, buffers_53, getitem_52, getitem_53, True, 1e-05, [True, True, True]);  convolution_17 = params_53 = buffers_52 = buffers_53 = getitem_52 = getitem_53 = None
        getitem_362: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = native_batch_norm_backward_34[0]
        getitem_363: "bf16[32][1]cuda:0" = native_batch_norm_backward_34[1]
        getitem_364: "bf16[32][1]cuda:0" = native_batch_norm_backward_34[2];  native_batch_norm_backward_34 = None
        convolution_backward_34 = torch.ops.aten.convolution_backward.default(getitem_362, hardtanh__11, params_52, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_362 = hardtanh__11 = params_52 = None
        getitem_365: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = convolution_backward_34[0]
        getitem_366: "bf16[32, 192, 1, 1][192, 1, 192, 192]cuda:0" = convolution_backward_34[1]
        getitem_367 = convolution_backward_34[2];  convolution_backward_34 = getitem_367 = None
        hardtanh_backward_23: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_365, clone_11, 0.0, 6.0);  getitem_365 = clone_11 = None
        native_batch_norm_backward_35 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_23, convolution_16, params_50, buffers_49, buffers_50, getitem_49, getitem_50, True, 1e-05, [True, True, True]);  hardtanh_backward_23 = convolution_16 = params_50 = buffers_49 = buffers_50 = getitem_49 = getitem_50 = None
        getitem_368: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_backward_35[0]
        getitem_369: "bf16[192][1]cuda:0" = native_batch_norm_backward_35[1]
        getitem_370: "bf16[192][1]cuda:0" = native_batch_norm_backward_35[2];  native_batch_norm_backward_35 = None
        convolution_backward_35 = torch.ops.aten.convolution_backward.default(getitem_368, hardtanh__10, params_49, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 192, [True, True, False]);  getitem_368 = hardtanh__10 = params_49 = None
        getitem_371: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = convolution_backward_35[0]
        getitem_372: "bf16[192, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_35[1]
        getitem_373 = convolution_backward_35[2];  convolution_backward_35 = getitem_373 = None
        hardtanh_backward_24: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_371, clone_10, 0.0, 6.0);  getitem_371 = clone_10 = None
        native_batch_norm_backward_36 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_24, convolution_15, params_47, buffers_46, buffers_47, getitem_46, getitem_47, True, 1e-05, [True, True, True]);  hardtanh_backward_24 = convolution_15 = params_47 = buffers_46 = buffers_47 = getitem_46 = getitem_47 = None
        getitem_374: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_backward_36[0]
        getitem_375: "bf16[192][1]cuda:0" = native_batch_norm_backward_36[1]
        getitem_376: "bf16[192][1]cuda:0" = native_batch_norm_backward_36[2];  native_batch_norm_backward_36 = None
        convolution_backward_36 = torch.ops.aten.convolution_backward.default(getitem_374, add_1, params_46, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_374 = add_1 = params_46 = None
        getitem_377: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = convolution_backward_36[0]
        getitem_378: "bf16[192, 32, 1, 1][32, 1, 32, 32]cuda:0" = convolution_backward_36[1]
        getitem_379 = convolution_backward_36[2];  convolution_backward_36 = getitem_379 = None
        add_17: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = torch.ops.aten.add.Tensor(getitem_359, getitem_377);  getitem_359 = getitem_377 = None
        native_batch_norm_backward_37 = torch.ops.aten.native_batch_norm_backward.default(add_17, convolution_14, params_44, buffers_43, buffers_44, getitem_43, getitem_44, True, 1e-05, [True, True, True]);  convolution_14 = params_44 = buffers_43 = buffers_44 = getitem_43 = getitem_44 = None
        getitem_380: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = native_batch_norm_backward_37[0]
        getitem_381: "bf16[32][1]cuda:0" = native_batch_norm_backward_37[1]
        getitem_382: "bf16[32][1]cuda:0" = native_batch_norm_backward_37[2];  native_batch_norm_backward_37 = None
        convolution_backward_37 = torch.ops.aten.convolution_backward.default(getitem_380, hardtanh__9, params_43, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_380 = hardtanh__9 = params_43 = None
        getitem_383: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = convolution_backward_37[0]
        getitem_384: "bf16[32, 192, 1, 1][192, 1, 192, 192]cuda:0" = convolution_backward_37[1]
        getitem_385 = convolution_backward_37[2];  convolution_backward_37 = getitem_385 = None
        hardtanh_backward_25: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_383, clone_9, 0.0, 6.0);  getitem_383 = clone_9 = None
        native_batch_norm_backward_38 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_25, convolution_13, params_41, buffers_40, buffers_41, getitem_40, getitem_41, True, 1e-05, [True, True, True]);  hardtanh_backward_25 = convolution_13 = params_41 = buffers_40 = buffers_41 = getitem_40 = getitem_41 = None
        getitem_386: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_backward_38[0]
        getitem_387: "bf16[192][1]cuda:0" = native_batch_norm_backward_38[1]
        getitem_388: "bf16[192][1]cuda:0" = native_batch_norm_backward_38[2];  native_batch_norm_backward_38 = None
        convolution_backward_38 = torch.ops.aten.convolution_backward.default(getitem_386, hardtanh__8, params_40, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 192, [True, True, False]);  getitem_386 = hardtanh__8 = params_40 = None
        getitem_389: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = convolution_backward_38[0]
        getitem_390: "bf16[192, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_38[1]
        getitem_391 = convolution_backward_38[2];  convolution_backward_38 = getitem_391 = None
        hardtanh_backward_26: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_389, clone_8, 0.0, 6.0);  getitem_389 = clone_8 = None
        native_batch_norm_backward_39 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_26, convolution_12, params_38, buffers_37, buffers_38, getitem_37, getitem_38, True, 1e-05, [True, True, True]);  hardtanh_backward_26 = convolution_12 = params_38 = buffers_37 = buffers_38 = getitem_37 = getitem_38 = None
        getitem_392: "bf16[128, 192, 28, 28][150528, 1, 5376, 192]cuda:0" = native_batch_norm_backward_39[0]
        getitem_393: "bf16[192][1]cuda:0" = native_batch_norm_backward_39[1]
        getitem_394: "bf16[192][1]cuda:0" = native_batch_norm_backward_39[2];  native_batch_norm_backward_39 = None
        convolution_backward_39 = torch.ops.aten.convolution_backward.default(getitem_392, getitem_33, params_37, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_392 = getitem_33 = params_37 = None
        getitem_395: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = convolution_backward_39[0]
        getitem_396: "bf16[192, 32, 1, 1][32, 1, 32, 32]cuda:0" = convolution_backward_39[1]
        getitem_397 = convolution_backward_39[2];  convolution_backward_39 = getitem_397 = None
        add_18: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = torch.ops.aten.add.Tensor(add_17, getitem_395);  add_17 = getitem_395 = None
        native_batch_norm_backward_40 = torch.ops.aten.native_batch_norm_backward.default(add_18, convolution_11, params_35, buffers_34, buffers_35, getitem_34, getitem_35, True, 1e-05, [True, True, True]);  add_18 = convolution_11 = params_35 = buffers_34 = buffers_35 = getitem_34 = getitem_35 = None
        getitem_398: "bf16[128, 32, 28, 28][25088, 1, 896, 32]cuda:0" = native_batch_norm_backward_40[0]
        getitem_399: "bf16[32][1]cuda:0" = native_batch_norm_backward_40[1]
        getitem_400: "bf16[32][1]cuda:0" = native_batch_norm_backward_40[2];  native_batch_norm_backward_40 = None
        convolution_backward_40 = torch.ops.aten.convolution_backward.default(getitem_398, hardtanh__7, params_34, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_398 = hardtanh__7 = params_34 = None
        getitem_401: "bf16[128, 144, 28, 28][112896, 1, 4032, 144]cuda:0" = convolution_backward_40[0]
        getitem_402: "bf16[32, 144, 1, 1][144, 1, 144, 144]cuda:0" = convolution_backward_40[1]
        getitem_403 = convolution_backward_40[2];  convolution_backward_40 = getitem_403 = None
        hardtanh_backward_27: "bf16[128, 144, 28, 28][112896, 1, 4032, 144]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_401, clone_7, 0.0, 6.0);  getitem_401 = clone_7 = None
        native_batch_norm_backward_41 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_27, convolution_10, params_32, buffers_31, buffers_32, getitem_31, getitem_32, True, 1e-05, [True, True, True]);  hardtanh_backward_27 = convolution_10 = params_32 = buffers_31 = buffers_32 = getitem_31 = getitem_32 = None
        getitem_404: "bf16[128, 144, 28, 28][112896, 1, 4032, 144]cuda:0" = native_batch_norm_backward_41[0]
        getitem_405: "bf16[144][1]cuda:0" = native_batch_norm_backward_41[1]
        getitem_406: "bf16[144][1]cuda:0" = native_batch_norm_backward_41[2];  native_batch_norm_backward_41 = None
        convolution_backward_41 = torch.ops.aten.convolution_backward.default(getitem_404, hardtanh__6, params_31, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 144, [True, True, False]);  getitem_404 = hardtanh__6 = params_31 = None
        getitem_407: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = convolution_backward_41[0]
        getitem_408: "bf16[144, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_41[1]
        getitem_409 = convolution_backward_41[2];  convolution_backward_41 = getitem_409 = None
        hardtanh_backward_28: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_407, clone_6, 0.0, 6.0);  getitem_407 = clone_6 = None
        native_batch_norm_backward_42 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_28, convolution_9, params_29, buffers_28, buffers_29, getitem_28, getitem_29, True, 1e-05, [True, True, True]);  hardtanh_backward_28 = convolution_9 = params_29 = buffers_28 = buffers_29 = getitem_28 = getitem_29 = None
        getitem_410: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = native_batch_norm_backward_42[0]
        getitem_411: "bf16[144][1]cuda:0" = native_batch_norm_backward_42[1]
        getitem_412: "bf16[144][1]cuda:0" = native_batch_norm_backward_42[2];  native_batch_norm_backward_42 = None
        convolution_backward_42 = torch.ops.aten.convolution_backward.default(getitem_410, add, params_28, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_410 = add = params_28 = None
        getitem_413: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = convolution_backward_42[0]
        getitem_414: "bf16[144, 24, 1, 1][24, 1, 24, 24]cuda:0" = convolution_backward_42[1]
        getitem_415 = convolution_backward_42[2];  convolution_backward_42 = getitem_415 = None
        native_batch_norm_backward_43 = torch.ops.aten.native_batch_norm_backward.default(getitem_413, convolution_8, params_26, buffers_25, buffers_26, getitem_25, getitem_26, True, 1e-05, [True, True, True]);  convolution_8 = params_26 = buffers_25 = buffers_26 = getitem_25 = getitem_26 = None
        getitem_416: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = native_batch_norm_backward_43[0]
        getitem_417: "bf16[24][1]cuda:0" = native_batch_norm_backward_43[1]
        getitem_418: "bf16[24][1]cuda:0" = native_batch_norm_backward_43[2];  native_batch_norm_backward_43 = None
        convolution_backward_43 = torch.ops.aten.convolution_backward.default(getitem_416, hardtanh__5, params_25, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_416 = hardtanh__5 = params_25 = None
        getitem_419: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = convolution_backward_43[0]
        getitem_420: "bf16[24, 144, 1, 1][144, 1, 144, 144]cuda:0" = convolution_backward_43[1]
        getitem_421 = convolution_backward_43[2];  convolution_backward_43 = getitem_421 = None
        hardtanh_backward_29: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_419, clone_5, 0.0, 6.0);  getitem_419 = clone_5 = None
        native_batch_norm_backward_44 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_29, convolution_7, params_23, buffers_22, buffers_23, getitem_22, getitem_23, True, 1e-05, [True, True, True]);  hardtanh_backward_29 = convolution_7 = params_23 = buffers_22 = buffers_23 = getitem_22 = getitem_23 = None
        getitem_422: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = native_batch_norm_backward_44[0]
        getitem_423: "bf16[144][1]cuda:0" = native_batch_norm_backward_44[1]
        getitem_424: "bf16[144][1]cuda:0" = native_batch_norm_backward_44[2];  native_batch_norm_backward_44 = None
        convolution_backward_44 = torch.ops.aten.convolution_backward.default(getitem_422, hardtanh__4, params_22, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 144, [True, True, False]);  getitem_422 = hardtanh__4 = params_22 = None
        getitem_425: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = convolution_backward_44[0]
        getitem_426: "bf16[144, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_44[1]
        getitem_427 = convolution_backward_44[2];  convolution_backward_44 = getitem_427 = None
        hardtanh_backward_30: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_425, clone_4, 0.0, 6.0);  getitem_425 = clone_4 = None
        native_batch_norm_backward_45 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_30, convolution_6, params_20, buffers_19, buffers_20, getitem_19, getitem_20, True, 1e-05, [True, True, True]);  hardtanh_backward_30 = convolution_6 = params_20 = buffers_19 = buffers_20 = getitem_19 = getitem_20 = None
        getitem_428: "bf16[128, 144, 56, 56][451584, 1, 8064, 144]cuda:0" = native_batch_norm_backward_45[0]
        getitem_429: "bf16[144][1]cuda:0" = native_batch_norm_backward_45[1]
        getitem_430: "bf16[144][1]cuda:0" = native_batch_norm_backward_45[2];  native_batch_norm_backward_45 = None
        convolution_backward_45 = torch.ops.aten.convolution_backward.default(getitem_428, getitem_15, params_19, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_428 = getitem_15 = params_19 = None
        getitem_431: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = convolution_backward_45[0]
        getitem_432: "bf16[144, 24, 1, 1][24, 1, 24, 24]cuda:0" = convolution_backward_45[1]
        getitem_433 = convolution_backward_45[2];  convolution_backward_45 = getitem_433 = None
        add_19: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = torch.ops.aten.add.Tensor(getitem_413, getitem_431);  getitem_413 = getitem_431 = None
        native_batch_norm_backward_46 = torch.ops.aten.native_batch_norm_backward.default(add_19, convolution_5, params_17, buffers_16, buffers_17, getitem_16, getitem_17, True, 1e-05, [True, True, True]);  add_19 = convolution_5 = params_17 = buffers_16 = buffers_17 = getitem_16 = getitem_17 = None
        getitem_434: "bf16[128, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = native_batch_norm_backward_46[0]
        getitem_435: "bf16[24][1]cuda:0" = native_batch_norm_backward_46[1]
        getitem_436: "bf16[24][1]cuda:0" = native_batch_norm_backward_46[2];  native_batch_norm_backward_46 = None
        convolution_backward_46 = torch.ops.aten.convolution_backward.default(getitem_434, hardtanh__3, params_16, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_434 = hardtanh__3 = params_16 = None
        getitem_437: "bf16[128, 96, 56, 56][301056, 1, 5376, 96]cuda:0" = convolution_backward_46[0]
        getitem_438: "bf16[24, 96, 1, 1][96, 1, 96, 96]cuda:0" = convolution_backward_46[1]
        getitem_439 = convolution_backward_46[2];  convolution_backward_46 = getitem_439 = None
        hardtanh_backward_31: "bf16[128, 96, 56, 56][301056, 1, 5376, 96]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_437, clone_3, 0.0, 6.0);  getitem_437 = clone_3 = None
        native_batch_norm_backward_47 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_31, convolution_4, params_14, buffers_13, buffers_14, getitem_13, getitem_14, True, 1e-05, [True, True, True]);  hardtanh_backward_31 = convolution_4 = params_14 = buffers_13 = buffers_14 = getitem_13 = getitem_14 = None
        getitem_440: "bf16[128, 96, 56, 56][301056, 1, 5376, 96]cuda:0" = native_batch_norm_backward_47[0]
        getitem_441: "bf16[96][1]cuda:0" = native_batch_norm_backward_47[1]
        getitem_442: "bf16[96][1]cuda:0" = native_batch_norm_backward_47[2];  native_batch_norm_backward_47 = None
        convolution_backward_47 = torch.ops.aten.convolution_backward.default(getitem_440, hardtanh__2, params_13, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 96, [True, True, False]);  getitem_440 = hardtanh__2 = params_13 = None
        getitem_443: "bf16[128, 96, 112, 112][1204224, 1, 10752, 96]cuda:0" = convolution_backward_47[0]
        getitem_444: "bf16[96, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_47[1]
        getitem_445 = convolution_backward_47[2];  convolution_backward_47 = getitem_445 = None
        hardtanh_backward_32: "bf16[128, 96, 112, 112][1204224, 1, 10752, 96]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_443, clone_2, 0.0, 6.0);  getitem_443 = clone_2 = None
        native_batch_norm_backward_48 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_32, convolution_3, params_11, buffers_10, buffers_11, getitem_10, getitem_11, True, 1e-05, [True, True, True]);  hardtanh_backward_32 = convolution_3 = params_11 = buffers_10 = buffers_11 = getitem_10 = getitem_11 = None
        getitem_446: "bf16[128, 96, 112, 112][1204224, 1, 10752, 96]cuda:0" = native_batch_norm_backward_48[0]
        getitem_447: "bf16[96][1]cuda:0" = native_batch_norm_backward_48[1]
        getitem_448: "bf16[96][1]cuda:0" = native_batch_norm_backward_48[2];  native_batch_norm_backward_48 = None
        convolution_backward_48 = torch.ops.aten.convolution_backward.default(getitem_446, getitem_6, params_10, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_446 = getitem_6 = params_10 = None
        getitem_449: "bf16[128, 16, 112, 112][200704, 1, 1792, 16]cuda:0" = convolution_backward_48[0]
        getitem_450: "bf16[96, 16, 1, 1][16, 1, 16, 16]cuda:0" = convolution_backward_48[1]
        getitem_451 = convolution_backward_48[2];  convolution_backward_48 = getitem_451 = None
        native_batch_norm_backward_49 = torch.ops.aten.native_batch_norm_backward.default(getitem_449, convolution_2, params_8, buffers_7, buffers_8, getitem_7, getitem_8, True, 1e-05, [True, True, True]);  getitem_449 = convolution_2 = params_8 = buffers_7 = buffers_8 = getitem_7 = getitem_8 = None
        getitem_452: "bf16[128, 16, 112, 112][200704, 1, 1792, 16]cuda:0" = native_batch_norm_backward_49[0]
        getitem_453: "bf16[16][1]cuda:0" = native_batch_norm_backward_49[1]
        getitem_454: "bf16[16][1]cuda:0" = native_batch_norm_backward_49[2];  native_batch_norm_backward_49 = None
        convolution_backward_49 = torch.ops.aten.convolution_backward.default(getitem_452, hardtanh__1, params_7, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_452 = hardtanh__1 = params_7 = None
        getitem_455: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = convolution_backward_49[0]
        getitem_456: "bf16[16, 32, 1, 1][32, 1, 32, 32]cuda:0" = convolution_backward_49[1]
        getitem_457 = convolution_backward_49[2];  convolution_backward_49 = getitem_457 = None
        hardtanh_backward_33: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_455, clone_1, 0.0, 6.0);  getitem_455 = clone_1 = None
        native_batch_norm_backward_50 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_33, convolution_1, params_5, buffers_4, buffers_5, getitem_4, getitem_5, True, 1e-05, [True, True, True]);  hardtanh_backward_33 = convolution_1 = params_5 = buffers_4 = buffers_5 = getitem_4 = getitem_5 = None
        getitem_458: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = native_batch_norm_backward_50[0]
        getitem_459: "bf16[32][1]cuda:0" = native_batch_norm_backward_50[1]
        getitem_460: "bf16[32][1]cuda:0" = native_batch_norm_backward_50[2];  native_batch_norm_backward_50 = None
        convolution_backward_50 = torch.ops.aten.convolution_backward.default(getitem_458, hardtanh_, params_4, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 32, [True, True, False]);  getitem_458 = hardtanh_ = params_4 = None
        getitem_461: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = convolution_backward_50[0]
        getitem_462: "bf16[32, 1, 3, 3][9, 1, 3, 1]cuda:0" = convolution_backward_50[1]
        getitem_463 = convolution_backward_50[2];  convolution_backward_50 = getitem_463 = None
        hardtanh_backward_34: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = torch.ops.aten.hardtanh_backward.default(getitem_461, clone, 0.0, 6.0);  getitem_461 = clone = None
        native_batch_norm_backward_51 = torch.ops.aten.native_batch_norm_backward.default(hardtanh_backward_34, convolution, params_2, buffers_1, buffers_2, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  hardtanh_backward_34 = convolution = params_2 = buffers_1 = buffers_2 = getitem_1 = getitem_2 = None
        getitem_464: "bf16[128, 32, 112, 112][401408, 1, 3584, 32]cuda:0" = native_batch_norm_backward_51[0]
        getitem_465: "bf16[32][1]cuda:0" = native_batch_norm_backward_51[1]
        getitem_466: "bf16[32][1]cuda:0" = native_batch_norm_backward_51[2];  native_batch_norm_backward_51 = None
        convolution_backward_51 = torch.ops.aten.convolution_backward.default(getitem_464, inputs_1, params_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_464 = inputs_1 = params_1 = None
        getitem_467 = convolution_backward_51[0];  getitem_467 = None
        getitem_468: "bf16[32, 3, 3, 3][27, 1, 9, 3]cuda:0" = convolution_backward_51[1]
        getitem_469 = convolution_backward_51[2];  convolution_backward_51 = getitem_469 = None
        return pytree.tree_unflatten([mean_1, getitem_468, getitem_465, getitem_466, getitem_462, getitem_459, getitem_460, getitem_456, getitem_453, getitem_454, getitem_450, getitem_447, getitem_448, getitem_444, getitem_441, getitem_442, getitem_438, getitem_435, getitem_436, getitem_432, getitem_429, getitem_430, getitem_426, getitem_423, getitem_424, getitem_420, getitem_417, getitem_418, getitem_414, getitem_411, getitem_412, getitem_408, getitem_405, getitem_406, getitem_402, getitem_399, getitem_400, getitem_396, getitem_393, getitem_394, getitem_390, getitem_387, getitem_388, getitem_384, getitem_381, getitem_382, getitem_378, getitem_375, getitem_376, getitem_372, getitem_369, getitem_370, getitem_366, getitem_363, getitem_364, getitem_360, getitem_357, getitem_358, getitem_354, getitem_351, getitem_352, getitem_348, getitem_345, getitem_346, getitem_342, getitem_339, getitem_340, getitem_336, getitem_333, getitem_334, getitem_330, getitem_327, getitem_328, getitem_324, getitem_321, getitem_322, getitem_318, getitem_315, getitem_316, getitem_312, getitem_309, getitem_310, getitem_306, getitem_303, getitem_304, getitem_300, getitem_297, getitem_298, getitem_294, getitem_291, getitem_292, getitem_288, getitem_285, getitem_286, getitem_282, getitem_279, getitem_280, getitem_276, getitem_273, getitem_274, getitem_270, getitem_267, getitem_268, getitem_264, getitem_261, getitem_262, getitem_258, getitem_255, getitem_256, getitem_252, getitem_249, getitem_250, getitem_246, getitem_243, getitem_244, getitem_240, getitem_237, getitem_238, getitem_234, getitem_231, getitem_232, getitem_228, getitem_225, getitem_226, getitem_222, getitem_219, getitem_220, getitem_216, getitem_213, getitem_214, getitem_210, getitem_207, getitem_208, getitem_204, getitem_201, getitem_202, getitem_198, getitem_195, getitem_196, getitem_192, getitem_189, getitem_190, getitem_186, getitem_183, getitem_184, getitem_180, getitem_177, getitem_178, getitem_174, getitem_171, getitem_172, getitem_168, getitem_165, getitem_166, getitem_162, getitem_159, getitem_160, t_4, view_1], self._out_spec)
