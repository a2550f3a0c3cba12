// collopt/analysis/reachability.cc — see reachability.h.
#include "analysis/reachability.h"

#include <algorithm>

namespace collopt {

LatestReachingKey::LatestReachingKey(const Graph& graph, const std::vector<NodeId>& keys)
    : latest_(keys.size(), -1) {
  if (keys.empty()) return;
  const size_t first = static_cast<size_t>(keys.front());
  const size_t last = static_cast<size_t>(keys.back());
  // label[pos - first]: the latest key index reaching the node, or the
  // node's own key index when it is a key (what flows to its users).
  std::vector<int32_t> label(last - first + 1, -1);
  size_t next = 0;
  for (size_t pos = first; pos <= last; ++pos) {
    int32_t w = -1;
    ForEachInput(graph.node(static_cast<NodeId>(pos)), [&](NodeId input) {
      size_t in = static_cast<size_t>(input);
      if (in >= first) w = std::max(w, label[in - first]);
    });
    if (next < keys.size() && static_cast<size_t>(keys[next]) == pos) {
      latest_[next] = w;
      w = static_cast<int32_t>(next);
      ++next;
    }
    label[pos - first] = w;
  }
}

}  // namespace collopt
