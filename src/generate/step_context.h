// collopt/generate/step_context.h — the building blocks of a generated step.
//
// Everything the layer generators share: the graph being written, the
// model's local sizes on one rank, and the FSDP2 / TP / CP collectives as
// the shared graphs (autoparallel's Llama-3 and DeepSeek-V3 dumps) write
// them:
//  - a parameter is an fp32 FSDP shard input, dim 0 split over its FSDP
//    group (torch.chunk: ⌈d0 / n⌉ rows, the last shard padded, FSDP2's
//    `_FSDPParam`), on top of its TP placement (colwise: dim 0 ÷ tp,
//    rowwise: dim 1 ÷ tp, norms replicated);
//  - Gather: `convert_element_type` to the param dtype (mixed precision
//    param_dtype) → `all_gather_into_tensor(·, n, group)` → `wait_tensor`
//    (→ `slice` of the padding);
//  - ReduceGrad: `convert_element_type` to fp32 (reduce_dtype) →
//    `reduce_scatter_tensor(·, 'avg', n, group)` → `wait_tensor`, then for
//    HSDP an `all_reduce(·, 'avg', 'dp_replicate')`; expert parameters
//    (efsdp) are divided by the fsdp degree first and reduced with 'sum'
//    (FSDP2's gradient divide factor, as the DSv3 backward shows);
//  - SeqGather / SeqScatter: sequence parallelism's all_gather and
//    reduce_scatter of activations [B, s, …] over `tp` (or K/V over `cp`):
//    the collective works on dim 0, so the graph splits and concatenates
//    along dim 1 around it, as DTensor's redistribute does.
// Process groups are named after torchtitan's mesh dims: fsdp, efsdp, tp,
// cp, ep, dp_replicate.
#ifndef COLLOPT_GENERATE_STEP_CONTEXT_H_
#define COLLOPT_GENERATE_STEP_CONTEXT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "generate/graph_text_builder.h"
#include "generate/transformer_spec.h"
#include "mesh/torchtitan_mesh.h"

namespace collopt {

/// A parameter: its fp32 shard input and the shape all_gather restores.
struct GenParam {
  GenTensor shard;
  std::vector<int64_t> full;  // TP-local shape, before FSDP
  std::string group;          // fsdp or efsdp
  int64_t group_size = 1;
};

class StepContext {
 public:
  StepContext(const TransformerSpec& spec, const ParallelDims& dims);

  GraphTextBuilder& builder() { return b_; }
  const TransformerSpec& spec() const { return spec_; }
  const ParallelDims& dims() const { return dims_; }

  // Local sizes: batch, sequence after CP, sequence per TP rank, model dim.
  int64_t batch() const { return spec_.batch; }
  int64_t seq() const { return spec_.seq_len / dims_.cp; }
  int64_t seq_tp() const { return seq() / dims_.tp; }
  int64_t tokens() const { return batch() * seq(); }
  const std::string& dtype() const { return spec_.dtype; }

  /// Declares a parameter input of TP-local shape `full` sharded over the
  /// dense FSDP group (or the expert FSDP group when `expert`).
  GenParam NewParam(std::vector<int64_t> full, bool expert = false);
  GenTensor Gather(const GenParam& param);
  /// Reduces `grad` (TP-local shape of `param`) to the param's shard; the
  /// result is recorded as a gradient output.
  GenTensor ReduceGrad(const GenParam& param, const GenTensor& grad);
  /// A linear layer's backward on rows: the weight gradient gᵀ·x (reduced
  /// into `w`) and the input gradient g·w, `w` gathered and transposed as in
  /// the forward, then back (as traced). g [N, out], x [N, in] → [N, in].
  GenTensor LinearBackward(const GenParam& w, const GenTensor& g, const GenTensor& x);
  GenTensor SeqGather(const GenTensor& x, const std::string& group, int64_t size);
  GenTensor SeqScatter(const GenTensor& x, const std::string& group, int64_t size);
  /// `collective` then `wait_tensor` of it (the wait returned).
  GenTensor Collective(std::string_view base, std::string_view op, const std::string& args,
                       const GenTensor& like_out);

  // Ops (torch.ops.<target>), each returning its annotated result.
  GenTensor Op(std::string_view base, std::string_view target, const std::string& args,
               std::string_view dtype, std::vector<int64_t> shape);
  GenTensor Convert(const GenTensor& x, std::string_view dtype);
  GenTensor View(const GenTensor& x, std::vector<int64_t> shape);
  GenTensor Permute(const GenTensor& x, const std::vector<int64_t>& perm);
  GenTensor T(const GenTensor& x) { return Permute(x, {1, 0}); }
  GenTensor Mm(const GenTensor& a, const GenTensor& b);
  /// Elementwise `aten.<op>.Tensor(a, b)` with broadcasting and promotion.
  GenTensor Binary(std::string_view op, const GenTensor& a, const GenTensor& b);
  /// `aten.<target>(x, <scalar>)` keeping x's dtype and shape; `target` e.g. "mul.Tensor".
  GenTensor Scalar(std::string_view base, std::string_view target, const GenTensor& x,
                   std::string_view scalar, bool scalar_first = false);
  GenTensor Unary(std::string_view op, const GenTensor& x);
  GenTensor Sum(const GenTensor& x, const std::vector<int64_t>& dims, bool keepdim);
  /// Splits `x` along `dim` into `parts` equal chunks (a tuple and its getitems).
  std::vector<GenTensor> Split(const GenTensor& x, int64_t chunk, int64_t dim, int64_t parts);
  GenTensor Cat(const std::vector<GenTensor>& parts, int64_t dim);

  /// Gradient outputs in the order produced.
  std::vector<std::string>& grads() { return grads_; }
  /// Extra process groups declared for the repro's get_pg_config.
  void UseGroup(const std::string& name, int64_t size) { b_.AddProcessGroup(name, size); }

 private:
  TransformerSpec spec_;
  ParallelDims dims_;
  GraphTextBuilder b_;
  std::vector<std::string> grads_;
};

}  // namespace collopt

#endif  // COLLOPT_GENERATE_STEP_CONTEXT_H_
