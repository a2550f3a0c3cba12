// collopt/api/census.cc — see census.h.
#include "api/census.h"

#include <map>

#include "analysis/shape_rule.h"
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

}  // namespace collopt
