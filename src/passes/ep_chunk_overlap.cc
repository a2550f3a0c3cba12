// collopt/passes/ep_chunk_overlap.cc — see ep_chunk_overlap.h.
#include "passes/ep_chunk_overlap.h"

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

#include "fmt/format.h"
#include "passes/chunk_mode.h"
#include "passes/ep_chunk/chunk_rewrite.h"
#include "passes/ep_chunk/region.h"
#include "passes/schedule_overlap.h"
#include "support/units.h"

namespace collopt {
namespace {

// Why region `r` is left out for k chunks, or "" when it takes part. The
// estimate: the k exchanges run back to back while the other chunks' matmuls
// and post work compute, so about max(t_k, k·t_k − (k−1)/k · work) stays
// exposed, against t_1 for the whole exchange.
std::string LeftOut(const Graph& graph, const EpRegion& r, int64_t k, const CostModel* model) {
  if (r.hidden % k != 0) {
    return fmt::format("its hidden size {} does not split into {} chunks", r.hidden, k);
  }
  if (model == nullptr) return "";
  const Node& c = graph.node(r.combine);
  const double t1 = model->Estimate(graph, c).time_us;
  const double tk =
      model
          ->CollectiveTime(c.collective->kind, c.collective->group_name, c.collective->group_size,
                           CollectiveInputBytes(graph, c) / k, c.value.bytes() / k)
          .first;
  double work = 0;
  auto add = [&](NodeId v) {
    const NodeCost cost = model->Estimate(graph, graph.node(v));
    if (IsComputeStreamCost(graph.node(v), cost)) work += cost.time_us;
  };
  for (NodeId v : r.pre) add(v);
  for (NodeId v : r.post) add(v);
  if (work <= 0) return "no compute to hide its chunks behind (its matmuls cost nothing)";
  const auto kd = static_cast<double>(k);
  const double exposed = std::max(tk, kd * tk - work * (kd - 1) / kd);
  if (!Faster(exposed, t1)) {
    return fmt::format(
        "{} chunks too small to pay their latency: {} × {:.1f} µs exchanges against {:.1f} µs "
        "of expert compute, vs {:.1f} µs whole",
        k, k, tk, work, t1);
  }
  return "";
}

// "a, b, c and 3 more".
std::string NameList(const std::vector<std::string>& names) {
  std::string out;
  const size_t shown = std::min<size_t>(names.size(), 3);
  for (size_t i = 0; i < shown; ++i) out += (i > 0 ? ", " : "") + names[i];
  if (names.size() > shown) out += fmt::format(" and {} more", names.size() - shown);
  return out;
}

}  // namespace

absl::StatusOr<EpChunkOptions> ParseEpChunks(const std::string& mode, bool* enabled) {
  auto parsed = ParseChunkMode("--ep-chunks", mode);
  if (!parsed.ok()) return parsed.status();
  EpChunkOptions options;
  *enabled = parsed->enabled;
  if (parsed->forced.has_value()) {
    options.chunks = {*parsed->forced};
    options.simulate = false;
  }
  return options;
}

// One chunk count tried: its graph, the regions it chunked and why the
// others were left out, its program-order step under the judging model.
struct EpChunkOverlap::Candidate {
  int64_t k = 0;
  Graph graph;
  std::vector<std::string> reasons;  // per region; "" = chunked
  size_t chunked = 0;
  double step_us = 0;
};

absl::StatusOr<std::optional<EpChunkOverlap::Candidate>> EpChunkOverlap::MakeCandidate(
    const Graph& graph, const std::vector<EpRegion>& regions, int64_t k,
    std::vector<std::string>& reasons) const {
  Candidate c;
  c.k = k;
  c.reasons.resize(regions.size());
  std::vector<EpRegion> chosen;
  for (size_t i = 0; i < regions.size(); ++i) {
    std::string why = regions[i].reason;
    if (why.empty()) why = LeftOut(graph, regions[i], k, options_.simulate ? model_ : nullptr);
    c.reasons[i] = why;
    if (why.empty()) chosen.push_back(regions[i]);
  }
  reasons = c.reasons;
  if (chosen.empty()) return std::nullopt;
  c.chunked = chosen.size();
  c.graph = graph.Clone();
  if (auto s = ChunkEpRegions(c.graph, chosen, k); !s.ok()) return s;
  return c;
}

bool EpChunkOverlap::Keeps(Candidate& c, const StepModel& judge, const StepModel& guard,
                           double base_judge, double base_guard, int64_t base_peak) {
  SimResult run = judge.Run(c.graph, judge.Costs(c.graph));
  const double gd = guard.Step(c.graph);
  const int64_t limit = std::max(options_.memory_limit_bytes, base_peak);
  const bool fits = options_.memory_limit_bytes < 0 || run.memory.peak_bytes <= limit;
  const bool faster = Faster(run.step_us, base_judge) && NoSlower(gd, base_guard);
  std::string verdict;
  if (!faster) verdict = "  (not kept: slower under one model)";
  if (faster && !fits) {
    verdict = fmt::format("  (not kept: peak memory {:.3f} GiB over the limit {:.3f} GiB)",
                          ToGiB(run.memory.peak_bytes), ToGiB(limit));
  }
  Report(fmt::format("k={}: {} regions, {:.3f} ms ({}) vs {:.3f}, {:.3f} ms ({}) vs {:.3f}{}", c.k,
                     c.chunked, run.step_us / 1000, TimelineName(options_.timeline),
                     base_judge / 1000, gd / 1000, TimelineName(guard.timeline()),
                     base_guard / 1000, verdict));
  c.step_us = run.step_us;
  return faster && fits;
}

absl::StatusOr<bool> EpChunkOverlap::FasterScheduled(const Graph& graph, const Candidate& kept) {
  auto base = ScheduleCopy(graph, *options_.schedule, model_);
  if (!base.ok()) return base.status();
  auto run = ScheduleCopy(kept.graph, *options_.schedule, model_);
  if (!run.ok()) return run.status();
  const bool faster =
      Faster(run->judge_us, base->judge_us) && NoSlower(run->guard_us, base->guard_us);
  Report(fmt::format("k={} scheduled: {:.3f} ms ({}) vs {:.3f}, {:.3f} ms ({}) vs {:.3f}{}", kept.k,
                     run->judge_us / 1000, TimelineName(options_.timeline), base->judge_us / 1000,
                     run->guard_us / 1000, TimelineName(OtherTimeline(options_.timeline)),
                     base->guard_us / 1000, faster ? "" : "  (not kept: slower under one model)"));
  return faster;
}

absl::StatusOr<bool> EpChunkOverlap::Run(Graph& graph) {
  ClearReport();
  outcome_ = {};
  const std::vector<EpRegion> regions = FindEpRegions(graph);
  if (regions.empty()) {
    Report("no dispatch → expert compute → combine all_to_all region: graph unchanged");
    return false;
  }
  for (const EpRegion& r : regions) {
    const Node& c = graph.node(r.combine);
    outcome_.regions.push_back(
        {graph.node(r.dispatch).name, c.name, c.collective->group_name, r.hidden, false, r.reason});
  }
  if (options_.simulate && model_ == nullptr) {
    return absl::InternalError("ep-chunk-overlap: no cost model to simulate with");
  }
  const StepModel judge(options_.timeline, model_, options_.launch_overhead_us,
                        options_.shared_links);
  const StepModel guard(OtherTimeline(options_.timeline), model_, options_.launch_overhead_us,
                        options_.shared_links);
  // Every k: the regions it chunks, its graph, and (simulating) its
  // program-order step; a candidate slower under one model or over the
  // memory limit is dropped.
  std::vector<Candidate> candidates;
  std::vector<std::string> first_reasons;
  double base_judge = 0;
  double base_guard = 0;
  int64_t base_peak = 0;
  if (options_.simulate) {
    SimResult base = judge.Run(graph, judge.Costs(graph));
    base_judge = base.step_us;
    base_peak = base.memory.peak_bytes;
    base_guard = guard.Step(graph);
  }
  for (int64_t k : options_.chunks) {
    std::vector<std::string> reasons;
    auto c = MakeCandidate(graph, regions, k, reasons);
    if (!c.ok()) return c.status();
    if (first_reasons.empty()) first_reasons = std::move(reasons);
    if (!c->has_value()) {
      if (options_.simulate) Report(fmt::format("k={}: no region to chunk", k));
    } else if (!options_.simulate || Keeps(**c, judge, guard, base_judge, base_guard, base_peak)) {
      candidates.push_back(std::move(**c));
    }
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.step_us < b.step_us; });
  // With the optimizer's schedule, the fastest candidate is kept only if it
  // stays faster once both it and the input are scheduled.
  Candidate* kept = candidates.empty() ? nullptr : &candidates[0];
  std::string none = "no chunk count is faster under both timeline models within the memory limit";
  if (options_.simulate && options_.schedule.has_value() && kept != nullptr) {
    auto faster = FasterScheduled(graph, *kept);
    if (!faster.ok()) return faster.status();
    if (!*faster) {
      kept = nullptr;
      none = "chunks are not faster under both timeline models once scheduled";
    }
  }
  return Finish(graph, regions.size(), kept, first_reasons, options_.simulate ? none : "");
}

bool EpChunkOverlap::Finish(Graph& graph, size_t regions, Candidate* kept,
                            const std::vector<std::string>& first_reasons,
                            const std::string& none) {
  if (kept == nullptr) {
    for (size_t i = 0; i < regions; ++i) {
      std::string& why = outcome_.regions[i].reason;
      if (!first_reasons.empty()) why = first_reasons[i];
      if (why.empty()) why = none;
    }
  } else {
    outcome_.chunks = kept->k;
    for (size_t i = 0; i < regions; ++i) {
      outcome_.regions[i].reason = kept->reasons[i];
      outcome_.regions[i].chunked = kept->reasons[i].empty();
    }
  }
  // Skipped regions, grouped by reason.
  std::map<std::string, std::vector<std::string>> skipped;
  for (const EpRegionOutcome& r : outcome_.regions) {
    if (!r.chunked) skipped[r.reason].push_back(r.combine);
  }
  for (const auto& [why, names] : skipped) {
    Report(fmt::format("{} ({} region{}): skipped, {}", NameList(names), names.size(),
                       names.size() == 1 ? "" : "s", why));
  }
  if (kept == nullptr) {
    Report("graph unchanged");
    return false;
  }
  graph = std::move(kept->graph);
  Report(fmt::format(
      "{} of {} expert-parallel regions split into {} column chunks{}; compute independent of "
      "each dispatch moved into its window",
      kept->chunked, regions, kept->k, options_.simulate ? "" : " (forced)"));
  return true;
}

}  // namespace collopt
