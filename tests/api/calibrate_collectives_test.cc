// `collopt calibrate --nccl-tests`: a collective table from the shared
// nccl-tests log (2 × 8 H100, all_reduce_perf 8 B – 8 GiB) reproduces the
// log's own rows, reads back through --colls, and prices a graph's
// all_reduce at the measured time.
#include "api/calibrate_collectives.h"

#include <cstdlib>
#include <fstream>

#include "api/simulate.h"
#include "cost/nccl_tests_log.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

const std::string kLog =
    testing::SharedData("traces_real/nccl_tests_h100_2x8/ztan-NCCL-test-result");

CollectiveCalibration Calibrate() {
  CollectiveCalibrateOptions options;
  options.nccl_tests = {kLog};
  auto result = RunCollectiveCalibrate(options);
  EXPECT_TRUE(result.ok()) << result.status();
  return result.ok() ? *std::move(result) : CollectiveCalibration{};
}

TEST(CalibrateCollectives, TableReproducesEveryRowOfTheLog) {
  CollectiveCalibration c = Calibrate();
  ASSERT_EQ(c.samples.size(), 31U);
  ASSERT_EQ(c.table.rows().size(), 1U);
  EXPECT_EQ(c.table.rows()[0].group, "*");
  EXPECT_EQ(c.table.rows()[0].group_size, 16);
  EXPECT_EQ(c.table.rows()[0].collective, "all_reduce");
  ASSERT_EQ(c.table.sizes_mib().size(), 31U);
  EXPECT_DOUBLE_EQ(c.table.sizes_mib().front(), 8.0 / 1048576);
  EXPECT_DOUBLE_EQ(c.table.sizes_mib().back(), 8192);
  // Every row of the log, looked up as the cost model will (any group name),
  // within 5 % of its measured time (here exactly: a column per size).
  auto file = SourceFile::Read(kLog);
  ASSERT_TRUE(file.ok());
  auto log = ParseNcclTestsLog(*file, std::nullopt, std::nullopt);
  ASSERT_TRUE(log.ok());
  for (const NcclTestsRow& row : log->rows) {
    auto us = c.table.LookupUs(CollectiveKind::kAllReduce, "0", 16, row.input_bytes);
    ASSERT_TRUE(us.has_value());
    EXPECT_NEAR(*us, row.time_us, 0.05 * row.time_us) << row.size_bytes << " B";
    EXPECT_NEAR(*us, row.time_us, 1e-9) << row.size_bytes << " B";
  }
  // Between columns: 12 B lies between 8 B (135.8 µs) and 16 B (123.2 µs),
  // 3 MiB between 2 MiB (254.0) and 4 MiB (364.6), linearly.
  EXPECT_NEAR(*c.table.LookupUs(CollectiveKind::kAllReduce, "tp", 8, 12), 129.5, 1e-9);
  EXPECT_NEAR(*c.table.LookupUs(CollectiveKind::kAllReduce, "tp", 8, 3 << 20), 309.3, 1e-9);
  // all_reduce only: an all_gather is not in the table.
  EXPECT_FALSE(c.table.LookupUs(CollectiveKind::kAllGather, "0", 16, 1 << 20).has_value());
}

TEST(CalibrateCollectives, ReportsErrorsByCollectiveAndSize) {
  CollectiveCalibration c = Calibrate();
  EXPECT_NE(c.text.find("all_reduce on 16 ranks, 31 sizes"), std::string::npos) << c.text;
  EXPECT_NE(c.text.find("table: 1 rows over 31 input sizes, 8 B to 8 GiB"), std::string::npos);
  // 13 sizes below 64 KiB (8 B … 32 KiB); held out, each predicted from its
  // neighbours: 1 KiB (147.1 µs, between 126.6 and 125.8) is the worst, 14.1 %.
  EXPECT_NE(c.text.find("| all_reduce | < 64 KiB | 13 | 0.0 % (0.0 %) | 0.7 % (14.1 %) |"),
            std::string::npos)
      << c.text;
  EXPECT_NE(c.text.find("| all_reduce | >= 1 GiB | 4 | 0.0 % (0.0 %) |"), std::string::npos);
}

TEST(CalibrateCollectives, TableTextReadsBackAndPricesAGraph) {
  CollectiveCalibration c = Calibrate();
  std::string path = ::testing::TempDir() + "nccl_tests.table";
  std::ofstream(path) << c.table.ToText();
  auto table = CollectiveTable::Read(path);
  ASSERT_TRUE(table.ok()) << table.status();
  EXPECT_EQ(table->sizes_mib(), c.table.sizes_mib());
  ASSERT_EQ(table->rows().size(), 1U);
  ASSERT_EQ(table->rows()[0].ms.size(), 31U);
  for (size_t i = 0; i < 31; ++i) {  // 9 significant digits in the text
    EXPECT_NEAR(table->rows()[0].ms[i], c.table.rows()[0].ms[i], 1e-9 * c.table.rows()[0].ms[i]);
  }
  // A 1 MiB all_reduce (262144 f32) on a 16-rank group costs the log's 203.2 µs.
  Graph graph =
      testing::MustLoad(R"(x: "f32[262144]")",
                        "ar = torch.ops._c10d_functional.all_reduce.default(x, 'sum', '0')\n"
                        "w = torch.ops._c10d_functional.wait_tensor.default(ar)\n"
                        "return (w,)");
  SimulateOptions flags;
  flags.colls = path;
  flags.pg_sizes = {{"0", 16}};
  std::string used;
  auto model = MakeCostModel(graph, "", flags, &used);
  ASSERT_TRUE(model.ok()) << model.status();
  NodeCost cost = model->Estimate(graph, graph.node(graph.FindNode("ar")));
  EXPECT_EQ(cost.source, CostSource::kTable);
  EXPECT_NEAR(cost.time_us, 203.2, 1e-9);
}

TEST(CalibrateCollectives, BadOptionsAreNamed) {
  CollectiveCalibrateOptions options;
  EXPECT_EQ(RunCollectiveCalibrate(options).status().message(),
            "calibrate: expected --nccl-tests LOG... or --trace TRACE..., got none");
  options.nccl_tests = {kLog};
  options.collective = "alltoall";
  EXPECT_EQ(RunCollectiveCalibrate(options).status().message(),
            "--collective: expected all_reduce, all_gather or reduce_scatter, got 'alltoall'");
  options.collective = "";
  options.group = "my group";
  EXPECT_EQ(RunCollectiveCalibrate(options).status().message(),
            "--group: expected a group name without spaces, got 'my group'");
}

// The command writes the table (-o) that `simulate --colls` reads.
TEST(CalibrateCollectives, CommandWritesATableForColls) {
  std::string out = ::testing::TempDir() + "cli_nccl.table";
  auto run = testing::RunCollopt("calibrate --nccl-tests " + kLog + " -o " + out);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_NE(run.out.find("31 measurements from 1 file(s)"), std::string::npos) << run.out;
  auto table = CollectiveTable::Read(out);
  ASSERT_TRUE(table.ok()) << table.status();
  EXPECT_EQ(table->rows().size(), 1U);
  auto mixed =
      testing::RunCollopt("calibrate --nccl-tests " + kLog + " g.py --node-costs n.json 2>&1");
  EXPECT_EQ(mixed.status, 1);
  EXPECT_NE(mixed.out.find("--nccl-tests and --trace take no GRAPH --node-costs inputs"),
            std::string::npos)
      << mixed.out;
}

// HTA's DDP trace (rank 0 of 2, A100): 21 NCCL kernels carry their sizes,
// 15 all_reduces of the 5 DDP buckets (3 steps) and 6 broadcasts. The table
// goes through each bucket's median kernel time on group "0" of 2 ranks.
TEST(CalibrateCollectives, TableFromAProfilerTrace) {
  std::string trace = ::testing::TempDir() + "nccl_data.json";
  std::string gz =
      testing::SharedData("traces_real/hta_tests/nccl_parser_config/nccl_data.json.gz");
  ASSERT_EQ(std::system(("gzip -dc " + gz + " > " + trace).c_str()), 0);
  CollectiveCalibrateOptions options;
  options.traces = {trace};
  auto c = RunCollectiveCalibrate(options);
  ASSERT_TRUE(c.ok()) << c.status();
  ASSERT_EQ(c->samples.size(), 15U);
  ASSERT_EQ(c->table.rows().size(), 1U);
  EXPECT_EQ(c->table.rows()[0].group, "0");
  EXPECT_EQ(c->table.rows()[0].group_size, 2);
  EXPECT_EQ(c->table.rows()[0].collective, "all_reduce");
  ASSERT_EQ(c->table.sizes_mib().size(), 5U);
  // 2,049,000 fp32 = 8,196,000 B: kernels of 3306.963, 2520.607, 5993.392 µs.
  EXPECT_NEAR(*c->table.LookupUs(CollectiveKind::kAllReduce, "0", 2, 8196000), 3306.963, 1e-6);
  // 31,502,336 B: 2424.415, 2673.916, 5983.024 µs.
  EXPECT_NEAR(*c->table.LookupUs(CollectiveKind::kAllReduce, "0", 2, 31502336), 2673.916, 1e-6);
  EXPECT_NE(c->text.find("15 NCCL kernels with sizes (15 all_reduce), 6 others left out"),
            std::string::npos)
      << c->text;
  // The compressed file as it is gives the same table.
  options.traces = {gz};
  auto from_gz = RunCollectiveCalibrate(options);
  ASSERT_TRUE(from_gz.ok()) << from_gz.status();
  EXPECT_EQ(from_gz->samples.size(), 15U);
  EXPECT_NEAR(*from_gz->table.LookupUs(CollectiveKind::kAllReduce, "0", 2, 8196000), 3306.963,
              1e-6);
}

}  // namespace
}  // namespace collopt
