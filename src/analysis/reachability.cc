// collopt/analysis/reachability.cc — see reachability.h.
#include "analysis/reachability.h"

#include <algorithm>

namespace collopt {

KeyReachability::KeyReachability(const Graph& graph, std::vector<NodeId> keys)
    : keys_(std::move(keys)) {
  const size_t k = keys_.size();
  words_ = (k + 63) / 64;
  reached_by_.assign(k * words_, 0);
  if (k == 0) return;
  // Key indices sorted by position, so each chunk of 64 covers a position range.
  std::vector<size_t> by_pos(k);
  for (size_t i = 0; i < k; ++i) by_pos[i] = i;
  std::sort(by_pos.begin(), by_pos.end(), [&](size_t a, size_t b) { return keys_[a] < keys_[b]; });
  std::vector<int32_t> key_index(graph.size(), -1);
  for (size_t i = 0; i < k; ++i) key_index[static_cast<size_t>(keys_[i])] = static_cast<int32_t>(i);

  std::vector<uint64_t> word(graph.size(), 0);
  for (size_t chunk = 0; chunk < words_; ++chunk) {
    // Sources of this chunk: the keys with index in [64·chunk, 64·chunk+64).
    NodeId first = static_cast<NodeId>(graph.size());
    for (size_t i = chunk * 64; i < std::min(k, chunk * 64 + 64); ++i) {
      first = std::min(first, keys_[i]);
    }
    std::fill(word.begin() + first, word.end(), 0);
    for (size_t pos = static_cast<size_t>(first); pos < graph.size(); ++pos) {
      const Node& node = graph.node(static_cast<NodeId>(pos));
      uint64_t w = 0;
      ForEachInput(node, [&](NodeId input) {
        if (input >= first) w |= word[static_cast<size_t>(input)];
      });
      int32_t ki = key_index[pos];
      if (ki >= 0) {
        reached_by_[static_cast<size_t>(ki) * words_ + chunk] = w;
        size_t idx = static_cast<size_t>(ki);
        if (idx / 64 == chunk) w |= uint64_t{1} << (idx % 64);
      }
      word[pos] = w;
    }
  }
}

}  // namespace collopt
