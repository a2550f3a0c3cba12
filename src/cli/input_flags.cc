// collopt/cli/input_flags.cc — see input_flags.h.
#include "cli/input_flags.h"

#include <cstdio>

#include "analysis/shape_inference.h"

namespace collopt {

void AddSymintHintFlag(CLI::App* cmd, SymbolHints& hints) {
  cmd->add_option_function<std::vector<std::string>>(
         "--symint-hint",
         [&hints](const std::vector<std::string>& items) {
           for (const std::string& item : items) {
             if (auto s = ParseSymbolHints(item, hints); !s.ok()) {
               throw CLI::ValidationError("--symint-hint", std::string(s.message()));
             }
           }
         },
         "value of a symbolic size, NAME=N (s0=512, u0=64; repeatable or comma-separated): "
         "over the log's own create_symbol values")
      ->type_name("NAME=N");
}

void AddInputFlags(CLI::App* cmd, InputFlags& flags) {
  cmd->add_option("FILE", flags.path,
                  "graph file: fx_graph_runnable repro, print_readable dump, TORCH_TRACE log or "
                  "raw TORCH_LOGS=post_grad_graphs log "
                  "(default: the embedded graph)");
  cmd->add_option("--format", flags.format, "input format")
      ->check(CLI::IsMember({"auto", "repro", "readable", "trace"}));
  cmd->add_option("--graph", flags.load.trace_graph,
                  "TORCH_TRACE artifact to read (default after_post_grad_graph)");
  cmd->add_option("--compile-id", flags.load.compile_id,
                  "TORCH_TRACE or TORCH_LOGS compile id such as 0/0 (default: the first)");
  cmd->add_option("--graph-index", flags.load.graph_index,
                  "TORCH_LOGS log: which post-grad graph (with --compile-id) to read, 0 = the "
                  "first (forward), 1 = the next (often the backward)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--allow-unknown-ops", flags.load.shape.allow_unknown_ops,
                "treat ops without a shape rule as opaque (annotation used when present), "
                "and accept overloads and arguments newer than PyTorch's schemas collopt has");
  AddSymintHintFlag(cmd, flags.load.symbol_hints);
  cmd->add_option("--unbacked-symint-hint", flags.load.shape.unbacked_symint_hint,
                  "hint for data-dependent sizes without one (default 8192, Inductor's "
                  "unbacked_symint_fallback)");
}

absl::StatusOr<Graph> LoadInput(InputFlags& flags) {
  auto format = ParseInputFormat(flags.format);
  if (!format.ok()) return format.status();
  flags.load.format = *format;
  auto graph = LoadGraph(flags.path, flags.load);
  if (graph.ok()) {
    if (auto warning = AnnotationTypedWarning(*graph)) {
      std::fprintf(stderr, "%s\n", warning->c_str());
    }
    if (auto warning = UntypedNodesWarning(*graph)) std::fprintf(stderr, "%s\n", warning->c_str());
    if (auto warning = UnhintedSymbolsWarning(*graph)) {
      std::fprintf(stderr, "%s\n", warning->c_str());
    }
  }
  return graph;
}

}  // namespace collopt
