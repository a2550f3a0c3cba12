// collopt/passes/bucket_collectives.cc — see bucket_collectives.h.
#include "passes/bucket_collectives.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "analysis/barrier_fences.h"
#include "analysis/reachability.h"
#include "analysis/topological_order.h"
#include "cost/nccl_model.h"
#include "fmt/format.h"
#include "support/parallel.h"
#include "support/units.h"

namespace collopt {
namespace {

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

namespace {

// Greedy fill of one bucket key: `list` indexes `candidates` (that key's, in
// program order) and the buckets of 2 or more are appended to `groups`. The
// open bucket is always a run of consecutive candidates of the key, so "no
// path links it with a member" is one lookup in the key's LatestReachingKey
// (analysis/reachability.h), and the bucket's bytes, ready and need are kept
// as running values: O(1) per candidate. With `model` and
// `preserve_overlap`, a merge is kept only when the estimated exposed time
// (`window`) does not grow.
class KeyFill {
 public:
  KeyFill(const Graph& graph, const std::vector<Candidate>& candidates,
          const std::vector<size_t>& list, const CostModel* model, bool preserve_overlap,
          int64_t cap, const Window& window)
      : graph_(graph),
        candidates_(candidates),
        list_(list),
        model_(preserve_overlap ? model : nullptr),
        cap_(cap),
        window_(window),
        reach_(graph, Starts(candidates, list)) {}

  void Run(std::vector<std::vector<size_t>>& groups, BucketRefusals& refused) {
    Reset();
    for (size_t li = 0; li < list_.size(); ++li) {
      const Candidate& c = candidates_[list_[li]];
      const int64_t in = c.input.bytes();
      const int64_t out = c.output.bytes();
      double added = 0;  // what the candidate adds to the bucket's exposed time
      if (!Fits(c, li, in, out, refused, added)) {
        if (open_.size() >= 2) groups.push_back(open_);
        Reset();
        first_ = li;
        if (model_ != nullptr) added = Exposed(c, in, out, c.ready, c.need);
      }
      open_.push_back(list_[li]);
      bytes_ += c.size;
      in_ += in;
      out_ += out;
      ready_ = std::max(ready_, c.ready);
      need_ = std::min(need_, c.need);
      exposed_ += added;
    }
    if (open_.size() >= 2) groups.push_back(open_);
  }

 private:
  static std::vector<NodeId> Starts(const std::vector<Candidate>& candidates,
                                    const std::vector<size_t>& list) {
    std::vector<NodeId> starts;
    starts.reserve(list.size());
    for (size_t ci : list) starts.push_back(candidates[ci].start);
    return starts;
  }

  void Reset() {
    open_.clear();
    bytes_ = in_ = out_ = 0;
    ready_ = -1;
    need_ = static_cast<NodeId>(graph_.size());
    exposed_ = 0;
  }

  // Exposed time of a (merged) collective of `c`'s key moving `in`/`out`
  // bytes over the window [ready, need).
  double Exposed(const Candidate& c, int64_t in, int64_t out, NodeId ready, NodeId need) const {
    const CollectiveInfo& info = *graph_.node(c.start).collective;
    double t = model_->CollectiveTime(c.kind, info.group_name, info.group_size, in, out).first;
    return window_.Exposed(t, ready, need);
  }

  // Whether `c` (at `li` in the list) joins the open bucket; `added` gets
  // what it adds to the bucket's exposed time.
  bool Fits(const Candidate& c, size_t li, int64_t in, int64_t out, BucketRefusals& refused,
            double& added) const {
    if (open_.empty() || bytes_ + c.size > cap_) return false;
    const NodeId ready = std::max(ready_, c.ready);
    const NodeId need = std::min(need_, c.need);
    // The merged collective needs every member's input before any member's
    // result is used; merging across that would reorder compute.
    if (ready >= need) {
      ++refused.order;
      return false;
    }
    if (reach_.ReachedFromRange(first_, li)) {
      ++refused.path;
      return false;
    }
    if (model_ == nullptr) return true;
    const double alone = Exposed(c, in, out, c.ready, c.need);
    const double together = Exposed(c, in_ + in, out_ + out, ready, need);
    if (together > exposed_ + alone + 1e-9) {
      ++refused.overlap;
      return false;
    }
    added = together - exposed_;  // so the bucket's exposed time becomes `together`
    return true;
  }

  const Graph& graph_;
  const std::vector<Candidate>& candidates_;
  const std::vector<size_t>& list_;
  const CostModel* model_;
  int64_t cap_;
  const Window& window_;
  const LatestReachingKey reach_;
  std::vector<size_t> open_;
  size_t first_ = 0;  // position in `list_` of open_[0]
  int64_t bytes_ = 0;
  int64_t in_ = 0;
  int64_t out_ = 0;
  NodeId ready_ = -1;
  NodeId need_ = 0;
  double exposed_ = 0;
};

// Compute µs before each position (prefix sums over the compute stream), for
// the overlap windows; zeros without a model.
std::vector<double> ComputePrefix(const Graph& graph, const CostModel* model,
                                  const SharedEstimates& known) {
  std::vector<double> prefix(graph.size() + 1, 0);
  std::vector<NodeCost> estimated;
  if (model != nullptr && known == nullptr) estimated = model->EstimateAll(graph);
  const std::vector<NodeCost>& costs = model != nullptr && known != nullptr ? *known : estimated;
  for (size_t i = 0; i < graph.size(); ++i) {
    bool compute =
        !costs.empty() && IsComputeStreamCost(graph.node(static_cast<NodeId>(i)), costs[i]);
    prefix[i + 1] = prefix[i] + (compute ? costs[i].time_us : 0.0);
  }
  return prefix;
}

// The candidates of `graph`, by bucket key (each list in program order),
// and the compute time before each position.
struct Prepared {
  std::vector<Candidate> candidates;
  std::map<std::string, std::vector<size_t>> by_key;
  std::vector<double> prefix;
};

Prepared PrepareCandidates(const Graph& graph, const BucketOptions& options, const CostModel* model,
                           const SharedEstimates& known = nullptr) {
  Prepared p;
  const std::vector<bool> input_only = InputOnlyNodes(graph);
  const std::set<std::string> exclude(options.exclude.begin(), options.exclude.end());
  // Collectives on two sides of a communication barrier never share a
  // bucket: the bucket would move one of them across it.
  const BarrierFences fences = FindBarrierFences(graph);
  for (const Node& node : graph.nodes()) {
    if (exclude.count(node.name) != 0) continue;
    auto c = MakeCandidate(graph, node, input_only);
    if (!c.has_value()) continue;
    std::string key = BucketKey(*c, node, options.multi_dtype_all_gather);
    if (!fences.empty()) key += fmt::format("|fence {}", fences.segment[node.id]);
    p.by_key[key].push_back(p.candidates.size());
    p.candidates.push_back(std::move(*c));
  }
  p.prefix = ComputePrefix(graph, model, known);
  return p;
}

// The buckets the candidates form under `options`' caps (each bucket's
// members in program order, buckets in program order of their first
// members), with the merges refused.
BucketPlan GroupCandidates(const Graph& graph, const Prepared& p, const BucketOptions& options,
                           const CostModel* model) {
  BucketPlan plan;
  std::vector<std::vector<size_t>> groups;
  const Window window{&p.prefix};
  for (const auto& [key, list] : p.by_key) {
    const CollectiveInfo& info = *graph.node(p.candidates[list[0]].start).collective;
    int64_t cap = BucketCollectives::CapFor(options, info.kind, info.group_name);
    if (cap <= 0) {
      cap = model != nullptr
                ? BucketCollectives::AutoCapBytes(model->hardware(), info.kind, info.group_size)
                : 100 * kMiB;
    }
    KeyFill(graph, p.candidates, list, model, options.preserve_overlap, cap, window)
        .Run(groups, plan.refused);
  }
  std::sort(groups.begin(), groups.end(), [&](const auto& a, const auto& b) {
    return p.candidates[a[0]].start < p.candidates[b[0]].start;
  });
  plan.buckets.reserve(groups.size());
  plan.names.reserve(groups.size());
  for (const auto& group : groups) {
    std::vector<MergeMember>& members = plan.buckets.emplace_back();
    std::vector<std::string>& names = plan.names.emplace_back();
    members.reserve(group.size());
    names.reserve(group.size());
    for (size_t i : group) {
      members.push_back(p.candidates[i]);
      names.push_back(graph.node(p.candidates[i].start).name);
    }
  }
  return plan;
}

// Whether `graph` holds `m` as planned: its collective named `name` at
// m.start, waited on at m.wait.
bool HoldsMember(const Graph& graph, const MergeMember& m, const std::string& name) {
  const auto in_graph = [&](NodeId id) {
    return id >= 0 && static_cast<size_t>(id) < graph.size();
  };
  if (!in_graph(m.start) || !in_graph(m.wait)) return false;
  const Node& start = graph.node(m.start);
  const Node& wait = graph.node(m.wait);
  return start.name == name && start.collective.has_value() && start.collective->kind == m.kind &&
         !wait.args.empty() && wait.args[0].kind == Argument::Kind::kNode &&
         wait.args[0].node == m.start;
}

}  // namespace

int64_t BucketCollectives::CapFor(const BucketOptions& options, CollectiveKind kind,
                                  const std::string& group) {
  const std::string name(CollectiveKindShortName(kind));
  if (auto it = options.key_caps.find(name + "@" + group); it != options.key_caps.end()) {
    return it->second;
  }
  if (auto it = options.key_caps.find(name); it != options.key_caps.end()) return it->second;
  return options.cap_bytes;
}

std::vector<BucketPlan> BucketCollectives::PlanEach(const Graph& graph,
                                                    const std::vector<BucketCaps>& caps,
                                                    size_t threads) const {
  const Prepared p = PrepareCandidates(graph, options_, model_);
  std::vector<BucketPlan> plans(caps.size());
  ParallelFor(caps.size(), threads, [&](size_t c) {
    BucketOptions options = options_;
    options.cap_bytes = caps[c].cap_bytes;
    options.key_caps = caps[c].key_caps;
    plans[c] = GroupCandidates(graph, p, options, model_);
  });
  return plans;
}

absl::StatusOr<bool> BucketCollectives::Run(Graph& graph) {
  const SharedEstimates known = std::move(estimates_);
  estimates_ = nullptr;
  return RunPlanned(graph, GroupCandidates(graph, PrepareCandidates(graph, options_, model_, known),
                                           options_, model_));
}

absl::StatusOr<bool> BucketCollectives::RunPlanned(Graph& graph, const BucketPlan& plan) {
  ClearReport();
  buckets_.clear();
  if (plan.buckets.empty()) {
    Report("no two independent collectives of one bucket key fit a bucket; graph unchanged");
    return false;
  }
  // Rewrite, in program order of the buckets' first members.
  std::vector<MergeGroup> merge;
  merge.reserve(plan.buckets.size());
  int64_t before = 0;
  for (size_t b = 0; b < plan.buckets.size(); ++b) {
    for (size_t i = 0; i < plan.buckets[b].size(); ++i) {
      const MergeMember& m = plan.buckets[b][i];
      if (!HoldsMember(graph, m, plan.names[b][i])) {
        return absl::InvalidArgumentError(fmt::format(
            "bucket-collectives: the plan was made for another graph: node {} is not '{}'", m.start,
            plan.names[b][i]));
      }
    }
    MergeGroup& group = merge.emplace_back();
    group.prefix = fmt::format("bucket{}_", b);
    group.members = plan.buckets[b];
    before += static_cast<int64_t>(group.members.size());
  }
  if (options_.before_change) options_.before_change();
  auto merged = MergeCollectives(graph, merge);
  if (!merged.ok()) return merged.status();
  buckets_ = std::move(*merged);
  const BucketRefusals& refused = plan.refused;
  Report(
      fmt::format("{} collectives merged into {} buckets (merges refused: {} by a path, {} "
                  "by an input computed after a member's first use, {} by lost overlap)",
                  before, merge.size(), refused.path, refused.order, refused.overlap));
  return true;
}

namespace {

// One cap of `--bucket-cap-mb`: "auto" (0) or MiB as bytes.
absl::StatusOr<int64_t> ParseCapMb(std::string_view flag, std::string_view item,
                                   std::string_view value) {
  if (value == "auto") return 0;
  double mb = 0;
  if (!absl::SimpleAtod(absl::string_view(value.data(), value.size()), &mb) || !std::isfinite(mb) ||
      mb <= 0 || mb > kMaxBucketCapMb) {
    return absl::InvalidArgumentError(
        fmt::format("error: {}: '{}': expected auto or a number of MiB in (0, 2^30], got '{}'",
                    flag, item, value));
  }
  return std::max<int64_t>(1, BytesFromMiB(mb));
}

}  // namespace

absl::StatusOr<BucketCaps> ParseBucketCapMb(std::string_view flag, std::string_view text) {
  BucketCaps caps;
  bool has_default = false;
  for (absl::string_view piece : absl::StrSplit(absl::string_view(text.data(), text.size()), ',')) {
    const std::string_view item(piece.data(), piece.size());
    const size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      if (has_default) {
        return absl::InvalidArgumentError(fmt::format(
            "error: {}: '{}': a second cap for every collective (give KIND[@GROUP]=MiB for "
            "one kind)",
            flag, item));
      }
      has_default = true;
      auto cap = ParseCapMb(flag, item, item);
      if (!cap.ok()) return cap.status();
      caps.cap_bytes = *cap;
      continue;
    }
    const std::string_view key = item.substr(0, eq);
    const std::string_view kind = key.substr(0, key.find('@'));
    if (kind != "all_gather" && kind != "reduce_scatter" && kind != "all_reduce") {
      return absl::InvalidArgumentError(fmt::format(
          "error: {}: '{}': expected a kind among all_gather, reduce_scatter, all_reduce before "
          "'=', got '{}'",
          flag, item, kind));
    }
    if (key.size() > kind.size() && key.size() == kind.size() + 1) {
      return absl::InvalidArgumentError(
          fmt::format("error: {}: '{}': expected a process group name after '@'", flag, item));
    }
    auto cap = ParseCapMb(flag, item, item.substr(eq + 1));
    if (!cap.ok()) return cap.status();
    if (!caps.key_caps.emplace(std::string(key), *cap).second) {
      return absl::InvalidArgumentError(
          fmt::format("error: {}: '{}': a second cap for '{}'", flag, item, key));
    }
  }
  return caps;
}

std::string FormatBucketCapMb(const BucketCaps& caps) {
  auto mb = [](int64_t bytes) {
    return bytes <= 0 ? std::string("auto") : fmt::format("{:g}", ToMiB(bytes));
  };
  std::string text = mb(caps.cap_bytes);
  for (const auto& [key, bytes] : caps.key_caps) text += fmt::format(",{}={}", key, mb(bytes));
  return text;
}

}  // namespace collopt
