// collopt/ir/tensor_type.h — shapes, symbolic sizes and tensor types.
//
// A size is a SymInt: a concrete value, or a symbolic one (a backed symbol
// `s0`, a data-dependent "unbacked" symbol `u0`, or an expression of them)
// that carries a *hint*, the value collopt uses for bytes and FLOPs. Hints
// come from the input (`reader.symint(512)` in repro files) or, for unbacked
// symbols without one, from ShapeOptions::unbacked_symint_hint within the
// bounds the graph asserts (analysis/unbacked_hints.h). Shapes use torch.Size semantics: a
// dimension list, row-major contiguous strides unless given.
#ifndef COLLOPT_IR_TENSOR_TYPE_H_
#define COLLOPT_IR_TENSOR_TYPE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/dtype.h"
#include "support/interned_string.h"
#include "support/rare_vector.h"

namespace collopt {

/// An integer that may be symbolic. `hint` is always set; `symbolic` marks a
/// value that depends on a symbol (so equality checks against annotations
/// only compare when both sides are concrete). `stated` marks a symbolic
/// hint the input gave (an annotation's expression evaluated under the
/// symbols' values, frontend/symbolic_sizes.h) rather than one collopt
/// guessed; shape inference lets a stated annotation override a guessed
/// data-dependent size. Arithmetic and equality ignore it (results are
/// never stated).
struct SymInt {
  int64_t hint = 0;
  bool symbolic = false;
  bool stated = false;

  static SymInt Concrete(int64_t v) { return {v, false}; }
  static SymInt Symbolic(int64_t hint) { return {hint, true}; }
  static SymInt Stated(int64_t hint) { return {hint, true, true}; }

  friend SymInt operator+(SymInt a, SymInt b) {
    return {a.hint + b.hint, a.symbolic || b.symbolic};
  }
  friend SymInt operator-(SymInt a, SymInt b) {
    return {a.hint - b.hint, a.symbolic || b.symbolic};
  }
  friend SymInt operator*(SymInt a, SymInt b) {
    return {a.hint * b.hint, a.symbolic || b.symbolic};
  }
  friend bool operator==(SymInt a, SymInt b) {
    return a.hint == b.hint && a.symbolic == b.symbolic;
  }
};

/// Floor division as Python does it (rounds toward −∞). b must not be 0.
int64_t FloorDiv(int64_t a, int64_t b);

using Shape = std::vector<SymInt>;

/// Product of the hints of `shape` (1 for a scalar).
int64_t NumElements(const Shape& shape);

/// The largest tensor collopt accepts, in bytes: 2^50 (1 PiB), far above any
/// device's memory, and small enough that sums of many such sizes stay
/// within int64.
inline constexpr int64_t kMaxTensorBytes = int64_t{1} << 50;

/// numel × `item_size` of `shape` (hints), or nullopt when a hint is negative,
/// the product overflows int64, or it exceeds kMaxTensorBytes. Checked with
/// __builtin_mul_overflow, so no shape can wrap around to a small size.
std::optional<int64_t> CheckedBytes(const Shape& shape, int64_t item_size);
/// "[8, 4]" with hints; symbolic sizes print as their hint followed by '*'.
std::string ShapeToString(const Shape& shape);
/// Row-major contiguous strides of `shape`, in elements.
std::vector<int64_t> ContiguousStrides(const Shape& shape);
Shape ConcreteShape(const std::vector<int64_t>& dims);
/// The strides `shape` would have as a view of a tensor of `old_shape` with
/// `old_strides`, or nullopt when no view can reshape it (it must be copied):
/// PyTorch's `computeStride` (aten/src/ATen/TensorUtils.cpp), which decides
/// whether `aten.reshape` returns a view or a copy.
std::optional<std::vector<int64_t>> ViewStrides(const Shape& old_shape,
                                                const std::vector<int64_t>& old_strides,
                                                const Shape& shape);
/// Whether no size of `shape` is symbolic.
bool IsConcrete(const Shape& shape);

/// A device type's name ("cuda", "cpu", "meta", …), interned: one pointer
/// to a process-wide copy of the text, so that a tensor type or an argument
/// does not hold a std::string of its own (8 bytes instead of 32: at 10^6
/// nodes, every tensor type and argument counts). Names are compared by
/// pointer (support/interned_string.h). Interning takes a lock; the default
/// ("cuda") does not.
class DeviceType {
 public:
  DeviceType();  // "cuda"
  explicit DeviceType(std::string_view name);
  const std::string& str() const { return name_.str(); }
  bool operator==(const DeviceType& other) const { return name_ == other.name_; }
  friend bool operator==(const DeviceType& a, std::string_view b) { return a.name_ == b; }

 private:
  InternedString name_;
};

/// Device of a tensor. `type` is "cuda", "cpu", "meta"...; index −1 = none.
struct Device {
  DeviceType type;
  int32_t index = -1;
  bool operator==(const Device&) const = default;
  /// As `str(torch.device)` writes it: "cuda" without an index, "cuda:0".
  std::string ToString() const;
};

/// The static type of one tensor value. (The dtype is declared last so that
/// it fits in the device's tail padding, and the strides, stated on few
/// values, are heap-held: 48 bytes instead of 72.)
struct TensorType {
  TensorType() = default;
  /// Brace-initialized as the aggregate it was: dtype first.
  TensorType(DType type, Shape dims, std::vector<int64_t> stride = {}, Device on = {})
      : shape(std::move(dims)), strides(std::move(stride)), device(on), dtype(type) {}

  Shape shape;
  /// Strides in elements when the input states them, else empty (contiguous).
  RareVector<int64_t> strides;
  [[no_unique_address]] Device device;
  DType dtype = DType::kFloat32;

  int64_t numel() const { return NumElements(shape); }
  /// numel × item size, in bytes.
  int64_t bytes() const { return numel() * ItemSize(dtype); }
  /// Bytes of the storage PyTorch allocates for a tensor of this type
  /// (`empty_strided`): (1 + Σ (size − 1) · stride) × item size with the
  /// stated strides, 0 when a size is 0 (`at::detail::computeStorageNbytes`,
  /// aten/src/ATen/EmptyTensor.cpp); bytes() when no strides are stated.
  int64_t storage_bytes() const;
  int64_t rank() const { return static_cast<int64_t>(shape.size()); }
  /// Same dtype, shape (hints and symbolic flags), strides and device.
  bool operator==(const TensorType&) const = default;
  /// "bf16[8, 4]" (print_readable style, hints for symbolic sizes).
  std::string ToString() const;
};

// Every value and annotation holds one (a tuple one per element): keep it small.
static_assert(sizeof(TensorType) == 48, "a TensorType is 48 bytes");

}  // namespace collopt

#endif  // COLLOPT_IR_TENSOR_TYPE_H_
