// A graph with hand-set node costs for the simulator tests, and a lookup of
// one process group's report.
#ifndef COLLOPT_TESTS_SIM_SIM_CASE_H_
#define COLLOPT_TESTS_SIM_SIM_CASE_H_

#include <string_view>
#include <vector>

#include "sim/simulator.h"
#include "tests/test_util.h"

namespace collopt::testing {

struct SimCase {
  Graph graph;
  std::vector<NodeCost> costs;  // by NodeId, all zero until Set
  /// Node `name` costs `us`; `sm_bound` for the contention factor's class.
  void Set(std::string_view name, double us, bool sm_bound = false) {
    NodeId id = graph.FindNode(name);
    ASSERT_NE(id, kNoNode) << name;
    costs[static_cast<size_t>(id)].time_us = us;
    costs[static_cast<size_t>(id)].sm_bound = sm_bound;
  }
};

/// Loads `Module(params, body)`; every node costs 0 until Set.
inline SimCase MakeSimCase(std::string_view params, std::string_view body) {
  auto graph = LoadText(Module(params, body));
  EXPECT_TRUE(graph.ok()) << graph.status().message();
  SimCase c{graph.ok() ? std::move(*graph) : Graph(), {}};
  c.costs.resize(c.graph.size());
  return c;
}

/// The report of process group `name` (a test failure when there is none).
inline const ProcessGroupReport& Pg(const SimResult& r, std::string_view name) {
  for (const ProcessGroupReport& pg : r.process_groups) {
    if (pg.name == name) return pg;
  }
  static ProcessGroupReport none;
  ADD_FAILURE() << "no process group " << name;
  return none;
}

}  // namespace collopt::testing

#endif  // COLLOPT_TESTS_SIM_SIM_CASE_H_
