class step(torch.nn.Module):
    def forward(self, params, buffers, inputs):
        params_1: "bf16[1, 1, 1024][1024, 1024, 1]cuda:0"; params_2: "bf16[1024, 3, 16, 16][768, 256, 16, 1]cuda:0"; params_3: "bf16[1024][1]cuda:0"; params_4: "bf16[1, 197, 1024][201728, 1024, 1]cuda:0"; params_5: "bf16[1024][1]cuda:0"; params_6: "bf16[1024][1]cuda:0"; params_7: "bf16[3072, 1024][1024, 1]cuda:0"; params_8: "bf16[3072][1]cuda:0"; params_9: "bf16[1024, 1024][1024, 1]cuda:0"; params_10: "bf16[1024][1]cuda:0"; params_11: "bf16[1024][1]cuda:0"; params_12: "bf16[1024][1]cuda:0"; params_13: "bf16[4096, 1024][1024, 1]cuda:0"; params_14: "bf16[4096][1]cuda:0"; params_15: "bf16[1024, 4096][4096, 1]cuda:0"; params_16: "bf16[1024][1]cuda:0"; params_17: "bf16[1024][1]cuda:0"; params_18: "bf16[1024][1]cuda:0"; params_19: "bf16[3072, 1024][1024, 1]cuda:0"; params_20: "bf16[3072][1]cuda:0"; params_21: "bf16[1024, 1024][1024, 1]cuda:0"; params_22: "bf16[1024][1]cuda:0"; params_23: "bf16[1024][1]cuda:0"; params_24: "bf16[1024][1]cuda:0"; params_25: "bf16[4096, 1024][1024, 1]cuda:0"; params_26: "bf16[4096][1]cuda:0"; params_27: "bf16[1024, 4096][4096, 1]cuda:0"; params_28: "bf16[1024][1]cuda:0"; params_29: "bf16[1024][1]cuda:0"; params_30: "bf16[1024][1]cuda:0"; params_31: "bf16[3072, 1024][1024, 1]cuda:0"; params_32: "bf16[3072][1]cuda:0"; params_33: "bf16[1024, 1024][1024, 1]cuda:0"; params_34: "bf16[1024][1]cuda:0"; params_35: "bf16[1024][1]cuda:0"; params_36: "bf16[1024][1]cuda:0"; params_37: "bf16[4096, 1024][1024, 1]cuda:0"; params_38: "bf16[4096][1]cuda:0"; params_39: "bf16[1024, 4096][4096, 1]cuda:0"; params_40: "bf16[1024][1]cuda:0"; params_41: "bf16[1024][1]cuda:0"; params_42: "bf16[1024][1]cuda:0"; params_43: "bf16[3072, 1024][1024, 1]cuda:0"; params_44: "bf16[3072][1]cuda:0"; params_45: "bf16[1024, 1024][1024, 1]cuda:0"; params_46: "bf16[1024][1]cuda:0"; params_47: "bf16[1024][1]cuda:0"; params_48: "bf16[1024][1]cuda:0"; params_49: "bf16[4096, 1024][1024, 1]cuda:0"; params_50: "bf16[4096][1]cuda:0"; params_51: "bf16[1024, 4096][4096, 1]cuda:0"; params_52: "bf16[1024][1]cuda:0"; params_53: "bf16[1024][1]cuda:0"; params_54: "bf16[1024][1]cuda:0"; params_55: "bf16[3072, 1024][1024, 1]cuda:0"; params_56: "bf16[3072][1]cuda:0"; params_57: "bf16[1024, 1024][1024, 1]cuda:0"; params_58: "bf16[1024][1]cuda:0"; params_59: "bf16[1024][1]cuda:0"; params_60: "bf16[1024][1]cuda:0"; params_61: "bf16[4096, 1024][1024, 1]cuda:0"; params_62: "bf16[4096][1]cuda:0"; params_63: "bf16[1024, 4096][4096, 1]cuda:0"; params_64: "bf16[1024][1]cuda:0"; params_65: "bf16[1024][1]cuda:0"; params_66: "bf16[1024][1]cuda:0"; params_67: "bf16[3072, 1024][1024, 1]cuda:0"; params_68: "bf16[3072][1]cuda:0"; params_69: "bf16[1024, 1024][1024, 1]cuda:0"; params_70: "bf16[1024][1]cuda:0"; params_71: "bf16[1024][1]cuda:0"; params_72: "bf16[1024][1]cuda:0"; params_73: "bf16[4096, 1024][1024, 1]cuda:0"; params_74: "bf16[4096][1]cuda:0"; params_75: "bf16[1024, 4096][4096, 1]cuda:0"; params_76: "bf16[1024][1]cuda:0"; params_77: "bf16[1024][1]cuda:0"; params_78: "bf16[1024][1]cuda:0"; params_79: "bf16[3072, 1024][1024, 1]cuda:0"; params_80: "bf16[3072][1]cuda:0"; params_81: "bf16[1024, 1024][1024, 1]cuda:0"; params_82: "bf16[1024][1]cuda:0"; params_83: "bf16[1024][1]cuda:0"; params_84: "bf16[1024][1]cuda:0"; params_85: "bf16[4096, 1024][1024, 1]cuda:0"; params_86: "bf16[4096][1]cuda:0"; params_87: "bf16[1024, 4096][4096, 1]cuda:0"; params_88: "bf16[1024][1]cuda:0"; params_89: "bf16[1024][1]cuda:0"; params_90: "bf16[1024][1]cuda:0"; params_91: "bf16[3072, 1024][1024, 1]cuda:0"; params_92: "bf16[3072][1]cuda:0"; params_93: "bf16[1024, 1024][1024, 1]cuda:0"; params_94: "bf16[1024][1]cuda:0"; params_95: "bf16[1024][1]cuda:0"; params_96: "bf16[1024][1]cuda:0"; params_97: "bf16[4096, 1024][1024, 1]cuda:0"; params_98: "bf16[4096][1]cuda:0"; params_99: "bf16[1024, 4096][4096, 1]cuda:0"; params_100: "bf16[1024][1]cuda:0"; params_101: "bf16[1024][1]cuda:0"; params_102: "bf16[1024][1]cuda:0"; params_103: "bf16[3072, 1024][1024, 1]cuda:0"; params_104: "bf16[3072][1]cuda:0"; params_105: "bf16[1024, 1024][1024, 1]cuda:0"; params_106: "bf16[1024][1]cuda:0"; params_107: "bf16[1024][1]cuda:0"; params_108: "bf16[1024][1]cuda:0"; params_109: "bf16[4096, 1024][1024, 1]cuda:0"; params_110: "bf16[4096][1]cuda:0"; params_111: "bf16[1024, 4096][4096, 1]cuda:0"; params_112: "bf16[1024][1]cuda:0"; params_113: "bf16[1024][1]cuda:0"; params_114: "bf16[1024][1]cuda:0"; params_115: "bf16[3072, 1024][1024, 1]cuda:0"; params_116: "bf16[3072][1]cuda:0"; params_117: "bf16[1024, 1024][1024, 1]cuda:0"; params_118: "bf16[1024][1]cuda:0"; params_119: "bf16[1024][1]cuda:0"; params_120: "bf16[1024][1]cuda:0"; params_121: "bf16[4096, 1024][1024, 1]cuda:0"; params_122: "bf16[4096][1]cuda:0"; params_123: "bf16[1024, 4096][4096, 1]cuda:0"; params_124: "bf16[1024][1]cuda:0"; params_125: "bf16[1024][1]cuda:0"; params_126: "bf16[1024][1]cuda:0"; params_127: "bf16[3072, 1024][1024, 1]cuda:0"; params_128: "bf16[3072][1]cuda:0"; params_129: "bf16[1024, 1024][1024, 1]cuda:0"; params_130: "bf16[1024][1]cuda:0"; params_131: "bf16[1024][1]cuda:0"; params_132: "bf16[1024][1]cuda:0"; params_133: "bf16[4096, 1024][1024, 1]cuda:0"; params_134: "bf16[4096][1]cuda:0"; params_135: "bf16[1024, 4096][4096, 1]cuda:0"; params_136: "bf16[1024][1]cuda:0"; params_137: "bf16[1024][1]cuda:0"; params_138: "bf16[1024][1]cuda:0"; params_139: "bf16[3072, 1024][1024, 1]cuda:0"; params_140: "bf16[3072][1]cuda:0"; params_141: "bf16[1024, 1024][1024, 1]cuda:0"; params_142: "bf16[1024][1]cuda:0"; params_143: "bf16[1024][1]cuda:0"; params_144: "bf16[1024][1]cuda:0"; params_145: "bf16[4096, 1024][1024, 1]cuda:0"; params_146: "bf16[4096][1]cuda:0"; params_147: "bf16[1024, 4096][4096, 1]cuda:0"; params_148: "bf16[1024][1]cuda:0"; params_149: "bf16[1024][1]cuda:0"; params_150: "bf16[1024][1]cuda:0"; params_151: "bf16[3072, 1024][1024, 1]cuda:0"; params_152: "bf16[3072][1]cuda:0"; params_153: "bf16[1024, 1024][1024, 1]cuda:0"; params_154: "bf16[1024][1]cuda:0"; params_155: "bf16[1024][1]cuda:0"; params_156: "bf16[1024][1]cuda:0"; params_157: "bf16[4096, 1024][1024, 1]cuda:0"; params_158: "bf16[4096][1]cuda:0"; params_159: "bf16[1024, 4096][4096, 1]cuda:0"; params_160: "bf16[1024][1]cuda:0"; params_161: "bf16[1024][1]cuda:0"; params_162: "bf16[1024][1]cuda:0"; params_163: "bf16[3072, 1024][1024, 1]cuda:0"; params_164: "bf16[3072][1]cuda:0"; params_165: "bf16[1024, 1024][1024, 1]cuda:0"; params_166: "bf16[1024][1]cuda:0"; params_167: "bf16[1024][1]cuda:0"; params_168: "bf16[1024][1]cuda:0"; params_169: "bf16[4096, 1024][1024, 1]cuda:0"; params_170: "bf16[4096][1]cuda:0"; params_171: "bf16[1024, 4096][4096, 1]cuda:0"; params_172: "bf16[1024][1]cuda:0"; params_173: "bf16[1024][1]cuda:0"; params_174: "bf16[1024][1]cuda:0"; params_175: "bf16[3072, 1024][1024, 1]cuda:0"; params_176: "bf16[3072][1]cuda:0"; params_177: "bf16[1024, 1024][1024, 1]cuda:0"; params_178: "bf16[1024][1]cuda:0"; params_179: "bf16[1024][1]cuda:0"; params_180: "bf16[1024][1]cuda:0"; params_181: "bf16[4096, 1024][1024, 1]cuda:0"; params_182: "bf16[4096][1]cuda:0"; params_183: "bf16[1024, 4096][4096, 1]cuda:0"; params_184: "bf16[1024][1]cuda:0"; params_185: "bf16[1024][1]cuda:0"; params_186: "bf16[1024][1]cuda:0"; params_187: "bf16[3072, 1024][1024, 1]cuda:0"; params_188: "bf16[3072][1]cuda:0"; params_189: "bf16[1024, 1024][1024, 1]cuda:0"; params_190: "bf16[1024][1]cuda:0"; params_191: "bf16[1024][1]cuda:0"; params_192: "bf16[1024][1]cuda:0"; params_193: "bf16[4096, 1024][1024, 1]cuda:0"; params_194: "bf16[4096][1]cuda:0"; params_195: "bf16[1024, 4096][4096, 1]cuda:0"; params_196: "bf16[1024][1]cuda:0"; params_197: "bf16[1024][1]cuda:0"; params_198: "bf16[1024][1]cuda:0"; params_199: "bf16[3072, 1024][1024, 1]cuda:0"; params_200: "bf16[3072][1]cuda:0"; params_201: "bf16[1024, 1024][1024, 1]cuda:0"; params_202: "bf16[1024][1]cuda:0"; params_203: "bf16[1024][1]cuda:0"; params_204: "bf16[1024][1]cuda:0"; params_205: "bf16[4096, 1024][1024, 1]cuda:0"; params_206: "bf16[4096][1]cuda:0"; params_207: "bf16[1024, 4096][4096, 1]cuda:0"; params_208: "bf16[1024][1]cuda:0"; params_209: "bf16[1024][1]cuda:0"; params_210: "bf16[1024][1]cuda:0"; params_211: "bf16[3072, 1024][1024, 1]cuda:0"; params_212: "bf16[3072][1]cuda:0"; params_213: "bf16[1024, 1024][1024, 1]cuda:0"; params_214: "bf16[1024][1]cuda:0"; params_215: "bf16[1024][1]cuda:0"; params_216: "bf16[1024][1]cuda:0"; params_217: "bf16[4096, 1024][1024, 1]cuda:0"; params_218: "bf16[4096][1]cuda:0"; params_219: "bf16[1024, 4096][4096, 1]cuda:0"; params_220: "bf16[1024][1]cuda:0"; params_221: "bf16[1024][1]cuda:0"; params_222: "bf16[1024][1]cuda:0"; params_223: "bf16[3072, 1024][1024, 1]cuda:0"; params_224: "bf16[3072][1]cuda:0"; params_225: "bf16[1024, 1024][1024, 1]cuda:0"; params_226: "bf16[1024][1]cuda:0"; params_227: "bf16[1024][1]cuda:0"; params_228: "bf16[1024][1]cuda:0"; params_229: "bf16[4096, 1024][1024, 1]cuda:0"; params_230: "bf16[4096][1]cuda:0"; params_231: "bf16[1024, 4096][4096, 1]cuda:0"; params_232: "bf16[1024][1]cuda:0"; params_233: "bf16[1024][1]cuda:0"; params_234: "bf16[1024][1]cuda:0"; params_235: "bf16[3072, 1024][1024, 1]cuda:0"; params_236: "bf16[3072][1]cuda:0"; params_237: "bf16[1024, 1024][1024, 1]cuda:0"; params_238: "bf16[1024][1]cuda:0"; params_239: "bf16[1024][1]cuda:0"; params_240: "bf16[1024][1]cuda:0"; params_241: "bf16[4096, 1024][1024, 1]cuda:0"; params_242: "bf16[4096][1]cuda:0"; params_243: "bf16[1024, 4096][4096, 1]cuda:0"; params_244: "bf16[1024][1]cuda:0"; params_245: "bf16[1024][1]cuda:0"; params_246: "bf16[1024][1]cuda:0"; params_247: "bf16[3072, 1024][1024, 1]cuda:0"; params_248: "bf16[3072][1]cuda:0"; params_249: "bf16[1024, 1024][1024, 1]cuda:0"; params_250: "bf16[1024][1]cuda:0"; params_251: "bf16[1024][1]cuda:0"; params_252: "bf16[1024][1]cuda:0"; params_253: "bf16[4096, 1024][1024, 1]cuda:0"; params_254: "bf16[4096][1]cuda:0"; params_255: "bf16[1024, 4096][4096, 1]cuda:0"; params_256: "bf16[1024][1]cuda:0"; params_257: "bf16[1024][1]cuda:0"; params_258: "bf16[1024][1]cuda:0"; params_259: "bf16[3072, 1024][1024, 1]cuda:0"; params_260: "bf16[3072][1]cuda:0"; params_261: "bf16[1024, 1024][1024, 1]cuda:0"; params_262: "bf16[1024][1]cuda:0"; params_263: "bf16[1024][1]cuda:0"; params_264: "bf16[1024][1]cuda:0"; params_265: "bf16[4096, 1024][1024, 1]cuda:0"; params_266: "bf16[4096][1]cuda:0"; params_267: "bf16[1024, 4096][4096, 1]cuda:0"; params_268: "bf16[1024][1]cuda:0"; params_269: "bf16[1024][1]cuda:0"; params_270: "bf16[1024][1]cuda:0"; params_271: "bf16[3072, 1024][1024, 1]cuda:0"; params_272: "bf16[3072][1]cuda:0"; params_273: "bf16[1024, 1024][1024, 1]cuda:0"; params_274: "bf16[1024][1]cuda:0"; params_275: "bf16[1024][1]cuda:0"; params_276: "bf16[1024][1]cuda:0"; params_277: "bf16[4096, 1024][1024, 1]cuda:0"; params_278: "bf16[4096][1]cuda:0"; params_279: "bf16[1024, 4096][4096, 1]cuda:0"; params_280: "bf16[1024][1]cuda:0"; params_281: "bf16[1024][1]cuda:0"; params_282: "bf16[1024][1]cuda:0"; params_283: "bf16[3072, 1024][1024, 1]cuda:0"; params_284: "bf16[3072][1]cuda:0"; params_285: "bf16[1024, 1024][1024, 1]cuda:0"; params_286: "bf16[1024][1]cuda:0"; params_287: "bf16[1024][1]cuda:0"; params_288: "bf16[1024][1]cuda:0"; params_289: "bf16[4096, 1024][1024, 1]cuda:0"; params_290: "bf16[4096][1]cuda:0"; params_291: "bf16[1024, 4096][4096, 1]cuda:0"; params_292: "bf16[1024][1]cuda:0"; params_293: "bf16[1024][1]cuda:0"; params_294: "bf16[1024][1]cuda:0"; params_295: "bf16[1000, 1024][1024, 1]cuda:0"; params_296: "bf16[1000][1]cuda:0"; inputs_1: "bf16[32, 3, 224, 224][150528, 50176, 224, 1]cuda:0"; 

        params_1, params_2, params_3, params_4, params_5, params_6, params_7, params_8, params_9, params_10, params_11, params_12, params_13, params_14, params_15, params_16, params_17, params_18, params_19, params_20, params_21, params_22, params_23, params_24, params_25, params_26, params_27, params_28, params_29, params_30, params_31, params_32, params_33, params_34, params_35, params_36, params_37, params_38, params_39, params_40, params_41, params_42, params_43, params_44, params_45, params_46, params_47, params_48, params_49, params_50, params_51, params_52, params_53, params_54, params_55, params_56, params_57, params_58, params_59, params_60, params_61, params_62, params_63, params_64, params_65, params_66, params_67, params_68, params_69, params_70, params_71, params_72, params_73, params_74, params_75, params_76, params_77, params_78, params_79, params_80, params_81, params_82, params_83, params_84, params_85, params_86, params_87, params_88, params_89, params_90, params_91, params_92, params_93, params_94, params_95, params_96, params_97, params_98, params_99, params_100, params_101, params_102, params_103, params_104, params_105, params_106, params_107, params_108, params_109, params_110, params_111, params_112, params_113, params_114, params_115, params_116, params_117, params_118, params_119, params_120, params_121, params_122, params_123, params_124, params_125, params_126, params_127, params_128, params_129, params_130, params_131, params_132, params_133, params_134, params_135, params_136, params_137, params_138, params_139, params_140, params_141, params_142, params_143, params_144, params_145, params_146, params_147, params_148, params_149, params_150, params_151, params_152, params_153, params_154, params_155, params_156, params_157, params_158, params_159, params_160, params_161, params_162, params_163, params_164, params_165, params_166, params_167, params_168, params_169, params_170, params_171, params_172, params_173, params_174, params_175, params_176, params_177, params_178, params_179, params_180, params_181, params_182, params_183, params_184, params_185, params_186, params_187, params_188, params_189, params_190, params_191, params_192, params_193, params_194, params_195, params_196, params_197, params_198, params_199, params_200, params_201, params_202, params_203, params_204, params_205, params_206, params_207, params_208, params_209, params_210, params_211, params_212, params_213, params_214, params_215, params_216, params_217, params_218, params_219, params_220, params_221, params_222, params_223, params_224, params_225, params_226, params_227, params_228, params_229, params_230, params_231, params_232, params_233, params_234, params_235, params_236, params_237, params_238, params_239, params_240, params_241, params_242, params_243, params_244, params_245, params_246, params_247, params_248, params_249, params_250, params_251, params_252, params_253, params_254, params_255, params_256, params_257, params_258, params_259, params_260, params_261, params_262, params_263, params_264, params_265, params_266, params_267, params_268, params_269, params_270, params_271, params_272, params_273, params_274, params_275, params_276, params_277, params_278, params_279, params_280, params_281, params_282, params_283, params_284, params_285, params_286, params_287, params_288, params_289, params_290, params_291, params_292, params_293, params_294, params_295, params_296, inputs_1, = fx_pytree.tree_flatten_spec([params, buffers, inputs], self._in_spec)
        # No stacktrace found for following nodes
        convolution: "bf16[32, 1024, 14, 14][200704, 196, 14, 1]cuda:0" = torch.ops.aten.convolution.default(inputs_1, params_2, params_3, [16, 16], [0, 0], [1, 1], False, [0, 0], 1);  params_3 = None
        view: "bf16[32, 1024, 196][200704, 196, 1]cuda:0" = torch.ops.aten.view.default(convolution, [32, 1024, 196]);  convolution = None
        permute: "bf16[32, 196, 1024][200704, 1, 196]cuda:0" = torch.ops.aten.permute.default(view, [0, 2, 1]);  view = None
        expand: "bf16[32, 1, 1024][0, 1024, 1]cuda:0" = torch.ops.aten.expand.default(params_1, [32, -1, -1]);  params_1 = None
        cat: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.cat.default([expand, permute], 1);  expand = permute = None
        add: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(cat, params_4);  cat = params_4 = None
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [1024], params_5, params_6, 1e-06)
        getitem: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm[0]
        getitem_1: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm[1]
        getitem_2: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm[2];  native_layer_norm = None
        transpose: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem, 1, 0);  getitem = None
        t: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_7);  params_7 = None
        clone: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone, [6304, 1024]);  clone = None
        mm: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view, t)
        _unsafe_view_1: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm, [197, 32, 3072]);  mm = None
        add_1: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_1, params_8);  _unsafe_view_1 = params_8 = None
        view_1: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_1, [197, 32, 3, 1024]);  add_1 = None
        unsqueeze: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_1, 0);  view_1 = None
        transpose_1: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze, 0, -2);  unsqueeze = None
        squeeze: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_1, -2);  transpose_1 = None
        clone_1: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
        select: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_1, 0, 0)
        select_1: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_1, 0, 1)
        select_2: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
        view_2: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select, [197, 512, 64]);  select = None
        transpose_2: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_2, 0, 1);  view_2 = None
        view_3: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_1, [197, 512, 64]);  select_1 = None
        transpose_3: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_3, 0, 1);  view_3 = None
        view_4: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_2, [197, 512, 64]);  select_2 = None
        transpose_4: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_4, 0, 1);  view_4 = None
        view_5: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_2, [32, 16, 197, 64]);  transpose_2 = None
        view_6: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_3, [32, 16, 197, 64]);  transpose_3 = None
        view_7: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_4, [32, 16, 197, 64]);  transpose_4 = None
        _scaled_dot_product_cudnn_attention = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_5, view_6, view_7, None, True)
        getitem_3: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention[0]
        getitem_4: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention[1]
        getitem_5 = _scaled_dot_product_cudnn_attention[2];  getitem_5 = None
        getitem_6 = _scaled_dot_product_cudnn_attention[3];  getitem_6 = None
        getitem_7 = _scaled_dot_product_cudnn_attention[4];  getitem_7 = None
        getitem_8 = _scaled_dot_product_cudnn_attention[5];  getitem_8 = None
        getitem_9: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention[6]
        getitem_10: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention[7]
        getitem_11 = _scaled_dot_product_cudnn_attention[8];  _scaled_dot_product_cudnn_attention = getitem_11 = None
        detach: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_3)
        permute_1: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_3, [2, 0, 1, 3]);  getitem_3 = None
        view_8: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_1, [6304, 1024]);  permute_1 = None
        t_1: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_9);  params_9 = None
        addmm: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_10, view_8, t_1);  params_10 = None
        view_9: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm, [197, 32, 1024]);  addmm = None
        transpose_5: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_9, 1, 0);  view_9 = None
        add_2: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_5, add);  transpose_5 = None
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [1024], params_11, params_12, 1e-06)
        getitem_12: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_1[0]
        getitem_13: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_1[1]
        getitem_14: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_1[2];  native_layer_norm_1 = None
        view_10: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_12, [6304, 1024]);  getitem_12 = None
        t_2: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_13);  params_13 = None
        addmm_1: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_14, view_10, t_2);  params_14 = None
        view_11: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_1, [32, 197, 4096]);  addmm_1 = None
        gelu: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_11)
        view_12: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu, [6304, 4096]);  gelu = None
        t_3: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_15);  params_15 = None
        addmm_2: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_16, view_12, t_3);  params_16 = None
        view_13: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_2, [32, 197, 1024]);  addmm_2 = None
        add_3: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_2, view_13);  view_13 = None
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_3, [1024], params_17, params_18, 1e-06)
        getitem_15: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_2[0]
        getitem_16: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_2[1]
        getitem_17: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_2[2];  native_layer_norm_2 = None
        transpose_6: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_15, 1, 0);  getitem_15 = None
        t_4: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_19);  params_19 = None
        clone_2: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
        _unsafe_view_2: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_2, [6304, 1024]);  clone_2 = None
        mm_1: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_2, t_4)
        _unsafe_view_3: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_1, [197, 32, 3072]);  mm_1 = None
        add_4: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_3, params_20);  _unsafe_view_3 = params_20 = None
        view_14: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_4, [197, 32, 3, 1024]);  add_4 = None
        unsqueeze_1: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_14, 0);  view_14 = None
        transpose_7: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_1, 0, -2);  unsqueeze_1 = None
        squeeze_1: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_7, -2);  transpose_7 = None
        clone_3: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
        select_3: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_3, 0, 0)
        select_4: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_3, 0, 1)
        select_5: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_3, 0, 2);  clone_3 = None
        view_15: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_3, [197, 512, 64]);  select_3 = None
        transpose_8: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_15, 0, 1);  view_15 = None
        view_16: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_4, [197, 512, 64]);  select_4 = None
        transpose_9: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_16, 0, 1);  view_16 = None
        view_17: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_5, [197, 512, 64]);  select_5 = None
        transpose_10: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_17, 0, 1);  view_17 = None
        view_18: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_8, [32, 16, 197, 64]);  transpose_8 = None
        view_19: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_9, [32, 16, 197, 64]);  transpose_9 = None
        view_20: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_10, [32, 16, 197, 64]);  transpose_10 = None
        _scaled_dot_product_cudnn_attention_1 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_18, view_19, view_20, None, True)
        getitem_18: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_1[0]
        getitem_19: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_1[1]
        getitem_20 = _scaled_dot_product_cudnn_attention_1[2];  getitem_20 = None
        getitem_21 = _scaled_dot_product_cudnn_attention_1[3];  getitem_21 = None
        getitem_22 = _scaled_dot_product_cudnn_attention_1[4];  getitem_22 = None
        getitem_23 = _scaled_dot_product_cudnn_attention_1[5];  getitem_23 = None
        getitem_24: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_1[6]
        getitem_25: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_1[7]
        getitem_26 = _scaled_dot_product_cudnn_attention_1[8];  _scaled_dot_product_cudnn_attention_1 = getitem_26 = None
        detach_1: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_18)
        permute_2: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_18, [2, 0, 1, 3]);  getitem_18 = None
        view_21: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_2, [6304, 1024]);  permute_2 = None
        t_5: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_21);  params_21 = None
        addmm_3: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_22, view_21, t_5);  params_22 = None
        view_22: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_3, [197, 32, 1024]);  addmm_3 = None
        transpose_11: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_22, 1, 0);  view_22 = None
        add_5: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_11, add_3);  transpose_11 = None
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_5, [1024], params_23, params_24, 1e-06)
        getitem_27: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_3[0]
        getitem_28: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_3[1]
        getitem_29: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_3[2];  native_layer_norm_3 = None
        view_23: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_27, [6304, 1024]);  getitem_27 = None
        t_6: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_25);  params_25 = None
        addmm_4: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_26, view_23, t_6);  params_26 = None
        view_24: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_4, [32, 197, 4096]);  addmm_4 = None
        gelu_1: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_24)
        view_25: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_1, [6304, 4096]);  gelu_1 = None
        t_7: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_27);  params_27 = None
        addmm_5: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_28, view_25, t_7);  params_28 = None
        view_26: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_5, [32, 197, 1024]);  addmm_5 = None
        add_6: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_5, view_26);  view_26 = None
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_6, [1024], params_29, params_30, 1e-06)
        getitem_30: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_4[0]
        getitem_31: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_4[1]
        getitem_32: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_4[2];  native_layer_norm_4 = None
        transpose_12: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_30, 1, 0);  getitem_30 = None
        t_8: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_31);  params_31 = None
        clone_4: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_12, memory_format = torch.contiguous_format);  transpose_12 = None
        _unsafe_view_4: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_4, [6304, 1024]);  clone_4 = None
        mm_2: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_4, t_8)
        _unsafe_view_5: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_2, [197, 32, 3072]);  mm_2 = None
        add_7: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_5, params_32);  _unsafe_view_5 = params_32 = None
        view_27: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_7, [197, 32, 3, 1024]);  add_7 = None
        unsqueeze_2: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_27, 0);  view_27 = None
        transpose_13: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_2, 0, -2);  unsqueeze_2 = None
        squeeze_2: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_13, -2);  transpose_13 = None
        clone_5: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_2, memory_format = torch.contiguous_format);  squeeze_2 = None
        select_6: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_5, 0, 0)
        select_7: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_5, 0, 1)
        select_8: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_5, 0, 2);  clone_5 = None
        view_28: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_6, [197, 512, 64]);  select_6 = None
        transpose_14: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_28, 0, 1);  view_28 = None
        view_29: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_7, [197, 512, 64]);  select_7 = None
        transpose_15: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_29, 0, 1);  view_29 = None
        view_30: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_8, [197, 512, 64]);  select_8 = None
        transpose_16: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_30, 0, 1);  view_30 = None
        view_31: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_14, [32, 16, 197, 64]);  transpose_14 = None
        view_32: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_15, [32, 16, 197, 64]);  transpose_15 = None
        view_33: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_16, [32, 16, 197, 64]);  transpose_16 = None
        _scaled_dot_product_cudnn_attention_2 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_31, view_32, view_33, None, True)
        getitem_33: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_2[0]
        getitem_34: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_2[1]
        getitem_35 = _scaled_dot_product_cudnn_attention_2[2];  getitem_35 = None
        getitem_36 = _scaled_dot_product_cudnn_attention_2[3];  getitem_36 = None
        getitem_37 = _scaled_dot_product_cudnn_attention_2[4];  getitem_37 = None
        getitem_38 = _scaled_dot_product_cudnn_attention_2[5];  getitem_38 = None
        getitem_39: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_2[6]
        getitem_40: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_2[7]
        getitem_41 = _scaled_dot_product_cudnn_attention_2[8];  _scaled_dot_product_cudnn_attention_2 = getitem_41 = None
        detach_2: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_33)
        permute_3: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_33, [2, 0, 1, 3]);  getitem_33 = None
        view_34: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_3, [6304, 1024]);  permute_3 = None
        t_9: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_33);  params_33 = None
        addmm_6: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_34, view_34, t_9);  params_34 = None
        view_35: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_6, [197, 32, 1024]);  addmm_6 = None
        transpose_17: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_35, 1, 0);  view_35 = None
        add_8: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_17, add_6);  transpose_17 = None
        native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_8, [1024], params_35, params_36, 1e-06)
        getitem_42: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_5[0]
        getitem_43: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_5[1]
        getitem_44: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_5[2];  native_layer_norm_5 = None
        view_36: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_42, [6304, 1024]);  getitem_42 = None
        t_10: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_37);  params_37 = None
        addmm_7: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_38, view_36, t_10);  params_38 = None
        view_37: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_7, [32, 197, 4096]);  addmm_7 = None
        gelu_2: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_37)
        view_38: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_2, [6304, 4096]);  gelu_2 = None
        t_11: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_39);  params_39 = None
        addmm_8: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_40, view_38, t_11);  params_40 = None
        view_39: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_8, [32, 197, 1024]);  addmm_8 = None
        add_9: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_8, view_39);  view_39 = None
        native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_9, [1024], params_41, params_42, 1e-06)
        getitem_45: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_6[0]
        getitem_46: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_6[1]
        getitem_47: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_6[2];  native_layer_norm_6 = None
        transpose_18: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_45, 1, 0);  getitem_45 = None
        t_12: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_43);  params_43 = None
        clone_6: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
        _unsafe_view_6: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_6, [6304, 1024]);  clone_6 = None
        mm_3: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_6, t_12)
        _unsafe_view_7: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_3, [197, 32, 3072]);  mm_3 = None
        add_10: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_7, params_44);  _unsafe_view_7 = params_44 = None
        view_40: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_10, [197, 32, 3, 1024]);  add_10 = None
        unsqueeze_3: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_40, 0);  view_40 = None
        transpose_19: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_3, 0, -2);  unsqueeze_3 = None
        squeeze_3: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_19, -2);  transpose_19 = None
        clone_7: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_3, memory_format = torch.contiguous_format);  squeeze_3 = None
        select_9: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_7, 0, 0)
        select_10: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_7, 0, 1)
        select_11: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_7, 0, 2);  clone_7 = None
        view_41: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_9, [197, 512, 64]);  select_9 = None
        transpose_20: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_41, 0, 1);  view_41 = None
        view_42: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_10, [197, 512, 64]);  select_10 = None
        transpose_21: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_42, 0, 1);  view_42 = None
        view_43: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_11, [197, 512, 64]);  select_11 = None
        transpose_22: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_43, 0, 1);  view_43 = None
        view_44: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_20, [32, 16, 197, 64]);  transpose_20 = None
        view_45: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_21, [32, 16, 197, 64]);  transpose_21 = None
        view_46: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_22, [32, 16, 197, 64]);  transpose_22 = None
        _scaled_dot_product_cudnn_attention_3 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_44, view_45, view_46, None, True)
        getitem_48: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_3[0]
        getitem_49: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_3[1]
        getitem_50 = _scaled_dot_product_cudnn_attention_3[2];  getitem_50 = None
        getitem_51 = _scaled_dot_product_cudnn_attention_3[3];  getitem_51 = None
        getitem_52 = _scaled_dot_product_cudnn_attention_3[4];  getitem_52 = None
        getitem_53 = _scaled_dot_product_cudnn_attention_3[5];  getitem_53 = None
        getitem_54: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_3[6]
        getitem_55: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_3[7]
        getitem_56 = _scaled_dot_product_cudnn_attention_3[8];  _scaled_dot_product_cudnn_attention_3 = getitem_56 = None
        detach_3: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_48)
        permute_4: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_48, [2, 0, 1, 3]);  getitem_48 = None
        view_47: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_4, [6304, 1024]);  permute_4 = None
        t_13: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_45);  params_45 = None
        addmm_9: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_46, view_47, t_13);  params_46 = None
        view_48: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_9, [197, 32, 1024]);  addmm_9 = None
        transpose_23: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_48, 1, 0);  view_48 = None
        add_11: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_23, add_9);  transpose_23 = None
        native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_11, [1024], params_47, params_48, 1e-06)
        getitem_57: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_7[0]
        getitem_58: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_7[1]
        getitem_59: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_7[2];  native_layer_norm_7 = None
        view_49: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_57, [6304, 1024]);  getitem_57 = None
        t_14: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_49);  params_49 = None
        addmm_10: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_50, view_49, t_14);  params_50 = None
        view_50: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_10, [32, 197, 4096]);  addmm_10 = None
        gelu_3: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_50)
        view_51: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_3, [6304, 4096]);  gelu_3 = None
        t_15: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_51);  params_51 = None
        addmm_11: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_52, view_51, t_15);  params_52 = None
        view_52: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_11, [32, 197, 1024]);  addmm_11 = None
        add_12: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_11, view_52);  view_52 = None
        native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_12, [1024], params_53, params_54, 1e-06)
        getitem_60: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_8[0]
        getitem_61: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_8[1]
        getitem_62: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_8[2];  native_layer_norm_8 = None
        transpose_24: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_60, 1, 0);  getitem_60 = None
        t_16: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_55);  params_55 = None
        clone_8: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
        _unsafe_view_8: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_8, [6304, 1024]);  clone_8 = None
        mm_4: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_8, t_16)
        _unsafe_view_9: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_4, [197, 32, 3072]);  mm_4 = None
        add_13: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_9, params_56);  _unsafe_view_9 = params_56 = None
        view_53: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_13, [197, 32, 3, 1024]);  add_13 = None
        unsqueeze_4: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_53, 0);  view_53 = None
        transpose_25: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_4, 0, -2);  unsqueeze_4 = None
        squeeze_4: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_25, -2);  transpose_25 = None
        clone_9: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_4, memory_format = torch.contiguous_format);  squeeze_4 = None
        select_12: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_9, 0, 0)
        select_13: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_9, 0, 1)
        select_14: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_9, 0, 2);  clone_9 = None
        view_54: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_12, [197, 512, 64]);  select_12 = None
        transpose_26: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_54, 0, 1);  view_54 = None
        view_55: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_13, [197, 512, 64]);  select_13 = None
        transpose_27: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_55, 0, 1);  view_55 = None
        view_56: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_14, [197, 512, 64]);  select_14 = None
        transpose_28: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_56, 0, 1);  view_56 = None
        view_57: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_26, [32, 16, 197, 64]);  transpose_26 = None
        view_58: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_27, [32, 16, 197, 64]);  transpose_27 = None
        view_59: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_28, [32, 16, 197, 64]);  transpose_28 = None
        _scaled_dot_product_cudnn_attention_4 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_57, view_58, view_59, None, True)
        getitem_63: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_4[0]
        getitem_64: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_4[1]
        getitem_65 = _scaled_dot_product_cudnn_attention_4[2];  getitem_65 = None
        getitem_66 = _scaled_dot_product_cudnn_attention_4[3];  getitem_66 = None
        getitem_67 = _scaled_dot_product_cudnn_attention_4[4];  getitem_67 = None
        getitem_68 = _scaled_dot_product_cudnn_attention_4[5];  getitem_68 = None
        getitem_69: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_4[6]
        getitem_70: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_4[7]
        getitem_71 = _scaled_dot_product_cudnn_attention_4[8];  _scaled_dot_product_cudnn_attention_4 = getitem_71 = None
        detach_4: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_63)
        permute_5: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_63, [2, 0, 1, 3]);  getitem_63 = None
        view_60: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_5, [6304, 1024]);  permute_5 = None
        t_17: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_57);  params_57 = None
        addmm_12: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_58, view_60, t_17);  params_58 = None
        view_61: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_12, [197, 32, 1024]);  addmm_12 = None
        transpose_29: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_61, 1, 0);  view_61 = None
        add_14: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_29, add_12);  transpose_29 = None
        native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_14, [1024], params_59, params_60, 1e-06)
        getitem_72: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_9[0]
        getitem_73: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_9[1]
        getitem_74: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_9[2];  native_layer_norm_9 = None
        view_62: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_72, [6304, 1024]);  getitem_72 = None
        t_18: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_61);  params_61 = None
        addmm_13: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_62, view_62, t_18);  params_62 = None
        view_63: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_13, [32, 197, 4096]);  addmm_13 = None
        gelu_4: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_63)
        view_64: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_4, [6304, 4096]);  gelu_4 = None
        t_19: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_63);  params_63 = None
        addmm_14: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_64, view_64, t_19);  params_64 = None
        view_65: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_14, [32, 197, 1024]);  addmm_14 = None
        add_15: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_14, view_65);  view_65 = None
        native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_15, [1024], params_65, params_66, 1e-06)
        getitem_75: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_10[0]
        getitem_76: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_10[1]
        getitem_77: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_10[2];  native_layer_norm_10 = None
        transpose_30: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_75, 1, 0);  getitem_75 = None
        t_20: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_67);  params_67 = None
        clone_10: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_30, memory_format = torch.contiguous_format);  transpose_30 = None
        _unsafe_view_10: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_10, [6304, 1024]);  clone_10 = None
        mm_5: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_10, t_20)
        _unsafe_view_11: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_5, [197, 32, 3072]);  mm_5 = None
        add_16: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_11, params_68);  _unsafe_view_11 = params_68 = None
        view_66: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_16, [197, 32, 3, 1024]);  add_16 = None
        unsqueeze_5: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_66, 0);  view_66 = None
        transpose_31: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_5, 0, -2);  unsqueeze_5 = None
        squeeze_5: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_31, -2);  transpose_31 = None
        clone_11: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_5, memory_format = torch.contiguous_format);  squeeze_5 = None
        select_15: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_11, 0, 0)
        select_16: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_11, 0, 1)
        select_17: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_11, 0, 2);  clone_11 = None
        view_67: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_15, [197, 512, 64]);  select_15 = None
        transpose_32: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_67, 0, 1);  view_67 = None
        view_68: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_16, [197, 512, 64]);  select_16 = None
        transpose_33: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_68, 0, 1);  view_68 = None
        view_69: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_17, [197, 512, 64]);  select_17 = None
        transpose_34: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_69, 0, 1);  view_69 = None
        view_70: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_32, [32, 16, 197, 64]);  transpose_32 = None
        view_71: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_33, [32, 16, 197, 64]);  transpose_33 = None
        view_72: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_34, [32, 16, 197, 64]);  transpose_34 = None
        _scaled_dot_product_cudnn_attention_5 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_70, view_71, view_72, None, True)
        getitem_78: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_5[0]
        getitem_79: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_5[1]
        getitem_80 = _scaled_dot_product_cudnn_attention_5[2];  getitem_80 = None
        getitem_81 = _scaled_dot_product_cudnn_attention_5[3];  getitem_81 = None
        getitem_82 = _scaled_dot_product_cudnn_attention_5[4];  getitem_82 = None
        getitem_83 = _scaled_dot_product_cudnn_attention_5[5];  getitem_83 = None
        getitem_84: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_5[6]
        getitem_85: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_5[7]
        getitem_86 = _scaled_dot_product_cudnn_attention_5[8];  _scaled_dot_product_cudnn_attention_5 = getitem_86 = None
        detach_5: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_78)
        permute_6: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_78, [2, 0, 1, 3]);  getitem_78 = None
        view_73: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_6, [6304, 1024]);  permute_6 = None
        t_21: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_69);  params_69 = None
        addmm_15: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_70, view_73, t_21);  params_70 = None
        view_74: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_15, [197, 32, 1024]);  addmm_15 = None
        transpose_35: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_74, 1, 0);  view_74 = None
        add_17: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_35, add_15);  transpose_35 = None
        native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_17, [1024], params_71, params_72, 1e-06)
        getitem_87: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_11[0]
        getitem_88: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_11[1]
        getitem_89: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_11[2];  native_layer_norm_11 = None
        view_75: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_87, [6304, 1024]);  getitem_87 = None
        t_22: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_73);  params_73 = None
        addmm_16: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_74, view_75, t_22);  params_74 = None
        view_76: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_16, [32, 197, 4096]);  addmm_16 = None
        gelu_5: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_76)
        view_77: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_5, [6304, 4096]);  gelu_5 = None
        t_23: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_75);  params_75 = None
        addmm_17: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_76, view_77, t_23);  params_76 = None
        view_78: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_17, [32, 197, 1024]);  addmm_17 = None
        add_18: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_17, view_78);  view_78 = None
        native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_18, [1024], params_77, params_78, 1e-06)
        getitem_90: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_12[0]
        getitem_91: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_12[1]
        getitem_92: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_12[2];  native_layer_norm_12 = None
        transpose_36: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_90, 1, 0);  getitem_90 = None
        t_24: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_79);  params_79 = None
        clone_12: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_36, memory_format = torch.contiguous_format);  transpose_36 = None
        _unsafe_view_12: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_12, [6304, 1024]);  clone_12 = None
        mm_6: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_12, t_24)
        _unsafe_view_13: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_6, [197, 32, 3072]);  mm_6 = None
        add_19: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_13, params_80);  _unsafe_view_13 = params_80 = None
        view_79: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_19, [197, 32, 3, 1024]);  add_19 = None
        unsqueeze_6: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_79, 0);  view_79 = None
        transpose_37: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_6, 0, -2);  unsqueeze_6 = None
        squeeze_6: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_37, -2);  transpose_37 = None
        clone_13: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_6, memory_format = torch.contiguous_format);  squeeze_6 = None
        select_18: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_13, 0, 0)
        select_19: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_13, 0, 1)
        select_20: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_13, 0, 2);  clone_13 = None
        view_80: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_18, [197, 512, 64]);  select_18 = None
        transpose_38: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_80, 0, 1);  view_80 = None
        view_81: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_19, [197, 512, 64]);  select_19 = None
        transpose_39: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_81, 0, 1);  view_81 = None
        view_82: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_20, [197, 512, 64]);  select_20 = None
        transpose_40: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_82, 0, 1);  view_82 = None
        view_83: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_38, [32, 16, 197, 64]);  transpose_38 = None
        view_84: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_39, [32, 16, 197, 64]);  transpose_39 = None
        view_85: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_40, [32, 16, 197, 64]);  transpose_40 = None
        _scaled_dot_product_cudnn_attention_6 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_83, view_84, view_85, None, True)
        getitem_93: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_6[0]
        getitem_94: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_6[1]
        getitem_95 = _scaled_dot_product_cudnn_attention_6[2];  getitem_95 = None
        getitem_96 = _scaled_dot_product_cudnn_attention_6[3];  getitem_96 = None
        getitem_97 = _scaled_dot_product_cudnn_attention_6[4];  getitem_97 = None
        getitem_98 = _scaled_dot_product_cudnn_attention_6[5];  getitem_98 = None
        getitem_99: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_6[6]
        getitem_100: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_6[7]
        getitem_101 = _scaled_dot_product_cudnn_attention_6[8];  _scaled_dot_product_cudnn_attention_6 = getitem_101 = None
        detach_6: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_93)
        permute_7: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_93, [2, 0, 1, 3]);  getitem_93 = None
        view_86: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_7, [6304, 1024]);  permute_7 = None
        t_25: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_81);  params_81 = None
        addmm_18: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_82, view_86, t_25);  params_82 = None
        view_87: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_18, [197, 32, 1024]);  addmm_18 = None
        transpose_41: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_87, 1, 0);  view_87 = None
        add_20: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_41, add_18);  transpose_41 = None
        native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_20, [1024], params_83, params_84, 1e-06)
        getitem_102: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_13[0]
        getitem_103: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_13[1]
        getitem_104: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_13[2];  native_layer_norm_13 = None
        view_88: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_102, [6304, 1024]);  getitem_102 = None
        t_26: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_85);  params_85 = None
        addmm_19: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_86, view_88, t_26);  params_86 = None
        view_89: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_19, [32, 197, 4096]);  addmm_19 = None
        gelu_6: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_89)
        view_90: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_6, [6304, 4096]);  gelu_6 = None
        t_27: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_87);  params_87 = None
        addmm_20: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_88, view_90, t_27);  params_88 = None
        view_91: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_20, [32, 197, 1024]);  addmm_20 = None
        add_21: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_20, view_91);  view_91 = None
        native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_21, [1024], params_89, params_90, 1e-06)
        getitem_105: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_14[0]
        getitem_106: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_14[1]
        getitem_107: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_14[2];  native_layer_norm_14 = None
        transpose_42: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_105, 1, 0);  getitem_105 = None
        t_28: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_91);  params_91 = None
        clone_14: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_42, memory_format = torch.contiguous_format);  transpose_42 = None
        _unsafe_view_14: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_14, [6304, 1024]);  clone_14 = None
        mm_7: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_14, t_28)
        _unsafe_view_15: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_7, [197, 32, 3072]);  mm_7 = None
        add_22: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_15, params_92);  _unsafe_view_15 = params_92 = None
        view_92: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_22, [197, 32, 3, 1024]);  add_22 = None
        unsqueeze_7: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_92, 0);  view_92 = None
        transpose_43: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_7, 0, -2);  unsqueeze_7 = None
        squeeze_7: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_43, -2);  transpose_43 = None
        clone_15: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_7, memory_format = torch.contiguous_format);  squeeze_7 = None
        select_21: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_15, 0, 0)
        select_22: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_15, 0, 1)
        select_23: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_15, 0, 2);  clone_15 = None
        view_93: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_21, [197, 512, 64]);  select_21 = None
        transpose_44: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_93, 0, 1);  view_93 = None
        view_94: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_22, [197, 512, 64]);  select_22 = None
        transpose_45: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_94, 0, 1);  view_94 = None
        view_95: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_23, [197, 512, 64]);  select_23 = None
        transpose_46: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_95, 0, 1);  view_95 = None
        view_96: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_44, [32, 16, 197, 64]);  transpose_44 = None
        view_97: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_45, [32, 16, 197, 64]);  transpose_45 = None
        view_98: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_46, [32, 16, 197, 64]);  transpose_46 = None
        _scaled_dot_product_cudnn_attention_7 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_96, view_97, view_98, None, True)
        getitem_108: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_7[0]
        getitem_109: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_7[1]
        getitem_110 = _scaled_dot_product_cudnn_attention_7[2];  getitem_110 = None
        getitem_111 = _scaled_dot_product_cudnn_attention_7[3];  getitem_111 = None
        getitem_112 = _scaled_dot_product_cudnn_attention_7[4];  getitem_112 = None
        getitem_113 = _scaled_dot_product_cudnn_attention_7[5];  getitem_113 = None
        getitem_114: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_7[6]
        getitem_115: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_7[7]
        getitem_116 = _scaled_dot_product_cudnn_attention_7[8];  _scaled_dot_product_cudnn_attention_7 = getitem_116 = None
        detach_7: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_108)
        permute_8: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_108, [2, 0, 1, 3]);  getitem_108 = None
        view_99: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_8, [6304, 1024]);  permute_8 = None
        t_29: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_93);  params_93 = None
        addmm_21: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_94, view_99, t_29);  params_94 = None
        view_100: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_21, [197, 32, 1024]);  addmm_21 = None
        transpose_47: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_100, 1, 0);  view_100 = None
        add_23: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_47, add_21);  transpose_47 = None
        native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_23, [1024], params_95, params_96, 1e-06)
        getitem_117: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_15[0]
        getitem_118: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_15[1]
        getitem_119: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_15[2];  native_layer_norm_15 = None
        view_101: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_117, [6304, 1024]);  getitem_117 = None
        t_30: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_97);  params_97 = None
        addmm_22: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_98, view_101, t_30);  params_98 = None
        view_102: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_22, [32, 197, 4096]);  addmm_22 = None
        gelu_7: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_102)
        view_103: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_7, [6304, 4096]);  gelu_7 = None
        t_31: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_99);  params_99 = None
        addmm_23: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_100, view_103, t_31);  params_100 = None
        view_104: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_23, [32, 197, 1024]);  addmm_23 = None
        add_24: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_23, view_104);  view_104 = None
        native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_24, [1024], params_101, params_102, 1e-06)
        getitem_120: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_16[0]
        getitem_121: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_16[1]
        getitem_122: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_16[2];  native_layer_norm_16 = None
        transpose_48: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_120, 1, 0);  getitem_120 = None
        t_32: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_103);  params_103 = None
        clone_16: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_48, memory_format = torch.contiguous_format);  transpose_48 = None
        _unsafe_view_16: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_16, [6304, 1024]);  clone_16 = None
        mm_8: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_16, t_32)
        _unsafe_view_17: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_8, [197, 32, 3072]);  mm_8 = None
        add_25: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_17, params_104);  _unsafe_view_17 = params_104 = None
        view_105: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_25, [197, 32, 3, 1024]);  add_25 = None
        unsqueeze_8: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_105, 0);  view_105 = None
        transpose_49: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_8, 0, -2);  unsqueeze_8 = None
        squeeze_8: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_49, -2);  transpose_49 = None
        clone_17: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_8, memory_format = torch.contiguous_format);  squeeze_8 = None
        select_24: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_17, 0, 0)
        select_25: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_17, 0, 1)
        select_26: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_17, 0, 2);  clone_17 = None
        view_106: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_24, [197, 512, 64]);  select_24 = None
        transpose_50: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_106, 0, 1);  view_106 = None
        view_107: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_25, [197, 512, 64]);  select_25 = None
        transpose_51: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_107, 0, 1);  view_107 = None
        view_108: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_26, [197, 512, 64]);  select_26 = None
        transpose_52: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_108, 0, 1);  view_108 = None
        view_109: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_50, [32, 16, 197, 64]);  transpose_50 = None
        view_110: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_51, [32, 16, 197, 64]);  transpose_51 = None
        view_111: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_52, [32, 16, 197, 64]);  transpose_52 = None
        _scaled_dot_product_cudnn_attention_8 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_109, view_110, view_111, None, True)
        getitem_123: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_8[0]
        getitem_124: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_8[1]
        getitem_125 = _scaled_dot_product_cudnn_attention_8[2];  getitem_125 = None
        getitem_126 = _scaled_dot_product_cudnn_attention_8[3];  getitem_126 = None
        getitem_127 = _scaled_dot_product_cudnn_attention_8[4];  getitem_127 = None
        getitem_128 = _scaled_dot_product_cudnn_attention_8[5];  getitem_128 = None
        getitem_129: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_8[6]
        getitem_130: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_8[7]
        getitem_131 = _scaled_dot_product_cudnn_attention_8[8];  _scaled_dot_product_cudnn_attention_8 = getitem_131 = None
        detach_8: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_123)
        permute_9: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_123, [2, 0, 1, 3]);  getitem_123 = None
        view_112: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_9, [6304, 1024]);  permute_9 = None
        t_33: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_105);  params_105 = None
        addmm_24: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_106, view_112, t_33);  params_106 = None
        view_113: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_24, [197, 32, 1024]);  addmm_24 = None
        transpose_53: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_113, 1, 0);  view_113 = None
        add_26: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_53, add_24);  transpose_53 = None
        native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_26, [1024], params_107, params_108, 1e-06)
        getitem_132: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_17[0]
        getitem_133: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_17[1]
        getitem_134: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_17[2];  native_layer_norm_17 = None
        view_114: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_132, [6304, 1024]);  getitem_132 = None
        t_34: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_109);  params_109 = None
        addmm_25: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_110, view_114, t_34);  params_110 = None
        view_115: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_25, [32, 197, 4096]);  addmm_25 = None
        gelu_8: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_115)
        view_116: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_8, [6304, 4096]);  gelu_8 = None
        t_35: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_111);  params_111 = None
        addmm_26: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_112, view_116, t_35);  params_112 = None
        view_117: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_26, [32, 197, 1024]);  addmm_26 = None
        add_27: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_26, view_117);  view_117 = None
        native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_27, [1024], params_113, params_114, 1e-06)
        getitem_135: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_18[0]
        getitem_136: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_18[1]
        getitem_137: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_18[2];  native_layer_norm_18 = None
        transpose_54: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_135, 1, 0);  getitem_135 = None
        t_36: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_115);  params_115 = None
        clone_18: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_54, memory_format = torch.contiguous_format);  transpose_54 = None
        _unsafe_view_18: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_18, [6304, 1024]);  clone_18 = None
        mm_9: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_18, t_36)
        _unsafe_view_19: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_9, [197, 32, 3072]);  mm_9 = None
        add_28: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_19, params_116);  _unsafe_view_19 = params_116 = None
        view_118: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_28, [197, 32, 3, 1024]);  add_28 = None
        unsqueeze_9: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_118, 0);  view_118 = None
        transpose_55: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_9, 0, -2);  unsqueeze_9 = None
        squeeze_9: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_55, -2);  transpose_55 = None
        clone_19: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_9, memory_format = torch.contiguous_format);  squeeze_9 = None
        select_27: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_19, 0, 0)
        select_28: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_19, 0, 1)
        select_29: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_19, 0, 2);  clone_19 = None
        view_119: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_27, [197, 512, 64]);  select_27 = None
        transpose_56: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_119, 0, 1);  view_119 = None
        view_120: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_28, [197, 512, 64]);  select_28 = None
        transpose_57: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_120, 0, 1);  view_120 = None
        view_121: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_29, [197, 512, 64]);  select_29 = None
        transpose_58: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_121, 0, 1);  view_121 = None
        view_122: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_56, [32, 16, 197, 64]);  transpose_56 = None
        view_123: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_57, [32, 16, 197, 64]);  transpose_57 = None
        view_124: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_58, [32, 16, 197, 64]);  transpose_58 = None
        _scaled_dot_product_cudnn_attention_9 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_122, view_123, view_124, None, True)
        getitem_138: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_9[0]
        getitem_139: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_9[1]
        getitem_140 = _scaled_dot_product_cudnn_attention_9[2];  getitem_140 = None
        getitem_141 = _scaled_dot_product_cudnn_attention_9[3];  getitem_141 = None
        getitem_142 = _scaled_dot_product_cudnn_attention_9[4];  getitem_142 = None
        getitem_143 = _scaled_dot_product_cudnn_attention_9[5];  getitem_143 = None
        getitem_144: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_9[6]
        getitem_145: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_9[7]
        getitem_146 = _scaled_dot_product_cudnn_attention_9[8];  _scaled_dot_product_cudnn_attention_9 = getitem_146 = None
        detach_9: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_138)
        permute_10: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_138, [2, 0, 1, 3]);  getitem_138 = None
        view_125: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_10, [6304, 1024]);  permute_10 = None
        t_37: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_117);  params_117 = None
        addmm_27: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_118, view_125, t_37);  params_118 = None
        view_126: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_27, [197, 32, 1024]);  addmm_27 = None
        transpose_59: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_126, 1, 0);  view_126 = None
        add_29: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_59, add_27);  transpose_59 = None
        native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_29, [1024], params_119, params_120, 1e-06)
        getitem_147: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_19[0]
        getitem_148: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_19[1]
        getitem_149: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_19[2];  native_layer_norm_19 = None
        view_127: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_147, [6304, 1024]);  getitem_147 = None
        t_38: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_121);  params_121 = None
        addmm_28: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_122, view_127, t_38);  params_122 = None
        view_128: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_28, [32, 197, 4096]);  addmm_28 = None
        gelu_9: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_128)
        view_129: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_9, [6304, 4096]);  gelu_9 = None
        t_39: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_123);  params_123 = None
        addmm_29: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_124, view_129, t_39);  params_124 = None
        view_130: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_29, [32, 197, 1024]);  addmm_29 = None
        add_30: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_29, view_130);  view_130 = None
        native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_30, [1024], params_125, params_126, 1e-06)
        getitem_150: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_20[0]
        getitem_151: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_20[1]
        getitem_152: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_20[2];  native_layer_norm_20 = None
        transpose_60: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_150, 1, 0);  getitem_150 = None
        t_40: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_127);  params_127 = None
        clone_20: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_60, memory_format = torch.contiguous_format);  transpose_60 = None
        _unsafe_view_20: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_20, [6304, 1024]);  clone_20 = None
        mm_10: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_20, t_40)
        _unsafe_view_21: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_10, [197, 32, 3072]);  mm_10 = None
        add_31: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_21, params_128);  _unsafe_view_21 = params_128 = None
        view_131: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_31, [197, 32, 3, 1024]);  add_31 = None
        unsqueeze_10: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_131, 0);  view_131 = None
        transpose_61: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_10, 0, -2);  unsqueeze_10 = None
        squeeze_10: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_61, -2);  transpose_61 = None
        clone_21: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_10, memory_format = torch.contiguous_format);  squeeze_10 = None
        select_30: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_21, 0, 0)
        select_31: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_21, 0, 1)
        select_32: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_21, 0, 2);  clone_21 = None
        view_132: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_30, [197, 512, 64]);  select_30 = None
        transpose_62: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_132, 0, 1);  view_132 = None
        view_133: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_31, [197, 512, 64]);  select_31 = None
        transpose_63: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_133, 0, 1);  view_133 = None
        view_134: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_32, [197, 512, 64]);  select_32 = None
        transpose_64: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_134, 0, 1);  view_134 = None
        view_135: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_62, [32, 16, 197, 64]);  transpose_62 = None
        view_136: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_63, [32, 16, 197, 64]);  transpose_63 = None
        view_137: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_64, [32, 16, 197, 64]);  transpose_64 = None
        _scaled_dot_product_cudnn_attention_10 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_135, view_136, view_137, None, True)
        getitem_153: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_10[0]
        getitem_154: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_10[1]
        getitem_155 = _scaled_dot_product_cudnn_attention_10[2];  getitem_155 = None
        getitem_156 = _scaled_dot_product_cudnn_attention_10[3];  getitem_156 = None
        getitem_157 = _scaled_dot_product_cudnn_attention_10[4];  getitem_157 = None
        getitem_158 = _scaled_dot_product_cudnn_attention_10[5];  getitem_158 = None
        getitem_159: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_10[6]
        getitem_160: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_10[7]
        getitem_161 = _scaled_dot_product_cudnn_attention_10[8];  _scaled_dot_product_cudnn_attention_10 = getitem_161 = None
        detach_10: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_153)
        permute_11: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_153, [2, 0, 1, 3]);  getitem_153 = None
        view_138: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_11, [6304, 1024]);  permute_11 = None
        t_41: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_129);  params_129 = None
        addmm_30: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_130, view_138, t_41);  params_130 = None
        view_139: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_30, [197, 32, 1024]);  addmm_30 = None
        transpose_65: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_139, 1, 0);  view_139 = None
        add_32: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_65, add_30);  transpose_65 = None
        native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_32, [1024], params_131, params_132, 1e-06)
        getitem_162: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_21[0]
        getitem_163: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_21[1]
        getitem_164: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_21[2];  native_layer_norm_21 = None
        view_140: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_162, [6304, 1024]);  getitem_162 = None
        t_42: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_133);  params_133 = None
        addmm_31: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_134, view_140, t_42);  params_134 = None
        view_141: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_31, [32, 197, 4096]);  addmm_31 = None
        gelu_10: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_141)
        view_142: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_10, [6304, 4096]);  gelu_10 = None
        t_43: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_135);  params_135 = None
        addmm_32: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_136, view_142, t_43);  params_136 = None
        view_143: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_32, [32, 197, 1024]);  addmm_32 = None
        add_33: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_32, view_143);  view_143 = None
        native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_33, [1024], params_137, params_138, 1e-06)
        getitem_165: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_22[0]
        getitem_166: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_22[1]
        getitem_167: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_22[2];  native_layer_norm_22 = None
        transpose_66: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_165, 1, 0);  getitem_165 = None
        t_44: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_139);  params_139 = None
        clone_22: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_66, memory_format = torch.contiguous_format);  transpose_66 = None
        _unsafe_view_22: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_22, [6304, 1024]);  clone_22 = None
        mm_11: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_22, t_44)
        _unsafe_view_23: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_11, [197, 32, 3072]);  mm_11 = None
        add_34: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_23, params_140);  _unsafe_view_23 = params_140 = None
        view_144: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_34, [197, 32, 3, 1024]);  add_34 = None
        unsqueeze_11: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_144, 0);  view_144 = None
        transpose_67: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_11, 0, -2);  unsqueeze_11 = None
        squeeze_11: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_67, -2);  transpose_67 = None
        clone_23: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_11, memory_format = torch.contiguous_format);  squeeze_11 = None
        select_33: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_23, 0, 0)
        select_34: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_23, 0, 1)
        select_35: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_23, 0, 2);  clone_23 = None
        view_145: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_33, [197, 512, 64]);  select_33 = None
        transpose_68: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_145, 0, 1);  view_145 = None
        view_146: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_34, [197, 512, 64]);  select_34 = None
        transpose_69: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_146, 0, 1);  view_146 = None
        view_147: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_35, [197, 512, 64]);  select_35 = None
        transpose_70: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_147, 0, 1);  view_147 = None
        view_148: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_68, [32, 16, 197, 64]);  transpose_68 = None
        view_149: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_69, [32, 16, 197, 64]);  transpose_69 = None
        view_150: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_70, [32, 16, 197, 64]);  transpose_70 = None
        _scaled_dot_product_cudnn_attention_11 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_148, view_149, view_150, None, True)
        getitem_168: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_11[0]
        getitem_169: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_11[1]
        getitem_170 = _scaled_dot_product_cudnn_attention_11[2];  getitem_170 = None
        getitem_171 = _scaled_dot_product_cudnn_attention_11[3];  getitem_171 = None
        getitem_172 = _scaled_dot_product_cudnn_attention_11[4];  getitem_172 = None
        getitem_173 = _scaled_dot_product_cudnn_attention_11[5];  getitem_173 = None
        getitem_174: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_11[6]
        getitem_175: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_11[7]
        getitem_176 = _scaled_dot_product_cudnn_attention_11[8];  _scaled_dot_product_cudnn_attention_11 = getitem_176 = None
        detach_11: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_168)
        permute_12: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_168, [2, 0, 1, 3]);  getitem_168 = None
        view_151: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_12, [6304, 1024]);  permute_12 = None
        t_45: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_141);  params_141 = None
        addmm_33: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_142, view_151, t_45);  params_142 = None
        view_152: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_33, [197, 32, 1024]);  addmm_33 = None
        transpose_71: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_152, 1, 0);  view_152 = None
        add_35: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_71, add_33);  transpose_71 = None
        native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_35, [1024], params_143, params_144, 1e-06)
        getitem_177: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_23[0]
        getitem_178: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_23[1]
        getitem_179: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_23[2];  native_layer_norm_23 = None
        view_153: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_177, [6304, 1024]);  getitem_177 = None
        t_46: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_145);  params_145 = None
        addmm_34: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_146, view_153, t_46);  params_146 = None
        view_154: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_34, [32, 197, 4096]);  addmm_34 = None
        gelu_11: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_154)
        view_155: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_11, [6304, 4096]);  gelu_11 = None
        t_47: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_147);  params_147 = None
        addmm_35: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_148, view_155, t_47);  params_148 = None
        view_156: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_35, [32, 197, 1024]);  addmm_35 = None
        add_36: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_35, view_156);  view_156 = None
        native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(add_36, [1024], params_149, params_150, 1e-06)
        getitem_180: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_24[0]
        getitem_181: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_24[1]
        getitem_182: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_24[2];  native_layer_norm_24 = None
        transpose_72: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_180, 1, 0);  getitem_180 = None
        t_48: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_151);  params_151 = None
        clone_24: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_72, memory_format = torch.contiguous_format);  transpose_72 = None
        _unsafe_view_24: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_24, [6304, 1024]);  clone_24 = None
        mm_12: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_24, t_48)
        _unsafe_view_25: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_12, [197, 32, 3072]);  mm_12 = None
        add_37: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_25, params_152);  _unsafe_view_25 = params_152 = None
        view_157: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_37, [197, 32, 3, 1024]);  add_37 = None
        unsqueeze_12: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_157, 0);  view_157 = None
        transpose_73: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_12, 0, -2);  unsqueeze_12 = None
        squeeze_12: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_73, -2);  transpose_73 = None
        clone_25: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_12, memory_format = torch.contiguous_format);  squeeze_12 = None
        select_36: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_25, 0, 0)
        select_37: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_25, 0, 1)
        select_38: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_25, 0, 2);  clone_25 = None
        view_158: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_36, [197, 512, 64]);  select_36 = None
        transpose_74: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_158, 0, 1);  view_158 = None
        view_159: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_37, [197, 512, 64]);  select_37 = None
        transpose_75: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_159, 0, 1);  view_159 = None
        view_160: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_38, [197, 512, 64]);  select_38 = None
        transpose_76: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_160, 0, 1);  view_160 = None
        view_161: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_74, [32, 16, 197, 64]);  transpose_74 = None
        view_162: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_75, [32, 16, 197, 64]);  transpose_75 = None
        view_163: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_76, [32, 16, 197, 64]);  transpose_76 = None
        _scaled_dot_product_cudnn_attention_12 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_161, view_162, view_163, None, True)
        getitem_183: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_12[0]
        getitem_184: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_12[1]
        getitem_185 = _scaled_dot_product_cudnn_attention_12[2];  getitem_185 = None
        getitem_186 = _scaled_dot_product_cudnn_attention_12[3];  getitem_186 = None
        getitem_187 = _scaled_dot_product_cudnn_attention_12[4];  getitem_187 = None
        getitem_188 = _scaled_dot_product_cudnn_attention_12[5];  getitem_188 = None
        getitem_189: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_12[6]
        getitem_190: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_12[7]
        getitem_191 = _scaled_dot_product_cudnn_attention_12[8];  _scaled_dot_product_cudnn_attention_12 = getitem_191 = None
        detach_12: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_183)
        permute_13: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_183, [2, 0, 1, 3]);  getitem_183 = None
        view_164: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_13, [6304, 1024]);  permute_13 = None
        t_49: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_153);  params_153 = None
        addmm_36: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_154, view_164, t_49);  params_154 = None
        view_165: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_36, [197, 32, 1024]);  addmm_36 = None
        transpose_77: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_165, 1, 0);  view_165 = None
        add_38: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_77, add_36);  transpose_77 = None
        native_layer_norm_25 = torch.ops.aten.native_layer_norm.default(add_38, [1024], params_155, params_156, 1e-06)
        getitem_192: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_25[0]
        getitem_193: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_25[1]
        getitem_194: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_25[2];  native_layer_norm_25 = None
        view_166: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_192, [6304, 1024]);  getitem_192 = None
        t_50: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_157);  params_157 = None
        addmm_37: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_158, view_166, t_50);  params_158 = None
        view_167: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_37, [32, 197, 4096]);  addmm_37 = None
        gelu_12: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_167)
        view_168: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_12, [6304, 4096]);  gelu_12 = None
        t_51: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_159);  params_159 = None
        addmm_38: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_160, view_168, t_51);  params_160 = None
        view_169: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_38, [32, 197, 1024]);  addmm_38 = None
        add_39: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_38, view_169);  view_169 = None
        native_layer_norm_26 = torch.ops.aten.native_layer_norm.default(add_39, [1024], params_161, params_162, 1e-06)
        getitem_195: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_26[0]
        getitem_196: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_26[1]
        getitem_197: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_26[2];  native_layer_norm_26 = None
        transpose_78: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_195, 1, 0);  getitem_195 = None
        t_52: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_163);  params_163 = None
        clone_26: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_78, memory_format = torch.contiguous_format);  transpose_78 = None
        _unsafe_view_26: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_26, [6304, 1024]);  clone_26 = None
        mm_13: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_26, t_52)
        _unsafe_view_27: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_13, [197, 32, 3072]);  mm_13 = None
        add_40: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_27, params_164);  _unsafe_view_27 = params_164 = None
        view_170: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_40, [197, 32, 3, 1024]);  add_40 = None
        unsqueeze_13: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_170, 0);  view_170 = None
        transpose_79: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_13, 0, -2);  unsqueeze_13 = None
        squeeze_13: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_79, -2);  transpose_79 = None
        clone_27: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_13, memory_format = torch.contiguous_format);  squeeze_13 = None
        select_39: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_27, 0, 0)
        select_40: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_27, 0, 1)
        select_41: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_27, 0, 2);  clone_27 = None
        view_171: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_39, [197, 512, 64]);  select_39 = None
        transpose_80: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_171, 0, 1);  view_171 = None
        view_172: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_40, [197, 512, 64]);  select_40 = None
        transpose_81: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_172, 0, 1);  view_172 = None
        view_173: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_41, [197, 512, 64]);  select_41 = None
        transpose_82: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_173, 0, 1);  view_173 = None
        view_174: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_80, [32, 16, 197, 64]);  transpose_80 = None
        view_175: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_81, [32, 16, 197, 64]);  transpose_81 = None
        view_176: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_82, [32, 16, 197, 64]);  transpose_82 = None
        _scaled_dot_product_cudnn_attention_13 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_174, view_175, view_176, None, True)
        getitem_198: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_13[0]
        getitem_199: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_13[1]
        getitem_200 = _scaled_dot_product_cudnn_attention_13[2];  getitem_200 = None
        getitem_201 = _scaled_dot_product_cudnn_attention_13[3];  getitem_201 = None
        getitem_202 = _scaled_dot_product_cudnn_attention_13[4];  getitem_202 = None
        getitem_203 = _scaled_dot_product_cudnn_attention_13[5];  getitem_203 = None
        getitem_204: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_13[6]
        getitem_205: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_13[7]
        getitem_206 = _scaled_dot_product_cudnn_attention_13[8];  _scaled_dot_product_cudnn_attention_13 = getitem_206 = None
        detach_13: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_198)
        permute_14: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_198, [2, 0, 1, 3]);  getitem_198 = None
        view_177: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_14, [6304, 1024]);  permute_14 = None
        t_53: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_165);  params_165 = None
        addmm_39: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_166, view_177, t_53);  params_166 = None
        view_178: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_39, [197, 32, 1024]);  addmm_39 = None
        transpose_83: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_178, 1, 0);  view_178 = None
        add_41: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_83, add_39);  transpose_83 = None
        native_layer_norm_27 = torch.ops.aten.native_layer_norm.default(add_41, [1024], params_167, params_168, 1e-06)
        getitem_207: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_27[0]
        getitem_208: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_27[1]
        getitem_209: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_27[2];  native_layer_norm_27 = None
        view_179: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_207, [6304, 1024]);  getitem_207 = None
        t_54: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_169);  params_169 = None
        addmm_40: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_170, view_179, t_54);  params_170 = None
        view_180: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_40, [32, 197, 4096]);  addmm_40 = None
        gelu_13: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_180)
        view_181: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_13, [6304, 4096]);  gelu_13 = None
        t_55: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_171);  params_171 = None
        addmm_41: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_172, view_181, t_55);  params_172 = None
        view_182: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_41, [32, 197, 1024]);  addmm_41 = None
        add_42: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_41, view_182);  view_182 = None
        native_layer_norm_28 = torch.ops.aten.native_layer_norm.default(add_42, [1024], params_173, params_174, 1e-06)
        getitem_210: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_28[0]
        getitem_211: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_28[1]
        getitem_212: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_28[2];  native_layer_norm_28 = None
        transpose_84: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_210, 1, 0);  getitem_210 = None
        t_56: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_175);  params_175 = None
        clone_28: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_84, memory_format = torch.contiguous_format);  transpose_84 = None
        _unsafe_view_28: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_28, [6304, 1024]);  clone_28 = None
        mm_14: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_28, t_56)
        _unsafe_view_29: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_14, [197, 32, 3072]);  mm_14 = None
        add_43: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_29, params_176);  _unsafe_view_29 = params_176 = None
        view_183: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_43, [197, 32, 3, 1024]);  add_43 = None
        unsqueeze_14: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_183, 0);  view_183 = None
        transpose_85: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_14, 0, -2);  unsqueeze_14 = None
        squeeze_14: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_85, -2);  transpose_85 = None
        clone_29: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_14, memory_format = torch.contiguous_format);  squeeze_14 = None
        select_42: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_29, 0, 0)
        select_43: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_29, 0, 1)
        select_44: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_29, 0, 2);  clone_29 = None
        view_184: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_42, [197, 512, 64]);  select_42 = None
        transpose_86: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_184, 0, 1);  view_184 = None
        view_185: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_43, [197, 512, 64]);  select_43 = None
        transpose_87: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_185, 0, 1);  view_185 = None
        view_186: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_44, [197, 512, 64]);  select_44 = None
        transpose_88: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_186, 0, 1);  view_186 = None
        view_187: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_86, [32, 16, 197, 64]);  transpose_86 = None
        view_188: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_87, [32, 16, 197, 64]);  transpose_87 = None
        view_189: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_88, [32, 16, 197, 64]);  transpose_88 = None
        _scaled_dot_product_cudnn_attention_14 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_187, view_188, view_189, None, True)
        getitem_213: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_14[0]
        getitem_214: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_14[1]
        getitem_215 = _scaled_dot_product_cudnn_attention_14[2];  getitem_215 = None
        getitem_216 = _scaled_dot_product_cudnn_attention_14[3];  getitem_216 = None
        getitem_217 = _scaled_dot_product_cudnn_attention_14[4];  getitem_217 = None
        getitem_218 = _scaled_dot_product_cudnn_attention_14[5];  getitem_218 = None
        getitem_219: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_14[6]
        getitem_220: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_14[7]
        getitem_221 = _scaled_dot_product_cudnn_attention_14[8];  _scaled_dot_product_cudnn_attention_14 = getitem_221 = None
        detach_14: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_213)
        permute_15: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_213, [2, 0, 1, 3]);  getitem_213 = None
        view_190: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_15, [6304, 1024]);  permute_15 = None
        t_57: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_177);  params_177 = None
        addmm_42: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_178, view_190, t_57);  params_178 = None
        view_191: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_42, [197, 32, 1024]);  addmm_42 = None
        transpose_89: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_191, 1, 0);  view_191 = None
        add_44: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_89, add_42);  transpose_89 = None
        native_layer_norm_29 = torch.ops.aten.native_layer_norm.default(add_44, [1024], params_179, params_180, 1e-06)
        getitem_222: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_29[0]
        getitem_223: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_29[1]
        getitem_224: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_29[2];  native_layer_norm_29 = None
        view_192: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_222, [6304, 1024]);  getitem_222 = None
        t_58: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_181);  params_181 = None
        addmm_43: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_182, view_192, t_58);  params_182 = None
        view_193: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_43, [32, 197, 4096]);  addmm_43 = None
        gelu_14: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_193)
        view_194: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_14, [6304, 4096]);  gelu_14 = None
        t_59: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_183);  params_183 = None
        addmm_44: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_184, view_194, t_59);  params_184 = None
        view_195: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_44, [32, 197, 1024]);  addmm_44 = None
        add_45: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_44, view_195);  view_195 = None
        native_layer_norm_30 = torch.ops.aten.native_layer_norm.default(add_45, [1024], params_185, params_186, 1e-06)
        getitem_225: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_30[0]
        getitem_226: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_30[1]
        getitem_227: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_30[2];  native_layer_norm_30 = None
        transpose_90: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_225, 1, 0);  getitem_225 = None
        t_60: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_187);  params_187 = None
        clone_30: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_90, memory_format = torch.contiguous_format);  transpose_90 = None
        _unsafe_view_30: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_30, [6304, 1024]);  clone_30 = None
        mm_15: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_30, t_60)
        _unsafe_view_31: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_15, [197, 32, 3072]);  mm_15 = None
        add_46: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_31, params_188);  _unsafe_view_31 = params_188 = None
        view_196: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_46, [197, 32, 3, 1024]);  add_46 = None
        unsqueeze_15: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_196, 0);  view_196 = None
        transpose_91: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_15, 0, -2);  unsqueeze_15 = None
        squeeze_15: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_91, -2);  transpose_91 = None
        clone_31: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_15, memory_format = torch.contiguous_format);  squeeze_15 = None
        select_45: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_31, 0, 0)
        select_46: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_31, 0, 1)
        select_47: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_31, 0, 2);  clone_31 = None
        view_197: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_45, [197, 512, 64]);  select_45 = None
        transpose_92: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_197, 0, 1);  view_197 = None
        view_198: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_46, [197, 512, 64]);  select_46 = None
        transpose_93: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_198, 0, 1);  view_198 = None
        view_199: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_47, [197, 512, 64]);  select_47 = None
        transpose_94: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_199, 0, 1);  view_199 = None
        view_200: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_92, [32, 16, 197, 64]);  transpose_92 = None
        view_201: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_93, [32, 16, 197, 64]);  transpose_93 = None
        view_202: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_94, [32, 16, 197, 64]);  transpose_94 = None
        _scaled_dot_product_cudnn_attention_15 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_200, view_201, view_202, None, True)
        getitem_228: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_15[0]
        getitem_229: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_15[1]
        getitem_230 = _scaled_dot_product_cudnn_attention_15[2];  getitem_230 = None
        getitem_231 = _scaled_dot_product_cudnn_attention_15[3];  getitem_231 = None
        getitem_232 = _scaled_dot_product_cudnn_attention_15[4];  getitem_232 = None
        getitem_233 = _scaled_dot_product_cudnn_attention_15[5];  getitem_233 = None
        getitem_234: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_15[6]
        getitem_235: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_15[7]
        getitem_236 = _scaled_dot_product_cudnn_attention_15[8];  _scaled_dot_product_cudnn_attention_15 = getitem_236 = None
        detach_15: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_228)
        permute_16: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_228, [2, 0, 1, 3]);  getitem_228 = None
        view_203: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_16, [6304, 1024]);  permute_16 = None
        t_61: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_189);  params_189 = None
        addmm_45: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_190, view_203, t_61);  params_190 = None
        view_204: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_45, [197, 32, 1024]);  addmm_45 = None
        transpose_95: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_204, 1, 0);  view_204 = None
        add_47: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_95, add_45);  transpose_95 = None
        native_layer_norm_31 = torch.ops.aten.native_layer_norm.default(add_47, [1024], params_191, params_192, 1e-06)
        getitem_237: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_31[0]
        getitem_238: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_31[1]
        getitem_239: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_31[2];  native_layer_norm_31 = None
        view_205: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_237, [6304, 1024]);  getitem_237 = None
        t_62: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_193);  params_193 = None
        addmm_46: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_194, view_205, t_62);  params_194 = None
        view_206: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_46, [32, 197, 4096]);  addmm_46 = None
        gelu_15: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_206)
        view_207: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_15, [6304, 4096]);  gelu_15 = None
        t_63: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_195);  params_195 = None
        addmm_47: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_196, view_207, t_63);  params_196 = None
        view_208: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_47, [32, 197, 1024]);  addmm_47 = None
        add_48: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_47, view_208);  view_208 = None
        native_layer_norm_32 = torch.ops.aten.native_layer_norm.default(add_48, [1024], params_197, params_198, 1e-06)
        getitem_240: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_32[0]
        getitem_241: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_32[1]
        getitem_242: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_32[2];  native_layer_norm_32 = None
        transpose_96: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_240, 1, 0);  getitem_240 = None
        t_64: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_199);  params_199 = None
        clone_32: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_96, memory_format = torch.contiguous_format);  transpose_96 = None
        _unsafe_view_32: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_32, [6304, 1024]);  clone_32 = None
        mm_16: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_32, t_64)
        _unsafe_view_33: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_16, [197, 32, 3072]);  mm_16 = None
        add_49: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_33, params_200);  _unsafe_view_33 = params_200 = None
        view_209: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_49, [197, 32, 3, 1024]);  add_49 = None
        unsqueeze_16: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_209, 0);  view_209 = None
        transpose_97: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_16, 0, -2);  unsqueeze_16 = None
        squeeze_16: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_97, -2);  transpose_97 = None
        clone_33: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_16, memory_format = torch.contiguous_format);  squeeze_16 = None
        select_48: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_33, 0, 0)
        select_49: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_33, 0, 1)
        select_50: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_33, 0, 2);  clone_33 = None
        view_210: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_48, [197, 512, 64]);  select_48 = None
        transpose_98: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_210, 0, 1);  view_210 = None
        view_211: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_49, [197, 512, 64]);  select_49 = None
        transpose_99: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_211, 0, 1);  view_211 = None
        view_212: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_50, [197, 512, 64]);  select_50 = None
        transpose_100: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_212, 0, 1);  view_212 = None
        view_213: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_98, [32, 16, 197, 64]);  transpose_98 = None
        view_214: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_99, [32, 16, 197, 64]);  transpose_99 = None
        view_215: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_100, [32, 16, 197, 64]);  transpose_100 = None
        _scaled_dot_product_cudnn_attention_16 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_213, view_214, view_215, None, True)
        getitem_243: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_16[0]
        getitem_244: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_16[1]
        getitem_245 = _scaled_dot_product_cudnn_attention_16[2];  getitem_245 = None
        getitem_246 = _scaled_dot_product_cudnn_attention_16[3];  getitem_246 = None
        getitem_247 = _scaled_dot_product_cudnn_attention_16[4];  getitem_247 = None
        getitem_248 = _scaled_dot_product_cudnn_attention_16[5];  getitem_248 = None
        getitem_249: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_16[6]
        getitem_250: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_16[7]
        getitem_251 = _scaled_dot_product_cudnn_attention_16[8];  _scaled_dot_product_cudnn_attention_16 = getitem_251 = None
        detach_16: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_243)
        permute_17: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_243, [2, 0, 1, 3]);  getitem_243 = None
        view_216: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_17, [6304, 1024]);  permute_17 = None
        t_65: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_201);  params_201 = None
        addmm_48: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_202, view_216, t_65);  params_202 = None
        view_217: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_48, [197, 32, 1024]);  addmm_48 = None
        transpose_101: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_217, 1, 0);  view_217 = None
        add_50: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_101, add_48);  transpose_101 = None
        native_layer_norm_33 = torch.ops.aten.native_layer_norm.default(add_50, [1024], params_203, params_204, 1e-06)
        getitem_252: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_33[0]
        getitem_253: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_33[1]
        getitem_254: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_33[2];  native_layer_norm_33 = None
        view_218: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_252, [6304, 1024]);  getitem_252 = None
        t_66: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_205);  params_205 = None
        addmm_49: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_206, view_218, t_66);  params_206 = None
        view_219: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_49, [32, 197, 4096]);  addmm_49 = None
        gelu_16: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_219)
        view_220: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_16, [6304, 4096]);  gelu_16 = None
        t_67: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_207);  params_207 = None
        addmm_50: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_208, view_220, t_67);  params_208 = None
        view_221: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_50, [32, 197, 1024]);  addmm_50 = None
        add_51: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_50, view_221);  view_221 = None
        native_layer_norm_34 = torch.ops.aten.native_layer_norm.default(add_51, [1024], params_209, params_210, 1e-06)
        getitem_255: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_34[0]
        getitem_256: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_34[1]
        getitem_257: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_34[2];  native_layer_norm_34 = None
        transpose_102: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_255, 1, 0);  getitem_255 = None
        t_68: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_211);  params_211 = None
        clone_34: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_102, memory_format = torch.contiguous_format);  transpose_102 = None
        _unsafe_view_34: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_34, [6304, 1024]);  clone_34 = None
        mm_17: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_34, t_68)
        _unsafe_view_35: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_17, [197, 32, 3072]);  mm_17 = None
        add_52: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_35, params_212);  _unsafe_view_35 = params_212 = None
        view_222: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_52, [197, 32, 3, 1024]);  add_52 = None
        unsqueeze_17: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_222, 0);  view_222 = None
        transpose_103: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_17, 0, -2);  unsqueeze_17 = None
        squeeze_17: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_103, -2);  transpose_103 = None
        clone_35: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_17, memory_format = torch.contiguous_format);  squeeze_17 = None
        select_51: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_35, 0, 0)
        select_52: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_35, 0, 1)
        select_53: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_35, 0, 2);  clone_35 = None
        view_223: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_51, [197, 512, 64]);  select_51 = None
        transpose_104: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_223, 0, 1);  view_223 = None
        view_224: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_52, [197, 512, 64]);  select_52 = None
        transpose_105: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_224, 0, 1);  view_224 = None
        view_225: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_53, [197, 512, 64]);  select_53 = None
        transpose_106: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_225, 0, 1);  view_225 = None
        view_226: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_104, [32, 16, 197, 64]);  transpose_104 = None
        view_227: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_105, [32, 16, 197, 64]);  transpose_105 = None
        view_228: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_106, [32, 16, 197, 64]);  transpose_106 = None
        _scaled_dot_product_cudnn_attention_17 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_226, view_227, view_228, None, True)
        getitem_258: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_17[0]
        getitem_259: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_17[1]
        getitem_260 = _scaled_dot_product_cudnn_attention_17[2];  getitem_260 = None
        getitem_261 = _scaled_dot_product_cudnn_attention_17[3];  getitem_261 = None
        getitem_262 = _scaled_dot_product_cudnn_attention_17[4];  getitem_262 = None
        getitem_263 = _scaled_dot_product_cudnn_attention_17[5];  getitem_263 = None
        getitem_264: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_17[6]
        getitem_265: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_17[7]
        getitem_266 = _scaled_dot_product_cudnn_attention_17[8];  _scaled_dot_product_cudnn_attention_17 = getitem_266 = None
        detach_17: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_258)
        permute_18: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_258, [2, 0, 1, 3]);  getitem_258 = None
        view_229: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_18, [6304, 1024]);  permute_18 = None
        t_69: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_213);  params_213 = None
        addmm_51: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_214, view_229, t_69);  params_214 = None
        view_230: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_51, [197, 32, 1024]);  addmm_51 = None
        transpose_107: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_230, 1, 0);  view_230 = None
        add_53: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_107, add_51);  transpose_107 = None
        native_layer_norm_35 = torch.ops.aten.native_layer_norm.default(add_53, [1024], params_215, params_216, 1e-06)
        getitem_267: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_35[0]
        getitem_268: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_35[1]
        getitem_269: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_35[2];  native_layer_norm_35 = None
        view_231: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_267, [6304, 1024]);  getitem_267 = None
        t_70: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_217);  params_217 = None
        addmm_52: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_218, view_231, t_70);  params_218 = None
        view_232: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_52, [32, 197, 4096]);  addmm_52 = None
        gelu_17: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_232)
        view_233: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_17, [6304, 4096]);  gelu_17 = None
        t_71: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_219);  params_219 = None
        addmm_53: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_220, view_233, t_71);  params_220 = None
        view_234: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_53, [32, 197, 1024]);  addmm_53 = None
        add_54: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_53, view_234);  view_234 = None
        native_layer_norm_36 = torch.ops.aten.native_layer_norm.default(add_54, [1024], params_221, params_222, 1e-06)
        getitem_270: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_36[0]
        getitem_271: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_36[1]
        getitem_272: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_36[2];  native_layer_norm_36 = None
        transpose_108: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_270, 1, 0);  getitem_270 = None
        t_72: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_223);  params_223 = None
        clone_36: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_108, memory_format = torch.contiguous_format);  transpose_108 = None
        _unsafe_view_36: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_36, [6304, 1024]);  clone_36 = None
        mm_18: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_36, t_72)
        _unsafe_view_37: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_18, [197, 32, 3072]);  mm_18 = None
        add_55: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_37, params_224);  _unsafe_view_37 = params_224 = None
        view_235: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_55, [197, 32, 3, 1024]);  add_55 = None
        unsqueeze_18: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_235, 0);  view_235 = None
        transpose_109: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_18, 0, -2);  unsqueeze_18 = None
        squeeze_18: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_109, -2);  transpose_109 = None
        clone_37: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_18, memory_format = torch.contiguous_format);  squeeze_18 = None
        select_54: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_37, 0, 0)
        select_55: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_37, 0, 1)
        select_56: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_37, 0, 2);  clone_37 = None
        view_236: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_54, [197, 512, 64]);  select_54 = None
        transpose_110: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_236, 0, 1);  view_236 = None
        view_237: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_55, [197, 512, 64]);  select_55 = None
        transpose_111: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_237, 0, 1);  view_237 = None
        view_238: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_56, [197, 512, 64]);  select_56 = None
        transpose_112: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_238, 0, 1);  view_238 = None
        view_239: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_110, [32, 16, 197, 64]);  transpose_110 = None
        view_240: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_111, [32, 16, 197, 64]);  transpose_111 = None
        view_241: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_112, [32, 16, 197, 64]);  transpose_112 = None
        _scaled_dot_product_cudnn_attention_18 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_239, view_240, view_241, None, True)
        getitem_273: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_18[0]
        getitem_274: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_18[1]
        getitem_275 = _scaled_dot_product_cudnn_attention_18[2];  getitem_275 = None
        getitem_276 = _scaled_dot_product_cudnn_attention_18[3];  getitem_276 = None
        getitem_277 = _scaled_dot_product_cudnn_attention_18[4];  getitem_277 = None
        getitem_278 = _scaled_dot_product_cudnn_attention_18[5];  getitem_278 = None
        getitem_279: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_18[6]
        getitem_280: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_18[7]
        getitem_281 = _scaled_dot_product_cudnn_attention_18[8];  _scaled_dot_product_cudnn_attention_18 = getitem_281 = None
        detach_18: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_273)
        permute_19: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_273, [2, 0, 1, 3]);  getitem_273 = None
        view_242: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_19, [6304, 1024]);  permute_19 = None
        t_73: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_225);  params_225 = None
        addmm_54: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_226, view_242, t_73);  params_226 = None
        view_243: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_54, [197, 32, 1024]);  addmm_54 = None
        transpose_113: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_243, 1, 0);  view_243 = None
        add_56: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_113, add_54);  transpose_113 = None
        native_layer_norm_37 = torch.ops.aten.native_layer_norm.default(add_56, [1024], params_227, params_228, 1e-06)
        getitem_282: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_37[0]
        getitem_283: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_37[1]
        getitem_284: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_37[2];  native_layer_norm_37 = None
        view_244: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_282, [6304, 1024]);  getitem_282 = None
        t_74: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_229);  params_229 = None
        addmm_55: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_230, view_244, t_74);  params_230 = None
        view_245: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_55, [32, 197, 4096]);  addmm_55 = None
        gelu_18: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_245)
        view_246: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_18, [6304, 4096]);  gelu_18 = None
        t_75: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_231);  params_231 = None
        addmm_56: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_232, view_246, t_75);  params_232 = None
        view_247: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_56, [32, 197, 1024]);  addmm_56 = None
        add_57: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_56, view_247);  view_247 = None
        native_layer_norm_38 = torch.ops.aten.native_layer_norm.default(add_57, [1024], params_233, params_234, 1e-06)
        getitem_285: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_38[0]
        getitem_286: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_38[1]
        getitem_287: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_38[2];  native_layer_norm_38 = None
        transpose_114: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_285, 1, 0);  getitem_285 = None
        t_76: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_235);  params_235 = None
        clone_38: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_114, memory_format = torch.contiguous_format);  transpose_114 = None
        _unsafe_view_38: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_38, [6304, 1024]);  clone_38 = None
        mm_19: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_38, t_76)
        _unsafe_view_39: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_19, [197, 32, 3072]);  mm_19 = None
        add_58: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_39, params_236);  _unsafe_view_39 = params_236 = None
        view_248: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_58, [197, 32, 3, 1024]);  add_58 = None
        unsqueeze_19: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_248, 0);  view_248 = None
        transpose_115: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_19, 0, -2);  unsqueeze_19 = None
        squeeze_19: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_115, -2);  transpose_115 = None
        clone_39: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_19, memory_format = torch.contiguous_format);  squeeze_19 = None
        select_57: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_39, 0, 0)
        select_58: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_39, 0, 1)
        select_59: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_39, 0, 2);  clone_39 = None
        view_249: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_57, [197, 512, 64]);  select_57 = None
        transpose_116: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_249, 0, 1);  view_249 = None
        view_250: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_58, [197, 512, 64]);  select_58 = None
        transpose_117: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_250, 0, 1);  view_250 = None
        view_251: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_59, [197, 512, 64]);  select_59 = None
        transpose_118: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_251, 0, 1);  view_251 = None
        view_252: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_116, [32, 16, 197, 64]);  transpose_116 = None
        view_253: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_117, [32, 16, 197, 64]);  transpose_117 = None
        view_254: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_118, [32, 16, 197, 64]);  transpose_118 = None
        _scaled_dot_product_cudnn_attention_19 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_252, view_253, view_254, None, True)
        getitem_288: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_19[0]
        getitem_289: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_19[1]
        getitem_290 = _scaled_dot_product_cudnn_attention_19[2];  getitem_290 = None
        getitem_291 = _scaled_dot_product_cudnn_attention_19[3];  getitem_291 = None
        getitem_292 = _scaled_dot_product_cudnn_attention_19[4];  getitem_292 = None
        getitem_293 = _scaled_dot_product_cudnn_attention_19[5];  getitem_293 = None
        getitem_294: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_19[6]
        getitem_295: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_19[7]
        getitem_296 = _scaled_dot_product_cudnn_attention_19[8];  _scaled_dot_product_cudnn_attention_19 = getitem_296 = None
        detach_19: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_288)
        permute_20: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_288, [2, 0, 1, 3]);  getitem_288 = None
        view_255: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_20, [6304, 1024]);  permute_20 = None
        t_77: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_237);  params_237 = None
        addmm_57: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_238, view_255, t_77);  params_238 = None
        view_256: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_57, [197, 32, 1024]);  addmm_57 = None
        transpose_119: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_256, 1, 0);  view_256 = None
        add_59: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_119, add_57);  transpose_119 = None
        native_layer_norm_39 = torch.ops.aten.native_layer_norm.default(add_59, [1024], params_239, params_240, 1e-06)
        getitem_297: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_39[0]
        getitem_298: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_39[1]
        getitem_299: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_39[2];  native_layer_norm_39 = None
        view_257: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_297, [6304, 1024]);  getitem_297 = None
        t_78: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_241);  params_241 = None
        addmm_58: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_242, view_257, t_78);  params_242 = None
        view_258: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_58, [32, 197, 4096]);  addmm_58 = None
        gelu_19: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_258)
        view_259: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_19, [6304, 4096]);  gelu_19 = None
        t_79: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_243);  params_243 = None
        addmm_59: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_244, view_259, t_79);  params_244 = None
        view_260: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_59, [32, 197, 1024]);  addmm_59 = None
        add_60: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_59, view_260);  view_260 = None
        native_layer_norm_40 = torch.ops.aten.native_layer_norm.default(add_60, [1024], params_245, params_246, 1e-06)
        getitem_300: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_40[0]
        getitem_301: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_40[1]
        getitem_302: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_40[2];  native_layer_norm_40 = None
        transpose_120: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_300, 1, 0);  getitem_300 = None
        t_80: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_247);  params_247 = None
        clone_40: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_120, memory_format = torch.contiguous_format);  transpose_120 = None
        _unsafe_view_40: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_40, [6304, 1024]);  clone_40 = None
        mm_20: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_40, t_80)
        _unsafe_view_41: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_20, [197, 32, 3072]);  mm_20 = None
        add_61: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_41, params_248);  _unsafe_view_41 = params_248 = None
        view_261: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_61, [197, 32, 3, 1024]);  add_61 = None
        unsqueeze_20: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_261, 0);  view_261 = None
        transpose_121: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_20, 0, -2);  unsqueeze_20 = None
        squeeze_20: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_121, -2);  transpose_121 = None
        clone_41: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_20, memory_format = torch.contiguous_format);  squeeze_20 = None
        select_60: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_41, 0, 0)
        select_61: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_41, 0, 1)
        select_62: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_41, 0, 2);  clone_41 = None
        view_262: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_60, [197, 512, 64]);  select_60 = None
        transpose_122: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_262, 0, 1);  view_262 = None
        view_263: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_61, [197, 512, 64]);  select_61 = None
        transpose_123: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_263, 0, 1);  view_263 = None
        view_264: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_62, [197, 512, 64]);  select_62 = None
        transpose_124: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_264, 0, 1);  view_264 = None
        view_265: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_122, [32, 16, 197, 64]);  transpose_122 = None
        view_266: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_123, [32, 16, 197, 64]);  transpose_123 = None
        view_267: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_124, [32, 16, 197, 64]);  transpose_124 = None
        _scaled_dot_product_cudnn_attention_20 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_265, view_266, view_267, None, True)
        getitem_303: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_20[0]
        getitem_304: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_20[1]
        getitem_305 = _scaled_dot_product_cudnn_attention_20[2];  getitem_305 = None
        getitem_306 = _scaled_dot_product_cudnn_attention_20[3];  getitem_306 = None
        getitem_307 = _scaled_dot_product_cudnn_attention_20[4];  getitem_307 = None
        getitem_308 = _scaled_dot_product_cudnn_attention_20[5];  getitem_308 = None
        getitem_309: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_20[6]
        getitem_310: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_20[7]
        getitem_311 = _scaled_dot_product_cudnn_attention_20[8];  _scaled_dot_product_cudnn_attention_20 = getitem_311 = None
        detach_20: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_303)
        permute_21: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_303, [2, 0, 1, 3]);  getitem_303 = None
        view_268: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_21, [6304, 1024]);  permute_21 = None
        t_81: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_249);  params_249 = None
        addmm_60: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_250, view_268, t_81);  params_250 = None
        view_269: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_60, [197, 32, 1024]);  addmm_60 = None
        transpose_125: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_269, 1, 0);  view_269 = None
        add_62: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_125, add_60);  transpose_125 = None
        native_layer_norm_41 = torch.ops.aten.native_layer_norm.default(add_62, [1024], params_251, params_252, 1e-06)
        getitem_312: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_41[0]
        getitem_313: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_41[1]
        getitem_314: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_41[2];  native_layer_norm_41 = None
        view_270: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_312, [6304, 1024]);  getitem_312 = None
        t_82: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_253);  params_253 = None
        addmm_61: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_254, view_270, t_82);  params_254 = None
        view_271: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_61, [32, 197, 4096]);  addmm_61 = None
        gelu_20: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_271)
        view_272: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_20, [6304, 4096]);  gelu_20 = None
        t_83: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_255);  params_255 = None
        addmm_62: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_256, view_272, t_83);  params_256 = None
        view_273: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_62, [32, 197, 1024]);  addmm_62 = None
        add_63: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_62, view_273);  view_273 = None
        native_layer_norm_42 = torch.ops.aten.native_layer_norm.default(add_63, [1024], params_257, params_258, 1e-06)
        getitem_315: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_42[0]
        getitem_316: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_42[1]
        getitem_317: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_42[2];  native_layer_norm_42 = None
        transpose_126: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_315, 1, 0);  getitem_315 = None
        t_84: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_259);  params_259 = None
        clone_42: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_126, memory_format = torch.contiguous_format);  transpose_126 = None
        _unsafe_view_42: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_42, [6304, 1024]);  clone_42 = None
        mm_21: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_42, t_84)
        _unsafe_view_43: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_21, [197, 32, 3072]);  mm_21 = None
        add_64: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_43, params_260);  _unsafe_view_43 = params_260 = None
        view_274: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_64, [197, 32, 3, 1024]);  add_64 = None
        unsqueeze_21: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_274, 0);  view_274 = None
        transpose_127: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_21, 0, -2);  unsqueeze_21 = None
        squeeze_21: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_127, -2);  transpose_127 = None
        clone_43: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_21, memory_format = torch.contiguous_format);  squeeze_21 = None
        select_63: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_43, 0, 0)
        select_64: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_43, 0, 1)
        select_65: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_43, 0, 2);  clone_43 = None
        view_275: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_63, [197, 512, 64]);  select_63 = None
        transpose_128: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_275, 0, 1);  view_275 = None
        view_276: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_64, [197, 512, 64]);  select_64 = None
        transpose_129: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_276, 0, 1);  view_276 = None
        view_277: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_65, [197, 512, 64]);  select_65 = None
        transpose_130: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_277, 0, 1);  view_277 = None
        view_278: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_128, [32, 16, 197, 64]);  transpose_128 = None
        view_279: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_129, [32, 16, 197, 64]);  transpose_129 = None
        view_280: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_130, [32, 16, 197, 64]);  transpose_130 = None
        _scaled_dot_product_cudnn_attention_21 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_278, view_279, view_280, None, True)
        getitem_318: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_21[0]
        getitem_319: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_21[1]
        getitem_320 = _scaled_dot_product_cudnn_attention_21[2];  getitem_320 = None
        getitem_321 = _scaled_dot_product_cudnn_attention_21[3];  getitem_321 = None
        getitem_322 = _scaled_dot_product_cudnn_attention_21[4];  getitem_322 = None
        getitem_323 = _scaled_dot_product_cudnn_attention_21[5];  getitem_323 = None
        getitem_324: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_21[6]
        getitem_325: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_21[7]
        getitem_326 = _scaled_dot_product_cudnn_attention_21[8];  _scaled_dot_product_cudnn_attention_21 = getitem_326 = None
        detach_21: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_318)
        permute_22: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_318, [2, 0, 1, 3]);  getitem_318 = None
        view_281: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_22, [6304, 1024]);  permute_22 = None
        t_85: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_261);  params_261 = None
        addmm_63: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_262, view_281, t_85);  params_262 = None
        view_282: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_63, [197, 32, 1024]);  addmm_63 = None
        transpose_131: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_282, 1, 0);  view_282 = None
        add_65: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_131, add_63);  transpose_131 = None
        native_layer_norm_43 = torch.ops.aten.native_layer_norm.default(add_65, [1024], params_263, params_264, 1e-06)
        getitem_327: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_43[0]
        getitem_328: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_43[1]
        getitem_329: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_43[2];  native_layer_norm_43 = None
        view_283: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_327, [6304, 1024]);  getitem_327 = None
        t_86: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_265);  params_265 = None
        addmm_64: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_266, view_283, t_86);  params_266 = None
        view_284: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_64, [32, 197, 4096]);  addmm_64 = None
        gelu_21: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_284)
        view_285: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_21, [6304, 4096]);  gelu_21 = None
        t_87: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_267);  params_267 = None
        addmm_65: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_268, view_285, t_87);  params_268 = None
        view_286: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_65, [32, 197, 1024]);  addmm_65 = None
        add_66: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_65, view_286);  view_286 = None
        native_layer_norm_44 = torch.ops.aten.native_layer_norm.default(add_66, [1024], params_269, params_270, 1e-06)
        getitem_330: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_44[0]
        getitem_331: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_44[1]
        getitem_332: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_44[2];  native_layer_norm_44 = None
        transpose_132: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_330, 1, 0);  getitem_330 = None
        t_88: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_271);  params_271 = None
        clone_44: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_132, memory_format = torch.contiguous_format);  transpose_132 = None
        _unsafe_view_44: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_44, [6304, 1024]);  clone_44 = None
        mm_22: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_44, t_88)
        _unsafe_view_45: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_22, [197, 32, 3072]);  mm_22 = None
        add_67: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_45, params_272);  _unsafe_view_45 = params_272 = None
        view_287: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_67, [197, 32, 3, 1024]);  add_67 = None
        unsqueeze_22: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_287, 0);  view_287 = None
        transpose_133: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_22, 0, -2);  unsqueeze_22 = None
        squeeze_22: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_133, -2);  transpose_133 = None
        clone_45: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_22, memory_format = torch.contiguous_format);  squeeze_22 = None
        select_66: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_45, 0, 0)
        select_67: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_45, 0, 1)
        select_68: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_45, 0, 2);  clone_45 = None
        view_288: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_66, [197, 512, 64]);  select_66 = None
        transpose_134: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_288, 0, 1);  view_288 = None
        view_289: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_67, [197, 512, 64]);  select_67 = None
        transpose_135: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_289, 0, 1);  view_289 = None
        view_290: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_68, [197, 512, 64]);  select_68 = None
        transpose_136: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_290, 0, 1);  view_290 = None
        view_291: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_134, [32, 16, 197, 64]);  transpose_134 = None
        view_292: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_135, [32, 16, 197, 64]);  transpose_135 = None
        view_293: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_136, [32, 16, 197, 64]);  transpose_136 = None
        _scaled_dot_product_cudnn_attention_22 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_291, view_292, view_293, None, True)
        getitem_333: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_22[0]
        getitem_334: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_22[1]
        getitem_335 = _scaled_dot_product_cudnn_attention_22[2];  getitem_335 = None
        getitem_336 = _scaled_dot_product_cudnn_attention_22[3];  getitem_336 = None
        getitem_337 = _scaled_dot_product_cudnn_attention_22[4];  getitem_337 = None
        getitem_338 = _scaled_dot_product_cudnn_attention_22[5];  getitem_338 = None
        getitem_339: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_22[6]
        getitem_340: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_22[7]
        getitem_341 = _scaled_dot_product_cudnn_attention_22[8];  _scaled_dot_product_cudnn_attention_22 = getitem_341 = None
        detach_22: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_333)
        permute_23: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_333, [2, 0, 1, 3]);  getitem_333 = None
        view_294: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_23, [6304, 1024]);  permute_23 = None
        t_89: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_273);  params_273 = None
        addmm_66: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_274, view_294, t_89);  params_274 = None
        view_295: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_66, [197, 32, 1024]);  addmm_66 = None
        transpose_137: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_295, 1, 0);  view_295 = None
        add_68: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_137, add_66);  transpose_137 = None
        native_layer_norm_45 = torch.ops.aten.native_layer_norm.default(add_68, [1024], params_275, params_276, 1e-06)
        getitem_342: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_45[0]
        getitem_343: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_45[1]
        getitem_344: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_45[2];  native_layer_norm_45 = None
        view_296: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_342, [6304, 1024]);  getitem_342 = None
        t_90: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_277);  params_277 = None
        addmm_67: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_278, view_296, t_90);  params_278 = None
        view_297: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_67, [32, 197, 4096]);  addmm_67 = None
        gelu_22: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_297)
        view_298: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_22, [6304, 4096]);  gelu_22 = None
        t_91: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_279);  params_279 = None
        addmm_68: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_280, view_298, t_91);  params_280 = None
        view_299: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_68, [32, 197, 1024]);  addmm_68 = None
        add_69: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_68, view_299);  view_299 = None
        native_layer_norm_46 = torch.ops.aten.native_layer_norm.default(add_69, [1024], params_281, params_282, 1e-06)
        getitem_345: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_46[0]
        getitem_346: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_46[1]
        getitem_347: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_46[2];  native_layer_norm_46 = None
        transpose_138: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(getitem_345, 1, 0);  getitem_345 = None
        t_92: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(params_283);  params_283 = None
        clone_46: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_138, memory_format = torch.contiguous_format);  transpose_138 = None
        _unsafe_view_46: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_46, [6304, 1024]);  clone_46 = None
        mm_23: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_46, t_92)
        _unsafe_view_47: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(mm_23, [197, 32, 3072]);  mm_23 = None
        add_70: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten.add.Tensor(_unsafe_view_47, params_284);  _unsafe_view_47 = params_284 = None
        view_300: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.view.default(add_70, [197, 32, 3, 1024]);  add_70 = None
        unsqueeze_23: "bf16[1, 197, 32, 3, 1024][19365888, 98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(view_300, 0);  view_300 = None
        transpose_139: "bf16[3, 197, 32, 1, 1024][1024, 98304, 3072, 19365888, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_23, 0, -2);  unsqueeze_23 = None
        squeeze_23: "bf16[3, 197, 32, 1024][1024, 98304, 3072, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_139, -2);  transpose_139 = None
        clone_47: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_23, memory_format = torch.contiguous_format);  squeeze_23 = None
        select_69: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_47, 0, 0)
        select_70: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_47, 0, 1)
        select_71: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.select.int(clone_47, 0, 2);  clone_47 = None
        view_301: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_69, [197, 512, 64]);  select_69 = None
        transpose_140: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_301, 0, 1);  view_301 = None
        view_302: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_70, [197, 512, 64]);  select_70 = None
        transpose_141: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_302, 0, 1);  view_302 = None
        view_303: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.view.default(select_71, [197, 512, 64]);  select_71 = None
        transpose_142: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_303, 0, 1);  view_303 = None
        view_304: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_140, [32, 16, 197, 64]);  transpose_140 = None
        view_305: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_141, [32, 16, 197, 64]);  transpose_141 = None
        view_306: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.view.default(transpose_142, [32, 16, 197, 64]);  transpose_142 = None
        _scaled_dot_product_cudnn_attention_23 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(view_304, view_305, view_306, None, True)
        getitem_348: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_23[0]
        getitem_349: "f32[32, 16, 197, 1][3152, 197, 1, 1]cuda:0" = _scaled_dot_product_cudnn_attention_23[1]
        getitem_350 = _scaled_dot_product_cudnn_attention_23[2];  getitem_350 = None
        getitem_351 = _scaled_dot_product_cudnn_attention_23[3];  getitem_351 = None
        getitem_352 = _scaled_dot_product_cudnn_attention_23[4];  getitem_352 = None
        getitem_353 = _scaled_dot_product_cudnn_attention_23[5];  getitem_353 = None
        getitem_354: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_23[6]
        getitem_355: "i64[][]cuda:0" = _scaled_dot_product_cudnn_attention_23[7]
        getitem_356 = _scaled_dot_product_cudnn_attention_23[8];  _scaled_dot_product_cudnn_attention_23 = getitem_356 = None
        detach_23: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(getitem_348)
        permute_24: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.permute.default(getitem_348, [2, 0, 1, 3]);  getitem_348 = None
        view_307: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(permute_24, [6304, 1024]);  permute_24 = None
        t_93: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(params_285);  params_285 = None
        addmm_69: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_286, view_307, t_93);  params_286 = None
        view_308: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_69, [197, 32, 1024]);  addmm_69 = None
        transpose_143: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_308, 1, 0);  view_308 = None
        add_71: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(transpose_143, add_69);  transpose_143 = None
        native_layer_norm_47 = torch.ops.aten.native_layer_norm.default(add_71, [1024], params_287, params_288, 1e-06)
        getitem_357: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_47[0]
        getitem_358: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_47[1]
        getitem_359: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_47[2];  native_layer_norm_47 = None
        view_309: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_357, [6304, 1024]);  getitem_357 = None
        t_94: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(params_289);  params_289 = None
        addmm_70: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.addmm.default(params_290, view_309, t_94);  params_290 = None
        view_310: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(addmm_70, [32, 197, 4096]);  addmm_70 = None
        gelu_23: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu.default(view_310)
        view_311: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_23, [6304, 4096]);  gelu_23 = None
        t_95: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(params_291);  params_291 = None
        addmm_71: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.addmm.default(params_292, view_311, t_95);  params_292 = None
        view_312: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(addmm_71, [32, 197, 1024]);  addmm_71 = None
        add_72: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.add.Tensor(add_71, view_312);  view_312 = None
        native_layer_norm_48 = torch.ops.aten.native_layer_norm.default(add_72, [1024], params_293, params_294, 1e-06)
        getitem_360: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_48[0]
        getitem_361: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_48[1]
        getitem_362: "f32[32, 197, 1][197, 1, 1]cuda:0" = native_layer_norm_48[2];  native_layer_norm_48 = None
        select_72: "bf16[32, 1024][201728, 1]cuda:0" = torch.ops.aten.select.int(getitem_360, 1, 0);  getitem_360 = None
        t_96: "bf16[1024, 1000][1, 1024]cuda:0" = torch.ops.aten.t.default(params_295);  params_295 = None
        addmm_72: "bf16[32, 1000][1000, 1]cuda:0" = torch.ops.aten.addmm.default(params_296, select_72, t_96);  params_296 = None
        _to_copy: "f32[32, 1000][1000, 1]cuda:0" = torch.ops.aten._to_copy.default(addmm_72, dtype = torch.float32);  addmm_72 = None
        pow_1: "f32[32, 1000][1000, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 2)
        mean: "f32[][]cuda:0" = torch.ops.aten.mean.default(pow_1);  pow_1 = None
        ones_like: "f32[][]cuda:0" = torch.ops.aten.ones_like.default(mean, pin_memory = False, memory_format = torch.preserve_format)
        expand_1: "f32[32, 1000][0, 0]cuda:0" = torch.ops.aten.expand.default(ones_like, [32, 1000]);  ones_like = None
        div: "f32[32, 1000][1000, 1]cuda:0" = torch.ops.aten.div.Scalar(expand_1, 32000);  expand_1 = None
        pow_2: "f32[32, 1000][1000, 1]cuda:0" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 1.0);  _to_copy = None
        mul: "f32[32, 1000][1000, 1]cuda:0" = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
        mul_1: "f32[32, 1000][1000, 1]cuda:0" = torch.ops.aten.mul.Tensor(div, mul);  div = mul = None
        _to_copy_1: "bf16[32, 1000][1000, 1]cuda:0" = torch.ops.aten._to_copy.default(mul_1, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0));  mul_1 = None
        t_97: "bf16[1000, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_96);  t_96 = None
        mm_24: "bf16[32, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_to_copy_1, t_97);  t_97 = None
        t_98: "bf16[1000, 32][1, 1000]cuda:0" = torch.ops.aten.t.default(_to_copy_1)
        mm_25: "bf16[1000, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_98, select_72);  t_98 = select_72 = None
        t_99: "bf16[1024, 1000][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_25);  mm_25 = None
        sum_1: "bf16[1, 1000][1000, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_to_copy_1, [0], True);  _to_copy_1 = None
        view_313: "bf16[1000][1]cuda:0" = torch.ops.aten.view.default(sum_1, [1000]);  sum_1 = None
        t_100: "bf16[1000, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_99);  t_99 = None
        select_backward: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(mm_24, [32, 197, 1024], 1, 0);  mm_24 = None
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(select_backward, add_72, [1024], getitem_361, getitem_362, params_293, params_294, [True, True, True]);  select_backward = add_72 = getitem_361 = getitem_362 = params_293 = params_294 = None
        getitem_363: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward[0]
        getitem_364: "bf16[1024][1]cuda:0" = native_layer_norm_backward[1]
        getitem_365: "bf16[1024][1]cuda:0" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        view_314: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(getitem_363, [6304, 1024])
        t_101: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_95);  t_95 = None
        mm_26: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_314, t_101);  t_101 = None
        t_102: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_314)
        mm_27: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_102, view_311);  t_102 = view_311 = None
        t_103: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_27);  mm_27 = None
        sum_2: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_314, [0], True);  view_314 = None
        view_315: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_2, [1024]);  sum_2 = None
        t_104: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_103);  t_103 = None
        view_316: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_26, [32, 197, 4096]);  mm_26 = None
        gelu_backward: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_316, view_310);  view_316 = view_310 = None
        view_317: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward, [6304, 4096]);  gelu_backward = None
        t_105: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_94);  t_94 = None
        mm_28: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_317, t_105);  t_105 = None
        t_106: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_317)
        mm_29: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_106, view_309);  t_106 = view_309 = None
        t_107: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_29);  mm_29 = None
        sum_3: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_317, [0], True);  view_317 = None
        view_318: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_3, [4096]);  sum_3 = None
        t_108: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_107);  t_107 = None
        view_319: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_28, [32, 197, 1024]);  mm_28 = None
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_319, add_71, [1024], getitem_358, getitem_359, params_287, params_288, [True, True, True]);  view_319 = add_71 = getitem_358 = getitem_359 = params_287 = params_288 = None
        getitem_366: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_1[0]
        getitem_367: "bf16[1024][1]cuda:0" = native_layer_norm_backward_1[1]
        getitem_368: "bf16[1024][1]cuda:0" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        add_73: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_363, getitem_366);  getitem_363 = getitem_366 = None
        transpose_144: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_73, 1, 0)
        clone_48: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_144, memory_format = torch.contiguous_format);  transpose_144 = None
        _unsafe_view_48: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_48, [6304, 1024]);  clone_48 = None
        t_109: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_93);  t_93 = None
        mm_30: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_48, t_109);  t_109 = None
        t_110: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_48)
        mm_31: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_110, view_307);  t_110 = view_307 = None
        t_111: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_31);  mm_31 = None
        sum_4: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_48, [0], True);  _unsafe_view_48 = None
        view_320: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_4, [1024]);  sum_4 = None
        t_112: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_111);  t_111 = None
        view_321: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_30, [197, 32, 16, 64]);  mm_30 = None
        permute_25: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_321, [1, 2, 0, 3]);  view_321 = None
        detach_24: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_23);  detach_23 = None
        _scaled_dot_product_cudnn_attention_backward = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_25, view_304, view_305, view_306, detach_24, getitem_349, getitem_354, getitem_355, None, None, None, 197, 197, 0.0, False);  permute_25 = view_304 = view_305 = view_306 = detach_24 = getitem_349 = getitem_354 = getitem_355 = None
        getitem_369: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward[0]
        getitem_370: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward[1]
        getitem_371: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward[2];  _scaled_dot_product_cudnn_attention_backward = None
        view_322: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_371, [512, 197, 64]);  getitem_371 = None
        view_323: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_370, [512, 197, 64]);  getitem_370 = None
        view_324: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_369, [512, 197, 64]);  getitem_369 = None
        transpose_145: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_322, 0, 1);  view_322 = None
        view_325: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_145, [197, 32, 1024]);  transpose_145 = None
        transpose_146: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_323, 0, 1);  view_323 = None
        view_326: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_146, [197, 32, 1024]);  transpose_146 = None
        transpose_147: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_324, 0, 1);  view_324 = None
        view_327: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_147, [197, 32, 1024]);  transpose_147 = None
        select_backward_1: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_325, [3, 197, 32, 1024], 0, 2);  view_325 = None
        select_backward_2: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_326, [3, 197, 32, 1024], 0, 1);  view_326 = None
        add_74: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_1, select_backward_2);  select_backward_1 = select_backward_2 = None
        select_backward_3: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_327, [3, 197, 32, 1024], 0, 0);  view_327 = None
        add_75: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_74, select_backward_3);  add_74 = select_backward_3 = None
        unsqueeze_24: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_75, 3);  add_75 = None
        transpose_148: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_24, 0, -2);  unsqueeze_24 = None
        squeeze_24: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_148, 0);  transpose_148 = None
        clone_49: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_24, memory_format = torch.contiguous_format);  squeeze_24 = None
        _unsafe_view_49: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_49, [197, 32, 3072]);  clone_49 = None
        sum_5: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_49, [0, 1], True)
        view_328: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_5, [3072]);  sum_5 = None
        view_329: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_49, [6304, 3072]);  _unsafe_view_49 = None
        t_113: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_329)
        mm_32: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_113, _unsafe_view_46);  t_113 = _unsafe_view_46 = None
        t_114: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_32);  mm_32 = None
        t_115: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_92);  t_92 = None
        mm_33: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_329, t_115);  view_329 = t_115 = None
        view_330: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_33, [197, 32, 1024]);  mm_33 = None
        t_116: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_114);  t_114 = None
        transpose_149: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_330, 1, 0);  view_330 = None
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(transpose_149, add_69, [1024], getitem_346, getitem_347, params_281, params_282, [True, True, True]);  transpose_149 = add_69 = getitem_346 = getitem_347 = params_281 = params_282 = None
        getitem_372: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_2[0]
        getitem_373: "bf16[1024][1]cuda:0" = native_layer_norm_backward_2[1]
        getitem_374: "bf16[1024][1]cuda:0" = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
        add_76: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_73, getitem_372);  add_73 = getitem_372 = None
        view_331: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_76, [6304, 1024])
        t_117: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_91);  t_91 = None
        mm_34: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_331, t_117);  t_117 = None
        t_118: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_331)
        mm_35: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_118, view_298);  t_118 = view_298 = None
        t_119: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_35);  mm_35 = None
        sum_6: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_331, [0], True);  view_331 = None
        view_332: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_6, [1024]);  sum_6 = None
        t_120: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_119);  t_119 = None
        view_333: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_34, [32, 197, 4096]);  mm_34 = None
        gelu_backward_1: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_333, view_297);  view_333 = view_297 = None
        view_334: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_1, [6304, 4096]);  gelu_backward_1 = None
        t_121: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_90);  t_90 = None
        mm_36: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_334, t_121);  t_121 = None
        t_122: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_334)
        mm_37: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_122, view_296);  t_122 = view_296 = None
        t_123: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_37);  mm_37 = None
        sum_7: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_334, [0], True);  view_334 = None
        view_335: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_7, [4096]);  sum_7 = None
        t_124: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_123);  t_123 = None
        view_336: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_36, [32, 197, 1024]);  mm_36 = None
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_336, add_68, [1024], getitem_343, getitem_344, params_275, params_276, [True, True, True]);  view_336 = add_68 = getitem_343 = getitem_344 = params_275 = params_276 = None
        getitem_375: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_3[0]
        getitem_376: "bf16[1024][1]cuda:0" = native_layer_norm_backward_3[1]
        getitem_377: "bf16[1024][1]cuda:0" = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
        add_77: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_76, getitem_375);  add_76 = getitem_375 = None
        transpose_150: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_77, 1, 0)
        clone_50: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_150, memory_format = torch.contiguous_format);  transpose_150 = None
        _unsafe_view_50: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_50, [6304, 1024]);  clone_50 = None
        t_125: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_89);  t_89 = None
        mm_38: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_50, t_125);  t_125 = None
        t_126: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_50)
        mm_39: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_126, view_294);  t_126 = view_294 = None
        t_127: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_39);  mm_39 = None
        sum_8: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_50, [0], True);  _unsafe_view_50 = None
        view_337: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_8, [1024]);  sum_8 = None
        t_128: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_127);  t_127 = None
        view_338: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_38, [197, 32, 16, 64]);  mm_38 = None
        permute_26: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_338, [1, 2, 0, 3]);  view_338 = None
        detach_25: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_22);  detach_22 = None
        _scaled_dot_product_cudnn_attention_backward_1 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_26, view_291, view_292, view_293, detach_25, getitem_334, getitem_339, getitem_340, None, None, None, 197, 197, 0.0, False);  permute_26 = view_291 = view_292 = view_293 = detach_25 = getitem_334 = getitem_339 = getitem_340 = None
        getitem_378: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_1[0]
        getitem_379: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_1[1]
        getitem_380: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_1[2];  _scaled_dot_product_cudnn_attention_backward_1 = None
        view_339: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_380, [512, 197, 64]);  getitem_380 = None
        view_340: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_379, [512, 197, 64]);  getitem_379 = None
        view_341: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_378, [512, 197, 64]);  getitem_378 = None
        transpose_151: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_339, 0, 1);  view_339 = None
        view_342: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_151, [197, 32, 1024]);  transpose_151 = None
        transpose_152: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_340, 0, 1);  view_340 = None
        view_343: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_152, [197, 32, 1024]);  transpose_152 = None
        transpose_153: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_341, 0, 1);  view_341 = None
        view_344: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_153, [197, 32, 1024]);  transpose_153 = None
        select_backward_4: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_342, [3, 197, 32, 1024], 0, 2);  view_342 = None
        select_backward_5: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_343, [3, 197, 32, 1024], 0, 1);  view_343 = None
        add_78: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_4, select_backward_5);  select_backward_4 = select_backward_5 = None
        select_backward_6: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_344, [3, 197, 32, 1024], 0, 0);  view_344 = None
        add_79: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_78, select_backward_6);  add_78 = select_backward_6 = None
        unsqueeze_25: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_79, 3);  add_79 = None
        transpose_154: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_25, 0, -2);  unsqueeze_25 = None
        squeeze_25: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_154, 0);  transpose_154 = None
        clone_51: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_25, memory_format = torch.contiguous_format);  squeeze_25 = None
        _unsafe_view_51: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_51, [197, 32, 3072]);  clone_51 = None
        sum_9: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_51, [0, 1], True)
        view_345: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_9, [3072]);  sum_9 = None
        view_346: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_51, [6304, 3072]);  _unsafe_view_51 = None
        t_129: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_346)
        mm_40: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_129, _unsafe_view_44);  t_129 = _unsafe_view_44 = None
        t_130: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_40);  mm_40 = None
        t_131: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_88);  t_88 = None
        mm_41: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_346, t_131);  view_346 = t_131 = None
        view_347: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_41, [197, 32, 1024]);  mm_41 = None
        t_132: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_130);  t_130 = None
        transpose_155: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_347, 1, 0);  view_347 = None
        native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(transpose_155, add_66, [1024], getitem_331, getitem_332, params_269, params_270, [True, True, True]);  transpose_155 = add_66 = getitem_331 = getitem_332 = params_269 = params_270 = None
        getitem_381: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_4[0]
        getitem_382: "bf16[1024][1]cuda:0" = native_layer_norm_backward_4[1]
        getitem_383: "bf16[1024][1]cuda:0" = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
        add_80: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_77, getitem_381);  add_77 = getitem_381 = None
        view_348: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_80, [6304, 1024])
        t_133: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_87);  t_87 = None
        mm_42: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_348, t_133);  t_133 = None
        t_134: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_348)
        mm_43: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_134, view_285);  t_134 = view_285 = None
        t_135: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_43);  mm_43 = None
        sum_10: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_348, [0], True);  view_348 = None
        view_349: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_10, [1024]);  sum_10 = None
        t_136: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_135);  t_135 = None
        view_350: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_42, [32, 197, 4096]);  mm_42 = None
        gelu_backward_2: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_350, view_284);  view_350 = view_284 = None
        view_351: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_2, [6304, 4096]);  gelu_backward_2 = None
        t_137: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_86);  t_86 = None
        mm_44: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_351, t_137);  t_137 = None
        t_138: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_351)
        mm_45: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_138, view_283);  t_138 = view_283 = None
        t_139: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_45);  mm_45 = None
        sum_11: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_351, [0], True);  view_351 = None
        view_352: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_11, [4096]);  sum_11 = None
        t_140: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_139);  t_139 = None
        view_353: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_44, [32, 197, 1024]);  mm_44 = None
        native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_353, add_65, [1024], getitem_328, getitem_329, params_263, params_264, [True, True, True]);  view_353 = add_65 = getitem_328 = getitem_329 = params_263 = params_264 = None
        getitem_384: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_5[0]
        getitem_385: "bf16[1024][1]cuda:0" = native_layer_norm_backward_5[1]
        getitem_386: "bf16[1024][1]cuda:0" = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
        add_81: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_80, getitem_384);  add_80 = getitem_384 = None
        transpose_156: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_81, 1, 0)
        clone_52: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_156, memory_format = torch.contiguous_format);  transpose_156 = None
        _unsafe_view_52: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_52, [6304, 1024]);  clone_52 = None
        t_141: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_85);  t_85 = None
        mm_46: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_52, t_141);  t_141 = None
        t_142: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_52)
        mm_47: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_142, view_281);  t_142 = view_281 = None
        t_143: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_47);  mm_47 = None
        sum_12: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_52, [0], True);  _unsafe_view_52 = None
        view_354: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_12, [1024]);  sum_12 = None
        t_144: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_143);  t_143 = None
        view_355: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_46, [197, 32, 16, 64]);  mm_46 = None
        permute_27: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_355, [1, 2, 0, 3]);  view_355 = None
        detach_26: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_21);  detach_21 = None
        _scaled_dot_product_cudnn_attention_backward_2 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_27, view_278, view_279, view_280, detach_26, getitem_319, getitem_324, getitem_325, None, None, None, 197, 197, 0.0, False);  permute_27 = view_278 = view_279 = view_280 = detach_26 = getitem_319 = getitem_324 = getitem_325 = None
        getitem_387: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_2[0]
        getitem_388: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_2[1]
        getitem_389: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_2[2];  _scaled_dot_product_cudnn_attention_backward_2 = None
        view_356: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_389, [512, 197, 64]);  getitem_389 = None
        view_357: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_388, [512, 197, 64]);  getitem_388 = None
        view_358: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_387, [512, 197, 64]);  getitem_387 = None
        transpose_157: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_356, 0, 1);  view_356 = None
        view_359: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_157, [197, 32, 1024]);  transpose_157 = None
        transpose_158: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_357, 0, 1);  view_357 = None
        view_360: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_158, [197, 32, 1024]);  transpose_158 = None
        transpose_159: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_358, 0, 1);  view_358 = None
        view_361: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_159, [197, 32, 1024]);  transpose_159 = None
        select_backward_7: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_359, [3, 197, 32, 1024], 0, 2);  view_359 = None
        select_backward_8: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_360, [3, 197, 32, 1024], 0, 1);  view_360 = None
        add_82: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_7, select_backward_8);  select_backward_7 = select_backward_8 = None
        select_backward_9: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_361, [3, 197, 32, 1024], 0, 0);  view_361 = None
        add_83: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_82, select_backward_9);  add_82 = select_backward_9 = None
        unsqueeze_26: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_83, 3);  add_83 = None
        transpose_160: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_26, 0, -2);  unsqueeze_26 = None
        squeeze_26: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_160, 0);  transpose_160 = None
        clone_53: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_26, memory_format = torch.contiguous_format);  squeeze_26 = None
        _unsafe_view_53: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_53, [197, 32, 3072]);  clone_53 = None
        sum_13: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_53, [0, 1], True)
        view_362: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_13, [3072]);  sum_13 = None
        view_363: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_53, [6304, 3072]);  _unsafe_view_53 = None
        t_145: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_363)
        mm_48: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_145, _unsafe_view_42);  t_145 = _unsafe_view_42 = None
        t_146: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_48);  mm_48 = None
        t_147: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_84);  t_84 = None
        mm_49: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_363, t_147);  view_363 = t_147 = None
        view_364: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_49, [197, 32, 1024]);  mm_49 = None
        t_148: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_146);  t_146 = None
        transpose_161: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_364, 1, 0);  view_364 = None
        native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(transpose_161, add_63, [1024], getitem_316, getitem_317, params_257, params_258, [True, True, True]);  transpose_161 = add_63 = getitem_316 = getitem_317 = params_257 = params_258 = None
        getitem_390: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_6[0]
        getitem_391: "bf16[1024][1]cuda:0" = native_layer_norm_backward_6[1]
        getitem_392: "bf16[1024][1]cuda:0" = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
        add_84: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_81, getitem_390);  add_81 = getitem_390 = None
        view_365: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_84, [6304, 1024])
        t_149: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_83);  t_83 = None
        mm_50: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_365, t_149);  t_149 = None
        t_150: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_365)
        mm_51: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_150, view_272);  t_150 = view_272 = None
        t_151: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_51);  mm_51 = None
        sum_14: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_365, [0], True);  view_365 = None
        view_366: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_14, [1024]);  sum_14 = None
        t_152: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_151);  t_151 = None
        view_367: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_50, [32, 197, 4096]);  mm_50 = None
        gelu_backward_3: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_367, view_271);  view_367 = view_271 = None
        view_368: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_3, [6304, 4096]);  gelu_backward_3 = None
        t_153: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_82);  t_82 = None
        mm_52: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_368, t_153);  t_153 = None
        t_154: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_368)
        mm_53: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_154, view_270);  t_154 = view_270 = None
        t_155: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_53);  mm_53 = None
        sum_15: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_368, [0], True);  view_368 = None
        view_369: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_15, [4096]);  sum_15 = None
        t_156: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_155);  t_155 = None
        view_370: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_52, [32, 197, 1024]);  mm_52 = None
        native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(view_370, add_62, [1024], getitem_313, getitem_314, params_251, params_252, [True, True, True]);  view_370 = add_62 = getitem_313 = getitem_314 = params_251 = params_252 = None
        getitem_393: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_7[0]
        getitem_394: "bf16[1024][1]cuda:0" = native_layer_norm_backward_7[1]
        getitem_395: "bf16[1024][1]cuda:0" = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
        add_85: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_84, getitem_393);  add_84 = getitem_393 = None
        transpose_162: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_85, 1, 0)
        clone_54: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_162, memory_format = torch.contiguous_format);  transpose_162 = None
        _unsafe_view_54: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_54, [6304, 1024]);  clone_54 = None
        t_157: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_81);  t_81 = None
        mm_54: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_54, t_157);  t_157 = None
        t_158: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_54)
        mm_55: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_158, view_268);  t_158 = view_268 = None
        t_159: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_55);  mm_55 = None
        sum_16: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_54, [0], True);  _unsafe_view_54 = None
        view_371: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_16, [1024]);  sum_16 = None
        t_160: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_159);  t_159 = None
        view_372: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_54, [197, 32, 16, 64]);  mm_54 = None
        permute_28: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_372, [1, 2, 0, 3]);  view_372 = None
        detach_27: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_20);  detach_20 = None
        _scaled_dot_product_cudnn_attention_backward_3 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_28, view_265, view_266, view_267, detach_27, getitem_304, getitem_309, getitem_310, None, None, None, 197, 197, 0.0, False);  permute_28 = view_265 = view_266 = view_267 = detach_27 = getitem_304 = getitem_309 = getitem_310 = None
        getitem_396: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_3[0]
        getitem_397: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_3[1]
        getitem_398: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_3[2];  _scaled_dot_product_cudnn_attention_backward_3 = None
        view_373: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_398, [512, 197, 64]);  getitem_398 = None
        view_374: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_397, [512, 197, 64]);  getitem_397 = None
        view_375: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_396, [512, 197, 64]);  getitem_396 = None
        transpose_163: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_373, 0, 1);  view_373 = None
        view_376: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_163, [197, 32, 1024]);  transpose_163 = None
        transpose_164: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_374, 0, 1);  view_374 = None
        view_377: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_164, [197, 32, 1024]);  transpose_164 = None
        transpose_165: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_375, 0, 1);  view_375 = None
        view_378: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_165, [197, 32, 1024]);  transpose_165 = None
        select_backward_10: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_376, [3, 197, 32, 1024], 0, 2);  view_376 = None
        select_backward_11: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_377, [3, 197, 32, 1024], 0, 1);  view_377 = None
        add_86: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_10, select_backward_11);  select_backward_10 = select_backward_11 = None
        select_backward_12: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_378, [3, 197, 32, 1024], 0, 0);  view_378 = None
        add_87: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_86, select_backward_12);  add_86 = select_backward_12 = None
        unsqueeze_27: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_87, 3);  add_87 = None
        transpose_166: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_27, 0, -2);  unsqueeze_27 = None
        squeeze_27: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_166, 0);  transpose_166 = None
        clone_55: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_27, memory_format = torch.contiguous_format);  squeeze_27 = None
        _unsafe_view_55: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_55, [197, 32, 3072]);  clone_55 = None
        sum_17: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_55, [0, 1], True)
        view_379: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_17, [3072]);  sum_17 = None
        view_380: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_55, [6304, 3072]);  _unsafe_view_55 = None
        t_161: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_380)
        mm_56: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_161, _unsafe_view_40);  t_161 = _unsafe_view_40 = None
        t_162: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_56);  mm_56 = None
        t_163: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_80);  t_80 = None
        mm_57: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_380, t_163);  view_380 = t_163 = None
        view_381: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_57, [197, 32, 1024]);  mm_57 = None
        t_164: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_162);  t_162 = None
        transpose_167: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_381, 1, 0);  view_381 = None
        native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(transpose_167, add_60, [1024], getitem_301, getitem_302, params_245, params_246, [True, True, True]);  transpose_167 = add_60 = getitem_301 = getitem_302 = params_245 = params_246 = None
        getitem_399: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_8[0]
        getitem_400: "bf16[1024][1]cuda:0" = native_layer_norm_backward_8[1]
        getitem_401: "bf16[1024][1]cuda:0" = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
        add_88: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_85, getitem_399);  add_85 = getitem_399 = None
        view_382: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_88, [6304, 1024])
        t_165: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_79);  t_79 = None
        mm_58: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_382, t_165);  t_165 = None
        t_166: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_382)
        mm_59: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_166, view_259);  t_166 = view_259 = None
        t_167: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_59);  mm_59 = None
        sum_18: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_382, [0], True);  view_382 = None
        view_383: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_18, [1024]);  sum_18 = None
        t_168: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_167);  t_167 = None
        view_384: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_58, [32, 197, 4096]);  mm_58 = None
        gelu_backward_4: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_384, view_258);  view_384 = view_258 = None
        view_385: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_4, [6304, 4096]);  gelu_backward_4 = None
        t_169: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_78);  t_78 = None
        mm_60: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_385, t_169);  t_169 = None
        t_170: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_385)
        mm_61: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_170, view_257);  t_170 = view_257 = None
        t_171: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_61);  mm_61 = None
        sum_19: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_385, [0], True);  view_385 = None
        view_386: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_19, [4096]);  sum_19 = None
        t_172: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_171);  t_171 = None
        view_387: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_60, [32, 197, 1024]);  mm_60 = None
        native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(view_387, add_59, [1024], getitem_298, getitem_299, params_239, params_240, [True, True, True]);  view_387 = add_59 = getitem_298 = getitem_299 = params_239 = params_240 = None
        getitem_402: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_9[0]
        getitem_403: "bf16[1024][1]cuda:0" = native_layer_norm_backward_9[1]
        getitem_404: "bf16[1024][1]cuda:0" = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
        add_89: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_88, getitem_402);  add_88 = getitem_402 = None
        transpose_168: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_89, 1, 0)
        clone_56: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_168, memory_format = torch.contiguous_format);  transpose_168 = None
        _unsafe_view_56: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_56, [6304, 1024]);  clone_56 = None
        t_173: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_77);  t_77 = None
        mm_62: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_56, t_173);  t_173 = None
        t_174: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_56)
        mm_63: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_174, view_255);  t_174 = view_255 = None
        t_175: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_63);  mm_63 = None
        sum_20: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_56, [0], True);  _unsafe_view_56 = None
        view_388: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_20, [1024]);  sum_20 = None
        t_176: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_175);  t_175 = None
        view_389: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_62, [197, 32, 16, 64]);  mm_62 = None
        permute_29: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_389, [1, 2, 0, 3]);  view_389 = None
        detach_28: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_19);  detach_19 = None
        _scaled_dot_product_cudnn_attention_backward_4 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_29, view_252, view_253, view_254, detach_28, getitem_289, getitem_294, getitem_295, None, None, None, 197, 197, 0.0, False);  permute_29 = view_252 = view_253 = view_254 = detach_28 = getitem_289 = getitem_294 = getitem_295 = None
        getitem_405: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_4[0]
        getitem_406: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_4[1]
        getitem_407: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_4[2];  _scaled_dot_product_cudnn_attention_backward_4 = None
        view_390: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_407, [512, 197, 64]);  getitem_407 = None
        view_391: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_406, [512, 197, 64]);  getitem_406 = None
        view_392: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_405, [512, 197, 64]);  getitem_405 = None
        transpose_169: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_390, 0, 1);  view_390 = None
        view_393: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_169, [197, 32, 1024]);  transpose_169 = None
        transpose_170: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_391, 0, 1);  view_391 = None
        view_394: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_170, [197, 32, 1024]);  transpose_170 = None
        transpose_171: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_392, 0, 1);  view_392 = None
        view_395: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_171, [197, 32, 1024]);  transpose_171 = None
        select_backward_13: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_393, [3, 197, 32, 1024], 0, 2);  view_393 = None
        select_backward_14: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_394, [3, 197, 32, 1024], 0, 1);  view_394 = None
        add_90: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_13, select_backward_14);  select_backward_13 = select_backward_14 = None
        select_backward_15: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_395, [3, 197, 32, 1024], 0, 0);  view_395 = None
        add_91: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_90, select_backward_15);  add_90 = select_backward_15 = None
        unsqueeze_28: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_91, 3);  add_91 = None
        transpose_172: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_28, 0, -2);  unsqueeze_28 = None
        squeeze_28: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_172, 0);  transpose_172 = None
        clone_57: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_28, memory_format = torch.contiguous_format);  squeeze_28 = None
        _unsafe_view_57: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_57, [197, 32, 3072]);  clone_57 = None
        sum_21: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_57, [0, 1], True)
        view_396: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_21, [3072]);  sum_21 = None
        view_397: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_57, [6304, 3072]);  _unsafe_view_57 = None
        t_177: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_397)
        mm_64: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_177, _unsafe_view_38);  t_177 = _unsafe_view_38 = None
        t_178: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_64);  mm_64 = None
        t_179: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_76);  t_76 = None
        mm_65: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_397, t_179);  view_397 = t_179 = None
        view_398: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_65, [197, 32, 1024]);  mm_65 = None
        t_180: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_178);  t_178 = None
        transpose_173: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_398, 1, 0);  view_398 = None
        native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(transpose_173, add_57, [1024], getitem_286, getitem_287, params_233, params_234, [True, True, True]);  transpose_173 = add_57 = getitem_286 = getitem_287 = params_233 = params_234 = None
        getitem_408: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_10[0]
        getitem_409: "bf16[1024][1]cuda:0" = native_layer_norm_backward_10[1]
        getitem_410: "bf16[1024][1]cuda:0" = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
        add_92: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_89, getitem_408);  add_89 = getitem_408 = None
        view_399: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_92, [6304, 1024])
        t_181: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_75);  t_75 = None
        mm_66: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_399, t_181);  t_181 = None
        t_182: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_399)
        mm_67: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_182, view_246);  t_182 = view_246 = None
        t_183: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_67);  mm_67 = None
        sum_22: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_399, [0], True);  view_399 = None
        view_400: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_22, [1024]);  sum_22 = None
        t_184: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_183);  t_183 = None
        view_401: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_66, [32, 197, 4096]);  mm_66 = None
        gelu_backward_5: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_401, view_245);  view_401 = view_245 = None
        view_402: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_5, [6304, 4096]);  gelu_backward_5 = None
        t_185: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_74);  t_74 = None
        mm_68: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_402, t_185);  t_185 = None
        t_186: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_402)
        mm_69: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_186, view_244);  t_186 = view_244 = None
        t_187: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_69);  mm_69 = None
        sum_23: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_402, [0], True);  view_402 = None
        view_403: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_23, [4096]);  sum_23 = None
        t_188: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_187);  t_187 = None
        view_404: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_68, [32, 197, 1024]);  mm_68 = None
        native_layer_norm_backward_11 = torch.ops.aten.native_layer_norm_backward.default(view_404, add_56, [1024], getitem_283, getitem_284, params_227, params_228, [True, True, True]);  view_404 = add_56 = getitem_283 = getitem_284 = params_227 = params_228 = None
        getitem_411: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_11[0]
        getitem_412: "bf16[1024][1]cuda:0" = native_layer_norm_backward_11[1]
        getitem_413: "bf16[1024][1]cuda:0" = native_layer_norm_backward_11[2];  native_layer_norm_backward_11 = None
        add_93: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_92, getitem_411);  add_92 = getitem_411 = None
        transpose_174: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_93, 1, 0)
        clone_58: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_174, memory_format = torch.contiguous_format);  transpose_174 = None
        _unsafe_view_58: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_58, [6304, 1024]);  clone_58 = None
        t_189: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_73);  t_73 = None
        mm_70: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_58, t_189);  t_189 = None
        t_190: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_58)
        mm_71: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_190, view_242);  t_190 = view_242 = None
        t_191: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_71);  mm_71 = None
        sum_24: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_58, [0], True);  _unsafe_view_58 = None
        view_405: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_24, [1024]);  sum_24 = None
        t_192: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_191);  t_191 = None
        view_406: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_70, [197, 32, 16, 64]);  mm_70 = None
        permute_30: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_406, [1, 2, 0, 3]);  view_406 = None
        detach_29: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_18);  detach_18 = None
        _scaled_dot_product_cudnn_attention_backward_5 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_30, view_239, view_240, view_241, detach_29, getitem_274, getitem_279, getitem_280, None, None, None, 197, 197, 0.0, False);  permute_30 = view_239 = view_240 = view_241 = detach_29 = getitem_274 = getitem_279 = getitem_280 = None
        getitem_414: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_5[0]
        getitem_415: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_5[1]
        getitem_416: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_5[2];  _scaled_dot_product_cudnn_attention_backward_5 = None
        view_407: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_416, [512, 197, 64]);  getitem_416 = None
        view_408: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_415, [512, 197, 64]);  getitem_415 = None
        view_409: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_414, [512, 197, 64]);  getitem_414 = None
        transpose_175: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_407, 0, 1);  view_407 = None
        view_410: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_175, [197, 32, 1024]);  transpose_175 = None
        transpose_176: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_408, 0, 1);  view_408 = None
        view_411: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_176, [197, 32, 1024]);  transpose_176 = None
        transpose_177: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_409, 0, 1);  view_409 = None
        view_412: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_177, [197, 32, 1024]);  transpose_177 = None
        select_backward_16: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_410, [3, 197, 32, 1024], 0, 2);  view_410 = None
        select_backward_17: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_411, [3, 197, 32, 1024], 0, 1);  view_411 = None
        add_94: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_16, select_backward_17);  select_backward_16 = select_backward_17 = None
        select_backward_18: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_412, [3, 197, 32, 1024], 0, 0);  view_412 = None
        add_95: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_94, select_backward_18);  add_94 = select_backward_18 = None
        unsqueeze_29: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_95, 3);  add_95 = None
        transpose_178: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_29, 0, -2);  unsqueeze_29 = None
        squeeze_29: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_178, 0);  transpose_178 = None
        clone_59: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_29, memory_format = torch.contiguous_format);  squeeze_29 = None
        _unsafe_view_59: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_59, [197, 32, 3072]);  clone_59 = None
        sum_25: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_59, [0, 1], True)
        view_413: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_25, [3072]);  sum_25 = None
        view_414: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_59, [6304, 3072]);  _unsafe_view_59 = None
        t_193: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_414)
        mm_72: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_193, _unsafe_view_36);  t_193 = _unsafe_view_36 = None
        t_194: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_72);  mm_72 = None
        t_195: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_72);  t_72 = None
        mm_73: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_414, t_195);  view_414 = t_195 = None
        view_415: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_73, [197, 32, 1024]);  mm_73 = None
        t_196: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_194);  t_194 = None
        transpose_179: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_415, 1, 0);  view_415 = None
        native_layer_norm_backward_12 = torch.ops.aten.native_layer_norm_backward.default(transpose_179, add_54, [1024], getitem_271, getitem_272, params_221, params_222, [True, True, True]);  transpose_179 = add_54 = getitem_271 = getitem_272 = params_221 = params_222 = None
        getitem_417: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_12[0]
        getitem_418: "bf16[1024][1]cuda:0" = native_layer_norm_backward_12[1]
        getitem_419: "bf16[1024][1]cuda:0" = native_layer_norm_backward_12[2];  native_layer_norm_backward_12 = None
        add_96: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_93, getitem_417);  add_93 = getitem_417 = None
        view_416: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_96, [6304, 1024])
        t_197: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_71);  t_71 = None
        mm_74: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_416, t_197);  t_197 = None
        t_198: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_416)
        mm_75: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_198, view_233);  t_198 = view_233 = None
        t_199: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_75);  mm_75 = None
        sum_26: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_416, [0], True);  view_416 = None
        view_417: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_26, [1024]);  sum_26 = None
        t_200: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_199);  t_199 = None
        view_418: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_74, [32, 197, 4096]);  mm_74 = None
        gelu_backward_6: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_418, view_232);  view_418 = view_232 = None
        view_419: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_6, [6304, 4096]);  gelu_backward_6 = None
        t_201: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_70);  t_70 = None
        mm_76: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_419, t_201);  t_201 = None
        t_202: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_419)
        mm_77: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_202, view_231);  t_202 = view_231 = None
        t_203: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_77);  mm_77 = None
        sum_27: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_419, [0], True);  view_419 = None
        view_420: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_27, [4096]);  sum_27 = None
        t_204: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_203);  t_203 = None
        view_421: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_76, [32, 197, 1024]);  mm_76 = None
        native_layer_norm_backward_13 = torch.ops.aten.native_layer_norm_backward.default(view_421, add_53, [1024], getitem_268, getitem_269, params_215, params_216, [True, True, True]);  view_421 = add_53 = getitem_268 = getitem_269 = params_215 = params_216 = None
        getitem_420: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_13[0]
        getitem_421: "bf16[1024][1]cuda:0" = native_layer_norm_backward_13[1]
        getitem_422: "bf16[1024][1]cuda:0" = native_layer_norm_backward_13[2];  native_layer_norm_backward_13 = None
        add_97: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_96, getitem_420);  add_96 = getitem_420 = None
        transpose_180: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_97, 1, 0)
        clone_60: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_180, memory_format = torch.contiguous_format);  transpose_180 = None
        _unsafe_view_60: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_60, [6304, 1024]);  clone_60 = None
        t_205: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_69);  t_69 = None
        mm_78: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_60, t_205);  t_205 = None
        t_206: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_60)
        mm_79: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_206, view_229);  t_206 = view_229 = None
        t_207: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_79);  mm_79 = None
        sum_28: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_60, [0], True);  _unsafe_view_60 = None
        view_422: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_28, [1024]);  sum_28 = None
        t_208: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_207);  t_207 = None
        view_423: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_78, [197, 32, 16, 64]);  mm_78 = None
        permute_31: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_423, [1, 2, 0, 3]);  view_423 = None
        detach_30: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_17);  detach_17 = None
        _scaled_dot_product_cudnn_attention_backward_6 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_31, view_226, view_227, view_228, detach_30, getitem_259, getitem_264, getitem_265, None, None, None, 197, 197, 0.0, False);  permute_31 = view_226 = view_227 = view_228 = detach_30 = getitem_259 = getitem_264 = getitem_265 = None
        getitem_423: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_6[0]
        getitem_424: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_6[1]
        getitem_425: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_6[2];  _scaled_dot_product_cudnn_attention_backward_6 = None
        view_424: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_425, [512, 197, 64]);  getitem_425 = None
        view_425: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_424, [512, 197, 64]);  getitem_424 = None
        view_426: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_423, [512, 197, 64]);  getitem_423 = None
        transpose_181: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_424, 0, 1);  view_424 = None
        view_427: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_181, [197, 32, 1024]);  transpose_181 = None
        transpose_182: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_425, 0, 1);  view_425 = None
        view_428: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_182, [197, 32, 1024]);  transpose_182 = None
        transpose_183: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_426, 0, 1);  view_426 = None
        view_429: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_183, [197, 32, 1024]);  transpose_183 = None
        select_backward_19: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_427, [3, 197, 32, 1024], 0, 2);  view_427 = None
        select_backward_20: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_428, [3, 197, 32, 1024], 0, 1);  view_428 = None
        add_98: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_19, select_backward_20);  select_backward_19 = select_backward_20 = None
        select_backward_21: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_429, [3, 197, 32, 1024], 0, 0);  view_429 = None
        add_99: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_98, select_backward_21);  add_98 = select_backward_21 = None
        unsqueeze_30: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_99, 3);  add_99 = None
        transpose_184: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_30, 0, -2);  unsqueeze_30 = None
        squeeze_30: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_184, 0);  transpose_184 = None
        clone_61: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_30, memory_format = torch.contiguous_format);  squeeze_30 = None
        _unsafe_view_61: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_61, [197, 32, 3072]);  clone_61 = None
        sum_29: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_61, [0, 1], True)
        view_430: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_29, [3072]);  sum_29 = None
        view_431: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_61, [6304, 3072]);  _unsafe_view_61 = None
        t_209: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_431)
        mm_80: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_209, _unsafe_view_34);  t_209 = _unsafe_view_34 = None
        t_210: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_80);  mm_80 = None
        t_211: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_68);  t_68 = None
        mm_81: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_431, t_211);  view_431 = t_211 = None
        view_432: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_81, [197, 32, 1024]);  mm_81 = None
        t_212: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_210);  t_210 = None
        transpose_185: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_432, 1, 0);  view_432 = None
        native_layer_norm_backward_14 = torch.ops.aten.native_layer_norm_backward.default(transpose_185, add_51, [1024], getitem_256, getitem_257, params_209, params_210, [True, True, True]);  transpose_185 = add_51 = getitem_256 = getitem_257 = params_209 = params_210 = None
        getitem_426: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_14[0]
        getitem_427: "bf16[1024][1]cuda:0" = native_layer_norm_backward_14[1]
        getitem_428: "bf16[1024][1]cuda:0" = native_layer_norm_backward_14[2];  native_layer_norm_backward_14 = None
        add_100: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_97, getitem_426);  add_97 = getitem_426 = None
        view_433: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_100, [6304, 1024])
        t_213: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_67);  t_67 = None
        mm_82: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_433, t_213);  t_213 = None
        t_214: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_433)
        mm_83: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_214, view_220);  t_214 = view_220 = None
        t_215: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_83);  mm_83 = None
        sum_30: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_433, [0], True);  view_433 = None
        view_434: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_30, [1024]);  sum_30 = None
        t_216: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_215);  t_215 = None
        view_435: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_82, [32, 197, 4096]);  mm_82 = None
        gelu_backward_7: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_435, view_219);  view_435 = view_219 = None
        view_436: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_7, [6304, 4096]);  gelu_backward_7 = None
        t_217: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_66);  t_66 = None
        mm_84: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_436, t_217);  t_217 = None
        t_218: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_436)
        mm_85: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_218, view_218);  t_218 = view_218 = None
        t_219: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_85);  mm_85 = None
        sum_31: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_436, [0], True);  view_436 = None
        view_437: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_31, [4096]);  sum_31 = None
        t_220: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_219);  t_219 = None
        view_438: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_84, [32, 197, 1024]);  mm_84 = None
        native_layer_norm_backward_15 = torch.ops.aten.native_layer_norm_backward.default(view_438, add_50, [1024], getitem_253, getitem_254, params_203, params_204, [True, True, True]);  view_438 = add_50 = getitem_253 = getitem_254 = params_203 = params_204 = None
        getitem_429: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_15[0]
        getitem_430: "bf16[1024][1]cuda:0" = native_layer_norm_backward_15[1]
        getitem_431: "bf16[1024][1]cuda:0" = native_layer_norm_backward_15[2];  native_layer_norm_backward_15 = None
        add_101: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_100, getitem_429);  add_100 = getitem_429 = None
        transpose_186: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_101, 1, 0)
        clone_62: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_186, memory_format = torch.contiguous_format);  transpose_186 = None
        _unsafe_view_62: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_62, [6304, 1024]);  clone_62 = None
        t_221: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_65);  t_65 = None
        mm_86: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_62, t_221);  t_221 = None
        t_222: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_62)
        mm_87: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_222, view_216);  t_222 = view_216 = None
        t_223: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_87);  mm_87 = None
        sum_32: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_62, [0], True);  _unsafe_view_62 = None
        view_439: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_32, [1024]);  sum_32 = None
        t_224: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_223);  t_223 = None
        view_440: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_86, [197, 32, 16, 64]);  mm_86 = None
        permute_32: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_440, [1, 2, 0, 3]);  view_440 = None
        detach_31: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_16);  detach_16 = None
        _scaled_dot_product_cudnn_attention_backward_7 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_32, view_213, view_214, view_215, detach_31, getitem_244, getitem_249, getitem_250, None, None, None, 197, 197, 0.0, False);  permute_32 = view_213 = view_214 = view_215 = detach_31 = getitem_244 = getitem_249 = getitem_250 = None
        getitem_432: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_7[0]
        getitem_433: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_7[1]
        getitem_434: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_7[2];  _scaled_dot_product_cudnn_attention_backward_7 = None
        view_441: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_434, [512, 197, 64]);  getitem_434 = None
        view_442: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_433, [512, 197, 64]);  getitem_433 = None
        view_443: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_432, [512, 197, 64]);  getitem_432 = None
        transpose_187: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_441, 0, 1);  view_441 = None
        view_444: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_187, [197, 32, 1024]);  transpose_187 = None
        transpose_188: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_442, 0, 1);  view_442 = None
        view_445: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_188, [197, 32, 1024]);  transpose_188 = None
        transpose_189: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_443, 0, 1);  view_443 = None
        view_446: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_189, [197, 32, 1024]);  transpose_189 = None
        select_backward_22: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_444, [3, 197, 32, 1024], 0, 2);  view_444 = None
        select_backward_23: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_445, [3, 197, 32, 1024], 0, 1);  view_445 = None
        add_102: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_22, select_backward_23);  select_backward_22 = select_backward_23 = None
        select_backward_24: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_446, [3, 197, 32, 1024], 0, 0);  view_446 = None
        add_103: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_102, select_backward_24);  add_102 = select_backward_24 = None
        unsqueeze_31: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_103, 3);  add_103 = None
        transpose_190: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_31, 0, -2);  unsqueeze_31 = None
        squeeze_31: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_190, 0);  transpose_190 = None
        clone_63: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_31, memory_format = torch.contiguous_format);  squeeze_31 = None
        _unsafe_view_63: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_63, [197, 32, 3072]);  clone_63 = None
        sum_33: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_63, [0, 1], True)
        view_447: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_33, [3072]);  sum_33 = None
        view_448: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_63, [6304, 3072]);  _unsafe_view_63 = None
        t_225: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_448)
        mm_88: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_225, _unsafe_view_32);  t_225 = _unsafe_view_32 = None
        t_226: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_88);  mm_88 = None
        t_227: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_64);  t_64 = None
        mm_89: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_448, t_227);  view_448 = t_227 = None
        view_449: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_89, [197, 32, 1024]);  mm_89 = None
        t_228: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_226);  t_226 = None
        transpose_191: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_449, 1, 0);  view_449 = None
        native_layer_norm_backward_16 = torch.ops.aten.native_layer_norm_backward.default(transpose_191, add_48, [1024], getitem_241, getitem_242, params_197, params_198, [True, True, True]);  transpose_191 = add_48 = getitem_241 = getitem_242 = params_197 = params_198 = None
        getitem_435: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_16[0]
        getitem_436: "bf16[1024][1]cuda:0" = native_layer_norm_backward_16[1]
        getitem_437: "bf16[1024][1]cuda:0" = native_layer_norm_backward_16[2];  native_layer_norm_backward_16 = None
        add_104: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_101, getitem_435);  add_101 = getitem_435 = None
        view_450: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_104, [6304, 1024])
        t_229: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_63);  t_63 = None
        mm_90: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_450, t_229);  t_229 = None
        t_230: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_450)
        mm_91: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_230, view_207);  t_230 = view_207 = None
        t_231: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_91);  mm_91 = None
        sum_34: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_450, [0], True);  view_450 = None
        view_451: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_34, [1024]);  sum_34 = None
        t_232: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_231);  t_231 = None
        view_452: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_90, [32, 197, 4096]);  mm_90 = None
        gelu_backward_8: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_452, view_206);  view_452 = view_206 = None
        view_453: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_8, [6304, 4096]);  gelu_backward_8 = None
        t_233: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_62);  t_62 = None
        mm_92: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_453, t_233);  t_233 = None
        t_234: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_453)
        mm_93: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_234, view_205);  t_234 = view_205 = None
        t_235: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_93);  mm_93 = None
        sum_35: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_453, [0], True);  view_453 = None
        view_454: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_35, [4096]);  sum_35 = None
        t_236: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_235);  t_235 = None
        view_455: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_92, [32, 197, 1024]);  mm_92 = None
        native_layer_norm_backward_17 = torch.ops.aten.native_layer_norm_backward.default(view_455, add_47, [1024], getitem_238, getitem_239, params_191, params_192, [True, True, True]);  view_455 = add_47 = getitem_238 = getitem_239 = params_191 = params_192 = None
        getitem_438: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_17[0]
        getitem_439: "bf16[1024][1]cuda:0" = native_layer_norm_backward_17[1]
        getitem_440: "bf16[1024][1]cuda:0" = native_layer_norm_backward_17[2];  native_layer_norm_backward_17 = None
        add_105: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_104, getitem_438);  add_104 = getitem_438 = None
        transpose_192: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_105, 1, 0)
        clone_64: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_192, memory_format = torch.contiguous_format);  transpose_192 = None
        _unsafe_view_64: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_64, [6304, 1024]);  clone_64 = None
        t_237: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_61);  t_61 = None
        mm_94: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_64, t_237);  t_237 = None
        t_238: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_64)
        mm_95: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_238, view_203);  t_238 = view_203 = None
        t_239: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_95);  mm_95 = None
        sum_36: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_64, [0], True);  _unsafe_view_64 = None
        view_456: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_36, [1024]);  sum_36 = None
        t_240: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_239);  t_239 = None
        view_457: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_94, [197, 32, 16, 64]);  mm_94 = None
        permute_33: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_457, [1, 2, 0, 3]);  view_457 = None
        detach_32: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        _scaled_dot_product_cudnn_attention_backward_8 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_33, view_200, view_201, view_202, detach_32, getitem_229, getitem_234, getitem_235, None, None, None, 197, 197, 0.0, False);  permute_33 = view_200 = view_201 = view_202 = detach_32 = getitem_229 = getitem_234 = getitem_235 = None
        getitem_441: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_8[0]
        getitem_442: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_8[1]
        getitem_443: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_8[2];  _scaled_dot_product_cudnn_attention_backward_8 = None
        view_458: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_443, [512, 197, 64]);  getitem_443 = None
        view_459: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_442, [512, 197, 64]);  getitem_442 = None
        view_460: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_441, [512, 197, 64]);  getitem_441 = None
        transpose_193: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_458, 0, 1);  view_458 = None
        view_461: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_193, [197, 32, 1024]);  transpose_193 = None
        transpose_194: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_459, 0, 1);  view_459 = None
        view_462: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_194, [197, 32, 1024]);  transpose_194 = None
        transpose_195: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_460, 0, 1);  view_460 = None
        view_463: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_195, [197, 32, 1024]);  transpose_195 = None
        select_backward_25: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_461, [3, 197, 32, 1024], 0, 2);  view_461 = None
        select_backward_26: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_462, [3, 197, 32, 1024], 0, 1);  view_462 = None
        add_106: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_25, select_backward_26);  select_backward_25 = select_backward_26 = None
        select_backward_27: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_463, [3, 197, 32, 1024], 0, 0);  view_463 = None
        add_107: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_106, select_backward_27);  add_106 = select_backward_27 = None
        unsqueeze_32: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_107, 3);  add_107 = None
        transpose_196: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_32, 0, -2);  unsqueeze_32 = None
        squeeze_32: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_196, 0);  transpose_196 = None
        clone_65: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_32, memory_format = torch.contiguous_format);  squeeze_32 = None
        _unsafe_view_65: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_65, [197, 32, 3072]);  clone_65 = None
        sum_37: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_65, [0, 1], True)
        view_464: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_37, [3072]);  sum_37 = None
        view_465: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_65, [6304, 3072]);  _unsafe_view_65 = None
        t_241: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_465)
        mm_96: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_241, _unsafe_view_30);  t_241 = _unsafe_view_30 = None
        t_242: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_96);  mm_96 = None
        t_243: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_60);  t_60 = None
        mm_97: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_465, t_243);  view_465 = t_243 = None
        view_466: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_97, [197, 32, 1024]);  mm_97 = None
        t_244: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_242);  t_242 = None
        transpose_197: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_466, 1, 0);  view_466 = None
        native_layer_norm_backward_18 = torch.ops.aten.native_layer_norm_backward.default(transpose_197, add_45, [1024], getitem_226, getitem_227, params_185, params_186, [True, True, True]);  transpose_197 = add_45 = getitem_226 = getitem_227 = params_185 = params_186 = None
        getitem_444: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_18[0]
        getitem_445: "bf16[1024][1]cuda:0" = native_layer_norm_backward_18[1]
        getitem_446: "bf16[1024][1]cuda:0" = native_layer_norm_backward_18[2];  native_layer_norm_backward_18 = None
        add_108: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_105, getitem_444);  add_105 = getitem_444 = None
        view_467: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_108, [6304, 1024])
        t_245: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_59);  t_59 = None
        mm_98: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_467, t_245);  t_245 = None
        t_246: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_467)
        mm_99: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_246, view_194);  t_246 = view_194 = None
        t_247: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_99);  mm_99 = None
        sum_38: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_467, [0], True);  view_467 = None
        view_468: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_38, [1024]);  sum_38 = None
        t_248: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_247);  t_247 = None
        view_469: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_98, [32, 197, 4096]);  mm_98 = None
        gelu_backward_9: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_469, view_193);  view_469 = view_193 = None
        view_470: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_9, [6304, 4096]);  gelu_backward_9 = None
        t_249: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_58);  t_58 = None
        mm_100: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_470, t_249);  t_249 = None
        t_250: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_470)
        mm_101: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_250, view_192);  t_250 = view_192 = None
        t_251: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_101);  mm_101 = None
        sum_39: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_470, [0], True);  view_470 = None
        view_471: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_39, [4096]);  sum_39 = None
        t_252: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_251);  t_251 = None
        view_472: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_100, [32, 197, 1024]);  mm_100 = None
        native_layer_norm_backward_19 = torch.ops.aten.native_layer_norm_backward.default(view_472, add_44, [1024], getitem_223, getitem_224, params_179, params_180, [True, True, True]);  view_472 = add_44 = getitem_223 = getitem_224 = params_179 = params_180 = None
        getitem_447: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_19[0]
        getitem_448: "bf16[1024][1]cuda:0" = native_layer_norm_backward_19[1]
        getitem_449: "bf16[1024][1]cuda:0" = native_layer_norm_backward_19[2];  native_layer_norm_backward_19 = None
        add_109: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_108, getitem_447);  add_108 = getitem_447 = None
        transpose_198: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_109, 1, 0)
        clone_66: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_198, memory_format = torch.contiguous_format);  transpose_198 = None
        _unsafe_view_66: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_66, [6304, 1024]);  clone_66 = None
        t_253: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_57);  t_57 = None
        mm_102: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_66, t_253);  t_253 = None
        t_254: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_66)
        mm_103: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_254, view_190);  t_254 = view_190 = None
        t_255: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_103);  mm_103 = None
        sum_40: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_66, [0], True);  _unsafe_view_66 = None
        view_473: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_40, [1024]);  sum_40 = None
        t_256: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_255);  t_255 = None
        view_474: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_102, [197, 32, 16, 64]);  mm_102 = None
        permute_34: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_474, [1, 2, 0, 3]);  view_474 = None
        detach_33: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        _scaled_dot_product_cudnn_attention_backward_9 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_34, view_187, view_188, view_189, detach_33, getitem_214, getitem_219, getitem_220, None, None, None, 197, 197, 0.0, False);  permute_34 = view_187 = view_188 = view_189 = detach_33 = getitem_214 = getitem_219 = getitem_220 = None
        getitem_450: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_9[0]
        getitem_451: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_9[1]
        getitem_452: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_9[2];  _scaled_dot_product_cudnn_attention_backward_9 = None
        view_475: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_452, [512, 197, 64]);  getitem_452 = None
        view_476: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_451, [512, 197, 64]);  getitem_451 = None
        view_477: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_450, [512, 197, 64]);  getitem_450 = None
        transpose_199: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_475, 0, 1);  view_475 = None
        view_478: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_199, [197, 32, 1024]);  transpose_199 = None
        transpose_200: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_476, 0, 1);  view_476 = None
        view_479: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_200, [197, 32, 1024]);  transpose_200 = None
        transpose_201: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_477, 0, 1);  view_477 = None
        view_480: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_201, [197, 32, 1024]);  transpose_201 = None
        select_backward_28: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_478, [3, 197, 32, 1024], 0, 2);  view_478 = None
        select_backward_29: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_479, [3, 197, 32, 1024], 0, 1);  view_479 = None
        add_110: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_28, select_backward_29);  select_backward_28 = select_backward_29 = None
        select_backward_30: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_480, [3, 197, 32, 1024], 0, 0);  view_480 = None
        add_111: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_110, select_backward_30);  add_110 = select_backward_30 = None
        unsqueeze_33: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_111, 3);  add_111 = None
        transpose_202: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_33, 0, -2);  unsqueeze_33 = None
        squeeze_33: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_202, 0);  transpose_202 = None
        clone_67: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_33, memory_format = torch.contiguous_format);  squeeze_33 = None
        _unsafe_view_67: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_67, [197, 32, 3072]);  clone_67 = None
        sum_41: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_67, [0, 1], True)
        view_481: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_41, [3072]);  sum_41 = None
        view_482: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_67, [6304, 3072]);  _unsafe_view_67 = None
        t_257: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_482)
        mm_104: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_257, _unsafe_view_28);  t_257 = _unsafe_view_28 = None
        t_258: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_104);  mm_104 = None
        t_259: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_56);  t_56 = None
        mm_105: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_482, t_259);  view_482 = t_259 = None
        view_483: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_105, [197, 32, 1024]);  mm_105 = None
        t_260: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_258);  t_258 = None
        transpose_203: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_483, 1, 0);  view_483 = None
        native_layer_norm_backward_20 = torch.ops.aten.native_layer_norm_backward.default(transpose_203, add_42, [1024], getitem_211, getitem_212, params_173, params_174, [True, True, True]);  transpose_203 = add_42 = getitem_211 = getitem_212 = params_173 = params_174 = None
        getitem_453: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_20[0]
        getitem_454: "bf16[1024][1]cuda:0" = native_layer_norm_backward_20[1]
        getitem_455: "bf16[1024][1]cuda:0" = native_layer_norm_backward_20[2];  native_layer_norm_backward_20 = None
        add_112: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_109, getitem_453);  add_109 = getitem_453 = None
        view_484: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_112, [6304, 1024])
        t_261: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_55);  t_55 = None
        mm_106: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_484, t_261);  t_261 = None
        t_262: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_484)
        mm_107: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_262, view_181);  t_262 = view_181 = None
        t_263: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_107);  mm_107 = None
        sum_42: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_484, [0], True);  view_484 = None
        view_485: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_42, [1024]);  sum_42 = None
        t_264: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_263);  t_263 = None
        view_486: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_106, [32, 197, 4096]);  mm_106 = None
        gelu_backward_10: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_486, view_180);  view_486 = view_180 = None
        view_487: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_10, [6304, 4096]);  gelu_backward_10 = None
        t_265: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_54);  t_54 = None
        mm_108: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_487, t_265);  t_265 = None
        t_266: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_487)
        mm_109: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_266, view_179);  t_266 = view_179 = None
        t_267: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_109);  mm_109 = None
        sum_43: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_487, [0], True);  view_487 = None
        view_488: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_43, [4096]);  sum_43 = None
        t_268: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_267);  t_267 = None
        view_489: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_108, [32, 197, 1024]);  mm_108 = None
        native_layer_norm_backward_21 = torch.ops.aten.native_layer_norm_backward.default(view_489, add_41, [1024], getitem_208, getitem_209, params_167, params_168, [True, True, True]);  view_489 = add_41 = getitem_208 = getitem_209 = params_167 = params_168 = None
        getitem_456: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_21[0]
        getitem_457: "bf16[1024][1]cuda:0" = native_layer_norm_backward_21[1]
        getitem_458: "bf16[1024][1]cuda:0" = native_layer_norm_backward_21[2];  native_layer_norm_backward_21 = None
        add_113: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_112, getitem_456);  add_112 = getitem_456 = None
        transpose_204: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_113, 1, 0)
        clone_68: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_204, memory_format = torch.contiguous_format);  transpose_204 = None
        _unsafe_view_68: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_68, [6304, 1024]);  clone_68 = None
        t_269: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_53);  t_53 = None
        mm_110: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_68, t_269);  t_269 = None
        t_270: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_68)
        mm_111: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_270, view_177);  t_270 = view_177 = None
        t_271: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_111);  mm_111 = None
        sum_44: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_68, [0], True);  _unsafe_view_68 = None
        view_490: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_44, [1024]);  sum_44 = None
        t_272: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_271);  t_271 = None
        view_491: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_110, [197, 32, 16, 64]);  mm_110 = None
        permute_35: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_491, [1, 2, 0, 3]);  view_491 = None
        detach_34: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        _scaled_dot_product_cudnn_attention_backward_10 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_35, view_174, view_175, view_176, detach_34, getitem_199, getitem_204, getitem_205, None, None, None, 197, 197, 0.0, False);  permute_35 = view_174 = view_175 = view_176 = detach_34 = getitem_199 = getitem_204 = getitem_205 = None
        getitem_459: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_10[0]
        getitem_460: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_10[1]
        getitem_461: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_10[2];  _scaled_dot_product_cudnn_attention_backward_10 = None
        view_492: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_461, [512, 197, 64]);  getitem_461 = None
        view_493: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_460, [512, 197, 64]);  getitem_460 = None
        view_494: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_459, [512, 197, 64]);  getitem_459 = None
        transpose_205: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_492, 0, 1);  view_492 = None
        view_495: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_205, [197, 32, 1024]);  transpose_205 = None
        transpose_206: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_493, 0, 1);  view_493 = None
        view_496: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_206, [197, 32, 1024]);  transpose_206 = None
        transpose_207: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_494, 0, 1);  view_494 = None
        view_497: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_207, [197, 32, 1024]);  transpose_207 = None
        select_backward_31: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_495, [3, 197, 32, 1024], 0, 2);  view_495 = None
        select_backward_32: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_496, [3, 197, 32, 1024], 0, 1);  view_496 = None
        add_114: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_31, select_backward_32);  select_backward_31 = select_backward_32 = None
        select_backward_33: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_497, [3, 197, 32, 1024], 0, 0);  view_497 = None
        add_115: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_114, select_backward_33);  add_114 = select_backward_33 = None
        unsqueeze_34: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_115, 3);  add_115 = None
        transpose_208: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_34, 0, -2);  unsqueeze_34 = None
        squeeze_34: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_208, 0);  transpose_208 = None
        clone_69: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_34, memory_format = torch.contiguous_format);  squeeze_34 = None
        _unsafe_view_69: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_69, [197, 32, 3072]);  clone_69 = None
        sum_45: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_69, [0, 1], True)
        view_498: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_45, [3072]);  sum_45 = None
        view_499: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_69, [6304, 3072]);  _unsafe_view_69 = None
        t_273: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_499)
        mm_112: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_273, _unsafe_view_26);  t_273 = _unsafe_view_26 = None
        t_274: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_112);  mm_112 = None
        t_275: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_52);  t_52 = None
        mm_113: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_499, t_275);  view_499 = t_275 = None
        view_500: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_113, [197, 32, 1024]);  mm_113 = None
        t_276: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_274);  t_274 = None
        transpose_209: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_500, 1, 0);  view_500 = None
        native_layer_norm_backward_22 = torch.ops.aten.native_layer_norm_backward.default(transpose_209, add_39, [1024], getitem_196, getitem_197, params_161, params_162, [True, True, True]);  transpose_209 = add_39 = getitem_196 = getitem_197 = params_161 = params_162 = None
        getitem_462: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_22[0]
        getitem_463: "bf16[1024][1]cuda:0" = native_layer_norm_backward_22[1]
        getitem_464: "bf16[1024][1]cuda:0" = native_layer_norm_backward_22[2];  native_layer_norm_backward_22 = None
        add_116: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_113, getitem_462);  add_113 = getitem_462 = None
        view_501: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_116, [6304, 1024])
        t_277: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_51);  t_51 = None
        mm_114: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_501, t_277);  t_277 = None
        t_278: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_501)
        mm_115: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_278, view_168);  t_278 = view_168 = None
        t_279: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_115);  mm_115 = None
        sum_46: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_501, [0], True);  view_501 = None
        view_502: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_46, [1024]);  sum_46 = None
        t_280: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_279);  t_279 = None
        view_503: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_114, [32, 197, 4096]);  mm_114 = None
        gelu_backward_11: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_503, view_167);  view_503 = view_167 = None
        view_504: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_11, [6304, 4096]);  gelu_backward_11 = None
        t_281: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_50);  t_50 = None
        mm_116: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_504, t_281);  t_281 = None
        t_282: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_504)
        mm_117: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_282, view_166);  t_282 = view_166 = None
        t_283: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_117);  mm_117 = None
        sum_47: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_504, [0], True);  view_504 = None
        view_505: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_47, [4096]);  sum_47 = None
        t_284: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_283);  t_283 = None
        view_506: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_116, [32, 197, 1024]);  mm_116 = None
        native_layer_norm_backward_23 = torch.ops.aten.native_layer_norm_backward.default(view_506, add_38, [1024], getitem_193, getitem_194, params_155, params_156, [True, True, True]);  view_506 = add_38 = getitem_193 = getitem_194 = params_155 = params_156 = None
        getitem_465: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_23[0]
        getitem_466: "bf16[1024][1]cuda:0" = native_layer_norm_backward_23[1]
        getitem_467: "bf16[1024][1]cuda:0" = native_layer_norm_backward_23[2];  native_layer_norm_backward_23 = None
        add_117: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_116, getitem_465);  add_116 = getitem_465 = None
        transpose_210: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_117, 1, 0)
        clone_70: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_210, memory_format = torch.contiguous_format);  transpose_210 = None
        _unsafe_view_70: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_70, [6304, 1024]);  clone_70 = None
        t_285: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_49);  t_49 = None
        mm_118: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_70, t_285);  t_285 = None
        t_286: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_70)
        mm_119: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_286, view_164);  t_286 = view_164 = None
        t_287: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_119);  mm_119 = None
        sum_48: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_70, [0], True);  _unsafe_view_70 = None
        view_507: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_48, [1024]);  sum_48 = None
        t_288: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_287);  t_287 = None
        view_508: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_118, [197, 32, 16, 64]);  mm_118 = None
        permute_36: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_508, [1, 2, 0, 3]);  view_508 = None
        detach_35: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        _scaled_dot_product_cudnn_attention_backward_11 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_36, view_161, view_162, view_163, detach_35, getitem_184, getitem_189, getitem_190, None, None, None, 197, 197, 0.0, False);  permute_36 = view_161 = view_162 = view_163 = detach_35 = getitem_184 = getitem_189 = getitem_190 = None
        getitem_468: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_11[0]
        getitem_469: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_11[1]
        getitem_470: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_11[2];  _scaled_dot_product_cudnn_attention_backward_11 = None
        view_509: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_470, [512, 197, 64]);  getitem_470 = None
        view_510: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_469, [512, 197, 64]);  getitem_469 = None
        view_511: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_468, [512, 197, 64]);  getitem_468 = None
        transpose_211: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_509, 0, 1);  view_509 = None
        view_512: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_211, [197, 32, 1024]);  transpose_211 = None
        transpose_212: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_510, 0, 1);  view_510 = None
        view_513: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_212, [197, 32, 1024]);  transpose_212 = None
        transpose_213: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_511, 0, 1);  view_511 = None
        view_514: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_213, [197, 32, 1024]);  transpose_213 = None
        select_backward_34: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_512, [3, 197, 32, 1024], 0, 2);  view_512 = None
        select_backward_35: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_513, [3, 197, 32, 1024], 0, 1);  view_513 = None
        add_118: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_34, select_backward_35);  select_backward_34 = select_backward_35 = None
        select_backward_36: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_514, [3, 197, 32, 1024], 0, 0);  view_514 = None
        add_119: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_118, select_backward_36);  add_118 = select_backward_36 = None
        unsqueeze_35: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_119, 3);  add_119 = None
        transpose_214: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_35, 0, -2);  unsqueeze_35 = None
        squeeze_35: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_214, 0);  transpose_214 = None
        clone_71: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_35, memory_format = torch.contiguous_format);  squeeze_35 = None
        _unsafe_view_71: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_71, [197, 32, 3072]);  clone_71 = None
        sum_49: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_71, [0, 1], True)
        view_515: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_49, [3072]);  sum_49 = None
        view_516: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_71, [6304, 3072]);  _unsafe_view_71 = None
        t_289: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_516)
        mm_120: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_289, _unsafe_view_24);  t_289 = _unsafe_view_24 = None
        t_290: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_120);  mm_120 = None
        t_291: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_48);  t_48 = None
        mm_121: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_516, t_291);  view_516 = t_291 = None
        view_517: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_121, [197, 32, 1024]);  mm_121 = None
        t_292: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_290);  t_290 = None
        transpose_215: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_517, 1, 0);  view_517 = None
        native_layer_norm_backward_24 = torch.ops.aten.native_layer_norm_backward.default(transpose_215, add_36, [1024], getitem_181, getitem_182, params_149, params_150, [True, True, True]);  transpose_215 = add_36 = getitem_181 = getitem_182 = params_149 = params_150 = None
        getitem_471: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_24[0]
        getitem_472: "bf16[1024][1]cuda:0" = native_layer_norm_backward_24[1]
        getitem_473: "bf16[1024][1]cuda:0" = native_layer_norm_backward_24[2];  native_layer_norm_backward_24 = None
        add_120: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_117, getitem_471);  add_117 = getitem_471 = None
        view_518: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_120, [6304, 1024])
        t_293: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_47);  t_47 = None
        mm_122: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_518, t_293);  t_293 = None
        t_294: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_518)
        mm_123: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_294, view_155);  t_294 = view_155 = None
        t_295: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_123);  mm_123 = None
        sum_50: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_518, [0], True);  view_518 = None
        view_519: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_50, [1024]);  sum_50 = None
        t_296: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_295);  t_295 = None
        view_520: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_122, [32, 197, 4096]);  mm_122 = None
        gelu_backward_12: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_520, view_154);  view_520 = view_154 = None
        view_521: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_12, [6304, 4096]);  gelu_backward_12 = None
        t_297: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_46);  t_46 = None
        mm_124: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_521, t_297);  t_297 = None
        t_298: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_521)
        mm_125: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_298, view_153);  t_298 = view_153 = None
        t_299: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_125);  mm_125 = None
        sum_51: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_521, [0], True);  view_521 = None
        view_522: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_51, [4096]);  sum_51 = None
        t_300: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_299);  t_299 = None
        view_523: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_124, [32, 197, 1024]);  mm_124 = None
        native_layer_norm_backward_25 = torch.ops.aten.native_layer_norm_backward.default(view_523, add_35, [1024], getitem_178, getitem_179, params_143, params_144, [True, True, True]);  view_523 = add_35 = getitem_178 = getitem_179 = params_143 = params_144 = None
        getitem_474: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_25[0]
        getitem_475: "bf16[1024][1]cuda:0" = native_layer_norm_backward_25[1]
        getitem_476: "bf16[1024][1]cuda:0" = native_layer_norm_backward_25[2];  native_layer_norm_backward_25 = None
        add_121: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_120, getitem_474);  add_120 = getitem_474 = None
        transpose_216: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_121, 1, 0)
        clone_72: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_216, memory_format = torch.contiguous_format);  transpose_216 = None
        _unsafe_view_72: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_72, [6304, 1024]);  clone_72 = None
        t_301: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_45);  t_45 = None
        mm_126: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_72, t_301);  t_301 = None
        t_302: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_72)
        mm_127: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_302, view_151);  t_302 = view_151 = None
        t_303: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_127);  mm_127 = None
        sum_52: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_72, [0], True);  _unsafe_view_72 = None
        view_524: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_52, [1024]);  sum_52 = None
        t_304: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_303);  t_303 = None
        view_525: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_126, [197, 32, 16, 64]);  mm_126 = None
        permute_37: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_525, [1, 2, 0, 3]);  view_525 = None
        detach_36: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        _scaled_dot_product_cudnn_attention_backward_12 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_37, view_148, view_149, view_150, detach_36, getitem_169, getitem_174, getitem_175, None, None, None, 197, 197, 0.0, False);  permute_37 = view_148 = view_149 = view_150 = detach_36 = getitem_169 = getitem_174 = getitem_175 = None
        getitem_477: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_12[0]
        getitem_478: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_12[1]
        getitem_479: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_12[2];  _scaled_dot_product_cudnn_attention_backward_12 = None
        view_526: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_479, [512, 197, 64]);  getitem_479 = None
        view_527: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_478, [512, 197, 64]);  getitem_478 = None
        view_528: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_477, [512, 197, 64]);  getitem_477 = None
        transpose_217: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_526, 0, 1);  view_526 = None
        view_529: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_217, [197, 32, 1024]);  transpose_217 = None
        transpose_218: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_527, 0, 1);  view_527 = None
        view_530: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_218, [197, 32, 1024]);  transpose_218 = None
        transpose_219: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_528, 0, 1);  view_528 = None
        view_531: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_219, [197, 32, 1024]);  transpose_219 = None
        select_backward_37: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_529, [3, 197, 32, 1024], 0, 2);  view_529 = None
        select_backward_38: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_530, [3, 197, 32, 1024], 0, 1);  view_530 = None
        add_122: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_37, select_backward_38);  select_backward_37 = select_backward_38 = None
        select_backward_39: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_531, [3, 197, 32, 1024], 0, 0);  view_531 = None
        add_123: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_122, select_backward_39);  add_122 = select_backward_39 = None
        unsqueeze_36: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_123, 3);  add_123 = None
        transpose_220: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_36, 0, -2);  unsqueeze_36 = None
        squeeze_36: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_220, 0);  transpose_220 = None
        clone_73: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_36, memory_format = torch.contiguous_format);  squeeze_36 = None
        _unsafe_view_73: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_73, [197, 32, 3072]);  clone_73 = None
        sum_53: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_73, [0, 1], True)
        view_532: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_53, [3072]);  sum_53 = None
        view_533: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_73, [6304, 3072]);  _unsafe_view_73 = None
        t_305: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_533)
        mm_128: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_305, _unsafe_view_22);  t_305 = _unsafe_view_22 = None
        t_306: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_128);  mm_128 = None
        t_307: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_44);  t_44 = None
        mm_129: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_533, t_307);  view_533 = t_307 = None
        view_534: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_129, [197, 32, 1024]);  mm_129 = None
        t_308: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_306);  t_306 = None
        transpose_221: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_534, 1, 0);  view_534 = None
        native_layer_norm_backward_26 = torch.ops.aten.native_layer_norm_backward.default(transpose_221, add_33, [1024], getitem_166, getitem_167, params_137, params_138, [True, True, True]);  transpose_221 = add_33 = getitem_166 = getitem_167 = params_137 = params_138 = None
        getitem_480: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_26[0]
        getitem_481: "bf16[1024][1]cuda:0" = native_layer_norm_backward_26[1]
        getitem_482: "bf16[1024][1]cuda:0" = native_layer_norm_backward_26[2];  native_layer_norm_backward_26 = None
        add_124: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_121, getitem_480);  add_121 = getitem_480 = None
        view_535: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_124, [6304, 1024])
        t_309: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_43);  t_43 = None
        mm_130: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_535, t_309);  t_309 = None
        t_310: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_535)
        mm_131: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_310, view_142);  t_310 = view_142 = None
        t_311: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_131);  mm_131 = None
        sum_54: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_535, [0], True);  view_535 = None
        view_536: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_54, [1024]);  sum_54 = None
        t_312: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_311);  t_311 = None
        view_537: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_130, [32, 197, 4096]);  mm_130 = None
        gelu_backward_13: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_537, view_141);  view_537 = view_141 = None
        view_538: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_13, [6304, 4096]);  gelu_backward_13 = None
        t_313: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_42);  t_42 = None
        mm_132: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_538, t_313);  t_313 = None
        t_314: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_538)
        mm_133: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_314, view_140);  t_314 = view_140 = None
        t_315: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_133);  mm_133 = None
        sum_55: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_538, [0], True);  view_538 = None
        view_539: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_55, [4096]);  sum_55 = None
        t_316: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_315);  t_315 = None
        view_540: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_132, [32, 197, 1024]);  mm_132 = None
        native_layer_norm_backward_27 = torch.ops.aten.native_layer_norm_backward.default(view_540, add_32, [1024], getitem_163, getitem_164, params_131, params_132, [True, True, True]);  view_540 = add_32 = getitem_163 = getitem_164 = params_131 = params_132 = None
        getitem_483: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_27[0]
        getitem_484: "bf16[1024][1]cuda:0" = native_layer_norm_backward_27[1]
        getitem_485: "bf16[1024][1]cuda:0" = native_layer_norm_backward_27[2];  native_layer_norm_backward_27 = None
        add_125: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_124, getitem_483);  add_124 = getitem_483 = None
        transpose_222: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_125, 1, 0)
        clone_74: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_222, memory_format = torch.contiguous_format);  transpose_222 = None
        _unsafe_view_74: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_74, [6304, 1024]);  clone_74 = None
        t_317: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_41);  t_41 = None
        mm_134: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_74, t_317);  t_317 = None
        t_318: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_74)
        mm_135: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_318, view_138);  t_318 = view_138 = None
        t_319: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_135);  mm_135 = None
        sum_56: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_74, [0], True);  _unsafe_view_74 = None
        view_541: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_56, [1024]);  sum_56 = None
        t_320: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_319);  t_319 = None
        view_542: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_134, [197, 32, 16, 64]);  mm_134 = None
        permute_38: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_542, [1, 2, 0, 3]);  view_542 = None
        detach_37: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        _scaled_dot_product_cudnn_attention_backward_13 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_38, view_135, view_136, view_137, detach_37, getitem_154, getitem_159, getitem_160, None, None, None, 197, 197, 0.0, False);  permute_38 = view_135 = view_136 = view_137 = detach_37 = getitem_154 = getitem_159 = getitem_160 = None
        getitem_486: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_13[0]
        getitem_487: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_13[1]
        getitem_488: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_13[2];  _scaled_dot_product_cudnn_attention_backward_13 = None
        view_543: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_488, [512, 197, 64]);  getitem_488 = None
        view_544: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_487, [512, 197, 64]);  getitem_487 = None
        view_545: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_486, [512, 197, 64]);  getitem_486 = None
        transpose_223: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_543, 0, 1);  view_543 = None
        view_546: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_223, [197, 32, 1024]);  transpose_223 = None
        transpose_224: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_544, 0, 1);  view_544 = None
        view_547: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_224, [197, 32, 1024]);  transpose_224 = None
        transpose_225: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_545, 0, 1);  view_545 = None
        view_548: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_225, [197, 32, 1024]);  transpose_225 = None
        select_backward_40: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_546, [3, 197, 32, 1024], 0, 2);  view_546 = None
        select_backward_41: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_547, [3, 197, 32, 1024], 0, 1);  view_547 = None
        add_126: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_40, select_backward_41);  select_backward_40 = select_backward_41 = None
        select_backward_42: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_548, [3, 197, 32, 1024], 0, 0);  view_548 = None
        add_127: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_126, select_backward_42);  add_126 = select_backward_42 = None
        unsqueeze_37: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_127, 3);  add_127 = None
        transpose_226: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_37, 0, -2);  unsqueeze_37 = None
        squeeze_37: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_226, 0);  transpose_226 = None
        clone_75: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_37, memory_format = torch.contiguous_format);  squeeze_37 = None
        _unsafe_view_75: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_75, [197, 32, 3072]);  clone_75 = None
        sum_57: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_75, [0, 1], True)
        view_549: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_57, [3072]);  sum_57 = None
        view_550: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_75, [6304, 3072]);  _unsafe_view_75 = None
        t_321: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_550)
        mm_136: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_321, _unsafe_view_20);  t_321 = _unsafe_view_20 = None
        t_322: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_136);  mm_136 = None
        t_323: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_40);  t_40 = None
        mm_137: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_550, t_323);  view_550 = t_323 = None
        view_551: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_137, [197, 32, 1024]);  mm_137 = None
        t_324: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_322);  t_322 = None
        transpose_227: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_551, 1, 0);  view_551 = None
        native_layer_norm_backward_28 = torch.ops.aten.native_layer_norm_backward.default(transpose_227, add_30, [1024], getitem_151, getitem_152, params_125, params_126, [True, True, True]);  transpose_227 = add_30 = getitem_151 = getitem_152 = params_125 = params_126 = None
        getitem_489: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_28[0]
        getitem_490: "bf16[1024][1]cuda:0" = native_layer_norm_backward_28[1]
        getitem_491: "bf16[1024][1]cuda:0" = native_layer_norm_backward_28[2];  native_layer_norm_backward_28 = None
        add_128: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_125, getitem_489);  add_125 = getitem_489 = None
        view_552: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_128, [6304, 1024])
        t_325: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_39);  t_39 = None
        mm_138: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_552, t_325);  t_325 = None
        t_326: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_552)
        mm_139: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_326, view_129);  t_326 = view_129 = None
        t_327: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_139);  mm_139 = None
        sum_58: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_552, [0], True);  view_552 = None
        view_553: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_58, [1024]);  sum_58 = None
        t_328: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_327);  t_327 = None
        view_554: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_138, [32, 197, 4096]);  mm_138 = None
        gelu_backward_14: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_554, view_128);  view_554 = view_128 = None
        view_555: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_14, [6304, 4096]);  gelu_backward_14 = None
        t_329: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_38);  t_38 = None
        mm_140: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_555, t_329);  t_329 = None
        t_330: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_555)
        mm_141: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_330, view_127);  t_330 = view_127 = None
        t_331: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_141);  mm_141 = None
        sum_59: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_555, [0], True);  view_555 = None
        view_556: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_59, [4096]);  sum_59 = None
        t_332: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_331);  t_331 = None
        view_557: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_140, [32, 197, 1024]);  mm_140 = None
        native_layer_norm_backward_29 = torch.ops.aten.native_layer_norm_backward.default(view_557, add_29, [1024], getitem_148, getitem_149, params_119, params_120, [True, True, True]);  view_557 = add_29 = getitem_148 = getitem_149 = params_119 = params_120 = None
        getitem_492: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_29[0]
        getitem_493: "bf16[1024][1]cuda:0" = native_layer_norm_backward_29[1]
        getitem_494: "bf16[1024][1]cuda:0" = native_layer_norm_backward_29[2];  native_layer_norm_backward_29 = None
        add_129: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_128, getitem_492);  add_128 = getitem_492 = None
        transpose_228: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_129, 1, 0)
        clone_76: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_228, memory_format = torch.contiguous_format);  transpose_228 = None
        _unsafe_view_76: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_76, [6304, 1024]);  clone_76 = None
        t_333: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_37);  t_37 = None
        mm_142: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_76, t_333);  t_333 = None
        t_334: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_76)
        mm_143: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_334, view_125);  t_334 = view_125 = None
        t_335: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_143);  mm_143 = None
        sum_60: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_76, [0], True);  _unsafe_view_76 = None
        view_558: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_60, [1024]);  sum_60 = None
        t_336: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_335);  t_335 = None
        view_559: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_142, [197, 32, 16, 64]);  mm_142 = None
        permute_39: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_559, [1, 2, 0, 3]);  view_559 = None
        detach_38: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        _scaled_dot_product_cudnn_attention_backward_14 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_39, view_122, view_123, view_124, detach_38, getitem_139, getitem_144, getitem_145, None, None, None, 197, 197, 0.0, False);  permute_39 = view_122 = view_123 = view_124 = detach_38 = getitem_139 = getitem_144 = getitem_145 = None
        getitem_495: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_14[0]
        getitem_496: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_14[1]
        getitem_497: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_14[2];  _scaled_dot_product_cudnn_attention_backward_14 = None
        view_560: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_497, [512, 197, 64]);  getitem_497 = None
        view_561: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_496, [512, 197, 64]);  getitem_496 = None
        view_562: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_495, [512, 197, 64]);  getitem_495 = None
        transpose_229: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_560, 0, 1);  view_560 = None
        view_563: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_229, [197, 32, 1024]);  transpose_229 = None
        transpose_230: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_561, 0, 1);  view_561 = None
        view_564: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_230, [197, 32, 1024]);  transpose_230 = None
        transpose_231: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_562, 0, 1);  view_562 = None
        view_565: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_231, [197, 32, 1024]);  transpose_231 = None
        select_backward_43: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_563, [3, 197, 32, 1024], 0, 2);  view_563 = None
        select_backward_44: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_564, [3, 197, 32, 1024], 0, 1);  view_564 = None
        add_130: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_43, select_backward_44);  select_backward_43 = select_backward_44 = None
        select_backward_45: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_565, [3, 197, 32, 1024], 0, 0);  view_565 = None
        add_131: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_130, select_backward_45);  add_130 = select_backward_45 = None
        unsqueeze_38: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_131, 3);  add_131 = None
        transpose_232: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_38, 0, -2);  unsqueeze_38 = None
        squeeze_38: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_232, 0);  transpose_232 = None
        clone_77: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_38, memory_format = torch.contiguous_format);  squeeze_38 = None
        _unsafe_view_77: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_77, [197, 32, 3072]);  clone_77 = None
        sum_61: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_77, [0, 1], True)
        view_566: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_61, [3072]);  sum_61 = None
        view_567: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_77, [6304, 3072]);  _unsafe_view_77 = None
        t_337: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_567)
        mm_144: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_337, _unsafe_view_18);  t_337 = _unsafe_view_18 = None
        t_338: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_144);  mm_144 = None
        t_339: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_36);  t_36 = None
        mm_145: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_567, t_339);  view_567 = t_339 = None
        view_568: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_145, [197, 32, 1024]);  mm_145 = None
        t_340: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_338);  t_338 = None
        transpose_233: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_568, 1, 0);  view_568 = None
        native_layer_norm_backward_30 = torch.ops.aten.native_layer_norm_backward.default(transpose_233, add_27, [1024], getitem_136, getitem_137, params_113, params_114, [True, True, True]);  transpose_233 = add_27 = getitem_136 = getitem_137 = params_113 = params_114 = None
        getitem_498: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_30[0]
        getitem_499: "bf16[1024][1]cuda:0" = native_layer_norm_backward_30[1]
        getitem_500: "bf16[1024][1]cuda:0" = native_layer_norm_backward_30[2];  native_layer_norm_backward_30 = None
        add_132: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_129, getitem_498);  add_129 = getitem_498 = None
        view_569: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_132, [6304, 1024])
        t_341: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_35);  t_35 = None
        mm_146: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_569, t_341);  t_341 = None
        t_342: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_569)
        mm_147: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_342, view_116);  t_342 = view_116 = None
        t_343: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_147);  mm_147 = None
        sum_62: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_569, [0], True);  view_569 = None
        view_570: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_62, [1024]);  sum_62 = None
        t_344: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_343);  t_343 = None
        view_571: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_146, [32, 197, 4096]);  mm_146 = None
        gelu_backward_15: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_571, view_115);  view_571 = view_115 = None
        view_572: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_15, [6304, 4096]);  gelu_backward_15 = None
        t_345: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_34);  t_34 = None
        mm_148: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_572, t_345);  t_345 = None
        t_346: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_572)
        mm_149: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_346, view_114);  t_346 = view_114 = None
        t_347: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_149);  mm_149 = None
        sum_63: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_572, [0], True);  view_572 = None
        view_573: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_63, [4096]);  sum_63 = None
        t_348: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_347);  t_347 = None
        view_574: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_148, [32, 197, 1024]);  mm_148 = None
        native_layer_norm_backward_31 = torch.ops.aten.native_layer_norm_backward.default(view_574, add_26, [1024], getitem_133, getitem_134, params_107, params_108, [True, True, True]);  view_574 = add_26 = getitem_133 = getitem_134 = params_107 = params_108 = None
        getitem_501: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_31[0]
        getitem_502: "bf16[1024][1]cuda:0" = native_layer_norm_backward_31[1]
        getitem_503: "bf16[1024][1]cuda:0" = native_layer_norm_backward_31[2];  native_layer_norm_backward_31 = None
        add_133: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_132, getitem_501);  add_132 = getitem_501 = None
        transpose_234: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_133, 1, 0)
        clone_78: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_234, memory_format = torch.contiguous_format);  transpose_234 = None
        _unsafe_view_78: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_78, [6304, 1024]);  clone_78 = None
        t_349: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_33);  t_33 = None
        mm_150: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_78, t_349);  t_349 = None
        t_350: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_78)
        mm_151: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_350, view_112);  t_350 = view_112 = None
        t_351: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_151);  mm_151 = None
        sum_64: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_78, [0], True);  _unsafe_view_78 = None
        view_575: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_64, [1024]);  sum_64 = None
        t_352: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_351);  t_351 = None
        view_576: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_150, [197, 32, 16, 64]);  mm_150 = None
        permute_40: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_576, [1, 2, 0, 3]);  view_576 = None
        detach_39: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        _scaled_dot_product_cudnn_attention_backward_15 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_40, view_109, view_110, view_111, detach_39, getitem_124, getitem_129, getitem_130, None, None, None, 197, 197, 0.0, False);  permute_40 = view_109 = view_110 = view_111 = detach_39 = getitem_124 = getitem_129 = getitem_130 = None
        getitem_504: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_15[0]
        getitem_505: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_15[1]
        getitem_506: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_15[2];  _scaled_dot_product_cudnn_attention_backward_15 = None
        view_577: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_506, [512, 197, 64]);  getitem_506 = None
        view_578: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_505, [512, 197, 64]);  getitem_505 = None
        view_579: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_504, [512, 197, 64]);  getitem_504 = None
        transpose_235: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_577, 0, 1);  view_577 = None
        view_580: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_235, [197, 32, 1024]);  transpose_235 = None
        transpose_236: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_578, 0, 1);  view_578 = None
        view_581: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_236, [197, 32, 1024]);  transpose_236 = None
        transpose_237: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_579, 0, 1);  view_579 = None
        view_582: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_237, [197, 32, 1024]);  transpose_237 = None
        select_backward_46: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_580, [3, 197, 32, 1024], 0, 2);  view_580 = None
        select_backward_47: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_581, [3, 197, 32, 1024], 0, 1);  view_581 = None
        add_134: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_46, select_backward_47);  select_backward_46 = select_backward_47 = None
        select_backward_48: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_582, [3, 197, 32, 1024], 0, 0);  view_582 = None
        add_135: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_134, select_backward_48);  add_134 = select_backward_48 = None
        unsqueeze_39: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_135, 3);  add_135 = None
        transpose_238: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_39, 0, -2);  unsqueeze_39 = None
        squeeze_39: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_238, 0);  transpose_238 = None
        clone_79: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_39, memory_format = torch.contiguous_format);  squeeze_39 = None
        _unsafe_view_79: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_79, [197, 32, 3072]);  clone_79 = None
        sum_65: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_79, [0, 1], True)
        view_583: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_65, [3072]);  sum_65 = None
        view_584: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_79, [6304, 3072]);  _unsafe_view_79 = None
        t_353: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_584)
        mm_152: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_353, _unsafe_view_16);  t_353 = _unsafe_view_16 = None
        t_354: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_152);  mm_152 = None
        t_355: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_32);  t_32 = None
        mm_153: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_584, t_355);  view_584 = t_355 = None
        view_585: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_153, [197, 32, 1024]);  mm_153 = None
        t_356: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_354);  t_354 = None
        transpose_239: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_585, 1, 0);  view_585 = None
        native_layer_norm_backward_32 = torch.ops.aten.native_layer_norm_backward.default(transpose_239, add_24, [1024], getitem_121, getitem_122, params_101, params_102, [True, True, True]);  transpose_239 = add_24 = getitem_121 = getitem_122 = params_101 = params_102 = None
        getitem_507: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_32[0]
        getitem_508: "bf16[1024][1]cuda:0" = native_layer_norm_backward_32[1]
        getitem_509: "bf16[1024][1]cuda:0" = native_layer_norm_backward_32[2];  native_layer_norm_backward_32 = None
        add_136: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_133, getitem_507);  add_133 = getitem_507 = None
        view_586: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_136, [6304, 1024])
        t_357: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_31);  t_31 = None
        mm_154: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_586, t_357);  t_357 = None
        t_358: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_586)
        mm_155: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_358, view_103);  t_358 = view_103 = None
        t_359: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_155);  mm_155 = None
        sum_66: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_586, [0], True);  view_586 = None
        view_587: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_66, [1024]);  sum_66 = None
        t_360: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_359);  t_359 = None
        view_588: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_154, [32, 197, 4096]);  mm_154 = None
        gelu_backward_16: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_588, view_102);  view_588 = view_102 = None
        view_589: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_16, [6304, 4096]);  gelu_backward_16 = None
        t_361: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_30);  t_30 = None
        mm_156: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_589, t_361);  t_361 = None
        t_362: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_589)
        mm_157: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_362, view_101);  t_362 = view_101 = None
        t_363: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_157);  mm_157 = None
        sum_67: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_589, [0], True);  view_589 = None
        view_590: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_67, [4096]);  sum_67 = None
        t_364: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_363);  t_363 = None
        view_591: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_156, [32, 197, 1024]);  mm_156 = None
        native_layer_norm_backward_33 = torch.ops.aten.native_layer_norm_backward.default(view_591, add_23, [1024], getitem_118, getitem_119, params_95, params_96, [True, True, True]);  view_591 = add_23 = getitem_118 = getitem_119 = params_95 = params_96 = None
        getitem_510: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_33[0]
        getitem_511: "bf16[1024][1]cuda:0" = native_layer_norm_backward_33[1]
        getitem_512: "bf16[1024][1]cuda:0" = native_layer_norm_backward_33[2];  native_layer_norm_backward_33 = None
        add_137: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_136, getitem_510);  add_136 = getitem_510 = None
        transpose_240: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_137, 1, 0)
        clone_80: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_240, memory_format = torch.contiguous_format);  transpose_240 = None
        _unsafe_view_80: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_80, [6304, 1024]);  clone_80 = None
        t_365: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_29);  t_29 = None
        mm_158: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_80, t_365);  t_365 = None
        t_366: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_80)
        mm_159: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_366, view_99);  t_366 = view_99 = None
        t_367: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_159);  mm_159 = None
        sum_68: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_80, [0], True);  _unsafe_view_80 = None
        view_592: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_68, [1024]);  sum_68 = None
        t_368: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_367);  t_367 = None
        view_593: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_158, [197, 32, 16, 64]);  mm_158 = None
        permute_41: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_593, [1, 2, 0, 3]);  view_593 = None
        detach_40: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        _scaled_dot_product_cudnn_attention_backward_16 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_41, view_96, view_97, view_98, detach_40, getitem_109, getitem_114, getitem_115, None, None, None, 197, 197, 0.0, False);  permute_41 = view_96 = view_97 = view_98 = detach_40 = getitem_109 = getitem_114 = getitem_115 = None
        getitem_513: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_16[0]
        getitem_514: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_16[1]
        getitem_515: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_16[2];  _scaled_dot_product_cudnn_attention_backward_16 = None
        view_594: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_515, [512, 197, 64]);  getitem_515 = None
        view_595: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_514, [512, 197, 64]);  getitem_514 = None
        view_596: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_513, [512, 197, 64]);  getitem_513 = None
        transpose_241: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_594, 0, 1);  view_594 = None
        view_597: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_241, [197, 32, 1024]);  transpose_241 = None
        transpose_242: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_595, 0, 1);  view_595 = None
        view_598: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_242, [197, 32, 1024]);  transpose_242 = None
        transpose_243: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_596, 0, 1);  view_596 = None
        view_599: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_243, [197, 32, 1024]);  transpose_243 = None
        select_backward_49: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_597, [3, 197, 32, 1024], 0, 2);  view_597 = None
        select_backward_50: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_598, [3, 197, 32, 1024], 0, 1);  view_598 = None
        add_138: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_49, select_backward_50);  select_backward_49 = select_backward_50 = None
        select_backward_51: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_599, [3, 197, 32, 1024], 0, 0);  view_599 = None
        add_139: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_138, select_backward_51);  add_138 = select_backward_51 = None
        unsqueeze_40: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_139, 3);  add_139 = None
        transpose_244: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_40, 0, -2);  unsqueeze_40 = None
        squeeze_40: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_244, 0);  transpose_244 = None
        clone_81: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_40, memory_format = torch.contiguous_format);  squeeze_40 = None
        _unsafe_view_81: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_81, [197, 32, 3072]);  clone_81 = None
        sum_69: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_81, [0, 1], True)
        view_600: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_69, [3072]);  sum_69 = None
        view_601: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_81, [6304, 3072]);  _unsafe_view_81 = None
        t_369: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_601)
        mm_160: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_369, _unsafe_view_14);  t_369 = _unsafe_view_14 = None
        t_370: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_160);  mm_160 = None
        t_371: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_28);  t_28 = None
        mm_161: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_601, t_371);  view_601 = t_371 = None
        view_602: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_161, [197, 32, 1024]);  mm_161 = None
        t_372: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_370);  t_370 = None
        transpose_245: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_602, 1, 0);  view_602 = None
        native_layer_norm_backward_34 = torch.ops.aten.native_layer_norm_backward.default(transpose_245, add_21, [1024], getitem_106, getitem_107, params_89, params_90, [True, True, True]);  transpose_245 = add_21 = getitem_106 = getitem_107 = params_89 = params_90 = None
        getitem_516: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_34[0]
        getitem_517: "bf16[1024][1]cuda:0" = native_layer_norm_backward_34[1]
        getitem_518: "bf16[1024][1]cuda:0" = native_layer_norm_backward_34[2];  native_layer_norm_backward_34 = None
        add_140: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_137, getitem_516);  add_137 = getitem_516 = None
        view_603: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_140, [6304, 1024])
        t_373: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_27);  t_27 = None
        mm_162: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_603, t_373);  t_373 = None
        t_374: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_603)
        mm_163: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_374, view_90);  t_374 = view_90 = None
        t_375: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_163);  mm_163 = None
        sum_70: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_603, [0], True);  view_603 = None
        view_604: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_70, [1024]);  sum_70 = None
        t_376: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_375);  t_375 = None
        view_605: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_162, [32, 197, 4096]);  mm_162 = None
        gelu_backward_17: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_605, view_89);  view_605 = view_89 = None
        view_606: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_17, [6304, 4096]);  gelu_backward_17 = None
        t_377: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_26);  t_26 = None
        mm_164: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_606, t_377);  t_377 = None
        t_378: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_606)
        mm_165: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_378, view_88);  t_378 = view_88 = None
        t_379: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_165);  mm_165 = None
        sum_71: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_606, [0], True);  view_606 = None
        view_607: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_71, [4096]);  sum_71 = None
        t_380: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_379);  t_379 = None
        view_608: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_164, [32, 197, 1024]);  mm_164 = None
        native_layer_norm_backward_35 = torch.ops.aten.native_layer_norm_backward.default(view_608, add_20, [1024], getitem_103, getitem_104, params_83, params_84, [True, True, True]);  view_608 = add_20 = getitem_103 = getitem_104 = params_83 = params_84 = None
        getitem_519: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_35[0]
        getitem_520: "bf16[1024][1]cuda:0" = native_layer_norm_backward_35[1]
        getitem_521: "bf16[1024][1]cuda:0" = native_layer_norm_backward_35[2];  native_layer_norm_backward_35 = None
        add_141: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_140, getitem_519);  add_140 = getitem_519 = None
        transpose_246: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_141, 1, 0)
        clone_82: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_246, memory_format = torch.contiguous_format);  transpose_246 = None
        _unsafe_view_82: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_82, [6304, 1024]);  clone_82 = None
        t_381: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_25);  t_25 = None
        mm_166: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_82, t_381);  t_381 = None
        t_382: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_82)
        mm_167: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_382, view_86);  t_382 = view_86 = None
        t_383: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_167);  mm_167 = None
        sum_72: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_82, [0], True);  _unsafe_view_82 = None
        view_609: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_72, [1024]);  sum_72 = None
        t_384: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_383);  t_383 = None
        view_610: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_166, [197, 32, 16, 64]);  mm_166 = None
        permute_42: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_610, [1, 2, 0, 3]);  view_610 = None
        detach_41: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        _scaled_dot_product_cudnn_attention_backward_17 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_42, view_83, view_84, view_85, detach_41, getitem_94, getitem_99, getitem_100, None, None, None, 197, 197, 0.0, False);  permute_42 = view_83 = view_84 = view_85 = detach_41 = getitem_94 = getitem_99 = getitem_100 = None
        getitem_522: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_17[0]
        getitem_523: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_17[1]
        getitem_524: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_17[2];  _scaled_dot_product_cudnn_attention_backward_17 = None
        view_611: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_524, [512, 197, 64]);  getitem_524 = None
        view_612: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_523, [512, 197, 64]);  getitem_523 = None
        view_613: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_522, [512, 197, 64]);  getitem_522 = None
        transpose_247: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_611, 0, 1);  view_611 = None
        view_614: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_247, [197, 32, 1024]);  transpose_247 = None
        transpose_248: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_612, 0, 1);  view_612 = None
        view_615: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_248, [197, 32, 1024]);  transpose_248 = None
        transpose_249: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_613, 0, 1);  view_613 = None
        view_616: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_249, [197, 32, 1024]);  transpose_249 = None
        select_backward_52: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_614, [3, 197, 32, 1024], 0, 2);  view_614 = None
        select_backward_53: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_615, [3, 197, 32, 1024], 0, 1);  view_615 = None
        add_142: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_52, select_backward_53);  select_backward_52 = select_backward_53 = None
        select_backward_54: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_616, [3, 197, 32, 1024], 0, 0);  view_616 = None
        add_143: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_142, select_backward_54);  add_142 = select_backward_54 = None
        unsqueeze_41: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_143, 3);  add_143 = None
        transpose_250: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_41, 0, -2);  unsqueeze_41 = None
        squeeze_41: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_250, 0);  transpose_250 = None
        clone_83: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_41, memory_format = torch.contiguous_format);  squeeze_41 = None
        _unsafe_view_83: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_83, [197, 32, 3072]);  clone_83 = None
        sum_73: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_83, [0, 1], True)
        view_617: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_73, [3072]);  sum_73 = None
        view_618: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_83, [6304, 3072]);  _unsafe_view_83 = None
        t_385: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_618)
        mm_168: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_385, _unsafe_view_12);  t_385 = _unsafe_view_12 = None
        t_386: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_168);  mm_168 = None
        t_387: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_24);  t_24 = None
        mm_169: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_618, t_387);  view_618 = t_387 = None
        view_619: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_169, [197, 32, 1024]);  mm_169 = None
        t_388: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_386);  t_386 = None
        transpose_251: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_619, 1, 0);  view_619 = None
        native_layer_norm_backward_36 = torch.ops.aten.native_layer_norm_backward.default(transpose_251, add_18, [1024], getitem_91, getitem_92, params_77, params_78, [True, True, True]);  transpose_251 = add_18 = getitem_91 = getitem_92 = params_77 = params_78 = None
        getitem_525: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_36[0]
        getitem_526: "bf16[1024][1]cuda:0" = native_layer_norm_backward_36[1]
        getitem_527: "bf16[1024][1]cuda:0" = native_layer_norm_backward_36[2];  native_layer_norm_backward_36 = None
        add_144: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_141, getitem_525);  add_141 = getitem_525 = None
        view_620: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_144, [6304, 1024])
        t_389: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_23);  t_23 = None
        mm_170: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_620, t_389);  t_389 = None
        t_390: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_620)
        mm_171: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_390, view_77);  t_390 = view_77 = None
        t_391: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_171);  mm_171 = None
        sum_74: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_620, [0], True);  view_620 = None
        view_621: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_74, [1024]);  sum_74 = None
        t_392: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_391);  t_391 = None
        view_622: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_170, [32, 197, 4096]);  mm_170 = None
        gelu_backward_18: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_622, view_76);  view_622 = view_76 = None
        view_623: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_18, [6304, 4096]);  gelu_backward_18 = None
        t_393: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_22);  t_22 = None
        mm_172: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_623, t_393);  t_393 = None
        t_394: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_623)
        mm_173: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_394, view_75);  t_394 = view_75 = None
        t_395: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_173);  mm_173 = None
        sum_75: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_623, [0], True);  view_623 = None
        view_624: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_75, [4096]);  sum_75 = None
        t_396: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_395);  t_395 = None
        view_625: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_172, [32, 197, 1024]);  mm_172 = None
        native_layer_norm_backward_37 = torch.ops.aten.native_layer_norm_backward.default(view_625, add_17, [1024], getitem_88, getitem_89, params_71, params_72, [True, True, True]);  view_625 = add_17 = getitem_88 = getitem_89 = params_71 = params_72 = None
        getitem_528: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_37[0]
        getitem_529: "bf16[1024][1]cuda:0" = native_layer_norm_backward_37[1]
        getitem_530: "bf16[1024][1]cuda:0" = native_layer_norm_backward_37[2];  native_layer_norm_backward_37 = None
        add_145: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_144, getitem_528);  add_144 = getitem_528 = None
        transpose_252: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_145, 1, 0)
        clone_84: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_252, memory_format = torch.contiguous_format);  transpose_252 = None
        _unsafe_view_84: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_84, [6304, 1024]);  clone_84 = None
        t_397: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_21);  t_21 = None
        mm_174: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_84, t_397);  t_397 = None
        t_398: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_84)
        mm_175: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_398, view_73);  t_398 = view_73 = None
        t_399: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_175);  mm_175 = None
        sum_76: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_84, [0], True);  _unsafe_view_84 = None
        view_626: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_76, [1024]);  sum_76 = None
        t_400: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_399);  t_399 = None
        view_627: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_174, [197, 32, 16, 64]);  mm_174 = None
        permute_43: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_627, [1, 2, 0, 3]);  view_627 = None
        detach_42: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        _scaled_dot_product_cudnn_attention_backward_18 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_43, view_70, view_71, view_72, detach_42, getitem_79, getitem_84, getitem_85, None, None, None, 197, 197, 0.0, False);  permute_43 = view_70 = view_71 = view_72 = detach_42 = getitem_79 = getitem_84 = getitem_85 = None
        getitem_531: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_18[0]
        getitem_532: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_18[1]
        getitem_533: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_18[2];  _scaled_dot_product_cudnn_attention_backward_18 = None
        view_628: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_533, [512, 197, 64]);  getitem_533 = None
        view_629: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_532, [512, 197, 64]);  getitem_532 = None
        view_630: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_531, [512, 197, 64]);  getitem_531 = None
        transpose_253: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_628, 0, 1);  view_628 = None
        view_631: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_253, [197, 32, 1024]);  transpose_253 = None
        transpose_254: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_629, 0, 1);  view_629 = None
        view_632: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_254, [197, 32, 1024]);  transpose_254 = None
        transpose_255: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_630, 0, 1);  view_630 = None
        view_633: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_255, [197, 32, 1024]);  transpose_255 = None
        select_backward_55: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_631, [3, 197, 32, 1024], 0, 2);  view_631 = None
        select_backward_56: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_632, [3, 197, 32, 1024], 0, 1);  view_632 = None
        add_146: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_55, select_backward_56);  select_backward_55 = select_backward_56 = None
        select_backward_57: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_633, [3, 197, 32, 1024], 0, 0);  view_633 = None
        add_147: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_146, select_backward_57);  add_146 = select_backward_57 = None
        unsqueeze_42: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_147, 3);  add_147 = None
        transpose_256: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_42, 0, -2);  unsqueeze_42 = None
        squeeze_42: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_256, 0);  transpose_256 = None
        clone_85: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_42, memory_format = torch.contiguous_format);  squeeze_42 = None
        _unsafe_view_85: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_85, [197, 32, 3072]);  clone_85 = None
        sum_77: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_85, [0, 1], True)
        view_634: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_77, [3072]);  sum_77 = None
        view_635: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_85, [6304, 3072]);  _unsafe_view_85 = None
        t_401: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_635)
        mm_176: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_401, _unsafe_view_10);  t_401 = _unsafe_view_10 = None
        t_402: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_176);  mm_176 = None
        t_403: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_20);  t_20 = None
        mm_177: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_635, t_403);  view_635 = t_403 = None
        view_636: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_177, [197, 32, 1024]);  mm_177 = None
        t_404: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_402);  t_402 = None
        transpose_257: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_636, 1, 0);  view_636 = None
        native_layer_norm_backward_38 = torch.ops.aten.native_layer_norm_backward.default(transpose_257, add_15, [1024], getitem_76, getitem_77, params_65, params_66, [True, True, True]);  transpose_257 = add_15 = getitem_76 = getitem_77 = params_65 = params_66 = None
        getitem_534: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_38[0]
        getitem_535: "bf16[1024][1]cuda:0" = native_layer_norm_backward_38[1]
        getitem_536: "bf16[1024][1]cuda:0" = native_layer_norm_backward_38[2];  native_layer_norm_backward_38 = None
        add_148: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_145, getitem_534);  add_145 = getitem_534 = None
        view_637: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_148, [6304, 1024])
        t_405: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_19);  t_19 = None
        mm_178: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_637, t_405);  t_405 = None
        t_406: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_637)
        mm_179: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_406, view_64);  t_406 = view_64 = None
        t_407: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_179);  mm_179 = None
        sum_78: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_637, [0], True);  view_637 = None
        view_638: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_78, [1024]);  sum_78 = None
        t_408: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_407);  t_407 = None
        view_639: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_178, [32, 197, 4096]);  mm_178 = None
        gelu_backward_19: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_639, view_63);  view_639 = view_63 = None
        view_640: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_19, [6304, 4096]);  gelu_backward_19 = None
        t_409: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_18);  t_18 = None
        mm_180: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_640, t_409);  t_409 = None
        t_410: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_640)
        mm_181: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_410, view_62);  t_410 = view_62 = None
        t_411: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_181);  mm_181 = None
        sum_79: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_640, [0], True);  view_640 = None
        view_641: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_79, [4096]);  sum_79 = None
        t_412: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_411);  t_411 = None
        view_642: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_180, [32, 197, 1024]);  mm_180 = None
        native_layer_norm_backward_39 = torch.ops.aten.native_layer_norm_backward.default(view_642, add_14, [1024], getitem_73, getitem_74, params_59, params_60, [True, True, True]);  view_642 = add_14 = getitem_73 = getitem_74 = params_59 = params_60 = None
        getitem_537: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_39[0]
        getitem_538: "bf16[1024][1]cuda:0" = native_layer_norm_backward_39[1]
        getitem_539: "bf16[1024][1]cuda:0" = native_layer_norm_backward_39[2];  native_layer_norm_backward_39 = None
        add_149: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_148, getitem_537);  add_148 = getitem_537 = None
        transpose_258: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_149, 1, 0)
        clone_86: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_258, memory_format = torch.contiguous_format);  transpose_258 = None
        _unsafe_view_86: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_86, [6304, 1024]);  clone_86 = None
        t_413: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_17);  t_17 = None
        mm_182: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_86, t_413);  t_413 = None
        t_414: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_86)
        mm_183: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_414, view_60);  t_414 = view_60 = None
        t_415: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_183);  mm_183 = None
        sum_80: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_86, [0], True);  _unsafe_view_86 = None
        view_643: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_80, [1024]);  sum_80 = None
        t_416: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_415);  t_415 = None
        view_644: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_182, [197, 32, 16, 64]);  mm_182 = None
        permute_44: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_644, [1, 2, 0, 3]);  view_644 = None
        detach_43: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        _scaled_dot_product_cudnn_attention_backward_19 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_44, view_57, view_58, view_59, detach_43, getitem_64, getitem_69, getitem_70, None, None, None, 197, 197, 0.0, False);  permute_44 = view_57 = view_58 = view_59 = detach_43 = getitem_64 = getitem_69 = getitem_70 = None
        getitem_540: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_19[0]
        getitem_541: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_19[1]
        getitem_542: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_19[2];  _scaled_dot_product_cudnn_attention_backward_19 = None
        view_645: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_542, [512, 197, 64]);  getitem_542 = None
        view_646: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_541, [512, 197, 64]);  getitem_541 = None
        view_647: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_540, [512, 197, 64]);  getitem_540 = None
        transpose_259: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_645, 0, 1);  view_645 = None
        view_648: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_259, [197, 32, 1024]);  transpose_259 = None
        transpose_260: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_646, 0, 1);  view_646 = None
        view_649: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_260, [197, 32, 1024]);  transpose_260 = None
        transpose_261: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_647, 0, 1);  view_647 = None
        view_650: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_261, [197, 32, 1024]);  transpose_261 = None
        select_backward_58: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_648, [3, 197, 32, 1024], 0, 2);  view_648 = None
        select_backward_59: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_649, [3, 197, 32, 1024], 0, 1);  view_649 = None
        add_150: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_58, select_backward_59);  select_backward_58 = select_backward_59 = None
        select_backward_60: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_650, [3, 197, 32, 1024], 0, 0);  view_650 = None
        add_151: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_150, select_backward_60);  add_150 = select_backward_60 = None
        unsqueeze_43: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_151, 3);  add_151 = None
        transpose_262: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_43, 0, -2);  unsqueeze_43 = None
        squeeze_43: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_262, 0);  transpose_262 = None
        clone_87: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_43, memory_format = torch.contiguous_format);  squeeze_43 = None
        _unsafe_view_87: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_87, [197, 32, 3072]);  clone_87 = None
        sum_81: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_87, [0, 1], True)
        view_651: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_81, [3072]);  sum_81 = None
        view_652: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_87, [6304, 3072]);  _unsafe_view_87 = None
        t_417: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_652)
        mm_184: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_417, _unsafe_view_8);  t_417 = _unsafe_view_8 = None
        t_418: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_184);  mm_184 = None
        t_419: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_16);  t_16 = None
        mm_185: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_652, t_419);  view_652 = t_419 = None
        view_653: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_185, [197, 32, 1024]);  mm_185 = None
        t_420: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_418);  t_418 = None
        transpose_263: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_653, 1, 0);  view_653 = None
        native_layer_norm_backward_40 = torch.ops.aten.native_layer_norm_backward.default(transpose_263, add_12, [1024], getitem_61, getitem_62, params_53, params_54, [True, True, True]);  transpose_263 = add_12 = getitem_61 = getitem_62 = params_53 = params_54 = None
        getitem_543: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_40[0]
        getitem_544: "bf16[1024][1]cuda:0" = native_layer_norm_backward_40[1]
        getitem_545: "bf16[1024][1]cuda:0" = native_layer_norm_backward_40[2];  native_layer_norm_backward_40 = None
        add_152: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_149, getitem_543);  add_149 = getitem_543 = None
        view_654: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_152, [6304, 1024])
        t_421: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_15);  t_15 = None
        mm_186: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_654, t_421);  t_421 = None
        t_422: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_654)
        mm_187: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_422, view_51);  t_422 = view_51 = None
        t_423: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_187);  mm_187 = None
        sum_82: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_654, [0], True);  view_654 = None
        view_655: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_82, [1024]);  sum_82 = None
        t_424: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_423);  t_423 = None
        view_656: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_186, [32, 197, 4096]);  mm_186 = None
        gelu_backward_20: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_656, view_50);  view_656 = view_50 = None
        view_657: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_20, [6304, 4096]);  gelu_backward_20 = None
        t_425: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_14);  t_14 = None
        mm_188: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_657, t_425);  t_425 = None
        t_426: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_657)
        mm_189: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_426, view_49);  t_426 = view_49 = None
        t_427: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_189);  mm_189 = None
        sum_83: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_657, [0], True);  view_657 = None
        view_658: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_83, [4096]);  sum_83 = None
        t_428: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_427);  t_427 = None
        view_659: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_188, [32, 197, 1024]);  mm_188 = None
        native_layer_norm_backward_41 = torch.ops.aten.native_layer_norm_backward.default(view_659, add_11, [1024], getitem_58, getitem_59, params_47, params_48, [True, True, True]);  view_659 = add_11 = getitem_58 = getitem_59 = params_47 = params_48 = None
        getitem_546: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_41[0]
        getitem_547: "bf16[1024][1]cuda:0" = native_layer_norm_backward_41[1]
        getitem_548: "bf16[1024][1]cuda:0" = native_layer_norm_backward_41[2];  native_layer_norm_backward_41 = None
        add_153: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_152, getitem_546);  add_152 = getitem_546 = None
        transpose_264: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_153, 1, 0)
        clone_88: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_264, memory_format = torch.contiguous_format);  transpose_264 = None
        _unsafe_view_88: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_88, [6304, 1024]);  clone_88 = None
        t_429: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_13);  t_13 = None
        mm_190: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_88, t_429);  t_429 = None
        t_430: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_88)
        mm_191: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_430, view_47);  t_430 = view_47 = None
        t_431: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_191);  mm_191 = None
        sum_84: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_88, [0], True);  _unsafe_view_88 = None
        view_660: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_84, [1024]);  sum_84 = None
        t_432: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_431);  t_431 = None
        view_661: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_190, [197, 32, 16, 64]);  mm_190 = None
        permute_45: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_661, [1, 2, 0, 3]);  view_661 = None
        detach_44: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        _scaled_dot_product_cudnn_attention_backward_20 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_45, view_44, view_45, view_46, detach_44, getitem_49, getitem_54, getitem_55, None, None, None, 197, 197, 0.0, False);  permute_45 = view_44 = view_45 = view_46 = detach_44 = getitem_49 = getitem_54 = getitem_55 = None
        getitem_549: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_20[0]
        getitem_550: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_20[1]
        getitem_551: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_20[2];  _scaled_dot_product_cudnn_attention_backward_20 = None
        view_662: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_551, [512, 197, 64]);  getitem_551 = None
        view_663: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_550, [512, 197, 64]);  getitem_550 = None
        view_664: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_549, [512, 197, 64]);  getitem_549 = None
        transpose_265: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_662, 0, 1);  view_662 = None
        view_665: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_265, [197, 32, 1024]);  transpose_265 = None
        transpose_266: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_663, 0, 1);  view_663 = None
        view_666: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_266, [197, 32, 1024]);  transpose_266 = None
        transpose_267: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_664, 0, 1);  view_664 = None
        view_667: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_267, [197, 32, 1024]);  transpose_267 = None
        select_backward_61: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_665, [3, 197, 32, 1024], 0, 2);  view_665 = None
        select_backward_62: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_666, [3, 197, 32, 1024], 0, 1);  view_666 = None
        add_154: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_61, select_backward_62);  select_backward_61 = select_backward_62 = None
        select_backward_63: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_667, [3, 197, 32, 1024], 0, 0);  view_667 = None
        add_155: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_154, select_backward_63);  add_154 = select_backward_63 = None
        unsqueeze_44: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_155, 3);  add_155 = None
        transpose_268: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_44, 0, -2);  unsqueeze_44 = None
        squeeze_44: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_268, 0);  transpose_268 = None
        clone_89: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_44, memory_format = torch.contiguous_format);  squeeze_44 = None
        _unsafe_view_89: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_89, [197, 32, 3072]);  clone_89 = None
        sum_85: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_89, [0, 1], True)
        view_668: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_85, [3072]);  sum_85 = None
        view_669: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_89, [6304, 3072]);  _unsafe_view_89 = None
        t_433: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_669)
        mm_192: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_433, _unsafe_view_6);  t_433 = _unsafe_view_6 = None
        t_434: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_192);  mm_192 = None
        t_435: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_12);  t_12 = None
        mm_193: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_669, t_435);  view_669 = t_435 = None
        view_670: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_193, [197, 32, 1024]);  mm_193 = None
        t_436: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_434);  t_434 = None
        transpose_269: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_670, 1, 0);  view_670 = None
        native_layer_norm_backward_42 = torch.ops.aten.native_layer_norm_backward.default(transpose_269, add_9, [1024], getitem_46, getitem_47, params_41, params_42, [True, True, True]);  transpose_269 = add_9 = getitem_46 = getitem_47 = params_41 = params_42 = None
        getitem_552: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_42[0]
        getitem_553: "bf16[1024][1]cuda:0" = native_layer_norm_backward_42[1]
        getitem_554: "bf16[1024][1]cuda:0" = native_layer_norm_backward_42[2];  native_layer_norm_backward_42 = None
        add_156: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_153, getitem_552);  add_153 = getitem_552 = None
        view_671: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_156, [6304, 1024])
        t_437: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_11);  t_11 = None
        mm_194: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_671, t_437);  t_437 = None
        t_438: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_671)
        mm_195: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_438, view_38);  t_438 = view_38 = None
        t_439: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_195);  mm_195 = None
        sum_86: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_671, [0], True);  view_671 = None
        view_672: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_86, [1024]);  sum_86 = None
        t_440: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_439);  t_439 = None
        view_673: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_194, [32, 197, 4096]);  mm_194 = None
        gelu_backward_21: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_673, view_37);  view_673 = view_37 = None
        view_674: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_21, [6304, 4096]);  gelu_backward_21 = None
        t_441: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_10);  t_10 = None
        mm_196: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_674, t_441);  t_441 = None
        t_442: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_674)
        mm_197: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_442, view_36);  t_442 = view_36 = None
        t_443: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_197);  mm_197 = None
        sum_87: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_674, [0], True);  view_674 = None
        view_675: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_87, [4096]);  sum_87 = None
        t_444: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_443);  t_443 = None
        view_676: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_196, [32, 197, 1024]);  mm_196 = None
        native_layer_norm_backward_43 = torch.ops.aten.native_layer_norm_backward.default(view_676, add_8, [1024], getitem_43, getitem_44, params_35, params_36, [True, True, True]);  view_676 = add_8 = getitem_43 = getitem_44 = params_35 = params_36 = None
        getitem_555: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_43[0]
        getitem_556: "bf16[1024][1]cuda:0" = native_layer_norm_backward_43[1]
        getitem_557: "bf16[1024][1]cuda:0" = native_layer_norm_backward_43[2];  native_layer_norm_backward_43 = None
        add_157: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_156, getitem_555);  add_156 = getitem_555 = None
        transpose_270: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_157, 1, 0)
        clone_90: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_270, memory_format = torch.contiguous_format);  transpose_270 = None
        _unsafe_view_90: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_90, [6304, 1024]);  clone_90 = None
        t_445: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_9);  t_9 = None
        mm_198: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_90, t_445);  t_445 = None
        t_446: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_90)
        mm_199: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_446, view_34);  t_446 = view_34 = None
        t_447: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_199);  mm_199 = None
        sum_88: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_90, [0], True);  _unsafe_view_90 = None
        view_677: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_88, [1024]);  sum_88 = None
        t_448: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_447);  t_447 = None
        view_678: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_198, [197, 32, 16, 64]);  mm_198 = None
        permute_46: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_678, [1, 2, 0, 3]);  view_678 = None
        detach_45: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        _scaled_dot_product_cudnn_attention_backward_21 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_46, view_31, view_32, view_33, detach_45, getitem_34, getitem_39, getitem_40, None, None, None, 197, 197, 0.0, False);  permute_46 = view_31 = view_32 = view_33 = detach_45 = getitem_34 = getitem_39 = getitem_40 = None
        getitem_558: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_21[0]
        getitem_559: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_21[1]
        getitem_560: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_21[2];  _scaled_dot_product_cudnn_attention_backward_21 = None
        view_679: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_560, [512, 197, 64]);  getitem_560 = None
        view_680: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_559, [512, 197, 64]);  getitem_559 = None
        view_681: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_558, [512, 197, 64]);  getitem_558 = None
        transpose_271: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_679, 0, 1);  view_679 = None
        view_682: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_271, [197, 32, 1024]);  transpose_271 = None
        transpose_272: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_680, 0, 1);  view_680 = None
        view_683: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_272, [197, 32, 1024]);  transpose_272 = None
        transpose_273: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_681, 0, 1);  view_681 = None
        view_684: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_273, [197, 32, 1024]);  transpose_273 = None
        select_backward_64: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_682, [3, 197, 32, 1024], 0, 2);  view_682 = None
        select_backward_65: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_683, [3, 197, 32, 1024], 0, 1);  view_683 = None
        add_158: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_64, select_backward_65);  select_backward_64 = select_backward_65 = None
        select_backward_66: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_684, [3, 197, 32, 1024], 0, 0);  view_684 = None
        add_159: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_158, select_backward_66);  add_158 = select_backward_66 = None
        unsqueeze_45: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_159, 3);  add_159 = None
        transpose_274: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_45, 0, -2);  unsqueeze_45 = None
        squeeze_45: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_274, 0);  transpose_274 = None
        clone_91: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_45, memory_format = torch.contiguous_format);  squeeze_45 = None
        _unsafe_view_91: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_91, [197, 32, 3072]);  clone_91 = None
        sum_89: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_91, [0, 1], True)
        view_685: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_89, [3072]);  sum_89 = None
        view_686: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_91, [6304, 3072]);  _unsafe_view_91 = None
        t_449: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_686)
        mm_200: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_449, _unsafe_view_4);  t_449 = _unsafe_view_4 = None
        t_450: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_200);  mm_200 = None
        t_451: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_8);  t_8 = None
        mm_201: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_686, t_451);  view_686 = t_451 = None
        view_687: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_201, [197, 32, 1024]);  mm_201 = None
        t_452: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_450);  t_450 = None
        transpose_275: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_687, 1, 0);  view_687 = None
        native_layer_norm_backward_44 = torch.ops.aten.native_layer_norm_backward.default(transpose_275, add_6, [1024], getitem_31, getitem_32, params_29, params_30, [True, True, True]);  transpose_275 = add_6 = getitem_31 = getitem_32 = params_29 = params_30 = None
        getitem_561: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_44[0]
        getitem_562: "bf16[1024][1]cuda:0" = native_layer_norm_backward_44[1]
        getitem_563: "bf16[1024][1]cuda:0" = native_layer_norm_backward_44[2];  native_layer_norm_backward_44 = None
        add_160: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_157, getitem_561);  add_157 = getitem_561 = None
        view_688: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_160, [6304, 1024])
        t_453: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_7);  t_7 = None
        mm_202: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_688, t_453);  t_453 = None
        t_454: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_688)
        mm_203: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_454, view_25);  t_454 = view_25 = None
        t_455: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_203);  mm_203 = None
        sum_90: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_688, [0], True);  view_688 = None
        view_689: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_90, [1024]);  sum_90 = None
        t_456: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_455);  t_455 = None
        view_690: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_202, [32, 197, 4096]);  mm_202 = None
        gelu_backward_22: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_690, view_24);  view_690 = view_24 = None
        view_691: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_22, [6304, 4096]);  gelu_backward_22 = None
        t_457: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_204: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_691, t_457);  t_457 = None
        t_458: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_691)
        mm_205: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_458, view_23);  t_458 = view_23 = None
        t_459: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_205);  mm_205 = None
        sum_91: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_691, [0], True);  view_691 = None
        view_692: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_91, [4096]);  sum_91 = None
        t_460: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_459);  t_459 = None
        view_693: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_204, [32, 197, 1024]);  mm_204 = None
        native_layer_norm_backward_45 = torch.ops.aten.native_layer_norm_backward.default(view_693, add_5, [1024], getitem_28, getitem_29, params_23, params_24, [True, True, True]);  view_693 = add_5 = getitem_28 = getitem_29 = params_23 = params_24 = None
        getitem_564: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_45[0]
        getitem_565: "bf16[1024][1]cuda:0" = native_layer_norm_backward_45[1]
        getitem_566: "bf16[1024][1]cuda:0" = native_layer_norm_backward_45[2];  native_layer_norm_backward_45 = None
        add_161: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_160, getitem_564);  add_160 = getitem_564 = None
        transpose_276: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_161, 1, 0)
        clone_92: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_276, memory_format = torch.contiguous_format);  transpose_276 = None
        _unsafe_view_92: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_92, [6304, 1024]);  clone_92 = None
        t_461: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_206: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_92, t_461);  t_461 = None
        t_462: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_92)
        mm_207: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_462, view_21);  t_462 = view_21 = None
        t_463: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_207);  mm_207 = None
        sum_92: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_92, [0], True);  _unsafe_view_92 = None
        view_694: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_92, [1024]);  sum_92 = None
        t_464: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_463);  t_463 = None
        view_695: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_206, [197, 32, 16, 64]);  mm_206 = None
        permute_47: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_695, [1, 2, 0, 3]);  view_695 = None
        detach_46: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _scaled_dot_product_cudnn_attention_backward_22 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_47, view_18, view_19, view_20, detach_46, getitem_19, getitem_24, getitem_25, None, None, None, 197, 197, 0.0, False);  permute_47 = view_18 = view_19 = view_20 = detach_46 = getitem_19 = getitem_24 = getitem_25 = None
        getitem_567: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_22[0]
        getitem_568: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_22[1]
        getitem_569: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_22[2];  _scaled_dot_product_cudnn_attention_backward_22 = None
        view_696: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_569, [512, 197, 64]);  getitem_569 = None
        view_697: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_568, [512, 197, 64]);  getitem_568 = None
        view_698: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_567, [512, 197, 64]);  getitem_567 = None
        transpose_277: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_696, 0, 1);  view_696 = None
        view_699: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_277, [197, 32, 1024]);  transpose_277 = None
        transpose_278: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_697, 0, 1);  view_697 = None
        view_700: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_278, [197, 32, 1024]);  transpose_278 = None
        transpose_279: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_698, 0, 1);  view_698 = None
        view_701: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_279, [197, 32, 1024]);  transpose_279 = None
        select_backward_67: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_699, [3, 197, 32, 1024], 0, 2);  view_699 = None
        select_backward_68: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_700, [3, 197, 32, 1024], 0, 1);  view_700 = None
        add_162: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_67, select_backward_68);  select_backward_67 = select_backward_68 = None
        select_backward_69: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_701, [3, 197, 32, 1024], 0, 0);  view_701 = None
        add_163: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_162, select_backward_69);  add_162 = select_backward_69 = None
        unsqueeze_46: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_163, 3);  add_163 = None
        transpose_280: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_46, 0, -2);  unsqueeze_46 = None
        squeeze_46: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_280, 0);  transpose_280 = None
        clone_93: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_46, memory_format = torch.contiguous_format);  squeeze_46 = None
        _unsafe_view_93: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_93, [197, 32, 3072]);  clone_93 = None
        sum_93: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_93, [0, 1], True)
        view_702: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_93, [3072]);  sum_93 = None
        view_703: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_93, [6304, 3072]);  _unsafe_view_93 = None
        t_465: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_703)
        mm_208: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_465, _unsafe_view_2);  t_465 = _unsafe_view_2 = None
        t_466: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_208);  mm_208 = None
        t_467: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_209: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_703, t_467);  view_703 = t_467 = None
        view_704: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_209, [197, 32, 1024]);  mm_209 = None
        t_468: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_466);  t_466 = None
        transpose_281: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_704, 1, 0);  view_704 = None
        native_layer_norm_backward_46 = torch.ops.aten.native_layer_norm_backward.default(transpose_281, add_3, [1024], getitem_16, getitem_17, params_17, params_18, [True, True, True]);  transpose_281 = add_3 = getitem_16 = getitem_17 = params_17 = params_18 = None
        getitem_570: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_46[0]
        getitem_571: "bf16[1024][1]cuda:0" = native_layer_norm_backward_46[1]
        getitem_572: "bf16[1024][1]cuda:0" = native_layer_norm_backward_46[2];  native_layer_norm_backward_46 = None
        add_164: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_161, getitem_570);  add_161 = getitem_570 = None
        view_705: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.view.default(add_164, [6304, 1024])
        t_469: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_210: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(view_705, t_469);  t_469 = None
        t_470: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(view_705)
        mm_211: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.mm.default(t_470, view_12);  t_470 = view_12 = None
        t_471: "bf16[4096, 1024][1, 4096]cuda:0" = torch.ops.aten.t.default(mm_211);  mm_211 = None
        sum_94: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_705, [0], True);  view_705 = None
        view_706: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_94, [1024]);  sum_94 = None
        t_472: "bf16[1024, 4096][4096, 1]cuda:0" = torch.ops.aten.t.default(t_471);  t_471 = None
        view_707: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.view.default(mm_210, [32, 197, 4096]);  mm_210 = None
        gelu_backward_23: "bf16[32, 197, 4096][806912, 4096, 1]cuda:0" = torch.ops.aten.gelu_backward.default(view_707, view_11);  view_707 = view_11 = None
        view_708: "bf16[6304, 4096][4096, 1]cuda:0" = torch.ops.aten.view.default(gelu_backward_23, [6304, 4096]);  gelu_backward_23 = None
        t_473: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_212: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_708, t_473);  t_473 = None
        t_474: "bf16[4096, 6304][1, 4096]cuda:0" = torch.ops.aten.t.default(view_708)
        mm_213: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_474, view_10);  t_474 = view_10 = None
        t_475: "bf16[1024, 4096][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_213);  mm_213 = None
        sum_95: "bf16[1, 4096][4096, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_708, [0], True);  view_708 = None
        view_709: "bf16[4096][1]cuda:0" = torch.ops.aten.view.default(sum_95, [4096]);  sum_95 = None
        t_476: "bf16[4096, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_475);  t_475 = None
        view_710: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_212, [32, 197, 1024]);  mm_212 = None
        native_layer_norm_backward_47 = torch.ops.aten.native_layer_norm_backward.default(view_710, add_2, [1024], getitem_13, getitem_14, params_11, params_12, [True, True, True]);  view_710 = add_2 = getitem_13 = getitem_14 = params_11 = params_12 = None
        getitem_573: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_47[0]
        getitem_574: "bf16[1024][1]cuda:0" = native_layer_norm_backward_47[1]
        getitem_575: "bf16[1024][1]cuda:0" = native_layer_norm_backward_47[2];  native_layer_norm_backward_47 = None
        add_165: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_164, getitem_573);  add_164 = getitem_573 = None
        transpose_282: "bf16[197, 32, 1024][1024, 201728, 1]cuda:0" = torch.ops.aten.transpose.int(add_165, 1, 0)
        clone_94: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.clone.default(transpose_282, memory_format = torch.contiguous_format);  transpose_282 = None
        _unsafe_view_94: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_94, [6304, 1024]);  clone_94 = None
        t_477: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_214: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(_unsafe_view_94, t_477);  t_477 = None
        t_478: "bf16[1024, 6304][1, 1024]cuda:0" = torch.ops.aten.t.default(_unsafe_view_94)
        mm_215: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_478, view_8);  t_478 = view_8 = None
        t_479: "bf16[1024, 1024][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_215);  mm_215 = None
        sum_96: "bf16[1, 1024][1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_94, [0], True);  _unsafe_view_94 = None
        view_711: "bf16[1024][1]cuda:0" = torch.ops.aten.view.default(sum_96, [1024]);  sum_96 = None
        t_480: "bf16[1024, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_479);  t_479 = None
        view_712: "bf16[197, 32, 16, 64][32768, 1024, 64, 1]cuda:0" = torch.ops.aten.view.default(mm_214, [197, 32, 16, 64]);  mm_214 = None
        permute_48: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.permute.default(view_712, [1, 2, 0, 3]);  view_712 = None
        detach_47: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = torch.ops.aten.detach.default(detach);  detach = None
        _scaled_dot_product_cudnn_attention_backward_23 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(permute_48, view_5, view_6, view_7, detach_47, getitem_4, getitem_9, getitem_10, None, None, None, 197, 197, 0.0, False);  permute_48 = view_5 = view_6 = view_7 = detach_47 = getitem_4 = getitem_9 = getitem_10 = None
        getitem_576: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_23[0]
        getitem_577: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_23[1]
        getitem_578: "bf16[32, 16, 197, 64][1024, 64, 32768, 1]cuda:0" = _scaled_dot_product_cudnn_attention_backward_23[2];  _scaled_dot_product_cudnn_attention_backward_23 = None
        view_713: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_578, [512, 197, 64]);  getitem_578 = None
        view_714: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_577, [512, 197, 64]);  getitem_577 = None
        view_715: "bf16[512, 197, 64][64, 32768, 1]cuda:0" = torch.ops.aten.view.default(getitem_576, [512, 197, 64]);  getitem_576 = None
        transpose_283: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_713, 0, 1);  view_713 = None
        view_716: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_283, [197, 32, 1024]);  transpose_283 = None
        transpose_284: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_714, 0, 1);  view_714 = None
        view_717: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_284, [197, 32, 1024]);  transpose_284 = None
        transpose_285: "bf16[197, 512, 64][32768, 64, 1]cuda:0" = torch.ops.aten.transpose.int(view_715, 0, 1);  view_715 = None
        view_718: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(transpose_285, [197, 32, 1024]);  transpose_285 = None
        select_backward_70: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_716, [3, 197, 32, 1024], 0, 2);  view_716 = None
        select_backward_71: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_717, [3, 197, 32, 1024], 0, 1);  view_717 = None
        add_166: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(select_backward_70, select_backward_71);  select_backward_70 = select_backward_71 = None
        select_backward_72: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.select_backward.default(view_718, [3, 197, 32, 1024], 0, 0);  view_718 = None
        add_167: "bf16[3, 197, 32, 1024][6455296, 32768, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_166, select_backward_72);  add_166 = select_backward_72 = None
        unsqueeze_47: "bf16[3, 197, 32, 1, 1024][6455296, 32768, 1024, 1024, 1]cuda:0" = torch.ops.aten.unsqueeze.default(add_167, 3);  add_167 = None
        transpose_286: "bf16[1, 197, 32, 3, 1024][1024, 32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.transpose.int(unsqueeze_47, 0, -2);  unsqueeze_47 = None
        squeeze_47: "bf16[197, 32, 3, 1024][32768, 1024, 6455296, 1]cuda:0" = torch.ops.aten.squeeze.dim(transpose_286, 0);  transpose_286 = None
        clone_95: "bf16[197, 32, 3, 1024][98304, 3072, 1024, 1]cuda:0" = torch.ops.aten.clone.default(squeeze_47, memory_format = torch.contiguous_format);  squeeze_47 = None
        _unsafe_view_95: "bf16[197, 32, 3072][98304, 3072, 1]cuda:0" = torch.ops.aten._unsafe_view.default(clone_95, [197, 32, 3072]);  clone_95 = None
        sum_97: "bf16[1, 1, 3072][3072, 3072, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(_unsafe_view_95, [0, 1], True)
        view_719: "bf16[3072][1]cuda:0" = torch.ops.aten.view.default(sum_97, [3072]);  sum_97 = None
        view_720: "bf16[6304, 3072][3072, 1]cuda:0" = torch.ops.aten.view.default(_unsafe_view_95, [6304, 3072]);  _unsafe_view_95 = None
        t_481: "bf16[3072, 6304][1, 3072]cuda:0" = torch.ops.aten.t.default(view_720)
        mm_216: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(t_481, _unsafe_view);  t_481 = _unsafe_view = None
        t_482: "bf16[1024, 3072][1, 1024]cuda:0" = torch.ops.aten.t.default(mm_216);  mm_216 = None
        t_483: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t);  t = None
        mm_217: "bf16[6304, 1024][1024, 1]cuda:0" = torch.ops.aten.mm.default(view_720, t_483);  view_720 = t_483 = None
        view_721: "bf16[197, 32, 1024][32768, 1024, 1]cuda:0" = torch.ops.aten.view.default(mm_217, [197, 32, 1024]);  mm_217 = None
        t_484: "bf16[3072, 1024][1024, 1]cuda:0" = torch.ops.aten.t.default(t_482);  t_482 = None
        transpose_287: "bf16[32, 197, 1024][1024, 32768, 1]cuda:0" = torch.ops.aten.transpose.int(view_721, 1, 0);  view_721 = None
        native_layer_norm_backward_48 = torch.ops.aten.native_layer_norm_backward.default(transpose_287, add, [1024], getitem_1, getitem_2, params_5, params_6, [True, True, True]);  transpose_287 = add = getitem_1 = getitem_2 = params_5 = params_6 = None
        getitem_579: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = native_layer_norm_backward_48[0]
        getitem_580: "bf16[1024][1]cuda:0" = native_layer_norm_backward_48[1]
        getitem_581: "bf16[1024][1]cuda:0" = native_layer_norm_backward_48[2];  native_layer_norm_backward_48 = None
        add_168: "bf16[32, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.add.Tensor(add_165, getitem_579);  add_165 = getitem_579 = None
        sum_98: "bf16[1, 197, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(add_168, [0], True)
        slice_1: "bf16[32, 1, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.slice.Tensor(add_168, 1, 0, 1)
        slice_2: "bf16[32, 196, 1024][201728, 1024, 1]cuda:0" = torch.ops.aten.slice.Tensor(add_168, 1, 1, 197);  add_168 = None
        sum_99: "bf16[1, 1, 1024][1024, 1024, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(slice_1, [0], True);  slice_1 = None
        permute_49: "bf16[32, 1024, 196][201728, 1, 1024]cuda:0" = torch.ops.aten.permute.default(slice_2, [0, 2, 1]);  slice_2 = None
        view_722: "bf16[32, 1024, 14, 14][201728, 1, 14336, 1024]cuda:0" = torch.ops.aten.view.default(permute_49, [32, 1024, 14, 14]);  permute_49 = None
        convolution_backward = torch.ops.aten.convolution_backward.default(view_722, inputs_1, params_2, [1024], [16, 16], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  view_722 = inputs_1 = params_2 = None
        getitem_582 = convolution_backward[0];  getitem_582 = None
        getitem_583: "bf16[1024, 3, 16, 16][768, 256, 16, 1]cuda:0" = convolution_backward[1]
        getitem_584: "bf16[1024][1]cuda:0" = convolution_backward[2];  convolution_backward = None
        return pytree.tree_unflatten([mean, sum_99, getitem_583, getitem_584, sum_98, getitem_580, getitem_581, t_484, view_719, t_480, view_711, getitem_574, getitem_575, t_476, view_709, t_472, view_706, getitem_571, getitem_572, t_468, view_702, t_464, view_694, getitem_565, getitem_566, t_460, view_692, t_456, view_689, getitem_562, getitem_563, t_452, view_685, t_448, view_677, getitem_556, getitem_557, t_444, view_675, t_440, view_672, getitem_553, getitem_554, t_436, view_668, t_432, view_660, getitem_547, getitem_548, t_428, view_658, t_424, view_655, getitem_544, getitem_545, t_420, view_651, t_416, view_643, getitem_538, getitem_539, t_412, view_641, t_408, view_638, getitem_535, getitem_536, t_404, view_634, t_400, view_626, getitem_529, getitem_530, t_396, view_624, t_392, view_621, getitem_526, getitem_527, t_388, view_617, t_384, view_609, getitem_520, getitem_521, t_380, view_607, t_376, view_604, getitem_517, getitem_518, t_372, view_600, t_368, view_592, getitem_511, getitem_512, t_364, view_590, t_360, view_587, getitem_508, getitem_509, t_356, view_583, t_352, view_575, getitem_502, getitem_503, t_348, view_573, t_344, view_570, getitem_499, getitem_500, t_340, view_566, t_336, view_558, getitem_493, getitem_494, t_332, view_556, t_328, view_553, getitem_490, getitem_491, t_324, view_549, t_320, view_541, getitem_484, getitem_485, t_316, view_539, t_312, view_536, getitem_481, getitem_482, t_308, view_532, t_304, view_524, getitem_475, getitem_476, t_300, view_522, t_296, view_519, getitem_472, getitem_473, t_292, view_515, t_288, view_507, getitem_466, getitem_467, t_284, view_505, t_280, view_502, getitem_463, getitem_464, t_276, view_498, t_272, view_490, getitem_457, getitem_458, t_268, view_488, t_264, view_485, getitem_454, getitem_455, t_260, view_481, t_256, view_473, getitem_448, getitem_449, t_252, view_471, t_248, view_468, getitem_445, getitem_446, t_244, view_464, t_240, view_456, getitem_439, getitem_440, t_236, view_454, t_232, view_451, getitem_436, getitem_437, t_228, view_447, t_224, view_439, getitem_430, getitem_431, t_220, view_437, t_216, view_434, getitem_427, getitem_428, t_212, view_430, t_208, view_422, getitem_421, getitem_422, t_204, view_420, t_200, view_417, getitem_418, getitem_419, t_196, view_413, t_192, view_405, getitem_412, getitem_413, t_188, view_403, t_184, view_400, getitem_409, getitem_410, t_180, view_396, t_176, view_388, getitem_403, getitem_404, t_172, view_386, t_168, view_383, getitem_400, getitem_401, t_164, view_379, t_160, view_371, getitem_394, getitem_395, t_156, view_369, t_152, view_366, getitem_391, getitem_392, t_148, view_362, t_144, view_354, getitem_385, getitem_386, t_140, view_352, t_136, view_349, getitem_382, getitem_383, t_132, view_345, t_128, view_337, getitem_376, getitem_377, t_124, view_335, t_120, view_332, getitem_373, getitem_374, t_116, view_328, t_112, view_320, getitem_367, getitem_368, t_108, view_318, t_104, view_315, getitem_364, getitem_365, t_100, view_313], self._out_spec)
