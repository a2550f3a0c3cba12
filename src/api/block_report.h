// collopt/api/block_report.h — `collopt blocks`: the block plan derived from a graph.
//
// Renders analysis/block_plan.h's result. JSON shape (stable, for scripts):
//   {"blocks": [{"name": "block.0", "params": [input names],
//                "all_gathers": [node names], "reduce_scatters": [node names]}, ...],
//    "head": {same fields}, "tail": {same fields}}
// ("all_reduces" too when a graph reduces gradients with all_reduce, HSDP).
// The text form is one line per entry: name, parameter count, collective
// counts and the first and last parameter.
#ifndef COLLOPT_API_BLOCK_REPORT_H_
#define COLLOPT_API_BLOCK_REPORT_H_

#include <string>

#include "absl/status/statusor.h"
#include "analysis/block_plan.h"
#include "ir/graph.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// Derives the block plan of `graph` (errors: analysis/block_plan.h).
absl::StatusOr<BlockPlan> FindBlocks(const Graph& graph);

nlohmann::ordered_json BlockPlanJson(const BlockPlan& plan);
std::string BlockPlanText(const Graph& graph, const BlockPlan& plan);

}  // namespace collopt

#endif  // COLLOPT_API_BLOCK_REPORT_H_
