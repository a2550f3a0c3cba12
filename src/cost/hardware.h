// collopt/cost/hardware.h — hardware profiles for the cost model.
//
// One struct holds every constant the compute roofline and the analytic NCCL
// model use. Built-in profiles: h100, h200, a100, b200 (SXM parts, 8 GPUs per
// node on NVLink, one NIC per GPU). A user JSON file overrides any field of a
// base profile:  {"base": "h100", "hbm_gbps": 3000, "gpus_per_node": 4}.
//
// Sources of the constants (cited per field in hardware.cc):
//  - peak dense FLOP rates and HBM bandwidth: NVIDIA datasheets (H100 SXM5,
//    H200 SXM, A100 SXM4 80GB, HGX B200);
//  - NCCL bus bandwidths per GPU, channel counts and the GPU generation used
//    to pick NCCL's tuning tables: torch/_inductor/comm_analysis.py
//    `_GPU_INTRA_NODE_BW`, `_GPU_INTER_NODE_BW`, `_GPU_NCHANNELS` (from NCCL
//    src/graph/topo.h), see shared/reference/pytorch_overlap_passes.md §3.3.
// Units: FLOP rates in TFLOP/s (1e12), bandwidths in GB/s (1e9 bytes/s).
#ifndef COLLOPT_COST_HARDWARE_H_
#define COLLOPT_COST_HARDWARE_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "ir/dtype.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// The range of every rate, size and curve number a profile file may give
/// (TFLOP/s, GB/s, GB, efficiencies, GFLOP; a half-efficiency size may also
/// be 0): 10^-6 to 10^9, far past any device either way, so that memory_gb ×
/// 1e9 bytes stays an int64 and a time of bytes ÷ rate stays finite (a
/// file's 1e308 or 1e-308 would make infinite ones).
inline constexpr double kMinHardwareRate = 1e-6;
inline constexpr double kMaxHardwareRate = 1e9;

/// GPU generation, which selects NCCL's per-generation tuning tables.
enum class GpuGeneration { kVolta, kAmpere, kHopper, kBlackwell };

/// The network between nodes; InfiniBand disables LL128 across nodes and
/// applies the NIC-efficiency factors of comm_analysis.py.
enum class NetworkKind { kInfiniBandHdr, kInfiniBandNdr, kRoce };

/// A fitted compute-efficiency curve for one op class (calibration.h):
///   time_us = max((F + F_half) ÷ (peak × efficiency),
///                 bytes ÷ (HBM bandwidth × memory_efficiency))
/// i.e. the achieved FLOP rate is peak × efficiency × F ÷ (F + F_half): it
/// saturates at `efficiency` for large ops and falls for small ones (F_half
/// = half_efficiency_gflop × 1e9 FLOPs is where it reaches half), and the
/// memory side runs at a fraction of the HBM bandwidth. The defaults (1, 0,
/// 1) are the plain roofline.
struct ComputeCurve {
  double efficiency = 1;
  double half_efficiency_gflop = 0;
  double memory_efficiency = 1;
};

struct HardwareProfile {
  std::string name;
  // Dense peak rates, TFLOP/s.
  double bf16_tflops = 0;
  double fp16_tflops = 0;
  double fp8_tflops = 0;
  double tf32_tflops = 0;
  double fp32_tflops = 0;  // non-tensor-core FP32 (PyTorch's default for fp32 matmul)
  double fp64_tflops = 0;
  double hbm_gbps = 0;   // HBM bandwidth, GB/s
  double memory_gb = 0;  // device memory, GB (10^9 bytes, as datasheets count); 0 = unknown
  int gpus_per_node = 8;
  GpuGeneration generation = GpuGeneration::kHopper;
  double nvlink_bus_gbps = 0;  // NCCL intra-node bus bandwidth per GPU, GB/s
  double network_gbps = 0;     // inter-node bandwidth per GPU (one NIC per GPU), GB/s
  NetworkKind network = NetworkKind::kInfiniBandNdr;
  int nccl_channels = 16;
  /// Streaming multiprocessors (contention.h: the share NCCL's channels take).
  int sm_count = 132;
  // Fitted compute curves (compute_cost.h): matmul-like ops (mm, addmm, bmm,
  // baddbmm, _grouped_mm, _scaled_mm), attention forward and backward (SDPA
  // variants, flex attention).
  ComputeCurve matmul;
  ComputeCurve attention;
  ComputeCurve attention_backward;

  /// Peak TFLOP/s for math in `dtype` (bf16/f16 tensor cores, fp8, fp32, fp64;
  /// integers use the fp32 rate).
  double PeakTflops(DType dtype) const;
};

/// Names of the built-in profiles, in order.
std::vector<std::string_view> BuiltinHardwareNames();

/// A built-in profile by name (case-sensitive: "h100", "h200", "a100",
/// "b200"). NotFound lists the names.
absl::StatusOr<HardwareProfile> BuiltinHardware(std::string_view name);

/// A built-in name, or a path to a JSON profile file. With a "base" field the
/// file overrides fields of that built-in profile ({"base": "h100",
/// "hbm_gbps": 3000}); without one it is a complete profile, as `collopt
/// calibrate` writes (HardwareToJson), and every field must be present.
/// Fields as in HardwareProfile (curves flattened: "matmul_efficiency",
/// "matmul_half_efficiency_gflop", "matmul_memory_efficiency", then the same
/// for "attention_" and "attention_backward_"), enums as "hopper" / "ib_ndr".
/// Errors: unreadable file, bad JSON, unknown field or base, wrong value type,
/// a rate that is not positive or is outside [kMinHardwareRate,
/// kMaxHardwareRate], a missing field
/// of a complete profile — each naming the file and the field.
absl::StatusOr<HardwareProfile> LoadHardware(std::string_view name_or_path);

/// Every field of `hw` as a complete profile (no "base"), in the order of
/// the struct; LoadHardware reads it back unchanged.
nlohmann::ordered_json HardwareToJson(const HardwareProfile& hw);

}  // namespace collopt

#endif  // COLLOPT_COST_HARDWARE_H_
