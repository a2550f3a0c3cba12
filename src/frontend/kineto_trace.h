// collopt/frontend/kineto_trace.h — the GPU kernels of a PyTorch profiler
// (Kineto) Chrome trace, as `torch.profiler` exports it
// (`prof.export_chrome_trace(path)`).
//
// The file is a JSON object whose "traceEvents" array holds complete events
// ({"ph": "X", "cat": "kernel", "name", "ts", "dur", "tid", "args": {...}}),
// times in µs; a bare array of events is accepted too. Kernel events are those
// with "cat" "kernel"; their "args" keep what Kineto recorded, e.g. the NCCL
// metadata PyTorch attaches to a collective's kernel ("Collective name",
// "In msg nelems", "Out msg nelems", "dtype", "Group size", "Process Group
// Name": torch/csrc/distributed/c10d/ParamCommsUtils.hpp), read into
// NcclKernelArgs. The trace's "distributedInfo" rank and world size are kept.
// Each kernel's launch is the "cuda_runtime" (or "cuda_driver") event with the
// same "correlation" id (cudaLaunchKernel and friends): its "ts" is when the
// host queued the kernel. Files may be gzip-compressed, and a tarball may hold
// several ranks' traces (frontend/archive.h).
#ifndef COLLOPT_FRONTEND_KINETO_TRACE_H_
#define COLLOPT_FRONTEND_KINETO_TRACE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "ir/op_class.h"

namespace collopt {

/// The NCCL metadata of a collective's kernel (absent fields: -1 / "").
struct NcclKernelArgs {
  std::string collective;     // "Collective name": "allreduce", "_allgather_base", ...
  int64_t in_nelems = -1;     // "In msg nelems"
  int64_t out_nelems = -1;    // "Out msg nelems"
  int64_t group_size = -1;    // "Group size"
  std::string dtype;          // "dtype": c10 ScalarType name ("Float", "BFloat16")
  std::string process_group;  // "Process Group Name"
};

/// The collective a kernel's "Collective name" arg names, in PyTorch's
/// spelling (the c10d op names of record_param_comms: allreduce,
/// _allgather_base, reduce_scatter_tensor_coalesced, all_to_allv,
/// broadcast, ...); nullopt for the others (send, recv, gather, barrier...).
std::optional<CollectiveKind> NcclArgsCollective(std::string_view name);

/// One GPU kernel.
struct KinetoKernel {
  std::string name;
  int64_t stream = 0;  // "args.stream", else "tid"
  double ts_us = 0;
  double dur_us = 0;
  /// When the host launched it (the runtime event with its "correlation"),
  /// µs on the trace's clock; −1 when the trace has no such event.
  double launch_us = -1;
  std::optional<NcclKernelArgs> nccl;  // when the args name a collective
};

struct KinetoTrace {
  std::string name;                   // the file (or `archive:member`) it came from
  std::vector<KinetoKernel> kernels;  // in file order
  int64_t rank = -1;                  // "distributedInfo" "rank", -1 if none
  int64_t world_size = 0;             // "distributedInfo" "world_size"
};

/// Parses the trace `text` read from `name`. Errors, naming it: not JSON;
/// neither an object with "traceEvents" nor an array; a kernel event without
/// numeric "ts" and "dur" (naming its index and name).
absl::StatusOr<KinetoTrace> ParseKinetoTrace(const std::string& text, const std::string& name);

/// Reads every trace in `path`: a JSON trace, compressed or not, or a tar of
/// them (one per rank, in archive order). Errors: those of ReadFileMembers
/// and ParseKinetoTrace.
absl::StatusOr<std::vector<KinetoTrace>> ReadKinetoTraces(const std::string& path);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_KINETO_TRACE_H_
