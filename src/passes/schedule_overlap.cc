// collopt/passes/schedule_overlap.cc — see schedule_overlap.h.
#include "passes/schedule_overlap.h"

#include <algorithm>
#include <deque>
#include <functional>
#include <iterator>
#include <map>
#include <queue>
#include <thread>
#include <tuple>

#include "analysis/topological_order.h"
#include "fmt/format.h"
#include "sim/memory.h"
#include "sim/simulator.h"

namespace collopt {
namespace {

// kLazy: a view of a wait's result (a bucket's split / getitem / view, a
// permute of a gathered weight): placed just before its first user, so it
// does not pull the wait up with it.
enum class Role : uint8_t { kOther, kStart, kWait, kLazy };

// What the list scheduler needs to know about a graph, computed once.
struct Layout {
  std::vector<Role> role;
  std::vector<NodeId> partner;  // start ↔ its wait
  std::vector<bool> input_only;
  std::vector<bool> compute;                // a compute op with a nonzero cost
  std::vector<int64_t> need;                // start: compute ops before its wait's first user
  std::vector<bool> prefetchable;           // start: reads only graph inputs (or input-only nodes)
  std::vector<int64_t> bytes;               // start: max(input, output) bytes
  std::vector<std::vector<NodeId>> queues;  // per process group, starts in program order
  std::vector<int32_t> queue_of;            // start → its queue
  std::vector<NodeId> base;                 // the order of compute (all nodes, topological)
  std::vector<int64_t> pos;                 // node → its position in `base`
  // Every node's inputs as one flat array (node i reads inputs[in_begin[i]
  // .. in_begin[i + 1])): the list scheduler visits them many times per run,
  // and walking nested Arguments each time was a fifth of its time at 10^6
  // nodes.
  std::vector<int64_t> in_begin;
  std::vector<NodeId> inputs;

  template <typename Fn>
  void ForEachInputOf(NodeId id, Fn&& fn) const {
    const size_t i = static_cast<size_t>(id);
    for (int64_t k = in_begin[i]; k < in_begin[i + 1]; ++k) fn(inputs[static_cast<size_t>(k)]);
  }
};

// Sets the order of compute, `base` (a topological order of every node), and
// what depends on it: positions and each start's `need`. O(N + E).
void SetBase(Layout& l, const Graph& graph, std::vector<NodeId> base) {
  const size_t n = graph.size();
  l.base = std::move(base);
  l.pos.assign(n, 0);
  for (size_t i = 0; i < l.base.size(); ++i) {
    l.pos[static_cast<size_t>(l.base[i])] = static_cast<int64_t>(i);
  }
  // compute_before[p]: compute ops before base position p.
  std::vector<int64_t> compute_before(n + 1, 0);
  for (size_t p = 0; p < n; ++p) {
    compute_before[p + 1] = compute_before[p] + (l.compute[static_cast<size_t>(l.base[p])] ? 1 : 0);
  }
  l.need.assign(n, 0);
  for (size_t s = 0; s < n; ++s) {
    if (l.role[s] != Role::kStart) continue;
    int64_t need = compute_before[n];
    for (NodeId user : graph.node(l.partner[s]).users) {
      need = std::min(need, compute_before[static_cast<size_t>(l.pos[static_cast<size_t>(user)])]);
    }
    l.need[s] = need;
  }
}

// The layout of `graph` over its program order; SetBase() gives it another
// compute order (the rest depends on the graph alone).
Layout MakeLayout(const Graph& graph, const std::vector<NodeCost>& costs) {
  const size_t n = graph.size();
  Layout l;
  l.in_begin.assign(n + 1, 0);
  for (size_t i = 0; i < n; ++i) {
    ForEachInput(graph.node(static_cast<NodeId>(i)),
                 [&](NodeId input) { l.inputs.push_back(input); });
    l.in_begin[i + 1] = static_cast<int64_t>(l.inputs.size());
  }
  l.role.assign(n, Role::kOther);
  l.partner.assign(n, kNoNode);
  l.input_only = InputOnlyNodes(graph);
  l.compute.assign(n, false);
  l.bytes.assign(n, 0);
  l.queue_of.assign(n, -1);
  l.prefetchable.assign(n, false);
  for (size_t i = 0; i < n; ++i) {
    l.compute[i] = IsComputeStreamCost(graph.node(static_cast<NodeId>(i)), costs[i]);
  }
  std::map<std::string, int32_t> queue_index;
  for (const Node& node : graph.nodes()) {
    if (node.op_class != OpClass::kCollective || !node.collective.has_value()) continue;
    NodeId wait_id = SoleWait(graph, node);
    if (wait_id == kNoNode) continue;
    const Node& wait = graph.node(wait_id);
    size_t s = static_cast<size_t>(node.id);
    l.role[s] = Role::kStart;
    l.role[static_cast<size_t>(wait.id)] = Role::kWait;
    l.partner[s] = wait.id;
    l.partner[static_cast<size_t>(wait.id)] = node.id;
    bool prefetchable = true;
    ForEachInput(node, [&](NodeId input) {
      prefetchable = prefetchable && IsMovable(graph, l.input_only, input);
    });
    l.prefetchable[s] = prefetchable;
    int64_t in = 0;
    ForEachInput(node, [&](NodeId input) { in += graph.node(input).value.bytes(); });
    l.bytes[s] = std::max(in, node.value.bytes());
    auto [it, added] =
        queue_index.emplace(node.collective->group_name, static_cast<int32_t>(l.queues.size()));
    if (added) l.queues.emplace_back();
    l.queues[static_cast<size_t>(it->second)].push_back(node.id);
    l.queue_of[s] = it->second;
  }
  for (const Node& node : graph.nodes()) {
    if (node.op != NodeOp::kCallFunction || node.op_class != OpClass::kView) continue;
    bool lazy = false;
    ForEachInput(node, [&](NodeId input) {
      Role r = l.role[static_cast<size_t>(input)];
      lazy = lazy || r == Role::kWait || r == Role::kLazy;
    });
    if (lazy) l.role[static_cast<size_t>(node.id)] = Role::kLazy;
  }
  std::vector<NodeId> program(n);
  for (size_t i = 0; i < n; ++i) program[i] = static_cast<NodeId>(i);
  SetBase(l, graph, std::move(program));
  return l;
}

// One run of the list scheduler for a fixed window.
class ListScheduler {
 public:
  ListScheduler(const Graph& graph, const Layout& layout, int64_t window, int64_t max_in_flight)
      : graph_(graph),
        l_(layout),
        window_(window),
        cap_(max_in_flight),
        emitted_(graph.size(), false),
        head_(layout.queues.size(), 0) {
    order_.reserve(graph.size());
  }

  std::vector<NodeId> Run() {
    // Graph inputs and attributes first, as in any FX graph.
    for (const Node& node : graph_.nodes()) {
      if (node.op == NodeOp::kPlaceholder || node.op == NodeOp::kGetAttr) Emit(node.id);
    }
    for (NodeId id : l_.base) {
      size_t i = static_cast<size_t>(id);
      if (l_.role[i] != Role::kOther || emitted_[i] || id == graph_.output()) {
        continue;
      }
      TryIssue();
      if (emitted_[i]) continue;  // hoisted by a collective just issued
      EnsureInputs(id);
      Emit(id);
      if (l_.compute[i]) ++count_;
    }
    for (const std::vector<NodeId>& queue : l_.queues) {
      if (!queue.empty() && !emitted_[static_cast<size_t>(queue.back())]) ForceIssue(queue.back());
    }
    while (!in_flight_.empty()) {
      NodeId s = in_flight_.front();
      if (!emitted_[static_cast<size_t>(l_.partner[static_cast<size_t>(s)])]) {
        ForceWait(l_.partner[static_cast<size_t>(s)]);
      } else {
        in_flight_.pop_front();
      }
    }
    for (const Node& node : graph_.nodes()) {  // unused views of waits
      if (!emitted_[static_cast<size_t>(node.id)] && node.op != NodeOp::kOutput) {
        EnsureInputs(node.id);
        Emit(node.id);
      }
    }
    if (graph_.output() != kNoNode) {
      EnsureInputs(graph_.output());
      Emit(graph_.output());
    }
    return std::move(order_);
  }

 private:
  void Emit(NodeId id) {
    emitted_[static_cast<size_t>(id)] = true;
    order_.push_back(id);
  }

  // Emits the not-yet-placed input-only ancestors of `id`, in program order.
  void Hoist(NodeId id) {
    std::vector<NodeId> pending;
    std::vector<NodeId> stack = {id};
    while (!stack.empty()) {
      NodeId n = stack.back();
      stack.pop_back();
      if (emitted_[static_cast<size_t>(n)]) continue;
      emitted_[static_cast<size_t>(n)] = true;  // placed below, in order
      pending.push_back(n);
      l_.ForEachInputOf(n, [&](NodeId input) {
        if (!emitted_[static_cast<size_t>(input)]) stack.push_back(input);
      });
    }
    std::sort(pending.begin(), pending.end(), [&](NodeId a, NodeId b) {
      return l_.pos[static_cast<size_t>(a)] < l_.pos[static_cast<size_t>(b)];
    });
    order_.insert(order_.end(), pending.begin(), pending.end());
  }

  void EnsureInputs(NodeId id) {
    l_.ForEachInputOf(id, [&](NodeId input) {
      size_t i = static_cast<size_t>(input);
      if (emitted_[i]) return;
      switch (l_.role[i]) {
        case Role::kWait:
          ForceWait(input);
          break;
        case Role::kStart:
          ForceIssue(input);
          break;
        case Role::kLazy:
          EnsureInputs(input);
          Emit(input);
          break;
        case Role::kOther:
          Hoist(input);
          break;
      }
    });
  }

  bool InputsReady(NodeId id) const {
    bool ready = true;
    l_.ForEachInputOf(id, [&](NodeId input) {
      size_t i = static_cast<size_t>(input);
      ready = ready && (emitted_[i] || l_.input_only[i]);
    });
    return ready;
  }

  void Issue(NodeId s) {
    EnsureInputs(s);
    Emit(s);
    ++head_[static_cast<size_t>(l_.queue_of[static_cast<size_t>(s)])];
    in_flight_.push_back(s);
    in_flight_bytes_ += l_.bytes[static_cast<size_t>(s)];
  }

  // Issues `s` now, with every earlier collective of its group.
  void ForceIssue(NodeId s) {
    size_t q = static_cast<size_t>(l_.queue_of[static_cast<size_t>(s)]);
    while (!emitted_[static_cast<size_t>(s)]) Issue(l_.queues[q][head_[q]]);
  }

  void ForceWait(NodeId w) {
    NodeId s = l_.partner[static_cast<size_t>(w)];
    if (!emitted_[static_cast<size_t>(s)]) ForceIssue(s);
    Emit(w);
    in_flight_bytes_ -= l_.bytes[static_cast<size_t>(s)];
  }

  // Issues every collective that may start now.
  void TryIssue() {
    bool progress = true;
    while (progress) {
      progress = false;
      for (size_t q = 0; q < l_.queues.size(); ++q) {
        while (head_[q] < l_.queues[q].size()) {
          NodeId h = l_.queues[q][head_[q]];
          size_t hi = static_cast<size_t>(h);
          // The window bounds prefetching only: a collective whose input is
          // computed goes as soon as it exists (that also frees the input).
          if (window_ >= 0 && l_.prefetchable[hi] && count_ < l_.need[hi] - window_) break;
          if (!InputsReady(h)) break;
          if (in_flight_bytes_ + l_.bytes[hi] > cap_ && RetireOldest()) continue;
          Issue(h);
          progress = true;
        }
      }
    }
  }

  // Waits on the oldest collective in flight; false when none is.
  bool RetireOldest() {
    while (!in_flight_.empty()) {
      NodeId s = in_flight_.front();
      in_flight_.pop_front();
      NodeId w = l_.partner[static_cast<size_t>(s)];
      if (!emitted_[static_cast<size_t>(w)]) {
        ForceWait(w);
        return true;
      }
    }
    return false;
  }

  const Graph& graph_;
  const Layout& l_;
  int64_t window_;
  int64_t cap_;
  std::vector<bool> emitted_;
  std::vector<size_t> head_;
  std::deque<NodeId> in_flight_;
  int64_t in_flight_bytes_ = 0;
  int64_t count_ = 0;
  std::vector<NodeId> order_;
};

// The compute order with stalls filled (schedule_overlap.h, "Compute
// reordering"): a list scheduler over simulated time. One compute stream runs
// one ready node at a time; collectives run on their group's stream in
// program order, each as soon as its inputs exist; a wait is ready when its
// collective ends. When the compute stream is free, the ready node with the
// best priority runs: the lowest program position (kProgram: the program
// order, except that a node whose inputs are still in flight lets later
// ready work go first), or the longest remaining path to the output
// (kCriticalPath, XLA's latency-hiding scheduler). O((N + E) log N).
enum class Priority : uint8_t { kProgram, kCriticalPath };

// `lookahead` (kProgram only; -1 = none): a node may fill a stall only when
// its program position is at most `lookahead` past the first node not yet
// run, which bounds how long the filler's result stays alive (memory).
class StallFiller {
 public:
  StallFiller(const Graph& graph, const std::vector<NodeCost>& costs, const Layout& l,
              Priority priority, int64_t lookahead)
      : graph_(graph),
        l_(l),
        priority_(priority),
        lookahead_(lookahead),
        n_(graph.size()),
        dur_(n_, 0),
        key_(n_, 0),
        remaining_(n_, 0),
        ready_at_(n_, 0),
        released_(n_, false),
        head_(l.queues.size(), 0),
        stream_(l.queues.size(), 0) {
    for (size_t i = 0; i < n_; ++i) {
      // A collective that is not a start with its sole wait costs the
      // compute stream nothing here (it runs on its group's stream).
      const bool inline_collective =
          graph.node(static_cast<NodeId>(i)).collective.has_value() && l.role[i] != Role::kStart;
      dur_[i] = inline_collective ? 0 : costs[i].time_us;
    }
    SetKeys();
    for (const Node& node : graph.nodes()) {
      for (NodeId u : node.users) ++remaining_[static_cast<size_t>(u)];
    }
    order_.reserve(n_);
  }

  std::vector<NodeId> Order() {
    for (const Node& node : graph_.nodes()) {
      const auto i = static_cast<size_t>(node.id);
      if (remaining_[i] != 0 || node.op == NodeOp::kOutput) continue;
      if (l_.role[i] == Role::kStart) {
        released_[i] = true;
      } else {
        pending_.emplace(0.0, key_[i], node.id);
      }
    }
    for (size_t q = 0; q < l_.queues.size(); ++q) IssueQueue(q);
    Loop();
    if (graph_.output() != kNoNode) order_.push_back(graph_.output());
    if (order_.size() != n_) return {};  // not every node reached (a malformed graph)
    return std::move(order_);
  }

 private:
  using Entry = std::tuple<double, double, NodeId>;  // (time or key, tie, id)
  using MinQueue = std::priority_queue<Entry, std::vector<Entry>, std::greater<>>;

  // Key: smaller runs first.
  void SetKeys() {
    if (priority_ == Priority::kProgram) {
      for (size_t i = 0; i < n_; ++i) key_[i] = static_cast<double>(i);
      return;
    }
    std::vector<double> path(n_, 0);
    for (size_t i = n_; i-- > 0;) {
      double longest = 0;
      for (NodeId u : graph_.node(static_cast<NodeId>(i)).users) {
        longest = std::max(longest, path[static_cast<size_t>(u)]);
      }
      path[i] = dur_[i] + longest;
      key_[i] = -path[i];
    }
  }

  // Issues queue q's released collectives, in program order.
  void IssueQueue(size_t q) {
    while (head_[q] < l_.queues[q].size() &&
           released_[static_cast<size_t>(l_.queues[q][head_[q]])]) {
      NodeId s = l_.queues[q][head_[q]++];
      size_t si = static_cast<size_t>(s);
      order_.push_back(s);
      double start = std::max({clock_, ready_at_[si], stream_[q]});
      stream_[q] = start + dur_[si];
      Release(l_.partner[si], stream_[q]);
    }
  }

  // One input of `id` done at `finish`.
  void Release(NodeId id, double finish) {
    size_t i = static_cast<size_t>(id);
    ready_at_[i] = std::max(ready_at_[i], finish);
    if (--remaining_[i] > 0) return;
    const Node& node = graph_.node(id);
    if (node.op == NodeOp::kOutput) return;
    if (l_.role[i] == Role::kStart) {
      released_[i] = true;
      IssueQueue(static_cast<size_t>(l_.queue_of[i]));
      return;
    }
    pending_.emplace(ready_at_[i], key_[i], id);
  }

  void RunNode(NodeId id) {
    order_.push_back(id);
    size_t i = static_cast<size_t>(id);
    clock_ = std::max(clock_, ready_at_[i]) + dur_[i];
    for (NodeId u : graph_.node(id).users) Release(u, clock_);
  }

  // The compute stream: whenever free, the best ready node runs; with a
  // lookahead, one too far past the first node not yet run waits.
  void Loop() {
    std::vector<bool> done(n_, false);
    size_t frontier = 0;  // the first program position not yet run
    for (NodeId id : order_) done[static_cast<size_t>(id)] = true;
    size_t marked = order_.size();
    while (!pending_.empty() || !ready_.empty()) {
      while (!pending_.empty() && std::get<0>(pending_.top()) <= clock_) {
        const NodeId id = std::get<2>(pending_.top());
        const double k = std::get<1>(pending_.top());
        pending_.pop();
        ready_.emplace(k, static_cast<double>(id), id);
      }
      for (; marked < order_.size(); ++marked) done[static_cast<size_t>(order_[marked])] = true;
      while (frontier < n_ && done[frontier]) ++frontier;
      const bool beyond = priority_ == Priority::kProgram && lookahead_ >= 0 && !ready_.empty() &&
                          static_cast<int64_t>(std::get<2>(ready_.top())) >
                              static_cast<int64_t>(frontier) + lookahead_;
      if (ready_.empty() || (beyond && !pending_.empty())) {
        clock_ = std::get<0>(pending_.top());
        continue;
      }
      NodeId id = std::get<2>(ready_.top());
      ready_.pop();
      RunNode(id);
    }
  }

  const Graph& graph_;
  const Layout& l_;
  const Priority priority_;
  const int64_t lookahead_;
  const size_t n_;
  std::vector<double> dur_;
  std::vector<double> key_;
  std::vector<int32_t> remaining_;
  std::vector<double> ready_at_;
  std::vector<bool> released_;
  std::vector<size_t> head_;
  std::vector<double> stream_;
  MinQueue pending_;  // by ready time
  MinQueue ready_;    // by key
  std::vector<NodeId> order_;
  double clock_ = 0;
};

std::vector<NodeId> FillStalls(const Graph& graph, const std::vector<NodeCost>& costs,
                               const Layout& l, Priority priority, int64_t lookahead = -1) {
  return StallFiller(graph, costs, l, priority, lookahead).Order();
}

// The widest window in [0, compute_ops) for which `fits(window)` holds
// (feasibility is taken to fall as the window grows), or -1 when none does,
// to within 1/16 of itself: a binary search over the geometric grid 0, 1,
// 2, 3, 4, 5, 6, 7, 9, ... (each ×1.25), then two halvings of the gap to the
// next grid point. O(log log compute_ops) probes (7–9 at 10^6 nodes, against
// 20 for an exact search), each a list schedule and a memory profile.
template <typename Fits>
int64_t WidestFeasible(int64_t compute_ops, Fits&& fits) {
  std::vector<int64_t> grid = {0};
  while (grid.back() < compute_ops - 1) {
    grid.push_back(std::min(compute_ops - 1, std::max(grid.back() + 1, grid.back() * 5 / 4)));
  }
  // Invariant: grid[lo] fits (lo = -1: none known), grid[hi] does not
  // (hi = size: compute_ops, known not to fit).
  int64_t lo = -1;
  auto hi = static_cast<int64_t>(grid.size());
  while (hi - lo > 1) {
    const int64_t mid = lo + (hi - lo) / 2;
    if (fits(grid[static_cast<size_t>(mid)])) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  if (lo < 0) return -1;
  int64_t good = grid[static_cast<size_t>(lo)];
  int64_t bad =
      hi < static_cast<int64_t>(grid.size()) ? grid[static_cast<size_t>(hi)] : compute_ops;
  for (int step = 0; step < 2 && bad - good > 1; ++step) {
    const int64_t mid = good + (bad - good) / 2;
    if (fits(mid)) {
      good = mid;
    } else {
      bad = mid;
    }
  }
  return good;
}

// The reordered compute orders tried (schedule_overlap.h).
struct Base {
  Priority priority;
  int64_t lookahead;
};
constexpr Base kBases[] = {{Priority::kProgram, -1},
                           {Priority::kProgram, 1024},
                           {Priority::kProgram, 256},
                           {Priority::kCriticalPath, -1}};

bool IsIdentity(const std::vector<NodeId>& order) {
  for (size_t i = 0; i < order.size(); ++i) {
    if (order[i] != static_cast<NodeId>(i)) return false;
  }
  return true;
}

std::string GiB(int64_t bytes) {
  return fmt::format("{:.3f} GiB", static_cast<double>(bytes) / (int64_t{1} << 30));
}

}  // namespace

std::vector<NodeId> ScheduleOverlap::OrderForWindow(const Graph& graph,
                                                    const std::vector<NodeCost>& costs,
                                                    int64_t window, int64_t max_in_flight_bytes) {
  Layout layout = MakeLayout(graph, costs);
  return ListScheduler(graph, layout, window, max_in_flight_bytes).Run();
}

absl::StatusOr<bool> ScheduleOverlap::Run(Graph& graph) {
  auto changed = Round(graph, options_.memory_limit_bytes, 0, -2);
  if (!changed.ok()) return changed;
  outcome_.rounds = *changed ? 1 : 0;
  if (!*changed || !outcome_.limit_met || kept_base_ == 0) return changed;
  // Refinement: fill the stalls of the kept order again with the same
  // priority until that no longer gains (see "Rounds" in the header).
  ScheduleOutcome total = outcome_;
  std::vector<std::string> lines = report();
  int refined = 0;
  while (refined + 1 < kMaxRounds) {
    auto again = Round(graph, total.memory_limit_bytes, kept_base_, total.window);
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
        GiB(total.peak_before_bytes), GiB(total.peak_after_bytes), total.candidates));
  }
  return true;
}

absl::StatusOr<bool> ScheduleOverlap::Round(Graph& graph, std::optional<int64_t> limit_option,
                                            int only_base, int64_t window_hint) {
  ClearReport();
  outcome_ = ScheduleOutcome{};
  kept_base_ = 0;
  if (model_ == nullptr) return absl::InvalidArgumentError("schedule-overlap needs a cost model");
  const std::vector<NodeCost> costs = model_->EstimateAll(graph);
  const Layout layout = MakeLayout(graph, costs);
  int64_t compute_ops = 0;
  for (bool c : layout.compute) compute_ops += c ? 1 : 0;

  const StepModel judge(options_.timeline, model_, options_.launch_overhead_us,
                        options_.shared_links);
  const StepModel guard(OtherTimeline(options_.timeline), model_, options_.launch_overhead_us,
                        options_.shared_links);
  // Under collopt's model the judge prices nodes as the model does.
  const std::vector<NodeCost> judge_costs = judge.Costs(graph, costs);
  std::vector<NodeCost> guard_costs;
  double guard_before = 0;
  if (options_.guard_other_timeline) {
    guard_costs = guard.Costs(graph, costs);
    guard_before = guard.Run(graph, guard_costs, {}, false).step_us;
  }
  auto step_of = [&](const std::vector<NodeId>& order) {
    return judge.Run(graph, judge_costs, order, false).step_us;
  };
  // Whether `order` is no slower than the original under the other model;
  // its step there into `*step`.
  auto guard_ok = [&](const std::vector<NodeId>& order, std::optional<double>* step) {
    if (!options_.guard_other_timeline) return true;
    *step = guard.Run(graph, guard_costs, order, false).step_us;
    return NoSlower(**step, guard_before);
  };
  const MemoryModel memory(graph);
  const int64_t peak_before = memory.Profile().peak_bytes;
  const double step_before = step_of({});
  int64_t limit =
      limit_option.value_or(peak_before + std::max<int64_t>(int64_t{1} << 30, peak_before / 20));
  const bool unlimited = limit < 0;
  outcome_.memory_limit_bytes = unlimited ? -1 : limit;
  outcome_.peak_before_bytes = peak_before;
  outcome_.step_before_us = step_before;

  struct Candidate {
    int64_t window = -2;  // -2 = the original order
    int base = 0;         // 0 = program order of compute, else 1 + index in kBases
    std::vector<NodeId> order;
    int64_t peak = 0;
    double step = 0;
    std::optional<double> guard_step;  // under the other model, once guarded
  };
  Candidate best{-2, 0, {}, peak_before, step_before, {}};
  if (options_.guard_other_timeline) best.guard_step = guard_before;
  bool best_fits = unlimited || peak_before <= limit;
  Candidate lowest = best;  // lowest peak seen, for an impossible limit
  // Probe: one candidate order, its peak and (within the limit) its step;
  // no shared state, so reordered bases are probed on a second thread.
  auto probe = [&](const Layout& lay, int base, int64_t window) {
    Candidate c;
    c.window = window;
    c.base = base;
    c.order = ListScheduler(graph, lay, window, options_.max_in_flight_bytes).Run();
    c.peak = memory.Profile(c.order).peak_bytes;
    if (unlimited || c.peak <= limit) c.step = step_of(c.order);
    return c;
  };
  // Consider: candidates in a fixed order (the result never depends on the
  // threads); returns whether `c` fits the limit.
  auto consider = [&](Candidate c) {
    ++outcome_.candidates;
    const bool fits = unlimited || c.peak <= limit;
    if (c.peak < lowest.peak) lowest = c;
    // A reordered compute order must gain at least 0.1 %: re-optimizing an
    // optimized graph then keeps it (no churn for a rounding-level gain).
    const double min_gain = c.base > 0 ? 1e-3 : 1e-6;
    if (fits && (!best_fits || c.step < best.step - min_gain * best.step)) {
      if (!guard_ok(c.order, &c.guard_step)) {
        ++outcome_.rejected_by_guard;
        return fits;
      }
      best = std::move(c);
      best_fits = true;
    }
    return fits;
  };
  auto evaluate = [&](const Layout& lay, int base, int64_t window) {
    return consider(probe(lay, base, window));
  };
  auto search = [&](const Layout& lay, int base) {
    if (options_.prefetch_window.has_value()) {
      evaluate(lay, base, *options_.prefetch_window);
      return;
    }
    // The widest window within the limit, then narrower ones.
    int64_t widest = compute_ops;
    if (!evaluate(lay, base, -1))
      widest = WidestFeasible(compute_ops, [&](int64_t w) { return evaluate(lay, base, w); });
    // Narrower windows while they help: a narrower window can win when an
    // early collective delays a later one on the same FIFO group.
    double last = best.step;
    for (int64_t w = widest / 2; widest >= 0; w /= 2) {
      evaluate(lay, base, w);
      if (!(best.step < last - 1e-6 * last) && !(best.window == w && best.base == base)) break;
      last = best.step;
      if (w == 0) break;
    }
  };
  // Compute reordering: the same search over compute orders whose stalls
  // are filled with independent ready work. Each reordered order is tried
  // with the unlimited window (or the forced one) and the window the
  // program order chose (a full window search per order would double the
  // pass's time for little gain). The orders and their first probes do not
  // depend on the program order's search, so with `jobs` > 1 they are
  // prepared on a second thread while it runs. A refinement round
  // (`only_base` > 0) rebuilds only that order, with `window_hint`.
  struct Reordered {
    int index = 0;
    Layout layout;
    Candidate first;  // the unlimited (or forced) window
  };
  auto prepare = [&]() {
    std::vector<Reordered> out;
    std::vector<std::vector<NodeId>> tried;
    for (size_t bi = 0; bi < std::size(kBases); ++bi) {
      if (only_base > 0 && static_cast<int>(bi) + 1 != only_base) continue;
      const Base& b = kBases[bi];
      std::vector<NodeId> base = FillStalls(graph, judge_costs, layout, b.priority, b.lookahead);
      if (base.empty() || IsIdentity(base)) continue;
      // An order already tried (a lookahead that never binds) is not tried again.
      if (std::find(tried.begin(), tried.end(), base) != tried.end()) continue;
      tried.push_back(base);
      Reordered r;
      r.index = static_cast<int>(bi) + 1;
      r.layout = layout;  // the graph's part is the same
      SetBase(r.layout, graph, std::move(base));
      r.first = probe(r.layout, r.index, options_.prefetch_window.value_or(-1));
      out.push_back(std::move(r));
    }
    return out;
  };
  std::vector<Reordered> reordered;
  const bool search_program = only_base == 0;
  if (options_.reorder_compute && options_.jobs > 1 && search_program) {
    std::jthread worker([&] { reordered = prepare(); });
    search(layout, 0);
  } else {
    if (search_program) search(layout, 0);
    if (options_.reorder_compute) reordered = prepare();
  }
  const int64_t chosen = search_program ? best.window : window_hint;
  for (Reordered& r : reordered) {
    consider(std::move(r.first));
    if (!options_.prefetch_window.has_value() && chosen >= 0) evaluate(r.layout, r.index, chosen);
  }
  if (best.base > 0) {
    const Base& b = kBases[static_cast<size_t>(best.base - 1)];
    outcome_.compute_order =
        b.priority == Priority::kCriticalPath ? std::string("critical path")
        : b.lookahead < 0
            ? std::string("stalls filled in program order")
            : fmt::format("stalls filled in program order, lookahead {} nodes", b.lookahead);
  }

  if (!best_fits) {
    best = std::move(lowest);
    if (best.window != -2) best.step = step_of(best.order);  // not simulated over the limit
    outcome_.limit_met = false;
    Report(
        fmt::format("warning: no order meets the memory limit of {}; kept the lowest peak found, "
                    "{} (the nearest feasible limit)",
                    GiB(limit), GiB(best.peak)));
  }
  outcome_.window = best.window;
  outcome_.peak_after_bytes = best.peak;
  outcome_.step_after_us = best.step;
  outcome_.guard_after_us = best.guard_step;
  if (best.window == -2 || IsIdentity(best.order)) {
    Report(fmt::format("kept the original order ({} candidate orders simulated, none faster{})",
                       outcome_.candidates,
                       outcome_.rejected_by_guard > 0
                           ? fmt::format("; {} faster under the {} model but slower under the {}",
                                         outcome_.rejected_by_guard, TimelineName(judge.timeline()),
                                         TimelineName(guard.timeline()))
                           : std::string()));
    outcome_.window = -2;
    return false;
  }
  if (options_.before_change) options_.before_change();
  graph.Reorder(best.order);
  kept_base_ = best.base;
  Report(
      fmt::format("prefetch window {} compute ops, compute order: {}: simulated step {:.3f} → "
                  "{:.3f} ms ({} model), peak "
                  "memory {} → {} (limit {}), {} candidate orders",
                  best.window < 0 ? std::string("unlimited") : std::to_string(best.window),
                  outcome_.compute_order, step_before / 1000, best.step / 1000,
                  TimelineName(judge.timeline()), GiB(peak_before), GiB(best.peak),
                  unlimited ? std::string("none") : GiB(limit), outcome_.candidates));
  return true;
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
