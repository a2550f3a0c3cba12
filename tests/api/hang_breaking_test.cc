// Optimize and the hang check on a real graph: with the process-group
// passes' extra all_gather group (same ranks as the FSDP group) the
// scheduler overlaps all_gathers with reduce_scatters — fine when kernels
// start in issue order (one hardware queue), a cycle with several; with
// --max-connections 8 optimize breaks every such cycle (break-hang-cycles,
// named in the report) and --verify's hang check passes. Also the
// `check-hangs` command's exit codes, text and JSON.
#include <string>

#include "analysis/hang_check.h"
#include "api/load.h"
#include "api/optimize.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/analysis/crossed_waits.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

constexpr const char* kBackward = "autoparallel_overlap/repro_llama3_8b_bw_64_2d.py";

absl::StatusOr<OptimizeResult> OptimizeWith(int64_t connections) {
  const std::string path = testing::SharedData(kBackward);
  absl::StatusOr<Graph> graph = LoadGraph(path, LoadOptions{});
  if (!graph.ok()) return graph.status();
  OptimizeOptions flags;
  flags.verify = true;
  flags.max_connections = connections;
  return Optimize(std::move(*graph), path, flags);
}

HangReport CheckWith(const Graph& graph, int64_t connections) {
  HangCheckOptions o;
  o.max_connections = connections;
  return CheckHangs(graph, o);
}

TEST(HangBreaking, OptimizeBreaksTheCyclesItsOverlapWouldMakeWithSeveralQueues) {
  absl::StatusOr<OptimizeResult> one_queue = OptimizeWith(1);
  ASSERT_TRUE(one_queue.ok()) << one_queue.status().message();
  ASSERT_TRUE(one_queue->hangs.has_value());
  EXPECT_TRUE(one_queue->hangs->hang_free());
  // The same schedule on a device with 8 queues: the all_gathers on the
  // extra group '0_ag' (a copy of '0') overlap reduce_scatters on '0'.
  const HangReport would = CheckWith(one_queue->graph, 8);
  ASSERT_FALSE(would.hang_free());
  for (const HangHazard& h : would.hazards) {
    EXPECT_EQ(h.kind, HangHazard::Kind::kSharedRanks);
    EXPECT_EQ(h.shared_count, 8);
  }

  absl::StatusOr<OptimizeResult> eight = OptimizeWith(8);
  ASSERT_TRUE(eight.ok()) << eight.status().message();
  EXPECT_TRUE(CheckWith(eight->graph, 8).hang_free());
  bool broke = false;
  for (const PassRecord& r : eight->passes) {
    if (r.name == "break-hang-cycles" && r.changed) broke = true;
  }
  EXPECT_TRUE(broke) << "break-hang-cycles changed nothing";
  // Serializing costs overlap: never faster than the one-queue schedule.
  EXPECT_GE(eight->after.result.step_us, one_queue->after.result.step_us * (1 - 1e-9));
}

TEST(HangBreaking, MaxConnectionsOutOfRangeIsAnError) {
  OptimizeOptions flags;
  flags.max_connections = 0;
  EXPECT_EQ(CheckOptimizeOptions(flags).message(),
            "error: --max-connections expects a number of hardware queues in [1, 128] "
            "(CUDA_DEVICE_MAX_CONNECTIONS), got 0");
}

TEST(CheckHangsCommand, ReportsTheCycleWithGivenRanksAndExitsOne) {
  const std::string file = ::testing::TempDir() + "/crossed.py";
  {
    std::FILE* f = std::fopen(file.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fputs(
        testing::CrossedWaits("{'1': {'size': 4, 'rank': 0}, '2': {'size': 4, 'rank': 0}}").c_str(),
        f);
    std::fclose(f);
  }
  testing::CommandOutput free = testing::RunCollopt("check-hangs --max-connections 8 " + file);
  EXPECT_EQ(free.status, 0) << free.out;
  EXPECT_EQ(free.out,
            "hang-free: 2 collectives on 2 communicators, 0 communication barriers, max "
            "connections 8: no cycle\n"
            "  note: ranks unknown for group(s) '1', '2': taken to share at most one rank with "
            "other groups (give them with --group-ranks, or the layout with --world-size and the "
            "mesh flags)\n");
  testing::CommandOutput cycle = testing::RunCollopt(
      "check-hangs --max-connections 8 --group-ranks 1=0,1,2,3 --group-ranks 2=0,1,2,3 --json " +
      file);
  EXPECT_EQ(cycle.status, 1) << cycle.out;
  const nlohmann::json j = nlohmann::json::parse(cycle.out);
  EXPECT_EQ(j["hang_free"], false);
  ASSERT_EQ(j["cycles"].size(), 1U);
  EXPECT_EQ(j["cycles"][0]["kind"], "shared_ranks");
  EXPECT_EQ(j["cycles"][0]["first"], "ag");
  EXPECT_EQ(j["cycles"][0]["second"], "rs");
  EXPECT_EQ(j["cycles"][0]["first_line"], 4);
  EXPECT_EQ(j["cycles"][0]["shared_ranks"], nlohmann::json({0, 1, 2, 3}));
  // The same ranks from a layout: rank 5 of dp_shard 4 x tp 4, where the
  // graph's '1' is the fsdp communicator and '2' dp_shard (both 1, 5, 9, 13).
  testing::CommandOutput mesh = testing::RunCollopt(
      "check-hangs --max-connections 8 --world-size 16 --dp-shard 4 --tp 4 --rank 5 "
      "--group-dim 1=fsdp --group-dim 2=dp_shard " +
      file);
  EXPECT_EQ(mesh.status, 1) << mesh.out;
  EXPECT_NE(mesh.out.find("the groups share ranks 1,5,9,13: rank 1 can run 'rs' while rank 5 "
                          "runs 'ag'"),
            std::string::npos)
      << mesh.out;
  testing::CommandOutput no_layout =
      testing::RunCollopt("check-hangs --group-dim 1=tp " + file + " 2>&1");
  EXPECT_EQ(no_layout.status, 1);
  EXPECT_EQ(no_layout.out,
            "error: --group-dim needs a layout: give --world-size and the mesh flags\n");
  testing::CommandOutput bad =
      testing::RunCollopt("check-hangs --group-ranks 1=0,x " + file + " 2>&1");
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.out.find("error: --group-ranks: expected NAME=RANK,RANK,..., found rank 'x' in "
                         "'1=0,x'"),
            std::string::npos)
      << bad.out;
}

}  // namespace
}  // namespace collopt
