// collopt/api/generate_graph.cc — see generate_graph.h.
#include "api/generate_graph.h"

#include <fstream>

#include "fmt/format.h"
#include "support/read_all.h"

namespace collopt {
namespace {

void Override(int64_t given, int64_t& field) {
  if (given != 0) field = given;
}

}  // namespace

absl::StatusOr<GeneratedGraph> GenerateGraph(const GenerateRequest& request) {
  TransformerSpec spec;
  if (!request.preset.empty()) {
    absl::StatusOr<TransformerSpec> preset = Preset(request.preset);
    if (!preset.ok()) return preset.status();
    spec = *preset;
  }
  if (!request.config_path.empty()) {
    std::ifstream in(request.config_path, std::ios::binary);
    if (!in) {
      return absl::InvalidArgumentError(
          fmt::format("--config: cannot read '{}'", request.config_path));
    }
    if (absl::Status s = ApplySpecJson(ReadAll(in), spec); !s.ok()) return s;
  }
  const TransformerSpec& o = request.overrides;
  Override(o.layers, spec.layers);
  Override(o.dim, spec.dim);
  Override(o.ffn_dim, spec.ffn_dim);
  Override(o.heads, spec.heads);
  Override(o.kv_heads, spec.kv_heads);
  Override(o.vocab, spec.vocab);
  Override(o.seq_len, spec.seq_len);
  Override(o.batch, spec.batch);
  Override(o.experts, spec.experts);
  Override(o.top_k, spec.top_k);
  Override(o.shared_experts, spec.shared_experts);
  Override(o.moe_ffn_dim, spec.moe_ffn_dim);
  Override(o.dense_layers, spec.dense_layers);
  if (!o.dtype.empty()) spec.dtype = o.dtype;
  GenerateOptions options = request.options;
  options.model = spec;
  return GenerateTrainingStep(options);
}

}  // namespace collopt
