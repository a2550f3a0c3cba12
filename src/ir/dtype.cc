// collopt/ir/dtype.cc — see dtype.h.
#include "ir/dtype.h"

#include <array>

namespace collopt {
namespace {

struct DTypeInfo {
  DType dtype;
  std::string_view torch_name;
  std::string_view short_name;
  int64_t item_size;
};

// Short names follow torch/fx/graph.py `dtype_abbrs`.
constexpr std::array<DTypeInfo, 21> kDTypes = {{
    {DType::kBool, "bool", "b8", 1},
    {DType::kUInt8, "uint8", "u8", 1},
    {DType::kInt8, "int8", "i8", 1},
    {DType::kInt16, "int16", "i16", 2},
    {DType::kInt32, "int32", "i32", 4},
    {DType::kInt64, "int64", "i64", 8},
    {DType::kUInt16, "uint16", "u16", 2},
    {DType::kUInt32, "uint32", "u32", 4},
    {DType::kUInt64, "uint64", "u64", 8},
    {DType::kFloat16, "float16", "f16", 2},
    {DType::kBFloat16, "bfloat16", "bf16", 2},
    {DType::kFloat32, "float32", "f32", 4},
    {DType::kFloat64, "float64", "f64", 8},
    {DType::kComplex32, "complex32", "c32", 4},
    {DType::kComplex64, "complex64", "c64", 8},
    {DType::kComplex128, "complex128", "c128", 16},
    {DType::kFloat8E4M3FN, "float8_e4m3fn", "f8e4m3fn", 1},
    {DType::kFloat8E5M2, "float8_e5m2", "f8e5m2", 1},
    {DType::kFloat8E4M3FNUZ, "float8_e4m3fnuz", "f8e4m3fnuz", 1},
    {DType::kFloat8E5M2FNUZ, "float8_e5m2fnuz", "f8e5m2fnuz", 1},
    {DType::kFloat8E8M0FNU, "float8_e8m0fnu", "f8e8m0fnu", 1},
}};

const DTypeInfo& Info(DType dtype) { return kDTypes[static_cast<size_t>(dtype)]; }

}  // namespace

int64_t ItemSize(DType dtype) { return Info(dtype).item_size; }
std::string_view TorchName(DType dtype) { return Info(dtype).torch_name; }
std::string_view ShortName(DType dtype) { return Info(dtype).short_name; }

std::optional<DType> ParseTorchDType(std::string_view name) {
  for (const DTypeInfo& info : kDTypes) {
    if (info.torch_name == name) return info.dtype;
  }
  struct Alias {
    std::string_view name;
    DType dtype;
  };
  static constexpr std::array<Alias, 9> kAliases = {{{"float", DType::kFloat32},
                                                     {"double", DType::kFloat64},
                                                     {"half", DType::kFloat16},
                                                     {"long", DType::kInt64},
                                                     {"int", DType::kInt32},
                                                     {"short", DType::kInt16},
                                                     {"cfloat", DType::kComplex64},
                                                     {"cdouble", DType::kComplex128},
                                                     {"chalf", DType::kComplex32}}};
  for (const Alias& alias : kAliases) {
    if (alias.name == name) return alias.dtype;
  }
  return std::nullopt;
}

std::optional<DType> ParseShortDType(std::string_view name) {
  for (const DTypeInfo& info : kDTypes) {
    if (info.short_name == name) return info.dtype;
  }
  return std::nullopt;
}

bool IsFloatingPoint(DType dtype) {
  switch (dtype) {
    case DType::kFloat16:
    case DType::kBFloat16:
    case DType::kFloat32:
    case DType::kFloat64:
    case DType::kFloat8E4M3FN:
    case DType::kFloat8E5M2:
    case DType::kFloat8E4M3FNUZ:
    case DType::kFloat8E5M2FNUZ:
    case DType::kFloat8E8M0FNU:
      return true;
    default:
      return false;
  }
}

bool IsComplex(DType dtype) {
  return dtype == DType::kComplex32 || dtype == DType::kComplex64 || dtype == DType::kComplex128;
}

bool IsIntegral(DType dtype) {
  return dtype != DType::kBool && !IsFloatingPoint(dtype) && !IsComplex(dtype);
}

namespace {
// Category rank: bool < integral < floating < complex.
int Category(DType d) {
  if (d == DType::kBool) return 0;
  if (IsIntegral(d)) return 1;
  if (IsFloatingPoint(d)) return 2;
  return 3;
}
}  // namespace

DType PromoteTypes(DType a, DType b) {
  if (a == b) return a;
  int ca = Category(a);
  int cb = Category(b);
  if (ca != cb) {
    DType hi = ca > cb ? a : b;
    DType lo = ca > cb ? b : a;
    // complex with a wider float widens the complex (complex64 + float64 → complex128).
    if (IsComplex(hi) && IsFloatingPoint(lo) && ItemSize(lo) * 2 > ItemSize(hi)) {
      return ToComplexDType(lo);
    }
    return hi;
  }
  // bf16 with f16 promotes to f32 (the only pair of equal width that does).
  if ((a == DType::kBFloat16 && b == DType::kFloat16) ||
      (a == DType::kFloat16 && b == DType::kBFloat16)) {
    return DType::kFloat32;
  }
  // uint8 with int8 promotes to int16.
  if ((a == DType::kUInt8 && b == DType::kInt8) || (a == DType::kInt8 && b == DType::kUInt8)) {
    return DType::kInt16;
  }
  return ItemSize(a) >= ItemSize(b) ? a : b;
}

DType ToRealDType(DType dtype) {
  switch (dtype) {
    case DType::kComplex32:
      return DType::kFloat16;
    case DType::kComplex64:
      return DType::kFloat32;
    case DType::kComplex128:
      return DType::kFloat64;
    default:
      return dtype;
  }
}

DType ToComplexDType(DType dtype) {
  switch (dtype) {
    case DType::kFloat16:
      return DType::kComplex32;
    case DType::kFloat64:
      return DType::kComplex128;
    default:
      return DType::kComplex64;
  }
}

}  // namespace collopt
