// collopt/ir/node_map.h — a value per node, indexed by NodeId.
//
// The analyses and schedulers keep one value per node in a flat array (a
// node's id is its program position, 0 … N−1). NodeMap is that array with
// NodeId indices, so that callers do not cast each id to size_t: O(1)
// access, N·sizeof(T) bytes (NodeMap<bool> packs bits, as std::vector<bool>).
#ifndef COLLOPT_IR_NODE_MAP_H_
#define COLLOPT_IR_NODE_MAP_H_

#include <cstddef>
#include <utility>
#include <vector>

#include "ir/value.h"

namespace collopt {

template <typename T>
class NodeMap {
 public:
  using reference = typename std::vector<T>::reference;
  using const_reference = typename std::vector<T>::const_reference;

  NodeMap() = default;
  /// `size` nodes, each `value`.
  explicit NodeMap(size_t size, const T& value = T()) : values_(size, value) {}
  /// Takes a vector indexed by node id.
  explicit NodeMap(std::vector<T> values) : values_(std::move(values)) {}

  /// The value of node `id`; `id` must be in [0, size()).
  reference operator[](NodeId id) { return values_[static_cast<size_t>(id)]; }
  const_reference operator[](NodeId id) const { return values_[static_cast<size_t>(id)]; }

  size_t size() const { return values_.size(); }
  /// Every node's value becomes `value`, for `size` nodes.
  void assign(size_t size, const T& value) { values_.assign(size, value); }

  auto begin() const { return values_.begin(); }
  auto end() const { return values_.end(); }
  /// The values by node id, as a vector.
  const std::vector<T>& values() const { return values_; }

 private:
  std::vector<T> values_;
};

}  // namespace collopt

#endif  // COLLOPT_IR_NODE_MAP_H_
