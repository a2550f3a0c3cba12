// nccl-tests outputs: the real 2 × 8 H100 all_reduce_perf log of
// shared/data/traces_real (values read off the log), and hand-made logs for
// all_gather sizes and the located errors.
#include "cost/nccl_tests_log.h"

#include "tests/test_util.h"

namespace collopt {
namespace {

constexpr char kLog[] = "traces_real/nccl_tests_h100_2x8/ztan-NCCL-test-result";

SourceFile Text(std::string text) { return SourceFile("log.txt", std::move(text)); }

TEST(NcclTestsLog, ReadsTheRealAllReduceLog) {
  auto file = SourceFile::Read(testing::SharedData(kLog));
  ASSERT_TRUE(file.ok());
  auto log = ParseNcclTestsLog(*file, std::nullopt, std::nullopt);
  ASSERT_TRUE(log.ok()) << log.status();
  EXPECT_EQ(log->kind, CollectiveKind::kAllReduce);  // ".../all_reduce_perf -b 8 -e 8G"
  EXPECT_EQ(log->ranks, 16);                         // "#  Rank  0" … "#  Rank 15"
  ASSERT_EQ(log->rows.size(), 31U);                  // 8 B, 16 B, … 8 GiB
  // "   8   2   float   sum   -1   135.8   0.00   0.00   0   123.5 …" (out-of-place first)
  EXPECT_EQ(log->rows[0].size_bytes, 8);
  EXPECT_EQ(log->rows[0].input_bytes, 8);
  EXPECT_DOUBLE_EQ(log->rows[0].time_us, 135.8);
  // "1048576  262144  float  sum  -1  203.2  5.16  9.68  0  207.2 …"
  EXPECT_EQ(log->rows[17].size_bytes, 1048576);
  EXPECT_DOUBLE_EQ(log->rows[17].time_us, 203.2);
  EXPECT_DOUBLE_EQ(log->rows[17].busbw_gbps, 9.68);
  EXPECT_EQ(log->rows[30].size_bytes, 8589934592);
  EXPECT_DOUBLE_EQ(log->rows[30].time_us, 47535);
  EXPECT_EQ(log->rows[30].line, 62);
}

constexpr char kAllGather[] =
    "# ./build/all_gather_perf -b 1M -e 4M -f 2 -g 4\n"
    "#  Rank  0 Group  0 Pid 1 on host device  0 [0x1] NVIDIA H100\n"
    "#  Rank  1 Group  0 Pid 1 on host device  1 [0x2] NVIDIA H100\n"
    "#  Rank  2 Group  0 Pid 1 on host device  2 [0x3] NVIDIA H100\n"
    "#  Rank  3 Group  0 Pid 1 on host device  3 [0x4] NVIDIA H100\n"
    "NCCL INFO Channel 00/32 : 0 1 2 3\n"
    "     1048576        65536     float    none      -1    20.50   51.15   38.36      0    "
    "19.90   52.69   39.52      0\n"
    "     4194304       262144     float    none      -1    45.00   93.21   69.91      0    "
    "44.00   95.33   71.50      0\n";

// An all_gather's size is its output: the input is size ÷ ranks. Lines that
// are not rows (NCCL INFO) are skipped.
TEST(NcclTestsLog, AllGatherInputIsTheSizeOverTheRanks) {
  auto log = ParseNcclTestsLog(Text(kAllGather), std::nullopt, std::nullopt);
  ASSERT_TRUE(log.ok()) << log.status();
  EXPECT_EQ(log->kind, CollectiveKind::kAllGather);
  EXPECT_EQ(log->ranks, 4);
  ASSERT_EQ(log->rows.size(), 2U);
  EXPECT_EQ(log->rows[0].input_bytes, 262144);
  EXPECT_EQ(log->rows[1].input_bytes, 1048576);
  EXPECT_DOUBLE_EQ(log->rows[1].time_us, 45.0);
  // The caller's word wins over the log's.
  auto as_rs = ParseNcclTestsLog(Text(kAllGather), CollectiveKind::kReduceScatter, 8);
  ASSERT_TRUE(as_rs.ok());
  EXPECT_EQ(as_rs->ranks, 8);
  EXPECT_EQ(as_rs->rows[0].input_bytes, 1048576);
}

// The error's first line (the source line and caret follow it).
std::string Error(const std::string& text, std::optional<CollectiveKind> kind = std::nullopt) {
  auto log = ParseNcclTestsLog(Text(text), kind, std::nullopt);
  if (log.ok()) return "ok";
  std::string message(log.status().message());
  return message.substr(0, message.find('\n'));
}

TEST(NcclTestsLog, BadLogsGetLocatedErrors) {
  auto unsupported = ParseNcclTestsLog(
      Text("# ./alltoall_perf -b 8\n#  Rank  0 Group 0\n8 2 float none -1 1 0 0 0\n"), std::nullopt,
      std::nullopt);
  ASSERT_FALSE(unsupported.ok());
  EXPECT_EQ(unsupported.status().message(),
            "log.txt:1:5: error: expected all_reduce_perf, all_gather_perf or "
            "reduce_scatter_perf, found 'alltoall_perf' (collopt's collective tables price "
            "all_gather, reduce_scatter and all_reduce)\n"
            "# ./alltoall_perf -b 8\n"
            "    ^");
  EXPECT_EQ(Error("#  Rank  0 Group 0\n8 2 float sum -1 1 0 0 0\n"),
            "log.txt:1:1: error: expected the benchmark's name (all_reduce_perf, "
            "all_gather_perf, reduce_scatter_perf) in the log, found none; pass --collective");
  EXPECT_EQ(Error("8 2 float sum -1 1 0 0 0\n", CollectiveKind::kAllReduce),
            "log.txt:1:1: error: expected '#  Rank N Group …' lines naming the ranks, found none; "
            "pass --group-size");
  EXPECT_EQ(Error("# all_reduce_perf\n#  Rank  0 Group 0\n8 2 float sum -1 fast 0 0 0\n"),
            "log.txt:3:18: error: expected a time in us, got 'fast'");
  EXPECT_EQ(Error("# all_reduce_perf\n#  Rank  0 Group 0\n8 2 float sum\n"),
            "log.txt:3:1: error: expected a row 'size count type redop root time algbw busbw "
            "...', got 4 fields");
  EXPECT_EQ(Error("# all_reduce_perf\n#  Rank  0 Group 0\n# no rows\n"),
            "log.txt:3:1: error: expected size rows, found none");
  EXPECT_EQ(Error("# all_gather_perf\n#  Rank  0 Group 0\n#  Rank  1 Group 0\n#  Rank  2 Group "
                  "0\n10 2 float none -1 1 0 0 0\n"),
            "log.txt:5:1: error: expected an all_gather size divisible by the 3 ranks, got 10");
}

}  // namespace
}  // namespace collopt
