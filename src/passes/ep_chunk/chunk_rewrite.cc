// collopt/passes/ep_chunk/chunk_rewrite.cc — see chunk_rewrite.h.
#include "passes/ep_chunk/chunk_rewrite.h"

#include <algorithm>
#include <string_view>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "fmt/format.h"
#include "passes/node_maker.h"

namespace collopt {
namespace {

using ep_ops::kAllToAll;
using ep_ops::kIndexPut;
using ep_ops::kSlice;
using ep_ops::kView;
using ep_ops::kWait;

int64_t TensorRank(const Graph& graph, NodeId id) {
  return static_cast<int64_t>(graph.node(id).value.tensor.shape.size());
}

// One region's rewrite; keys are priorities for PlaceRewritten.
class RegionRewriter {
 public:
  RegionRewriter(Graph& graph, NodeMaker& make, const EpRegion& r, int64_t k,
                 std::vector<bool>& dropped, std::vector<double>& key,
                 absl::flat_hash_map<NodeId, NodeId>& replaced,
                 absl::flat_hash_map<NodeId, std::vector<NodeId>>& factories)
      : graph_(graph),
        make_(make),
        r_(r),
        k_(k),
        cols_(r.hidden / k),
        dropped_(dropped),
        key_(key),
        replaced_(replaced),
        factories_(factories) {}

  absl::Status Run() {
    const Node c = graph_.node(r_.combine);  // a copy: Add may move the nodes
    comment_ = SourceComment(c);
    info_ = *c.collective;
    const double pre_base = static_cast<double>(r_.pre.front());
    const double post_base = static_cast<double>(r_.combine_wait);
    const size_t per_chunk = 2 * r_.pre.size() + r_.post.size() + 4;
    step_ = 1.0 / static_cast<double>(per_chunk * static_cast<size_t>(k_) + 2);
    chunk_of_.resize(static_cast<size_t>(k_));
    std::vector<NodeId> lasts;
    double at = pre_base;
    for (int64_t j = 0; j < k_; ++j) {
      for (NodeId v : r_.pre) {
        auto id = Rebuild(j, v, &at);
        if (!id.ok()) return id.status();
      }
      std::vector<Argument> args = c.args;
      args[0] = Argument::Node(Chunk(j, c.args[0].node));
      auto a2a = Add(&at, Name(c.name, j), std::string(kAllToAll), std::move(args), {}, {});
      if (!a2a.ok()) return a2a.status();
      graph_.mutable_node(*a2a).collective = info_;
      chunk_of_[static_cast<size_t>(j)][r_.combine] = *a2a;
    }
    at = post_base;
    for (int64_t j = 0; j < k_; ++j) {
      auto w = Add(&at, Name(graph_.node(r_.combine_wait).name, j), std::string(kWait),
                   {Argument::Node(Chunk(j, r_.combine))}, {}, {});
      if (!w.ok()) return w.status();
      chunk_of_[static_cast<size_t>(j)][r_.combine_wait] = *w;
      for (NodeId v : r_.post) {
        auto id = Rebuild(j, v, &at);
        if (!id.ok()) return id.status();
      }
      lasts.push_back(Chunk(j, r_.stop));
    }
    at = static_cast<double>(r_.stop) - step_;
    const int64_t dim = TensorRank(graph_, r_.stop) - 1;
    auto cat = Add(&at, graph_.node(r_.stop).name + "_cat", "aten.cat.default",
                   {Argument::NodeList(lasts), Argument::Int(dim)}, {}, {});
    if (!cat.ok()) return cat.status();
    replaced_[r_.stop] = *cat;
    for (NodeId v : r_.side) {
      if (auto s = SideCat(v); !s.ok()) return s;
    }
    Drop();
    MoveIndependent();
    return absl::OkStatus();
  }

 private:
  static std::string Name(const std::string& base, int64_t j) {
    return fmt::format("{}_c{}", base, j);
  }

  NodeId Chunk(int64_t j, NodeId v) const {
    const auto& m = chunk_of_[static_cast<size_t>(j)];
    auto it = m.find(v);
    return it == m.end() ? kNoNode : it->second;
  }

  absl::StatusOr<NodeId> Add(double* at, const std::string& name, const std::string& target,
                             std::vector<Argument> args, std::vector<std::string> kwarg_names,
                             std::vector<Argument> kwargs) {
    auto id = make_.Add(name, target, std::move(args), std::move(kwarg_names), std::move(kwargs),
                        comment_);
    if (!id.ok()) return id.status();
    *at += step_;
    if (key_.size() <= static_cast<size_t>(*id)) key_.resize(static_cast<size_t>(*id) + 1);
    key_[static_cast<size_t>(*id)] = *at;
    return id;
  }

  // A column slice of `id` for chunk j.
  absl::StatusOr<NodeId> Columns(double* at, NodeId id, int64_t j) {
    return Add(at, Name(graph_.node(id).name, j), std::string(kSlice),
               {Argument::Node(id), Argument::Int(TensorRank(graph_, id) - 1),
                Argument::Int(j * cols_), Argument::Int((j + 1) * cols_)},
               {}, {});
  }

  // index_put's buffer for chunk j: a narrower factory (one per factory and
  // chunk, shared by the regions: Inductor shares one zero buffer among
  // layers), else a column slice.
  absl::StatusOr<NodeId> Buffer(double* at, NodeId buf, int64_t j) {
    const Node b = graph_.node(buf);  // a copy: Add may move the nodes
    if (!IsBufferFactory(b, r_.hidden)) return Columns(at, buf, j);
    auto& chunks = factories_[buf];
    if (chunks.size() > static_cast<size_t>(j)) return chunks[static_cast<size_t>(j)];
    std::vector<Argument> args = b.args;
    args[0].items.back() = Argument::Int(cols_);
    auto id = Add(at, Name(b.name, j), b.target, std::move(args), b.kwarg_names.ToVector(),
                  b.kwargs.ToVector());
    if (id.ok()) chunks.push_back(*id);
    return id;
  }

  // Node `v` of the region rebuilt on chunk j's inputs.
  absl::StatusOr<NodeId> Rebuild(int64_t j, NodeId v, double* at) {
    const Node n = graph_.node(v);  // a copy: Add may move the nodes
    std::vector<Argument> args = n.args;
    auto remap = [&](auto& self, Argument& a) -> void {
      if (a.kind == Argument::Kind::kNode) {
        if (NodeId m = Chunk(j, a.node); m != kNoNode) a.node = m;
      }
      for (Argument& item : a.items) self(self, item);
    };
    const bool head = std::find(r_.heads.begin(), r_.heads.end(), v) != r_.heads.end();
    if (head) {
      auto w = Columns(at, n.args[1].node, j);
      if (!w.ok()) return w.status();
      args[1] = Argument::Node(*w);
    } else if (n.target == kIndexPut) {
      auto buf = Buffer(at, n.args[0].node, j);
      if (!buf.ok()) return buf.status();
      args[0] = Argument::Node(*buf);
      remap(remap, args[2]);
    } else {
      for (Argument& a : args) remap(remap, a);
      if (n.target == kView) args[1].items.back() = Argument::Int(cols_);
    }
    auto id = Add(at, Name(n.name, j), n.target, std::move(args), n.kwarg_names.ToVector(),
                  n.kwargs.ToVector());
    if (id.ok()) chunk_of_[static_cast<size_t>(j)][v] = *id;
    return id;
  }

  // The cat of side value `v`'s chunks, for its users outside the chain,
  // placed just before the first of them.
  absl::Status SideCat(NodeId v) {
    NodeId first = kNoNode;
    for (NodeId u : graph_.node(v).users) {
      if (std::find(r_.post.begin(), r_.post.end(), u) == r_.post.end()) {
        first = first == kNoNode ? u : std::min(first, u);
      }
    }
    if (first == kNoNode) return absl::OkStatus();
    std::vector<NodeId> chunks;
    chunks.reserve(static_cast<size_t>(k_));
    for (int64_t j = 0; j < k_; ++j) chunks.push_back(Chunk(j, v));
    double at = static_cast<double>(first) - 0.5 - step_;
    auto cat = Add(&at, graph_.node(v).name + "_cat", "aten.cat.default",
                   {Argument::NodeList(chunks), Argument::Int(TensorRank(graph_, v) - 1)}, {}, {});
    if (!cat.ok()) return cat.status();
    replaced_[v] = *cat;
    return absl::OkStatus();
  }

  void Drop() {
    for (NodeId v : r_.pre) dropped_[static_cast<size_t>(v)] = true;
    for (NodeId v : r_.post) dropped_[static_cast<size_t>(v)] = true;
    dropped_[static_cast<size_t>(r_.combine)] = true;
    dropped_[static_cast<size_t>(r_.combine_wait)] = true;
  }

  // Nodes between the dispatch's wait and `stop` that do not depend on the
  // dispatch go just before its wait, in their order.
  void MoveIndependent() {
    const NodeId d = r_.dispatch;
    std::vector<bool> dep(static_cast<size_t>(r_.stop - d) + 1, false);
    dep[0] = true;
    std::vector<NodeId> moved;
    for (NodeId i = d + 1; i < r_.stop; ++i) {
      bool depends = false;
      ForEachInput(graph_.node(i), [&](NodeId in) {
        if (in >= d && dep[static_cast<size_t>(in - d)]) depends = true;
      });
      dep[static_cast<size_t>(i - d)] = depends;
      const NodeOp op = graph_.node(i).op;
      if (!depends && i > r_.dispatch_wait && !dropped_[static_cast<size_t>(i)] &&
          op != NodeOp::kPlaceholder && op != NodeOp::kOutput) {
        moved.push_back(i);
      }
    }
    const double base = static_cast<double>(r_.dispatch_wait) - 0.5;
    const double step = 0.4 / static_cast<double>(moved.size() + 1);
    for (size_t m = 0; m < moved.size(); ++m) {
      key_[static_cast<size_t>(moved[m])] = base + static_cast<double>(m + 1) * step;
    }
  }

  Graph& graph_;
  NodeMaker& make_;
  const EpRegion& r_;
  int64_t k_;
  int64_t cols_;
  std::vector<bool>& dropped_;
  std::vector<double>& key_;
  absl::flat_hash_map<NodeId, NodeId>& replaced_;
  std::string comment_;
  CollectiveInfo info_;
  double step_ = 0;
  std::vector<absl::flat_hash_map<NodeId, NodeId>> chunk_of_;
  absl::flat_hash_map<NodeId, std::vector<NodeId>>& factories_;
};

}  // namespace

absl::Status ChunkEpRegions(Graph& graph, const std::vector<EpRegion>& regions, int64_t k) {
  const size_t original_size = graph.size();
  std::vector<bool> dropped(original_size, false);
  std::vector<double> key(original_size);
  for (size_t i = 0; i < original_size; ++i) key[i] = static_cast<double>(i);
  absl::flat_hash_map<NodeId, NodeId> replaced;
  absl::flat_hash_map<NodeId, std::vector<NodeId>> factories;  // factory → its chunks
  NodeMaker make(graph, "ep-chunk-overlap");
  for (const EpRegion& r : regions) {
    if (!r.reason.empty() || r.hidden % k != 0) {
      return absl::InternalError(
          fmt::format("ep-chunk-overlap: region of '{}' cannot be split into {} chunks",
                      graph.node(r.combine).name, k));
    }
    RegionRewriter rewriter(graph, make, r, k, dropped, key, replaced, factories);
    if (auto s = rewriter.Run(); !s.ok()) return s;
  }
  // A factory read only by rewritten nodes goes.
  for (const auto& [buf, chunks] : factories) {
    const UserList& users = graph.node(buf).users;
    if (std::all_of(users.begin(), users.end(),
                    [&](NodeId u) { return dropped[static_cast<size_t>(u)]; })) {
      dropped[static_cast<size_t>(buf)] = true;
    }
  }
  key.resize(graph.size());
  UnlinkRewritten(graph, replaced, dropped);
  return PlaceRewritten(graph, key, dropped);
}

}  // namespace collopt
