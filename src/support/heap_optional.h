// collopt/support/heap_optional.h — an optional whose value lives on the heap.
//
// For fields that most objects leave empty: a std::optional<T> costs
// sizeof(T) in every object, HeapOptional<T> one pointer. ir::Node keeps its
// rarely set `annotation` (a Value, 176 bytes) and `collective` (a
// CollectiveInfo, 128 bytes) in one: at 10^6 nodes the node array shrinks by
// about 0.3 GB per graph copy (issue 16, docs/performance.md).
//
// The interface is the part of std::optional that collopt uses: has_value,
// explicit bool, *, ->, value, reset, emplace, assignment from T, from
// std::optional<T> and from std::nullopt, comparison with std::nullopt. It
// has value semantics (copying copies the value); a moved-from HeapOptional
// is empty. C++26's std::indirect is the standard relative, without the
// empty state.
#ifndef COLLOPT_SUPPORT_HEAP_OPTIONAL_H_
#define COLLOPT_SUPPORT_HEAP_OPTIONAL_H_

#include <cassert>
#include <memory>
#include <optional>
#include <utility>

namespace collopt {

template <typename T>
class HeapOptional {
 public:
  HeapOptional() = default;
  HeapOptional(std::nullopt_t) {}  // NOLINT(google-explicit-constructor): as std::optional
  HeapOptional(T value)            // NOLINT(google-explicit-constructor): as std::optional
      : value_(std::make_unique<T>(std::move(value))) {}
  HeapOptional(std::optional<T> value)  // NOLINT(google-explicit-constructor)
      : value_(value.has_value() ? std::make_unique<T>(std::move(*value)) : nullptr) {}
  HeapOptional(const HeapOptional& other)
      : value_(other.value_ ? std::make_unique<T>(*other.value_) : nullptr) {}
  HeapOptional(HeapOptional&&) noexcept = default;
  HeapOptional& operator=(const HeapOptional& other) {
    if (this != &other) value_ = other.value_ ? std::make_unique<T>(*other.value_) : nullptr;
    return *this;
  }
  HeapOptional& operator=(HeapOptional&&) noexcept = default;
  HeapOptional& operator=(std::nullopt_t) {
    value_.reset();
    return *this;
  }
  HeapOptional& operator=(T value) {
    if (value_) {
      *value_ = std::move(value);
    } else {
      value_ = std::make_unique<T>(std::move(value));
    }
    return *this;
  }
  HeapOptional& operator=(std::optional<T> value) {
    if (value.has_value()) return *this = std::move(*value);
    value_.reset();
    return *this;
  }
  ~HeapOptional() = default;

  bool has_value() const { return value_ != nullptr; }
  explicit operator bool() const { return has_value(); }
  /// The value; undefined when empty (as std::optional's operator*).
  T& operator*() {
    assert(value_);
    return *value_;
  }
  const T& operator*() const {
    assert(value_);
    return *value_;
  }
  T* operator->() { return &**this; }
  const T* operator->() const { return &**this; }
  /// The value; throws std::bad_optional_access when empty.
  T& value() {
    if (!value_) throw std::bad_optional_access();
    return *value_;
  }
  const T& value() const {
    if (!value_) throw std::bad_optional_access();
    return *value_;
  }
  void reset() { value_.reset(); }
  template <typename... Args>
  T& emplace(Args&&... args) {
    value_ = std::make_unique<T>(std::forward<Args>(args)...);
    return *value_;
  }

  friend bool operator==(const HeapOptional& a, std::nullopt_t) { return !a.has_value(); }
  friend bool operator==(const HeapOptional& a, const HeapOptional& b) {
    if (a.has_value() != b.has_value()) return false;
    return !a.has_value() || *a == *b;
  }

 private:
  std::unique_ptr<T> value_;
};

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_HEAP_OPTIONAL_H_
