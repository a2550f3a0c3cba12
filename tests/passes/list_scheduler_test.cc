// The list scheduler (passes/schedule/list_scheduler.h) against a plain
// statement of its rules: at every compute node of the base order, each
// process group's queue issues its head while the head's inputs are placed
// (or input-only) and the prefetch window allows it, retiring the oldest
// collective in flight when the byte cap would be passed. The scheduler
// skips re-checking heads that cannot have changed; the orders must be the
// same node for node, on real graphs and a generated one, over base orders,
// windows and caps. Also the stall filler's (its base orders) two priorities,
// on a graph small enough to order by hand.
#include "passes/schedule/list_scheduler.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <limits>
#include <string>
#include <vector>

#include "api/load.h"
#include "cost/cost_model.h"
#include "passes/schedule/layout.h"
#include "passes/schedule/stall_filler.h"
#include "sim/memory.h"
#include "tests/passes/stub_cost_model.h"
#include "tests/test_util.h"

namespace collopt::schedule {
namespace {

// The rules, every head looked at again at every step.
class Reference {
 public:
  Reference(const Graph& graph, const Layout& l, const BaseOrder& o, int64_t window, int64_t cap)
      : g_(graph),
        l_(l),
        o_(o),
        window_(window),
        cap_(cap),
        placed_(graph.size(), false),
        head_(l.queues.size(), 0) {}

  std::vector<NodeId> Run() {
    for (NodeId id : l_.leading) Place(id);
    for (NodeId id : o_.base) {
      if (l_.role[id] != Role::kOther || placed_[id] || id == g_.output()) continue;
      IssueReady();
      if (placed_[id]) continue;
      Inputs(id);
      Place(id);
      if (l_.compute[id]) ++count_;
    }
    for (const std::vector<NodeId>& queue : l_.queues) {
      if (!queue.empty() && !placed_[queue.back()]) IssueThrough(queue.back());
    }
    for (; !in_flight_.empty(); in_flight_.pop_front()) {
      if (!placed_[l_.partner[in_flight_.front()]]) Wait(l_.partner[in_flight_.front()]);
    }
    for (NodeId id = 0; id < static_cast<NodeId>(g_.size()); ++id) {
      if (!placed_[id] && id != g_.output()) {
        Inputs(id);
        Place(id);
      }
    }
    if (g_.output() != kNoNode) {
      Inputs(g_.output());
      Place(g_.output());
    }
    return order_;
  }

 private:
  void Place(NodeId id) {
    placed_[id] = true;
    order_.push_back(id);
  }
  void Hoist(NodeId id) {
    std::vector<NodeId> pending;
    std::vector<NodeId> stack = {id};
    while (!stack.empty()) {
      const NodeId n = stack.back();
      stack.pop_back();
      if (placed_[n]) continue;
      placed_[n] = true;
      pending.push_back(n);
      l_.ForEachInputOf(n, [&](NodeId in) {
        if (!placed_[in]) stack.push_back(in);
      });
    }
    std::sort(pending.begin(), pending.end(),
              [&](NodeId a, NodeId b) { return o_.pos[a] < o_.pos[b]; });
    order_.insert(order_.end(), pending.begin(), pending.end());
  }
  void Inputs(NodeId id) {
    l_.ForEachInputOf(id, [&](NodeId in) {
      if (placed_[in]) return;
      if (l_.role[in] == Role::kWait) {
        Wait(in);
      } else if (l_.role[in] == Role::kStart) {
        IssueThrough(in);
      } else if (l_.role[in] == Role::kLazy) {
        Inputs(in);
        Place(in);
      } else {
        Hoist(in);
      }
    });
  }
  void Issue(NodeId s) {
    Inputs(s);
    Place(s);
    ++head_[static_cast<size_t>(l_.queue_of[s])];
    in_flight_.push_back(s);
    bytes_ += l_.bytes[s];
  }
  void IssueThrough(NodeId s) {
    const auto q = static_cast<size_t>(l_.queue_of[s]);
    while (!placed_[s]) Issue(l_.queues[q][head_[q]]);
  }
  void Wait(NodeId w) {
    const NodeId s = l_.partner[w];
    if (!placed_[s]) IssueThrough(s);
    Place(w);
    bytes_ -= l_.bytes[s];
  }
  bool Ready(NodeId h) const {
    bool ready = true;
    l_.ForEachInputOf(h, [&](NodeId in) { ready = ready && (placed_[in] || l_.input_only[in]); });
    return ready;
  }
  bool RetireOldest() {
    for (; !in_flight_.empty(); in_flight_.pop_front()) {
      const NodeId w = l_.partner[in_flight_.front()];
      if (!placed_[w]) {
        in_flight_.pop_front();
        Wait(w);
        return true;
      }
    }
    return false;
  }
  void IssueReady() {
    for (bool progress = true; progress;) {
      progress = false;
      for (size_t q = 0; q < l_.queues.size(); ++q) {
        while (head_[q] < l_.queues[q].size()) {
          const NodeId h = l_.queues[q][head_[q]];
          if (window_ >= 0 && l_.prefetchable[h] && count_ < o_.need[h] - window_) break;
          if (!Ready(h)) break;
          if (bytes_ + l_.bytes[h] > cap_ && RetireOldest()) continue;
          Issue(h);
          progress = true;
        }
      }
    }
  }

  const Graph& g_;
  const Layout& l_;
  const BaseOrder& o_;
  const int64_t window_;
  const int64_t cap_;
  std::vector<bool> placed_;
  std::vector<size_t> head_;
  std::deque<NodeId> in_flight_;
  int64_t bytes_ = 0;
  int64_t count_ = 0;
  std::vector<NodeId> order_;
};

// The scheduler pricing memory as it goes: without a limit, the same order
// and MemoryModel::Peak's peak; with a limit the order passes, a prefix of
// it that passes the limit (the walk's peak over the prefix), shorter than
// the order where the order passes the limit before its last compute node.
void ExpectPricedAsTheWalk(const Graph& graph, const Layout& layout, const BaseOrder& base,
                           int64_t window, int64_t cap, const std::vector<NodeId>& order,
                           const MemoryModel& memory) {
  const int64_t never = std::numeric_limits<int64_t>::max();
  ListScheduler whole(graph, layout, base, window, cap, memory, never);
  EXPECT_EQ(whole.Run(), order);
  const MemoryProfile profile = memory.Profile(order);
  EXPECT_EQ(whole.peak_bytes(), profile.peak_bytes);
  // Half way from the inputs to the peak: passed well before the end.
  const int64_t limit = (profile.input_bytes + profile.peak_bytes) / 2;
  ListScheduler stopped(graph, layout, base, window, cap, memory, limit);
  const std::vector<NodeId> prefix = stopped.Run();
  ASSERT_LE(prefix.size(), order.size());
  EXPECT_TRUE(std::equal(prefix.begin(), prefix.end(), order.begin()));
  const int64_t prefix_peak =
      *std::max_element(profile.live_bytes.begin(), profile.live_bytes.begin() + prefix.size());
  EXPECT_EQ(stopped.peak_bytes(), prefix_peak);
  EXPECT_GT(prefix_peak, limit);
  const auto first_over =
      static_cast<size_t>(std::find_if(profile.live_bytes.begin(), profile.live_bytes.end(),
                                       [&](int64_t live) { return live > limit; }) -
                          profile.live_bytes.begin());
  // It stops at the first compute node of the base order placed at or
  // after the first node over the limit.
  EXPECT_GT(prefix.size(), first_over);
  EXPECT_LT(prefix.size(), order.size());
}

void ExpectSameOrders(const Graph& graph) {
  const CostModel model(testing::H100());
  const MemoryModel memory(graph);
  const std::vector<NodeCost> costs = model.EstimateAll(graph);
  const Layout layout = MakeLayout(graph, costs);
  ASSERT_FALSE(layout.queues.empty());
  std::vector<BaseOrder> bases = {layout.program};
  for (Priority p : {Priority::kProgram, Priority::kCriticalPath}) {
    std::vector<NodeId> filled = FillStalls(graph, costs, layout, p);
    ASSERT_EQ(filled.size(), graph.size());
    bases.push_back(MakeBaseOrder(layout, graph, std::move(filled)));
  }
  int64_t largest = 0;
  for (NodeId id = 0; id < static_cast<NodeId>(graph.size()); ++id) {
    largest = std::max(largest, layout.bytes[id]);
  }
  const int64_t unlimited = std::numeric_limits<int64_t>::max();
  for (size_t b = 0; b < bases.size(); ++b) {
    for (int64_t window : {int64_t{-1}, int64_t{0}, int64_t{2}, int64_t{16}, int64_t{256}}) {
      for (int64_t cap : {unlimited, 2 * largest}) {
        const std::vector<NodeId> order = ListScheduler(graph, layout, bases[b], window, cap).Run();
        ASSERT_EQ(order.size(), graph.size());
        EXPECT_EQ(order, Reference(graph, layout, bases[b], window, cap).Run())
            << "base order " << b << ", window " << window << ", cap " << cap;
        ExpectPricedAsTheWalk(graph, layout, bases[b], window, cap, order, memory);
      }
    }
  }
}

TEST(ListScheduler, SameOrderAsItsRulesOnTheSharedLlamaGraphs) {
  for (const char* name : {"repro_llama3_8b_bw_256_2d.py", "repro_llama3_8b_fw_64_2d.py"}) {
    SCOPED_TRACE(name);
    auto graph =
        LoadGraph(testing::SharedData(std::string("autoparallel_overlap/") + name), LoadOptions{});
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    ExpectSameOrders(*graph);
  }
}

TEST(ListScheduler, SameOrderAsItsRulesOnAGeneratedJointStep) {
  auto graph = testing::GeneratedLlama("joint", 2, 4, 2, "joint");
  ASSERT_TRUE(graph.ok()) << graph.status().message();
  ExpectSameOrders(*graph);
}

// The stall filler's priorities on three compute chains (relu and add
// 10 µs, mm 1000 µs): in program order every node runs as defined; by
// critical path the mm chain (2,010 µs to the output) runs first, then the
// two 40 µs relu chains, a tie at each step going to the smaller id.
TEST(StallFiller, CriticalPathRunsTheLongestRemainingPathFirstTiesBySmallerId) {
  Graph graph = testing::MustLoad(R"(a: "f32[4, 4]")",
                                  "x1 = torch.ops.aten.relu.default(a)\n"
                                  "x2 = torch.ops.aten.relu.default(x1)\n"
                                  "y1 = torch.ops.aten.mm.default(a, a)\n"
                                  "y2 = torch.ops.aten.mm.default(y1, y1)\n"
                                  "t1 = torch.ops.aten.relu.default(a)\n"
                                  "t2 = torch.ops.aten.relu.default(t1)\n"
                                  "z = torch.ops.aten.add.Tensor(x2, t2)\n"
                                  "z2 = torch.ops.aten.add.Tensor(z, y2)\n"
                                  "return (z2,)");
  const testing::StubCostModel model(1000, {{"aten.relu.default", 10}, {"aten.add.Tensor", 10}});
  const std::vector<NodeCost> costs = model.EstimateAll(graph);
  const Layout layout = MakeLayout(graph, costs);
  auto names = [&](Priority priority) {
    std::vector<std::string> out;
    for (NodeId id : FillStalls(graph, costs, layout, priority)) {
      if (graph.node(id).op == NodeOp::kCallFunction) out.push_back(graph.node(id).name);
    }
    return out;
  };
  EXPECT_EQ(names(Priority::kProgram),
            (std::vector<std::string>{"x1", "x2", "y1", "y2", "t1", "t2", "z", "z2"}));
  EXPECT_EQ(names(Priority::kCriticalPath),
            (std::vector<std::string>{"y1", "y2", "x1", "t1", "x2", "t2", "z", "z2"}));
}

}  // namespace
}  // namespace collopt::schedule
