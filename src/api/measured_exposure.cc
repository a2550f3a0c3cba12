// collopt/api/measured_exposure.cc — see measured_exposure.h.
#include "api/measured_exposure.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <utility>

#include "fmt/format.h"
#include "support/statistics.h"
#include "support/strings.h"

namespace collopt {
namespace {

using Interval = std::pair<double, double>;  // [start, end)

std::string Lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Sorted, disjoint union of `intervals`.
std::vector<Interval> Union(std::vector<Interval> intervals) {
  std::sort(intervals.begin(), intervals.end());
  std::vector<Interval> out;
  for (const Interval& i : intervals) {
    if (!out.empty() && i.first <= out.back().second) {
      out.back().second = std::max(out.back().second, i.second);
    } else if (i.second > i.first) {
      out.push_back(i);
    }
  }
  return out;
}

// Time of [s, e) covered by the union `u`; `gap` receives the largest
// uncovered stretch of it.
double Covered(const std::vector<Interval>& u, double s, double e, Interval* gap = nullptr) {
  auto it =
      std::upper_bound(u.begin(), u.end(), Interval{s, s},
                       [](const Interval& a, const Interval& b) { return a.first < b.first; });
  if (it != u.begin()) --it;
  double covered = 0;
  double cursor = s;
  Interval widest{s, s};
  for (; it != u.end() && it->first < e; ++it) {
    const double lo = std::max(s, it->first);
    const double hi = std::min(e, it->second);
    if (hi <= lo) continue;
    if (lo - cursor > widest.second - widest.first) widest = {cursor, lo};
    covered += hi - lo;
    cursor = std::max(cursor, hi);
  }
  if (e - cursor > widest.second - widest.first) widest = {cursor, e};
  if (gap != nullptr) *gap = widest;
  return covered;
}

// Compute slowed beside communication (see the header): the factor, the
// names it is taken over, and per compute kernel its extra time (µs over its
// name's median alone; 0 when the name never runs alone).
struct Slowdown {
  double factor = 1;
  int64_t names = 0;
  std::vector<double> extra_us;  // per kernel index
};

Slowdown MeasureSlowdown(const KinetoTrace& trace, const std::vector<bool>& comm,
                         const std::vector<Interval>& comm_union) {
  std::map<std::string_view, std::pair<std::vector<double>, std::vector<double>>> by_name;
  std::vector<double> share(trace.kernels.size(), 0);
  for (size_t i = 0; i < trace.kernels.size(); ++i) {
    const KinetoKernel& k = trace.kernels[i];
    if (comm[i] || k.dur_us <= 0) continue;
    share[i] = Covered(comm_union, k.ts_us, k.ts_us + k.dur_us) / k.dur_us;
    auto& [beside, alone] = by_name[k.name];
    if (share[i] >= 0.5) beside.push_back(k.dur_us);
    if (share[i] == 0) alone.push_back(k.dur_us);
  }
  Slowdown out;
  out.extra_us.assign(trace.kernels.size(), 0);
  std::map<std::string_view, double> alone_median;
  std::vector<double> ratios;
  for (const auto& [name, durations] : by_name) {
    if (durations.second.empty()) continue;
    alone_median[name] = Median(durations.second);
    if (!durations.first.empty() && alone_median[name] > 0) {
      ratios.push_back(Median(durations.first) / alone_median[name]);
    }
  }
  if (!ratios.empty()) out.factor = Median(ratios);
  out.names = static_cast<int64_t>(ratios.size());
  for (size_t i = 0; i < trace.kernels.size(); ++i) {
    if (share[i] <= 0) continue;
    auto it = alone_median.find(trace.kernels[i].name);
    if (it != alone_median.end()) {
      out.extra_us[i] = std::max(0.0, trace.kernels[i].dur_us - it->second);
    }
  }
  return out;
}

// Kernel indices of `trace` that are (or are not) communication, by start.
std::vector<size_t> ByStart(const KinetoTrace& trace, const std::vector<bool>& comm, bool want) {
  std::vector<size_t> order;
  for (size_t i = 0; i < trace.kernels.size(); ++i) {
    if (comm[i] == want) order.push_back(i);
  }
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return trace.kernels[a].ts_us < trace.kernels[b].ts_us;
  });
  return order;
}

// The compute kernels of a trace, for measuring one collective against.
struct ComputeKernels {
  std::vector<Interval> busy;    // their union
  std::vector<size_t> by_start;  // kernel indices by start
  double longest = 0;            // the longest one's duration, µs
  const Slowdown* slowdown = nullptr;
};

// Collective kernel `index`: its overlap with compute, exposure, the
// slowdown it causes, and the first compute kernel after its gap
// (queueing is the caller's: it needs the stream's previous kernel).
MeasuredCollective MeasureCollective(const KinetoTrace& trace, size_t index, double first,
                                     const ComputeKernels& compute) {
  const KinetoKernel& k = trace.kernels[index];
  MeasuredCollective c;
  c.kernel = index;
  c.kind = KernelCollectiveKind(k);
  c.start_us = k.ts_us - first;
  c.dur_us = k.dur_us;
  const double end = k.ts_us + k.dur_us;
  Interval gap;
  c.overlapped_us = Covered(compute.busy, k.ts_us, end, &gap);
  c.exposed_us = std::max(0.0, k.dur_us - c.overlapped_us);
  // The compute kernels that overlap it (those starting from its start less
  // the longest compute kernel), and the first after its gap.
  const auto& by_start = compute.by_start;
  auto from = std::lower_bound(by_start.begin(), by_start.end(), k.ts_us - compute.longest,
                               [&](size_t i, double t) { return trace.kernels[i].ts_us < t; });
  for (auto it = from; it != by_start.end() && trace.kernels[*it].ts_us < end; ++it) {
    const KinetoKernel& ck = trace.kernels[*it];
    if (ck.dur_us <= 0) continue;
    const double overlap = std::min(end, ck.ts_us + ck.dur_us) - std::max(k.ts_us, ck.ts_us);
    if (overlap > 0) c.slowdown_us += compute.slowdown->extra_us[*it] * overlap / ck.dur_us;
  }
  auto next = std::lower_bound(by_start.begin(), by_start.end(), gap.first,
                               [&](size_t i, double t) { return trace.kernels[i].ts_us < t; });
  if (next != by_start.end()) c.next_compute = static_cast<int64_t>(*next);
  return c;
}

MeasuredTrace ExplainOne(const KinetoTrace& trace) {
  MeasuredTrace m;
  m.name = trace.name;
  m.rank = trace.rank;
  m.world_size = trace.world_size;
  const size_t n = trace.kernels.size();
  if (n == 0) return m;
  std::vector<bool> comm(n, false);
  std::vector<Interval> compute;
  std::vector<Interval> comms;
  double first = trace.kernels[0].ts_us;
  double last = first;
  for (size_t i = 0; i < n; ++i) {
    const KinetoKernel& k = trace.kernels[i];
    first = std::min(first, k.ts_us);
    last = std::max(last, k.ts_us + k.dur_us);
    comm[i] = IsCommunicationKernel(k.name);
    (comm[i] ? comms : compute).emplace_back(k.ts_us, k.ts_us + k.dur_us);
  }
  const std::vector<Interval> comm_union = Union(comms);
  const Slowdown slowdown = MeasureSlowdown(trace, comm, comm_union);
  ComputeKernels kernels{Union(compute), ByStart(trace, comm, false), 0, &slowdown};
  for (size_t i : kernels.by_start)
    kernels.longest = std::max(kernels.longest, trace.kernels[i].dur_us);
  m.span_us = last - first;
  for (const Interval& i : kernels.busy) m.compute_us += i.second - i.first;
  for (const Interval& i : comm_union) {
    m.exposed_wall_us += i.second - i.first - Covered(kernels.busy, i.first, i.second);
  }
  m.slowdown_factor = slowdown.factor;
  m.slowdown_names = slowdown.names;
  std::map<int64_t, size_t> last_on_stream;  // stream → kernel index
  for (size_t index : ByStart(trace, comm, true)) {
    const KinetoKernel& k = trace.kernels[index];
    MeasuredCollective c = MeasureCollective(trace, index, first, kernels);
    if (auto it = last_on_stream.find(k.stream); it != last_on_stream.end()) {
      const KinetoKernel& prev = trace.kernels[it->second];
      const double prev_end = prev.ts_us + prev.dur_us;
      if (k.launch_us >= 0 && k.launch_us < prev_end) {
        c.queued_us = std::max(0.0, std::min(k.ts_us, prev_end) - k.launch_us);
        c.queued_behind = static_cast<int64_t>(it->second);
      }
    }
    last_on_stream[k.stream] = index;
    m.comm_us += c.dur_us;
    m.exposed_us += c.exposed_us;
    m.slowdown_us += c.slowdown_us;
    m.collectives.push_back(c);
  }
  m.overlap_ratio = m.comm_us > 0 ? 1 - m.exposed_us / m.comm_us : 1;
  return m;
}

// The cause of each exposed collective, once peers are known.
void NameCauses(const KinetoTrace& trace, MeasuredTrace& m) {
  for (MeasuredCollective& c : m.collectives) {
    if (c.exposed_us <= 0) continue;
    const double end = trace.kernels[c.kernel].ts_us + c.dur_us;
    if (c.peer_wait_us >= c.exposed_us / 2) {
      c.cause = "late_peer";
    } else if (c.queued_us >= c.exposed_us / 2) {
      c.cause = "fifo";
    } else if (c.next_compute < 0) {
      c.cause = "end_of_trace";
    } else {
      const KinetoKernel& next = trace.kernels[static_cast<size_t>(c.next_compute)];
      const bool launched_late = next.launch_us >= 0 && next.launch_us >= std::min(end, next.ts_us);
      c.cause = launched_late ? "launch_overhead" : "data_dependency";
    }
  }
}

std::string KindName(const std::optional<CollectiveKind>& kind) {
  return kind.has_value() ? std::string(CollectiveKindShortName(*kind)) : std::string("-");
}

// Collectives and exposed µs per cause of `m`'s exposed kernels.
std::map<std::string, std::pair<int64_t, double>> MeasuredCauseTotals(const MeasuredTrace& m) {
  std::map<std::string, std::pair<int64_t, double>> totals;
  for (const MeasuredCollective& c : m.collectives) {
    if (c.exposed_us <= 0) continue;
    auto& [count, us] = totals[c.cause];
    ++count;
    us += c.exposed_us;
  }
  return totals;
}

}  // namespace

bool IsCommunicationKernel(std::string_view kernel_name) {
  const std::string name = Lower(kernel_name);
  return Contains(name, "nccl") || Contains(name, "deep_ep") || Contains(name, "dpsk::ep") ||
         Contains(name, "nvshmem");
}

std::optional<CollectiveKind> KernelCollectiveKind(const KinetoKernel& kernel) {
  auto from = [](std::string_view text) -> std::optional<CollectiveKind> {
    const std::string t = Lower(text);
    if (Contains(t, "reduce_scatter") || Contains(t, "reducescatter")) {
      return CollectiveKind::kReduceScatter;
    }
    if (Contains(t, "allgather") || Contains(t, "all_gather")) return CollectiveKind::kAllGather;
    if (Contains(t, "allreduce") || Contains(t, "all_reduce")) return CollectiveKind::kAllReduce;
    if (Contains(t, "all_to_all") || Contains(t, "alltoall") || Contains(t, "sendrecv")) {
      return CollectiveKind::kAllToAll;
    }
    if (Contains(t, "broadcast")) return CollectiveKind::kBroadcast;
    return std::nullopt;
  };
  if (kernel.nccl.has_value()) {
    if (auto kind = NcclArgsCollective(kernel.nccl->collective); kind.has_value()) return kind;
  }
  if (!IsCommunicationKernel(kernel.name)) return std::nullopt;
  return from(kernel.name);
}

absl::StatusOr<std::vector<KinetoTrace>> ReadTraceFiles(const std::vector<std::string>& paths) {
  if (paths.empty()) return absl::InvalidArgumentError("error: no trace file given");
  std::vector<KinetoTrace> traces;
  for (const std::string& path : paths) {
    auto read = ReadKinetoTraces(path);
    if (!read.ok()) return read.status();
    traces.insert(traces.end(), std::make_move_iterator(read->begin()),
                  std::make_move_iterator(read->end()));
  }
  // Several ranks of one job in rank order (a tarball lists them as it will).
  if (std::all_of(traces.begin(), traces.end(), [](const KinetoTrace& t) { return t.rank >= 0; })) {
    std::stable_sort(traces.begin(), traces.end(),
                     [](const KinetoTrace& a, const KinetoTrace& b) { return a.rank < b.rank; });
  }
  return traces;
}

std::vector<MeasuredTrace> ExplainTraces(const std::vector<KinetoTrace>& traces) {
  std::vector<MeasuredTrace> out;
  out.reserve(traces.size());
  for (const KinetoTrace& trace : traces) out.push_back(ExplainOne(trace));
  // Several ranks: the k-th communication kernel of each is the same
  // collective when their names agree; on one clock, the latest start is
  // when the last rank joined.
  if (traces.size() > 1) {
    size_t count = out[0].collectives.size();
    for (const MeasuredTrace& m : out) count = std::min(count, m.collectives.size());
    for (size_t k = 0; k < count; ++k) {
      const std::string& name = traces[0].kernels[out[0].collectives[k].kernel].name;
      double latest = -1;
      size_t late = 0;
      bool same = true;
      for (size_t r = 0; r < traces.size(); ++r) {
        const KinetoKernel& kernel = traces[r].kernels[out[r].collectives[k].kernel];
        same = same && kernel.name == name;
        if (kernel.ts_us > latest) {
          latest = kernel.ts_us;
          late = r;
        }
      }
      if (!same) continue;
      for (size_t r = 0; r < traces.size(); ++r) {
        MeasuredCollective& c = out[r].collectives[k];
        const KinetoKernel& kernel = traces[r].kernels[c.kernel];
        c.peer_wait_us = std::clamp(latest - kernel.ts_us, 0.0, c.dur_us);
        if (c.peer_wait_us > 0) {
          c.late_rank = traces[late].rank >= 0 ? traces[late].rank : static_cast<int64_t>(late);
        }
      }
    }
  }
  for (size_t r = 0; r < traces.size(); ++r) NameCauses(traces[r], out[r]);
  return out;
}

TraceComparison CompareWithTrace(const Graph& graph, const std::vector<CollectiveTiming>& timings,
                                 const MeasuredTrace& trace) {
  TraceComparison out;
  std::map<CollectiveKind, std::vector<int64_t>> kernels;  // kind → collectives, in start order
  for (size_t i = 0; i < trace.collectives.size(); ++i) {
    if (trace.collectives[i].kind.has_value()) {
      kernels[*trace.collectives[i].kind].push_back(static_cast<int64_t>(i));
    }
  }
  std::map<CollectiveKind, size_t> used;
  for (const CollectiveTiming& t : timings) {
    MatchedCollective row;
    row.node = t.node;
    row.kind = graph.node(t.node).collective->kind;
    row.predicted_exposed_us = t.exposed_us;
    row.predicted_comm_us = t.end_us - t.start_us;
    size_t& next = used[row.kind];
    const std::vector<int64_t>& candidates = kernels[row.kind];
    if (next < candidates.size()) {
      row.collective = candidates[next++];
      ++out.matched;
    }
    out.rows.push_back(row);
  }
  for (const auto& [kind, list] : kernels) {
    out.trace_unmatched += static_cast<int64_t>(list.size() - std::min(list.size(), used[kind]));
  }
  return out;
}

nlohmann::ordered_json MeasuredToJson(const std::vector<KinetoTrace>& traces,
                                      const std::vector<MeasuredTrace>& measured) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (size_t r = 0; r < measured.size(); ++r) {
    const MeasuredTrace& m = measured[r];
    nlohmann::ordered_json t;
    t["name"] = m.name;
    t["rank"] = m.rank;
    t["world_size"] = m.world_size;
    t["span_us"] = m.span_us;
    t["compute_us"] = m.compute_us;
    t["comm_us"] = m.comm_us;
    t["exposed_us"] = m.exposed_us;
    t["exposed_wall_us"] = m.exposed_wall_us;
    t["overlap_ratio"] = m.overlap_ratio;
    t["slowdown_factor"] = m.slowdown_factor;
    t["slowdown_names"] = m.slowdown_names;
    t["slowdown_us"] = m.slowdown_us;
    nlohmann::ordered_json causes = nlohmann::ordered_json::object();
    for (const auto& [cause, total] : MeasuredCauseTotals(m)) {
      causes[cause] = {{"collectives", total.first}, {"exposed_us", total.second}};
    }
    t["causes"] = std::move(causes);
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const MeasuredCollective& c : m.collectives) {
      const KinetoKernel& k = traces[r].kernels[c.kernel];
      nlohmann::ordered_json row;
      row["kernel"] = k.name;
      row["kind"] = c.kind.has_value() ? nlohmann::ordered_json(KindName(c.kind))
                                       : nlohmann::ordered_json(nullptr);
      row["stream"] = k.stream;
      row["start_us"] = c.start_us;
      row["dur_us"] = c.dur_us;
      row["overlapped_us"] = c.overlapped_us;
      row["exposed_us"] = c.exposed_us;
      row["queued_us"] = c.queued_us;
      row["queued_behind"] = c.queued_behind;
      row["peer_wait_us"] = c.peer_wait_us;
      row["late_rank"] = c.late_rank;
      row["slowdown_us"] = c.slowdown_us;
      row["cause"] = c.cause;
      rows.push_back(std::move(row));
    }
    t["collectives"] = std::move(rows);
    list.push_back(std::move(t));
  }
  return {{"traces", std::move(list)}};
}

std::string MeasuredToText(const std::vector<KinetoTrace>& traces,
                           const std::vector<MeasuredTrace>& measured, size_t top) {
  auto ms = [](double us) { return us / 1000.0; };
  std::string out;
  for (size_t r = 0; r < measured.size(); ++r) {
    const MeasuredTrace& m = measured[r];
    out += fmt::format(
        "trace: {}{}\n  span {:.3f} ms, compute busy {:.3f} ms; communication {:.3f} ms in {} "
        "kernels, exposed {:.3f} ms ({:.3f} ms of wall time), overlap {:.1f} %\n",
        m.name, m.rank >= 0 ? fmt::format(" (rank {} of {})", m.rank, m.world_size) : "",
        ms(m.span_us), ms(m.compute_us), ms(m.comm_us), m.collectives.size(), ms(m.exposed_us),
        ms(m.exposed_wall_us), 100 * m.overlap_ratio);
    if (m.slowdown_names > 0) {
      out += fmt::format(
          "  compute beside communication ran x{:.3f} (median over {} kernel names seen both "
          "ways): {:.3f} ms more compute\n",
          m.slowdown_factor, m.slowdown_names, ms(m.slowdown_us));
    }
    for (const auto& [cause, total] : MeasuredCauseTotals(m)) {
      out += fmt::format("  {:<16} {:>6} kernels {:>12.3f} ms exposed\n", cause, total.first,
                         ms(total.second));
    }
    std::vector<const MeasuredCollective*> rows;
    for (const MeasuredCollective& c : m.collectives) {
      if (c.exposed_us > 0) rows.push_back(&c);
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const auto* a, const auto* b) { return a->exposed_us > b->exposed_us; });
    if (top > 0 && rows.size() > top) rows.resize(top);
    if (rows.empty()) continue;
    out += fmt::format("\n  {:>10} {:>10} {:>10} {:>10}  {:<15} {:<16} {}\n", "start ms", "dur ms",
                       "exposed ms", "waits ms", "kind", "cause", "kernel");
    for (const MeasuredCollective* c : rows) {
      const double waits = c->cause == "late_peer" ? c->peer_wait_us : c->queued_us;
      std::string name = traces[r].kernels[c->kernel].name;
      if (name.size() > 60) name = name.substr(0, 57) + "...";
      if (c->cause == "late_peer") name += fmt::format("  (rank {} late)", c->late_rank);
      out += fmt::format("  {:>10.3f} {:>10.3f} {:>10.3f} {:>10.3f}  {:<15} {:<16} {}\n",
                         ms(c->start_us), ms(c->dur_us), ms(c->exposed_us), ms(waits),
                         KindName(c->kind), c->cause, name);
    }
    out += "\n";
  }
  return out;
}

nlohmann::ordered_json ComparisonToJson(const Graph& graph, const MeasuredTrace& trace,
                                        const TraceComparison& comparison) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (const MatchedCollective& row : comparison.rows) {
    nlohmann::ordered_json j;
    j["node"] = graph.node(row.node).name;
    j["kind"] = std::string(CollectiveKindShortName(row.kind));
    j["predicted_exposed_us"] = row.predicted_exposed_us;
    j["predicted_comm_us"] = row.predicted_comm_us;
    if (row.collective >= 0) {
      const MeasuredCollective& c = trace.collectives[static_cast<size_t>(row.collective)];
      j["measured_exposed_us"] = c.exposed_us;
      j["measured_dur_us"] = c.dur_us;
    } else {
      j["measured_exposed_us"] = nullptr;
      j["measured_dur_us"] = nullptr;
    }
    rows.push_back(std::move(j));
  }
  return {{"trace", trace.name},
          {"matched", comparison.matched},
          {"trace_unmatched", comparison.trace_unmatched},
          {"rows", std::move(rows)}};
}

std::string ComparisonToText(const Graph& graph, const MeasuredTrace& trace,
                             const TraceComparison& comparison, size_t top) {
  auto ms = [](double us) { return us / 1000.0; };
  std::string out = fmt::format(
      "predicted vs measured ({}): {} of {} collectives matched by kind and order, {} trace "
      "kernels left over\n",
      trace.name, comparison.matched, comparison.rows.size(), comparison.trace_unmatched);
  out += fmt::format("  {:<28} {:<15} {:>12} {:>12} {:>12} {:>12}\n", "collective", "kind",
                     "pred. comm", "meas. dur", "pred. exp.", "meas. exp.");
  double predicted = 0;
  double measured = 0;
  size_t shown = 0;
  for (const MatchedCollective& row : comparison.rows) {
    std::string dur = "-";
    std::string exposed = "-";
    if (row.collective >= 0) {
      const MeasuredCollective& c = trace.collectives[static_cast<size_t>(row.collective)];
      dur = fmt::format("{:.3f}", ms(c.dur_us));
      exposed = fmt::format("{:.3f}", ms(c.exposed_us));
      predicted += row.predicted_exposed_us;
      measured += c.exposed_us;
    }
    if (top > 0 && shown++ >= top) continue;
    out += fmt::format("  {:<28} {:<15} {:>12.3f} {:>12} {:>12.3f} {:>12}\n",
                       graph.node(row.node).name, CollectiveKindShortName(row.kind),
                       ms(row.predicted_comm_us), dur, ms(row.predicted_exposed_us), exposed);
  }
  if (top > 0 && comparison.rows.size() > top) {
    out += fmt::format("  ({} more collectives)\n", comparison.rows.size() - top);
  }
  out +=
      fmt::format("  exposed over matched collectives: predicted {:.3f} ms, measured {:.3f} ms\n",
                  ms(predicted), ms(measured));
  return out;
}

}  // namespace collopt
