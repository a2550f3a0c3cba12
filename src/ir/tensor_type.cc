// collopt/ir/tensor_type.cc — see tensor_type.h.
#include "ir/tensor_type.h"

#include <algorithm>

#include "fmt/format.h"

namespace collopt {

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t NumElements(const Shape& shape) {
  int64_t n = 1;
  for (SymInt d : shape) n *= d.hint;
  return n;
}

std::optional<int64_t> CheckedBytes(const Shape& shape, int64_t item_size) {
  int64_t n = item_size;
  for (SymInt d : shape) {
    if (d.hint < 0 || __builtin_mul_overflow(n, d.hint, &n)) return std::nullopt;
  }
  if (n > kMaxTensorBytes) return std::nullopt;
  return n;
}

std::string ShapeToString(const Shape& shape) {
  std::string out = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i > 0) out += ", ";
    out += std::to_string(shape[i].hint);
    if (shape[i].symbolic) out += '*';
  }
  out += ']';
  return out;
}

std::vector<int64_t> ContiguousStrides(const Shape& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  int64_t running = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = running;
    running *= std::max<int64_t>(shape[i].hint, 1);
  }
  return strides;
}

bool IsConcrete(const Shape& shape) {
  return std::none_of(shape.begin(), shape.end(), [](SymInt s) { return s.symbolic; });
}

Shape ConcreteShape(const std::vector<int64_t>& dims) {
  Shape shape;
  shape.reserve(dims.size());
  for (int64_t d : dims) shape.push_back(SymInt::Concrete(d));
  return shape;
}

std::string TensorType::ToString() const {
  return fmt::format("{}{}", ShortName(dtype), ShapeToString(shape));
}

}  // namespace collopt
