// collopt/cli/census_command.cc — see census_command.h.
#include "cli/census_command.h"

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "analysis/shape_rule.h"
#include "api/census.h"
#include "cli/input_flags.h"
#include "cli/model_flags.h"

namespace collopt {

Command AddCensusCommand(CLI::App& app) {
  struct Flags {
    std::vector<std::string> paths;
    LoadOptions load;
    bool costs = false;
    ModelFlags model;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "census", "markdown table of the ops used by graph files, with rule coverage");
  cmd->add_option("FILES", flags->paths, "graph files")->required();
  cmd->add_option("--graph", flags->load.trace_graph, "TORCH_TRACE artifact to read");
  AddSymintHintFlag(cmd, flags->load.symbol_hints);
  cmd->add_flag("--costs", flags->costs,
                "price every op (shapes inferred): per op target its count, the rule that "
                "priced it, total time and FLOPs, then time by rule");
  AddModelFlags(cmd, flags->model);
  return {cmd, [flags] {
            if (auto s = flags->model.Resolve(); !s.ok()) return Fail(s);
            auto table = flags->costs
                             ? CostCensusMarkdown(flags->paths, flags->load, flags->model.options)
                             : OpCensusMarkdown(flags->paths, flags->load);
            if (!table.ok()) return Fail(table.status());
            std::cout << *table;
            return 0;
          }};
}

Command AddOpsCommand(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("ops", "list the ops that have a shape rule");
  return {cmd, [] {
            for (std::string_view target : ShapeRuleTargets()) std::cout << target << "\n";
            return 0;
          }};
}

}  // namespace collopt
