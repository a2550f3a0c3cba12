// collopt/mesh/placement.h — DTensor placements and each rank's local shard.
//
// Source: PyTorch `torch/distributed/tensor/placement_types.py` (`Shard`,
// `_StridedShard`, `Replicate`, `Partial`, `Shard.local_shard_size_and_offset`,
// `_StridedShard._split_tensor`) and `torch/distributed/tensor/_utils.py`
// (`compute_local_shape_and_global_offset`). Shard uses torch.chunk
// semantics: c = ceil(n/k) items per rank, trailing ranks may be empty.
// Notation (the reference note's): R = Replicate(), S(d) = Shard(d),
// SS(d,sf) = _StridedShard(dim=d, split_factor=sf), P = Partial().
// See ../shared/reference/fsdp_ep_pg_semantics.md §3.1, §3.2, §3.5.
#ifndef COLLOPT_MESH_PLACEMENT_H_
#define COLLOPT_MESH_PLACEMENT_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace collopt {

enum class PlacementKind { kReplicate, kShard, kStridedShard, kPartial };

/// One mesh dim's placement of a tensor.
struct Placement {
  PlacementKind kind = PlacementKind::kReplicate;
  int64_t dim = 0;           // tensor dim (Shard, StridedShard)
  int64_t split_factor = 1;  // StridedShard: pieces of `dim` already split to its right

  static Placement Replicate() { return {}; }
  static Placement Partial() { return {PlacementKind::kPartial, 0, 1}; }
  static Placement Shard(int64_t dim) { return {PlacementKind::kShard, dim, 1}; }
  static Placement StridedShard(int64_t dim, int64_t split_factor) {
    return {PlacementKind::kStridedShard, dim, split_factor};
  }
  /// Shard or StridedShard.
  bool is_shard_like() const {
    return kind == PlacementKind::kShard || kind == PlacementKind::kStridedShard;
  }
  /// Structural equality: unlike older torch, SS(d,sf) != S(d).
  bool operator==(const Placement& other) const = default;
};

/// "R", "S(0)", "SS(0,2)" or "P".
std::string PlacementToString(const Placement& placement);
/// "(SS(0,2), S(0))".
std::string PlacementsToString(const std::vector<Placement>& placements);

/// Parses one placement: R, S(d), SS(d,sf), P, or PyTorch's spelling
/// Replicate(), Shard(d) / Shard(dim=d), _StridedShard(d, sf) /
/// _StridedShard(dim=d, split_factor=sf), Partial(). Errors: anything else.
absl::StatusOr<Placement> ParsePlacement(std::string_view text);
/// Parses a comma-separated list (commas inside parentheses do not split;
/// optional enclosing parentheses), e.g. "(R, SS(0,2), S(0))".
absl::StatusOr<std::vector<Placement>> ParsePlacements(std::string_view text);

/// `Shard.local_shard_size_and_offset(n, k, r)`: size and offset of rank r's
/// chunk of n items over k ranks. An empty shard reports offset n.
struct ShardSizeAndOffset {
  int64_t size = 0;
  int64_t offset = 0;
  bool operator==(const ShardSizeAndOffset& other) const = default;
};
ShardSizeAndOffset LocalShardSizeAndOffset(int64_t n, int64_t k, int64_t r);

/// torch.chunk(items, k)[r], or empty when torch.chunk returns fewer than
/// r + 1 chunks (the FSDP/DTensor "fill with empty" convention).
std::vector<int64_t> ChunkOf(const std::vector<int64_t>& items, int64_t k, int64_t r);

/// `_StridedShard` split of `items` into k chunks with split factor sf:
/// first = chunk(items, sf); rank r gets the concatenation over j of
/// chunk(first[j], k)[r] (empty chunks filled in at both steps).
std::vector<int64_t> StridedChunkOf(const std::vector<int64_t>& items, int64_t split_factor,
                                    int64_t k, int64_t r);

/// `num_shards_map`: for each of the `ndim` tensor dims, the product of the
/// mesh sizes of every shard-like placement on it. `placements[i]` belongs
/// to mesh dim i; dims must already be valid (see ComputeLocalShard).
std::vector<int64_t> NumShardsMap(int64_t ndim, const std::vector<int64_t>& mesh_shape,
                                  const std::vector<Placement>& placements);

/// A rank's piece of a DTensor.
struct LocalShard {
  std::vector<int64_t> local_shape;    // one entry per tensor dim
  std::vector<int64_t> global_offset;  // first held index; global size when empty
  /// Held global indices per tensor dim, in local order (non-contiguous
  /// with _StridedShard, e.g. (S(0), SS(0,2)) gives rank 0 [0, 2]).
  std::vector<std::vector<int64_t>> indices;
};

/// `compute_local_shape_and_global_offset`: starts every tensor dim with
/// range(size) and walks the placements left to right; S replaces a dim's
/// list by chunk `coords[m]` of it, SS by the strided chunk, R and P change
/// nothing. `coords` are the rank's mesh coordinates. Negative placement
/// dims are normalised. Errors: placements.size() != mesh rank, a dim out
/// of range, split_factor < 1, a coordinate or size out of range.
absl::StatusOr<LocalShard> ComputeLocalShard(const std::vector<int64_t>& global_shape,
                                             const std::vector<int64_t>& mesh_shape,
                                             const std::vector<Placement>& placements,
                                             const std::vector<int64_t>& coords);

/// Checks `placements` against a tensor of rank `ndim` and the mesh (see
/// ComputeLocalShard) and returns them with negative dims normalised.
absl::StatusOr<std::vector<Placement>> NormalizePlacements(
    int64_t ndim, const std::vector<int64_t>& mesh_shape, const std::vector<Placement>& placements);

/// "0-1,8-9" for [0, 1, 8, 9]; "" for an empty list.
std::string IndexRanges(const std::vector<int64_t>& indices);

}  // namespace collopt

#endif  // COLLOPT_MESH_PLACEMENT_H_
