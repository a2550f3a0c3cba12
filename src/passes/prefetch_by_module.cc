// collopt/passes/prefetch_by_module.cc — see prefetch_by_module.h.
#include "passes/prefetch_by_module.h"

#include <algorithm>
#include <limits>
#include <utility>

#include "analysis/barrier_fences.h"
#include "analysis/topological_order.h"
#include "fmt/format.h"
#include "sim/memory.h"
#include "support/units.h"

namespace collopt {
namespace {

// One entry's collectives of one direction, resolved.
struct Group {
  std::vector<NodeId> starts;
  std::vector<NodeId> waits;
  double order = 0;  // first use (all_gathers) or first issue (reductions)
  double wait_pos = 0;
  double start_pos = 0;
};

absl::StatusOr<std::vector<Group>> Resolve(const Graph& graph, const ModulePlan& modules,
                                           bool gathers) {
  std::vector<Group> out;
  for (const ModuleEntry& entry : modules) {
    std::vector<std::string> names = gathers ? entry.all_gathers : entry.reduce_scatters;
    if (!gathers) names.insert(names.end(), entry.all_reduces.begin(), entry.all_reduces.end());
    if (names.empty()) continue;
    Group g;
    g.order = g.wait_pos = g.start_pos = std::numeric_limits<double>::max();
    for (const std::string& name : names) {
      NodeId id = graph.FindNode(name);
      NodeId wait = id == kNoNode ? kNoNode : SoleWait(graph, graph.node(id));
      if (wait == kNoNode) {
        return absl::InternalError(fmt::format(
            "module '{}': '{}' is not a collective with one wait in the graph", entry.name, name));
      }
      g.starts.push_back(id);
      g.waits.push_back(wait);
      g.start_pos = std::min(g.start_pos, static_cast<double>(id));
      g.wait_pos = std::min(g.wait_pos, static_cast<double>(wait));
      double use = static_cast<double>(wait);
      for (NodeId user : graph.node(wait).users) use = std::min(use, static_cast<double>(user));
      g.order = std::min(g.order, gathers ? use : static_cast<double>(id));
    }
    out.push_back(std::move(g));
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const Group& a, const Group& b) { return a.order < b.order; });
  return out;
}

}  // namespace

absl::StatusOr<std::vector<NodeId>> PrefetchByModule::OrderForDepth(const Graph& graph,
                                                                    const ModulePlan& modules,
                                                                    int64_t depth) {
  std::vector<double> key(graph.size());
  for (size_t i = 0; i < key.size(); ++i) key[i] = static_cast<double>(i);
  auto gathers = Resolve(graph, modules, true);
  if (!gathers.ok()) return gathers.status();
  auto reductions = Resolve(graph, modules, false);
  if (!reductions.ok()) return reductions.status();

  // A collective or wait keeps its side of every communication barrier
  // (analysis/barrier_fences.h; PriorityTopologicalOrder fences by key).
  const BarrierFences fences = FindBarrierFences(graph);
  auto fenced = [&](NodeId id, double k) {
    if (fences.empty()) return k;
    const auto s = static_cast<size_t>(fences.segment[id]);
    if (s > 0) k = std::max(k, static_cast<double>(fences.barriers[s - 1]) + 0.5);
    if (s < fences.barriers.size()) k = std::min(k, static_cast<double>(fences.barriers[s]) - 0.5);
    return k;
  };
  // all_gathers of entry r go before the wait of entry r - depth.
  std::vector<NodeId> moved;
  const size_t m = gathers->size();
  for (size_t r = 0; r < m; ++r) {
    const Group& g = (*gathers)[r];
    double anchor = r >= static_cast<size_t>(depth)
                        ? (*gathers)[r - static_cast<size_t>(depth)].wait_pos
                        : (*gathers)[0].start_pos;
    double k = anchor - 0.5 + 0.25 * static_cast<double>(r) / static_cast<double>(m);
    for (NodeId s : g.starts) {
      if (const double at = fenced(s, k); at < key[static_cast<size_t>(s)]) {
        key[static_cast<size_t>(s)] = at;
        moved.push_back(s);
      }
    }
  }
  // Casts and copy-ins move up with their all_gather.
  const std::vector<bool> movable = InputOnlyNodes(graph);
  while (!moved.empty()) {
    NodeId id = moved.back();
    moved.pop_back();
    ForEachInput(graph.node(id), [&](NodeId input) {
      size_t in = static_cast<size_t>(input);
      if (movable[in] && key[in] > key[static_cast<size_t>(id)]) {
        key[in] = key[static_cast<size_t>(id)];
        moved.push_back(input);
      }
    });
  }
  // The reduction waits of entry j go just after the issue of entry j+1's.
  for (size_t j = 0; j + 1 < reductions->size(); ++j) {
    double after = (*reductions)[j + 1].start_pos + 0.5;
    for (NodeId w : (*reductions)[j].waits) {
      key[static_cast<size_t>(w)] = std::max(key[static_cast<size_t>(w)], fenced(w, after));
    }
  }
  return PriorityTopologicalOrder(graph, key);
}

absl::StatusOr<bool> PrefetchByModule::Run(Graph& graph) {
  ClearReport();
  outcome_ = ModulePrefetchOutcome{};
  const MemoryModel memory(graph);
  const int64_t peak_before = memory.Peak().peak_bytes;
  const int64_t limit = options_.memory_limit_bytes.value_or(DefaultMemoryLimitBytes(peak_before));
  outcome_.memory_limit_bytes = limit < 0 ? -1 : limit;
  outcome_.peak_before_bytes = peak_before;
  std::vector<NodeId> best;
  int64_t best_peak = 0;
  int64_t best_depth = -1;
  for (int64_t depth = std::max<int64_t>(0, options_.depth); depth >= 0; --depth) {
    auto order = OrderForDepth(graph, *modules_, depth);
    if (!order.ok()) return order.status();
    int64_t peak = memory.Peak(*order).peak_bytes;
    const bool fits = limit < 0 || peak <= limit;
    if (best_depth < 0 || peak < best_peak || fits) {
      best = std::move(*order);
      best_peak = peak;
      best_depth = depth;
    }
    outcome_.limit_met = fits;
    if (fits) break;
  }
  if (!outcome_.limit_met && peak_before <= best_peak) {
    // Every depth raises the peak over the input's (and over the limit):
    // the input order is kept.
    outcome_.depth = -1;
    outcome_.peak_after_bytes = peak_before;
    outcome_.limit_met = limit < 0 || peak_before <= limit;
    Report(fmt::format(
        "no prefetch depth meets the memory limit of {} (the lowest peak, depth {}, is {}; the "
        "input's is {}); graph unchanged",
        FormatGiB(limit), best_depth, FormatGiB(best_peak), FormatGiB(peak_before)));
    return false;
  }
  outcome_.depth = best_depth;
  outcome_.peak_after_bytes = best_peak;
  if (!outcome_.limit_met) {
    Report(
        fmt::format("warning: no prefetch depth meets the memory limit of {}; kept depth {} at {}",
                    FormatGiB(limit), best_depth, FormatGiB(best_peak)));
  }
  bool identity = true;
  for (size_t i = 0; i < best.size() && identity; ++i) identity = best[i] == static_cast<NodeId>(i);
  if (identity) {
    Report("the graph is already in module-prefetch order");
    return false;
  }
  graph.Reorder(best);
  Report(fmt::format("{} modules, prefetch depth {}: peak memory {} → {} (limit {})",
                     modules_->size(), best_depth, FormatGiB(peak_before), FormatGiB(best_peak),
                     limit < 0 ? std::string("none") : FormatGiB(limit)));
  return true;
}

}  // namespace collopt
