// collopt/ir/value.h — what a node produces, and what its arguments are.
//
// Value is the static result of a node: a tensor (TensorType), a tuple of
// values (multi-output ops, read through `getitem`), a symbolic int/float/bool
// (SymInt nodes such as `sym_size`, `_local_scalar_dense`, `a + b`), None, or
// opaque (a callable or an object collopt does not model).
//
// Argument is one argument of a call: a literal, a reference to another node,
// or a container of arguments, exactly as FX prints it.
#ifndef COLLOPT_IR_VALUE_H_
#define COLLOPT_IR_VALUE_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "ir/tensor_type.h"
#include "support/rare_string.h"
#include "support/rare_vector.h"

namespace collopt {

using NodeId = int32_t;
inline constexpr NodeId kNoNode = -1;

struct Value {
  enum class Kind : uint8_t {
    kUnknown,
    kNone,
    kTensor,
    kTuple,
    kSymInt,
    kSymFloat,
    kSymBool,
    kOpaque
  };
  // (`kind` sits in the tensor type's tail padding: 8 bytes a value less.)
  [[no_unique_address]] TensorType tensor;  // kTensor
  Kind kind = Kind::kUnknown;
  RareVector<Value> elements;  // kTuple (heap-held: most values are tensors)
  /// Keys of a dict-valued result (triton_kernel_wrapper_functional), parallel
  /// to `elements`; empty for a plain tuple.
  RareVector<std::string> keys;
  SymInt sym;         // kSymInt, kSymBool (0/1)
  double scalar = 0;  // kSymFloat

  /// Every field equal (a structural comparison).
  bool operator==(const Value&) const = default;

  static Value None() {
    Value v;
    v.kind = Kind::kNone;
    return v;
  }
  static Value Opaque() {
    Value v;
    v.kind = Kind::kOpaque;
    return v;
  }
  static Value Tensor(TensorType t) {
    Value v;
    v.kind = Kind::kTensor;
    v.tensor = std::move(t);
    return v;
  }
  static Value Tuple(std::vector<Value> elements) {
    Value v;
    v.kind = Kind::kTuple;
    v.elements = std::move(elements);
    return v;
  }
  static Value Int(SymInt s) {
    Value v;
    v.kind = Kind::kSymInt;
    v.sym = s;
    return v;
  }
  static Value Bool(SymInt s) {
    Value v;
    v.kind = Kind::kSymBool;
    v.sym = s;
    return v;
  }
  static Value Float(double f) {
    Value v;
    v.kind = Kind::kSymFloat;
    v.scalar = f;
    return v;
  }

  bool is_tensor() const { return kind == Kind::kTensor; }
  /// Sum of the bytes of every tensor inside (0 for non-tensors).
  int64_t bytes() const;
  /// "bf16[8, 4]", "(f32[2], i64[2])", "Sym(512)", "None"...
  std::string ToString() const;
};

// Every node holds one (and a tuple one per element): keep it small.
static_assert(sizeof(Value) == 88, "a Value is 88 bytes");

/// The first tensor inside `value` (depth first), or nullptr when it holds none.
const TensorType* FirstTensor(const Value& value);

struct Argument {
  enum class Kind : uint8_t {
    kNone,
    kBool,          // i
    kInt,           // i
    kFloat,         // f
    kString,        // s
    kNode,          // node
    kList,          // items
    kTuple,         // items
    kDict,          // keys (string form) + items
    kDType,         // dtype
    kDevice,        // s = the type ("cuda", "cpu"), i = the index (-1 when none)
    kLayout,        // s = "strided", ...
    kMemoryFormat,  // s = "contiguous_format", ...
    kOpRef,         // s = "fsdp.split_with_sizes_copy.default" (an op passed as a value)
  };
  // (The small members first: kind, dtype and node share 8 bytes. The text
  // and the items are heap-held, and a device is its type's text and an
  // index: most arguments are a node or a number, and a list's items are
  // arguments too: 56 bytes an argument instead of 112.)
  Kind kind = Kind::kNone;
  DType dtype = DType::kFloat32;
  NodeId node = kNoNode;
  int64_t i = 0;
  double f = 0;
  RareString s;
  RareVector<Argument> items;
  RareVector<std::string> keys;
  /// Byte offset in the source, for diagnostics (0 when synthesized).
  size_t offset = 0;

  static Argument Node(NodeId id) {
    Argument a;
    a.kind = Kind::kNode;
    a.node = id;
    return a;
  }
  static Argument Int(int64_t v) {
    Argument a;
    a.kind = Kind::kInt;
    a.i = v;
    return a;
  }
  static Argument String(std::string s) {
    Argument a;
    a.kind = Kind::kString;
    a.s = std::move(s);
    return a;
  }
  static Argument OfDType(DType d) {
    Argument a;
    a.kind = Kind::kDType;
    a.dtype = d;
    return a;
  }
  /// `device(type=..., index=...)`.
  static Argument OfDevice(const Device& d) {
    Argument a;
    a.kind = Kind::kDevice;
    a.s = d.type.str();
    a.i = d.index;
    return a;
  }
  /// The device a kDevice argument names.
  Device device() const { return {DeviceType(s.str()), static_cast<int32_t>(i)}; }
  /// `[v0, v1, ...]` of ints.
  static Argument IntList(const std::vector<int64_t>& values) {
    Argument a;
    a.kind = Kind::kList;
    for (int64_t v : values) a.items.push_back(Int(v));
    return a;
  }
  /// `[n0, n1, ...]` of node references.
  static Argument NodeList(const std::vector<NodeId>& ids) {
    Argument a;
    a.kind = Kind::kList;
    for (NodeId id : ids) a.items.push_back(Node(id));
    return a;
  }
  bool is_sequence() const { return kind == Kind::kList || kind == Kind::kTuple; }
  /// A reference to node `id` itself (not a list holding it).
  bool is_node(NodeId id) const { return kind == Kind::kNode && node == id; }
};

// The size every node's arguments and every list's items pay (the note on
// Argument's members); a member added must keep it small.
static_assert(sizeof(Argument) == 56, "an Argument is 56 bytes");

/// Calls `fn(NodeId)` for every node referenced by `arg`, depth first, in order.
template <typename Fn>
void ForEachNodeRef(const Argument& arg, Fn&& fn) {
  if (arg.kind == Argument::Kind::kNode) {
    fn(arg.node);
    return;
  }
  for (const Argument& item : arg.items) ForEachNodeRef(item, fn);
}

}  // namespace collopt

#endif  // COLLOPT_IR_VALUE_H_
