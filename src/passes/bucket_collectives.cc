// collopt/passes/bucket_collectives.cc — see bucket_collectives.h.
#include "passes/bucket_collectives.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "analysis/reachability.h"
#include "analysis/topological_order.h"
#include "cost/nccl_model.h"
#include "fmt/format.h"

namespace collopt {
namespace {

constexpr int64_t kMiB = int64_t{1} << 20;

struct Candidate : MergeMember {
  int64_t size = 0;   // max(input, output) bytes
  NodeId ready = -1;  // latest input position that is not an InputOnlyNodes node
  NodeId need = 0;    // earliest user of the wait
};

std::optional<Candidate> MakeCandidate(const Graph& graph, const Node& node,
                                       const std::vector<bool>& input_only) {
  auto member = MergeMemberOf(graph, node);
  if (!member.has_value()) return std::nullopt;
  Candidate c;
  static_cast<MergeMember&>(c) = *member;
  c.size = std::max(c.input.bytes(), c.output.bytes());
  ForEachInput(node, [&](NodeId input) {
    if (!IsMovable(graph, input_only, input)) c.ready = std::max(c.ready, input);
  });
  c.need = static_cast<NodeId>(graph.size()) - 1;
  for (NodeId user : graph.node(c.wait).users) c.need = std::min(c.need, user);
  return c;
}

std::string BucketKey(const Candidate& c, const Node& node, bool multi_dtype) {
  const CollectiveInfo& info = *node.collective;
  // Packed by bytes only when each piece keeps every dtype's alignment:
  // `view.dtype` back to f32/f64 needs byte offsets and the row stride
  // divisible by the item size, so pieces must be multiples of 16 bytes.
  bool drop_dtype =
      multi_dtype && c.kind == CollectiveKind::kAllGather && c.input.bytes() % 16 == 0;
  return fmt::format("{}|{}|{}|{}", CollectiveKindName(c.kind), info.group_name, info.reduce_op,
                     drop_dtype ? "*" : TorchName(c.input.dtype));
}

// Estimated exposed time of a collective costing `comm_us` hidden by the
// compute between positions ready+1 and need.
struct Window {
  const std::vector<double>* prefix = nullptr;  // compute µs before each position
  double Exposed(double comm_us, NodeId ready, NodeId need) const {
    if (ready >= need) return comm_us;
    const size_t first = ready < 0 ? 0 : static_cast<size_t>(ready) + 1;  // ready = -1: from 0
    double hide = (*prefix)[static_cast<size_t>(need)] - (*prefix)[first];
    return std::max(0.0, comm_us - hide);
  }
};

}  // namespace

int64_t BucketCollectives::AutoCapBytes(const HardwareProfile& hardware, CollectiveKind kind,
                                        int64_t group_size) {
  int64_t sat = SaturationBytes(hardware, kind, group_size);
  return std::clamp<int64_t>(sat, 10 * kMiB, 500 * kMiB);
}

absl::StatusOr<bool> BucketCollectives::Run(Graph& graph) {
  ClearReport();
  buckets_.clear();
  const std::vector<bool> input_only = InputOnlyNodes(graph);

  // Candidates by key, in program order.
  std::vector<Candidate> candidates;
  std::map<std::string, std::vector<size_t>> by_key;
  const std::set<std::string> exclude(options_.exclude.begin(), options_.exclude.end());
  for (const Node& node : graph.nodes()) {
    if (exclude.count(node.name) != 0) continue;
    auto c = MakeCandidate(graph, node, input_only);
    if (!c.has_value()) continue;
    by_key[BucketKey(*c, node, options_.multi_dtype_all_gather)].push_back(candidates.size());
    candidates.push_back(std::move(*c));
  }
  // Compute time before each position, for the overlap windows.
  std::vector<double> prefix(graph.size() + 1, 0);
  std::vector<NodeCost> costs;
  if (model_ != nullptr) costs = model_->EstimateAll(graph);
  for (size_t i = 0; i < graph.size(); ++i) {
    bool compute =
        !costs.empty() && IsComputeStreamCost(graph.node(static_cast<NodeId>(i)), costs[i]);
    prefix[i + 1] = prefix[i] + (compute ? costs[i].time_us : 0.0);
  }
  Window window{&prefix};
  // Exposed time of a (merged) collective of key `c0` moving `in`/`out`
  // bytes over the window [ready, need).
  auto exposed = [&](const Candidate& c0, int64_t in, int64_t out, NodeId ready, NodeId need) {
    const CollectiveInfo& info = *graph.node(c0.start).collective;
    double t = model_->CollectiveTime(c0.kind, info.group_name, info.group_size, in, out).first;
    return window.Exposed(t, ready, need);
  };

  // Greedy fill per key. The open bucket is always a run of consecutive
  // candidates of the key, so "no path links it with a member" is one
  // lookup in the key's LatestReachingKey (analysis/reachability.h), and
  // the bucket's bytes, ready and need are kept as running values: O(1)
  // per candidate.
  std::vector<std::vector<size_t>> groups;
  int64_t rejected_path = 0;
  int64_t rejected_overlap = 0;
  int64_t rejected_order = 0;
  for (const auto& [key, list] : by_key) {
    const Node& node0 = graph.node(candidates[list[0]].start);
    int64_t cap = options_.cap_bytes;
    if (cap <= 0) {
      cap = model_ != nullptr ? AutoCapBytes(model_->hardware(), node0.collective->kind,
                                             node0.collective->group_size)
                              : 100 * kMiB;
    }
    std::vector<NodeId> starts;
    starts.reserve(list.size());
    for (size_t ci : list) starts.push_back(candidates[ci].start);
    const LatestReachingKey reach(graph, starts);
    std::vector<size_t> open;
    size_t open_first = 0;  // position in `list` of open[0]
    int64_t open_bytes = 0;
    int64_t open_in = 0;
    int64_t open_out = 0;
    NodeId open_ready = -1;
    NodeId open_need = static_cast<NodeId>(graph.size());
    double open_exposed = 0;
    auto close = [&]() {
      if (open.size() >= 2) groups.push_back(open);
      open.clear();
      open_bytes = 0;
      open_in = 0;
      open_out = 0;
      open_ready = -1;
      open_need = static_cast<NodeId>(graph.size());
      open_exposed = 0;
    };
    for (size_t li = 0; li < list.size(); ++li) {
      const size_t ci = list[li];
      const Candidate& c = candidates[ci];
      bool fits = !open.empty() && open_bytes + c.size <= cap;
      const NodeId ready = std::max(open_ready, c.ready);
      const NodeId need = std::min(open_need, c.need);
      // The merged collective needs every member's input before any member's
      // result is used; merging across that would reorder compute.
      if (fits && ready >= need) {
        fits = false;
        ++rejected_order;
      }
      if (fits && reach.ReachedFromRange(open_first, li)) {
        fits = false;
        ++rejected_path;
      }
      const int64_t in = c.input.bytes();
      const int64_t out = c.output.bytes();
      double alone = 0;
      if (fits && model_ != nullptr && options_.preserve_overlap) {
        alone = exposed(c, in, out, c.ready, c.need);
        double together = exposed(c, open_in + in, open_out + out, ready, need);
        if (together > open_exposed + alone + 1e-9) {
          fits = false;
          ++rejected_overlap;
        } else {
          alone = together - open_exposed;  // so open_exposed becomes `together`
        }
      }
      if (!fits) {
        close();
        open_first = li;
        if (model_ != nullptr && options_.preserve_overlap) {
          alone = exposed(c, in, out, c.ready, c.need);
        }
      }
      open.push_back(ci);
      open_bytes += c.size;
      open_in += in;
      open_out += out;
      open_ready = std::max(open_ready, c.ready);
      open_need = std::min(open_need, c.need);
      open_exposed += alone;
    }
    close();
  }
  if (groups.empty()) {
    Report("no two independent collectives of one bucket key fit a bucket; graph unchanged");
    return false;
  }
  // Buckets in program order of their first member.
  std::sort(groups.begin(), groups.end(), [&](const auto& a, const auto& b) {
    return candidates[a[0]].start < candidates[b[0]].start;
  });

  // Rewrite, in program order of the first members.
  std::vector<MergeGroup> merge;
  int64_t before = 0;
  for (size_t b = 0; b < groups.size(); ++b) {
    MergeGroup group;
    group.prefix = fmt::format("bucket{}_", b);
    for (size_t i : groups[b]) group.members.push_back(candidates[i]);
    before += static_cast<int64_t>(group.members.size());
    merge.push_back(std::move(group));
  }
  auto merged = MergeCollectives(graph, merge);
  if (!merged.ok()) return merged.status();
  buckets_ = std::move(*merged);
  Report(
      fmt::format("{} collectives merged into {} buckets (merges refused: {} by a path, {} "
                  "by an input computed after a member's first use, {} by lost overlap)",
                  before, groups.size(), rejected_path, rejected_order, rejected_overlap));
  return true;
}

}  // namespace collopt
