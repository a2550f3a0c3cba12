// collopt/sim/exposure.cc — see exposure.h.
#include "sim/exposure.h"

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <numeric>
#include <utility>

#include "sim/memory.h"

namespace collopt {
namespace {

// A cause must account for at least this share of a collective's exposed
// time to be named; below it the exposure is the dependency's own.
constexpr double kMinShare = 0.1;

// Max over ranges of a fixed array: O(n) memory, O(log n) per query.
class RangeMax {
 public:
  explicit RangeMax(const std::vector<int64_t>& values)
      : n_(values.size()), tree_(2 * values.size(), 0) {
    std::copy(values.begin(), values.end(), tree_.begin() + static_cast<std::ptrdiff_t>(n_));
    for (size_t i = n_; i-- > 1;) tree_[i] = std::max(tree_[2 * i], tree_[2 * i + 1]);
  }
  /// Max over positions [lo, hi); 0 when empty.
  int64_t Max(size_t lo, size_t hi) const {
    int64_t best = 0;
    for (lo += n_, hi += n_; lo < hi; lo >>= 1, hi >>= 1) {
      if ((lo & 1) != 0) best = std::max(best, tree_[lo++]);
      if ((hi & 1) != 0) best = std::max(best, tree_[--hi]);
    }
    return best;
  }

 private:
  size_t n_;
  std::vector<int64_t> tree_;
};

size_t Pos(NodeId id) { return static_cast<size_t>(id); }

// What one cause accounts for, with what its fix needs.
struct Candidate {
  ExposureCause cause = ExposureCause::kDataDependency;
  double amount_us = 0;
  NodeId blocked_by = kNoNode;
  int64_t count = 0;
  int64_t peak_bytes = 0;
};

class Explainer {
 public:
  Explainer(const Graph& graph, const std::vector<NodeCost>& costs, const CostModel& model,
            const ExplainOptions& options)
      : graph_(graph), costs_(costs), model_(model), options_(options) {
    SimOptions sim = options.sim;
    sim.order.clear();
    sim.record_node_times = true;
    base_ = Simulate(graph, costs, sim);
    live_.emplace(base_.memory.live_bytes);
    compute_before_.assign(graph.size() + 1, 0);
    for (const Node& node : graph.nodes()) {
      compute_before_[Pos(node.id) + 1] =
          compute_before_[Pos(node.id)] + (IsCompute(node.id) ? 1 : 0);
    }
    stamp_.assign(graph.size(), 0);
    reach_lo_.assign(base_.collectives.size(), 0);
    LinkBucketPartners();
  }

  ExposureReport Run() {
    ExposureReport report;
    report.step_us = base_.step_us;
    report.exposed_us = base_.exposed_us;
    report.memory_limit_bytes = options_.memory_limit_bytes;
    report.peak_bytes = base_.memory.peak_bytes;
    for (size_t i = 0; i < base_.collectives.size(); ++i) {
      if (base_.collectives[i].exposed_us > 0) report.collectives.push_back(Explain(i));
    }
    std::stable_sort(report.collectives.begin(), report.collectives.end(),
                     [](const ExposedCollective& a, const ExposedCollective& b) {
                       return a.exposed_us > b.exposed_us;
                     });
    size_t priced = options_.priced == 0 ? report.collectives.size() : options_.priced;
    for (size_t i = 0; i < report.collectives.size() && i < priced; ++i) {
      Price(report.collectives[i]);
    }
    report.timings = base_.collectives;
    return report;
  }

 private:
  // A node with time on the compute stream (the simulator runs every call
  // that is not a collective there).
  bool IsCompute(NodeId id) const {
    const Node& node = graph_.node(id);
    return node.op == NodeOp::kCallFunction && !node.collective.has_value() &&
           costs_[Pos(id)].time_us > 0;
  }
  // When node `id`'s result is available (0 for inputs).
  double Done(NodeId id) const { return std::max(0.0, base_.done_us[Pos(id)]); }
  // When node `id` starts on the compute stream: the result time of the last
  // call node before it.
  double StartOf(NodeId id) const {
    for (size_t pos = Pos(id); pos-- > 0;) {
      if (base_.done_us[pos] >= 0) return base_.done_us[pos];
    }
    return 0;
  }

  // The previous (else next) collective of the same kind on the same group,
  // in issue order: the one to bucket with.
  void LinkBucketPartners() {
    partner_.assign(base_.collectives.size(), kNoNode);
    std::map<std::pair<std::string, CollectiveKind>, size_t> last;
    for (size_t i = 0; i < base_.collectives.size(); ++i) {
      const CollectiveInfo& info = *graph_.node(base_.collectives[i].node).collective;
      auto [it, first] = last.emplace(std::pair{info.group_name, info.kind}, i);
      if (!first) {
        partner_[i] = base_.collectives[it->second].node;
        if (partner_[it->second] == kNoNode) partner_[it->second] = base_.collectives[i].node;
        it->second = i;
      }
    }
  }

  static NodeId LastInput(const Node& node) {
    NodeId last = kNoNode;
    ForEachInput(node, [&](NodeId input) { last = std::max(last, input); });
    return last;
  }

  // The first node (in program order) that reads `node`'s result through
  // views; the output node, or kNoNode, when none.
  NodeId FirstReader(NodeId node) const {
    NodeId first = kNoNode;
    std::vector<NodeId> stack = {node};
    while (!stack.empty()) {
      const Node& n = graph_.node(stack.back());
      stack.pop_back();
      for (NodeId user : n.users) {
        const Node& u = graph_.node(user);
        if (u.op_class == OpClass::kView && u.op == NodeOp::kCallFunction) {
          stack.push_back(user);
        } else if (first == kNoNode || user < first) {
          first = user;
        }
      }
    }
    return first;
  }

  // The node that made `id`'s data: back through views to the first
  // non-view.
  NodeId Producer(NodeId id) const {
    while (id != kNoNode && graph_.node(id).op_class == OpClass::kView &&
           !graph_.node(id).args.empty()) {
      NodeId input = kNoNode;
      ForEachNodeRef(graph_.node(id).args[0], [&](NodeId ref) {
        if (input == kNoNode) input = ref;
      });
      id = input;
    }
    return id;
  }

  // Compute ops at positions [from, to).
  int64_t ComputeIn(size_t from, size_t to) const {
    return to <= from ? 0 : compute_before_[to] - compute_before_[from];
  }

  ExposedCollective Explain(size_t index) {
    const CollectiveTiming& t = base_.collectives[index];
    const Node& node = graph_.node(t.node);
    ExposedCollective x;
    x.node = t.node;
    x.wait = t.wait;
    x.group = node.collective->group_name;
    x.kind = node.collective->kind;
    x.exposed_us = t.exposed_us;
    x.comm_us = t.end_us - t.start_us;
    const double e = t.exposed_us;
    if (IsSynchronousCollective(node.target)) {
      x.cause = ExposureCause::kSharedStream;
      x.cause_us = e;
      return x;
    }
    std::vector<Candidate> found;
    if (t.queued_behind != kNoNode) {
      found.push_back(
          {ExposureCause::kFifo, std::min(t.start_us - t.issue_us, e), t.queued_behind});
    }
    const NodeId last_input = LastInput(node);
    if (auto late = IssuedLate(t, last_input); late.has_value()) found.push_back(*late);
    if (auto early = WaitEarly(t); early.has_value()) found.push_back(*early);
    if (partner_[index] != kNoNode) {
      found.push_back(
          {ExposureCause::kLaunchOverhead, std::min(FixedTime(node), e), partner_[index]});
    }
    if (last_input != kNoNode) found.push_back(LateInput(index, last_input));
    const Candidate* best = nullptr;
    for (const Candidate& c : found) {
      if (best == nullptr || c.amount_us > best->amount_us) best = &c;
    }
    if (best != nullptr && best->amount_us >= kMinShare * e) {
      x.cause = best->cause;
      x.cause_us = best->amount_us;
      x.blocked_by = best->blocked_by;
      x.fix_count = best->count;
      x.fix_peak_bytes = best->peak_bytes;
      if (x.cause == ExposureCause::kIssuedLate || x.cause == ExposureCause::kMemoryLimit) {
        x.fix_after = last_input;
      }
      return x;
    }
    DataDependency(x);
    return x;
  }

  std::optional<Candidate> IssuedLate(const CollectiveTiming& t, NodeId last_input) const {
    const double ready = last_input == kNoNode ? 0 : Done(last_input);
    const double late = t.issue_us - options_.sim.launch_overhead_us - ready;
    if (late <= 0) return std::nullopt;
    Candidate c;
    c.amount_us = std::min(late, t.exposed_us);
    const size_t from = last_input == kNoNode ? 0 : Pos(last_input) + 1;
    c.count = ComputeIn(from, Pos(t.node));
    c.peak_bytes = std::max(base_.memory.peak_bytes,
                            live_->Max(from, Pos(t.node)) + graph_.node(t.node).value.bytes());
    const bool over = options_.memory_limit_bytes.has_value() &&
                      c.peak_bytes > *options_.memory_limit_bytes &&
                      base_.memory.peak_bytes <= *options_.memory_limit_bytes;
    c.cause = over ? ExposureCause::kMemoryLimit : ExposureCause::kIssuedLate;
    return c;
  }

  std::optional<Candidate> WaitEarly(const CollectiveTiming& t) const {
    if (t.wait == kNoNode || t.wait == t.node) return std::nullopt;
    NodeId reader = FirstReader(t.wait);
    if (reader == kNoNode) reader = graph_.output();
    if (reader == kNoNode) return std::nullopt;
    const double gap = StartOf(reader) - (t.wait_us + t.exposed_us);
    if (gap <= 0) return std::nullopt;
    Candidate c;
    c.cause = ExposureCause::kWaitEarly;
    c.amount_us = std::min(gap, t.exposed_us);
    c.blocked_by = reader;
    c.count = ComputeIn(Pos(t.wait) + 1, Pos(reader));
    return c;
  }

  // Compute that ran in the exposed time's reach before the input was ready
  // and does not feed the collective (its first position in reach_lo_).
  Candidate LateInput(size_t index, NodeId last_input) {
    const CollectiveTiming& t = base_.collectives[index];
    const double horizon = Done(last_input) - t.exposed_us;
    size_t lo = Pos(last_input) + 1;
    while (lo > 0 && graph_.node(static_cast<NodeId>(lo - 1)).op == NodeOp::kCallFunction &&
           base_.done_us[lo - 1] > horizon) {
      --lo;
    }
    reach_lo_[index] = lo;
    const int32_t mark = MarkAncestors(t.node, lo);
    Candidate c;
    c.cause = ExposureCause::kLateInput;
    for (size_t pos = lo; pos <= Pos(last_input); ++pos) {
      const auto id = static_cast<NodeId>(pos);
      if (!IsCompute(id)) continue;
      if (stamp_[pos] == mark) {
        ++c.count;
      } else {
        if (c.blocked_by == kNoNode) c.blocked_by = id;
        c.amount_us += costs_[pos].time_us;
      }
    }
    c.amount_us = std::min(c.amount_us, t.exposed_us);
    return c;
  }

  // The collective's fixed per-call time: the model's time at 1 byte.
  double FixedTime(const Node& node) const {
    const CollectiveInfo& info = *node.collective;
    return model_
        .CollectiveTime(info.kind, info.group_name, info.group_size, 1,
                        std::max<int64_t>(1, info.group_size))
        .first;
  }

  void DataDependency(ExposedCollective& x) const {
    x.cause = ExposureCause::kDataDependency;
    x.cause_us = x.exposed_us;
    const Node& node = graph_.node(x.node);
    const bool feeds = x.kind == CollectiveKind::kAllGather ||
                       x.kind == CollectiveKind::kAllToAll || x.kind == CollectiveKind::kBroadcast;
    NodeId beside = kNoNode;
    if (feeds && x.wait != kNoNode) {
      beside = FirstReader(x.wait);
    } else if (!feeds && !node.args.empty()) {
      ForEachNodeRef(node.args[0], [&](NodeId ref) {
        if (beside == kNoNode) beside = Producer(ref);
      });
    }
    if (beside == kNoNode || !IsCompute(beside)) return;
    x.blocked_by = beside;
    const double compute = costs_[Pos(beside)].time_us;
    const double fixed = FixedTime(node);
    const double d = x.comm_us;
    double best = 0;
    for (int k : {2, 4, 8}) {
      const double chunks = k;
      const double exposed =
          std::min(x.exposed_us, d / chunks + (chunks - 1) / chunks * std::max(0.0, d - compute) +
                                     (chunks - 1) * fixed);
      if (x.exposed_us - exposed > best) {
        best = x.exposed_us - exposed;
        x.fix_count = k;
      }
    }
    if (x.fix_count > 0) {
      x.saving_us = best;
      x.saving_estimated = true;
    }
  }

  static std::vector<NodeId> Identity(size_t n) {
    std::vector<NodeId> order(n);
    std::iota(order.begin(), order.end(), NodeId{0});
    return order;
  }

  double StepWith(const SimOptions& what_if, const std::vector<NodeCost>& costs) const {
    SimOptions sim = what_if;
    sim.compute_memory = false;
    sim.record_node_times = false;
    return Simulate(graph_, costs, sim).step_us;
  }

  double StepInOrder(std::vector<NodeId> order) const {
    SimOptions sim = options_.sim;
    sim.order = std::move(order);
    return StepWith(sim, costs_);
  }

  void Price(ExposedCollective& x) {
    const Node& node = graph_.node(x.node);
    SimOptions sim = options_.sim;
    sim.order.clear();
    double step = base_.step_us;
    switch (x.cause) {
      case ExposureCause::kSharedStream:
        sim.run_async = {x.node};
        step = StepWith(sim, costs_);
        break;
      case ExposureCause::kFifo:
        sim.own_stream = {x.node};
        step = StepWith(sim, costs_);
        break;
      case ExposureCause::kIssuedLate:
      case ExposureCause::kMemoryLimit: {
        std::vector<NodeId> order = Identity(graph_.size());
        const size_t at = x.fix_after == kNoNode ? 0 : Pos(x.fix_after) + 1;
        std::rotate(order.begin() + static_cast<std::ptrdiff_t>(at),
                    order.begin() + static_cast<std::ptrdiff_t>(Pos(x.node)),
                    order.begin() + static_cast<std::ptrdiff_t>(Pos(x.node)) + 1);
        step = StepInOrder(std::move(order));
        break;
      }
      case ExposureCause::kWaitEarly: {
        // The wait and what reads it through views move just before the reader.
        std::vector<bool> moved(graph_.size(), false);
        moved[Pos(x.wait)] = true;
        std::vector<NodeId> order;
        std::vector<NodeId> tail;
        order.reserve(graph_.size());
        for (size_t pos = 0; pos < graph_.size(); ++pos) {
          const auto id = static_cast<NodeId>(pos);
          if (id == x.blocked_by) order.insert(order.end(), tail.begin(), tail.end());
          bool follows = id == x.wait;
          if (!follows && id > x.wait && id < x.blocked_by) {
            ForEachInput(graph_.node(id),
                         [&](NodeId input) { follows = follows || moved[Pos(input)]; });
          }
          if (follows) {
            moved[pos] = true;
            tail.push_back(id);
          } else {
            order.push_back(id);
          }
        }
        step = StepInOrder(std::move(order));
        break;
      }
      case ExposureCause::kLaunchOverhead: {
        std::vector<NodeCost> costs = costs_;
        NodeCost& cost = costs[Pos(x.node)];
        cost.time_us = std::max(0.0, cost.time_us - FixedTime(node));
        step = StepWith(sim, costs);
        break;
      }
      case ExposureCause::kLateInput: {
        // Its producers in reach, then it, then the rest in reach.
        const size_t index = IndexOf(x.node);
        const int32_t mark = MarkAncestors(x.node, reach_lo_[index]);
        std::vector<NodeId> order = Identity(reach_lo_[index]);
        std::vector<NodeId> rest;
        for (size_t pos = reach_lo_[index]; pos < Pos(x.node); ++pos) {
          (stamp_[pos] == mark ? order : rest).push_back(static_cast<NodeId>(pos));
        }
        order.push_back(x.node);
        order.insert(order.end(), rest.begin(), rest.end());
        for (size_t pos = Pos(x.node) + 1; pos < graph_.size(); ++pos) {
          order.push_back(static_cast<NodeId>(pos));
        }
        step = StepInOrder(std::move(order));
        break;
      }
      case ExposureCause::kDataDependency:
        return;  // estimated in DataDependency
    }
    x.saving_us = base_.step_us - step;
  }

  size_t IndexOf(NodeId node) const {
    auto it = std::lower_bound(base_.collectives.begin(), base_.collectives.end(), node,
                               [](const CollectiveTiming& t, NodeId id) { return t.node < id; });
    return static_cast<size_t>(it - base_.collectives.begin());
  }

  // Marks the nodes at positions ≥ `lo` that feed `node` with a fresh
  // stamp, which it returns.
  int32_t MarkAncestors(NodeId node, size_t lo) {
    const int32_t mark = ++generation_;
    std::vector<NodeId> stack;
    ForEachInput(graph_.node(node), [&](NodeId input) { stack.push_back(input); });
    while (!stack.empty()) {
      NodeId id = stack.back();
      stack.pop_back();
      if (Pos(id) < lo || stamp_[Pos(id)] == mark) continue;
      stamp_[Pos(id)] = mark;
      ForEachInput(graph_.node(id), [&](NodeId input) { stack.push_back(input); });
    }
    return mark;
  }

  const Graph& graph_;
  const std::vector<NodeCost>& costs_;
  const CostModel& model_;
  const ExplainOptions& options_;
  SimResult base_;
  std::optional<RangeMax> live_;
  std::vector<int64_t> compute_before_;  // compute ops at positions < i
  std::vector<int32_t> stamp_;           // ancestor marks (MarkAncestors)
  int32_t generation_ = 0;
  std::vector<NodeId> partner_;   // per collective: the one to bucket with
  std::vector<size_t> reach_lo_;  // per collective: first position in reach
};

}  // namespace

std::string_view ExposureCauseName(ExposureCause cause) {
  static constexpr std::array<std::string_view, 8> kNames = {
      "data_dependency", "fifo",       "memory_limit", "issued_late", "wait_early",
      "launch_overhead", "late_input", "shared_stream"};
  return kNames[static_cast<size_t>(cause)];
}

ExposureReport ExplainExposure(const Graph& graph, const std::vector<NodeCost>& costs,
                               const CostModel& model, const ExplainOptions& options) {
  return Explainer(graph, costs, model, options).Run();
}

}  // namespace collopt
