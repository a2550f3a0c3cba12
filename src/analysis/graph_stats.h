// collopt/analysis/graph_stats.h — node census and collective summary.
//
// What `collopt stats` reports: node counts, the op census (call targets →
// count), and collectives grouped by (kind, process group, group size) with
// their count and total input and output bytes. Input bytes are the bytes of
// the collective's input tensor(s); output bytes those of its result (for
// all_gather: group_size × input; reduce_scatter: input ÷ group_size).
#ifndef COLLOPT_ANALYSIS_GRAPH_STATS_H_
#define COLLOPT_ANALYSIS_GRAPH_STATS_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/graph.h"

namespace collopt {

struct CollectiveGroupStats {
  CollectiveKind kind = CollectiveKind::kAllGather;
  std::string pg;
  int64_t group_size = 0;
  int64_t count = 0;
  int64_t input_bytes = 0;
  int64_t output_bytes = 0;
};

struct GraphStats {
  int64_t nodes = 0;         // every node, placeholders and output included
  int64_t placeholders = 0;  // graph inputs
  int64_t call_nodes = 0;    // call_function + get_attr (the forward's assignments)
  int64_t waits = 0;
  std::map<std::string, int64_t> ops;  // call target → count, sorted
  /// Sorted by kind (all_gather, reduce_scatter, all_reduce, all_to_all,
  /// broadcast), then process group name, then group size.
  std::vector<CollectiveGroupStats> collectives;
  int64_t input_bytes = 0;  // bytes of all graph inputs
};

GraphStats ComputeGraphStats(const Graph& graph);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_GRAPH_STATS_H_
