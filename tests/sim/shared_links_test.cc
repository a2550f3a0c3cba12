// SimOptions::shared_links: groups over the same ranks share a link's
// bandwidth, high-priority groups take it first. Expected times by hand.
#include "sim/simulator.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

constexpr const char* kLinkParams = R"(x: "bf16[64, 64]", w: "bf16[32, 64]", u: "bf16[32, 64]")";

// ag on '0' and ag2 on '1' (100 µs each at full bandwidth), issued together;
// an mm (50 µs); the waits in reverse order; an add (10 µs).
struct TwoGroups {
  Graph graph;
  std::vector<NodeCost> costs;

  TwoGroups() {
    auto loaded = testing::LoadText(testing::Module(
        kLinkParams,
        "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
        "ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(u, 2, '1')\n"
        "mm = torch.ops.aten.mm.default(x, x)\n"
        "wt2 = torch.ops._c10d_functional.wait_tensor.default(ag2)\n"
        "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
        "add = torch.ops.aten.add.Tensor(wt, wt2)\n"
        "return (add, mm)"));
    EXPECT_TRUE(loaded.ok()) << loaded.status().message();
    graph = std::move(*loaded);
    costs.resize(graph.size());
    Set("ag", 100);
    Set("ag2", 100);
    Set("mm", 50);
    Set("add", 10);
  }
  void Set(std::string_view name, double us) {
    costs[static_cast<size_t>(graph.FindNode(name))].time_us = us;
  }
  double EndOf(const SimResult& r, std::string_view name) const {
    for (const SimEvent& e : r.events) {
      if (e.node == graph.FindNode(name)) return e.start_us + e.duration_us;
    }
    ADD_FAILURE() << "no event for " << name;
    return -1;
  }
};

// (A function, not an inline assignment of a short literal: GCC 12 -O3 gives
// a false -Wrestrict there, GCC bug 105651.)
void ShareLinks(Graph& graph, const std::string& group, const std::string& source) {
  graph.process_groups.at(group).same_ranks_as = source;
}

SimOptions Shared() {
  SimOptions options;
  options.shared_links = true;
  return options;
}

TEST(SharedLinks, DistinctRanksDoNotShare) {
  TwoGroups c;
  SimResult r = Simulate(c.graph, c.costs, Shared());
  // No ranks known and no same_ranks_as: two links, as without sharing.
  EXPECT_DOUBLE_EQ(r.step_us, 110);
  EXPECT_DOUBLE_EQ(c.EndOf(r, "ag2"), 100);
}

TEST(SharedLinks, AnExtraGroupSharesItsSourceLink) {
  TwoGroups c;
  ShareLinks(c.graph, "1", "0");
  SimResult r = Simulate(c.graph, c.costs, Shared());
  // Both run at half speed from 0: 200 µs of work on one link, both end at 200.
  // Compute: mm [0, 50), wait ag2 stalls to 200, wait ag done, add [200, 210).
  EXPECT_DOUBLE_EQ(c.EndOf(r, "ag"), 200);
  EXPECT_DOUBLE_EQ(c.EndOf(r, "ag2"), 200);
  EXPECT_DOUBLE_EQ(r.step_us, 210);
  EXPECT_DOUBLE_EQ(r.exposed_us, 150);
  // LB: the busiest link carries 200 µs.
  EXPECT_DOUBLE_EQ(r.lower_bound_us, 200);
  // Without the option the two groups do not contend.
  EXPECT_DOUBLE_EQ(Simulate(c.graph, c.costs).step_us, 110);
}

TEST(SharedLinks, EqualRankListsShare) {
  TwoGroups c;
  c.graph.process_groups["0"].ranks = {0, 1};
  c.graph.process_groups["1"].ranks = {0, 1};
  SimResult r = Simulate(c.graph, c.costs, Shared());
  EXPECT_DOUBLE_EQ(r.step_us, 210);
}

TEST(SharedLinks, HighPriorityGroupGoesFirst) {
  TwoGroups c;
  ShareLinks(c.graph, "1", "0");
  c.graph.process_groups["1"].high_priority = true;
  SimResult r = Simulate(c.graph, c.costs, Shared());
  // ag2 (high) takes the link [0, 100); ag pauses, then runs [100, 200).
  // Compute: mm [0, 50), wait ag2 stalls to 100, wait ag stalls to 200, add [200, 210).
  EXPECT_DOUBLE_EQ(c.EndOf(r, "ag2"), 100);
  EXPECT_DOUBLE_EQ(c.EndOf(r, "ag"), 200);
  EXPECT_DOUBLE_EQ(r.step_us, 210);
  double exposed_1 = 0;
  double exposed_0 = 0;
  for (const ProcessGroupReport& pg : r.process_groups) {
    (pg.name == "1" ? exposed_1 : exposed_0) += pg.exposed_us;
  }
  EXPECT_DOUBLE_EQ(exposed_1, 50);   // wait ag2: 50 → 100
  EXPECT_DOUBLE_EQ(exposed_0, 100);  // wait ag: 100 → 200
}

TEST(SharedLinks, LaterIssueJoinsTheShare) {
  // ag issued at 0 alone; ag2 issued after the 50 µs mm. ag runs alone for
  // 50 µs (50 left), then both share: ag ends at 150, ag2 (50 done by then)
  // ends at 200.
  auto loaded = testing::LoadText(
      testing::Module(kLinkParams,
                      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')\n"
                      "mm = torch.ops.aten.mm.default(x, x)\n"
                      "ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(u, 2, '1')\n"
                      "wt = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                      "wt2 = torch.ops._c10d_functional.wait_tensor.default(ag2)\n"
                      "add = torch.ops.aten.add.Tensor(wt, wt2)\n"
                      "return (add, mm)"));
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  Graph& g = *loaded;
  ShareLinks(g, "1", "0");
  std::vector<NodeCost> costs(g.size());
  costs[static_cast<size_t>(g.FindNode("ag"))].time_us = 100;
  costs[static_cast<size_t>(g.FindNode("ag2"))].time_us = 100;
  costs[static_cast<size_t>(g.FindNode("mm"))].time_us = 50;
  SimResult r = Simulate(g, costs, Shared());
  EXPECT_DOUBLE_EQ(r.step_us, 200);
  double ends[2] = {-1, -1};
  for (const SimEvent& e : r.events) {
    if (e.node == g.FindNode("ag")) ends[0] = e.start_us + e.duration_us;
    if (e.node == g.FindNode("ag2")) ends[1] = e.start_us + e.duration_us;
  }
  EXPECT_DOUBLE_EQ(ends[0], 150);
  EXPECT_DOUBLE_EQ(ends[1], 200);
}

}  // namespace
}  // namespace collopt
