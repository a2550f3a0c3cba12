// `collopt census --costs`: which rule priced each op, with times by hand,
// and no compute op of the captured real graphs left "unknown".
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "api/census.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::WriteTemp;

// The census row of `target` ("" when it has none).
std::string Row(const std::string& table, const std::string& target) {
  size_t at = table.find("| `" + target + "` |");
  if (at == std::string::npos) return "";
  return table.substr(at, table.find('\n', at) - at);
}

TEST(CostCensus, RowsGiveRuleCountTimeAndFlops) {
  std::string path = WriteTemp(
      "cost_census.py",
      testing::Module(R"(a: "bf16[8192, 4096]", b: "bf16[4096, 16384]", x: "bf16[1048576]")",
                      "mm = torch.ops.aten.mm.default(a, b)\n"
                      "r = torch.ops.aten.relu.default(x)\n"
                      "v = torch.ops.aten.view.default(r, [1024, 1024])\n"
                      "return (mm, v)"));
  SimulateOptions flags;
  flags.colls = "none";
  auto table = CostCensusMarkdown({path}, LoadOptions{}, flags);
  ASSERT_TRUE(table.ok()) << table.status();
  // mm: (2·8192·16384·4096 + F_half 4.9785e9) ÷ (989.4e6 · 0.78) = 1431.18 µs
  // (compute_cost_test.cc); relu: 2 · 2 MiB ÷ 3352e3 B/µs = 1.25 µs; the
  // view is free.
  EXPECT_EQ(Row(*table, "aten.mm.default"),
            "| `aten.mm.default` | matmul | 1 | 1431.2 | 99.9 % | 1099.512 |");
  EXPECT_EQ(Row(*table, "aten.relu.default"),
            "| `aten.relu.default` | memory | 1 | 1.3 | 0.1 % | 0.000 |");
  EXPECT_EQ(Row(*table, "aten.view.default"),
            "| `aten.view.default` | free | 1 | 0.0 | 0.0 % | 0.000 |");
  // Rows by time: the mm first.
  EXPECT_LT(table->find("aten.mm.default"), table->find("aten.relu.default"));
  EXPECT_NE(table->find("| matmul | 1 | 1431.2 | 99.9 % |"), std::string::npos);
}

TEST(CostCensus, OpsWithoutAShapeRuleShowAsUnknown) {
  std::string path =
      WriteTemp("cost_census_unknown.py", testing::Module(R"(x: "f32[16]")",
                                                          "y = torch.ops.mylib.custom.default(x)\n"
                                                          "return (y,)"));
  SimulateOptions flags;
  flags.colls = "none";
  auto table = CostCensusMarkdown({path}, LoadOptions{}, flags);
  ASSERT_TRUE(table.ok()) << table.status();
  EXPECT_EQ(Row(*table, "mylib.custom.default"),
            "| `mylib.custom.default` | unknown | 1 | 0.0 | 0.0 % | 0.000 |");
}

// Every post-grad graph real torch.compile made for the model families of
// tests/torch/captured/ (CNNs, transformers, MoE, DLRM): each op is priced by
// a rule, none "unknown"; each compute class by its own.
TEST(CostCensus, EveryCapturedGraphIsPricedByARule) {
  std::vector<std::string> paths;
  for (const auto& entry : std::filesystem::directory_iterator(COLLOPT_CAPTURED_DIR)) {
    if (entry.path().extension() == ".log") paths.push_back(entry.path().string());
  }
  std::sort(paths.begin(), paths.end());
  ASSERT_GE(paths.size(), 80U);
  SimulateOptions flags;
  flags.colls = "none";
  auto table = CostCensusMarkdown(paths, LoadOptions{}, flags);
  ASSERT_TRUE(table.ok()) << table.status();
  EXPECT_EQ(table->find("unknown"), std::string::npos) << *table;
  for (const auto& [target, rule] : std::vector<std::pair<std::string, std::string>>{
           {"aten.convolution.default", "convolution"},
           {"aten.convolution_backward.default", "convolution_backward"},
           {"aten.mm.default", "matmul"},
           {"aten.addmm.default", "matmul"},
           {"aten.bmm.default", "matmul"},
           {"aten._scaled_dot_product_flash_attention_for_cpu.default", "attention"},
           {"aten._scaled_dot_product_flash_attention_for_cpu_backward.default",
            "attention_backward"},
           {"aten.var_mean.correction", "memory"},
           {"_c10d_functional.all_gather_into_tensor.default", "analytic"}}) {
    EXPECT_EQ(Row(*table, target).rfind("| `" + target + "` | " + rule + " |", 0), 0U)
        << Row(*table, target);
  }
}

}  // namespace
}  // namespace collopt
