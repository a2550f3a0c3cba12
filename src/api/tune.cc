// collopt/api/tune.cc — see tune.h.
#include "api/tune.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <utility>

#include "analysis/graph_validator.h"
#include "api/explain.h"
#include "fmt/format.h"
#include "passes/async_tp.h"
#include "passes/ep_chunk_overlap.h"
#include "passes/isolate_ep_process_group.h"
#include "passes/reassign_collective_pgs.h"
#include "passes/schedule_overlap.h"
#include "sim/timeline.h"
#include "support/parallel.h"
#include "support/units.h"

namespace collopt {
namespace {

constexpr int64_t kMaxPareto = 64;
// Chunk counts tried: those optimize's own searches try (passes/async_tp.h,
// passes/ep_chunk_overlap.h), and 0 = off.
constexpr int64_t kAsyncTpChunks[] = {0, 2, 4};
constexpr int64_t kEpChunks[] = {0, 2, 4, 8};
// The cap stage's coarse stride over the distinct bucketings.
constexpr size_t kCapStride = 4;
// The steps of the cap stage's walk simulated at a time (the one after the
// first that does not gain is simulated for nothing).
constexpr size_t kWalkBatch = 2;

// One candidate's knobs.
struct Knobs {
  BucketCaps caps;
  std::optional<int64_t> window;
  int64_t async_tp = 0;
  int64_t ep_chunks = 0;
};

std::string ChunkWord(int64_t k) { return k == 0 ? std::string("off") : std::to_string(k); }

std::string WindowText(const std::optional<int64_t>& window) {
  return window.has_value() ? std::to_string(*window) : std::string("the scheduler's");
}

// The bucket key tune tunes a cap for: "KIND@GROUP".
std::string CapKey(const Node& node) {
  return fmt::format("{}@{}", CollectiveKindShortName(node.collective->kind),
                     node.collective->group_name);
}

// The search's state: the cost model, the input's steps, the graphs each
// chunk setting starts from, and the candidates simulated so far.
class Tuner {
 public:
  Tuner(const std::string& path, const TuneOptions& options)
      : path_(path), options_(options), flags_(options.optimize) {}

  absl::Status Prepare(const Graph& graph);
  // The graph a chunk setting starts from; nullptr when a count does not
  // change the graph (nothing to split).
  absl::StatusOr<const Graph*> Base(int64_t async_tp, int64_t ep_chunks);
  // Makes the graphs of `settings` (async-TP, EP counts) not made yet, side
  // by side.
  absl::Status BuildBases(const std::vector<std::pair<int64_t, int64_t>>& settings);
  // Simulates the candidates not simulated yet (side by side), under
  // `limit` (bytes, -1 = none); returns them all, in order.
  // With `dedupe` false every candidate is simulated, even one equal to
  // another, and finds its buckets itself (the exhaustive sweep, as a
  // user's sweep of optimize runs does); otherwise the planned buckets are
  // applied.
  // `beside`, when given, runs on a thread of its own beside the
  // simulations (work for a thread a short batch would leave idle); it must
  // not change what they read (the bases, the model).
  absl::StatusOr<std::vector<TuneCandidate>> Evaluate(
      const std::vector<Knobs>& knobs, int64_t limit, bool dedupe = true,
      const std::function<absl::Status()>& beside = nullptr);
  // The bucketing `caps` give on a chunk setting's graph, per cap key (the
  // member names of each bucket), keys in order.
  absl::StatusOr<std::map<std::string, std::string>> Bucketing(const Knobs& knobs);
  // Plans the bucketings of all `knobs` not planned yet (one
  // BucketCollectives::PlanEach per chunk setting, on `threads` threads; 0 =
  // threads()).
  absl::Status PlanBuckets(const std::vector<Knobs>& knobs, size_t threads = 0);

  int64_t memory_limit() const { return memory_limit_; }
  double input_step_us() const { return input_step_us_; }
  int64_t input_peak_bytes() const { return input_peak_bytes_; }
  int64_t simulated() const { return simulated_; }
  int64_t node_count() const { return node_count_; }
  bool bucketing() const { return flags_.bucketing; }
  bool async_tp_allowed() const { return flags_.async_tp != "off"; }
  bool ep_chunks_allowed() const { return flags_.ep_chunks != "off"; }
  // The threads candidates are simulated on (--jobs).
  size_t threads() const { return ThreadCount(flags_.jobs); }

 private:
  // `jobs`: the scheduler's threads (ScheduleOptions::jobs). `plan`: the
  // buckets planned for the knobs on `base` (PlanBuckets), or nullptr: the
  // bucketer finds them itself, as optimize's does.
  absl::StatusOr<TuneCandidate> Simulate(const Knobs& knobs, const Graph& base,
                                         const BucketPlan* plan, int64_t limit, int64_t jobs) const;
  absl::StatusOr<std::string> CacheKey(const Knobs& knobs, int64_t limit);
  absl::StatusOr<std::optional<Graph>> MakeBase(int64_t async_tp, int64_t ep_chunks) const;
  // The bucketer's options for `caps`, as optimize gives them.
  BucketOptions BucketOptionsFor(const BucketCaps& caps) const {
    BucketOptions o;
    o.cap_bytes = caps.cap_bytes;
    o.key_caps = caps.key_caps;
    o.multi_dtype_all_gather = flags_.multi_dtype_all_gather;
    return o;
  }
  static std::string MemoKey(const Knobs& knobs) {
    return fmt::format("{}|{}|{}", knobs.async_tp, knobs.ep_chunks, FormatBucketCapMb(knobs.caps));
  }

  const std::string& path_;
  const TuneOptions& options_;
  const OptimizeOptions& flags_;
  std::optional<CostModel> model_;
  std::string table_path_;
  Timeline timeline_ = Timeline::kCollopt;
  std::optional<StepModel> guard_;
  ScheduleOptions schedule_;
  int64_t memory_limit_ = -1;
  double input_step_us_ = 0;
  double input_guard_us_ = 0;
  int64_t input_peak_bytes_ = 0;
  int64_t node_count_ = 0;
  Graph pg_base_;  // after the process-group passes
  std::map<std::pair<int64_t, int64_t>, std::optional<Graph>> bases_;
  std::map<std::string, TuneCandidate> cache_;
  // Bucketing() by chunk setting and caps (MemoKey), and the plans they
  // were read from, which Simulate applies (a std::map: a plan's address
  // holds while others are planned beside the simulations).
  std::map<std::string, std::map<std::string, std::string>> bucketings_;
  std::map<std::string, BucketPlan> plans_;
  int64_t simulated_ = 0;
};

absl::Status Tuner::Prepare(const Graph& graph) {
  if (!flags_.passes.empty() || !flags_.module_bucket_plans.empty() || !flags_.reorder ||
      !flags_.disable_passes.empty() || !flags_.share_all_to_all_pg.empty() ||
      flags_.max_connections != 1) {
    return absl::InvalidArgumentError(
        "error: tune chooses the knobs of optimize's default pipeline: --passes, "
        "--disable-pass, --no-reorder, --module-bucket-plans, --share-all-to-all-pg and "
        "--max-connections other than 1 are not supported");
  }
  for (const auto& [flag, value] :
       {std::pair<std::string_view, const std::string&>("--async-tp", flags_.async_tp),
        {"--ep-chunks", flags_.ep_chunks}}) {
    if (value != "auto" && value != "off") {
      return absl::InvalidArgumentError(fmt::format(
          "error: tune: {} is what tune chooses; give auto (the default) or off, got '{}'", flag,
          value));
    }
  }
  if (options_.pareto < 0 || options_.pareto > kMaxPareto) {
    return absl::InvalidArgumentError(
        fmt::format("error: --pareto expects a number of budgets in [0, {}], got {}", kMaxPareto,
                    options_.pareto));
  }
  if (auto s = CheckOptimizeOptions(flags_); !s.ok()) return s;
  pg_base_ = graph.Clone();
  if (auto s = ValidateGraph(pg_base_); !s.ok()) {
    return absl::InvalidArgumentError(fmt::format("{}: error: the input graph is not valid: {}",
                                                  graph.source_name, std::string(s.message())));
  }
  auto timeline = ParseTimeline(flags_.sim.timeline);
  if (!timeline.ok()) return timeline.status();
  timeline_ = *timeline;
  auto model = MakeCostModel(pg_base_, path_, flags_.sim, &table_path_);
  if (!model.ok()) return model.status();
  model_.emplace(std::move(*model));
  guard_.emplace(OtherTimeline(timeline_), &*model_, flags_.sim.launch_overhead_us,
                 flags_.sim.shared_links);
  // The input as optimize simulates it (api/optimize.cc SimulateInput).
  const Simulation input = SimulateWithModel(pg_base_, *model_, table_path_, flags_.sim);
  input_step_us_ = input.result.step_us;
  input_guard_us_ = guard_->Step(pg_base_);
  input_peak_bytes_ = input.result.memory.peak_bytes;
  auto limit = MemoryLimitFlagBytes(flags_.memory_limit_gb, input_peak_bytes_);
  if (!limit.ok()) return limit.status();
  memory_limit_ = *limit;
  schedule_.max_in_flight_bytes = flags_.max_in_flight_mb << 20;
  schedule_.launch_overhead_us = flags_.sim.launch_overhead_us;
  schedule_.shared_links = flags_.sim.shared_links;
  schedule_.timeline = timeline_;
  schedule_.jobs = 1;
  // The process-group passes, as optimize runs them first.
  ProcessGroupRegistry ag_registry = MakeFsdpAllGatherRegistry();
  ProcessGroupRegistry ep_registry = MakeEpRegistry();
  ReassignCollectivePgs reassign(ag_registry);
  IsolateEpProcessGroup isolate(ep_registry);
  std::vector<Pass*> passes;
  if (flags_.reassign_ag_pg) passes.push_back(&reassign);
  if (flags_.isolate_ep_pg) passes.push_back(&isolate);
  auto records = RunPipeline(pg_base_, passes, flags_.verify || flags_.verify_each);
  if (!records.ok()) return records.status();
  node_count_ = static_cast<int64_t>(pg_base_.size());
  return absl::OkStatus();
}

absl::StatusOr<std::optional<Graph>> Tuner::MakeBase(int64_t async_tp, int64_t ep_chunks) const {
  Graph g = pg_base_.Clone();
  if (async_tp > 0) {
    bool enabled = false;
    auto o = ParseAsyncTp(std::to_string(async_tp), &enabled);
    if (!o.ok()) return o.status();
    o->timeline = timeline_;
    AsyncTensorParallel pass(*o, &*model_);
    auto changed = pass.Run(g);
    if (!changed.ok()) return changed.status();
    if (!*changed) return std::nullopt;
  }
  if (ep_chunks > 0) {
    bool enabled = false;
    auto o = ParseEpChunks(std::to_string(ep_chunks), &enabled);
    if (!o.ok()) return o.status();
    o->timeline = timeline_;
    o->memory_limit_bytes = memory_limit_;
    EpChunkOverlap pass(*o, &*model_);
    auto changed = pass.Run(g);
    if (!changed.ok()) return changed.status();
    if (!*changed) return std::nullopt;
  }
  return g;
}

absl::Status Tuner::BuildBases(const std::vector<std::pair<int64_t, int64_t>>& settings) {
  std::vector<std::pair<int64_t, int64_t>> todo;
  for (const auto& s : settings) {
    if (bases_.count(s) == 0 && std::find(todo.begin(), todo.end(), s) == todo.end()) {
      todo.push_back(s);
    }
  }
  std::vector<std::optional<absl::StatusOr<std::optional<Graph>>>> made(todo.size());
  ParallelFor(todo.size(), threads(),
              [&](size_t i) { made[i] = MakeBase(todo[i].first, todo[i].second); });
  for (size_t i = 0; i < todo.size(); ++i) {
    if (!made[i]->ok()) return made[i]->status();
    bases_.emplace(todo[i], std::move(**made[i]));
  }
  return absl::OkStatus();
}

absl::StatusOr<const Graph*> Tuner::Base(int64_t async_tp, int64_t ep_chunks) {
  if (auto s = BuildBases({{async_tp, ep_chunks}}); !s.ok()) return s;
  const std::optional<Graph>& base = bases_.at({async_tp, ep_chunks});
  return base.has_value() ? &*base : nullptr;
}

absl::Status Tuner::PlanBuckets(const std::vector<Knobs>& knobs, size_t threads) {
  // The caps not planned yet, by chunk setting.
  std::map<std::pair<int64_t, int64_t>, std::vector<std::pair<std::string, BucketCaps>>> todo;
  for (const Knobs& k : knobs) {
    std::string key = MemoKey(k);
    if (bucketings_.count(key) != 0) continue;
    auto& list = todo[{k.async_tp, k.ep_chunks}];
    if (std::none_of(list.begin(), list.end(), [&](const auto& e) { return e.first == key; })) {
      list.emplace_back(std::move(key), k.caps);
    }
  }
  for (auto& [setting, list] : todo) {
    auto base = Base(setting.first, setting.second);
    if (!base.ok()) return base.status();
    if (*base == nullptr || !flags_.bucketing) {
      for (auto& [key, caps] : list) bucketings_[key];
      continue;
    }
    const Graph& g = **base;
    std::vector<BucketCaps> caps;
    for (const auto& entry : list) caps.push_back(entry.second);
    auto plans = BucketCollectives(BucketOptionsFor({}), &*model_)
                     .PlanEach(g, caps, threads == 0 ? this->threads() : threads);
    for (size_t i = 0; i < list.size(); ++i) {
      std::map<std::string, std::string>& by_key = bucketings_[list[i].first];
      for (size_t b = 0; b < plans[i].buckets.size(); ++b) {
        std::string& text = by_key[CapKey(g.node(plans[i].buckets[b].front().start))];
        for (const std::string& name : plans[i].names[b]) text += name + ",";
        text += ";";
      }
      plans_.emplace(list[i].first, std::move(plans[i]));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::map<std::string, std::string>> Tuner::Bucketing(const Knobs& knobs) {
  if (auto s = PlanBuckets({knobs}); !s.ok()) return s;
  return bucketings_.at(MemoKey(knobs));
}

absl::StatusOr<std::string> Tuner::CacheKey(const Knobs& knobs, int64_t limit) {
  auto bucketing = Bucketing(knobs);
  if (!bucketing.ok()) return bucketing.status();
  std::string key = fmt::format("{}|{}|{}|{}|", knobs.async_tp, knobs.ep_chunks,
                                knobs.window.value_or(-3), limit);
  for (const auto& [k, text] : *bucketing) key.append(k).append(":").append(text).append("|");
  return key;
}

absl::StatusOr<TuneCandidate> Tuner::Simulate(const Knobs& knobs, const Graph& base,
                                              const BucketPlan* plan, int64_t limit,
                                              int64_t jobs) const {
  Graph g = base.Clone();
  TuneCandidate c;
  c.caps = knobs.caps;
  c.window = knobs.window;
  c.async_tp = knobs.async_tp;
  c.ep_chunks = knobs.ep_chunks;
  if (flags_.bucketing) {
    BucketCollectives bucketer(BucketOptionsFor(knobs.caps), &*model_);
    auto changed = plan != nullptr ? bucketer.RunPlanned(g, *plan) : bucketer.Run(g);
    if (!changed.ok()) return changed.status();
  }
  ScheduleOptions so = schedule_;
  so.prefetch_window = knobs.window;
  so.memory_limit_bytes = limit;
  so.jobs = jobs;
  ScheduleOverlap scheduler(so, &*model_);
  if (auto changed = scheduler.Run(g); !changed.ok()) return changed.status();
  const ScheduleOutcome& out = scheduler.outcome();
  c.step_us = out.step_after_us;
  c.guard_us = out.guard_after_us.has_value() ? *out.guard_after_us : guard_->Step(g);
  c.peak_bytes = out.peak_after_bytes;
  c.limit_met = out.limit_met;
  c.no_slower = NoSlower(c.step_us, input_step_us_) && NoSlower(c.guard_us, input_guard_us_);
  c.window_used = out.window;
  return c;
}

absl::StatusOr<std::vector<TuneCandidate>> Tuner::Evaluate(
    const std::vector<Knobs>& knobs, int64_t limit, bool dedupe,
    const std::function<absl::Status()>& beside) {
  if (dedupe) {
    if (auto s = PlanBuckets(knobs); !s.ok()) return s;
  }
  std::vector<std::string> keys;
  std::vector<size_t> todo;  // first index of each key not simulated yet
  std::set<std::string> queued;
  for (size_t i = 0; i < knobs.size(); ++i) {
    auto key = dedupe ? CacheKey(knobs[i], limit) : absl::StatusOr<std::string>(std::to_string(i));
    if (!key.ok()) return key.status();
    if (auto base = Base(knobs[i].async_tp, knobs[i].ep_chunks); !base.ok() || *base == nullptr) {
      return absl::InternalError("tune: a candidate without its graph");
    }
    if (cache_.count(*key) == 0 && queued.insert(*key).second) todo.push_back(i);
    keys.push_back(std::move(*key));
  }
  std::vector<std::optional<absl::StatusOr<TuneCandidate>>> runs(todo.size());
  // The plans are looked up here: `beside` may plan more meanwhile.
  std::vector<const BucketPlan*> plans(todo.size(), nullptr);
  for (size_t t = 0; t < todo.size() && dedupe; ++t) {
    auto it = plans_.find(MemoKey(knobs[todo[t]]));
    if (it != plans_.end()) plans[t] = &it->second;
  }
  // Threads left over take part in the schedulers (each builds its
  // reordered compute orders beside its window search): with fewer
  // candidates than threads, every scheduler; otherwise the last candidates,
  // which start when others are near their end (the steps do not depend on
  // the threads).
  const size_t threads = this->threads();
  const size_t tasks = todo.size() + (beside ? 1 : 0);
  const size_t tail = tasks % threads;
  absl::Status beside_status;
  ParallelFor(tasks, threads, [&](size_t t) {
    if (t == todo.size()) {
      beside_status = beside();
      return;
    }
    const Knobs& k = knobs[todo[t]];
    const size_t jobs = tasks < threads ? threads / tasks : (t + tail >= tasks ? threads : 1);
    runs[t] = Simulate(k, *bases_.at({k.async_tp, k.ep_chunks}), plans[t], limit,
                       static_cast<int64_t>(jobs));
  });
  if (!beside_status.ok()) return beside_status;
  for (size_t t = 0; t < todo.size(); ++t) {
    if (!runs[t]->ok()) return runs[t]->status();
  }
  if (!dedupe) {
    std::vector<TuneCandidate> out;
    out.reserve(runs.size());
    for (auto& run : runs) out.push_back(std::move(**run));
    simulated_ += static_cast<int64_t>(out.size());
    return out;
  }
  for (size_t t = 0; t < todo.size(); ++t) cache_.emplace(keys[todo[t]], **runs[t]);
  simulated_ += static_cast<int64_t>(todo.size());
  std::vector<TuneCandidate> out;
  for (size_t i = 0; i < knobs.size(); ++i) {
    TuneCandidate c = cache_.at(keys[i]);
    // The knobs asked for (an equal bucketing may have come from other caps).
    c.caps = knobs[i].caps;
    c.window = knobs[i].window;
    out.push_back(std::move(c));
  }
  return out;
}

// The index of the best of `candidates` (the first on a tie).
size_t BestIndex(const std::vector<TuneCandidate>& candidates) {
  size_t best = 0;
  for (size_t i = 1; i < candidates.size(); ++i) {
    if (BetterCandidate(candidates[i], candidates[best])) best = i;
  }
  return best;
}

// The cap stage's coarse positions among `n` distinct bucketings: 0, n - 1
// and evenly between, about kCapStride apart. Their count is rounded down
// to an even one, not below 2: they are simulated a batch at a time, and on
// an even number of threads an odd count leaves a last batch of one that
// costs as long as a full one (the positions must not depend on the
// threads: tune's choice does not).
std::vector<size_t> CoarsePositions(size_t n) {
  if (n <= 2) {
    std::vector<size_t> all(n);
    std::iota(all.begin(), all.end(), size_t{0});
    return all;
  }
  size_t count = (n - 1 + kCapStride - 1) / kCapStride + 1;  // at least 2
  if (count % 2 != 0) --count;
  std::vector<size_t> at;
  at.reserve(count);
  for (size_t i = 0; i < count; ++i) {
    const size_t j = (i * (n - 1) + (count - 1) / 2) / (count - 1);  // rounded
    if (at.empty() || at.back() != j) at.push_back(j);
  }
  return at;
}

// The windows tune considers (besides the scheduler's own): 1, 2, 4, …
// below the node count, and the node count (no limit).
std::vector<int64_t> GridWindows(int64_t nodes) {
  std::vector<int64_t> windows;
  for (int64_t w = 1; w < nodes; w *= 2) windows.push_back(w);
  windows.push_back(std::max<int64_t>(nodes, 1));
  return windows;
}

// The search of tune.h, stage by stage.
class Search {
 public:
  explicit Search(Tuner& tuner) : tuner_(tuner) {}

  absl::StatusOr<TuneCandidate> Run(std::vector<std::string>& stages);
  // The best candidate under `limit` near `best` (its caps and chunks, the
  // scheduler's window and the grid windows near it): a frontier point.
  absl::StatusOr<TuneCandidate> BestUnder(const TuneCandidate& best, int64_t limit);

 private:
  absl::Status ChooseChunks(std::vector<std::string>& stages);
  absl::Status ChooseCap(std::vector<std::string>& stages);
  absl::Status ChooseWindow(std::vector<std::string>& stages, int64_t limit);
  absl::Status ChooseKeyCaps(std::vector<std::string>& stages);
  absl::Status Keep(const std::vector<Knobs>& knobs, int64_t limit,
                    const std::function<absl::Status()>& beside = nullptr);
  // The grid caps at `at`'s other knobs.
  std::vector<Knobs> GridKnobs(const Knobs& at) const;
  // Tries `steps` in order until the first that does not beat `at_best`
  // (each tried one into `tried`, the best so far into `at_best`); they are
  // simulated kWalkBatch at a time, so one past that first may be
  // simulated but not tried.
  absl::Status WalkWhileGaining(const std::vector<Knobs>& steps, TuneCandidate& at_best,
                                std::vector<Knobs>& tried);
  std::vector<int64_t> NearWindows(int64_t used) const;

  Tuner& tuner_;
  Knobs knobs_;
  TuneCandidate best_;
  bool has_best_ = false;
  // The grid caps' bucketings, per key; and the distinct ones in cap order.
  std::vector<std::map<std::string, std::string>> grid_;
};

absl::Status Search::Keep(const std::vector<Knobs>& knobs, int64_t limit,
                          const std::function<absl::Status()>& beside) {
  auto c = tuner_.Evaluate(knobs, limit, /*dedupe=*/true, beside);
  if (!c.ok()) return c.status();
  for (size_t i = 0; i < knobs.size(); ++i) {
    if (!has_best_ || BetterCandidate((*c)[i], best_)) {
      best_ = (*c)[i];
      knobs_ = knobs[i];
      has_best_ = true;
    }
  }
  return absl::OkStatus();
}

std::vector<Knobs> Search::GridKnobs(const Knobs& at) const {
  const std::vector<double>& grid = BucketCapGridMb();
  std::vector<Knobs> all(grid.size(), at);
  for (size_t i = 0; i < grid.size(); ++i) all[i].caps = BucketCaps{BytesFromMiB(grid[i]), {}};
  return all;
}

absl::Status Search::ChooseChunks(std::vector<std::string>& stages) {
  // The counts that change the graph alone.
  std::vector<std::pair<int64_t, int64_t>> singles;
  for (int64_t a : kAsyncTpChunks) {
    if (a > 0 && tuner_.async_tp_allowed()) singles.emplace_back(a, 0);
  }
  for (int64_t e : kEpChunks) {
    if (e > 0 && tuner_.ep_chunks_allowed()) singles.emplace_back(0, e);
  }
  if (auto s = tuner_.BuildBases(singles); !s.ok()) return s;
  std::vector<int64_t> async_tp = {0};
  std::vector<int64_t> ep_chunks = {0};
  for (const auto& [a, e] : singles) {
    auto base = tuner_.Base(a, e);
    if (!base.ok()) return base.status();
    if (*base != nullptr) (a > 0 ? async_tp : ep_chunks).push_back(a > 0 ? a : e);
  }
  // Off and the smallest count of each (and their combination); the larger
  // counts only where the smallest beat off.
  int64_t tried = 0;
  auto round = [&](const std::vector<int64_t>& as, const std::vector<int64_t>& es,
                   const std::function<absl::Status()>& beside = nullptr) {
    std::vector<std::pair<int64_t, int64_t>> settings;
    for (int64_t a : as) {
      for (int64_t e : es) settings.emplace_back(a, e);
    }
    if (auto s = tuner_.BuildBases(settings); !s.ok()) return s;
    std::vector<Knobs> knobs;
    for (const auto& [a, e] : settings) {
      auto base = tuner_.Base(a, e);
      if (!base.ok()) return base.status();
      if (*base == nullptr) continue;
      Knobs k = knobs_;
      k.async_tp = a;
      k.ep_chunks = e;
      knobs.push_back(std::move(k));
    }
    tried += static_cast<int64_t>(knobs.size());
    return Keep(knobs, tuner_.memory_limit(), beside);
  };
  auto first = [](const std::vector<int64_t>& counts) {
    return std::vector<int64_t>(counts.begin(),
                                counts.begin() + std::min<size_t>(2, counts.size()));
  };
  if (auto s = round(first(async_tp), first(ep_chunks)); !s.ok()) return s;
  const Knobs after_first = knobs_;
  if (async_tp.size() > 2 && after_first.async_tp == async_tp[1]) {
    // The cap stage's bucketings at the counts chosen so far are planned
    // beside the larger counts (planned again if one of them wins); that
    // setting's base exists already, so planning only adds bucketings.
    std::function<absl::Status()> plan;
    if (tuner_.bucketing()) {
      plan = [this, &after_first] { return tuner_.PlanBuckets(GridKnobs(after_first), 1); };
    }
    if (auto s = round({async_tp.begin() + 2, async_tp.end()}, {after_first.ep_chunks}, plan);
        !s.ok()) {
      return s;
    }
  }
  if (ep_chunks.size() > 2 && after_first.ep_chunks == ep_chunks[1]) {
    if (auto s = round({knobs_.async_tp}, {ep_chunks.begin() + 2, ep_chunks.end()}); !s.ok()) {
      return s;
    }
  }
  stages.push_back(fmt::format("chunk counts ({} settings): async-tp {}, ep-chunks {}: {:.3f} ms",
                               tried, ChunkWord(knobs_.async_tp), ChunkWord(knobs_.ep_chunks),
                               best_.step_us / 1000));
  return absl::OkStatus();
}

absl::Status Search::WalkWhileGaining(const std::vector<Knobs>& steps, TuneCandidate& at_best,
                                      std::vector<Knobs>& tried) {
  // A fixed batch, not one per thread: what is simulated (and counted)
  // must not depend on the threads.
  const size_t batch = kWalkBatch;
  bool gains = true;
  for (size_t b = 0; gains && b < steps.size(); b += batch) {
    const std::vector<Knobs> knobs(
        steps.begin() + static_cast<std::ptrdiff_t>(b),
        steps.begin() + static_cast<std::ptrdiff_t>(std::min(b + batch, steps.size())));
    auto c = tuner_.Evaluate(knobs, tuner_.memory_limit());
    if (!c.ok()) return c.status();
    for (size_t j = 0; gains && j < knobs.size(); ++j) {
      tried.push_back(knobs[j]);
      gains = BetterCandidate((*c)[j], at_best);
      if (gains) at_best = (*c)[j];
    }
  }
  return absl::OkStatus();
}

absl::Status Search::ChooseCap(std::vector<std::string>& stages) {
  if (!tuner_.bucketing()) {
    stages.emplace_back("bucket caps: bucketing is off");
    return absl::OkStatus();
  }
  const std::vector<double>& grid = BucketCapGridMb();
  // The distinct bucketings over the grid (their first cap each).
  std::vector<size_t> reps;
  std::set<std::map<std::string, std::string>> seen;
  grid_.clear();
  const std::vector<Knobs> all = GridKnobs(knobs_);
  if (auto s = tuner_.PlanBuckets(all); !s.ok()) return s;
  for (size_t i = 0; i < grid.size(); ++i) {
    auto bucketing = tuner_.Bucketing(all[i]);
    if (!bucketing.ok()) return bucketing.status();
    if (seen.insert(*bucketing).second) reps.push_back(i);
    grid_.push_back(std::move(*bucketing));
  }
  // The knobs of the rep-th distinct bucketing (its first grid cap's).
  auto knobs_at = [&](size_t rep) { return all[reps[rep]]; };
  // Coarse: the first and last distinct bucketing and others evenly
  // between, about every kCapStride-th, an even count (CoarsePositions);
  // then the two next to the best of them, and on from the better one while
  // each step gains (up to the next coarse one).
  const size_t n = reps.size();
  const std::vector<size_t> coarse_reps = CoarsePositions(n);
  const std::set<size_t> coarse_set(coarse_reps.begin(), coarse_reps.end());
  std::vector<Knobs> tried;
  auto evaluate = [&](const std::vector<size_t>& at) -> absl::StatusOr<std::vector<TuneCandidate>> {
    std::vector<Knobs> knobs;
    knobs.reserve(at.size());
    for (size_t j : at) knobs.push_back(knobs_at(j));
    tried.insert(tried.end(), knobs.begin(), knobs.end());
    return tuner_.Evaluate(knobs, tuner_.memory_limit());
  };
  auto coarse = evaluate(coarse_reps);
  if (!coarse.ok()) return coarse.status();
  const size_t center = coarse_reps[BestIndex(*coarse)];
  TuneCandidate at_best = (*coarse)[BestIndex(*coarse)];
  std::vector<size_t> sides;
  if (center > 0) sides.push_back(center - 1);
  if (center + 1 < n) sides.push_back(center + 1);
  auto fine = evaluate(sides);
  if (!fine.ok()) return fine.status();
  size_t at = center;
  for (size_t i = 0; i < sides.size(); ++i) {
    if (BetterCandidate((*fine)[i], at_best)) {
      at_best = (*fine)[i];
      at = sides[i];
    }
  }
  if (at != center) {
    const bool up = at > center;
    std::vector<Knobs> steps;
    for (size_t q = up ? at + 1 : at - 1; q < n && coarse_set.count(q) == 0;
         q = up ? q + 1 : q - 1) {
      steps.push_back(knobs_at(q));
    }
    if (auto s = WalkWhileGaining(steps, at_best, tried); !s.ok()) return s;
  }
  if (auto s = Keep(tried, tuner_.memory_limit()); !s.ok()) return s;
  stages.push_back(fmt::format(
      "one cap for every collective ({} grid caps, {} distinct bucketings): {} MiB: {:.3f} ms",
      grid.size(), reps.size(), FormatBucketCapMb(knobs_.caps), best_.step_us / 1000));
  return absl::OkStatus();
}

std::vector<int64_t> Search::NearWindows(int64_t used) const {
  const std::vector<int64_t> grid = GridWindows(tuner_.node_count());
  // The grid position of the window used: the largest grid window not above it.
  size_t p = grid.size() - 1;
  if (used == kOriginalOrderWindow) {
    p = 0;
  } else if (used >= 0) {
    p = 0;
    while (p + 1 < grid.size() && grid[p + 1] <= used) ++p;
  }
  // The next grid window above it, and no limit (a narrower window than
  // the scheduler's own choice, which already tries narrower ones, rarely
  // wins).
  std::set<int64_t> near = {grid[std::min(p + 1, grid.size() - 1)], grid.back()};
  return {near.begin(), near.end()};
}

absl::Status Search::ChooseWindow(std::vector<std::string>& stages, int64_t limit) {
  Knobs own = knobs_;
  own.window.reset();  // the scheduler's own search
  std::vector<Knobs> knobs = {own};
  for (int64_t w : NearWindows(best_.window_used)) {
    Knobs k = knobs_;
    k.window = w;
    knobs.push_back(std::move(k));
  }
  if (auto s = Keep(knobs, limit); !s.ok()) return s;
  stages.push_back(
      fmt::format("prefetch window (the scheduler's search and {} grid windows): {}: {:.3f} ms",
                  knobs.size() - 1, WindowText(knobs_.window), best_.step_us / 1000));
  return absl::OkStatus();
}

absl::Status Search::ChooseKeyCaps(std::vector<std::string>& stages) {
  if (!tuner_.bucketing() || grid_.empty()) return absl::OkStatus();
  const std::vector<double>& grid = BucketCapGridMb();
  std::set<std::string> keys;
  for (const auto& by_key : grid_) {
    for (const auto& [key, text] : by_key) keys.insert(key);
  }
  // With one key, the cap stage's neighbours were these.
  if (keys.size() < 2) return absl::OkStatus();
  auto now = tuner_.Bucketing(knobs_);
  if (!now.ok()) return now.status();
  // Each key's neighbours, the other keys kept: all side by side.
  std::vector<Knobs> knobs;
  std::vector<std::string> knob_keys;
  for (const std::string& key : keys) {
    // The key's distinct bucketings over the grid, in cap order.
    std::vector<std::pair<std::string, size_t>> classes;  // (bucketing, first grid index)
    for (size_t i = 0; i < grid_.size(); ++i) {
      auto it = grid_[i].find(key);
      const std::string text = it == grid_[i].end() ? std::string() : it->second;
      if (classes.empty() || classes.back().first != text) classes.emplace_back(text, i);
    }
    auto it = now->find(key);
    const std::string current = it == now->end() ? std::string() : it->second;
    auto pos = std::find_if(classes.begin(), classes.end(),
                            [&](const auto& c) { return c.first == current; });
    if (classes.size() < 2 || pos == classes.end()) continue;
    const auto p = static_cast<size_t>(pos - classes.begin());
    for (size_t q : {p - 1, p + 1}) {
      if (q >= classes.size()) continue;  // p - 1 wraps when p = 0
      Knobs k = knobs_;
      k.caps.key_caps[key] = BytesFromMiB(grid[classes[q].second]);
      knobs.push_back(std::move(k));
      knob_keys.push_back(key);
    }
  }
  auto c = tuner_.Evaluate(knobs, tuner_.memory_limit());
  if (!c.ok()) return c.status();
  // Each key's best neighbour that beats the current best, then all of
  // them together (keys bucket apart, so the gains mostly add up).
  std::map<std::string, size_t> better;
  for (size_t i = 0; i < knobs.size(); ++i) {
    if (!BetterCandidate((*c)[i], best_)) continue;
    auto [it, inserted] = better.emplace(knob_keys[i], i);
    if (!inserted && BetterCandidate((*c)[i], (*c)[it->second])) it->second = i;
  }
  std::vector<Knobs> tried = knobs;
  if (better.size() >= 2) {
    Knobs all = knobs_;
    for (const auto& [key, i] : better) all.caps.key_caps[key] = knobs[i].caps.key_caps.at(key);
    tried.push_back(std::move(all));
  }
  if (auto s = Keep(tried, tuner_.memory_limit()); !s.ok()) return s;
  stages.push_back(fmt::format(
      "a cap per kind and group ({} keys, {} improved alone): {} MiB: {:.3f} ms", keys.size(),
      better.size(), FormatBucketCapMb(knobs_.caps), best_.step_us / 1000));
  return absl::OkStatus();
}

absl::StatusOr<TuneCandidate> Search::Run(std::vector<std::string>& stages) {
  if (auto s = ChooseChunks(stages); !s.ok()) return s;
  if (auto s = ChooseCap(stages); !s.ok()) return s;
  if (auto s = ChooseWindow(stages, tuner_.memory_limit()); !s.ok()) return s;
  if (auto s = ChooseKeyCaps(stages); !s.ok()) return s;
  return best_;
}

absl::StatusOr<TuneCandidate> Search::BestUnder(const TuneCandidate& best, int64_t limit) {
  Knobs k;
  k.caps = best.caps;
  k.async_tp = best.async_tp;
  k.ep_chunks = best.ep_chunks;
  std::vector<Knobs> knobs = {k};
  for (int64_t w : NearWindows(best.window_used)) {
    k.window = w;
    knobs.push_back(k);
  }
  auto c = tuner_.Evaluate(knobs, limit);
  if (!c.ok()) return c.status();
  return (*c)[BestIndex(*c)];
}

OptimizeOptions WithKnobs(const OptimizeOptions& flags, const TuneCandidate& c) {
  OptimizeOptions o = flags;
  o.explain = false;
  o.bucket_cap_mb = FormatBucketCapMb(c.caps);
  o.prefetch_window = c.window;
  o.async_tp = ChunkWord(c.async_tp);
  o.ep_chunks = ChunkWord(c.ep_chunks);
  return o;
}

// A chunk count as a keyword value: a number, or "off".
nlohmann::json ChunkValue(int64_t k) { return k == 0 ? nlohmann::json("off") : nlohmann::json(k); }

}  // namespace

std::vector<std::string> TuneFlags(const TuneCandidate& c, bool bucketing,
                                   const std::string& memory_limit_gb) {
  std::vector<std::string> out;
  if (bucketing) out.insert(out.end(), {"--bucket-cap-mb", FormatBucketCapMb(c.caps)});
  if (c.window.has_value()) out.insert(out.end(), {"--prefetch-window", std::to_string(*c.window)});
  out.insert(out.end(),
             {"--async-tp", ChunkWord(c.async_tp), "--ep-chunks", ChunkWord(c.ep_chunks)});
  if (!memory_limit_gb.empty()) out.insert(out.end(), {"--memory-limit-gb", memory_limit_gb});
  return out;
}

std::vector<std::pair<std::string, nlohmann::json>> TuneKwargs(const TuneCandidate& c,
                                                               bool bucketing,
                                                               const std::string& memory_limit_gb) {
  std::vector<std::pair<std::string, nlohmann::json>> out;
  if (bucketing) out.emplace_back("bucket_cap_mb", FormatBucketCapMb(c.caps));
  if (c.window.has_value()) out.emplace_back("prefetch_window", *c.window);
  out.emplace_back("async_tp", ChunkValue(c.async_tp));
  out.emplace_back("ep_chunks", ChunkValue(c.ep_chunks));
  if (!memory_limit_gb.empty()) out.emplace_back("memory_limit_gb", memory_limit_gb);
  return out;
}

const std::vector<double>& BucketCapGridMb() {
  static const std::vector<double> kGrid = [] {
    std::vector<double> g;
    for (int i = 0; i < 20; ++i) {
      const double mb = std::pow(4096.0, i / 19.0);
      // 3 significant digits.
      const double scale = std::pow(10.0, 2 - std::floor(std::log10(mb)));
      g.push_back(std::round(mb * scale) / scale);
    }
    return g;
  }();
  return kGrid;
}

bool BetterCandidate(const TuneCandidate& a, const TuneCandidate& b) {
  if (a.limit_met != b.limit_met) return a.limit_met;
  if (a.no_slower != b.no_slower) return a.no_slower;
  if (Faster(a.step_us, b.step_us)) return true;
  // As fast (within the tolerance): the lower peak.
  return !Faster(b.step_us, a.step_us) && a.peak_bytes < b.peak_bytes;
}

absl::StatusOr<TuneResult> Tune(const Graph& graph, const std::string& path,
                                const TuneOptions& options) {
  Tuner tuner(path, options);
  if (auto s = tuner.Prepare(graph); !s.ok()) return s;
  TuneResult result;
  result.input_step_us = tuner.input_step_us();
  result.input_peak_bytes = tuner.input_peak_bytes();
  result.memory_limit_bytes = tuner.memory_limit();
  Search search(tuner);
  auto best = search.Run(result.stages);
  if (!best.ok()) return best.status();
  result.best = *best;
  const OptimizeOptions& flags = options.optimize;
  result.flags = TuneFlags(result.best, flags.bucketing, flags.memory_limit_gb);
  result.kwargs = TuneKwargs(result.best, flags.bucketing, flags.memory_limit_gb);
  // optimize itself, with the flags chosen.
  auto optimized = Optimize(graph.Clone(), path, WithKnobs(flags, result.best));
  if (!optimized.ok()) return optimized.status();
  result.step_us = optimized->after.result.step_us;
  result.peak_bytes = optimized->after.result.memory.peak_bytes;
  if (options.pareto > 0) {
    // From the input's peak (always feasible: its own order) to the peak of
    // the fastest schedule without a limit.
    auto free = search.BestUnder(result.best, -1);
    if (!free.ok()) return free.status();
    const double lo = ToGiB(result.input_peak_bytes);
    const double hi = std::max(ToGiB(free->peak_bytes), lo * 1.1);
    for (int64_t i = 0; i < options.pareto; ++i) {
      const double gb = options.pareto == 1 ? hi
                                            : lo + (hi - lo) * static_cast<double>(i) /
                                                       static_cast<double>(options.pareto - 1);
      const std::string text = fmt::format("{:.3f}", std::ceil(gb * 1000) / 1000);
      auto budget = ParseMemoryLimitGb(text);
      if (!budget.ok()) return budget.status();
      auto point = search.BestUnder(result.best, *budget);
      if (!point.ok()) return point.status();
      result.frontier.push_back({*budget, *point, text, TuneFlags(*point, flags.bucketing, text)});
    }
  }
  result.candidates = tuner.simulated();
  return result;
}

absl::StatusOr<std::vector<TuneCandidate>> SweepBucketCaps(const Graph& graph,
                                                           const std::string& path,
                                                           const TuneOptions& options,
                                                           int64_t async_tp, int64_t ep_chunks) {
  Tuner tuner(path, options);
  if (auto s = tuner.Prepare(graph); !s.ok()) return s;
  auto base = tuner.Base(async_tp, ep_chunks);
  if (!base.ok()) return base.status();
  if (*base == nullptr) {
    return absl::InvalidArgumentError(
        fmt::format("error: async-tp {} / ep-chunks {} do not change the graph",
                    ChunkWord(async_tp), ChunkWord(ep_chunks)));
  }
  std::vector<std::optional<int64_t>> windows = {std::nullopt};
  for (int64_t w : GridWindows(tuner.node_count())) windows.emplace_back(w);
  std::vector<Knobs> knobs;
  for (double mb : BucketCapGridMb()) {
    for (const auto& w : windows) {
      knobs.push_back(Knobs{BucketCaps{BytesFromMiB(mb), {}}, w, async_tp, ep_chunks});
    }
  }
  return tuner.Evaluate(knobs, tuner.memory_limit(), /*dedupe=*/false);
}

}  // namespace collopt
