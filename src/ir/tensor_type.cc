// collopt/ir/tensor_type.cc — see tensor_type.h.
#include "ir/tensor_type.h"

#include <algorithm>

#include "fmt/format.h"

namespace collopt {

DeviceType::DeviceType() {
  static const InternedString kCuda("cuda");  // interned once: no lock per default
  name_ = kCuda;
}

DeviceType::DeviceType(std::string_view name) : name_(name) {}

std::string Device::ToString() const {
  return index >= 0 ? fmt::format("{}:{}", type.str(), index) : type.str();
}

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

int64_t TensorType::storage_bytes() const {
  if (strides.size() != shape.size()) return bytes();
  int64_t extent = 1;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i].hint == 0) return 0;
    extent += (shape[i].hint - 1) * strides[i];
  }
  return extent * ItemSize(dtype);
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

std::optional<std::vector<int64_t>> ViewStrides(const Shape& old_shape,
                                                const std::vector<int64_t>& old_strides,
                                                const Shape& shape) {
  const size_t n = shape.size();
  std::vector<int64_t> strides(n, 1);
  if (old_shape.empty()) return strides;
  if (old_strides.size() != old_shape.size()) return std::nullopt;
  if (NumElements(old_shape) == 0) {
    if (old_shape == shape) return old_strides;
    for (size_t d = n; d-- > 0;) {
      strides[d] = d + 1 == n ? 1 : std::max<int64_t>(shape[d + 1].hint, 1) * strides[d + 1];
    }
    return strides;
  }
  int64_t view_d = static_cast<int64_t>(n) - 1;
  int64_t chunk_base_stride = old_strides.back();
  int64_t tensor_numel = 1;
  int64_t view_numel = 1;
  for (size_t tensor_d = old_shape.size(); tensor_d-- > 0;) {
    tensor_numel *= old_shape[tensor_d].hint;
    // A chunk ends where the next dimension out is not contiguous with it.
    if (tensor_d == 0 || (old_shape[tensor_d - 1].hint != 1 &&
                          old_strides[tensor_d - 1] != tensor_numel * chunk_base_stride)) {
      while (view_d >= 0 &&
             (view_numel < tensor_numel || shape[static_cast<size_t>(view_d)].hint == 1)) {
        strides[static_cast<size_t>(view_d)] = view_numel * chunk_base_stride;
        view_numel *= shape[static_cast<size_t>(view_d)].hint;
        --view_d;
      }
      if (view_numel != tensor_numel) return std::nullopt;
      if (tensor_d > 0) {
        chunk_base_stride = old_strides[tensor_d - 1];
        tensor_numel = 1;
        view_numel = 1;
      }
    }
  }
  if (view_d != -1) return std::nullopt;
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
