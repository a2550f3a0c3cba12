// collopt/passes/chunk_mode.cc — see chunk_mode.h.
#include "passes/chunk_mode.h"

#include <charconv>

#include "fmt/format.h"

namespace collopt {

absl::StatusOr<ChunkMode> ParseChunkMode(std::string_view flag, const std::string& mode) {
  ChunkMode m;
  if (mode == "auto") return m;
  if (mode == "off") {
    m.enabled = false;
    return m;
  }
  int64_t k = 0;
  auto [end, ec] = std::from_chars(mode.data(), mode.data() + mode.size(), k);
  if (ec != std::errc() || end != mode.data() + mode.size() || k < 2) {
    return absl::InvalidArgumentError(fmt::format(
        "error: {} expects auto, off or a chunk count of at least 2, got '{}'", flag, mode));
  }
  m.forced = k;
  return m;
}

}  // namespace collopt
