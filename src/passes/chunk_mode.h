// collopt/passes/chunk_mode.h — the value of a chunking flag
// (`--async-tp`, `--ep-chunks`): "auto", "off" or a chunk count.
#ifndef COLLOPT_PASSES_CHUNK_MODE_H_
#define COLLOPT_PASSES_CHUNK_MODE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace collopt {

struct ChunkMode {
  bool enabled = true;            // false for "off"
  std::optional<int64_t> forced;  // K for a number (the pass applies K without simulating)
};

/// "auto" → enabled, nothing forced; "off" → not enabled; an integer K ≥ 2 →
/// forced K. Error (naming `flag`): anything else, e.g. "error: --async-tp
/// expects auto, off or a chunk count of at least 2, got 'x'".
absl::StatusOr<ChunkMode> ParseChunkMode(std::string_view flag, const std::string& mode);

}  // namespace collopt

#endif  // COLLOPT_PASSES_CHUNK_MODE_H_
