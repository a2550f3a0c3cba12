// collopt/cli/opt_command.cc — see opt_command.h.
#include "cli/opt_command.h"

#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "api/run_passes.h"
#include "cli/input_flags.h"
#include "cli/model_flags.h"
#include "fmt/format.h"
#include "writer/graph_writer.h"

namespace collopt {
namespace {

struct OptFlags {
  InputFlags input;
  ModelFlags model;
  std::string passes;
  std::string output;
  std::vector<std::string> print_after;
  bool verify_each = true;
  bool verify = true;
  /// (pass, option) → value, for the `--<pass>-<option>` flags given.
  std::map<std::pair<std::string, std::string>, std::string> values;
  std::map<std::pair<std::string, std::string>, CLI::Option*> options;
};

// The pipeline the flags name, with each pass's option flags. Error: an
// option flag given for a pass not in the list.
absl::StatusOr<std::vector<PassSpec>> Pipeline(const OptFlags& flags) {
  auto specs = ParsePassList(flags.passes, "-p");
  if (!specs.ok()) return specs.status();
  for (const auto& [key, option] : flags.options) {
    if (option->count() == 0) continue;
    bool used = false;
    for (PassSpec& spec : *specs) {
      if (spec.name != key.first) continue;
      spec.options[key.second] = flags.values.at(key);
      used = true;
    }
    if (!used) {
      return absl::InvalidArgumentError(fmt::format(
          "error: --{}-{} is given but pass '{}' is not in -p", key.first, key.second, key.first));
    }
  }
  return specs;
}

int RunOpt(OptFlags& flags) {
  if (auto s = flags.model.Resolve(); !s.ok()) return Fail(s);
  auto specs = Pipeline(flags);
  if (!specs.ok()) return Fail(specs.status());
  auto graph = LoadInput(flags.input);
  if (!graph.ok()) return Fail(graph.status());
  RunPassesOptions options;
  options.passes = std::move(*specs);
  options.sim = flags.model.options;
  options.verify_each = flags.verify_each;
  options.verify = flags.verify;
  options.print_after = flags.print_after;
  auto result = RunPasses(std::move(*graph), flags.input.path, options);
  if (!result.ok()) return Fail(result.status());
  for (const PassRecord& record : result->records) {
    std::fprintf(stderr, "%s: %s\n", record.name.c_str(), record.changed ? "changed" : "no change");
    for (const std::string& line : record.report) std::fprintf(stderr, "  %s\n", line.c_str());
  }
  for (const auto& [name, text] : result->printed) {
    std::fprintf(stderr, "# *** graph after %s ***\n%s", name.c_str(), text.c_str());
  }
  const std::string text = WriteGraph(result->graph);
  if (flags.output.empty()) {
    std::cout << text;
  } else if (auto s = WriteFile(flags.output, text); !s.ok()) {
    return Fail(s);
  }
  return 0;
}

}  // namespace

Command AddOptCommand(CLI::App& app) {
  auto flags = std::make_shared<OptFlags>();
  CLI::App* cmd = app.add_subcommand(
      "opt", "run the named passes with fixed knobs and print the graph (see `collopt passes`)");
  AddInputFlags(cmd, flags->input);
  AddModelFlags(cmd, flags->model);
  cmd->add_option("-p,--passes", flags->passes, "comma-separated passes, run in this order")
      ->required();
  cmd->add_option("-o,--output", flags->output, "write the graph here instead of stdout");
  cmd->add_option("--print-after", flags->print_after,
                  "print the graph to stderr after this pass (repeatable), or all");
  cmd->add_flag("!--no-verify-each", flags->verify_each,
                "do not validate the graph after every pass");
  cmd->add_flag("!--no-verify", flags->verify,
                "do not prove that the result computes what the input computes, nor check it "
                "for hangs (collopt verify, collopt check-hangs)");
  for (const PassInfo& info : PassRegistry()) {
    for (const PassOption& o : info.options) {
      std::pair<std::string, std::string> key(info.name, o.name);
      std::string unit = o.unit.empty() ? "" : fmt::format(", {}", o.unit);
      flags->options[key] = cmd->add_option(
          fmt::format("--{}-{}", info.name, o.name), flags->values[key],
          fmt::format("{}: {} (default {}{})", info.name, o.help,
                      o.default_value.empty() ? "none" : std::string(o.default_value), unit));
    }
  }
  return {cmd, [flags] { return RunOpt(*flags); }};
}

Command AddPassesCommand(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("passes", "list the passes and their options");
  return {cmd, [] {
            std::cout << PassRegistryText();
            return 0;
          }};
}

}  // namespace collopt
