// collopt/mesh/megatron_ranks.h — Megatron-LM's RankGenerator.
//
// Source: Megatron-LM `megatron/core/parallel_state.py` (`RankGenerator`,
// `generate_masked_orthogonal_rank_groups`). The order string lists tokens
// from {tp, cp, ep, dp, pp, gtp_remat} separated by '-'; the LEFTMOST token
// has the smallest stride (its ranks are adjacent), unlike a row-major device
// mesh. See ../shared/reference/fsdp_ep_pg_semantics.md §4.1.
#ifndef COLLOPT_MESH_MEGATRON_RANKS_H_
#define COLLOPT_MESH_MEGATRON_RANKS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "mesh/device_mesh.h"

namespace collopt {

/// The degree of each RankGenerator token.
struct RankGeneratorSizes {
  int64_t tp = 1;
  int64_t ep = 1;
  int64_t dp = 1;
  int64_t pp = 1;
  int64_t cp = 1;
  int64_t gtp_remat = 1;
};

/// Megatron's `RankGenerator(tp, ep, dp, pp, cp, order, rank_offset)`.
class RankGenerator {
 public:
  /// Validates and builds a generator. Rules (`RankGenerator.__init__`):
  /// ep and cp are not both > 1; every size >= 1; rank_offset >= 0; every
  /// token of `order` is one of tp, cp, ep, dp, pp, gtp_remat and appears
  /// once; a token missing from `order` must have size 1 and is appended at
  /// the end. Errors name the rule broken.
  static absl::StatusOr<RankGenerator> Create(const RankGeneratorSizes& sizes,
                                              std::string_view order, int64_t rank_offset = 0);

  /// `get_ranks(token)`: the groups along the '-'-separated tokens of `token`
  /// (their order in `token` is irrelevant). Groups are ordered by group
  /// index g (mixed radix over the other tokens, first token least
  /// significant); inside a group the leftmost token of the generator's order
  /// varies fastest. rank_offset is added to every rank. Errors: a token that
  /// is not in the order.
  absl::StatusOr<RankGroups> GetRanks(std::string_view token) const;

  /// tp*ep*dp*pp*cp*gtp_remat: the number of ranks the generator covers.
  int64_t world_size() const { return world_size_; }
  int64_t rank_offset() const { return rank_offset_; }
  /// The order after appending the missing size-1 tokens.
  const std::vector<std::string>& order() const { return order_; }

 private:
  RankGenerator(std::vector<std::string> order, std::vector<int64_t> sizes, int64_t rank_offset);

  std::vector<std::string> order_;
  std::vector<int64_t> sizes_;  // sizes_[i] is the degree of order_[i]
  int64_t world_size_ = 1;
  int64_t rank_offset_ = 0;
};

/// `generate_masked_orthogonal_rank_groups(world_size, parallel_size, mask)`:
/// `sizes` in order (first = smallest stride), `mask[i]` true for the tokens
/// forming a group. Every size must be >= 1.
RankGroups MaskedOrthogonalRankGroups(const std::vector<int64_t>& sizes,
                                      const std::vector<bool>& mask);

}  // namespace collopt

#endif  // COLLOPT_MESH_MEGATRON_RANKS_H_
