// collopt/mesh/megatron_ranks.cc — see megatron_ranks.h.
#include "mesh/megatron_ranks.h"

#include <algorithm>
#include <utility>

#include "fmt/format.h"
#include "support/strings.h"

namespace collopt {
namespace {

constexpr const char* kTokens[] = {"tp", "cp", "ep", "dp", "pp", "gtp_remat"};

int64_t SizeOf(const RankGeneratorSizes& s, std::string_view token) {
  if (token == "tp") return s.tp;
  if (token == "cp") return s.cp;
  if (token == "ep") return s.ep;
  if (token == "dp") return s.dp;
  if (token == "pp") return s.pp;
  return s.gtp_remat;
}

bool IsToken(std::string_view token) {
  return std::find(std::begin(kTokens), std::end(kTokens), token) != std::end(kTokens);
}

absl::Status CheckSizes(const RankGeneratorSizes& s, int64_t rank_offset) {
  if (s.ep > 1 && s.cp > 1) {
    std::string msg =
        fmt::format("ep and cp cannot both be > 1 in one rank generator, found ep = {} and cp = {}",
                    s.ep, s.cp);
    return absl::InvalidArgumentError(msg);
  }
  for (const char* token : kTokens) {
    if (SizeOf(s, token) < 1) {
      std::string msg =
          fmt::format("every parallel size must be >= 1, found {} = {}", token, SizeOf(s, token));
      return absl::InvalidArgumentError(msg);
    }
  }
  if (rank_offset < 0) {
    std::string msg = fmt::format("rank_offset must be >= 0, found {}", rank_offset);
    return absl::InvalidArgumentError(msg);
  }
  return absl::OkStatus();
}

// The order's tokens, checked, with the missing size-1 tokens appended.
absl::StatusOr<std::vector<std::string>> ParseOrder(const RankGeneratorSizes& s,
                                                    std::string_view order) {
  std::vector<std::string> tokens;
  for (std::string_view token : Split(order, '-')) {
    std::string t(token);
    if (!IsToken(token)) {
      return absl::InvalidArgumentError("order '" + std::string(order) +
                                        "': expected tokens from tp, cp, ep, dp, pp, gtp_remat "
                                        "separated by '-', found '" +
                                        t + "'");
    }
    if (std::find(tokens.begin(), tokens.end(), t) != tokens.end()) {
      return absl::InvalidArgumentError("order '" + std::string(order) +
                                        "': every token may appear once, found '" + t + "' twice");
    }
    tokens.push_back(std::move(t));
  }
  for (const char* token : kTokens) {
    if (std::find(tokens.begin(), tokens.end(), token) != tokens.end()) continue;
    if (SizeOf(s, token) != 1) {
      std::string msg = fmt::format(
          "a token missing from the order must have size 1: {} = {} is not in order '{}'", token,
          SizeOf(s, token), order);
      return absl::InvalidArgumentError(msg);
    }
    tokens.emplace_back(token);
  }
  return tokens;
}

// Mixed-radix digits of `index` over `sizes`, first digit least significant.
std::vector<int64_t> Decompose(int64_t index, const std::vector<int64_t>& sizes) {
  std::vector<int64_t> digits;
  digits.reserve(sizes.size());
  for (int64_t size : sizes) {
    digits.push_back(index % size);
    index /= size;
  }
  return digits;
}

int64_t Dot(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  int64_t sum = 0;
  for (size_t i = 0; i < a.size(); ++i) sum += a[i] * b[i];
  return sum;
}

}  // namespace

RankGroups MaskedOrthogonalRankGroups(const std::vector<int64_t>& sizes,
                                      const std::vector<bool>& mask) {
  std::vector<int64_t> masked_sizes, masked_strides, other_sizes, other_strides;
  int64_t stride = 1;
  for (size_t i = 0; i < sizes.size(); ++i) {
    (mask[i] ? masked_sizes : other_sizes).push_back(sizes[i]);
    (mask[i] ? masked_strides : other_strides).push_back(stride);
    stride *= sizes[i];
  }
  int64_t group_size = 1;
  for (int64_t s : masked_sizes) group_size *= s;
  int64_t num_groups = stride / group_size;
  RankGroups groups(num_groups);
  for (int64_t g = 0; g < num_groups; ++g) {
    int64_t base = Dot(Decompose(g, other_sizes), other_strides);
    for (int64_t q = 0; q < group_size; ++q) {
      groups[g].push_back(base + Dot(Decompose(q, masked_sizes), masked_strides));
    }
  }
  return groups;
}

RankGenerator::RankGenerator(std::vector<std::string> order, std::vector<int64_t> sizes,
                             int64_t rank_offset)
    : order_(std::move(order)), sizes_(std::move(sizes)), rank_offset_(rank_offset) {
  for (int64_t s : sizes_) world_size_ *= s;
}

absl::StatusOr<RankGenerator> RankGenerator::Create(const RankGeneratorSizes& sizes,
                                                    std::string_view order, int64_t rank_offset) {
  if (absl::Status status = CheckSizes(sizes, rank_offset); !status.ok()) return status;
  absl::StatusOr<std::vector<std::string>> tokens = ParseOrder(sizes, order);
  if (!tokens.ok()) return tokens.status();
  std::vector<int64_t> ordered_sizes;
  for (const std::string& token : *tokens) ordered_sizes.push_back(SizeOf(sizes, token));
  return RankGenerator(*std::move(tokens), std::move(ordered_sizes), rank_offset);
}

absl::StatusOr<RankGroups> RankGenerator::GetRanks(std::string_view token) const {
  std::vector<bool> mask(order_.size(), false);
  for (std::string_view t : Split(token, '-')) {
    auto it = std::find(order_.begin(), order_.end(), t);
    if (it == order_.end()) {
      return absl::InvalidArgumentError("group '" + std::string(token) +
                                        "': expected tokens of the order, found '" +
                                        std::string(t) + "'");
    }
    mask[it - order_.begin()] = true;
  }
  RankGroups groups = MaskedOrthogonalRankGroups(sizes_, mask);
  for (std::vector<int64_t>& group : groups) {
    for (int64_t& rank : group) rank += rank_offset_;
  }
  return groups;
}

}  // namespace collopt
