// collopt/api/optimize.cc — see optimize.h.
#include "api/optimize.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <latch>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "analysis/barrier_fences.h"
#include "analysis/graph_validator.h"
#include "api/explain.h"
#include "api/module_plan_loader.h"
#include "cost/hardware.h"
#include "fmt/format.h"
#include "fmt/ranges.h"
#include "passes/async_tp.h"
#include "passes/break_hang_cycles.h"
#include "passes/bucket_by_module.h"
#include "passes/collective_rewrite.h"
#include "passes/isolate_ep_process_group.h"
#include "passes/prefetch_by_module.h"
#include "passes/reassign_collective_pgs.h"
#include "passes/registry.h"
#include "sim/memory.h"
#include "sim/trace.h"
#include "support/parallel.h"
#include "support/units.h"

namespace collopt {

// One way through the pipeline, on its own copy of the graph. (Outside the
// anonymous namespace: OptimizeMemo, declared in optimize.h, holds some.)
struct OptimizeVariant {
  std::string label;
  /// Never changed once the variant is made: copies of a variant (the
  /// memo's, OptimizeMemo) share it, and the kept one is copied out of it
  /// only when shared (Finish).
  std::shared_ptr<Graph> graph;
  std::vector<PassRecord> passes;
  std::vector<Bucket> buckets;
  ScheduleOutcome schedule;
  double step_us = 0;      // under the chosen timeline model
  double guard_us = 0;     // under the other one
  bool no_slower = false;  // than the input, under both
  /// The full simulation of `graph`, when made while another variant was
  /// still running (otherwise made for the kept variant alone).
  std::optional<Simulation> after;
  /// The exposed collectives of `graph` (OptimizeResult::exposure), made
  /// with `after` (otherwise made for the kept variant alone).
  std::optional<ExposureReport> exposure;
  /// Whether `graph` is the graph the variant was given, scheduled in place
  /// (async-tp's candidate, JudgeScheduled): then `base_order` is where each
  /// of its nodes was (ScheduleOverlap::input_order; empty: nowhere else),
  /// and RestoreBase gives that graph back.
  bool holds_base = false;
  std::vector<NodeId> base_order;
};

namespace {

using Variant = OptimizeVariant;

// Whether Consider keeps `v` over `best`, the variant kept so far: one no
// slower than the input under both models beats one that is not; then one
// within the memory limit; then the faster under the chosen model (a tie
// keeps `best`).
bool Beats(const Variant& v, const Variant& best) {
  if (v.no_slower != best.no_slower) return v.no_slower;
  if (v.schedule.limit_met != best.schedule.limit_met) return v.schedule.limit_met;
  return Faster(v.step_us, best.step_us);
}

// The graph a variant holding its input (Variant::holds_base) was given:
// its own graph with the schedule undone, taken out of the variant.
Graph RestoreBase(Variant& v) {
  Graph g = std::move(*v.graph);
  v.graph.reset();
  UndoSchedule(g, v.base_order);
  return g;
}

bool HasAllToAll(const Graph& graph) {
  return std::any_of(graph.nodes().begin(), graph.nodes().end(), [](const Node& node) {
    return node.collective.has_value() && node.collective->kind == CollectiveKind::kAllToAll;
  });
}

int64_t CountCollectives(const Graph& graph) {
  int64_t n = 0;
  for (const Node& node : graph.nodes()) n += node.collective.has_value() ? 1 : 0;
  return n;
}

struct PipelineChoice {
  bool reassign = false;
  bool isolate = false;
  bool async_tp = false;
  bool ep_chunks = false;
  bool bucket = false;
  bool schedule = false;
  /// break-hang-cycles after each variant's passes (when the graph or
  /// --max-connections makes cycles possible).
  bool break_hangs = true;
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

// The switch of `c` that runs pass `name` (registry names); nullptr for the
// by-module passes, which the module plan decides.
bool* PassSwitch(PipelineChoice& c, std::string_view name) {
  if (name == "reassign-collective-pgs") return &c.reassign;
  if (name == "isolate-ep-process-group") return &c.isolate;
  if (name == "async-tp") return &c.async_tp;
  if (name == "ep-chunk-overlap") return &c.ep_chunks;
  if (name == "bucket-collectives") return &c.bucket;
  if (name == "schedule-overlap") return &c.schedule;
  if (name == "break-hang-cycles") return &c.break_hangs;
  return nullptr;  // bucket-by-module, prefetch-by-module
}

// Leaves the passes of --disable-pass out of `c`. Errors: an unknown pass
// name; a by-module pass disabled while --module-bucket-plans asks for the
// plan's variant (which is the two of them).
absl::Status DisablePasses(const OptimizeOptions& flags, PipelineChoice& c) {
  if (flags.disable_passes.empty()) return absl::OkStatus();
  auto specs = ParsePassList(flags.disable_passes, "--disable-pass");
  if (!specs.ok()) return specs.status();
  for (const PassSpec& spec : *specs) {
    std::erase(c.order, spec.name);
    if (bool* on = PassSwitch(c, spec.name); on != nullptr) {
      *on = false;
    } else if (flags.passes.empty() && !flags.module_bucket_plans.empty()) {
      return absl::InvalidArgumentError(
          fmt::format("error: --disable-pass {}: --module-bucket-plans runs bucket-by-module and "
                      "prefetch-by-module together; drop --module-bucket-plans instead",
                      spec.name));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<PipelineChoice> ChoosePasses(const OptimizeOptions& flags) {
  PipelineChoice c;
  if (flags.passes.empty()) {
    c.reassign = flags.reassign_ag_pg;
    c.isolate = flags.isolate_ep_pg;
    c.async_tp = flags.async_tp != "off";
    c.ep_chunks = flags.ep_chunks != "off";
    c.bucket = flags.bucketing;
    c.schedule = flags.reorder;
  } else {
    c.break_hangs = false;
    auto specs = ParsePassList(flags.passes, "--passes");
    if (!specs.ok()) return specs.status();
    for (const PassSpec& spec : *specs) {
      c.order.push_back(spec.name);
      if (bool* on = PassSwitch(c, spec.name); on != nullptr) *on = true;
    }
  }
  if (auto s = DisablePasses(flags, c); !s.ok()) return s;
  c.by_module = std::any_of(c.order.begin(), c.order.end(), [&](const std::string& name) {
    return PassSwitch(c, name) == nullptr;
  });
  return c;
}

// The device model of the hang check (analysis/hang_check.h).
HangCheckOptions HangOptions(const OptimizeOptions& flags) {
  HangCheckOptions o;
  o.max_connections = flags.max_connections;
  return o;
}

// Whether a pipeline must end with break-hang-cycles: with several hardware
// queues, or with communication barriers in the graph.
bool NeedsHangBreaking(const Graph& graph, const OptimizeOptions& flags) {
  if (flags.max_connections >= 2) return true;
  return std::any_of(graph.nodes().begin(), graph.nodes().end(), IsBarrierNode);
}

// The module plan's variant: bucket-by-module, the automatic bucketer on the
// collectives the plan leaves, then prefetch-by-module (which keeps the
// memory limit). Its ScheduleOutcome carries the prefetch depth as `window`.
absl::StatusOr<Variant> RunManualVariant(Graph graph, const ModulePlan& plan,
                                         const OptimizeOptions& flags,
                                         const BucketOptions& bucket_options,
                                         const ScheduleOptions& schedule_options,
                                         const PipelineChoice& choice, const CostModel& model,
                                         bool break_hangs, ModulePlan* applied) {
  Variant v;
  v.graph = std::make_shared<Graph>(std::move(graph));
  BucketByModule by_module(plan);
  auto first = RunPipeline(*v.graph, {&by_module}, flags.verify || flags.verify_each);
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
  BreakHangCycles breaker(HangOptions(flags));
  if (break_hangs) passes.push_back(&breaker);
  auto records = RunPipeline(*v.graph, passes, flags.verify || flags.verify_each);
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

// The pipeline's options, without the simulation's (CheckSimulateOptions,
// which reads the hardware profile; Optimize's cost model reads it once).
absl::Status CheckPipelineOptions(const OptimizeOptions& flags) {
  if (auto choice = ChoosePasses(flags); !choice.ok()) return choice.status();
  bool enabled = false;
  if (auto a = ParseAsyncTp(flags.async_tp, &enabled); !a.ok()) return a.status();
  if (auto e = ParseEpChunks(flags.ep_chunks, &enabled); !e.ok()) return e.status();
  if (auto caps = ParseBucketCapMb("--bucket-cap-mb", flags.bucket_cap_mb); !caps.ok()) {
    return caps.status();
  }
  if (!flags.memory_limit_gb.empty() && flags.memory_limit_gb != "none") {
    if (auto limit = ParseMemoryLimitGb(flags.memory_limit_gb); !limit.ok()) {
      return limit.status();
    }
  }
  // Up to 2^30 MiB (1 PiB), so that the bytes fit an int64.
  if (flags.max_in_flight_mb <= 0 || flags.max_in_flight_mb > (int64_t{1} << 30)) {
    return absl::InvalidArgumentError(
        fmt::format("error: --max-in-flight-mb expects a number of MiB in [1, 2^30], got {}",
                    flags.max_in_flight_mb));
  }
  if (flags.max_connections < 1 || flags.max_connections > 128) {
    return absl::InvalidArgumentError(
        fmt::format("error: --max-connections expects a number of hardware queues in [1, 128] "
                    "(CUDA_DEVICE_MAX_CONNECTIONS), got {}",
                    flags.max_connections));
  }
  if (flags.module_prefetch < 0 || flags.jobs < 0 ||
      (flags.prefetch_window.has_value() && *flags.prefetch_window < 0)) {
    return absl::InvalidArgumentError(fmt::format(
        "error: --module-prefetch, --jobs and --prefetch-window expect non-negative numbers, "
        "got {}, {} and {}",
        flags.module_prefetch, flags.jobs, flags.prefetch_window.value_or(0)));
  }
  return absl::OkStatus();
}

}  // namespace

struct OptimizeMemo {
  std::shared_ptr<AsyncTpSearchStage> async_tp = NewAsyncTpSearchStage();
  std::mutex mutex;
  // The unbucketed, scheduled variant of the graphs async-tp judged, by
  // their position in its comparison (the same graphs in every run). (Keying
  // the bucketed ones by the buckets their caps make cost more in planning
  // than it saved on whatif's grid.)
  std::map<size_t, Variant> unbucketed;
};

std::shared_ptr<OptimizeMemo> NewOptimizeMemo() { return std::make_shared<OptimizeMemo>(); }

absl::Status CheckOptimizeOptions(const OptimizeOptions& flags) {
  if (auto s = CheckPipelineOptions(flags); !s.ok()) return s;
  return CheckSimulateOptions(flags.sim);
}

namespace {

// One Optimize() call, stage by stage (each member function one stage, in
// the order Optimize() calls them). The stages share the knobs read from the
// flags, the cost model, the input's simulated step, and the passes the
// variants start after.
class OptimizeRun {
 public:
  OptimizeRun(const std::string& path, const OptimizeOptions& flags) : path_(path), flags_(flags) {}

  /// The flags as knobs: the pass list and each pass's options, threads.
  absl::Status ResolveKnobs();
  /// Validates the input, loads the module plan, makes the cost model, and
  /// applies --share-all-to-all-pg.
  absl::Status Prepare(Graph& graph);
  /// Simulates the input under both timeline models and sets the memory
  /// limit (default: the input's peak + max(1 GiB, 5 %)).
  absl::Status SimulateInput(const Graph& graph);
  /// The passes every variant starts after, on the shared base: the
  /// process-group passes, async-tp, ep-chunk-overlap (none with --passes,
  /// whose list runs whole in its one variant).
  absl::Status RunBasePasses(Graph& graph);
  /// Runs the variants (side by side where --jobs allows) and keeps the best.
  absl::Status RunVariants(Graph& graph);
  /// With a module plan: its variant, kept when no slower than the input.
  absl::Status RunModulePlanVariant(const Graph& graph);
  /// When no variant is no slower than the input: the base graph is kept.
  void FallBack(Graph& graph);
  /// The kept variant as the result, simulated and reported.
  OptimizeResult Finish();
  /// explain's report of `graph` (a variant's, scheduled with `schedule`)
  /// under the memory limit the result reports; nullopt when not asked for
  /// or not under collopt's timeline. `costs`: the graph's estimates when
  /// its simulation made them (ExplainWithModel's), else nullptr.
  std::optional<ExposureReport> Explain(const Graph& graph, const ScheduleOutcome& schedule,
                                        const std::vector<NodeCost>* costs = nullptr) const;
  /// The memory limit the result reports for a variant scheduled with
  /// `schedule`: the scheduler's, or without one the option's (−1 = none).
  int64_t ReportedLimitBytes(const ScheduleOutcome& schedule) const {
    return choice_.schedule ? schedule.memory_limit_bytes
                            : schedule_options_.memory_limit_bytes.value_or(-1);
  }

 private:
  /// The variants to run: (bucketed?, label) each, in the order considered.
  std::vector<std::pair<bool, std::string>> VariantSpecs() const;
  /// One variant's passes on `g`; `schedule_jobs` threads for its scheduler;
  /// `estimates`: the model's of `g` (nullptr: none), for its first pass.
  absl::StatusOr<Variant> RunVariant(bool bucket, std::string label, Graph& g, std::latch* copied,
                                     int64_t schedule_jobs,
                                     const SharedEstimates& estimates = nullptr);
  /// async-tp's judge of its candidates scheduled (AsyncTpOptions::
  /// scheduled_steps): the candidates' builds first, then the variants of
  /// each graph, side by side, kept in `judged_`; each graph's step is its
  /// faster variant's (+∞ when its build said not to judge it).
  absl::StatusOr<std::vector<double>> JudgeScheduled(std::vector<ScheduledCandidate>& candidates);
  /// Whether JudgeScheduled's last (unbucketed) variant of a candidate that
  /// offers its graph (ScheduledCandidate::own) schedules that graph instead
  /// of a copy: when nothing after async-tp reads the base graph but
  /// through the variants (see the definition). `specs`: VariantSpecs().
  bool JudgesInPlace(const std::vector<std::pair<bool, std::string>>& specs) const;
  /// Variant `spec` (`last`: the last of the specs) of candidate `index`:
  /// the memo's, or run on a copy of the candidate, on `copy` (made for it
  /// in place) or, the last in place, on the candidate's own graph.
  absl::StatusOr<Variant> RunJudged(size_t index, ScheduledCandidate& c,
                                    const std::pair<bool, std::string>& spec, bool last,
                                    Graph* copy);
  /// Of one candidate's variants, runs[begin, begin + count) (all run),
  /// every one but the one Consider would keep leaves memory (its line needs
  /// only its steps); one holding the candidate's graph gives it back.
  void DropLosers(std::vector<std::optional<absl::StatusOr<Variant>>>& runs, size_t begin,
                  size_t count, ScheduledCandidate& c) const;
  /// The judged variants into `judged_` (and the memo's unbucketed ones into
  /// it); each candidate's step, its faster variant's (+∞: not judged).
  absl::StatusOr<std::vector<double>> JudgedSteps(
      std::vector<std::optional<absl::StatusOr<Variant>>>& runs,
      const std::vector<std::pair<bool, std::string>>& specs);
  /// The variants async-tp's scheduled comparison already ran on the graph
  /// the base passes left, when it did and no pass after async-tp changed
  /// the graph; empty otherwise.
  std::vector<Variant> TakeJudgedVariants();
  /// Sets the variant's steps under both models and whether it is no slower.
  void Judge(Variant& v, bool scheduled_last) const;
  /// Adds a variant's line and keeps it when it beats the best so far.
  void Consider(Variant v);
  std::string Line(const Variant& v) const;

  const std::string& path_;
  const OptimizeOptions& flags_;
  PipelineChoice choice_;
  bool in_order_ = false;  // --passes: the list runs whole, in its order
  bool manual_ = false;    // a module plan's variant runs beside the automatic ones
  AsyncTpOptions async_tp_options_;
  bool async_tp_enabled_ = false;
  EpChunkOptions ep_chunk_options_;
  bool ep_chunks_enabled_ = false;
  BucketOptions bucket_options_;
  ScheduleOptions schedule_options_;
  size_t jobs_ = 1;
  ModulePlan plan_;
  std::string table_path_;
  std::optional<CostModel> model_;
  // Every candidate is judged under the chosen timeline model and guarded
  // by the other one: a result slower than the input under either is never
  // kept (docs/optimizer.md, "Two models").
  Timeline timeline_ = Timeline::kCollopt;
  std::optional<StepModel> judge_;
  std::optional<StepModel> guard_;
  double before_judge_ = 0;
  double before_guard_ = 0;
  int64_t peak_before_ = 0;
  // One registry each per invocation (torchtitan's semantics,
  // fsdp_ep_pg_semantics.md).
  ProcessGroupRegistry ag_registry_ = MakeFsdpAllGatherRegistry();
  ProcessGroupRegistry ep_registry_ = MakeEpRegistry();
  std::optional<ReassignCollectivePgs> reassign_;
  std::optional<IsolateEpProcessGroup> isolate_;
  std::optional<AsyncTensorParallel> async_tp_;
  std::optional<EpChunkOverlap> ep_chunks_;
  std::vector<PassRecord> base_records_;
  // The variants of each graph async-tp judged scheduled (JudgeScheduled).
  std::vector<std::vector<Variant>> judged_;
  size_t variant_count_ = 0;
  std::atomic<size_t> finished_ = 0;
  bool base_taken_ = false;
  bool break_hangs_ = false;     // every variant ends with break-hang-cycles
  bool has_all_to_all_ = false;  // the input has an all_to_all
  std::optional<Variant> best_;
  std::vector<std::string> lines_;
  size_t best_index_ = 0;
  OptimizeResult result_;
};

absl::Status OptimizeRun::ResolveKnobs() {
  // What CheckOptimizeOptions accepts, Optimize accepts, and no more: the
  // pipeline's options here, the simulation's when Prepare makes the cost
  // model (MakeCostModel) and below (the timeline).
  if (auto s = CheckPipelineOptions(flags_); !s.ok()) return s;
  auto choice = ChoosePasses(flags_);
  if (!choice.ok()) return choice.status();
  choice_ = std::move(*choice);
  in_order_ = !choice_.order.empty();
  manual_ = !flags_.module_bucket_plans.empty() && !choice_.by_module;
  auto timeline = ParseTimeline(flags_.sim.timeline);
  if (!timeline.ok()) return timeline.status();
  timeline_ = *timeline;
  auto async_tp = ParseAsyncTp(flags_.async_tp, &async_tp_enabled_);
  if (!async_tp.ok()) return async_tp.status();
  async_tp_options_ = std::move(*async_tp);
  auto ep_chunks = ParseEpChunks(flags_.ep_chunks, &ep_chunks_enabled_);
  if (!ep_chunks.ok()) return ep_chunks.status();
  ep_chunk_options_ = std::move(*ep_chunks);
  bucket_options_.multi_dtype_all_gather = flags_.multi_dtype_all_gather;
  auto caps = ParseBucketCapMb("--bucket-cap-mb", flags_.bucket_cap_mb);
  if (!caps.ok()) return caps.status();
  bucket_options_.cap_bytes = caps->cap_bytes;
  bucket_options_.key_caps = std::move(caps->key_caps);
  jobs_ = ThreadCount(flags_.jobs);
  schedule_options_.jobs = static_cast<int64_t>(jobs_);
  schedule_options_.prefetch_window = flags_.prefetch_window;
  schedule_options_.max_in_flight_bytes = flags_.max_in_flight_mb << 20;
  schedule_options_.launch_overhead_us = flags_.sim.launch_overhead_us;
  schedule_options_.shared_links = flags_.sim.shared_links;
  schedule_options_.timeline = timeline_;
  return absl::OkStatus();
}

absl::Status ShareAllToAllPg(Graph& graph, const std::string& group) {
  auto pg = graph.process_groups.find(group);
  if (pg == graph.process_groups.end()) {
    return absl::InvalidArgumentError(
        fmt::format("error: --share-all-to-all-pg: no process group '{}'", group));
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
  return absl::OkStatus();
}

absl::Status OptimizeRun::Prepare(Graph& graph) {
  if (auto s = ValidateGraph(graph); !s.ok()) {
    return absl::InvalidArgumentError(fmt::format("{}: error: the input graph is not valid: {}",
                                                  graph.source_name, std::string(s.message())));
  }
  break_hangs_ = choice_.break_hangs && NeedsHangBreaking(graph, flags_);
  has_all_to_all_ = HasAllToAll(graph);
  if (manual_ || choice_.by_module) {
    auto loaded = LoadModulePlan(
        graph, flags_.module_bucket_plans.empty() ? "blocks" : flags_.module_bucket_plans,
        flags_.param_names);
    if (!loaded.ok()) return loaded.status();
    plan_ = std::move(*loaded);
  }
  auto model = MakeCostModel(graph, path_, flags_.sim, &table_path_);
  if (!model.ok()) return model.status();
  model_.emplace(std::move(*model));
  judge_.emplace(timeline_, &*model_, flags_.sim.launch_overhead_us, flags_.sim.shared_links);
  guard_.emplace(OtherTimeline(timeline_), &*model_, flags_.sim.launch_overhead_us,
                 flags_.sim.shared_links);
  if (flags_.share_all_to_all_pg.empty()) return absl::OkStatus();
  return ShareAllToAllPg(graph, flags_.share_all_to_all_pg);
}

absl::Status OptimizeRun::SimulateInput(const Graph& graph) {
  // The input under the other model, on a second thread while it is
  // simulated under the chosen one (both only read the graph).
  std::optional<std::jthread> guard_worker;
  if (jobs_ > 1) {
    guard_worker.emplace([&] { before_guard_ = guard_->Step(graph); });
  } else {
    before_guard_ = guard_->Step(graph);
  }
  result_.before = SimulateWithModel(graph, *model_, table_path_, flags_.sim);
  result_.collectives_before = CountCollectives(graph);
  peak_before_ = result_.before.result.memory.peak_bytes;
  auto limit = MemoryLimitFlagBytes(flags_.memory_limit_gb, peak_before_);
  if (!limit.ok()) return limit.status();
  schedule_options_.memory_limit_bytes = *limit;
  result_.before_json = SimulationToJson(graph, result_.before);
  if (flags_.trace_before) {
    result_.before_trace =
        TraceToJson(graph, result_.before.costs, result_.before.result).dump() + "\n";
  }
  before_judge_ = result_.before.result.step_us;
  guard_worker.reset();  // joins
  result_.models[std::string(TimelineName(timeline_))].before_us = before_judge_;
  result_.models[std::string(TimelineName(OtherTimeline(timeline_)))].before_us = before_guard_;
  return absl::OkStatus();
}

absl::Status OptimizeRun::RunBasePasses(Graph& graph) {
  reassign_.emplace(ag_registry_);
  isolate_.emplace(ep_registry_);
  // async-tp after the process-group passes and before the variants, so
  // both variants see the split pairs; it judges itself under both models.
  async_tp_options_.timeline = timeline_;
  async_tp_options_.launch_overhead_us = flags_.sim.launch_overhead_us;
  async_tp_options_.shared_links = flags_.sim.shared_links;
  async_tp_options_.jobs = static_cast<int64_t>(jobs_);
  if (choice_.schedule) {
    async_tp_options_.schedule = schedule_options_;
    if (choice_.bucket) async_tp_options_.bucket = bucket_options_;
    // Its candidates are judged by the variants themselves, which the kept
    // one's then reuse (TakeJudgedVariants).
    async_tp_options_.scheduled_steps = [this](std::vector<ScheduledCandidate>& candidates) {
      return JudgeScheduled(candidates);
    };
  }
  if (flags_.memo != nullptr) async_tp_options_.stage = flags_.memo->async_tp;
  async_tp_.emplace(async_tp_options_, &*model_);
  ep_chunk_options_.timeline = timeline_;
  ep_chunk_options_.launch_overhead_us = flags_.sim.launch_overhead_us;
  ep_chunk_options_.shared_links = flags_.sim.shared_links;
  ep_chunk_options_.memory_limit_bytes = schedule_options_.memory_limit_bytes.value_or(-1);
  if (choice_.schedule) ep_chunk_options_.schedule = schedule_options_;
  ep_chunks_.emplace(ep_chunk_options_, &*model_);
  std::vector<Pass*> passes;
  if (!in_order_) {
    if (choice_.reassign) passes.push_back(&*reassign_);
    if (choice_.isolate) passes.push_back(&*isolate_);
    if (choice_.async_tp && async_tp_enabled_) passes.push_back(&*async_tp_);
    if (choice_.ep_chunks && ep_chunks_enabled_) passes.push_back(&*ep_chunks_);
  }
  auto records = RunPipeline(graph, passes, flags_.verify || flags_.verify_each);
  for (auto& g : async_tp_->TakeDiscarded()) result_.discarded.push_back(std::move(g));
  if (!records.ok()) return records.status();
  base_records_ = std::move(*records);
  return absl::OkStatus();
}

void OptimizeRun::Judge(Variant& v, bool scheduled_last) const {
  // The scheduler simulated the order it kept under both models.
  v.step_us = scheduled_last ? v.schedule.step_after_us : judge_->Step(*v.graph);
  v.guard_us = scheduled_last && v.schedule.guard_after_us.has_value() ? *v.schedule.guard_after_us
                                                                       : guard_->Step(*v.graph);
  v.no_slower = NoSlower(v.step_us, before_judge_) && NoSlower(v.guard_us, before_guard_);
}

// One variant's passes on `g`, which becomes the variant's graph. With
// `copied`, other threads are still copying `g` (the unbucketed variant on
// the base): its scheduler only reads `g` until they are done, and `g` is
// moved only after.
absl::StatusOr<Variant> OptimizeRun::RunVariant(bool bucket, std::string label, Graph& g,
                                                std::latch* copied, int64_t schedule_jobs,
                                                const SharedEstimates& estimates) {
  Variant v;
  v.label = std::move(label);
  BucketOptions bucket_options = bucket_options_;
  ScheduleOptions options = schedule_options_;
  options.jobs = schedule_jobs;
  if (copied != nullptr) {
    bucket_options.before_change = [copied] { copied->wait(); };
    options.before_change = [copied] { copied->wait(); };
  }
  BucketCollectives bucketer(std::move(bucket_options), &*model_);
  ScheduleOverlap scheduler(options, &*model_);
  std::optional<BucketByModule> by_module;
  std::optional<PrefetchByModule> prefetch;
  BreakHangCycles breaker(HangOptions(flags_));
  std::vector<Pass*> passes;
  if (bucket && !in_order_) passes.push_back(&bucketer);
  if (choice_.schedule && !in_order_) passes.push_back(&scheduler);
  const std::map<std::string_view, Pass*> by_name = {
      {"reassign-collective-pgs", &*reassign_},
      {"isolate-ep-process-group", &*isolate_},
      {"async-tp", async_tp_enabled_ ? &*async_tp_ : nullptr},
      {"ep-chunk-overlap", ep_chunks_enabled_ ? &*ep_chunks_ : nullptr},
      {"bucket-collectives", &bucketer},
      {"schedule-overlap", &scheduler},
      {"break-hang-cycles", &breaker}};
  for (const std::string& name : choice_.order) {
    if (name == "bucket-by-module") {
      passes.push_back(&by_module.emplace(plan_));
    } else if (name == "prefetch-by-module") {
      ModulePrefetchOptions o;
      o.depth = flags_.module_prefetch;
      o.memory_limit_bytes = schedule_options_.memory_limit_bytes;
      passes.push_back(&prefetch.emplace(by_module ? &by_module->modules() : &plan_, o));
    } else if (Pass* pass = by_name.at(name); pass != nullptr) {
      passes.push_back(pass);
    }
  }
  if (break_hangs_ && !in_order_) passes.push_back(&breaker);
  // The first pass prices `g` as it is: with the estimates already made.
  if (!passes.empty() && passes[0] == &bucketer) bucketer.UseEstimates(estimates);
  if (!passes.empty() && passes[0] == &scheduler) scheduler.UseEstimates(estimates);
  // Only the bucketer and the scheduler wait for the copy themselves, before
  // they change `g`; a pipeline with another pass waits before it starts.
  if (copied != nullptr && std::any_of(passes.begin(), passes.end(), [&](const Pass* p) {
        return p != &bucketer && p != &scheduler;
      })) {
    copied->wait();
  }
  auto records = RunPipeline(g, passes, flags_.verify || flags_.verify_each);
  if (copied != nullptr) copied->wait();
  if (!records.ok()) return records.status();
  v.graph = std::make_shared<Graph>(std::move(g));
  v.passes = std::move(*records);
  if (by_module) v.buckets = by_module->buckets();
  v.buckets.insert(v.buckets.end(), bucketer.buckets().begin(), bucketer.buckets().end());
  v.schedule = scheduler.outcome();
  if (passes.size() == 1 && passes[0] == &scheduler) v.base_order = scheduler.input_order();
  const bool broken =
      !v.passes.empty() && v.passes.back().name == breaker.name() && v.passes.back().changed;
  Judge(v, choice_.schedule_last() && !broken);
  // A variant that finishes while another still runs simulates and
  // explains itself on the idle core: if kept, its report needs neither
  // after.
  if (jobs_ > 1 && finished_.fetch_add(1) + 1 < variant_count_) {
    v.after = SimulateWithModel(*v.graph, *model_, table_path_, flags_.sim);
    v.exposure = Explain(*v.graph, v.schedule, &v.after->costs);
  }
  return v;
}

std::string OptimizeRun::Line(const Variant& v) const {
  return fmt::format("{}: {:.3f} ms ({}), {:.3f} ms ({}){}", v.label, v.step_us / 1000,
                     TimelineName(timeline_), v.guard_us / 1000,
                     TimelineName(OtherTimeline(timeline_)),
                     v.no_slower ? "" : "  slower than the input under one model");
}

// Keeps the variant that Beats all before it; a tie goes to the first
// (bucketed: fewer collectives).
void OptimizeRun::Consider(Variant v) {
  lines_.push_back(Line(v));
  const bool better = !best_.has_value() || Beats(v, *best_);
  if (!better) {
    result_.discarded.push_back(std::move(v.graph));
    return;
  }
  if (best_.has_value()) result_.discarded.push_back(std::move(best_->graph));
  best_ = std::move(v);
  best_index_ = lines_.size() - 1;
}

std::vector<std::pair<bool, std::string>> OptimizeRun::VariantSpecs() const {
  // With an explicit --passes list, exactly that list runs, as one variant.
  std::vector<std::pair<bool, std::string>> specs;
  if (choice_.bucket) {
    specs.emplace_back(true, choice_.schedule ? "bucketed + scheduled" : "bucketed");
  }
  if (!choice_.bucket || (choice_.schedule && flags_.passes.empty())) {
    specs.emplace_back(false, choice_.schedule ? "scheduled, no bucketing" : "no bucketing");
  }
  return specs;
}

bool OptimizeRun::JudgesInPlace(const std::vector<std::pair<bool, std::string>>& specs) const {
  // The graph async-tp leaves may then be empty, held scheduled by the
  // variant kept (Variant::holds_base), which only FallBack asks back. So
  // nothing else may read it: not the module plan's variant, not
  // ep-chunk-overlap where it could change it (an all_to_all; without one
  // it finds no region in the empty graph either), not the checks of
  // --verify and --verify-each; and the memo's variants are shared with
  // other runs. Undoing a schedule needs a variant that only schedules
  // (not --passes, not break-hang-cycles).
  return !specs.empty() && !specs.back().first && choice_.schedule && !manual_ && !in_order_ &&
         !break_hangs_ && !flags_.verify && !flags_.verify_each && flags_.memo == nullptr &&
         (!choice_.ep_chunks || !ep_chunks_enabled_ || !has_all_to_all_);
}

absl::StatusOr<std::vector<double>> OptimizeRun::JudgeScheduled(
    std::vector<ScheduledCandidate>& candidates) {
  const std::vector<std::pair<bool, std::string>> specs = VariantSpecs();
  const size_t per_graph = specs.size();
  const size_t graphs = candidates.size();
  std::vector<std::optional<absl::StatusOr<Variant>>> runs(graphs * per_graph);
  // Task g < graphs prepares candidate g: builds it (when it has a build)
  // and, in place (JudgesInPlace), copies it for the variants before the
  // last, which then schedules the candidate's own graph. Task graphs + t
  // runs variant t % per_graph of candidate t / per_graph, after that, on
  // one thread (the steps do not depend on the threads). The builds first;
  // then the larger graphs first, each graph's tasks one after the other
  // (the copy, then the bucketed, longer variant), so that the last task to
  // start is a short one and each graph's variants end close together:
  // once they have, those Consider would not keep leave memory (their lines
  // need only their steps).
  const bool in_place = JudgesInPlace(specs);
  std::vector<Graph> copies(in_place ? graphs * per_graph : 0);
  std::vector<size_t> sizes(graphs, 0);  // known once built
  for (size_t g = 0; g < graphs; ++g) {
    if (!candidates[g].build) sizes[g] = candidates[g].graph->size();
  }
  std::vector<ptrdiff_t> after(graphs + runs.size(), -1);
  for (size_t t = 0; t < runs.size(); ++t)
    after[graphs + t] = static_cast<ptrdiff_t>(t / per_graph);
  auto first = [&](size_t a, size_t b) {
    const bool build_a = a < graphs && candidates[a].build;
    const bool build_b = b < graphs && candidates[b].build;
    if (build_a != build_b) return build_a;
    const size_t ga = a < graphs ? a : (a - graphs) / per_graph;
    const size_t gb = b < graphs ? b : (b - graphs) / per_graph;
    if (ga != gb && sizes[ga] != sizes[gb]) return sizes[ga] > sizes[gb];
    return ga != gb ? ga < gb : a < b;
  };
  std::mutex finished_mutex;
  std::vector<size_t> finished(graphs, 0);
  ParallelTasks(after.size(), jobs_, after, first, [&](size_t task) {
    if (task < graphs) {
      ScheduledCandidate& c = candidates[task];
      if (c.build && !c.build()) return false;
      sizes[task] = c.graph->size();
      const bool own = in_place && c.own != nullptr;
      for (size_t v = 0; own && v + 1 < per_graph; ++v) {
        copies[task * per_graph + v] = c.graph->Clone();
      }
      return true;
    }
    const size_t t = task - graphs;
    const size_t g = t / per_graph;
    runs[t] = RunJudged(g, candidates[g], specs[t % per_graph], t % per_graph + 1 == per_graph,
                        in_place ? &copies[t] : nullptr);
    if (flags_.memo != nullptr) return true;
    std::lock_guard<std::mutex> lock(finished_mutex);
    if (++finished[g] == per_graph) DropLosers(runs, g * per_graph, per_graph, candidates[g]);
    return true;
  });
  return JudgedSteps(runs, specs);
}

absl::StatusOr<Variant> OptimizeRun::RunJudged(size_t index, ScheduledCandidate& c,
                                               const std::pair<bool, std::string>& spec, bool last,
                                               Graph* copy) {
  const auto& [bucket, label] = spec;
  OptimizeMemo* memo = flags_.memo.get();
  // The unbucketed variants, with a memo (the caps' runs share it): taken
  // from it, or put there by JudgedSteps.
  if (!bucket && memo != nullptr) {
    std::lock_guard<std::mutex> lock(memo->mutex);
    if (auto it = memo->unbucketed.find(index); it != memo->unbucketed.end()) return it->second;
  }
  if (copy == nullptr || c.own == nullptr) {
    Graph g = c.graph->Clone();
    return RunVariant(bucket, label, g, nullptr, 1, c.estimates);
  }
  if (!last) return RunVariant(bucket, label, *copy, nullptr, 1, c.estimates);
  // The last variant schedules the candidate's own graph, which is left
  // empty until DropLosers puts it back or FallBack asks for it
  // (JudgesInPlace says what else may read it meanwhile).
  auto v = RunVariant(bucket, label, *c.own, nullptr, 1, c.estimates);
  *c.own = Graph();
  if (v.ok()) v->holds_base = true;
  return v;
}

void OptimizeRun::DropLosers(std::vector<std::optional<absl::StatusOr<Variant>>>& runs,
                             size_t begin, size_t count, ScheduledCandidate& c) const {
  std::vector<Variant*> ok;
  for (size_t t = begin; t < begin + count; ++t) {
    if (runs[t]->ok()) ok.push_back(&**runs[t]);
  }
  if (ok.size() < 2) return;
  Variant* kept = ok[0];
  for (size_t i = 1; i < ok.size(); ++i) {
    Variant* loser = Beats(*ok[i], *kept) ? std::exchange(kept, ok[i]) : ok[i];
    // A candidate's own graph goes back to it.
    if (loser->holds_base) *c.own = RestoreBase(*loser);
    loser->graph.reset();
    loser->after.reset();
    loser->exposure.reset();
  }
}

absl::StatusOr<std::vector<double>> OptimizeRun::JudgedSteps(
    std::vector<std::optional<absl::StatusOr<Variant>>>& runs,
    const std::vector<std::pair<bool, std::string>>& specs) {
  const size_t per_graph = specs.size();
  const size_t graphs = runs.size() / per_graph;
  if (OptimizeMemo* memo = flags_.memo.get(); memo != nullptr) {
    std::lock_guard<std::mutex> lock(memo->mutex);
    for (size_t t = 0; t < runs.size(); ++t) {
      if (!specs[t % per_graph].first && runs[t].has_value() && runs[t]->ok() &&
          !memo->unbucketed.count(t / per_graph)) {
        memo->unbucketed.emplace(t / per_graph, **runs[t]);
      }
    }
  }
  judged_.clear();
  judged_.resize(graphs);
  std::vector<double> steps(graphs, std::numeric_limits<double>::infinity());
  for (size_t t = 0; t < runs.size(); ++t) {
    if (!runs[t].has_value()) continue;  // a candidate its build said not to judge
    if (!runs[t]->ok()) return runs[t]->status();
    Variant& v = **runs[t];
    steps[t / per_graph] = std::min(steps[t / per_graph], v.step_us);
    judged_[t / per_graph].push_back(std::move(v));
  }
  return steps;
}

std::vector<Variant> OptimizeRun::TakeJudgedVariants() {
  std::vector<std::vector<Variant>> judged = std::move(judged_);
  judged_.clear();
  const std::optional<size_t> choice =
      async_tp_.has_value() ? async_tp_->scheduled_choice() : std::nullopt;
  if (!choice.has_value() || *choice >= judged.size()) return {};
  // The base passes after async-tp must have left its graph as it was.
  const auto async_tp_record =
      std::find_if(base_records_.begin(), base_records_.end(),
                   [](const PassRecord& r) { return r.name == "async-tp"; });
  if (async_tp_record == base_records_.end() ||
      std::any_of(async_tp_record + 1, base_records_.end(),
                  [](const PassRecord& r) { return r.changed; })) {
    return {};
  }
  // The other candidates' graphs are left to the caller with the variants
  // not kept (OptimizeResult::discarded), not freed here.
  for (size_t i = 0; i < judged.size(); ++i) {
    if (i == *choice) continue;
    for (Variant& v : judged[i]) result_.discarded.push_back(std::move(v.graph));
  }
  return std::move(judged[*choice]);
}

absl::Status OptimizeRun::RunVariants(Graph& graph) {
  const std::vector<std::pair<bool, std::string>> specs = VariantSpecs();
  const bool unbucketed = !specs.empty() && !specs.back().first;
  variant_count_ = specs.size();
  finished_ = 0;
  // async-tp's scheduled comparison ran the variants on the graph it left.
  if (std::vector<Variant> judged = TakeJudgedVariants(); judged.size() == specs.size()) {
    for (Variant& v : judged) Consider(std::move(v));
    result_.ep_chunks = ep_chunks_->outcome();
    return absl::OkStatus();
  }
  // One variant may take the base graph instead of a copy (one graph less in
  // memory) when the unbucketed, scheduled one runs: its scheduler keeps the
  // base order unless a candidate is no slower under both models, so the
  // base is never needed as a fallback after it. The variants share only
  // read-only state (the cost model, the options), so they may run side by
  // side. Then the first (bucketed) variant, on a worker, takes the base:
  // it plans its buckets on it (its passes only read the graph until
  // before_change) while each other variant copies the base on its own
  // thread, off the longer path. One after the other, the last takes it and
  // the others' copies are made first.
  base_taken_ = !manual_ && choice_.schedule && unbucketed;
  std::vector<bool> threaded(specs.size(), false);
  for (size_t i = 0, n = 0; i + 1 < specs.size(); ++i) threaded[i] = ++n < jobs_;
  const size_t taker =
      !base_taken_ ? specs.size() : (specs.size() > 1 && threaded[0] ? 0 : specs.size() - 1);
  // Whether variant i copies the base itself, on its thread, beside the taker.
  auto copies_itself = [&](size_t i) {
    return base_taken_ && i != taker && (threaded[i] || threaded[taker]);
  };
  ptrdiff_t own_copies = 0;
  for (size_t i = 0; i < specs.size(); ++i) own_copies += copies_itself(i) ? 1 : 0;
  std::latch copied(own_copies);
  std::vector<Graph> inputs(specs.size());
  for (size_t i = 0; i < specs.size(); ++i) {
    if (i != taker && !copies_itself(i)) inputs[i] = graph.Clone();
  }
  std::vector<std::optional<absl::StatusOr<Variant>>> runs(specs.size());
  {
    std::vector<std::jthread> workers;
    for (size_t i = 0; i < specs.size(); ++i) {
      const bool on_base = i == taker;
      auto work = [&, i, on_base] {
        if (copies_itself(i)) {
          inputs[i] = graph.Clone();
          copied.count_down();
        }
        runs[i] = RunVariant(specs[i].first, specs[i].second, on_base ? graph : inputs[i],
                             on_base && own_copies > 0 ? &copied : nullptr, schedule_options_.jobs);
      };
      if (threaded[i]) {
        workers.emplace_back(work);
      } else {
        work();
      }
    }
  }  // the workers join here
  for (auto& run : runs) {
    if (!run->ok()) return run->status();
    Consider(std::move(**run));
  }
  result_.ep_chunks = ep_chunks_->outcome();
  return absl::OkStatus();
}

absl::Status OptimizeRun::RunModulePlanVariant(const Graph& graph) {
  if (!manual_) return absl::OkStatus();
  // The user chose the module plan: its variant is kept when it is no
  // slower than the input under both models (else the automatic result is,
  // with a warning). With a plan the base was not taken by a variant.
  result_.automatic_step_us = best_->step_us;
  for (std::string& line : lines_) line.insert(0, "automatic, ");
  ModulePlan applied;
  auto v = RunManualVariant(graph.Clone(), plan_, flags_, bucket_options_, schedule_options_,
                            choice_, *model_, break_hangs_, &applied);
  if (!v.ok()) return v.status();
  Judge(*v, false);
  v->schedule.step_after_us = v->step_us;
  lines_.push_back(Line(*v));
  if (v->no_slower || !best_->no_slower) {
    result_.discarded.push_back(std::move(best_->graph));
    best_ = std::move(*v);
    best_index_ = lines_.size() - 1;
    result_.modules = std::move(applied);
    result_.module_prefetch = best_->schedule.window;
  } else {
    result_.warnings.emplace_back(
        "warning: the module plan's result is slower than the input under one timeline "
        "model; kept the automatic result");
  }
  return absl::OkStatus();
}

void OptimizeRun::FallBack(Graph& graph) {
  if (best_->no_slower || base_taken_) return;
  // No variant is no slower under both models: keep the process-group
  // passes alone (each collective on its own stream; never slower), or with
  // --passes the input.
  Variant base;
  base.label = in_order_ ? "the input graph" : "process-group passes only";
  // The kept variant may hold the base graph, scheduled (JudgeScheduled).
  base.graph = std::make_shared<Graph>(best_->holds_base ? RestoreBase(*best_) : std::move(graph));
  if (break_hangs_) {
    BreakHangCycles breaker(HangOptions(flags_));
    auto records = RunPipeline(*base.graph, {&breaker}, flags_.verify || flags_.verify_each);
    if (records.ok()) base.passes = std::move(*records);
  }
  Judge(base, false);
  base.schedule = best_->schedule;
  base.schedule.window = kOriginalOrderWindow;
  base.schedule.step_after_us = base.step_us;
  base.schedule.peak_after_bytes = base.schedule.peak_before_bytes;
  base.schedule.limit_met =
      base.schedule.memory_limit_bytes < 0 || peak_before_ <= base.schedule.memory_limit_bytes;
  lines_.push_back(Line(base));
  result_.discarded.push_back(std::move(best_->graph));
  best_ = std::move(base);
  best_index_ = lines_.size() - 1;
  result_.warnings.emplace_back(
      in_order_ ? "warning: the --passes result is slower than the input under one timeline "
                  "model; kept the input graph"
                : "warning: no bucketed or scheduled variant is no slower than the input under "
                  "both timeline models; kept the process-group passes alone");
}

OptimizeResult OptimizeRun::Finish() {
  for (size_t i = 0; i < lines_.size(); ++i) {
    result_.variants.push_back(lines_[i] + (i == best_index_ ? "  (kept)" : ""));
  }
  Variant& chosen = *best_;
  // The memo's variants are shared with other runs: copied then.
  result_.graph = TakeOrClone(std::move(chosen.graph));
  result_.passes = std::move(base_records_);
  for (PassRecord& r : chosen.passes) result_.passes.push_back(std::move(r));
  result_.buckets = std::move(chosen.buckets);
  result_.schedule = chosen.schedule;
  if (choice_.schedule && !result_.schedule.limit_met) {
    result_.warnings.push_back(fmt::format(
        "warning: the memory limit of {:.3f} GiB cannot be met; the schedule kept peaks at "
        "{:.3f} GiB",
        ToGiB(result_.schedule.memory_limit_bytes), ToGiB(result_.schedule.peak_after_bytes)));
  }
  // The kept graph simulated and explained, side by side where --jobs
  // allows (both only read it and the model), unless its variant did both.
  const bool explained = chosen.exposure.has_value();
  std::optional<std::jthread> explainer;
  if (!explained && jobs_ > 1) {
    explainer.emplace([this, &chosen, schedule = result_.schedule] {
      chosen.exposure = Explain(result_.graph, schedule);
    });
  }
  result_.after = chosen.after.has_value()
                      ? std::move(*chosen.after)
                      : SimulateWithModel(result_.graph, *model_, table_path_, flags_.sim);
  result_.models[std::string(TimelineName(timeline_))].after_us = result_.after.result.step_us;
  // The guard's step was taken on the same graph.
  result_.models[std::string(TimelineName(OtherTimeline(timeline_)))].after_us = chosen.guard_us;
  result_.collectives_after = CountCollectives(result_.graph);
  if (!choice_.schedule) {
    // No scheduler enforced the limit: say how the result stands against it.
    const int64_t limit = ReportedLimitBytes(result_.schedule);
    const int64_t peak = result_.after.result.memory.peak_bytes;
    result_.schedule.memory_limit_bytes = limit;
    result_.schedule.peak_before_bytes = peak_before_;
    result_.schedule.peak_after_bytes = peak;
    result_.schedule.limit_met = limit < 0 || peak <= limit;
    if (!result_.schedule.limit_met) {
      result_.warnings.push_back(fmt::format(
          "warning: without reordering, the peak of {:.3f} GiB is over the memory limit of "
          "{:.3f} GiB",
          ToGiB(peak), ToGiB(limit)));
    }
  }
  if (explainer.has_value()) {
    explainer->join();
  } else if (!explained) {
    chosen.exposure = Explain(result_.graph, result_.schedule, &result_.after.costs);
  }
  result_.exposure = std::move(chosen.exposure);
  return std::move(result_);
}

std::optional<ExposureReport> OptimizeRun::Explain(const Graph& graph,
                                                   const ScheduleOutcome& schedule,
                                                   const std::vector<NodeCost>* costs) const {
  if (timeline_ != Timeline::kCollopt || !flags_.explain) return std::nullopt;
  const int64_t limit = ReportedLimitBytes(schedule);
  auto exposure = ExplainWithModel(graph, *model_, flags_.sim,
                                   limit >= 0 ? std::optional<int64_t>(limit) : std::nullopt,
                                   kOptimizeExplained, costs);
  if (!exposure.ok()) return std::nullopt;
  return *std::move(exposure);
}

// `flags` with the semantic check off and the structural one kept.
OptimizeOptions WithoutVerify(const OptimizeOptions& flags) {
  OptimizeOptions inner = flags;
  inner.verify = false;
  inner.verify_each = true;
  return inner;
}

}  // namespace

absl::StatusOr<int64_t> MemoryLimitFlagBytes(const std::string& memory_limit_gb,
                                             int64_t input_peak_bytes) {
  if (memory_limit_gb == "none") return -1;
  if (memory_limit_gb.empty()) return DefaultMemoryLimitBytes(input_peak_bytes);
  return ParseMemoryLimitGb(memory_limit_gb);
}

absl::StatusOr<OptimizeResult> Optimize(Graph graph, const std::string& path,
                                        const OptimizeOptions& flags) {
  if (flags.verify) {
    // Translation validation needs the input as it was.
    Graph original = graph.Clone();
    absl::StatusOr<OptimizeResult> result = Optimize(std::move(graph), path, WithoutVerify(flags));
    if (!result.ok()) return result;
    result->equivalence = verify::VerifyEquivalent(original, result->graph);
    if (!result->equivalence->equivalent) {
      return absl::FailedPreconditionError(
          "error: --verify: the optimized graph is not proven to compute what the input "
          "computes\n" +
          verify::FormatEquivalence(*result->equivalence, path.empty() ? "input" : path,
                                    "optimized"));
    }
    result->hangs = CheckHangs(result->graph, HangOptions(flags));
    if (!result->hangs->hang_free()) {
      return absl::FailedPreconditionError("error: --verify: the optimized graph can hang\n" +
                                           FormatHangReport(result->graph, *result->hangs));
    }
    return result;
  }
  OptimizeRun run(path, flags);
  if (auto s = run.ResolveKnobs(); !s.ok()) return s;
  if (auto s = run.Prepare(graph); !s.ok()) return s;
  if (auto s = run.SimulateInput(graph); !s.ok()) return s;
  if (auto s = run.RunBasePasses(graph); !s.ok()) return s;
  if (auto s = run.RunVariants(graph); !s.ok()) return s;
  // (A variant that took the base graph leaves it to no stage after.)
  if (auto s = run.RunModulePlanVariant(graph); !s.ok()) return s;
  run.FallBack(graph);
  return run.Finish();
}

}  // namespace collopt
