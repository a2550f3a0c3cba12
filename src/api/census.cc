// collopt/api/census.cc — see census.h.
#include "api/census.h"

#include <algorithm>
#include <map>
#include <set>

#include "analysis/shape_inference.h"
#include "analysis/shape_rule.h"
#include "cost/compute_cost.h"
#include "fmt/format.h"

namespace collopt {

absl::StatusOr<std::string> OpCensusMarkdown(const std::vector<std::string>& paths,
                                             LoadOptions options) {
  options.infer_shapes = false;
  std::map<std::string, std::map<size_t, int64_t>> counts;
  std::vector<std::string> names;
  for (size_t i = 0; i < paths.size(); ++i) {
    auto graph = LoadGraph(paths[i], options);
    if (!graph.ok()) return graph.status();
    for (const Node& node : graph->nodes()) {
      if (node.op == NodeOp::kCallFunction) ++counts[node.target][i];
    }
    names.push_back(paths[i].substr(paths[i].find_last_of('/') + 1));
  }
  std::string out = "| op | rule | total |";
  for (size_t i = 0; i < names.size(); ++i) out += fmt::format(" {} |", i + 1);
  out += "\n|---|---|---|";
  for (size_t i = 0; i < names.size(); ++i) out += "---|";
  out += "\n";
  for (const auto& [target, per_file] : counts) {
    int64_t total = 0;
    for (const auto& [file, n] : per_file) total += n;
    out +=
        fmt::format("| `{}` | {} | {} |", target, FindShapeRule(target) ? "yes" : "**no**", total);
    for (size_t i = 0; i < names.size(); ++i) {
      auto it = per_file.find(i);
      out += fmt::format(" {} |", it == per_file.end() ? 0 : it->second);
    }
    out += "\n";
  }
  out += "\nFiles: ";
  for (size_t i = 0; i < names.size(); ++i) {
    out += fmt::format("{}{} = `{}`", i ? ", " : "", i + 1, names[i]);
  }
  out += "\n";
  return out;
}

namespace {

// The rule that priced `node` at `cost` (see census.h).
std::string_view RuleLabel(const Graph& graph, const Node& node, const NodeCost& cost) {
  if (IsUntyped(node) && !node.measured_us.has_value()) return "unknown";
  if (cost.source != CostSource::kRoofline && cost.source != CostSource::kFree) {
    return CostSourceName(cost.source);
  }
  return CostRuleName(RuleOf(graph, node));
}

struct OpCost {
  int64_t count = 0;
  double time_us = 0;
  double flops = 0;
  std::set<std::string_view> rules;
};

}  // namespace

absl::StatusOr<std::string> CostCensusMarkdown(const std::vector<std::string>& paths,
                                               LoadOptions options, const SimulateOptions& flags) {
  options.infer_shapes = true;
  options.shape.allow_unknown_ops = true;
  std::map<std::string, OpCost> ops;
  std::map<std::string_view, double> by_rule;
  std::map<std::string_view, int64_t> nodes_by_rule;
  double total_us = 0;
  for (const std::string& path : paths) {
    auto graph = LoadGraph(path, options);
    if (!graph.ok()) return graph.status();
    std::string table_path;
    auto model = MakeCostModel(*graph, path, flags, &table_path);
    if (!model.ok()) return model.status();
    for (const Node& node : graph->nodes()) {
      if (node.op != NodeOp::kCallFunction) continue;
      NodeCost cost = model->Estimate(*graph, node);
      std::string_view rule = RuleLabel(*graph, node, cost);
      OpCost& op = ops[node.target];
      ++op.count;
      op.time_us += cost.time_us;
      op.flops += cost.flops;
      op.rules.insert(rule);
      by_rule[rule] += cost.time_us;
      ++nodes_by_rule[rule];
      total_us += cost.time_us;
    }
  }
  std::vector<std::pair<std::string, OpCost>> rows(ops.begin(), ops.end());
  std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
    return a.second.time_us > b.second.time_us;
  });
  auto share = [&](double us) { return total_us > 0 ? 100 * us / total_us : 0.0; };
  std::string out = "| op | rule | count | total µs | share | GFLOP |\n|---|---|---|---|---|---|\n";
  for (const auto& [target, op] : rows) {
    std::string rules;
    for (std::string_view r : op.rules) rules += (rules.empty() ? "" : ", ") + std::string(r);
    out += fmt::format("| `{}` | {} | {} | {:.1f} | {:.1f} % | {:.3f} |\n", target, rules, op.count,
                       op.time_us, share(op.time_us), op.flops / 1e9);
  }
  out += "\n| rule | nodes | total µs | share |\n|---|---|---|---|\n";
  for (const auto& [rule, us] : by_rule) {
    out +=
        fmt::format("| {} | {} | {:.1f} | {:.1f} % |\n", rule, nodes_by_rule[rule], us, share(us));
  }
  return out;
}

}  // namespace collopt
