// reassign-collective-pgs and isolate-ep-process-group, ported from
// torchtitan's tests/test_passes.py scenarios (shared/reference/
// fsdp_ep_pg_semantics.md §1.4 "Test vectors"). Every output is validated.
#include "analysis/graph_validator.h"
#include "api/load.h"
#include "passes/isolate_ep_process_group.h"
#include "passes/reassign_collective_pgs.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

constexpr const char* kFsdpEpParams =
    R"(w: "f32[16, 8]", g: "f32[64, 8]", x: "bf16[32, 8]", counts: "i64[4]")";

// Loaded without the load's own validation, so that the validator's tests
// below can hold invalid graphs.
Graph MustLoad(std::string_view body) {
  LoadOptions unchecked;
  unchecked.validate = false;
  auto graph = testing::LoadText(testing::Module(kFsdpEpParams, body), unchecked);
  EXPECT_TRUE(graph.ok()) << graph.status().message();
  return std::move(*graph);
}

// reassign-collective-pgs alone on `graph`, with a registry of its own:
// whether it changed the graph (false, and a failure, on an error); its
// report into `*report`.
bool RunReassign(Graph& graph, std::vector<std::string>* report = nullptr) {
  ProcessGroupRegistry fsdp = MakeFsdpAllGatherRegistry();
  ReassignCollectivePgs reassign(fsdp);
  auto changed = reassign.Run(graph);
  EXPECT_TRUE(changed.ok()) << changed.status().message();
  if (report != nullptr) *report = reassign.report();
  return changed.ok() && *changed;
}

std::string GroupOf(const Graph& graph, std::string_view node) {
  return graph.node(graph.FindNode(node)).collective->group_name;
}

// AG (of a cast parameter), RS and an all_to_all, all on the FSDP group '0'.
constexpr const char* kFsdpAndEp =
    "cast = torch.ops.prims.convert_element_type.default(w, torch.bfloat16)\n"
    "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(cast, 4, '0')\n"
    "ag_w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
    "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(g, 'avg', 4, '0')\n"
    "rs_w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
    "a2a = torch.ops._c10d_functional.all_to_all_single.default(x, [8, 8, 8, 8], [8, 8, 8, 8], "
    "'0')\n"
    "a2a_w = torch.ops._c10d_functional.wait_tensor.default(a2a)\n"
    "return (ag_w, rs_w, a2a_w)";

TEST(ProcessGroupPasses, FsdpAllGatherAndEpAllToAllGetDistinctExtraGroups) {
  Graph graph = MustLoad(kFsdpAndEp);
  ProcessGroupRegistry fsdp = MakeFsdpAllGatherRegistry();
  ProcessGroupRegistry ep = MakeEpRegistry();
  ReassignCollectivePgs reassign(fsdp);
  IsolateEpProcessGroup isolate(ep);
  auto changed = reassign.Run(graph);
  ASSERT_TRUE(changed.ok() && *changed);
  ASSERT_TRUE(ValidateGraph(graph).ok()) << ValidateGraph(graph).message();
  changed = isolate.Run(graph);
  ASSERT_TRUE(changed.ok() && *changed);
  ASSERT_TRUE(ValidateGraph(graph).ok()) << ValidateGraph(graph).message();

  EXPECT_EQ(GroupOf(graph, "ag"), "0_ag");
  EXPECT_EQ(GroupOf(graph, "rs"), "0");
  EXPECT_EQ(GroupOf(graph, "a2a"), "0_ep");
  const ProcessGroup& ag_pg = graph.process_groups.at("0_ag");
  const ProcessGroup& ep_pg = graph.process_groups.at("0_ep");
  EXPECT_EQ(ag_pg.size, 4);
  EXPECT_EQ(ag_pg.desc, "fsdp_extra");
  EXPECT_FALSE(ag_pg.high_priority);
  EXPECT_EQ(ep_pg.desc, "ep_extra");
  EXPECT_TRUE(ep_pg.high_priority);
  EXPECT_EQ(reassign.report(),
            (std::vector<std::string>{"moved 1 all_gathers from process group '0' to '0_ag'"}));
}

// collopt's own output read back from print_readable, which keeps no
// process-group table: the all_gathers on '0_ag' (beside '0' of the same
// size, or alone in a forward graph) are already on the extra group; a group
// '0_ag' of another size than '0' is not taken for one.
TEST(ProcessGroupPasses, ReadBackExtraGroupWithoutATableIsLeftAlone) {
  const std::string moved =
      "cast = torch.ops.prims.convert_element_type.default(w, torch.bfloat16)\n"
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(cast, 4, '0_ag')\n"
      "ag_w = torch.ops._c10d_functional.wait_tensor.default(ag)\n";
  for (const std::string& rest :
       {std::string("rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(g, 'avg', 4, "
                    "'0')\nrs_w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
                    "return (ag_w, rs_w)"),
        std::string("return (ag_w,)")}) {
    Graph graph = MustLoad(moved + rest);
    std::vector<std::string> report;
    EXPECT_FALSE(RunReassign(graph, &report)) << rest;
    EXPECT_EQ(GroupOf(graph, "ag"), "0_ag");
    EXPECT_EQ(report,
              (std::vector<std::string>{
                  "the FSDP all_gathers are already on extra groups (0_ag): graph unchanged"}));
  }
  Graph other =
      MustLoad(moved +
               "rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(g, 'avg', 2, '0')\n"
               "rs_w = torch.ops._c10d_functional.wait_tensor.default(rs)\n"
               "return (ag_w, rs_w)");
  EXPECT_TRUE(RunReassign(other));
  EXPECT_EQ(GroupOf(other, "ag"), "0_ag_ag");
}

TEST(ProcessGroupPasses, AllToAllOnADistinctGroupWithEqualRanksIsUnchanged) {
  Graph graph = MustLoad(
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '0')\n"
      "ag_w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "a2a = torch.ops._c10d_functional.all_to_all_single.default(x, [8, 8, 8, 8], [8, 8, 8, 8], "
      "'ep')\n"
      "a2a_w = torch.ops._c10d_functional.wait_tensor.default(a2a)\n"
      "return (ag_w, a2a_w)");
  graph.process_groups.at("0").ranks = {0, 1, 2, 3};
  graph.process_groups.at("ep").ranks = {0, 1, 2, 3};
  ProcessGroupRegistry ep = MakeEpRegistry();
  auto changed = IsolateEpProcessGroup(ep).Run(graph);
  ASSERT_TRUE(changed.ok());
  EXPECT_FALSE(*changed);
  EXPECT_EQ(GroupOf(graph, "a2a"), "ep");
  EXPECT_EQ(ep.size(), 0u);
}

TEST(ProcessGroupPasses, TwoAllToAllsSharingTheTpGroupMoveToOneEpGroup) {
  Graph graph = MustLoad(
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, 'tp')\n"
      "ag_w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "dispatch = torch.ops._c10d_functional.all_to_all_single.default(ag_w, [32, 32, 32, 32], "
      "[32, 32, 32, 32], 'tp')\n"
      "dispatch_w = torch.ops._c10d_functional.wait_tensor.default(dispatch)\n"
      "combine = torch.ops._c10d_functional.all_to_all_single.default(dispatch_w, [32, 32, 32, "
      "32], [32, 32, 32, 32], 'tp')\n"
      "combine_w = torch.ops._c10d_functional.wait_tensor.default(combine)\n"
      "return (combine_w,)");
  ProcessGroupRegistry ep = MakeEpRegistry();
  IsolateEpProcessGroup isolate(ep);
  auto changed = isolate.Run(graph);
  ASSERT_TRUE(changed.ok() && *changed);
  EXPECT_EQ(GroupOf(graph, "dispatch"), "tp_ep");
  EXPECT_EQ(GroupOf(graph, "combine"), "tp_ep");
  EXPECT_EQ(GroupOf(graph, "ag"), "tp");
  EXPECT_EQ(ep.size(), 1u);
  EXPECT_EQ(isolate.report(),
            (std::vector<std::string>{"moved 2 all_to_all_single from process group 'tp' to "
                                      "high-priority 'tp_ep'"}));
  EXPECT_TRUE(ValidateGraph(graph).ok());
}

TEST(ProcessGroupPasses, NoFsdpAllGatherMeansNoChange) {
  // The all_gather's input is computed from two values: not a parameter.
  Graph graph2 = MustLoad(
      "add = torch.ops.aten.add.Tensor(x, x)\n"
      "sum = torch.ops.aten.mul.Tensor(add, x)\n"
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(sum, 4, '0')\n"
      "ag_w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "return (ag_w,)");
  std::vector<std::string> report;
  EXPECT_FALSE(RunReassign(graph2, &report));
  EXPECT_EQ(GroupOf(graph2, "ag"), "0");
  EXPECT_EQ(graph2.process_groups.size(), 1u);
  EXPECT_EQ(report.size(), 1u);
}

TEST(ProcessGroupPasses, ForwardAndBackwardShareTheExtraGroup) {
  Graph forward = MustLoad(kFsdpAndEp);
  Graph backward = MustLoad(kFsdpAndEp);
  ProcessGroupRegistry fsdp = MakeFsdpAllGatherRegistry();
  ASSERT_TRUE(ReassignCollectivePgs(fsdp).Run(forward).ok());
  ASSERT_TRUE(ReassignCollectivePgs(fsdp).Run(backward).ok());
  EXPECT_EQ(GroupOf(forward, "ag"), "0_ag");
  EXPECT_EQ(GroupOf(backward, "ag"), "0_ag");
  EXPECT_EQ(fsdp.size(), 1u);
}

TEST(ProcessGroupPasses, SameObjectWithDifferentRanksIsAnError) {
  Graph graph = MustLoad(
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '0')\n"
      "ag_w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "a2a = torch.ops._c10d_functional.all_to_all_single.default(x, [8, 8, 8, 8], [8, 8, 8, 8], "
      "'ep')\n"
      "a2a_w = torch.ops._c10d_functional.wait_tensor.default(a2a)\n"
      "return (ag_w, a2a_w)");
  graph.process_groups.at("0").ranks = {0, 1, 2, 3};
  graph.process_groups.at("ep").ranks = {0, 2, 1, 3};
  graph.process_groups.at("ep").object = "0";  // 'ep' resolves to the same object as '0'
  ProcessGroupRegistry ep = MakeEpRegistry();
  auto changed = IsolateEpProcessGroup(ep).Run(graph);
  ASSERT_FALSE(changed.ok());
  EXPECT_NE(std::string(changed.status().message())
                .find("'ep' and '0' are the same object but list different ranks"),
            std::string::npos)
      << changed.status().message();
  EXPECT_EQ(GroupOf(graph, "a2a"), "ep");  // unchanged on error
}

TEST(GraphValidator, AcceptsEveryRealGraph) {
  for (const char* file :
       {"autoparallel_overlap/repro_dsv3_bw_64.py", "autoparallel_overlap/repro_dsv3_fw_64.py",
        "autoparallel_overlap/repro_llama3_8b_bw_256_2d.py",
        "autoparallel_overlap/repro_llama3_8b_fw_64_1d.py",
        "fx_real/entangle__bug_missing_switchmlp_allreduce__tp2.bug__both.g0.r0.py"}) {
    auto graph = LoadGraph(testing::SharedData(file), LoadOptions{});
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    absl::Status status = ValidateGraph(*graph);
    EXPECT_TRUE(status.ok()) << file << ": " << std::string(status.message());
  }
}

TEST(GraphValidator, RejectsACollectiveWaitedTwice) {
  Graph graph = MustLoad(
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '0')\n"
      "w1 = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "w2 = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "return (w1, w2)");
  absl::Status status = ValidateGraph(graph);
  EXPECT_EQ(status.message(),
            "test.py: invalid graph at 'ag' (line 3): collective waited 2 times, expected once");
}

// Loading validates too, and locates the broken invariant at its node.
TEST(GraphValidator, LoadingReportsTheCollectiveWaitedTwiceAtItsLineAndColumn) {
  auto graph = testing::LoadText(
      testing::Module(kFsdpEpParams,
                      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '0')\n"
                      "w1 = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                      "w2 = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
                      "return (w1, w2)"));
  ASSERT_FALSE(graph.ok());
  EXPECT_EQ(graph.status().message(),
            "test.py:3:9: error: invalid graph at 'ag': collective waited 2 times, expected once\n"
            "        ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '0')\n"
            "        ^");
  graph = testing::LoadText(
      testing::Module(kFsdpEpParams,
                      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '0')\n"
                      "y = torch.ops.aten.clone.default(ag)\n"
                      "return (y,)"));
  ASSERT_FALSE(graph.ok());
  EXPECT_NE(std::string(graph.status().message())
                .find("test.py:3:9: error: invalid graph at 'ag': collective waited 0 times"),
            std::string::npos)
      << graph.status().message();
}

TEST(GraphValidator, ASynchronousCollectiveIsNeverWaited) {
  Graph unwaited = MustLoad(
      "a2a: \"f32[32, 4]\" = torch.ops._dtensor.shard_dim_alltoall.default(w, 0, 1, '0')\n"
      "return (a2a,)");
  EXPECT_TRUE(ValidateGraph(unwaited).ok()) << ValidateGraph(unwaited).message();
  Graph waited = MustLoad(
      "a2a: \"f32[32, 4]\" = torch.ops._dtensor.shard_dim_alltoall.default(w, 0, 1, '0')\n"
      "w1 = torch.ops._c10d_functional.wait_tensor.default(a2a)\n"
      "return (w1,)");
  EXPECT_EQ(ValidateGraph(waited).message(),
            "test.py: invalid graph at 'a2a' (line 3): synchronous collective waited 1 times, "
            "expected never");
}

TEST(GraphValidator, RejectsAStaleUsersList) {
  Graph graph = MustLoad(
      "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '0')\n"
      "w1 = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
      "return (w1,)");
  Graph twice = graph.Clone();
  graph.mutable_node(graph.FindNode("ag")).users.clear();
  EXPECT_EQ(ValidateGraph(graph).message(),
            "test.py: invalid graph at 'ag' (line 3): its users list does not match the nodes "
            "that use it");
  UserList& users = twice.mutable_node(twice.FindNode("ag")).users;
  users.push_back(users[0]);  // one user listed twice
  EXPECT_EQ(ValidateGraph(twice).message(),
            "test.py: invalid graph at 'ag' (line 3): its users list does not match the nodes "
            "that use it");
}

}  // namespace
}  // namespace collopt
