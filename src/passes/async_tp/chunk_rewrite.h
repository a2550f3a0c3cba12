// collopt/passes/async_tp/chunk_rewrite.h — what both halves of async-tp
// (passes/async_tp.h) share: small matchers, and the bookkeeping of a
// rewrite that appends chunk nodes, replaces a few results, drops the
// originals and places everything.
//
// Placement: every appended node gets a key near the position (node id) of
// the original node it stands in for, `key + n·1e-6` in creation order;
// original nodes keep their ids as keys; PlaceRewritten (passes/node_maker.h)
// then sorts topologically by key, so the chunk nodes of a pair land where
// the original nodes were, in the order they were made.
#ifndef COLLOPT_PASSES_ASYNC_TP_CHUNK_REWRITE_H_
#define COLLOPT_PASSES_ASYNC_TP_CHUNK_REWRITE_H_

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "cost/cost_model.h"
#include "ir/graph.h"
#include "passes/async_tp.h"
#include "passes/node_maker.h"

namespace collopt::async_tp {

constexpr const char* kMm = "aten.mm.default";
constexpr const char* kWait = "_c10d_functional.wait_tensor.default";
constexpr const char* kAllGather = "_c10d_functional.all_gather_into_tensor.default";
constexpr const char* kReduceScatter = "_c10d_functional.reduce_scatter_tensor.default";

/// view, reshape or _unsafe_view: the same row-major elements, another shape.
inline bool IsViewTarget(const std::string& target) {
  return target == "aten.view.default" || target == "aten.reshape.default" ||
         target == "aten._unsafe_view.default";
}
inline bool IsInt(const Argument& a, int64_t v) {
  return a.kind == Argument::Kind::kInt && a.i == v;
}

/// The tensor type of `id`, or nullptr when not a concrete tensor.
const TensorType* ConcreteTensor(const Graph& graph, NodeId id);

/// The concrete shape of `id` (empty when not a concrete tensor).
std::vector<int64_t> ShapeOf(const Graph& graph, NodeId id);

/// The G items of `split` = split.Tensor(·, size, dim) in index order, each
/// a getitem used once (by one node, returned in `*user`, the same for all);
/// empty when `split` has other users or the items do not cover 0..G-1.
std::vector<NodeId> SplitItems(const Graph& graph, NodeId split, int64_t g, NodeId* user);

/// `id` is a chunk a previous async-tp rewrite made: a getitem of a split
/// whose every item feeds a collective of `kind` (the all_gather half), or a
/// wait whose only user is a cat of waits of collectives of `kind` (the
/// reduce_scatter half).
bool IsChunkOfSplitFeeding(const Graph& graph, NodeId id, CollectiveKind kind);
bool IsWaitCatOfChunks(const Graph& graph, NodeId wait, CollectiveKind kind);

/// `id`'s shape is the rank-block layout [b, G, s, N] (`sequence`) or
/// [G, s, N] (any b and N): the layout in which both halves hold a chunk's
/// rows (the products of a split all_gather → mm, the matmul input of a
/// split mm → reduce_scatter), which the unsplit patterns never use (they
/// view [b, G·s, N]). After CarryChunks the chunk
/// collectives no longer read a split or feed a cat, so this is how a
/// rewritten pair is recognised when collopt's output is optimized again.
bool IsRankBlockLayout(const Graph& graph, NodeId id, bool sequence, int64_t g, int64_t s);

/// What a pair's chunks repeat and add, for PipelineGainUs.
struct ChunkCost {
  /// The compute the chunks repeat: the matmuls, and the adds and layout
  /// copies on the path between them and the collective.
  std::vector<NodeId> work;
  /// Nodes the rewrite adds, net of those it drops.
  int64_t added_nodes = 0;
};

/// The best-case gain, in µs, of running collective `coll` and its chunks'
/// `cost.work` (times summed: W) as a k-stage pipeline instead of one after
/// the other, less the launches of the nodes the rewrite adds:
///   (t + W) − (t_c + (k−1)·max(t_c, W/k) + W/k) − added·launch_us,
/// the makespan of a two-stage pipeline of k equal steps, with t the whole
/// collective's time and t_c one chunk's (`model`'s CollectiveTime of 1/k of
/// the bytes; the latency term makes k·t_c > t), and each chunk's work
/// priced W/k (the best case: no loss of matmul efficiency). A pair whose
/// gain is ≤ 0 cannot pay its chunks' latency in any schedule, so async-tp
/// skips it without copying or simulating. The copies the rewrite adds
/// (the clones of row slices, the cats that reassemble) are left to the
/// simulation: where the pipeline waits on the network they fill idle
/// compute time, and a bound that counted them in full would drop pairs
/// the simulation keeps.
double PipelineGainUs(const Graph& graph, const CostModel& model, const Node& coll,
                      const ChunkCost& cost, int64_t k, double launch_us);

/// Whether the pair of collective `coll` can pay its chunks (gain > 0) at
/// one of `options.pay_at` (or at `k` when that is empty), `cost_of(k)`
/// giving its ChunkCost at each; true when `options.model` is not set.
template <typename CostOf>
bool ChunksCanPay(const Graph& graph, const SplitOptions& options, const Node& coll, int64_t k,
                  CostOf cost_of) {
  if (options.model == nullptr) return true;
  const std::vector<int64_t> at = options.pay_at.empty() ? std::vector<int64_t>{k} : options.pay_at;
  return std::any_of(at.begin(), at.end(), [&](int64_t c) {
    return PipelineGainUs(graph, *options.model, coll, cost_of(c), c, options.launch_us) > 0;
  });
}

/// The skip reason for such a pair.
inline constexpr const char* kChunksDoNotPay =
    "its chunks cannot pay their latency at any k tried (a pipeline of the chunked collective "
    "and its matmuls is no faster even at best)";

/// Why pairs were skipped, one line per reason in order of first use:
/// "NAME: skipped, REASON", or "A, B, C, D and 29 more: skipped, REASON".
class SkipLog {
 public:
  void Add(const std::string& name, const std::string& reason);
  /// Appends the lines, then "N COLLECTIVES are chunks of an earlier split,
  /// left as they are" when `earlier_chunks` > 0 (`collectives`: "all_gathers").
  void AppendTo(std::vector<std::string>* lines, int64_t earlier_chunks = 0,
                std::string_view collectives = "") const;

 private:
  std::vector<std::pair<std::string, std::vector<std::string>>> reasons_;
};

class ChunkRewrite {
 public:
  /// `what` names the rewrite in errors ("async-tp").
  ChunkRewrite(Graph& graph, const std::string& what)
      : graph_(graph), make_(graph, what), dropped_(graph.size(), false) {}

  /// Room for `extra` more nodes (one allocation instead of many as the
  /// graph grows).
  void Reserve(size_t extra) { graph_.Reserve(graph_.size() + extra); }

  /// Starts the nodes of one pair: names get `prefix`, provenance `comment`,
  /// and the creation counter restarts.
  void BeginPair(std::string prefix, std::string comment) {
    prefix_ = std::move(prefix);
    comment_ = std::move(comment);
    seq_ = 0;
  }
  /// Appends `target(args)` named prefix + `base`, placed at `key`.
  absl::StatusOr<NodeId> Add(double key, const std::string& base, const std::string& target,
                             std::vector<Argument> args);
  /// The same with keyword arguments (`kwarg_names` parallel to `kwargs`).
  absl::StatusOr<NodeId> Add(double key, const std::string& base, const std::string& target,
                             std::vector<Argument> args, std::vector<std::string> kwarg_names,
                             std::vector<Argument> kwargs);
  /// Every use of `from` (an original node) now reads `to`.
  void Replace(NodeId from, NodeId to) { replaced_[from] = to; }
  void Drop(NodeId id) { dropped_[static_cast<size_t>(id)] = true; }

  /// Repoints, unlinks the dropped nodes and places everything (the graph
  /// is renumbered). Error: a cycle (a bug in the caller's pattern).
  absl::Status Finish();

 private:
  Graph& graph_;
  NodeMaker make_;
  std::vector<bool> dropped_;  // indexed by original id
  std::vector<std::pair<NodeId, double>> keys_;
  absl::flat_hash_map<NodeId, NodeId> replaced_;
  std::string prefix_;
  std::string comment_;
  double seq_ = 0;
};

}  // namespace collopt::async_tp

#endif  // COLLOPT_PASSES_ASYNC_TP_CHUNK_REWRITE_H_
