// collopt/passes/pipeline.h — run passes in order, verifying each.
//
// The pass manager: each pass runs on the graph in turn; with `verify`, the
// validator (analysis/graph_validator.h) checks the graph after every pass,
// and a broken invariant stops the pipeline with an error naming the pass —
// the XLA HloPassPipeline + HloVerifier arrangement.
#ifndef COLLOPT_PASSES_PIPELINE_H_
#define COLLOPT_PASSES_PIPELINE_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "ir/graph.h"
#include "passes/pass.h"

namespace collopt {

/// What one pass did.
struct PassRecord {
  std::string name;
  bool changed = false;
  double wall_ms = 0;               // measured wall time (not deterministic)
  std::vector<std::string> report;  // the pass's own lines
};

/// Called after each pass (and its verification) with the pass's record and
/// the graph: `--print-after`.
using AfterPass = std::function<void(const PassRecord&, const Graph&)>;

/// Runs `passes` on `graph` in order, calling `after_each` (when set) after
/// each. Errors: a pass's own error, or (with `verify`) Internal "after pass
/// 'NAME': <validator message>". The graph is validated before the first
/// pass too, so bad input is reported as such.
absl::StatusOr<std::vector<PassRecord>> RunPipeline(Graph& graph, const std::vector<Pass*>& passes,
                                                    bool verify,
                                                    const AfterPass& after_each = nullptr);

}  // namespace collopt

#endif  // COLLOPT_PASSES_PIPELINE_H_
