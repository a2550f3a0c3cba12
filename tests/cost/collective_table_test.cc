// Parsing the real `colls*.table` files and the peer's lookup rules
// (shared/reference/peer_autoparallel_overlap_simulator.md §1.5). Expected
// values are read off the table text by hand; the arithmetic is in comments.
#include "cost/collective_table.h"

#include "support/units.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

constexpr CollectiveKind kAG = CollectiveKind::kAllGather;
constexpr CollectiveKind kRS = CollectiveKind::kReduceScatter;
constexpr CollectiveKind kAR = CollectiveKind::kAllReduce;

CollectiveTable Load(std::string_view name) {
  auto table = CollectiveTable::Read(testing::SharedData(name));
  EXPECT_TRUE(table.ok()) << table.status().message();
  return table.ok() ? *std::move(table) : CollectiveTable();
}

// colls8_8.table rows, in file order:
//   1  8 all_reduce              0.028  0.041  0.0628 ... 10.4952
//   1  8 all_gather_into_tensor  0.0495 0.0716 0.1138 ... 20.9105 41.7888
//   0  8 reduce_scatter_tensor   0.0866 0.1151 0.1566 0.2397 ...
//   0  8 all_gather_into_tensor_out ...
//   0  8 all_gather_into_tensor  0.2397 0.4059 0.7181 1.3297 2.5531 4.9998 9.8931 ...
TEST(CollectiveTable, ParsesColls8x8) {
  CollectiveTable table = Load("autoparallel_overlap/colls8_8.table");
  ASSERT_EQ(table.rows().size(), 5u);
  EXPECT_EQ(table.sizes_mib(),
            (std::vector<double>{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048}));
  const CollectiveTableRow& first = table.rows()[0];
  EXPECT_EQ(first.group, "1");
  EXPECT_EQ(first.group_size, 8);
  EXPECT_EQ(first.collective, "all_reduce");
  ASSERT_EQ(first.ms.size(), 12u);
  EXPECT_DOUBLE_EQ(first.ms[0], 0.028);
  EXPECT_DOUBLE_EQ(first.ms[11], 10.4952);
  EXPECT_EQ(table.rows()[3].collective, "all_gather_into_tensor_out");
}

// colls_dsv3_bw_64.table: a plain dashed separator; 4 rows, the first
//   0  64 all_gather_into_tensor  0.3625 ... 449.5770
TEST(CollectiveTable, ParsesDsv3Table) {
  CollectiveTable table = Load("autoparallel_overlap/colls_dsv3_bw_64.table");
  ASSERT_EQ(table.rows().size(), 4u);
  const CollectiveTableRow& first = table.rows()[0];
  EXPECT_EQ(first.group, "0");
  EXPECT_EQ(first.group_size, 64);
  EXPECT_EQ(first.collective, "all_gather_into_tensor");
  EXPECT_DOUBLE_EQ(first.ms[0], 0.3625);
  EXPECT_DOUBLE_EQ(first.ms[11], 449.5770);
  EXPECT_EQ(table.rows()[3].group, "513");
  EXPECT_DOUBLE_EQ(table.rows()[3].ms[6], 1.3007);
}

// Every shared table parses (colls32_8 has trailing spaces on 7 lines); row
// counts are the files' non-blank lines minus header and separator.
TEST(CollectiveTable, ParsesEverySharedTable) {
  const std::vector<std::pair<std::string, size_t>> tables = {
      {"colls8_8", 5},         {"colls16_8", 6},        {"colls32_8", 6},
      {"colls64_1", 4},        {"colls_dsv3_bw_64", 4}, {"colls_dsv3_bw_128", 3},
      {"colls_dsv3_fw_64", 2}, {"colls_dsv3_fw_128", 2}};
  for (const auto& [name, rows] : tables) {
    auto table =
        CollectiveTable::Read(testing::SharedData("autoparallel_overlap/" + name + ".table"));
    ASSERT_TRUE(table.ok()) << table.status().message();
    EXPECT_EQ(table->sizes_mib().size(), 12u) << name;
    EXPECT_EQ(table->rows().size(), rows) << name;
  }
}

TEST(CollectiveTable, InterpolatesLikeThePeer) {
  CollectiveTable table = Load("autoparallel_overlap/colls8_8.table");
  auto ag1 = [&](double bytes) { return table.LookupUs(kAG, "1", 8, static_cast<int64_t>(bytes)); };
  // Exact column: group 0 AG at 64 MiB = 9.8931 ms.
  EXPECT_NEAR(*table.LookupUs(kAG, "0", 8, 64 * kMiB), 9893.1, 1e-6);
  // 3 MiB: between 2 MiB (0.0716) and 4 MiB (0.1138): 0.0716 + 1 · 0.0422/2 = 0.0927 ms.
  EXPECT_NEAR(*ag1(3 * kMiB), 92.7, 1e-6);
  // 2.9 MiB truncates to 2: the 2 MiB value 0.0716 ms.
  EXPECT_NEAR(*ag1(2.9 * kMiB), 71.6, 1e-6);
  // Below 1 MiB: the 1 MiB value 0.0495 ms (no latency-only extrapolation).
  EXPECT_NEAR(*ag1(0.5 * kMiB), 49.5, 1e-6);
  EXPECT_NEAR(*ag1(1), 49.5, 1e-6);
  // 3072 MiB: 41.7888 + (3072 − 2048) · (41.7888 − 20.9105)/1024 = 62.6671 ms.
  EXPECT_NEAR(*ag1(3072.0 * kMiB), 62667.1, 1e-6);
  // 3072.5 MiB: not a column, extrapolated at 3072.5 itself.
  EXPECT_NEAR(*ag1(3072.5 * kMiB), 62677.29448242188, 1e-6);
  // 6.25 MiB on group 0: 0.7181 + 2.25 · (1.3297 − 0.7181)/4 = 1.062125 ms, as
  // h100_inductor_runs/before_dsv3_bw_64.nodes.json prices all_gather_into_tensor.
  EXPECT_NEAR(*table.LookupUs(kAG, "0", 8, 6553600), 1062.125, 1e-6);
}

// A last column faster than the one before (a noisy measurement; found by
// fuzzing): beyond it the time stays at the last column's instead of a line
// falling to negative times (1 PiB took -4.3e10 ms).
TEST(CollectiveTable, NeverExtrapolatesBelowTheLastColumn) {
  const std::string text =
      "Group  Group Size  Collective  1MB (ms)  2MB (ms)  4MB (ms)\n"
      "-----  ----------  ----------  --------  --------  --------\n"
      "0      8           all_gather_into_tensor  0.1  0.9  0.5\n";
  auto table = CollectiveTable::Parse(SourceFile("noisy.table", text));
  ASSERT_TRUE(table.ok()) << table.status().message();
  // Inside the table the measurements stand: 3 MiB, 0.9 − 1 · 0.4/2 = 0.7 ms.
  EXPECT_NEAR(*table->LookupUs(kAG, "0", 8, 3 * kMiB), 700, 1e-9);
  EXPECT_NEAR(*table->LookupUs(kAG, "0", 8, 8 * kMiB), 500, 1e-9);
  EXPECT_NEAR(*table->LookupUs(kAG, "0", 8, int64_t{1} << 50), 500, 1e-9);
}

TEST(CollectiveTable, MatchesRowsLikeThePeer) {
  CollectiveTable table = Load("autoparallel_overlap/colls8_8.table");
  // Group size must match (AG on group 1 has only size 8).
  EXPECT_EQ(table.LookupUs(kAG, "1", 4, kMiB), std::nullopt);
  // all_reduce ignores the size: 0.028 ms at 1 MiB.
  EXPECT_NEAR(*table.LookupUs(kAR, "1", 64, kMiB), 28.0, 1e-6);
  // The table group is a substring of the op's: "1" matches "513".
  EXPECT_NEAR(*table.LookupUs(kAR, "513", 8, kMiB), 28.0, 1e-6);
  EXPECT_NEAR(*table.LookupUs(kAG, "513", 8, kMiB), 49.5, 1e-6);
  // "10" contains both "1" and "0": the first AG row in file order (group 1,
  // 0.0495 ms) wins over group 0's (0.2397 ms).
  EXPECT_NEAR(*table.LookupUs(kAG, "10", 8, kMiB), 49.5, 1e-6);
  // No reduce_scatter row for group 1.
  EXPECT_EQ(table.LookupUs(kRS, "1", 8, kMiB), std::nullopt);
  // all_to_all_single is never looked up; group 0 RS 8 MiB = 0.2397 ms.
  EXPECT_EQ(table.LookupUs(CollectiveKind::kAllToAll, "0", 8, kMiB), std::nullopt);
  EXPECT_NEAR(*table.LookupUs(kRS, "0", 8, 8 * kMiB), 239.7, 1e-6);
}

// DSv3's get_colls_group_mapping() on colls8_8: FSDP '0' → inter-node '0'
// (size 64 in the graph), EP '513' and '521' → intra-node '1' (size 8).
TEST(CollectiveTable, RemapGroups) {
  CollectiveTable table = Load("autoparallel_overlap/colls8_8.table");
  EXPECT_EQ(table.LookupUs(kAG, "0", 64, kMiB), std::nullopt);
  ProcessGroupTable groups;
  groups["0"] = ProcessGroup::Named("0", 64);
  groups["513"] = ProcessGroup::Named("513", 8);
  groups["521"] = ProcessGroup::Named("521", 8);
  table.RemapGroups({{"0", "0"}, {"513", "1"}, {"521", "1"}}, groups);
  // 3 copies of group 0 + 2 of group 1 for each of 513, 521 + the 5 originals.
  ASSERT_EQ(table.rows().size(), 12u);
  EXPECT_EQ(table.rows()[0].group, "0");
  EXPECT_EQ(table.rows()[0].group_size, 64);
  EXPECT_EQ(table.rows()[3].group, "513");
  EXPECT_EQ(table.rows()[3].collective, "all_reduce");
  // Group 0 AG at 1 MiB = 0.2397 ms, now for the 64-rank group.
  EXPECT_NEAR(*table.LookupUs(kAG, "0", 64, kMiB), 239.7, 1e-6);
  // Group 1 AG at 64 MiB = 1.3371 ms, for '521'.
  EXPECT_NEAR(*table.LookupUs(kAG, "521", 8, 64 * kMiB), 1337.1, 1e-6);
  // Still no RS for the EP groups (group 1 has none).
  EXPECT_EQ(table.LookupUs(kRS, "521", 8, kMiB), std::nullopt);
}

TEST(CollectiveTable, Errors) {
  const std::string header =
      "  Group    Group Size  Collective      1MB (ms)    2MB (ms)\n"
      "-------  ------------  ----------  ----------  ----------\n";
  auto parse = [](std::string text) {
    auto table = CollectiveTable::Parse(SourceFile("t.table", std::move(text)));
    return table.ok() ? std::string("ok") : std::string(table.status().message());
  };
  EXPECT_EQ(parse(header + "  0  8  all_reduce  0.1  0.2\n"), "ok");
  EXPECT_EQ(parse(header + "  0  8  all_reduce  0.1\n"),
            "t.table:3:1: error: expected 5 columns, got 4\n  0  8  all_reduce  0.1\n^");
  EXPECT_EQ(parse(header + "  0  x  all_reduce  0.1  0.2\n"),
            "t.table:3:6: error: expected a group size, got 'x'\n"
            "  0  x  all_reduce  0.1  0.2\n     ^");
  EXPECT_EQ(parse(header + "  0  8  all_reduce  0.1  fast\n"),
            "t.table:3:26: error: expected a time in ms in [0, 1e9], got 'fast'\n"
            "  0  8  all_reduce  0.1  fast\n                         ^");
  // from_chars reads "nan" and "inf"; a time must be a finite number
  EXPECT_EQ(parse(header + "  0  8  all_reduce  0.1  nan\n"),
            "t.table:3:26: error: expected a time in ms in [0, 1e9], got 'nan'\n"
            "  0  8  all_reduce  0.1  nan\n                         ^");
  EXPECT_EQ(parse(header + "  0  8  all_reduce  inf  0.2\n"),
            "t.table:3:21: error: expected a time in ms in [0, 1e9], got 'inf'\n"
            "  0  8  all_reduce  inf  0.2\n                    ^");
  // Found by fuzzing: a finite 1e308 ms overflowed to inf in µs.
  EXPECT_EQ(parse(header + "  0  8  all_reduce  0.1  1e308\n"),
            "t.table:3:26: error: expected a time in ms in [0, 1e9], got '1e308'\n"
            "  0  8  all_reduce  0.1  1e308\n                         ^");
  EXPECT_EQ(parse("  Group    Group Size  Collective      1MB (ms)    two (ms)\n---\n"),
            "t.table:1:52: error: expected an increasing size column such as '2MB (ms)', got "
            "'two (ms)'\n  Group    Group Size  Collective      1MB (ms)    two (ms)\n"
            "                                                   ^");
  EXPECT_EQ(parse("Group\n"),
            "t.table:1:1: error: expected a header 'Group  Group Size  Collective  1MB (ms) ...'"
            "\nGroup\n^");
}

}  // namespace
}  // namespace collopt
