// collopt/mesh/placement.cc — see placement.h.
#include "mesh/placement.h"

#include <algorithm>
#include <charconv>
#include <numeric>

#include "fmt/format.h"
#include "support/strings.h"

namespace collopt {
namespace {

absl::StatusOr<int64_t> ParseArg(std::string_view arg, std::string_view key,
                                 std::string_view text) {
  arg = StripWhitespace(arg);
  if (!ConsumePrefix(&arg, key)) ConsumePrefix(&arg, "sf=");
  arg = StripWhitespace(arg);
  int64_t value = 0;
  auto [end, ec] = std::from_chars(arg.data(), arg.data() + arg.size(), value);
  if (ec != std::errc() || end != arg.data() + arg.size()) {
    return absl::InvalidArgumentError("placement '" + std::string(text) +
                                      "': expected an integer argument, found '" +
                                      std::string(arg) + "'");
  }
  return value;
}

absl::StatusOr<std::vector<int64_t>> ParseArgs(std::string_view args, std::string_view text) {
  std::vector<int64_t> values;
  if (StripWhitespace(args).empty()) return values;
  std::vector<std::string_view> parts = Split(args, ',');
  for (size_t i = 0; i < parts.size(); ++i) {
    absl::StatusOr<int64_t> v = ParseArg(parts[i], i == 0 ? "dim=" : "split_factor=", text);
    if (!v.ok()) return v.status();
    values.push_back(*v);
  }
  return values;
}

absl::StatusOr<Placement> MakePlacement(std::string_view name, const std::vector<int64_t>& args,
                                        bool has_parens, std::string_view text) {
  size_t n = args.size();
  if ((name == "R" && !has_parens) || (name == "Replicate" && has_parens && n == 0)) {
    return Placement::Replicate();
  }
  if ((name == "P" && !has_parens) || (name == "Partial" && has_parens && n == 0)) {
    return Placement::Partial();
  }
  if ((name == "S" || name == "Shard") && n == 1) return Placement::Shard(args[0]);
  if ((name == "SS" || name == "_StridedShard") && n == 2) {
    return Placement::StridedShard(args[0], args[1]);
  }
  return absl::InvalidArgumentError(
      "expected a placement R, S(d), SS(d,sf), P, Replicate(), Shard(d), _StridedShard(d, sf) "
      "or Partial(), found '" +
      std::string(text) + "'");
}

// Splits at commas outside parentheses.
std::vector<std::string_view> SplitTopLevel(std::string_view text) {
  std::vector<std::string_view> parts;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '(') ++depth;
    if (text[i] == ')') --depth;
    if (text[i] == ',' && depth == 0) {
      parts.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  parts.push_back(text.substr(start));
  return parts;
}

// Whether `text` is wrapped in one pair of parentheses that match each other.
bool IsWrapped(std::string_view text) {
  if (text.size() < 2 || text.front() != '(' || text.back() != ')') return false;
  int depth = 0;
  for (size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] == '(') ++depth;
    if (text[i] == ')') --depth;
    if (depth == 0) return false;
  }
  return true;
}

absl::Status CheckShapeAndCoords(const std::vector<int64_t>& global_shape,
                                 const std::vector<int64_t>& mesh_shape,
                                 const std::vector<int64_t>& coords) {
  for (int64_t size : global_shape) {
    if (size < 0) {
      return absl::InvalidArgumentError(fmt::format("expected tensor sizes >= 0, found {}", size));
    }
  }
  if (coords.size() != mesh_shape.size()) {
    std::string msg =
        fmt::format("expected {} mesh coordinates, found {}", mesh_shape.size(), coords.size());
    return absl::InvalidArgumentError(msg);
  }
  for (size_t m = 0; m < mesh_shape.size(); ++m) {
    if (mesh_shape[m] < 1 || coords[m] < 0 || coords[m] >= mesh_shape[m]) {
      std::string msg = fmt::format("mesh dim {}: expected a coordinate in [0, {}), found {}", m,
                                    mesh_shape[m], coords[m]);
      return absl::InvalidArgumentError(msg);
    }
  }
  return absl::OkStatus();
}

}  // namespace

std::string PlacementToString(const Placement& p) {
  switch (p.kind) {
    case PlacementKind::kReplicate:
      return "R";
    case PlacementKind::kPartial:
      return "P";
    case PlacementKind::kShard:
      return fmt::format("S({})", p.dim);
    case PlacementKind::kStridedShard:
      return fmt::format("SS({},{})", p.dim, p.split_factor);
  }
  return "?";
}

std::string PlacementsToString(const std::vector<Placement>& placements) {
  std::string out = "(";
  for (size_t i = 0; i < placements.size(); ++i) {
    if (i > 0) out += ", ";
    out += PlacementToString(placements[i]);
  }
  return out + ")";
}

absl::StatusOr<Placement> ParsePlacement(std::string_view text) {
  std::string_view s = StripWhitespace(text);
  size_t open = s.find('(');
  if (open == std::string_view::npos) return MakePlacement(s, {}, false, text);
  if (s.back() != ')') return MakePlacement(s, {}, true, text);
  std::string_view name = StripWhitespace(s.substr(0, open));
  absl::StatusOr<std::vector<int64_t>> args =
      ParseArgs(s.substr(open + 1, s.size() - open - 2), text);
  if (!args.ok()) return args.status();
  return MakePlacement(name, *args, true, text);
}

absl::StatusOr<std::vector<Placement>> ParsePlacements(std::string_view text) {
  std::string_view s = StripWhitespace(text);
  if (IsWrapped(s)) s = StripWhitespace(s.substr(1, s.size() - 2));
  std::vector<Placement> placements;
  if (s.empty()) return placements;
  for (std::string_view part : SplitTopLevel(s)) {
    absl::StatusOr<Placement> p = ParsePlacement(part);
    if (!p.ok()) return p.status();
    placements.push_back(*p);
  }
  return placements;
}

ShardSizeAndOffset LocalShardSizeAndOffset(int64_t n, int64_t k, int64_t r) {
  if (n % k == 0) return {n / k, r * (n / k)};
  int64_t chunk = (n + k - 1) / k;
  int64_t start = chunk * r;
  if (start > n) return {0, n};
  return {std::min(n, start + chunk) - start, start};
}

std::vector<int64_t> ChunkOf(const std::vector<int64_t>& items, int64_t k, int64_t r) {
  int64_t n = static_cast<int64_t>(items.size());
  int64_t chunk = (n + k - 1) / k;
  int64_t start = std::min(n, chunk * r);
  int64_t end = std::min(n, start + chunk);
  return {items.begin() + start, items.begin() + end};
}

std::vector<int64_t> StridedChunkOf(const std::vector<int64_t>& items, int64_t split_factor,
                                    int64_t k, int64_t r) {
  std::vector<int64_t> out;
  for (int64_t j = 0; j < split_factor; ++j) {
    std::vector<int64_t> piece = ChunkOf(ChunkOf(items, split_factor, j), k, r);
    out.insert(out.end(), piece.begin(), piece.end());
  }
  return out;
}

std::vector<int64_t> NumShardsMap(int64_t ndim, const std::vector<int64_t>& mesh_shape,
                                  const std::vector<Placement>& placements) {
  std::vector<int64_t> shards(ndim, 1);
  for (size_t m = 0; m < placements.size(); ++m) {
    const Placement& p = placements[m];
    if (p.is_shard_like() && p.dim >= 0 && p.dim < ndim) shards[p.dim] *= mesh_shape[m];
  }
  return shards;
}

absl::StatusOr<std::vector<Placement>> NormalizePlacements(
    int64_t ndim, const std::vector<int64_t>& mesh_shape,
    const std::vector<Placement>& placements) {
  if (placements.size() != mesh_shape.size()) {
    std::string msg = fmt::format("expected one placement per mesh dim ({}), found {}",
                                  mesh_shape.size(), placements.size());
    return absl::InvalidArgumentError(msg);
  }
  std::vector<Placement> out = placements;
  for (Placement& p : out) {
    if (!p.is_shard_like()) continue;
    if (p.dim < 0) p.dim += ndim;
    if (p.dim < 0 || p.dim >= ndim || p.split_factor < 1) {
      std::string msg = fmt::format("placement {} needs a dim in [-{}, {}) and a split factor >= 1",
                                    PlacementToString(p), ndim, ndim);
      return absl::InvalidArgumentError(msg);
    }
  }
  return out;
}

absl::StatusOr<LocalShard> ComputeLocalShard(const std::vector<int64_t>& global_shape,
                                             const std::vector<int64_t>& mesh_shape,
                                             const std::vector<Placement>& placements,
                                             const std::vector<int64_t>& coords) {
  int64_t ndim = static_cast<int64_t>(global_shape.size());
  absl::StatusOr<std::vector<Placement>> normal = NormalizePlacements(ndim, mesh_shape, placements);
  if (!normal.ok()) return normal.status();
  if (absl::Status status = CheckShapeAndCoords(global_shape, mesh_shape, coords); !status.ok()) {
    return status;
  }
  LocalShard shard;
  for (int64_t size : global_shape) {
    shard.indices.emplace_back(size);
    std::iota(shard.indices.back().begin(), shard.indices.back().end(), 0);
  }
  for (size_t m = 0; m < normal->size(); ++m) {
    const Placement& p = (*normal)[m];
    if (!p.is_shard_like()) continue;
    std::vector<int64_t>& list = shard.indices[p.dim];
    list = p.kind == PlacementKind::kShard
               ? ChunkOf(list, mesh_shape[m], coords[m])
               : StridedChunkOf(list, p.split_factor, mesh_shape[m], coords[m]);
  }
  for (int64_t d = 0; d < ndim; ++d) {
    const std::vector<int64_t>& list = shard.indices[d];
    shard.local_shape.push_back(static_cast<int64_t>(list.size()));
    shard.global_offset.push_back(list.empty() ? global_shape[d] : list.front());
  }
  return shard;
}

std::string IndexRanges(const std::vector<int64_t>& indices) {
  std::string out;
  for (size_t i = 0; i < indices.size();) {
    size_t j = i;
    while (j + 1 < indices.size() && indices[j + 1] == indices[j] + 1) ++j;
    if (!out.empty()) out += ",";
    out += j == i ? fmt::format("{}", indices[i]) : fmt::format("{}-{}", indices[i], indices[j]);
    i = j + 1;
  }
  return out;
}

}  // namespace collopt
