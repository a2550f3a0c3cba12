// collopt/sim/trace.h — a simulated step as a Chrome/Perfetto trace.
//
// Trace Event Format (the JSON `chrome://tracing` and ui.perfetto.dev open):
// one process, one thread per stream — tid 0 "compute", then one per process
// group ("pg 0 (size 64)") — and one complete event ("ph": "X") per op, named
// by its target, with ts/dur in µs and args {node, bytes, pg, source}.
#ifndef COLLOPT_SIM_TRACE_H_
#define COLLOPT_SIM_TRACE_H_

#include <vector>

#include "cost/cost_model.h"
#include "ir/graph.h"
#include "nlohmann/json.hpp"
#include "sim/simulator.h"

namespace collopt {

nlohmann::ordered_json TraceToJson(const Graph& graph, const std::vector<NodeCost>& costs,
                                   const SimResult& result);

}  // namespace collopt

#endif  // COLLOPT_SIM_TRACE_H_
