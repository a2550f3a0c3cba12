// collopt/api/run_passes.cc — see run_passes.h.
#include "api/run_passes.h"

#include <algorithm>

#include "api/module_plan_loader.h"
#include "fmt/format.h"
#include "writer/graph_writer.h"

namespace collopt {

absl::StatusOr<RunPassesResult> RunPasses(Graph graph, const std::string& path,
                                          const RunPassesOptions& options) {
  for (const std::string& name : options.print_after) {
    if (name != "all" && FindPass(name) == nullptr) {
      return absl::InvalidArgumentError(
          fmt::format("error: --print-after: unknown pass '{}'", name));
    }
  }
  std::string table_path;
  auto model = MakeCostModel(graph, path, options.sim, &table_path);
  if (!model.ok()) return model.status();
  auto timeline = ParseTimeline(options.sim.timeline);
  if (!timeline.ok()) return timeline.status();
  PassContext context;
  context.model = &*model;
  context.timeline = *timeline;
  context.launch_overhead_us = options.sim.launch_overhead_us;
  context.shared_links = options.sim.shared_links;
  context.load_module_plan = [&graph](const std::string& plan, const std::string& names) {
    return LoadModulePlan(graph, plan, names);
  };
  auto passes = MakePasses(options.passes, context);
  if (!passes.ok()) return passes.status();
  std::vector<Pass*> pipeline;
  for (const auto& pass : *passes) pipeline.push_back(pass.get());
  RunPassesResult result;
  auto print = [&](const PassRecord& record, const Graph& g) {
    const auto& names = options.print_after;
    if (std::find(names.begin(), names.end(), "all") != names.end() ||
        std::find(names.begin(), names.end(), record.name) != names.end()) {
      result.printed.emplace_back(record.name, WriteGraph(g));
    }
  };
  std::optional<Graph> original;
  if (options.verify) original = graph.Clone();
  auto records = RunPipeline(graph, pipeline, options.verify_each, print);
  if (!records.ok()) return records.status();
  result.records = std::move(*records);
  if (original.has_value()) {
    result.equivalence = verify::VerifyEquivalent(*original, graph);
    if (!result.equivalence->equivalent) {
      return absl::FailedPreconditionError(
          "error: the passes' result is not proven to compute what the input computes\n" +
          verify::FormatEquivalence(*result.equivalence, path.empty() ? "input" : path, "output"));
    }
    // A break-hang-cycles pass in the list names the device it broke for.
    HangCheckOptions hang = options.hang;
    for (const PassSpec& spec : options.passes) {
      if (spec.name != "break-hang-cycles") continue;
      const std::string n = OptionValue(*FindPass(spec.name), spec.options, "max-connections");
      hang.max_connections = std::max<int64_t>(hang.max_connections, std::stoll(n));
    }
    result.hangs = CheckHangs(graph, hang);
    if (!result.hangs->hang_free()) {
      return absl::FailedPreconditionError("error: the passes' result can hang\n" +
                                           FormatHangReport(graph, *result.hangs));
    }
  }
  result.graph = std::move(graph);
  return result;
}

}  // namespace collopt
