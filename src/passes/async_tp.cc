// collopt/passes/async_tp.cc — see async_tp.h. The two halves' matching
// and rewriting live in async_tp/; this file parses the mode and chooses
// the chunk counts by simulation.
#include "passes/async_tp.h"

#include <algorithm>
#include <atomic>
#include <optional>
#include <thread>
#include <utility>

#include "fmt/format.h"
#include "passes/chunk_mode.h"
#include "sim/autoparallel_timeline.h"

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

// Applies both halves (k = 0: that half off), then, with `carry`, carries
// the chunks between them; skip lines into `skipped`.
absl::StatusOr<AsyncTpSplit> Apply(Graph& graph, int64_t ag_k, int64_t rs_k,
                                   const SplitOptions& options, std::vector<std::string>* skipped,
                                   bool carry = false) {
  AsyncTpSplit s{ag_k, 0, rs_k, 0, {}};
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

// Each graph's step as the optimizer will run it: scheduled, and with
// `bucket` the faster of that and bucketed then scheduled. The schedules
// (one or two per graph) run on up to `schedule.jobs` threads, each
// single-threaded then; the steps do not depend on the threads.
absl::StatusOr<std::vector<double>> StepsScheduled(const std::vector<const Graph*>& graphs,
                                                   const ScheduleOptions& schedule,
                                                   const std::optional<BucketOptions>& bucket,
                                                   const CostModel* model) {
  const size_t per_graph = bucket.has_value() ? 2 : 1;
  const size_t tasks = graphs.size() * per_graph;
  const auto threads = static_cast<size_t>(std::clamp<int64_t>(schedule.jobs, 1, 64));
  ScheduleOptions options = schedule;
  if (threads > 1) options.jobs = 1;
  std::vector<std::optional<absl::StatusOr<double>>> results(tasks);
  auto run = [&](size_t t) -> absl::StatusOr<double> {
    const Graph& g = *graphs[t / per_graph];
    if (t % per_graph == 0) {
      auto plain = ScheduleCopy(g, options, model);
      if (!plain.ok()) return plain.status();
      return plain->judge_us;
    }
    Graph copy = g.Clone();
    BucketCollectives bucketer(*bucket, model);
    if (auto s = bucketer.Run(copy); !s.ok()) return s.status();
    auto bucketed = ScheduleCopy(copy, options, model);
    if (!bucketed.ok()) return bucketed.status();
    return bucketed->judge_us;
  };
  std::atomic<size_t> next = 0;
  auto worker = [&] {
    for (size_t t = next++; t < tasks; t = next++) results[t] = run(t);
  };
  {
    std::vector<std::jthread> pool;
    for (size_t i = 1; i < std::min(threads, tasks); ++i) pool.emplace_back(worker);
    worker();
  }
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
  pairs_split_ = chunks_ = rs_pairs_split_ = rs_chunks_ = 0;
  if (options_.chunks.empty()) {
    Report("no chunk count to try");
    return false;
  }
  if (!options_.simulate) return RunForced(graph);
  if (model_ == nullptr) return absl::InternalError("async-tp: no cost model to simulate with");
  std::vector<std::string> skips;
  const Timeline other = OtherTimeline(options_.timeline);
  const StepModel judge(options_.timeline, model_, options_.launch_overhead_us,
                        options_.shared_links);
  const StepModel guard(other, model_, options_.launch_overhead_us, options_.shared_links);
  // Greedy, one half at a time: the all_gather half's k in the order given,
  // stopping at the first not kept, then the reduce_scatter half's on top of
  // the all_gather half's best. A candidate is kept when it is faster than the
  // best so far under the judging model and no slower than the input under
  // the other (simulated only then: each simulation is a pass over the graph).
  // A pair must pay its added nodes' launches under both models.
  const SplitOptions split_options{
      options_.min_chunk_rows, model_,
      std::max(options_.launch_overhead_us, AutoparallelOptions{}.launch_overhead_us),
      options_.chunks};
  std::optional<double> base_judge;
  std::optional<double> base_guard;
  std::optional<Graph> best;
  AsyncTpSplit best_split;
  double best_judge = 0;
  double best_guard = 0;
  std::vector<std::string> lines;
  // Whether each half found a pair at some k (a half that finds none at its
  // first k finds none at a larger one: the rows must divide by more).
  bool ag_found = false;
  bool rs_found = false;
  for (int half = 0; half < 2; ++half) {
    const Graph& from = best.has_value() ? *best : graph;
    const AsyncTpSplit from_split = best_split;
    std::optional<Graph> stage;
    for (int64_t k : options_.chunks) {
      AsyncTpSplit s = from_split;
      (half == 0 ? s.ag_k : s.rs_k) = k;
      // Counted first: a graph without pairs costs no copy.
      std::vector<std::string> skipped;
      const int64_t found = half == 0 ? CountAllGatherMatmuls(from, k, split_options, &skipped)
                                      : CountMatmulReduceScatters(from, k, split_options, &skipped);
      AddOnce(skipped, &skips);
      if (found == 0) break;
      (half == 0 ? ag_found : rs_found) = true;
      Graph candidate = from.Clone();
      auto n = Apply(candidate, half == 0 ? k : 0, half == 1 ? k : 0, split_options, nullptr);
      if (!n.ok()) return n.status();
      const int64_t pairs = half == 0 ? n->ag_pairs : n->rs_pairs;
      (half == 0 ? s.ag_pairs : s.rs_pairs) = pairs;
      if (!base_judge.has_value()) best_judge = *(base_judge = judge.Step(graph));
      const double j = judge.Step(candidate);
      const bool faster = j < best_judge * (1 - 1e-9);
      std::optional<double> gd;
      if (faster) {
        if (!base_guard.has_value()) best_guard = *(base_guard = guard.Step(graph));
        gd = guard.Step(candidate);
      }
      const bool guarded = gd.has_value() && NoSlower(*gd, *base_guard);
      lines.push_back(
          CandidateLine(half, k, from_split, j, gd, options_.timeline, other, faster, guarded));
      if (!faster || !guarded) break;
      stage = std::move(candidate);
      best_split = s;
      best_judge = j;
      best_guard = *gd;
    }
    if (stage.has_value()) best = std::move(stage);
  }
  // Then both halves with one k, their chunks carried through the row-wise
  // ops between them (CarryChunks), against the best of the above: scheduled
  // when the optimizer schedules (the best so far and each candidate no
  // slower than the input under the guard, scheduled side by side).
  struct Carried {
    Graph graph;
    AsyncTpSplit split;
    double judge_us = 0;
    double guard_us = 0;
    bool guarded = false;
  };
  std::vector<Carried> carried;
  for (int64_t k : options_.chunks) {
    // Counted first, as above: a graph without pairs at k costs no copy.
    if (!ag_found || !rs_found || CountAllGatherMatmuls(graph, k, split_options, nullptr) == 0 ||
        CountMatmulReduceScatters(graph, k, split_options, nullptr) == 0) {
      continue;
    }
    Graph candidate = graph.Clone();
    auto n = Apply(candidate, k, k, split_options, nullptr, /*carry=*/true);
    if (!n.ok()) return n.status();
    if (n->carried.sinks == 0) break;  // no chunk reaches another pair's cut
    if (!base_judge.has_value()) best_judge = *(base_judge = judge.Step(graph));
    if (!base_guard.has_value()) best_guard = *(base_guard = guard.Step(graph));
    Carried c{std::move(candidate), *n, 0, 0, false};
    c.judge_us = judge.Step(c.graph);
    c.guard_us = guard.Step(c.graph);
    c.guarded = NoSlower(c.guard_us, *base_guard);
    carried.push_back(std::move(c));
  }
  const bool scheduled = options_.schedule.has_value();
  std::vector<double> scheduled_us;  // [0]: the best so far; then each guarded candidate
  if (scheduled &&
      std::any_of(carried.begin(), carried.end(), [](const Carried& c) { return c.guarded; })) {
    std::vector<const Graph*> graphs = {best.has_value() ? &*best : &graph};
    for (const Carried& c : carried) {
      if (c.guarded) graphs.push_back(&c.graph);
    }
    auto steps = StepsScheduled(graphs, *options_.schedule, options_.bucket, model_);
    if (!steps.ok()) return steps.status();
    scheduled_us = std::move(*steps);
  }
  size_t next_scheduled = 1;
  for (Carried& c : carried) {
    std::string line = fmt::format(
        "both halves k={}, carried through {} row-wise ops: {:.3f} ms ({}), {:.3f} ms ({})",
        c.split.ag_k, c.split.carried.ops, c.judge_us / 1000, TimelineName(options_.timeline),
        c.guard_us / 1000, TimelineName(other));
    bool keep = false;
    if (!c.guarded) {
      line += fmt::format("  not kept: slower than the input under {}", TimelineName(other));
    } else if (!scheduled) {
      keep = c.judge_us < best_judge * (1 - 1e-9);
      if (!keep) line += "  not kept: no faster than the best so far";
    } else {
      const double run = scheduled_us[next_scheduled++];
      keep = run < scheduled_us[0] * (1 - 1e-9);
      line += fmt::format("; scheduled {:.3f} ms against {:.3f} ms{}", run / 1000,
                          scheduled_us[0] / 1000,
                          keep ? "" : "  not kept: no faster than the best so far, scheduled");
      if (keep) scheduled_us[0] = run;
    }
    lines.push_back(std::move(line));
    if (!keep) continue;
    best = std::move(c.graph);
    best_split = c.split;
    best_judge = c.judge_us;
    best_guard = c.guard_us;
  }
  if (lines.empty()) {
    Report(kNothing);
  } else if (!best.has_value()) {
    Report(fmt::format("graph unchanged: no split is faster under {} and no slower under {}",
                       TimelineName(options_.timeline), TimelineName(other)));
  } else {
    Report(fmt::format("{}: {:.3f} → {:.3f} ms ({}), {:.3f} → {:.3f} ms ({})", Describe(best_split),
                       *base_judge / 1000, best_judge / 1000, TimelineName(options_.timeline),
                       *base_guard / 1000, best_guard / 1000, TimelineName(other)));
  }
  if (base_judge.has_value()) {
    std::string input =
        fmt::format("input: {:.3f} ms ({})", *base_judge / 1000, TimelineName(options_.timeline));
    if (base_guard.has_value()) {
      input += fmt::format(", {:.3f} ms ({})", *base_guard / 1000, TimelineName(other));
    }
    Report(std::move(input));
  }
  for (std::string& line : lines) Report(std::move(line));
  for (std::string& line : skips) Report(std::move(line));
  if (!best.has_value()) return false;
  graph = std::move(*best);
  Keep(best_split);
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
