// collopt/support/units.h — byte units (binary: MiB = 2^20 bytes, GiB = 2^30
// bytes, as PyTorch's memory stats and NCCL's bucket sizes count them).
#ifndef COLLOPT_SUPPORT_UNITS_H_
#define COLLOPT_SUPPORT_UNITS_H_

#include <cstdint>
#include <string>

#include "fmt/format.h"

namespace collopt {

/// Bytes in a MiB (2^20) and in a GiB (2^30).
inline constexpr int64_t kMiB = int64_t{1} << 20;
inline constexpr int64_t kGiB = int64_t{1} << 30;

/// `bytes` in MiB / GiB.
inline constexpr double ToMiB(int64_t bytes) {
  return static_cast<double>(bytes) / static_cast<double>(kMiB);
}
inline constexpr double ToGiB(int64_t bytes) {
  return static_cast<double>(bytes) / static_cast<double>(kGiB);
}

/// `mib` MiB / `gib` GiB in bytes (truncated toward zero).
inline constexpr int64_t BytesFromMiB(double mib) {
  return static_cast<int64_t>(mib * static_cast<double>(kMiB));
}
inline constexpr int64_t BytesFromGiB(double gib) {
  return static_cast<int64_t>(gib * static_cast<double>(kGiB));
}

/// `bytes` as "1.234 GiB" (three decimals), as the reports print memory.
inline std::string FormatGiB(int64_t bytes) { return fmt::format("{:.3f} GiB", ToGiB(bytes)); }

}  // namespace collopt

#endif  // COLLOPT_SUPPORT_UNITS_H_
