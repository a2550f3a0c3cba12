// Built-in hardware profiles and JSON override files.
#include "cost/hardware.h"

#include <fstream>

#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::WriteTemp;

std::string LoadError(const std::string& path) {
  auto hw = LoadHardware(path);
  return hw.ok() ? "ok" : std::string(hw.status().message());
}

TEST(Hardware, Builtins) {
  EXPECT_EQ(BuiltinHardwareNames(),
            (std::vector<std::string_view>{"h100", "h200", "a100", "b200"}));
  HardwareProfile h100 = *BuiltinHardware("h100");
  EXPECT_EQ(h100.name, "h100");
  EXPECT_DOUBLE_EQ(h100.PeakTflops(DType::kBFloat16), 989.4);
  EXPECT_DOUBLE_EQ(h100.PeakTflops(DType::kFloat8E4M3FN), 1978.9);
  EXPECT_DOUBLE_EQ(h100.PeakTflops(DType::kFloat32), 66.9);
  EXPECT_DOUBLE_EQ(h100.PeakTflops(DType::kInt64), 66.9);
  EXPECT_DOUBLE_EQ(h100.hbm_gbps, 3352.32);  // fitted (calibration_test.cc)
  EXPECT_DOUBLE_EQ(h100.matmul.efficiency, 0.78);
  EXPECT_DOUBLE_EQ(h100.attention.efficiency, 0.67);
  EXPECT_DOUBLE_EQ(h100.attention_backward.efficiency, 0.56);
  EXPECT_EQ(h100.generation, GpuGeneration::kHopper);
  EXPECT_DOUBLE_EQ(h100.nvlink_bus_gbps, 370);
  EXPECT_DOUBLE_EQ(h100.network_gbps, 50);
  EXPECT_EQ(h100.network, NetworkKind::kInfiniBandNdr);
  EXPECT_EQ(h100.nccl_channels, 16);
  EXPECT_EQ(h100.gpus_per_node, 8);

  HardwareProfile h200 = *BuiltinHardware("h200");
  EXPECT_DOUBLE_EQ(h200.bf16_tflops, 989.4);
  EXPECT_DOUBLE_EQ(h200.hbm_gbps, 4800);

  HardwareProfile a100 = *BuiltinHardware("a100");
  EXPECT_DOUBLE_EQ(a100.matmul.efficiency, 1);  // not calibrated: the plain roofline
  EXPECT_DOUBLE_EQ(a100.matmul.half_efficiency_gflop, 0);
  EXPECT_DOUBLE_EQ(a100.matmul.memory_efficiency, 1);
  EXPECT_DOUBLE_EQ(a100.PeakTflops(DType::kFloat16), 312);
  EXPECT_DOUBLE_EQ(a100.PeakTflops(DType::kFloat8E5M2), 312);  // no FP8: BF16 rate
  EXPECT_DOUBLE_EQ(a100.PeakTflops(DType::kFloat64), 19.5);
  EXPECT_EQ(a100.generation, GpuGeneration::kAmpere);
  EXPECT_EQ(a100.network, NetworkKind::kInfiniBandHdr);
  EXPECT_DOUBLE_EQ(a100.nvlink_bus_gbps, 240);
  EXPECT_DOUBLE_EQ(a100.network_gbps, 25);
  EXPECT_EQ(a100.nccl_channels, 8);

  HardwareProfile b200 = *BuiltinHardware("b200");
  EXPECT_DOUBLE_EQ(b200.bf16_tflops, 2250);
  EXPECT_DOUBLE_EQ(b200.fp8_tflops, 4500);
  EXPECT_DOUBLE_EQ(b200.hbm_gbps, 8000);
  EXPECT_EQ(b200.generation, GpuGeneration::kBlackwell);
  EXPECT_DOUBLE_EQ(b200.nvlink_bus_gbps, 720);
  EXPECT_EQ(b200.nccl_channels, 32);

  EXPECT_EQ(BuiltinHardware("H100").status().message(),
            "unknown hardware profile 'H100' (built-in: h100, h200, a100, b200)");
  EXPECT_TRUE(LoadHardware("a100").ok());
}

TEST(Hardware, JsonOverridesBase) {
  std::string path = WriteTemp("hw_override.json", R"({"base": "h100", "hbm_gbps": 3000,
      "gpus_per_node": 4, "network": "roce", "generation": "ampere", "name": "mybox"})");
  auto hw = LoadHardware(path);
  ASSERT_TRUE(hw.ok()) << hw.status().message();
  EXPECT_EQ(hw->name, "mybox");
  EXPECT_DOUBLE_EQ(hw->hbm_gbps, 3000);
  EXPECT_EQ(hw->gpus_per_node, 4);
  EXPECT_EQ(hw->network, NetworkKind::kRoce);
  EXPECT_EQ(hw->generation, GpuGeneration::kAmpere);
  EXPECT_DOUBLE_EQ(hw->bf16_tflops, 989.4);  // from the base
  EXPECT_DOUBLE_EQ(hw->nvlink_bus_gbps, 370);

  std::string unnamed = WriteTemp("hw_unnamed.json", R"({"base": "b200"})");
  EXPECT_EQ(LoadHardware(unnamed)->name, unnamed);
}

TEST(Hardware, JsonErrors) {
  std::string path = WriteTemp("hw_unknown.json", R"({"base": "h100", "hbm_gbs": 3000})");
  EXPECT_EQ(LoadError(path), path + ": error: unknown field 'hbm_gbs'");
  path = WriteTemp("hw_badbase.json", R"({"base": "h900"})");
  EXPECT_EQ(LoadError(path), path +
                                 ": error: field 'base': unknown hardware profile 'h900' "
                                 "(built-in: h100, h200, a100, b200)");
  path = WriteTemp("hw_nobase.json", R"({"hbm_gbps": 1})");
  EXPECT_EQ(LoadError(path), path +
                                 ": error: field 'name': missing (a profile without 'base' must "
                                 "give every field; or name a built-in 'base': h100, h200, "
                                 "a100, b200)");
  path = WriteTemp("hw_type.json", R"({"base": "h100", "gpus_per_node": "4"})");
  EXPECT_EQ(LoadError(path),
            path + ": error: field 'gpus_per_node': expected a positive integer, got \"4\"");
  path = WriteTemp("hw_enum.json", R"({"base": "h100", "network": "ethernet"})");
  EXPECT_EQ(LoadError(path),
            path +
                ": error: field 'network': expected one of ib_hdr, ib_ndr, roce, got "
                "\"ethernet\"");
  path = WriteTemp("hw_neg.json", R"({"base": "h100", "hbm_gbps": -1})");
  EXPECT_EQ(LoadError(path), path +
                                 ": error: field 'hbm_gbps': expected a positive rate (0 would "
                                 "make that work free), got -1");
  // A rate or an efficiency of 0 would make work free and the step faster.
  path = WriteTemp("hw_zero.json", R"({"base": "h100", "bf16_tflops": 0})");
  EXPECT_EQ(LoadError(path), path +
                                 ": error: field 'bf16_tflops': expected a positive rate (0 would "
                                 "make that work free), got 0");
  path = WriteTemp("hw_zero_eff.json", R"({"base": "h100", "matmul_efficiency": 0})");
  EXPECT_EQ(LoadError(path), path +
                                 ": error: field 'matmul_efficiency': expected a positive "
                                 "efficiency (0 would make the op free), got 0");
  path = WriteTemp("hw_zero_half.json", R"({"base": "h100", "matmul_half_efficiency_gflop": 0})");
  EXPECT_EQ(LoadError(path), "ok");
  // Past 1e9 a byte count or a time overflows; under 1e-6 a time does.
  path = WriteTemp("hw_huge.json", R"({"base": "h100", "memory_gb": 1e308})");
  EXPECT_EQ(LoadError(path), path +
                                 ": error: field 'memory_gb': expected a number from 1e-06 to "
                                 "1e+09, got 1e+308");
  path = WriteTemp("hw_tiny.json", R"({"base": "h100", "hbm_gbps": 1e-308})");
  EXPECT_EQ(LoadError(path), path +
                                 ": error: field 'hbm_gbps': expected a number from 1e-06 to "
                                 "1e+09, got 1e-308");
  path = WriteTemp("hw_huge_half.json",
                   R"({"base": "h100", "attention_half_efficiency_gflop": 1e10})");
  EXPECT_EQ(LoadError(path), path +
                                 ": error: field 'attention_half_efficiency_gflop': expected a "
                                 "number from 1e-06 to 1e+09, got 10000000000.0");
  path = WriteTemp("hw_edge.json", R"({"base": "h100", "hbm_gbps": 1e9, "memory_gb": 1e-6})");
  EXPECT_EQ(LoadError(path), "ok");
  path = WriteTemp("hw_bad.json", R"({"base": "h100",)");
  EXPECT_TRUE(LoadError(path).starts_with(path + ": error: bad JSON: ")) << LoadError(path);
  path = WriteTemp("hw_array.json", "[1]");
  EXPECT_EQ(LoadError(path), path + ": error: expected a JSON object, got array");
  EXPECT_EQ(LoadError("/nonexistent/hw.json"),
            "/nonexistent/hw.json: error: not a built-in hardware profile (h100, h200, a100, "
            "b200) and no such file");
}

TEST(Hardware, CompleteProfileRoundTripsAndNamesAMissingField) {
  HardwareProfile h100 = *BuiltinHardware("h100");
  nlohmann::ordered_json json = HardwareToJson(h100);
  EXPECT_EQ(json.size(), 25u);
  EXPECT_EQ(json["memory_gb"], 80);
  std::string path = WriteTemp("hw_complete.json", json.dump(2));
  auto back = LoadHardware(path);
  ASSERT_TRUE(back.ok()) << back.status().message();
  EXPECT_EQ(HardwareToJson(*back).dump(), json.dump());
  EXPECT_EQ(back->name, "h100");

  // A complete profile from before memory_gb existed still reads (0: unknown).
  json.erase("memory_gb");
  path = WriteTemp("hw_no_memory.json", json.dump(2));
  ASSERT_TRUE(LoadHardware(path).ok()) << LoadHardware(path).status();
  EXPECT_EQ(LoadHardware(path)->memory_gb, 0);
  json.erase("attention_backward_memory_efficiency");
  path = WriteTemp("hw_incomplete.json", json.dump(2));
  EXPECT_EQ(LoadError(path), path +
                                 ": error: field 'attention_backward_memory_efficiency': missing "
                                 "(a profile without 'base' must give every field; or name a "
                                 "built-in 'base': h100, h200, a100, b200)");
  path = WriteTemp("hw_curve.json", R"({"base": "a100", "matmul_efficiency": "x"})");
  EXPECT_EQ(LoadError(path),
            path + ": error: field 'matmul_efficiency': expected a number, got \"x\"");
}

}  // namespace
}  // namespace collopt
