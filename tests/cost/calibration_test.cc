// Calibration: the fit recovers a known curve exactly; on the shared H100
// measurements the built-in h100 profile and the leave-one-graph-out fits
// are within 15 % median on every graph; collopt's own H100 op benchmarks
// (data/h100_ops) load with every benchmarked op under its rule.
#include "cost/calibration.h"

#include <filesystem>
#include <map>

#include "tests/test_util.h"

namespace collopt {
namespace {

constexpr const char* kGraphs[] = {
    "dsv3_bw_64",         "dsv3_fw_64",         "llama3_8b_bw_256_1d", "llama3_8b_bw_256_2d",
    "llama3_8b_bw_64_1d", "llama3_8b_bw_64_2d", "llama3_8b_fw_256_1d", "llama3_8b_fw_256_2d",
    "llama3_8b_fw_64_1d", "llama3_8b_fw_64_2d"};

TEST(Calibration, RecoversAKnownCurve) {
  HardwareProfile base = *BuiltinHardware("a100");  // plain roofline curves
  HardwareProfile truth = base;
  truth.hbm_gbps = 2000;
  double half = 0.1 * std::pow(1.1, 40);  // a grid point (4.53 GFLOP)
  truth.matmul = {0.8, half, 0.6};
  std::vector<CalibrationSample> samples;
  int i = 0;
  for (double m : {64.0, 512.0, 4096.0, 16384.0}) {
    for (double n : {128.0, 4096.0}) {
      CalibrationSample s;
      s.graph = std::string(1, i++ % 2 == 0 ? 'a' : 'b');
      s.compute_class = ComputeClass::kMatmul;
      s.rule = CostRule::kMatmul;
      s.dtype = DType::kBFloat16;
      s.flops = 2 * m * n * 4096;
      s.bytes = static_cast<int64_t>(2 * (m * 4096 + 4096 * n + m * n));
      s.measured_us = EstimateSampleUs(s, truth);
      samples.push_back(s);
    }
  }
  CalibrationSample mem;
  mem.graph = "a";
  mem.bytes = 1 << 30;
  mem.measured_us = static_cast<double>(mem.bytes) / (2000 * 1e3);
  samples.push_back(mem);
  HardwareProfile fitted = FitHardwareProfile(samples, base, "fit");
  EXPECT_EQ(fitted.name, "fit");
  EXPECT_DOUBLE_EQ(fitted.hbm_gbps, 2000);
  EXPECT_DOUBLE_EQ(fitted.matmul.efficiency, 0.8);
  EXPECT_DOUBLE_EQ(fitted.matmul.half_efficiency_gflop, half);
  EXPECT_DOUBLE_EQ(fitted.matmul.memory_efficiency, 0.6);
  EXPECT_DOUBLE_EQ(fitted.attention.efficiency, 1);  // no samples: the base's curve
  for (const CalibrationError& row : CalibrationErrors(samples, fitted)) {
    EXPECT_NEAR(row.median_error, 0, 1e-9) << row.graph << " " << row.compute_class;
  }
}

// The samples of the ten shared graphs (before_*, with their nodes.json).
const std::vector<CalibrationSample>& SharedSamples() {
  static const auto* samples = [] {
    auto* all = new std::vector<CalibrationSample>;
    for (const char* g : kGraphs) {
      std::string relative = "h100_inductor_runs/before_";
      relative += g;
      std::string base = testing::SharedData(relative);
      auto graph = LoadGraph(base + ".readable.py", {});
      EXPECT_TRUE(graph.ok()) << graph.status().message();
      auto costs = NodeCosts::Read(base + ".nodes.json");
      EXPECT_TRUE(costs.ok()) << costs.status().message();
      if (!graph.ok() || !costs.ok()) continue;
      std::vector<CalibrationSample> s = CollectCalibrationSamples(*graph, *costs, g);
      all->insert(all->end(), s.begin(), s.end());
    }
    return all;
  }();
  return *samples;
}

std::map<std::string_view, int64_t> CountByClass(const std::vector<CalibrationSample>& samples) {
  std::map<std::string_view, int64_t> counts;
  for (const CalibrationSample& s : samples) {
    std::string_view label = ComputeClassName(s.compute_class);
    if (s.compute_class == ComputeClass::kOther) label = "memory_bound";
    ++counts[label];
  }
  return counts;
}

TEST(Calibration, SharedSamples) {
  // Every benchmarked node of the ten graphs is a matmul or attention op
  // (README: 3412 mm, 78 bmm, 128 + 112 cuDNN attention forward / backward).
  std::map<std::string_view, int64_t> counts = CountByClass(SharedSamples());
  EXPECT_EQ(counts["matmul"], 3412 + 78);
  EXPECT_EQ(counts["attention"], 128);
  EXPECT_EQ(counts["attention_backward"], 112);
  EXPECT_GT(counts["memory_bound"], 20000);
}

TEST(Calibration, BuiltinH100IsTheFitOnTheSharedData) {
  HardwareProfile h100 = *BuiltinHardware("h100");
  HardwareProfile fitted = FitHardwareProfile(SharedSamples(), h100, "h100");
  EXPECT_DOUBLE_EQ(fitted.hbm_gbps, h100.hbm_gbps);
  for (auto [a, b] :
       {std::pair{fitted.matmul, h100.matmul}, std::pair{fitted.attention, h100.attention},
        std::pair{fitted.attention_backward, h100.attention_backward}}) {
    EXPECT_DOUBLE_EQ(a.efficiency, b.efficiency);
    EXPECT_NEAR(a.half_efficiency_gflop, b.half_efficiency_gflop, 1e-9);
    EXPECT_DOUBLE_EQ(a.memory_efficiency, b.memory_efficiency);
  }
}

TEST(Calibration, BuiltinH100Within15PercentMedianOnEveryGraph) {
  for (const CalibrationError& row : CalibrationErrors(SharedSamples(), *BuiltinHardware("h100"))) {
    if (row.compute_class != "all compute") continue;
    EXPECT_LT(row.median_error, 0.15) << row.graph;
  }
}

TEST(Calibration, LeaveOneGraphOutWithin15PercentMedianOnEveryGraph) {
  int graphs = 0;
  for (const CalibrationError& row : LeaveOneGraphOut(SharedSamples(), *BuiltinHardware("h100"))) {
    if (row.compute_class == "memory_bound") {
      EXPECT_LT(row.median_error, 1e-6) << row.graph;  // Inductor's own estimate, same bytes
    }
    if (row.compute_class != "all compute") continue;
    ++graphs;
    EXPECT_LT(row.median_error, 0.15) << row.graph;
  }
  EXPECT_EQ(graphs, 10);
}

// data/h100_ops (scripts/benchmark_ops.py on one H100): every graph loads with
// its types checked against PyTorch's annotations, and every benchmarked node
// is a sample under its rule. Convolutions: ResNet-50 and ResNeXt-50 53
// each, MobileNetV2 52, ViT-L/16's patch embedding; on the CUDA cores (groups
// of < 8 channels) MobileNetV2's 17 depthwise ones and ResNeXt's 3 of 32
// groups × 4 channels; each one backward. Attention: 4 shapes × 3 fused
// backends, BERT-large's 2 layers and ViT-L's 24, forward and backward.
TEST(Calibration, H100OpsData) {
  const std::string dir = std::string(COLLOPT_SOURCE_DIR) + "/data/h100_ops/";
  std::map<std::string, int64_t> counts;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::string path = entry.path().string();
    if (!path.ends_with(".readable.py")) continue;
    std::string base = path.substr(0, path.size() - std::string_view(".readable.py").size());
    auto graph = LoadGraph(path, {});
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    auto costs = NodeCosts::Read(base + ".nodes.json");
    ASSERT_TRUE(costs.ok()) << costs.status().message();
    for (const NodeCostEntry& e : costs->entries()) {
      EXPECT_NE(e.source, "benchmark_failed") << path << " " << e.name;
    }
    for (const CalibrationSample& s : CollectCalibrationSamples(*graph, *costs, path)) {
      if (s.compute_class == ComputeClass::kOther) continue;
      std::string label(CostRuleName(s.rule));
      if (!s.tensor_cores) label += " (CUDA cores)";
      ++counts[label];
    }
  }
  EXPECT_EQ(counts, (std::map<std::string, int64_t>{{"attention", 38},
                                                    {"attention_backward", 38},
                                                    {"convolution", 139},
                                                    {"convolution (CUDA cores)", 20},
                                                    {"convolution_backward", 139},
                                                    {"convolution_backward (CUDA cores)", 20},
                                                    {"matmul", 347}}));
}

}  // namespace
}  // namespace collopt
