// Golden tests of the passes, one folder per pass (tests/passes/golden/<pass>/),
// run through the `collopt opt` binary as LLVM's lit runs `opt`:
//  - <case>.py: an input graph whose first line is `# RUN: <opt arguments>`
//    (e.g. `# RUN: -p bucket-collectives --bucket-collectives-cap-mb 1`); the
//    case's path is appended;
//  - <case>.expected: what `collopt opt` printed: its stderr lines (one
//    record per pass, "NAME: changed" or "NAME: no change", then the pass's
//    report lines) each prefixed "# ", then its stdout (the graph); file
//    names relative to the repository.
// A case whose passes all report "no change" must print the graph byte for
// byte as `collopt opt -p ''` prints the input. `scripts/update_goldens.sh`
// rewrites the .expected files (COLLOPT_UPDATE_GOLDENS=1); review the diff.
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_replace.h"
#include "gtest/gtest.h"
#include "passes/registry.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

namespace fs = std::filesystem;

const fs::path kGoldenDir = fs::path(COLLOPT_SOURCE_DIR) / "tests" / "passes" / "golden";

std::string ReadFile(const fs::path& path) { return testing::ReadFile(path.string()); }

struct Output {
  int status = -1;
  std::string out;  // stdout
  std::string err;  // stderr
};

// Runs `collopt opt <args> <file>`.
Output RunOpt(const std::string& args, const fs::path& file) {
  static int runs = 0;
  const fs::path err_path =
      fs::path(::testing::TempDir()) /
      ("collopt_golden_" + std::to_string(getpid()) + "_" + std::to_string(runs++) + ".stderr");
  testing::CommandOutput run =
      testing::RunCollopt("opt " + args + " '" + file.string() + "' 2>'" + err_path.string() + "'");
  Output result{run.status, std::move(run.out), ReadFile(err_path)};
  fs::remove(err_path);
  return result;
}

// The case's `# RUN:` arguments; "" when the first line is not one.
std::string RunLine(const fs::path& file) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  const std::string prefix = "# RUN:";
  if (line.rfind(prefix, 0) != 0) return "";
  return line.substr(prefix.size());
}

// stderr lines prefixed "# ", then stdout, with the checkout's path cut from
// file names (a load warning names the case's file) so that the expected
// text does not depend on where the repository is.
std::string Rendered(const Output& output) {
  std::string text;
  std::istringstream err(output.err);
  for (std::string line; std::getline(err, line);) text += "# " + line + "\n";
  return absl::StrReplaceAll(text + output.out,
                             {{(fs::path(COLLOPT_SOURCE_DIR) / "").string(), ""}});
}

bool NoChange(const Output& output) { return output.err.find(": changed\n") == std::string::npos; }

struct Case {
  std::string pass;
  fs::path file;
};

std::vector<Case> ListCases() {
  std::vector<Case> cases;
  if (!fs::is_directory(kGoldenDir)) return cases;
  for (const auto& dir : fs::directory_iterator(kGoldenDir)) {
    if (!dir.is_directory()) continue;
    for (const auto& entry : fs::directory_iterator(dir.path())) {
      if (entry.path().extension() == ".py") {
        cases.push_back({dir.path().filename().string(), entry.path()});
      }
    }
  }
  std::sort(cases.begin(), cases.end(),
            [](const Case& a, const Case& b) { return a.file < b.file; });
  return cases;
}

std::string CaseName(const ::testing::TestParamInfo<Case>& info) {
  std::string name = info.param.pass + "_" + info.param.file.stem().string();
  std::replace_if(
      name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); },
      '_');
  return name;
}

class Golden : public ::testing::TestWithParam<Case> {};

TEST_P(Golden, OptPrintsTheExpectedGraph) {
  const Case& c = GetParam();
  const std::string args = RunLine(c.file);
  ASSERT_FALSE(args.empty()) << c.file << ": the first line must be `# RUN: <opt arguments>`";
  ASSERT_NE(args.find(c.pass), std::string::npos)
      << c.file << ": the RUN line does not name the folder's pass";
  Output output = RunOpt(args, c.file);
  ASSERT_EQ(output.status, 0) << output.err;
  const std::string rendered = Rendered(output);
  fs::path expected_path = c.file;
  expected_path.replace_extension(".expected");
  if (std::getenv("COLLOPT_UPDATE_GOLDENS") != nullptr) {
    std::ofstream(expected_path, std::ios::binary) << rendered;
  }
  ASSERT_TRUE(fs::exists(expected_path))
      << expected_path << " is missing; run scripts/update_goldens.sh";
  EXPECT_EQ(rendered, ReadFile(expected_path))
      << "run scripts/update_goldens.sh and review the diff";
  if (NoChange(output)) {
    Output back = RunOpt("-p ''", c.file);
    ASSERT_EQ(back.status, 0) << back.err;
    EXPECT_EQ(output.out, back.out) << "a pass that changed nothing changed the printed graph";
  }
}

INSTANTIATE_TEST_SUITE_P(Passes, Golden, ::testing::ValuesIn(ListCases()), CaseName);

// Every registered pass has a golden folder with at least 3 cases, one of
// which it leaves unchanged.
TEST(Golden, EveryPassHasThreeCasesOneUnchanged) {
  std::vector<Case> cases = ListCases();
  for (const PassInfo& info : PassRegistry()) {
    int count = 0;
    int unchanged = 0;
    for (const Case& c : cases) {
      if (c.pass != info.name) continue;
      ++count;
      fs::path expected = c.file;
      expected.replace_extension(".expected");
      std::string text = ReadFile(expected);
      if (text.find(std::string(info.name) + ": no change\n") != std::string::npos) ++unchanged;
    }
    EXPECT_GE(count, 3) << "tests/passes/golden/" << info.name;
    EXPECT_GE(unchanged, 1) << "tests/passes/golden/" << info.name << ": no unchanged case";
  }
}

}  // namespace
}  // namespace collopt
