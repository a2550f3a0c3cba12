// collopt/api/block_report.cc — see block_report.h.
#include "api/block_report.h"

#include "fmt/format.h"

namespace collopt {
namespace {

nlohmann::ordered_json EntryJson(const ModuleEntry& e) {
  nlohmann::ordered_json out = {{"name", e.name},
                                {"params", e.params},
                                {"all_gathers", e.all_gathers},
                                {"reduce_scatters", e.reduce_scatters}};
  if (!e.all_reduces.empty()) out["all_reduces"] = e.all_reduces;
  return out;
}

std::string EntryLine(const ModuleEntry& e) {
  std::string line =
      fmt::format("{:<10} {:>4} params {:>4} all_gathers {:>4} reduce_scatters", e.name,
                  e.params.size(), e.all_gathers.size(), e.reduce_scatters.size());
  if (!e.all_reduces.empty()) line += fmt::format(" {:>4} all_reduces", e.all_reduces.size());
  if (!e.params.empty()) line += fmt::format("   {} … {}", e.params.front(), e.params.back());
  return line + "\n";
}

}  // namespace

absl::StatusOr<BlockPlan> FindBlocks(const Graph& graph) { return DeriveBlockPlan(graph); }

nlohmann::ordered_json BlockPlanJson(const BlockPlan& plan) {
  nlohmann::ordered_json blocks = nlohmann::ordered_json::array();
  for (const ModuleEntry& b : plan.blocks) blocks.push_back(EntryJson(b));
  nlohmann::ordered_json out;
  out["blocks"] = std::move(blocks);
  out["head"] = EntryJson(plan.head);
  out["tail"] = EntryJson(plan.tail);
  return out;
}

std::string BlockPlanText(const Graph& graph, const BlockPlan& plan) {
  std::string out = fmt::format("graph: {}  blocks: {}\n", graph.source_name, plan.blocks.size());
  out += EntryLine(plan.head);
  for (const ModuleEntry& b : plan.blocks) out += EntryLine(b);
  out += EntryLine(plan.tail);
  return out;
}

}  // namespace collopt
