class step(torch.nn.Module):
    def forward(self, params, buffers, inputs):
        params_1: "bf16[64, 3, 7, 7][147, 1, 21, 3]cuda:0"; params_2: "bf16[64][1]cuda:0"; params_3: "bf16[64][1]cuda:0"; params_4: "bf16[64, 64, 1, 1][64, 1, 64, 64]cuda:0"; params_5: "bf16[64][1]cuda:0"; params_6: "bf16[64][1]cuda:0"; params_7: "bf16[64, 64, 3, 3][576, 1, 192, 64]cuda:0"; params_8: "bf16[64][1]cuda:0"; params_9: "bf16[64][1]cuda:0"; params_10: "bf16[256, 64, 1, 1][64, 1, 64, 64]cuda:0"; params_11: "bf16[256][1]cuda:0"; params_12: "bf16[256][1]cuda:0"; params_13: "bf16[256, 64, 1, 1][64, 1, 64, 64]cuda:0"; params_14: "bf16[256][1]cuda:0"; params_15: "bf16[256][1]cuda:0"; params_16: "bf16[64, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_17: "bf16[64][1]cuda:0"; params_18: "bf16[64][1]cuda:0"; params_19: "bf16[64, 64, 3, 3][576, 1, 192, 64]cuda:0"; params_20: "bf16[64][1]cuda:0"; params_21: "bf16[64][1]cuda:0"; params_22: "bf16[256, 64, 1, 1][64, 1, 64, 64]cuda:0"; params_23: "bf16[256][1]cuda:0"; params_24: "bf16[256][1]cuda:0"; params_25: "bf16[64, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_26: "bf16[64][1]cuda:0"; params_27: "bf16[64][1]cuda:0"; params_28: "bf16[64, 64, 3, 3][576, 1, 192, 64]cuda:0"; params_29: "bf16[64][1]cuda:0"; params_30: "bf16[64][1]cuda:0"; params_31: "bf16[256, 64, 1, 1][64, 1, 64, 64]cuda:0"; params_32: "bf16[256][1]cuda:0"; params_33: "bf16[256][1]cuda:0"; params_34: "bf16[128, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_35: "bf16[128][1]cuda:0"; params_36: "bf16[128][1]cuda:0"; params_37: "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0"; params_38: "bf16[128][1]cuda:0"; params_39: "bf16[128][1]cuda:0"; params_40: "bf16[512, 128, 1, 1][128, 1, 128, 128]cuda:0"; params_41: "bf16[512][1]cuda:0"; params_42: "bf16[512][1]cuda:0"; params_43: "bf16[512, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_44: "bf16[512][1]cuda:0"; params_45: "bf16[512][1]cuda:0"; params_46: "bf16[128, 512, 1, 1][512, 1, 512, 512]cuda:0"; params_47: "bf16[128][1]cuda:0"; params_48: "bf16[128][1]cuda:0"; params_49: "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0"; params_50: "bf16[128][1]cuda:0"; params_51: "bf16[128][1]cuda:0"; params_52: "bf16[512, 128, 1, 1][128, 1, 128, 128]cuda:0"; params_53: "bf16[512][1]cuda:0"; params_54: "bf16[512][1]cuda:0"; params_55: "bf16[128, 512, 1, 1][512, 1, 512, 512]cuda:0"; params_56: "bf16[128][1]cuda:0"; params_57: "bf16[128][1]cuda:0"; params_58: "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0"; params_59: "bf16[128][1]cuda:0"; params_60: "bf16[128][1]cuda:0"; params_61: "bf16[512, 128, 1, 1][128, 1, 128, 128]cuda:0"; params_62: "bf16[512][1]cuda:0"; params_63: "bf16[512][1]cuda:0"; params_64: "bf16[128, 512, 1, 1][512, 1, 512, 512]cuda:0"; params_65: "bf16[128][1]cuda:0"; params_66: "bf16[128][1]cuda:0"; params_67: "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0"; params_68: "bf16[128][1]cuda:0"; params_69: "bf16[128][1]cuda:0"; params_70: "bf16[512, 128, 1, 1][128, 1, 128, 128]cuda:0"; params_71: "bf16[512][1]cuda:0"; params_72: "bf16[512][1]cuda:0"; params_73: "bf16[256, 512, 1, 1][512, 1, 512, 512]cuda:0"; params_74: "bf16[256][1]cuda:0"; params_75: "bf16[256][1]cuda:0"; params_76: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0"; params_77: "bf16[256][1]cuda:0"; params_78: "bf16[256][1]cuda:0"; params_79: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_80: "bf16[1024][1]cuda:0"; params_81: "bf16[1024][1]cuda:0"; params_82: "bf16[1024, 512, 1, 1][512, 1, 512, 512]cuda:0"; params_83: "bf16[1024][1]cuda:0"; params_84: "bf16[1024][1]cuda:0"; params_85: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0"; params_86: "bf16[256][1]cuda:0"; params_87: "bf16[256][1]cuda:0"; params_88: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0"; params_89: "bf16[256][1]cuda:0"; params_90: "bf16[256][1]cuda:0"; params_91: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_92: "bf16[1024][1]cuda:0"; params_93: "bf16[1024][1]cuda:0"; params_94: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0"; params_95: "bf16[256][1]cuda:0"; params_96: "bf16[256][1]cuda:0"; params_97: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0"; params_98: "bf16[256][1]cuda:0"; params_99: "bf16[256][1]cuda:0"; params_100: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_101: "bf16[1024][1]cuda:0"; params_102: "bf16[1024][1]cuda:0"; params_103: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0"; params_104: "bf16[256][1]cuda:0"; params_105: "bf16[256][1]cuda:0"; params_106: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0"; params_107: "bf16[256][1]cuda:0"; params_108: "bf16[256][1]cuda:0"; params_109: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_110: "bf16[1024][1]cuda:0"; params_111: "bf16[1024][1]cuda:0"; params_112: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0"; params_113: "bf16[256][1]cuda:0"; params_114: "bf16[256][1]cuda:0"; params_115: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0"; params_116: "bf16[256][1]cuda:0"; params_117: "bf16[256][1]cuda:0"; params_118: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_119: "bf16[1024][1]cuda:0"; params_120: "bf16[1024][1]cuda:0"; params_121: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0"; params_122: "bf16[256][1]cuda:0"; params_123: "bf16[256][1]cuda:0"; params_124: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0"; params_125: "bf16[256][1]cuda:0"; params_126: "bf16[256][1]cuda:0"; params_127: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0"; params_128: "bf16[1024][1]cuda:0"; params_129: "bf16[1024][1]cuda:0"; params_130: "bf16[512, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0"; params_131: "bf16[512][1]cuda:0"; params_132: "bf16[512][1]cuda:0"; params_133: "bf16[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0"; params_134: "bf16[512][1]cuda:0"; params_135: "bf16[512][1]cuda:0"; params_136: "bf16[2048, 512, 1, 1][512, 1, 512, 512]cuda:0"; params_137: "bf16[2048][1]cuda:0"; params_138: "bf16[2048][1]cuda:0"; params_139: "bf16[2048, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0"; params_140: "bf16[2048][1]cuda:0"; params_141: "bf16[2048][1]cuda:0"; params_142: "bf16[512, 2048, 1, 1][2048, 1, 2048, 2048]cuda:0"; params_143: "bf16[512][1]cuda:0"; params_144: "bf16[512][1]cuda:0"; params_145: "bf16[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0"; params_146: "bf16[512][1]cuda:0"; params_147: "bf16[512][1]cuda:0"; params_148: "bf16[2048, 512, 1, 1][512, 1, 512, 512]cuda:0"; params_149: "bf16[2048][1]cuda:0"; params_150: "bf16[2048][1]cuda:0"; params_151: "bf16[512, 2048, 1, 1][2048, 1, 2048, 2048]cuda:0"; params_152: "bf16[512][1]cuda:0"; params_153: "bf16[512][1]cuda:0"; params_154: "bf16[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0"; params_155: "bf16[512][1]cuda:0"; params_156: "bf16[512][1]cuda:0"; params_157: "bf16[2048, 512, 1, 1][512, 1, 512, 512]cuda:0"; params_158: "bf16[2048][1]cuda:0"; params_159: "bf16[2048][1]cuda:0"; params_160: "bf16[1000, 2048][2048, 1]cuda:0"; params_161: "bf16[1000][1]cuda:0"; buffers_1: "bf16[64][1]cuda:0"; buffers_2: "bf16[64][1]cuda:0"; buffers_3: "i64[][]cuda:0"; buffers_4: "bf16[64][1]cuda:0"; buffers_5: "bf16[64][1]cuda:0"; buffers_6: "i64[][]cuda:0"; buffers_7: "bf16[64][1]cuda:0"; buffers_8: "bf16[64][1]cuda:0"; buffers_9: "i64[][]cuda:0"; buffers_10: "bf16[256][1]cuda:0"; buffers_11: "bf16[256][1]cuda:0"; buffers_12: "i64[][]cuda:0"; buffers_13: "bf16[256][1]cuda:0"; buffers_14: "bf16[256][1]cuda:0"; buffers_15: "i64[][]cuda:0"; buffers_16: "bf16[64][1]cuda:0"; buffers_17: "bf16[64][1]cuda:0"; buffers_18: "i64[][]cuda:0"; buffers_19: "bf16[64][1]cuda:0"; buffers_20: "bf16[64][1]cuda:0"; buffers_21: "i64[][]cuda:0"; buffers_22: "bf16[256][1]cuda:0"; buffers_23: "bf16[256][1]cuda:0"; buffers_24: "i64[][]cuda:0"; buffers_25: "bf16[64][1]cuda:0"; buffers_26: "bf16[64][1]cuda:0"; buffers_27: "i64[][]cuda:0"; buffers_28: "bf16[64][1]cuda:0"; buffers_29: "bf16[64][1]cuda:0"; buffers_30: "i64[][]cuda:0"; buffers_31: "bf16[256][1]cuda:0"; buffers_32: "bf16[256][1]cuda:0"; buffers_33: "i64[][]cuda:0"; buffers_34: "bf16[128][1]cuda:0"; buffers_35: "bf16[128][1]cuda:0"; buffers_36: "i64[][]cuda:0"; buffers_37: "bf16[128][1]cuda:0"; buffers_38: "bf16[128][1]cuda:0"; buffers_39: "i64[][]cuda:0"; buffers_40: "bf16[512][1]cuda:0"; buffers_41: "bf16[512][1]cuda:0"; buffers_42: "i64[][]cuda:0"; buffers_43: "bf16[512][1]cuda:0"; buffers_44: "bf16[512][1]cuda:0"; buffers_45: "i64[][]cuda:0"; buffers_46: "bf16[128][1]cuda:0"; buffers_47: "bf16[128][1]cuda:0"; buffers_48: "i64[][]cuda:0"; buffers_49: "bf16[128][1]cuda:0"; buffers_50: "bf16[128][1]cuda:0"; buffers_51: "i64[][]cuda:0"; buffers_52: "bf16[512][1]cuda:0"; buffers_53: "bf16[512][1]cuda:0"; buffers_54: "i64[][]cuda:0"; buffers_55: "bf16[128][1]cuda:0"; buffers_56: "bf16[128][1]cuda:0"; buffers_57: "i64[][]cuda:0"; buffers_58: "bf16[128][1]cuda:0"; buffers_59: "bf16[128][1]cuda:0"; buffers_60: "i64[][]cuda:0"; buffers_61: "bf16[512][1]cuda:0"; buffers_62: "bf16[512][1]cuda:0"; buffers_63: "i64[][]cuda:0"; buffers_64: "bf16[128][1]cuda:0"; buffers_65: "bf16[128][1]cuda:0"; buffers_66: "i64[][]cuda:0"; buffers_67: "bf16[128][1]cuda:0"; buffers_68: "bf16[128][1]cuda:0"; buffers_69: "i64[][]cuda:0"; buffers_70: "bf16[512][1]cuda:0"; buffers_71: "bf16[512][1]cuda:0"; buffers_72: "i64[][]cuda:0"; buffers_73: "bf16[256][1]cuda:0"; buffers_74: "bf16[256][1]cuda:0"; buffers_75: "i64[][]cuda:0"; buffers_76: "bf16[256][1]cuda:0"; buffers_77: "bf16[256][1]cuda:0"; buffers_78: "i64[][]cuda:0"; buffers_79: "bf16[1024][1]cuda:0"; buffers_80: "bf16[1024][1]cuda:0"; buffers_81: "i64[][]cuda:0"; buffers_82: "bf16[1024][1]cuda:0"; buffers_83: "bf16[1024][1]cuda:0"; buffers_84: "i64[][]cuda:0"; buffers_85: "bf16[256][1]cuda:0"; buffers_86: "bf16[256][1]cuda:0"; buffers_87: "i64[][]cuda:0"; buffers_88: "bf16[256][1]cuda:0"; buffers_89: "bf16[256][1]cuda:0"; buffers_90: "i64[][]cuda:0"; buffers_91: "bf16[1024][1]cuda:0"; buffers_92: "bf16[1024][1]cuda:0"; buffers_93: "i64[][]cuda:0"; buffers_94: "bf16[256][1]cuda:0"; buffers_95: "bf16[256][1]cuda:0"; buffers_96: "i64[][]cuda:0"; buffers_97: "bf16[256][1]cuda:0"; buffers_98: "bf16[256][1]cuda:0"; buffers_99: "i64[][]cuda:0"; buffers_100: "bf16[1024][1]cuda:0"; buffers_101: "bf16[1024][1]cuda:0"; buffers_102: "i64[][]cuda:0"; buffers_103: "bf16[256][1]cuda:0"; buffers_104: "bf16[256][1]cuda:0"; buffers_105: "i64[][]cuda:0"; buffers_106: "bf16[256][1]cuda:0"; buffers_107: "bf16[256][1]cuda:0"; buffers_108: "i64[][]cuda:0"; buffers_109: "bf16[1024][1]cuda:0"; buffers_110: "bf16[1024][1]cuda:0"; buffers_111: "i64[][]cuda:0"; buffers_112: "bf16[256][1]cuda:0"; buffers_113: "bf16[256][1]cuda:0"; buffers_114: "i64[][]cuda:0"; buffers_115: "bf16[256][1]cuda:0"; buffers_116: "bf16[256][1]cuda:0"; buffers_117: "i64[][]cuda:0"; buffers_118: "bf16[1024][1]cuda:0"; buffers_119: "bf16[1024][1]cuda:0"; buffers_120: "i64[][]cuda:0"; buffers_121: "bf16[256][1]cuda:0"; buffers_122: "bf16[256][1]cuda:0"; buffers_123: "i64[][]cuda:0"; buffers_124: "bf16[256][1]cuda:0"; buffers_125: "bf16[256][1]cuda:0"; buffers_126: "i64[][]cuda:0"; buffers_127: "bf16[1024][1]cuda:0"; buffers_128: "bf16[1024][1]cuda:0"; buffers_129: "i64[][]cuda:0"; buffers_130: "bf16[512][1]cuda:0"; buffers_131: "bf16[512][1]cuda:0"; buffers_132: "i64[][]cuda:0"; buffers_133: "bf16[512][1]cuda:0"; buffers_134: "bf16[512][1]cuda:0"; buffers_135: "i64[][]cuda:0"; buffers_136: "bf16[2048][1]cuda:0"; buffers_137: "bf16[2048][1]cuda:0"; buffers_138: "i64[][]cuda:0"; buffers_139: "bf16[2048][1]cuda:0"; buffers_140: "bf16[2048][1]cuda:0"; buffers_141: "i64[][]cuda:0"; buffers_142: "bf16[512][1]cuda:0"; buffers_143: "bf16[512][1]cuda:0"; buffers_144: "i64[][]cuda:0"; buffers_145: "bf16[512][1]cuda:0"; buffers_146: "bf16[512][1]cuda:0"; buffers_147: "i64[][]cuda:0"; buffers_148: "bf16[2048][1]cuda:0"; buffers_149: "bf16[2048][1]cuda:0"; buffers_150: "i64[][]cuda:0"; buffers_151: "bf16[512][1]cuda:0"; buffers_152: "bf16[512][1]cuda:0"; buffers_153: "i64[][]cuda:0"; buffers_154: "bf16[512][1]cuda:0"; buffers_155: "bf16[512][1]cuda:0"; buffers_156: "i64[][]cuda:0"; buffers_157: "bf16[2048][1]cuda:0"; buffers_158: "bf16[2048][1]cuda:0"; buffers_159: "i64[][]cuda:0"; inputs_1: "bf16[128, 3, 224, 224][150528, 1, 672, 3]cuda:0"; 

        params_1, params_2, params_3, params_4, params_5, params_6, params_7, params_8, params_9, params_10, params_11, params_12, params_13, params_14, params_15, params_16, params_17, params_18, params_19, params_20, params_21, params_22, params_23, params_24, params_25, params_26, params_27, params_28, params_29, params_30, params_31, params_32, params_33, params_34, params_35, params_36, params_37, params_38, params_39, params_40, params_41, params_42, params_43, params_44, params_45, params_46, params_47, params_48, params_49, params_50, params_51, params_52, params_53, params_54, params_55, params_56, params_57, params_58, params_59, params_60, params_61, params_62, params_63, params_64, params_65, params_66, params_67, params_68, params_69, params_70, params_71, params_72, params_73, params_74, params_75, params_76, params_77, params_78, params_79, params_80, params_81, params_82, params_83, params_84, params_85, params_86, params_87, params_88, params_89, params_90, params_91, params_92, params_93, params_94, params_95, params_96, params_97, params_98, params_99, params_100, params_101, params_102, params_103, params_104, params_105, params_106, params_107, params_108, params_109, params_110, params_111, params_112, params_113, params_114, params_115, params_116, params_117, params_118, params_119, params_120, params_121, params_122, params_123, params_124, params_125, params_126, params_127, params_128, params_129, params_130, params_131, params_132, params_133, params_134, params_135, params_136, params_137, params_138, params_139, params_140, params_141, params_142, params_143, params_144, params_145, params_146, params_147, params_148, params_149, params_150, params_151, params_152, params_153, params_154, params_155, params_156, params_157, params_158, params_159, params_160, params_161, buffers_1, buffers_2, buffers_3, buffers_4, buffers_5, buffers_6, buffers_7, buffers_8, buffers_9, buffers_10, buffers_11, buffers_12, buffers_13, buffers_14, buffers_15, buffers_16, buffers_17, buffers_18, buffers_19, buffers_20, buffers_21, buffers_22, buffers_23, buffers_24, buffers_25, buffers_26, buffers_27, buffers_28, buffers_29, buffers_30, buffers_31, buffers_32, buffers_33, buffers_34, buffers_35, buffers_36, buffers_37, buffers_38, buffers_39, buffers_40, buffers_41, buffers_42, buffers_43, buffers_44, buffers_45, buffers_46, buffers_47, buffers_48, buffers_49, buffers_50, buffers_51, buffers_52, buffers_53, buffers_54, buffers_55, buffers_56, buffers_57, buffers_58, buffers_59, buffers_60, buffers_61, buffers_62, buffers_63, buffers_64, buffers_65, buffers_66, buffers_67, buffers_68, buffers_69, buffers_70, buffers_71, buffers_72, buffers_73, buffers_74, buffers_75, buffers_76, buffers_77, buffers_78, buffers_79, buffers_80, buffers_81, buffers_82, buffers_83, buffers_84, buffers_85, buffers_86, buffers_87, buffers_88, buffers_89, buffers_90, buffers_91, buffers_92, buffers_93, buffers_94, buffers_95, buffers_96, buffers_97, buffers_98, buffers_99, buffers_100, buffers_101, buffers_102, buffers_103, buffers_104, buffers_105, buffers_106, buffers_107, buffers_108, buffers_109, buffers_110, buffers_111, buffers_112, buffers_113, buffers_114, buffers_115, buffers_116, buffers_117, buffers_118, buffers_119, buffers_120, buffers_121, buffers_122, buffers_123, buffers_124, buffers_125, buffers_126, buffers_127, buffers_128, buffers_129, buffers_130, buffers_131, buffers_132, buffers_133, buffers_134, buffers_135, buffers_136, buffers_137, buffers_138, buffers_139, buffers_140, buffers_141, buffers_142, buffers_143, buffers_144, buffers_145, buffers_146, buffers_147, buffers_148, buffers_149, buffers_150, buffers_151, buffers_152, buffers_153, buffers_154, buffers_155, buffers_156, buffers_157, buffers_158, buffers_159, inputs_1, = fx_pytree.tree_flatten_spec([params, buffers, inputs], self._in_spec)
        # No stacktrace found for following nodes
        convolution: "bf16[128, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = torch.ops.aten.convolution.default(inputs_1, params_1, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1)
        add_: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_3, 1);  buffers_3 = add_ = None
        empty: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty = None
        native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, params_2, params_3, buffers_1, buffers_2, True, 0.1, 1e-05);  params_3 = None
        getitem: "bf16[128, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = native_batch_norm[0]
        getitem_1: "f32[64][1]cuda:0" = native_batch_norm[1]
        getitem_2: "f32[64][1]cuda:0" = native_batch_norm[2];  native_batch_norm = None
        relu_: "bf16[128, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = torch.ops.aten.relu_.default(getitem);  getitem = None
        detach: "bf16[128, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = torch.ops.aten.detach.default(relu_)
        max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_, [3, 3], [2, 2], [1, 1])
        getitem_3: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = max_pool2d_with_indices[0]
        getitem_4: "i64[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
        convolution_1: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.convolution.default(getitem_3, params_4, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__1: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_6, 1);  buffers_6 = add__1 = None
        empty_1: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_1 = None
        native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, params_5, params_6, buffers_4, buffers_5, True, 0.1, 1e-05);  params_6 = None
        getitem_5: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_1[0]
        getitem_6: "f32[64][1]cuda:0" = native_batch_norm_1[1]
        getitem_7: "f32[64][1]cuda:0" = native_batch_norm_1[2];  native_batch_norm_1 = None
        relu__1: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.relu_.default(getitem_5);  getitem_5 = None
        detach_1: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(relu__1)
        convolution_2: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.convolution.default(relu__1, params_7, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__2: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_9, 1);  buffers_9 = add__2 = None
        empty_2: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_2 = None
        native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, params_8, params_9, buffers_7, buffers_8, True, 0.1, 1e-05);  params_9 = None
        getitem_8: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_2[0]
        getitem_9: "f32[64][1]cuda:0" = native_batch_norm_2[1]
        getitem_10: "f32[64][1]cuda:0" = native_batch_norm_2[2];  native_batch_norm_2 = None
        relu__2: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.relu_.default(getitem_8);  getitem_8 = None
        detach_2: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(relu__2)
        convolution_3: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.convolution.default(relu__2, params_10, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__3: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_12, 1);  buffers_12 = add__3 = None
        empty_3: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_3 = None
        native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, params_11, params_12, buffers_10, buffers_11, True, 0.1, 1e-05);  params_12 = None
        getitem_11: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = native_batch_norm_3[0]
        getitem_12: "f32[256][1]cuda:0" = native_batch_norm_3[1]
        getitem_13: "f32[256][1]cuda:0" = native_batch_norm_3[2];  native_batch_norm_3 = None
        convolution_4: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.convolution.default(getitem_3, params_13, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__4: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_15, 1);  buffers_15 = add__4 = None
        empty_4: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_4 = None
        native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, params_14, params_15, buffers_13, buffers_14, True, 0.1, 1e-05);  params_15 = None
        getitem_14: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = native_batch_norm_4[0]
        getitem_15: "f32[256][1]cuda:0" = native_batch_norm_4[1]
        getitem_16: "f32[256][1]cuda:0" = native_batch_norm_4[2];  native_batch_norm_4 = None
        add__5: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.add_.Tensor(getitem_11, getitem_14);  getitem_11 = getitem_14 = None
        relu__3: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.relu_.default(add__5);  add__5 = None
        detach_3: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.detach.default(relu__3)
        convolution_5: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.convolution.default(relu__3, params_16, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__6: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_18, 1);  buffers_18 = add__6 = None
        empty_5: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_5 = None
        native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, params_17, params_18, buffers_16, buffers_17, True, 0.1, 1e-05);  params_18 = None
        getitem_17: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_5[0]
        getitem_18: "f32[64][1]cuda:0" = native_batch_norm_5[1]
        getitem_19: "f32[64][1]cuda:0" = native_batch_norm_5[2];  native_batch_norm_5 = None
        relu__4: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.relu_.default(getitem_17);  getitem_17 = None
        detach_4: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(relu__4)
        convolution_6: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.convolution.default(relu__4, params_19, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__7: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_21, 1);  buffers_21 = add__7 = None
        empty_6: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_6 = None
        native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, params_20, params_21, buffers_19, buffers_20, True, 0.1, 1e-05);  params_21 = None
        getitem_20: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_6[0]
        getitem_21: "f32[64][1]cuda:0" = native_batch_norm_6[1]
        getitem_22: "f32[64][1]cuda:0" = native_batch_norm_6[2];  native_batch_norm_6 = None
        relu__5: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.relu_.default(getitem_20);  getitem_20 = None
        detach_5: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(relu__5)
        convolution_7: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.convolution.default(relu__5, params_22, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__8: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_24, 1);  buffers_24 = add__8 = None
        empty_7: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_7 = None
        native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, params_23, params_24, buffers_22, buffers_23, True, 0.1, 1e-05);  params_24 = None
        getitem_23: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = native_batch_norm_7[0]
        getitem_24: "f32[256][1]cuda:0" = native_batch_norm_7[1]
        getitem_25: "f32[256][1]cuda:0" = native_batch_norm_7[2];  native_batch_norm_7 = None
        add__9: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.add_.Tensor(getitem_23, relu__3);  getitem_23 = None
        relu__6: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.relu_.default(add__9);  add__9 = None
        detach_6: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.detach.default(relu__6)
        convolution_8: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.convolution.default(relu__6, params_25, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__10: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_27, 1);  buffers_27 = add__10 = None
        empty_8: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_8 = None
        native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, params_26, params_27, buffers_25, buffers_26, True, 0.1, 1e-05);  params_27 = None
        getitem_26: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_8[0]
        getitem_27: "f32[64][1]cuda:0" = native_batch_norm_8[1]
        getitem_28: "f32[64][1]cuda:0" = native_batch_norm_8[2];  native_batch_norm_8 = None
        relu__7: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.relu_.default(getitem_26);  getitem_26 = None
        detach_7: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(relu__7)
        convolution_9: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.convolution.default(relu__7, params_28, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__11: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_30, 1);  buffers_30 = add__11 = None
        empty_9: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_9 = None
        native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, params_29, params_30, buffers_28, buffers_29, True, 0.1, 1e-05);  params_30 = None
        getitem_29: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_9[0]
        getitem_30: "f32[64][1]cuda:0" = native_batch_norm_9[1]
        getitem_31: "f32[64][1]cuda:0" = native_batch_norm_9[2];  native_batch_norm_9 = None
        relu__8: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.relu_.default(getitem_29);  getitem_29 = None
        detach_8: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(relu__8)
        convolution_10: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.convolution.default(relu__8, params_31, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__12: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_33, 1);  buffers_33 = add__12 = None
        empty_10: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_10 = None
        native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, params_32, params_33, buffers_31, buffers_32, True, 0.1, 1e-05);  params_33 = None
        getitem_32: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = native_batch_norm_10[0]
        getitem_33: "f32[256][1]cuda:0" = native_batch_norm_10[1]
        getitem_34: "f32[256][1]cuda:0" = native_batch_norm_10[2];  native_batch_norm_10 = None
        add__13: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.add_.Tensor(getitem_32, relu__6);  getitem_32 = None
        relu__9: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.relu_.default(add__13);  add__13 = None
        detach_9: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.detach.default(relu__9)
        convolution_11: "bf16[128, 128, 56, 56][401408, 1, 7168, 128]cuda:0" = torch.ops.aten.convolution.default(relu__9, params_34, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__14: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_36, 1);  buffers_36 = add__14 = None
        empty_11: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_11 = None
        native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, params_35, params_36, buffers_34, buffers_35, True, 0.1, 1e-05);  params_36 = None
        getitem_35: "bf16[128, 128, 56, 56][401408, 1, 7168, 128]cuda:0" = native_batch_norm_11[0]
        getitem_36: "f32[128][1]cuda:0" = native_batch_norm_11[1]
        getitem_37: "f32[128][1]cuda:0" = native_batch_norm_11[2];  native_batch_norm_11 = None
        relu__10: "bf16[128, 128, 56, 56][401408, 1, 7168, 128]cuda:0" = torch.ops.aten.relu_.default(getitem_35);  getitem_35 = None
        detach_10: "bf16[128, 128, 56, 56][401408, 1, 7168, 128]cuda:0" = torch.ops.aten.detach.default(relu__10)
        convolution_12: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.convolution.default(relu__10, params_37, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
        add__15: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_39, 1);  buffers_39 = add__15 = None
        empty_12: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_12 = None
        native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, params_38, params_39, buffers_37, buffers_38, True, 0.1, 1e-05);  params_39 = None
        getitem_38: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_12[0]
        getitem_39: "f32[128][1]cuda:0" = native_batch_norm_12[1]
        getitem_40: "f32[128][1]cuda:0" = native_batch_norm_12[2];  native_batch_norm_12 = None
        relu__11: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.relu_.default(getitem_38);  getitem_38 = None
        detach_11: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(relu__11)
        convolution_13: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.convolution.default(relu__11, params_40, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__16: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_42, 1);  buffers_42 = add__16 = None
        empty_13: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_13 = None
        native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, params_41, params_42, buffers_40, buffers_41, True, 0.1, 1e-05);  params_42 = None
        getitem_41: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_13[0]
        getitem_42: "f32[512][1]cuda:0" = native_batch_norm_13[1]
        getitem_43: "f32[512][1]cuda:0" = native_batch_norm_13[2];  native_batch_norm_13 = None
        convolution_14: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.convolution.default(relu__9, params_43, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
        add__17: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_45, 1);  buffers_45 = add__17 = None
        empty_14: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_14 = None
        native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, params_44, params_45, buffers_43, buffers_44, True, 0.1, 1e-05);  params_45 = None
        getitem_44: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_14[0]
        getitem_45: "f32[512][1]cuda:0" = native_batch_norm_14[1]
        getitem_46: "f32[512][1]cuda:0" = native_batch_norm_14[2];  native_batch_norm_14 = None
        add__18: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.add_.Tensor(getitem_41, getitem_44);  getitem_41 = getitem_44 = None
        relu__12: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.relu_.default(add__18);  add__18 = None
        detach_12: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.detach.default(relu__12)
        convolution_15: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.convolution.default(relu__12, params_46, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__19: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_48, 1);  buffers_48 = add__19 = None
        empty_15: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_15 = None
        native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_15, params_47, params_48, buffers_46, buffers_47, True, 0.1, 1e-05);  params_48 = None
        getitem_47: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_15[0]
        getitem_48: "f32[128][1]cuda:0" = native_batch_norm_15[1]
        getitem_49: "f32[128][1]cuda:0" = native_batch_norm_15[2];  native_batch_norm_15 = None
        relu__13: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.relu_.default(getitem_47);  getitem_47 = None
        detach_13: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(relu__13)
        convolution_16: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.convolution.default(relu__13, params_49, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__20: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_51, 1);  buffers_51 = add__20 = None
        empty_16: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_16 = None
        native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_16, params_50, params_51, buffers_49, buffers_50, True, 0.1, 1e-05);  params_51 = None
        getitem_50: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_16[0]
        getitem_51: "f32[128][1]cuda:0" = native_batch_norm_16[1]
        getitem_52: "f32[128][1]cuda:0" = native_batch_norm_16[2];  native_batch_norm_16 = None
        relu__14: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.relu_.default(getitem_50);  getitem_50 = None
        detach_14: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(relu__14)
        convolution_17: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.convolution.default(relu__14, params_52, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__21: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_54, 1);  buffers_54 = add__21 = None
        empty_17: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_17 = None
        native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, params_53, params_54, buffers_52, buffers_53, True, 0.1, 1e-05);  params_54 = None
        getitem_53: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_17[0]
        getitem_54: "f32[512][1]cuda:0" = native_batch_norm_17[1]
        getitem_55: "f32[512][1]cuda:0" = native_batch_norm_17[2];  native_batch_norm_17 = None
        add__22: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.add_.Tensor(getitem_53, relu__12);  getitem_53 = None
        relu__15: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.relu_.default(add__22);  add__22 = None
        detach_15: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.detach.default(relu__15)
        convolution_18: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.convolution.default(relu__15, params_55, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__23: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_57, 1);  buffers_57 = add__23 = None
        empty_18: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_18 = None
        native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_18, params_56, params_57, buffers_55, buffers_56, True, 0.1, 1e-05);  params_57 = None
        getitem_56: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_18[0]
        getitem_57: "f32[128][1]cuda:0" = native_batch_norm_18[1]
        getitem_58: "f32[128][1]cuda:0" = native_batch_norm_18[2];  native_batch_norm_18 = None
        relu__16: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.relu_.default(getitem_56);  getitem_56 = None
        detach_16: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(relu__16)
        convolution_19: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.convolution.default(relu__16, params_58, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__24: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_60, 1);  buffers_60 = add__24 = None
        empty_19: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_19 = None
        native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_19, params_59, params_60, buffers_58, buffers_59, True, 0.1, 1e-05);  params_60 = None
        getitem_59: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_19[0]
        getitem_60: "f32[128][1]cuda:0" = native_batch_norm_19[1]
        getitem_61: "f32[128][1]cuda:0" = native_batch_norm_19[2];  native_batch_norm_19 = None
        relu__17: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.relu_.default(getitem_59);  getitem_59 = None
        detach_17: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(relu__17)
        convolution_20: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.convolution.default(relu__17, params_61, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__25: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_63, 1);  buffers_63 = add__25 = None
        empty_20: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_20 = None
        native_batch_norm_20 = torch.ops.aten.native_batch_norm.default(convolution_20, params_62, params_63, buffers_61, buffers_62, True, 0.1, 1e-05);  params_63 = None
        getitem_62: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_20[0]
        getitem_63: "f32[512][1]cuda:0" = native_batch_norm_20[1]
        getitem_64: "f32[512][1]cuda:0" = native_batch_norm_20[2];  native_batch_norm_20 = None
        add__26: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.add_.Tensor(getitem_62, relu__15);  getitem_62 = None
        relu__18: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.relu_.default(add__26);  add__26 = None
        detach_18: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.detach.default(relu__18)
        convolution_21: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.convolution.default(relu__18, params_64, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__27: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_66, 1);  buffers_66 = add__27 = None
        empty_21: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_21 = None
        native_batch_norm_21 = torch.ops.aten.native_batch_norm.default(convolution_21, params_65, params_66, buffers_64, buffers_65, True, 0.1, 1e-05);  params_66 = None
        getitem_65: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_21[0]
        getitem_66: "f32[128][1]cuda:0" = native_batch_norm_21[1]
        getitem_67: "f32[128][1]cuda:0" = native_batch_norm_21[2];  native_batch_norm_21 = None
        relu__19: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.relu_.default(getitem_65);  getitem_65 = None
        detach_19: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(relu__19)
        convolution_22: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.convolution.default(relu__19, params_67, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__28: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_69, 1);  buffers_69 = add__28 = None
        empty_22: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_22 = None
        native_batch_norm_22 = torch.ops.aten.native_batch_norm.default(convolution_22, params_68, params_69, buffers_67, buffers_68, True, 0.1, 1e-05);  params_69 = None
        getitem_68: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_22[0]
        getitem_69: "f32[128][1]cuda:0" = native_batch_norm_22[1]
        getitem_70: "f32[128][1]cuda:0" = native_batch_norm_22[2];  native_batch_norm_22 = None
        relu__20: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.relu_.default(getitem_68);  getitem_68 = None
        detach_20: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(relu__20)
        convolution_23: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.convolution.default(relu__20, params_70, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__29: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_72, 1);  buffers_72 = add__29 = None
        empty_23: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_23 = None
        native_batch_norm_23 = torch.ops.aten.native_batch_norm.default(convolution_23, params_71, params_72, buffers_70, buffers_71, True, 0.1, 1e-05);  params_72 = None
        getitem_71: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_23[0]
        getitem_72: "f32[512][1]cuda:0" = native_batch_norm_23[1]
        getitem_73: "f32[512][1]cuda:0" = native_batch_norm_23[2];  native_batch_norm_23 = None
        add__30: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.add_.Tensor(getitem_71, relu__18);  getitem_71 = None
        relu__21: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.relu_.default(add__30);  add__30 = None
        detach_21: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.detach.default(relu__21)
        convolution_24: "bf16[128, 256, 28, 28][200704, 1, 7168, 256]cuda:0" = torch.ops.aten.convolution.default(relu__21, params_73, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__31: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_75, 1);  buffers_75 = add__31 = None
        empty_24: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_24 = None
        native_batch_norm_24 = torch.ops.aten.native_batch_norm.default(convolution_24, params_74, params_75, buffers_73, buffers_74, True, 0.1, 1e-05);  params_75 = None
        getitem_74: "bf16[128, 256, 28, 28][200704, 1, 7168, 256]cuda:0" = native_batch_norm_24[0]
        getitem_75: "f32[256][1]cuda:0" = native_batch_norm_24[1]
        getitem_76: "f32[256][1]cuda:0" = native_batch_norm_24[2];  native_batch_norm_24 = None
        relu__22: "bf16[128, 256, 28, 28][200704, 1, 7168, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_74);  getitem_74 = None
        detach_22: "bf16[128, 256, 28, 28][200704, 1, 7168, 256]cuda:0" = torch.ops.aten.detach.default(relu__22)
        convolution_25: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__22, params_76, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
        add__32: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_78, 1);  buffers_78 = add__32 = None
        empty_25: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_25 = None
        native_batch_norm_25 = torch.ops.aten.native_batch_norm.default(convolution_25, params_77, params_78, buffers_76, buffers_77, True, 0.1, 1e-05);  params_78 = None
        getitem_77: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_25[0]
        getitem_78: "f32[256][1]cuda:0" = native_batch_norm_25[1]
        getitem_79: "f32[256][1]cuda:0" = native_batch_norm_25[2];  native_batch_norm_25 = None
        relu__23: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_77);  getitem_77 = None
        detach_23: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__23)
        convolution_26: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.convolution.default(relu__23, params_79, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__33: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_81, 1);  buffers_81 = add__33 = None
        empty_26: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_26 = None
        native_batch_norm_26 = torch.ops.aten.native_batch_norm.default(convolution_26, params_80, params_81, buffers_79, buffers_80, True, 0.1, 1e-05);  params_81 = None
        getitem_80: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_26[0]
        getitem_81: "f32[1024][1]cuda:0" = native_batch_norm_26[1]
        getitem_82: "f32[1024][1]cuda:0" = native_batch_norm_26[2];  native_batch_norm_26 = None
        convolution_27: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.convolution.default(relu__21, params_82, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
        add__34: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_84, 1);  buffers_84 = add__34 = None
        empty_27: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_27 = None
        native_batch_norm_27 = torch.ops.aten.native_batch_norm.default(convolution_27, params_83, params_84, buffers_82, buffers_83, True, 0.1, 1e-05);  params_84 = None
        getitem_83: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_27[0]
        getitem_84: "f32[1024][1]cuda:0" = native_batch_norm_27[1]
        getitem_85: "f32[1024][1]cuda:0" = native_batch_norm_27[2];  native_batch_norm_27 = None
        add__35: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add_.Tensor(getitem_80, getitem_83);  getitem_80 = getitem_83 = None
        relu__24: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.relu_.default(add__35);  add__35 = None
        detach_24: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(relu__24)
        convolution_28: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__24, params_85, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__36: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_87, 1);  buffers_87 = add__36 = None
        empty_28: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_28 = None
        native_batch_norm_28 = torch.ops.aten.native_batch_norm.default(convolution_28, params_86, params_87, buffers_85, buffers_86, True, 0.1, 1e-05);  params_87 = None
        getitem_86: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_28[0]
        getitem_87: "f32[256][1]cuda:0" = native_batch_norm_28[1]
        getitem_88: "f32[256][1]cuda:0" = native_batch_norm_28[2];  native_batch_norm_28 = None
        relu__25: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_86);  getitem_86 = None
        detach_25: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__25)
        convolution_29: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__25, params_88, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__37: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_90, 1);  buffers_90 = add__37 = None
        empty_29: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_29 = None
        native_batch_norm_29 = torch.ops.aten.native_batch_norm.default(convolution_29, params_89, params_90, buffers_88, buffers_89, True, 0.1, 1e-05);  params_90 = None
        getitem_89: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_29[0]
        getitem_90: "f32[256][1]cuda:0" = native_batch_norm_29[1]
        getitem_91: "f32[256][1]cuda:0" = native_batch_norm_29[2];  native_batch_norm_29 = None
        relu__26: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_89);  getitem_89 = None
        detach_26: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__26)
        convolution_30: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.convolution.default(relu__26, params_91, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__38: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_93, 1);  buffers_93 = add__38 = None
        empty_30: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_30 = None
        native_batch_norm_30 = torch.ops.aten.native_batch_norm.default(convolution_30, params_92, params_93, buffers_91, buffers_92, True, 0.1, 1e-05);  params_93 = None
        getitem_92: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_30[0]
        getitem_93: "f32[1024][1]cuda:0" = native_batch_norm_30[1]
        getitem_94: "f32[1024][1]cuda:0" = native_batch_norm_30[2];  native_batch_norm_30 = None
        add__39: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add_.Tensor(getitem_92, relu__24);  getitem_92 = None
        relu__27: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.relu_.default(add__39);  add__39 = None
        detach_27: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(relu__27)
        convolution_31: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__27, params_94, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__40: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_96, 1);  buffers_96 = add__40 = None
        empty_31: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_31 = None
        native_batch_norm_31 = torch.ops.aten.native_batch_norm.default(convolution_31, params_95, params_96, buffers_94, buffers_95, True, 0.1, 1e-05);  params_96 = None
        getitem_95: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_31[0]
        getitem_96: "f32[256][1]cuda:0" = native_batch_norm_31[1]
        getitem_97: "f32[256][1]cuda:0" = native_batch_norm_31[2];  native_batch_norm_31 = None
        relu__28: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_95);  getitem_95 = None
        detach_28: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__28)
        convolution_32: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__28, params_97, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__41: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_99, 1);  buffers_99 = add__41 = None
        empty_32: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_32 = None
        native_batch_norm_32 = torch.ops.aten.native_batch_norm.default(convolution_32, params_98, params_99, buffers_97, buffers_98, True, 0.1, 1e-05);  params_99 = None
        getitem_98: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_32[0]
        getitem_99: "f32[256][1]cuda:0" = native_batch_norm_32[1]
        getitem_100: "f32[256][1]cuda:0" = native_batch_norm_32[2];  native_batch_norm_32 = None
        relu__29: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_98);  getitem_98 = None
        detach_29: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__29)
        convolution_33: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.convolution.default(relu__29, params_100, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__42: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_102, 1);  buffers_102 = add__42 = None
        empty_33: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_33 = None
        native_batch_norm_33 = torch.ops.aten.native_batch_norm.default(convolution_33, params_101, params_102, buffers_100, buffers_101, True, 0.1, 1e-05);  params_102 = None
        getitem_101: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_33[0]
        getitem_102: "f32[1024][1]cuda:0" = native_batch_norm_33[1]
        getitem_103: "f32[1024][1]cuda:0" = native_batch_norm_33[2];  native_batch_norm_33 = None
        add__43: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add_.Tensor(getitem_101, relu__27);  getitem_101 = None
        relu__30: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.relu_.default(add__43);  add__43 = None
        detach_30: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(relu__30)
        convolution_34: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__30, params_103, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__44: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_105, 1);  buffers_105 = add__44 = None
        empty_34: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_34 = None
        native_batch_norm_34 = torch.ops.aten.native_batch_norm.default(convolution_34, params_104, params_105, buffers_103, buffers_104, True, 0.1, 1e-05);  params_105 = None
        getitem_104: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_34[0]
        getitem_105: "f32[256][1]cuda:0" = native_batch_norm_34[1]
        getitem_106: "f32[256][1]cuda:0" = native_batch_norm_34[2];  native_batch_norm_34 = None
        relu__31: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_104);  getitem_104 = None
        detach_31: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__31)
        convolution_35: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__31, params_106, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__45: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_108, 1);  buffers_108 = add__45 = None
        empty_35: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_35 = None
        native_batch_norm_35 = torch.ops.aten.native_batch_norm.default(convolution_35, params_107, params_108, buffers_106, buffers_107, True, 0.1, 1e-05);  params_108 = None
        getitem_107: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_35[0]
        getitem_108: "f32[256][1]cuda:0" = native_batch_norm_35[1]
        getitem_109: "f32[256][1]cuda:0" = native_batch_norm_35[2];  native_batch_norm_35 = None
        relu__32: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_107);  getitem_107 = None
        detach_32: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__32)
        convolution_36: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.convolution.default(relu__32, params_109, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__46: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_111, 1);  buffers_111 = add__46 = None
        empty_36: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_36 = None
        native_batch_norm_36 = torch.ops.aten.native_batch_norm.default(convolution_36, params_110, params_111, buffers_109, buffers_110, True, 0.1, 1e-05);  params_111 = None
        getitem_110: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_36[0]
        getitem_111: "f32[1024][1]cuda:0" = native_batch_norm_36[1]
        getitem_112: "f32[1024][1]cuda:0" = native_batch_norm_36[2];  native_batch_norm_36 = None
        add__47: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add_.Tensor(getitem_110, relu__30);  getitem_110 = None
        relu__33: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.relu_.default(add__47);  add__47 = None
        detach_33: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(relu__33)
        convolution_37: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__33, params_112, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__48: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_114, 1);  buffers_114 = add__48 = None
        empty_37: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_37 = None
        native_batch_norm_37 = torch.ops.aten.native_batch_norm.default(convolution_37, params_113, params_114, buffers_112, buffers_113, True, 0.1, 1e-05);  params_114 = None
        getitem_113: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_37[0]
        getitem_114: "f32[256][1]cuda:0" = native_batch_norm_37[1]
        getitem_115: "f32[256][1]cuda:0" = native_batch_norm_37[2];  native_batch_norm_37 = None
        relu__34: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_113);  getitem_113 = None
        detach_34: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__34)
        convolution_38: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__34, params_115, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__49: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_117, 1);  buffers_117 = add__49 = None
        empty_38: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_38 = None
        native_batch_norm_38 = torch.ops.aten.native_batch_norm.default(convolution_38, params_116, params_117, buffers_115, buffers_116, True, 0.1, 1e-05);  params_117 = None
        getitem_116: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_38[0]
        getitem_117: "f32[256][1]cuda:0" = native_batch_norm_38[1]
        getitem_118: "f32[256][1]cuda:0" = native_batch_norm_38[2];  native_batch_norm_38 = None
        relu__35: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_116);  getitem_116 = None
        detach_35: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__35)
        convolution_39: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.convolution.default(relu__35, params_118, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__50: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_120, 1);  buffers_120 = add__50 = None
        empty_39: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_39 = None
        native_batch_norm_39 = torch.ops.aten.native_batch_norm.default(convolution_39, params_119, params_120, buffers_118, buffers_119, True, 0.1, 1e-05);  params_120 = None
        getitem_119: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_39[0]
        getitem_120: "f32[1024][1]cuda:0" = native_batch_norm_39[1]
        getitem_121: "f32[1024][1]cuda:0" = native_batch_norm_39[2];  native_batch_norm_39 = None
        add__51: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add_.Tensor(getitem_119, relu__33);  getitem_119 = None
        relu__36: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.relu_.default(add__51);  add__51 = None
        detach_36: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(relu__36)
        convolution_40: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__36, params_121, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__52: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_123, 1);  buffers_123 = add__52 = None
        empty_40: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_40 = None
        native_batch_norm_40 = torch.ops.aten.native_batch_norm.default(convolution_40, params_122, params_123, buffers_121, buffers_122, True, 0.1, 1e-05);  params_123 = None
        getitem_122: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_40[0]
        getitem_123: "f32[256][1]cuda:0" = native_batch_norm_40[1]
        getitem_124: "f32[256][1]cuda:0" = native_batch_norm_40[2];  native_batch_norm_40 = None
        relu__37: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_122);  getitem_122 = None
        detach_37: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__37)
        convolution_41: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.convolution.default(relu__37, params_124, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__53: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_126, 1);  buffers_126 = add__53 = None
        empty_41: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_41 = None
        native_batch_norm_41 = torch.ops.aten.native_batch_norm.default(convolution_41, params_125, params_126, buffers_124, buffers_125, True, 0.1, 1e-05);  params_126 = None
        getitem_125: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_41[0]
        getitem_126: "f32[256][1]cuda:0" = native_batch_norm_41[1]
        getitem_127: "f32[256][1]cuda:0" = native_batch_norm_41[2];  native_batch_norm_41 = None
        relu__38: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.relu_.default(getitem_125);  getitem_125 = None
        detach_38: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(relu__38)
        convolution_42: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.convolution.default(relu__38, params_127, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__54: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_129, 1);  buffers_129 = add__54 = None
        empty_42: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_42 = None
        native_batch_norm_42 = torch.ops.aten.native_batch_norm.default(convolution_42, params_128, params_129, buffers_127, buffers_128, True, 0.1, 1e-05);  params_129 = None
        getitem_128: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_42[0]
        getitem_129: "f32[1024][1]cuda:0" = native_batch_norm_42[1]
        getitem_130: "f32[1024][1]cuda:0" = native_batch_norm_42[2];  native_batch_norm_42 = None
        add__55: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add_.Tensor(getitem_128, relu__36);  getitem_128 = None
        relu__39: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.relu_.default(add__55);  add__55 = None
        detach_39: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(relu__39)
        convolution_43: "bf16[128, 512, 14, 14][100352, 1, 7168, 512]cuda:0" = torch.ops.aten.convolution.default(relu__39, params_130, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__56: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_132, 1);  buffers_132 = add__56 = None
        empty_43: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_43 = None
        native_batch_norm_43 = torch.ops.aten.native_batch_norm.default(convolution_43, params_131, params_132, buffers_130, buffers_131, True, 0.1, 1e-05);  params_132 = None
        getitem_131: "bf16[128, 512, 14, 14][100352, 1, 7168, 512]cuda:0" = native_batch_norm_43[0]
        getitem_132: "f32[512][1]cuda:0" = native_batch_norm_43[1]
        getitem_133: "f32[512][1]cuda:0" = native_batch_norm_43[2];  native_batch_norm_43 = None
        relu__40: "bf16[128, 512, 14, 14][100352, 1, 7168, 512]cuda:0" = torch.ops.aten.relu_.default(getitem_131);  getitem_131 = None
        detach_40: "bf16[128, 512, 14, 14][100352, 1, 7168, 512]cuda:0" = torch.ops.aten.detach.default(relu__40)
        convolution_44: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.convolution.default(relu__40, params_133, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
        add__57: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_135, 1);  buffers_135 = add__57 = None
        empty_44: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_44 = None
        native_batch_norm_44 = torch.ops.aten.native_batch_norm.default(convolution_44, params_134, params_135, buffers_133, buffers_134, True, 0.1, 1e-05);  params_135 = None
        getitem_134: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_44[0]
        getitem_135: "f32[512][1]cuda:0" = native_batch_norm_44[1]
        getitem_136: "f32[512][1]cuda:0" = native_batch_norm_44[2];  native_batch_norm_44 = None
        relu__41: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.relu_.default(getitem_134);  getitem_134 = None
        detach_41: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(relu__41)
        convolution_45: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.convolution.default(relu__41, params_136, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__58: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_138, 1);  buffers_138 = add__58 = None
        empty_45: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_45 = None
        native_batch_norm_45 = torch.ops.aten.native_batch_norm.default(convolution_45, params_137, params_138, buffers_136, buffers_137, True, 0.1, 1e-05);  params_138 = None
        getitem_137: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = native_batch_norm_45[0]
        getitem_138: "f32[2048][1]cuda:0" = native_batch_norm_45[1]
        getitem_139: "f32[2048][1]cuda:0" = native_batch_norm_45[2];  native_batch_norm_45 = None
        convolution_46: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.convolution.default(relu__39, params_139, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
        add__59: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_141, 1);  buffers_141 = add__59 = None
        empty_46: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_46 = None
        native_batch_norm_46 = torch.ops.aten.native_batch_norm.default(convolution_46, params_140, params_141, buffers_139, buffers_140, True, 0.1, 1e-05);  params_141 = None
        getitem_140: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = native_batch_norm_46[0]
        getitem_141: "f32[2048][1]cuda:0" = native_batch_norm_46[1]
        getitem_142: "f32[2048][1]cuda:0" = native_batch_norm_46[2];  native_batch_norm_46 = None
        add__60: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.add_.Tensor(getitem_137, getitem_140);  getitem_137 = getitem_140 = None
        relu__42: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.relu_.default(add__60);  add__60 = None
        detach_42: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.detach.default(relu__42)
        convolution_47: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.convolution.default(relu__42, params_142, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__61: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_144, 1);  buffers_144 = add__61 = None
        empty_47: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_47 = None
        native_batch_norm_47 = torch.ops.aten.native_batch_norm.default(convolution_47, params_143, params_144, buffers_142, buffers_143, True, 0.1, 1e-05);  params_144 = None
        getitem_143: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_47[0]
        getitem_144: "f32[512][1]cuda:0" = native_batch_norm_47[1]
        getitem_145: "f32[512][1]cuda:0" = native_batch_norm_47[2];  native_batch_norm_47 = None
        relu__43: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.relu_.default(getitem_143);  getitem_143 = None
        detach_43: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(relu__43)
        convolution_48: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.convolution.default(relu__43, params_145, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__62: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_147, 1);  buffers_147 = add__62 = None
        empty_48: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_48 = None
        native_batch_norm_48 = torch.ops.aten.native_batch_norm.default(convolution_48, params_146, params_147, buffers_145, buffers_146, True, 0.1, 1e-05);  params_147 = None
        getitem_146: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_48[0]
        getitem_147: "f32[512][1]cuda:0" = native_batch_norm_48[1]
        getitem_148: "f32[512][1]cuda:0" = native_batch_norm_48[2];  native_batch_norm_48 = None
        relu__44: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.relu_.default(getitem_146);  getitem_146 = None
        detach_44: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(relu__44)
        convolution_49: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.convolution.default(relu__44, params_148, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__63: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_150, 1);  buffers_150 = add__63 = None
        empty_49: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_49 = None
        native_batch_norm_49 = torch.ops.aten.native_batch_norm.default(convolution_49, params_149, params_150, buffers_148, buffers_149, True, 0.1, 1e-05);  params_150 = None
        getitem_149: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = native_batch_norm_49[0]
        getitem_150: "f32[2048][1]cuda:0" = native_batch_norm_49[1]
        getitem_151: "f32[2048][1]cuda:0" = native_batch_norm_49[2];  native_batch_norm_49 = None
        add__64: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.add_.Tensor(getitem_149, relu__42);  getitem_149 = None
        relu__45: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.relu_.default(add__64);  add__64 = None
        detach_45: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.detach.default(relu__45)
        convolution_50: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.convolution.default(relu__45, params_151, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__65: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_153, 1);  buffers_153 = add__65 = None
        empty_50: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_50 = None
        native_batch_norm_50 = torch.ops.aten.native_batch_norm.default(convolution_50, params_152, params_153, buffers_151, buffers_152, True, 0.1, 1e-05);  params_153 = None
        getitem_152: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_50[0]
        getitem_153: "f32[512][1]cuda:0" = native_batch_norm_50[1]
        getitem_154: "f32[512][1]cuda:0" = native_batch_norm_50[2];  native_batch_norm_50 = None
        relu__46: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.relu_.default(getitem_152);  getitem_152 = None
        detach_46: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(relu__46)
        convolution_51: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.convolution.default(relu__46, params_154, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add__66: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_156, 1);  buffers_156 = add__66 = None
        empty_51: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_51 = None
        native_batch_norm_51 = torch.ops.aten.native_batch_norm.default(convolution_51, params_155, params_156, buffers_154, buffers_155, True, 0.1, 1e-05);  params_156 = None
        getitem_155: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_51[0]
        getitem_156: "f32[512][1]cuda:0" = native_batch_norm_51[1]
        getitem_157: "f32[512][1]cuda:0" = native_batch_norm_51[2];  native_batch_norm_51 = None
        relu__47: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.relu_.default(getitem_155);  getitem_155 = None
        detach_47: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(relu__47)
        convolution_52: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.convolution.default(relu__47, params_157, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        add__67: "i64[][]cuda:0" = torch.ops.aten.add_.Tensor(buffers_159, 1);  buffers_159 = add__67 = None
        empty_52: "u8[0][1]cuda:0" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cuda', index=0));  empty_52 = None
        native_batch_norm_52 = torch.ops.aten.native_batch_norm.default(convolution_52, params_158, params_159, buffers_157, buffers_158, True, 0.1, 1e-05);  params_159 = None
        getitem_158: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = native_batch_norm_52[0]
        getitem_159: "f32[2048][1]cuda:0" = native_batch_norm_52[1]
        getitem_160: "f32[2048][1]cuda:0" = native_batch_norm_52[2];  native_batch_norm_52 = None
        add__68: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.add_.Tensor(getitem_158, relu__45);  getitem_158 = None
        relu__48: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.relu_.default(add__68);  add__68 = None
        detach_48: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.detach.default(relu__48)
        mean: "bf16[128, 2048, 1, 1][2048, 1, 1, 1]cuda:0" = torch.ops.aten.mean.dim(relu__48, [-1, -2], True);  relu__48 = None
        as_strided_: "bf16[128, 2048, 1, 1][2048, 1, 2048, 2048]cuda:0" = torch.ops.aten.as_strided_.default(mean, [128, 2048, 1, 1], [2048, 1, 2048, 2048]);  mean = None
        view: "bf16[128, 2048][2048, 1]cuda:0" = torch.ops.aten.view.default(as_strided_, [128, 2048]);  as_strided_ = None
        t: "bf16[2048, 1000][1, 2048]cuda:0" = torch.ops.aten.t.default(params_160);  params_160 = None
        addmm: "bf16[128, 1000][1000, 1]cuda:0" = torch.ops.aten.addmm.default(params_161, view, t);  params_161 = None
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
        t_1: "bf16[1000, 2048][2048, 1]cuda:0" = torch.ops.aten.t.default(t);  t = None
        mm: "bf16[128, 2048][2048, 1]cuda:0" = torch.ops.aten.mm.default(_to_copy_1, t_1);  t_1 = None
        t_2: "bf16[1000, 128][1, 1000]cuda:0" = torch.ops.aten.t.default(_to_copy_1)
        mm_1: "bf16[1000, 2048][2048, 1]cuda:0" = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
        t_3: "bf16[2048, 1000][1, 2048]cuda:0" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "bf16[1, 1000][1000, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_to_copy_1, [0], True);  _to_copy_1 = None
        view_1: "bf16[1000][1]cuda:0" = torch.ops.aten.view.default(sum_1, [1000]);  sum_1 = None
        t_4: "bf16[1000, 2048][2048, 1]cuda:0" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_2: "bf16[128, 2048, 1, 1][2048, 1, 1, 1]cuda:0" = torch.ops.aten.view.default(mm, [128, 2048, 1, 1]);  mm = None
        squeeze: "bf16[128, 2048, 1][2048, 1, 1]cuda:0" = torch.ops.aten.squeeze.dim(view_2, 3);  view_2 = None
        squeeze_1: "bf16[128, 2048][2048, 1]cuda:0" = torch.ops.aten.squeeze.dim(squeeze, 2);  squeeze = None
        new_zeros: "bf16[262144][1]cuda:0" = torch.ops.aten.new_zeros.default(squeeze_1, [262144])
        as_strided: "bf16[128, 2048][2048, 1]cuda:0" = torch.ops.aten.as_strided.default(new_zeros, [128, 2048], [2048, 1], 0)
        copy_: "bf16[128, 2048][2048, 1]cuda:0" = torch.ops.aten.copy_.default(as_strided, squeeze_1);  as_strided = squeeze_1 = copy_ = None
        as_strided_1: "bf16[128, 2048, 1, 1][2048, 1, 1, 1]cuda:0" = torch.ops.aten.as_strided.default(new_zeros, [128, 2048, 1, 1], [2048, 1, 1, 1], 0);  new_zeros = None
        expand_1: "bf16[128, 2048, 7, 7][2048, 1, 0, 0]cuda:0" = torch.ops.aten.expand.default(as_strided_1, [128, 2048, 7, 7]);  as_strided_1 = None
        div_1: "bf16[128, 2048, 7, 7][100352, 49, 7, 1]cuda:0" = torch.ops.aten.div.Scalar(expand_1, 49);  expand_1 = None
        detach_49: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.detach.default(detach_48);  detach_48 = None
        threshold_backward: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.threshold_backward.default(div_1, detach_49, 0);  div_1 = detach_49 = None
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_52, params_158, buffers_157, buffers_158, getitem_159, getitem_160, True, 1e-05, [True, True, True]);  convolution_52 = params_158 = buffers_157 = buffers_158 = getitem_159 = getitem_160 = None
        getitem_161: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = native_batch_norm_backward[0]
        getitem_162: "bf16[2048][1]cuda:0" = native_batch_norm_backward[1]
        getitem_163: "bf16[2048][1]cuda:0" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_161, relu__47, params_157, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_161 = relu__47 = params_157 = None
        getitem_164: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = convolution_backward[0]
        getitem_165: "bf16[2048, 512, 1, 1][512, 1, 512, 512]cuda:0" = convolution_backward[1]
        getitem_166 = convolution_backward[2];  convolution_backward = getitem_166 = None
        detach_50: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(detach_47);  detach_47 = None
        threshold_backward_1: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_164, detach_50, 0);  getitem_164 = detach_50 = None
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_51, params_155, buffers_154, buffers_155, getitem_156, getitem_157, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_51 = params_155 = buffers_154 = buffers_155 = getitem_156 = getitem_157 = None
        getitem_167: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_backward_1[0]
        getitem_168: "bf16[512][1]cuda:0" = native_batch_norm_backward_1[1]
        getitem_169: "bf16[512][1]cuda:0" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_167, relu__46, params_154, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_167 = relu__46 = params_154 = None
        getitem_170: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = convolution_backward_1[0]
        getitem_171: "bf16[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = convolution_backward_1[1]
        getitem_172 = convolution_backward_1[2];  convolution_backward_1 = getitem_172 = None
        detach_51: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(detach_46);  detach_46 = None
        threshold_backward_2: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_170, detach_51, 0);  getitem_170 = detach_51 = None
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_50, params_152, buffers_151, buffers_152, getitem_153, getitem_154, True, 1e-05, [True, True, True]);  threshold_backward_2 = convolution_50 = params_152 = buffers_151 = buffers_152 = getitem_153 = getitem_154 = None
        getitem_173: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_backward_2[0]
        getitem_174: "bf16[512][1]cuda:0" = native_batch_norm_backward_2[1]
        getitem_175: "bf16[512][1]cuda:0" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_173, relu__45, params_151, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_173 = relu__45 = params_151 = None
        getitem_176: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = convolution_backward_2[0]
        getitem_177: "bf16[512, 2048, 1, 1][2048, 1, 2048, 2048]cuda:0" = convolution_backward_2[1]
        getitem_178 = convolution_backward_2[2];  convolution_backward_2 = getitem_178 = None
        add: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward, getitem_176);  threshold_backward = getitem_176 = None
        detach_52: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.detach.default(detach_45);  detach_45 = None
        threshold_backward_3: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.threshold_backward.default(add, detach_52, 0);  add = detach_52 = None
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_49, params_149, buffers_148, buffers_149, getitem_150, getitem_151, True, 1e-05, [True, True, True]);  convolution_49 = params_149 = buffers_148 = buffers_149 = getitem_150 = getitem_151 = None
        getitem_179: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = native_batch_norm_backward_3[0]
        getitem_180: "bf16[2048][1]cuda:0" = native_batch_norm_backward_3[1]
        getitem_181: "bf16[2048][1]cuda:0" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_179, relu__44, params_148, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_179 = relu__44 = params_148 = None
        getitem_182: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = convolution_backward_3[0]
        getitem_183: "bf16[2048, 512, 1, 1][512, 1, 512, 512]cuda:0" = convolution_backward_3[1]
        getitem_184 = convolution_backward_3[2];  convolution_backward_3 = getitem_184 = None
        detach_53: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(detach_44);  detach_44 = None
        threshold_backward_4: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_182, detach_53, 0);  getitem_182 = detach_53 = None
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution_48, params_146, buffers_145, buffers_146, getitem_147, getitem_148, True, 1e-05, [True, True, True]);  threshold_backward_4 = convolution_48 = params_146 = buffers_145 = buffers_146 = getitem_147 = getitem_148 = None
        getitem_185: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_backward_4[0]
        getitem_186: "bf16[512][1]cuda:0" = native_batch_norm_backward_4[1]
        getitem_187: "bf16[512][1]cuda:0" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_185, relu__43, params_145, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_185 = relu__43 = params_145 = None
        getitem_188: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = convolution_backward_4[0]
        getitem_189: "bf16[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = convolution_backward_4[1]
        getitem_190 = convolution_backward_4[2];  convolution_backward_4 = getitem_190 = None
        detach_54: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(detach_43);  detach_43 = None
        threshold_backward_5: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_188, detach_54, 0);  getitem_188 = detach_54 = None
        native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, convolution_47, params_143, buffers_142, buffers_143, getitem_144, getitem_145, True, 1e-05, [True, True, True]);  threshold_backward_5 = convolution_47 = params_143 = buffers_142 = buffers_143 = getitem_144 = getitem_145 = None
        getitem_191: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_backward_5[0]
        getitem_192: "bf16[512][1]cuda:0" = native_batch_norm_backward_5[1]
        getitem_193: "bf16[512][1]cuda:0" = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_191, relu__42, params_142, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_191 = relu__42 = params_142 = None
        getitem_194: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = convolution_backward_5[0]
        getitem_195: "bf16[512, 2048, 1, 1][2048, 1, 2048, 2048]cuda:0" = convolution_backward_5[1]
        getitem_196 = convolution_backward_5[2];  convolution_backward_5 = getitem_196 = None
        add_1: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_3, getitem_194);  threshold_backward_3 = getitem_194 = None
        detach_55: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.detach.default(detach_42);  detach_42 = None
        threshold_backward_6: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = torch.ops.aten.threshold_backward.default(add_1, detach_55, 0);  add_1 = detach_55 = None
        native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_46, params_140, buffers_139, buffers_140, getitem_141, getitem_142, True, 1e-05, [True, True, True]);  convolution_46 = params_140 = buffers_139 = buffers_140 = getitem_141 = getitem_142 = None
        getitem_197: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = native_batch_norm_backward_6[0]
        getitem_198: "bf16[2048][1]cuda:0" = native_batch_norm_backward_6[1]
        getitem_199: "bf16[2048][1]cuda:0" = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_197, relu__39, params_139, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_197 = params_139 = None
        getitem_200: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = convolution_backward_6[0]
        getitem_201: "bf16[2048, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0" = convolution_backward_6[1]
        getitem_202 = convolution_backward_6[2];  convolution_backward_6 = getitem_202 = None
        native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_45, params_137, buffers_136, buffers_137, getitem_138, getitem_139, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution_45 = params_137 = buffers_136 = buffers_137 = getitem_138 = getitem_139 = None
        getitem_203: "bf16[128, 2048, 7, 7][100352, 1, 14336, 2048]cuda:0" = native_batch_norm_backward_7[0]
        getitem_204: "bf16[2048][1]cuda:0" = native_batch_norm_backward_7[1]
        getitem_205: "bf16[2048][1]cuda:0" = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
        convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_203, relu__41, params_136, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_203 = relu__41 = params_136 = None
        getitem_206: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = convolution_backward_7[0]
        getitem_207: "bf16[2048, 512, 1, 1][512, 1, 512, 512]cuda:0" = convolution_backward_7[1]
        getitem_208 = convolution_backward_7[2];  convolution_backward_7 = getitem_208 = None
        detach_56: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.detach.default(detach_41);  detach_41 = None
        threshold_backward_7: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_206, detach_56, 0);  getitem_206 = detach_56 = None
        native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, convolution_44, params_134, buffers_133, buffers_134, getitem_135, getitem_136, True, 1e-05, [True, True, True]);  threshold_backward_7 = convolution_44 = params_134 = buffers_133 = buffers_134 = getitem_135 = getitem_136 = None
        getitem_209: "bf16[128, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = native_batch_norm_backward_8[0]
        getitem_210: "bf16[512][1]cuda:0" = native_batch_norm_backward_8[1]
        getitem_211: "bf16[512][1]cuda:0" = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
        convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_209, relu__40, params_133, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_209 = relu__40 = params_133 = None
        getitem_212: "bf16[128, 512, 14, 14][100352, 1, 7168, 512]cuda:0" = convolution_backward_8[0]
        getitem_213: "bf16[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = convolution_backward_8[1]
        getitem_214 = convolution_backward_8[2];  convolution_backward_8 = getitem_214 = None
        detach_57: "bf16[128, 512, 14, 14][100352, 1, 7168, 512]cuda:0" = torch.ops.aten.detach.default(detach_40);  detach_40 = None
        threshold_backward_8: "bf16[128, 512, 14, 14][100352, 1, 7168, 512]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_212, detach_57, 0);  getitem_212 = detach_57 = None
        native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, convolution_43, params_131, buffers_130, buffers_131, getitem_132, getitem_133, True, 1e-05, [True, True, True]);  threshold_backward_8 = convolution_43 = params_131 = buffers_130 = buffers_131 = getitem_132 = getitem_133 = None
        getitem_215: "bf16[128, 512, 14, 14][100352, 1, 7168, 512]cuda:0" = native_batch_norm_backward_9[0]
        getitem_216: "bf16[512][1]cuda:0" = native_batch_norm_backward_9[1]
        getitem_217: "bf16[512][1]cuda:0" = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
        convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_215, relu__39, params_130, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_215 = relu__39 = params_130 = None
        getitem_218: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = convolution_backward_9[0]
        getitem_219: "bf16[512, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0" = convolution_backward_9[1]
        getitem_220 = convolution_backward_9[2];  convolution_backward_9 = getitem_220 = None
        add_2: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add.Tensor(getitem_200, getitem_218);  getitem_200 = getitem_218 = None
        detach_58: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(detach_39);  detach_39 = None
        threshold_backward_9: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.threshold_backward.default(add_2, detach_58, 0);  add_2 = detach_58 = None
        native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, convolution_42, params_128, buffers_127, buffers_128, getitem_129, getitem_130, True, 1e-05, [True, True, True]);  convolution_42 = params_128 = buffers_127 = buffers_128 = getitem_129 = getitem_130 = None
        getitem_221: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_backward_10[0]
        getitem_222: "bf16[1024][1]cuda:0" = native_batch_norm_backward_10[1]
        getitem_223: "bf16[1024][1]cuda:0" = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
        convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_221, relu__38, params_127, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_221 = relu__38 = params_127 = None
        getitem_224: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_10[0]
        getitem_225: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_10[1]
        getitem_226 = convolution_backward_10[2];  convolution_backward_10 = getitem_226 = None
        detach_59: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_38);  detach_38 = None
        threshold_backward_10: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_224, detach_59, 0);  getitem_224 = detach_59 = None
        native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution_41, params_125, buffers_124, buffers_125, getitem_126, getitem_127, True, 1e-05, [True, True, True]);  threshold_backward_10 = convolution_41 = params_125 = buffers_124 = buffers_125 = getitem_126 = getitem_127 = None
        getitem_227: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_11[0]
        getitem_228: "bf16[256][1]cuda:0" = native_batch_norm_backward_11[1]
        getitem_229: "bf16[256][1]cuda:0" = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
        convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_227, relu__37, params_124, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_227 = relu__37 = params_124 = None
        getitem_230: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_11[0]
        getitem_231: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0" = convolution_backward_11[1]
        getitem_232 = convolution_backward_11[2];  convolution_backward_11 = getitem_232 = None
        detach_60: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_37);  detach_37 = None
        threshold_backward_11: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_230, detach_60, 0);  getitem_230 = detach_60 = None
        native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, convolution_40, params_122, buffers_121, buffers_122, getitem_123, getitem_124, True, 1e-05, [True, True, True]);  threshold_backward_11 = convolution_40 = params_122 = buffers_121 = buffers_122 = getitem_123 = getitem_124 = None
        getitem_233: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_12[0]
        getitem_234: "bf16[256][1]cuda:0" = native_batch_norm_backward_12[1]
        getitem_235: "bf16[256][1]cuda:0" = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
        convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_233, relu__36, params_121, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_233 = relu__36 = params_121 = None
        getitem_236: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = convolution_backward_12[0]
        getitem_237: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0" = convolution_backward_12[1]
        getitem_238 = convolution_backward_12[2];  convolution_backward_12 = getitem_238 = None
        add_3: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_9, getitem_236);  threshold_backward_9 = getitem_236 = None
        detach_61: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(detach_36);  detach_36 = None
        threshold_backward_12: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.threshold_backward.default(add_3, detach_61, 0);  add_3 = detach_61 = None
        native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_12, convolution_39, params_119, buffers_118, buffers_119, getitem_120, getitem_121, True, 1e-05, [True, True, True]);  convolution_39 = params_119 = buffers_118 = buffers_119 = getitem_120 = getitem_121 = None
        getitem_239: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_backward_13[0]
        getitem_240: "bf16[1024][1]cuda:0" = native_batch_norm_backward_13[1]
        getitem_241: "bf16[1024][1]cuda:0" = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
        convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_239, relu__35, params_118, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_239 = relu__35 = params_118 = None
        getitem_242: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_13[0]
        getitem_243: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_13[1]
        getitem_244 = convolution_backward_13[2];  convolution_backward_13 = getitem_244 = None
        detach_62: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_35);  detach_35 = None
        threshold_backward_13: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_242, detach_62, 0);  getitem_242 = detach_62 = None
        native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, convolution_38, params_116, buffers_115, buffers_116, getitem_117, getitem_118, True, 1e-05, [True, True, True]);  threshold_backward_13 = convolution_38 = params_116 = buffers_115 = buffers_116 = getitem_117 = getitem_118 = None
        getitem_245: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_14[0]
        getitem_246: "bf16[256][1]cuda:0" = native_batch_norm_backward_14[1]
        getitem_247: "bf16[256][1]cuda:0" = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
        convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_245, relu__34, params_115, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_245 = relu__34 = params_115 = None
        getitem_248: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_14[0]
        getitem_249: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0" = convolution_backward_14[1]
        getitem_250 = convolution_backward_14[2];  convolution_backward_14 = getitem_250 = None
        detach_63: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_34);  detach_34 = None
        threshold_backward_14: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_248, detach_63, 0);  getitem_248 = detach_63 = None
        native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_14, convolution_37, params_113, buffers_112, buffers_113, getitem_114, getitem_115, True, 1e-05, [True, True, True]);  threshold_backward_14 = convolution_37 = params_113 = buffers_112 = buffers_113 = getitem_114 = getitem_115 = None
        getitem_251: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_15[0]
        getitem_252: "bf16[256][1]cuda:0" = native_batch_norm_backward_15[1]
        getitem_253: "bf16[256][1]cuda:0" = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None
        convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_251, relu__33, params_112, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_251 = relu__33 = params_112 = None
        getitem_254: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = convolution_backward_15[0]
        getitem_255: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0" = convolution_backward_15[1]
        getitem_256 = convolution_backward_15[2];  convolution_backward_15 = getitem_256 = None
        add_4: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_12, getitem_254);  threshold_backward_12 = getitem_254 = None
        detach_64: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(detach_33);  detach_33 = None
        threshold_backward_15: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.threshold_backward.default(add_4, detach_64, 0);  add_4 = detach_64 = None
        native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_15, convolution_36, params_110, buffers_109, buffers_110, getitem_111, getitem_112, True, 1e-05, [True, True, True]);  convolution_36 = params_110 = buffers_109 = buffers_110 = getitem_111 = getitem_112 = None
        getitem_257: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_backward_16[0]
        getitem_258: "bf16[1024][1]cuda:0" = native_batch_norm_backward_16[1]
        getitem_259: "bf16[1024][1]cuda:0" = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None
        convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_257, relu__32, params_109, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_257 = relu__32 = params_109 = None
        getitem_260: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_16[0]
        getitem_261: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_16[1]
        getitem_262 = convolution_backward_16[2];  convolution_backward_16 = getitem_262 = None
        detach_65: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_32);  detach_32 = None
        threshold_backward_16: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_260, detach_65, 0);  getitem_260 = detach_65 = None
        native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_16, convolution_35, params_107, buffers_106, buffers_107, getitem_108, getitem_109, True, 1e-05, [True, True, True]);  threshold_backward_16 = convolution_35 = params_107 = buffers_106 = buffers_107 = getitem_108 = getitem_109 = None
        getitem_263: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_17[0]
        getitem_264: "bf16[256][1]cuda:0" = native_batch_norm_backward_17[1]
        getitem_265: "bf16[256][1]cuda:0" = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None
        convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_263, relu__31, params_106, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_263 = relu__31 = params_106 = None
        getitem_266: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_17[0]
        getitem_267: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0" = convolution_backward_17[1]
        getitem_268 = convolution_backward_17[2];  convolution_backward_17 = getitem_268 = None
        detach_66: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_31);  detach_31 = None
        threshold_backward_17: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_266, detach_66, 0);  getitem_266 = detach_66 = None
        native_batch_norm_backward_18 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_17, convolution_34, params_104, buffers_103, buffers_104, getitem_105, getitem_106, True, 1e-05, [True, True, True]);  threshold_backward_17 = convolution_34 = params_104 = buffers_103 = buffers_104 = getitem_105 = getitem_106 = None
        getitem_269: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_18[0]
        getitem_270: "bf16[256][1]cuda:0" = native_batch_norm_backward_18[1]
        getitem_271: "bf16[256][1]cuda:0" = native_batch_norm_backward_18[2];  native_batch_norm_backward_18 = None
        convolution_backward_18 = torch.ops.aten.convolution_backward.default(getitem_269, relu__30, params_103, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_269 = relu__30 = params_103 = None
        getitem_272: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = convolution_backward_18[0]
        getitem_273: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0" = convolution_backward_18[1]
        getitem_274 = convolution_backward_18[2];  convolution_backward_18 = getitem_274 = None
        add_5: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_15, getitem_272);  threshold_backward_15 = getitem_272 = None
        detach_67: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(detach_30);  detach_30 = None
        threshold_backward_18: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.threshold_backward.default(add_5, detach_67, 0);  add_5 = detach_67 = None
        native_batch_norm_backward_19 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_18, convolution_33, params_101, buffers_100, buffers_101, getitem_102, getitem_103, True, 1e-05, [True, True, True]);  convolution_33 = params_101 = buffers_100 = buffers_101 = getitem_102 = getitem_103 = None
        getitem_275: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_backward_19[0]
        getitem_276: "bf16[1024][1]cuda:0" = native_batch_norm_backward_19[1]
        getitem_277: "bf16[1024][1]cuda:0" = native_batch_norm_backward_19[2];  native_batch_norm_backward_19 = None
        convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_275, relu__29, params_100, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_275 = relu__29 = params_100 = None
        getitem_278: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_19[0]
        getitem_279: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_19[1]
        getitem_280 = convolution_backward_19[2];  convolution_backward_19 = getitem_280 = None
        detach_68: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_29);  detach_29 = None
        threshold_backward_19: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_278, detach_68, 0);  getitem_278 = detach_68 = None
        native_batch_norm_backward_20 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_19, convolution_32, params_98, buffers_97, buffers_98, getitem_99, getitem_100, True, 1e-05, [True, True, True]);  threshold_backward_19 = convolution_32 = params_98 = buffers_97 = buffers_98 = getitem_99 = getitem_100 = None
        getitem_281: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_20[0]
        getitem_282: "bf16[256][1]cuda:0" = native_batch_norm_backward_20[1]
        getitem_283: "bf16[256][1]cuda:0" = native_batch_norm_backward_20[2];  native_batch_norm_backward_20 = None
        convolution_backward_20 = torch.ops.aten.convolution_backward.default(getitem_281, relu__28, params_97, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_281 = relu__28 = params_97 = None
        getitem_284: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_20[0]
        getitem_285: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0" = convolution_backward_20[1]
        getitem_286 = convolution_backward_20[2];  convolution_backward_20 = getitem_286 = None
        detach_69: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_28);  detach_28 = None
        threshold_backward_20: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_284, detach_69, 0);  getitem_284 = detach_69 = None
        native_batch_norm_backward_21 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_20, convolution_31, params_95, buffers_94, buffers_95, getitem_96, getitem_97, True, 1e-05, [True, True, True]);  threshold_backward_20 = convolution_31 = params_95 = buffers_94 = buffers_95 = getitem_96 = getitem_97 = None
        getitem_287: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_21[0]
        getitem_288: "bf16[256][1]cuda:0" = native_batch_norm_backward_21[1]
        getitem_289: "bf16[256][1]cuda:0" = native_batch_norm_backward_21[2];  native_batch_norm_backward_21 = None
        convolution_backward_21 = torch.ops.aten.convolution_backward.default(getitem_287, relu__27, params_94, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_287 = relu__27 = params_94 = None
        getitem_290: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = convolution_backward_21[0]
        getitem_291: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0" = convolution_backward_21[1]
        getitem_292 = convolution_backward_21[2];  convolution_backward_21 = getitem_292 = None
        add_6: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_18, getitem_290);  threshold_backward_18 = getitem_290 = None
        detach_70: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(detach_27);  detach_27 = None
        threshold_backward_21: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.threshold_backward.default(add_6, detach_70, 0);  add_6 = detach_70 = None
        native_batch_norm_backward_22 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_21, convolution_30, params_92, buffers_91, buffers_92, getitem_93, getitem_94, True, 1e-05, [True, True, True]);  convolution_30 = params_92 = buffers_91 = buffers_92 = getitem_93 = getitem_94 = None
        getitem_293: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_backward_22[0]
        getitem_294: "bf16[1024][1]cuda:0" = native_batch_norm_backward_22[1]
        getitem_295: "bf16[1024][1]cuda:0" = native_batch_norm_backward_22[2];  native_batch_norm_backward_22 = None
        convolution_backward_22 = torch.ops.aten.convolution_backward.default(getitem_293, relu__26, params_91, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_293 = relu__26 = params_91 = None
        getitem_296: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_22[0]
        getitem_297: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_22[1]
        getitem_298 = convolution_backward_22[2];  convolution_backward_22 = getitem_298 = None
        detach_71: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_26);  detach_26 = None
        threshold_backward_22: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_296, detach_71, 0);  getitem_296 = detach_71 = None
        native_batch_norm_backward_23 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_22, convolution_29, params_89, buffers_88, buffers_89, getitem_90, getitem_91, True, 1e-05, [True, True, True]);  threshold_backward_22 = convolution_29 = params_89 = buffers_88 = buffers_89 = getitem_90 = getitem_91 = None
        getitem_299: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_23[0]
        getitem_300: "bf16[256][1]cuda:0" = native_batch_norm_backward_23[1]
        getitem_301: "bf16[256][1]cuda:0" = native_batch_norm_backward_23[2];  native_batch_norm_backward_23 = None
        convolution_backward_23 = torch.ops.aten.convolution_backward.default(getitem_299, relu__25, params_88, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_299 = relu__25 = params_88 = None
        getitem_302: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_23[0]
        getitem_303: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0" = convolution_backward_23[1]
        getitem_304 = convolution_backward_23[2];  convolution_backward_23 = getitem_304 = None
        detach_72: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_25);  detach_25 = None
        threshold_backward_23: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_302, detach_72, 0);  getitem_302 = detach_72 = None
        native_batch_norm_backward_24 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_23, convolution_28, params_86, buffers_85, buffers_86, getitem_87, getitem_88, True, 1e-05, [True, True, True]);  threshold_backward_23 = convolution_28 = params_86 = buffers_85 = buffers_86 = getitem_87 = getitem_88 = None
        getitem_305: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_24[0]
        getitem_306: "bf16[256][1]cuda:0" = native_batch_norm_backward_24[1]
        getitem_307: "bf16[256][1]cuda:0" = native_batch_norm_backward_24[2];  native_batch_norm_backward_24 = None
        convolution_backward_24 = torch.ops.aten.convolution_backward.default(getitem_305, relu__24, params_85, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_305 = relu__24 = params_85 = None
        getitem_308: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = convolution_backward_24[0]
        getitem_309: "bf16[256, 1024, 1, 1][1024, 1, 1024, 1024]cuda:0" = convolution_backward_24[1]
        getitem_310 = convolution_backward_24[2];  convolution_backward_24 = getitem_310 = None
        add_7: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_21, getitem_308);  threshold_backward_21 = getitem_308 = None
        detach_73: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.detach.default(detach_24);  detach_24 = None
        threshold_backward_24: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = torch.ops.aten.threshold_backward.default(add_7, detach_73, 0);  add_7 = detach_73 = None
        native_batch_norm_backward_25 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_24, convolution_27, params_83, buffers_82, buffers_83, getitem_84, getitem_85, True, 1e-05, [True, True, True]);  convolution_27 = params_83 = buffers_82 = buffers_83 = getitem_84 = getitem_85 = None
        getitem_311: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_backward_25[0]
        getitem_312: "bf16[1024][1]cuda:0" = native_batch_norm_backward_25[1]
        getitem_313: "bf16[1024][1]cuda:0" = native_batch_norm_backward_25[2];  native_batch_norm_backward_25 = None
        convolution_backward_25 = torch.ops.aten.convolution_backward.default(getitem_311, relu__21, params_82, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_311 = params_82 = None
        getitem_314: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = convolution_backward_25[0]
        getitem_315: "bf16[1024, 512, 1, 1][512, 1, 512, 512]cuda:0" = convolution_backward_25[1]
        getitem_316 = convolution_backward_25[2];  convolution_backward_25 = getitem_316 = None
        native_batch_norm_backward_26 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_24, convolution_26, params_80, buffers_79, buffers_80, getitem_81, getitem_82, True, 1e-05, [True, True, True]);  threshold_backward_24 = convolution_26 = params_80 = buffers_79 = buffers_80 = getitem_81 = getitem_82 = None
        getitem_317: "bf16[128, 1024, 14, 14][200704, 1, 14336, 1024]cuda:0" = native_batch_norm_backward_26[0]
        getitem_318: "bf16[1024][1]cuda:0" = native_batch_norm_backward_26[1]
        getitem_319: "bf16[1024][1]cuda:0" = native_batch_norm_backward_26[2];  native_batch_norm_backward_26 = None
        convolution_backward_26 = torch.ops.aten.convolution_backward.default(getitem_317, relu__23, params_79, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_317 = relu__23 = params_79 = None
        getitem_320: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = convolution_backward_26[0]
        getitem_321: "bf16[1024, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_26[1]
        getitem_322 = convolution_backward_26[2];  convolution_backward_26 = getitem_322 = None
        detach_74: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.detach.default(detach_23);  detach_23 = None
        threshold_backward_25: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_320, detach_74, 0);  getitem_320 = detach_74 = None
        native_batch_norm_backward_27 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_25, convolution_25, params_77, buffers_76, buffers_77, getitem_78, getitem_79, True, 1e-05, [True, True, True]);  threshold_backward_25 = convolution_25 = params_77 = buffers_76 = buffers_77 = getitem_78 = getitem_79 = None
        getitem_323: "bf16[128, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = native_batch_norm_backward_27[0]
        getitem_324: "bf16[256][1]cuda:0" = native_batch_norm_backward_27[1]
        getitem_325: "bf16[256][1]cuda:0" = native_batch_norm_backward_27[2];  native_batch_norm_backward_27 = None
        convolution_backward_27 = torch.ops.aten.convolution_backward.default(getitem_323, relu__22, params_76, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_323 = relu__22 = params_76 = None
        getitem_326: "bf16[128, 256, 28, 28][200704, 1, 7168, 256]cuda:0" = convolution_backward_27[0]
        getitem_327: "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0" = convolution_backward_27[1]
        getitem_328 = convolution_backward_27[2];  convolution_backward_27 = getitem_328 = None
        detach_75: "bf16[128, 256, 28, 28][200704, 1, 7168, 256]cuda:0" = torch.ops.aten.detach.default(detach_22);  detach_22 = None
        threshold_backward_26: "bf16[128, 256, 28, 28][200704, 1, 7168, 256]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_326, detach_75, 0);  getitem_326 = detach_75 = None
        native_batch_norm_backward_28 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_26, convolution_24, params_74, buffers_73, buffers_74, getitem_75, getitem_76, True, 1e-05, [True, True, True]);  threshold_backward_26 = convolution_24 = params_74 = buffers_73 = buffers_74 = getitem_75 = getitem_76 = None
        getitem_329: "bf16[128, 256, 28, 28][200704, 1, 7168, 256]cuda:0" = native_batch_norm_backward_28[0]
        getitem_330: "bf16[256][1]cuda:0" = native_batch_norm_backward_28[1]
        getitem_331: "bf16[256][1]cuda:0" = native_batch_norm_backward_28[2];  native_batch_norm_backward_28 = None
        convolution_backward_28 = torch.ops.aten.convolution_backward.default(getitem_329, relu__21, params_73, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_329 = relu__21 = params_73 = None
        getitem_332: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = convolution_backward_28[0]
        getitem_333: "bf16[256, 512, 1, 1][512, 1, 512, 512]cuda:0" = convolution_backward_28[1]
        getitem_334 = convolution_backward_28[2];  convolution_backward_28 = getitem_334 = None
        add_8: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.add.Tensor(getitem_314, getitem_332);  getitem_314 = getitem_332 = None
        detach_76: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.detach.default(detach_21);  detach_21 = None
        threshold_backward_27: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.threshold_backward.default(add_8, detach_76, 0);  add_8 = detach_76 = None
        native_batch_norm_backward_29 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_27, convolution_23, params_71, buffers_70, buffers_71, getitem_72, getitem_73, True, 1e-05, [True, True, True]);  convolution_23 = params_71 = buffers_70 = buffers_71 = getitem_72 = getitem_73 = None
        getitem_335: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_backward_29[0]
        getitem_336: "bf16[512][1]cuda:0" = native_batch_norm_backward_29[1]
        getitem_337: "bf16[512][1]cuda:0" = native_batch_norm_backward_29[2];  native_batch_norm_backward_29 = None
        convolution_backward_29 = torch.ops.aten.convolution_backward.default(getitem_335, relu__20, params_70, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_335 = relu__20 = params_70 = None
        getitem_338: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = convolution_backward_29[0]
        getitem_339: "bf16[512, 128, 1, 1][128, 1, 128, 128]cuda:0" = convolution_backward_29[1]
        getitem_340 = convolution_backward_29[2];  convolution_backward_29 = getitem_340 = None
        detach_77: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(detach_20);  detach_20 = None
        threshold_backward_28: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_338, detach_77, 0);  getitem_338 = detach_77 = None
        native_batch_norm_backward_30 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_28, convolution_22, params_68, buffers_67, buffers_68, getitem_69, getitem_70, True, 1e-05, [True, True, True]);  threshold_backward_28 = convolution_22 = params_68 = buffers_67 = buffers_68 = getitem_69 = getitem_70 = None
        getitem_341: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_backward_30[0]
        getitem_342: "bf16[128][1]cuda:0" = native_batch_norm_backward_30[1]
        getitem_343: "bf16[128][1]cuda:0" = native_batch_norm_backward_30[2];  native_batch_norm_backward_30 = None
        convolution_backward_30 = torch.ops.aten.convolution_backward.default(getitem_341, relu__19, params_67, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_341 = relu__19 = params_67 = None
        getitem_344: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = convolution_backward_30[0]
        getitem_345: "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0" = convolution_backward_30[1]
        getitem_346 = convolution_backward_30[2];  convolution_backward_30 = getitem_346 = None
        detach_78: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(detach_19);  detach_19 = None
        threshold_backward_29: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_344, detach_78, 0);  getitem_344 = detach_78 = None
        native_batch_norm_backward_31 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_29, convolution_21, params_65, buffers_64, buffers_65, getitem_66, getitem_67, True, 1e-05, [True, True, True]);  threshold_backward_29 = convolution_21 = params_65 = buffers_64 = buffers_65 = getitem_66 = getitem_67 = None
        getitem_347: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_backward_31[0]
        getitem_348: "bf16[128][1]cuda:0" = native_batch_norm_backward_31[1]
        getitem_349: "bf16[128][1]cuda:0" = native_batch_norm_backward_31[2];  native_batch_norm_backward_31 = None
        convolution_backward_31 = torch.ops.aten.convolution_backward.default(getitem_347, relu__18, params_64, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_347 = relu__18 = params_64 = None
        getitem_350: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = convolution_backward_31[0]
        getitem_351: "bf16[128, 512, 1, 1][512, 1, 512, 512]cuda:0" = convolution_backward_31[1]
        getitem_352 = convolution_backward_31[2];  convolution_backward_31 = getitem_352 = None
        add_9: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_27, getitem_350);  threshold_backward_27 = getitem_350 = None
        detach_79: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.detach.default(detach_18);  detach_18 = None
        threshold_backward_30: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.threshold_backward.default(add_9, detach_79, 0);  add_9 = detach_79 = None
        native_batch_norm_backward_32 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_30, convolution_20, params_62, buffers_61, buffers_62, getitem_63, getitem_64, True, 1e-05, [True, True, True]);  convolution_20 = params_62 = buffers_61 = buffers_62 = getitem_63 = getitem_64 = None
        getitem_353: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_backward_32[0]
        getitem_354: "bf16[512][1]cuda:0" = native_batch_norm_backward_32[1]
        getitem_355: "bf16[512][1]cuda:0" = native_batch_norm_backward_32[2];  native_batch_norm_backward_32 = None
        convolution_backward_32 = torch.ops.aten.convolution_backward.default(getitem_353, relu__17, params_61, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_353 = relu__17 = params_61 = None
        getitem_356: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = convolution_backward_32[0]
        getitem_357: "bf16[512, 128, 1, 1][128, 1, 128, 128]cuda:0" = convolution_backward_32[1]
        getitem_358 = convolution_backward_32[2];  convolution_backward_32 = getitem_358 = None
        detach_80: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(detach_17);  detach_17 = None
        threshold_backward_31: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_356, detach_80, 0);  getitem_356 = detach_80 = None
        native_batch_norm_backward_33 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_31, convolution_19, params_59, buffers_58, buffers_59, getitem_60, getitem_61, True, 1e-05, [True, True, True]);  threshold_backward_31 = convolution_19 = params_59 = buffers_58 = buffers_59 = getitem_60 = getitem_61 = None
        getitem_359: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_backward_33[0]
        getitem_360: "bf16[128][1]cuda:0" = native_batch_norm_backward_33[1]
        getitem_361: "bf16[128][1]cuda:0" = native_batch_norm_backward_33[2];  native_batch_norm_backward_33 = None
        convolution_backward_33 = torch.ops.aten.convolution_backward.default(getitem_359, relu__16, params_58, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_359 = relu__16 = params_58 = None
        getitem_362: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = convolution_backward_33[0]
        getitem_363: "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0" = convolution_backward_33[1]
        getitem_364 = convolution_backward_33[2];  convolution_backward_33 = getitem_364 = None
        detach_81: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(detach_16);  detach_16 = None
        threshold_backward_32: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_362, detach_81, 0);  getitem_362 = detach_81 = None
        native_batch_norm_backward_34 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_32, convolution_18, params_56, buffers_55, buffers_56, getitem_57, getitem_58, True, 1e-05, [True, True, True]);  threshold_backward_32 = convolution_18 = params_56 = buffers_55 = buffers_56 = getitem_57 = getitem_58 = None
        getitem_365: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_backward_34[0]
        getitem_366: "bf16[128][1]cuda:0" = native_batch_norm_backward_34[1]
        getitem_367: "bf16[128][1]cuda:0" = native_batch_norm_backward_34[2];  native_batch_norm_backward_34 = None
        convolution_backward_34 = torch.ops.aten.convolution_backward.default(getitem_365, relu__15, params_55, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_365 = relu__15 = params_55 = None
        getitem_368: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = convolution_backward_34[0]
        getitem_369: "bf16[128, 512, 1, 1][512, 1, 512, 512]cuda:0" = convolution_backward_34[1]
        getitem_370 = convolution_backward_34[2];  convolution_backward_34 = getitem_370 = None
        add_10: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_30, getitem_368);  threshold_backward_30 = getitem_368 = None
        detach_82: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        threshold_backward_33: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.threshold_backward.default(add_10, detach_82, 0);  add_10 = detach_82 = None
        native_batch_norm_backward_35 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_33, convolution_17, params_53, buffers_52, buffers_53, getitem_54, getitem_55, True, 1e-05, [True, True, True]);  convolution_17 = params_53 = buffers_52 = buffers_53 = getitem_54 = getitem_55 = None
        getitem_371: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_backward_35[0]
        getitem_372: "bf16[512][1]cuda:0" = native_batch_norm_backward_35[1]
        getitem_373: "bf16[512][1]cuda:0" = native_batch_norm_backward_35[2];  native_batch_norm_backward_35 = None
        convolution_backward_35 = torch.ops.aten.convolution_backward.default(getitem_371, relu__14, params_52, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_371 = relu__14 = params_52 = None
        getitem_374: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = convolution_backward_35[0]
        getitem_375: "bf16[512, 128, 1, 1][128, 1, 128, 128]cuda:0" = convolution_backward_35[1]
        getitem_376 = convolution_backward_35[2];  convolution_backward_35 = getitem_376 = None
        detach_83: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        threshold_backward_34: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_374, detach_83, 0);  getitem_374 = detach_83 = None
        native_batch_norm_backward_36 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_34, convolution_16, params_50, buffers_49, buffers_50, getitem_51, getitem_52, True, 1e-05, [True, True, True]);  threshold_backward_34 = convolution_16 = params_50 = buffers_49 = buffers_50 = getitem_51 = getitem_52 = None
        getitem_377: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_backward_36[0]
        getitem_378: "bf16[128][1]cuda:0" = native_batch_norm_backward_36[1]
        getitem_379: "bf16[128][1]cuda:0" = native_batch_norm_backward_36[2];  native_batch_norm_backward_36 = None
        convolution_backward_36 = torch.ops.aten.convolution_backward.default(getitem_377, relu__13, params_49, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_377 = relu__13 = params_49 = None
        getitem_380: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = convolution_backward_36[0]
        getitem_381: "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0" = convolution_backward_36[1]
        getitem_382 = convolution_backward_36[2];  convolution_backward_36 = getitem_382 = None
        detach_84: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        threshold_backward_35: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_380, detach_84, 0);  getitem_380 = detach_84 = None
        native_batch_norm_backward_37 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_35, convolution_15, params_47, buffers_46, buffers_47, getitem_48, getitem_49, True, 1e-05, [True, True, True]);  threshold_backward_35 = convolution_15 = params_47 = buffers_46 = buffers_47 = getitem_48 = getitem_49 = None
        getitem_383: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_backward_37[0]
        getitem_384: "bf16[128][1]cuda:0" = native_batch_norm_backward_37[1]
        getitem_385: "bf16[128][1]cuda:0" = native_batch_norm_backward_37[2];  native_batch_norm_backward_37 = None
        convolution_backward_37 = torch.ops.aten.convolution_backward.default(getitem_383, relu__12, params_46, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_383 = relu__12 = params_46 = None
        getitem_386: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = convolution_backward_37[0]
        getitem_387: "bf16[128, 512, 1, 1][512, 1, 512, 512]cuda:0" = convolution_backward_37[1]
        getitem_388 = convolution_backward_37[2];  convolution_backward_37 = getitem_388 = None
        add_11: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_33, getitem_386);  threshold_backward_33 = getitem_386 = None
        detach_85: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        threshold_backward_36: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = torch.ops.aten.threshold_backward.default(add_11, detach_85, 0);  add_11 = detach_85 = None
        native_batch_norm_backward_38 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_36, convolution_14, params_44, buffers_43, buffers_44, getitem_45, getitem_46, True, 1e-05, [True, True, True]);  convolution_14 = params_44 = buffers_43 = buffers_44 = getitem_45 = getitem_46 = None
        getitem_389: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_backward_38[0]
        getitem_390: "bf16[512][1]cuda:0" = native_batch_norm_backward_38[1]
        getitem_391: "bf16[512][1]cuda:0" = native_batch_norm_backward_38[2];  native_batch_norm_backward_38 = None
        convolution_backward_38 = torch.ops.aten.convolution_backward.default(getitem_389, relu__9, params_43, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_389 = params_43 = None
        getitem_392: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = convolution_backward_38[0]
        getitem_393: "bf16[512, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_38[1]
        getitem_394 = convolution_backward_38[2];  convolution_backward_38 = getitem_394 = None
        native_batch_norm_backward_39 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_36, convolution_13, params_41, buffers_40, buffers_41, getitem_42, getitem_43, True, 1e-05, [True, True, True]);  threshold_backward_36 = convolution_13 = params_41 = buffers_40 = buffers_41 = getitem_42 = getitem_43 = None
        getitem_395: "bf16[128, 512, 28, 28][401408, 1, 14336, 512]cuda:0" = native_batch_norm_backward_39[0]
        getitem_396: "bf16[512][1]cuda:0" = native_batch_norm_backward_39[1]
        getitem_397: "bf16[512][1]cuda:0" = native_batch_norm_backward_39[2];  native_batch_norm_backward_39 = None
        convolution_backward_39 = torch.ops.aten.convolution_backward.default(getitem_395, relu__11, params_40, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_395 = relu__11 = params_40 = None
        getitem_398: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = convolution_backward_39[0]
        getitem_399: "bf16[512, 128, 1, 1][128, 1, 128, 128]cuda:0" = convolution_backward_39[1]
        getitem_400 = convolution_backward_39[2];  convolution_backward_39 = getitem_400 = None
        detach_86: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        threshold_backward_37: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_398, detach_86, 0);  getitem_398 = detach_86 = None
        native_batch_norm_backward_40 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_37, convolution_12, params_38, buffers_37, buffers_38, getitem_39, getitem_40, True, 1e-05, [True, True, True]);  threshold_backward_37 = convolution_12 = params_38 = buffers_37 = buffers_38 = getitem_39 = getitem_40 = None
        getitem_401: "bf16[128, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = native_batch_norm_backward_40[0]
        getitem_402: "bf16[128][1]cuda:0" = native_batch_norm_backward_40[1]
        getitem_403: "bf16[128][1]cuda:0" = native_batch_norm_backward_40[2];  native_batch_norm_backward_40 = None
        convolution_backward_40 = torch.ops.aten.convolution_backward.default(getitem_401, relu__10, params_37, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_401 = relu__10 = params_37 = None
        getitem_404: "bf16[128, 128, 56, 56][401408, 1, 7168, 128]cuda:0" = convolution_backward_40[0]
        getitem_405: "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0" = convolution_backward_40[1]
        getitem_406 = convolution_backward_40[2];  convolution_backward_40 = getitem_406 = None
        detach_87: "bf16[128, 128, 56, 56][401408, 1, 7168, 128]cuda:0" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        threshold_backward_38: "bf16[128, 128, 56, 56][401408, 1, 7168, 128]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_404, detach_87, 0);  getitem_404 = detach_87 = None
        native_batch_norm_backward_41 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_38, convolution_11, params_35, buffers_34, buffers_35, getitem_36, getitem_37, True, 1e-05, [True, True, True]);  threshold_backward_38 = convolution_11 = params_35 = buffers_34 = buffers_35 = getitem_36 = getitem_37 = None
        getitem_407: "bf16[128, 128, 56, 56][401408, 1, 7168, 128]cuda:0" = native_batch_norm_backward_41[0]
        getitem_408: "bf16[128][1]cuda:0" = native_batch_norm_backward_41[1]
        getitem_409: "bf16[128][1]cuda:0" = native_batch_norm_backward_41[2];  native_batch_norm_backward_41 = None
        convolution_backward_41 = torch.ops.aten.convolution_backward.default(getitem_407, relu__9, params_34, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_407 = relu__9 = params_34 = None
        getitem_410: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = convolution_backward_41[0]
        getitem_411: "bf16[128, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_41[1]
        getitem_412 = convolution_backward_41[2];  convolution_backward_41 = getitem_412 = None
        add_12: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.add.Tensor(getitem_392, getitem_410);  getitem_392 = getitem_410 = None
        detach_88: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        threshold_backward_39: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.threshold_backward.default(add_12, detach_88, 0);  add_12 = detach_88 = None
        native_batch_norm_backward_42 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_39, convolution_10, params_32, buffers_31, buffers_32, getitem_33, getitem_34, True, 1e-05, [True, True, True]);  convolution_10 = params_32 = buffers_31 = buffers_32 = getitem_33 = getitem_34 = None
        getitem_413: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = native_batch_norm_backward_42[0]
        getitem_414: "bf16[256][1]cuda:0" = native_batch_norm_backward_42[1]
        getitem_415: "bf16[256][1]cuda:0" = native_batch_norm_backward_42[2];  native_batch_norm_backward_42 = None
        convolution_backward_42 = torch.ops.aten.convolution_backward.default(getitem_413, relu__8, params_31, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_413 = relu__8 = params_31 = None
        getitem_416: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = convolution_backward_42[0]
        getitem_417: "bf16[256, 64, 1, 1][64, 1, 64, 64]cuda:0" = convolution_backward_42[1]
        getitem_418 = convolution_backward_42[2];  convolution_backward_42 = getitem_418 = None
        detach_89: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        threshold_backward_40: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_416, detach_89, 0);  getitem_416 = detach_89 = None
        native_batch_norm_backward_43 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_40, convolution_9, params_29, buffers_28, buffers_29, getitem_30, getitem_31, True, 1e-05, [True, True, True]);  threshold_backward_40 = convolution_9 = params_29 = buffers_28 = buffers_29 = getitem_30 = getitem_31 = None
        getitem_419: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_backward_43[0]
        getitem_420: "bf16[64][1]cuda:0" = native_batch_norm_backward_43[1]
        getitem_421: "bf16[64][1]cuda:0" = native_batch_norm_backward_43[2];  native_batch_norm_backward_43 = None
        convolution_backward_43 = torch.ops.aten.convolution_backward.default(getitem_419, relu__7, params_28, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_419 = relu__7 = params_28 = None
        getitem_422: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = convolution_backward_43[0]
        getitem_423: "bf16[64, 64, 3, 3][576, 1, 192, 64]cuda:0" = convolution_backward_43[1]
        getitem_424 = convolution_backward_43[2];  convolution_backward_43 = getitem_424 = None
        detach_90: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        threshold_backward_41: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_422, detach_90, 0);  getitem_422 = detach_90 = None
        native_batch_norm_backward_44 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_41, convolution_8, params_26, buffers_25, buffers_26, getitem_27, getitem_28, True, 1e-05, [True, True, True]);  threshold_backward_41 = convolution_8 = params_26 = buffers_25 = buffers_26 = getitem_27 = getitem_28 = None
        getitem_425: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_backward_44[0]
        getitem_426: "bf16[64][1]cuda:0" = native_batch_norm_backward_44[1]
        getitem_427: "bf16[64][1]cuda:0" = native_batch_norm_backward_44[2];  native_batch_norm_backward_44 = None
        convolution_backward_44 = torch.ops.aten.convolution_backward.default(getitem_425, relu__6, params_25, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_425 = relu__6 = params_25 = None
        getitem_428: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = convolution_backward_44[0]
        getitem_429: "bf16[64, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_44[1]
        getitem_430 = convolution_backward_44[2];  convolution_backward_44 = getitem_430 = None
        add_13: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_39, getitem_428);  threshold_backward_39 = getitem_428 = None
        detach_91: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        threshold_backward_42: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.threshold_backward.default(add_13, detach_91, 0);  add_13 = detach_91 = None
        native_batch_norm_backward_45 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_42, convolution_7, params_23, buffers_22, buffers_23, getitem_24, getitem_25, True, 1e-05, [True, True, True]);  convolution_7 = params_23 = buffers_22 = buffers_23 = getitem_24 = getitem_25 = None
        getitem_431: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = native_batch_norm_backward_45[0]
        getitem_432: "bf16[256][1]cuda:0" = native_batch_norm_backward_45[1]
        getitem_433: "bf16[256][1]cuda:0" = native_batch_norm_backward_45[2];  native_batch_norm_backward_45 = None
        convolution_backward_45 = torch.ops.aten.convolution_backward.default(getitem_431, relu__5, params_22, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_431 = relu__5 = params_22 = None
        getitem_434: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = convolution_backward_45[0]
        getitem_435: "bf16[256, 64, 1, 1][64, 1, 64, 64]cuda:0" = convolution_backward_45[1]
        getitem_436 = convolution_backward_45[2];  convolution_backward_45 = getitem_436 = None
        detach_92: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        threshold_backward_43: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_434, detach_92, 0);  getitem_434 = detach_92 = None
        native_batch_norm_backward_46 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_43, convolution_6, params_20, buffers_19, buffers_20, getitem_21, getitem_22, True, 1e-05, [True, True, True]);  threshold_backward_43 = convolution_6 = params_20 = buffers_19 = buffers_20 = getitem_21 = getitem_22 = None
        getitem_437: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_backward_46[0]
        getitem_438: "bf16[64][1]cuda:0" = native_batch_norm_backward_46[1]
        getitem_439: "bf16[64][1]cuda:0" = native_batch_norm_backward_46[2];  native_batch_norm_backward_46 = None
        convolution_backward_46 = torch.ops.aten.convolution_backward.default(getitem_437, relu__4, params_19, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_437 = relu__4 = params_19 = None
        getitem_440: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = convolution_backward_46[0]
        getitem_441: "bf16[64, 64, 3, 3][576, 1, 192, 64]cuda:0" = convolution_backward_46[1]
        getitem_442 = convolution_backward_46[2];  convolution_backward_46 = getitem_442 = None
        detach_93: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        threshold_backward_44: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_440, detach_93, 0);  getitem_440 = detach_93 = None
        native_batch_norm_backward_47 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_44, convolution_5, params_17, buffers_16, buffers_17, getitem_18, getitem_19, True, 1e-05, [True, True, True]);  threshold_backward_44 = convolution_5 = params_17 = buffers_16 = buffers_17 = getitem_18 = getitem_19 = None
        getitem_443: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_backward_47[0]
        getitem_444: "bf16[64][1]cuda:0" = native_batch_norm_backward_47[1]
        getitem_445: "bf16[64][1]cuda:0" = native_batch_norm_backward_47[2];  native_batch_norm_backward_47 = None
        convolution_backward_47 = torch.ops.aten.convolution_backward.default(getitem_443, relu__3, params_16, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_443 = relu__3 = params_16 = None
        getitem_446: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = convolution_backward_47[0]
        getitem_447: "bf16[64, 256, 1, 1][256, 1, 256, 256]cuda:0" = convolution_backward_47[1]
        getitem_448 = convolution_backward_47[2];  convolution_backward_47 = getitem_448 = None
        add_14: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.add.Tensor(threshold_backward_42, getitem_446);  threshold_backward_42 = getitem_446 = None
        detach_94: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        threshold_backward_45: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = torch.ops.aten.threshold_backward.default(add_14, detach_94, 0);  add_14 = detach_94 = None
        native_batch_norm_backward_48 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_45, convolution_4, params_14, buffers_13, buffers_14, getitem_15, getitem_16, True, 1e-05, [True, True, True]);  convolution_4 = params_14 = buffers_13 = buffers_14 = getitem_15 = getitem_16 = None
        getitem_449: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = native_batch_norm_backward_48[0]
        getitem_450: "bf16[256][1]cuda:0" = native_batch_norm_backward_48[1]
        getitem_451: "bf16[256][1]cuda:0" = native_batch_norm_backward_48[2];  native_batch_norm_backward_48 = None
        convolution_backward_48 = torch.ops.aten.convolution_backward.default(getitem_449, getitem_3, params_13, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_449 = params_13 = None
        getitem_452: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = convolution_backward_48[0]
        getitem_453: "bf16[256, 64, 1, 1][64, 1, 64, 64]cuda:0" = convolution_backward_48[1]
        getitem_454 = convolution_backward_48[2];  convolution_backward_48 = getitem_454 = None
        native_batch_norm_backward_49 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_45, convolution_3, params_11, buffers_10, buffers_11, getitem_12, getitem_13, True, 1e-05, [True, True, True]);  threshold_backward_45 = convolution_3 = params_11 = buffers_10 = buffers_11 = getitem_12 = getitem_13 = None
        getitem_455: "bf16[128, 256, 56, 56][802816, 1, 14336, 256]cuda:0" = native_batch_norm_backward_49[0]
        getitem_456: "bf16[256][1]cuda:0" = native_batch_norm_backward_49[1]
        getitem_457: "bf16[256][1]cuda:0" = native_batch_norm_backward_49[2];  native_batch_norm_backward_49 = None
        convolution_backward_49 = torch.ops.aten.convolution_backward.default(getitem_455, relu__2, params_10, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_455 = relu__2 = params_10 = None
        getitem_458: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = convolution_backward_49[0]
        getitem_459: "bf16[256, 64, 1, 1][64, 1, 64, 64]cuda:0" = convolution_backward_49[1]
        getitem_460 = convolution_backward_49[2];  convolution_backward_49 = getitem_460 = None
        detach_95: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward_46: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_458, detach_95, 0);  getitem_458 = detach_95 = None
        native_batch_norm_backward_50 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_46, convolution_2, params_8, buffers_7, buffers_8, getitem_9, getitem_10, True, 1e-05, [True, True, True]);  threshold_backward_46 = convolution_2 = params_8 = buffers_7 = buffers_8 = getitem_9 = getitem_10 = None
        getitem_461: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_backward_50[0]
        getitem_462: "bf16[64][1]cuda:0" = native_batch_norm_backward_50[1]
        getitem_463: "bf16[64][1]cuda:0" = native_batch_norm_backward_50[2];  native_batch_norm_backward_50 = None
        convolution_backward_50 = torch.ops.aten.convolution_backward.default(getitem_461, relu__1, params_7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_461 = relu__1 = params_7 = None
        getitem_464: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = convolution_backward_50[0]
        getitem_465: "bf16[64, 64, 3, 3][576, 1, 192, 64]cuda:0" = convolution_backward_50[1]
        getitem_466 = convolution_backward_50[2];  convolution_backward_50 = getitem_466 = None
        detach_96: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward_47: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.threshold_backward.default(getitem_464, detach_96, 0);  getitem_464 = detach_96 = None
        native_batch_norm_backward_51 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_47, convolution_1, params_5, buffers_4, buffers_5, getitem_6, getitem_7, True, 1e-05, [True, True, True]);  threshold_backward_47 = convolution_1 = params_5 = buffers_4 = buffers_5 = getitem_6 = getitem_7 = None
        getitem_467: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = native_batch_norm_backward_51[0]
        getitem_468: "bf16[64][1]cuda:0" = native_batch_norm_backward_51[1]
        getitem_469: "bf16[64][1]cuda:0" = native_batch_norm_backward_51[2];  native_batch_norm_backward_51 = None
        convolution_backward_51 = torch.ops.aten.convolution_backward.default(getitem_467, getitem_3, params_4, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_467 = getitem_3 = params_4 = None
        getitem_470: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = convolution_backward_51[0]
        getitem_471: "bf16[64, 64, 1, 1][64, 1, 64, 64]cuda:0" = convolution_backward_51[1]
        getitem_472 = convolution_backward_51[2];  convolution_backward_51 = getitem_472 = None
        add_15: "bf16[128, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = torch.ops.aten.add.Tensor(getitem_452, getitem_470);  getitem_452 = getitem_470 = None
        max_pool2d_with_indices_backward: "bf16[128, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = torch.ops.aten.max_pool2d_with_indices_backward.default(add_15, relu_, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem_4);  add_15 = relu_ = getitem_4 = None
        detach_97: "bf16[128, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_48: "bf16[128, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_97, 0);  max_pool2d_with_indices_backward = detach_97 = None
        native_batch_norm_backward_52 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_48, convolution, params_2, buffers_1, buffers_2, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_48 = convolution = params_2 = buffers_1 = buffers_2 = getitem_1 = getitem_2 = None
        getitem_473: "bf16[128, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = native_batch_norm_backward_52[0]
        getitem_474: "bf16[64][1]cuda:0" = native_batch_norm_backward_52[1]
        getitem_475: "bf16[64][1]cuda:0" = native_batch_norm_backward_52[2];  native_batch_norm_backward_52 = None
        convolution_backward_52 = torch.ops.aten.convolution_backward.default(getitem_473, inputs_1, params_1, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_473 = inputs_1 = params_1 = None
        getitem_476 = convolution_backward_52[0];  getitem_476 = None
        getitem_477: "bf16[64, 3, 7, 7][147, 1, 21, 3]cuda:0" = convolution_backward_52[1]
        getitem_478 = convolution_backward_52[2];  convolution_backward_52 = getitem_478 = None
        return pytree.tree_unflatten([mean_1, getitem_477, getitem_474, getitem_475, getitem_471, getitem_468, getitem_469, getitem_465, getitem_462, getitem_463, getitem_459, getitem_456, getitem_457, getitem_453, getitem_450, getitem_451, getitem_447, getitem_444, getitem_445, getitem_441, getitem_438, getitem_439, getitem_435, getitem_432, getitem_433, getitem_429, getitem_426, getitem_427, getitem_423, getitem_420, getitem_421, getitem_417, getitem_414, getitem_415, getitem_411, getitem_408, getitem_409, getitem_405, getitem_402, getitem_403, getitem_399, getitem_396, getitem_397, getitem_393, getitem_390, getitem_391, getitem_387, getitem_384, getitem_385, getitem_381, getitem_378, getitem_379, getitem_375, getitem_372, getitem_373, getitem_369, getitem_366, getitem_367, getitem_363, getitem_360, getitem_361, getitem_357, getitem_354, getitem_355, getitem_351, getitem_348, getitem_349, getitem_345, getitem_342, getitem_343, getitem_339, getitem_336, getitem_337, getitem_333, getitem_330, getitem_331, getitem_327, getitem_324, getitem_325, getitem_321, getitem_318, getitem_319, getitem_315, getitem_312, getitem_313, getitem_309, getitem_306, getitem_307, getitem_303, getitem_300, getitem_301, getitem_297, getitem_294, getitem_295, getitem_291, getitem_288, getitem_289, getitem_285, getitem_282, getitem_283, getitem_279, getitem_276, getitem_277, getitem_273, getitem_270, getitem_271, getitem_267, getitem_264, getitem_265, getitem_261, getitem_258, getitem_259, getitem_255, getitem_252, getitem_253, getitem_249, getitem_246, getitem_247, getitem_243, getitem_240, getitem_241, getitem_237, getitem_234, getitem_235, getitem_231, getitem_228, getitem_229, getitem_225, getitem_222, getitem_223, getitem_219, getitem_216, getitem_217, getitem_213, getitem_210, getitem_211, getitem_207, getitem_204, getitem_205, getitem_201, getitem_198, getitem_199, getitem_195, getitem_192, getitem_193, getitem_189, getitem_186, getitem_187, getitem_183, getitem_180, getitem_181, getitem_177, getitem_174, getitem_175, getitem_171, getitem_168, getitem_169, getitem_165, getitem_162, getitem_163, t_4, view_1], self._out_spec)
