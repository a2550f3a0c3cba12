// collopt/api/generate_graph.h — the library call behind `collopt generate`.
//
// A training-step graph for a transformer on a torchtitan mesh, written in
// either input format collopt reads (src/generate/training_step.h has the
// layout, step_context.h the collectives and process groups). The options
// are the command's flags: a preset (generate/transformer_spec.h) or JSON
// model fields, overridden one by one, and the mesh degrees.
#ifndef COLLOPT_API_GENERATE_GRAPH_H_
#define COLLOPT_API_GENERATE_GRAPH_H_

#include <string>

#include "absl/status/statusor.h"
#include "generate/generate_options.h"
#include "generate/training_step.h"

namespace collopt {

/// Flags as given: the model starts from `preset` (if any), then the JSON
/// object in the file `config_path` (if any), then each field of `overrides` that is
/// set (non-zero, or a non-empty dtype).
struct GenerateRequest {
  std::string preset;
  std::string config_path;
  TransformerSpec overrides;  // 0 / "" = not given
  GenerateOptions options;    // mesh, pass and format (its model is ignored)
};

/// The graph. Errors: an unknown preset, an unreadable config file, bad JSON, and every check of
/// ValidateGenerateOptions, each naming its flag.
absl::StatusOr<GeneratedGraph> GenerateGraph(const GenerateRequest& request);

}  // namespace collopt

#endif  // COLLOPT_API_GENERATE_GRAPH_H_
