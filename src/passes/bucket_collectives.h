// collopt/passes/bucket_collectives.h — merge independent collectives into buckets.
//
// The bucketing of PyTorch's `bucketing.py` / `fsdp.py` pre-bucketing
// (shared/reference/pytorch_overlap_passes.md §1.3, §2.1, §2.2), with three
// differences that the reference's weaknesses (§6, §8) call for:
//  - candidates are grouped by key, not by adjacency of waits: key =
//    (kind, process group, reduce op, dtype, and the segment between
//    communication barriers, analysis/barrier_fences.h, where the graph has
//    any: nothing moves across a barrier); all_gathers may drop the dtype
//    from the key (`multi_dtype_all_gather`, packed by bytes as `uint8`;
//    only members whose bytes are a multiple of 16, so that every piece can
//    be viewed back to its dtype);
//    all_to_all and broadcast are never bucketed;
//  - a collective joins the open bucket of its key only if no path links it
//    with a member (LatestReachingKey: no O(K²) memory), the bucket stays under
//    the size cap (max(input, output) bytes, as the reference), and merging
//    does not lose overlap: with a cost model, the exposed time estimated
//    for the merged collective over its hiding window (from its latest
//    input to its earliest user) must not exceed the members' sum
//    (the OverlapPreservingBucketer's rule, §2.4, decided before scheduling
//    so that scheduling dependencies cannot block it, PR #179935);
//  - members must be in the same order on their group: a bucket takes
//    consecutive collectives of its key, so the relative order of the
//    collectives on a process group is kept.
// A bucket is written with standard ATen ops so the graph stays runnable:
//  all_gather:     reshape(x_i, [-1]) → cat → all_gather_into_tensor → wait →
//                  view(G, T) → split_with_sizes(dim 1) → getitem → reshape
//                  to the member's gathered shape [G·s0, s1, …]
//  reduce_scatter: reshape(x_i, [G, -1]) → cat(dim 1) → view([-1]) →
//                  reduce_scatter_tensor → wait → split_with_sizes → getitem →
//                  view to [s0/G, s1, …]
//  all_reduce:     reshape(x_i, [-1]) → cat → all_reduce → wait →
//                  split_with_sizes → getitem → view to x_i's shape
// Multi-dtype all_gathers view each flat input as uint8 first and view each
// piece back to its dtype (`aten.view.dtype`). Members with a symbolic size
// are left alone (the merged graph would need size expressions).
// New nodes are placed by a priority topological sort: the merged collective
// where the first member was (its inputs computed from one graph input by single-input ops
// move up with it), the wait where the first member's wait was.
#ifndef COLLOPT_PASSES_BUCKET_COLLECTIVES_H_
#define COLLOPT_PASSES_BUCKET_COLLECTIVES_H_

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "cost/cost_model.h"
#include "ir/graph.h"
#include "passes/merge_collectives.h"
#include "passes/pass.h"

namespace collopt {

struct BucketOptions {
  /// Size cap in bytes of max(input, output) per bucket; 0 = `auto`: the cost
  /// model's bandwidth-saturation size for the group (SaturationBytes, the
  /// reference's `compute_pre_bucket_cap_mb`), clamped to [10, 500] MiB;
  /// 100 MiB when the pass has no cost model.
  int64_t cap_bytes = 0;
  /// Caps of some collectives over `cap_bytes`, in bytes (0 = `auto`), keyed
  /// "KIND@GROUP" (one kind on one process group, e.g. "all_gather@0_ag") or
  /// "KIND" (every group), KIND a short name (CollectiveKindShortName:
  /// all_gather, reduce_scatter, all_reduce); "KIND@GROUP" wins over "KIND".
  /// A bucket key's cap depends on nothing else, so each key's buckets can be
  /// tuned alone (`collopt tune`, api/tune.h).
  std::map<std::string, int64_t> key_caps;
  /// Pack all_gathers of different dtypes into one uint8 bucket.
  bool multi_dtype_all_gather = false;
  /// Keep a merge only when the estimated exposed time does not grow (needs
  /// a cost model).
  bool preserve_overlap = true;
  /// Collectives (node names) to leave alone: those a module plan already
  /// bucketed (passes/bucket_by_module.h).
  std::vector<std::string> exclude;
  /// Called before the pass first changes the graph (planning only reads
  /// it): optimize waits there until another thread has copied the graph for
  /// a second variant (as ScheduleOptions::before_change). Empty: nothing to
  /// wait for.
  std::function<void()> before_change;
};

/// A `--bucket-cap-mb` value: `cap_bytes` and `key_caps` of BucketOptions.
struct BucketCaps {
  int64_t cap_bytes = 0;  // 0 = auto
  std::map<std::string, int64_t> key_caps;
};

/// The largest cap a flag accepts, in MiB (2^30 MiB = 1 PiB, so that the
/// bytes fit an int64).
inline constexpr double kMaxBucketCapMb = 1073741824.0;

/// Parses `--bucket-cap-mb` text: comma-separated items, each `auto`, a
/// number of MiB (the cap of every collective; at most one such item), or
/// `KIND[@GROUP]=MiB|auto` (BucketOptions::key_caps), e.g.
/// "64,reduce_scatter@0=256,all_gather=auto". Numbers are finite, > 0 and
/// at most kMaxBucketCapMb; a cap's bytes are floor(MiB · 2^20), at least 1.
/// Errors: InvalidArgument "error: FLAG: ..." naming the item and what was
/// expected (a number, a kind among all_gather/reduce_scatter/all_reduce, a
/// key given twice).
absl::StatusOr<BucketCaps> ParseBucketCapMb(std::string_view flag, std::string_view text);

/// The inverse of ParseBucketCapMb for caps whose MiB print exactly with
/// `{:g}` (the default cap first, then the keys in order).
std::string FormatBucketCapMb(const BucketCaps& caps);

/// Merges a bucketing refused, by cause (the pass's report).
struct BucketRefusals {
  int64_t path = 0;     ///< a path links the candidate with a member
  int64_t order = 0;    ///< an input computed after a member's first use
  int64_t overlap = 0;  ///< the merged collective would hide less
};

/// The buckets one cap setting forms on a graph, found without changing it
/// (BucketCollectives::PlanEach): each bucket's members in program order,
/// buckets in program order of their first members. The members hold the
/// graph's node ids, so the plan applies (BucketCollectives::RunPlanned) to
/// that graph or to a clone of it.
struct BucketPlan {
  std::vector<std::vector<MergeMember>> buckets;
  /// The members' collective node names, in the shape of `buckets`.
  std::vector<std::vector<std::string>> names;
  BucketRefusals refused;
};

class BucketCollectives : public Pass {
 public:
  /// `model` (may be null) prices merged collectives and compute windows; it
  /// must outlive the pass. Without one, only the cap and independence apply.
  explicit BucketCollectives(BucketOptions options, const CostModel* model = nullptr)
      : options_(std::move(options)), model_(model) {}

  std::string_view name() const override { return "bucket-collectives"; }
  absl::StatusOr<bool> Run(Graph& graph) override;

  /// The model's estimates (CostModel::EstimateAll, this pass's model) of
  /// the graph the next Run is given, unchanged since: that Run prices the
  /// compute windows with them instead of estimating every node again. Used
  /// by one Run; nullptr clears them.
  void UseEstimates(SharedEstimates estimates) { estimates_ = std::move(estimates); }

  /// The buckets formed by the last Run, in program order of their first member.
  const std::vector<Bucket>& buckets() const { return buckets_; }

  /// The buckets a Run would form with each of `caps` (over the options'
  /// own), without changing the graph: what tune compares caps by, and
  /// applies with RunPlanned. The candidates and compute times are found once
  /// for all caps. Each bucket key's buckets depend on its own cap alone.
  /// The caps are grouped on `threads` threads (the plans do not depend on
  /// them).
  std::vector<BucketPlan> PlanEach(const Graph& graph, const std::vector<BucketCaps>& caps,
                                   size_t threads = 1) const;

  /// Run with the buckets planned before (PlanEach) on `graph` or on the
  /// graph it was cloned from: the same rewrite and report as Run with those
  /// caps, without finding the candidates again. Errors: InvalidArgument,
  /// graph unchanged, when a member's node id in `graph` holds another node
  /// (a plan of another graph); MergeCollectives' errors.
  absl::StatusOr<bool> RunPlanned(Graph& graph, const BucketPlan& plan);

  /// The cap of a collective of `kind` on group `group` under `options`
  /// (bytes; 0 = auto).
  static int64_t CapFor(const BucketOptions& options, CollectiveKind kind,
                        const std::string& group);

  /// The `auto` cap for `kind` on a group of `group_size` ranks (bytes).
  static int64_t AutoCapBytes(const HardwareProfile& hardware, CollectiveKind kind,
                              int64_t group_size);

 private:
  SharedEstimates estimates_;  // UseEstimates
  BucketOptions options_;
  const CostModel* model_;
  std::vector<Bucket> buckets_;
};

}  // namespace collopt

#endif  // COLLOPT_PASSES_BUCKET_COLLECTIVES_H_
