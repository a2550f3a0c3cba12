// collopt/ir/dtype.h — tensor element types.
//
// One enum with one string table shared by the parsers, the printers and the
// CLI. Each dtype has the spelling PyTorch uses in code (`torch.bfloat16`) and
// the short spelling of FX's print_readable annotations (`bf16`, from
// torch/fx/graph.py `dtype_abbrs`), and its item size in bytes.
#ifndef COLLOPT_IR_DTYPE_H_
#define COLLOPT_IR_DTYPE_H_

#include <cstdint>
#include <optional>
#include <string_view>

namespace collopt {

enum class DType : uint8_t {
  kBool,
  kUInt8,
  kInt8,
  kInt16,
  kInt32,
  kInt64,
  kUInt16,
  kUInt32,
  kUInt64,
  kFloat16,
  kBFloat16,
  kFloat32,
  kFloat64,
  kComplex32,
  kComplex64,
  kComplex128,
  kFloat8E4M3FN,
  kFloat8E5M2,
  kFloat8E4M3FNUZ,
  kFloat8E5M2FNUZ,
  kFloat8E8M0FNU,
};

/// Item size in bytes (bool: 1).
int64_t ItemSize(DType dtype);
/// "torch.bfloat16"-style name without the "torch." prefix ("bfloat16").
std::string_view TorchName(DType dtype);
/// print_readable abbreviation ("bf16").
std::string_view ShortName(DType dtype);
/// Parses "bfloat16" / "float" / "half" / "long" ... (torch attribute names,
/// aliases included) without the "torch." prefix.
std::optional<DType> ParseTorchDType(std::string_view name);
/// Parses a print_readable abbreviation ("bf16", "b8", "c64").
std::optional<DType> ParseShortDType(std::string_view name);

bool IsFloatingPoint(DType dtype);
bool IsComplex(DType dtype);
bool IsIntegral(DType dtype);  // bool excluded

/// Type promotion of two tensor operands of the same category kind, following
/// torch's promote_types lattice (c10/core/ScalarType.cpp).
DType PromoteTypes(DType a, DType b);

/// The real dtype of a complex dtype (complex64 → float32); identity otherwise.
DType ToRealDType(DType dtype);
/// The complex dtype of a real floating dtype (float32 → complex64).
DType ToComplexDType(DType dtype);

}  // namespace collopt

#endif  // COLLOPT_IR_DTYPE_H_
