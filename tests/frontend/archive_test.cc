// frontend/archive.h: the files inside compressed traces and tarballs of the
// shared data, plain files as they are, and corrupt data as a located error.
#include "frontend/archive.h"

#include "tests/test_util.h"

namespace collopt {
namespace {

TEST(Archive, TarballGivesEveryRanksTrace) {
  const std::string path = testing::SharedData("traces_real/param_dlrm_8rank/dlrm_kineto.tar.gz");
  auto members = ReadFileMembers(path);
  ASSERT_TRUE(members.ok()) << members.status();
  ASSERT_EQ(members->size(), 8u);  // the directory entry is skipped
  EXPECT_EQ((*members)[0].name, path + ":dlrm_kineto/worker2_step_12.1694128201554.pt.trace.json");
  for (const FileMember& m : *members) {
    EXPECT_EQ(m.bytes[m.bytes.find_first_not_of(" \n")], '{') << m.name;  // Kineto's JSON
    EXPECT_GT(m.bytes.size(), 100000u) << m.name;
  }
}

TEST(Archive, GzipGivesItsOneFile) {
  const std::string path =
      testing::SharedData("traces_real/hta_tests/nccl_parser_config/nccl_data.json.gz");
  auto members = ReadFileMembers(path);
  ASSERT_TRUE(members.ok()) << members.status();
  ASSERT_EQ(members->size(), 1u);
  EXPECT_EQ((*members)[0].name, path);
  EXPECT_EQ((*members)[0].bytes[(*members)[0].bytes.find_first_not_of(" \n")], '{');
}

TEST(Archive, PlainFileAsItIs) {
  const std::string path = testing::WriteTemp("plain.json", "{\"traceEvents\": []}");
  auto members = ReadFileMembers(path);
  ASSERT_TRUE(members.ok()) << members.status();
  ASSERT_EQ(members->size(), 1u);
  EXPECT_EQ((*members)[0].bytes, "{\"traceEvents\": []}");
}

TEST(Archive, CorruptOrMissingFilesAreErrors) {
  const std::string corrupt = testing::WriteTemp("corrupt.json.gz", "\x1f\x8b\x08garbage");
  auto members = ReadFileMembers(corrupt);
  ASSERT_FALSE(members.ok());
  EXPECT_NE(std::string(members.status().message()).find(corrupt + ": error:"), std::string::npos)
      << members.status();
  auto missing = ReadFileMembers("/nonexistent/trace.json.gz");
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(std::string(missing.status().message()).find("cannot read the file"),
            std::string::npos);
}

}  // namespace
}  // namespace collopt
