// collopt/passes/async_tp.cc — see async_tp.h. The two halves' matching
// and rewriting live in async_tp/; this file parses the mode and chooses
// the chunk counts by simulation.
#include "passes/async_tp.h"

#include <algorithm>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>

#include "fmt/format.h"
#include "passes/chunk_mode.h"
#include "sim/autoparallel_timeline.h"
#include "support/parallel.h"

namespace collopt {
namespace {

std::string Describe(const AsyncTpSplit& s) {
  std::string out;
  if (s.carried.sinks > 0) {
    return fmt::format(
        "{} all_gather → mm and {} mm → reduce_scatter pairs split into {} chunks, the chunks "
        "carried through {} row-wise ops between them ({} cuts read pieces, {} whole values "
        "rebuilt)",
        s.ag_pairs, s.rs_pairs, s.ag_k, s.carried.ops, s.carried.sinks, s.carried.reassembled);
  }
  if (s.ag_pairs > 0) {
    out = fmt::format("{} all_gather → mm pairs split into {} chunks", s.ag_pairs, s.ag_k);
  }
  if (s.rs_pairs > 0) {
    out += fmt::format("{}{} mm → reduce_scatter pairs split into {} chunks",
                       out.empty() ? "" : ", ", s.rs_pairs, s.rs_k);
  }
  return out;
}

// Applies both halves (k = 0: that half off) to a graph in which `done`'s
// halves are split already, then, with `carry`, carries the chunks between
// them; skip lines into `skipped`.
absl::StatusOr<AsyncTpSplit> Apply(Graph& graph, int64_t ag_k, int64_t rs_k,
                                   const SplitOptions& options, std::vector<std::string>* skipped,
                                   bool carry = false, const AsyncTpSplit& done = {}) {
  AsyncTpSplit s = done;
  if (ag_k > 0) s.ag_k = ag_k;
  if (rs_k > 0) s.rs_k = rs_k;
  if (ag_k > 0) {
    auto n = SplitAllGatherMatmuls(graph, ag_k, options, skipped);
    if (!n.ok()) return n.status();
    s.ag_pairs = *n;
  }
  if (rs_k > 0) {
    auto n = SplitMatmulReduceScatters(graph, rs_k, options, skipped);
    if (!n.ok()) return n.status();
    s.rs_pairs = *n;
  }
  if (carry && s.ag_pairs + s.rs_pairs > 0) {
    auto c = CarryChunks(graph);
    if (!c.ok()) return c.status();
    s.carried = *c;
  }
  return s;
}

// Each candidate's step as the optimizer will run it: scheduled, and with
// `bucket` the faster of that and bucketed then scheduled (+∞ for a candidate
// whose build says not to judge it). The builds run first, then the schedules
// (one or two per graph), on up to `schedule.jobs` threads, each
// single-threaded then; the steps do not depend on the threads.
absl::StatusOr<std::vector<double>> StepsScheduled(std::vector<ScheduledCandidate>& candidates,
                                                   const ScheduleOptions& schedule,
                                                   const std::optional<BucketOptions>& bucket,
                                                   const CostModel* model) {
  const auto threads = static_cast<size_t>(std::clamp<int64_t>(schedule.jobs, 1, 64));
  std::vector<const Graph*> graphs(candidates.size(), nullptr);
  ParallelFor(candidates.size(), threads, [&](size_t i) {
    ScheduledCandidate& c = candidates[i];
    if (!c.build || c.build()) graphs[i] = c.graph;
  });
  const size_t per_graph = bucket.has_value() ? 2 : 1;
  const size_t tasks = graphs.size() * per_graph;
  ScheduleOptions options = schedule;
  if (threads > 1) options.jobs = 1;
  std::vector<std::optional<absl::StatusOr<double>>> results(tasks);
  auto run = [&](size_t t) -> absl::StatusOr<double> {
    if (graphs[t / per_graph] == nullptr) return std::numeric_limits<double>::infinity();
    const Graph& g = *graphs[t / per_graph];
    if (t % per_graph == 0) {
      auto plain = ScheduleCopy(g, options, model);
      if (!plain.ok()) return plain.status();
      return plain->judge_us;
    }
    Graph copy = g.Clone();
    BucketCollectives bucketer(*bucket, model);
    auto changed = bucketer.Run(copy);
    if (!changed.ok()) return changed.status();
    // Nothing bucketed: the plain schedule's step (the other task's) stands.
    if (!*changed) return std::numeric_limits<double>::infinity();
    auto bucketed = ScheduleCopy(copy, options, model);
    if (!bucketed.ok()) return bucketed.status();
    return bucketed->judge_us;
  };
  ParallelFor(tasks, threads, [&](size_t t) { results[t] = run(t); });
  std::vector<double> steps(graphs.size(), 0);
  for (size_t t = 0; t < tasks; ++t) {
    if (!results[t]->ok()) return results[t]->status();
    double& step = steps[t / per_graph];
    step = t % per_graph == 0 ? **results[t] : std::min(step, **results[t]);
  }
  return steps;
}

constexpr const char* kNothing =
    "graph unchanged: no all_gather → mm or mm → reduce_scatter pair to split";

// Appends the lines not yet in `out`.
void AddOnce(std::vector<std::string>& lines, std::vector<std::string>* out) {
  for (std::string& line : lines) {
    if (std::find(out->begin(), out->end(), line) == out->end()) out->push_back(std::move(line));
  }
}

// One candidate's report line: its steps and, when not kept, why.
std::string CandidateLine(int half, int64_t k, const AsyncTpSplit& from, double judge_us,
                          std::optional<double> guard_us, Timeline judge, Timeline guard,
                          bool faster, bool guarded) {
  std::string line =
      fmt::format("{} k={}", half == 0 ? "all_gather → mm" : "mm → reduce_scatter", k);
  if (half == 1 && from.ag_pairs > 0) {
    line += fmt::format(" (after all_gather → mm k={})", from.ag_k);
  }
  line += fmt::format(": {:.3f} ms ({})", judge_us / 1000, TimelineName(judge));
  if (guard_us.has_value()) {
    line += fmt::format(", {:.3f} ms ({})", *guard_us / 1000, TimelineName(guard));
  }
  if (!faster) {
    line += "  not kept: no faster than the best so far";
  } else if (!guarded) {
    line += fmt::format("  not kept: slower than the input under {}", TimelineName(guard));
  }
  return line;
}

}  // namespace

struct AsyncTpSearchStage {
  // A carried candidate (both halves at one k, chunks carried). Its graph,
  // like the state's best, is built once and never changed after: a copy of
  // the state shares it (the runs that share the stage read it; the one that
  // keeps it as its result copies it then, AsyncTensorParallel::Run).
  struct Carried {
    std::shared_ptr<const Graph> graph;
    SharedEstimates estimates;  // the model's, of `graph`
    AsyncTpSplit split;
    double judge_us = 0;
    double guard_us = 0;
    bool guarded = false;
  };
  // ChunkSearch's state; what the stage keeps is it after the unscheduled
  // stage (a copy: the graphs shared, the rest copied).
  struct State {
    std::shared_ptr<const Graph> best;  // nullptr: none yet
    SharedEstimates best_estimates;     // the model's, of `best`
    AsyncTpSplit best_split;
    std::optional<double> base_judge;
    std::optional<double> base_guard;
    double best_judge = 0;
    double best_guard = 0;
    std::vector<std::string> lines;
    std::vector<std::string> skips;
    // Whether each half found a pair at some k (a half that finds none at
    // its first k finds none at a larger one: the rows must divide by more).
    bool found[2] = {false, false};
    std::vector<Carried> carried;
  };
  std::mutex mutex;
  std::optional<State> state;
};

std::shared_ptr<AsyncTpSearchStage> NewAsyncTpSearchStage() {
  return std::make_shared<AsyncTpSearchStage>();
}

namespace {

using Carried = AsyncTpSearchStage::Carried;

// The choice of chunk counts by simulation (async_tp.h): greedy, one half
// at a time, then both halves with one k and their chunks carried. Reads the
// input; the best graph found is `best`. The halves and the carried
// candidates' building are the unscheduled stage, shared through
// AsyncTpOptions::stage; judging the carried ones scheduled is not.
class ChunkSearch {
 public:
  ChunkSearch(Graph& graph, const AsyncTpOptions& options, const CostModel* model)
      : graph_(graph),
        input_(&graph),
        options_(options),
        model_(model),
        other_(OtherTimeline(options.timeline)),
        judge_(options.timeline, model, options.launch_overhead_us, options.shared_links),
        guard_(other_, model, options.launch_overhead_us, options.shared_links),
        // A pair must pay its added nodes' launches under both models.
        split_options_{
            options.min_chunk_rows, model,
            std::max(options.launch_overhead_us, AutoparallelOptions{}.launch_overhead_us),
            options.chunks} {}

  absl::Status Run() {
    if (options_.stage == nullptr) {
      if (auto s = Halves(); !s.ok()) return s;
      return BuildAndJudgeCarried();
    }
    {
      std::lock_guard<std::mutex> lock(options_.stage->mutex);
      if (options_.stage->state.has_value()) {
        st_ = *options_.stage->state;
      } else {
        if (auto s = Unscheduled(); !s.ok()) return s;
        options_.stage->state = st_;
      }
    }
    return JudgeBuiltCarried();
  }

  /// The report: what was kept (or why nothing), the input's steps, one line
  /// per candidate, the skip reasons.
  std::vector<std::string> Report() const;

  /// The best graph found (`best`, nullptr: none) and its split, after Run.
  AsyncTpSearchStage::State& state() { return st_; }
  // AsyncTensorParallel::scheduled_choice().
  std::optional<size_t> scheduled_choice;
  // The best graphs so far that a carried candidate replaced, after Run.
  std::vector<std::shared_ptr<const Graph>> replaced;

 private:
  // Each half in turn (Half 0, then 1).
  absl::Status Halves() {
    for (int half = 0; half < 2; ++half) {
      if (auto s = Half(half); !s.ok()) return s;
    }
    return absl::OkStatus();
  }
  // The unscheduled stage a shared AsyncTpSearchStage keeps: the halves,
  // then the carried candidates built.
  absl::Status Unscheduled() {
    if (auto s = Halves(); !s.ok()) return s;
    return BuildCarried();
  }

  // The input's steps under both models, from one set of the model's
  // estimates: simulated once, by BuildEach beside its first builds.
  void SimulateBase() {
    base_estimates_ = std::make_shared<const std::vector<NodeCost>>(model_->EstimateAll(graph_));
    base_steps_ = {judge_.Step(graph_, *base_estimates_), guard_.Step(graph_, *base_estimates_)};
  }
  // The input's step under the judging model (and with `guard` the other's)
  // into the state, which reports each once it is compared with.
  void UseBase(bool guard) {
    if (!st_.base_judge.has_value()) st_.best_judge = *(st_.base_judge = base_steps_->first);
    if (guard && !st_.base_guard.has_value()) {
      st_.best_guard = *(st_.base_guard = base_steps_->second);
    }
  }
  // One half's k in the order given, on top of the best so far, stopping at
  // the first not kept. A candidate is kept when it is faster than the best
  // so far under the judging model and no slower than the input under the
  // other (reported only then; BuildEach simulates both side by side).
  absl::Status Half(int half);
  // A candidate of one k, built from a copy and simulated unscheduled.
  struct Built {
    Graph graph;
    SharedEstimates estimates;  // the model's, of `graph`
    absl::StatusOr<AsyncTpSplit> split = AsyncTpSplit{};
    double judge_us = 0;
    double guard_us = 0;
  };
  // Where a candidate of one k starts: a graph and what is split in it
  // already (the input, or a graph the halves built at that k).
  struct Source {
    const Graph* graph = nullptr;
    AsyncTpSplit done;
    // `graph` when the search needs it no more after this build: the build
    // takes it instead of a copy when nothing else holds it (TakeOrClone).
    std::shared_ptr<const Graph> last_use;
  };
  // Each of `ks` built on a copy of its source (`from[i]`), side by side on
  // options_.jobs threads (BuildOne each). The first call with candidates
  // also simulates the input (SimulateBase).
  std::vector<Built> BuildEach(std::vector<Source>& from, const std::vector<int64_t>& ks, int half,
                               bool carry);
  // `k` built on a copy of `from` (or on `from.last_use`, taken): one half's
  // pairs split in k chunks (`half`: 0 all_gather → mm, 1 mm →
  // reduce_scatter), or with `carry` both halves (those the source has not
  // split yet) and their chunks carried; simulated under both models (a
  // candidate's guard step is read only when it is faster, but simulated
  // here on its thread, not after). Reads the search's state only.
  Built BuildOne(Source& from, int64_t k, int half, bool carry) const;
  // Where the carried candidate of `k` starts: the best of the halves when
  // it split both at k, else the all_gather → mm half's graph of k, else the
  // input. Splitting is deterministic, so each gives the graph that
  // splitting the input again would.
  Source CarriedSource(int64_t k) const;
  // Both halves with one k, their chunks carried through the row-wise ops
  // between them (CarryChunks), built and simulated unscheduled
  // (`st_.carried`); then judged against the best of the above.
  absl::Status BuildCarried();
  // The k the carried candidates try (both halves have pairs at k), each with
  // its source (CarriedSource), which it takes when no other k starts there.
  std::vector<int64_t> CarriedKs(std::vector<Source>* from);
  // The carried candidates of `ks` as built (`built`, in order of k) into
  // `st_.carried`, up to the first whose chunks reach no other pair's cut.
  // Error: the first build's that failed.
  absl::Status KeepCarried(const std::vector<int64_t>& ks, std::vector<Built>& built);
  // BuildCarried and JudgeCarried, the builds on the optimizer's judge's
  // threads beside the best so far's variants (when it judges scheduled;
  // else one after the other).
  absl::Status BuildAndJudgeCarried();
  // The carried candidates against the best so far: scheduled when
  // `scheduled_us` holds the steps of the best so far ([0]) and of each
  // guarded candidate (the judge's index of each in `judged_as`), else
  // unscheduled.
  absl::Status JudgeCarried(std::vector<double> scheduled_us, const std::vector<size_t>& judged_as);
  // JudgeCarried of the carried candidates built: scheduled when the
  // optimizer schedules and some candidate is guarded (the best so far and
  // each guarded candidate scheduled side by side).
  absl::Status JudgeBuiltCarried();
  // The best so far as the judge's candidate 0.
  ScheduledCandidate BestSoFar() const {
    return st_.best != nullptr ? ScheduledCandidate{st_.best.get(), st_.best_estimates, {}}
                               : ScheduledCandidate{&graph_, base_estimates_, {}};
  }

  const Graph& graph_;
  Graph* input_;  // graph_, for the judge to schedule in place (ScheduledCandidate::own)
  const AsyncTpOptions& options_;
  const CostModel* model_;
  const Timeline other_;
  const StepModel judge_;
  const StepModel guard_;
  const SplitOptions split_options_;
  // The graphs the all_gather → mm half built, one per k (its pairs split
  // in k chunks), which the carried candidates start from; freed once those
  // are built.
  struct HalfGraph {
    int64_t k = 0;
    int64_t pairs = 0;
    std::shared_ptr<const Graph> graph;
  };
  std::vector<HalfGraph> ag_only_;
  // The input's steps (judging model, guard), once simulated, and the
  // model's estimates they were simulated with.
  std::optional<std::pair<double, double>> base_steps_;
  SharedEstimates base_estimates_;
  // The search's state (AsyncTpSearchStage::State: what the unscheduled
  // stage leaves, then the judged result).
  AsyncTpSearchStage::State st_;
};

std::vector<ChunkSearch::Built> ChunkSearch::BuildEach(std::vector<Source>& from,
                                                       const std::vector<int64_t>& ks, int half,
                                                       bool carry) {
  std::vector<Built> built(ks.size());
  const auto threads = static_cast<size_t>(std::clamp<int64_t>(options_.jobs, 1, 64));
  // The input's steps, which the walk compares with, are one more task.
  const bool base = !ks.empty() && !base_steps_.has_value();
  ParallelFor(ks.size() + (base ? 1 : 0), threads, [&](size_t i) {
    if (i == ks.size()) {
      SimulateBase();
      return;
    }
    built[i] = BuildOne(from[i], ks[i], half, carry);
  });
  return built;
}

ChunkSearch::Built ChunkSearch::BuildOne(Source& from, int64_t k, int half, bool carry) const {
  Built b;
  const AsyncTpSplit& done = from.done;
  b.graph = from.last_use != nullptr ? TakeOrClone(std::move(from.last_use)) : from.graph->Clone();
  const int64_t ag_k = (carry || half == 0) && done.ag_k == 0 ? k : 0;
  const int64_t rs_k = (carry || half == 1) && done.rs_k == 0 ? k : 0;
  b.split = Apply(b.graph, ag_k, rs_k, split_options_, nullptr, carry, done);
  if (!b.split.ok() || (carry && b.split->carried.sinks == 0)) return b;
  b.estimates = std::make_shared<const std::vector<NodeCost>>(model_->EstimateAll(b.graph));
  b.judge_us = judge_.Step(b.graph, *b.estimates);
  b.guard_us = guard_.Step(b.graph, *b.estimates);
  return b;
}

absl::Status ChunkSearch::Half(int half) {
  const Graph& from = st_.best != nullptr ? *st_.best : graph_;
  const AsyncTpSplit from_split = st_.best_split;
  // The k that the walk below can reach: counted first (a graph without
  // pairs costs no copy), each with the skip reasons its count gave.
  std::vector<int64_t> ks;
  std::vector<std::vector<std::string>> skips;
  for (int64_t k : options_.chunks) {
    std::vector<std::string>& skipped = skips.emplace_back();
    const int64_t found = half == 0 ? CountAllGatherMatmuls(from, k, split_options_, &skipped)
                                    : CountMatmulReduceScatters(from, k, split_options_, &skipped);
    if (found == 0) break;
    ks.push_back(k);
  }
  std::vector<Source> sources(ks.size(), Source{&from, {}, nullptr});
  std::vector<Built> built = BuildEach(sources, ks, half, /*carry=*/false);
  std::shared_ptr<const Graph> stage;
  SharedEstimates stage_estimates;
  // The walk, in order, stopping at the first k not kept: what it does not
  // reach of the side-by-side builds is dropped.
  for (size_t i = 0; i < skips.size(); ++i) {
    AddOnce(skips[i], &st_.skips);
    if (i == ks.size()) break;  // no pair at this k
    st_.found[half] = true;
    Built& b = built[i];
    if (!b.split.ok()) return b.split.status();
    AsyncTpSplit s = from_split;
    (half == 0 ? s.ag_k : s.rs_k) = ks[i];
    (half == 0 ? s.ag_pairs : s.rs_pairs) = half == 0 ? b.split->ag_pairs : b.split->rs_pairs;
    UseBase(false);
    const double j = b.judge_us;
    const bool faster = Faster(j, st_.best_judge);
    std::optional<double> gd;
    if (faster) {
      UseBase(true);
      gd = b.guard_us;
    }
    const bool guarded = gd.has_value() && NoSlower(*gd, *st_.base_guard);
    st_.lines.push_back(
        CandidateLine(half, ks[i], from_split, j, gd, options_.timeline, other_, faster, guarded));
    if (!faster || !guarded) break;
    stage = std::make_shared<Graph>(std::move(b.graph));
    stage_estimates = b.estimates;
    if (half == 0) ag_only_.push_back({ks[i], b.split->ag_pairs, stage});
    st_.best_split = s;
    st_.best_judge = j;
    st_.best_guard = *gd;
  }
  if (stage != nullptr) {
    st_.best = std::move(stage);
    st_.best_estimates = std::move(stage_estimates);
  }
  // The all_gather → mm graphs the walk did not keep (those after the kept
  // ones), for the carried candidates to start from.
  for (size_t i = ag_only_.size(); half == 0 && i < ks.size(); ++i) {
    if (!built[i].split.ok()) continue;
    ag_only_.push_back(
        {ks[i], built[i].split->ag_pairs, std::make_shared<Graph>(std::move(built[i].graph))});
  }
  return absl::OkStatus();
}

ChunkSearch::Source ChunkSearch::CarriedSource(int64_t k) const {
  const AsyncTpSplit& b = st_.best_split;
  if (st_.best != nullptr && b.ag_k == k && b.rs_k == k) {
    return {st_.best.get(), b, nullptr};
  }
  for (const HalfGraph& h : ag_only_) {
    if (h.k == k) return {h.graph.get(), AsyncTpSplit{k, h.pairs, 0, 0, {}}, nullptr};
  }
  return {&graph_, {}, nullptr};
}

absl::Status ChunkSearch::JudgeBuiltCarried() {
  std::vector<ScheduledCandidate> candidates;
  if (options_.schedule.has_value() && std::any_of(st_.carried.begin(), st_.carried.end(),
                                                   [](const Carried& c) { return c.guarded; })) {
    candidates.push_back(BestSoFar());
    for (const Carried& c : st_.carried) {
      if (c.guarded) candidates.push_back({c.graph.get(), c.estimates, {}});
    }
  }
  std::vector<double> scheduled_us;
  if (!candidates.empty()) {
    auto steps = options_.scheduled_steps
                     ? options_.scheduled_steps(candidates)
                     : StepsScheduled(candidates, *options_.schedule, options_.bucket, model_);
    if (!steps.ok()) return steps.status();
    scheduled_us = std::move(*steps);
  }
  std::vector<size_t> judged_as(scheduled_us.size());
  for (size_t i = 0; i < judged_as.size(); ++i) judged_as[i] = i;
  return JudgeCarried(std::move(scheduled_us), judged_as);
}

std::vector<int64_t> ChunkSearch::CarriedKs(std::vector<Source>* from) {
  // Counted first, as above: a graph without pairs at k costs no copy.
  std::vector<int64_t> ks;
  for (int64_t k : options_.chunks) {
    if (CountAllGatherMatmuls(graph_, k, split_options_, nullptr) != 0 &&
        CountMatmulReduceScatters(graph_, k, split_options_, nullptr) != 0) {
      ks.push_back(k);
    }
  }
  from->resize(ks.size());
  for (size_t i = 0; i < ks.size(); ++i) {
    (*from)[i] = CarriedSource(ks[i]);
    // The all_gather → mm graphs are freed after these builds: the one a
    // build starts from is its to take.
    for (HalfGraph& h : ag_only_) {
      if (h.graph.get() == (*from)[i].graph) (*from)[i].last_use = std::move(h.graph);
    }
  }
  return ks;
}

absl::Status ChunkSearch::KeepCarried(const std::vector<int64_t>& ks, std::vector<Built>& built) {
  for (size_t i = 0; i < ks.size(); ++i) {
    Built& b = built[i];
    if (!b.split.ok()) return b.split.status();
    if (b.split->carried.sinks == 0) break;  // no chunk reaches another pair's cut
    UseBase(true);
    Carried c{std::make_shared<Graph>(std::move(b.graph)),
              std::move(b.estimates),
              *b.split,
              b.judge_us,
              b.guard_us,
              false};
    c.guarded = NoSlower(c.guard_us, *st_.base_guard);
    st_.carried.push_back(std::move(c));
  }
  return absl::OkStatus();
}

absl::Status ChunkSearch::BuildCarried() {
  if (!st_.found[0] || !st_.found[1]) return absl::OkStatus();
  std::vector<Source> from;
  const std::vector<int64_t> ks = CarriedKs(&from);
  std::vector<Built> built = BuildEach(from, ks, 0, /*carry=*/true);
  from.clear();
  ag_only_.clear();
  return KeepCarried(ks, built);
}

absl::Status ChunkSearch::BuildAndJudgeCarried() {
  if (!options_.schedule.has_value() || !options_.scheduled_steps || !st_.found[0] ||
      !st_.found[1]) {
    if (auto s = BuildCarried(); !s.ok()) return s;
    return JudgeBuiltCarried();
  }
  std::vector<Source> from;
  const std::vector<int64_t> ks = CarriedKs(&from);
  ag_only_.clear();  // the sources taken (`last_use`); the others freed now
  // The best so far is judged whether or not a carried candidate is guarded
  // (when none is, the variants the judge ran on it are the optimizer's
  // result, scheduled_choice 0); each carried one after its build, when it
  // reaches another pair's cut and is guarded. A build does not know whether
  // a smaller k's reached none (then KeepCarried drops it unjudged).
  std::vector<Built> built(ks.size());
  std::vector<ScheduledCandidate> candidates(1 + ks.size());
  candidates[0] = BestSoFar();
  // Without a shared stage the search holds its graphs alone: the judge may
  // schedule them in place (the best so far, the input or each build).
  candidates[0].own = st_.best == nullptr         ? input_
                      : st_.best.use_count() == 1 ? const_cast<Graph*>(st_.best.get())
                                                  : nullptr;
  for (size_t i = 0; i < ks.size(); ++i) {
    candidates[1 + i].build = [this, &built, &from, &ks, &candidates, i] {
      Built& b = built[i] = BuildOne(from[i], ks[i], 0, /*carry=*/true);
      if (!b.split.ok() || b.split->carried.sinks == 0) return false;
      candidates[1 + i].graph = &b.graph;
      candidates[1 + i].own = &b.graph;
      candidates[1 + i].estimates = b.estimates;
      // KeepCarried's guard (UseBase's base_guard is the input's step).
      return NoSlower(b.guard_us, base_steps_->second);
    };
  }
  auto steps = options_.scheduled_steps(candidates);
  from.clear();
  if (auto s = KeepCarried(ks, built); !s.ok()) return s;
  if (!steps.ok()) return steps.status();
  std::vector<double> scheduled_us;
  std::vector<size_t> judged_as;
  for (size_t i = 0; i < st_.carried.size(); ++i) {
    if (!st_.carried[i].guarded) continue;
    if (scheduled_us.empty()) {
      scheduled_us.push_back((*steps)[0]);
      judged_as.push_back(0);
    }
    scheduled_us.push_back((*steps)[1 + i]);
    judged_as.push_back(1 + i);
  }
  scheduled_choice = 0;
  return JudgeCarried(std::move(scheduled_us), judged_as);
}

absl::Status ChunkSearch::JudgeCarried(std::vector<double> scheduled_us,
                                       const std::vector<size_t>& judged_as) {
  size_t next_scheduled = 1;
  if (!scheduled_us.empty()) scheduled_choice = judged_as[0];
  for (Carried& c : st_.carried) {
    std::string line = fmt::format(
        "both halves k={}, carried through {} row-wise ops: {:.3f} ms ({}), {:.3f} ms ({})",
        c.split.ag_k, c.split.carried.ops, c.judge_us / 1000, TimelineName(options_.timeline),
        c.guard_us / 1000, TimelineName(other_));
    bool keep = false;
    if (!c.guarded) {
      line += fmt::format("  not kept: slower than the input under {}", TimelineName(other_));
    } else if (scheduled_us.empty()) {
      keep = Faster(c.judge_us, st_.best_judge);
      if (!keep) line += "  not kept: no faster than the best so far";
    } else {
      double& so_far = scheduled_us[0];
      const size_t judged = next_scheduled++;
      const double run = scheduled_us[judged];
      keep = Faster(run, so_far);
      line += fmt::format("; scheduled {:.3f} ms against {:.3f} ms{}", run / 1000, so_far / 1000,
                          keep ? "" : "  not kept: no faster than the best so far, scheduled");
      if (keep) {
        so_far = run;
        scheduled_choice = judged_as[judged];
      }
    }
    st_.lines.push_back(std::move(line));
    if (!keep) continue;
    if (st_.best != nullptr) replaced.push_back(std::move(st_.best));
    st_.best = std::move(c.graph);
    st_.best_estimates = std::move(c.estimates);
    st_.best_split = c.split;
    st_.best_judge = c.judge_us;
    st_.best_guard = c.guard_us;
  }
  return absl::OkStatus();
}

std::vector<std::string> ChunkSearch::Report() const {
  std::vector<std::string> out;
  const std::string_view judge = TimelineName(options_.timeline);
  const std::string_view other = TimelineName(other_);
  if (st_.lines.empty()) {
    out.emplace_back(kNothing);
  } else if (st_.best == nullptr) {
    out.push_back(fmt::format("graph unchanged: no split is faster under {} and no slower under {}",
                              judge, other));
  } else {
    out.push_back(fmt::format("{}: {:.3f} → {:.3f} ms ({}), {:.3f} → {:.3f} ms ({})",
                              Describe(st_.best_split), *st_.base_judge / 1000,
                              st_.best_judge / 1000, judge, *st_.base_guard / 1000,
                              st_.best_guard / 1000, other));
  }
  if (st_.base_judge.has_value()) {
    std::string input = fmt::format("input: {:.3f} ms ({})", *st_.base_judge / 1000, judge);
    if (st_.base_guard.has_value())
      input += fmt::format(", {:.3f} ms ({})", *st_.base_guard / 1000, other);
    out.push_back(std::move(input));
  }
  out.insert(out.end(), st_.lines.begin(), st_.lines.end());
  out.insert(out.end(), st_.skips.begin(), st_.skips.end());
  return out;
}

}  // namespace

absl::StatusOr<AsyncTpOptions> ParseAsyncTp(const std::string& mode, bool* enabled) {
  auto parsed = ParseChunkMode("--async-tp", mode);
  if (!parsed.ok()) return parsed.status();
  AsyncTpOptions options;
  *enabled = parsed->enabled;
  if (parsed->forced.has_value()) {
    options.chunks = {*parsed->forced};
    options.simulate = false;
  }
  return options;
}

absl::StatusOr<bool> AsyncTensorParallel::Run(Graph& graph) {
  ClearReport();
  discarded_.clear();
  pairs_split_ = chunks_ = rs_pairs_split_ = rs_chunks_ = 0;
  scheduled_choice_.reset();
  if (options_.chunks.empty()) {
    Report("no chunk count to try");
    return false;
  }
  if (!options_.simulate) return RunForced(graph);
  if (model_ == nullptr) return absl::InternalError("async-tp: no cost model to simulate with");
  ChunkSearch search(graph, options_, model_);
  if (auto s = search.Run(); !s.ok()) return s;
  for (std::string& line : search.Report()) Report(std::move(line));
  std::shared_ptr<const Graph> best = std::move(search.state().best);
  const AsyncTpSplit split = search.state().best_split;
  scheduled_choice_ = search.scheduled_choice;
  discarded_ = std::move(search.replaced);
  for (AsyncTpSearchStage::Carried& c : search.state().carried) {
    if (c.graph != nullptr) discarded_.push_back(std::move(c.graph));
  }
  if (best == nullptr) return false;
  discarded_.push_back(std::make_shared<const Graph>(std::move(graph)));
  // Copied when a shared stage (AsyncTpOptions::stage) holds it too.
  graph = TakeOrClone(std::move(best));
  Keep(split);
  return true;
}

absl::StatusOr<bool> AsyncTensorParallel::RunForced(Graph& graph) {
  const int64_t k = options_.chunks[0];
  std::vector<std::string> skipped;
  auto s = Apply(graph, k, k, SplitOptions{options_.min_chunk_rows, nullptr, 0, {}}, &skipped,
                 /*carry=*/true);
  if (!s.ok()) return s.status();
  const bool changed = s->ag_pairs + s->rs_pairs > 0;
  Report(changed ? Describe(*s) + " (forced)" : std::string(kNothing));
  std::vector<std::string> lines;
  AddOnce(skipped, &lines);
  for (std::string& line : lines) Report(std::move(line));
  if (changed) Keep(*s);
  return changed;
}

void AsyncTensorParallel::Keep(const AsyncTpSplit& s) {
  pairs_split_ = s.ag_pairs;
  chunks_ = s.ag_pairs > 0 ? s.ag_k : 0;
  rs_pairs_split_ = s.rs_pairs;
  rs_chunks_ = s.rs_pairs > 0 ? s.rs_k : 0;
}

}  // namespace collopt
