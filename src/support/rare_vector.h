// collopt/support/rare_vector.h — a vector that is mostly empty, held on
// the heap when it is not.
//
// The IR keeps a few lists that only some nodes and values fill: a node's
// keyword arguments, a tuple value's elements, the keys of a dict-valued
// result or argument, a list argument's items. A std::vector costs 24 bytes
// in place whether or not it holds anything; a RareVector costs 8 (one
// pointer, null when empty), and one more heap block when it holds some.
// At 10^6 nodes, with several graph copies alive while optimizing, that is
// tens of MB a copy for each such list.
#ifndef COLLOPT_SUPPORT_RARE_VECTOR_H_
#define COLLOPT_SUPPORT_RARE_VECTOR_H_

#include <cstddef>
#include <utility>
#include <vector>

#include "support/heap_optional.h"

namespace collopt {

/// The std::vector operations the IR uses: size, empty, indexing, front/back,
/// iteration, reserve, push_back/emplace_back, clear, assignment from a
/// std::vector, equality (an empty one equals a cleared one).
template <typename T>
class RareVector {
 public:
  RareVector() = default;
  /// Takes `items`' elements (no heap block when there are none).
  RareVector(std::vector<T> items) {  // NOLINT(google-explicit-constructor): as a vector
    if (!items.empty()) items_ = std::move(items);
  }

  size_t size() const { return items_.has_value() ? items_->size() : 0; }
  bool empty() const { return size() == 0; }
  /// Element `i`; `i` < size().
  const T& operator[](size_t i) const { return (*items_)[i]; }
  T& operator[](size_t i) { return (*items_)[i]; }
  const T* begin() const { return items_.has_value() ? items_->data() : nullptr; }
  const T* end() const { return begin() + size(); }
  T* begin() { return items_.has_value() ? items_->data() : nullptr; }
  T* end() { return begin() + size(); }
  /// The first and last elements; the vector is not empty.
  const T& front() const { return begin()[0]; }
  T& front() { return begin()[0]; }
  const T& back() const { return end()[-1]; }
  T& back() { return end()[-1]; }
  void clear() { items_.reset(); }
  /// Room for `n` elements (a heap block even when `n` elements never come).
  void reserve(size_t n) {
    if (n > 0) Items().reserve(n);
  }
  /// A copy of the elements as a std::vector.
  std::vector<T> ToVector() const { return {begin(), end()}; }
  void push_back(T item) { Items().push_back(std::move(item)); }
  template <typename... Args>
  T& emplace_back(Args&&... args) {
    return Items().emplace_back(std::forward<Args>(args)...);
  }

  friend bool operator==(const RareVector& a, const RareVector& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
      if (!(a[i] == b[i])) return false;
    }
    return true;
  }

 private:
  std::vector<T>& Items() {
    if (!items_.has_value()) items_.emplace();
    return *items_;
  }

  HeapOptional<std::vector<T>> items_;
};

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_RARE_VECTOR_H_
