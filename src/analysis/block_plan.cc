// collopt/analysis/block_plan.cc — see block_plan.h.
#include "analysis/block_plan.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>

#include "fmt/format.h"

namespace collopt {
namespace {

// Where the blocks of one sequence are: [begin, end) ranges in forward order.
struct Segments {
  size_t head_end = 0;  // the head is [0, head_end)
  std::vector<std::pair<size_t, size_t>> blocks;
  size_t tail_begin = 0;  // the tail is [tail_begin, n)
};

std::set<size_t> CandidatePeriods(const std::vector<int>& s) {
  std::map<int, std::vector<size_t>> positions;
  for (size_t i = 0; i < s.size(); ++i) positions[s[i]].push_back(i);
  std::set<size_t> periods;
  for (const auto& [sig, pos] : positions) {
    for (size_t i = 0; i + 1 < pos.size(); ++i) {
      for (size_t k = 1; k <= 4 && i + k < pos.size(); ++k) {
        size_t p = pos[i + k] - pos[i];
        if (2 * p <= s.size()) periods.insert(p);
      }
    }
  }
  return periods;
}

// Length of the common prefix of s[j..limit) and s[h..h+p).
size_t PrefixMatch(const std::vector<int>& s, size_t j, size_t limit, size_t h, size_t p) {
  size_t m = 0;
  while (m < p && j + m < limit && s[j + m] == s[h + m]) ++m;
  return m;
}

std::optional<Segments> Segment(const std::vector<int>& s) {
  size_t best_cover = 0;
  size_t best_p = 0;
  size_t best_start = 0;
  size_t best_count = 0;
  for (size_t p : CandidatePeriods(s)) {
    // Longest run of s[i] == s[i + p]: s[i0, i0 + run + p) has period p.
    size_t run = 0;
    for (size_t i = 0; i + p < s.size(); ++i) {
      run = s[i] == s[i + p] ? run + 1 : 0;
      size_t count = (run + p) / p;
      if (count < 2 || count * p <= best_cover) continue;
      best_cover = count * p;
      best_p = p;
      best_count = count;
      best_start = i + 1 - run;
    }
  }
  if (best_count < 2) return std::nullopt;
  Segments seg;
  const size_t h = best_start;
  const size_t p = best_p;
  for (size_t k = 0; k < best_count; ++k) seg.blocks.emplace_back(h + k * p, h + (k + 1) * p);
  seg.tail_begin = h + best_count * p;
  // Variant blocks in the head: stretches that start like the block.
  const size_t need = std::max<size_t>(2, (p + 2) / 3);
  size_t end = h;
  std::vector<std::pair<size_t, size_t>> extra;
  for (size_t j = h; j-- > 0;) {
    if (PrefixMatch(s, j, end, h, p) >= need) {
      extra.emplace_back(j, end);
      end = j;
    }
  }
  seg.blocks.insert(seg.blocks.begin(), extra.rbegin(), extra.rend());
  seg.head_end = end;
  return seg;
}

std::string Signature(const Graph& graph, NodeId id) {
  const Node& node = graph.node(id);
  std::string input = "?";
  if (!node.args.empty() && node.args[0].kind == Argument::Kind::kNode) {
    input = graph.node(node.args[0].node).value.ToString();
  }
  return fmt::format("{}|{}|{}", CollectiveKindName(node.collective->kind),
                     node.collective->group_name, input);
}

// One sequence of collectives and its segmentation.
struct Sequence {
  std::vector<NodeId> ids;  // forward module order
  Segments seg;
};

absl::StatusOr<Sequence> MakeSequence(const Graph& graph, std::vector<NodeId> ids, bool reverse,
                                      std::string_view what) {
  Sequence out;
  if (reverse) std::reverse(ids.begin(), ids.end());
  out.ids = std::move(ids);
  if (out.ids.empty()) return out;
  std::map<std::string, int> interned;
  std::vector<int> s;
  s.reserve(out.ids.size());
  for (NodeId id : out.ids) {
    s.push_back(interned.try_emplace(Signature(graph, id), static_cast<int>(interned.size()))
                    .first->second);
  }
  auto seg = Segment(s);
  if (!seg.has_value()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: no repeating block structure in the {} FSDP {} of the graph",
                    graph.source_name, out.ids.size(), what));
  }
  out.seg = std::move(*seg);
  return out;
}

}  // namespace

absl::StatusOr<BlockPlan> DeriveBlockPlan(const Graph& graph) {
  const std::vector<Parameter> params = FindParameters(graph);
  std::map<NodeId, const Parameter*> owner;
  std::vector<NodeId> gathers;
  std::vector<NodeId> gradients;
  for (const Parameter& p : params) {
    for (NodeId id : p.all_gathers) {
      owner[id] = &p;
      gathers.push_back(id);
    }
    for (const auto* list : {&p.reduce_scatters, &p.all_reduces}) {
      for (NodeId id : *list) {
        owner[id] = &p;
        gradients.push_back(id);
      }
    }
  }
  if (gathers.empty() && gradients.empty()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: the graph has no FSDP all_gather or reduce_scatter of a parameter",
                    graph.source_name));
  }
  std::sort(gathers.begin(), gathers.end());
  std::sort(gradients.begin(), gradients.end());
  const bool backward = !gradients.empty();
  auto ag = MakeSequence(graph, gathers, backward, "all_gathers");
  if (!ag.ok()) return ag.status();
  auto rs = MakeSequence(graph, gradients, backward, "reduce_scatters");
  if (!rs.ok()) return rs.status();
  if (!ag->ids.empty() && !rs->ids.empty() && ag->seg.blocks.size() != rs->seg.blocks.size()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: the FSDP all_gathers repeat in {} blocks but the "
                    "reduce_scatters in {}",
                    graph.source_name, ag->seg.blocks.size(), rs->seg.blocks.size()));
  }
  const size_t count = std::max(ag->seg.blocks.size(), rs->seg.blocks.size());

  // Collectives of each entry, then the entry from them.
  auto make =
      [&](std::string name,
          const std::vector<std::pair<const Sequence*, std::pair<size_t, size_t>>>& ranges) {
        std::vector<NodeId> ids;
        for (const auto& [seq, range] : ranges) {
          for (size_t i = range.first; i < range.second; ++i) ids.push_back(seq->ids[i]);
        }
        std::sort(ids.begin(), ids.end());
        std::set<const Parameter*> seen;
        std::vector<const Parameter*> ps;
        ModuleEntry entry;
        entry.name = std::move(name);
        for (NodeId id : ids) {
          const Parameter* p = owner.at(id);
          if (seen.insert(p).second) ps.push_back(p);
          const Node& node = graph.node(id);
          switch (node.collective->kind) {
            case CollectiveKind::kAllGather:
              entry.all_gathers.push_back(node.name);
              break;
            case CollectiveKind::kReduceScatter:
              entry.reduce_scatters.push_back(node.name);
              break;
            default:
              entry.all_reduces.push_back(node.name);
              break;
          }
        }
        std::sort(ps.begin(), ps.end(),
                  [](const Parameter* a, const Parameter* b) { return a->index < b->index; });
        for (const Parameter* p : ps) entry.params.push_back(p->name);
        return entry;
      };
  auto part = [](const Sequence& seq, size_t k) -> std::pair<size_t, size_t> {
    if (seq.ids.empty()) return {0, 0};
    return seq.seg.blocks[k];
  };
  BlockPlan plan;
  plan.head = make("head", {{&*ag, {0, ag->seg.head_end}}, {&*rs, {0, rs->seg.head_end}}});
  for (size_t k = 0; k < count; ++k) {
    plan.blocks.push_back(
        make(fmt::format("block.{}", k), {{&*ag, part(*ag, k)}, {&*rs, part(*rs, k)}}));
  }
  plan.tail = make("tail", {{&*ag, {ag->seg.tail_begin, ag->ids.size()}},
                            {&*rs, {rs->seg.tail_begin, rs->ids.size()}}});
  return plan;
}

ModulePlan ToModulePlan(const BlockPlan& plan) {
  ModulePlan out;
  if (!IsEmpty(plan.head)) out.push_back(plan.head);
  for (const ModuleEntry& b : plan.blocks) out.push_back(b);
  if (!IsEmpty(plan.tail)) out.push_back(plan.tail);
  return out;
}

}  // namespace collopt
