// collopt/cli/generate_command.cc — see generate_command.h.
#include "cli/generate_command.h"

#include <charconv>
#include <cstdint>
#include <iostream>
#include <memory>
#include <string>

#include "api/generate_graph.h"

namespace collopt {
namespace {

// CLI11's PositiveNumber prints its range up to DBL_MAX; this says it plainly.
CLI::Validator Positive() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        int64_t value = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec == std::errc() && end == text.data() + text.size() && value > 0) return "";
        return "expects a positive integer, got '" + text + "'";
      },
      "POSITIVE");
}

// A size or degree given on the command line must be positive: 0 is how
// TransformerSpec and GenerateOptions spell "not given" (the preset's or the
// default value), so an explicit 0 would silently mean that. (--shared-experts
// and --dense-layers may be 0.)
void AddModelFlags(CLI::App* cmd, GenerateRequest& r) {
  TransformerSpec& m = r.overrides;
  cmd->add_option("--preset", r.preset, "llama3_8b, llama3_70b, llama3_405b or dsv3_16b");
  cmd->add_option("--config", r.config_path, "JSON file of model fields ({\"layers\": 4, ...})");
  cmd->add_option("--layers", m.layers, "transformer layers")->check(Positive());
  cmd->add_option("--dim", m.dim, "hidden size")->check(Positive());
  cmd->add_option("--ffn-dim", m.ffn_dim, "FFN hidden size")->check(Positive());
  cmd->add_option("--heads", m.heads, "attention heads")->check(Positive());
  cmd->add_option("--kv-heads", m.kv_heads, "KV heads (GQA)")->check(Positive());
  cmd->add_option("--vocab", m.vocab, "vocabulary size")->check(Positive());
  cmd->add_option("--seq-len", m.seq_len, "sequence length")->check(Positive());
  cmd->add_option("--batch", m.batch, "local micro-batch size")->check(Positive());
  cmd->add_option("--dtype", m.dtype, "param dtype: bf16 (default), f16 or f32");
  cmd->add_option("--experts", m.experts, "MoE routed experts")->check(Positive());
  cmd->add_option("--top-k", m.top_k, "MoE experts per token")->check(Positive());
  cmd->add_option("--shared-experts", m.shared_experts, "MoE shared experts");
  cmd->add_option("--moe-ffn-dim", m.moe_ffn_dim, "MoE expert hidden size")->check(Positive());
  cmd->add_option("--dense-layers", m.dense_layers, "leading layers with a dense FFN");
}

void AddMeshFlags(CLI::App* cmd, GenerateOptions& o) {
  cmd->add_option("--world-size", o.world_size, "number of ranks (default: the product)")
      ->check(Positive());
  cmd->add_option("--dp-replicate", o.dp_replicate, "HSDP replicate degree (default 1)")
      ->check(Positive());
  cmd->add_option("--dp-shard", o.dp_shard, "FSDP shard degree (default 1)")->check(Positive());
  cmd->add_option("--cp", o.cp, "context parallel degree (default 1)")->check(Positive());
  cmd->add_option("--tp", o.tp, "tensor parallel degree (default 1)")->check(Positive());
  cmd->add_option("--ep", o.ep, "expert parallel degree (default 1)")->check(Positive());
  cmd->add_option("--ep-split-rows", o.ep_split_rows,
                  "MoE: rows each EP peer sends in the all_to_alls (default 8192, the hint "
                  "collopt gives the real graphs' data-dependent splits)")
      ->check(Positive());
  cmd->add_option("--bw-symint-hint", o.bw_symint_hint,
                  "MoE backward: hint of the SymInt inputs carrying the splits and received "
                  "rows (default 512, as the shared dsv3 backward)")
      ->check(Positive());
}

}  // namespace

Command AddGenerateCommand(CLI::App& app) {
  struct Flags {
    GenerateRequest request;
    std::string out;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "generate", "a training-step graph (FSDP2 + TP + CP + EP) for a transformer, on demand");
  AddModelFlags(cmd, flags->request);
  AddMeshFlags(cmd, flags->request.options);
  cmd->add_option("--pass", flags->request.options.pass, "fw, bw or joint (default fw)");
  cmd->add_option("--format", flags->request.options.format,
                  "readable (print_readable, default) or repro");
  cmd->add_option("-o,--output", flags->out, "write the graph here (default stdout)");
  return {cmd, [flags] {
            absl::StatusOr<GeneratedGraph> graph = GenerateGraph(flags->request);
            if (!graph.ok()) return FailWithPrefix(graph.status());
            if (flags->out.empty()) {
              std::cout << graph->text;
              return 0;
            }
            if (absl::Status s = WriteFile(flags->out, graph->text); !s.ok()) return Fail(s);
            std::cerr << flags->out << ": " << graph->nodes << " nodes\n";
            return 0;
          }};
}

}  // namespace collopt
