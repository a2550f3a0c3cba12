// collopt/api/module_plan_loader.h — `--module-bucket-plans` and `--param-names`.
//
// Turns the user's module plan into collectives (analysis/module_plan.h):
//  - `blocks`: the plan derived from the graph (analysis/block_plan.h):
//    head, block.0 … block.N-1, tail;
//  - a JSON file: a list whose entries are a module FQN prefix or a list of
//    them bucketed together, as PyTorch's `module_bucket_plans`
//    (`["tok_embeddings", "layers.0", …, ["norm", "output"]]`,
//    shared/reference/pytorch_overlap_passes.md §2.6). A prefix covers the
//    parameters whose FQN equals it or starts with it and a dot.
// Parameter FQNs come from `--param-names FILE`: one FQN per line (blank
// lines skipped), in the order of the graph's parameters
// (analysis/parameter_collectives.h: AOT autograd's forward input order,
// which is `model.named_parameters()` order for an AOT-traced model and the
// order of first use for dynamo-lifted ones, as in the autoparallel graphs).
// Parameters in no entry stay with the automatic bucketer.
// Errors (InvalidArgument, one each, located in the plan file where it
// applies): malformed JSON (`plan.json:2:7: error: expected …, found …`), a
// prefix no parameter has, entries that overlap (naming the parameters), a
// names file whose count differs from the graph's parameters (both counts),
// a JSON plan without names, an unreadable file.
#ifndef COLLOPT_API_MODULE_PLAN_LOADER_H_
#define COLLOPT_API_MODULE_PLAN_LOADER_H_

#include <string>

#include "absl/status/statusor.h"
#include "analysis/module_plan.h"
#include "ir/graph.h"

namespace collopt {

/// The plan `plan` ("blocks" or a JSON file path) for `graph`, with FQNs
/// from `param_names_path` ("" = none).
absl::StatusOr<ModulePlan> LoadModulePlan(const Graph& graph, const std::string& plan,
                                          const std::string& param_names_path);

}  // namespace collopt

#endif  // COLLOPT_API_MODULE_PLAN_LOADER_H_
