// collopt/passes/async_tp/all_gather_matmul.cc — the all_gather → mm half of
// async-tp: SplitAllGatherMatmuls (passes/async_tp.h has the patterns).
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "fmt/format.h"
#include "passes/async_tp.h"
#include "passes/async_tp/chunk_rewrite.h"

namespace collopt {
namespace {

using async_tp::ChunkRewrite;
using async_tp::ChunksCanPay;
using async_tp::ConcreteTensor;
using async_tp::IsChunkOfSplitFeeding;
using async_tp::IsInt;
using async_tp::IsViewTarget;
using async_tp::kAllGather;
using async_tp::kMm;
using async_tp::kWait;
using async_tp::ShapeOf;
using async_tp::SkipLog;
using async_tp::SplitItems;

// One all_gather → mm pair.
struct Pair {
  NodeId ag = kNoNode;
  NodeId wait = kNoNode;
  std::vector<NodeId> chain;  // sequence pattern: split, getitems, cat, view
  std::vector<NodeId> mms;    // program order
  bool sequence = false;
  int64_t g = 0;
  int64_t b = 1;  // batch (sequence pattern)
  int64_t s = 0;  // rows per rank along the chunked dim
  int64_t k_dim = 0;
  NodeId x = kNoNode;
};

// Every user of `id` is mm(id, B) with B another node; false when none.
bool AllMmUsers(const Graph& graph, NodeId id, std::vector<NodeId>* mms) {
  const Node& n = graph.node(id);
  if (n.users.empty()) return false;
  for (NodeId u : n.users) {
    const Node& m = graph.node(u);
    if (m.target != kMm || m.args.size() != 2 || !m.kwargs.empty() || !m.args[0].is_node(id) ||
        m.args[1].kind != Argument::Kind::kNode || m.args[1].node == id) {
      return false;
    }
    if (ConcreteTensor(graph, m.args[1].node) == nullptr || ConcreteTensor(graph, u) == nullptr) {
      return false;
    }
    mms->push_back(u);
  }
  return true;
}

// The sequence chain from `wait`: split(w, b) → getitem 0..G-1 → cat(dim 1)
// → view/reshape to 2-D. Returns the 2-D node or kNoNode.
NodeId SequenceChain(const Graph& graph, const Pair& p, std::vector<NodeId>* chain) {
  const Node& w = graph.node(p.wait);
  if (w.users.size() != 1) return kNoNode;
  const Node& split = graph.node(w.users[0]);
  if (split.target != "aten.split.Tensor" || split.args.size() < 2 || !IsInt(split.args[1], p.b) ||
      (split.args.size() > 2 && !IsInt(split.args[2], 0)) || !split.kwargs.empty()) {
    return kNoNode;
  }
  NodeId cat = kNoNode;
  std::vector<NodeId> items = SplitItems(graph, split.id, p.g, &cat);
  if (items.empty()) return kNoNode;
  chain->push_back(split.id);
  chain->insert(chain->end(), items.begin(), items.end());
  const Node& c = graph.node(cat);
  if (c.target != "aten.cat.default" || c.args.size() != 2 || !IsInt(c.args[1], 1) ||
      !c.args[0].is_sequence() || c.args[0].items.size() != items.size() || c.users.size() != 1) {
    return kNoNode;
  }
  for (size_t i = 0; i < items.size(); ++i) {
    if (!c.args[0].items[i].is_node(items[i])) return kNoNode;
  }
  chain->push_back(cat);
  const Node& v = graph.node(c.users[0]);
  if (v.target != "aten.view.default" && v.target != "aten.reshape.default") return kNoNode;
  if (ShapeOf(graph, v.id) != std::vector<int64_t>{p.b * p.g * p.s, p.k_dim}) return kNoNode;
  chain->push_back(v.id);
  return v.id;
}

// What `p`'s k chunks repeat and add (SplitPair's nodes, counted).
async_tp::ChunkCost CostOfChunks(const Pair& p, int64_t k) {
  async_tp::ChunkCost cost;
  cost.work = p.mms;
  cost.work.insert(cost.work.end(), p.chain.begin(), p.chain.end());
  const auto mms = static_cast<int64_t>(p.mms.size());
  // split; per chunk getitem, all_gather, wait (and split, G getitems, cat,
  // view), mms; per mm k views, cat, view.
  const int64_t made = 1 + k * (3 + (p.sequence ? p.g + 3 : 0) + mms) + mms * (k + 2);
  cost.added_nodes = made - (2 + static_cast<int64_t>(p.chain.size()) + mms);
  return cost;
}

// Finds the pairs; reasons for the all_gathers that start one but do not match.
std::vector<Pair> FindPairs(const Graph& graph, int64_t k, const SplitOptions& options,
                            SkipLog* skipped, int64_t* chunked) {
  std::vector<Pair> pairs;
  for (const Node& node : graph.nodes()) {
    if (!node.collective.has_value() || node.collective->kind != CollectiveKind::kAllGather ||
        node.target != kAllGather || node.collective->group_size < 2 || node.args.empty() ||
        node.args[0].kind != Argument::Kind::kNode) {
      continue;
    }
    Pair p;
    p.ag = node.id;
    p.g = node.collective->group_size;
    p.x = node.args[0].node;
    p.wait = SoleWait(graph, node);
    const TensorType* x = ConcreteTensor(graph, p.x);
    const TensorType* out = ConcreteTensor(graph, node.id);
    if (p.wait == kNoNode || x == nullptr || out == nullptr || x->dtype != out->dtype) continue;
    if (IsChunkOfSplitFeeding(graph, p.x, CollectiveKind::kAllGather)) {
      ++*chunked;  // a chunk of an earlier rewrite: never split again
      continue;
    }
    NodeId mm_input = kNoNode;
    if (x->rank() == 2) {
      p.s = x->shape[0].hint;
      p.k_dim = x->shape[1].hint;
      mm_input = p.wait;
    } else if (x->rank() == 3) {
      p.sequence = true;
      p.b = x->shape[0].hint;
      p.s = x->shape[1].hint;
      p.k_dim = x->shape[2].hint;
      mm_input = SequenceChain(graph, p, &p.chain);
      if (mm_input == kNoNode) continue;
    } else {
      continue;
    }
    // Only pairs feeding an mm are candidates; anything else is reported.
    const Node& in = graph.node(mm_input);
    bool feeds_mm = std::any_of(in.users.begin(), in.users.end(),
                                [&](NodeId u) { return graph.node(u).target == kMm; });
    if (!feeds_mm) continue;
    if (!AllMmUsers(graph, mm_input, &p.mms)) {
      skipped->Add(node.name, "its gathered tensor has users other than mm");
      continue;
    }
    if (std::any_of(p.mms.begin(), p.mms.end(), [&](NodeId mm) {
          const Node& m = graph.node(mm);
          return m.users.size() == 1 && IsViewTarget(graph.node(m.users[0]).target) &&
                 async_tp::IsRankBlockLayout(graph, m.users[0], p.sequence, p.g, p.s);
        })) {
      ++*chunked;  // its products are laid out by rank block: a chunk of an earlier split
      continue;
    }
    if (p.s % k != 0 || p.s / k < options.min_chunk_rows) {
      skipped->Add(node.name,
                   fmt::format("{} rows per rank do not make {} chunks of at least {} rows", p.s, k,
                               options.min_chunk_rows));
      continue;
    }
    if (!ChunksCanPay(graph, options, node, k, [&](int64_t at) { return CostOfChunks(p, at); })) {
      skipped->Add(node.name, async_tp::kChunksDoNotPay);
      continue;
    }
    pairs.push_back(std::move(p));
  }
  return pairs;
}

// Writes one pair's chunks: the collectives where its all_gather was, the
// waits and mms interleaved where its first mm was, the reassembly of each
// product where that mm was.
// A sequence-parallel chunk's gathered rows in the sequence layout: the
// wait's [G·B, c, K] rank blocks split per rank, concatenated along the
// sequence and viewed as [B·G·c, K] rows.
absl::StatusOr<NodeId> SequenceRows(ChunkRewrite& rw, double key, const Pair& p, int64_t i,
                                    int64_t c, NodeId wait) {
  auto parts = rw.Add(key, fmt::format("ranks_{}", i), "aten.split.Tensor",
                      {Argument::Node(wait), Argument::Int(p.b)});
  if (!parts.ok()) return parts.status();
  std::vector<NodeId> items;
  for (int64_t r = 0; r < p.g; ++r) {
    auto item = rw.Add(key, fmt::format("rank_{}_{}", i, r), "operator.getitem",
                       {Argument::Node(*parts), Argument::Int(r)});
    if (!item.ok()) return item.status();
    items.push_back(*item);
  }
  auto cat = rw.Add(key, fmt::format("seq_{}", i), "aten.cat.default",
                    {Argument::NodeList(items), Argument::Int(1)});
  if (!cat.ok()) return cat.status();
  return rw.Add(key, fmt::format("rows_{}", i), "aten.view.default",
                {Argument::Node(*cat), Argument::IntList({p.b * p.g * c, p.k_dim})});
}

// mm `j`'s chunk products (`products`, one per chunk) back in gathered row
// order, replacing the mm.
absl::Status Reassemble(const Graph& graph, ChunkRewrite& rw, const Pair& p, size_t j, int64_t c,
                        const std::vector<NodeId>& products) {
  const std::vector<int64_t> out = ShapeOf(graph, p.mms[j]);
  const int64_t n = out[1];
  const double out_key = static_cast<double>(p.mms[j]);
  std::vector<NodeId> pieces;
  for (size_t i = 0; i < products.size(); ++i) {
    std::vector<int64_t> shape =
        p.sequence ? std::vector<int64_t>{p.b, p.g, c, n} : std::vector<int64_t>{p.g, c, n};
    auto v = rw.Add(out_key, fmt::format("mm_{}_{}_view", j, i), "aten.view.default",
                    {Argument::Node(products[i]), Argument::IntList(shape)});
    if (!v.ok()) return v.status();
    pieces.push_back(*v);
  }
  auto cat = rw.Add(out_key, fmt::format("mm_{}_cat", j), "aten.cat.default",
                    {Argument::NodeList(pieces), Argument::Int(p.sequence ? 2 : 1)});
  if (!cat.ok()) return cat.status();
  auto whole = rw.Add(out_key, fmt::format("mm_{}", j), "aten.view.default",
                      {Argument::Node(*cat), Argument::IntList({out[0], n})});
  if (!whole.ok()) return whole.status();
  rw.Replace(p.mms[j], *whole);
  return absl::OkStatus();
}

absl::Status SplitPair(Graph& graph, const Pair& p, int64_t k, ChunkRewrite& rw) {
  const CollectiveInfo info = *graph.node(p.ag).collective;
  rw.BeginPair(graph.node(p.ag).name + "_", SourceComment(graph.node(p.ag)));
  const int64_t c = p.s / k;
  const double head_key = static_cast<double>(p.ag);
  const double tail_key = static_cast<double>(p.mms[0]) - 0.5;
  // Head: split x along the row dim, one all_gather per chunk.
  const int64_t dim = p.sequence ? 1 : 0;
  auto split_x = rw.Add(head_key, "chunks", "aten.split.Tensor",
                        {Argument::Node(p.x), Argument::Int(c), Argument::Int(dim)});
  if (!split_x.ok()) return split_x.status();
  std::vector<NodeId> starts;
  for (int64_t i = 0; i < k; ++i) {
    auto xi = rw.Add(head_key, fmt::format("chunk_{}", i), "operator.getitem",
                     {Argument::Node(*split_x), Argument::Int(i)});
    if (!xi.ok()) return xi.status();
    auto ag = rw.Add(head_key, fmt::format("all_gather_{}", i), kAllGather,
                     {Argument::Node(*xi), Argument::Int(p.g), Argument::String(info.group_name)});
    if (!ag.ok()) return ag.status();
    graph.mutable_node(*ag).collective = info;
    starts.push_back(*ag);
  }
  // Tail: per chunk, wait (and rebuild the sequence layout), then every mm.
  std::vector<std::vector<NodeId>> products(p.mms.size());
  for (int64_t i = 0; i < k; ++i) {
    auto w = rw.Add(tail_key, fmt::format("wait_{}", i), kWait,
                    {Argument::Node(starts[static_cast<size_t>(i)])});
    if (!w.ok()) return w.status();
    NodeId rows = *w;
    if (p.sequence) {
      auto view = SequenceRows(rw, tail_key, p, i, c, *w);
      if (!view.ok()) return view.status();
      rows = *view;
    }
    for (size_t j = 0; j < p.mms.size(); ++j) {
      auto mm = rw.Add(tail_key, fmt::format("mm_{}_{}", j, i), kMm,
                       {Argument::Node(rows), graph.node(p.mms[j]).args[1]});
      if (!mm.ok()) return mm.status();
      products[j].push_back(*mm);
    }
  }
  // Per mm: chunks back in gathered row order.
  for (size_t j = 0; j < p.mms.size(); ++j) {
    if (auto s = Reassemble(graph, rw, p, j, c, products[j]); !s.ok()) return s;
  }
  rw.Drop(p.ag);
  rw.Drop(p.wait);
  for (NodeId id : p.chain) rw.Drop(id);
  for (NodeId id : p.mms) rw.Drop(id);
  return absl::OkStatus();
}

// The pairs, with the skip lines (and the count of earlier chunks) into
// `skipped`.
std::vector<Pair> MatchAll(const Graph& graph, int64_t k, const SplitOptions& options,
                           std::vector<std::string>* skipped) {
  SkipLog log;
  int64_t chunked = 0;
  std::vector<Pair> pairs = FindPairs(graph, k, options, &log, &chunked);
  if (skipped != nullptr) log.AppendTo(skipped, chunked, "all_gathers");
  return pairs;
}

}  // namespace

int64_t CountAllGatherMatmuls(const Graph& graph, int64_t k, const SplitOptions& options,
                              std::vector<std::string>* skipped) {
  return static_cast<int64_t>(MatchAll(graph, k, options, skipped).size());
}

absl::StatusOr<int64_t> SplitAllGatherMatmuls(Graph& graph, int64_t k, const SplitOptions& options,
                                              std::vector<std::string>* skipped) {
  std::vector<Pair> pairs = MatchAll(graph, k, options, skipped);
  if (pairs.empty()) return 0;
  ChunkRewrite rw(graph, "async-tp");
  size_t extra = 0;  // per chunk: split pieces, collective, wait, layout, mms; views, cats
  for (const Pair& p : pairs) {
    extra += static_cast<size_t>(k) * (static_cast<size_t>(p.g) + 8 + 2 * p.mms.size()) + 8;
  }
  rw.Reserve(extra);
  for (const Pair& p : pairs) {
    if (auto s = SplitPair(graph, p, k, rw); !s.ok()) return s;
  }
  if (auto s = rw.Finish(); !s.ok()) return s;
  return static_cast<int64_t>(pairs.size());
}

}  // namespace collopt
