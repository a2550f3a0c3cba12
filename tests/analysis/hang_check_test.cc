// The hang check (analysis/hang_check.h) and break-hang-cycles on small
// hand-made graphs: two groups sharing ranks with crossed waits are a cycle
// with several hardware queues and none with one; groups meeting in one rank
// are not; a group the process-group passes copied shares all its ranks; a
// collective in flight across an op whose communication collopt cannot see is
// a cycle under any number of queues; and the pass breaks each by moving a
// wait up, after which the check finds none.
#include "analysis/hang_check.h"

#include <string>

#include "absl/strings/str_replace.h"
#include "api/load.h"
#include "gtest/gtest.h"
#include "passes/break_hang_cycles.h"
#include "tests/analysis/crossed_waits.h"
#include "tests/test_util.h"
#include "writer/graph_writer.h"

namespace collopt {
namespace {

Graph Load(const std::string& pg_config, const std::string& body = testing::kCrossedWaits) {
  absl::StatusOr<Graph> g =
      testing::LoadText(absl::StrReplaceAll(body, {{"PG_CONFIG", pg_config}}));
  EXPECT_TRUE(g.ok()) << g.status().message();
  return g.ok() ? std::move(*g) : Graph();
}

HangReport Check(const Graph& graph, int64_t connections) {
  HangCheckOptions o;
  o.max_connections = connections;
  return CheckHangs(graph, o);
}

constexpr const char* kSameRanks =
    "{'1': {'size': 4, 'rank': 0, 'ranks': [0, 1, 2, 3]}, "
    "'2': {'size': 4, 'rank': 0, 'ranks': [0, 1, 2, 3]}}";

TEST(HangCheck, CrossedWaitsOnGroupsSharingRanksAreACycleWithSeveralQueues) {
  const Graph g = Load(kSameRanks);
  const HangReport r = Check(g, 8);
  ASSERT_EQ(r.hazards.size(), 1U);
  const HangHazard& h = r.hazards[0];
  EXPECT_EQ(h.kind, HangHazard::Kind::kSharedRanks);
  EXPECT_EQ(g.node(h.first).name, "ag");
  EXPECT_EQ(g.node(h.second).name, "rs");
  EXPECT_EQ(g.node(h.first_wait).name, "ag_w");
  EXPECT_EQ(h.shared_ranks, (std::vector<int64_t>{0, 1, 2, 3}));
  EXPECT_EQ(r.collectives, 2);
  EXPECT_EQ(r.communicators, 2);
  EXPECT_EQ(DescribeHazard(g, h),
            "all_gather 'ag' (group '1') (line 4) and reduce_scatter 'rs' (group '2') (line 5) "
            "are in flight together until its wait at line 8; the groups share ranks 0,1,2,3: "
            "rank 0 can run 'rs' while rank 1 runs 'ag', each waiting for the other");
}

TEST(HangCheck, OneQueueStartsKernelsInIssueOrder) {
  const HangReport r = Check(Load(kSameRanks), 1);
  EXPECT_TRUE(r.hang_free());
  EXPECT_EQ(r.collectives, 2);
}

TEST(HangCheck, GroupsMeetingInOneRankCannotCycle) {
  const Graph g = Load(
      "{'1': {'size': 4, 'rank': 0, 'ranks': [0, 1, 2, 3]}, "
      "'2': {'size': 4, 'rank': 0, 'ranks': [0, 4, 8, 12]}}");
  EXPECT_TRUE(Check(g, 8).hang_free());
}

TEST(HangCheck, GroupRanksGivenByTheUser) {
  const Graph g = Load("{'1': {'size': 4, 'rank': 0}, '2': {'size': 4, 'rank': 0}}");
  EXPECT_TRUE(Check(g, 8).hang_free());  // unknown ranks: one shared at most
  EXPECT_EQ(Check(g, 8).unknown_rank_groups, (std::vector<std::string>{"1", "2"}));
  HangCheckOptions o;
  o.max_connections = 8;
  o.group_ranks = {{"1", {0, 1, 2, 3}}, {"2", {3, 2, 7, 6}}};
  const HangReport r = CheckHangs(g, o);
  ASSERT_EQ(r.hazards.size(), 1U);
  EXPECT_EQ(r.hazards[0].shared_ranks, (std::vector<int64_t>{2, 3}));
}

TEST(HangCheck, ACopiedGroupSharesAllItsRanks) {
  const Graph g =
      Load("{'1': {'size': 4, 'rank': 0}, '2': {'size': 4, 'rank': 0, 'same_ranks_as': '1'}}");
  const HangReport r = Check(g, 2);
  ASSERT_EQ(r.hazards.size(), 1U);
  EXPECT_TRUE(r.hazards[0].shared_ranks.empty());
  EXPECT_EQ(r.hazards[0].shared_count, 4);
  EXPECT_TRUE(r.unknown_rank_groups == std::vector<std::string>{"1"});
}

TEST(HangCheck, OneGroupIsOneStream) {
  const Graph g =
      Load("{'1': {'size': 4, 'rank': 0, 'ranks': [0, 1, 2, 3]}}",
           absl::StrReplaceAll(testing::kCrossedWaits, {{"'sum', 4, '2'", "'sum', 4, '1'"}}));
  EXPECT_TRUE(Check(g, 8).hang_free());
}

TEST(HangCheck, BarrierClassification) {
  EXPECT_FALSE(IsCommunicationBarrier("aten.mm.default"));
  EXPECT_FALSE(IsCommunicationBarrier("prims.convert_element_type.default"));
  EXPECT_FALSE(IsCommunicationBarrier("operator.getitem"));
  EXPECT_FALSE(IsCommunicationBarrier("_c10d_functional.all_gather_into_tensor.default"));
  EXPECT_FALSE(IsCommunicationBarrier("_c10d_functional.wait_tensor.default"));
  EXPECT_FALSE(IsCommunicationBarrier("_dtensor.shard_dim_alltoall.default"));
  EXPECT_FALSE(IsCommunicationBarrier("fsdp.all_gather_copy_in.default"));
  EXPECT_TRUE(IsCommunicationBarrier("c10d.send.default"));
  EXPECT_TRUE(IsCommunicationBarrier("c10d.recv_.default"));
  EXPECT_TRUE(IsCommunicationBarrier("symm_mem.fused_all_gather_matmul.default"));
  EXPECT_TRUE(IsCommunicationBarrier("deep_ep.dispatch.default"));
  EXPECT_TRUE(IsCommunicationBarrier("_c10d_functional_autograd.all_to_all_single.default"));
  // No namespace, a local one matched whole, and a namespace that only
  // starts like a local one.
  EXPECT_FALSE(IsCommunicationBarrier("getitem"));
  EXPECT_FALSE(IsCommunicationBarrier(""));
  EXPECT_FALSE(IsCommunicationBarrier("torch.sym_sum"));
  EXPECT_FALSE(IsCommunicationBarrier("quantized_decomposed.quantize_per_tensor.default"));
  EXPECT_TRUE(IsCommunicationBarrier("atenx.mm.default"));
  EXPECT_TRUE(IsCommunicationBarrier("prim.convert_element_type.default"));
}

// An op of unknown namespace (a custom op: here mylib.exchange) between the
// all_gather's issue and its wait.
TEST(HangCheck, ACollectiveInFlightAcrossABarrierIsACycleUnderAnyQueues) {
  const std::string body = absl::StrReplaceAll(
      testing::kCrossedWaits, {{"        mul = torch.ops.aten.mul.Tensor(g, 2)\n",
                                "        mul = torch.ops.mylib.exchange.default(g)\n"}});
  LoadOptions options;
  options.shape.allow_unknown_ops = true;
  absl::StatusOr<Graph> g = testing::LoadText(
      absl::StrReplaceAll(body, {{"PG_CONFIG",
                                  "{'1': {'size': 4, 'rank': 0}, '2': {'size': 4, "
                                  "'rank': 0}}"}}),
      options);
  ASSERT_TRUE(g.ok()) << g.status().message();
  const HangReport r = Check(*g, 1);
  EXPECT_EQ(r.barriers, 1);
  ASSERT_EQ(r.hazards.size(), 2U);
  EXPECT_EQ(r.hazards[0].kind, HangHazard::Kind::kAcrossBarrier);
  EXPECT_EQ(g->node(r.hazards[0].first).name, "ag");
  EXPECT_EQ(g->node(r.hazards[1].first).name, "rs");
  EXPECT_EQ(g->node(r.hazards[1].second).name, "mul");

  BreakHangCycles pass(HangCheckOptions{});
  absl::StatusOr<bool> changed = pass.Run(*g);
  ASSERT_TRUE(changed.ok() && *changed);
  EXPECT_TRUE(Check(*g, 1).hang_free());
  std::vector<std::string> names;
  for (const Node& n : g->nodes()) names.push_back(n.name);
  EXPECT_EQ(names,
            (std::vector<std::string>{"w", "g", "ag", "rs", "ag_w", "rs_w", "mul", "output"}));
}

TEST(BreakHangCycles, MovesTheFirstWaitBeforeTheSecondIssue) {
  Graph g = Load(kSameRanks);
  HangCheckOptions o;
  o.max_connections = 8;
  BreakHangCycles pass(o);
  absl::StatusOr<bool> changed = pass.Run(g);
  ASSERT_TRUE(changed.ok() && *changed);
  EXPECT_TRUE(CheckHangs(g, o).hang_free());
  std::vector<std::string> names;
  for (const Node& n : g.nodes()) names.push_back(n.name);
  EXPECT_EQ(names,
            (std::vector<std::string>{"w", "g", "ag", "ag_w", "rs", "mul", "rs_w", "output"}));
  ASSERT_EQ(pass.report().size(), 2U);
  EXPECT_EQ(pass.report()[1], "1 waits moved up to break 1 possible cycles");
  // Nothing to break: unchanged.
  absl::StatusOr<bool> again = pass.Run(g);
  ASSERT_TRUE(again.ok());
  EXPECT_FALSE(*again);
}

}  // namespace
}  // namespace collopt
