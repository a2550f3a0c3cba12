// collopt/api/stats_report.h — node count, op census and collectives of a graph.
//
// Prints the node count, the op census and the collectives grouped by kind
// and process group. JSON shape (stable, for scripts):
//   {"nodes": N, "ops": {"aten.mm.default": n, ...},
//    "collectives": [{"kind": "all_gather_into_tensor", "pg": "0", "group_size": 32,
//                     "count": n, "input_bytes": b, "output_bytes": b}, ...]}
// plus "placeholders", "call_nodes", "waits", "input_bytes" and
// "process_groups".
#ifndef COLLOPT_API_STATS_REPORT_H_
#define COLLOPT_API_STATS_REPORT_H_

#include <string>

#include "analysis/graph_stats.h"
#include "ir/graph.h"
#include "nlohmann/json.hpp"

namespace collopt {

nlohmann::ordered_json StatsToJson(const Graph& graph, const GraphStats& stats);
std::string StatsToText(const Graph& graph, const GraphStats& stats);

}  // namespace collopt

#endif  // COLLOPT_API_STATS_REPORT_H_
