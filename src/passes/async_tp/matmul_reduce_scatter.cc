// collopt/passes/async_tp/matmul_reduce_scatter.cc — the mm → reduce_scatter
// half of async-tp: SplitMatmulReduceScatters (passes/async_tp.h has the
// patterns).
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
using async_tp::IsInt;
using async_tp::IsViewTarget;
using async_tp::IsWaitCatOfChunks;
using async_tp::kMm;
using async_tp::kReduceScatter;
using async_tp::kWait;
using async_tp::ShapeOf;
using async_tp::SkipLog;
using async_tp::SplitItems;

// One mm whose product is summed into the reduce_scatter's input: A [M, K],
// B [K, N]; `view` is its 3-D view (sequence pattern).
struct Leaf {
  NodeId mm = kNoNode;
  NodeId view = kNoNode;
  NodeId a = kNoNode;
  int64_t k_dim = 0;
};

// The sum tree over the leaves: a leaf, or add(lhs, rhs) of two terms.
struct Term {
  NodeId node = kNoNode;
  int leaf = -1;
  int lhs = -1;
  int rhs = -1;
};

// One mm → reduce_scatter pair.
struct RsPair {
  NodeId rs = kNoNode;
  NodeId wait = kNoNode;
  bool sequence = false;
  int64_t g = 0;
  int64_t b = 1;  // batch (sequence pattern)
  int64_t s = 0;  // rows per rank of the scattered dim (the output shard's)
  int64_t n = 0;
  std::vector<Leaf> leaves;
  std::vector<Term> terms;    // the root is terms.back()
  std::vector<NodeId> chain;  // sequence pattern: split, getitems, cat
};

// Matches the sum tree under `id` (shape `shape`) into `p`; the index of its
// term, or -1 with `*why` set. `*saw_mm` tells whether a matmul was reached.
int MatchTerm(const Graph& graph, NodeId id, const std::vector<int64_t>& shape, RsPair& p,
              std::string* why, bool* saw_mm) {
  const Node& node = graph.node(id);
  const TensorType* t = ConcreteTensor(graph, id);
  if (t == nullptr || ShapeOf(graph, id) != shape) {
    *why = "a term of its input has another shape";
    return -1;
  }
  if (node.target == "aten.add.Tensor") {
    if (node.args.size() != 2 || !node.kwargs.empty() ||
        node.args[0].kind != Argument::Kind::kNode || node.args[1].kind != Argument::Kind::kNode ||
        node.args[0].node == node.args[1].node) {
      *why = "an add on its input is not a sum of two products";
      return -1;
    }
    const int lhs = MatchTerm(graph, node.args[0].node, shape, p, why, saw_mm);
    const int rhs = lhs < 0 ? -1 : MatchTerm(graph, node.args[1].node, shape, p, why, saw_mm);
    if (rhs < 0) return -1;
    if (node.users.size() != 1) {
      *why = "an add on its input has other users";
      return -1;
    }
    p.terms.push_back(Term{id, -1, lhs, rhs});
    return static_cast<int>(p.terms.size()) - 1;
  }
  Leaf leaf;
  NodeId mm = id;
  if (p.sequence) {
    if (!IsViewTarget(node.target) || node.args.empty() ||
        node.args[0].kind != Argument::Kind::kNode) {
      *why = "its input is not a sum of matmul products";
      return -1;
    }
    leaf.view = id;
    mm = node.args[0].node;
  }
  const Node& m = graph.node(mm);
  if (m.target != kMm) {
    *why = "its input is not a sum of matmul products";
    return -1;
  }
  *saw_mm = true;
  const TensorType* a = m.args.size() == 2 && m.args[0].kind == Argument::Kind::kNode
                            ? ConcreteTensor(graph, m.args[0].node)
                            : nullptr;
  const TensorType* bt = m.args.size() == 2 && m.args[1].kind == Argument::Kind::kNode
                             ? ConcreteTensor(graph, m.args[1].node)
                             : nullptr;
  const std::vector<int64_t> out = ShapeOf(graph, mm);
  if (a == nullptr || bt == nullptr || !m.kwargs.empty() || a->rank() != 2 || out.size() != 2 ||
      out[0] != p.b * p.g * p.s || out[1] != p.n || t->dtype != a->dtype) {
    *why = "its matmul is not [M, K] · [K, N] with M = rows of the input";
    return -1;
  }
  if (m.users.size() != 1 || (leaf.view != kNoNode && node.users.size() != 1)) {
    *why = "its matmul's output has other users";
    return -1;
  }
  leaf.mm = mm;
  leaf.a = m.args[0].node;
  leaf.k_dim = a->shape[1].hint;
  p.leaves.push_back(leaf);
  p.terms.push_back(Term{id, static_cast<int>(p.leaves.size()) - 1, -1, -1});
  return static_cast<int>(p.terms.size()) - 1;
}

// The sequence chain into the reduce_scatter: cat(dim 0) of the G items of
// split(Y, s, dim 1). Returns Y or kNoNode.
NodeId RsSequenceChain(const Graph& graph, RsPair& p, NodeId cat) {
  const Node& c = graph.node(cat);
  if (c.target != "aten.cat.default" || c.args.empty() || c.args.size() > 2 ||
      (c.args.size() == 2 && !IsInt(c.args[1], 0)) || !c.args[0].is_sequence() ||
      c.args[0].items.size() != static_cast<size_t>(p.g) || c.users.size() != 1 ||
      c.args[0].items[0].kind != Argument::Kind::kNode) {
    return kNoNode;
  }
  const Node& first = graph.node(c.args[0].items[0].node);
  if (first.target != "operator.getitem" || first.args.empty() ||
      first.args[0].kind != Argument::Kind::kNode) {
    return kNoNode;
  }
  const Node& split = graph.node(first.args[0].node);
  if (split.target != "aten.split.Tensor" || split.args.size() != 3 || !IsInt(split.args[1], p.s) ||
      !IsInt(split.args[2], 1) || !split.kwargs.empty() ||
      split.args[0].kind != Argument::Kind::kNode) {
    return kNoNode;
  }
  NodeId user = kNoNode;
  std::vector<NodeId> items = SplitItems(graph, split.id, p.g, &user);
  if (items.empty() || user != cat) return kNoNode;
  for (size_t i = 0; i < items.size(); ++i) {
    if (!c.args[0].items[i].is_node(items[i])) return kNoNode;
  }
  p.chain.push_back(split.id);
  p.chain.insert(p.chain.end(), items.begin(), items.end());
  p.chain.push_back(cat);
  return split.args[0].node;
}

// The one wait of `rs` when its other users are the graph's output (the
// forward graphs return the collective itself, saved for the backward), else
// kNoNode.
NodeId OnlyWaitOf(const Graph& graph, const Node& rs) {
  NodeId wait = kNoNode;
  for (NodeId u : rs.users) {
    const Node& user = graph.node(u);
    if (user.op == NodeOp::kOutput) continue;
    if (wait != kNoNode || user.target != kWait || user.args.size() != 1 ||
        !user.args[0].is_node(rs.id)) {
      return kNoNode;
    }
    wait = u;
  }
  return wait;
}

// The pair starting at reduce_scatter `node`; false when it is not one (no
// matmul on its input), false with `*why` when it is one that cannot be split.
bool MatchPair(const Graph& graph, const Node& node, RsPair& p, std::string* why) {
  p.rs = node.id;
  p.g = node.collective->group_size;
  p.wait = OnlyWaitOf(graph, node);
  const std::vector<int64_t> out = ShapeOf(graph, node.id);
  const NodeId in = node.args[0].node;
  if (p.wait == kNoNode || out.empty() || out.size() > 3) return false;
  NodeId product = in;
  if (out.size() == 3) {
    p.sequence = true;
    p.b = out[0];
    p.s = out[1];
    p.n = out[2];
    product = RsSequenceChain(graph, p, in);
    if (product == kNoNode) return false;
  } else if (out.size() == 2) {
    p.s = out[0];
    p.n = out[1];
  } else {
    return false;
  }
  const std::vector<int64_t> shape =
      p.sequence ? std::vector<int64_t>{p.b, p.g * p.s, p.n} : std::vector<int64_t>{p.g * p.s, p.n};
  bool saw_mm = false;
  if (MatchTerm(graph, product, shape, p, why, &saw_mm) >= 0) return true;
  if (!saw_mm) why->clear();
  return false;
}

// What `p`'s k chunks repeat and add (SplitRsPair's nodes, counted).
async_tp::ChunkCost RsCostOfChunks(const RsPair& p, int64_t k) {
  async_tp::ChunkCost cost;
  cost.work = p.chain;  // the sum tree (mms, views, adds) and the layout chain
  int64_t views = 0;
  for (const Term& term : p.terms) cost.work.push_back(term.node);
  for (const Leaf& leaf : p.leaves) {
    if (leaf.view != kNoNode) {
      cost.work.push_back(leaf.mm);  // the term holds the view
      ++views;
    }
  }
  const auto leaves = static_cast<int64_t>(p.leaves.size());
  const auto adds = static_cast<int64_t>(p.terms.size()) - leaves;
  // per leaf a view; per chunk per leaf slice, clone, view, mm (and view),
  // the adds (and split, G getitems, cat), reduce_scatter, wait; one cat.
  const int64_t per_chunk = leaves * (p.sequence ? 5 : 4) + adds + (p.sequence ? p.g + 2 : 0) + 2;
  const int64_t made = leaves + k * per_chunk + 1;
  cost.added_nodes = made - (2 + static_cast<int64_t>(p.chain.size() + p.terms.size()) + views);
  return cost;
}

std::vector<RsPair> FindRsPairs(const Graph& graph, int64_t k, const SplitOptions& options,
                                SkipLog* skipped, int64_t* chunked) {
  std::vector<RsPair> pairs;
  for (const Node& node : graph.nodes()) {
    if (!node.collective.has_value() || node.collective->kind != CollectiveKind::kReduceScatter ||
        node.target != kReduceScatter || node.collective->group_size < 2 || node.args.size() < 2 ||
        node.args[0].kind != Argument::Kind::kNode) {
      continue;
    }
    RsPair p;
    std::string why;
    if (!MatchPair(graph, node, p, &why)) {
      if (!why.empty()) skipped->Add(node.name, why);
      continue;
    }
    const auto rank_block = [&](const Leaf& leaf) {
      const Node& a = graph.node(leaf.a);
      return IsViewTarget(a.target) && !a.args.empty() && a.args[0].kind == Argument::Kind::kNode &&
             async_tp::IsRankBlockLayout(graph, a.args[0].node, p.sequence, p.g, p.s);
    };
    if (IsWaitCatOfChunks(graph, p.wait, CollectiveKind::kReduceScatter) ||
        std::any_of(p.leaves.begin(), p.leaves.end(), rank_block)) {
      ++*chunked;  // a chunk of an earlier rewrite: never split again
      continue;
    }
    if (p.s % k != 0 || p.s / k < options.min_chunk_rows) {
      skipped->Add(node.name,
                   fmt::format("{} rows per rank do not make {} chunks of at least {} rows", p.s, k,
                               options.min_chunk_rows));
      continue;
    }
    if (!ChunksCanPay(graph, options, node, k, [&](int64_t at) { return RsCostOfChunks(p, at); })) {
      skipped->Add(node.name, async_tp::kChunksDoNotPay);
      continue;
    }
    pairs.push_back(std::move(p));
  }
  return pairs;
}

// Writes the nodes of one chunk `i` (c rows per rank block) up to its
// reduce_scatter, at `key`; returns the reduce_scatter.
absl::StatusOr<NodeId> WriteChunk(Graph& graph, const RsPair& p, const std::vector<NodeId>& blocks,
                                  int64_t i, int64_t c, double key, ChunkRewrite& rw) {
  // Per leaf: the c-th rows of every rank block (a copy), times B.
  std::vector<NodeId> products;
  for (size_t l = 0; l < p.leaves.size(); ++l) {
    const Leaf& leaf = p.leaves[l];
    const int64_t dim = p.sequence ? 2 : 1;
    auto rows = rw.Add(key, fmt::format("a_{}_{}", l, i), "aten.slice.Tensor",
                       {Argument::Node(blocks[l]), Argument::Int(dim), Argument::Int(i * c),
                        Argument::Int((i + 1) * c)});
    if (!rows.ok()) return rows.status();
    auto copy = rw.Add(key, fmt::format("a_{}_{}_copy", l, i), "aten.clone.default",
                       {Argument::Node(*rows)});
    if (!copy.ok()) return copy.status();
    auto flat = rw.Add(key, fmt::format("a_{}_{}_rows", l, i), "aten.view.default",
                       {Argument::Node(*copy), Argument::IntList({p.b * p.g * c, leaf.k_dim})});
    if (!flat.ok()) return flat.status();
    auto mm = rw.Add(key, fmt::format("mm_{}_{}", l, i), kMm,
                     {Argument::Node(*flat), graph.node(leaf.mm).args[1]});
    if (!mm.ok()) return mm.status();
    NodeId product = *mm;
    if (p.sequence) {
      auto v = rw.Add(key, fmt::format("mm_{}_{}_view", l, i), "aten.view.default",
                      {Argument::Node(*mm), Argument::IntList({p.b, p.g * c, p.n})});
      if (!v.ok()) return v.status();
      product = *v;
    }
    products.push_back(product);
  }
  // The sum tree, term by term (children come before their add).
  std::vector<NodeId> value(p.terms.size(), kNoNode);
  for (size_t t = 0; t < p.terms.size(); ++t) {
    const Term& term = p.terms[t];
    if (term.leaf >= 0) {
      value[t] = products[static_cast<size_t>(term.leaf)];
      continue;
    }
    auto add = rw.Add(key, fmt::format("add_{}_{}", t, i), "aten.add.Tensor",
                      {Argument::Node(value[static_cast<size_t>(term.lhs)]),
                       Argument::Node(value[static_cast<size_t>(term.rhs)])});
    if (!add.ok()) return add.status();
    value[t] = *add;
  }
  NodeId input = value.back();
  if (p.sequence) {  // [b, G·c, N] → rank blocks stacked on dim 0: [G·b, c, N]
    auto split = rw.Add(key, fmt::format("ranks_{}", i), "aten.split.Tensor",
                        {Argument::Node(input), Argument::Int(c), Argument::Int(1)});
    if (!split.ok()) return split.status();
    std::vector<NodeId> items;
    for (int64_t r = 0; r < p.g; ++r) {
      auto item = rw.Add(key, fmt::format("rank_{}_{}", i, r), "operator.getitem",
                         {Argument::Node(*split), Argument::Int(r)});
      if (!item.ok()) return item.status();
      items.push_back(*item);
    }
    auto cat =
        rw.Add(key, fmt::format("stack_{}", i), "aten.cat.default", {Argument::NodeList(items)});
    if (!cat.ok()) return cat.status();
    input = *cat;
  }
  const Node& rs = graph.node(p.rs);
  std::vector<Argument> args = rs.args;
  args[0] = Argument::Node(input);
  const CollectiveInfo info = *rs.collective;
  auto start = rw.Add(key, fmt::format("reduce_scatter_{}", i), kReduceScatter, std::move(args));
  if (!start.ok()) return start.status();
  graph.mutable_node(*start).collective = info;
  return *start;
}

// Writes one pair's chunks: the chunk mms and reduce_scatters where its last
// mm was (chunk i's collective overlaps chunk i+1's mm), the waits and the
// cat of the shards where its wait was. The cat replaces the wait and the
// reduce_scatter wherever the output returns it.
absl::Status SplitRsPair(Graph& graph, const RsPair& p, int64_t k, ChunkRewrite& rw) {
  rw.BeginPair(graph.node(p.rs).name + "_", SourceComment(graph.node(p.rs)));
  const int64_t c = p.s / k;
  NodeId last_mm = kNoNode;
  for (const Leaf& leaf : p.leaves) last_mm = std::max(last_mm, leaf.mm);
  const double key = static_cast<double>(last_mm);
  std::vector<NodeId> blocks;  // A viewed by rank block: [b?, G, s, K]
  for (size_t l = 0; l < p.leaves.size(); ++l) {
    const Leaf& leaf = p.leaves[l];
    std::vector<int64_t> shape = p.sequence ? std::vector<int64_t>{p.b, p.g, p.s, leaf.k_dim}
                                            : std::vector<int64_t>{p.g, p.s, leaf.k_dim};
    auto v = rw.Add(key, fmt::format("a_{}_blocks", l), "aten.view.default",
                    {Argument::Node(leaf.a), Argument::IntList(shape)});
    if (!v.ok()) return v.status();
    blocks.push_back(*v);
  }
  std::vector<NodeId> starts;
  for (int64_t i = 0; i < k; ++i) {
    auto start = WriteChunk(graph, p, blocks, i, c, key, rw);
    if (!start.ok()) return start.status();
    starts.push_back(*start);
  }
  const double tail_key = static_cast<double>(p.wait);
  std::vector<NodeId> shards;
  for (int64_t i = 0; i < k; ++i) {
    auto w = rw.Add(tail_key, fmt::format("wait_{}", i), kWait,
                    {Argument::Node(starts[static_cast<size_t>(i)])});
    if (!w.ok()) return w.status();
    shards.push_back(*w);
  }
  auto whole = rw.Add(tail_key, "shard", "aten.cat.default",
                      {Argument::NodeList(shards), Argument::Int(p.sequence ? 1 : 0)});
  if (!whole.ok()) return whole.status();
  rw.Replace(p.wait, *whole);
  rw.Replace(p.rs, *whole);  // the graph's output, when it returns the collective
  rw.Drop(p.rs);
  rw.Drop(p.wait);
  for (NodeId id : p.chain) rw.Drop(id);
  for (const Term& t : p.terms) rw.Drop(t.node);
  for (const Leaf& leaf : p.leaves) rw.Drop(leaf.mm);
  return absl::OkStatus();
}

// The pairs, with the skip lines (and the count of earlier chunks) into
// `skipped`.
std::vector<RsPair> MatchAllRs(const Graph& graph, int64_t k, const SplitOptions& options,
                               std::vector<std::string>* skipped) {
  SkipLog log;
  int64_t chunked = 0;
  std::vector<RsPair> pairs = FindRsPairs(graph, k, options, &log, &chunked);
  if (skipped != nullptr) log.AppendTo(skipped, chunked, "reduce_scatters");
  return pairs;
}

}  // namespace

int64_t CountMatmulReduceScatters(const Graph& graph, int64_t k, const SplitOptions& options,
                                  std::vector<std::string>* skipped) {
  return static_cast<int64_t>(MatchAllRs(graph, k, options, skipped).size());
}

absl::StatusOr<int64_t> SplitMatmulReduceScatters(Graph& graph, int64_t k,
                                                  const SplitOptions& options,
                                                  std::vector<std::string>* skipped) {
  std::vector<RsPair> pairs = MatchAllRs(graph, k, options, skipped);
  if (pairs.empty()) return 0;
  ChunkRewrite rw(graph, "async-tp");
  size_t extra = 0;  // per chunk: copies and mms per matmul, adds, regrouping, collective, wait
  for (const RsPair& p : pairs) {
    extra += static_cast<size_t>(k) * (static_cast<size_t>(p.g) + 8 + 6 * p.leaves.size()) + 8;
  }
  rw.Reserve(extra);
  for (const RsPair& p : pairs) {
    if (auto s = SplitRsPair(graph, p, k, rw); !s.ok()) return s;
  }
  if (auto s = rw.Finish(); !s.ok()) return s;
  return static_cast<int64_t>(pairs.size());
}

}  // namespace collopt
