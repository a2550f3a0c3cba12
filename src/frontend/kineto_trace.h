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
#ifndef COLLOPT_FRONTEND_KINETO_TRACE_H_
#define COLLOPT_FRONTEND_KINETO_TRACE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

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

/// One GPU kernel.
struct KinetoKernel {
  std::string name;
  int64_t stream = 0;  // "args.stream", else "tid"
  double ts_us = 0;
  double dur_us = 0;
  std::optional<NcclKernelArgs> nccl;  // when the args name a collective
};

struct KinetoTrace {
  std::vector<KinetoKernel> kernels;  // in file order
  int64_t rank = -1;                  // "distributedInfo" "rank", -1 if none
  int64_t world_size = 0;             // "distributedInfo" "world_size"
};

/// Reads `path`. Errors, naming the file: unreadable; gzip-compressed (a
/// `.json.gz`: decompress it first); not JSON (with the parser's position);
/// neither an object with "traceEvents" nor an array; a kernel event without
/// numeric "ts" and "dur" (naming its index and name).
absl::StatusOr<KinetoTrace> ReadKinetoTrace(const std::string& path);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_KINETO_TRACE_H_
