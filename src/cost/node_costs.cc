// collopt/cost/node_costs.cc — see node_costs.h.
#include "cost/node_costs.h"

#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "fmt/format.h"
#include "nlohmann/json.hpp"

namespace collopt {
namespace {

struct KeySpan {
  std::string name;
  size_t key_offset = 0;
  size_t value_offset = 0;
};

size_t SkipSpace(std::string_view text, size_t pos) {
  while (pos < text.size() &&
         (text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\n' || text[pos] == '\r')) {
    ++pos;
  }
  return pos;
}

// End of the string literal opening at `pos` (one past its closing quote).
size_t SkipString(std::string_view text, size_t pos) {
  for (++pos; pos < text.size(); ++pos) {
    if (text[pos] == '\\') {
      ++pos;
    } else if (text[pos] == '"') {
      return pos + 1;
    }
  }
  return pos;
}

// One past the JSON value starting at `pos` (the next ',' or '}' at depth 0).
size_t SkipValue(std::string_view text, size_t pos) {
  int depth = 0;
  while (pos < text.size()) {
    char c = text[pos];
    if (c == '"') {
      pos = SkipString(text, pos);
      continue;
    }
    if (c == '{' || c == '[') ++depth;
    if (c == '}' || c == ']') {
      if (depth == 0) return pos;
      --depth;
    }
    if (c == ',' && depth == 0) return pos;
    ++pos;
  }
  return pos;
}

// The keys of the top-level object of `text` (already known to be a valid
// JSON object), in file order, with their byte offsets. O(text).
std::vector<KeySpan> TopLevelKeys(std::string_view text) {
  std::vector<KeySpan> keys;
  size_t pos = SkipSpace(text, 0) + 1;  // past '{'
  while (true) {
    pos = SkipSpace(text, pos);
    if (pos >= text.size() || text[pos] != '"') return keys;
    KeySpan key;
    key.key_offset = pos;
    size_t end = SkipString(text, pos);
    std::string_view raw = text.substr(pos + 1, end - pos - 2);
    key.name = raw.find('\\') == std::string_view::npos
                   ? std::string(raw)
                   : nlohmann::json::parse(text.substr(pos, end - pos)).get<std::string>();
    pos = SkipSpace(text, end) + 1;  // past ':'
    key.value_offset = SkipSpace(text, pos);
    pos = SkipValue(text, key.value_offset);
    keys.push_back(std::move(key));
    if (pos < text.size() && text[pos] == ',') ++pos;
  }
}

// "syntax error while parsing ..." out of nlohmann's what().
std::string ParseErrorText(const nlohmann::json::parse_error& e) {
  std::string_view what = e.what();
  size_t colon = what.find(": ");
  size_t at = what.find("parse error");
  if (at != std::string_view::npos && colon != std::string_view::npos && colon > at) {
    what.remove_prefix(colon + 2);
  }
  return std::string(what);
}

}  // namespace

absl::StatusOr<NodeCosts> NodeCosts::Parse(const SourceFile& file) {
  const std::string& text = file.text();
  nlohmann::json json;
  try {
    json = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    size_t offset = e.byte > 0 ? e.byte - 1 : 0;
    return file.ErrorAt(offset, "not JSON: " + ParseErrorText(e));
  } catch (const nlohmann::json::exception& e) {
    // out_of_range: a number past a double's range (found by fuzzing).
    return file.ErrorAt(0, fmt::format("not JSON: {}", e.what()));
  }
  if (!json.is_object()) {
    return file.ErrorAt(SkipSpace(text, 0),
                        fmt::format("expected a JSON object from node name to milliseconds, got {}",
                                    json.type_name()));
  }
  NodeCosts costs(file);
  absl::flat_hash_map<std::string, size_t> seen;
  for (KeySpan& key : TopLevelKeys(text)) {
    if (auto [it, added] = seen.emplace(key.name, key.key_offset); !added) {
      SourceLoc first = file.LocOf(it->second);
      return file.ErrorAt(key.key_offset, fmt::format("node '{}' given twice (first at line {})",
                                                      key.name, first.line));
    }
    const nlohmann::json& value = json.at(key.name);
    const nlohmann::json* ms = &value;
    NodeCostEntry entry;
    if (value.is_object()) {
      auto found = value.find("ms");
      if (found == value.end()) {
        return file.ErrorAt(key.value_offset,
                            fmt::format("node '{}': expected an \"ms\" field", key.name));
      }
      ms = &*found;
      if (auto source = value.find("source"); source != value.end() && source->is_string()) {
        entry.source = source->get<std::string>();
      }
    }
    if (!ms->is_number()) {
      return file.ErrorAt(key.value_offset, fmt::format("node '{}': expected a time in ms, got {}",
                                                        key.name, ms->dump()));
    }
    double value_ms = ms->get<double>();
    if (value_ms < 0) {
      return file.ErrorAt(key.value_offset, fmt::format("node '{}': expected a non-negative "
                                                        "time in ms, got {}",
                                                        key.name, ms->dump()));
    }
    // A time past kMaxNodeMs is no measurement, and 1e306 ms would be an
    // infinite µs (found by fuzzing: it reached the simulator as inf).
    if (value_ms > kMaxNodeMs) {
      return file.ErrorAt(key.value_offset,
                          fmt::format("node '{}': expected a time of at most {:g} ms, got {}",
                                      key.name, kMaxNodeMs, ms->dump()));
    }
    entry.name = std::move(key.name);
    entry.time_us = value_ms * 1000.0;
    entry.offset = key.key_offset;
    costs.entries_.push_back(std::move(entry));
  }
  return costs;
}

absl::StatusOr<NodeCosts> NodeCosts::Read(const std::string& path) {
  auto file = SourceFile::Read(path);
  if (!file.ok()) return file.status();
  return Parse(*file);
}

absl::StatusOr<int64_t> NodeCosts::ApplyTo(Graph& graph) const {
  std::vector<NodeId> ids;
  ids.reserve(entries_.size());
  std::vector<const NodeCostEntry*> unknown;
  for (const NodeCostEntry& entry : entries_) {
    NodeId id = graph.FindNode(entry.name);
    if (id == kNoNode) unknown.push_back(&entry);
    ids.push_back(id);
  }
  if (!unknown.empty()) {
    constexpr size_t kNamed = 5;
    std::string names;
    for (size_t i = 0; i < unknown.size() && i < kNamed; ++i) {
      names += fmt::format("{}'{}'", i == 0 ? "" : ", ", unknown[i]->name);
    }
    if (unknown.size() > kNamed) names += fmt::format(" and {} more", unknown.size() - kNamed);
    return file_.ErrorAt(
        unknown[0]->offset,
        fmt::format("{} {} not in the graph ({}): {}", unknown.size(),
                    unknown.size() == 1 ? "node is" : "nodes are", graph.source_name, names));
  }
  for (Node& node : graph.mutable_nodes()) node.measured_us.reset();
  for (size_t i = 0; i < entries_.size(); ++i) {
    graph.mutable_node(ids[i]).measured_us = entries_[i].time_us;
  }
  return static_cast<int64_t>(entries_.size());
}

MeasuredCostSummary SummarizeMeasuredCosts(const Graph& graph, const std::vector<NodeCost>& costs) {
  MeasuredCostSummary summary;
  for (const Node& node : graph.nodes()) {
    const NodeCost& cost = costs[static_cast<size_t>(node.id)];
    bool measured = cost.source == CostSource::kMeasured;
    if (measured) ++summary.measured_nodes;
    if (cost.time_us > 0) ++summary.priced_nodes;
    if (node.collective.has_value()) continue;
    summary.compute_us += cost.time_us;
    if (measured) summary.measured_compute_us += cost.time_us;
  }
  if (summary.compute_us > 0) {
    summary.measured_compute_share = summary.measured_compute_us / summary.compute_us;
  }
  return summary;
}

}  // namespace collopt
