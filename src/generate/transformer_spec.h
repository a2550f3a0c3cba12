// collopt/generate/transformer_spec.h — the model a generated graph trains.
//
// Field names follow torchtitan's model args (`TransformerModelArgs` for
// Llama 3, `DeepSeekV3ModelArgs` for DeepSeek-V3): `dim`, `n_layers`,
// `n_heads`, `n_kv_heads`, `vocab_size`, the FFN hidden size (Llama's
// `ffn_dim_multiplier` already applied), MoE `num_experts`, `top_k`,
// `num_shared_experts`, `moe_inter_dim`, `n_dense_layers`, and MLA's
// `kv_lora_rank`, `qk_nope_head_dim`, `qk_rope_head_dim`, `v_head_dim`.
// Sizes are element counts; `seq_len` and `batch` are the local
// micro-batch's sequence length and batch size (before CP / TP sharding).
#ifndef COLLOPT_GENERATE_TRANSFORMER_SPEC_H_
#define COLLOPT_GENERATE_TRANSFORMER_SPEC_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace collopt {

struct TransformerSpec {
  int64_t layers = 0;
  int64_t dim = 0;
  int64_t ffn_dim = 0;  // dense FFN hidden size
  int64_t heads = 0;
  int64_t kv_heads = 0;  // GQA; = heads for MHA (and for MLA)
  int64_t vocab = 0;
  int64_t seq_len = 0;
  int64_t batch = 0;
  std::string dtype = "bf16";  // FSDP2 param_dtype: bf16 (reduce_dtype is fp32)
  // MoE (DeepSeek-V3): experts = 0 means a dense model.
  int64_t experts = 0;
  int64_t top_k = 0;
  int64_t shared_experts = 0;
  int64_t moe_ffn_dim = 0;
  int64_t dense_layers = 0;  // the first layers keep a dense FFN
  // MLA attention (DeepSeek-V3): kv_lora_rank = 0 means Llama GQA attention.
  int64_t kv_lora_rank = 0;
  int64_t qk_nope_head_dim = 0;
  int64_t qk_rope_head_dim = 0;
  int64_t v_head_dim = 0;

  bool moe() const { return experts > 0; }
  bool mla() const { return kv_lora_rank > 0; }
  int64_t head_dim() const { return dim / heads; }
};

/// The preset names: llama3_8b, llama3_70b, llama3_405b, dsv3_16b.
std::vector<std::string> PresetNames();

/// torchtitan's model args for `name` (llama3 `8B`/`70B`/`405B`,
/// deepseek_v3 `16B`), with the shared graphs' micro-batch: batch 2 and
/// sequence 8192 (Llama) or 4096 (DeepSeek-V3). Error: an unknown name.
absl::StatusOr<TransformerSpec> Preset(const std::string& name);

/// Overrides `spec`'s fields with those of a JSON object (keys are the
/// field names above: {"layers": 4, "dim": 1024, ...}). Errors: not JSON,
/// an unknown key, a value of the wrong type.
absl::Status ApplySpecJson(const std::string& json_text, TransformerSpec& spec);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_TRANSFORMER_SPEC_H_
