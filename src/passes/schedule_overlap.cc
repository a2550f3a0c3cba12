// collopt/passes/schedule_overlap.cc — see schedule_overlap.h.
#include "passes/schedule_overlap.h"

#include <string>
#include <utility>

#include "fmt/format.h"
#include "passes/schedule/layout.h"
#include "passes/schedule/list_scheduler.h"
#include "passes/schedule/order_search.h"
#include "support/units.h"

namespace collopt {
namespace {}  // namespace

std::vector<NodeId> ScheduleOverlap::OrderForWindow(const Graph& graph,
                                                    const std::vector<NodeCost>& costs,
                                                    int64_t window, int64_t max_in_flight_bytes) {
  const schedule::Layout layout = schedule::MakeLayout(graph, costs);
  return schedule::ListScheduler(graph, layout, layout.program, window, max_in_flight_bytes).Run();
}

absl::StatusOr<bool> ScheduleOverlap::Run(Graph& graph) {
  input_order_.clear();
  std::optional<schedule::SearchCarry> carry;
  auto changed = Round(graph, options_.memory_limit_bytes, 0, kOriginalOrderWindow, &carry);
  if (!changed.ok()) return changed;
  outcome_.rounds = *changed ? 1 : 0;
  if (!*changed || !outcome_.limit_met || kept_base_ == 0) return changed;
  // Refinement: fill the stalls of the kept order again with the same
  // priority until that no longer gains (see "Rounds" in the header).
  ScheduleOutcome total = outcome_;
  std::vector<std::string> lines = report();
  int refined = 0;
  while (refined + 1 < kMaxRounds) {
    auto again = Round(graph, total.memory_limit_bytes, kept_base_, total.window, &carry);
    if (!again.ok()) return again.status();
    total.candidates += outcome_.candidates;
    total.rejected_by_guard += outcome_.rejected_by_guard;
    if (!*again || !outcome_.limit_met) break;
    ++refined;
    total.window = outcome_.window;
    total.peak_after_bytes = outcome_.peak_after_bytes;
    total.step_after_us = outcome_.step_after_us;
    total.guard_after_us = outcome_.guard_after_us;
  }
  total.rounds = 1 + refined;
  outcome_ = total;
  ClearReport();
  for (std::string& line : lines) Report(std::move(line));
  if (refined > 0) {
    Report(fmt::format(
        "refined with the same compute order ({} more round{}): simulated step {:.3f} → {:.3f} "
        "ms, peak memory {} → {}, {} candidate orders in all",
        refined, refined == 1 ? "" : "s", total.step_before_us / 1000, total.step_after_us / 1000,
        FormatGiB(total.peak_before_bytes), FormatGiB(total.peak_after_bytes), total.candidates));
  }
  return true;
}

absl::StatusOr<bool> ScheduleOverlap::Round(Graph& graph, std::optional<int64_t> limit,
                                            int only_base, int64_t window_hint,
                                            std::optional<schedule::SearchCarry>* carry) {
  ClearReport();
  outcome_ = ScheduleOutcome{};
  kept_base_ = 0;
  if (model_ == nullptr) return absl::InvalidArgumentError("schedule-overlap needs a cost model");
  // The estimates UseEstimates gave, for the first round (no carry yet).
  const SharedEstimates known = std::move(estimates_);
  estimates_ = nullptr;
  schedule::OrderSearch search(graph, options_, model_, limit, std::move(*carry), known.get());
  carry->reset();
  schedule::SearchResult found = search.Run(only_base, window_hint);
  schedule::Candidate& best = found.best;
  outcome_.memory_limit_bytes = found.limit_bytes;
  outcome_.peak_before_bytes = found.peak_before_bytes;
  outcome_.step_before_us = found.step_before_us;
  outcome_.candidates = found.candidates;
  outcome_.rejected_by_guard = found.rejected_by_guard;
  outcome_.compute_order = schedule::ComputeOrderName(best.compute_order);
  outcome_.limit_met = found.limit_met;
  if (!found.limit_met) {
    Report(
        fmt::format("warning: no order meets the memory limit of {}; kept the lowest peak found, "
                    "{} (the nearest feasible limit)",
                    FormatGiB(found.limit_bytes), FormatGiB(best.peak)));
  }
  outcome_.window = best.window;
  outcome_.peak_after_bytes = best.peak;
  outcome_.step_after_us = best.step;
  outcome_.guard_after_us = best.guard_step;
  if (best.window == schedule::kOriginalOrder || schedule::IsIdentity(best.order)) {
    Report(fmt::format(
        "kept the original order ({} candidate orders simulated, none faster{})",
        outcome_.candidates,
        outcome_.rejected_by_guard > 0
            ? fmt::format("; {} faster under the {} model but slower under the {}",
                          outcome_.rejected_by_guard, TimelineName(search.judge_timeline()),
                          TimelineName(search.guard_timeline()))
            : std::string()));
    outcome_.window = schedule::kOriginalOrder;
    return false;
  }
  if (options_.before_change) options_.before_change();
  *carry = search.TakeCarry(best);
  graph.Reorder(best.order);
  // The rounds composed: node i is now node best.order[i] of the round's
  // graph, itself node input_order_[that] of Run's.
  if (input_order_.empty()) {
    input_order_ = std::move(best.order);
  } else {
    for (NodeId& id : best.order) id = input_order_[static_cast<size_t>(id)];
    input_order_ = std::move(best.order);
  }
  kept_base_ = best.compute_order;
  Report(fmt::format(
      "prefetch window {} compute ops, compute order: {}: simulated step {:.3f} → {:.3f} ms ({} "
      "model), peak memory {} → {} (limit {}), {} candidate orders",
      best.window == kUnlimitedWindow ? std::string("unlimited") : std::to_string(best.window),
      outcome_.compute_order, found.step_before_us / 1000, best.step / 1000,
      TimelineName(search.judge_timeline()), FormatGiB(found.peak_before_bytes),
      FormatGiB(best.peak),
      found.limit_bytes < 0 ? std::string("none") : FormatGiB(found.limit_bytes),
      outcome_.candidates));
  return true;
}

void UndoSchedule(Graph& graph, const std::vector<NodeId>& input_order) {
  if (input_order.empty()) return;
  std::vector<NodeId> inverse(input_order.size());
  for (size_t i = 0; i < input_order.size(); ++i) {
    inverse[static_cast<size_t>(input_order[i])] = static_cast<NodeId>(i);
  }
  graph.Reorder(inverse);
}

absl::StatusOr<ScheduledSteps> ScheduleCopy(const Graph& graph, const ScheduleOptions& options,
                                            const CostModel* model) {
  Graph copy = graph.Clone();
  ScheduleOverlap scheduler(options, model);
  if (auto s = scheduler.Run(copy); !s.ok()) return s.status();
  const ScheduleOutcome& outcome = scheduler.outcome();
  // The scheduler's guard already simulated the order it kept.
  if (outcome.guard_after_us.has_value()) {
    return ScheduledSteps{outcome.step_after_us, *outcome.guard_after_us};
  }
  const StepModel guard(OtherTimeline(options.timeline), model, options.launch_overhead_us,
                        options.shared_links);
  return ScheduledSteps{outcome.step_after_us, guard.Step(copy)};
}

}  // namespace collopt
