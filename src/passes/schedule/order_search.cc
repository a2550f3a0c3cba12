// collopt/passes/schedule/order_search.cc — see order_search.h.
#include "passes/schedule/order_search.h"

#include <algorithm>
#include <iterator>
#include <thread>
#include <utility>

#include "fmt/format.h"
#include "passes/schedule/list_scheduler.h"
#include "passes/schedule/window_search.h"

namespace collopt::schedule {

std::string ComputeOrderName(int compute_order) {
  if (compute_order <= 0) return "program";
  const ComputeOrder& c = kComputeOrders[static_cast<size_t>(compute_order - 1)];
  if (c.priority == Priority::kCriticalPath) return "critical path";
  if (c.lookahead < 0) return "stalls filled in program order";
  return fmt::format("stalls filled in program order, lookahead {} nodes", c.lookahead);
}

OrderSearch::OrderSearch(const Graph& graph, const ScheduleOptions& options, const CostModel* model,
                         std::optional<int64_t> limit, std::optional<SearchCarry> carry,
                         const std::vector<NodeCost>* estimates)
    : graph_(graph),
      options_(options),
      index_(graph),
      costs_(carry.has_value()      ? std::move(carry->costs)
             : estimates != nullptr ? *estimates
                                    : model->EstimateAll(graph)),
      layout_(MakeLayout(graph, costs_)),
      judge_(options.timeline, model, options.launch_overhead_us, options.shared_links),
      guard_(OtherTimeline(options.timeline), model, options.launch_overhead_us,
             options.shared_links),
      memory_(graph) {
  compute_ops_ = std::count(layout_.compute.begin(), layout_.compute.end(), true);
  const bool guard = options_.guard_other_timeline;
  int64_t peak_before = 0;
  double step_before = 0;
  if (carry.has_value()) {
    judge_costs_ = std::move(carry->judge_costs);
    if (guard) {
      guard_costs_ = std::move(carry->guard_costs);
      guard_before_ = carry->guard_step.value_or(0);
    }
    peak_before = carry->peak;
    step_before = carry->step;
  } else {
    if (!judge_.PricesAsModel()) judge_costs_ = judge_.Costs(graph, costs_);
    if (guard) {
      if (!guard_.PricesAsModel()) guard_costs_ = guard_.Costs(graph, costs_);
      guard_before_ = guard_.StepUs(graph, GuardCosts(), {}, index_);
    }
    peak_before = memory_.Peak().peak_bytes;
    step_before = StepOf({});
  }
  limit_ = limit.value_or(DefaultMemoryLimitBytes(peak_before));
  unlimited_ = limit_ < 0;
  result_.limit_bytes = unlimited_ ? -1 : limit_;
  result_.peak_before_bytes = peak_before;
  result_.step_before_us = step_before;
  Candidate& best = result_.best;
  best.peak = peak_before;
  best.step = step_before;
  if (guard) best.guard_step = guard_before_;
  best_fits_ = Fits(peak_before);
  lowest_ = best;
  if (best_fits_ && !unlimited_) stop_above_ = limit_;
}

std::optional<SearchCarry> OrderSearch::TakeCarry(const Candidate& kept) {
  const std::vector<NodeId>& order = kept.order;
  if (kept.window == kOriginalOrder || order.size() != graph_.size() ||
      (options_.guard_other_timeline && !kept.guard_step.has_value())) {
    return std::nullopt;
  }
  auto permuted = [&order](std::vector<NodeCost>& costs) {
    if (costs.empty()) return;
    std::vector<NodeCost> out(order.size());
    for (size_t i = 0; i < order.size(); ++i) out[i] = costs[static_cast<size_t>(order[i])];
    costs = std::move(out);
  };
  SearchCarry carry;
  permuted(costs_);
  permuted(judge_costs_);
  permuted(guard_costs_);
  carry.costs = std::move(costs_);
  carry.judge_costs = std::move(judge_costs_);
  carry.guard_costs = std::move(guard_costs_);
  carry.step = kept.step;
  carry.guard_step = kept.guard_step;
  carry.peak = kept.peak;
  return carry;
}

double OrderSearch::StepOf(const std::vector<NodeId>& order) const {
  return judge_.StepUs(graph_, JudgeCosts(), order, index_);
}

bool OrderSearch::GuardOk(const std::vector<NodeId>& order, std::optional<double>* step) const {
  if (!options_.guard_other_timeline) return true;
  *step = guard_.StepUs(graph_, GuardCosts(), order, index_);
  return NoSlower(**step, guard_before_);
}

Candidate OrderSearch::Probe(const BaseOrder& order, int compute_order, int64_t window) const {
  Candidate c;
  c.window = window;
  c.compute_order = compute_order;
  // With the original order within the limit, an order over it is never
  // kept (nor its peak reported): its scheduling stops where it passes it.
  ListScheduler scheduler(graph_, layout_, order, window, options_.max_in_flight_bytes, memory_,
                          stop_above_);
  c.order = scheduler.Run();
  c.peak = scheduler.peak_bytes();
  if (Fits(c.peak)) c.step = StepOf(c.order);
  return c;
}

bool OrderSearch::Consider(Candidate c) {
  ++result_.candidates;
  const bool fits = Fits(c.peak);
  if (c.peak < lowest_.peak) lowest_ = c;
  const double min_gain = c.compute_order > 0 ? kReorderMinGain : kStepTolerance;
  if (fits && (!best_fits_ || Faster(c.step, result_.best.step, min_gain))) {
    if (!GuardOk(c.order, &c.guard_step)) {
      ++result_.rejected_by_guard;
      return fits;
    }
    result_.best = std::move(c);
    best_fits_ = true;
  }
  return fits;
}

bool OrderSearch::Evaluate(const BaseOrder& order, int compute_order, int64_t window) {
  return Consider(Probe(order, compute_order, window));
}

void OrderSearch::SearchWindows(const BaseOrder& order, int compute_order) {
  if (options_.prefetch_window.has_value()) {
    Evaluate(order, compute_order, *options_.prefetch_window);
    return;
  }
  int64_t widest = compute_ops_;
  if (!Evaluate(order, compute_order, kUnlimitedWindow)) {
    widest =
        WidestFeasible(compute_ops_, [&](int64_t w) { return Evaluate(order, compute_order, w); });
  }
  // Narrower windows while they help: a narrower window can win when an
  // early collective delays a later one on the same FIFO group.
  const Candidate& best = result_.best;
  double last = best.step;
  for (int64_t w = widest / 2; widest >= 0; w /= 2) {
    Evaluate(order, compute_order, w);
    if (!Faster(best.step, last) && !(best.window == w && best.compute_order == compute_order)) {
      break;
    }
    last = best.step;
    if (w == 0) break;
  }
}

std::vector<OrderSearch::Reordered> OrderSearch::Prepare(int only_order) const {
  std::vector<Reordered> out;
  std::vector<std::vector<NodeId>> tried;
  for (size_t i = 0; i < std::size(kComputeOrders); ++i) {
    if (only_order > 0 && static_cast<int>(i) + 1 != only_order) continue;
    const ComputeOrder& c = kComputeOrders[i];
    std::vector<NodeId> base = FillStalls(graph_, JudgeCosts(), layout_, c.priority, c.lookahead);
    if (base.empty() || IsIdentity(base)) continue;
    // An order already tried (a lookahead that never binds) is not tried again.
    if (std::find(tried.begin(), tried.end(), base) != tried.end()) continue;
    tried.push_back(base);
    Reordered r;
    r.index = static_cast<int>(i) + 1;
    r.order = MakeBaseOrder(layout_, graph_, std::move(base));
    r.first = Probe(r.order, r.index, options_.prefetch_window.value_or(kUnlimitedWindow));
    out.push_back(std::move(r));
  }
  return out;
}

SearchResult OrderSearch::Run(int only_order, int64_t window_hint) {
  // The reordered compute orders are tried with the unlimited window (or the
  // forced one) and the window the program order chose (a full window search
  // per order would double the pass's time for little gain). They and their
  // first probes do not depend on the program order's search, so with `jobs`
  // > 1 they are prepared on a second thread while it runs.
  std::vector<Reordered> reordered;
  const bool search_program = only_order == 0;
  if (options_.reorder_compute && options_.jobs > 1 && search_program) {
    std::jthread worker([&] { reordered = Prepare(only_order); });
    SearchWindows(layout_.program, 0);
  } else {
    if (search_program) SearchWindows(layout_.program, 0);
    if (options_.reorder_compute) reordered = Prepare(only_order);
  }
  const int64_t chosen = search_program ? result_.best.window : window_hint;
  for (Reordered& r : reordered) {
    Consider(std::move(r.first));
    if (!options_.prefetch_window.has_value() && chosen >= 0) Evaluate(r.order, r.index, chosen);
  }
  if (!best_fits_) {
    result_.best = std::move(lowest_);
    Candidate& best = result_.best;
    if (best.window != kOriginalOrder)
      best.step = StepOf(best.order);  // not simulated over the limit
    result_.limit_met = false;
  }
  return std::move(result_);
}

}  // namespace collopt::schedule
