// collopt/passes/async_tp.cc — see async_tp.h.
#include "passes/async_tp.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "fmt/format.h"
#include "passes/node_maker.h"

namespace collopt {
namespace {

constexpr const char* kMm = "aten.mm.default";
constexpr const char* kWait = "_c10d_functional.wait_tensor.default";
constexpr const char* kAllGather = "_c10d_functional.all_gather_into_tensor.default";

bool IsNode(const Argument& a, NodeId id) {
  return a.kind == Argument::Kind::kNode && a.node == id;
}
bool IsInt(const Argument& a, int64_t v) { return a.kind == Argument::Kind::kInt && a.i == v; }

// The tensor type of `id`, or nullptr when not a concrete tensor.
const TensorType* ConcreteTensor(const Graph& graph, NodeId id) {
  const Value& v = graph.node(id).value;
  if (!v.is_tensor() || !IsConcrete(v.tensor.shape)) return nullptr;
  return &v.tensor;
}

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
    if (m.target != kMm || m.args.size() != 2 || !m.kwargs.empty() || !IsNode(m.args[0], id) ||
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
      (split.args.size() > 2 && !IsInt(split.args[2], 0)) || !split.kwargs.empty() ||
      split.users.size() != static_cast<size_t>(p.g)) {
    return kNoNode;
  }
  chain->push_back(split.id);
  NodeId cat = kNoNode;
  std::vector<NodeId> items(static_cast<size_t>(p.g), kNoNode);
  for (NodeId u : split.users) {
    const Node& item = graph.node(u);
    if (item.target != "operator.getitem" || item.args.size() != 2 ||
        item.args[1].kind != Argument::Kind::kInt || item.args[1].i < 0 || item.args[1].i >= p.g ||
        item.users.size() != 1) {
      return kNoNode;
    }
    if (cat == kNoNode) cat = item.users[0];
    if (item.users[0] != cat || items[static_cast<size_t>(item.args[1].i)] != kNoNode) {
      return kNoNode;
    }
    items[static_cast<size_t>(item.args[1].i)] = u;
    chain->push_back(u);
  }
  const Node& c = graph.node(cat);
  if (c.target != "aten.cat.default" || c.args.size() != 2 || !IsInt(c.args[1], 1) ||
      !c.args[0].is_sequence() || c.args[0].items.size() != items.size() || c.users.size() != 1) {
    return kNoNode;
  }
  for (size_t i = 0; i < items.size(); ++i) {
    if (!IsNode(c.args[0].items[i], items[i])) return kNoNode;
  }
  chain->push_back(cat);
  const Node& v = graph.node(c.users[0]);
  if (v.target != "aten.view.default" && v.target != "aten.reshape.default") return kNoNode;
  const TensorType* t = ConcreteTensor(graph, v.id);
  if (t == nullptr || t->rank() != 2 || t->shape[0].hint != p.b * p.g * p.s ||
      t->shape[1].hint != p.k_dim) {
    return kNoNode;
  }
  chain->push_back(v.id);
  return v.id;
}

// Finds the pairs; reasons for the all_gathers that start one but do not match.
std::vector<Pair> FindPairs(const Graph& graph, int64_t k, int64_t min_rows,
                            std::vector<std::string>* skipped) {
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
      skipped->push_back(
          fmt::format("{}: skipped, its gathered tensor has users other than mm", node.name));
      continue;
    }
    if (p.s % k != 0 || p.s / k < min_rows) {
      skipped->push_back(
          fmt::format("{}: skipped, {} rows per rank do not make {} chunks of at "
                      "least {} rows",
                      node.name, p.s, k, min_rows));
      continue;
    }
    pairs.push_back(std::move(p));
  }
  return pairs;
}

}  // namespace

absl::StatusOr<AsyncTpOptions> ParseAsyncTp(const std::string& mode, bool* enabled) {
  AsyncTpOptions options;
  *enabled = true;
  if (mode == "auto") return options;
  if (mode == "off") {
    *enabled = false;
    return options;
  }
  int64_t k = 0;
  auto [end, ec] = std::from_chars(mode.data(), mode.data() + mode.size(), k);
  if (ec != std::errc() || end != mode.data() + mode.size() || k < 2) {
    return absl::InvalidArgumentError(fmt::format(
        "error: --async-tp expects auto, off or a chunk count of at least 2, got '{}'", mode));
  }
  options.chunks = {k};
  options.simulate = false;
  return options;
}

absl::StatusOr<int64_t> SplitAllGatherMatmuls(Graph& graph, int64_t k, int64_t min_chunk_rows,
                                              std::vector<std::string>* skipped) {
  std::vector<std::string> ignored;
  if (skipped == nullptr) skipped = &ignored;
  std::vector<Pair> pairs = FindPairs(graph, k, min_chunk_rows, skipped);
  if (pairs.empty()) return 0;
  const size_t original_size = graph.size();
  std::vector<bool> dropped(original_size, false);
  std::vector<std::pair<NodeId, double>> new_keys;
  absl::flat_hash_map<NodeId, NodeId> replaced;  // original mm → its rebuilt result
  NodeMaker make(graph, "async-tp");
  for (const Pair& p : pairs) {
    const CollectiveInfo info = *graph.node(p.ag).collective;
    const std::string comment = graph.node(p.ag).source_comment;
    const std::string prefix = graph.node(p.ag).name + "_";
    const int64_t c = p.s / k;
    const double head_key = static_cast<double>(p.ag);
    const double tail_key = static_cast<double>(p.mms[0]) - 0.5;
    double seq = 0;
    auto add = [&](double key, const std::string& base, const std::string& target,
                   std::vector<Argument> args) -> absl::StatusOr<NodeId> {
      auto id = make.Add(prefix + base, target, std::move(args), comment);
      if (id.ok()) new_keys.emplace_back(*id, key + (seq += 1) * 1e-6);
      return id;
    };
    // Head: split x along the row dim, one all_gather per chunk.
    const int64_t dim = p.sequence ? 1 : 0;
    auto split_x = add(head_key, "chunks", "aten.split.Tensor",
                       {Argument::Node(p.x), Argument::Int(c), Argument::Int(dim)});
    if (!split_x.ok()) return split_x.status();
    std::vector<NodeId> starts;
    for (int64_t i = 0; i < k; ++i) {
      auto xi = add(head_key, fmt::format("chunk_{}", i), "operator.getitem",
                    {Argument::Node(*split_x), Argument::Int(i)});
      if (!xi.ok()) return xi.status();
      auto ag = add(head_key, fmt::format("all_gather_{}", i), kAllGather,
                    {Argument::Node(*xi), Argument::Int(p.g), Argument::String(info.group_name)});
      if (!ag.ok()) return ag.status();
      graph.mutable_node(*ag).collective = info;
      starts.push_back(*ag);
    }
    // Tail: per chunk, wait (and rebuild the sequence layout), then every mm.
    std::vector<std::vector<NodeId>> products(p.mms.size());
    for (int64_t i = 0; i < k; ++i) {
      auto w = add(tail_key, fmt::format("wait_{}", i), kWait,
                   {Argument::Node(starts[static_cast<size_t>(i)])});
      if (!w.ok()) return w.status();
      NodeId rows = *w;
      if (p.sequence) {
        auto parts = add(tail_key, fmt::format("ranks_{}", i), "aten.split.Tensor",
                         {Argument::Node(*w), Argument::Int(p.b)});
        if (!parts.ok()) return parts.status();
        std::vector<NodeId> items;
        for (int64_t r = 0; r < p.g; ++r) {
          auto item = add(tail_key, fmt::format("rank_{}_{}", i, r), "operator.getitem",
                          {Argument::Node(*parts), Argument::Int(r)});
          if (!item.ok()) return item.status();
          items.push_back(*item);
        }
        auto cat = add(tail_key, fmt::format("seq_{}", i), "aten.cat.default",
                       {Argument::NodeList(items), Argument::Int(1)});
        if (!cat.ok()) return cat.status();
        auto view = add(tail_key, fmt::format("rows_{}", i), "aten.view.default",
                        {Argument::Node(*cat), Argument::IntList({p.b * p.g * c, p.k_dim})});
        if (!view.ok()) return view.status();
        rows = *view;
      }
      for (size_t j = 0; j < p.mms.size(); ++j) {
        auto mm = add(tail_key, fmt::format("mm_{}_{}", j, i), kMm,
                      {Argument::Node(rows), graph.node(p.mms[j]).args[1]});
        if (!mm.ok()) return mm.status();
        products[j].push_back(*mm);
      }
    }
    // Per mm: chunks back in gathered row order.
    for (size_t j = 0; j < p.mms.size(); ++j) {
      const TensorType out = graph.node(p.mms[j]).value.tensor;  // a copy: Add moves nodes
      const int64_t n = out.shape[1].hint;
      const double out_key = static_cast<double>(p.mms[j]);
      std::vector<NodeId> pieces;
      for (int64_t i = 0; i < k; ++i) {
        std::vector<int64_t> shape =
            p.sequence ? std::vector<int64_t>{p.b, p.g, c, n} : std::vector<int64_t>{p.g, c, n};
        auto v =
            add(out_key, fmt::format("mm_{}_{}_view", j, i), "aten.view.default",
                {Argument::Node(products[j][static_cast<size_t>(i)]), Argument::IntList(shape)});
        if (!v.ok()) return v.status();
        pieces.push_back(*v);
      }
      auto cat = add(out_key, fmt::format("mm_{}_cat", j), "aten.cat.default",
                     {Argument::NodeList(pieces), Argument::Int(p.sequence ? 2 : 1)});
      if (!cat.ok()) return cat.status();
      auto whole = add(out_key, fmt::format("mm_{}", j), "aten.view.default",
                       {Argument::Node(*cat), Argument::IntList({out.shape[0].hint, n})});
      if (!whole.ok()) return whole.status();
      replaced[p.mms[j]] = *whole;
    }
    dropped[static_cast<size_t>(p.ag)] = true;
    dropped[static_cast<size_t>(p.wait)] = true;
    for (NodeId id : p.chain) dropped[static_cast<size_t>(id)] = true;
    for (NodeId id : p.mms) dropped[static_cast<size_t>(id)] = true;
  }
  // Point the users of the original mms at the rebuilt results, unlink the
  // dropped nodes and place everything.
  UnlinkRewritten(graph, replaced, dropped);
  std::vector<double> key(graph.size());
  for (size_t i = 0; i < original_size; ++i) key[i] = static_cast<double>(i);
  for (const auto& [id, kv] : new_keys) key[static_cast<size_t>(id)] = kv;
  if (auto s = PlaceRewritten(graph, key, dropped); !s.ok()) return s;
  return static_cast<int64_t>(pairs.size());
}

absl::StatusOr<bool> AsyncTensorParallel::Run(Graph& graph) {
  ClearReport();
  pairs_split_ = 0;
  chunks_ = 0;
  if (options_.chunks.empty()) {
    Report("no chunk count to try");
    return false;
  }
  if (!options_.simulate) {
    const int64_t k = options_.chunks[0];
    std::vector<std::string> skipped;
    auto n = SplitAllGatherMatmuls(graph, k, options_.min_chunk_rows, &skipped);
    if (!n.ok()) return n.status();
    for (std::string& line : skipped) Report(std::move(line));
    if (*n == 0) {
      Report("no all_gather → mm pair to split");
      return false;
    }
    pairs_split_ = *n;
    chunks_ = k;
    Report(fmt::format("{} all_gather → mm pairs split into {} chunks (forced)", *n, k));
    return true;
  }
  if (model_ == nullptr) return absl::InternalError("async-tp: no cost model to simulate with");
  const Timeline other =
      options_.timeline == Timeline::kCollopt ? Timeline::kAutoparallel : Timeline::kCollopt;
  const StepModel judge(options_.timeline, model_, options_.launch_overhead_us,
                        options_.shared_links);
  const StepModel guard(other, model_, options_.launch_overhead_us, options_.shared_links);
  double base_judge = -1;
  double base_guard = -1;
  std::optional<Graph> best;
  double best_us = 0;
  int64_t best_k = 0;
  int64_t best_n = 0;
  for (int64_t k : options_.chunks) {
    Graph candidate = graph.Clone();
    std::vector<std::string> skipped;
    auto n = SplitAllGatherMatmuls(candidate, k, options_.min_chunk_rows, &skipped);
    if (!n.ok()) return n.status();
    for (std::string& line : skipped) Report(fmt::format("k={}: {}", k, line));
    if (*n == 0) {
      Report(fmt::format("k={}: no all_gather → mm pair to split", k));
      continue;
    }
    if (base_judge < 0) {
      base_judge = judge.Step(graph);
      base_guard = guard.Step(graph);
    }
    const double j = judge.Step(candidate);
    const double gd = guard.Step(candidate);
    const bool pays = j < base_judge * (1 - 1e-9) && gd <= base_guard * (1 + 1e-9) + 1e-6;
    Report(fmt::format("k={}: {} pairs, {:.3f} ms ({}) vs {:.3f}, {:.3f} ms ({}) vs {:.3f}{}", k,
                       *n, j / 1000, TimelineName(options_.timeline), base_judge / 1000, gd / 1000,
                       TimelineName(other), base_guard / 1000,
                       pays ? "" : "  (not kept: slower under one model)"));
    if (pays && (!best.has_value() || j < best_us)) {
      best = std::move(candidate);
      best_us = j;
      best_k = k;
      best_n = *n;
    }
  }
  if (!best.has_value()) {
    Report("graph unchanged");
    return false;
  }
  graph = std::move(*best);
  pairs_split_ = best_n;
  chunks_ = best_k;
  Report(fmt::format("{} all_gather → mm pairs split into {} chunks", best_n, best_k));
  return true;
}

}  // namespace collopt
