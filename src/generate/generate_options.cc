// collopt/generate/generate_options.cc — see generate_options.h.
#include "generate/generate_options.h"

#include "fmt/format.h"

namespace collopt {
namespace {

absl::Status Positive(const char* flag, int64_t value) {
  if (value >= 1) return absl::OkStatus();
  return absl::InvalidArgumentError(fmt::format("{}: must be at least 1, got {}", flag, value));
}

absl::Status Divides(const char* flag, int64_t degree, const char* what_flag, int64_t what) {
  if (what % degree == 0) return absl::OkStatus();
  return absl::InvalidArgumentError(
      fmt::format("{} {} does not divide {} {}", flag, degree, what_flag, what));
}

absl::Status CheckModel(const TransformerSpec& m) {
  const std::pair<const char*, int64_t> required[] = {
      {"--layers", m.layers}, {"--dim", m.dim},          {"--ffn-dim", m.ffn_dim},
      {"--heads", m.heads},   {"--vocab", m.vocab},      {"--seq-len", m.seq_len},
      {"--batch", m.batch},   {"--kv-heads", m.kv_heads}};
  for (const auto& [flag, value] : required) {
    if (auto s = Positive(flag, value); !s.ok()) return s;
  }
  if (m.dtype != "bf16" && m.dtype != "f32" && m.dtype != "f16") {
    return absl::InvalidArgumentError(
        fmt::format("--dtype: expected bf16, f16 or f32, got '{}'", m.dtype));
  }
  if (auto s = Divides("--kv-heads", m.kv_heads, "--heads", m.heads); !s.ok()) return s;
  if (!m.mla() && m.dim % m.heads != 0) {
    return Divides("--heads", m.heads, "--dim", m.dim);
  }
  if (m.experts < 0) return Positive("--experts", m.experts);
  if (m.moe()) {
    const std::pair<const char*, int64_t> moe[] = {{"--top-k", m.top_k},
                                                   {"--moe-ffn-dim", m.moe_ffn_dim}};
    for (const auto& [flag, value] : moe) {
      if (auto s = Positive(flag, value); !s.ok()) return s;
    }
    if (m.top_k > m.experts) {
      return absl::InvalidArgumentError(
          fmt::format("--top-k {} exceeds --experts {}", m.top_k, m.experts));
    }
    if (m.shared_experts < 0) return Positive("--shared-experts", m.shared_experts);
    if (m.dense_layers < 0 || m.dense_layers > m.layers) {
      return absl::InvalidArgumentError(fmt::format(
          "--dense-layers: must be between 0 and --layers {}, got {}", m.layers, m.dense_layers));
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<ParallelDims> ValidateGenerateOptions(const GenerateOptions& o) {
  if (o.pass != "fw" && o.pass != "bw" && o.pass != "joint") {
    return absl::InvalidArgumentError(
        fmt::format("--pass: expected fw, bw or joint, got '{}'", o.pass));
  }
  if (o.format != "readable" && o.format != "repro") {
    return absl::InvalidArgumentError(
        fmt::format("--format: expected readable or repro, got '{}'", o.format));
  }
  const std::pair<const char*, int64_t> degrees[] = {{"--dp-replicate", o.dp_replicate},
                                                     {"--dp-shard", o.dp_shard},
                                                     {"--cp", o.cp},
                                                     {"--tp", o.tp},
                                                     {"--ep", o.ep}};
  for (const auto& [flag, value] : degrees) {
    if (auto s = Positive(flag, value); !s.ok()) return s;
  }
  const int64_t product = o.dp_replicate * o.dp_shard * o.cp * o.tp;
  if (o.world_size < 0) return Positive("--world-size", o.world_size);
  if (o.world_size != 0 && o.world_size != product) {
    return absl::InvalidArgumentError(fmt::format(
        "--world-size {} is not --dp-replicate × --dp-shard × --cp × --tp = {}×{}×{}×{} = {}",
        o.world_size, o.dp_replicate, o.dp_shard, o.cp, o.tp, product));
  }
  const TransformerSpec& m = o.model;
  if (auto s = CheckModel(m); !s.ok()) return s;
  if (auto s = Divides("--tp", o.tp, "--heads", m.heads); !s.ok()) return s;
  if (!m.mla()) {
    if (auto s = Divides("--tp", o.tp, "--kv-heads", m.kv_heads); !s.ok()) return s;
  }
  if (auto s = Divides("--tp", o.tp, "--ffn-dim", m.ffn_dim); !s.ok()) return s;
  if (auto s = Divides("--tp", o.tp, "--vocab", m.vocab); !s.ok()) return s;
  if (auto s = Divides("--cp", o.cp, "--seq-len", m.seq_len); !s.ok()) return s;
  if (auto s = Divides("--tp", o.tp, "--seq-len / --cp", m.seq_len / o.cp); !s.ok()) return s;
  if (m.moe()) {
    if (auto s = Divides("--ep", o.ep, "--experts", m.experts); !s.ok()) return s;
  } else if (o.ep != 1) {
    return absl::InvalidArgumentError(
        fmt::format("--ep {} needs a MoE model (--experts), got a dense one", o.ep));
  }
  ParallelDimsConfig config;
  config.world_size = product;
  config.dp_replicate = o.dp_replicate;
  config.dp_shard = o.dp_shard;
  config.cp = o.cp;
  config.tp = o.tp;
  config.ep = o.ep;
  auto dims = MakeParallelDims(config);
  if (!dims.ok()) {
    return absl::InvalidArgumentError(
        fmt::format("--ep/--dp-shard/--cp/--tp: {}", std::string(dims.status().message())));
  }
  if (m.moe() != m.mla()) {
    return absl::UnimplementedError(
        "--experts / --kv-lora-rank: MoE layers are generated with MLA attention only "
        "(DeepSeek-V3); give both or neither");
  }
  if (m.moe()) {
    if (auto s = Positive("--ep-split-rows", o.ep_split_rows); !s.ok()) return s;
    if (auto s = Positive("--bw-symint-hint", o.bw_symint_hint); !s.ok()) return s;
    if (o.tp != 1 || o.cp != 1 || o.dp_replicate != 1) {
      return absl::UnimplementedError(
          "--tp/--cp/--dp-replicate: DeepSeek-V3 (MoE) graphs are generated for FSDP + EP "
          "meshes only (the shared dumps' layout)");
    }
    if (auto s =
            Divides("--ep", o.ep, "--batch × --seq-len × --top-k", m.batch * m.seq_len * m.top_k);
        !s.ok()) {
      return s;
    }
  }
  return dims;
}

}  // namespace collopt
