// collopt's FLOP counts against PyTorch's own counter: every case of
// tests/cost/flop_counter_goldens.json (written by scripts/flop_goldens.py
// from torch.utils.flop_counter.FlopCounterMode on meta tensors, PyTorch 2.6;
// `ctest -L torch` checks it is current) is loaded as a one-op graph and
// CountedFlops must equal PyTorch's count exactly.
#include <fstream>
#include <set>
#include <string>

#include "cost/compute_cost.h"
#include "fmt/format.h"
#include "nlohmann/json.hpp"
#include "tests/test_util.h"

namespace collopt {
namespace {

nlohmann::json Goldens() {
  std::ifstream in(std::string(COLLOPT_SOURCE_DIR) + "/tests/cost/flop_counter_goldens.json");
  return nlohmann::json::parse(in);
}

// The graph of one case: its inputs as placeholders, one call to the op.
Graph CaseGraph(const nlohmann::json& c) {
  std::string params;
  for (const auto& [name, spec] : c["inputs"].items()) {
    if (!params.empty()) params += ", ";
    params += fmt::format("{}: \"{}\"", name, spec.get<std::string>());
  }
  std::string body = fmt::format("op = torch.ops.{}({})\nreturn (op,)",
                                 c["target"].get<std::string>(), c["args"].get<std::string>());
  return testing::MustLoad(params, body);
}

TEST(FlopGoldens, EveryCaseEqualsPyTorchsFlopCounter) {
  nlohmann::json goldens = Goldens();
  ASSERT_GE(goldens["cases"].size(), 36U);
  std::set<CostRule> rules;
  for (const nlohmann::json& c : goldens["cases"]) {
    SCOPED_TRACE(c["name"].get<std::string>());
    Graph g = CaseGraph(c);
    const Node& op = g.node(g.FindNode("op"));
    EXPECT_EQ(CountedFlops(g, op), c["flops"].get<double>());
    rules.insert(RuleOf(g, op));
  }
  // Every compute rule has a case.
  EXPECT_EQ(rules, (std::set<CostRule>{CostRule::kMatmul, CostRule::kConvolution,
                                       CostRule::kConvolutionBackward, CostRule::kAttention,
                                       CostRule::kAttentionBackward}));
}

// The executed FLOPs differ from the count where the kernel skips work
// (causal attention) or the counter counts a grouped grad_weight `groups`
// times; elsewhere they are the count.
TEST(FlopGoldens, ExecutedFlopsWhereTheKernelDiffersFromTheCount) {
  const nlohmann::json goldens = Goldens();  // kept alive: the loop reads into it
  for (const nlohmann::json& c : goldens["cases"]) {
    std::string name = c["name"].get<std::string>();
    SCOPED_TRACE(name);
    Graph g = CaseGraph(c);
    OpFlops f = CountOpFlops(g, g.node(g.FindNode("op")));
    double counted = c["flops"].get<double>();
    if (name == "sdpa_flash_causal") {
      EXPECT_EQ(f.executed, counted / 2);
    } else if (name == "conv2d_groups4_backward_110") {
      // grad_input and grad_weight are one grouped forward each:
      // 2 · 8·32·32·32 (numel of grad_out) · 4 · 9 = 18874368.
      EXPECT_EQ(f.executed, 2 * 18874368.0);
      EXPECT_EQ(counted, 18874368.0 + 4 * 18874368.0);
    } else {
      EXPECT_EQ(f.executed, counted);
    }
    // Under 8 input channels per group (depthwise: 1; groups 4 of 16: 4):
    // the CUDA cores.
    EXPECT_EQ(f.tensor_cores,
              name != "conv2d_depthwise" && name.find("groups4") == std::string::npos);
  }
}

}  // namespace
}  // namespace collopt
