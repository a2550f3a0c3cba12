// collopt/generate/rms_norm.h — RMSNorm forward and backward as traced.
//
// Forward (torchtitan `nn.RMSNorm` decomposed by AOTAutograd, as in the
// shared graphs): x32 = fp32(x); r = rsqrt(mean(x32², -1, keepdim) + 1e-5);
// n = x32·r; y = dtype(n·w). Backward: the input gradient
// (g·w − n·mean(g·w·n)) · r and the weight gradient Σ_{batch,seq} g·n; with
// TP the weight gradient (the norm weight is replicated over tp) is
// all_reduced over `tp` before FSDP's reduce_scatter.
#ifndef COLLOPT_GENERATE_RMS_NORM_H_
#define COLLOPT_GENERATE_RMS_NORM_H_

#include "generate/step_context.h"

namespace collopt {

struct RmsNormForward {
  GenTensor out;   // x's dtype... the param dtype, x's shape
  GenTensor norm;  // n (fp32)
  GenTensor rsqrt;
};

/// `x` [B, s, D], `weight` the gathered [D] weight.
RmsNormForward RmsNorm(StepContext& ctx, const GenTensor& x, const GenTensor& weight);

/// The backward's view of a forward whose input `x` and `rsqrt` were saved
/// (no activation checkpointing, the DSv3 graphs): n = fp32(x)·rsqrt is
/// recomputed, `out` is left empty.
RmsNormForward RmsNormFromSaved(StepContext& ctx, const GenTensor& x, const GenTensor& rsqrt);

/// Returns dx (param dtype); reduces the weight gradient into `param`.
GenTensor RmsNormBackward(StepContext& ctx, const GenParam& param, const GenTensor& weight,
                          const RmsNormForward& fw, const GenTensor& grad);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_RMS_NORM_H_
