// collopt/api/optimize.cc — see optimize.h.
#include "api/optimize.h"

#include <atomic>
#include <charconv>
#include <cmath>
#include <latch>
#include <memory>
#include <optional>
#include <thread>

#include "analysis/graph_validator.h"
#include "api/module_plan_loader.h"
#include "cost/hardware.h"
#include "fmt/format.h"
#include "fmt/ranges.h"
#include "passes/async_tp.h"
#include "passes/bucket_by_module.h"
#include "passes/collective_rewrite.h"
#include "passes/isolate_ep_process_group.h"
#include "passes/prefetch_by_module.h"
#include "passes/reassign_collective_pgs.h"
#include "passes/registry.h"
#include "sim/trace.h"

namespace collopt {
namespace {

constexpr double kGiB = static_cast<double>(int64_t{1} << 30);

absl::StatusOr<double> ParseNumber(const std::string& flag, const std::string& text) {
  double value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < 0) {
    return absl::InvalidArgumentError(
        fmt::format("error: {} expects a finite non-negative number, got '{}'", flag, text));
  }
  return value;
}

int64_t CountCollectives(const Graph& graph) {
  int64_t n = 0;
  for (const Node& node : graph.nodes()) n += node.collective.has_value() ? 1 : 0;
  return n;
}

// One way through the pipeline, on its own copy of the graph.
struct Variant {
  std::string label;
  Graph graph;
  std::vector<PassRecord> passes;
  std::vector<Bucket> buckets;
  ScheduleOutcome schedule;
  double step_us = 0;      // under the chosen timeline model
  double guard_us = 0;     // under the other one
  bool no_slower = false;  // than the input, under both
  /// The full simulation of `graph`, when made while another variant was
  /// still running (otherwise made for the kept variant alone).
  std::optional<Simulation> after;
};

struct PipelineChoice {
  bool reassign = false;
  bool isolate = false;
  bool async_tp = false;
  bool ep_chunks = false;
  bool bucket = false;
  bool schedule = false;
  /// With `--passes`: the names in the order given, all run in one variant.
  std::vector<std::string> order;
  /// The order names bucket-by-module or prefetch-by-module: their plan is
  /// --module-bucket-plans (default: the blocks derived from the graph),
  /// and no separate module-plan variant runs.
  bool by_module = false;
  /// Whether the graph's last pass is the scheduler, whose own simulation of
  /// the order it kept is then the variant's step.
  bool schedule_last() const {
    return schedule && (order.empty() || order.back() == "schedule-overlap");
  }
};

absl::StatusOr<PipelineChoice> ChoosePasses(const OptimizeOptions& flags) {
  PipelineChoice c;
  if (flags.passes.empty()) {
    c.reassign = flags.reassign_ag_pg;
    c.isolate = flags.isolate_ep_pg;
    c.async_tp = flags.async_tp != "off";
    c.ep_chunks = flags.ep_chunks != "off";
    c.bucket = flags.bucketing;
    c.schedule = flags.reorder;
    return c;
  }
  auto specs = ParsePassList(flags.passes, "--passes");
  if (!specs.ok()) return specs.status();
  for (const PassSpec& spec : *specs) {
    const std::string& name = spec.name;
    c.order.push_back(name);
    if (name == "reassign-collective-pgs") {
      c.reassign = true;
    } else if (name == "isolate-ep-process-group") {
      c.isolate = true;
    } else if (name == "async-tp") {
      c.async_tp = true;
    } else if (name == "ep-chunk-overlap") {
      c.ep_chunks = true;
    } else if (name == "bucket-collectives") {
      c.bucket = true;
    } else if (name == "schedule-overlap") {
      c.schedule = true;
    } else {  // bucket-by-module, prefetch-by-module
      c.by_module = true;
    }
  }
  return c;
}

// The module plan's variant: bucket-by-module, the automatic bucketer on the
// collectives the plan leaves, then prefetch-by-module (which keeps the
// memory limit). Its ScheduleOutcome carries the prefetch depth as `window`.
absl::StatusOr<Variant> RunManualVariant(Graph graph, const ModulePlan& plan,
                                         const OptimizeOptions& flags,
                                         const BucketOptions& bucket_options,
                                         const ScheduleOptions& schedule_options,
                                         const PipelineChoice& choice, const CostModel& model,
                                         ModulePlan* applied) {
  Variant v;
  v.graph = std::move(graph);
  BucketByModule by_module(plan);
  auto first = RunPipeline(v.graph, {&by_module}, flags.verify);
  if (!first.ok()) return first.status();
  BucketOptions rest = bucket_options;
  rest.exclude = by_module.CoveredCollectives();
  BucketCollectives bucketer(rest, &model);
  ModulePrefetchOptions prefetch_options;
  prefetch_options.depth = choice.schedule ? flags.module_prefetch : 0;
  prefetch_options.memory_limit_bytes = schedule_options.memory_limit_bytes;
  PrefetchByModule prefetch(&by_module.modules(), prefetch_options);
  std::vector<Pass*> passes;
  if (choice.bucket) passes.push_back(&bucketer);
  passes.push_back(&prefetch);
  auto records = RunPipeline(v.graph, passes, flags.verify);
  if (!records.ok()) return records.status();
  v.passes = std::move(*first);
  for (PassRecord& r : *records) v.passes.push_back(std::move(r));
  v.buckets = by_module.buckets();
  v.buckets.insert(v.buckets.end(), bucketer.buckets().begin(), bucketer.buckets().end());
  const ModulePrefetchOutcome& outcome = prefetch.outcome();
  v.schedule.window = std::max<int64_t>(outcome.depth, 0);
  v.schedule.memory_limit_bytes = outcome.memory_limit_bytes;
  v.schedule.peak_before_bytes = outcome.peak_before_bytes;
  v.schedule.peak_after_bytes = outcome.peak_after_bytes;
  v.schedule.limit_met = outcome.limit_met;
  v.label = fmt::format("manual by module plan ({} entries, {})", plan.size(),
                        outcome.depth < 0 ? std::string("the input order kept")
                                          : fmt::format("prefetch depth {}", outcome.depth));
  *applied = by_module.modules();
  return v;
}

}  // namespace

absl::Status CheckOptimizeOptions(const OptimizeOptions& flags) {
  if (auto choice = ChoosePasses(flags); !choice.ok()) return choice.status();
  if (auto t = ParseTimeline(flags.sim.timeline); !t.ok()) return t.status();
  bool enabled = false;
  if (auto a = ParseAsyncTp(flags.async_tp, &enabled); !a.ok()) return a.status();
  if (auto e = ParseEpChunks(flags.ep_chunks, &enabled); !e.ok()) return e.status();
  if (flags.bucket_cap_mb != "auto") {
    if (auto mb = ParseNumber("--bucket-cap-mb", flags.bucket_cap_mb); !mb.ok()) {
      return mb.status();
    }
  }
  if (!flags.memory_limit_gb.empty() && flags.memory_limit_gb != "none") {
    if (auto gb = ParseNumber("--memory-limit-gb", flags.memory_limit_gb); !gb.ok()) {
      return gb.status();
    }
  }
  if (auto hw = LoadHardware(flags.sim.hardware); !hw.ok()) return hw.status();
  if (flags.module_prefetch < 0 || flags.jobs < 0 ||
      (flags.prefetch_window.has_value() && *flags.prefetch_window < 0)) {
    return absl::InvalidArgumentError(fmt::format(
        "error: --module-prefetch, --jobs and --prefetch-window expect non-negative numbers, "
        "got {}, {} and {}",
        flags.module_prefetch, flags.jobs, flags.prefetch_window.value_or(0)));
  }
  return absl::OkStatus();
}

absl::StatusOr<OptimizeResult> Optimize(Graph graph, const std::string& path,
                                        const OptimizeOptions& flags) {
  auto choice = ChoosePasses(flags);
  if (!choice.ok()) return choice.status();
  if (auto t = ParseTimeline(flags.sim.timeline); !t.ok()) return t.status();
  bool async_tp_enabled = false;
  auto async_tp_options = ParseAsyncTp(flags.async_tp, &async_tp_enabled);
  if (!async_tp_options.ok()) return async_tp_options.status();
  bool ep_chunks_enabled = false;
  auto ep_chunk_options = ParseEpChunks(flags.ep_chunks, &ep_chunks_enabled);
  if (!ep_chunk_options.ok()) return ep_chunk_options.status();
  BucketOptions bucket_options;
  bucket_options.multi_dtype_all_gather = flags.multi_dtype_all_gather;
  if (flags.bucket_cap_mb != "auto") {
    auto mb = ParseNumber("--bucket-cap-mb", flags.bucket_cap_mb);
    if (!mb.ok()) return mb.status();
    bucket_options.cap_bytes = static_cast<int64_t>(*mb * (1 << 20));
  }
  const size_t jobs = flags.jobs > 0 ? static_cast<size_t>(flags.jobs)
                                     : std::max(1u, std::thread::hardware_concurrency());
  ScheduleOptions schedule_options;
  schedule_options.jobs = static_cast<int64_t>(jobs);
  schedule_options.prefetch_window = flags.prefetch_window;
  schedule_options.max_in_flight_bytes = flags.max_in_flight_mb << 20;
  schedule_options.launch_overhead_us = flags.sim.launch_overhead_us;
  schedule_options.shared_links = flags.sim.shared_links;

  OptimizeResult result;
  std::string table_path;
  if (auto s = ValidateGraph(graph); !s.ok()) {
    return absl::InvalidArgumentError(fmt::format("{}: error: the input graph is not valid: {}",
                                                  graph.source_name, std::string(s.message())));
  }
  ModulePlan plan;
  const bool manual = !flags.module_bucket_plans.empty() && !choice->by_module;
  if (manual || choice->by_module) {
    if (flags.module_prefetch < 0) {
      return absl::InvalidArgumentError(fmt::format(
          "error: --module-prefetch expects a non-negative number, got {}", flags.module_prefetch));
    }
    auto loaded = LoadModulePlan(
        graph, flags.module_bucket_plans.empty() ? "blocks" : flags.module_bucket_plans,
        flags.param_names);
    if (!loaded.ok()) return loaded.status();
    plan = std::move(*loaded);
  }
  auto model = MakeCostModel(graph, path, flags.sim, &table_path);
  if (!model.ok()) return model.status();
  if (!flags.share_all_to_all_pg.empty()) {
    auto pg = graph.process_groups.find(flags.share_all_to_all_pg);
    if (pg == graph.process_groups.end()) {
      return absl::InvalidArgumentError(fmt::format(
          "error: --share-all-to-all-pg: no process group '{}'", flags.share_all_to_all_pg));
    }
    for (Node& node : graph.mutable_nodes()) {
      if (!node.collective.has_value() || node.collective->kind != CollectiveKind::kAllToAll) {
        continue;
      }
      if (node.collective->group_size != pg->second.size) {
        return absl::InvalidArgumentError(
            fmt::format("error: --share-all-to-all-pg: '{}' has {} ranks, group '{}' has {}",
                        node.name, node.collective->group_size, pg->first, pg->second.size));
      }
      SetCollectiveGroup(node, pg->first);
    }
  }

  // Every candidate is judged under the chosen timeline model and guarded
  // by the other one: a result slower than the input under either is never
  // kept (docs/optimizer.md, "Two models").
  const Timeline timeline = ParseTimeline(flags.sim.timeline).value_or(Timeline::kCollopt);
  const Timeline other = OtherTimeline(timeline);
  const StepModel judge(timeline, &*model, flags.sim.launch_overhead_us, flags.sim.shared_links);
  const StepModel guard(other, &*model, flags.sim.launch_overhead_us, flags.sim.shared_links);
  // The input under the other model, on a second thread while it is
  // simulated under the chosen one (both read the graph; joined before the
  // passes change it).
  double before_guard = 0;
  std::optional<std::jthread> guard_worker;
  if (jobs > 1) {
    guard_worker.emplace([&] { before_guard = guard.Step(graph); });
  } else {
    before_guard = guard.Step(graph);
  }
  result.before = SimulateWithModel(graph, *model, table_path, flags.sim);
  result.collectives_before = CountCollectives(graph);
  const int64_t peak_before = result.before.result.memory.peak_bytes;
  if (flags.memory_limit_gb == "none") {
    schedule_options.memory_limit_bytes = -1;
  } else if (!flags.memory_limit_gb.empty()) {
    auto gb = ParseNumber("--memory-limit-gb", flags.memory_limit_gb);
    if (!gb.ok()) return gb.status();
    schedule_options.memory_limit_bytes = static_cast<int64_t>(*gb * kGiB);
  } else {
    schedule_options.memory_limit_bytes =
        peak_before + std::max<int64_t>(int64_t{1} << 30, peak_before / 20);
  }
  result.before_json = SimulationToJson(graph, result.before);
  if (flags.trace_before) {
    result.before_trace =
        TraceToJson(graph, result.before.costs, result.before.result).dump() + "\n";
  }
  const double before_judge = result.before.result.step_us;
  guard_worker.reset();  // joins

  // Process-group passes first, on the shared base: one registry each per
  // invocation (torchtitan's semantics, fsdp_ep_pg_semantics.md).
  ProcessGroupRegistry ag_registry = MakeFsdpAllGatherRegistry();
  ProcessGroupRegistry ep_registry = MakeEpRegistry();
  ReassignCollectivePgs reassign(ag_registry);
  IsolateEpProcessGroup isolate(ep_registry);
  // With `--passes`, every pass runs in the variant, in the order given.
  const bool in_order = !choice->order.empty();
  std::vector<Pass*> pg_passes;
  if (choice->reassign && !in_order) pg_passes.push_back(&reassign);
  if (choice->isolate && !in_order) pg_passes.push_back(&isolate);
  result.models[std::string(TimelineName(timeline))].before_us = before_judge;
  result.models[std::string(TimelineName(other))].before_us = before_guard;
  schedule_options.timeline = timeline;

  // async-tp after the process-group passes and before the variants, so
  // both variants see the split pairs; it judges itself under both models.
  async_tp_options->timeline = timeline;
  async_tp_options->launch_overhead_us = flags.sim.launch_overhead_us;
  async_tp_options->shared_links = flags.sim.shared_links;
  if (choice->schedule) {
    async_tp_options->schedule = schedule_options;
    if (choice->bucket) async_tp_options->bucket = bucket_options;
  }
  AsyncTensorParallel async_tp(*async_tp_options, &*model);
  if (choice->async_tp && async_tp_enabled && !in_order) pg_passes.push_back(&async_tp);
  ep_chunk_options->timeline = timeline;
  ep_chunk_options->launch_overhead_us = flags.sim.launch_overhead_us;
  ep_chunk_options->shared_links = flags.sim.shared_links;
  ep_chunk_options->memory_limit_bytes = schedule_options.memory_limit_bytes.value_or(-1);
  if (choice->schedule) ep_chunk_options->schedule = schedule_options;
  EpChunkOverlap ep_chunks(*ep_chunk_options, &*model);
  if (choice->ep_chunks && ep_chunks_enabled && !in_order) pg_passes.push_back(&ep_chunks);
  auto pg_records = RunPipeline(graph, pg_passes, flags.verify);
  if (!pg_records.ok()) return pg_records.status();

  // The last variant may take the base graph instead of a copy (one graph
  // less in memory): the unbucketed, scheduled one, whose scheduler keeps the
  // base order unless a candidate is no slower under both models, so the
  // base is never needed as a fallback after it.
  bool base_taken = false;
  std::vector<std::pair<bool, std::string>> specs;
  std::atomic<size_t> finished = 0;
  // One variant's passes on `g`, which becomes the variant's graph. With
  // `copied`, other threads are still copying `g` (the unbucketed variant on
  // the base): its scheduler only reads `g` until they are done, and `g` is
  // moved only after.
  auto run_variant = [&](bool bucket, std::string label, Graph& g,
                         std::latch* copied) -> absl::StatusOr<Variant> {
    Variant v;
    v.label = std::move(label);
    BucketCollectives bucketer(bucket_options, &*model);
    ScheduleOptions options = schedule_options;
    if (copied != nullptr) options.before_change = [copied] { copied->wait(); };
    ScheduleOverlap scheduler(options, &*model);
    std::vector<Pass*> passes;
    if (bucket && !in_order) passes.push_back(&bucketer);
    if (choice->schedule && !in_order) passes.push_back(&scheduler);
    std::optional<BucketByModule> by_module;
    std::optional<PrefetchByModule> prefetch;
    for (const std::string& name : choice->order) {
      if (name == "bucket-by-module") {
        passes.push_back(&by_module.emplace(plan));
        continue;
      }
      if (name == "prefetch-by-module") {
        ModulePrefetchOptions o;
        o.depth = flags.module_prefetch;
        o.memory_limit_bytes = schedule_options.memory_limit_bytes;
        passes.push_back(&prefetch.emplace(by_module ? &by_module->modules() : &plan, o));
        continue;
      }
      const std::map<std::string_view, Pass*> by_name = {
          {"reassign-collective-pgs", &reassign},
          {"isolate-ep-process-group", &isolate},
          {"async-tp", async_tp_enabled ? &async_tp : nullptr},
          {"ep-chunk-overlap", ep_chunks_enabled ? &ep_chunks : nullptr},
          {"bucket-collectives", &bucketer},
          {"schedule-overlap", &scheduler}};
      if (Pass* pass = by_name.at(name); pass != nullptr) passes.push_back(pass);
    }
    auto records = RunPipeline(g, passes, flags.verify);
    if (copied != nullptr) copied->wait();
    if (!records.ok()) return records.status();
    v.graph = std::move(g);
    v.passes = std::move(*records);
    v.buckets = bucketer.buckets();
    if (by_module)
      v.buckets.insert(v.buckets.begin(), by_module->buckets().begin(), by_module->buckets().end());
    v.schedule = scheduler.outcome();
    // The scheduler simulated the order it kept under the same model.
    v.step_us = choice->schedule_last() ? v.schedule.step_after_us : judge.Step(v.graph);
    // The scheduler's guard simulated the order it kept under the other model.
    v.guard_us = choice->schedule_last() && v.schedule.guard_after_us.has_value()
                     ? *v.schedule.guard_after_us
                     : guard.Step(v.graph);
    v.no_slower = NoSlower(v.step_us, before_judge) && NoSlower(v.guard_us, before_guard);
    // A variant that finishes while another still runs simulates itself
    // fully on the idle core: if kept, its report needs no simulation after.
    if (jobs > 1 && finished.fetch_add(1) + 1 < specs.size()) {
      v.after = SimulateWithModel(v.graph, *model, table_path, flags.sim);
    }
    return v;
  };
  // A variant no slower than the input under both models beats one that is
  // not; then one within the memory limit; then the fastest under the chosen
  // model; a tie goes to the first (bucketed: fewer collectives).
  auto better = [](const Variant& a, const Variant& b) {
    if (a.no_slower != b.no_slower) return a.no_slower;
    if (a.schedule.limit_met != b.schedule.limit_met) return a.schedule.limit_met;
    return a.step_us < b.step_us - 1e-9 * b.step_us;
  };
  auto variant_line = [&](const Variant& v) {
    return fmt::format("{}: {:.3f} ms ({}), {:.3f} ms ({}){}", v.label, v.step_us / 1000,
                       TimelineName(timeline), v.guard_us / 1000, TimelineName(other),
                       v.no_slower ? "" : "  slower than the input under one model");
  };

  // With an explicit --passes list, exactly that list runs.
  const bool unbucketed = !choice->bucket || (choice->schedule && flags.passes.empty());
  if (choice->bucket) {
    specs.emplace_back(true, choice->schedule ? "bucketed + scheduled" : "bucketed");
  }
  if (unbucketed) {
    specs.emplace_back(false, choice->schedule ? "scheduled, no bucketing" : "no bucketing");
  }
  // Each variant on its own graph; the variants share only read-only state
  // (the cost model, the options), so they may run side by side.
  const bool take_base = !manual && choice->schedule && unbucketed;  // the last variant
  base_taken = take_base;
  // Which variants run on a worker thread (the last on this one); with the
  // base taken, each of those copies the base itself, beside the last
  // variant's read-only start on it.
  std::vector<bool> threaded(specs.size(), false);
  ptrdiff_t worker_copies = 0;
  for (size_t i = 0, n = 0; i + 1 < specs.size(); ++i) {
    threaded[i] = ++n < jobs;
    if (threaded[i] && take_base) ++worker_copies;
  }
  std::latch copied(worker_copies);
  std::vector<Graph> inputs(specs.size());
  for (size_t i = 0; i + (take_base ? 1 : 0) < specs.size(); ++i) {
    if (!(threaded[i] && take_base)) inputs[i] = graph.Clone();
  }
  std::vector<std::optional<absl::StatusOr<Variant>>> runs(specs.size());
  {
    std::vector<std::jthread> workers;
    for (size_t i = 0; i < specs.size(); ++i) {
      const bool on_base = take_base && i + 1 == specs.size();
      auto work = [&, i, on_base] {
        if (threaded[i] && take_base) {
          inputs[i] = graph.Clone();
          copied.count_down();
        }
        runs[i] = run_variant(specs[i].first, specs[i].second, on_base ? graph : inputs[i],
                              on_base && worker_copies > 0 ? &copied : nullptr);
      };
      if (threaded[i]) {
        workers.emplace_back(work);
      } else {
        work();
      }
    }
  }  // the workers join here
  std::optional<Variant> best;
  std::vector<std::string> lines;
  size_t best_index = 0;
  std::vector<Graph>& discarded = result.discarded;
  for (size_t i = 0; i < specs.size(); ++i) {
    absl::StatusOr<Variant>& v = *runs[i];
    if (!v.ok()) return v.status();
    lines.push_back(variant_line(*v));
    if (!best.has_value() || better(*v, *best)) {
      if (best.has_value()) discarded.push_back(std::move(best->graph));
      best = std::move(*v);
      best_index = i;
    } else {
      discarded.push_back(std::move(v->graph));
    }
  }
  runs.clear();
  result.ep_chunks = ep_chunks.outcome();
  if (manual) {
    // The user chose the module plan: its variant is kept when it is no
    // slower than the input under both models (else the automatic result is,
    // with a warning).
    result.automatic_step_us = best->step_us;
    for (std::string& line : lines) line.insert(0, "automatic, ");
    ModulePlan applied;
    // (With a plan the base was not taken by a variant.)
    // NOLINTNEXTLINE(bugprone-use-after-move)
    auto v = RunManualVariant(graph.Clone(), plan, flags, bucket_options, schedule_options, *choice,
                              *model, &applied);
    if (!v.ok()) return v.status();
    v->step_us = judge.Step(v->graph);
    v->schedule.step_after_us = v->step_us;
    v->guard_us = guard.Step(v->graph);
    v->no_slower = NoSlower(v->step_us, before_judge) && NoSlower(v->guard_us, before_guard);
    lines.push_back(variant_line(*v));
    if (v->no_slower || !best->no_slower) {
      discarded.push_back(std::move(best->graph));
      best = std::move(*v);
      best_index = lines.size() - 1;
      result.modules = std::move(applied);
      result.module_prefetch = best->schedule.window;
    } else {
      result.warnings.emplace_back(
          "warning: the module plan's result is slower than the input under one timeline "
          "model; kept the automatic result");
    }
  }
  if (!best->no_slower && !base_taken) {
    // No variant is no slower under both models: keep the process-group
    // passes alone (each collective on its own stream; never slower).
    Variant base;
    base.label = in_order ? "the input graph" : "process-group passes only";
    base.step_us = judge.Step(graph);
    base.guard_us = guard.Step(graph);
    base.no_slower = NoSlower(base.step_us, before_judge) && NoSlower(base.guard_us, before_guard);
    base.schedule = best->schedule;
    base.schedule.window = -2;
    base.schedule.step_after_us = base.step_us;
    base.schedule.peak_after_bytes = base.schedule.peak_before_bytes;
    base.schedule.limit_met =
        base.schedule.memory_limit_bytes < 0 || peak_before <= base.schedule.memory_limit_bytes;
    base.graph = std::move(graph);
    lines.push_back(variant_line(base));
    discarded.push_back(std::move(best->graph));
    best = std::move(base);
    best_index = specs.size();
    result.warnings.emplace_back(
        in_order ? "warning: the --passes result is slower than the input under one timeline "
                   "model; kept the input graph"
                 : "warning: no bucketed or scheduled variant is no slower than the input under "
                   "both timeline models; kept the process-group passes alone");
  }
  for (size_t i = 0; i < lines.size(); ++i) {
    result.variants.push_back(lines[i] + (i == best_index ? "  (kept)" : ""));
  }
  Variant& chosen = *best;
  result.graph = std::move(chosen.graph);
  result.passes = std::move(*pg_records);
  for (PassRecord& r : chosen.passes) result.passes.push_back(std::move(r));
  result.buckets = std::move(chosen.buckets);
  result.schedule = chosen.schedule;
  if (choice->schedule && !result.schedule.limit_met) {
    result.warnings.push_back(fmt::format(
        "warning: the memory limit of {:.3f} GiB cannot be met; the schedule kept peaks at "
        "{:.3f} GiB",
        static_cast<double>(result.schedule.memory_limit_bytes) / kGiB,
        static_cast<double>(result.schedule.peak_after_bytes) / kGiB));
  }
  result.after = chosen.after.has_value()
                     ? std::move(*chosen.after)
                     : SimulateWithModel(result.graph, *model, table_path, flags.sim);
  result.models[std::string(TimelineName(timeline))].after_us = result.after.result.step_us;
  result.models[std::string(TimelineName(other))].after_us = chosen.guard_us;  // same graph
  result.collectives_after = CountCollectives(result.graph);
  if (!choice->schedule) {
    // No scheduler enforced the limit: say how the result stands against it.
    const int64_t limit = schedule_options.memory_limit_bytes.value_or(-1);
    const int64_t peak = result.after.result.memory.peak_bytes;
    result.schedule.memory_limit_bytes = limit;
    result.schedule.peak_before_bytes = peak_before;
    result.schedule.peak_after_bytes = peak;
    result.schedule.limit_met = limit < 0 || peak <= limit;
    if (!result.schedule.limit_met) {
      result.warnings.push_back(fmt::format(
          "warning: without reordering, the peak of {:.3f} GiB is over the memory limit of "
          "{:.3f} GiB",
          static_cast<double>(peak) / kGiB, static_cast<double>(limit) / kGiB));
    }
  }
  return result;
}

}  // namespace collopt
