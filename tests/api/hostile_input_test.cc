// Issue 25's hostile inputs, each through the command a user runs, within a
// 4 GiB address space and a 10 s hang guard (testing::RunColloptLimited):
// every one ends with exit status 1 (never a signal, never the guard) and
// one error line, located `FILE:LINE:COL` when it is in a file. The op
// schema cases are in tests/analysis/op_schema_test.cc, the Python API's in
// tests/python/test_api.py.
#include <string>
#include <vector>

#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::SharedData;

struct Hostile {
  std::string what;
  std::string args;      // collopt's arguments (shell text)
  std::string expected;  // the first line of stderr
};

const char* kLlama = "autoparallel_overlap/repro_llama3_8b_fw_64_1d.py";

TEST(HostileInput, EveryCaseIsOneErrorAndExitOneWithinFourGiB) {
  const std::string llama = testing::ReadFile(SharedData(kLlama));
  const std::string llama_path = SharedData(kLlama);
  std::vector<Hostile> cases;
  // Files: a bracket nesting 5,000 deep, a load_args tensor of 2^64
  // elements, an all_to_all with 9 split sizes on a 4-rank group, a
  // collective never waited.
  const std::string deep = testing::ReplaceFirst(
      llama, "[1, 0]);  wait_tensor_2 = None",
      "[1, " + std::string(5000, '(') + "1" + std::string(5000, ')') + "]);  wait_tensor_2 = None");
  const std::string deep_path = testing::WriteTemp("deep.py", deep);
  cases.push_back({"nesting", "stats " + deep_path,
                   deep_path + ":" + testing::LineColOf(deep, "[1, (", 4 + 198) +
                       ": error: expected an expression nested at most 200 levels deep, got "
                       "nesting deeper than 200 levels"});
  const std::string huge = testing::ReplaceFirst(llama, "reader.tensor(buf0, (2004, 4096)",
                                                 "reader.tensor(buf0, (4294967296, 4294967296)");
  const std::string huge_path = testing::WriteTemp("huge.py", huge);
  cases.push_back({"2^64 elements", "simulate " + huge_path,
                   huge_path + ":" + testing::LineColOf(huge, "(4294967296, 4294967296)") +
                       ": error: expected a tensor of at most 2^50 bytes, got f32[4294967296, "
                       "4294967296] (its size overflows or exceeds it)"});
  const std::string a2a =
      testing::Module(R"(x: "bf16[36, 8]")",
                      "a2a = torch.ops._c10d_functional.all_to_all_single.default(x, [4, "
                      "4, 4, 4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4, 4, 4, 4], 'ep')\n"
                      "w = torch.ops._c10d_functional.wait_tensor.default(a2a)\n"
                      "return (w,)") +
      "def get_pg_config():\n    return {'ep': {'size': 4, 'ranks': [0, 1, 2, "
      "3]}}\n";
  const std::string a2a_path = testing::WriteTemp("a2a.py", a2a);
  cases.push_back({"9 split sizes on 4 ranks", "optimize " + a2a_path,
                   a2a_path + ":3:9: error: invalid graph at 'a2a': output_split_sizes has 9 "
                              "sizes, expected one per rank of process group 'ep' (4)"});
  const std::string unwaited = testing::ReplaceFirst(
      llama,
      "wait_tensor = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);",
      "wait_tensor = torch.ops.aten.clone.default(all_gather_into_tensor);");
  const std::string unwaited_path = testing::WriteTemp("unwaited.py", unwaited);
  cases.push_back({"never waited", "simulate " + unwaited_path,
                   unwaited_path + ":" + testing::LineColOf(unwaited, "all_gather_into_tensor = ") +
                       ": error: invalid graph at 'all_gather_into_tensor': collective waited 0 "
                       "times, expected once"});
  // Flags and side files: numbers that are not numbers, zeros that would
  // speed the step up, sizes no machine has.
  const std::string profile = testing::WriteTemp("hbm0.json", R"({"base": "h100", "hbm_gbps": 0})");
  cases.push_back({"zero bandwidth", "simulate " + llama_path + " --hardware " + profile,
                   profile + ": error: field 'hbm_gbps': expected a positive rate (0 would make "
                             "that work free), got 0"});
  // Found by fuzzing (scripts/fuzz.sh, json_inputs): a number past a
  // double's range escaped the JSON readers as an uncaught exception (abort).
  const std::string big_profile =
      testing::WriteTemp("big.json", R"({"base": "h100", "hbm_gbps": 1e400})");
  cases.push_back({"1e400 in a profile", "simulate " + llama_path + " --hardware " + big_profile,
                   big_profile + ": error: bad JSON: [json.exception.out_of_range.406] number "
                                 "overflow parsing '1e400'"});
  const std::string big_costs = testing::WriteTemp("big_costs.json", R"({"mm": {"ms": 1e400}})");
  cases.push_back({"1e400 in node costs", "simulate " + llama_path + " --node-costs " + big_costs,
                   big_costs + ":1:1: error: not JSON: [json.exception.out_of_range.406] number "
                               "overflow parsing '1e400'"});
  cases.push_back({"launch overhead nan", "simulate " + llama_path + " --launch-overhead-us nan",
                   "error: --launch-overhead-us expects a finite non-negative number of µs, got "
                   "nan"});
  cases.push_back({"bucket cap 0", "optimize " + llama_path + " --bucket-cap-mb 0",
                   "error: --bucket-cap-mb: '0': expected auto or a number of MiB in (0, 2^30], "
                   "got '0'"});
  cases.push_back({"memory limit nan", "optimize " + llama_path + " --memory-limit-gb nan",
                   "error: --memory-limit-gb expects a number of GiB in (0, 2^30], got 'nan'"});
  cases.push_back({"a billion ranks", "placement --shape 16,8 --dp-shard 1000000000",
                   "error: the mesh has 1000000000 ranks; every rank is listed up to 65536: give "
                   "--rank R for one"});
  cases.push_back({"an unknown flag", "simulate " + llama_path + " --no-such-flag",
                   "The following argument was not expected: --no-such-flag"});
  for (const Hostile& c : cases) {
    const testing::CommandOutput run = testing::RunColloptLimited(c.args);
    EXPECT_EQ(run.status, 1) << c.what << ": " << run.out;
    EXPECT_EQ(run.out.substr(0, run.out.find('\n')), c.expected) << c.what;
  }
}

}  // namespace
}  // namespace collopt
