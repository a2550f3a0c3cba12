// collopt/cost/hardware.cc — built-in hardware profiles and the JSON override
// reader (see hardware.h). Every constant cites its source beside it.
#include "cost/hardware.h"

#include <array>
#include <fstream>
#include <functional>

#include "fmt/format.h"
#include "fmt/ranges.h"
#include "nlohmann/json.hpp"
#include "support/read_all.h"

namespace collopt {
namespace {

// NCCL figures shared per generation: torch/_inductor/comm_analysis.py
// `_GPU_INTRA_NODE_BW` (NVLink bus BW per GPU, from NCCL src/graph/topo.h),
// `_GPU_INTER_NODE_BW` (per GPU, one NIC per GPU) and `_GPU_NCHANNELS`;
// shared/reference/pytorch_overlap_passes.md §3.3.
void SetNccl(HardwareProfile& hw, GpuGeneration generation) {
  hw.generation = generation;
  hw.gpus_per_node = 8;  // HGX/DGX baseboards: 8 SXM GPUs per node
  switch (generation) {
    case GpuGeneration::kVolta:
      hw.nvlink_bus_gbps = 120;  // comm_analysis.py _GPU_INTRA_NODE_BW[volta]
      hw.network_gbps = 12;      // _GPU_INTER_NODE_BW[volta]
      hw.network = NetworkKind::kInfiniBandHdr;
      hw.nccl_channels = 2;  // _GPU_NCHANNELS[volta]
      break;
    case GpuGeneration::kAmpere:
      hw.nvlink_bus_gbps = 240;                  // _GPU_INTRA_NODE_BW[ampere]
      hw.network_gbps = 25;                      // _GPU_INTER_NODE_BW[ampere], IB HDR 200 Gb/s
      hw.network = NetworkKind::kInfiniBandHdr;  // detect_interconnect: Ampere → IB_HDR
      hw.nccl_channels = 8;                      // _GPU_NCHANNELS[ampere]
      break;
    case GpuGeneration::kHopper:
      hw.nvlink_bus_gbps = 370;                  // _GPU_INTRA_NODE_BW[hopper]
      hw.network_gbps = 50;                      // _GPU_INTER_NODE_BW[hopper], IB NDR 400 Gb/s
      hw.network = NetworkKind::kInfiniBandNdr;  // detect_interconnect: Hopper → IB_NDR
      hw.nccl_channels = 16;                     // _GPU_NCHANNELS[hopper]
      break;
    case GpuGeneration::kBlackwell:
      hw.nvlink_bus_gbps = 720;                  // _GPU_INTRA_NODE_BW[blackwell]
      hw.network_gbps = 50;                      // _GPU_INTER_NODE_BW[blackwell], IB NDR 400 Gb/s
      hw.network = NetworkKind::kInfiniBandNdr;  // detect_interconnect: Blackwell → IB_NDR
      hw.nccl_channels = 32;                     // _GPU_NCHANNELS[blackwell]
      break;
  }
}

HardwareProfile H100() {
  HardwareProfile hw;
  hw.name = "h100";
  // NVIDIA H100 Tensor Core GPU datasheet, SXM5 column, dense (without sparsity).
  hw.bf16_tflops = 989.4;  // BF16 Tensor Core 1979 TFLOPS with sparsity / 2
  hw.fp16_tflops = 989.4;  // FP16 Tensor Core 1979 / 2
  hw.fp8_tflops = 1978.9;  // FP8 Tensor Core 3958 / 2
  hw.tf32_tflops = 494.7;  // TF32 Tensor Core 989 / 2
  hw.fp32_tflops = 66.9;   // FP32 67 TFLOPS (66.9 at 1980 MHz boost)
  hw.fp64_tflops = 66.9;   // FP64 Tensor Core 67 TFLOPS
  hw.sm_count = 132;       // NVIDIA H100 Tensor Core GPU Architecture whitepaper: 132 SMs (SXM5)
  SetNccl(hw, GpuGeneration::kHopper);
  // Fitted on the shared H100 measurements (shared/data/h100_inductor_runs,
  // PyTorch 2.11 on one H100 80GB HBM3) by cost/calibration.h:
  //   collopt calibrate before_G.readable.py --node-costs before_G.nodes.json
  //     [... for the ten graphs G] -o h100.json   (scripts/calibration_table.sh)
  // hbm_gbps: every "mem_bound_estimate" entry is Inductor's bytes ÷ DRAM
  // bandwidth (`get_gpu_dram_gbps()` on that machine); MemBoundBytes ÷ time
  // gives 3352.32 GB/s for all of them (the datasheet says 3.35 TB/s).
  hw.hbm_gbps = 3352.32;
  hw.memory_gb = 80;  // H100 SXM5 80GB HBM3 (datasheet)
  // The curves (hardware.h ComputeCurve), from the 3490 matmul, 128 attention
  // and 112 attention-backward "compute_benchmarked_h100" kernels (bf16
  // matmuls at 700-820 TFLOP/s when large, cuDNN attention at 450-640).
  hw.matmul = {0.78, 4.978518112499372, 0.67};              // F_half = 0.1 · 1.1^41 GFLOP
  hw.attention = {0.67, 44.57915684525926, 0.67};           // 0.1 · 1.1^64
  hw.attention_backward = {0.56, 86.87216524793882, 0.67};  // 0.1 · 1.1^71
  return hw;
}

HardwareProfile H200() {
  HardwareProfile hw = H100();  // H200 datasheet: same compute as H100 SXM
  hw.name = "h200";             // (and H100's fitted compute curves, not re-measured)
  hw.hbm_gbps = 4800;           // NVIDIA H200 datasheet, SXM: HBM3e 4.8 TB/s
  hw.memory_gb = 141;           // NVIDIA H200 datasheet, SXM: 141 GB HBM3e
  return hw;
}

HardwareProfile A100() {
  HardwareProfile hw;
  hw.name = "a100";
  // NVIDIA A100 Tensor Core GPU datasheet, A100 80GB SXM column, dense.
  hw.bf16_tflops = 312;   // BF16 Tensor Core 312 TFLOPS
  hw.fp16_tflops = 312;   // FP16 Tensor Core 312 TFLOPS
  hw.fp8_tflops = 312;    // no FP8 on Ampere: fp8 math runs at the BF16 rate
  hw.tf32_tflops = 156;   // TF32 Tensor Core 156 TFLOPS
  hw.fp32_tflops = 19.5;  // FP32 19.5 TFLOPS
  hw.fp64_tflops = 19.5;  // FP64 Tensor Core 19.5 TFLOPS
  hw.hbm_gbps = 2039;     // HBM2e 2,039 GB/s
  hw.memory_gb = 80;      // A100 80GB SXM
  hw.sm_count = 108;      // NVIDIA A100 Tensor Core GPU Architecture whitepaper: 108 SMs
  SetNccl(hw, GpuGeneration::kAmpere);
  return hw;
}

HardwareProfile B200() {
  HardwareProfile hw;
  hw.name = "b200";
  // NVIDIA HGX B200 datasheet, "Individual Blackwell GPU" column (1000 W),
  // sparse figures halved to dense.
  hw.bf16_tflops = 2250;  // FP16/BF16 Tensor Core 4.5 PFLOPS sparse
  hw.fp16_tflops = 2250;  // FP16/BF16 Tensor Core 4.5 PFLOPS sparse
  hw.fp8_tflops = 4500;   // FP8/FP6 Tensor Core 9 PFLOPS sparse
  hw.tf32_tflops = 1100;  // TF32 Tensor Core 2.2 PFLOPS sparse
  hw.fp32_tflops = 75;    // FP32 75 TFLOPS
  hw.fp64_tflops = 37;    // FP64/FP64 Tensor Core 37 TFLOPS
  hw.hbm_gbps = 8000;     // HBM3e 8 TB/s (launch datasheet; later revisions say 7.7)
  hw.memory_gb = 180;     // HGX B200 datasheet: 180 GB HBM3e per GPU
  hw.sm_count = 148;      // NVIDIA Blackwell architecture technical brief: 148 SMs per B200
  SetNccl(hw, GpuGeneration::kBlackwell);
  return hw;
}

struct Builtin {
  std::string_view name;
  HardwareProfile (*make)();
};
constexpr std::array<Builtin, 4> kBuiltins = {{
    {"h100", H100},
    {"h200", H200},
    {"a100", A100},
    {"b200", B200},
}};

constexpr std::array<std::pair<std::string_view, GpuGeneration>, 4> kGenerations = {{
    {"volta", GpuGeneration::kVolta},
    {"ampere", GpuGeneration::kAmpere},
    {"hopper", GpuGeneration::kHopper},
    {"blackwell", GpuGeneration::kBlackwell},
}};
constexpr std::array<std::pair<std::string_view, NetworkKind>, 3> kNetworks = {{
    {"ib_hdr", NetworkKind::kInfiniBandHdr},
    {"ib_ndr", NetworkKind::kInfiniBandNdr},
    {"roce", NetworkKind::kRoce},
}};

std::string JoinNames(const auto& table) {
  std::string out;
  for (const auto& entry : table) {
    if (!out.empty()) out += ", ";
    out += std::string(entry.first);
  }
  return out;
}

// Applies one JSON field; the error message (without the file prefix) or "".
using FieldSetter = std::function<std::string(const nlohmann::json&, HardwareProfile&)>;

// Whether a rate, size or curve number lies in [kMinHardwareRate,
// kMaxHardwareRate]: past it a time or a byte count would overflow (found by
// fuzzing: 1e308 reached the simulator as an infinite time).
bool InHardwareRange(double x) { return x >= kMinHardwareRate && x <= kMaxHardwareRate; }

std::string OutOfRange(const nlohmann::json& v) {
  return fmt::format("expected a number from {:g} to {:g}, got {}", kMinHardwareRate,
                     kMaxHardwareRate, v.dump());
}

// A rate (TFLOPS, GB/s): positive, since a rate of 0 would make the work
// it prices free and the step faster.
FieldSetter Rate(double HardwareProfile::*field) {
  return [field](const nlohmann::json& v, HardwareProfile& hw) -> std::string {
    if (!v.is_number()) return fmt::format("expected a number, got {}", v.dump());
    if (!(v.get<double>() > 0)) {
      return fmt::format("expected a positive rate (0 would make that work free), got {}",
                         v.dump());
    }
    if (!InHardwareRange(v.get<double>())) return OutOfRange(v);
    hw.*field = v.get<double>();
    return "";
  };
}

FieldSetter PositiveInt(int HardwareProfile::*field) {
  return [field](const nlohmann::json& v, HardwareProfile& hw) -> std::string {
    if (!v.is_number_integer() || v.get<int64_t>() < 1 || v.get<int64_t>() > 1 << 20) {
      return fmt::format("expected a positive integer, got {}", v.dump());
    }
    hw.*field = static_cast<int>(v.get<int64_t>());
    return "";
  };
}

// A compute curve's field: an efficiency must be positive (0 would make the
// op free), a half-efficiency size non-negative.
FieldSetter CurveNumber(ComputeCurve HardwareProfile::*curve, double ComputeCurve::*field) {
  return [curve, field](const nlohmann::json& v, HardwareProfile& hw) -> std::string {
    if (!v.is_number()) return fmt::format("expected a number, got {}", v.dump());
    if (v.get<double>() < 0) return fmt::format("expected a non-negative number, got {}", v.dump());
    if (field != &ComputeCurve::half_efficiency_gflop && !(v.get<double>() > 0)) {
      return fmt::format("expected a positive efficiency (0 would make the op free), got {}",
                         v.dump());
    }
    if (v.get<double>() != 0 && !InHardwareRange(v.get<double>())) return OutOfRange(v);
    hw.*curve.*field = v.get<double>();
    return "";
  };
}

template <typename Enum, size_t N>
FieldSetter EnumField(Enum HardwareProfile::*field,
                      const std::array<std::pair<std::string_view, Enum>, N>& names) {
  return [field, &names](const nlohmann::json& v, HardwareProfile& hw) -> std::string {
    if (v.is_string()) {
      for (const auto& [name, value] : names) {
        if (v.get<std::string>() == name) {
          hw.*field = value;
          return "";
        }
      }
    }
    return fmt::format("expected one of {}, got {}", JoinNames(names), v.dump());
  };
}

const std::vector<std::pair<std::string_view, FieldSetter>>& FieldSetters() {
  static const auto* setters = new std::vector<std::pair<std::string_view, FieldSetter>>{
      {"name",
       [](const nlohmann::json& v, HardwareProfile& hw) -> std::string {
         if (!v.is_string()) return fmt::format("expected a string, got {}", v.dump());
         hw.name = v.get<std::string>();
         return "";
       }},
      {"bf16_tflops", Rate(&HardwareProfile::bf16_tflops)},
      {"fp16_tflops", Rate(&HardwareProfile::fp16_tflops)},
      {"fp8_tflops", Rate(&HardwareProfile::fp8_tflops)},
      {"tf32_tflops", Rate(&HardwareProfile::tf32_tflops)},
      {"fp32_tflops", Rate(&HardwareProfile::fp32_tflops)},
      {"fp64_tflops", Rate(&HardwareProfile::fp64_tflops)},
      {"hbm_gbps", Rate(&HardwareProfile::hbm_gbps)},
      {"memory_gb", Rate(&HardwareProfile::memory_gb)},
      {"gpus_per_node", PositiveInt(&HardwareProfile::gpus_per_node)},
      {"generation", EnumField(&HardwareProfile::generation, kGenerations)},
      {"nvlink_bus_gbps", Rate(&HardwareProfile::nvlink_bus_gbps)},
      {"network_gbps", Rate(&HardwareProfile::network_gbps)},
      {"network", EnumField(&HardwareProfile::network, kNetworks)},
      {"nccl_channels", PositiveInt(&HardwareProfile::nccl_channels)},
      {"sm_count", PositiveInt(&HardwareProfile::sm_count)},
      {"matmul_efficiency", CurveNumber(&HardwareProfile::matmul, &ComputeCurve::efficiency)},
      {"matmul_half_efficiency_gflop",
       CurveNumber(&HardwareProfile::matmul, &ComputeCurve::half_efficiency_gflop)},
      {"matmul_memory_efficiency",
       CurveNumber(&HardwareProfile::matmul, &ComputeCurve::memory_efficiency)},
      {"attention_efficiency", CurveNumber(&HardwareProfile::attention, &ComputeCurve::efficiency)},
      {"attention_half_efficiency_gflop",
       CurveNumber(&HardwareProfile::attention, &ComputeCurve::half_efficiency_gflop)},
      {"attention_memory_efficiency",
       CurveNumber(&HardwareProfile::attention, &ComputeCurve::memory_efficiency)},
      {"attention_backward_efficiency",
       CurveNumber(&HardwareProfile::attention_backward, &ComputeCurve::efficiency)},
      {"attention_backward_half_efficiency_gflop",
       CurveNumber(&HardwareProfile::attention_backward, &ComputeCurve::half_efficiency_gflop)},
      {"attention_backward_memory_efficiency",
       CurveNumber(&HardwareProfile::attention_backward, &ComputeCurve::memory_efficiency)},
  };
  return *setters;
}

absl::StatusOr<nlohmann::json> ReadJson(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return absl::NotFoundError(
        fmt::format("{}: error: not a built-in hardware profile ({}) and no such file", path,
                    fmt::join(BuiltinHardwareNames(), ", ")));
  }
  const std::string text = ReadAll(in);
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    // parse_error, and out_of_range for a number past a double's range
    // (found by fuzzing: it escaped as an uncaught exception).
    return absl::InvalidArgumentError(fmt::format("{}: error: bad JSON: {}", path, e.what()));
  }
}

// The profile a file starts from: its "base", or (a complete profile) a
// blank one once every field is checked present.
absl::StatusOr<HardwareProfile> BaseOf(const std::string& path, const nlohmann::json& json) {
  auto base = json.find("base");
  if (base == json.end()) {
    for (const auto& [name, setter] : FieldSetters()) {
      // memory_gb may be missing (0: unknown), as in profiles written before it.
      if (!json.contains(name) && name != "memory_gb") {
        return absl::InvalidArgumentError(fmt::format(
            "{}: error: field '{}': missing (a profile without 'base' must give every field; "
            "or name a built-in 'base': {})",
            path, name, fmt::join(BuiltinHardwareNames(), ", ")));
      }
    }
    HardwareProfile hw;
    hw.name = path;
    return hw;
  }
  if (!base->is_string()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: field 'base': expected a string, got {}", path, base->dump()));
  }
  auto hw = BuiltinHardware(base->get<std::string>());
  if (!hw.ok()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: field 'base': {}", path, std::string(hw.status().message())));
  }
  hw->name = path;
  return hw;
}

absl::Status ApplyField(const std::string& path, const std::string& key,
                        const nlohmann::json& value, HardwareProfile& hw) {
  for (const auto& [name, setter] : FieldSetters()) {
    if (name != key) continue;
    std::string error = setter(value, hw);
    if (error.empty()) return absl::OkStatus();
    return absl::InvalidArgumentError(fmt::format("{}: error: field '{}': {}", path, key, error));
  }
  return absl::InvalidArgumentError(fmt::format("{}: error: unknown field '{}'", path, key));
}

}  // namespace

double HardwareProfile::PeakTflops(DType dtype) const {
  switch (dtype) {
    case DType::kBFloat16:
      return bf16_tflops;
    case DType::kFloat16:
    case DType::kComplex32:
      return fp16_tflops;
    case DType::kFloat8E4M3FN:
    case DType::kFloat8E5M2:
    case DType::kFloat8E4M3FNUZ:
    case DType::kFloat8E5M2FNUZ:
    case DType::kFloat8E8M0FNU:
      return fp8_tflops;
    case DType::kFloat64:
    case DType::kComplex128:
      return fp64_tflops;
    default:
      return fp32_tflops;  // fp32, complex64, integers and bool
  }
}

std::vector<std::string_view> BuiltinHardwareNames() {
  std::vector<std::string_view> names;
  names.reserve(kBuiltins.size());
  for (const Builtin& builtin : kBuiltins) names.push_back(builtin.name);
  return names;
}

absl::StatusOr<HardwareProfile> BuiltinHardware(std::string_view name) {
  for (const Builtin& builtin : kBuiltins) {
    if (builtin.name == name) return builtin.make();
  }
  return absl::NotFoundError(fmt::format("unknown hardware profile '{}' (built-in: {})",
                                         std::string(name),
                                         fmt::join(BuiltinHardwareNames(), ", ")));
}

absl::StatusOr<HardwareProfile> LoadHardware(std::string_view name_or_path) {
  if (auto builtin = BuiltinHardware(name_or_path); builtin.ok()) return builtin;
  std::string path(name_or_path);
  auto json = ReadJson(path);
  if (!json.ok()) return json.status();
  if (!json->is_object()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: expected a JSON object, got {}", path, json->type_name()));
  }
  auto hw = BaseOf(path, *json);
  if (!hw.ok()) return hw.status();
  for (const auto& [key, value] : json->items()) {
    if (key == "base") continue;
    if (absl::Status status = ApplyField(path, key, value, *hw); !status.ok()) return status;
  }
  return hw;
}

nlohmann::ordered_json HardwareToJson(const HardwareProfile& hw) {
  auto enum_name = [](auto value, const auto& names) {
    for (const auto& [name, v] : names) {
      if (v == value) return std::string(name);
    }
    return std::string("?");
  };
  nlohmann::ordered_json out;
  out["name"] = hw.name;
  out["bf16_tflops"] = hw.bf16_tflops;
  out["fp16_tflops"] = hw.fp16_tflops;
  out["fp8_tflops"] = hw.fp8_tflops;
  out["tf32_tflops"] = hw.tf32_tflops;
  out["fp32_tflops"] = hw.fp32_tflops;
  out["fp64_tflops"] = hw.fp64_tflops;
  out["hbm_gbps"] = hw.hbm_gbps;
  out["memory_gb"] = hw.memory_gb;
  out["gpus_per_node"] = hw.gpus_per_node;
  out["generation"] = enum_name(hw.generation, kGenerations);
  out["nvlink_bus_gbps"] = hw.nvlink_bus_gbps;
  out["network_gbps"] = hw.network_gbps;
  out["network"] = enum_name(hw.network, kNetworks);
  out["nccl_channels"] = hw.nccl_channels;
  out["sm_count"] = hw.sm_count;
  for (const auto& [prefix, curve] :
       {std::pair{"matmul", &hw.matmul}, std::pair{"attention", &hw.attention},
        std::pair{"attention_backward", &hw.attention_backward}}) {
    out[fmt::format("{}_efficiency", prefix)] = curve->efficiency;
    out[fmt::format("{}_half_efficiency_gflop", prefix)] = curve->half_efficiency_gflop;
    out[fmt::format("{}_memory_efficiency", prefix)] = curve->memory_efficiency;
  }
  return out;
}

}  // namespace collopt
