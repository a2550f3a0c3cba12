// collopt/generate/transformer_spec.cc — see transformer_spec.h.
#include "generate/transformer_spec.h"

#include <functional>
#include <map>

#include "fmt/format.h"
#include "nlohmann/json.hpp"

namespace collopt {
namespace {

TransformerSpec Llama(int64_t layers, int64_t dim, int64_t ffn, int64_t heads) {
  TransformerSpec s;
  s.layers = layers;
  s.dim = dim;
  s.ffn_dim = ffn;
  s.heads = heads;
  s.kv_heads = 8;
  s.vocab = 128256;
  s.seq_len = 8192;
  s.batch = 2;
  return s;
}

TransformerSpec DeepSeekV316B() {
  TransformerSpec s;
  s.layers = 27;
  s.dim = 2048;
  s.ffn_dim = 10944;
  s.heads = 16;
  s.kv_heads = 16;
  s.vocab = 102400;
  s.seq_len = 4096;
  s.batch = 2;
  s.experts = 64;
  s.top_k = 6;
  s.shared_experts = 2;
  s.moe_ffn_dim = 1408;
  s.dense_layers = 1;
  s.kv_lora_rank = 512;
  s.qk_nope_head_dim = 128;
  s.qk_rope_head_dim = 64;
  s.v_head_dim = 128;
  return s;
}

}  // namespace

std::vector<std::string> PresetNames() {
  return {"llama3_8b", "llama3_70b", "llama3_405b", "dsv3_16b"};
}

absl::StatusOr<TransformerSpec> Preset(const std::string& name) {
  if (name == "llama3_8b") return Llama(32, 4096, 14336, 32);
  if (name == "llama3_70b") return Llama(80, 8192, 28672, 64);
  if (name == "llama3_405b") return Llama(126, 16384, 53248, 128);
  if (name == "dsv3_16b") return DeepSeekV316B();
  return absl::InvalidArgumentError(fmt::format("--preset: unknown model '{}' (expected one of {})",
                                                name, fmt::join(PresetNames(), ", ")));
}

absl::Status ApplySpecJson(const std::string& json_text, TransformerSpec& spec) {
  nlohmann::json j = nlohmann::json::parse(json_text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) {
    return absl::InvalidArgumentError("--config: expected a JSON object of model fields");
  }
  const std::map<std::string, int64_t*> ints = {
      {"layers", &spec.layers},
      {"dim", &spec.dim},
      {"ffn_dim", &spec.ffn_dim},
      {"heads", &spec.heads},
      {"kv_heads", &spec.kv_heads},
      {"vocab", &spec.vocab},
      {"seq_len", &spec.seq_len},
      {"batch", &spec.batch},
      {"experts", &spec.experts},
      {"top_k", &spec.top_k},
      {"shared_experts", &spec.shared_experts},
      {"moe_ffn_dim", &spec.moe_ffn_dim},
      {"dense_layers", &spec.dense_layers},
      {"kv_lora_rank", &spec.kv_lora_rank},
      {"qk_nope_head_dim", &spec.qk_nope_head_dim},
      {"qk_rope_head_dim", &spec.qk_rope_head_dim},
      {"v_head_dim", &spec.v_head_dim},
  };
  for (const auto& [key, value] : j.items()) {
    if (key == "dtype") {
      if (!value.is_string()) {
        return absl::InvalidArgumentError("--config: 'dtype' must be a string");
      }
      spec.dtype = value.get<std::string>();
      continue;
    }
    auto it = ints.find(key);
    if (it == ints.end()) {
      return absl::InvalidArgumentError(fmt::format("--config: unknown model field '{}'", key));
    }
    if (!value.is_number_integer()) {
      return absl::InvalidArgumentError(
          fmt::format("--config: '{}' must be an integer, got {}", key, value.dump()));
    }
    *it->second = value.get<int64_t>();
  }
  return absl::OkStatus();
}

}  // namespace collopt
