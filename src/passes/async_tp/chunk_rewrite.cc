// collopt/passes/async_tp/chunk_rewrite.cc — see chunk_rewrite.h.
#include "passes/async_tp/chunk_rewrite.h"

#include <algorithm>

#include "fmt/format.h"
#include "fmt/ranges.h"

namespace collopt::async_tp {

const TensorType* ConcreteTensor(const Graph& graph, NodeId id) {
  const Value& v = graph.node(id).value;
  if (!v.is_tensor() || !IsConcrete(v.tensor.shape)) return nullptr;
  return &v.tensor;
}

std::vector<int64_t> ShapeOf(const Graph& graph, NodeId id) {
  std::vector<int64_t> shape;
  if (const TensorType* t = ConcreteTensor(graph, id)) {
    for (const auto& d : t->shape) shape.push_back(d.hint);
  }
  return shape;
}

double PipelineGainUs(const Graph& graph, const CostModel& model, const Node& coll,
                      const ChunkCost& cost, int64_t k, double launch_us) {
  const CollectiveInfo& info = *coll.collective;
  const int64_t in = CollectiveInputBytes(graph, coll);
  const int64_t out = coll.value.bytes();
  const double t = model.CollectiveTime(info.kind, info.group_name, info.group_size, in, out).first;
  const double t_c =
      model.CollectiveTime(info.kind, info.group_name, info.group_size, in / k, out / k).first;
  double w = 0;
  for (NodeId id : cost.work) w += model.Estimate(graph, graph.node(id)).time_us;
  const double kd = static_cast<double>(k);
  const double pipeline = t_c + (kd - 1) * std::max(t_c, w / kd) + w / kd;
  return t + w - pipeline - static_cast<double>(cost.added_nodes) * launch_us;
}

std::vector<NodeId> SplitItems(const Graph& graph, NodeId split, int64_t g, NodeId* user) {
  const Node& s = graph.node(split);
  if (s.users.size() != static_cast<size_t>(g)) return {};
  std::vector<NodeId> items(static_cast<size_t>(g), kNoNode);
  *user = kNoNode;
  for (NodeId u : s.users) {
    const Node& item = graph.node(u);
    if (item.target != "operator.getitem" || item.args.size() != 2 ||
        !item.args[0].is_node(split) || item.args[1].kind != Argument::Kind::kInt ||
        item.args[1].i < 0 || item.args[1].i >= g || item.users.size() != 1) {
      return {};
    }
    if (*user == kNoNode) *user = item.users[0];
    NodeId& slot = items[static_cast<size_t>(item.args[1].i)];
    if (item.users[0] != *user || slot != kNoNode) return {};
    slot = u;
  }
  return items;
}

bool IsChunkOfSplitFeeding(const Graph& graph, NodeId id, CollectiveKind kind) {
  const Node& item = graph.node(id);
  if (item.target != "operator.getitem" || item.args.empty() ||
      item.args[0].kind != Argument::Kind::kNode) {
    return false;
  }
  const Node& split = graph.node(item.args[0].node);
  if (split.target != "aten.split.Tensor" || split.users.size() < 2) return false;
  return std::all_of(split.users.begin(), split.users.end(), [&](NodeId u) {
    const Node& chunk = graph.node(u);
    return chunk.target == "operator.getitem" && !chunk.users.empty() &&
           std::all_of(chunk.users.begin(), chunk.users.end(), [&](NodeId c) {
             const Node& n = graph.node(c);
             return n.collective.has_value() && n.collective->kind == kind;
           });
  });
}

bool IsWaitCatOfChunks(const Graph& graph, NodeId wait, CollectiveKind kind) {
  const Node& w = graph.node(wait);
  if (w.users.size() != 1) return false;
  const Node& cat = graph.node(w.users[0]);
  if (cat.target != "aten.cat.default" || cat.args.empty() || !cat.args[0].is_sequence() ||
      cat.args[0].items.size() < 2) {
    return false;
  }
  return std::all_of(cat.args[0].items.begin(), cat.args[0].items.end(), [&](const Argument& a) {
    if (a.kind != Argument::Kind::kNode) return false;
    const Node& item = graph.node(a.node);
    if (item.target != kWait || item.args.empty() || item.args[0].kind != Argument::Kind::kNode) {
      return false;
    }
    const Node& c = graph.node(item.args[0].node);
    return c.collective.has_value() && c.collective->kind == kind;
  });
}

bool IsRankBlockLayout(const Graph& graph, NodeId id, bool sequence, int64_t g, int64_t s) {
  const std::vector<int64_t> shape = ShapeOf(graph, id);
  const size_t rank = sequence ? 4 : 3;
  return shape.size() == rank && shape[rank - 3] == g && shape[rank - 2] == s;
}

void SkipLog::Add(const std::string& name, const std::string& reason) {
  auto it = std::find_if(reasons_.begin(), reasons_.end(),
                         [&](const auto& r) { return r.first == reason; });
  if (it == reasons_.end()) it = reasons_.insert(reasons_.end(), {reason, {}});
  it->second.push_back(name);
}

void SkipLog::AppendTo(std::vector<std::string>* lines, int64_t earlier_chunks,
                       std::string_view collectives) const {
  constexpr size_t kNamed = 4;
  for (const auto& [reason, names] : reasons_) {
    std::string who;
    if (names.size() <= kNamed) {
      who = fmt::format("{}", fmt::join(names, ", "));
    } else {
      who = fmt::format("{} and {} more", fmt::join(names.begin(), names.begin() + kNamed, ", "),
                        names.size() - kNamed);
    }
    lines->push_back(fmt::format("{}: skipped, {}", who, reason));
  }
  if (earlier_chunks > 0) {
    lines->push_back(fmt::format("{} {} are chunks of an earlier split, left as they are",
                                 earlier_chunks, collectives));
  }
}

absl::StatusOr<NodeId> ChunkRewrite::Add(double key, const std::string& base,
                                         const std::string& target, std::vector<Argument> args) {
  auto id = make_.Add(prefix_ + base, target, std::move(args), comment_);
  if (id.ok()) keys_.emplace_back(*id, key + (seq_ += 1) * 1e-6);
  return id;
}

absl::StatusOr<NodeId> ChunkRewrite::Add(double key, const std::string& base,
                                         const std::string& target, std::vector<Argument> args,
                                         std::vector<std::string> kwarg_names,
                                         std::vector<Argument> kwargs) {
  auto id = make_.Add(prefix_ + base, target, std::move(args), std::move(kwarg_names),
                      std::move(kwargs), comment_);
  if (id.ok()) keys_.emplace_back(*id, key + (seq_ += 1) * 1e-6);
  return id;
}

absl::Status ChunkRewrite::Finish() {
  const size_t original_size = dropped_.size();
  UnlinkRewritten(graph_, replaced_, dropped_);
  std::vector<double> key(graph_.size());
  for (size_t i = 0; i < original_size; ++i) key[i] = static_cast<double>(i);
  for (const auto& [id, k] : keys_) key[static_cast<size_t>(id)] = k;
  return PlaceRewritten(graph_, key, dropped_);
}

}  // namespace collopt::async_tp
