// `collopt calibrate`: argument pairing, a written profile that --hardware
// reads back, --evaluate pricing held-out data without a fit, and located
// errors from a bad node-costs file.
#include "api/calibrate.h"

#include <fstream>

#include "cost/hardware.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using Inputs = std::vector<std::pair<std::string, std::string>>;

std::string ParseError(const std::vector<std::string>& args) {
  auto inputs = ParseCalibrateInputs(args);
  return inputs.ok() ? "ok" : std::string(inputs.status().message());
}

TEST(CalibrateCommand, PairsGraphsWithTheirFiles) {
  auto inputs =
      ParseCalibrateInputs({"a.py", "--node-costs", "a.json", "b.py", "--node-costs=b.json"});
  ASSERT_TRUE(inputs.ok()) << inputs.status().message();
  EXPECT_EQ(*inputs, (Inputs{{"a.py", "a.json"}, {"b.py", "b.json"}}));
  EXPECT_EQ(ParseError({}),
            "error: calibrate: expected GRAPH --node-costs FILE [GRAPH --node-costs FILE ...]");
  EXPECT_EQ(ParseError({"a.py", "b.py", "--node-costs", "b.json"}),
            "error: calibrate: graph 'a.py' needs --node-costs FILE after it");
  EXPECT_EQ(ParseError({"a.py"}),
            "error: calibrate: graph 'a.py' needs --node-costs FILE after it");
  EXPECT_EQ(ParseError({"--node-costs", "a.json"}),
            "error: calibrate: --node-costs a.json has no GRAPH before it");
  EXPECT_EQ(ParseError({"a.py", "--node-costs"}), "error: calibrate: --node-costs needs a FILE");
  EXPECT_EQ(ParseError({"a.py", "--costs", "a.json"}),
            "error: calibrate: unknown option '--costs'");
}

TEST(CalibrateCommand, WritesAProfileThatHardwareReads) {
  std::string dir = testing::SharedData("h100_inductor_runs/");
  CalibrateOptions flags;
  flags.inputs = {{dir + "before_llama3_8b_fw_64_2d.readable.py",
                   dir + "before_llama3_8b_fw_64_2d.nodes.json"}};
  flags.name = "mine";
  auto result = RunCalibrate(flags);
  ASSERT_TRUE(result.ok()) << result.status().message();
  const std::string output = ::testing::TempDir() + "calibrated.json";
  std::ofstream(output) << HardwareToJson(result->profile).dump(2) << "\n";
  const std::string* text = &result->text;
  EXPECT_TRUE(
      text->starts_with("2951 samples from 1 graphs; fitted on h100:\n"
                        "  hbm_gbps            3352.32\n"))
      << *text;
  auto hw = LoadHardware(output);
  ASSERT_TRUE(hw.ok()) << hw.status().message();
  EXPECT_EQ(hw->name, "mine");
  EXPECT_NEAR(hw->hbm_gbps, 3352.32, 1e-9);
}

// The built-in h100 on one held-out measurement of data/h100_ops (cuDNN
// attention, Llama shape [2, 32, 4096, 128], causal), by hand:
//   forward: executed FLOPs = 2·(2·32)·4096²·(128+128) ÷ 2 (causal) = 274.88 GFLOP;
//     (274.88 + F_half 44.58) GFLOP ÷ (989.4 TFLOP/s × 0.67) = 481.9 µs
//     against 469.6 µs measured: 2.6 %;
//   backward: 2·64·4096²·(3·128+2·128) ÷ 2 = 687.19 GFLOP;
//     (687.19 + 86.87) ÷ (989.4 × 0.56) = 1397.1 µs against 1462.2 µs: 4.5 %.
TEST(CalibrateCommand, EvaluatePricesHeldOutDataWithoutAFit) {
  std::string dir = std::string(COLLOPT_SOURCE_DIR) + "/data/h100_ops/";
  CalibrateOptions flags;
  flags.inputs = {{dir + "sdpa_cudnn_llama.readable.py", dir + "sdpa_cudnn_llama.nodes.json"}};
  flags.evaluate = "h100";
  auto result = RunCalibrate(flags);
  ASSERT_TRUE(result.ok()) << result.status().message();
  EXPECT_EQ(result->profile.name, "h100");
  const std::string& text = result->text;
  EXPECT_NE(text.find(" samples from 1 graphs; errors of h100 (nothing fitted):\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("| sdpa_cudnn_llama | attention | 1 | 2.6 % | 2.6 % |"), std::string::npos)
      << text;
  EXPECT_NE(text.find("| sdpa_cudnn_llama | attention_backward | 1 | 4.5 % | 4.5 % |"),
            std::string::npos)
      << text;
  flags.evaluate = "no-such-profile";
  EXPECT_FALSE(RunCalibrate(flags).ok());
}

TEST(CalibrateCommand, BadNodeCostsFileIsALocatedError) {
  std::string path = ::testing::TempDir() + "bad_costs.json";
  std::ofstream(path) << "{\"mm\": {\"ms\": -2}}";
  CalibrateOptions flags;
  flags.inputs = {
      {testing::SharedData("h100_inductor_runs/before_llama3_8b_fw_64_2d.readable.py"), path}};
  auto text = RunCalibrate(flags);
  ASSERT_FALSE(text.ok());
  EXPECT_EQ(text.status().message(),
            path +
                ":1:8: error: node 'mm': expected a non-negative time in ms, got -2\n"
                "{\"mm\": {\"ms\": -2}}\n"
                "       ^");
}

}  // namespace
}  // namespace collopt
