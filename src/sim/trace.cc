// collopt/sim/trace.cc — see trace.h.
#include "sim/trace.h"

#include "fmt/format.h"

namespace collopt {

nlohmann::ordered_json TraceToJson(const Graph& graph, const std::vector<NodeCost>& costs,
                                   const SimResult& result) {
  nlohmann::ordered_json events = nlohmann::ordered_json::array();
  auto thread_name = [&](int tid, const std::string& name) {
    events.push_back({{"name", "thread_name"},
                      {"ph", "M"},
                      {"pid", 0},
                      {"tid", tid},
                      {"args", {{"name", name}}}});
  };
  thread_name(0, "compute");
  for (size_t i = 0; i < result.process_groups.size(); ++i) {
    const ProcessGroupReport& pg = result.process_groups[i];
    thread_name(static_cast<int>(i) + 1, fmt::format("pg {} (size {})", pg.name, pg.group_size));
  }
  for (const SimEvent& e : result.events) {
    const Node& node = graph.node(e.node);
    const NodeCost& cost = costs[static_cast<size_t>(e.node)];
    nlohmann::ordered_json args = {
        {"node", node.name}, {"bytes", cost.bytes}, {"source", CostSourceName(cost.source)}};
    if (node.collective.has_value()) args["pg"] = node.collective->group_name;
    events.push_back({{"name", node.target},
                      {"cat", e.track == 0 ? "compute" : "comm"},
                      {"ph", "X"},
                      {"pid", 0},
                      {"tid", e.track},
                      {"ts", e.start_us},
                      {"dur", e.duration_us},
                      {"args", std::move(args)}});
  }
  return {{"traceEvents", std::move(events)}, {"displayTimeUnit", "ms"}};
}

}  // namespace collopt
