// collopt/cli/input_flags.h — the flags of every subcommand that reads a graph.
//
// FILE (omitted = the embedded default graph), --format, --graph,
// --compile-id, --allow-unknown-ops, --symint-hint, --unbacked-symint-hint; see
// the README.
#ifndef COLLOPT_CLI_INPUT_FLAGS_H_
#define COLLOPT_CLI_INPUT_FLAGS_H_

#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "api/load.h"
#include "ir/graph.h"

namespace collopt {

struct InputFlags {
  std::string path;  // "" = the embedded default graph
  std::string format = "auto";
  LoadOptions load;
};

/// Registers `--symint-hint NAME=N[,NAME=N...]` (repeatable) on `cmd`, read
/// into `hints` (frontend/symbolic_sizes.h ParseSymbolHints; a malformed item
/// is a CLI validation error).
void AddSymintHintFlag(CLI::App* cmd, SymbolHints& hints);

/// Registers the input flags on `cmd`, bound to `flags` (which must outlive
/// parsing).
void AddInputFlags(CLI::App* cmd, InputFlags& flags);

/// Loads the graph the flags name (api/load.h); prints the untyped-nodes
/// warning (analysis/shape_inference.h) to stderr when there is one.
absl::StatusOr<Graph> LoadInput(InputFlags& flags);

}  // namespace collopt

#endif  // COLLOPT_CLI_INPUT_FLAGS_H_
