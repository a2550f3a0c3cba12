// collopt/cli/model_flags.h — the cost-model and simulator flags shared by
// `simulate` and `optimize` (--colls, --hardware, --shared-links,
// --launch-overhead-us, --pg-size, --node-costs, --timeline, --colls-group-map).
#ifndef COLLOPT_CLI_MODEL_FLAGS_H_
#define COLLOPT_CLI_MODEL_FLAGS_H_

#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/status.h"
#include "api/simulate.h"

namespace collopt {

/// The flags as given; Resolve() completes `options` after parsing.
struct ModelFlags {
  SimulateOptions options;
  std::vector<std::string> pg_sizes;  // --pg-size NAME=N, as typed

  /// Parses the --pg-size arguments into `options.pg_sizes`.
  absl::Status Resolve() { return ParseProcessGroupSizes(pg_sizes, options.pg_sizes); }
};

/// Registers the flags on `cmd`, bound to `flags` (which must outlive parsing).
void AddModelFlags(CLI::App* cmd, ModelFlags& flags);

}  // namespace collopt

#endif  // COLLOPT_CLI_MODEL_FLAGS_H_
