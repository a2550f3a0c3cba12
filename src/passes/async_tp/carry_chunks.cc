// collopt/passes/async_tp/carry_chunks.cc — CarryChunks (passes/async_tp.h):
// the chunks of split pairs carried through the row-wise ops between them.
//
// A chunked value is a tensor X whose logical (row-major) elements, viewed
// as shape V, are cat(p_0, ..., p_{k-1}) along dim d of V, each piece p_i of
// shape V with V[d] = c, held by a node. Views and reshapes keep that (they
// reinterpret the same row-major order), so one V serves a value through
// its views. The analysis runs forward in program order:
//  - a cat of k ≥ 2 equal pieces starts one (V = its shape);
//  - view/reshape/_unsafe_view passes it on;
//  - a pointwise op of chunked operands is chunked, each piece computed from
//    the operands' pieces; a full operand that varies along d is sliced
//    (a view), one that broadcasts along it is read whole;
//  - a reduction over trailing dims other than d (mean, sum, amax, amin)
//    is chunked piece by piece.
// The sinks are the ops that cut a chunked value back into its pieces:
// getitem j of split(X, c, d) and slice(X, d, j·c, (j+1)·c) (and a clone of
// such a slice) read piece j itself. Only the ops on a path from a cat to a
// sink are rewritten (demand is propagated backwards from the sinks); each
// is computed piece by piece, and where its whole value is still read (the
// graph's output, an op that is not row-wise) a cat of its pieces replaces
// it. An op no longer read is dropped, so is a cat whose every reader now
// takes its pieces.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "analysis/shape_rule.h"
#include "fmt/format.h"
#include "passes/async_tp.h"
#include "passes/async_tp/chunk_rewrite.h"

namespace collopt {
namespace {

using async_tp::ChunkRewrite;
using async_tp::IsViewTarget;
using async_tp::ShapeOf;

// The pointwise ops carried: every tensor argument is an operand
// (broadcast), every other argument is copied as is.
const absl::flat_hash_set<std::string>& PointwiseTargets() {
  static const auto* targets = new absl::flat_hash_set<std::string>{
      "aten.add.Tensor",        "aten.sub.Tensor",
      "aten.mul.Tensor",        "aten.div.Tensor",
      "aten.add.Scalar",        "aten.sub.Scalar",
      "aten.mul.Scalar",        "aten.div.Scalar",
      "aten.pow.Tensor_Scalar", "aten.rsqrt.default",
      "aten.sqrt.default",      "aten.reciprocal.default",
      "aten.neg.default",       "aten.abs.default",
      "aten.exp.default",       "aten.log.default",
      "aten.sigmoid.default",   "aten.silu.default",
      "aten.tanh.default",      "aten.relu.default",
      "aten.gelu.default",      "aten.maximum.default",
      "aten.minimum.default",   "aten.clone.default",
      "aten._to_copy.default",  "prims.convert_element_type.default",
  };
  return *targets;
}

bool IsReductionTarget(const std::string& t) {
  return t == "aten.mean.dim" || t == "aten.sum.dim_IntList" || t == "aten.amax.default" ||
         t == "aten.amin.default";
}

// The chunked layout of a value (see the file comment).
struct Layout {
  std::vector<int64_t> v;
  int64_t d = 0;
  int64_t c = 0;
  int64_t k = 0;
  bool operator==(const Layout&) const = default;
};

// How a chunked node computes its pieces.
enum class Rule : uint8_t { kNone, kSource, kView, kPointwise, kReduction };

// How a pointwise op reads a full (not chunked) operand.
enum class FullRead : uint8_t { kWhole, kSliceDim, kSliceOfV };

struct Info {
  Rule rule = Rule::kNone;
  Layout layout;
  // kPointwise: per argument (args then kwargs are never nodes), how it is
  // read: chunked (pieces), or a full operand read whole or sliced.
  std::vector<int8_t> chunked_arg;  // 1: read by pieces
  std::vector<FullRead> full_read;
  std::vector<int64_t> slice_dim;  // kSliceDim: the operand's dim to slice
  // kReduction: the reduced dims in V's numbering.
  std::vector<int64_t> v_dims;
};

bool KwargsHaveNoNodes(const Node& n) {
  return std::none_of(n.kwargs.begin(), n.kwargs.end(), [](const Argument& a) {
    bool node = false;
    ForEachNodeRef(a, [&](NodeId) { node = true; });
    return node;
  });
}

// Trailing dims on which `s` and `v` agree.
int64_t CommonTrailing(const std::vector<int64_t>& s, const std::vector<int64_t>& v) {
  int64_t t = 0;
  while (t < static_cast<int64_t>(std::min(s.size(), v.size())) &&
         s[s.size() - 1 - static_cast<size_t>(t)] == v[v.size() - 1 - static_cast<size_t>(t)]) {
    ++t;
  }
  return t;
}

// Places the chunks as a software pipeline. Every node that belongs to
// one chunk is tagged with it: the pieces (the seeds), then a node whose
// tagged inputs are all of chunk i, and one whose users all are (the chunk
// collectives, waits, matmuls and copies of the split pairs). A node of
// chunk i at position p, whose nearest join downstream (a node reading
// several chunks, such as the cat of the q/k/v products before attention)
// is at J (the graph's end when none), moves to p + (J − p)·i/k: chunk 0
// stays where the program had it, each later chunk lags by a further 1/k of
// the way to the join (a wavefront, as in software pipelining). So chunk
// i+1's work comes after chunk i's collective is issued, in its shadow, and
// the chunk collectives of consecutive pairs interleave in each group's
// order (chunk 0 of the next all_gather before chunk 1 of the reduce_scatter
// ahead of it) instead of one pair's k chunks running back to back, which
// a group's FIFO stream would serialize. A priority topological sort on
// these keys keeps every dependency.
absl::Status OrderAsPipeline(Graph& graph,
                             const std::vector<std::pair<std::string, int64_t>>& seeds) {
  const size_t n = graph.size();
  std::vector<int64_t> tag(n, -1);
  for (const auto& [name, i] : seeds) {
    NodeId id = graph.FindNode(name);
    if (id != kNoNode) tag[static_cast<size_t>(id)] = i;
  }
  std::vector<char> seed(n, 0);
  for (size_t i = 0; i < n; ++i) seed[i] = tag[i] >= 0;
  auto forward = [&] {
    for (const Node& node : graph.nodes()) {
      const auto i = static_cast<size_t>(node.id);
      if (seed[i] != 0 || node.op != NodeOp::kCallFunction) continue;
      int64_t t = -1;
      bool conflict = false;
      ForEachInput(node, [&](NodeId in) {
        const int64_t ti = tag[static_cast<size_t>(in)];
        if (ti < 0) return;
        if (t >= 0 && ti != t) conflict = true;
        t = ti;
      });
      if (t >= 0 && !conflict) tag[i] = t;
    }
  };
  auto backward = [&] {
    for (size_t i = n; i-- > 0;) {
      const Node& node = graph.nodes()[i];
      if (seed[i] != 0 || tag[i] >= 0 || node.op != NodeOp::kCallFunction || node.users.empty()) {
        continue;
      }
      int64_t t = -1;
      bool ok = true;
      for (NodeId u : node.users) {
        const int64_t tu = tag[static_cast<size_t>(u)];
        if (tu < 0 || (t >= 0 && tu != t)) ok = false;
        t = tu;
      }
      if (ok) tag[i] = t;
    }
  };
  forward();
  backward();
  forward();
  // The nearest join downstream of each chunk node: a node reading several
  // chunks whose value is computed with (not only returned).
  const double end = static_cast<double>(n);
  std::vector<double> join(n, end);
  for (size_t i = n; i-- > 0;) {
    if (tag[i] < 0) continue;
    for (NodeId u : graph.nodes()[i].users) {
      const auto ui = static_cast<size_t>(u);
      const Node& user = graph.node(u);
      if (tag[ui] == tag[i]) {
        join[i] = std::min(join[i], join[ui]);
      } else if (std::any_of(user.users.begin(), user.users.end(),
                             [&](NodeId w) { return graph.node(w).op == NodeOp::kCallFunction; })) {
        join[i] = std::min(join[i], static_cast<double>(u));
      }
    }
  }
  int64_t k = 0;
  for (int64_t t : tag) k = std::max(k, t + 1);
  std::vector<double> key(n);
  for (size_t i = 0; i < n; ++i) {
    const auto at = static_cast<double>(i);
    key[i] = at;
    if (tag[i] > 0) {
      key[i] += (join[i] - at) * static_cast<double>(tag[i]) / static_cast<double>(k);
    }
  }
  return PlaceRewritten(graph, key, std::vector<bool>(n, false));
}

class Carrier {
 public:
  explicit Carrier(Graph& graph) : graph_(graph), info_(graph.size()) {}

  absl::StatusOr<CarryStats> Run();

 private:
  void Analyze(const Node& n);
  bool AnalyzeSource(const Node& n, Info& info);
  bool AnalyzePointwise(const Node& n, Info& info);
  // AnalyzePointwise's two cases, once the chunked operands are marked in
  // `info` and `first` is the first one's layout; `out` is the output's shape.
  bool PointwiseOwnV(const Node& n, Info& info, const std::vector<int64_t>& out,
                     const Layout& first);
  bool PointwiseSameLayout(const Node& n, Info& info, const std::vector<int64_t>& out,
                           const Layout& first);
  bool AnalyzeReduction(const Node& n, Info& info);
  // The piece index `n` (a getitem, slice or clone) reads from a chunked
  // value, with that value in `*from`; -1 when it is not a sink.
  int64_t SinkPiece(const Node& n, NodeId* from) const;
  bool Chunked(NodeId id) const { return info_[static_cast<size_t>(id)].rule != Rule::kNone; }
  const Layout& LayoutOf(NodeId id) const { return info_[static_cast<size_t>(id)].layout; }
  absl::Status MakePieces(const Node& original, ChunkRewrite& rw);
  absl::StatusOr<NodeId> FullSlice(NodeId b, const Info& info, const Node& n, size_t arg, int64_t i,
                                   ChunkRewrite& rw);
  // Run's stages, in order. The sinks, and demand backwards from them: a
  // chunked op is rewritten when one of its readers takes its pieces.
  void MarkDemand();
  // A split whose every item is a sink is read no more.
  void MarkDeadSplits();
  // Whole values still read: by a reader that takes no pieces of it.
  void MarkWholeReads();
  // Pieces for every demanded op, a cat where the whole is still read, sinks
  // replaced by their pieces; then the pipeline order.
  absl::Status Rewrite(CarryStats& stats);

  Graph& graph_;
  std::vector<Info> info_;
  std::vector<NodeId> sink_from_;    // per node: the chunked value a sink reads
  std::vector<int64_t> sink_piece_;  // per node: the piece a sink reads, -1 if none
  std::vector<char> demanded_;       // per node: its pieces are read
  std::vector<char> dead_split_;     // per node: a split read only by sinks
  std::vector<char> whole_read_;     // per node: its whole value is read
  std::vector<std::vector<NodeId>> pieces_;
  absl::flat_hash_map<NodeId, NodeId> reshaped_;  // full operand → viewed as V
};

bool Carrier::AnalyzeSource(const Node& n, Info& info) {
  if (n.target != "aten.cat.default" || n.args.empty() || n.args.size() > 2 ||
      !n.args[0].is_sequence() || n.args[0].items.size() < 2 || !n.kwargs.empty()) {
    return false;
  }
  const std::vector<int64_t> out = ShapeOf(graph_, n.id);
  if (out.empty()) return false;
  const auto rank = static_cast<int64_t>(out.size());
  int64_t dim = 0;
  if (n.args.size() == 2) {
    if (n.args[1].kind != Argument::Kind::kInt) return false;
    auto wrapped = WrapDim(n.args[1].i, rank);
    if (!wrapped.ok()) return false;
    dim = *wrapped;
  }
  const auto k = static_cast<int64_t>(n.args[0].items.size());
  std::vector<int64_t> piece = out;
  if (out[static_cast<size_t>(dim)] % k != 0) return false;
  piece[static_cast<size_t>(dim)] = out[static_cast<size_t>(dim)] / k;
  for (const Argument& item : n.args[0].items) {
    if (item.kind != Argument::Kind::kNode || ShapeOf(graph_, item.node) != piece) return false;
  }
  info.rule = Rule::kSource;
  info.layout = Layout{out, dim, piece[static_cast<size_t>(dim)], k};
  return true;
}

bool Carrier::AnalyzePointwise(const Node& n, Info& info) {
  if (!PointwiseTargets().contains(n.target.str()) || !KwargsHaveNoNodes(n)) return false;
  if (const Argument* mf = n.Kwarg("memory_format");
      mf != nullptr && mf->kind != Argument::Kind::kNone && mf->s != "contiguous_format" &&
      mf->s != "preserve_format") {
    return false;
  }
  const std::vector<int64_t> out = ShapeOf(graph_, n.id);
  if (out.empty()) return false;
  info.chunked_arg.assign(n.args.size(), 0);
  info.full_read.assign(n.args.size(), FullRead::kWhole);
  info.slice_dim.assign(n.args.size(), 0);
  // The chunked operands: all read as V (case A: each is its own V, the
  // output's shape is V) or all of the output's shape with one layout
  // (case B: V is theirs).
  const Layout* first = nullptr;
  bool all_own_v = true;
  bool all_same = true;
  for (size_t a = 0; a < n.args.size(); ++a) {
    const Argument& arg = n.args[a];
    if (arg.kind == Argument::Kind::kList || arg.kind == Argument::Kind::kTuple) {
      bool node = false;
      ForEachNodeRef(arg, [&](NodeId) { node = true; });
      if (node) return false;
    }
    if (arg.kind != Argument::Kind::kNode) continue;
    if (async_tp::ConcreteTensor(graph_, arg.node) == nullptr) return false;
    if (!Chunked(arg.node)) continue;
    info.chunked_arg[a] = 1;
    const Layout& l = LayoutOf(arg.node);
    const std::vector<int64_t> s = ShapeOf(graph_, arg.node);
    if (s != l.v) all_own_v = false;
    if (first == nullptr) {
      first = &l;
    } else if (!(l == *first)) {
      all_same = false;
    }
  }
  if (first == nullptr) return false;
  if (!(all_own_v ? PointwiseOwnV(n, info, out, *first)
                  : all_same && PointwiseSameLayout(n, info, out, *first))) {
    return false;
  }
  info.rule = Rule::kPointwise;
  return true;
}

// Case A: every chunked operand is its own V (the output's shape is V): the
// output's dim d_out is each operand's d aligned right.
bool Carrier::PointwiseOwnV(const Node& n, Info& info, const std::vector<int64_t>& out,
                            const Layout& first) {
  const auto rank = static_cast<int64_t>(out.size());
  int64_t d_out = -1;
  for (size_t a = 0; a < n.args.size(); ++a) {
    if (info.chunked_arg[a] == 0) continue;
    const Layout& l = LayoutOf(n.args[a].node);
    const int64_t d = l.d + rank - static_cast<int64_t>(l.v.size());
    if (d < 0 || (d_out >= 0 && d != d_out) || l.c != first.c || l.k != first.k) return false;
    d_out = d;
  }
  if (out[static_cast<size_t>(d_out)] != first.c * first.k) return false;
  for (size_t a = 0; a < n.args.size(); ++a) {
    if (n.args[a].kind != Argument::Kind::kNode || info.chunked_arg[a] != 0) continue;
    const std::vector<int64_t> s = ShapeOf(graph_, n.args[a].node);
    const int64_t j = d_out - (rank - static_cast<int64_t>(s.size()));
    if (j >= 0 && s[static_cast<size_t>(j)] != 1) {
      if (s[static_cast<size_t>(j)] != out[static_cast<size_t>(d_out)]) return false;
      info.full_read[a] = FullRead::kSliceDim;
      info.slice_dim[a] = j;
    }
  }
  info.layout = Layout{out, d_out, first.c, first.k};
  return true;
}

// Case B: every chunked operand has the output's shape and one layout.
bool Carrier::PointwiseSameLayout(const Node& n, Info& info, const std::vector<int64_t>& out,
                                  const Layout& first) {
  const Layout& l = first;
  const auto v_rank = static_cast<int64_t>(l.v.size());
  const int64_t t = CommonTrailing(out, l.v);
  for (size_t a = 0; a < n.args.size(); ++a) {
    if (n.args[a].kind != Argument::Kind::kNode) continue;
    const std::vector<int64_t> s = ShapeOf(graph_, n.args[a].node);
    if (info.chunked_arg[a] != 0) {
      if (s != out) return false;
      continue;
    }
    if (s == out) {
      info.full_read[a] = FullRead::kSliceOfV;
      continue;
    }
    // Broadcast only across the trailing dims S and V share, d not among
    // them: the operand reads the same elements of every piece.
    size_t lead = 0;
    while (lead < s.size() && s[lead] == 1) ++lead;
    const auto b_rank = static_cast<int64_t>(s.size() - lead);
    if (static_cast<int64_t>(s.size()) > v_rank || b_rank > t || l.d >= v_rank - b_rank) {
      return false;
    }
  }
  info.layout = l;
  return true;
}

bool Carrier::AnalyzeReduction(const Node& n, Info& info) {
  if (!IsReductionTarget(n.target) || n.args.empty() || n.args[0].kind != Argument::Kind::kNode ||
      !Chunked(n.args[0].node) || !KwargsHaveNoNodes(n) || n.args.size() < 2 ||
      n.args[1].kind != Argument::Kind::kList || n.args[1].items.empty()) {
    return false;
  }
  for (size_t a = 2; a < n.args.size(); ++a) {
    if (n.args[a].kind == Argument::Kind::kNode) return false;
  }
  bool keepdim = false;
  if (n.args.size() > 2 && n.args[2].kind == Argument::Kind::kBool) keepdim = n.args[2].i != 0;
  if (const Argument* kd = n.Kwarg("keepdim"); kd != nullptr && kd->kind == Argument::Kind::kBool) {
    keepdim = kd->i != 0;
  }
  const Layout& l = LayoutOf(n.args[0].node);
  const std::vector<int64_t> s = ShapeOf(graph_, n.args[0].node);
  const auto rank = static_cast<int64_t>(s.size());
  const auto v_rank = static_cast<int64_t>(l.v.size());
  const int64_t t = CommonTrailing(s, l.v);
  std::vector<int64_t> v_dims;
  for (const Argument& item : n.args[1].items) {
    if (item.kind != Argument::Kind::kInt) return false;
    auto wrapped = WrapDim(item.i, rank);
    if (!wrapped.ok()) return false;
    const int64_t dim = *wrapped;
    if (rank - dim > t) return false;  // not a shared trailing dim
    const int64_t vd = v_rank - (rank - dim);
    if (vd == l.d || std::find(v_dims.begin(), v_dims.end(), vd) != v_dims.end()) return false;
    v_dims.push_back(vd);
  }
  std::sort(v_dims.begin(), v_dims.end());
  if (v_dims.empty() || v_dims[0] <= l.d) return false;
  std::vector<int64_t> v;
  for (int64_t i = 0; i < v_rank; ++i) {
    const bool reduced = std::binary_search(v_dims.begin(), v_dims.end(), i);
    if (!reduced) {
      v.push_back(l.v[static_cast<size_t>(i)]);
    } else if (keepdim) {
      v.push_back(1);
    }
  }
  info.rule = Rule::kReduction;
  info.layout = Layout{std::move(v), l.d, l.c, l.k};
  info.v_dims = std::move(v_dims);
  return true;
}

void Carrier::Analyze(const Node& n) {
  Info& info = info_[static_cast<size_t>(n.id)];
  if (n.op != NodeOp::kCallFunction || !n.value.is_tensor() || ShapeOf(graph_, n.id).empty()) {
    return;
  }
  if (AnalyzeSource(n, info)) return;
  if (IsViewTarget(n.target) && !n.args.empty() && n.args[0].kind == Argument::Kind::kNode &&
      Chunked(n.args[0].node)) {
    info.rule = Rule::kView;
    info.layout = LayoutOf(n.args[0].node);
    return;
  }
  if (AnalyzeReduction(n, info)) return;
  info = Info{};
  if (!AnalyzePointwise(n, info)) info = Info{};
}

int64_t Carrier::SinkPiece(const Node& n, NodeId* from) const {
  auto whole = [&](NodeId id) { return Chunked(id) && ShapeOf(graph_, id) == LayoutOf(id).v; };
  if (n.target == "operator.getitem" && n.args.size() == 2 &&
      n.args[0].kind == Argument::Kind::kNode && n.args[1].kind == Argument::Kind::kInt) {
    const Node& split = graph_.node(n.args[0].node);
    if (split.target != "aten.split.Tensor" || split.args.size() < 2 || !split.kwargs.empty() ||
        split.args[0].kind != Argument::Kind::kNode || split.args[1].kind != Argument::Kind::kInt ||
        !whole(split.args[0].node)) {
      return -1;
    }
    const Layout& l = LayoutOf(split.args[0].node);
    if (split.args.size() > 2 && split.args[2].kind != Argument::Kind::kInt) return -1;
    auto dim =
        WrapDim(split.args.size() > 2 ? split.args[2].i : 0, static_cast<int64_t>(l.v.size()));
    if (!dim.ok() || *dim != l.d || split.args[1].i != l.c || n.args[1].i < 0 || n.args[1].i >= l.k)
      return -1;
    *from = split.args[0].node;
    return n.args[1].i;
  }
  if (n.target == "aten.slice.Tensor" && n.args.size() >= 4 && n.kwargs.empty() &&
      n.args[0].kind == Argument::Kind::kNode && whole(n.args[0].node) &&
      n.args[1].kind == Argument::Kind::kInt && n.args[2].kind == Argument::Kind::kInt &&
      n.args[3].kind == Argument::Kind::kInt &&
      (n.args.size() == 4 || (n.args[4].kind == Argument::Kind::kInt && n.args[4].i == 1))) {
    const Layout& l = LayoutOf(n.args[0].node);
    auto dim = WrapDim(n.args[1].i, static_cast<int64_t>(l.v.size()));
    const int64_t start = n.args[2].i;
    if (!dim.ok() || *dim != l.d || start % l.c != 0 || n.args[3].i != start + l.c || start < 0 ||
        start / l.c >= l.k) {
      return -1;
    }
    *from = n.args[0].node;
    return start / l.c;
  }
  if (n.target == "aten.clone.default" && n.args.size() == 1 && n.kwargs.empty() &&
      n.args[0].kind == Argument::Kind::kNode) {
    const Node& slice = graph_.node(n.args[0].node);
    if (slice.target != "aten.slice.Tensor") return -1;
    return SinkPiece(slice, from);
  }
  return -1;
}

absl::StatusOr<NodeId> Carrier::FullSlice(NodeId b, const Info& info, const Node& n, size_t arg,
                                          int64_t i, ChunkRewrite& rw) {
  const Layout& l = info.layout;
  NodeId source = b;
  int64_t dim = info.slice_dim[arg];
  if (info.full_read[arg] == FullRead::kSliceOfV) {
    auto it = reshaped_.find(b);
    if (it == reshaped_.end()) {
      auto v = rw.Add(static_cast<double>(n.id), fmt::format("arg{}_v", arg),
                      "aten.reshape.default", {Argument::Node(b), Argument::IntList(l.v)});
      if (!v.ok()) return v.status();
      it = reshaped_.emplace(b, *v).first;
    }
    source = it->second;
    dim = l.d;
  }
  return rw.Add(static_cast<double>(n.id), fmt::format("arg{}_{}", arg, i), "aten.slice.Tensor",
                {Argument::Node(source), Argument::Int(dim), Argument::Int(i * l.c),
                 Argument::Int((i + 1) * l.c)});
}

absl::Status Carrier::MakePieces(const Node& original, ChunkRewrite& rw) {
  // A copy: adding nodes moves the graph's.
  const Node n = original;  // NOLINT(performance-unnecessary-copy-initialization)
  const Info& info = info_[static_cast<size_t>(n.id)];
  std::vector<NodeId>& out = pieces_[static_cast<size_t>(n.id)];
  if (info.rule == Rule::kSource) {
    for (const Argument& item : n.args[0].items) out.push_back(item.node);
    return absl::OkStatus();
  }
  if (info.rule == Rule::kView) {
    out = pieces_[static_cast<size_t>(n.args[0].node)];
    return absl::OkStatus();
  }
  rw.BeginPair(n.name + "_", SourceComment(n));
  for (int64_t i = 0; i < info.layout.k; ++i) {
    std::vector<Argument> args = n.args;
    if (info.rule == Rule::kReduction) {
      args[0] =
          Argument::Node(pieces_[static_cast<size_t>(n.args[0].node)][static_cast<size_t>(i)]);
      args[1] = Argument::IntList(info.v_dims);
    } else {
      for (size_t a = 0; a < args.size(); ++a) {
        if (args[a].kind != Argument::Kind::kNode) continue;
        if (info.chunked_arg[a] != 0) {
          args[a] =
              Argument::Node(pieces_[static_cast<size_t>(args[a].node)][static_cast<size_t>(i)]);
        } else if (info.full_read[a] != FullRead::kWhole) {
          auto s = FullSlice(args[a].node, info, n, a, i, rw);
          if (!s.ok()) return s.status();
          args[a] = Argument::Node(*s);
        }
      }
    }
    auto piece = rw.Add(static_cast<double>(n.id), fmt::format("chunk_{}", i), n.target,
                        std::move(args), n.kwarg_names.ToVector(), n.kwargs.ToVector());
    if (!piece.ok()) return piece.status();
    out.push_back(*piece);
  }
  return absl::OkStatus();
}

void Carrier::MarkDemand() {
  const size_t size = graph_.size();
  sink_from_.assign(size, kNoNode);
  sink_piece_.assign(size, -1);
  demanded_.assign(size, 0);
  for (size_t i = size; i-- > 0;) {
    const Node& n = graph_.nodes()[i];
    NodeId from = kNoNode;
    const int64_t j = SinkPiece(n, &from);
    if (j >= 0) {
      sink_from_[i] = from;
      sink_piece_[i] = j;
      demanded_[static_cast<size_t>(from)] = 1;
    }
    if (demanded_[i] == 0) continue;
    const Info& info = info_[i];
    if (info.rule == Rule::kView || info.rule == Rule::kReduction) {
      demanded_[static_cast<size_t>(n.args[0].node)] = 1;
    } else if (info.rule == Rule::kPointwise) {
      for (size_t a = 0; a < n.args.size(); ++a) {
        if (info.chunked_arg[a] != 0) demanded_[static_cast<size_t>(n.args[a].node)] = 1;
      }
    }
  }
}

void Carrier::MarkDeadSplits() {
  dead_split_.assign(graph_.size(), 0);
  for (size_t i = 0; i < graph_.size(); ++i) {
    const Node& n = graph_.nodes()[i];
    if (n.target != "aten.split.Tensor" || n.users.empty()) continue;
    dead_split_[i] = std::all_of(n.users.begin(), n.users.end(), [&](NodeId u) {
      return sink_piece_[static_cast<size_t>(u)] >= 0;
    });
  }
}

void Carrier::MarkWholeReads() {
  whole_read_.assign(graph_.size(), 0);
  for (size_t i = graph_.size(); i-- > 0;) {
    const Node& n = graph_.nodes()[i];
    if (demanded_[i] == 0) continue;
    for (NodeId u : n.users) {
      const auto ui = static_cast<size_t>(u);
      const Node& user = graph_.node(u);
      bool takes_pieces = false;
      if (sink_from_[ui] == n.id) {
        takes_pieces = true;
      } else if (dead_split_[ui] != 0 && sink_from_[static_cast<size_t>(user.users[0])] == n.id) {
        takes_pieces = true;
      } else if (demanded_[ui] != 0 && info_[ui].rule != Rule::kSource) {
        takes_pieces = info_[ui].rule != Rule::kView || whole_read_[ui] == 0;
        if (info_[ui].rule == Rule::kPointwise) {
          takes_pieces = false;
          for (size_t a = 0; a < user.args.size(); ++a) {
            if (info_[ui].chunked_arg[a] != 0 && user.args[a].node == n.id) takes_pieces = true;
          }
        }
      }
      if (!takes_pieces) whole_read_[i] = 1;
    }
  }
}

absl::Status Carrier::Rewrite(CarryStats& stats) {
  const size_t size = graph_.size();
  ChunkRewrite rw(graph_, "async-tp");
  size_t extra = 0;  // per op: its pieces, slices of full operands, a cat
  for (size_t i = 0; i < size; ++i) {
    if (demanded_[i] != 0) {
      extra += static_cast<size_t>(info_[i].layout.k) * (1 + graph_.nodes()[i].args.size()) + 4;
    }
  }
  rw.Reserve(extra);
  pieces_.assign(size, {});
  for (size_t i = 0; i < size; ++i) {
    if (demanded_[i] == 0) continue;
    if (auto s = MakePieces(graph_.nodes()[i], rw); !s.ok()) return s;
    const Info& info = info_[i];
    if (info.rule == Rule::kPointwise || info.rule == Rule::kReduction) ++stats.ops;
    if (whole_read_[i] != 0) {
      if (info.rule == Rule::kSource || info.rule == Rule::kView) continue;  // kept as it is
      rw.BeginPair(graph_.nodes()[i].name + "_", SourceComment(graph_.nodes()[i]));
      auto cat = rw.Add(static_cast<double>(i), "whole", "aten.cat.default",
                        {Argument::NodeList(pieces_[i]), Argument::Int(info.layout.d)});
      if (!cat.ok()) return cat.status();
      NodeId whole = *cat;
      const std::vector<int64_t> shape = ShapeOf(graph_, static_cast<NodeId>(i));
      if (shape != info.layout.v) {
        auto v = rw.Add(static_cast<double>(i), "whole_view", "aten.view.default",
                        {Argument::Node(whole), Argument::IntList(shape)});
        if (!v.ok()) return v.status();
        whole = *v;
      }
      rw.Replace(static_cast<NodeId>(i), whole);
      ++stats.reassembled;
    }
    rw.Drop(static_cast<NodeId>(i));
  }
  for (size_t i = 0; i < size; ++i) {
    if (sink_piece_[i] >= 0) {
      rw.Replace(static_cast<NodeId>(i),
                 pieces_[static_cast<size_t>(sink_from_[i])][static_cast<size_t>(sink_piece_[i])]);
      rw.Drop(static_cast<NodeId>(i));
    }
    if (dead_split_[i] != 0) rw.Drop(static_cast<NodeId>(i));
  }
  std::vector<std::pair<std::string, int64_t>> seeds;
  for (size_t i = 0; i < size; ++i) {
    for (size_t j = 0; j < pieces_[i].size(); ++j) {
      seeds.emplace_back(graph_.node(pieces_[i][j]).name, static_cast<int64_t>(j));
    }
  }
  if (auto s = rw.Finish(); !s.ok()) return s;
  return OrderAsPipeline(graph_, seeds);
}

absl::StatusOr<CarryStats> Carrier::Run() {
  for (const Node& n : graph_.nodes()) Analyze(n);
  MarkDemand();
  MarkDeadSplits();
  MarkWholeReads();
  CarryStats stats;
  for (int64_t piece : sink_piece_) {
    if (piece >= 0) ++stats.sinks;
  }
  if (stats.sinks == 0) return stats;
  if (auto s = Rewrite(stats); !s.ok()) return s;
  return stats;
}

}  // namespace

absl::StatusOr<CarryStats> CarryChunks(Graph& graph) { return Carrier(graph).Run(); }

}  // namespace collopt
